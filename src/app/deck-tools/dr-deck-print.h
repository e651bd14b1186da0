/* dr-deck-print.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-index.h"
#include "dr-card-store.h"
#include "dr-deck.h"

G_BEGIN_DECLS

typedef enum
{
  DR_DECK_PRINT_LIST,      /* the decklist: identity, cards by type with counts, totals */
  DR_DECK_PRINT_PROXIES,   /* every copy (and the identity) at 63 × 88 mm, nine a page, cut marks */
} DrDeckPrintKind;

#define DR_DECK_PROXIES_PER_PAGE 9

/* Shows the print dialog for @deck (print to a file is one of its printers)
 * and reports a failure in a dialog on @parent. */
void               dr_deck_print_run           (GtkWindow         *parent,
                                                DrCardStore       *store,
                                                const DrCardIndex *index,
                                                const DrDeck      *deck,
                                                DrDeckPrintKind    kind);

G_END_DECLS
