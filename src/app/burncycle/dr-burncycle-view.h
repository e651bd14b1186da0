/* dr-burncycle-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-burncycle-dice-page.h"
#include "dr-burncycle-network-page.h"
#include "dr-burncycle-reference-page.h"
#include "dr-burncycle-setup-page.h"
#include "dr-burncycle-turn-page.h"
#include "dr-user-store.h"

G_BEGIN_DECLS

#define DR_TYPE_BURNCYCLE_VIEW (dr_burncycle_view_get_type ())

G_DECLARE_FINAL_TYPE (DrBurncycleView, dr_burncycle_view, DR, BURNCYCLE_VIEW, GtkWidget)

/* The table is read from @user and saved there on every change; NULL
 * keeps it in memory only. */
void                      dr_burncycle_view_set_user_store    (DrBurncycleView *self,
                                                               DrUserStore     *user);
DrBurncycleTable         *dr_burncycle_view_get_table         (DrBurncycleView *self);
/* "setup", "turn", "dice", "network" or "reference". */
void                      dr_burncycle_view_show_page         (DrBurncycleView *self,
                                                               const char      *name);
const char               *dr_burncycle_view_get_visible_page  (DrBurncycleView *self);
/* Empty, or why the table could not be read or saved. */
const char               *dr_burncycle_view_get_error         (DrBurncycleView *self);
DrBurncycleSetupPage     *dr_burncycle_view_get_setup_page     (DrBurncycleView *self);
DrBurncycleTurnPage      *dr_burncycle_view_get_turn_page      (DrBurncycleView *self);
DrBurncycleDicePage      *dr_burncycle_view_get_dice_page      (DrBurncycleView *self);
DrBurncycleNetworkPage   *dr_burncycle_view_get_network_page   (DrBurncycleView *self);
DrBurncycleReferencePage *dr_burncycle_view_get_reference_page (DrBurncycleView *self);

G_END_DECLS
