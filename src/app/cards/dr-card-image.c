/* dr-card-image.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-image"

#include "config.h"

#include "dr-card-image.h"
#include "dr-image-cache.h"
#include "dr-paths.h"
#include "dr-sync-options.h"

/* Where the image cache (dr-image-cache.c) keeps a downloaded image of the
 * card @code: images/<code>.jpg in the cache folder. */
char *
dr_card_image_path (const char *code)
{
  g_autofree char *name = g_strconcat (code, ".jpg", NULL);
  g_autofree char *images = dr_paths_image_cache_dir ();

  return g_build_filename (images, name, NULL);
}

typedef struct
{
  char    *code;
  char    *url_template;
  guint64  limit_bytes;
} FetchJob;

static void
fetch_job_free (FetchJob *job)
{
  g_free (job->code);
  g_free (job->url_template);
  g_free (job);
}

static void
fetch_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  FetchJob *job = task_data;
  DrHttpOptions http;
  g_autoptr(DrImageCache) cache = NULL;
  GError *error = NULL;
  char *path;

  dr_http_options_init (&http);
  http.allow_http_loopback = dr_app_url_is_http_loopback (job->url_template);
  cache = dr_image_cache_new (NULL, job->url_template, job->limit_bytes, &http);
  path = dr_image_cache_fetch (cache, job->code, cancellable, &error);
  if (path == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, path, g_free);
}

/* Downloads the image of @code into the cache (at most @limit_bytes) in a
 * worker thread; the store is read here, in the calling thread. */
void
dr_card_image_fetch_async (DrCardStore         *store,
                           guint64              limit_bytes,
                           const char          *code,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  FetchJob *job = g_new0 (FetchJob, 1);

  job->code = g_strdup (code);
  job->url_template = dr_card_store_get_meta (store, "image_url_template");
  job->limit_bytes = limit_bytes;
  g_task_set_source_tag (task, dr_card_image_fetch_async);
  g_task_set_task_data (task, job, (GDestroyNotify) fetch_job_free);
  g_task_run_in_thread (task, fetch_thread);
}

char *
dr_card_image_fetch_finish (GAsyncResult  *result,
                            GError       **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}
