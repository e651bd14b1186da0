/* bench-collection.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "dr-bench.h"
#include "dr-search-private.h"
#include "dr-card-store.h"
#include "dr-collection.h"
#include "dr-test-helper.h"
#include "dr-user-db.h"

/* The collection over NetrunnerDB's full data: what the search key `own`
 * costs per keystroke, against a typical search it filters, and once after a
 * change, against the search of every card (what an empty search field
 * shows); references measured in the same run. */

#define ROUNDS 50

static DrCardStore *
open_full_store (const char *dir)
{
  const char *const names[] = { "sides.json", "factions.json", "types.json", "cycles.json", "packs.json",
                                "cards.json", "mwl.json", NULL };
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; names[i] != NULL; i++)
    g_ptr_array_add (files, g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", names[i], NULL));
  g_ptr_array_add (files, NULL);
  return dr_test_open_card_store (dir, (const char *const *) files->pdata);
}

static double
time_ms (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autofree char *user_path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(DrCollection) collection = NULL;
  double search[ROUNDS], unchanged[ROUNDS], rebuilt[ROUNDS], every[ROUNDS];
  double search_ms, unchanged_ms, rebuilt_ms, every_ms;
  DrUserStore *user;

  if (dr_test_shared_dir () == NULL)
    {
      g_print ("../shared/netrunnerdb is absent: the collection benchmark over the full data is skipped\n");
      return 0;
    }
  dir = dr_test_make_tmp_dir ();
  store = open_full_store (dir);
  user_path = g_build_filename (dir, "user.sqlite", NULL);
  user = dr_user_store_open (user_path, &error);
  g_assert_no_error (error);
  collection = dr_collection_new (user, store);
  g_assert_true (dr_collection_apply_preset (collection, DR_COLLECTION_PRESET_STANDARD, &error));
  g_assert_true (dr_collection_set_product_count (collection, "core", 3, &error));

  for (guint i = 0; i < ROUNDS; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GPtrArray) cards = dr_card_search (dr_card_store_get_db (store), "t:ice", &error);

      search[i] = time_ms (start);
      g_assert_no_error (error);

      /* A keystroke with the collection as it was. */
      start = g_get_monotonic_time ();
      g_assert_true (dr_collection_publish_owned (collection, &error));
      unchanged[i] = time_ms (start);

      {
        g_autoptr(GPtrArray) all = NULL;

        start = g_get_monotonic_time ();
        all = dr_card_search (dr_card_store_get_db (store), "", &error);
        every[i] = time_ms (start);
        g_assert_no_error (error);
      }

      /* A keystroke right after a change to the collection. */
      g_assert_true (dr_collection_set_printing_owned (collection, "01050", i % 5, &error));
      start = g_get_monotonic_time ();
      g_assert_true (dr_collection_publish_owned (collection, &error));
      rebuilt[i] = time_ms (start);
    }
  search_ms = dr_bench_median (search, ROUNDS);
  unchanged_ms = dr_bench_median (unchanged, ROUNDS);
  rebuilt_ms = dr_bench_median (rebuilt, ROUNDS);
  every_ms = dr_bench_median (every, ROUNDS);
  g_print ("owned-cards table for the search, collection unchanged: %.3f ms, ratio %.2f to the search "
           "'t:ice' (%.2f ms) (goal <= 0.1) %s\n",
           unchanged_ms, unchanged_ms / search_ms, search_ms, unchanged_ms / search_ms <= 0.1 ? "MET" : "MISSED");
  g_print ("owned-cards table rebuilt after a change: %.2f ms, ratio %.2f to the search of every card "
           "(%.2f ms) (goal <= 1, once per change) %s\n",
           rebuilt_ms, rebuilt_ms / every_ms, every_ms, rebuilt_ms / every_ms <= 1 ? "MET" : "MISSED");

  g_clear_pointer (&collection, dr_collection_free);
  dr_user_store_unref (user);
  g_clear_pointer (&store, dr_card_store_free);
  dr_test_remove_tree (dir);
  return 0;
}
