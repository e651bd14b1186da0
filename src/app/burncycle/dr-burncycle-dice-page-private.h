/* dr-burncycle-dice-page-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-burncycle-dice-page.h"

G_BEGIN_DECLS

/* For DrBurncycleDicePage's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-burncycle-dice-page.h. */

void        dr_burncycle_dice_page_clear_log     (DrBurncycleDicePage *self);
guint       dr_burncycle_dice_page_get_n_logged  (DrBurncycleDicePage *self);
const char *dr_burncycle_dice_page_get_note      (DrBurncycleDicePage *self);
const char *dr_burncycle_dice_page_get_result    (DrBurncycleDicePage *self);
const char *dr_burncycle_dice_page_get_text      (DrBurncycleDicePage *self);

/* Rolls @die, shows the result spelled out and logs it; the face rolled. */
guint       dr_burncycle_dice_page_roll          (DrBurncycleDicePage *self,
                                                  DrBurncycleDie       die);
void        dr_burncycle_dice_page_set_seed      (DrBurncycleDicePage *self,
                                                  guint32              seed);

G_END_DECLS
