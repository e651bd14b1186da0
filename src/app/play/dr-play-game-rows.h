/* dr-play-game-rows.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-play-games.h"

G_BEGIN_DECLS

/* The rows of the Play view's start page for the games of the
 * saved-games folder; each keeps its file's path as "dr-game-path". */

/* A finished game to watch: its decks, identities, date, turns and end.
 * A file that is not a readable record (its `problem` set) gets a row that
 * is greyed out and cannot be activated, saying why. */
GtkWidget *dr_play_game_row_new_replay (const DrPlayGame *game);

G_END_DECLS
