/* dr-game-access.c
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

#include "dr-game-private.h"

/* Stand-ins for cards picked only when accessed. */
#define ACCESS_HQ_RANDOM 0xfe
#define ACCESS_RD_TOP    0xfd

void
dr_access_begin (DrGameState *s)
{
  DrGameRun *r = &s->run;
  const DrGameServer *sv = &s->servers[r->server];
  const DrGameSeat *corp = DR_CORP (s);
  int i;

  r->n_access = 0;
  r->access_next = 0;
  for (i = 0; i < sv->n_root; i++)
    r->access[r->n_access++] = sv->root[i];
  switch (r->server)
    {
    case DR_GAME_SERVER_HQ:
      if (corp->hand.n > 0)
        r->access[r->n_access++] = ACCESS_HQ_RANDOM;
      break;
    case DR_GAME_SERVER_RD:
      if (corp->deck.n > 0)
        r->access[r->n_access++] = ACCESS_RD_TOP;
      break;
    case DR_GAME_SERVER_ARCHIVES:
      for (i = 0; i < corp->discard.n && r->n_access < DR_GAME_PILE_CAP; i++)
        r->access[r->n_access++] = corp->discard.ids[i];
      break;
    default:
      break;
    }
}

/* A candidate that left its place meanwhile is not accessed. */
static int
still_accessible (const DrGameState *s, int card)
{
  const DrGameCard *c;

  if (card == ACCESS_HQ_RANDOM)
    return DR_CORP (s)->hand.n > 0;
  if (card == ACCESS_RD_TOP)
    return DR_CORP (s)->deck.n > 0;
  c = &s->cards[card];
  if (c->zseat != DR_GAME_CORP_SEAT)
    return 0;
  switch (s->run.server)
    {
    case DR_GAME_SERVER_HQ:
      if (c->zone == DR_GAME_ZONE_HAND)
        return 1;
      break;
    case DR_GAME_SERVER_RD:
      if (c->zone == DR_GAME_ZONE_DECK)
        return 1;
      break;
    case DR_GAME_SERVER_ARCHIVES:
      if (c->zone == DR_GAME_ZONE_DISCARD)
        return 1;
      break;
    default:
      break;
    }
  return c->zone == DR_GAME_ZONE_ROOT && c->server == s->run.server;
}

/* Whether accessing the candidate can do anything, as far as the Runner
 * can tell: an unseen card might; an agenda is stolen; a card with a trash
 * cost outside Archives may be trashed. */
static int
matters (const DrGameState *s, int card)
{
  const DrGameCardDef *d;

  if (card == ACCESS_HQ_RANDOM || card == ACCESS_RD_TOP
      || !dr_game_card_visible (s, card, s->run.runner))
    return 1;
  d = dr_game_def (s, card);
  if (d->type == DR_CARD_AGENDA)
    return 1;
  return d->trash_cost >= 0 && s->cards[card].zone != DR_GAME_ZONE_DISCARD;
}

static void
remove_candidate (DrGameRun *r, int index)
{
  memmove (&r->access[index], &r->access[index + 1], (size_t) (r->n_access - index - 1));
  r->n_access--;
  r->access[r->n_access] = 0;
}

/* Accessing one card: reveal it to the Runner, steal an agenda (seed 001:
 * the Runner cannot refuse), or offer to pay its trash cost. */
static void
access_card (DrGameState *s, int card)
{
  DrGameRun *r = &s->run;
  const DrGameSeat *corp = DR_CORP (s);
  const DrGameCardDef *d;

  if (card == ACCESS_HQ_RANDOM)
    card = corp->hand.ids[dr_game_rng_below (s->rng, corp->hand.n)];
  else if (card == ACCESS_RD_TOP)
    card = corp->deck.ids[corp->deck.n - 1];
  d = dr_game_def (s, card);
  r->access_card = (uint8_t) card;
  dr_log (s, DR_GAME_EV_ACCESS, r->runner, card, r->server, 0, 0);
  if (d->type == DR_CARD_AGENDA)
    {
      /* the next card waits until reactions to the steal are resolved */
      dr_score_agenda (s, card, r->runner, 1);
      r->access_card = DR_GAME_NO_CARD;
      return;
    }
  if (d->trash_cost >= 0 && s->cards[card].zone != DR_GAME_ZONE_DISCARD
      && dr_runner_spendable (s, r->runner) >= d->trash_cost)
    {
      dr_push (s, DR_GAME_FRAME_ACCESS, r->runner, card);
      return;
    }
  r->access_card = DR_GAME_NO_CARD;
}

/* One step of the breach: returns 1 while cards are left to access. */
int
dr_access_step (DrGameState *s)
{
  DrGameRun *r = &s->run;
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
  dr_push (s, DR_GAME_FRAME_ACCESS_ORDER, r->runner, DR_GAME_NO_CARD);
  return 1;
}

int
dr_access_legal (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n)
{
  const DrGameRun *r = &s->run;
  int i;

  if (f->kind == DR_GAME_FRAME_ACCESS_ORDER)
    {
      /* only the cards whose order can matter are left (dr_access_step) */
      for (i = 0; i < r->n_access; i++)
        {
          int card = r->access[i];

          if (card == ACCESS_HQ_RANDOM || card == ACCESS_RD_TOP)
            DR_ADD (out, n, .kind = DR_GAME_ACT_ACCESS, .seat = f->seat, .card = DR_GAME_NO_CARD,
                    .target = DR_GAME_NO_CARD,
                    .server = card == ACCESS_HQ_RANDOM ? DR_GAME_SERVER_HQ : DR_GAME_SERVER_RD);
          else
            DR_ADD (out, n, .kind = DR_GAME_ACT_ACCESS, .seat = f->seat, .card = (uint8_t) card,
                    .target = DR_GAME_NO_CARD, .server = (uint8_t) s->run.server);
        }
      return n;
    }
  /* the mid-access window: pay the trash cost, or not */
  if (dr_runner_spendable (s, f->seat) >= dr_game_def (s, f->card)->trash_cost)
    DR_ADD (out, n, .kind = DR_GAME_ACT_TRASH, .seat = f->seat, .card = f->card,
            .target = DR_GAME_NO_CARD);
  DR_ADD (out, n, .kind = DR_GAME_ACT_PASS, .seat = f->seat, .card = DR_GAME_NO_CARD,
          .target = DR_GAME_NO_CARD);
  return n;
}

void
dr_access_apply (DrGameState *s, const DrGameAction *a)
{
  DrGameRun *r = &s->run;
  int i;

  dr_pop (s);
  switch (a->kind)
    {
    case DR_GAME_ACT_ACCESS:
      for (i = 0; i < r->n_access; i++)
        {
          int card = r->access[i];
          int wanted = a->card != DR_GAME_NO_CARD ? a->card
            : a->server == DR_GAME_SERVER_HQ ? ACCESS_HQ_RANDOM : ACCESS_RD_TOP;

          if (card == wanted)
            {
              remove_candidate (r, i);
              access_card (s, card);
              return;
            }
        }
      break;
    case DR_GAME_ACT_TRASH:
      /* trashed cards go to Archives face up (seed 001) */
      dr_runner_pay (s, a->seat, dr_game_def (s, a->card)->trash_cost);
      dr_trash_card (s, a->card, 1);
      r->access_card = DR_GAME_NO_CARD;
      break;
    default:
      r->access_card = DR_GAME_NO_CARD;
      break;
    }
}
