/* dr-lockpick-grid.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-lockpick.h"
#include "dr-play-catalog.h"

G_BEGIN_DECLS

#define DR_TYPE_LOCKPICK_GRID (dr_lockpick_grid_get_type ())

/* Lockpick's table of structure cards as one seat sees it: face down,
 * revealed, destroyed (a Secured Structure waiting for the server's turn),
 * turned sideways by a Corrupted Disk, the Trojan Horse on a cell.  The
 * cells the seat may choose now (where a structure card goes during the
 * layout, what a hacker's card destroys…) are choices: clicking one (or
 * Enter on it) emits "choose" with the position of that action in the
 * session's list.  Each cell is a DrLockpickCard.  While the players
 * choose their decks there is no grid yet: the box (DrLockpickCompose)
 * shows in its place, its cards choices as the cells are. */
G_DECLARE_FINAL_TYPE (DrLockpickGrid, dr_lockpick_grid, DR, LOCKPICK_GRID, GtkWidget)

/* `actions` (DrPlayAction) may be NULL: nothing to choose. */
void       dr_lockpick_grid_show      (DrLockpickGrid  *self,
                                       const DrLpState *view,
                                       GListModel      *actions);
/* The card data for the cards' effects and zooms (nullable). */
void       dr_lockpick_grid_set_catalog (DrLockpickGrid *self,
                                         DrPlayCatalog  *catalog);

G_END_DECLS
