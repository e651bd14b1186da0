/* dr-odds.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Draw odds, exact (hypergeometric), no simulation.
 *
 * "Copies" is how many cards of the deck count as a hit: the copies of one
 * card, or the copies of every card of a group added up ("any of my 9
 * economy cards"); k is then how many hits are wanted in total.
 *
 * The mulligan is Netrunner's: a player who does not like the first hand
 * shuffles it back and draws a fresh one of the same size from the whole
 * deck, once. The odds "with a mulligan" assume the player mulligans exactly
 * when the first hand has fewer than k hits.
 *
 * Turns: turn 1 is the player's own first turn; "by turn T" counts the
 * cards drawn up to the end of turn T as the opening hand plus T times
 * @draws_per_turn. The Corp draws DR_ODDS_CORP_MANDATORY_DRAWS card at the
 * start of each of its turns (on its first turn too) and may draw more with
 * clicks; the Runner has no mandatory draw, so its draws per turn are only
 * the clicks it spends on drawing. Pass the total: mandatory plus clicks. */

#define DR_ODDS_HAND_SIZE 5
#define DR_ODDS_CORP_MANDATORY_DRAWS 1

double dr_odds_at_least     (int      population,
                             int      successes,
                             int      drawn,
                             int      k);
double dr_odds_opening_hand (int      deck_size,
                             int      copies,
                             int      k,
                             gboolean mulligan);
double dr_odds_by_turn      (int      deck_size,
                             int      copies,
                             int      k,
                             int      turn,
                             int      draws_per_turn,
                             gboolean mulligan);

G_END_DECLS
