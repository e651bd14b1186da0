/* dr-play-desk-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-desk.h"

G_BEGIN_DECLS

/* For DrPlayDesk's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-play-desk.h. */

GtkWidget   *dr_play_desk_new       (void);
DrPlayScene *dr_play_desk_get_scene (DrPlayDesk *self);

G_END_DECLS
