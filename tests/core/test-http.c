/* test-http.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "dr-error.h"
#include "dr-http.h"
#include "dr-test-helper.h"
#include "dr-test-http-server.h"

/* Real libcurl against our own server on 127.0.0.1. */
typedef struct
{
  char             *dir;
  DrTestHttpServer *server;
  char             *base;
  DrHttpOptions     options;
} Fixture;

static void
write_file (Fixture    *fixture,
            const char *name,
            const char *contents,
            gssize      length)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
}

static char *
url_of (Fixture    *fixture,
        const char *path)
{
  return g_strconcat (fixture->base, path, NULL);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->dir = dr_test_make_tmp_dir ();
  fixture->server = dr_test_http_server_new (fixture->dir);
  fixture->base = dr_test_http_server_get_url (fixture->server);
  dr_http_options_init (&fixture->options);
  fixture->options.allow_http_loopback = TRUE;
  fixture->options.connect_timeout_ms = 2000;
  fixture->options.low_speed_time = 1;
  fixture->options.low_speed_limit = 1;
  write_file (fixture, "hello.json", "{\"data\":[],\"success\":true}", -1);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_test_http_server_free (fixture->server);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->base);
  g_free (fixture->dir);
}

static DrHttpResponse *
get (Fixture        *fixture,
     const char     *path,
     GError        **error)
{
  g_autoptr(DrHttp) http = dr_http_new (&fixture->options);
  g_autoptr(DrHttpRequest) request = dr_http_request_new (NULL);

  request->url = url_of (fixture, path);
  return dr_http_get (http, request, NULL, NULL, NULL, error);
}

static const char *
body_text (DrHttpResponse *response,
           gsize          *length)
{
  return g_bytes_get_data (response->body, length);
}

static void
test_get (Fixture       *fixture,
          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrHttpResponse) response = get (fixture, "hello", &error);
  g_autoptr(GPtrArray) log = NULL;
  DrTestHttpRequestLog *entry;
  gsize length;

  g_assert_no_error (error);
  g_assert_cmpuint (response->status, ==, 200);
  g_assert_cmpmem (body_text (response, &length), length, "{\"data\":[],\"success\":true}", 26);
  g_assert_nonnull (response->last_modified);
  g_assert_true (g_str_has_suffix (response->last_modified, " GMT"));
  g_assert_nonnull (response->etag);
  g_assert_true (g_str_has_prefix (response->url, fixture->base));

  log = dr_test_http_server_get_log (fixture->server);
  g_assert_cmpuint (log->len, ==, 1);
  entry = g_ptr_array_index (log, 0);
  g_assert_cmpstr (entry->path, ==, "/hello");
  g_assert_cmpstr (g_hash_table_lookup (entry->headers, "user-agent"), ==,
                   "Deckrunner/" PACKAGE_VERSION " (+https://github.com/deckrunner)");
  g_assert_nonnull (strstr (g_hash_table_lookup (entry->headers, "accept-encoding"), "gzip"));
  g_assert_null (g_hash_table_lookup (entry->headers, "if-modified-since"));
}

static void
test_conditional (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(DrHttp) http = dr_http_new (&fixture->options);
  g_autoptr(DrHttpRequest) request = dr_http_request_new (NULL);
  g_autoptr(DrHttpResponse) first = NULL;
  g_autoptr(DrHttpResponse) second = NULL;
  g_autoptr(DrHttpResponse) third = NULL;
  g_autoptr(DrHttpResponse) changed = NULL;
  g_autoptr(GError) error = NULL;

  request->url = url_of (fixture, "hello");
  first = dr_http_get (http, request, NULL, NULL, NULL, &error);
  g_assert_no_error (error);

  /* With the ETag kept from the first reply: nothing new. */
  request->if_none_match = g_strdup (first->etag);
  second = dr_http_get (http, request, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (second->status, ==, 304);
  g_assert_cmpuint (g_bytes_get_size (second->body), ==, 0);

  /* With only Last-Modified, as NetrunnerDB sends it. */
  dr_test_http_server_set_etags (fixture->server, FALSE);
  g_clear_pointer (&request->if_none_match, g_free);
  request->if_modified_since = g_strdup (first->last_modified);
  third = dr_http_get (http, request, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (third->status, ==, 304);

  /* New content: the whole body again. */
  dr_test_http_server_set_etags (fixture->server, TRUE);
  write_file (fixture, "hello.json", "{\"data\":[1],\"success\":true}", -1);
  g_clear_pointer (&request->if_modified_since, g_free);
  request->if_none_match = g_strdup (first->etag);
  changed = dr_http_get (http, request, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (changed->status, ==, 200);
  g_assert_cmpuint (g_bytes_get_size (changed->body), ==, 27);
  g_assert_cmpstr (changed->etag, !=, first->etag);
}

static void
test_gzip (Fixture       *fixture,
           gconstpointer  data)
{
  g_autofree char *big = g_strnfill (200000, 'x');
  g_autoptr(DrHttpResponse) response = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  write_file (fixture, "big.json", big, -1);
  dr_test_http_server_set_gzip (fixture->server, TRUE);
  response = get (fixture, "big", &error);
  g_assert_no_error (error);
  g_assert_cmpmem (body_text (response, &length), length, big, 200000);
  /* It travelled compressed. */
  g_assert_cmpuint (dr_test_http_server_body_bytes (fixture->server), <, 10000);
}

static void
test_size_cap (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *big = g_strnfill (2 * 1024 * 1024, ' ');
  g_autoptr(DrHttpResponse) plain = NULL;
  g_autoptr(DrHttpResponse) bomb = NULL;
  g_autoptr(GError) error = NULL;

  write_file (fixture, "big.json", big, -1);
  fixture->options.max_size = 1024 * 1024;
  plain = get (fixture, "big", &error);
  g_assert_null (plain);
  g_assert_error (error, DR_ERROR, DR_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "larger than the limit"));
  g_clear_error (&error);

  /* 2 MiB of spaces gzip to a few KiB: the limit holds on the decoded size. */
  dr_test_http_server_set_gzip (fixture->server, TRUE);
  dr_test_http_server_clear_log (fixture->server);
  bomb = get (fixture, "big", &error);
  g_assert_null (bomb);
  g_assert_error (error, DR_ERROR, DR_ERROR_TOO_LARGE);
  g_assert_cmpuint (dr_test_http_server_body_bytes (fixture->server), <, 64 * 1024);
}

static void
test_status_errors (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrHttpResponse) missing = get (fixture, "nothing-here", &error);

  g_assert_null (missing);
  g_assert_error (error, DR_ERROR, DR_ERROR_HTTP_STATUS);
  g_assert_nonnull (strstr (error->message, "404"));
  g_assert_nonnull (strstr (error->message, "/nothing-here"));
  g_clear_error (&error);

  dr_test_http_server_set_fault (fixture->server, "/hello", DR_TEST_HTTP_STATUS, 500, NULL);
  g_assert_null (get (fixture, "hello", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_HTTP_STATUS);
  g_assert_nonnull (strstr (error->message, "HTTP 500"));
}

static void
test_connection_refused (Fixture       *fixture,
                         gconstpointer  data)
{
  guint16 port = dr_test_http_server_get_port (fixture->server);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrHttp) http = NULL;
  g_autoptr(DrHttpRequest) request = NULL;

  /* The port is free again once our server is gone. */
  dr_test_http_server_free (fixture->server);
  fixture->server = dr_test_http_server_new (fixture->dir);
  http = dr_http_new (&fixture->options);
  request = dr_http_request_new (NULL);
  request->url = g_strdup_printf ("http://127.0.0.1:%u/hello", port);
  g_assert_null (dr_http_get (http, request, NULL, NULL, NULL, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
  g_assert_nonnull (strstr (error->message, "Cannot connect"));
}

static void
test_stall_times_out (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  dr_test_http_server_set_fault (fixture->server, "/hello", DR_TEST_HTTP_STALL, 0, NULL);
  g_assert_null (get (fixture, "hello", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
  g_assert_nonnull (strstr (error->message, "timed out"));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_TIME_SPAN_SECOND);
}

/* A server that drips its reply just fast enough never trips the low
 * speed limit; the deadline ends it. */
static void
test_slow_drip_deadline (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *big = g_strnfill (200000, 'z');
  g_autoptr(GError) error = NULL;
  gint64 start;

  write_file (fixture, "big.json", big, -1);
  /* 1 KiB every 20 ms: 50 KiB/s, far over the low speed limit, 4 s in all. */
  dr_test_http_server_set_fault (fixture->server, "/big", DR_TEST_HTTP_SLOW, 0, NULL);
  fixture->options.low_speed_limit = 10;
  fixture->options.deadline_ms = 400;
  start = g_get_monotonic_time ();
  g_assert_null (get (fixture, "big", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
  if (strstr (error->message, "did not finish within 0.4 s") == NULL)
    g_error ("not the deadline's message: %s", error->message);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 3 * G_TIME_SPAN_SECOND);
}

static void
test_truncated (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *big = g_strnfill (100000, 'y');
  g_autoptr(GError) error = NULL;

  write_file (fixture, "big.json", big, -1);
  dr_test_http_server_set_fault (fixture->server, "/big", DR_TEST_HTTP_TRUNCATE, 0, NULL);
  g_assert_null (get (fixture, "big", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
  g_assert_nonnull (strstr (error->message, "cut short"));
}

static void
test_redirects (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrHttpResponse) moved = NULL;
  g_autofree char *target = url_of (fixture, "hello");
  g_autofree char *elsewhere = g_strdup_printf ("http://deckrunner.invalid:%u/hello",
                                                dr_test_http_server_get_port (fixture->server));

  /* A redirect on this computer is followed. */
  dr_test_http_server_set_fault (fixture->server, "/moved", DR_TEST_HTTP_REDIRECT, 0, target);
  moved = get (fixture, "moved", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (moved->status, ==, 200);
  g_assert_cmpstr (moved->url, ==, target);
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, "/hello"), ==, 1);

  /* Another host over plain http is refused before any connection. */
  dr_test_http_server_set_fault (fixture->server, "/away", DR_TEST_HTTP_REDIRECT, 0, elsewhere);
  g_assert_null (get (fixture, "away", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
  g_assert_nonnull (strstr (error->message, "refused"));
  g_assert_nonnull (strstr (error->message, "deckrunner.invalid"));
  g_clear_error (&error);

  /* Another host is refused over https too, and so is this computer by
   * another name: a redirect stays on the host that was asked. */
  {
    g_autofree char *https_elsewhere = g_strdup ("https://deckrunner.invalid/hello");
    g_autofree char *other_name = g_strdup_printf ("http://localhost:%u/hello",
                                                   dr_test_http_server_get_port (fixture->server));

    dr_test_http_server_set_fault (fixture->server, "/away", DR_TEST_HTTP_REDIRECT, 0, https_elsewhere);
    g_assert_null (get (fixture, "away", &error));
    g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
    g_assert_nonnull (strstr (error->message, "another host, deckrunner.invalid"));
    g_clear_error (&error);
    dr_test_http_server_clear_log (fixture->server);
    dr_test_http_server_set_fault (fixture->server, "/away", DR_TEST_HTTP_REDIRECT, 0, other_name);
    g_assert_null (get (fixture, "away", &error));
    g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
    g_assert_nonnull (strstr (error->message, "another host, localhost"));
    g_clear_error (&error);
    g_assert_cmpuint (dr_test_http_server_count (fixture->server, "/hello"), ==, 0);
  }

  /* A loop ends after the allowed number of hops. */
  {
    g_autofree char *loop = url_of (fixture, "loop");

    dr_test_http_server_clear_log (fixture->server);
    dr_test_http_server_set_fault (fixture->server, "/loop", DR_TEST_HTTP_REDIRECT, 0, loop);
    g_assert_null (get (fixture, "loop", &error));
    g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
    g_assert_nonnull (strstr (error->message, "more than 3"));
    g_assert_cmpuint (dr_test_http_server_count (fixture->server, "/loop"), ==, 4);
  }
}

static void
test_check_url (void)
{
  DrHttpOptions options;
  g_autoptr(DrHttp) strict = NULL;
  g_autoptr(DrHttp) loopback = NULL;
  g_autoptr(GError) error = NULL;

  dr_http_options_init (&options);
  strict = dr_http_new (&options);
  options.allow_http_loopback = TRUE;
  loopback = dr_http_new (&options);

  g_assert_true (dr_http_check_url (strict, "https://netrunnerdb.com/api/2.0/public/cards", NULL, &error));
  g_assert_no_error (error);
  g_assert_false (dr_http_check_url (strict, "http://127.0.0.1:8080/cards", NULL, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (dr_http_check_url (loopback, "http://netrunnerdb.com/cards", NULL, &error));
  g_assert_nonnull (strstr (error->message, "netrunnerdb.com"));
  g_clear_error (&error);
  g_assert_false (dr_http_check_url (loopback, "ftp://127.0.0.1/cards", NULL, &error));
  g_clear_error (&error);
  g_assert_false (dr_http_check_url (loopback, "not a url", NULL, &error));
  g_clear_error (&error);
  g_assert_true (dr_http_check_url (loopback, "http://localhost:1/x", NULL, &error));
  g_assert_true (dr_http_check_url (loopback, "http://[::1]:1/x", NULL, &error));
  g_assert_true (dr_http_check_url (loopback, "http://127.0.0.1:2/x", "http://127.0.0.1:1/y", &error));
  g_assert_no_error (error);
  g_assert_true (dr_http_check_url (strict, "https://NetrunnerDB.com/x", "https://netrunnerdb.com/y", &error));
  g_assert_no_error (error);
  /* A redirect to another host, even this computer by another name. */
  g_assert_false (dr_http_check_url (loopback, "http://127.0.0.1:1/x", "http://localhost:1/y", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
  g_clear_error (&error);
  g_assert_false (dr_http_check_url (strict, "https://images.example.com/x", "https://netrunnerdb.com/y", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
  g_assert_nonnull (strstr (error->message, "another host, images.example.com"));
  g_clear_error (&error);
  /* Never from https down to http, even to this computer. */
  g_assert_false (dr_http_check_url (loopback, "http://127.0.0.1:1/x", "https://netrunnerdb.com/y", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
  g_assert_nonnull (strstr (error->message, "unencrypted"));
}

typedef struct
{
  GCancellable *cancellable;
  guint64       received;
  guint         calls;
} CancelState;

static void
cancel_after_first_bytes (const DrHttpRequest *request,
                          guint64              received,
                          guint64              expected,
                          gpointer             user_data)
{
  CancelState *state = user_data;

  state->calls++;
  state->received = received;
  if (received > 0 && expected > 0)
    g_cancellable_cancel (state->cancellable);
}

static void
test_cancel (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *big = g_strnfill (500000, 'z');
  g_autoptr(DrHttp) http = dr_http_new (&fixture->options);
  g_autoptr(DrHttpRequest) request = dr_http_request_new (NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  CancelState state = { cancellable, 0, 0 };
  gint64 start = g_get_monotonic_time ();

  write_file (fixture, "big.json", big, -1);
  /* 500 KB in 1 KiB pieces every 20 ms would take 10 s. */
  dr_test_http_server_set_fault (fixture->server, "/big", DR_TEST_HTTP_SLOW, 0, NULL);
  request->url = url_of (fixture, "big");
  g_assert_null (dr_http_get (http, request, cancel_after_first_bytes, &state, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (state.calls, >, 0);
  g_assert_cmpuint (state.received, <, 500000);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 3 * G_TIME_SPAN_SECOND);
}

static gboolean
cancel_later (gpointer data)
{
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

static gpointer
cancel_from_thread (gpointer data)
{
  g_usleep (200 * G_TIME_SPAN_MILLISECOND);
  cancel_later (data);
  return NULL;
}

/* A stalled server sends nothing, so no progress callback runs: the cancel
 * must still end the wait promptly. */
static void
test_cancel_while_waiting (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(DrHttp) http = NULL;
  g_autoptr(DrHttpRequest) request = dr_http_request_new (NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  GThread *thread;
  gint64 start = g_get_monotonic_time ();

  fixture->options.low_speed_time = 30;
  http = dr_http_new (&fixture->options);
  dr_test_http_server_set_fault (fixture->server, "/hello", DR_TEST_HTTP_STALL, 0, NULL);
  request->url = url_of (fixture, "hello");
  thread = g_thread_new ("cancel", cancel_from_thread, cancellable);
  g_assert_null (dr_http_get (http, request, NULL, NULL, cancellable, &error));
  g_thread_join (thread);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_TIME_SPAN_SECOND);
}

typedef struct
{
  guint       ok;
  guint       failed;
  GHashTable *active;   /* requests with bytes received and not yet done */
  guint       peak;
} ManyState;

static void
note_active (const DrHttpRequest *request,
             guint64              received,
             guint64              expected,
             gpointer             user_data)
{
  ManyState *state = user_data;

  g_hash_table_add (state->active, (gpointer) request);
  state->peak = MAX (state->peak, g_hash_table_size (state->active));
}

static void
count_done (const DrHttpRequest *request,
            DrHttpResponse      *response,
            const GError        *error,
            gpointer             user_data)
{
  ManyState *state = user_data;

  g_hash_table_remove (state->active, request);

  if (response != NULL)
    {
      g_assert_cmpuint (g_bytes_get_size (response->body), ==, 20000);
      state->ok++;
    }
  else
    state->failed++;
  dr_http_response_free (response);
}

static void
test_get_many (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *body = g_strnfill (20000, 'q');
  g_autoptr(DrHttp) http = dr_http_new (&fixture->options);
  g_autoptr(GPtrArray) requests = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_http_request_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) active = g_hash_table_new (NULL, NULL);
  ManyState state = { 0, 0, active, 0 };

  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("file-%u.json", i);
      g_autofree char *path = g_strdup_printf ("/file-%u", i);
      g_autofree char *url = g_strdup_printf ("%sfile-%u", fixture->base, i);

      write_file (fixture, name, body, -1);
      /* Slow replies overlap, so the cap on parallel transfers shows. */
      dr_test_http_server_set_fault (fixture->server, path, DR_TEST_HTTP_SLOW, 0, NULL);
      g_ptr_array_add (requests, dr_http_request_new (url));
    }
  g_ptr_array_add (requests, dr_http_request_new ("http://deckrunner.invalid/refused"));

  g_assert_true (dr_http_get_many (http, requests, 4, note_active, count_done, &state, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state.ok, ==, 10);
  g_assert_cmpuint (state.failed, ==, 1);
  /* Counted on our side: the server may still be closing a finished one. */
  g_assert_cmpuint (state.peak, ==, 4);
  g_assert_cmpuint (dr_test_http_server_peak_connections (fixture->server), >=, 2);
}

typedef struct
{
  Fixture        *fixture;
  DrHttpResponse *response;
  GError         *error;
} ThreadJob;

static gpointer
get_in_thread (gpointer data)
{
  ThreadJob *job = data;

  job->response = get (job->fixture, "hello", &job->error);
  return NULL;
}

static void
test_worker_threads (Fixture       *fixture,
                     gconstpointer  data)
{
  ThreadJob jobs[4];
  GThread *threads[4];

  for (guint i = 0; i < 4; i++)
    {
      jobs[i] = (ThreadJob) { fixture, NULL, NULL };
      threads[i] = g_thread_new ("get", get_in_thread, &jobs[i]);
    }
  for (guint i = 0; i < 4; i++)
    {
      g_thread_join (threads[i]);
      g_assert_no_error (jobs[i].error);
      g_assert_cmpuint (jobs[i].response->status, ==, 200);
      dr_http_response_free (jobs[i].response);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/http/get", test_get);
  ADD ("/http/conditional", test_conditional);
  ADD ("/http/gzip", test_gzip);
  ADD ("/http/size-cap", test_size_cap);
  ADD ("/http/status-errors", test_status_errors);
  ADD ("/http/connection-refused", test_connection_refused);
  ADD ("/http/stall-times-out", test_stall_times_out);
  ADD ("/http/slow-drip-deadline", test_slow_drip_deadline);
  ADD ("/http/truncated", test_truncated);
  ADD ("/http/redirects", test_redirects);
  ADD ("/http/cancel", test_cancel);
  ADD ("/http/cancel-while-waiting", test_cancel_while_waiting);
  ADD ("/http/get-many", test_get_many);
  ADD ("/http/worker-threads", test_worker_threads);
#undef ADD
  g_test_add_func ("/http/check-url", test_check_url);
  return g_test_run ();
}
