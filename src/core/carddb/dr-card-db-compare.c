/* dr-card-db-compare.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-db"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-card-db.h"

/* What the sync asks of a card database it built: counts, the checks the
 * importer's keys cannot make, and what changed since the previous file. */

static int
count_rows (sqlite3    *db,
            const char *sql,
            const char *text_parameter,
            int         failed)
{
  sqlite3_stmt *statement = NULL;
  int count = failed;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) == SQLITE_OK)
    {
      if (text_parameter != NULL)
        sqlite3_bind_text (statement, 1, text_parameter, -1, SQLITE_STATIC);
      if (sqlite3_step (statement) == SQLITE_ROW)
        count = sqlite3_column_int (statement, 0);
    }
  sqlite3_finalize (statement);
  return count;
}

int
dr_card_db_count_cards (sqlite3 *db)
{
  return count_rows (db, "SELECT count(*) FROM main.cards WHERE game = 'netrunner'", NULL, 0);
}

/* NetrunnerDB's printings only: the other games' original titles are ours. */
int
dr_card_db_count_translations (sqlite3    *db,
                               const char *locale)
{
  return count_rows (db, "SELECT count(*) FROM card_translations AS t JOIN cards AS c ON c.id = t.card_id"
                         " WHERE t.locale = ? AND c.game = 'netrunner'", locale, -1);
}

gboolean
dr_card_db_find_unknown_list_card (sqlite3         *db,
                                   DrCardListKind   kind,
                                   char           **list_code,
                                   char           **card_code,
                                   GError         **error)
{
  const char *sql = kind == DR_CARD_LIST_MWL
                      ? "SELECT mwl_code, card_code FROM mwl_cards WHERE card_code NOT IN "
                        "(SELECT code FROM cards) ORDER BY 1, 2 LIMIT 1"
                      : "SELECT prebuilt_code, card_code FROM prebuilt_cards WHERE card_code NOT IN "
                        "(SELECT code FROM cards) ORDER BY 1, 2 LIMIT 1";
  sqlite3_stmt *statement = NULL;

  *list_code = NULL;
  *card_code = NULL;
  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot check the card data"));
      return FALSE;
    }
  if (sqlite3_step (statement) == SQLITE_ROW)
    {
      *list_code = g_strdup ((const char *) sqlite3_column_text (statement, 0));
      *card_code = g_strdup ((const char *) sqlite3_column_text (statement, 1));
    }
  sqlite3_finalize (statement);
  return TRUE;
}

static void
report_changes (sqlite3            *db,
                const char         *sql,
                DrCardDbChange      change,
                DrCardDbChangeFunc  func,
                gpointer            user_data)
{
  sqlite3_stmt *statement = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      g_warning ("Cannot compare the card data: %s", sqlite3_errmsg (db));
      return;
    }
  while (sqlite3_step (statement) == SQLITE_ROW)
    func (change, (const char *) sqlite3_column_text (statement, 0),
          (const char *) sqlite3_column_text (statement, 1), user_data);
  sqlite3_finalize (statement);
}

/* A change in any of these is a changed card. */
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

gboolean
dr_card_db_compare (const char          *path,
                    const char          *old_path,
                    DrCardDbChangeFunc   func,
                    gpointer             user_data,
                    int                 *n_cards,
                    GError             **error)
{
  /* Read-write, so that closing it removes the write-ahead log it opens. */
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READWRITE, error);
  g_autofree char *changed_sql = changed_cards_sql ();

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

  report_changes (db, "SELECT code, name FROM main.packs WHERE game = 'netrunner'"
                      " AND code NOT IN (SELECT code FROM old.packs)"
                      " ORDER BY coalesce (date_release, '9999'), code",
                  DR_CARD_DB_NEW_PACK, func, user_data);
  report_changes (db, "SELECT code, title FROM main.cards WHERE game = 'netrunner'"
                      " AND code NOT IN (SELECT code FROM old.cards) ORDER BY code",
                  DR_CARD_DB_NEW_CARD, func, user_data);
  report_changes (db, changed_sql, DR_CARD_DB_CHANGED_CARD, func, user_data);
  report_changes (db, "SELECT code, title FROM old.cards WHERE game = 'netrunner'"
                      " AND code NOT IN (SELECT code FROM main.cards) ORDER BY code",
                  DR_CARD_DB_REMOVED_CARD, func, user_data);
  report_changes (db, "SELECT code, name FROM main.mwls WHERE code NOT IN (SELECT code FROM old.mwls)"
                      " ORDER BY date_start, code",
                  DR_CARD_DB_NEW_MWL, func, user_data);
  *n_cards = dr_card_db_count_cards (db);
  dr_db_close (db);
  return TRUE;
}
