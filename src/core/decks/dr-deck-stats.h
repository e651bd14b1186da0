/* dr-deck-stats.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-card-facts.h"
#include "dr-deck.h"

G_BEGIN_DECLS

/* The top bucket of the cost curve holds this cost and everything above. */
#define DR_DECK_STATS_COST_TOP 6

/* The three ice subtypes that icebreakers are made for. */
typedef enum
{
  DR_ICE_BARRIER,
  DR_ICE_CODE_GATE,
  DR_ICE_SENTRY,
  DR_ICE_N_KINDS,
} DrIceKind;

/* How many copies have a key: a type or faction code, or a subtype. */
typedef struct
{
  char *key;
  int   count;
} DrStatCount;

/* How many copies have a number, e.g. ice strength. */
typedef struct
{
  int value;
  int count;
} DrStatValue;

/* The numbers a player watches while building. Every count is of copies;
 * the identity is not a card of the deck and counts nowhere. Printings the
 * card database does not know count only in n_cards and n_unknown: the deck
 * may come from newer card data than the user has.
 *
 * Influence here is plain arithmetic: the faction cost of every card outside
 * the identity's faction, by faction. The exceptions that make a card cost
 * less (The Professor's first copies, alliance cards, universal influence of
 * a ban list) belong to legality, which reports the influence that counts
 * against the limit. Without a known identity no card is out of faction. */
typedef struct
{
  int         n_cards;
  int         n_unknown;
  GPtrArray  *unknown_codes;       /* char *, printings the card data lacks */

  GArray     *by_type;             /* DrStatCount by type code, most copies first */
  GArray     *by_subtype;          /* DrStatCount by keyword, most copies first */

  GArray     *influence;           /* DrStatCount by faction code, most influence first */
  int         influence_spent;

  int         cost_curve[DR_DECK_STATS_COST_TOP + 1];   /* copies by cost; last: TOP or more */
  int         cost_x;              /* copies that cost X, in no bucket of the curve */

  int         agendas;
  int         agenda_points;
  double      agenda_density;      /* agendas per card of the deck; 0 for an empty deck */

  GArray     *ice_by_subtype;      /* DrStatCount by keyword of ice, most copies first */
  GArray     *ice_by_strength;     /* DrStatValue, weakest first */
  int         ice_strength_x;
  int         ice[DR_ICE_N_KINDS];        /* ice copies of each kind */
  int         breakers[DR_ICE_N_KINDS];   /* icebreaker copies that break each kind; AI
                                           * breakers count for all three */

  int         mu_all_copies;       /* memory cost of every program copy */
  int         mu_one_of_each;      /* memory cost with one copy of every program installed */
} DrDeckStats;

DrDeckStats *dr_deck_stats_new         (const DrDeck      *deck,
                                        const DrCardFacts *facts);
void         dr_deck_stats_free        (DrDeckStats       *stats);
int          dr_stat_counts_get        (GArray            *counts,
                                        const char        *key);
int          dr_stat_values_get        (GArray            *values,
                                        int                value);
gboolean     dr_deck_stats_covers      (const DrDeckStats *stats,
                                        DrIceKind          kind);
const char  *dr_ice_kind_to_subtype    (DrIceKind          kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrDeckStats, dr_deck_stats_free)

G_END_DECLS
