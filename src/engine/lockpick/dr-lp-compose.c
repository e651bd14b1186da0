/* dr-lp-compose.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Decks chosen by the players (seed 003, "Cartes": the players
 * « composent » their decks in the counts of their player count).  Our
 * reading, in docs/rules-choices.md: the server takes its structure
 * cards, the Structure Core always among them since the hackers' goal is
 * to destroy it, then its defense cards; each hacker in seat order then
 * takes its share of the common attack deck, ten cards, seeing what the
 * hackers before it took.  Neither side sees what the other took.  With
 * four players the server's decks are the whole box and only the hackers
 * choose.  A card at a time, so that every choice is one action of the
 * contract; "the rest at random" ends a share in one.
 */
#include <string.h>

#include "dr-lp-private.h"

static int
picked_of_kind (const DrLpState *s, int kind)
{
  int def, n = 0;

  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (LP_KIND (def) == kind)
      n += s->picked[def];
  return n;
}

/* the hackers' deck is shared out evenly: ten cards each (seed 003's 10,
 * 20 and 30 for one, two and three hackers) */
static int
hacker_share (const DrLpState *s)
{
  return lp_wanted (s->n_seats, DR_LP_KIND_ATTACK) / (s->n_seats - 1);
}

int
lp_compose_taken (const DrLpState *s)
{
  int taken = picked_of_kind (s, s->composing);

  if (s->composing == DR_LP_KIND_ATTACK)
    return taken - (s->active - 1) * hacker_share (s);
  /* the Structure Core is in without being chosen */
  return s->composing == DR_LP_KIND_STRUCTURE ? taken - 1 : taken;
}

int
lp_compose_share (const DrLpState *s)
{
  int size = s->composing == DR_LP_KIND_ATTACK ? hacker_share (s)
                                               : lp_wanted (s->n_seats, s->composing);

  return (s->composing == DR_LP_KIND_STRUCTURE ? size - 1 : size) - lp_compose_taken (s);
}

static void
take_all (DrLpState *s, int kind)
{
  int def;

  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (LP_KIND (def) == kind)
      s->picked[def] = dr_lp_card_data (def)->box_quantity;
}

static void
deal_chosen (DrLpState *s)
{
  uint8_t defs[DR_LP_MAX_CARDS];
  int kind, def, q, n = 0;

  for (kind = DR_LP_KIND_STRUCTURE; kind <= DR_LP_KIND_ATTACK; kind++)
    {
      for (def = 1; def < DR_LP_N_DEFS; def++)
        if (LP_KIND (def) == kind)
          for (q = 0; q < s->picked[def]; q++)
            defs[n++] = (uint8_t) def;
      /* a card's id is seen on the grid: the structures' ids must not
       * tell where the Core lies (dr-lp-state.c, hide_the_core) */
      if (kind == DR_LP_KIND_STRUCTURE)
        lp_shuffle_bytes (defs, n, s->rng);
    }
  s->composing = 0;
  lp_deal (s, defs, n);
}

/* the next kind to choose and who chooses it, or the deal when all are chosen */
static void
advance (DrLpState *s)
{
  int kind;

  for (kind = DR_LP_KIND_STRUCTURE; kind <= DR_LP_KIND_ATTACK; kind++)
    {
      int missing = lp_wanted (s->n_seats, kind) - picked_of_kind (s, kind);

      if (missing == 0)
        continue;
      s->composing = (uint8_t) kind;
      s->active = kind == DR_LP_KIND_ATTACK
                    ? (uint8_t) (1 + picked_of_kind (s, kind) / hacker_share (s))
                    : DR_LP_SERVER_SEAT;
      return;
    }
  deal_chosen (s);
}

void
lp_compose_start (DrLpState *s)
{
  s->phase = DR_LP_PHASE_COMPOSE;
  s->picked[DR_LP_STRUCTURE_CORE] = 1;
  /* "Toutes les cartes disponibles": nothing to choose */
  if (lp_wanted (s->n_seats, DR_LP_KIND_STRUCTURE) == lp_box_count (DR_LP_KIND_STRUCTURE))
    take_all (s, DR_LP_KIND_STRUCTURE);
  if (lp_wanted (s->n_seats, DR_LP_KIND_DEFENSE) == lp_box_count (DR_LP_KIND_DEFENSE))
    take_all (s, DR_LP_KIND_DEFENSE);
  advance (s);
}

int
lp_compose_options (const DrLpState *s, DrEngineAction *out)
{
  int n = 0, def;

  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (LP_KIND (def) == s->composing && s->picked[def] < dr_lp_card_data (def)->box_quantity)
      lp_add_action (out, &n, DR_LP_ACT_COMPOSE_TAKE, s->active, DR_LP_NO_CARD, 0, def);
  lp_add_action (out, &n, DR_LP_ACT_COMPOSE_RANDOM, s->active, DR_LP_NO_CARD, 0, 0);
  return n;
}

/* one copy drawn from what is left in the box, each copy as likely */
static int
random_copy (DrLpState *s)
{
  int def, left = 0, pick;

  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (LP_KIND (def) == s->composing)
      left += dr_lp_card_data (def)->box_quantity - s->picked[def];
  pick = (int) dr_engine_rng_below (s->rng, (uint32_t) left);
  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (LP_KIND (def) == s->composing)
      {
        pick -= dr_lp_card_data (def)->box_quantity - s->picked[def];
        if (pick < 0)
          return def;
      }
  return 0;   /* cannot happen: a share never outgrows the box */
}

void
lp_compose_apply (DrLpState *s, const DrEngineAction *a)
{
  if (a->kind == DR_LP_ACT_COMPOSE_TAKE)
    s->picked[a->arg[2]]++;
  else
    while (lp_compose_share (s) > 0)
      s->picked[random_copy (s)]++;
  if (lp_compose_share (s) == 0)
    {
      /* everybody sees how many cards a seat took, not which */
      lp_log (s, DR_LP_EV_CHOSEN, s->active, 0, s->composing,
              lp_compose_taken (s) + (s->composing == DR_LP_KIND_STRUCTURE), lp_all_seats (s));
      advance (s);
    }
}
