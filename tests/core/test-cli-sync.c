/* test-cli-sync.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-db.h"
#include "dr-test-helper.h"
#include "dr-test-http-server.h"
#include "dr-user-db.h"

/* The real deckrunner-cli binary against our own server on 127.0.0.1. */
typedef struct
{
  char             *dir;
  char             *data_dir;
  char             *cache_dir;
  char             *served;
  char             *source;
  DrTestHttpServer *server;
} Fixture;

static void
run_cli (Fixture    *fixture,
         DrTestCliResult     *result,
         const char *first,
         ...)
{
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "DECKRUNNER_CACHE_DIR", fixture->cache_dir, TRUE);
  va_list args;

  va_start (args, first);
  result->status = dr_test_run_cli_valist (fixture->data_dir, env, &result->out, &result->err, first, args);
  va_end (args);
}

/* The same with LANGUAGE set to @language. */
static void
run_cli_in (Fixture         *fixture,
            DrTestCliResult *result,
            const char      *language,
            const char      *first,
            ...)
{
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "DECKRUNNER_CACHE_DIR", fixture->cache_dir, TRUE);
  va_list args;

  env = g_environ_setenv (env, "LANGUAGE", language, TRUE);
  va_start (args, first);
  result->status = dr_test_run_cli_valist (fixture->data_dir, env, &result->out, &result->err, first, args);
  va_end (args);
}

/* The images of the served cards live on the same server. */
static void
serve_images (Fixture *fixture)
{
  g_autofree char *cards = g_build_filename (fixture->served, "cards.json", NULL);
  g_autofree char *images = g_build_filename (fixture->served, "images", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *template = g_strconcat ("\"imageUrlTemplate\":\"", fixture->source, "images/{code}.jpg\"", NULL);
  g_auto(GStrv) parts = NULL;
  g_autofree char *rewritten = NULL;

  g_assert_true (g_file_get_contents (cards, &contents, NULL, NULL));
  parts = g_strsplit (contents, "\"imageUrlTemplate\":\"https://card-images.example.invalid/large/{code}.jpg\"", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  rewritten = g_strjoinv (template, parts);
  g_assert_true (g_file_set_contents (cards, rewritten, -1, NULL));

  g_mkdir_with_parents (images, 0700);
  for (guint i = 9; i <= 12; i++)
    {
      g_autofree char *name = g_strdup_printf ("010%02u.jpg", i);
      g_autofree char *path = g_build_filename (images, name, NULL);

      g_assert_true (g_file_set_contents (path, "\xff\xd8\xff fake image", -1, NULL));
    }
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *fixtures = g_test_build_filename (G_TEST_DIST, "fixtures", "sync", NULL);
  g_autofree char *user_db = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *user;

  fixture->dir = dr_test_make_tmp_dir ();
  fixture->data_dir = g_build_filename (fixture->dir, "data", NULL);
  fixture->cache_dir = g_build_filename (fixture->dir, "cache", NULL);
  fixture->served = g_build_filename (fixture->dir, "served", NULL);
  dr_test_copy_tree (fixtures, fixture->served);
  fixture->server = dr_test_http_server_new (fixture->served);
  fixture->source = dr_test_http_server_get_url (fixture->server);
  serve_images (fixture);

  g_mkdir_with_parents (fixture->data_dir, 0700);
  user_db = g_build_filename (fixture->data_dir, "user.sqlite", NULL);
  user = dr_user_db_open (user_db, &error);
  g_assert_no_error (error);
  g_assert_true (dr_user_db_set_setting (user, "deck:probe", "kept", &error));
  dr_db_close (user);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_test_http_server_free (fixture->server);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->data_dir);
  g_free (fixture->cache_dir);
  g_free (fixture->served);
  g_free (fixture->source);
}

static JsonObject *
parse_object (const char *text,
              JsonParser *parser)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

static char *
card_db_sum (Fixture *fixture)
{
  g_autofree char *path = g_build_filename (fixture->data_dir, "cards.sqlite", NULL);

  return dr_test_file_checksum (path);
}

static void
assert_user_data_intact (Fixture *fixture)
{
  g_autofree char *user_db = g_build_filename (fixture->data_dir, "user.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  sqlite3 *user = dr_user_db_open (user_db, &error);
  g_autofree char *value = NULL;

  g_assert_no_error (error);
  value = dr_user_db_get_setting (user, "deck:probe");
  g_assert_cmpstr (value, ==, "kept");
  dr_db_close (user);
}

static void
test_sync_and_up_to_date (Fixture       *fixture,
                          gconstpointer  data)
{
  g_auto(DrTestCliResult) first = { 0 };
  g_auto(DrTestCliResult) second = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *summary;

  run_cli (fixture, &first, "sync", "--source", fixture->source, "--allow-http-loopback", NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_nonnull (strstr (first.out, "updated from"));
  g_assert_nonnull (strstr (first.out, "16 cards"));
  g_assert_nonnull (strstr (first.out, "New packs (3): Alpha One (a1), Alpha Two (a2), Beta One (b1)"));
  g_assert_nonnull (strstr (first.out, "New ban lists (1): Fixture Ban List 1"));
  /* Progress goes to stderr, one line per endpoint when not on a terminal. */
  g_assert_nonnull (strstr (first.err, "[1/8] sides"));
  g_assert_nonnull (strstr (first.err, "[8/8] prebuilts"));
  g_assert_null (strstr (first.out, "[1/8]"));

  run_cli (fixture, &second, "sync", "--json", "--source", fixture->source, "--allow-http-loopback", NULL);
  g_assert_cmpint (second.status, ==, 0);
  summary = parse_object (second.out, parser);
  g_assert_cmpstr (json_object_get_string_member (summary, "status"), ==, "up-to-date");
  g_assert_cmpint (json_object_get_int_member (summary, "cards"), ==, 16);
  g_assert_cmpint (json_object_get_int_member (summary, "downloaded_bytes"), ==, 0);
  assert_user_data_intact (fixture);
}

static void
test_sync_json (Fixture       *fixture,
                gconstpointer  data)
{
  g_auto(DrTestCliResult) result = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *summary;
  JsonArray *packs;

  run_cli (fixture, &result, "sync", "--json", "--source", fixture->source, "--allow-http-loopback", NULL);
  g_assert_cmpint (result.status, ==, 0);
  summary = parse_object (result.out, parser);
  g_assert_cmpstr (json_object_get_string_member (summary, "status"), ==, "updated");
  g_assert_cmpstr (json_object_get_string_member (summary, "source"), ==, fixture->source);
  g_assert_cmpint (json_object_get_int_member (summary, "downloaded_endpoints"), ==, 8);
  packs = json_object_get_array_member (summary, "new_packs");
  g_assert_cmpuint (json_array_get_length (packs), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (packs, 2), "code"), ==, "b1");
  /* No card database before: every card is new. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (summary, "new_cards")), ==, 16);
  g_assert_false (json_object_has_member (summary, "images"));
}

/* --restrictions names the API v3 that has the Eternal points lists; when it
 * fails the sync still updates the cards and says so. */
static void
test_sync_points_lists (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *v3 = g_strconcat (fixture->source, "v3/", NULL);
  g_autofree char *missing = g_strconcat (fixture->source, "nowhere/", NULL);
  g_auto(DrTestCliResult) synced = { 0 };
  g_auto(DrTestCliResult) list = { 0 };
  g_auto(DrTestCliResult) failed = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *packs = g_build_filename (fixture->served, "packs.json", NULL);
  g_autofree char *packs_text = NULL;
  g_autofree char *packs_changed = NULL;
  JsonObject *summary, *points_lists;

  run_cli (fixture, &synced, "sync", "--json", "--source", fixture->source, "--restrictions", v3,
           "--allow-http-loopback", NULL);
  g_assert_cmpint (synced.status, ==, 0);
  summary = parse_object (synced.out, parser);
  g_assert_cmpint (json_object_get_int_member (summary, "downloaded_endpoints"), ==, 9);
  points_lists = json_object_get_object_member (summary, "points_lists");
  g_assert_cmpstr (json_object_get_string_member (points_lists, "source"), ==, v3);
  g_assert_true (json_object_get_null_member (points_lists, "warning"));

  run_cli (fixture, &list, "banlist", "list", NULL);
  g_assert_cmpint (list.status, ==, 0);
  g_assert_nonnull (strstr (list.out, "eternal-points-list-26-01"));
  g_assert_nonnull (strstr (list.out, "limit 7"));

  /* Something new in API v2, API v3 not found: updated, with the reason. */
  g_assert_true (g_file_get_contents (packs, &packs_text, NULL, NULL));
  packs_changed = g_strconcat (packs_text, "\n", NULL);
  g_assert_true (g_file_set_contents (packs, packs_changed, -1, NULL));
  run_cli (fixture, &failed, "sync", "--source", fixture->source, "--restrictions", missing,
           "--allow-http-loopback", NULL);
  g_assert_cmpint (failed.status, ==, 0);
  g_assert_nonnull (strstr (failed.out, "The Eternal points lists were not updated"));
  g_assert_nonnull (strstr (failed.out, "404"));
  dr_test_cli_result_clear (&list);
  run_cli (fixture, &list, "banlist", "list", NULL);
  g_assert_nonnull (strstr (list.out, "eternal-points-list-26-01"));
}

static void
test_sync_failure_keeps_data (Fixture       *fixture,
                              gconstpointer  data)
{
  g_auto(DrTestCliResult) first = { 0 };
  g_auto(DrTestCliResult) failed = { 0 };
  g_auto(DrTestCliResult) failed_json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *edited = g_build_filename (fixture->served, "cards.json", NULL);
  JsonObject *summary;

  run_cli (fixture, &first, "sync", "--source", fixture->source, "--allow-http-loopback", NULL);
  g_assert_cmpint (first.status, ==, 0);
  before = card_db_sum (fixture);
  /* Something new on the server, but the server fails to send it. */
  g_assert_true (g_file_set_contents (edited, "{\"data\":[], \"success\": tru", -1, NULL));

  run_cli (fixture, &failed, "sync", "--source", fixture->source, "--allow-http-loopback", NULL);
  g_assert_cmpint (failed.status, ==, 1);
  g_assert_nonnull (strstr (failed.err, "/cards: the reply is not valid JSON"));
  g_assert_nonnull (strstr (failed.err, "the previous card data is still in use"));
  g_assert_cmpstr (failed.out, ==, "");

  dr_test_http_server_set_fault (fixture->server, "/packs", DR_TEST_HTTP_STATUS, 500, NULL);
  run_cli (fixture, &failed_json, "sync", "--json", "--source", fixture->source, "--allow-http-loopback", NULL);
  g_assert_cmpint (failed_json.status, ==, 1);
  summary = parse_object (failed_json.out, parser);
  g_assert_cmpstr (json_object_get_string_member (summary, "status"), ==, "failed");
  g_assert_nonnull (strstr (json_object_get_string_member (summary, "error"), "HTTP 500"));

  after = card_db_sum (fixture);
  g_assert_cmpstr (after, ==, before);
  assert_user_data_intact (fixture);
}

static void
test_bad_arguments (Fixture       *fixture,
                    gconstpointer  data)
{
  g_auto(DrTestCliResult) plain_http = { 0 };
  g_auto(DrTestCliResult) elsewhere = { 0 };
  g_auto(DrTestCliResult) extra = { 0 };
  g_auto(DrTestCliResult) unknown = { 0 };
  g_auto(DrTestCliResult) empty_images = { 0 };
  g_auto(DrTestCliResult) help = { 0 };

  run_cli (fixture, &plain_http, "sync", "--source", fixture->source, NULL);
  g_assert_cmpint (plain_http.status, ==, 2);
  g_assert_nonnull (strstr (plain_http.err, "needs the option"));
  run_cli (fixture, &elsewhere, "sync", "--source", "http://mirror.example.com/api/", "--allow-http-loopback", NULL);
  g_assert_cmpint (elsewhere.status, ==, 2);
  g_assert_nonnull (strstr (elsewhere.err, "mirror.example.com"));
  run_cli (fixture, &extra, "sync", "now", NULL);
  g_assert_cmpint (extra.status, ==, 2);
  run_cli (fixture, &unknown, "sync", "--frob", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  run_cli (fixture, &empty_images, "sync", "--images=", NULL);
  g_assert_cmpint (empty_images.status, ==, 2);
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, NULL), ==, 0);

  run_cli (fixture, &help, "sync", "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "--allow-http-loopback"));
  g_assert_nonnull (strstr (help.out, "--images"));
}

static void
test_images (Fixture       *fixture,
             gconstpointer  data)
{
  g_auto(DrTestCliResult) result = { 0 };
  g_auto(DrTestCliResult) unknown_pack = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *images = g_build_filename (fixture->cache_dir, "images", NULL);
  JsonObject *summary;
  JsonObject *image_summary;
  GDir *listing;
  guint count = 0;

  run_cli (fixture, &result, "sync", "--json", "--images", "a2", "--source", fixture->source,
           "--allow-http-loopback", NULL);
  g_assert_cmpint (result.status, ==, 0);
  summary = parse_object (result.out, parser);
  image_summary = json_object_get_object_member (summary, "images");
  g_assert_cmpint (json_object_get_int_member (image_summary, "total"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (image_summary, "failed"), ==, 0);
  listing = g_dir_open (images, 0, NULL);
  g_assert_nonnull (listing);
  while (g_dir_read_name (listing) != NULL)
    count++;
  g_dir_close (listing);
  g_assert_cmpuint (count, ==, 4);

  run_cli (fixture, &unknown_pack, "sync", "--images", "zz", "--source", fixture->source,
           "--allow-http-loopback", NULL);
  g_assert_cmpint (unknown_pack.status, ==, 2);
  g_assert_nonnull (strstr (unknown_pack.err, "zz"));
  g_assert_nonnull (strstr (unknown_pack.out, "up to date"));
}

static void
test_images_fail (Fixture       *fixture,
                  gconstpointer  data)
{
  g_auto(DrTestCliResult) result = { 0 };

  /* Pack a1's images are not on the server. */
  run_cli (fixture, &result, "sync", "--images", "a1", "--source", fixture->source, "--allow-http-loopback", NULL);
  g_assert_cmpint (result.status, ==, 1);
  g_assert_nonnull (strstr (result.out, "updated from"));
  g_assert_nonnull (strstr (result.out, "Images: 0 of 8 in the cache, 8 failed."));
  g_assert_nonnull (strstr (result.err, "01001: "));
}

static void
test_deck_import_url (Fixture       *fixture,
                      gconstpointer  data)
{
  g_auto(DrTestCliResult) sync = { 0 };
  g_auto(DrTestCliResult) text = { 0 };
  g_auto(DrTestCliResult) json = { 0 };
  g_auto(DrTestCliResult) missing = { 0 };
  g_auto(DrTestCliResult) bad = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *deck;

  run_cli (fixture, &sync, "sync", "--source", fixture->source, "--allow-http-loopback", NULL);
  g_assert_cmpint (sync.status, ==, 0);

  run_cli (fixture, &text, "deck", "import-url", "--source", fixture->source, "--allow-http-loopback",
           "https://netrunnerdb.com/en/decklist/1/fixture-corp-deck", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out, "Fixture Corp Deck\n"));
  g_assert_nonnull (strstr (text.out, "Identity: 01001 Meridian Labs: Thinking Ahead\n"));
  g_assert_nonnull (strstr (text.out, "2\t02001\tPicket Line\n"));
  g_assert_nonnull (strstr (text.out, "14 cards\n"));
  g_assert_nonnull (strstr (text.out, "Saved as deck 1.\n"));

  run_cli (fixture, &json, "deck", "import-url", "--json", "--source", fixture->source, "--allow-http-loopback",
           "1", NULL);
  g_assert_cmpint (json.status, ==, 0);
  deck = parse_object (json.out, parser);
  g_assert_cmpstr (json_object_get_string_member (deck, "identity"), ==, "01001");
  g_assert_cmpstr (json_object_get_string_member (deck, "side"), ==, "corp");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (deck, "cards"), "01003"), ==, 3);

  /* Both imports are saved decks now. */
  {
    g_auto(DrTestCliResult) list = { 0 };

    run_cli (fixture, &list, "deck", "list", NULL);
    g_assert_cmpint (list.status, ==, 0);
    g_assert_nonnull (strstr (list.out, "Fixture Corp Deck"));
    g_assert_nonnull (strstr (strstr (list.out, "Fixture Corp Deck") + 1, "Fixture Corp Deck"));
  }

  run_cli (fixture, &missing, "deck", "import-url", "--source", fixture->source, "--allow-http-loopback",
           "999", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_nonnull (strstr (missing.err, "no published decklist 999"));

  run_cli (fixture, &bad, "deck", "import-url", "https://example.com/x", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "decklist"));
  assert_user_data_intact (fixture);
}

/* sync --lang takes the translations; card and search honour the language,
 * from --lang or from the environment. */
static void
test_translations (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *translations = g_strconcat (fixture->source, "translations/", NULL);
  g_auto(DrTestCliResult) synced = { 0 };
  g_auto(DrTestCliResult) card = { 0 };
  g_auto(DrTestCliResult) english = { 0 };
  g_auto(DrTestCliResult) search = { 0 };
  g_auto(DrTestCliResult) search_json = { 0 };
  g_auto(DrTestCliResult) from_environment = { 0 };
  g_auto(DrTestCliResult) unknown = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *cards;

  run_cli (fixture, &synced, "sync", "--source", fixture->source, "--allow-http-loopback",
           "--translations", translations, "--lang", "fr", NULL);
  g_assert_cmpint (synced.status, ==, 0);
  g_assert_nonnull (strstr (synced.out, "Card translations (fr): 5 cards."));
  g_assert_nonnull (strstr (synced.err, "[9/9] translations"));

  run_cli (fixture, &card, "card", "--lang", "fr", "01003", NULL);
  g_assert_cmpint (card.status, ==, 0);
  g_assert_true (g_str_has_prefix (card.out, "Cordon de grévistes\n"));
  g_assert_nonnull (strstr (card.out, "Picket Line"));
  g_assert_nonnull (strstr (card.out, "Le run s'arrête là."));
  g_assert_nonnull (strstr (card.out, "Barrière"));
  run_cli (fixture, &english, "--lang", "en", "card", "Cordon de grevistes", NULL);
  g_assert_cmpint (english.status, ==, 1);
  run_cli (fixture, &search, "--lang", "fr", "search", "grevistes", NULL);
  g_assert_cmpint (search.status, ==, 0);
  g_assert_cmpstr (search.out, ==, "02001\tCordon de grévistes\n");
  run_cli (fixture, &search_json, "search", "--json", "--lang", "fr", "petit", NULL);
  g_assert_cmpint (search_json.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, search_json.out, -1, NULL));
  cards = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (cards), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (cards, 0), "title"), ==,
                   "Small Favor");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (cards, 0), "local_title"), ==,
                   "Petit service");

  /* The user's language when --lang is not given. */
  run_cli_in (fixture, &from_environment, "fr_FR", "search", "t:operation", NULL);
  g_assert_cmpint (from_environment.status, ==, 0);
  g_assert_nonnull (strstr (from_environment.out, "01004\tPetit service\n"));

  run_cli (fixture, &unknown, "search", "--lang", "tlh", "x", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "tlh"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli-sync/sync-and-up-to-date", test_sync_and_up_to_date);
  ADD ("/cli-sync/json", test_sync_json);
  ADD ("/cli-sync/points-lists", test_sync_points_lists);
  ADD ("/cli-sync/failure-keeps-data", test_sync_failure_keeps_data);
  ADD ("/cli-sync/bad-arguments", test_bad_arguments);
  ADD ("/cli-sync/images", test_images);
  ADD ("/cli-sync/images-fail", test_images_fail);
  ADD ("/cli-sync/deck-import-url", test_deck_import_url);
  ADD ("/cli-sync/translations", test_translations);
#undef ADD
  return g_test_run ();
}
