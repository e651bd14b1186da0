/* dr-deck-contents.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-names.h"
#include "dr-deck.h"

G_BEGIN_DECLS

typedef const DrCard *(*DrDeckCardLookup) (const char *code,
                                          gpointer    user_data);

/* Fills @list with the deck's cards grouped by type, in NetrunnerDB's order
 * of types: a header row per type with its count, then a row per printing
 * with its copies, title, influence pips when it is out of the identity's
 * faction, and remove and add buttons (editor.remove-card / editor.add-card
 * with the printing code). Card rows carry their code as "card-code". */
void        dr_deck_contents_fill     (GtkListBox       *list,
                                       const DrDeck     *deck,
                                       DrCardNames      *names,
                                       DrDeckCardLookup  lookup,
                                       gpointer          user_data);
const char *dr_deck_contents_row_code (GtkListBoxRow    *row);

G_END_DECLS
