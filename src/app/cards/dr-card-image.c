/* dr-card-image.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-image"

#include "config.h"

#include "dr-card-image.h"
#include "dr-paths.h"

/* Where the image cache (dr-image-cache.c) keeps a downloaded image of the
 * card @code: images/<code>.jpg in the cache folder. The window only reads it. */
char *
dr_card_image_path (const char *code)
{
  g_autofree char *name = g_strconcat (code, ".jpg", NULL);
  g_autofree char *images = dr_paths_image_cache_dir ();

  return g_build_filename (images, name, NULL);
}
