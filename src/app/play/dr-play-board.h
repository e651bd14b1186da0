/* dr-play-board.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_BOARD (dr_play_board_get_type ())

/* The table as one seat sees it: that seat's side near (at the bottom),
 * the other side across; in NAPD the other Runners' rigs across, under the
 * Corp's servers (or stacked across from the Corp). A spectator sees the
 * Corp across and every Runner near. */
G_DECLARE_FINAL_TYPE (DrPlayBoard, dr_play_board, DR, PLAY_BOARD, GtkWidget)

void       dr_play_board_set_scene (DrPlayBoard *self,
                                    DrPlayScene *scene);

G_END_DECLS
