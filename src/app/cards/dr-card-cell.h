/* dr-card-cell.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-columns.h"

G_BEGIN_DECLS

#define DR_TYPE_CARD_CELL (dr_card_cell_get_type ())

/* Above and below the text, in pixels. */
#define DR_CARD_CELL_PADDING 3

/* One cell of the card list: a column of one card, drawn as text. */
G_DECLARE_FINAL_TYPE (DrCardCell, dr_card_cell, DR, CARD_CELL, GtkWidget)

GtkListItemFactory *dr_card_cell_factory_new (const DrCardColumns *columns,
                                              DrCardColumn         column);

G_END_DECLS
