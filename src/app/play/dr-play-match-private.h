/* dr-play-match-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-match.h"

G_BEGIN_DECLS

/* For DrPlayMatch's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-play-match.h. */

/* Whose eyes the table is drawn for: a seat, or -1 (everything, at the
 * end of a hot-seat game, or a game of computers). */
int            dr_play_match_get_viewer   (DrPlayMatch *self);

/* Whether the pass-the-device screen is up (hot-seat). */
gboolean       dr_play_match_is_passing   (DrPlayMatch *self);
gboolean       dr_play_match_save         (DrPlayMatch  *self,
                                           const char   *path,
                                           GError      **error);

/* The result's words once the game is over, else NULL. */
const char    *dr_play_match_get_result   (DrPlayMatch *self);
GListModel    *dr_play_match_get_log      (DrPlayMatch *self);

G_END_DECLS
