/* dr-nr-turn.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Setup decisions (mulligan) and the turn structure: the Corp's draw,
 * action and discard phases, the Runner's action and discard phases
 * (seed 000, "Tour de Jeu"; seed 001, Corp turn / Runner turn).
 */
#include <string.h>

#include "dr-nr-private.h"

/* Turn steps (docs/timing.md §3, turns): gain clicks, a paid ability window,
 * recurring credits, "when your turn begins", the Corp's draw; the action
 * phase; the discard phase, a paid ability window, unspent clicks lost. */
enum
{
  TURN_BEGIN = 0,
  TURN_BEGINS_EVENTS,
  TURN_DRAW,
  TURN_ACTIONS,
  TURN_DISCARD,
  TURN_LAST_WINDOW,
  TURN_END
};

/* Corp decides first, then each Runner (seed 001, setup step 5). */
int
dr_nr_start_mulligan (DrNrState *s)
{
  int seat, corp_id = DR_NR_CORP (s)->identity;

  s->stack_n = 0;
  dr_nr_push (s, DR_NR_FRAME_TURN, DR_NR_CORP_SEAT, DR_NR_NO_CARD);
  /* an identity's own step before the first turn (Cyber Bureau) comes
   * after every mulligan */
  if (corp_id != DR_NR_NO_CARD && dr_nr_def (s, corp_id)->before_first_turn != NULL)
    dr_nr_def (s, corp_id)->before_first_turn (s, corp_id);
  for (seat = s->n_seats - 1; seat >= 0; seat--)
    dr_nr_push (s, DR_NR_FRAME_MULLIGAN, seat, DR_NR_NO_CARD);
  dr_nr_settle (s);
  return DR_NR_OK;
}

int
dr_nr_start_at (DrNrState *s, int seat, int at_turn_start)
{
  DrNrFrame *f;

  if (seat < 0 || seat >= s->n_seats)
    return DR_NR_ERR_BAD_SETUP;
  s->stack_n = 0;
  s->active_seat = (uint8_t) seat;
  if (dr_nr_is_runner (seat))
    s->active_runner = (uint8_t) seat;
  else
    s->active_runner = (uint8_t) (s->infamy != DR_NR_CORP_SEAT
                                  ? s->infamy : dr_nr_next_runner (s, DR_NR_CORP_SEAT));
  f = dr_nr_push (s, DR_NR_FRAME_TURN, seat, DR_NR_NO_CARD);
  if (at_turn_start)
    f->step = TURN_BEGIN;
  else
    {
      f->step = TURN_DISCARD;
      dr_nr_push (s, DR_NR_FRAME_ACTION, seat, DR_NR_NO_CARD);
    }
  dr_nr_settle (s);
  return DR_NR_OK;
}

/* The Corp, then each Runner in seat order (seed 002, turn order);
 * flatlined Runners have left the game. */
static int
next_seat (const DrNrState *s, int seat)
{
  int i;

  for (i = 1; i <= s->n_seats; i++)
    {
      int cand = (seat + i) % s->n_seats;
      if (cand == DR_NR_CORP_SEAT || dr_nr_runner_alive (s, cand))
        return cand;
    }
  return DR_NR_CORP_SEAT;
}

void
dr_nr_turn_end_now (DrNrState *s, DrNrFrame *turn)
{
  (void) s;
  turn->step = TURN_END;
}

int
dr_nr_turn_step (DrNrState *s, DrNrFrame *f)
{
  DrNrSeat *st = DR_NR_SEAT (s, f->seat);

  switch (f->step)
    {
    case TURN_BEGIN:
      if (s->turn_limit > 0 && s->turn >= s->turn_limit)
        {
          dr_nr_set_winner (s, DR_NR_WINNER_DRAW, DR_NR_RESULT_TURN_LIMIT);
          return 1;
        }
      s->turn++;
      s->active_seat = f->seat;
      if (dr_nr_is_runner (f->seat))
        s->active_runner = f->seat;
      else
        dr_nr_pass_infamy (s);
      st->clicks = (int8_t) (f->seat == DR_NR_CORP_SEAT ? 3 : 4);
      st->turn_flags = 0;
      dr_nr_prevent_turn_begins (s);
      dr_nr_log (s, DR_NR_EV_TURN_BEGINS, f->seat, DR_NR_NO_CARD, 0, s->turn, 0);
      f->step = TURN_BEGINS_EVENTS;
      dr_nr_paw_push (s, DR_NR_FRAME_PAW, DR_NR_WINDOW_TURN_BEGINS,
                   DR_NR_PAW_REZ | (f->seat == DR_NR_CORP_SEAT ? DR_NR_PAW_SCORE : 0),
                   DR_NR_NO_CARD);
      return 1;
    case TURN_BEGINS_EVENTS:
      /* recurring credits, then "when your turn begins" abilities resolve
       * in a reaction window before the Corp's draw */
      if (f->seat == DR_NR_CORP_SEAT && st->identity != DR_NR_NO_CARD)
        st->recurring = (uint8_t) dr_nr_def (s, st->identity)->recurring_trace;
      dr_nr_refill_recurring (s, f->seat);
      f->step = TURN_DRAW;
      dr_nr_fire_triggers (s, DR_NR_TRIGGER_TURN_BEGINS, f->seat, DR_NR_NO_CARD, 0);
      return 1;
    case TURN_DRAW:
      /* the Corp's mandatory draw, with no click spent */
      f->step = TURN_ACTIONS;
      if (f->seat == DR_NR_CORP_SEAT)
        dr_nr_draw (s, DR_NR_CORP_SEAT, 1);
      return 1;
    case TURN_ACTIONS:
      f->step = TURN_DISCARD;
      dr_nr_push (s, DR_NR_FRAME_ACTION, f->seat, DR_NR_NO_CARD);
      return 1;
    case TURN_DISCARD:
      if (st->hand.n > dr_nr_hand_size (s, f->seat) && st->hand.n > 0)
        {
          dr_nr_push (s, DR_NR_FRAME_DISCARD, f->seat, DR_NR_NO_CARD);
          return 1;
        }
      f->step = TURN_LAST_WINDOW;
      return 1;
    case TURN_LAST_WINDOW:
      f->step = TURN_END;
      dr_nr_paw_push (s, DR_NR_FRAME_PAW, DR_NR_WINDOW_DISCARD, DR_NR_PAW_REZ, DR_NR_NO_CARD);
      return 1;
    case TURN_END:
    default:
      /* unspent clicks are lost, "when the turn ends" effects resolve and
       * "for the remainder of the turn" ends */
      st->clicks = 0;
      dr_nr_turn_end_effects (s);
      if (s->winner != DR_NR_NO_SEAT)
        return 1;
      dr_nr_reset_strength (s, 0, 0, 1);
      f->seat = (uint8_t) next_seat (s, f->seat);
      f->step = TURN_BEGIN;
      return 1;
    }
}

int
dr_nr_turn_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  const DrNrSeat *st = &s->seats[f->seat];
  int i;

  switch (f->kind)
    {
    case DR_NR_FRAME_MULLIGAN:
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_KEEP, .seat = f->seat,
              .card = DR_NR_NO_CARD, .target = DR_NR_NO_CARD);
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_MULLIGAN, .seat = f->seat,
              .card = DR_NR_NO_CARD, .target = DR_NR_NO_CARD);
      break;
    case DR_NR_FRAME_DISCARD:
      for (i = 0; i < st->hand.n; i++)
        if (dr_nr_first_copy (s, st->hand.ids, i))
          DR_NR_ADD (out, n, .kind = DR_NR_ACT_DISCARD, .seat = f->seat,
                  .card = st->hand.ids[i], .target = DR_NR_NO_CARD);
      break;
    case DR_NR_FRAME_MU_TRASH:
      for (i = 0; i < st->programs.n; i++)
        if (st->programs.ids[i] != f->card || (st->programs.n == 1 && !f->step))
          DR_NR_ADD (out, n, .kind = DR_NR_ACT_TRASH_PROGRAM, .seat = f->seat,
                  .card = st->programs.ids[i], .target = DR_NR_NO_CARD);
      /* trashing by choice while installing (step 1) stops whenever the
       * memory limit is kept (seed 001, installing programs) */
      if (f->step && dr_nr_memory_used (s, f->seat) <= dr_nr_memory (s, f->seat))
        n = dr_nr_add_pass (out, n, f->seat);
      break;
    default:
      break;
    }
  return n;
}

void
dr_nr_turn_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrSeat *st = DR_NR_SEAT (s, a->seat);

  switch (a->kind)
    {
    case DR_NR_ACT_KEEP:
      dr_nr_pop (s);
      break;
    case DR_NR_ACT_MULLIGAN:
      /* the whole hand goes back, the deck is shuffled, a new opening hand */
      while (st->hand.n > 0)
        dr_nr_move_card (s, st->hand.ids[st->hand.n - 1], a->seat, DR_NR_ZONE_DECK, 0);
      dr_nr_shuffle_deck (s, a->seat);
      st->mulliganed = 1;
      dr_nr_log (s, DR_NR_EV_MULLIGAN, a->seat, DR_NR_NO_CARD, 0, 0, 0);
      dr_nr_pop (s);
      dr_nr_draw (s, a->seat, dr_nr_opening_hand (s, a->seat));
      break;
    case DR_NR_ACT_DISCARD:
      /* discarded from HQ means face down in Archives (seed 000) */
      dr_nr_log (s, DR_NR_EV_DISCARD, a->seat, a->card, 0, 0, 0);
      dr_nr_move_card (s, a->card, a->seat, DR_NR_ZONE_DISCARD, 0);
      if (dr_nr_is_runner (a->seat))
        s->cards[a->card].flags |= DR_NR_CARD_FACEUP;
      dr_nr_pop (s);
      break;
    case DR_NR_ACT_TRASH_PROGRAM:
      dr_nr_trash_card (s, a->card, 1);
      if (!s->stack[s->stack_n - 1].step)
        dr_nr_pop (s);
      break;
    case DR_NR_ACT_PASS:
      dr_nr_pop (s);
      break;
    default:
      break;
    }
}
