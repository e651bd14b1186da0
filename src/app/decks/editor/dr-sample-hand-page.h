/* dr-sample-hand-page.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-card-names.h"
#include "dr-deck.h"
#include "dr-sample-hand.h"

G_BEGIN_DECLS

#define DR_TYPE_SAMPLE_HAND_PAGE (dr_sample_hand_page_get_type ())

/* A card of the deck by its code, NULL when the card data lacks it. */
typedef const DrCard *(*DrSampleHandLookup) (const char *code,
                                             gpointer    data);

/* The deck editor's Sample Hand tab: an opening hand drawn from the deck,
 * Mulligan, Draw a Card and New Hand (the actions sample.*), each card with
 * the exact odds of drawing it (dr-sample-hand.h). A deck whose cards change
 * gets a new hand; its name or format changing keeps the hand. */
G_DECLARE_FINAL_TYPE (DrSampleHandPage, dr_sample_hand_page, DR, SAMPLE_HAND_PAGE, AdwBin)

/* @names and what @lookup reads must outlive the page. */
GtkWidget    *dr_sample_hand_page_new      (DrCardNames        *names,
                                            DrSampleHandLookup  lookup,
                                            gpointer            data);
/* NULL empties the page. */
void          dr_sample_hand_page_set_deck (DrSampleHandPage   *self,
                                            const DrDeck       *deck);

G_END_DECLS
