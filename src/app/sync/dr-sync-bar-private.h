/* dr-sync-bar-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-sync-bar.h"

G_BEGIN_DECLS

/* For DrSyncBar's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-sync-bar.h. */

double      dr_sync_bar_get_fraction (DrSyncBar *self);
gboolean    dr_sync_bar_get_revealed (DrSyncBar *self);
const char *dr_sync_bar_get_text     (DrSyncBar *self);

G_END_DECLS
