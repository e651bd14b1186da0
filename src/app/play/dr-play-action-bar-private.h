/* dr-play-action-bar-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-action-bar.h"

G_BEGIN_DECLS

/* For DrPlayActionBar's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-play-action-bar.h. */

GMenuModel *dr_play_action_bar_get_run_menu (DrPlayActionBar *self);
GMenuModel *dr_play_action_bar_get_all_menu (DrPlayActionBar *self);

G_END_DECLS
