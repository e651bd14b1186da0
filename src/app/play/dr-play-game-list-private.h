/* dr-play-game-list-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-game-list.h"

G_BEGIN_DECLS

/* For DrPlayGameList's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-play-game-list.h. */

/* How many times the folder was read (tests count them). */
guint           dr_play_game_list_get_n_reads (DrPlayGameList *self);

G_END_DECLS
