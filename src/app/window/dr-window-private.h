/* dr-window-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-burncycle-view.h"
#include "dr-cards-view.h"
#include "dr-collection-view.h"
#include "dr-decks-view.h"
#include "dr-play-view.h"
#include "dr-sync-bar.h"
#include "dr-window.h"

G_BEGIN_DECLS

/* For DrWindow's own files and the tests only: what the tests call that is not
 * a template child (those they reach by name). The rest of the app uses
 * dr-window.h. */

DrContext   *dr_window_get_context      (DrWindow       *self);
DrCollectionView *dr_window_get_collection_view (DrWindow *self);
DrSyncBar   *dr_window_get_sync_bar     (DrWindow       *self);
DrCollection *dr_window_get_collection  (DrWindow       *self);
DrDecksView *dr_window_get_decks_view   (DrWindow       *self);
DrBurncycleView *dr_window_get_burncycle_view (DrWindow *self);
DrPlayView  *dr_window_get_play_view    (DrWindow       *self);
void         dr_window_show_view        (DrWindow       *self,
                                         const char     *name);
const char  *dr_window_get_visible_view (DrWindow       *self);

G_END_DECLS
