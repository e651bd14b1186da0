/* dr-nr-paw.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Paid ability windows with priority passing (docs/timing.md §1; seed 000,
 * "Chronologie d'un Piratage" 2.1, 2.3, 3.1, 4.1, 4.3: "les capacités
 * payantes peuvent être déclenchées").  Both players get priority, the
 * active player first; using an option keeps priority; a pass hands it to
 * the other player, and a pass by a player who just received priority
 * from the other closes the window.
 *
 * A player with no option at all passes without being asked.  This keeps
 * the rules exact (a player with nothing to do can only pass) and keeps
 * self-play fast: most windows close without a single decision.
 */
#include "dr-nr-private.h"

DrNrFrame *
dr_nr_paw_push (DrNrState *s, int kind, int window, int flags, int card)
{
  DrNrFrame *f = dr_nr_push (s, kind, s->active_seat, card);

  f->step = (uint8_t) flags;
  f->n = 0;
  f->m = (int16_t) window;
  return f;
}

int
dr_nr_is_paw_frame (int kind)
{
  return kind == DR_NR_FRAME_PAW || kind == DR_NR_FRAME_APPROACH_REZ
    || kind == DR_NR_FRAME_ENCOUNTER || kind == DR_NR_FRAME_SERVER_REZ;
}

/* The rez cost after modifiers (seed 001: rezzing costs credits, no
 * click).  A rezzed upgrade may lower it for ice protecting its server
 * (card 01079 Akitaro Watanabe). */
int
dr_nr_rez_cost (const DrNrState *s, int card)
{
  const DrNrCard *c = &s->cards[card];
  const DrNrCardDef *d = dr_nr_def (s, card);
  int cost = d->cost, i;

  if (d->type == DR_NR_TYPE_ICE && c->zone == DR_NR_ZONE_ICE)
    {
      const DrNrServer *sv = &s->servers[c->server];
      for (i = 0; i < sv->n_root; i++)
        if (s->cards[sv->root[i]].flags & DR_NR_CARD_REZZED)
          cost -= dr_nr_def (s, sv->root[i])->ice_rez_discount;
    }
  return cost < 0 ? 0 : cost;
}

void
dr_nr_rez_card (DrNrState *s, int card, int pay)
{
  if (pay)
    DR_NR_CORP (s)->credits = (int16_t) (DR_NR_CORP (s)->credits - dr_nr_rez_cost (s, card));
  s->cards[card].flags |= DR_NR_CARD_REZZED;
  dr_nr_log (s, DR_NR_EV_REZ, 0, card, pay ? 0 : 1, 0, 0);
  dr_nr_enforce_unique (s, card);
  /* "as you rez" effects are part of rezzing (card 01056 Adonis Campaign) */
  if (dr_nr_def (s, card)->on_rez != NULL && (s->cards[card].flags & DR_NR_CARD_REZZED))
    dr_nr_def (s, card)->on_rez (s, card);
}

static int
ability_payable (const DrNrState *s, int seat, int card, const DrNrAbility *ab)
{
  int credits = seat == DR_NR_CORP_SEAT ? DR_NR_CORP (s)->credits
    : dr_nr_runner_spendable_for (s, seat, dr_nr_pay_uses_of (s, card));

  if (ab->needs_tag && s->seats[s->active_runner].tags == 0)
    return 0;
  /* ending the run changes the game only during a run */
  if (ab->op.op == DR_NR_OP_END_RUN && !s->run.active)
    return 0;
  if (s->cards[card].agenda < ab->agenda)
    return 0;
  /* X must be at least 1: a paid ability has to be able to change the game */
  return credits >= ab->credits + (ab->x_credits ? 1 : 0) && s->cards[card].virus >= ab->virus
    && s->cards[card].power >= ab->power;
}

/* Paid abilities (no click in the cost) of the card's controller, with
 * the targets they can take now. */
static int
card_paid_abilities (const DrNrState *s, int seat, int card, int flags, int ice,
                     DrNrAction *out, int n)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  int where = s->cards[card].zone == DR_NR_ZONE_SCORE ? DR_NR_ABILITY_FROM_SCORE_AREA
                                                       : DR_NR_ABILITY_WHILE_ACTIVE;
  int k, i;

  for (k = 0; k < d->n_abilities; k++)
    {
      const DrNrAbility *ab = &d->abilities[k];

      if (ab->clicks > 0 || ab->where != where || !ability_payable (s, seat, card, ab))
        continue;
      switch (ab->target)
        {
        case DR_NR_ABILITY_TARGET_ENCOUNTERED_ICE:
          /* only while an ice is being encountered can it change anything */
          if ((flags & DR_NR_PAW_BREAK) && ice != DR_NR_NO_CARD
              && (s->cards[ice].flags & DR_NR_CARD_REZZED))
            DR_NR_ADD (out, n, .kind = DR_NR_ACT_ABILITY, .seat = (uint8_t) seat,
                    .card = (uint8_t) card, .target = (uint8_t) ice, .amount = (int16_t) k);
          break;
        case DR_NR_ABILITY_TARGET_ICE_HERE:
          {
            const DrNrServer *sv = &s->servers[s->cards[card].server];
            for (i = 0; i < sv->n_ice; i++)
              if (s->cards[sv->ice[i]].flags & DR_NR_CARD_REZZED)
                DR_NR_ADD (out, n, .kind = DR_NR_ACT_ABILITY, .seat = (uint8_t) seat,
                        .card = (uint8_t) card, .target = sv->ice[i], .amount = (int16_t) k);
          }
          break;
        case DR_NR_ABILITY_TARGET_ADVANCEABLE:
          for (i = 0; i < s->n_cards; i++)
            if (dr_nr_can_be_advanced (s, i))
              DR_NR_ADD (out, n, .kind = DR_NR_ACT_ABILITY, .seat = (uint8_t) seat,
                      .card = (uint8_t) card, .target = (uint8_t) i, .amount = (int16_t) k);
          break;
        default:
          DR_NR_ADD (out, n, .kind = DR_NR_ACT_ABILITY, .seat = (uint8_t) seat,
                  .card = (uint8_t) card, .target = DR_NR_NO_CARD, .amount = (int16_t) k);
          break;
        }
    }
  return n;
}

/* Paid abilities of agendas in the seat's score area (cards 01068 Nisei
 * MK II, 01081 AstroScript Pilot Program): usable in every paid ability
 * window, like those of active cards. */
static int
score_area_paid_abilities (const DrNrState *s, int seat, int flags, int ice, DrNrAction *out,
                           int n)
{
  const DrNrPile *p = &s->seats[seat].score;
  int i;

  for (i = 0; i < p->n; i++)
    if (dr_nr_def (s, p->ids[i])->n_abilities > 0)
      n = card_paid_abilities (s, seat, p->ids[i], flags, ice, out, n);
  return n;
}

static int
list_paid_abilities (const DrNrState *s, int seat, const uint8_t *ids, int count, int flags,
                     int ice, DrNrAction *out, int n)
{
  int i;

  for (i = 0; i < count; i++)
    if (dr_nr_def (s, ids[i])->n_abilities > 0 && dr_nr_card_active (s, ids[i]))
      n = card_paid_abilities (s, seat, ids[i], flags, ice, out, n);
  return n;
}

static void
apply_to_target (DrNrState *s, const DrNrOp *op, int n, int target)
{
  DrNrCard *c;

  if (target == DR_NR_NO_CARD)
    return;
  c = &s->cards[target];
  switch (op->op)
    {
    case DR_NR_OP_ICE_STRENGTH_ENCOUNTER:
      c->pump_encounter = (int8_t) (c->pump_encounter + n);
      break;
    case DR_NR_OP_ICE_STRENGTH_TURN:
      c->pump_turn = (int8_t) (c->pump_turn + n);
      break;
    case DR_NR_OP_PLACE_ADVANCEMENT:
      dr_nr_place_advancement (s, target, n);
      break;
    default:
      break;
    }
}

/* Costs first (credits, X, counters, trashing the source), then the effect. */
static void
resolve_paid_ability (DrNrState *s, int seat, int card, int index, int target, int x)
{
  const DrNrAbility *ab = &dr_nr_def (s, card)->abilities[index];
  int credits = ab->credits + x;

  if (seat == DR_NR_CORP_SEAT)
    DR_NR_CORP (s)->credits = (int16_t) (DR_NR_CORP (s)->credits - credits);
  else
    dr_nr_runner_pay_for (s, seat, credits, dr_nr_pay_uses_of (s, card));
  s->cards[card].virus = (uint8_t) (s->cards[card].virus - ab->virus);
  s->cards[card].agenda = (uint8_t) (s->cards[card].agenda - ab->agenda);
  s->cards[card].power = (uint8_t) (s->cards[card].power - ab->power);
  dr_nr_log (s, DR_NR_EV_ABILITY, seat, card, (uint8_t) (x > 0 ? x : 0), index, 0);
  if (ab->trash_self)
    dr_nr_trash_card (s, card, 1);
  if (ab->target != DR_NR_ABILITY_TARGET_NONE)
    apply_to_target (s, &ab->op, ab->x_credits ? x : ab->op.n, target);
  else
    dr_nr_effect_op (s, &ab->op, card, seat);
}

int
dr_nr_choose_x_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  int credits = f->seat == DR_NR_CORP_SEAT ? DR_NR_CORP (s)->credits
    : dr_nr_runner_spendable_for (s, f->seat, dr_nr_pay_uses_of (s, f->card));
  const DrNrAbility *ab = &dr_nr_def (s, f->card)->abilities[f->m];
  int x, most = credits - ab->credits;

  if (most > DR_NR_MAX_X)
    most = DR_NR_MAX_X;
  for (x = 1; x <= most; x++)
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_NUMBER, .seat = f->seat, .card = DR_NR_NO_CARD,
            .target = DR_NR_NO_CARD, .amount = (int16_t) x);
  return n;
}

void
dr_nr_choose_x_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrFrame f = s->stack[s->stack_n - 1];

  dr_nr_pop (s);
  resolve_paid_ability (s, f.seat, f.card, f.m, f.n, a->amount);
}

static int
can_rez (const DrNrState *s, int card)
{
  return !(s->cards[card].flags & DR_NR_CARD_REZZED)
    && dr_nr_rez_cost (s, card) <= DR_NR_CORP (s)->credits;
}

/* A rez action, or one per agenda the Corp could forfeit when that is an
 * additional cost (card 01101 Archer: "to rez this ice, you must also
 * forfeit an agenda"); agendas with the same card are interchangeable. */
static int
add_rez (const DrNrState *s, int card, DrNrAction *out, int n)
{
  const DrNrPile *score = &DR_NR_CORP (s)->score;
  int i;

  if (!dr_nr_def (s, card)->rez_forfeit)
    {
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_REZ, .seat = 0, .card = (uint8_t) card,
                 .target = DR_NR_NO_CARD);
      return n;
    }
  for (i = 0; i < score->n; i++)
    if (dr_nr_first_copy (s, score->ids, i))
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_REZ, .seat = 0, .card = (uint8_t) card,
                 .target = score->ids[i]);
  return n;
}

static int
corp_options (const DrNrState *s, int flags, int ice, DrNrAction *out, int n)
{
  int server, i;

  if ((flags & DR_NR_PAW_REZ_ICE) && ice != DR_NR_NO_CARD && can_rez (s, ice))
    n = add_rez (s, ice, out, n);
  n = score_area_paid_abilities (s, DR_NR_CORP_SEAT, flags, ice, out, n);
  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    {
      const DrNrServer *sv = &s->servers[server];

      n = list_paid_abilities (s, DR_NR_CORP_SEAT, sv->root, sv->n_root, flags, ice, out, n);
      /* rezzed ice may have paid abilities too (01088 Data Raven) */
      n = list_paid_abilities (s, DR_NR_CORP_SEAT, sv->ice, sv->n_ice, flags, ice, out, n);
      if (!(flags & (DR_NR_PAW_REZ | DR_NR_PAW_SCORE)))
        continue;
      for (i = 0; i < sv->n_root; i++)
        {
          int card = sv->root[i];
          const DrNrCardDef *d = dr_nr_def (s, card);

          if (d->type == DR_NR_TYPE_AGENDA)
            {
              if ((flags & DR_NR_PAW_SCORE)
                  && s->cards[card].advancement >= dr_nr_advancement_requirement (s, card))
                DR_NR_ADD (out, n, .kind = DR_NR_ACT_SCORE, .seat = 0, .card = (uint8_t) card,
                        .target = DR_NR_NO_CARD);
            }
          else if ((flags & DR_NR_PAW_REZ) && can_rez (s, card))
            n = add_rez (s, card, out, n);
        }
    }
  return n;
}

static int
breaker_matches (const DrNrState *s, int breaker, int ice)
{
  return (dr_nr_def (s, breaker)->breaker.breaks & dr_nr_subtypes (s, ice)) != 0;
}

/* Breaks paid for and not chosen yet ("break as many as 2 subroutines",
 * 01042 Battering Ram) wait in the breaker's per-encounter marks. */
#define PREPAID_SHIFT 4

static int
prepaid_breaks (const DrNrState *s, int breaker)
{
  return s->cards[breaker].used >> PREPAID_SHIFT;
}

static int
can_break_now (const DrNrState *s, int breaker, int ice, int credits)
{
  const DrNrBreaker *br = &dr_nr_def (s, breaker)->breaker;

  if (dr_nr_strength (s, breaker) < dr_nr_strength (s, ice))
    return 0;
  /* 01013 Wyrm: "usable only if that ice's strength is 0 or lower" */
  if (br->ice_strength_limited && dr_nr_strength (s, ice) > br->ice_strength_limit)
    return 0;
  return prepaid_breaks (s, breaker) > 0 || credits >= br->break_cost;
}

static int
add_breaks (const DrNrState *s, int seat, int card, int ice, DrNrAction *out, int n)
{
  int k;

  for (k = 0; k < dr_nr_def (s, ice)->n_subs; k++)
    if (!(s->run.broken & (1u << k)))
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_BREAK, .seat = (uint8_t) seat, .card = (uint8_t) card,
                 .target = (uint8_t) ice, .amount = (int16_t) k);
  return n;
}

/* Icebreakers interact with the encountered ice only: they need strength at
 * least the ice's and a subtype they break (seed 000, 3.1; seed 001). */
static int
runner_options (const DrNrState *s, int seat, int flags, int ice, DrNrAction *out, int n)
{
  const DrNrSeat *st = &s->seats[seat];
  const DrNrRig *progs = &st->programs;
  int i;

  n = list_paid_abilities (s, seat, st->programs.ids, st->programs.n, flags, ice, out, n);
  n = list_paid_abilities (s, seat, st->hardware.ids, st->hardware.n, flags, ice, out, n);
  n = list_paid_abilities (s, seat, st->resources.ids, st->resources.n, flags, ice, out, n);
  if (!(flags & DR_NR_PAW_BREAK) || ice == DR_NR_NO_CARD)
    return n;
  /* bioroids: "by losing a click, the Runner may break a subroutine" (cards
   * 01061-01063); the ice itself is the breaking card */
  if (dr_nr_def (s, ice)->click_break && st->clicks > 0)
    n = add_breaks (s, seat, ice, ice, out, n);
  for (i = 0; i < progs->n; i++)
    {
      int b = progs->ids[i];
      const DrNrBreaker *br = &dr_nr_def (s, b)->breaker;
      int credits;

      if (br->breaks == 0 || !breaker_matches (s, b, ice))
        continue;
      credits = dr_nr_runner_spendable_for (s, seat, dr_nr_pay_uses_of (s, b));
      if (can_break_now (s, b, ice, credits))
        n = add_breaks (s, seat, b, ice, out, n);
      if (br->pump_n > 0 && credits >= br->pump_cost && dr_nr_strength (s, b) < 100)
        DR_NR_ADD (out, n, .kind = DR_NR_ACT_PUMP, .seat = (uint8_t) seat, .card = (uint8_t) b,
                .target = (uint8_t) ice);
    }
  return n;
}

/* What `seat` may do with priority in a window allowing `flags`. */
int
dr_nr_paw_options (const DrNrState *s, int seat, int flags, int ice, DrNrAction *out, int n)
{
  if (seat == DR_NR_CORP_SEAT)
    return corp_options (s, flags, ice, out, n);
  return runner_options (s, seat, flags, ice, out, n);
}

int
dr_nr_paw_has_options (const DrNrState *s, int seat, int flags, int ice)
{
  return dr_nr_paw_options (s, seat, flags, ice, NULL, 0) > 0;
}

void
dr_nr_paw_use_option (DrNrState *s, const DrNrAction *a)
{
  const DrNrCardDef *d = a->card != DR_NR_NO_CARD ? dr_nr_def (s, a->card) : NULL;
  DrNrCard *c = a->card != DR_NR_NO_CARD ? &s->cards[a->card] : NULL;

  /* an option used before the action window cancels the action the other
   * player chose while passing */
  s->intent.kind = DR_NR_ACT_NONE;
  switch (a->kind)
    {
    case DR_NR_ACT_REZ:
      /* an additional cost is paid with the rest (01101 Archer) */
      if (a->target != DR_NR_NO_CARD)
        dr_nr_forfeit_agenda (s, a->target);
      dr_nr_rez_card (s, a->card, 1);
      break;
    case DR_NR_ACT_SCORE:
      dr_nr_score_agenda (s, a->card, DR_NR_CORP_SEAT, 0);
      break;
    case DR_NR_ACT_BREAK:
      if (a->card == a->target)
        {
          /* a bioroid's own ability: the click is lost, nothing is paid */
          DrNrSeat *st = DR_NR_SEAT (s, a->seat);
          st->clicks = (int8_t) (st->clicks - 1);
        }
      else if (prepaid_breaks (s, a->card) > 0)
        c->used = (uint8_t) (c->used - (1u << PREPAID_SHIFT));
      else
        {
          dr_nr_runner_pay_for (s, a->seat, d->breaker.break_cost,
                                dr_nr_pay_uses_of (s, a->card));
          if (d->breaker.break_n > 1)
            c->used = (uint8_t) (c->used | ((d->breaker.break_n - 1) << PREPAID_SHIFT));
        }
      s->run.broken |= (uint8_t) (1u << a->amount);
      if (a->card != a->target)
        c->used |= DR_NR_USED_BROKE;
      dr_nr_log (s, DR_NR_EV_BREAK, a->seat, a->card, (uint8_t) a->amount, 0, 0);
      break;
    case DR_NR_ACT_ABILITY:
      if (d->abilities[a->amount].x_credits)
        {
          /* X is a decision of its own */
          DrNrFrame *f = dr_nr_push (s, DR_NR_FRAME_CHOOSE_X, a->seat, a->card);
          f->n = a->target;
          f->m = a->amount;
        }
      else
        resolve_paid_ability (s, a->seat, a->card, a->amount, a->target, 0);
      break;
    case DR_NR_ACT_PUMP:
      dr_nr_runner_pay_for (s, a->seat, d->breaker.pump_cost, dr_nr_pay_uses_of (s, a->card));
      /* pumps last for the encounter unless the card says the run */
      if (d->breaker.pump_duration == DR_NR_PUMP_RUN)
        c->pump_run = (int8_t) (c->pump_run + d->breaker.pump_n);
      else
        c->pump_encounter = (int8_t) (c->pump_encounter + d->breaker.pump_n);
      dr_nr_log (s, DR_NR_EV_PUMP, a->seat, a->card, 0, dr_nr_strength (s, a->card), 0);
      break;
    default:
      break;
    }
}

int
dr_nr_paw_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  n = dr_nr_paw_options (s, f->seat, f->step, f->card, out, n);
  n = dr_nr_add_pass (out, n, f->seat);
  return n;
}

static void
pass (DrNrState *s, DrNrFrame *f)
{
  if (f->n)
    dr_nr_pop (s);
  else
    {
      f->seat = (uint8_t) dr_nr_other_seat (s, f->seat);
      f->n = 1;
    }
}

void
dr_nr_paw_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrFrame *f = &s->stack[s->stack_n - 1];

  if (a->kind == DR_NR_ACT_PASS)
    {
      pass (s, f);
      return;
    }
  f->n = 0;
  dr_nr_paw_use_option (s, a);
}

int
dr_nr_paw_settle (DrNrState *s, DrNrFrame *f)
{
  /* an encounter the run already left (a "when encountered" ability ended
   * the run) or a bypassed ice's encounter closes its window at once
   * (docs/timing.md §3, run ends; Inside Job, Femme Fatale) */
  if (f->kind == DR_NR_FRAME_ENCOUNTER
      && (s->run.bypassed || dr_nr_encountered_ice (s) != f->card))
    {
      dr_nr_pop (s);
      return 1;
    }
  if (dr_nr_paw_has_options (s, f->seat, f->step, f->card))
    return 0;
  pass (s, f);
  return 1;
}
