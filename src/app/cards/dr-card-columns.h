/* dr-card-columns.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-cell-cache.h"
#include "dr-card-names.h"
#include "dr-card-object.h"

G_BEGIN_DECLS

typedef enum
{
  DR_CARD_COLUMN_TITLE,
  DR_CARD_COLUMN_TYPE,
  DR_CARD_COLUMN_FACTION,
  DR_CARD_COLUMN_COST,
  DR_CARD_COLUMN_INFLUENCE,
  DR_CARD_COLUMN_SET,
  DR_CARD_COLUMN_OWNED,
  DR_CARD_N_COLUMNS,
} DrCardColumn;

/* How many copies of @card the user owns. */
typedef int (*DrCardsOwnedFunc) (const DrCard *card,
                                 gpointer      user_data);

/* What the card list shows in its columns, shared by every cell. */
typedef struct
{
  DrCardNames      *names;
  DrCardsOwnedFunc  owned_func;
  gpointer          owned_data;
  int               char_width;    /* of a digit, in pixels */
  int               line_height;
  DrCardCellCache  *cells;         /* the drawn texts of the shared columns */
} DrCardColumns;

const char *dr_card_column_title   (DrCardColumn          column);
gboolean    dr_card_column_visible (const DrCardColumns  *self,
                                    DrCardColumn          column);
gboolean    dr_card_column_shared  (DrCardColumn          column);
char       *dr_card_column_text    (const DrCardColumns  *self,
                                    const DrCard         *card,
                                    DrCardColumn          column);
int         dr_card_column_width   (const DrCardColumns  *self,
                                    DrCardColumn          column);
int         dr_card_column_share   (DrCardColumn          column);
int         dr_card_columns_compare (DrCardObject        *a,
                                     DrCardObject        *b,
                                     DrCardColumn         column);
void        dr_card_columns_measure_font (DrCardColumns *self,
                                          GtkWidget     *widget);

G_END_DECLS
