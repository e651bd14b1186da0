/* dr-burncycle-view-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-burncycle-table.h"
#include "dr-burncycle-view.h"

G_BEGIN_DECLS

/* For DrBurncycleView's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-burncycle-view.h. */

/* Empty, or why the table could not be read or saved. */
const char               *dr_burncycle_view_get_error         (DrBurncycleView *self);
DrBurncycleTable         *dr_burncycle_view_get_table         (DrBurncycleView *self);
const char               *dr_burncycle_view_get_visible_page  (DrBurncycleView *self);

/* "setup", "turn", "dice", "network" or "reference". */
void                      dr_burncycle_view_show_page         (DrBurncycleView *self,
                                                               const char      *name);

G_END_DECLS
