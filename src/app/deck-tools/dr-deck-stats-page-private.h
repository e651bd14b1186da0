/* dr-deck-stats-page-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-deck-stats-page.h"

G_BEGIN_DECLS

/* For DrDeckStatsPage's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-deck-stats-page.h. */

const DrDeckStats *dr_deck_stats_page_get_stats (DrDeckStatsPage   *self);

/* The odds calculator: @choice is a position in its dropdown (the deck's
 * titles, then its card types); the copies follow the choice. */
void               dr_deck_stats_page_set_odds  (DrDeckStatsPage   *self,
                                                 guint              choice,
                                                 int                turn,
                                                 int                draws_per_turn);

/* The copies the odds count for the current choice. */
int                dr_deck_stats_page_get_odds_copies (DrDeckStatsPage *self);

G_END_DECLS
