/* dr-image-cache-watch.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "The image of card CODE is now in the cache": image cache objects live
 * in the worker threads that download (one for each download), while
 * those who show images live in a main context; the news goes from the
 * one to the other here.
 */
#define G_LOG_DOMAIN "dr-image-cache"

#include "config.h"

#include "dr-image-cache-private.h"

typedef struct
{
  guint             id;
  DrImageAddedFunc  func;
  gpointer          user_data;
  GDestroyNotify    destroy;
  GMainContext     *context;
  gboolean          removed;   /* under `lock`: no news is delivered any more */
} Watch;

static GMutex lock;
static GPtrArray *watches;   /* Watch *, a reference each */
static guint last_id;

typedef struct
{
  Watch *watch;   /* a reference */
  char  *code;
  char  *path;
} News;

static void
watch_clear (Watch *watch)
{
  g_main_context_unref (watch->context);
}

static void
watch_unref (Watch *watch)
{
  g_atomic_rc_box_release_full (watch, (GDestroyNotify) watch_clear);
}

static void
news_free (News *news)
{
  watch_unref (news->watch);
  g_free (news->code);
  g_free (news->path);
  g_free (news);
}

/* In the watch's main context. */
static gboolean
deliver (gpointer data)
{
  News *news = data;
  gboolean removed;

  g_mutex_lock (&lock);
  removed = news->watch->removed;
  g_mutex_unlock (&lock);
  if (!removed)
    news->watch->func (news->code, news->path, news->watch->user_data);
  return G_SOURCE_REMOVE;
}

guint
dr_image_cache_watch (DrImageAddedFunc func,
                      gpointer         user_data,
                      GDestroyNotify   destroy)
{
  Watch *watch;
  guint id;

  g_return_val_if_fail (func != NULL, 0);

  watch = g_atomic_rc_box_new0 (Watch);
  watch->func = func;
  watch->user_data = user_data;
  watch->destroy = destroy;
  watch->context = g_main_context_ref_thread_default ();
  g_mutex_lock (&lock);
  if (watches == NULL)
    watches = g_ptr_array_new ();
  id = watch->id = ++last_id;
  g_ptr_array_add (watches, watch);
  g_mutex_unlock (&lock);
  return id;
}

void
dr_image_cache_unwatch (guint id)
{
  Watch *found = NULL;

  g_mutex_lock (&lock);
  for (guint i = 0; watches != NULL && i < watches->len; i++)
    if (((Watch *) g_ptr_array_index (watches, i))->id == id)
      {
        found = g_ptr_array_steal_index (watches, i);
        found->removed = TRUE;
        break;
      }
  g_mutex_unlock (&lock);
  g_return_if_fail (found != NULL);

  if (found->destroy != NULL)
    found->destroy (found->user_data);
  watch_unref (found);
}

/* Any thread. An idle source in each watch's context, never a direct
 * call: the downloader may be in that context's own thread, in the middle
 * of a batch. */
void
dr_image_cache_announce (const char *code,
                         const char *path)
{
  g_autoptr(GPtrArray) all_news = g_ptr_array_new ();

  g_mutex_lock (&lock);
  for (guint i = 0; watches != NULL && i < watches->len; i++)
    {
      News *news = g_new0 (News, 1);

      news->watch = g_atomic_rc_box_acquire (g_ptr_array_index (watches, i));
      news->code = g_strdup (code);
      news->path = g_strdup (path);
      g_ptr_array_add (all_news, news);
    }
  g_mutex_unlock (&lock);

  for (guint i = 0; i < all_news->len; i++)
    {
      News *news = g_ptr_array_index (all_news, i);
      GSource *source = g_idle_source_new ();

      g_source_set_priority (source, G_PRIORITY_DEFAULT);
      g_source_set_static_name (source, "[deckrunner] card image added");
      g_source_set_callback (source, deliver, news, (GDestroyNotify) news_free);
      g_source_attach (source, news->watch->context);
      g_source_unref (source);
    }
}
