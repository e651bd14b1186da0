/* test-card-store.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "dr-card-bundle.h"
#include "dr-search-private.h"
#include "dr-db.h"
#include "dr-error.h"
#include "dr-paths.h"
#include "dr-test-helper.h"

/* First start: no file, no network; the bundled Core Set, NAPD identity and
 * Lockpick box are all there. */
static void
test_first_start (DrTestDbFixture *fixture,
                  gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, NULL);
  sqlite3 *db = dr_card_store_get_db (store);
  g_autofree char *source = dr_card_store_get_meta (store, "source");
  g_autofree char *version = dr_card_store_get_meta (store, "bundled_version");

  g_assert_cmpstr (source, ==, "bundled");
  g_assert_cmpstr (version, ==, dr_card_bundle_get_version ());
  g_assert_cmpint (dr_test_count_cards (store, "netrunner"), ==, 114);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards WHERE pack_code = 'core' "
                                          "AND code BETWEEN '01001' AND '01113'"), ==, 113);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards WHERE game = 'netrunner' "
                                          "AND (text IS NULL OR text = '')"), ==, 0);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards WHERE type_code = 'identity' "
                                          "AND pack_code = 'core'"), ==, 7);
  /* No text of NetrunnerDB's own fields is shipped. */
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards WHERE flavor IS NOT NULL "
                                          "OR illustrator IS NOT NULL"), ==, 0);

  /* Lockpick: 21 structure, 20 defense, 34 attack copies; one core card. */
  g_assert_cmpint (dr_test_query_int (db, "SELECT sum(quantity) FROM cards WHERE type_code='structure'"), ==, 21);
  g_assert_cmpint (dr_test_query_int (db, "SELECT sum(quantity) FROM cards WHERE type_code='defense'"), ==, 20);
  g_assert_cmpint (dr_test_query_int (db, "SELECT sum(quantity) FROM cards WHERE type_code='attack'"), ==, 34);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards WHERE game='lockpick' "
                                          "AND original_lang='fr' AND original_title IS NOT NULL"), ==, 25);
}

static void
test_reopen_keeps_file (DrTestDbFixture *fixture,
                        gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  DrCardStore *store = dr_test_open_card_store_at (fixture->path, NULL);
  g_autofree char *marker = NULL;

  g_assert_true (dr_db_set_meta (dr_card_store_get_db (store), "probe", "kept", &error));
  dr_card_store_free (store);

  store = dr_test_open_card_store_at (fixture->path, NULL);
  marker = dr_card_store_get_meta (store, "probe");
  g_assert_cmpstr (marker, ==, "kept");
  dr_card_store_free (store);
}

/* Bundled data from an older Deckrunner is replaced by this one's. */
static void
test_older_bundle_replaced (DrTestDbFixture *fixture,
                            gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  DrCardStore *store = dr_test_open_card_store_at (fixture->path, NULL);
  g_autofree char *marker = NULL;
  g_autofree char *version = NULL;

  g_assert_true (dr_db_set_meta (dr_card_store_get_db (store), "bundled_version", "2000.1.1.1", &error));
  g_assert_true (dr_db_set_meta (dr_card_store_get_db (store), "probe", "old", &error));
  dr_card_store_free (store);

  store = dr_test_open_card_store_at (fixture->path, NULL);
  marker = dr_card_store_get_meta (store, "probe");
  version = dr_card_store_get_meta (store, "bundled_version");
  g_assert_null (marker);
  g_assert_cmpstr (version, ==, dr_card_bundle_get_version ());
  dr_card_store_free (store);
}

/* Data from a sync is never overwritten by the bundle. */
static void
test_synced_data_kept (DrTestDbFixture *fixture,
                       gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  DrCardStore *store = dr_test_open_card_store_at (fixture->path, NULL);
  g_autofree char *marker = NULL;

  g_assert_true (dr_db_set_meta (dr_card_store_get_db (store), "source", "sync", &error));
  g_assert_true (dr_db_set_meta (dr_card_store_get_db (store), "bundled_version", "2000.1.1.1", &error));
  g_assert_true (dr_db_set_meta (dr_card_store_get_db (store), "probe", "synced", &error));
  dr_card_store_free (store);

  store = dr_test_open_card_store_at (fixture->path, NULL);
  marker = dr_card_store_get_meta (store, "probe");
  g_assert_cmpstr (marker, ==, "synced");
  dr_card_store_free (store);
}

/* A card database sqlite cannot read is moved aside, kept, and rebuilt. */
static void
test_damaged_file_rebuilt (DrTestDbFixture *fixture,
                           gconstpointer    data)
{
  g_autoptr(DrCardStore) store = NULL;
  g_autofree char *aside = g_strconcat (fixture->path, ".damaged", NULL);
  g_autofree char *kept = NULL;

  g_assert_true (g_file_set_contents (fixture->path, "this is not a database, just some bytes......"
                                      "..................................................", -1, NULL));
  g_test_expect_message ("dr-card-store", G_LOG_LEVEL_WARNING, "*damaged*");
  store = dr_test_open_card_store_at (fixture->path, NULL);
  g_test_assert_expected_messages ();
  g_assert_cmpint (dr_test_count_cards (store, "netrunner"), ==, 114);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_true (g_str_has_prefix (kept, "this is not a database"));
}

static void
test_lookup (DrTestDbFixture *fixture,
             gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, NULL);
  g_autoptr(DrCard) by_code = dr_card_store_get_card (store, "01002");
  g_autoptr(GPtrArray) by_title = dr_card_store_find_by_title (store, "DEJA VU");
  g_autoptr(GPtrArray) identity = dr_card_store_lookup (store, "haas-bioroid engineering the future");
  g_autoptr(GPtrArray) none = dr_card_store_lookup (store, "No Such Card");
  g_autoptr(GPtrArray) spaced = dr_card_store_find_by_title (store, "yog 0");
  g_autoptr(GPtrArray) joined = dr_card_store_find_by_title (store, "YOG0");
  g_autoptr(GPtrArray) empty = dr_card_store_find_by_title (store, " - ");
  g_autoptr(GPtrArray) faces = dr_card_store_get_faces (store, "24001");
  g_autoptr(DrCard) napd = dr_card_store_get_card (store, "24001");

  g_assert_nonnull (by_code);
  g_assert_cmpstr (by_code->title, ==, "Déjà Vu");
  g_assert_cmpint (by_code->cost.kind, ==, DR_VALUE_NUMBER);
  g_assert_cmpuint (by_title->len, ==, 1);
  g_assert_cmpstr (((DrCard *) by_title->pdata[0])->code, ==, "01002");
  g_assert_cmpuint (identity->len, ==, 1);
  g_assert_cmpstr (((DrCard *) identity->pdata[0])->code, ==, "01054");
  g_assert_cmpuint (none->len, ==, 0);
  /* Punctuation and spaces aside: "Yog.0" however it is typed. */
  g_assert_cmpuint (spaced->len, ==, 1);
  g_assert_cmpstr (((DrCard *) spaced->pdata[0])->code, ==, "01014");
  g_assert_cmpuint (joined->len, ==, 1);
  g_assert_cmpstr (((DrCard *) joined->pdata[0])->code, ==, "01014");
  g_assert_cmpuint (empty->len, ==, 0);
  g_assert_null (dr_card_store_get_card (store, "99999"));

  /* The NAPD identity: two faces, unlimited influence, 40 cards. */
  g_assert_cmpuint (faces->len, ==, 1);
  g_assert_cmpstr (((DrCardFace *) faces->pdata[0])->title, ==, "Detective's Bureau: Upholding the Law");
  g_assert_cmpstr (((DrCardFace *) faces->pdata[0])->text, !=, "");
  g_assert_cmpint (napd->influence_limit.kind, ==, DR_VALUE_NONE);
  g_assert_cmpint (napd->minimum_deck_size.number, ==, 40);
}

static void
test_x_values (DrTestDbFixture *fixture,
               gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, NULL);
  g_autoptr(DrCard) psychographics = dr_card_store_get_card (store, "01085");
  g_autoptr(DrCard) agenda = dr_card_store_get_card (store, "01106");
  g_autofree char *x = dr_card_value_to_string (psychographics->cost);

  g_assert_cmpint (psychographics->cost.kind, ==, DR_VALUE_X);
  g_assert_cmpstr (x, ==, "X");
  /* Agendas have no cost at all, which is not X. */
  g_assert_cmpint (agenda->cost.kind, ==, DR_VALUE_NONE);
  g_assert_cmpint (agenda->advancement_cost.kind, ==, DR_VALUE_NUMBER);
}

static void
test_default_path_from_environment (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *nested = g_build_filename (dir, "a", "b", NULL);
  g_autofree char *expected = g_build_filename (nested, "cards.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardStore) store = NULL;

  g_setenv (DR_DATA_DIR_ENV, nested, TRUE);
  store = dr_card_store_open_default (&error);
  g_assert_no_error (error);
  g_assert_cmpstr (dr_card_store_get_path (store), ==, expected);
  g_assert_true (g_file_test (expected, G_FILE_TEST_EXISTS));
  g_clear_pointer (&store, dr_card_store_free);

  /* The command-line option wins over the environment. */
  dr_paths_set_data_dir ("/explicit/dir");
  g_assert_cmpstr (dr_paths_get_data_dir (), ==, "/explicit/dir");
  dr_paths_set_data_dir (NULL);
  g_assert_cmpstr (dr_paths_get_data_dir (), ==, nested);
  dr_test_remove_tree (dir);
}

static void
test_compare_versions (void)
{
  g_assert_cmpint (dr_card_bundle_compare_versions ("2026.11.21.10", "2026.11.21.9"), ==, 1);
  g_assert_cmpint (dr_card_bundle_compare_versions ("2026.1", "2026.1.0"), ==, 0);
  g_assert_cmpint (dr_card_bundle_compare_versions (NULL, "1"), ==, -1);
}

/* A search through the store's kept cards finds exactly what the plain
 * search finds, in the same order, and hands out the store's own cards. */
static void
test_search_through_store (DrTestDbFixture *fixture,
                           gconstpointer    data)
{
  const char *const queries[] = {
    "", "t:ice", "d:corp t:agenda", "x:\"end the run\"", "e:core o<2", "Hedge", "BLC", "game:lockpick",
    "f:a|s n<3", "c:1", "s!barrier t:ice", "u:1", "01050", "x:trash d:runner", "r<2013-01-01",
  };
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) plain = dr_card_search (dr_card_store_get_db (store), queries[i], &error);
      g_autoptr(GPtrArray) kept = dr_card_store_search (store, queries[i], &error);
      g_autoptr(GPtrArray) again = dr_card_store_search (store, queries[i], &error);

      g_assert_no_error (error);
      g_assert_cmpuint (plain->len, ==, kept->len);
      for (guint k = 0; k < plain->len; k++)
        {
          const DrCard *a = plain->pdata[k];
          const DrCard *b = kept->pdata[k];

          g_assert_cmpstr (a->code, ==, b->code);
          g_assert_cmpstr (a->text, ==, b->text);
          g_assert_cmpstr (a->pack_name, ==, b->pack_name);
          g_assert_true (kept->pdata[k] == again->pdata[k]);
        }
    }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) bad = dr_card_store_search (store, "t:", &error);

    g_assert_null (bad);
    g_assert_error (error, DR_ERROR, DR_ERROR_QUERY);
  }
}

/* The codes of a pack, of a game, of both, in code order. */
static void
test_list_codes (DrTestDbFixture *fixture,
                 gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) core = dr_card_store_list_codes (store, NULL, "core", &error);
  g_auto(GStrv) napd = dr_card_store_list_codes (store, "netrunner", "napd", &error);
  g_auto(GStrv) lockpick = dr_card_store_list_codes (store, "lockpick", NULL, &error);
  g_auto(GStrv) crossed = dr_card_store_list_codes (store, "netrunner", "lockpick", &error);
  g_auto(GStrv) unknown = dr_card_store_list_codes (store, NULL, "no-such-pack", &error);
  g_auto(GStrv) everything = dr_card_store_list_codes (store, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (core), ==, 113);
  g_assert_cmpstr (core[0], ==, "01001");
  g_assert_cmpstr (core[112], ==, "01113");
  g_assert_cmpuint (g_strv_length (napd), ==, 1);
  g_assert_cmpstr (napd[0], ==, "24001");
  g_assert_cmpuint (g_strv_length (lockpick), ==, 25);
  g_assert_cmpuint (g_strv_length (crossed), ==, 0);
  g_assert_cmpuint (g_strv_length (unknown), ==, 0);
  g_assert_cmpuint (g_strv_length (everything), ==, 113 + 1 + 25);
  for (guint i = 1; everything[i] != NULL; i++)
    g_assert_cmpstr (everything[i - 1], <, everything[i]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) DR_TEST_ADD_DB (path, "cards.sqlite", func)
  ADD ("/card-store/search-through-store", test_search_through_store);
  ADD ("/card-store/first-start", test_first_start);
  ADD ("/card-store/reopen-keeps-file", test_reopen_keeps_file);
  ADD ("/card-store/older-bundle-replaced", test_older_bundle_replaced);
  ADD ("/card-store/synced-data-kept", test_synced_data_kept);
  ADD ("/card-store/damaged-file-rebuilt", test_damaged_file_rebuilt);
  ADD ("/card-store/lookup", test_lookup);
  ADD ("/card-store/x-values", test_x_values);
  ADD ("/card-store/list-codes", test_list_codes);
#undef ADD
  g_test_add_func ("/card-store/default-path-from-environment", test_default_path_from_environment);
  g_test_add_func ("/card-store/compare-versions", test_compare_versions);
  return g_test_run ();
}
