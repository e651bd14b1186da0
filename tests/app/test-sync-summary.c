/* test-sync-summary.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-sync-private.h"
#include "dr-sync-summary.h"

/* The one line a toast shows after a sync. */

static DrSyncItem *
item_new (const char *code,
          const char *name)
{
  DrSyncItem *item = g_new0 (DrSyncItem, 1);

  item->code = g_strdup (code);
  item->name = g_strdup (name);
  return item;
}

static void
test_up_to_date (void)
{
  g_autoptr(DrSyncReport) report = dr_sync_report_new ();
  g_autofree char *plain = NULL;
  g_autofree char *unchecked = NULL;

  report->up_to_date = TRUE;
  plain = dr_sync_summary_text (report);
  g_assert_cmpstr (plain, ==, "Card data is up to date");
  report->restrictions_warning = g_strdup ("HTTP 503");
  unchecked = dr_sync_summary_text (report);
  g_assert_cmpstr (unchecked, ==, "Card data is up to date; the Eternal points lists could not be checked");
}

static void
test_updated (void)
{
  g_autoptr(DrSyncReport) report = dr_sync_report_new ();
  g_autofree char *full = NULL;
  g_autofree char *warned = NULL;

  g_ptr_array_add (report->new_cards, item_new ("35001", "One"));
  g_ptr_array_add (report->new_cards, item_new ("35002", "Two"));
  g_ptr_array_add (report->new_mwls, item_new ("eternal-points-list-26-01", "Eternal Points List 26.01"));
  g_ptr_array_add (report->new_mwls, item_new ("standard-ban-list-26-03", "Standard Ban List 26.03"));
  full = dr_sync_summary_text (report);
  g_assert_cmpstr (full, ==, "2 new cards, ban list Standard Ban List 26.03");
  report->restrictions_warning = g_strdup ("HTTP 503");
  warned = dr_sync_summary_text (report);
  g_assert_cmpstr (warned, ==, "2 new cards, ban list Standard Ban List 26.03, Eternal points lists not updated");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sync-summary/up-to-date", test_up_to_date);
  g_test_add_func ("/sync-summary/updated", test_updated);
  return g_test_run ();
}
