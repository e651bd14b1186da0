/* test-sync.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-error.h"
#include "dr-sync-decklist.h"
#include "dr-sync.h"
#include "dr-test-helper.h"
#include "dr-test-http-server.h"
#include "dr-user-db.h"

/* Card data sync over real HTTP from our own server on 127.0.0.1, into a
 * real card database beside a real user database. */
typedef struct
{
  char             *dir;
  char             *served;      /* what the server serves: a copy of tests/fixtures/sync */
  char             *card_db;
  char             *user_db;
  DrTestHttpServer *server;
  DrSyncOptions     options;
  char             *card_db_sum; /* the card database before the sync under test */
} Fixture;

#define USER_DECK_KEY "deck:probe"
#define USER_DECK_VALUE "{\"name\":\"My deck\",\"identity\":\"01001\",\"cards\":{\"01002\":3}}"

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *fixtures = g_test_build_filename (G_TEST_DIST, "fixtures", "sync", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardStore) store = NULL;
  sqlite3 *user;

  fixture->dir = dr_test_make_tmp_dir ();
  fixture->served = g_build_filename (fixture->dir, "served", NULL);
  fixture->card_db = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  fixture->user_db = g_build_filename (fixture->dir, "user.sqlite", NULL);
  dr_test_copy_tree (fixtures, fixture->served);
  fixture->server = dr_test_http_server_new (fixture->served);

  dr_sync_options_init (&fixture->options);
  fixture->options.source_url = dr_test_http_server_get_url (fixture->server);
  fixture->options.http.allow_http_loopback = TRUE;
  fixture->options.http.connect_timeout_ms = 2000;
  fixture->options.http.low_speed_time = 1;

  /* The card data in use before any sync: the bundled one. */
  store = dr_card_store_open (fixture->card_db, &error);
  g_assert_no_error (error);
  g_clear_pointer (&store, dr_card_store_free);
  fixture->card_db_sum = dr_test_file_checksum (fixture->card_db);

  /* Stands for the user's decks until the deck store lands. */
  user = dr_user_db_open (fixture->user_db, &error);
  g_assert_no_error (error);
  g_assert_true (dr_user_db_set_setting (user, USER_DECK_KEY, USER_DECK_VALUE, &error));
  dr_db_close (user);
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
  g_free (fixture->user_db);
  g_free (fixture->card_db_sum);
}

static DrSyncReport *
run_sync (Fixture  *fixture,
          GError  **error)
{
  return dr_sync_run (fixture->card_db, &fixture->options, NULL, NULL, NULL, error);
}

static void
assert_user_data_intact (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  sqlite3 *user = dr_user_db_open (fixture->user_db, &error);
  g_autofree char *deck = NULL;

  g_assert_no_error (error);
  deck = dr_user_db_get_setting (user, USER_DECK_KEY);
  g_assert_cmpstr (deck, ==, USER_DECK_VALUE);
  dr_db_close (user);
}

static void
assert_no_leftovers (Fixture *fixture)
{
  GDir *dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    g_assert_null (strstr (name, ".sync-"));
  g_dir_close (dir);
}

/* The card database is the very file it was before, still usable. */
static void
assert_previous_data_kept (Fixture *fixture)
{
  g_autofree char *sum = dr_test_file_checksum (fixture->card_db);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardStore) store = NULL;

  g_assert_cmpstr (sum, ==, fixture->card_db_sum);
  assert_no_leftovers (fixture);
  assert_user_data_intact (fixture);
  store = dr_card_store_open (fixture->card_db, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_test_count_cards (store, NULL), >, 0);
}

static void
remember_card_db (Fixture *fixture)
{
  g_free (fixture->card_db_sum);
  fixture->card_db_sum = dr_test_file_checksum (fixture->card_db);
}

static void
assert_items (GPtrArray  *items,
              const char *first,
              ...)
{
  va_list args;
  guint i = 0;

  va_start (args, first);
  for (const char *code = first; code != NULL; code = va_arg (args, const char *), i++)
    {
      g_assert_cmpuint (i, <, items->len);
      g_assert_cmpstr (((DrSyncItem *) g_ptr_array_index (items, i))->code, ==, code);
    }
  va_end (args);
  g_assert_cmpuint (items->len, ==, i);
}

/* Editing what the server serves */

typedef void (*EditFunc) (JsonArray *records);

/* Rewrites a served file; "total" follows the records unless @total >= 0. */
static void
edit_served_full (Fixture    *fixture,
                  const char *file,
                  EditFunc    edit,
                  gint64      total)
{
  g_autofree char *path = g_build_filename (fixture->served, file, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *envelope;
  JsonArray *records;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  envelope = json_node_get_object (json_parser_get_root (parser));
  records = json_object_get_array_member (envelope, "data");
  edit (records);
  json_object_set_int_member (envelope, "total", total >= 0 ? total : json_array_get_length (records));
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, path, &error));
}

static void
edit_served (Fixture    *fixture,
             const char *file,
             EditFunc    edit)
{
  edit_served_full (fixture, file, edit, -1);
}

static JsonObject *
record_with_code (JsonArray  *records,
                  const char *code)
{
  for (guint i = 0; i < json_array_get_length (records); i++)
    {
      JsonObject *record = json_array_get_object_element (records, i);

      if (g_strcmp0 (json_object_get_string_member (record, "code"), code) == 0)
        return record;
    }
  g_assert_not_reached ();
}

/* A new record made from the one with @code, added at the end; its
 * top-level fields are its own. */
static JsonObject *
copy_record (JsonArray  *records,
             const char *code)
{
  JsonObject *original = record_with_code (records, code);
  JsonObject *copy = json_object_new ();
  g_autoptr(GList) members = json_object_get_members (original);

  for (GList *l = members; l != NULL; l = l->next)
    json_object_set_member (copy, l->data, json_node_copy (json_object_get_member (original, l->data)));
  json_array_add_object_element (records, copy);
  return copy;
}

/* The happy paths */

#define FIXTURE_CODES "'01001', '01002', '01003', '01004', '01005', '01006', '01007', '01008', '01009', " \
                      "'01010', '01011', '01012', '02001', '02002', '02003', '02004'"

static int
count_before (Fixture    *fixture,
              const char *sql)
{
  g_autoptr(GError) error = NULL;
  sqlite3 *db = dr_db_open (fixture->card_db, SQLITE_OPEN_READONLY, &error);
  int count;

  g_assert_no_error (error);
  count = dr_test_query_int (db, sql);
  dr_db_close (db);
  return count;
}

static void
test_first_sync (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  int bundled = count_before (fixture, "SELECT count(*) FROM cards WHERE game = 'netrunner'");
  int shared = count_before (fixture, "SELECT count(*) FROM cards WHERE code IN (" FIXTURE_CODES ")");
  g_autoptr(DrSyncReport) report = run_sync (fixture, &error);
  g_autoptr(DrCardStore) store = NULL;
  g_autofree char *source = NULL;
  g_autofree char *url = NULL;
  g_autofree char *template = NULL;
  g_autofree char *last_modified = NULL;
  g_autofree char *etag = NULL;
  sqlite3 *db;

  g_assert_no_error (error);
  g_assert_false (report->up_to_date);
  g_assert_cmpuint (report->n_downloaded, ==, 8);
  g_assert_cmpint (report->n_cards, ==, 16);
  g_assert_cmpstr (report->source_url, ==, fixture->options.source_url);
  assert_items (report->new_packs, "a1", "a2", "b1", NULL);
  g_assert_cmpstr (((DrSyncItem *) g_ptr_array_index (report->new_packs, 0))->name, ==, "Alpha One");
  assert_items (report->new_mwls, "fixture-ban-list-1", NULL);
  /* The bundled Core Set shares codes with the fixture (its texts differ):
   * those changed, the others are new, the rest of the bundle is gone. */
  g_assert_cmpint (shared, >, 0);
  g_assert_cmpuint (report->changed_cards->len, ==, shared);
  g_assert_cmpuint (report->new_cards->len, ==, 16 - shared);
  g_assert_cmpuint (report->removed_cards->len, ==, bundled - shared);
  g_assert_cmpstr (((DrSyncItem *) g_ptr_array_index (report->new_cards, report->new_cards->len - 1))->code,
                   ==, "02004");
  assert_no_leftovers (fixture);
  assert_user_data_intact (fixture);

  /* The store keeps synced data and does not reinstall the bundled one. */
  store = dr_card_store_open (fixture->card_db, &error);
  g_assert_no_error (error);
  db = dr_card_store_get_db (store);
  g_assert_cmpint (dr_test_count_cards (store, "netrunner"), ==, 16);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM packs WHERE game = 'netrunner'"), ==, 3);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwl_cards"), ==, 3);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM prebuilt_cards"), ==, 5);
  g_assert_cmpint (dr_test_query_int (db, "SELECT cost_is_x FROM cards WHERE code = '02002'"), ==, 1);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cards WHERE is_latest AND title = 'Picket Line'"),
                   ==, 1);
  /* The other games come along from the bundle. */
  g_assert_cmpint (dr_test_count_cards (store, "lockpick"), ==, 25);

  source = dr_card_store_get_meta (store, "source");
  url = dr_card_store_get_meta (store, "sync_url");
  template = dr_card_store_get_meta (store, "image_url_template");
  last_modified = dr_card_store_get_meta (store, "sync_last_modified:cards");
  etag = dr_card_store_get_meta (store, "sync_etag:cards");
  g_assert_cmpstr (source, ==, "sync");
  g_assert_cmpstr (url, ==, fixture->options.source_url);
  g_assert_cmpstr (template, ==, "https://card-images.example.invalid/large/{code}.jpg");
  g_assert_nonnull (last_modified);
  g_assert_nonnull (etag);
  dr_card_store_free (g_steal_pointer (&store));

  /* Reopening again still keeps it (the bundle never wins over a sync). */
  store = dr_card_store_open (fixture->card_db, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_test_count_cards (store, "netrunner"), ==, 16);
}

static void
test_up_to_date (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) first = run_sync (fixture, &error);
  g_autoptr(DrSyncReport) second = NULL;
  g_autoptr(GPtrArray) log = NULL;

  g_assert_no_error (error);
  remember_card_db (fixture);
  dr_test_http_server_clear_log (fixture->server);

  second = run_sync (fixture, &error);
  g_assert_no_error (error);
  g_assert_true (second->up_to_date);
  g_assert_cmpuint (second->n_downloaded, ==, 0);
  g_assert_cmpuint (second->bytes_downloaded, ==, 0);
  g_assert_cmpint (second->n_cards, ==, 16);
  g_assert_cmpuint (second->new_cards->len + second->changed_cards->len + second->new_packs->len, ==, 0);

  /* One conditional request per endpoint, no body sent, nothing rewritten. */
  log = dr_test_http_server_get_log (fixture->server);
  g_assert_cmpuint (log->len, ==, 8);
  for (guint i = 0; i < log->len; i++)
    {
      DrTestHttpRequestLog *entry = g_ptr_array_index (log, i);

      g_assert_cmpuint (entry->status, ==, 304);
      g_assert_nonnull (g_hash_table_lookup (entry->headers, "if-none-match"));
      g_assert_nonnull (g_hash_table_lookup (entry->headers, "if-modified-since"));
    }
  g_assert_cmpuint (dr_test_http_server_body_bytes (fixture->server), ==, 0);
  assert_previous_data_kept (fixture);
}

/* NetrunnerDB sends Last-Modified and no ETag. */
static void
test_up_to_date_by_date (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) first = NULL;
  g_autoptr(DrSyncReport) second = NULL;

  dr_test_http_server_set_etags (fixture->server, FALSE);
  first = run_sync (fixture, &error);
  g_assert_no_error (error);
  dr_test_http_server_clear_log (fixture->server);
  second = run_sync (fixture, &error);
  g_assert_no_error (error);
  g_assert_true (second->up_to_date);
  g_assert_cmpuint (dr_test_http_server_body_bytes (fixture->server), ==, 0);
}

static void
add_pack_b2 (JsonArray *records)
{
  JsonObject *pack = copy_record (records, "a1");

  json_object_set_string_member (pack, "code", "b2");
  json_object_set_string_member (pack, "cycle_code", "beta");
  json_object_set_string_member (pack, "name", "Beta Two");
  json_object_set_string_member (pack, "date_release", "2022-02-02");
}

static void
add_and_change_cards (JsonArray *records)
{
  JsonObject *card = copy_record (records, "01001");

  json_object_set_string_member (card, "code", "02005");
  json_object_set_string_member (card, "title", "Fresh Start");
  json_object_set_string_member (card, "stripped_title", "Fresh Start");
  json_object_set_string_member (card, "pack_code", "b2");
  json_object_set_int_member (record_with_code (records, "01004"), "cost", 1);
}

static void
add_ban_list (JsonArray *records)
{
  JsonObject *list = copy_record (records, "fixture-ban-list-1");

  json_object_set_string_member (list, "code", "fixture-ban-list-2");
  json_object_set_string_member (list, "name", "Fixture Ban List 2");
  json_object_set_string_member (list, "date_start", "2022-03-01");
}

static void
test_report_changes (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) first = run_sync (fixture, &error);
  g_autoptr(DrSyncReport) second = NULL;
  g_autoptr(DrCardStore) store = NULL;

  g_assert_no_error (error);
  edit_served (fixture, "packs.json", add_pack_b2);
  edit_served (fixture, "cards.json", add_and_change_cards);
  edit_served (fixture, "mwl.json", add_ban_list);
  dr_test_http_server_clear_log (fixture->server);

  second = run_sync (fixture, &error);
  g_assert_no_error (error);
  g_assert_false (second->up_to_date);
  g_assert_cmpuint (second->n_downloaded, ==, 8);
  assert_items (second->new_packs, "b2", NULL);
  assert_items (second->new_cards, "02005", NULL);
  assert_items (second->changed_cards, "01004", NULL);
  assert_items (second->removed_cards, NULL);
  assert_items (second->new_mwls, "fixture-ban-list-2", NULL);
  g_assert_cmpstr (((DrSyncItem *) g_ptr_array_index (second->new_cards, 0))->name, ==, "Fresh Start");
  /* Unchanged endpoints answered 304 first, then came in full for the build. */
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, "/sides"), ==, 2);
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, "/cards"), ==, 1);

  store = dr_card_store_open (fixture->card_db, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_test_count_cards (store, "netrunner"), ==, 17);
  assert_user_data_intact (fixture);
}

typedef struct
{
  GArray  *endpoints;    /* guint, endpoint_index of each download event */
  guint64  last_total;
  gboolean built;
  gboolean done;
  GThread *thread;
} ProgressLog;

static void
log_progress (const DrSyncProgress *progress,
              gpointer              user_data)
{
  ProgressLog *log = user_data;

  g_assert_true (g_thread_self () == log->thread);
  g_assert_cmpuint (progress->n_endpoints, ==, 8);
  g_assert_cmpuint (progress->total_received, >=, log->last_total);
  log->last_total = progress->total_received;
  switch (progress->stage)
    {
    case DR_SYNC_STAGE_DOWNLOAD:
      g_assert_nonnull (progress->endpoint);
      if (log->endpoints->len == 0
          || g_array_index (log->endpoints, guint, log->endpoints->len - 1) != progress->endpoint_index)
        g_array_append_val (log->endpoints, progress->endpoint_index);
      break;
    case DR_SYNC_STAGE_BUILD:
      log->built = TRUE;
      break;
    case DR_SYNC_STAGE_DONE:
      log->done = TRUE;
      break;
    }
}

static void
test_progress (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = NULL;
  g_autoptr(GArray) endpoints = g_array_new (FALSE, FALSE, sizeof (guint));
  ProgressLog log = { endpoints, 0, FALSE, FALSE, g_thread_self () };

  report = dr_sync_run (fixture->card_db, &fixture->options, log_progress, &log, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (endpoints->len, ==, 8);
  for (guint i = 0; i < 8; i++)
    g_assert_cmpuint (g_array_index (endpoints, guint, i), ==, i + 1);
  g_assert_true (log.built);
  g_assert_true (log.done);
  g_assert_cmpuint (log.last_total, ==, report->bytes_downloaded);
  g_assert_cmpuint (report->bytes_downloaded, ==, dr_test_http_server_body_bytes (fixture->server));
}

typedef struct
{
  GMainLoop    *loop;
  DrSyncReport *report;
  GError       *error;
  ProgressLog   progress;
} AsyncState;

static void
on_sync_done (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  AsyncState *state = user_data;

  state->report = dr_sync_run_finish (result, &state->error);
  g_main_loop_quit (state->loop);
}

static void
async_progress (const DrSyncProgress *progress,
                gpointer              user_data)
{
  AsyncState *state = user_data;

  log_progress (progress, &state->progress);
}

static void
test_async (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GArray) endpoints = g_array_new (FALSE, FALSE, sizeof (guint));
  AsyncState state = { loop, NULL, NULL, { endpoints, 0, FALSE, FALSE, g_thread_self () } };

  /* Progress arrives in this (the caller's) thread; log_progress checks it. */
  dr_sync_run_async (fixture->card_db, &fixture->options, async_progress, &state, NULL, on_sync_done, &state);
  g_main_loop_run (loop);
  g_assert_no_error (state.error);
  g_assert_nonnull (state.report);
  g_assert_cmpint (state.report->n_cards, ==, 16);
  g_assert_cmpuint (endpoints->len, ==, 8);
  g_assert_true (state.progress.done);
  dr_sync_report_free (state.report);
}

static void
test_full_data (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *api = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = NULL;
  g_autoptr(DrCardStore) store = NULL;
  g_autofree char *template = NULL;
  int bundled_packs;
  sqlite3 *db;

  if (dr_test_skip_without_shared ())
    return;
  api = g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", NULL);
  dr_test_http_server_set_root (fixture->server, api);
  dr_test_http_server_set_gzip (fixture->server, TRUE);
  bundled_packs = count_before (fixture, "SELECT count(*) FROM packs WHERE game = 'netrunner'");
  report = run_sync (fixture, &error);
  g_assert_no_error (error);
  g_assert_cmpint (report->n_cards, ==, 2394);
  /* Every pack but the bundled ones (all of them NetrunnerDB packs) is new. */
  g_assert_cmpuint (report->new_packs->len, ==, 74 - bundled_packs);
  g_assert_cmpuint (report->new_mwls->len, ==, 34);

  store = dr_card_store_open (fixture->card_db, &error);
  g_assert_no_error (error);
  db = dr_card_store_get_db (store);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM packs WHERE game = 'netrunner'"), ==, 74);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM cycles WHERE game = 'netrunner'"), ==, 28);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM prebuilts"), ==, 6);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwls WHERE active"), ==, 1);
  template = dr_card_store_get_meta (store, "image_url_template");
  g_assert_cmpstr (template, ==, "https://card-images.netrunnerdb.com/v2/large/{code}.jpg");
  assert_user_data_intact (fixture);
}

/* Faults: a clear error, the previous card data in use, the user's data intact */

static void
assert_sync_fails (Fixture    *fixture,
                   GQuark      domain,
                   int         code,
                   const char *first_fragment,
                   const char *second_fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = run_sync (fixture, &error);

  g_assert_null (report);
  g_assert_error (error, domain, code);
  if (g_test_verbose ())
    g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, first_fragment));
  if (second_fragment != NULL)
    g_assert_nonnull (strstr (error->message, second_fragment));
  assert_previous_data_kept (fixture);
}

static void
test_fault_status_500 (Fixture       *fixture,
                       gconstpointer  data)
{
  dr_test_http_server_set_fault (fixture->server, "/cards", DR_TEST_HTTP_STATUS, 500, NULL);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_HTTP_STATUS, "HTTP 500", "/cards");
}

static void
test_fault_status_404 (Fixture       *fixture,
                       gconstpointer  data)
{
  dr_test_http_server_set_fault (fixture->server, "/prebuilts", DR_TEST_HTTP_STATUS, 404, NULL);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_HTTP_STATUS, "404", "/prebuilts");
}

static void
test_fault_connection_refused (Fixture       *fixture,
                               gconstpointer  data)
{
  guint16 port = dr_test_http_server_get_port (fixture->server);

  dr_test_http_server_free (fixture->server);
  fixture->server = dr_test_http_server_new (fixture->served);
  g_free (fixture->options.source_url);
  fixture->options.source_url = g_strdup_printf ("http://127.0.0.1:%u/", port);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_NETWORK, "Cannot connect", NULL);
}

static void
test_fault_stall (Fixture       *fixture,
                  gconstpointer  data)
{
  dr_test_http_server_set_fault (fixture->server, "/packs", DR_TEST_HTTP_STALL, 0, NULL);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_NETWORK, "timed out", "/packs");
}

static void
test_fault_truncated (Fixture       *fixture,
                      gconstpointer  data)
{
  dr_test_http_server_set_fault (fixture->server, "/cards", DR_TEST_HTTP_TRUNCATE, 0, NULL);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_NETWORK, "cut short", "/cards");
}

static void
test_fault_invalid_json (Fixture       *fixture,
                         gconstpointer  data)
{
  dr_test_http_server_set_fault (fixture->server, "/types", DR_TEST_HTTP_BODY, 0,
                                 "{\"data\":[\n{\"code\":\"ice\",}],\"success\":true}");
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "not valid JSON", "2:");
}

static void
test_fault_wrong_shape (Fixture       *fixture,
                        gconstpointer  data)
{
  dr_test_http_server_set_fault (fixture->server, "/factions", DR_TEST_HTTP_BODY, 0,
                                 "{\"data\":{\"code\":\"anarch\"},\"success\":true}");
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "/factions", "field “data” must be a list");
}

static void
title_as_number (JsonArray *records)
{
  json_object_set_int_member (record_with_code (records, "01003"), "title", 7);
}

static void
test_fault_wrong_field_type (Fixture       *fixture,
                             gconstpointer  data)
{
  edit_served (fixture, "cards.json", title_as_number);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "01003", "field “title” must be a string");
}

static void
test_fault_array_not_envelope (Fixture       *fixture,
                               gconstpointer  data)
{
  dr_test_http_server_set_fault (fixture->server, "/sides", DR_TEST_HTTP_BODY, 0,
                                 "[{\"code\":\"corp\",\"name\":\"Corp\"}]");
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "/sides", "expected an object");
}

static void
test_fault_server_failure (Fixture       *fixture,
                           gconstpointer  data)
{
  dr_test_http_server_set_fault (fixture->server, "/mwl", DR_TEST_HTTP_BODY, 0,
                                 "{\"version_number\":\"2.0\",\"success\":false,\"msg\":\"Maintenance\"}");
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "/mwl", "Maintenance");
}

static void
drop_last_card (JsonArray *records)
{
  json_array_remove_element (records, json_array_get_length (records) - 1);
}

static void
test_fault_total_mismatch (Fixture       *fixture,
                           gconstpointer  data)
{
  /* The envelope still claims the old count, as a cut-off list would. */
  edit_served_full (fixture, "cards.json", drop_last_card, 16);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "“total” says 16", "has 15");
}

static void
test_fault_size_cap (Fixture       *fixture,
                     gconstpointer  data)
{
  /* cards.json is about 5 KB; everything else is smaller than 1 KB. */
  fixture->options.http.max_size = 2048;
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_TOO_LARGE, "larger than the limit", "/cards");
}

static void
duplicate_code (JsonArray *records)
{
  json_object_set_string_member (record_with_code (records, "02004"), "code", "01004");
}

static void
test_fault_duplicate_codes (Fixture       *fixture,
                            gconstpointer  data)
{
  edit_served (fixture, "cards.json", duplicate_code);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "01004", "appears twice");
}

static void
path_as_code (JsonArray *records)
{
  json_object_set_string_member (record_with_code (records, "01005"), "code", "../x");
}

static void
test_fault_path_code (Fixture       *fixture,
                      gconstpointer  data)
{
  edit_served (fixture, "cards.json", path_as_code);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "“../x” is not a valid card code", NULL);
}

static void
unknown_pack (JsonArray *records)
{
  json_object_set_string_member (record_with_code (records, "01006"), "pack_code", "zz");
}

static void
test_fault_unknown_pack (Fixture       *fixture,
                         gconstpointer  data)
{
  edit_served (fixture, "cards.json", unknown_pack);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "(code “01006”): field “pack_code” names “zz”", "/packs");
}

static void
unknown_cycle (JsonArray *records)
{
  json_object_set_string_member (json_array_get_object_element (records, 2), "cycle_code", "gamma");
}

static void
test_fault_unknown_cycle (Fixture       *fixture,
                          gconstpointer  data)
{
  edit_served (fixture, "packs.json", unknown_cycle);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "(code “b1”): field “cycle_code” names “gamma”", "/cycles");
}

static void
ban_unknown_card (JsonArray *records)
{
  JsonObject *cards = json_object_get_object_member (json_array_get_object_element (records, 0), "cards");
  JsonObject *verdict = json_object_new ();

  json_object_set_int_member (verdict, "deck_limit", 0);
  json_object_set_object_member (cards, "77777", verdict);
}

static void
test_fault_ban_list_unknown_card (Fixture       *fixture,
                                  gconstpointer  data)
{
  edit_served (fixture, "mwl.json", ban_unknown_card);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "fixture-ban-list-1", "77777");
}

static void
prebuilt_names_unknown_card (JsonArray *records)
{
  JsonObject *cards = json_object_get_object_member (json_array_get_object_element (records, 0), "cards");

  json_object_set_int_member (cards, "77777", 1);
}

static void
test_fault_prebuilt_unknown_card (Fixture       *fixture,
                                  gconstpointer  data)
{
  edit_served (fixture, "prebuilts.json", prebuilt_names_unknown_card);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "fixture-starter-corp", "77777");
}

static void
drop_every_record (JsonArray *records)
{
  while (json_array_get_length (records) > 0)
    json_array_remove_element (records, 0);
}

static void
test_fault_no_cards (Fixture       *fixture,
                     gconstpointer  data)
{
  edit_served (fixture, "cards.json", drop_every_record);
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "/cards", "the list of cards is empty");
}

static void
test_fault_redirect_elsewhere (Fixture       *fixture,
                               gconstpointer  data)
{
  dr_test_http_server_set_fault (fixture->server, "/cards", DR_TEST_HTTP_REDIRECT, 0,
                                 "http://deckrunner.invalid/api/2.0/public/cards");
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_NETWORK, "/cards to http://deckrunner.invalid/", "refused");
}

static void
test_fault_plain_http_refused (Fixture       *fixture,
                               gconstpointer  data)
{
  fixture->options.http.allow_http_loopback = FALSE;
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_INVALID_ARGUMENT, "http", NULL);
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, NULL), ==, 0);
}

typedef struct
{
  GCancellable *cancellable;
} CancelOnCards;

static void
cancel_during_cards (const DrSyncProgress *progress,
                     gpointer              user_data)
{
  CancelOnCards *state = user_data;

  if (progress->stage == DR_SYNC_STAGE_DOWNLOAD && g_strcmp0 (progress->endpoint, "cards") == 0
      && progress->received > 0)
    g_cancellable_cancel (state->cancellable);
}

static void
test_fault_cancel (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = NULL;
  CancelOnCards state = { cancellable };

  dr_test_http_server_set_fault (fixture->server, "/cards", DR_TEST_HTTP_SLOW, 0, NULL);
  report = dr_sync_run (fixture->card_db, &fixture->options, cancel_during_cards, &state, cancellable, &error);
  g_assert_null (report);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  assert_previous_data_kept (fixture);
}

static void
test_fault_newer_database (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  sqlite3 *db = dr_db_open (fixture->card_db, SQLITE_OPEN_READWRITE, &error);

  g_assert_no_error (error);
  g_assert_true (dr_db_exec (db, "PRAGMA user_version = 99", &error));
  dr_db_close (db);
  remember_card_db (fixture);
  {
    g_autoptr(DrSyncReport) report = run_sync (fixture, &error);

    g_assert_null (report);
    g_assert_error (error, DR_ERROR, DR_ERROR_SCHEMA_TOO_NEW);
  }
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, NULL), ==, 0);
  {
    g_autofree char *sum = dr_test_file_checksum (fixture->card_db);

    g_assert_cmpstr (sum, ==, fixture->card_db_sum);
  }
  assert_user_data_intact (fixture);
}

/* After a good sync the previous data is the synced one, validators and all. */
static void
test_fault_after_sync (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) first = run_sync (fixture, &error);
  g_autoptr(DrSyncReport) again = NULL;

  g_assert_no_error (error);
  remember_card_db (fixture);
  edit_served (fixture, "cards.json", add_and_change_cards);   /* refers to a pack b2 that does not exist */
  assert_sync_fails (fixture, DR_ERROR, DR_ERROR_IMPORT, "02005", "names “b2”");

  /* Once the server is fixed the next sync goes through. */
  edit_served (fixture, "packs.json", add_pack_b2);
  again = run_sync (fixture, &error);
  g_assert_no_error (error);
  assert_items (again->new_packs, "b2", NULL);
}

/* Published decklists */

static void
test_decklist_ids (void)
{
  static const struct
  {
    const char *input;
    const char *id;
  } cases[] = {
    { "12345", "12345" },
    { "  12345\n", "12345" },
    { "https://netrunnerdb.com/en/decklist/12345/my-deck-name", "12345" },
    { "https://netrunnerdb.com/en/decklist/12345", "12345" },
    { "http://www.netrunnerdb.com/decklist/777/x?utm=1", "777" },
    { "https://netrunnerdb.com/api/2.0/public/decklist/42", "42" },
    { "4edafc5b-a16b-5ccb-b829-da2150940f4b", "4edafc5b-a16b-5ccb-b829-da2150940f4b" },
    { "https://netrunnerdb.com/en/decklist/4edafc5b-a16b-5ccb-b829-da2150940f4b/name",
      "4edafc5b-a16b-5ccb-b829-da2150940f4b" },
    { "", NULL },
    { "../1", NULL },
    { "12345/../../cards", NULL },
    { "https://example.com/en/decklist/12345/x", NULL },
    { "https://netrunnerdb.com/en/card/01001", NULL },
    { "https://netrunnerdb.com/en/decklist/abc/x", NULL },
    { "ftp://netrunnerdb.com/en/decklist/1/x", NULL },
    { "1234567890123", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *id = dr_sync_parse_decklist_id (cases[i].input, &error);

      g_assert_cmpstr (id, ==, cases[i].id);
      if (cases[i].id == NULL)
        {
          g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
          g_assert_nonnull (strstr (error->message, "decklist"));
        }
    }
}

static DrDeck *
fetch_deck (Fixture     *fixture,
            const char  *url_or_id,
            GError     **error)
{
  g_autoptr(DrCardStore) store = dr_card_store_open (fixture->card_db, NULL);

  g_assert_nonnull (store);
  return dr_sync_fetch_decklist (store, &fixture->options, url_or_id, NULL, error);
}

static void
test_decklist_fetch (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = run_sync (fixture, &error);
  g_autoptr(DrDeck) deck = NULL;

  g_assert_no_error (error);
  dr_test_http_server_clear_log (fixture->server);
  deck = fetch_deck (fixture, "https://netrunnerdb.com/en/decklist/1/fixture-corp-deck", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, "/decklist/1"), ==, 1);
  g_assert_cmpstr (deck->name, ==, "Fixture Corp Deck");
  g_assert_cmpstr (deck->game, ==, "netrunner");
  g_assert_cmpstr (deck->identity, ==, "01001");
  g_assert_cmpstr (deck->side, ==, "corp");
  g_assert_cmpstr (deck->banlist, ==, "fixture-ban-list-1");
  g_assert_cmpstr (deck->notes, ==, "A decklist written for Deckrunner's tests.");
  g_assert_cmpint (dr_deck_get_quantity (deck, "01001"), ==, 0);
  g_assert_cmpint (dr_deck_get_quantity (deck, "01003"), ==, 3);
  g_assert_cmpint (dr_deck_get_quantity (deck, "02001"), ==, 2);
  g_assert_cmpint (dr_deck_get_quantity (deck, "02002"), ==, 1);
  g_assert_cmpuint (deck->entries->len, ==, 6);
  g_assert_cmpint (dr_deck_count_cards (deck), ==, 14);
  g_assert_cmpint (deck->id, ==, 0);
  assert_user_data_intact (fixture);
}

static void
test_decklist_errors (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = NULL;

  /* Before a sync the bundled Core Set lacks 02001. */
  g_assert_null (fetch_deck (fixture, "1", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "card database does not have"));
  g_clear_error (&error);

  report = run_sync (fixture, &error);
  g_assert_no_error (error);

  g_assert_null (fetch_deck (fixture, "999", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "no published decklist 999"));
  g_clear_error (&error);

  g_assert_null (fetch_deck (fixture, "https://example.com/decklist/1", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  dr_test_http_server_set_fault (fixture->server, "/decklist/1", DR_TEST_HTTP_STATUS, 500, NULL);
  g_assert_null (fetch_deck (fixture, "1", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_HTTP_STATUS);
  g_clear_error (&error);

  dr_test_http_server_set_fault (fixture->server, "/decklist/1", DR_TEST_HTTP_BODY, 0,
                                 "{\"data\":[{\"name\":\"x\",\"cards\":{\"../x\":1}}],\"total\":1,\"success\":true}");
  g_assert_null (fetch_deck (fixture, "1", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_assert_nonnull (strstr (error->message, "“../x” is not a valid card code"));
  g_clear_error (&error);

  dr_test_http_server_set_fault (fixture->server, "/decklist/1", DR_TEST_HTTP_BODY, 0,
                                 "{\"data\":[{\"name\":\"x\",\"cards\":{\"01002\":3}}],\"total\":1,\"success\":true}");
  g_assert_null (fetch_deck (fixture, "1", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_assert_nonnull (strstr (error->message, "no identity"));
  g_clear_error (&error);

  dr_test_http_server_set_fault (fixture->server, "/decklist/1", DR_TEST_HTTP_BODY, 0,
                                 "{\"data\":[{\"name\":\"x\",\"cards\":[]}],\"total\":1,\"success\":true}");
  g_assert_null (fetch_deck (fixture, "1", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_assert_nonnull (strstr (error->message, "field “cards” must be an object"));
  assert_user_data_intact (fixture);
}

static void
test_decklist_full_data (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *api = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = NULL;
  g_autoptr(DrDeck) deck = NULL;

  if (dr_test_skip_without_shared ())
    return;
  api = g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", NULL);
  dr_test_http_server_set_root (fixture->server, api);
  report = run_sync (fixture, &error);
  g_assert_no_error (error);
  /* The snapshot's decklist 1 is synthetic, made from a prebuilt deck. */
  deck = fetch_deck (fixture, "https://netrunnerdb.com/en/decklist/1/2015-world-champion-corp-deck", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (deck->identity, ==, "01054");
  g_assert_cmpstr (deck->side, ==, "corp");
  g_assert_cmpint (dr_deck_count_cards (deck), ==, 49);
}


/* API v3's points lists: API v2 has no Eternal points lists. */

static void
use_restrictions (Fixture *fixture)
{
  g_free (fixture->options.restrictions_url);
  fixture->options.restrictions_url = g_strconcat (fixture->options.source_url, "v3/", NULL);
}

static void
assert_points_list (Fixture *fixture)
{
  sqlite3 *db = dr_db_open (fixture->card_db, SQLITE_OPEN_READONLY, NULL);

  g_assert_nonnull (db);
  g_assert_cmpint (dr_test_query_int (db, "SELECT point_limit FROM mwls WHERE code = 'eternal-points-list-26-01'"),
                   ==, 7);
  /* Picket Line in both its printings, Crowbar, and Quick Look banned. */
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwl_cards WHERE mwl_code = 'eternal-points-list-26-01'"),
                   ==, 4);
  g_assert_cmpint (dr_test_query_int (db, "SELECT value FROM mwl_cards WHERE mwl_code = 'eternal-points-list-26-01'"
                                          " AND card_code = '02001' AND kind = 'points'"), ==, 3);
  g_assert_cmpint (dr_test_query_int (db, "SELECT value FROM mwl_cards WHERE mwl_code = 'eternal-points-list-26-01'"
                                          " AND card_code = '01007' AND kind = 'points'"), ==, 2);
  g_assert_cmpint (dr_test_query_int (db, "SELECT value FROM mwl_cards WHERE mwl_code = 'eternal-points-list-26-01'"
                                          " AND card_code = '01008' AND kind = 'deck_limit'"), ==, 0);
  /* A points list is never the active (Standard) list. */
  g_assert_cmpint (dr_test_query_int (db, "SELECT active FROM mwls WHERE code = 'eternal-points-list-26-01'"), ==, 0);
  dr_db_close (db);
}

static void
test_points_lists (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) first = NULL;
  g_autoptr(DrSyncReport) second = NULL;
  g_autoptr(GPtrArray) log = NULL;

  use_restrictions (fixture);
  first = run_sync (fixture, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (first->n_downloaded, ==, 9);
  g_assert_null (first->restrictions_warning);
  g_assert_cmpstr (first->restrictions_url, ==, fixture->options.restrictions_url);
  assert_items (first->new_mwls, "fixture-ban-list-1", "eternal-points-list-26-01", NULL);
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, "/v3/restrictions"), ==, 1);
  assert_points_list (fixture);

  /* Nothing new anywhere: up to date, API v3 asked conditionally too. */
  dr_test_http_server_clear_log (fixture->server);
  second = run_sync (fixture, &error);
  g_assert_no_error (error);
  g_assert_true (second->up_to_date);
  log = dr_test_http_server_get_log (fixture->server);
  g_assert_cmpuint (log->len, ==, 9);
  for (guint i = 0; i < log->len; i++)
    g_assert_cmpuint (((DrTestHttpRequestLog *) g_ptr_array_index (log, i))->status, ==, 304);
}

/* API v3 down or answering nonsense fails no sync: the card data is updated,
 * the report says why the points lists were not, and those from the last
 * sync are kept. */
static void
test_points_lists_kept (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) first = NULL;
  g_autoptr(DrSyncReport) down = NULL;
  g_autoptr(DrSyncReport) nonsense = NULL;

  use_restrictions (fixture);
  first = run_sync (fixture, &error);
  g_assert_no_error (error);

  dr_test_http_server_set_fault (fixture->server, "/v3/restrictions", DR_TEST_HTTP_STATUS, 500, NULL);
  edit_served (fixture, "packs.json", add_pack_b2);
  down = run_sync (fixture, &error);
  g_assert_no_error (error);
  g_assert_false (down->up_to_date);
  assert_items (down->new_packs, "b2", NULL);
  g_assert_nonnull (down->restrictions_warning);
  g_assert_nonnull (strstr (down->restrictions_warning, "500"));
  assert_points_list (fixture);

  dr_test_http_server_clear_faults (fixture->server);
  dr_test_http_server_set_fault (fixture->server, "/v3/restrictions", DR_TEST_HTTP_BODY, 0, "{\"data\": 3}");
  edit_served (fixture, "mwl.json", add_ban_list);
  nonsense = run_sync (fixture, &error);
  g_assert_no_error (error);
  assert_items (nonsense->new_mwls, "fixture-ban-list-2", NULL);
  g_assert_nonnull (nonsense->restrictions_warning);
  g_assert_nonnull (strstr (nonsense->restrictions_warning, "expected a NetrunnerDB restriction"));
  assert_points_list (fixture);
  assert_user_data_intact (fixture);
}

/* Which API v3 a sync asks: NetrunnerDB's with NetrunnerDB's API v2 only,
 * so a mirror (or a test) never reaches out to another address. */
static void
test_restrictions_source (void)
{
  DrSyncOptions options;
  g_autofree char *by_default = NULL;
  g_autofree char *netrunnerdb = NULL;
  g_autofree char *mirror = NULL;
  g_autofree char *named = NULL;
  g_autofree char *none = NULL;

  dr_sync_options_init (&options);
  by_default = dr_sync_restrictions_source (&options);
  options.source_url = g_strdup (DR_SYNC_DEFAULT_SOURCE);
  netrunnerdb = dr_sync_restrictions_source (&options);
  g_free (options.source_url);
  options.source_url = g_strdup ("http://127.0.0.1:9/api/2.0/public/");
  mirror = dr_sync_restrictions_source (&options);
  options.restrictions_url = g_strdup ("http://127.0.0.1:9/v3");
  named = dr_sync_restrictions_source (&options);
  g_free (options.restrictions_url);
  options.restrictions_url = g_strdup ("");
  g_free (options.source_url);
  options.source_url = NULL;
  none = dr_sync_restrictions_source (&options);
  dr_sync_options_clear (&options);

  g_assert_cmpstr (by_default, ==, DR_SYNC_DEFAULT_RESTRICTIONS_SOURCE);
  g_assert_cmpstr (netrunnerdb, ==, DR_SYNC_DEFAULT_RESTRICTIONS_SOURCE);
  g_assert_null (mirror);
  g_assert_cmpstr (named, ==, "http://127.0.0.1:9/v3/");
  g_assert_null (none);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/sync/first-sync", test_first_sync);
  ADD ("/sync/up-to-date", test_up_to_date);
  ADD ("/sync/points-lists", test_points_lists);
  ADD ("/sync/points-lists-kept", test_points_lists_kept);
  g_test_add_func ("/sync/restrictions-source", test_restrictions_source);
  ADD ("/sync/up-to-date-by-date", test_up_to_date_by_date);
  ADD ("/sync/report-changes", test_report_changes);
  ADD ("/sync/progress", test_progress);
  ADD ("/sync/async", test_async);
  ADD ("/sync/full-data", test_full_data);
  ADD ("/sync/fault/status-500", test_fault_status_500);
  ADD ("/sync/fault/status-404", test_fault_status_404);
  ADD ("/sync/fault/connection-refused", test_fault_connection_refused);
  ADD ("/sync/fault/stall", test_fault_stall);
  ADD ("/sync/fault/truncated", test_fault_truncated);
  ADD ("/sync/fault/invalid-json", test_fault_invalid_json);
  ADD ("/sync/fault/wrong-shape", test_fault_wrong_shape);
  ADD ("/sync/fault/wrong-field-type", test_fault_wrong_field_type);
  ADD ("/sync/fault/array-not-envelope", test_fault_array_not_envelope);
  ADD ("/sync/fault/server-failure", test_fault_server_failure);
  ADD ("/sync/fault/total-mismatch", test_fault_total_mismatch);
  ADD ("/sync/fault/size-cap", test_fault_size_cap);
  ADD ("/sync/fault/duplicate-codes", test_fault_duplicate_codes);
  ADD ("/sync/fault/path-code", test_fault_path_code);
  ADD ("/sync/fault/unknown-pack", test_fault_unknown_pack);
  ADD ("/sync/fault/unknown-cycle", test_fault_unknown_cycle);
  ADD ("/sync/fault/ban-list-unknown-card", test_fault_ban_list_unknown_card);
  ADD ("/sync/fault/prebuilt-unknown-card", test_fault_prebuilt_unknown_card);
  ADD ("/sync/fault/no-cards", test_fault_no_cards);
  ADD ("/sync/fault/redirect-elsewhere", test_fault_redirect_elsewhere);
  ADD ("/sync/fault/plain-http-refused", test_fault_plain_http_refused);
  ADD ("/sync/fault/cancel", test_fault_cancel);
  ADD ("/sync/fault/after-sync", test_fault_after_sync);
  ADD ("/sync/fault/newer-database", test_fault_newer_database);
  ADD ("/sync/decklist/fetch", test_decklist_fetch);
  ADD ("/sync/decklist/errors", test_decklist_errors);
  ADD ("/sync/decklist/full-data", test_decklist_full_data);
#undef ADD
  g_test_add_func ("/sync/decklist/ids", test_decklist_ids);
  return g_test_run ();
}
