/* dr-nr-access.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Breaching a server and accessing cards (seed 001, access phase; seed 000,
 * 4.5; docs/timing.md §3, breach).  The candidates are the root's cards and
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

/* Cards of HQ and R&D accessed during this breach carry a mark, so that
 * extra accesses take the next card: R&D from the top down, HQ at random
 * among the cards not accessed yet (seed 001, accessing several cards). */
void
dr_nr_clear_access_marks (DrNrState *s)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].owner == DR_NR_CORP_SEAT
        && (s->cards[i].zone == DR_NR_ZONE_HAND || s->cards[i].zone == DR_NR_ZONE_DECK))
      s->cards[i].used &= (uint8_t) ~DR_NR_USED_ACCESSED;
}

static int
unmarked (const DrNrState *s, const DrNrPile *p, int *ids)
{
  int i, n = 0;

  for (i = 0; i < p->n; i++)
    if (!(s->cards[p->ids[i]].used & DR_NR_USED_ACCESSED))
      {
        if (ids != NULL)
          ids[n] = p->ids[i];
        n++;
      }
  return n;
}

void
dr_nr_access_begin (DrNrState *s)
{
  DrNrRun *r = &s->run;
  const DrNrServer *sv = &s->servers[r->server];
  const DrNrSeat *corp = DR_NR_CORP (s);
  int i, more;

  r->n_access = 0;
  r->access_next = 0;
  dr_nr_clear_access_marks (s);
  for (i = 0; i < sv->n_root; i++)
    r->access[r->n_access++] = sv->root[i];
  switch (r->server)
    {
    case DR_NR_SERVER_HQ:
      for (more = 0; more <= r->extra_access && more < corp->hand.n; more++)
        r->access[r->n_access++] = ACCESS_HQ_RANDOM;
      break;
    case DR_NR_SERVER_RD:
      for (more = 0; more <= r->extra_access && more < corp->deck.n; more++)
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
    return unmarked (s, &DR_NR_CORP (s)->hand, NULL) > 0;
  if (card == ACCESS_RD_TOP)
    return unmarked (s, &DR_NR_CORP (s)->deck, NULL) > 0;
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
  if (d->type == DR_NR_TYPE_AGENDA || d->trigger.when == DR_NR_TRIGGER_ACCESSED)
    return 1;
  return dr_nr_access_trash_cost (s, card) >= 0;
}

/* "When accessed" abilities (ambushes) work even on unrezzed cards; most
 * count advancement tokens and so only matter installed
 * (docs/rules-choices.md, ambushes). */
static void
queue_accessed (DrNrState *s, int card)
{
  const DrNrTrigger *t = &dr_nr_def (s, card)->trigger;
  int zone = s->cards[card].zone;

  if (t->when != DR_NR_TRIGGER_ACCESSED)
    return;
  if (t->server == DR_NR_TRIGGER_INSTALLED && zone != DR_NR_ZONE_ROOT)
    return;
  if (zone == DR_NR_ZONE_DISCARD)
    return;
  dr_nr_queue_pending (s, card, DR_NR_PENDING_TRIGGER, DR_NR_CORP_SEAT, card);
}

/* After an agenda was not stolen, or any other accessed card: pay to
 * trash it, when it can be trashed and the Runner can pay. */
static void
offer_trash (DrNrState *s, int card)
{
  int cost = dr_nr_access_trash_cost (s, card);

  if (cost >= 0 && dr_nr_runner_spendable (s, s->run.runner) >= cost)
    {
      dr_nr_push (s, DR_NR_FRAME_ACCESS, s->run.runner, card);
      return;
    }
  s->run.access_card = DR_NR_NO_CARD;
}

void
dr_nr_access_not_stolen (DrNrState *s, int card)
{
  offer_trash (s, card);
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
  int ids[DR_NR_PILE_CAP];

  if (card == ACCESS_HQ_RANDOM)
    {
      int n = unmarked (s, &corp->hand, ids);
      card = ids[dr_engine_rng_below (s->rng, (uint32_t) n)];
    }
  else if (card == ACCESS_RD_TOP)
    {
      int n = unmarked (s, &corp->deck, ids);
      card = ids[n - 1];   /* the highest card not accessed yet */
    }
  d = dr_nr_def (s, card);
  s->cards[card].used |= DR_NR_USED_ACCESSED;
  r->access_card = (uint8_t) card;
  dr_nr_log (s, DR_NR_EV_ACCESS, r->runner, card, r->server, 0, 0);
  queue_accessed (s, card);
  if (d->type == DR_NR_TYPE_AGENDA)
    {
      /* an additional steal cost is a decision (Red Herrings); without
       * it the agenda is stolen, and the next card waits until reactions
       * to the steal are resolved */
      if (r->steal_cost > 0)
        {
          if (dr_nr_runner_spendable (s, r->runner) >= r->steal_cost)
            {
              DrNrFrame *f = dr_nr_push (s, DR_NR_FRAME_STEAL, r->runner, card);
              f->n = r->steal_cost;
            }
          else
            offer_trash (s, card);
          return;
        }
      dr_nr_score_agenda (s, card, r->runner, 1);
      r->access_card = DR_NR_NO_CARD;
      return;
    }
  offer_trash (s, card);
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
          /* extra HQ or R&D accesses are one choice, not several */
          if (!((card == ACCESS_HQ_RANDOM || card == ACCESS_RD_TOP)
                && memchr (r->access, card, (size_t) i) != NULL))
            mattering++;
          if (last < 0 || r->access[last] != card)
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
      /* only the cards whose order can matter are left (dr_nr_access_step);
       * extra HQ or R&D accesses are one choice each time */
      for (i = 0; i < r->n_access; i++)
        {
          int card = r->access[i];

          if ((card == ACCESS_HQ_RANDOM || card == ACCESS_RD_TOP)
              && memchr (r->access, card, (size_t) i) != NULL)
            continue;
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
  if (dr_nr_runner_spendable (s, f->seat) >= dr_nr_access_trash_cost (s, f->card))
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_TRASH, .seat = f->seat, .card = f->card,
            .target = DR_NR_NO_CARD);
  n = dr_nr_add_pass (out, n, f->seat);
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
      dr_nr_runner_pay (s, a->seat, dr_nr_access_trash_cost (s, a->card));
      dr_nr_trash_card (s, a->card, 1);
      r->access_card = DR_NR_NO_CARD;
      break;
    default:
      r->access_card = DR_NR_NO_CARD;
      break;
    }
}
