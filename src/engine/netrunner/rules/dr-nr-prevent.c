/* dr-nr-prevent.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Interrupt windows for prevention (docs/timing.md §1, interrupts; seed 001,
 * prevention: "prevent" abilities are used as the event is about to
 * happen, before it resolves).  Damage and tags do not happen at once when
 * the affected player holds a prevention ability that could stop them: a
 * PREVENT frame holds the event (`step` its DrNrPreventKind, `n` how much
 * is left, `m` the source card, or for a trash the card to be trashed) and
 * the player uses
 * prevention abilities one at a time, each lowering `n`, then passes, and
 * what is left happens.  With nothing usable the event happens at once, as
 * before, so no one is asked a question with a single answer.
 *
 * Expose is an event like the others (card 01071 Zaibatsu Loyalty: "stop 1
 * card from being exposed"): the Corp, whose card it is, decides, and a
 * card whose text lets it be rezzed "at the moment a card would be
 * exposed" (`rez_to_prevent`) is rezzed inside the window, which is no paid
 * ability window: only such cards may be rezzed there.
 */
#include "dr-nr-private.h"

/* `step` of the frame: the kind, and this bit when the event is the first
 * of its kind this turn (card 01045 Net Shield). */
#define PREVENT_FIRST 0x80

static int
turn_bit_of (int what)
{
  return what == DR_NR_PREVENT_NET ? DR_NR_EVENT_FLAG_NET_DAMAGE : 0;
}

static int
prevent_usable (const DrNrState *s, int seat, int card, int index, int what, int first)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  const DrNrPrevent *p = &d->prevent[index];
  int credits = seat == DR_NR_CORP_SEAT ? DR_NR_CORP (s)->credits
                                        : dr_nr_runner_spendable (s, seat);

  if (p->what != what || !dr_nr_card_active (s, card) || s->cards[card].owner != seat)
    return 0;
  if (p->first_each_turn && !first)
    return 0;
  return credits >= p->credits;
}

/* An installed, unrezzed card the Corp may rez in this window, and can
 * pay for. */
static int
rez_usable (const DrNrState *s, int card, int what)
{
  return dr_nr_def (s, card)->rez_to_prevent == what
    && !(s->cards[card].flags & DR_NR_CARD_REZZED)
    && dr_nr_rez_cost (s, card) <= DR_NR_CORP (s)->credits;
}

static int
list_rig (const DrNrState *s, int seat, const uint8_t *ids, int count, int what, int first,
          DrNrAction *out, int n)
{
  int i, k;

  for (i = 0; i < count; i++)
    {
      const DrNrCardDef *d = dr_nr_def (s, ids[i]);

      if (seat == DR_NR_CORP_SEAT && rez_usable (s, ids[i], what)
          && dr_nr_first_copy (s, ids, i))
        DR_NR_ADD (out, n, .kind = DR_NR_ACT_REZ, .seat = DR_NR_CORP_SEAT, .card = ids[i],
                   .target = DR_NR_NO_CARD, .server = DR_NR_NO_SERVER);
      for (k = 0; k < d->n_prevent; k++)
        if (prevent_usable (s, seat, ids[i], k, what, first)
            && dr_nr_first_copy (s, ids, i))
          DR_NR_ADD (out, n, .kind = DR_NR_ACT_PREVENT, .seat = (uint8_t) seat,
                     .card = ids[i], .target = DR_NR_NO_CARD, .server = DR_NR_NO_SERVER,
                     .amount = (int16_t) k);
    }
  return n;
}

static int
prevent_options (const DrNrState *s, int seat, int what, int first, DrNrAction *out, int n)
{
  const DrNrSeat *st = &s->seats[seat];
  int server;

  if (seat == DR_NR_CORP_SEAT)
    {
      for (server = 0; server < DR_NR_MAX_SERVERS; server++)
        n = list_rig (s, seat, s->servers[server].root, s->servers[server].n_root, what, first,
                      out, n);
      return n;
    }
  n = list_rig (s, seat, st->programs.ids, st->programs.n, what, first, out, n);
  n = list_rig (s, seat, st->hardware.ids, st->hardware.n, what, first, out, n);
  n = list_rig (s, seat, st->resources.ids, st->resources.n, what, first, out, n);
  return n;
}

static void
happen (DrNrState *s, int seat, int what, int amount, int source)
{
  if (amount <= 0)
    return;
  switch (what)
    {
    case DR_NR_PREVENT_NET:
      dr_nr_damage_now (s, seat, DR_NR_OP_NET_DAMAGE, amount);
      break;
    case DR_NR_PREVENT_MEAT:
      dr_nr_damage_now (s, seat, DR_NR_OP_MEAT_DAMAGE, amount);
      break;
    case DR_NR_PREVENT_CORE:
      dr_nr_damage_now (s, seat, DR_NR_OP_CORE_DAMAGE, amount);
      break;
    case DR_NR_PREVENT_TAG:
      s->seats[seat].tags = (uint8_t) (s->seats[seat].tags + amount);
      dr_nr_log (s, DR_NR_EV_TAG, seat, source, 0, amount, 0);
      break;
    case DR_NR_PREVENT_TRASH:
      if (s->cards[source].zone == DR_NR_ZONE_PROGRAMS
          || s->cards[source].zone == DR_NR_ZONE_HARDWARE)
        dr_nr_trash_card (s, source, 1);
      break;
    case DR_NR_PREVENT_EXPOSE:
      dr_nr_expose_now (s, source);
      break;
    default:
      break;
    }
}

/* `amount` of `what` is about to happen to `seat`: open the window when
 * they can prevent some of it, else let it happen. */
void
dr_nr_about_to (DrNrState *s, int seat, int what, int amount, int source)
{
  int bit = turn_bit_of (what);
  int first = bit != 0 && !(s->seats[seat].event_flags & bit);
  DrNrFrame *f;

  if (amount <= 0)
    return;
  if (bit != 0)
    s->seats[seat].event_flags |= (uint8_t) bit;
  if (prevent_options (s, seat, what, first, NULL, 0) == 0)
    {
      happen (s, seat, what, amount, source);
      return;
    }
  f = dr_nr_push (s, DR_NR_FRAME_PREVENT, seat, DR_NR_NO_CARD);
  f->step = (uint8_t) (what | (first ? PREVENT_FIRST : 0));
  f->n = (int16_t) amount;
  f->m = (int16_t) source;
}

/* An installed program or piece of hardware is about to be trashed by an
 * effect (not as a cost, nor to respect the memory limit): its owner may
 * prevent it (card 01048 Sacrificial Construct). */
void
dr_nr_trash_installed (DrNrState *s, int card)
{
  const DrNrCard *c = &s->cards[card];

  if (c->zone == DR_NR_ZONE_PROGRAMS || c->zone == DR_NR_ZONE_HARDWARE)
    dr_nr_about_to (s, c->owner, DR_NR_PREVENT_TRASH, 1, card);
  else
    dr_nr_trash_card (s, card, 1);
}

int
dr_nr_prevent_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  n = prevent_options (s, f->seat, f->step & ~PREVENT_FIRST, (f->step & PREVENT_FIRST) != 0,
                       out, n);
  n = dr_nr_add_pass (out, n, f->seat);
  return n;
}

void
dr_nr_prevent_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrFrame *f = &s->stack[s->stack_n - 1];
  int what = f->step & ~PREVENT_FIRST;

  if (a->kind == DR_NR_ACT_PASS)
    {
      DrNrFrame done = *f;

      dr_nr_pop (s);
      happen (s, done.seat, what, done.n, done.m);
      return;
    }
  else if (a->kind == DR_NR_ACT_REZ)
    /* the window stays open: the rezzed card's prevention is usable now */
    dr_nr_rez_card (s, a->card, 1);
  else
    {
      const DrNrPrevent *p = &dr_nr_def (s, a->card)->prevent[a->amount];
      int stopped = p->amount == 0 || p->amount > f->n ? f->n : p->amount;

      if (a->seat == DR_NR_CORP_SEAT)
        DR_NR_CORP (s)->credits = (int16_t) (DR_NR_CORP (s)->credits - p->credits);
      else
        dr_nr_runner_pay (s, a->seat, p->credits);
      /* "the first net damage": one point of the turn's first event, so a
       * second such ability cannot stop another point of it */
      if (p->first_each_turn)
        f->step &= (uint8_t) ~PREVENT_FIRST;
      dr_nr_log (s, DR_NR_EV_PREVENT, a->seat, a->card, (uint8_t) what, stopped, 0);
      if (p->trash_self)
        dr_nr_trash_card (s, a->card, 1);
      f->n = (int16_t) (f->n - stopped);
      if (f->n <= 0)
        dr_nr_pop (s);
    }
}

/* Once nothing can prevent any more of it, the rest happens without a
 * question.  Returns 1 when it did something. */
int
dr_nr_prevent_settle (DrNrState *s, DrNrFrame *f)
{
  if (prevent_options (s, f->seat, f->step & ~PREVENT_FIRST, (f->step & PREVENT_FIRST) != 0,
                       NULL, 0) > 0)
    return 0;
  dr_nr_prevent_apply (s, &(DrNrAction) { .kind = DR_NR_ACT_PASS, .seat = f->seat });
  return 1;
}

/* "The first each turn" starts again with every turn. */
void
dr_nr_prevent_turn_begins (DrNrState *s)
{
  int i;

  for (i = 0; i < s->n_seats; i++)
    s->seats[i].event_flags &= (uint8_t) ~DR_NR_EVENT_FLAG_NET_DAMAGE;
}
