/* dr-image-cache.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "dr-card-store.h"
#include "dr-http.h"

G_BEGIN_DECLS

#define DR_IMAGE_DEFAULT_URL_TEMPLATE "https://card-images.netrunnerdb.com/v2/large/{code}.jpg"
#define DR_IMAGE_CACHE_MAX_PARALLEL 4

typedef struct
{
  guint         n_done;     /* finished: downloaded, already there, or failed */
  guint         n_total;
  guint         n_failed;
  guint64       bytes;      /* downloaded so far */
  const char   *code;       /* the image that just finished, or NULL */
  const GError *error;      /* why it failed, or NULL */
} DrImageProgress;

typedef void (*DrImageProgressFunc) (const DrImageProgress *progress,
                                     gpointer               user_data);

typedef struct _DrImageCache DrImageCache;

/* Card images in @dir (NULL: dr_paths_image_cache_dir()), one file
 * <code>.jpg each, downloaded from @url_template ("{code}" is replaced; NULL
 * means NetrunnerDB's), at most @limit_bytes in all: the images used least
 * recently go first. One thread at a time uses a cache object. */
DrImageCache *dr_image_cache_new         (const char           *dir,
                                          const char           *url_template,
                                          guint64               limit_bytes,
                                          const DrHttpOptions  *http_options);
/* The same with the template the last sync stored in @store. */
DrImageCache *dr_image_cache_new_for_store (DrCardStore        *store,
                                          const char           *dir,
                                          guint64               limit_bytes,
                                          const DrHttpOptions  *http_options);
void          dr_image_cache_free        (DrImageCache         *self);

/* The file of an image, downloaded first when it is not cached. */
char         *dr_image_cache_fetch       (DrImageCache         *self,
                                          const char           *code,
                                          GCancellable         *cancellable,
                                          GError              **error);
/* Downloads the images of @codes that are not cached, DR_IMAGE_CACHE_MAX_PARALLEL
 * at a time. A failed image is reported through @progress and counted in
 * @n_failed; FALSE only when cancelled or the folder cannot be made. */
gboolean      dr_image_cache_fetch_many  (DrImageCache         *self,
                                          const char *const    *codes,
                                          DrImageProgressFunc   progress,
                                          gpointer              user_data,
                                          guint                *n_failed,
                                          GCancellable         *cancellable,
                                          GError              **error);
/* The images of one pack (its code), or of every card when @pack is NULL. */
gboolean      dr_image_cache_prefetch    (DrImageCache         *self,
                                          DrCardStore          *store,
                                          const char           *pack,
                                          DrImageProgressFunc   progress,
                                          gpointer              user_data,
                                          guint                *n_failed,
                                          GCancellable         *cancellable,
                                          GError              **error);

/* News that an image arrived: the image of card @code was downloaded to
 * @path (the cache's folder and <code>.jpg). */
typedef void (*DrImageAddedFunc) (const char *code,
                                  const char *path,
                                  gpointer    user_data);

/* From now on @func hears of every image that any cache object of this
 * process (in any thread) downloads, not of those it finds cached; it runs
 * in the main context that is the calling thread's default now, soon after
 * the image is in place. Returns an id for dr_image_cache_unwatch(). */
guint         dr_image_cache_watch       (DrImageAddedFunc      func,
                                          gpointer              user_data,
                                          GDestroyNotify        destroy);
/* From the watch's thread: no news is delivered any more, even one already
 * on its way; @destroy is called on its user data. */
void          dr_image_cache_unwatch     (guint                 id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrImageCache, dr_image_cache_free)

G_END_DECLS
