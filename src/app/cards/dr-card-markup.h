/* dr-card-markup.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pango.h>

#include "dr-card.h"

G_BEGIN_DECLS

/* The game symbols card texts write as [click], [credit] … */
typedef enum
{
  DR_CARD_SYMBOL_CLICK,
  DR_CARD_SYMBOL_CREDIT,
  DR_CARD_SYMBOL_RECURRING_CREDIT,
  DR_CARD_SYMBOL_SUBROUTINE,
  DR_CARD_SYMBOL_TRASH,
  DR_CARD_SYMBOL_MU,
  DR_CARD_SYMBOL_LINK,
  DR_CARD_SYMBOL_INTERRUPT,
  DR_CARD_N_SYMBOLS,
} DrCardSymbol;

typedef struct
{
  guint        byte_index;   /* of the U+FFFC that stands for the symbol */
  DrCardSymbol symbol;
} DrCardSymbolRun;

/* A card text made safe for Pango: plain text with U+FFFC where a symbol
 * goes, and the attributes of the card's own emphasis. */
typedef struct
{
  char          *text;
  PangoAttrList *attributes;
  GArray        *symbols;     /* DrCardSymbolRun, in text order */
} DrCardMarkup;

DrCardMarkup *dr_card_markup_new            (const char          *card_text);
void          dr_card_markup_free           (DrCardMarkup        *self);
void          dr_card_markup_apply          (const DrCardMarkup  *self,
                                             PangoLayout         *layout,
                                             int                  symbol_size);
char         *dr_card_markup_to_plain_text  (const DrCardMarkup  *self);
char         *dr_card_markup_stats_source   (const DrCard        *card);
const char   *dr_card_symbol_icon_name      (DrCardSymbol         symbol);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrCardMarkup, dr_card_markup_free)

G_END_DECLS
