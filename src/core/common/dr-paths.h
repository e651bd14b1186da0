/* dr-paths.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define DR_DATA_DIR_ENV "DECKRUNNER_DATA_DIR"
#define DR_CACHE_DIR_ENV "DECKRUNNER_CACHE_DIR"

void         dr_paths_set_data_dir    (const char *data_dir);
const char  *dr_paths_get_data_dir    (void);
char        *dr_paths_card_db         (void);
char        *dr_paths_user_db         (void);
gboolean     dr_paths_ensure_data_dir (GError    **error);
void         dr_paths_set_cache_dir   (const char *cache_dir);
const char  *dr_paths_get_cache_dir   (void);
char        *dr_paths_image_cache_dir (void);

G_END_DECLS
