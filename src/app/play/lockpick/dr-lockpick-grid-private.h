/* dr-lockpick-grid-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-lockpick-grid.h"

G_BEGIN_DECLS

/* For DrLockpickGrid's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-lockpick-grid.h. */

/* The DrLockpickCard of `cell` (tests), or NULL when the cell is not shown. */
GtkWidget *dr_lockpick_grid_get_cell  (DrLockpickGrid  *self,
                                       int              cell);

G_END_DECLS
