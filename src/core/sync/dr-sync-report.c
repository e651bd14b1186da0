/* dr-sync-report.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync"

#include "config.h"

#include "dr-sync-private.h"

static void
sync_item_free (DrSyncItem *item)
{
  g_free (item->code);
  g_free (item->name);
  g_free (item);
}

DrSyncReport *
dr_sync_report_new (void)
{
  DrSyncReport *report = g_new0 (DrSyncReport, 1);

  report->new_packs = g_ptr_array_new_with_free_func ((GDestroyNotify) sync_item_free);
  report->new_cards = g_ptr_array_new_with_free_func ((GDestroyNotify) sync_item_free);
  report->changed_cards = g_ptr_array_new_with_free_func ((GDestroyNotify) sync_item_free);
  report->removed_cards = g_ptr_array_new_with_free_func ((GDestroyNotify) sync_item_free);
  report->new_mwls = g_ptr_array_new_with_free_func ((GDestroyNotify) sync_item_free);
  return report;
}

void
dr_sync_report_free (DrSyncReport *report)
{
  if (report == NULL)
    return;
  g_ptr_array_unref (report->new_packs);
  g_ptr_array_unref (report->new_cards);
  g_ptr_array_unref (report->changed_cards);
  g_ptr_array_unref (report->removed_cards);
  g_ptr_array_unref (report->new_mwls);
  g_free (report->source_url);
  g_free (report->restrictions_url);
  g_free (report->restrictions_warning);
  g_free (report->translations_url);
  g_free (report->translations_locale);
  g_free (report->synced_at);
  g_free (report);
}

static void
collect_items (sqlite3    *db,
               const char *sql,
               GPtrArray  *items)
{
  sqlite3_stmt *statement = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      g_warning ("Cannot compare the card data: %s", sqlite3_errmsg (db));
      return;
    }
  while (sqlite3_step (statement) == SQLITE_ROW)
    {
      DrSyncItem *item = g_new0 (DrSyncItem, 1);

      item->code = g_strdup ((const char *) sqlite3_column_text (statement, 0));
      item->name = g_strdup ((const char *) sqlite3_column_text (statement, 1));
      g_ptr_array_add (items, item);
    }
  sqlite3_finalize (statement);
}

/* A change in any of these is a changed card for the report. */
static const char *const card_facts[] = {
  "title", "side_code", "faction_code", "type_code", "keywords", "cost", "cost_is_x", "strength",
  "strength_is_x", "faction_cost", "influence_limit", "minimum_deck_size", "agenda_points",
  "advancement_cost", "advancement_is_x", "memory_cost", "trash_cost", "base_link", "uniqueness",
  "deck_limit", "quantity", "pack_code", "position", "text", "flavor", "illustrator",
};

static char *
changed_cards_sql (void)
{
  g_autoptr(GString) sql = g_string_new ("SELECT n.code, n.title FROM main.cards AS n"
                                         " JOIN old.cards AS o ON o.code = n.code"
                                         " WHERE n.game = 'netrunner' AND (");

  for (guint i = 0; i < G_N_ELEMENTS (card_facts); i++)
    g_string_append_printf (sql, "%sn.%s", i ? ", " : "", card_facts[i]);
  g_string_append (sql, ") IS NOT (");
  for (guint i = 0; i < G_N_ELEMENTS (card_facts); i++)
    g_string_append_printf (sql, "%so.%s", i ? ", " : "", card_facts[i]);
  g_string_append (sql, ") ORDER BY n.code");
  return g_string_free (g_steal_pointer (&sql), FALSE);
}

static gboolean
attach_old (sqlite3    *db,
            const char *old_path)
{
  char *attach;
  gboolean ok;

  if (!g_file_test (old_path, G_FILE_TEST_EXISTS))
    return FALSE;
  attach = sqlite3_mprintf ("ATTACH %Q AS old", old_path);
  ok = dr_db_exec (db, attach, NULL);
  sqlite3_free (attach);
  if (ok && dr_db_exec (db, "SELECT 1 FROM old.cards, old.packs, old.mwls LIMIT 1", NULL))
    return TRUE;
  if (ok)
    dr_db_exec (db, "DETACH old", NULL);
  return FALSE;
}

/* Compares the new database (main) with the one in use (old); a missing or
 * unreadable old file counts as empty. */
gboolean
dr_sync_compare (const char    *build_path,
                 const char    *old_path,
                 DrSyncReport  *report,
                 GError       **error)
{
  /* Read-write, so that closing it removes the write-ahead log it opens. */
  sqlite3 *db = dr_db_open (build_path, SQLITE_OPEN_READWRITE, error);
  g_autofree char *changed_sql = changed_cards_sql ();
  sqlite3_stmt *statement = NULL;

  if (db == NULL)
    return FALSE;
  if (!attach_old (db, old_path)
      && !dr_db_exec (db, "ATTACH ':memory:' AS old;"
                          "CREATE TABLE old.cards AS SELECT * FROM main.cards WHERE 0;"
                          "CREATE TABLE old.packs AS SELECT * FROM main.packs WHERE 0;"
                          "CREATE TABLE old.mwls AS SELECT * FROM main.mwls WHERE 0;", error))
    {
      dr_db_close (db);
      return FALSE;
    }

  collect_items (db, "SELECT code, name FROM main.packs WHERE game = 'netrunner'"
                     " AND code NOT IN (SELECT code FROM old.packs)"
                     " ORDER BY coalesce (date_release, '9999'), code", report->new_packs);
  collect_items (db, "SELECT code, title FROM main.cards WHERE game = 'netrunner'"
                     " AND code NOT IN (SELECT code FROM old.cards) ORDER BY code", report->new_cards);
  collect_items (db, changed_sql, report->changed_cards);
  collect_items (db, "SELECT code, title FROM old.cards WHERE game = 'netrunner'"
                     " AND code NOT IN (SELECT code FROM main.cards) ORDER BY code", report->removed_cards);
  collect_items (db, "SELECT code, name FROM main.mwls WHERE code NOT IN (SELECT code FROM old.mwls)"
                     " ORDER BY date_start, code", report->new_mwls);
  if (sqlite3_prepare_v2 (db, "SELECT count(*) FROM main.cards WHERE game = 'netrunner'", -1, &statement, NULL)
      == SQLITE_OK && sqlite3_step (statement) == SQLITE_ROW)
    report->n_cards = sqlite3_column_int (statement, 0);
  sqlite3_finalize (statement);
  dr_db_close (db);
  return TRUE;
}

int
dr_sync_count_cards (const char *path)
{
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READONLY, NULL);
  sqlite3_stmt *statement = NULL;
  int count = 0;

  if (db == NULL)
    return 0;
  if (sqlite3_prepare_v2 (db, "SELECT count(*) FROM cards WHERE game = 'netrunner'", -1, &statement, NULL)
      == SQLITE_OK && sqlite3_step (statement) == SQLITE_ROW)
    count = sqlite3_column_int (statement, 0);
  sqlite3_finalize (statement);
  dr_db_close (db);
  return count;
}
