/* test-full-data.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-card-db.h"
#include "dr-search-private.h"
#include "dr-test-helper.h"

/* NetrunnerDB's whole card pool, from ../shared (skipped when absent). */

static const char *const api_files[] = {
  "sides.json", "factions.json", "types.json", "cycles.json", "packs.json",
  "cards.json", "mwl.json", "prebuilts.json",
};

static sqlite3 *
build_from_api_v2 (const char *dir)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  sqlite3 *db;

  for (guint i = 0; i < G_N_ELEMENTS (api_files); i++)
    g_ptr_array_add (files, g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", api_files[i], NULL));
  g_ptr_array_add (files, g_build_filename (dr_test_shared_dir (), "netrunnerdb", "raw", "rotations.json", NULL));
  g_ptr_array_add (files, NULL);
  db = dr_test_build_card_db (dir, (const char *const *) files->pdata, &error);
  g_assert_no_error (error);
  return db;
}

static void
test_api_v2_counts (void)
{
  g_autofree char *dir = NULL;
  sqlite3 *db;

  if (dr_test_skip_without_shared ())
    return;
  dir = dr_test_make_tmp_dir ();
  db = build_from_api_v2 (dir);

  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards"), ==, 2394);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM packs"), ==, 74);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cycles"), ==, 28);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM factions"), ==, 12);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM types"), ==, 14);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwls"), ==, 34);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM prebuilts"), ==, 6);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM rotations"), ==, 7);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(DISTINCT title) FROM cards"), ==, 1988);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards WHERE is_latest"), ==, 1988);
  /* The API marks standard-ban-list-25-08 active in this snapshot. */
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwls WHERE active"), ==, 1);
  /* X values in NetrunnerDB's data: 11 X costs, Darwin and Surveyor's X strength. */
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards WHERE cost_is_x"), ==, 11);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards WHERE strength_is_x"), ==, 3);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards WHERE influence_limit IS NULL "
                                          "AND type_code = 'identity'"), ==, 14);

  dr_db_close (db);
  dr_test_remove_tree (dir);
}

static void
test_raw_pack_files (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *raw = NULL;
  g_autofree char *pack_dir = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const char *const heads[] = { "sides.json", "factions.json", "types.json", "cycles.json", "packs.json" };
  GDir *listing;
  const char *name;
  sqlite3 *db;

  if (dr_test_skip_without_shared ())
    return;
  dir = dr_test_make_tmp_dir ();
  raw = g_build_filename (dr_test_shared_dir (), "netrunnerdb", "raw", NULL);
  pack_dir = g_build_filename (raw, "pack", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (heads); i++)
    g_ptr_array_add (files, g_build_filename (raw, heads[i], NULL));
  listing = g_dir_open (pack_dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    g_ptr_array_add (files, g_build_filename (pack_dir, name, NULL));
  g_dir_close (listing);
  g_ptr_array_add (files, g_build_filename (raw, "mwl.json", NULL));
  g_ptr_array_add (files, NULL);

  db = dr_test_build_card_db (dir, (const char *const *) files->pdata, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards"), ==, 2394);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(DISTINCT pack_code) FROM cards"), ==, 74);
  dr_db_close (db);
  dr_test_remove_tree (dir);
}

static void
test_full_searches (void)
{
  const struct { const char *query; int count; } cases[] = {
    { "e:core", 113 },
    { "d:corp t:identity e:core", 4 },
    { "Hedge Fund", 1 },
  };
  g_autofree char *dir = NULL;
  sqlite3 *db;

  if (dr_test_skip_without_shared ())
    return;
  dir = dr_test_make_tmp_dir ();
  db = build_from_api_v2 (dir);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) found = dr_card_search (db, cases[i].query, &error);

      g_assert_no_error (error);
      g_assert_cmpint (found->len, ==, cases[i].count);
    }
  /* Hedge Fund's newest printing is not the Core Set one. */
  {
    g_autoptr(GPtrArray) found = dr_card_search (db, "Hedge Fund", NULL);

    g_assert_cmpstr (((DrCard *) found->pdata[0])->code, !=, "01110");
  }
  dr_db_close (db);
  dr_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/full-data/api-v2-counts", test_api_v2_counts);
  g_test_add_func ("/full-data/raw-pack-files", test_raw_pack_files);
  g_test_add_func ("/full-data/searches", test_full_searches);
  return g_test_run ();
}
