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
add_change (DrCardDbChange  change,
            const char     *code,
            const char     *name,
            gpointer        user_data)
{
  DrSyncReport *report = user_data;
  GPtrArray *items_by_change[] = {
    [DR_CARD_DB_NEW_PACK] = report->new_packs,
    [DR_CARD_DB_NEW_CARD] = report->new_cards,
    [DR_CARD_DB_CHANGED_CARD] = report->changed_cards,
    [DR_CARD_DB_REMOVED_CARD] = report->removed_cards,
    [DR_CARD_DB_NEW_MWL] = report->new_mwls,
  };
  DrSyncItem *item = g_new0 (DrSyncItem, 1);

  item->code = g_strdup (code);
  item->name = g_strdup (name);
  g_ptr_array_add (items_by_change[change], item);
}

/* Compares the new database (build) with the one in use (old); a missing or
 * unreadable old file counts as empty. */
gboolean
dr_sync_compare (const char    *build_path,
                 const char    *old_path,
                 DrSyncReport  *report,
                 GError       **error)
{
  return dr_card_db_compare (build_path, old_path, add_change, report, &report->n_cards, error);
}

int
dr_sync_count_cards (const char *path)
{
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READONLY, NULL);
  int count;

  if (db == NULL)
    return 0;
  count = dr_card_db_count_cards (db);
  dr_db_close (db);
  return count;
}
