/* dr-sample-hand.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-deck.h"

G_BEGIN_DECLS

/* A deck shuffled to see what it draws, as NetrunnerDB's sample hands: an
 * opening hand (DR_ODDS_HAND_SIZE cards), Netrunner's mulligan (the hand
 * goes back, the deck is shuffled, a fresh hand of the same size; once, and
 * only before the first draw), then the next draws one card at a time. The
 * generator is seeded: the same deck and seed give the same cards. The
 * identity is not part of the deck. */
typedef struct _DrSampleHand DrSampleHand;

/* The exact odds (dr-odds.h) beside a card drawn: of at least one of its
 * copies in an opening hand, with a mulligan taken when the first hand has
 * none, and within the cards drawn so far. */
typedef struct
{
  int    copies;          /* of that printing in the deck */
  double opening;
  double with_mulligan;
  double drawn;           /* in dr_sample_hand_get_n_drawn() cards from the top */
} DrSampleOdds;

/* A new hand is drawn at once (none from an empty deck). */
DrSampleHand *dr_sample_hand_new           (const DrDeck *deck,
                                            guint64       seed);
void          dr_sample_hand_free          (DrSampleHand *self);
int           dr_sample_hand_get_deck_size (DrSampleHand *self);
/* The whole deck shuffled and a fresh opening hand drawn; the mulligan can
 * be taken again. */
void          dr_sample_hand_new_hand      (DrSampleHand *self);
gboolean      dr_sample_hand_can_mulligan  (DrSampleHand *self);
/* FALSE, changing nothing, when the mulligan is not open. */
gboolean      dr_sample_hand_mulligan      (DrSampleHand *self);
gboolean      dr_sample_hand_took_mulligan (DrSampleHand *self);
/* The next card of the deck; FALSE when none is left. */
gboolean      dr_sample_hand_draw          (DrSampleHand *self);
/* The cards drawn, opening hand first, then each draw in its order. */
guint         dr_sample_hand_get_n_drawn   (DrSampleHand *self);
const char   *dr_sample_hand_get_drawn     (DrSampleHand *self,
                                            guint         index);
/* Cards drawn after the opening hand. */
guint         dr_sample_hand_get_n_draws   (DrSampleHand *self);
void          dr_sample_hand_odds          (DrSampleHand *self,
                                            const char   *code,
                                            DrSampleOdds *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrSampleHand, dr_sample_hand_free)

G_END_DECLS
