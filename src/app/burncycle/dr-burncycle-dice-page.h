/* dr-burncycle-dice-page.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-burncycle-dice.h"

G_BEGIN_DECLS

#define DR_TYPE_BURNCYCLE_DICE_PAGE (dr_burncycle_dice_page_get_type ())

G_DECLARE_FINAL_TYPE (DrBurncycleDicePage, dr_burncycle_dice_page, DR, BURNCYCLE_DICE_PAGE, GtkWidget)

/* Rolls @die, shows the result spelled out and logs it; the face rolled. */
guint       dr_burncycle_dice_page_roll          (DrBurncycleDicePage *self,
                                                  DrBurncycleDie       die);
void        dr_burncycle_dice_page_set_seed      (DrBurncycleDicePage *self,
                                                  guint32              seed);
void        dr_burncycle_dice_page_clear_log     (DrBurncycleDicePage *self);
guint       dr_burncycle_dice_page_get_n_logged  (DrBurncycleDicePage *self);
const char *dr_burncycle_dice_page_get_result    (DrBurncycleDicePage *self);
const char *dr_burncycle_dice_page_get_text      (DrBurncycleDicePage *self);
const char *dr_burncycle_dice_page_get_note      (DrBurncycleDicePage *self);

G_END_DECLS
