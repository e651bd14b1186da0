/* dr-game-effects.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Effect steps, damage, tags, traces, triggered abilities and scoring
 * (seed 001: traces, tags, damage, winning).
 */
#include <string.h>

#include "dr-game-private.h"

/* Each point discards a random card; with no card left the Runner is
 * flatlined (seed 001, damage).  Core damage also lowers hand size. */
void
dr_damage (DrGameState *s, int runner, int kind, int n)
{
  DrGameSeat *st = DR_SEAT (s, runner);
  int i;

  dr_log (s, DR_GAME_EV_DAMAGE, runner, DR_GAME_NO_CARD, kind, n, 0);
  for (i = 0; i < n; i++)
    {
      int card;

      if (kind == DR_OP_CORE_DAMAGE)
        st->core_damage++;
      if (st->hand.n == 0)
        {
          dr_runner_flatlined (s, runner);
          return;
        }
      card = st->hand.ids[dr_game_rng_below (s->rng, st->hand.n)];
      dr_move_card (s, card, runner, DR_GAME_ZONE_DISCARD, 0);
      s->cards[card].flags |= DR_GAME_CARD_FACEUP;
    }
}

void
dr_effect_op (DrGameState *s, const DrGameOp *op, int source, int seat)
{
  int runner = s->active_runner;
  DrGameSeat *corp = DR_CORP (s);

  switch (op->op)
    {
    case DR_OP_GAIN_CREDITS:
      s->seats[seat].credits = (int16_t) (s->seats[seat].credits + op->n);
      dr_log (s, DR_GAME_EV_GAIN, seat, source, 0, op->n, 0);
      break;
    case DR_OP_DRAW:
      dr_draw (s, seat, op->n);
      break;
    case DR_OP_END_RUN:
      if (s->run.active)
        {
          s->run.ended_by_subroutine = 1;
          s->run.phase = DR_GAME_RUN_ENCOUNTER_END;
        }
      break;
    case DR_OP_LOSE_CLICK:
      {
        DrGameSeat *st = DR_SEAT (s, runner);
        st->clicks = (int8_t) (st->clicks > op->n ? st->clicks - op->n : 0);
      }
      break;
    case DR_OP_NET_DAMAGE:
    case DR_OP_MEAT_DAMAGE:
    case DR_OP_CORE_DAMAGE:
      dr_damage (s, runner, op->op, op->n);
      break;
    case DR_OP_GIVE_TAG:
      s->seats[runner].tags = (uint8_t) (s->seats[runner].tags + op->n);
      dr_log (s, DR_GAME_EV_TAG, runner, source, 0, op->n, 0);
      break;
    case DR_OP_PLACE_VIRUS:
      if (source != DR_GAME_NO_CARD)
        s->cards[source].virus = (uint8_t) (s->cards[source].virus + op->n);
      break;
    case DR_OP_TRASH_TOP_RD:
      if (corp->deck.n > 0)
        dr_trash_card (s, corp->deck.ids[corp->deck.n - 1], 0);
      break;
    case DR_OP_BAD_PUBLICITY:
      corp->bad_publicity = (uint8_t) (corp->bad_publicity + op->n);
      break;
    default:
      break;
    }
}

static int
server_matches (int wanted, int server)
{
  if (wanted == DR_TRIGGER_ANY_SERVER)
    return 1;
  if (wanted == DR_TRIGGER_CENTRAL)
    return server < DR_GAME_SERVER_REMOTE0;
  return wanted == server;
}

/* A met condition makes the ability pending; it resolves in the reaction
 * window the next checkpoint opens (engines.md §5.2 step 1). */
static void
queue_one (DrGameState *s, int card, int when, int seat, int subject, int server)
{
  const DrGameCardDef *d = dr_game_def (s, card);
  const DrGameTrigger *t = &d->trigger;
  int controller = s->cards[card].owner;
  DrGameSeat *cs = DR_SEAT (s, controller);

  if (t->when != when || !dr_card_active (s, card))
    return;
  if (when != DR_TRIGGER_SCORE_OR_STEAL && controller != seat)
    return;
  if (t->subtypes != 0
      && (subject == DR_GAME_NO_CARD || !(dr_game_def (s, subject)->subtypes & t->subtypes)))
    return;
  if (when == DR_TRIGGER_SUCCESSFUL_RUN && !server_matches (t->server, server))
    return;
  if (t->once_flag != 0)
    {
      /* "the first time each turn": later occurrences are used up too */
      if (cs->turn_flags & t->once_flag)
        return;
      cs->turn_flags |= t->once_flag;
    }
  dr_queue_pending (s, card, DR_GAME_PENDING_TRIGGER, controller,
                    when == DR_TRIGGER_SUCCESSFUL_RUN ? server : subject);
}

static void
queue_list (DrGameState *s, const uint8_t *list, int count, int when, int seat, int subject,
            int server)
{
  int i;

  for (i = 0; i < count; i++)
    if (dr_game_def (s, list[i])->trigger.when == when)
      queue_one (s, list[i], when, seat, subject, server);
}

/* Identities, rezzed Corp cards in server roots and the active Runner's
 * rig can have conditional abilities.  An inactive Runner's cards take no
 * part in the game (seed 002, active Runner). */
void
dr_fire_triggers (DrGameState *s, int when, int seat, int card, int server)
{
  const DrGameSeat *r = DR_SEAT (s, s->active_runner);
  int i, sv;

  for (i = 0; i < s->n_seats; i++)
    if (s->seats[i].identity != DR_GAME_NO_CARD
        && (i == DR_GAME_CORP_SEAT || i == s->active_runner))
      queue_one (s, s->seats[i].identity, when, seat, card, server);
  for (sv = 0; sv < DR_GAME_MAX_SERVERS; sv++)
    queue_list (s, s->servers[sv].root, s->servers[sv].n_root, when, seat, card, server);
  queue_list (s, r->programs.ids, r->programs.n, when, seat, card, server);
  queue_list (s, r->hardware.ids, r->hardware.n, when, seat, card, server);
  queue_list (s, r->resources.ids, r->resources.n, when, seat, card, server);
}

void
dr_score_agenda (DrGameState *s, int card, int seat, int stolen)
{
  const DrGameCardDef *d = dr_game_def (s, card);

  dr_move_card (s, card, seat, DR_GAME_ZONE_SCORE, 0);
  dr_log (s, stolen ? DR_GAME_EV_STEAL : DR_GAME_EV_SCORE, seat, card, 0, d->points, 0);
  /* the win is checked before any reaction (engines.md §5.2 step 3) */
  dr_checkpoint (s);
  if (s->winner != DR_GAME_NO_SEAT)
    return;
  /* "when scored" and "whenever an agenda is scored or stolen" meet their
   * conditions together: the Corp orders them in the reaction window */
  if (!stolen && d->on_score != NULL)
    dr_queue_pending (s, card, DR_GAME_PENDING_SCORED, DR_GAME_CORP_SEAT, card);
  dr_fire_triggers (s, DR_TRIGGER_SCORE_OR_STEAL, seat, card, 0);
}

int
dr_trace_legal (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n)
{
  int avail, k;

  if (f->kind == DR_GAME_FRAME_TRACE_CORP)
    avail = dr_corp_trace_spendable (s);
  else
    avail = dr_runner_spendable (s, f->seat);
  if (avail > DR_GAME_MAX_X)
    avail = DR_GAME_MAX_X;
  for (k = 0; k <= avail; k++)
    DR_ADD (out, n, .kind = DR_GAME_ACT_BID, .seat = f->seat, .card = DR_GAME_NO_CARD,
            .target = DR_GAME_NO_CARD, .amount = (int16_t) k);
  return n;
}

/* The Corp bids first, then the Runner against link; a tie fails
 * (rules-choices.md, trace tie). */
void
dr_trace_apply (DrGameState *s, const DrGameAction *a)
{
  DrGameFrame f = s->stack[s->stack_n - 1];

  dr_pop (s);
  if (f.kind == DR_GAME_FRAME_TRACE_CORP)
    {
      DrGameFrame *next;

      dr_corp_trace_pay (s, a->amount);
      next = dr_push (s, DR_GAME_FRAME_TRACE_RUNNER, s->active_runner, f.card);
      next->n = (int16_t) (f.n + a->amount);
      next->step = f.step;
      next->m = f.m;
    }
  else
    {
      int link = dr_game_link (s, a->seat) + a->amount;
      int success = f.n > link;

      dr_runner_pay (s, a->seat, a->amount);
      dr_log (s, DR_GAME_EV_TRACE, a->seat, f.card, success, f.n, link);
      if (success)
        {
          DrGameOp then = { .op = f.step, .n = (int8_t) f.m };
          dr_effect_op (s, &then, f.card, DR_GAME_CORP_SEAT);
        }
    }
}
