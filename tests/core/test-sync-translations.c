/* test-sync-translations.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

#include "dr-card-search.h"
#include "dr-card-db-private.h"
#include "dr-card-store-private.h"
#include "dr-card-translations.h"
#include "dr-error.h"
#include "dr-sync.h"
#include "dr-test-helper.h"
#include "dr-test-http-server.h"

/* The translations a sync takes from NetrunnerDB's card data repository,
 * served with the API's replies from our own server on 127.0.0.1: a copy of
 * tests/fixtures/sync, whose translations/ folder has the repository's
 * layout (our own words for the fixture's cards). */
typedef struct
{
  char             *dir;
  char             *served;
  char             *card_db;
  DrTestHttpServer *server;
  DrSyncOptions     options;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *fixtures = g_test_build_filename (G_TEST_DIST, "fixtures", "sync", NULL);
  g_autofree char *url = NULL;

  fixture->dir = dr_test_make_tmp_dir ();
  fixture->served = g_build_filename (fixture->dir, "served", NULL);
  fixture->card_db = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  dr_test_copy_tree (fixtures, fixture->served);
  fixture->server = dr_test_http_server_new (fixture->served);
  url = dr_test_http_server_get_url (fixture->server);

  dr_sync_options_init (&fixture->options);
  fixture->options.source_url = g_strdup (url);
  fixture->options.translations_url = g_strconcat (url, "translations/", NULL);
  fixture->options.locale = g_strdup ("fr");
  fixture->options.http.allow_http_loopback = TRUE;
  fixture->options.http.connect_timeout_ms = 2000;
  fixture->options.http.low_speed_time = 1;
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_test_http_server_free (fixture->server);
  dr_sync_options_clear (&fixture->options);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->served);
  g_free (fixture->card_db);
}

static DrSyncReport *
run_sync (Fixture     *fixture,
          const char  *locale,
          GError     **error)
{
  g_free (fixture->options.locale);
  fixture->options.locale = g_strdup (locale);
  return dr_sync_run (fixture->card_db, &fixture->options, NULL, NULL, NULL, error);
}

static DrCardStore *
open_store (Fixture    *fixture,
            const char *locale)
{
  g_autoptr(GError) error = NULL;
  DrCardStore *store = dr_card_store_open (fixture->card_db, &error);

  g_assert_no_error (error);
  dr_card_store_set_locale (store, locale);
  return store;
}

static gboolean
search_finds (DrCardStore *store,
              const char  *query,
              const char  *code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cards = dr_card_store_search (store, query, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < cards->len; i++)
    if (g_str_equal (((DrCard *) cards->pdata[i])->code, code))
      return TRUE;
  return FALSE;
}

static void
test_sync_translations (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = run_sync (fixture, "fr", &error);
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(DrCard) picket = NULL;
  g_autoptr(DrCard) reprint = NULL;
  g_autoptr(DrCard) favor = NULL;
  g_autoptr(DrCard) look = NULL;

  g_assert_no_error (error);
  g_assert_false (report->up_to_date);
  g_assert_cmpstr (report->translations_locale, ==, "fr");
  /* 01001, 01003, 01004, 01008 and the reprint 02001 of 01003; not the
   * unknown 09999. */
  g_assert_cmpint (report->n_translated, ==, 5);
  /* One file per pack; those without a translation answer 404. */
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, "/translations/fr/pack/a1.fr.json"), ==, 1);
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, "/translations/fr/pack/b1.fr.json"), ==, 1);

  store = open_store (fixture, "fr");
  picket = dr_card_store_get_card (store, "01003");
  g_assert_cmpstr (picket->title, ==, "Picket Line");
  g_assert_cmpstr (picket->local_title, ==, "Cordon de grévistes");
  g_assert_cmpstr (picket->local_text, ==, "[subroutine] Le run s'arrête là.");
  g_assert_cmpstr (picket->local_keywords, ==, "Barrière");
  /* A reprint the file does not name reads as its translated printing. */
  reprint = dr_card_store_get_card (store, "02001");
  g_assert_cmpstr (reprint->local_title, ==, "Cordon de grévistes");
  favor = dr_card_store_get_card (store, "01004");
  g_assert_cmpstr (dr_card_get_local_title (favor, FALSE), ==, "Petit service");
  g_assert_cmpstr (dr_card_get_local_text (favor, FALSE), ==, "Gain 3[credit].");
  look = dr_card_store_get_card (store, "01008");
  g_assert_cmpstr (dr_card_get_local_title (look, FALSE), ==, "Quick Look");
  g_assert_cmpstr (dr_card_get_local_text (look, FALSE), ==, "Piochez 2 cartes tout de suite.");

  /* Search: both languages; the newest printing is the one shown. */
  g_assert_true (search_finds (store, "grevistes", "02001"));
  g_assert_true (search_finds (store, "picket", "02001"));
  g_assert_true (search_finds (store, "x:piochez", "01008"));
  g_assert_true (search_finds (store, "x:\"draw 2\"", "01008"));
  g_assert_false (search_finds (store, "grevistes", "01008"));
}

static guint
search_count (DrCardStore *store,
              const char  *query)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cards = dr_card_store_search (store, query, &error);

  g_assert_no_error (error);
  return cards->len;
}

/* The names of types, factions, packs and cycles come with the cards'
 * translations (sides have none here: 404); shown in the reader's language,
 * English in the other tables' plain names, and searched by either. */
static void
test_sync_names (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = run_sync (fixture, "fr", &error);
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(GHashTable) types = NULL;
  g_autoptr(GHashTable) english_types = NULL;
  g_autoptr(GHashTable) factions = NULL;
  g_autoptr(GHashTable) packs = NULL;
  g_autoptr(GHashTable) cycles = NULL;
  g_autoptr(GHashTable) sides = NULL;
  g_autoptr(DrSyncReport) japanese = NULL;

  g_assert_no_error (error);
  for (const char *const *kind = (const char *const[]) { "types", "factions", "packs", "cycles", "sides", NULL };
       *kind != NULL; kind++)
    {
      g_autofree char *path = g_strdup_printf ("/translations/fr/%s.fr.json", *kind);

      g_assert_cmpuint (dr_test_http_server_count (fixture->server, path), ==, 1);
    }
  store = open_store (fixture, "fr");
  types = dr_card_store_get_local_names (store, "types");
  english_types = dr_card_store_get_names (store, "types");
  factions = dr_card_store_get_local_names (store, "factions");
  packs = dr_card_store_get_local_names (store, "packs");
  cycles = dr_card_store_get_local_names (store, "cycles");
  sides = dr_card_store_get_local_names (store, "sides");
  g_assert_cmpstr (g_hash_table_lookup (types, "ice"), ==, "Glace");
  g_assert_cmpstr (g_hash_table_lookup (english_types, "ice"), ==, "Ice");
  g_assert_cmpstr (g_hash_table_lookup (types, "event"), ==, g_hash_table_lookup (english_types, "event"));
  g_assert_cmpstr (g_hash_table_lookup (factions, "criminal"), ==, "Criminel");
  g_assert_cmpstr (g_hash_table_lookup (packs, "a1"), ==, "Alpha Un");
  g_assert_cmpstr (g_hash_table_lookup (cycles, "alpha"), ==, "Cycle Alpha");
  g_assert_cmpstr (g_hash_table_lookup (sides, "corp"), ==, "Corp");

  /* The pool holds them once: its factions and types lists are named in the
   * reader's language, its English names stay English. */
  {
    DrCardPool *pool = dr_card_store_get_pool (store, &error);
    const GPtrArray *type_list;
    gboolean ice_listed = FALSE;

    g_assert_no_error (error);
    g_assert_cmpstr (dr_card_pool_get_faction (pool, "criminal")->name, ==, "Criminel");
    g_assert_null (dr_card_pool_get_faction (pool, "no-such-faction"));
    g_assert_cmpstr (g_hash_table_lookup (dr_card_pool_get_names (pool, "factions"), "criminal"), ==, "Criminal");
    g_assert_cmpstr (g_hash_table_lookup (dr_card_pool_get_local_names (pool, "packs"), "a1"), ==, "Alpha Un");
    g_assert_cmpstr (g_hash_table_lookup (dr_card_pool_get_names (pool, "packs"), "a1"), !=, "Alpha Un");
    type_list = dr_card_pool_get_types (pool);
    for (guint i = 0; i < type_list->len; i++)
      {
        const DrCardType *type = g_ptr_array_index (type_list, i);

        if (g_str_equal (type->code, "ice"))
          {
            g_assert_cmpstr (type->name, ==, "Glace");
            ice_listed = TRUE;
          }
      }
    g_assert_true (ice_listed);
  }

  /* Search by the code or the name in either language. */
  g_assert_cmpuint (search_count (store, "t:ice"), >, 0);
  g_assert_cmpuint (search_count (store, "t:glace"), ==, search_count (store, "t:ice"));
  g_assert_cmpuint (search_count (store, "t:GLACE"), ==, search_count (store, "t:ice"));
  g_assert_cmpuint (search_count (store, "f:criminel"), ==, search_count (store, "f:criminal"));
  g_assert_cmpuint (search_count (store, "e:\"alpha un\""), ==, search_count (store, "e:a1"));
  g_assert_cmpuint (search_count (store, "t:barriere"), ==, 0);   /* a subtype: s: */
  g_assert_cmpuint (search_count (store, "t:glace f:criminel"), ==, 0);
  g_clear_pointer (&store, dr_card_store_free);

  /* Another language: none of the French names stay. */
  japanese = run_sync (fixture, "ja", &error);
  g_assert_no_error (error);
  store = open_store (fixture, "ja");
  g_assert_cmpint (dr_test_query_int (dr_card_store_get_db (store), "SELECT count(*) FROM name_translations"), ==, 0);
  g_assert_cmpuint (search_count (store, "t:glace"), ==, 0);
}

static void assert_bad_file_keeps_data (Fixture    *fixture,
                                        const char *fragment);

/* A names file of the wrong shape fails the sync like a card file. */
static void
test_bad_names (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (fixture->served, "translations", "fr", "types.fr.json", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "[{\"code\": \"ice\", \"name\": \"Glace\"}, {\"code\": \"event\"}]",
                                      -1, &error));
  assert_bad_file_keeps_data (fixture, "record 2");
}

static void
test_language_change (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) first = run_sync (fixture, "fr", &error);
  g_autoptr(DrSyncReport) again = NULL;
  g_autoptr(DrSyncReport) japanese = NULL;
  g_autoptr(DrSyncReport) english = NULL;
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(DrCard) crowbar = NULL;

  g_assert_no_error (error);
  again = run_sync (fixture, "fr", &error);
  g_assert_no_error (error);
  g_assert_true (again->up_to_date);
  g_assert_cmpint (again->n_translated, ==, 5);

  /* Another language: built again, with nothing of the first. */
  japanese = run_sync (fixture, "ja", &error);
  g_assert_no_error (error);
  g_assert_false (japanese->up_to_date);
  g_assert_cmpint (japanese->n_translated, ==, 1);
  store = open_store (fixture, "ja");
  crowbar = dr_card_store_get_card (store, "01007");
  g_assert_cmpstr (crowbar->local_title, ==, "バール");
  g_assert_true (search_finds (store, "バール", "01007"));
  g_assert_cmpint (dr_test_query_int (dr_card_store_get_db (store),
                                      "SELECT count(*) FROM card_translations WHERE locale = 'fr'"
                                      " AND code NOT LIKE 'LP%'"), ==, 0);
  g_clear_pointer (&store, dr_card_store_free);

  english = run_sync (fixture, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (english->up_to_date);
  g_assert_null (english->translations_locale);
  store = open_store (fixture, "ja");
  g_assert_cmpint (dr_card_translations_count (dr_card_store_get_db (store), "ja"), ==, 0);
}

/* A sync that gets a bad translation file fails and leaves the card data as
 * it was, like one that gets a bad card file. */
static void
assert_bad_file_keeps_data (Fixture    *fixture,
                            const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) english = run_sync (fixture, NULL, &error);
  g_autoptr(DrSyncReport) report = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(DrCard) picket = NULL;

  g_assert_no_error (error);
  before = dr_test_file_checksum (fixture->card_db);
  report = run_sync (fixture, "fr", &error);
  g_assert_null (report);
  g_assert_nonnull (error);
  if (g_test_verbose ())
    g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, fragment));
  after = dr_test_file_checksum (fixture->card_db);
  g_assert_cmpstr (after, ==, before);
  store = open_store (fixture, "fr");
  picket = dr_card_store_get_card (store, "01003");
  g_assert_null (picket->local_title);
}

static void
write_served (Fixture    *fixture,
              const char *text)
{
  g_autofree char *path = g_build_filename (fixture->served, "translations", "fr", "pack", "a1.fr.json", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
}

static void
test_bad_json (Fixture       *fixture,
               gconstpointer  data)
{
  write_served (fixture, "[{\"code\": \"01003\", \"title\": \"Cordon\"");
  assert_bad_file_keeps_data (fixture, "a1.fr.json");
}

static void
test_bad_shape (Fixture       *fixture,
                gconstpointer  data)
{
  write_served (fixture, "[{\"code\": \"01003\", \"title\": \"Cordon\"}, {\"code\": \"01004\", \"title\": 7}]");
  assert_bad_file_keeps_data (fixture, "record 2");
}

static void
test_server_error (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_test_http_server_set_fault (fixture->server, "/translations/fr/pack/a2.fr.json",
                                 DR_TEST_HTTP_STATUS, 500, NULL);
  assert_bad_file_keeps_data (fixture, "HTTP 500");
}

/* A sync in a thread of its own whose translation replies are held at the
 * server's gate, closed when the translations' downloads begin. */
typedef struct
{
  Fixture      *fixture;
  GCancellable *cancellable;
  gint          gate_closed;
  guint         n_translation_reports;
  DrSyncReport *report;
  GError       *error;
} GatedSync;

static void
on_gated_progress (const DrSyncProgress *progress,
                   gpointer              data)
{
  GatedSync *job = data;

  if (g_strcmp0 (progress->endpoint, "translations") != 0)
    return;
  job->n_translation_reports++;
  if (!g_atomic_int_get (&job->gate_closed))
    {
      dr_test_http_server_set_gate (job->fixture->server, TRUE);
      g_atomic_int_set (&job->gate_closed, 1);
    }
}

static gpointer
gated_sync_thread (gpointer data)
{
  GatedSync *job = data;

  job->report = dr_sync_run (job->fixture->card_db, &job->fixture->options, on_gated_progress, job,
                             job->cancellable, &job->error);
  return NULL;
}

static GThread *
start_gated_sync (GatedSync *job)
{
  GThread *thread = g_thread_new ("sync", gated_sync_thread, job);

  for (guint waited = 0; !g_atomic_int_get (&job->gate_closed) && waited < 10000; waited += 10)
    g_usleep (10 * G_TIME_SPAN_MILLISECOND);
  g_assert_true (g_atomic_int_get (&job->gate_closed));
  return thread;
}

/* Eight files (three packs, five kinds of names) are fetched four at a
 * time, never more, and come out as they do one by one. */
static void
test_parallel (Fixture       *fixture,
               gconstpointer  data)
{
  GatedSync job = { fixture, NULL, 0, 0, NULL, NULL };
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(GHashTable) types = NULL;
  g_autoptr(DrCard) picket = NULL;
  GThread *thread;

  g_free (fixture->options.locale);
  fixture->options.locale = g_strdup ("fr");
  thread = start_gated_sync (&job);
  dr_test_http_server_assert_at_most (fixture->server, 4);
  g_thread_join (thread);

  g_assert_no_error (job.error);
  g_assert_nonnull (job.report);
  g_assert_cmpint (job.report->n_translated, ==, 5);
  g_assert_cmpuint (job.n_translation_reports, >=, 2);
  store = open_store (fixture, "fr");
  picket = dr_card_store_get_card (store, "01003");
  g_assert_cmpstr (picket->local_title, ==, "Cordon de grévistes");
  types = dr_card_store_get_local_names (store, "types");
  g_assert_cmpstr (g_hash_table_lookup (types, "ice"), ==, "Glace");
  dr_sync_report_free (job.report);
}

/* Cancelled while its translations are in flight, the sync stops, says so,
 * and the card data in use stays as it was. */
static void
test_cancel_translations (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) english = run_sync (fixture, NULL, &error);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GatedSync job = { fixture, cancellable, 0, 0, NULL, NULL };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GThread *thread;

  g_assert_no_error (error);
  before = dr_test_file_checksum (fixture->card_db);
  g_free (fixture->options.locale);
  fixture->options.locale = g_strdup ("fr");
  thread = start_gated_sync (&job);
  g_assert_cmpuint (dr_test_http_server_wait_at_gate (fixture->server, 4, 5000), ==, 4);
  g_cancellable_cancel (cancellable);
  g_thread_join (thread);
  dr_test_http_server_set_gate (fixture->server, FALSE);

  g_assert_null (job.report);
  g_assert_error (job.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&job.error);
  after = dr_test_file_checksum (fixture->card_db);
  g_assert_cmpstr (after, ==, before);
}

static void
test_default_source (void)
{
  DrSyncOptions options;
  g_autofree char *netrunnerdb = NULL;
  g_autofree char *mirror = NULL;
  g_autofree char *named = NULL;
  g_autofree char *none = NULL;

  dr_sync_options_init (&options);
  netrunnerdb = dr_sync_translations_source (&options);
  options.source_url = g_strdup ("https://mirror.example/api/");
  mirror = dr_sync_translations_source (&options);
  options.translations_url = g_strdup ("https://mirror.example/translations");
  named = dr_sync_translations_source (&options);
  g_free (options.translations_url);
  options.translations_url = g_strdup ("");
  none = dr_sync_translations_source (&options);
  dr_sync_options_clear (&options);
  g_assert_cmpstr (netrunnerdb, ==, DR_SYNC_DEFAULT_TRANSLATIONS_SOURCE);
  g_assert_null (mirror);
  g_assert_cmpstr (named, ==, "https://mirror.example/translations/");
  g_assert_null (none);
}

/* NetrunnerDB's own data, when the checkout has it beside it. */
static void
test_full_data (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *root = NULL;
  g_autofree char *api = NULL;
  g_autofree char *raw = NULL;
  g_autofree char *link_api = NULL;
  g_autofree char *link_raw = NULL;
  g_autofree char *url = NULL;
  g_autofree char *core_path = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = NULL;
  g_autoptr(DrCardStore) store = NULL;
  JsonArray *core;
  guint checked = 0;

  if (dr_test_skip_without_shared ())
    return;
  api = g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", NULL);
  raw = g_build_filename (dr_test_shared_dir (), "netrunnerdb", "raw", "translations", NULL);
  root = g_build_filename (fixture->dir, "both", NULL);
  link_api = g_build_filename (root, "api", NULL);
  link_raw = g_build_filename (root, "translations", NULL);
  g_assert_cmpint (g_mkdir (root, 0700), ==, 0);
  g_assert_cmpint (symlink (api, link_api), ==, 0);
  g_assert_cmpint (symlink (raw, link_raw), ==, 0);
  dr_test_http_server_set_root (fixture->server, root);
  dr_test_http_server_set_gzip (fixture->server, TRUE);
  url = dr_test_http_server_get_url (fixture->server);
  g_free (fixture->options.source_url);
  fixture->options.source_url = g_strconcat (url, "api/", NULL);
  g_free (fixture->options.translations_url);
  fixture->options.translations_url = g_strconcat (url, "translations/", NULL);
  fixture->options.restrictions_url = g_strdup ("");

  report = run_sync (fixture, "fr", &error);
  g_assert_no_error (error);
  g_assert_cmpint (report->n_translated, >, 1300);

  /* Every title of the Core Set's French file finds its card. */
  core_path = g_build_filename (raw, "fr", "pack", "core.fr.json", NULL);
  g_assert_true (json_parser_load_from_file (parser, core_path, &error));
  core = json_node_get_array (json_parser_get_root (parser));
  store = open_store (fixture, "fr");
  for (guint i = 0; i < json_array_get_length (core); i++)
    {
      JsonObject *record = json_array_get_object_element (core, i);
      const char *code = json_object_get_string_member (record, "code");
      const char *title = json_object_get_string_member_with_default (record, "title", NULL);
      g_autoptr(DrCard) card = dr_card_store_get_card (store, code);
      g_autoptr(GPtrArray) found = NULL;
      g_autofree char *query = NULL;

      if (title == NULL || card == NULL || strchr (title, '"') != NULL)
        continue;
      g_assert_cmpstr (card->local_title, ==, title);
      query = g_strdup_printf ("\"%s\"", title);
      found = dr_card_store_search (store, query, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (found->len, >, 0);
      checked++;
    }
  g_assert_cmpuint (checked, >, 100);

  /* The names files: every type and faction of the French files shows and
   * finds its cards by its French name. */
  for (const char *const *kind = (const char *const[]) { "types", "factions", NULL }; *kind != NULL; kind++)
    {
      g_autofree char *name = g_strdup_printf ("%s.fr.json", *kind);
      g_autofree char *path = g_build_filename (raw, "fr", name, NULL);
      g_autoptr(JsonParser) names_parser = json_parser_new ();
      g_autoptr(GHashTable) shown = dr_card_store_get_local_names (store, *kind);
      JsonArray *records;
      guint searched = 0;

      g_assert_true (json_parser_load_from_file (names_parser, path, &error));
      records = json_node_get_array (json_parser_get_root (names_parser));
      for (guint i = 0; i < json_array_get_length (records); i++)
        {
          JsonObject *record = json_array_get_object_element (records, i);
          const char *code = json_object_get_string_member (record, "code");
          const char *local = json_object_get_string_member (record, "name");
          g_autofree char *by_code = g_strdup_printf ("%s:%s", g_str_equal (*kind, "types") ? "t" : "f", code);
          g_autofree char *by_name = g_strdup_printf ("%s:\"%s\"", g_str_equal (*kind, "types") ? "t" : "f", local);
          guint n_by_code;

          if (!g_hash_table_contains (shown, code))
            continue;
          g_assert_cmpstr (g_hash_table_lookup (shown, code), ==, local);
          n_by_code = search_count (store, by_code);
          if (n_by_code > 0 && strchr (local, '"') == NULL)
            {
              g_assert_cmpuint (search_count (store, by_name), >=, n_by_code);
              searched++;
            }
        }
      g_assert_cmpuint (searched, >, 3);
    }
}

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sync-translations/default-source", test_default_source);
  ADD ("/sync-translations/sync", test_sync_translations);
  ADD ("/sync-translations/language-change", test_language_change);
  ADD ("/sync-translations/names", test_sync_names);
  ADD ("/sync-translations/bad-names", test_bad_names);
  ADD ("/sync-translations/parallel", test_parallel);
  ADD ("/sync-translations/cancel", test_cancel_translations);
  ADD ("/sync-translations/bad-json", test_bad_json);
  ADD ("/sync-translations/bad-shape", test_bad_shape);
  ADD ("/sync-translations/server-error", test_server_error);
  ADD ("/sync-translations/full-data", test_full_data);
  return g_test_run ();
}
