/* dr-nr-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The masked view of a seat: hidden cards lose their face, deck order,
 * the generator and another player's pending intent are erased.  The view has the same type as the state so
 * that every consumer (UI, AI, logs) can read it the same way.
 */
#include <stddef.h>
#include <string.h>

#include "dr-netrunner.h"

/* A card that looks at R&D (Precognition, Accelerated Beta Test,
 * Aggressive Negotiation) shows its seat the top cards while its decision
 * waits: all of R&D, or as many as the PROMPT frame's `m` says. */
static int
seen_in_deck (const DrNrState *s, int card, int seat)
{
  const DrNrCard *c = &s->cards[card];
  const DrNrFrame *f = s->stack_n > 0 ? &s->stack[s->stack_n - 1] : NULL;
  const DrNrPile *deck = &s->seats[c->zseat].deck;
  const DrNrCardDef *d;
  int i, depth;

  if (f == NULL || f->kind != DR_NR_FRAME_PROMPT || f->seat != seat
      || c->zseat != DR_NR_CORP_SEAT)
    return 0;
  d = dr_nr_def (s, f->card);
  if (d->looks_at_rd == 0)
    return 0;
  depth = d->looks_at_rd == 0xff ? deck->n : f->m;
  for (i = 0; i < depth && i < deck->n; i++)
    if (deck->ids[deck->n - 1 - i] == card)
      return 1;
  return 0;
}

int
dr_nr_card_visible (const DrNrState *s, int card, int seat)
{
  const DrNrCard *c = &s->cards[card];
  const DrNrFrame *top = s->stack_n > 0 ? &s->stack[s->stack_n - 1] : NULL;

  /* the seat answering a card's question knows that card (Snare!, revealed
   * at the top of R&D, asks the Corp whether to pay); what the question
   * shows of R&D (seen_in_deck) then depends only on known cards */
  if (top != NULL && top->kind == DR_NR_FRAME_PROMPT && top->card == card && top->seat == seat)
    return 1;
  /* the Runner sees the card it accesses, the top of R&D included */
  if (c->owner == DR_NR_CORP_SEAT && s->run.active && s->run.runner == seat
      && s->run.access_card == card)
    return 1;
  switch (c->zone)
    {
    case DR_NR_ZONE_IDENTITY:
    case DR_NR_ZONE_PLAY:
    case DR_NR_ZONE_SCORE:
    case DR_NR_ZONE_REMOVED:
      return 1;
    case DR_NR_ZONE_DECK:
      {
        /* nobody knows the order of a deck, unless a card lets them look
         * (group C) or its seat searches its own deck (a PROMPT marked
         * DR_NR_PROMPT_SEARCHING) */
        const DrNrFrame *f = s->stack_n > 0 ? &s->stack[s->stack_n - 1] : NULL;

        if (f != NULL && f->kind == DR_NR_FRAME_PROMPT && (f->step & DR_NR_PROMPT_SEARCHING)
            && f->seat == seat && c->zseat == seat)
          return 1;
        return seen_in_deck (s, card, seat);
      }
    default:
      break;
    }
  if (c->owner == DR_NR_CORP_SEAT)
    {
      if (seat == DR_NR_CORP_SEAT)
        return 1;
      if (s->run.active && s->run.runner == seat)
        {
          /* breaching Archives turns its cards face up for the Runner
           * (docs/timing.md §3, breach); they go back as they were after */
          if (s->run.server == DR_NR_SERVER_ARCHIVES && s->run.phase == DR_NR_RUN_ACCESS
              && c->zone == DR_NR_ZONE_DISCARD)
            return 1;
        }
      switch (c->zone)
        {
        case DR_NR_ZONE_ICE:
        case DR_NR_ZONE_ROOT:
          return (c->flags & DR_NR_CARD_REZZED) != 0;
        case DR_NR_ZONE_DISCARD:
          return (c->flags & DR_NR_CARD_FACEUP) != 0;
        default:
          return 0;
        }
    }
  if (seat == c->owner)
    return 1;
  return c->zone != DR_NR_ZONE_HAND;
}

static void
sort_ids (uint8_t *ids, int n)
{
  int i, j;

  for (i = 1; i < n; i++)
    {
      uint8_t v = ids[i];
      for (j = i - 1; j >= 0 && ids[j] > v; j--)
        ids[j + 1] = ids[j];
      ids[j + 1] = v;
    }
}

void
dr_nr_view (const DrNrState *s, int seat, DrNrState *out)
{
  int i;

  if (out != s)
    memcpy (out, s, sizeof *out);
  memset (out->rng, 0, sizeof out->rng);
  /* the action the active player will take if the window closes is theirs
   * to know: for the others they simply passed */
  if (out->intent.kind != DR_NR_ACT_NONE && out->intent.seat != seat)
    memset (&out->intent, 0, sizeof out->intent);
  for (i = 0; i < s->n_cards; i++)
    if (!dr_nr_card_visible (s, i, seat))
      out->cards[i].def = 0;
  /* the log names only what the seat could see when it happened */
  for (i = 0; i < DR_NR_LOG_CAP; i++)
    if (!(out->log[i].known & dr_nr_log_known_bit (seat)))
      out->log[i].def = 0;
  /* ids in a deck are public, their order is not */
  for (i = 0; i < s->n_seats; i++)
    sort_ids (out->seats[i].deck.ids, out->seats[i].deck.n);
}

/* The position: every byte from the generator to the last card, not the
 * log.  The layout has no padding (static assertions in dr-nr-state.c). */
uint64_t
dr_nr_hash (const DrNrState *s)
{
  DrNrCard cards[DR_NR_MAX_CARDS];
  uint64_t position;
  int i;

  /* cards by code, not by table index, so that adding cards to the engine
   * keeps the hashes of records made before */
  memcpy (cards, s->cards, sizeof cards);
  for (i = 0; i < s->n_cards; i++)
    cards[i].def = dr_nr_card_stable_id (cards[i].def);
  position = dr_engine_hash_bytes (s, offsetof (DrNrState, cards));
  return position ^ (dr_engine_hash_bytes (cards, sizeof cards) * UINT64_C (0x9e3779b97f4a7c15));
}
