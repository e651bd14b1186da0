/* dr-play-replay.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-catalog.h"
#include "dr-play-desk.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_REPLAY (dr_play_replay_get_type ())

/* A game record played back: step forward and back through its actions
 * (buttons, the slider, Left, Right, Home, End), seen through one seat's
 * eyes or a spectator's, with what happened last as that reader may know
 * it. Nothing is chosen here: the desk only shows. */
G_DECLARE_FINAL_TYPE (DrPlayReplay, dr_play_replay, DR, PLAY_REPLAY, GtkWidget)

/* The card data to draw with from now on (after a sync: the catalog
 * borrows its card store, which the sync replaces). */
void        dr_play_replay_set_catalog  (DrPlayReplay  *self,
                                         DrPlayCatalog *catalog);
/* Reads and replays the record at @path in a worker thread (a long game
 * takes seconds); what shows stays until the finish, which puts the record
 * at its start, seen by a spectator, drawn with @catalog.  FALSE with a
 * message for a file that is not a record or whose actions do not replay,
 * and with G_IO_ERROR_CANCELLED once @cancellable is cancelled. */
void        dr_play_replay_load_async   (DrPlayReplay        *self,
                                         const char          *path,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             data);
gboolean    dr_play_replay_load_finish  (DrPlayReplay  *self,
                                         GAsyncResult  *result,
                                         DrPlayCatalog *catalog,
                                         GError       **error);

G_END_DECLS
