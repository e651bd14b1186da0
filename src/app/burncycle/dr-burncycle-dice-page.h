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

G_END_DECLS
