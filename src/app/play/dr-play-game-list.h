/* dr-play-game-list.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "dr-play-games.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_GAME_LIST (dr_play_game_list_get_type ())

/* The games of the saved-games folder, read once for every page that
 * shows them (the Play start page's lists, New Match's deck records): each
 * asks for a refresh when it shows, and the folder is read again, in a
 * worker thread, only when a game was saved into it since (by this process,
 * or by anyone: the folder's time moved).  "changed" when a reading is in. */
G_DECLARE_FINAL_TYPE (DrPlayGameList, dr_play_game_list, DR, PLAY_GAME_LIST, GObject)

DrPlayGameList *dr_play_game_list_new        (void);
void            dr_play_game_list_refresh    (DrPlayGameList *self);
/* DrPlayGame, newest first, the damaged files too (their `problem` set);
 * NULL before the first reading is in. */
GPtrArray      *dr_play_game_list_get_games  (DrPlayGameList *self);
gboolean        dr_play_game_list_is_reading (DrPlayGameList *self);

G_END_DECLS
