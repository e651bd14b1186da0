/* dr-lockpick-replay.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-lockpick-grid.h"

G_BEGIN_DECLS

#define DR_TYPE_LOCKPICK_REPLAY (dr_lockpick_replay_get_type ())

/* A Lockpick record watched action by action, forward and back, through
 * the eyes of one seat (the server, a hacker) or of a spectator: the grid,
 * the seats, that seat's hand and log as it knew them then.  Masked as in
 * the game: a face-down structure's kind shows only to a seat that has
 * seen it. */
G_DECLARE_FINAL_TYPE (DrLockpickReplay, dr_lockpick_replay, DR, LOCKPICK_REPLAY, GtkWidget)

/* Reads and replays the record at `path` in a worker thread; the finish
 * is FALSE with a message for a file that is not a Lockpick record or
 * whose actions do not replay (what was shown stays), and with
 * G_IO_ERROR_CANCELLED once `cancellable` is cancelled.  `catalog`
 * (nullable) gives the cards their texts. */
void             dr_lockpick_replay_load_async   (DrLockpickReplay    *self,
                                                  const char          *path,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             data);
gboolean         dr_lockpick_replay_load_finish  (DrLockpickReplay *self,
                                                  GAsyncResult     *result,
                                                  DrPlayCatalog    *catalog,
                                                  GError          **error);
/* The card data to draw with from now on (after a sync). */
void             dr_lockpick_replay_set_catalog  (DrLockpickReplay *self,
                                                  DrPlayCatalog    *catalog);
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
DrLockpickGrid  *dr_lockpick_replay_get_grid     (DrLockpickReplay *self);
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
