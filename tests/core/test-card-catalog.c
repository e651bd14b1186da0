/* test-card-catalog.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-card-catalog.h"
#include "dr-card-store.h"
#include "dr-db.h"
#include "dr-test-helper.h"

static DrFaction *
find_faction (GPtrArray  *factions,
              const char *code)
{
  for (guint i = 0; i < factions->len; i++)
    {
      DrFaction *faction = g_ptr_array_index (factions, i);

      if (g_str_equal (faction->code, code))
        return faction;
    }
  return NULL;
}

static void
test_bundled_factions_and_types (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardStore) store = dr_card_store_open (path, &error);
  g_autoptr(GPtrArray) factions = NULL;
  g_autoptr(GPtrArray) types = NULL;
  g_autoptr(GPtrArray) lockpick_types = NULL;
  DrCardPool *pool;
  DrFaction *nbn, *neutral;
  DrCardType *first;

  g_assert_no_error (error);
  factions = dr_card_catalog_factions (dr_card_store_get_db (store), "netrunner", &error);
  g_assert_no_error (error);
  nbn = find_faction (factions, "nbn");
  g_assert_nonnull (nbn);
  g_assert_cmpstr (nbn->name, ==, "NBN");
  g_assert_cmpstr (nbn->side_code, ==, "corp");
  g_assert_cmpstr (nbn->color, ==, "FF8C00");
  g_assert_false (nbn->is_mini);
  neutral = find_faction (factions, "neutral-runner");
  g_assert_nonnull (neutral);
  g_assert_true (neutral->is_neutral);
  /* Major factions come before neutral and mini factions. */
  g_assert_false (((DrFaction *) g_ptr_array_index (factions, 0))->is_neutral);
  g_assert_false (((DrFaction *) g_ptr_array_index (factions, 0))->is_mini);
  g_assert_true (((DrFaction *) g_ptr_array_index (factions, factions->len - 1))->is_mini);

  types = dr_card_catalog_types (dr_card_store_get_db (store), "netrunner", &error);
  g_assert_no_error (error);
  first = g_ptr_array_index (types, 0);
  g_assert_cmpstr (first->code, ==, "identity");
  g_assert_null (first->side_code);
  for (guint i = 0; i < types->len; i++)
    {
      DrCardType *type = g_ptr_array_index (types, i);

      /* Subtypes such as sentry are not card types. */
      g_assert_cmpstr (type->code, !=, "sentry");
      if (i > 0)
        g_assert_cmpint (type->position, >=, ((DrCardType *) g_ptr_array_index (types, i - 1))->position);
    }
  g_assert_cmpuint (types->len, ==, 10);

  lockpick_types = dr_card_catalog_types (dr_card_store_get_db (store), "lockpick", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (lockpick_types->len, ==, 3);

  pool = dr_card_store_get_pool (store, &error);
  g_assert_no_error (error);
  g_assert_nonnull (dr_card_pool_get_ban_lists (pool));

  g_clear_pointer (&store, dr_card_store_free);
  dr_test_remove_tree (dir);
}

static void
test_full_data_ban_lists (void)
{
  const char *const names[] = { "sides.json", "factions.json", "types.json", "cycles.json",
                                "packs.json", "cards.json", "mwl.json" };
  g_autofree char *dir = NULL;
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(DrCardPool) pool = NULL;
  const GPtrArray *ban_lists;
  g_autoptr(GError) error = NULL;
  guint n_active = 0;
  sqlite3 *db;

  if (dr_test_skip_without_shared ())
    return;
  dir = dr_test_make_tmp_dir ();
  files = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_ptr_array_add (files, g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", names[i], NULL));
  g_ptr_array_add (files, NULL);
  db = dr_test_build_card_db (dir, (const char *const *) files->pdata, &error);
  g_assert_no_error (error);

  pool = dr_card_pool_new (db, NULL, &error);
  g_assert_no_error (error);
  ban_lists = dr_card_pool_get_ban_lists (pool);
  g_assert_cmpuint (ban_lists->len, >, 10);
  for (guint i = 0; i < ban_lists->len; i++)
    {
      const DrPoolBanList *ban_list = g_ptr_array_index (ban_lists, i);

      n_active += ban_list->active;
      if (i > 0)
        g_assert_cmpstr (ban_list->date_start, <=,
                         ((const DrPoolBanList *) g_ptr_array_index (ban_lists, i - 1))->date_start);
    }
  g_assert_cmpuint (n_active, ==, 1);

  dr_db_close (db);
  dr_test_remove_tree (dir);
}

static void
test_missing_table_is_an_error (void)
{
  g_autoptr(GError) error = NULL;
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (":memory:", &db), ==, SQLITE_OK);
  g_assert_null (dr_card_catalog_factions (db, "netrunner", &error));
  g_assert_nonnull (error);
  sqlite3_close (db);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catalog/bundled", test_bundled_factions_and_types);
  g_test_add_func ("/catalog/full-data-ban-lists", test_full_data_ban_lists);
  g_test_add_func ("/catalog/missing-table", test_missing_table_is_an_error);
  return g_test_run ();
}
