/* dr-play-text-bin.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define DR_TYPE_PLAY_TEXT_BIN (dr_play_text_bin_get_type ())

/* A bin for wrapping text whose width never depends on its height.
 *
 * A horizontal GtkBox asks each child's width for the box's height when it
 * allocates, and a wrapping GtkLabel answers that by laying its text out
 * again at every width of a binary search: on the Play table that was most
 * of an update (bench-play).  Inside this bin the label is only ever asked
 * its width for any height, then its height for a width, which GTK caches. */
G_DECLARE_FINAL_TYPE (DrPlayTextBin, dr_play_text_bin, DR, PLAY_TEXT_BIN, AdwBin)

GtkWidget *dr_play_text_bin_new (GtkWidget *child);

G_END_DECLS
