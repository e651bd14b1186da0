/* dr-play-server-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-server.h"

G_BEGIN_DECLS

/* For DrPlayServer's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-play-server.h. */

GMenuModel *dr_play_server_get_menu (DrPlayServer *self);

G_END_DECLS
