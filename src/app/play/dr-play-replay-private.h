/* dr-play-replay-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-replay.h"

G_BEGIN_DECLS

/* For DrPlayReplay's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-play-replay.h. */

/* The file of the record shown, NULL before the first load. */
const char *dr_play_replay_get_path     (DrPlayReplay  *self);

/* The name Export suggests: dr_play_game_file_name()'s. */
char       *dr_play_replay_get_export_name (DrPlayReplay *self);
guint       dr_play_replay_get_n_actions (DrPlayReplay *self);

/* Actions applied so far, 0 … dr_play_replay_get_n_actions(). */
void        dr_play_replay_set_position (DrPlayReplay *self,
                                         guint         position);
guint       dr_play_replay_get_position (DrPlayReplay *self);

/* A seat, or -1 for a spectator. */
void        dr_play_replay_set_viewer   (DrPlayReplay *self,
                                         int           viewer);
const DrNrState *dr_play_replay_get_state (DrPlayReplay *self);

/* Writes the record being watched to @path (replaced in one step), with
 * its final position's hash, as `deckrunner-cli replay --verify` reads it. */
gboolean    dr_play_replay_export       (DrPlayReplay  *self,
                                         const char    *path,
                                         GError       **error);

G_END_DECLS
