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

G_END_DECLS
