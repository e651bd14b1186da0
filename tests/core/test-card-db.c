/* test-card-db.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "dr-card-db.h"
#include "dr-search-private.h"
#include "dr-error.h"
#include "dr-test-helper.h"
#include "dr-user-db.h"

/* Invented records in NetrunnerDB's shapes: nothing here is real card text. */
#define SIDES "[{\"code\":\"corp\",\"name\":\"Corp\"},{\"code\":\"runner\",\"name\":\"Runner\"}]"
#define FACTIONS "[{\"code\":\"anarch\",\"name\":\"Anarch\",\"side_code\":\"runner\",\"color\":\"c00\",\"is_mini\":false}," \
                 "{\"code\":\"neutral-corp\",\"name\":\"Neutral\",\"side_code\":\"corp\",\"is_mini\":false}]"
#define TYPES "[{\"code\":\"ice\",\"name\":\"Ice\",\"position\":1,\"is_subtype\":false,\"side_code\":\"corp\"}," \
              "{\"code\":\"program\",\"name\":\"Program\",\"position\":2,\"is_subtype\":false,\"side_code\":\"runner\"}," \
              "{\"code\":\"agenda\",\"name\":\"Agenda\",\"position\":3,\"is_subtype\":false,\"side_code\":\"corp\"}," \
              "{\"code\":\"identity\",\"name\":\"Identity\",\"position\":4,\"is_subtype\":false,\"side_code\":null}]"
#define CYCLES "[{\"code\":\"one\",\"name\":\"Cycle One\",\"position\":1,\"size\":2,\"rotated\":true}," \
               "{\"code\":\"two\",\"name\":\"Cycle Two\",\"position\":2,\"size\":1,\"rotated\":false}]"
#define PACKS "[{\"code\":\"old\",\"cycle_code\":\"one\",\"name\":\"Old Box\",\"position\":1,\"date_release\":\"2012-01-01\",\"size\":3,\"ffg_id\":1}," \
              "{\"code\":\"new\",\"cycle_code\":\"two\",\"name\":\"New Box\",\"position\":1,\"date_release\":\"2020-01-01\",\"size\":1,\"ffg_id\":null}]"
#define CARD(code, pack, title, extra) \
  "{\"code\":\"" code "\",\"title\":\"" title "\",\"type_code\":\"ice\",\"faction_code\":\"neutral-corp\"," \
  "\"side_code\":\"corp\",\"pack_code\":\"" pack "\",\"position\":1,\"quantity\":3,\"deck_limit\":3," \
  "\"uniqueness\":false" extra "}"

typedef struct
{
  char    *dir;
  char    *path;
  sqlite3 *db;
} Fixture;

static gboolean
import_text (sqlite3         *db,
             DrCardDataKind   kind,
             const char      *json,
             GError         **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return dr_card_db_import_json (db, kind, json_parser_get_root (parser), "test.json", error);
}

static void
import_base (sqlite3 *db)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (import_text (db, DR_CARD_DATA_SIDES, SIDES, &error));
  g_assert_true (import_text (db, DR_CARD_DATA_FACTIONS, FACTIONS, &error));
  g_assert_true (import_text (db, DR_CARD_DATA_TYPES, TYPES, &error));
  g_assert_true (import_text (db, DR_CARD_DATA_CYCLES, CYCLES, &error));
  g_assert_true (import_text (db, DR_CARD_DATA_PACKS, PACKS, &error));
  g_assert_no_error (error);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = dr_test_make_tmp_dir ();
  fixture->path = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  fixture->db = dr_card_db_create_for_build (fixture->path, &error);
  g_assert_no_error (error);
  import_base (fixture->db);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_db_close (fixture->db);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->path);
  g_free (fixture->dir);
}

static void
test_schema_created (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *journal = NULL;
  sqlite3 *db;

  g_assert_cmpint (dr_db_get_user_version (fixture->db), ==, dr_card_db_schema ()->n_steps);
  g_assert_cmpint (dr_test_query_int (fixture->db, "PRAGMA foreign_keys"), ==, 1);
  g_assert_cmpint (dr_test_query_int (fixture->db,
                                      "SELECT count(*) FROM sqlite_master WHERE name IN "
                                      "('cards','packs','cycles','factions','types','sides','mwls','mwl_cards',"
                                      "'rotations','rotation_cycles','prebuilts','prebuilt_cards','card_faces',"
                                      "'cards_fts','meta')"), ==, 15);

  /* Secondary indexes are dropped while building and back once it is done. */
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM sqlite_master WHERE "
                                      "name IN ('cards_title', 'cards_filter')"), ==, 0);
  g_assert_true (dr_card_db_finish_import (fixture->db, &error));
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM sqlite_master WHERE "
                                      "name IN ('cards_title', 'cards_filter')"), ==, 2);
  g_assert_true (dr_card_db_close_build (fixture->db, fixture->path, &error));
  g_assert_no_error (error);
  fixture->db = NULL;

  /* A finished database is in WAL mode for its readers and writers. */
  db = dr_db_open (fixture->path, SQLITE_OPEN_READWRITE, &error);
  g_assert_no_error (error);
  journal = dr_test_query_text (db, "PRAGMA journal_mode");
  g_assert_cmpstr (journal, ==, "wal");
  dr_db_close (db);
}

static void
test_import_cards (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  const char *envelope =
    "{\"imageUrlTemplate\":\"https://example.invalid/{code}.jpg\",\"data\":["
    CARD ("00001", "old", "Déjà Wall", ",\"cost\":null,\"strength\":4,\"keywords\":\"Barrier - AP\","
          "\"text\":\"<strong>Bold</strong> [subroutine] Stop.\",\"extra_field\":[1,2]")
    "," CARD ("00002", "new", "Déjà Wall", ",\"cost\":2,\"strength\":null")
    "," CARD ("00003", "old", "Plain Wall", ",\"cost\":1,\"faces\":[{\"title\":\"Back Side\",\"text\":\"Flip.\"}]")
    "],\"total\":3,\"success\":true,\"version_number\":\"2.0\"}";
  g_autofree char *template = NULL;
  g_autofree char *stripped = NULL;
  g_autofree char *latest = NULL;

  g_assert_true (import_text (fixture->db, DR_CARD_DATA_CARDS, envelope, &error));
  g_assert_no_error (error);
  g_assert_true (dr_card_db_finish_import (fixture->db, &error));
  g_assert_no_error (error);

  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM cards"), ==, 3);
  /* cost: null means X; an absent strength is not X. */
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT cost_is_x FROM cards WHERE code='00001'"), ==, 1);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT strength_is_x FROM cards WHERE code='00001'"), ==, 0);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT strength_is_x FROM cards WHERE code='00002'"), ==, 1);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT strength_is_x FROM cards WHERE code='00003'"), ==, 0);
  g_assert_cmpint (dr_test_query_int (fixture->db,
                                      "SELECT strength IS NULL FROM cards WHERE code='00003'"), ==, 1);

  stripped = dr_test_query_text (fixture->db, "SELECT stripped_title || '|' || stripped_text FROM cards WHERE code='00001'");
  g_assert_cmpstr (stripped, ==, "Deja Wall|Bold Subroutine Stop.");
  latest = dr_test_query_text (fixture->db, "SELECT group_concat(code) FROM cards WHERE is_latest");
  g_assert_cmpstr (latest, ==, "00002,00003");
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM card_faces WHERE card_code='00003'"), ==, 1);
  template = dr_db_get_meta (fixture->db, "image_url_template");
  g_assert_cmpstr (template, ==, "https://example.invalid/{code}.jpg");
  g_assert_cmpint (dr_test_query_int (fixture->db,
                                      "SELECT count(*) FROM cards_fts WHERE stripped_text LIKE '%bold%'"), ==, 1);
}

typedef struct
{
  const char *json;
  const char *message_part;
} BadInput;

static void
test_import_errors (Fixture       *fixture,
                    gconstpointer  data)
{
  const BadInput cases[] = {
    { "[{\"code\":\"00009\",\"type_code\":\"ice\"}]", "record 1 (code “00009”): missing required field “title”" },
    { "[" CARD ("00010", "old", "Ok", "") "," CARD ("00011", "old", "Wrong", ",\"cost\":\"two\"") "]",
      "record 2 (code “00011”): field “cost” must be a whole number" },
    { "[" CARD ("../x1", "old", "Evil", "") "]", "“../x1” is not a valid card code" },
    { "[" CARD ("00012", "old", "Twice", "") "," CARD ("00012", "old", "Twice", "") "]",
      "record 2 (code “00012”): the code appears twice" },
    { "[" CARD ("00013", "nowhere", "Lost", "") "]", "does not exist" },
    { "[3]", "record 1: not an object" },
    { "{\"total\":1}", "field “data” must be a list" },
    { "{\"version_number\":\"2.0\",\"success\":false,\"msg\":\"Date is in the future\"}", "Date is in the future" },
    { "\"text\"", "expected a list of records" },
    { "[" CARD ("00014", "old", "", "") "]", "field “title” is empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (dr_db_exec (fixture->db, "SAVEPOINT attempt", NULL), ==, TRUE);
      g_assert_false (import_text (fixture->db, DR_CARD_DATA_CARDS, cases[i].json, &error));
      g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
      if (strstr (error->message, cases[i].message_part) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, cases[i].message_part);
      g_assert_true (dr_db_exec (fixture->db, "ROLLBACK TO attempt; RELEASE attempt", NULL));
    }
}

static void
test_import_lists (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (import_text (fixture->db, DR_CARD_DATA_CARDS,
                              "[" CARD ("00001", "old", "Listed", "") "]", &error));
  g_assert_true (import_text (fixture->db, DR_CARD_DATA_MWL,
                              "[{\"code\":\"list-a\",\"name\":\"List A\",\"date_start\":\"2013-01-01\","
                              "\"cards\":{\"00001\":{\"global_penalty\":1}}},"
                              "{\"code\":\"list-b\",\"name\":\"List B\",\"date_start\":\"2014-01-01\","
                              "\"cards\":{\"00001\":{\"is_restricted\":1,\"universal_faction_cost\":3}}},"
                              "{\"code\":\"list-c\",\"name\":\"List C\",\"date_start\":\"2999-01-01\","
                              "\"cards\":{\"00001\":{\"deck_limit\":0}}}]", &error));
  g_assert_true (import_text (fixture->db, DR_CARD_DATA_ROTATIONS,
                              "[{\"code\":\"rot-1\",\"name\":\"First\",\"date_start\":\"2015-01-01\",\"rotated\":[\"one\"]}]",
                              &error));
  g_assert_true (import_text (fixture->db, DR_CARD_DATA_PREBUILTS,
                              "[{\"code\":\"starter\",\"name\":\"Starter\",\"position\":1,\"date_release\":\"2012-01-01\","
                              "\"cards\":{\"00001\":3}}]", &error));
  g_assert_no_error (error);
  g_assert_true (dr_card_db_finish_import (fixture->db, &error));

  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM mwl_cards"), ==, 4);
  g_assert_cmpint (dr_test_query_int (fixture->db,
                                      "SELECT value FROM mwl_cards WHERE mwl_code='list-b' AND kind='universal_faction_cost'"),
                   ==, 3);
  /* No list is marked active in raw files: the newest one already in force is. */
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM mwls WHERE active"), ==, 1);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT active FROM mwls WHERE code='list-b'"), ==, 1);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM rotation_cycles WHERE rotation_code='rot-1'"), ==, 1);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT quantity FROM prebuilt_cards WHERE prebuilt_code='starter'"), ==, 3);
}

static void
test_kind_from_name (void)
{
  g_assert_cmpint (dr_card_data_kind_from_name ("/x/api-v2/cards.json"), ==, DR_CARD_DATA_CARDS);
  g_assert_cmpint (dr_card_data_kind_from_name ("raw/pack/core.json"), ==, DR_CARD_DATA_CARDS);
  g_assert_cmpint (dr_card_data_kind_from_name ("mwl.json"), ==, DR_CARD_DATA_MWL);
  g_assert_cmpint (dr_card_data_kind_from_name ("packs.json"), ==, DR_CARD_DATA_PACKS);
  g_assert_cmpint (dr_card_data_kind_from_name ("notes.json"), ==, DR_CARD_DATA_UNKNOWN);
}

/* An old card database (schema 1, no full-text index) is upgraded in place and
 * keeps its data; the new index then serves searches. */
static void
test_migration_from_version_1 (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(GPtrArray) found = NULL;
  sqlite3 *db;

  db = dr_db_open (path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &error);
  g_assert_no_error (error);
  g_assert_true (dr_db_migrate (db, dr_card_db_schema (), 1, &error));
  g_assert_cmpint (dr_db_get_user_version (db), ==, 1);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM sqlite_master WHERE name='cards_fts'"), ==, 0);
  import_base (db);
  /* A row as the importer of schema 1 wrote it. */
  g_assert_true (dr_db_exec (db,
                             "INSERT INTO cards (code, title, stripped_title, side_code, faction_code, type_code,"
                             "  deck_limit, quantity, pack_code, position, text, stripped_text)"
                             " VALUES ('00001', 'Ancient Wall', 'Ancient Wall', 'corp', 'neutral-corp', 'ice',"
                             "  3, 3, 'old', 1, 'Keeps out the unwary.', 'Keeps out the unwary.')", &error));
  g_assert_true (dr_db_set_meta (db, "source", "sync", &error));
  g_assert_no_error (error);
  dr_db_close (db);

  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_db_get_user_version (dr_card_store_get_db (store)), ==, dr_card_db_schema ()->n_steps);
  g_assert_cmpint (dr_test_count_cards (store, NULL), ==, 1);
  found = dr_card_search (dr_card_store_get_db (store), "x:unwary", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpstr (((DrCard *) found->pdata[0])->code, ==, "00001");
  /* Rows from before schema 4 have no title number; grouping still works. */
  g_clear_pointer (&found, g_ptr_array_unref);
  found = dr_card_search (dr_card_store_get_db (store), "x:unwary e:old", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 1);

  g_clear_pointer (&store, dr_card_store_free);
  dr_test_remove_tree (dir);
}

/* A file from a newer Deckrunner is refused and left exactly as it was. */
static void
test_schema_too_new (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "user.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  sqlite3 *db;

  db = dr_db_open (path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &error);
  g_assert_true (dr_db_exec (db, "CREATE TABLE future (x); PRAGMA user_version = 99;", &error));
  dr_db_close (db);
  dr_test_assert_user_db_too_new (path);
  dr_test_remove_tree (dir);
}

static void
test_user_db_settings (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "user.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *value = NULL;
  g_autofree char *journal = NULL;
  sqlite3 *db;

  db = dr_user_db_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_db_get_user_version (db), ==, dr_user_db_schema ()->n_steps);
  g_assert_true (dr_user_db_set_setting (db, "theme", "dark", &error));
  dr_db_close (db);

  db = dr_user_db_open (path, &error);
  value = dr_user_db_get_setting (db, "theme");
  g_assert_cmpstr (value, ==, "dark");
  journal = dr_test_query_text (db, "PRAGMA journal_mode");
  g_assert_cmpstr (journal, ==, "wal");
  dr_db_close (db);
  dr_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/card-db/schema-created", Fixture, NULL, fixture_set_up, test_schema_created, fixture_tear_down);
  g_test_add ("/card-db/import-cards", Fixture, NULL, fixture_set_up, test_import_cards, fixture_tear_down);
  g_test_add ("/card-db/import-errors", Fixture, NULL, fixture_set_up, test_import_errors, fixture_tear_down);
  g_test_add ("/card-db/import-lists", Fixture, NULL, fixture_set_up, test_import_lists, fixture_tear_down);
  g_test_add_func ("/card-db/kind-from-name", test_kind_from_name);
  g_test_add_func ("/card-db/migration-from-version-1", test_migration_from_version_1);
  g_test_add_func ("/card-db/schema-too-new", test_schema_too_new);
  g_test_add_func ("/card-db/user-settings", test_user_db_settings);
  return g_test_run ();
}
