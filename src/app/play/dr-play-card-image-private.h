/* dr-play-card-image-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-card-image.h"

G_BEGIN_DECLS

/* For dr-play-card-image.c and the tests only; the rest of the app uses
 * dr-play-card-image.h. */

void             dr_play_card_image_get_stats   (DrPlayCardImageStats *stats);

/* Zeroes the counters (decodes, decoded, decode_cpu_us, evicted; max_bytes
 * to the bytes held now). */
void             dr_play_card_image_reset_stats (void);

/* Sets the budget (0: the default) and drops what no longer fits. */
void             dr_play_card_image_set_budget  (gsize       bytes);

/* Whether @code's image is decoded and held now. */
gboolean         dr_play_card_image_in_memory   (const char *code);

/* Whether a widget ever asked for @code's image from the current image
 * cache folder: a card its viewer may not see never is. */
gboolean         dr_play_card_image_requested   (const char *code);

G_END_DECLS
