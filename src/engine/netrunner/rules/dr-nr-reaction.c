/* dr-nr-reaction.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Conditional abilities and reaction windows (docs/timing.md §1, §2).
 * Events no longer resolve abilities on the spot: a met condition queues a
 * pending instance, and the next checkpoint opens a reaction window for
 * everything queued since.  The active player resolves their pending
 * abilities first, in the order they choose, then the other player; a
 * window opened while another is resolving nests above it (chain
 * reactions).  Every conditional ability of the implemented cards is
 * mandatory, so a player cannot pass while one of theirs is pending, and
 * the only real choice is the order: when a player has a single distinct
 * ability left it resolves without asking.
 */
#include <string.h>

#include "dr-nr-private.h"

void
dr_nr_queue_pending (DrNrState *s, int card, int kind, int seat, int aux)
{
  DrNrPending *p;

  if (s->n_pending >= DR_NR_PENDING_CAP)
    {
      /* More simultaneous abilities than any position of the implemented
       * cards can produce: end the game rather than lose one. */
      dr_nr_set_winner (s, DR_NR_WINNER_DRAW, DR_NR_RESULT_TURN_LIMIT);
      return;
    }
  p = &s->pending[s->n_pending++];
  p->card = (uint8_t) card;
  p->kind = (uint8_t) kind;
  p->seat = (uint8_t) seat;
  p->aux = (uint8_t) aux;
}

int
dr_nr_other_seat (const DrNrState *s, int seat)
{
  return seat == DR_NR_CORP_SEAT ? s->active_runner : DR_NR_CORP_SEAT;
}

/* Entries from `start` on that no open reaction window has taken yet get a
 * window of their own. */
void
dr_nr_reaction_open (DrNrState *s)
{
  int i, covered = 0;
  DrNrFrame *f;

  if (s->n_pending == 0)
    return;
  for (i = s->stack_n - 1; i >= 0; i--)
    if (s->stack[i].kind == DR_NR_FRAME_REACTION)
      {
        covered = s->stack[i].n + s->stack[i].m;
        break;
      }
  if (s->n_pending <= covered)
    return;
  f = dr_nr_push (s, DR_NR_FRAME_REACTION, s->active_seat, DR_NR_NO_CARD);
  f->n = (int16_t) covered;
  f->m = (int16_t) (s->n_pending - covered);
}

static void
remove_pending (DrNrState *s, int index)
{
  memmove (&s->pending[index], &s->pending[index + 1],
           (size_t) (s->n_pending - index - 1) * sizeof s->pending[0]);
  s->n_pending--;
  memset (&s->pending[s->n_pending], 0, sizeof s->pending[0]);
}

/* A Runner who leaves the game takes their pending abilities along; the
 * windows around them shrink accordingly. */
void
dr_nr_drop_pending_of (DrNrState *s, int seat)
{
  int k = 0, i;

  while (k < s->n_pending)
    {
      if (s->pending[k].seat != seat)
        {
          k++;
          continue;
        }
      for (i = 0; i < s->stack_n; i++)
        {
          DrNrFrame *f = &s->stack[i];

          if (f->kind != DR_NR_FRAME_REACTION)
            continue;
          if (f->n > k)
            f->n--;
          else if (k < f->n + f->m)
            f->m--;
        }
      remove_pending (s, k);
    }
}

/* Two instances of the same card's ability are interchangeable: only the
 * first is offered, so the order of identical abilities is no decision. */
static int
first_of_its_kind (const DrNrState *s, const DrNrFrame *f, int index)
{
  const DrNrPending *p = &s->pending[index];
  int i;

  for (i = f->n; i < index; i++)
    {
      const DrNrPending *q = &s->pending[i];
      if (q->seat == p->seat && q->kind == p->kind
          && s->cards[q->card].def == s->cards[p->card].def)
        return 0;
    }
  return 1;
}

/* "You may" abilities (a trigger record marked optional) can be declined
 * one instance at a time; the others are mandatory. */
static int
pending_optional (const DrNrState *s, const DrNrPending *p)
{
  return p->kind == DR_NR_PENDING_TRIGGER && dr_nr_def (s, p->card)->trigger.optional;
}

int
dr_nr_reaction_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  int i;

  for (i = f->n; i < f->n + f->m; i++)
    if (s->pending[i].seat == f->seat && first_of_its_kind (s, f, i))
      {
        DR_NR_ADD (out, n, .kind = DR_NR_ACT_TRIGGER, .seat = f->seat,
                   .card = s->pending[i].card, .target = DR_NR_NO_CARD,
                   .amount = s->pending[i].kind);
        if (pending_optional (s, &s->pending[i]))
          DR_NR_ADD (out, n, .kind = DR_NR_ACT_DECLINE, .seat = f->seat,
                     .card = s->pending[i].card, .target = DR_NR_NO_CARD,
                     .amount = s->pending[i].kind);
      }
  /* every implemented conditional ability is mandatory: no pass while one
   * of the player's own is pending (docs/timing.md §1, reaction window) */
  if (n == 0)
    n = dr_nr_add_pass (out, n, f->seat);
  return n;
}

/* A trigger's step; counters "on that program" go on the card that met
 * the condition (card 01006 Grimoire), if it is still installed. */
static void
trigger_op (DrNrState *s, const DrNrOp *op, const DrNrPending *p)
{
  if (op->op == DR_NR_OP_VIRUS_ON_SUBJECT)
    {
      if (p->aux < s->n_cards && dr_nr_card_active (s, p->aux))
        s->cards[p->aux].virus = (uint8_t) (s->cards[p->aux].virus + op->n);
      return;
    }
  dr_nr_effect_op (s, op, p->card, p->seat);
}

static void
resolve (DrNrState *s, const DrNrPending *p)
{
  const DrNrCardDef *d = dr_nr_def (s, p->card);

  switch (p->kind)
    {
    case DR_NR_PENDING_TRIGGER:
      trigger_op (s, &d->trigger.op, p);
      if (d->trigger.op2.op != DR_NR_OP_NONE && s->winner == DR_NR_NO_SEAT)
        trigger_op (s, &d->trigger.op2, p);
      break;
    case DR_NR_PENDING_SCORED:
      if (d->on_score != NULL)
        d->on_score (s, p->card);
      break;
    case DR_NR_PENDING_ENCOUNTER_END:
      if (d->on_encounter_end != NULL)
        d->on_encounter_end (s, p->card);
      break;
    default:
      break;
    }
}

static void
trigger_at (DrNrState *s, DrNrFrame *f, int index)
{
  DrNrPending p = s->pending[index];

  /* the instance leaves the window before it resolves, so that abilities
   * it makes pending go to a nested window */
  remove_pending (s, index);
  f->m--;
  dr_nr_log (s, DR_NR_EV_ABILITY, p.seat, p.card, p.kind, 0, 1);
  resolve (s, &p);
}

static void
close_window (DrNrState *s, DrNrFrame *f)
{
  /* anything left lapses; nested windows are gone, so these are the last */
  while (f->m > 0)
    {
      remove_pending (s, f->n + f->m - 1);
      f->m--;
    }
  dr_nr_pop (s);
}

static void
pass (DrNrState *s, DrNrFrame *f)
{
  /* the active player passes to the other, whose pass closes the window */
  if (f->step)
    close_window (s, f);
  else
    {
      f->seat = (uint8_t) dr_nr_other_seat (s, f->seat);
      f->step = 1;
    }
}

/* Steps the window without a decision when there is nothing to choose.
 * Returns 1 when it did something. */
int
dr_nr_reaction_settle (DrNrState *s, DrNrFrame *f)
{
  DrNrAction legal[2 * DR_NR_PENDING_CAP + 1];  /* use or decline each, or pass */
  int n = dr_nr_reaction_legal (s, f, legal, 0);

  if (n == 1 && legal[0].kind == DR_NR_ACT_PASS)
    {
      pass (s, f);
      return 1;
    }
  if (n == 1)
    {
      dr_nr_reaction_apply (s, &legal[0]);
      return 1;
    }
  return 0;
}

void
dr_nr_reaction_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrFrame *f = &s->stack[s->stack_n - 1];
  int i;

  if (a->kind == DR_NR_ACT_PASS)
    {
      pass (s, f);
      return;
    }
  for (i = f->n; i < f->n + f->m; i++)
    if (s->pending[i].seat == a->seat && s->pending[i].card == a->card
        && s->pending[i].kind == a->amount)
      {
        if (a->kind == DR_NR_ACT_DECLINE)
          {
            remove_pending (s, i);
            f->m--;
          }
        else
          trigger_at (s, f, i);
        return;
      }
}
