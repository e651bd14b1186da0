/* dr-nr-ai-determinize.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a seat may assume of the hidden cards, and one full state drawn
 * consistently with its view (docs/ai.md, "Determinization").  The view
 * tells where every hidden card is and how many there are; the deck lists
 * tell what they can be.  Cards the view shows are taken out of their
 * owner's list first, so a card seen in the heap or the score area is
 * never guessed again in R&D; cards the log still names for the seat
 * keep their faces; then constrained places (ice, roots) are filled
 * before free ones (hands, decks, face-down Archives), each face
 * drawn in proportion to the copies its owner may still hold.
 */
#include <string.h>

#include "dr-nr-ai.h"

#define PRIOR_COPIES 3

static int
side_of_seat (int seat)
{
  return seat == DR_NR_CORP_SEAT ? 0 : 1;
}

void
dr_nr_ai_decks_prior (DrNrAiDecks *decks, const DrNrState *view)
{
  int n_defs = dr_nr_cards_count ();
  int seat, def;

  memset (decks, 0, sizeof *decks);
  if (n_defs > DR_NR_AI_MAX_DEFS)
    n_defs = DR_NR_AI_MAX_DEFS;
  for (seat = 0; seat < view->n_seats && seat < DR_NR_MAX_SEATS; seat++)
    for (def = 1; def < n_defs; def++)
      {
        const DrNrCardDef *d = dr_nr_card_at (def);

        if (d->side == side_of_seat (seat) && d->type != DR_NR_TYPE_IDENTITY)
          decks->copies[seat][def] = PRIOR_COPIES;
      }
}

void
dr_nr_ai_decks_own (DrNrAiDecks *decks, const DrNrState *s, int seat)
{
  int i;

  dr_nr_ai_decks_prior (decks, s);
  if (seat < 0 || seat >= DR_NR_MAX_SEATS)
    return;
  memset (decks->copies[seat], 0, sizeof decks->copies[seat]);
  decks->exact[seat] = 1;
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].owner == seat && s->cards[i].zone != DR_NR_ZONE_IDENTITY
        && s->cards[i].def < DR_NR_AI_MAX_DEFS && decks->copies[seat][s->cards[i].def] < 255)
      decks->copies[seat][s->cards[i].def]++;
}

/* What a hidden card in this place can be. */
typedef enum
{
  FIT_ANY,
  FIT_ICE,
  FIT_REMOTE_ROOT,     /* agenda, asset or upgrade */
  FIT_ADVANCED_ROOT,   /* an advanced card: agenda or advanceable */
  FIT_CENTRAL_ROOT     /* upgrade */
} Fit;

static Fit
fit_of (const DrNrCard *c)
{
  if (c->zone == DR_NR_ZONE_ICE)
    return FIT_ICE;
  if (c->zone == DR_NR_ZONE_ROOT)
    {
      if (c->server < DR_NR_SERVER_REMOTE0)
        return FIT_CENTRAL_ROOT;
      return c->advancement > 0 ? FIT_ADVANCED_ROOT : FIT_REMOTE_ROOT;
    }
  return FIT_ANY;
}

static int
fits (const DrNrCardDef *d, Fit fit)
{
  switch (fit)
    {
    case FIT_ICE:
      return d->type == DR_NR_TYPE_ICE;
    case FIT_REMOTE_ROOT:
      return d->type == DR_NR_TYPE_AGENDA || d->type == DR_NR_TYPE_ASSET
             || d->type == DR_NR_TYPE_UPGRADE;
    case FIT_ADVANCED_ROOT:
      return d->type == DR_NR_TYPE_AGENDA || d->advanceable;
    case FIT_CENTRAL_ROOT:
      return d->type == DR_NR_TYPE_UPGRADE;
    default:
      return d->type != DR_NR_TYPE_IDENTITY;
    }
}

/* A face for a hidden card of `owner` in a place that takes `fit`: drawn
 * by copies left; when the list has nothing that fits (a prior too
 * narrow, or a deck list that disagrees with the view), any card of the
 * owner's side that fits, so a state is always produced. */
static int
draw_face (uint8_t *left, int owner, Fit fit, uint64_t rng[4])
{
  int n_defs = dr_nr_cards_count ();
  uint32_t total = 0, pick;
  int def, fallback = 0;

  if (n_defs > DR_NR_AI_MAX_DEFS)
    n_defs = DR_NR_AI_MAX_DEFS;
  for (def = 1; def < n_defs; def++)
    if (left[def] > 0 && fits (dr_nr_card_at (def), fit))
      total += left[def];
  if (total == 0)
    {
      for (def = 1; def < n_defs; def++)
        {
          const DrNrCardDef *d = dr_nr_card_at (def);
          if (d->side == side_of_seat (owner) && fits (d, fit))
            total++;
        }
      if (total == 0)
        return 0;
      fallback = 1;
    }
  pick = dr_engine_rng_below (rng, total);
  for (def = 1; def < n_defs; def++)
    {
      const DrNrCardDef *d = dr_nr_card_at (def);
      uint32_t weight;

      if (fallback)
        weight = d->side == side_of_seat (owner) && fits (d, fit) ? 1 : 0;
      else
        weight = fits (d, fit) ? left[def] : 0;
      if (pick < weight)
        {
          if (!fallback)
            left[def]--;
          return def;
        }
      pick -= weight;
    }
  return 0;
}

static void
shuffle (uint8_t *ids, int n, uint64_t rng[4])
{
  int i;

  for (i = n - 1; i > 0; i--)
    {
      int j = (int) dr_engine_rng_below (rng, (uint32_t) i + 1);
      uint8_t t = ids[i];

      ids[i] = ids[j];
      ids[j] = t;
    }
}

void
dr_nr_ai_determinize (const DrNrState *view, int seat, const DrNrAiDecks *decks,
                      uint64_t rng[4], DrNrState *world)
{
  static const Fit order[] = { FIT_ICE, FIT_CENTRAL_ROOT, FIT_ADVANCED_ROOT, FIT_REMOTE_ROOT,
                               FIT_ANY };
  uint8_t left[DR_NR_MAX_SEATS][DR_NR_AI_MAX_DEFS];
  DrNrAiDecks prior;
  int i, pass, s;

  (void) seat;
  if (decks == NULL)
    {
      dr_nr_ai_decks_prior (&prior, view);
      decks = &prior;
    }
  if (world != view)
    memcpy (world, view, sizeof *world);
  memcpy (left, decks->copies, sizeof left);
  /* what the view shows is no longer in the lists */
  for (i = 0; i < view->n_cards; i++)
    {
      const DrNrCard *c = &view->cards[i];

      if (c->def != 0 && c->def < DR_NR_AI_MAX_DEFS && c->owner < DR_NR_MAX_SEATS
          && left[c->owner][c->def] > 0)
        left[c->owner][c->def]--;
    }
  /* a card the seat saw and lost from view again (accessed in HQ, say) is
   * still that card while the log remembers it */
  for (i = 0; i < DR_NR_LOG_CAP; i++)
    {
      const DrNrLogEntry *e = &view->log[i];
      const DrNrCard *c;

      if (e->def == 0 || e->card >= view->n_cards || e->def >= DR_NR_AI_MAX_DEFS)
        continue;
      c = &view->cards[e->card];
      if (c->def != 0 || world->cards[e->card].def != 0 || c->owner >= DR_NR_MAX_SEATS
          || !fits (dr_nr_card_at (e->def), fit_of (c)))
        continue;
      world->cards[e->card].def = e->def;
      if (left[c->owner][e->def] > 0)
        left[c->owner][e->def]--;
    }
  for (pass = 0; pass < (int) (sizeof order / sizeof order[0]); pass++)
    for (i = 0; i < view->n_cards; i++)
      {
        const DrNrCard *c = &view->cards[i];

        if (c->def != 0 || world->cards[i].def != 0 || c->zone == DR_NR_ZONE_NONE
            || c->owner >= DR_NR_MAX_SEATS || fit_of (c) != order[pass])
          continue;
        world->cards[i].def = (uint16_t) draw_face (left[c->owner], c->owner, order[pass], rng);
      }
  /* the order of every deck is unknown to everyone */
  for (s = 0; s < world->n_seats; s++)
    shuffle (world->seats[s].deck.ids, world->seats[s].deck.n, rng);
  for (i = 0; i < 4; i++)
    world->rng[i] = dr_engine_rng_next (rng);
  if (world->rng[0] == 0 && world->rng[1] == 0 && world->rng[2] == 0 && world->rng[3] == 0)
    world->rng[0] = 1;
}
