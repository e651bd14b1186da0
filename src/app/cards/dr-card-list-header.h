/* dr-card-list-header.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-columns.h"

G_BEGIN_DECLS

#define DR_TYPE_CARD_LIST_HEADER (dr_card_list_header_get_type ())

/* Column titles above the card list, placed like the rows' cells; a click
 * sorts by that column, a second click the other way round. */
G_DECLARE_FINAL_TYPE (DrCardListHeader, dr_card_list_header, DR, CARD_LIST_HEADER, GtkWidget)

void       dr_card_list_header_set_columns     (DrCardListHeader    *self,
                                                const DrCardColumns *columns);
void       dr_card_list_header_columns_changed (DrCardListHeader    *self);
int        dr_card_list_header_get_sort_column (DrCardListHeader    *self);
gboolean   dr_card_list_header_get_descending  (DrCardListHeader    *self);
GtkWidget *dr_card_list_header_get_button      (DrCardListHeader    *self,
                                                DrCardColumn         column);

G_END_DECLS
