/* dr-card-facts.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-card.h"
#include "dr-card-store.h"

G_BEGIN_DECLS

/* The few facts of a printing that deck statistics need. The deck editor
 * recomputes statistics on every change: an index over the store's card pool
 * (dr-card-pool.h), whose strings the facts point into, keeps that free of
 * queries. */
typedef struct
{
  const char         *code;
  const char         *title;
  const char         *side;        /* side code */
  const char         *faction;     /* faction code, NULL when none */
  const char         *type;        /* type code */
  const char *const  *subtypes;    /* keywords one by one ("Icebreaker", "Fracter"); never NULL */
  DrCardValue         cost;
  DrCardValue         strength;
  int                 influence;      /* faction cost, 0 when none */
  int                 agenda_points;  /* 0 when none */
  int                 memory_cost;    /* 0 when none */
} DrCardFact;

typedef struct _DrCardFacts DrCardFacts;

DrCardFacts      *dr_card_facts_new          (DrCardStore       *store,
                                              GError           **error);
void              dr_card_facts_free         (DrCardFacts       *facts);
const DrCardFact *dr_card_facts_get          (const DrCardFacts *facts,
                                              const char        *code);
gboolean          dr_card_fact_has_subtype   (const DrCardFact  *fact,
                                              const char        *subtype);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrCardFacts, dr_card_facts_free)

G_END_DECLS
