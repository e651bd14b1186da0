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
/* An unfinished game to resume: its decks, date, turn (Lockpick: round)
 * and who the user plays. */
GtkWidget *dr_play_game_row_new_resume (const DrPlayGame *game);
/* A deck's wins and losses against the computer in `games`, by side; the
 * row keeps the deck's name as "dr-deck-name". */
GtkWidget *dr_play_game_row_new_history (GPtrArray  *games,
                                         const char *deck_name);

G_END_DECLS
