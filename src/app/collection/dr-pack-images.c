/* dr-pack-images.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-pack-images"

#include "config.h"

#include "dr-pack-images-private.h"
#include "dr-sync-options.h"

/* The images of one pack, downloaded in a worker thread. The card store is
 * read here, in the calling thread: the worker gets plain codes and its own
 * image cache object. */
typedef struct
{
  GStrv                 codes;
  char                 *url_template;
  guint64               limit_bytes;
  GMainContext         *context;
  DrPackImagesProgress  progress;
  gpointer              progress_data;
  GDestroyNotify        progress_destroy;
  guint                 n_failed;
} Job;

typedef struct
{
  GTask *task;
  guint  n_done;
  guint  n_total;
} ProgressUpdate;

static void
job_free (Job *job)
{
  g_strfreev (job->codes);
  g_free (job->url_template);
  g_main_context_unref (job->context);
  if (job->progress_destroy != NULL)
    job->progress_destroy (job->progress_data);
  g_free (job);
}

GStrv
dr_pack_images_codes (DrCardStore *store,
                      const char  *pack_code)
{
  g_autoptr(GError) error = NULL;
  GStrv codes = dr_card_store_list_codes (store, NULL, pack_code, &error);

  if (codes == NULL)
    {
      g_warning ("Cannot list the cards of the pack %s: %s", pack_code, error->message);
      codes = g_new0 (char *, 1);
    }
  return codes;
}

static gboolean
deliver_progress (gpointer data)
{
  ProgressUpdate *update = data;
  Job *job = g_task_get_task_data (update->task);

  job->progress (update->n_done, update->n_total, job->progress_data);
  return G_SOURCE_REMOVE;
}

/* Each update holds the task, and so the job, until it has run. */
static void
progress_update_free (ProgressUpdate *update)
{
  g_object_unref (update->task);
  g_free (update);
}

static void
on_image_progress_cb (const DrImageProgress *progress,
                      gpointer               user_data)
{
  GTask *task = user_data;
  Job *job = g_task_get_task_data (task);
  ProgressUpdate *update = g_new0 (ProgressUpdate, 1);

  update->task = g_object_ref (task);
  update->n_done = progress->n_done;
  update->n_total = progress->n_total;
  g_main_context_invoke_full (job->context, G_PRIORITY_DEFAULT, deliver_progress, update,
                              (GDestroyNotify) progress_update_free);
}

static void
fetch_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Job *job = task_data;
  DrHttpOptions http;
  g_autoptr(DrImageCache) cache = NULL;
  GError *error = NULL;

  dr_http_options_init (&http);
  http.allow_http_loopback = dr_app_url_is_http_loopback (job->url_template);
  cache = dr_image_cache_new (NULL, job->url_template, job->limit_bytes, &http);
  if (!dr_image_cache_fetch_many (cache, (const char *const *) job->codes,
                                  job->progress != NULL ? on_image_progress_cb : NULL, task,
                                  &job->n_failed, cancellable, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
dr_pack_images_fetch_async (DrCardStore          *store,
                            const char           *pack_code,
                            guint64               limit_bytes,
                            DrPackImagesProgress  progress,
                            gpointer              progress_data,
                            GDestroyNotify        progress_destroy,
                            GCancellable         *cancellable,
                            GAsyncReadyCallback   callback,
                            gpointer              user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  Job *job = g_new0 (Job, 1);

  job->codes = dr_pack_images_codes (store, pack_code);
  job->url_template = dr_card_store_get_meta (store, "image_url_template");
  job->limit_bytes = limit_bytes;
  job->context = g_main_context_ref_thread_default ();
  job->progress = progress;
  job->progress_data = progress_data;
  job->progress_destroy = progress_destroy;
  g_task_set_source_tag (task, dr_pack_images_fetch_async);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, fetch_thread);
}

gboolean
dr_pack_images_fetch_finish (GAsyncResult  *result,
                             guint         *n_failed,
                             GError       **error)
{
  Job *job = g_task_get_task_data (G_TASK (result));

  if (n_failed != NULL)
    *n_failed = job->n_failed;
  return g_task_propagate_boolean (G_TASK (result), error);
}
