/* dr-lockpick-replay-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-lockpick-replay.h"

G_BEGIN_DECLS

/* For DrLockpickReplay's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-lockpick-replay.h. */

/* 0 the start, up to the number of actions (the end). */
void             dr_lockpick_replay_set_position (DrLockpickReplay *self,
                                                  guint             position);
guint            dr_lockpick_replay_get_position (DrLockpickReplay *self);
guint            dr_lockpick_replay_get_n_actions (DrLockpickReplay *self);

/* A seat, or -1 the spectator (the first shown). */
void             dr_lockpick_replay_set_viewer   (DrLockpickReplay *self,
                                                  int               viewer);
int              dr_lockpick_replay_get_viewer   (DrLockpickReplay *self);

/* The whole position (tests compare what shows with it), NULL before a load. */
const DrLpState *dr_lockpick_replay_get_state    (DrLockpickReplay *self);

/* The file of the record shown, NULL before the first load. */
const char      *dr_lockpick_replay_get_path     (DrLockpickReplay *self);

/* The name Export suggests: dr_play_game_file_name()'s, NULL before a load. */
char            *dr_lockpick_replay_get_export_name (DrLockpickReplay *self);

/* Writes the record being watched to `path` (replaced in one step), with
 * its final position's hash, as `deckrunner-cli replay --verify` reads it. */
gboolean         dr_lockpick_replay_export       (DrLockpickReplay  *self,
                                                  const char        *path,
                                                  GError           **error);

G_END_DECLS
