/* dr-nr-access.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Breaching a server and accessing cards (seed 001, access phase; seed 000,
 * 4.5; engines.md §5.3, breach).  The candidates are the root's cards and
 * the server's own: one random card of HQ, the top card of R&D, every card
 * of Archives, everything in a remote.  Seed 001 ("accessing several
 * cards") lets the Runner access them in any order; each access finishes
 * (steal, or pay to trash) before the next.
 *
 * The order is only asked for when it can matter to the Runner: a card the
 * Runner knows and that offers nothing to do (an operation in Archives, an
 * upgrade without a trash cost) is accessed without asking, and when a
 * single card that can matter is left it is accessed without asking too.
 * Cards the Runner cannot see yet count as mattering, so the question
 * itself never gives a hidden card away.
 */
#include <string.h>

#include "dr-nr-private.h"

/* Stand-ins for cards picked only when accessed. */
#define ACCESS_HQ_RANDOM 0xfe
#define ACCESS_RD_TOP    0xfd

void
dr_nr_access_begin (DrNrState *s)
{
  DrNrRun *r = &s->run;
  const DrNrServer *sv = &s->servers[r->server];
  const DrNrSeat *corp = DR_NR_CORP (s);
  int i;

  r->n_access = 0;
  r->access_next = 0;
  for (i = 0; i < sv->n_root; i++)
    r->access[r->n_access++] = sv->root[i];
  switch (r->server)
    {
    case DR_NR_SERVER_HQ:
      if (corp->hand.n > 0)
        r->access[r->n_access++] = ACCESS_HQ_RANDOM;
      break;
    case DR_NR_SERVER_RD:
      if (corp->deck.n > 0)
        r->access[r->n_access++] = ACCESS_RD_TOP;
      break;
    case DR_NR_SERVER_ARCHIVES:
      for (i = 0; i < corp->discard.n && r->n_access < DR_NR_PILE_CAP; i++)
        r->access[r->n_access++] = corp->discard.ids[i];
      break;
    default:
      break;
    }
}

/* A candidate that left its place meanwhile is not accessed. */
static int
still_accessible (const DrNrState *s, int card)
{
  const DrNrCard *c;

  if (card == ACCESS_HQ_RANDOM)
    return DR_NR_CORP (s)->hand.n > 0;
  if (card == ACCESS_RD_TOP)
    return DR_NR_CORP (s)->deck.n > 0;
  c = &s->cards[card];
  if (c->zseat != DR_NR_CORP_SEAT)
    return 0;
  switch (s->run.server)
    {
    case DR_NR_SERVER_HQ:
      if (c->zone == DR_NR_ZONE_HAND)
        return 1;
      break;
    case DR_NR_SERVER_RD:
      if (c->zone == DR_NR_ZONE_DECK)
        return 1;
      break;
    case DR_NR_SERVER_ARCHIVES:
      if (c->zone == DR_NR_ZONE_DISCARD)
        return 1;
      break;
    default:
      break;
    }
  return c->zone == DR_NR_ZONE_ROOT && c->server == s->run.server;
}

/* Whether accessing the candidate can do anything, as far as the Runner
 * can tell: an unseen card might; an agenda is stolen; a card with a trash
 * cost outside Archives may be trashed. */
static int
matters (const DrNrState *s, int card)
{
  const DrNrCardDef *d;

  if (card == ACCESS_HQ_RANDOM || card == ACCESS_RD_TOP
      || !dr_nr_card_visible (s, card, s->run.runner))
    return 1;
  d = dr_nr_def (s, card);
  if (d->type == DR_NR_TYPE_AGENDA)
    return 1;
  return d->trash_cost >= 0 && s->cards[card].zone != DR_NR_ZONE_DISCARD;
}

static void
remove_candidate (DrNrRun *r, int index)
{
  memmove (&r->access[index], &r->access[index + 1], (size_t) (r->n_access - index - 1));
  r->n_access--;
  r->access[r->n_access] = 0;
}

/* Accessing one card: reveal it to the Runner, steal an agenda (seed 001:
 * the Runner cannot refuse), or offer to pay its trash cost. */
static void
access_card (DrNrState *s, int card)
{
  DrNrRun *r = &s->run;
  const DrNrSeat *corp = DR_NR_CORP (s);
  const DrNrCardDef *d;

  if (card == ACCESS_HQ_RANDOM)
    card = corp->hand.ids[dr_engine_rng_below (s->rng, corp->hand.n)];
  else if (card == ACCESS_RD_TOP)
    card = corp->deck.ids[corp->deck.n - 1];
  d = dr_nr_def (s, card);
  r->access_card = (uint8_t) card;
  dr_nr_log (s, DR_NR_EV_ACCESS, r->runner, card, r->server, 0, 0);
  if (d->type == DR_NR_TYPE_AGENDA)
    {
      /* the next card waits until reactions to the steal are resolved */
      dr_nr_score_agenda (s, card, r->runner, 1);
      r->access_card = DR_NR_NO_CARD;
      return;
    }
  if (d->trash_cost >= 0 && s->cards[card].zone != DR_NR_ZONE_DISCARD
      && dr_nr_runner_spendable (s, r->runner) >= d->trash_cost)
    {
      dr_nr_push (s, DR_NR_FRAME_ACCESS, r->runner, card);
      return;
    }
  r->access_card = DR_NR_NO_CARD;
}

/* One step of the breach: returns 1 while cards are left to access. */
int
dr_nr_access_step (DrNrState *s)
{
  DrNrRun *r = &s->run;
  int i, mattering = 0, last = -1;

  for (i = 0; i < r->n_access; )
    {
      int card = r->access[i];

      if (!still_accessible (s, card))
        remove_candidate (r, i);
      else if (!matters (s, card))
        {
          /* nothing can happen: accessed without a decision */
          remove_candidate (r, i);
          access_card (s, card);
        }
      else
        {
          mattering++;
          last = i;
          i++;
        }
    }
  if (mattering == 0)
    return 0;
  if (mattering == 1)
    {
      int card = r->access[last];
      remove_candidate (r, last);
      access_card (s, card);
      return 1;
    }
  dr_nr_push (s, DR_NR_FRAME_ACCESS_ORDER, r->runner, DR_NR_NO_CARD);
  return 1;
}

int
dr_nr_access_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  const DrNrRun *r = &s->run;
  int i;

  if (f->kind == DR_NR_FRAME_ACCESS_ORDER)
    {
      /* only the cards whose order can matter are left (dr_nr_access_step) */
      for (i = 0; i < r->n_access; i++)
        {
          int card = r->access[i];

          if (card == ACCESS_HQ_RANDOM || card == ACCESS_RD_TOP)
            DR_NR_ADD (out, n, .kind = DR_NR_ACT_ACCESS, .seat = f->seat, .card = DR_NR_NO_CARD,
                    .target = DR_NR_NO_CARD,
                    .server = card == ACCESS_HQ_RANDOM ? DR_NR_SERVER_HQ : DR_NR_SERVER_RD);
          else
            DR_NR_ADD (out, n, .kind = DR_NR_ACT_ACCESS, .seat = f->seat, .card = (uint8_t) card,
                    .target = DR_NR_NO_CARD, .server = (uint8_t) s->run.server);
        }
      return n;
    }
  /* the mid-access window: pay the trash cost, or not */
  if (dr_nr_runner_spendable (s, f->seat) >= dr_nr_def (s, f->card)->trash_cost)
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_TRASH, .seat = f->seat, .card = f->card,
            .target = DR_NR_NO_CARD);
  DR_NR_ADD (out, n, .kind = DR_NR_ACT_PASS, .seat = f->seat, .card = DR_NR_NO_CARD,
          .target = DR_NR_NO_CARD);
  return n;
}

void
dr_nr_access_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrRun *r = &s->run;
  int i;

  dr_nr_pop (s);
  switch (a->kind)
    {
    case DR_NR_ACT_ACCESS:
      for (i = 0; i < r->n_access; i++)
        {
          int card = r->access[i];
          int wanted = a->card != DR_NR_NO_CARD ? a->card
            : a->server == DR_NR_SERVER_HQ ? ACCESS_HQ_RANDOM : ACCESS_RD_TOP;

          if (card == wanted)
            {
              remove_candidate (r, i);
              access_card (s, card);
              return;
            }
        }
      break;
    case DR_NR_ACT_TRASH:
      /* trashed cards go to Archives face up (seed 001) */
      dr_nr_runner_pay (s, a->seat, dr_nr_def (s, a->card)->trash_cost);
      dr_nr_trash_card (s, a->card, 1);
      r->access_card = DR_NR_NO_CARD;
      break;
    default:
      r->access_card = DR_NR_NO_CARD;
      break;
    }
}
