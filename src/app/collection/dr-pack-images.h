/* dr-pack-images.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "dr-card-store.h"
#include "dr-image-cache.h"

G_BEGIN_DECLS

/* Called in the caller's main context. */
typedef void (*DrPackImagesProgress) (guint    n_done,
                                      guint    n_total,
                                      gpointer user_data);

void     dr_pack_images_fetch_async  (DrCardStore          *store,
                                      const char           *pack_code,
                                      guint64               limit_bytes,
                                      DrPackImagesProgress  progress,
                                      gpointer              progress_data,
                                      GDestroyNotify        progress_destroy,
                                      GCancellable         *cancellable,
                                      GAsyncReadyCallback   callback,
                                      gpointer              user_data);
gboolean dr_pack_images_fetch_finish (GAsyncResult         *result,
                                      guint                *n_failed,
                                      GError              **error);

G_END_DECLS
