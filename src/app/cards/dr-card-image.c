/* dr-card-image.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-image"

#include "config.h"

#include "dr-card-image.h"
#include "dr-paths.h"

/* Where a downloaded image of the card @code is kept: images/<code>.jpg in
 * the data folder, so DECKRUNNER_DATA_DIR and --data-dir move it with the
 * rest. The window only reads it; the image cache fills it. */
char *
dr_card_image_path (const char *code)
{
  g_autofree char *name = g_strconcat (code, ".jpg", NULL);

  return g_build_filename (dr_paths_get_data_dir (), "images", name, NULL);
}
