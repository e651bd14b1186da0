/* dr-burncycle-turn-page.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-burncycle-table.h"
#include "dr-burncycle-trackers.h"

G_BEGIN_DECLS

#define DR_TYPE_BURNCYCLE_TURN_PAGE (dr_burncycle_turn_page_get_type ())

G_DECLARE_FINAL_TYPE (DrBurncycleTurnPage, dr_burncycle_turn_page, DR, BURNCYCLE_TURN_PAGE, GtkWidget)

/* @table is borrowed: it outlives the page. */
void                 dr_burncycle_turn_page_set_table     (DrBurncycleTurnPage *self,
                                                           DrBurncycleTable    *table);
void                 dr_burncycle_turn_page_refresh       (DrBurncycleTurnPage *self);

G_END_DECLS
