/* dr-game-turn.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Setup decisions (mulligan) and the turn structure: the Corp's draw,
 * action and discard phases, the Runner's action and discard phases
 * (seed 000, "Tour de Jeu"; seed 001, Corp turn / Runner turn).
 */
#include <string.h>

#include "dr-game-private.h"

/* Turn steps (engines.md §5.3, turns): gain clicks, a paid ability window,
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
dr_game_start_mulligan (DrGameState *s)
{
  int seat;

  s->stack_n = 0;
  dr_push (s, DR_GAME_FRAME_TURN, DR_GAME_CORP_SEAT, DR_GAME_NO_CARD);
  for (seat = s->n_seats - 1; seat >= 0; seat--)
    dr_push (s, DR_GAME_FRAME_MULLIGAN, seat, DR_GAME_NO_CARD);
  dr_settle (s);
  return DR_GAME_OK;
}

int
dr_game_start_at (DrGameState *s, int seat, int at_turn_start)
{
  DrGameFrame *f;

  if (seat < 0 || seat >= s->n_seats)
    return DR_GAME_ERR_BAD_SETUP;
  s->stack_n = 0;
  s->active_seat = (uint8_t) seat;
  if (dr_is_runner (seat))
    s->active_runner = (uint8_t) seat;
  else
    s->active_runner = (uint8_t) (s->infamy != DR_GAME_CORP_SEAT
                                  ? s->infamy : dr_next_runner (s, DR_GAME_CORP_SEAT));
  f = dr_push (s, DR_GAME_FRAME_TURN, seat, DR_GAME_NO_CARD);
  if (at_turn_start)
    f->step = TURN_BEGIN;
  else
    {
      f->step = TURN_DISCARD;
      dr_push (s, DR_GAME_FRAME_ACTION, seat, DR_GAME_NO_CARD);
    }
  dr_settle (s);
  return DR_GAME_OK;
}

/* The Corp, then each Runner in seat order (seed 002, turn order);
 * flatlined Runners have left the game. */
static int
next_seat (const DrGameState *s, int seat)
{
  int i;

  for (i = 1; i <= s->n_seats; i++)
    {
      int cand = (seat + i) % s->n_seats;
      if (cand == DR_GAME_CORP_SEAT || dr_runner_alive (s, cand))
        return cand;
    }
  return DR_GAME_CORP_SEAT;
}

void
dr_turn_end_now (DrGameState *s, DrGameFrame *turn)
{
  (void) s;
  turn->step = TURN_END;
}

void
dr_turn_step (DrGameState *s, DrGameFrame *f)
{
  DrGameSeat *st = DR_SEAT (s, f->seat);

  switch (f->step)
    {
    case TURN_BEGIN:
      if (s->turn_limit > 0 && s->turn >= s->turn_limit)
        {
          dr_set_winner (s, DR_GAME_WINNER_DRAW, DR_GAME_RESULT_TURN_LIMIT);
          return;
        }
      s->turn++;
      s->active_seat = f->seat;
      if (dr_is_runner (f->seat))
        s->active_runner = f->seat;
      else
        dr_pass_infamy (s);
      st->clicks = (int8_t) (f->seat == DR_GAME_CORP_SEAT ? 3 : 4);
      st->turn_flags = 0;
      dr_log (s, DR_GAME_EV_TURN_BEGINS, f->seat, DR_GAME_NO_CARD, 0, s->turn, 0);
      f->step = TURN_BEGINS_EVENTS;
      dr_paw_push (s, DR_GAME_FRAME_PAW, DR_GAME_WINDOW_TURN_BEGINS,
                   DR_PAW_REZ | (f->seat == DR_GAME_CORP_SEAT ? DR_PAW_SCORE : 0),
                   DR_GAME_NO_CARD);
      return;
    case TURN_BEGINS_EVENTS:
      /* recurring credits, then "when your turn begins" abilities resolve
       * in a reaction window before the Corp's draw */
      if (f->seat == DR_GAME_CORP_SEAT && st->identity != DR_GAME_NO_CARD)
        st->recurring = (uint8_t) dr_game_def (s, st->identity)->recurring_trace;
      f->step = TURN_DRAW;
      dr_fire_triggers (s, DR_TRIGGER_TURN_BEGINS, f->seat, DR_GAME_NO_CARD, 0);
      return;
    case TURN_DRAW:
      /* the Corp's mandatory draw, with no click spent */
      f->step = TURN_ACTIONS;
      if (f->seat == DR_GAME_CORP_SEAT)
        dr_draw (s, DR_GAME_CORP_SEAT, 1);
      return;
    case TURN_ACTIONS:
      f->step = TURN_DISCARD;
      dr_push (s, DR_GAME_FRAME_ACTION, f->seat, DR_GAME_NO_CARD);
      return;
    case TURN_DISCARD:
      if (st->hand.n > dr_game_hand_size (s, f->seat) && st->hand.n > 0)
        {
          dr_push (s, DR_GAME_FRAME_DISCARD, f->seat, DR_GAME_NO_CARD);
          return;
        }
      f->step = TURN_LAST_WINDOW;
      return;
    case TURN_LAST_WINDOW:
      f->step = TURN_END;
      dr_paw_push (s, DR_GAME_FRAME_PAW, DR_GAME_WINDOW_DISCARD, DR_PAW_REZ, DR_GAME_NO_CARD);
      return;
    case TURN_END:
    default:
      /* unspent clicks are lost and "for the remainder of the turn" ends */
      st->clicks = 0;
      dr_reset_strength (s, 0, 0, 1);
      f->seat = (uint8_t) next_seat (s, f->seat);
      f->step = TURN_BEGIN;
      return;
    }
}

int
dr_turn_legal (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n)
{
  const DrGameSeat *st = &s->seats[f->seat];
  int i;

  switch (f->kind)
    {
    case DR_GAME_FRAME_MULLIGAN:
      DR_ADD (out, n, .kind = DR_GAME_ACT_KEEP, .seat = f->seat,
              .card = DR_GAME_NO_CARD, .target = DR_GAME_NO_CARD);
      DR_ADD (out, n, .kind = DR_GAME_ACT_MULLIGAN, .seat = f->seat,
              .card = DR_GAME_NO_CARD, .target = DR_GAME_NO_CARD);
      break;
    case DR_GAME_FRAME_DISCARD:
      for (i = 0; i < st->hand.n; i++)
        if (dr_first_copy (s, st->hand.ids, i))
          DR_ADD (out, n, .kind = DR_GAME_ACT_DISCARD, .seat = f->seat,
                  .card = st->hand.ids[i], .target = DR_GAME_NO_CARD);
      break;
    case DR_GAME_FRAME_MU_TRASH:
      for (i = 0; i < st->programs.n; i++)
        if (st->programs.ids[i] != f->card || st->programs.n == 1)
          DR_ADD (out, n, .kind = DR_GAME_ACT_TRASH_PROGRAM, .seat = f->seat,
                  .card = st->programs.ids[i], .target = DR_GAME_NO_CARD);
      break;
    default:
      break;
    }
  return n;
}

void
dr_turn_apply (DrGameState *s, const DrGameAction *a)
{
  DrGameSeat *st = DR_SEAT (s, a->seat);

  switch (a->kind)
    {
    case DR_GAME_ACT_KEEP:
      dr_pop (s);
      break;
    case DR_GAME_ACT_MULLIGAN:
      /* the whole hand goes back, the deck is shuffled, five new cards */
      while (st->hand.n > 0)
        dr_move_card (s, st->hand.ids[st->hand.n - 1], a->seat, DR_GAME_ZONE_DECK, 0);
      dr_shuffle_deck (s, a->seat);
      st->mulliganed = 1;
      dr_log (s, DR_GAME_EV_MULLIGAN, a->seat, DR_GAME_NO_CARD, 0, 0, 0);
      dr_pop (s);
      dr_draw (s, a->seat, 5);
      break;
    case DR_GAME_ACT_DISCARD:
      /* discarded from HQ means face down in Archives (seed 000) */
      dr_log (s, DR_GAME_EV_DISCARD, a->seat, a->card, 0, 0, 0);
      dr_move_card (s, a->card, a->seat, DR_GAME_ZONE_DISCARD, 0);
      if (dr_is_runner (a->seat))
        s->cards[a->card].flags |= DR_GAME_CARD_FACEUP;
      dr_pop (s);
      break;
    case DR_GAME_ACT_TRASH_PROGRAM:
      dr_trash_card (s, a->card, 1);
      dr_pop (s);
      break;
    default:
      break;
    }
}
