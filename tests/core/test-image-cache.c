/* test-image-cache.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "dr-card-store.h"
#include "dr-error.h"
#include "dr-image-cache-private.h"
#include "dr-paths.h"
#include "dr-sync.h"
#include "dr-test-helper.h"
#include "dr-test-http-server.h"

/* Card images from our own server on 127.0.0.1 into a real cache folder. */
typedef struct
{
  char             *dir;
  char             *served;      /* images/<code>.jpg, made up here */
  char             *cache_dir;
  char             *template;
  DrTestHttpServer *server;
  DrHttpOptions     options;
} Fixture;

#define IMAGE_SIZE 10000

/* A JPEG signature and filler that tells the codes apart. */
static GBytes *
fake_image (const char *code)
{
  guint8 *data = g_malloc (IMAGE_SIZE);

  memset (data, code[4], IMAGE_SIZE);
  data[0] = 0xff;
  data[1] = 0xd8;
  data[2] = 0xff;
  memcpy (data + 3, code, 5);
  return g_bytes_new_take (data, IMAGE_SIZE);
}

static void
serve_image (Fixture    *fixture,
             const char *code)
{
  g_autofree char *name = g_strconcat (code, ".jpg", NULL);
  g_autofree char *path = g_build_filename (fixture->served, "images", name, NULL);
  g_autoptr(GBytes) image = fake_image (code);

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (image, NULL), IMAGE_SIZE, NULL));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *images = NULL;
  g_autofree char *base = NULL;

  fixture->dir = dr_test_make_tmp_dir ();
  fixture->served = g_build_filename (fixture->dir, "served", NULL);
  fixture->cache_dir = g_build_filename (fixture->dir, "cache", "images", NULL);
  images = g_build_filename (fixture->served, "images", NULL);
  g_mkdir_with_parents (images, 0700);
  for (guint i = 1; i <= 12; i++)
    {
      g_autofree char *code = g_strdup_printf ("010%02u", i);

      serve_image (fixture, code);
    }
  for (guint i = 1; i <= 4; i++)
    {
      g_autofree char *code = g_strdup_printf ("020%02u", i);

      serve_image (fixture, code);
    }
  fixture->server = dr_test_http_server_new (fixture->served);
  base = dr_test_http_server_get_url (fixture->server);
  fixture->template = g_strconcat (base, "images/{code}.jpg", NULL);
  dr_http_options_init (&fixture->options);
  fixture->options.allow_http_loopback = TRUE;
  fixture->options.low_speed_time = 2;
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_test_http_server_free (fixture->server);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->served);
  g_free (fixture->cache_dir);
  g_free (fixture->template);
}

static DrImageCache *
new_cache (Fixture *fixture,
           guint64  limit)
{
  return dr_image_cache_new (fixture->cache_dir, fixture->template, limit, &fixture->options);
}

static guint
count_files (const char *dir)
{
  GDir *listing = g_dir_open (dir, 0, NULL);
  guint count = 0;

  if (listing == NULL)
    return 0;
  while (g_dir_read_name (listing) != NULL)
    count++;
  g_dir_close (listing);
  return count;
}

static void
assert_cached_image (const char *path,
                     const char *code)
{
  g_autoptr(GBytes) expected = fake_image (code);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpmem (contents, length, g_bytes_get_data (expected, NULL), IMAGE_SIZE);
}

static void
test_fetch_on_demand (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(DrImageCache) cache = new_cache (fixture, 100 * 1024 * 1024);
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = g_build_filename (fixture->cache_dir, "01001.jpg", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *looked_up = NULL;
  g_autofree char *absent = NULL;

  absent = dr_image_cache_lookup (cache, "01001");
  g_assert_null (absent);
  first = dr_image_cache_fetch (cache, "01001", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (first, ==, expected);
  assert_cached_image (first, "01001");
  g_assert_cmpuint (dr_image_cache_get_size (cache), ==, IMAGE_SIZE);

  /* The second time it comes from the cache, also for a new cache object. */
  second = dr_image_cache_fetch (cache, "01001", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (second, ==, expected);
  g_clear_pointer (&cache, dr_image_cache_free);
  cache = new_cache (fixture, 100 * 1024 * 1024);
  looked_up = dr_image_cache_lookup (cache, "01001");
  g_assert_cmpstr (looked_up, ==, expected);
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, "/images/01001.jpg"), ==, 1);
  g_assert_cmpuint (count_files (fixture->cache_dir), ==, 1);
}

static void
test_invalid_codes (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(DrImageCache) cache = new_cache (fixture, 100 * 1024 * 1024);
  const char *const bad[] = { "../x", "1234", "123456", "0100a", "01001/../../x", "", "01 01" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *path = dr_image_cache_fetch (cache, bad[i], NULL, &error);

      g_assert_null (path);
      g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
      g_assert_false (dr_image_cache_code_is_valid (bad[i]));
      g_assert_null (dr_image_cache_lookup (cache, bad[i]));
    }
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, NULL), ==, 0);
  g_assert_cmpuint (count_files (fixture->cache_dir), ==, 0);
  g_assert_cmpuint (count_files (fixture->dir), ==, 2);   /* served, cache */
}

static void
test_failures_leave_nothing (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(DrImageCache) cache = new_cache (fixture, 100 * 1024 * 1024);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  /* Not there, not an image, cut short: an error each, and no file. */
  path = dr_image_cache_fetch (cache, "09999", NULL, &error);
  g_assert_null (path);
  g_assert_error (error, DR_ERROR, DR_ERROR_HTTP_STATUS);
  g_clear_error (&error);

  dr_test_http_server_set_fault (fixture->server, "/images/01002.jpg", DR_TEST_HTTP_BODY, 0,
                                 "<html>Rate limited</html>");
  path = dr_image_cache_fetch (cache, "01002", NULL, &error);
  g_assert_null (path);
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_assert_nonnull (strstr (error->message, "not an image"));
  g_clear_error (&error);

  dr_test_http_server_set_fault (fixture->server, "/images/01003.jpg", DR_TEST_HTTP_TRUNCATE, 0, NULL);
  path = dr_image_cache_fetch (cache, "01003", NULL, &error);
  g_assert_null (path);
  g_assert_error (error, DR_ERROR, DR_ERROR_NETWORK);
  g_clear_error (&error);

  g_assert_cmpuint (count_files (fixture->cache_dir), ==, 0);
  g_assert_cmpuint (dr_image_cache_get_size (cache), ==, 0);
}

static void
test_template_refused (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(DrImageCache) cache = dr_image_cache_new (fixture->cache_dir, "http://images.example.com/{code}.jpg",
                                                      100 * 1024 * 1024, &fixture->options);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = dr_image_cache_fetch (cache, "01001", NULL, &error);

  g_assert_null (path);
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "images.example.com"));
}

static void
wait_a_little (void)
{
  /* Modification times must differ for the order to show. */
  g_usleep (20 * G_TIME_SPAN_MILLISECOND);
}

static void
test_least_recently_used (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(DrImageCache) cache = new_cache (fixture, 3 * IMAGE_SIZE + 100);
  g_autoptr(GError) error = NULL;
  const char *const codes[] = { "01001", "01002", "01003" };

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      g_autofree char *path = dr_image_cache_fetch (cache, codes[i], NULL, &error);

      g_assert_no_error (error);
      wait_a_little ();
    }
  /* Looking at 01001 makes 01002 the least recently used. */
  g_free (dr_image_cache_lookup (cache, "01001"));
  wait_a_little ();
  g_free (dr_image_cache_fetch (cache, "01004", NULL, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (dr_image_cache_get_size (cache), ==, 3 * IMAGE_SIZE);
  g_assert_cmpuint (count_files (fixture->cache_dir), ==, 3);
  {
    g_autofree char *gone = dr_image_cache_lookup (cache, "01002");
    g_autofree char *kept = dr_image_cache_lookup (cache, "01001");

    g_assert_null (gone);
    g_assert_nonnull (kept);
  }

  /* The order survives a new cache object: it is read from the files. */
  g_clear_pointer (&cache, dr_image_cache_free);
  cache = new_cache (fixture, 100 * 1024 * 1024);
  wait_a_little ();
  g_free (dr_image_cache_lookup (cache, "01003"));
  dr_image_cache_set_limit (cache, IMAGE_SIZE);
  g_assert_cmpuint (count_files (fixture->cache_dir), ==, 1);
  {
    g_autofree char *kept = dr_image_cache_lookup (cache, "01003");

    g_assert_nonnull (kept);
  }
}

typedef struct
{
  DrImageCache *cache;
  const char  **codes;
  GCancellable *cancellable;
  guint         n_failed;
  guint         n_progress;
  gboolean      ok;
  GError       *error;
} PrefetchJob;

static void
count_progress (const DrImageProgress *progress,
                gpointer               user_data)
{
  PrefetchJob *job = user_data;

  job->n_progress++;
  g_assert_cmpuint (progress->n_done, ==, job->n_progress);
  g_assert_cmpuint (progress->n_total, ==, 16);
}

static gpointer
prefetch_in_thread (gpointer data)
{
  PrefetchJob *job = data;

  job->ok = dr_image_cache_fetch_many (job->cache, job->codes, count_progress, job, &job->n_failed,
                                       job->cancellable, &job->error);
  return NULL;
}

static const char *all_codes[] = {
  "01001", "01002", "01003", "01004", "01005", "01006", "01007", "01008",
  "01009", "01010", "01011", "01012", "02001", "02002", "02003", "02004", NULL
};

/* With every reply held back, exactly four requests reach the server. */
static void
test_four_at_once (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(DrImageCache) cache = new_cache (fixture, 100 * 1024 * 1024);
  PrefetchJob job = { cache, all_codes, NULL, 0, 0, FALSE, NULL };
  GThread *thread;

  dr_test_http_server_set_gate (fixture->server, TRUE);
  thread = g_thread_new ("prefetch", prefetch_in_thread, &job);
  dr_test_http_server_assert_at_most (fixture->server, 4);
  g_thread_join (thread);

  g_assert_no_error (job.error);
  g_assert_true (job.ok);
  g_assert_cmpuint (job.n_failed, ==, 0);
  g_assert_cmpuint (job.n_progress, ==, 16);
  g_assert_cmpuint (count_files (fixture->cache_dir), ==, 16);
  g_assert_cmpuint (dr_image_cache_get_size (cache), ==, 16 * IMAGE_SIZE);
}

static void
test_cancel_prefetch (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(DrImageCache) cache = new_cache (fixture, 100 * 1024 * 1024);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  PrefetchJob job = { cache, all_codes, cancellable, 0, 0, FALSE, NULL };
  GThread *thread;
  gint64 start;

  dr_test_http_server_set_gate (fixture->server, TRUE);
  thread = g_thread_new ("prefetch", prefetch_in_thread, &job);
  g_assert_cmpuint (dr_test_http_server_wait_at_gate (fixture->server, 4, 5000), ==, 4);
  start = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  g_thread_join (thread);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_TIME_SPAN_SECOND);

  g_assert_false (job.ok);
  g_assert_error (job.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&job.error);
  /* Nothing half-written is left behind. */
  g_assert_cmpuint (count_files (fixture->cache_dir), ==, 0);
  dr_test_http_server_set_gate (fixture->server, FALSE);
}

static void
test_prefetch_pack (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *fixtures = g_test_build_filename (G_TEST_DIST, "fixtures", "sync", NULL);
  g_autofree char *card_db = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  g_autoptr(DrTestHttpServer) api = dr_test_http_server_new (fixtures);
  g_autoptr(DrSyncReport) report = NULL;
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(DrImageCache) cache = NULL;
  g_autoptr(GError) error = NULL;
  DrSyncOptions options;
  guint n_failed = 0;

  dr_sync_options_init (&options);
  options.source_url = dr_test_http_server_get_url (api);
  options.http.allow_http_loopback = TRUE;
  report = dr_sync_run (card_db, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  dr_sync_options_clear (&options);
  store = dr_card_store_open (card_db, &error);
  g_assert_no_error (error);

  /* The template stored at sync decides where images come from (not
   * fetched: it names a host other than 127.0.0.1). */
  cache = dr_image_cache_new_for_store (store, fixture->cache_dir, 100 * 1024 * 1024, &fixture->options);
  g_assert_cmpstr (dr_image_cache_get_url_template (cache), ==,
                   "https://card-images.example.invalid/large/{code}.jpg");
  g_clear_pointer (&cache, dr_image_cache_free);

  cache = new_cache (fixture, 100 * 1024 * 1024);
  g_assert_true (dr_image_cache_prefetch (cache, store, "a2", NULL, NULL, &n_failed, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_failed, ==, 0);
  g_assert_cmpuint (count_files (fixture->cache_dir), ==, 4);
  {
    g_autofree char *path = dr_image_cache_lookup (cache, "01011");

    assert_cached_image (path, "01011");
  }

  g_assert_false (dr_image_cache_prefetch (cache, store, "zz", NULL, NULL, &n_failed, NULL, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);

  dr_test_http_server_clear_log (fixture->server);
  g_assert_true (dr_image_cache_prefetch (cache, store, NULL, NULL, NULL, &n_failed, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_files (fixture->cache_dir), ==, 16);
  /* Only the twelve not cached yet were asked for. */
  g_assert_cmpuint (dr_test_http_server_count (fixture->server, NULL), ==, 12);
}

static void
test_default_dir (void)
{
  g_autofree char *expected = g_build_filename (g_getenv ("DECKRUNNER_CACHE_DIR"), "images", NULL);
  g_autoptr(DrImageCache) cache = dr_image_cache_new (NULL, NULL, 1, NULL);
  g_autofree char *override = NULL;

  g_assert_cmpstr (dr_image_cache_get_dir (cache), ==, expected);
  g_assert_cmpstr (dr_image_cache_get_url_template (cache), ==, DR_IMAGE_DEFAULT_URL_TEMPLATE);
  dr_paths_set_cache_dir ("/tmp/deckrunner-override");
  override = dr_paths_image_cache_dir ();
  g_assert_cmpstr (override, ==, "/tmp/deckrunner-override/images");
  dr_paths_set_cache_dir (NULL);
}

/* What a watch heard: "code path" lines, and whether each came in the
 * main thread, with the file in place. */
typedef struct
{
  GThread   *thread;      /* the watch's */
  GPtrArray *news;
  gboolean   elsewhere;   /* some came in another thread */
  guint      destroyed;
} Heard;

static void
hear (const char *code,
      const char *path,
      gpointer    data)
{
  Heard *heard = data;

  if (g_thread_self () != heard->thread)
    heard->elsewhere = TRUE;
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_ptr_array_add (heard->news, g_strdup_printf ("%s %s", code, path));
}

static void
heard_destroyed (gpointer data)
{
  ((Heard *) data)->destroyed++;
}

static void
iterate_for_ms (int milliseconds)
{
  gint64 deadline = g_get_monotonic_time () + milliseconds * 1000;

  while (g_get_monotonic_time () < deadline)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

static void
wait_for_news (Heard *heard,
               guint  count)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (heard->news->len < count && g_get_monotonic_time () < deadline)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_cmpuint (heard->news->len, ==, count);
}

typedef struct
{
  Fixture           *fixture;
  const char *const *codes;
  guint              n_failed;
} WorkerFetch;

static gpointer
fetch_in_worker (gpointer data)
{
  WorkerFetch *job = data;
  g_autoptr(DrImageCache) cache = new_cache (job->fixture, 100 * 1024 * 1024);
  g_autoptr(GError) error = NULL;

  g_assert_true (dr_image_cache_fetch_many (cache, job->codes, NULL, NULL, &job->n_failed, NULL, &error));
  g_assert_no_error (error);
  return NULL;
}

static gboolean
heard_line (Heard      *heard,
            Fixture    *fixture,
            const char *code)
{
  g_autofree char *name = g_strconcat (code, ".jpg", NULL);
  g_autofree char *path = g_build_filename (fixture->cache_dir, name, NULL);
  g_autofree char *line = g_strdup_printf ("%s %s", code, path);

  for (guint i = 0; i < heard->news->len; i++)
    if (g_strcmp0 (g_ptr_array_index (heard->news, i), line) == 0)
      return TRUE;
  return FALSE;
}

/* Each image downloaded, in whichever thread, is announced in the main
 * context the watch was added from, later, never in the middle of the
 * download; an image found cached or that failed is not. After unwatch,
 * nothing more, not even news already on its way. */
static void
test_announced (Fixture       *fixture,
                gconstpointer  data)
{
  static const char *const batch[] = { "01001", "01002", "01003", "01099", NULL };
  static const char *const later[] = { "01004", NULL };
  Heard heard = { g_thread_self (), g_ptr_array_new_with_free_func (g_free), FALSE, 0 };
  Heard unheard = { g_thread_self (), g_ptr_array_new_with_free_func (g_free), FALSE, 0 };
  guint watch = dr_image_cache_watch (hear, &heard, NULL);
  guint other = dr_image_cache_watch (hear, &unheard, heard_destroyed);
  g_autoptr(DrImageCache) cache = new_cache (fixture, 100 * 1024 * 1024);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = dr_image_cache_fetch (cache, "01003", NULL, &error);
  WorkerFetch job = { fixture, batch, 0 };
  GThread *thread;

  /* in this very thread: not during the download */
  g_assert_no_error (error);
  g_assert_cmpuint (heard.news->len, ==, 0);
  wait_for_news (&heard, 1);
  g_assert_true (heard_line (&heard, fixture, "01003"));
  wait_for_news (&unheard, 1);

  /* in a worker thread with its own cache object */
  thread = g_thread_new ("image-fetch", fetch_in_worker, &job);
  g_thread_join (thread);
  g_assert_cmpuint (job.n_failed, ==, 1);
  wait_for_news (&heard, 3);
  g_assert_true (heard_line (&heard, fixture, "01001"));
  g_assert_true (heard_line (&heard, fixture, "01002"));
  /* nothing more comes: 01003 was cached, 01099 is not served */
  iterate_for_ms (200);
  g_assert_cmpuint (heard.news->len, ==, 3);
  g_assert_false (heard.elsewhere);

  /* news on its way when the watch goes is dropped */
  job.codes = later;
  thread = g_thread_new ("image-fetch", fetch_in_worker, &job);
  g_thread_join (thread);
  g_assert_cmpuint (unheard.news->len, ==, 3);
  dr_image_cache_unwatch (other);
  g_assert_cmpuint (unheard.destroyed, ==, 1);
  wait_for_news (&heard, 4);
  g_assert_true (heard_line (&heard, fixture, "01004"));
  g_assert_cmpuint (unheard.news->len, ==, 3);
  g_assert_false (unheard.elsewhere);

  dr_image_cache_unwatch (watch);
  g_ptr_array_unref (heard.news);
  g_ptr_array_unref (unheard.news);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/image-cache/fetch-on-demand", test_fetch_on_demand);
  ADD ("/image-cache/invalid-codes", test_invalid_codes);
  ADD ("/image-cache/failures-leave-nothing", test_failures_leave_nothing);
  ADD ("/image-cache/template-refused", test_template_refused);
  ADD ("/image-cache/least-recently-used", test_least_recently_used);
  ADD ("/image-cache/four-at-once", test_four_at_once);
  ADD ("/image-cache/cancel-prefetch", test_cancel_prefetch);
  ADD ("/image-cache/prefetch-pack", test_prefetch_pack);
  ADD ("/image-cache/announced", test_announced);
#undef ADD
  g_test_add_func ("/image-cache/default-dir", test_default_dir);
  return g_test_run ();
}
