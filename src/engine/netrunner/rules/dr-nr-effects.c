/* dr-nr-effects.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Effect steps, damage, tags, traces, triggered abilities and scoring
 * (seed 001: traces, tags, damage, winning).
 */
#include <string.h>

#include "dr-nr-private.h"

/* Damage about to be dealt: the Runner may prevent some of it first
 * (dr-nr-prevent.c). */
void
dr_nr_damage (DrNrState *s, int runner, int kind, int n)
{
  int what = kind == DR_NR_OP_NET_DAMAGE ? DR_NR_PREVENT_NET
    : kind == DR_NR_OP_MEAT_DAMAGE ? DR_NR_PREVENT_MEAT : DR_NR_PREVENT_CORE;

  dr_nr_about_to (s, runner, what, n, DR_NR_NO_CARD);
}

/* Each point discards a random card; with no card left the Runner is
 * flatlined (seed 001, damage).  Core damage also lowers hand size. */
void
dr_nr_damage_now (DrNrState *s, int runner, int kind, int n)
{
  DrNrSeat *st = DR_NR_SEAT (s, runner);
  int i;

  dr_nr_log (s, DR_NR_EV_DAMAGE, runner, DR_NR_NO_CARD, kind, n, 0);
  for (i = 0; i < n; i++)
    {
      int card;

      if (kind == DR_NR_OP_CORE_DAMAGE)
        st->core_damage++;
      if (st->hand.n == 0)
        {
          dr_nr_runner_flatlined (s, runner);
          return;
        }
      card = st->hand.ids[dr_engine_rng_below (s->rng, st->hand.n)];
      dr_nr_move_card (s, card, runner, DR_NR_ZONE_DISCARD, 0);
      s->cards[card].flags |= DR_NR_CARD_FACEUP;
    }
}

void
dr_nr_gain_credits (DrNrState *s, int seat, int n, int source)
{
  s->seats[seat].credits = (int16_t) (s->seats[seat].credits + n);
  dr_nr_log (s, DR_NR_EV_GAIN, seat, source, 0, n, 0);
}

/* Up to n of the credits on the card go to its owner.  The Core Set's
 * cards with hosted credits to take are trashed once none remain (Adonis
 * Campaign, Armitage Codebusting, Bank Job). */
void
dr_nr_take_hosted_credits (DrNrState *s, int card, int n)
{
  DrNrCard *c = DR_NR_CARD (s, card);
  int take = c->credits < n ? c->credits : n;

  c->credits = (uint8_t) (c->credits - take);
  dr_nr_gain_credits (s, c->owner, take, card);
  if (c->credits == 0)
    dr_nr_trash_card (s, card, 1);
}

void
dr_nr_effect_op (DrNrState *s, const DrNrOp *op, int source, int seat)
{
  int runner = s->active_runner;
  DrNrSeat *corp = DR_NR_CORP (s);

  switch (op->op)
    {
    case DR_NR_OP_GAIN_CREDITS:
      dr_nr_gain_credits (s, seat, op->n, source);
      break;
    case DR_NR_OP_DRAW:
      dr_nr_draw (s, seat, op->n);
      break;
    case DR_NR_OP_END_RUN:
      dr_nr_end_run_by_effect (s);
      break;
    case DR_NR_OP_LOSE_CLICK:
      {
        DrNrSeat *st = DR_NR_SEAT (s, runner);
        st->clicks = (int8_t) (st->clicks > op->n ? st->clicks - op->n : 0);
      }
      break;
    case DR_NR_OP_NET_DAMAGE:
    case DR_NR_OP_MEAT_DAMAGE:
    case DR_NR_OP_CORE_DAMAGE:
      dr_nr_damage (s, runner, op->op, op->n);
      break;
    case DR_NR_OP_GIVE_TAG:
      dr_nr_about_to (s, runner, DR_NR_PREVENT_TAG, op->n, source);
      break;
    case DR_NR_OP_VIRUS_ON_SUBJECT:
      /* needs the subject: the reaction window resolves it (dr-nr-reaction.c) */
      break;
    case DR_NR_OP_PLACE_VIRUS:
      if (source != DR_NR_NO_CARD)
        s->cards[source].virus = (uint8_t) (s->cards[source].virus + op->n);
      break;
    case DR_NR_OP_TRASH_TOP_RD:
      if (corp->deck.n > 0)
        dr_nr_trash_card (s, corp->deck.ids[corp->deck.n - 1], 0);
      break;
    case DR_NR_OP_CUSTOM:
      if (source != DR_NR_NO_CARD && op->n >= 0 && op->n < 4)
        {
          DrNrCardHook hook = dr_nr_def (s, source)->custom[op->n];
          if (hook != NULL)
            hook (s, source);
        }
      break;
    case DR_NR_OP_BAD_PUBLICITY:
      corp->bad_publicity = (uint8_t) (corp->bad_publicity + op->n);
      break;
    case DR_NR_OP_TRASH_PROGRAM:
      /* "choose one of the Runner's installed programs and trash it": the
       * Corp chooses (seed 001, ice subroutines) */
      if (s->seats[runner].programs.n > 0 && op->n > 0)
        {
          DrNrFrame *f = dr_nr_push (s, DR_NR_FRAME_CHOOSE_PROGRAM, DR_NR_CORP_SEAT, source);
          f->n = (int16_t) (op->n - 1);
        }
      break;
    case DR_NR_OP_TRASH_SELF:
      if (source != DR_NR_NO_CARD && s->cards[source].zone != DR_NR_ZONE_DISCARD)
        dr_nr_trash_card (s, source, 1);
      break;
    case DR_NR_OP_PLACE_POWER:
      if (source != DR_NR_NO_CARD)
        s->cards[source].power = (uint8_t) (s->cards[source].power + op->n);
      break;
    case DR_NR_OP_RUNNER_TO_OUTERMOST:
      /* one step outside the outermost ice: the movement that follows lets
       * the Runner jack out, then approach that ice again (card 01074,
       * docs/rules-choices.md) */
      if (s->run.active)
        {
          s->run.position = (int8_t) s->servers[s->run.server].n_ice;
          s->run.ice_gone = 0;
          s->run.phase = DR_NR_RUN_ENCOUNTER_END;
        }
      break;
    case DR_NR_OP_DEREZ_SELF:
      if (source != DR_NR_NO_CARD && (s->cards[source].flags & DR_NR_CARD_REZZED))
        {
          s->cards[source].flags &= (uint8_t) ~DR_NR_CARD_REZZED;
          dr_nr_log (s, DR_NR_EV_DEREZ, s->cards[source].owner, source, 0, 0, 0);
        }
      break;
    case DR_NR_OP_NEXT_ICE:
      if (s->run.active)
        {
          s->run.next_ice_strength = (int8_t) (s->run.next_ice_strength + op->n);
          s->run.next_ice_damage = (uint8_t) (s->run.next_ice_damage + op->then_n);
        }
      return;   /* then_n is the delayed damage, not a second step */
    case DR_NR_OP_TRACE:
      {
        /* a trace from a played card or an ability: the same bids as a
         * subroutine's (seed 001, traces); `then` is the success effect */
        DrNrFrame *f = dr_nr_push (s, DR_NR_FRAME_TRACE_CORP, DR_NR_CORP_SEAT, source);
        f->n = op->n;
        f->step = op->then_op;
        f->m = op->then_n;
      }
      break;
    case DR_NR_OP_GAIN_CLICKS:
      s->seats[seat].clicks = (int8_t) (s->seats[seat].clicks + op->n);
      dr_nr_log (s, DR_NR_EV_GAIN_CLICKS, seat, source, 0, op->n, 0);
      break;
    case DR_NR_OP_TAKE_HOSTED_CREDITS:
      if (source != DR_NR_NO_CARD)
        dr_nr_take_hosted_credits (s, source, op->n);
      break;
    case DR_NR_OP_LOSE_ALL_CREDITS:
      {
        DrNrSeat *st = DR_NR_SEAT (s, runner);
        int lost = st->credits;

        st->credits = 0;
        dr_nr_log (s, DR_NR_EV_LOSE_CREDITS, runner, source, 0, lost, 0);
      }
      break;
    default:
      break;
    }
  /* "… and then": a second step (Data Mine trashes itself after its damage) */
  if (op->then_op != DR_NR_OP_NONE && op->op != DR_NR_OP_TRACE && s->winner == DR_NR_NO_SEAT)
    {
      DrNrOp then = { .op = op->then_op, .n = op->then_n };
      dr_nr_effect_op (s, &then, source, seat);
    }
}

/* Forfeiting removes an agenda from its score area and from the game: its
 * points are gone and nobody can access it again. */
void
dr_nr_forfeit_agenda (DrNrState *s, int card)
{
  int seat = s->cards[card].zseat;

  dr_nr_log (s, DR_NR_EV_FORFEIT, seat, card, 0, dr_nr_def (s, card)->points, 0);
  dr_nr_move_card (s, card, seat, DR_NR_ZONE_REMOVED, 0);
}

/* DR_NR_FRAME_CHOOSE_PROGRAM: the Corp names the program; n more follow. */
int
dr_nr_choose_program_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  const DrNrRig *p = &s->seats[s->active_runner].programs;
  int i;

  for (i = 0; i < p->n; i++)
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_CHOOSE, .seat = f->seat, .card = f->card,
               .target = p->ids[i], .server = DR_NR_NO_SERVER);
  if (n == 0)
    n = dr_nr_add_pass (out, n, f->seat);
  return n;
}

void
dr_nr_choose_program_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrFrame f = s->stack[s->stack_n - 1];

  dr_nr_pop (s);
  if (a->kind != DR_NR_ACT_CHOOSE)
    return;
  /* the next choice waits below the Runner's chance to prevent this trash */
  if (f.n > 0 && s->seats[s->active_runner].programs.n > 0)
    {
      DrNrFrame *next = dr_nr_push (s, DR_NR_FRAME_CHOOSE_PROGRAM, f.seat, f.card);
      next->n = (int16_t) (f.n - 1);
    }
  dr_nr_trash_installed (s, a->target);
}

/* With a single program installed there is nothing to choose. */
int
dr_nr_choose_program_settle (DrNrState *s, DrNrFrame *f)
{
  DrNrAction legal[2];

  if (s->seats[s->active_runner].programs.n > 1)
    return 0;
  dr_nr_choose_program_legal (s, f, legal, 0);
  dr_nr_choose_program_apply (s, &legal[0]);
  return 1;
}

/* Ending the run by an ability rather than a subroutine (card 01068 Nisei
 * MK II): open paid ability windows of the run close at once and the run
 * goes to its end (docs/timing.md §3, run ends: "end the run" aborts without
 * finishing open windows).  During an encounter the encounter still ends
 * first, so that end-of-encounter abilities see it. */
void
dr_nr_end_run_by_effect (DrNrState *s)
{
  if (!s->run.active)
    return;
  s->run.ended_by_subroutine = 1;
  s->run.phase = DR_NR_RUN_ENCOUNTER_END;
  while (s->stack_n > 0 && dr_nr_is_paw_frame (s->stack[s->stack_n - 1].kind))
    dr_nr_pop (s);
}

/* Installed agendas, and installed cards that say they can be advanced
 * (seed 001, advancing). */
int
dr_nr_can_be_advanced (const DrNrState *s, int card)
{
  const DrNrCard *c = &s->cards[card];
  const DrNrCardDef *d = dr_nr_def (s, card);

  if (c->zone != DR_NR_ZONE_ROOT && c->zone != DR_NR_ZONE_ICE)
    return 0;
  return d->type == DR_NR_TYPE_AGENDA || d->advanceable;
}

/* Advancement tokens placed by an effect, not by the advance action. */
void
dr_nr_place_advancement (DrNrState *s, int card, int n)
{
  DrNrCard *c = DR_NR_CARD (s, card);

  if (n <= 0 || !dr_nr_can_be_advanced (s, card))
    return;
  c->advancement = (uint8_t) (c->advancement + n);
  dr_nr_log (s, DR_NR_EV_PLACE_ADVANCEMENT, DR_NR_CORP_SEAT, card, 0, c->advancement, 0);
}

static int
server_matches (int wanted, int server)
{
  if (wanted == DR_NR_TRIGGER_ANY_SERVER)
    return 1;
  if (wanted == DR_NR_TRIGGER_CENTRAL)
    return server < DR_NR_SERVER_REMOTE0;
  return wanted == server;
}

/* A met condition makes the ability pending; it resolves in the reaction
 * window the next checkpoint opens (docs/timing.md §2 step 1). */
static void
queue_one (DrNrState *s, int card, int when, int seat, int subject, int server)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  const DrNrTrigger *t = &d->trigger;
  int controller = s->cards[card].owner;
  DrNrSeat *cs = DR_NR_SEAT (s, controller);

  if (t->when != when || !dr_nr_card_active (s, card))
    return;
  if (when != DR_NR_TRIGGER_SCORE_OR_STEAL && when != DR_NR_TRIGGER_RUN_BEGINS
      && controller != seat)
    return;
  if (t->subtypes != 0
      && (subject == DR_NR_NO_CARD || !(dr_nr_def (s, subject)->subtypes & t->subtypes)))
    return;
  if (when == DR_NR_TRIGGER_SUCCESSFUL_RUN && !server_matches (t->server, server))
    return;
  /* a card that chose a card as it was installed reacts to that one only */
  if (when == DR_NR_TRIGGER_ENCOUNTER && s->cards[card].chosen != DR_NR_NO_CARD
      && s->cards[card].chosen != subject)
    return;
  if (t->once_flag != 0)
    {
      /* "the first time each turn": later occurrences are used up too.  A
       * run is the Runner's: "their first run of the turn" is marked on
       * them, and their flags clear when their turn begins */
      if (when == DR_NR_TRIGGER_RUN_BEGINS)
        cs = DR_NR_SEAT (s, seat);
      if (cs->turn_flags & t->once_flag)
        return;
      cs->turn_flags |= t->once_flag;
    }
  dr_nr_queue_pending (s, card, DR_NR_PENDING_TRIGGER, controller,
                    when == DR_NR_TRIGGER_SUCCESSFUL_RUN ? server : subject);
}

static void
queue_list (DrNrState *s, const uint8_t *list, int count, int when, int seat, int subject,
            int server)
{
  int i;

  for (i = 0; i < count; i++)
    if (dr_nr_def (s, list[i])->trigger.when == when)
      queue_one (s, list[i], when, seat, subject, server);
}

/* Identities, rezzed Corp cards in server roots and the active Runner's
 * rig can have conditional abilities.  An inactive Runner's cards take no
 * part in the game (seed 002, active Runner). */
void
dr_nr_fire_triggers (DrNrState *s, int when, int seat, int card, int server)
{
  const DrNrSeat *r = DR_NR_SEAT (s, s->active_runner);
  int i, sv;

  for (i = 0; i < s->n_seats; i++)
    if (s->seats[i].identity != DR_NR_NO_CARD
        && (i == DR_NR_CORP_SEAT || i == s->active_runner))
      queue_one (s, s->seats[i].identity, when, seat, card, server);
  for (sv = 0; sv < DR_NR_MAX_SERVERS; sv++)
    queue_list (s, s->servers[sv].root, s->servers[sv].n_root, when, seat, card, server);
  queue_list (s, r->programs.ids, r->programs.n, when, seat, card, server);
  queue_list (s, r->hardware.ids, r->hardware.n, when, seat, card, server);
  queue_list (s, r->resources.ids, r->resources.n, when, seat, card, server);
}

void
dr_nr_score_agenda (DrNrState *s, int card, int seat, int stolen)
{
  const DrNrCardDef *d = dr_nr_def (s, card);

  dr_nr_move_card (s, card, seat, DR_NR_ZONE_SCORE, 0);
  dr_nr_log (s, stolen ? DR_NR_EV_STEAL : DR_NR_EV_SCORE, seat, card, 0, d->points, 0);
  if (!stolen)
    dr_nr_note_scored (s);
  /* the win is checked before any reaction (docs/timing.md §2 step 3) */
  dr_nr_checkpoint (s);
  if (s->winner != DR_NR_NO_SEAT)
    return;
  /* "when scored" and "whenever an agenda is scored or stolen" meet their
   * conditions together: the Corp orders them in the reaction window */
  if (!stolen && d->on_score != NULL)
    dr_nr_queue_pending (s, card, DR_NR_PENDING_SCORED, DR_NR_CORP_SEAT, card);
  dr_nr_fire_triggers (s, DR_NR_TRIGGER_SCORE_OR_STEAL, seat, card, 0);
}

int
dr_nr_trace_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  int avail, k;

  if (f->kind == DR_NR_FRAME_TRACE_CORP)
    avail = dr_nr_corp_trace_spendable (s);
  else
    avail = dr_nr_runner_spendable_for (s, f->seat, DR_NR_PAY_TRACE);
  if (avail > DR_NR_MAX_X)
    avail = DR_NR_MAX_X;
  for (k = 0; k <= avail; k++)
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_BID, .seat = f->seat, .card = DR_NR_NO_CARD,
            .target = DR_NR_NO_CARD, .amount = (int16_t) k);
  return n;
}

/* The Corp bids first, then the Runner against link; a tie fails
 * (rules-choices.md, trace tie). */
void
dr_nr_trace_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrFrame f = s->stack[s->stack_n - 1];

  dr_nr_pop (s);
  if (f.kind == DR_NR_FRAME_TRACE_CORP)
    {
      DrNrFrame *next;

      dr_nr_corp_trace_pay (s, a->amount);
      next = dr_nr_push (s, DR_NR_FRAME_TRACE_RUNNER, s->active_runner, f.card);
      next->n = (int16_t) (f.n + a->amount);
      next->step = f.step;
      next->m = f.m;
    }
  else
    {
      int link = dr_nr_link (s, a->seat) + a->amount;
      int success = f.n > link;

      dr_nr_runner_pay_for (s, a->seat, a->amount, DR_NR_PAY_TRACE);
      dr_nr_log (s, DR_NR_EV_TRACE, a->seat, f.card, success, f.n, link);
      if (success)
        {
          DrNrOp then = { .op = f.step, .n = (int8_t) f.m };
          dr_nr_effect_op (s, &then, f.card, DR_NR_CORP_SEAT);
        }
    }
}
