/* dr-deck-stats-page.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-card-facts.h"
#include "dr-card-index.h"
#include "dr-card-store.h"
#include "dr-deck.h"
#include "dr-deck-stats.h"

G_BEGIN_DECLS

#define DR_TYPE_DECK_STATS_PAGE (dr_deck_stats_page_get_type ())

/* The numbers of a deck (dr-deck-stats.h) with plots drawn with cairo: cost
 * curve, types, influence by faction in the factions' colours, ice strength
 * beside icebreaker strength, running from the right in a right-to-left
 * locale; and a draw-odds calculator (dr-odds.h) for a
 * card or a type of the deck. @store, @facts and @index must outlive it. */
G_DECLARE_FINAL_TYPE (DrDeckStatsPage, dr_deck_stats_page, DR, DECK_STATS_PAGE, AdwBin)

GtkWidget         *dr_deck_stats_page_new       (DrCardStore       *store,
                                                 const DrCardFacts *facts,
                                                 const DrCardIndex *index);
/* Recomputes everything for @deck (copied; NULL empties the page). */
void               dr_deck_stats_page_set_deck  (DrDeckStatsPage   *self,
                                                 const DrDeck      *deck);

G_END_DECLS
