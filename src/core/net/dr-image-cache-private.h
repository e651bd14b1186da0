/* dr-image-cache-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-image-cache.h"

G_BEGIN_DECLS

/* For tests. */
const char   *dr_image_cache_get_dir          (DrImageCache *self);
const char   *dr_image_cache_get_url_template (DrImageCache *self);
void          dr_image_cache_set_limit        (DrImageCache *self,
                                               guint64       limit_bytes);
guint64       dr_image_cache_get_size         (DrImageCache *self);
/* The file of a cached image (and it counts as used now), or NULL. */
char         *dr_image_cache_lookup           (DrImageCache *self,
                                               const char   *code);

/* dr-image-cache-watch.c: tells the watches (dr_image_cache_watch()) that
 * the image of @code is now at @path. Any thread. */
void          dr_image_cache_announce         (const char   *code,
                                               const char   *path);

/* Whether @code may name an image file (no path characters). */
gboolean      dr_image_cache_code_is_valid    (const char   *code);

G_END_DECLS
