/* dr-card-row.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-columns.h"

G_BEGIN_DECLS

#define DR_TYPE_CARD_ROW (dr_card_row_get_type ())

/* One card in the list: a single widget that draws all its cells. */
G_DECLARE_FINAL_TYPE (DrCardRow, dr_card_row, DR, CARD_ROW, GtkWidget)

GtkWidget  *dr_card_row_new       (const DrCardColumns *columns);
void        dr_card_row_set_card  (DrCardRow           *self,
                                   DrCardObject        *object);
char       *dr_card_row_get_text  (DrCardRow           *self,
                                   DrCardColumn         column);

G_END_DECLS
