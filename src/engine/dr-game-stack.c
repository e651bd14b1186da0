/* dr-game-stack.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The decision stack and the two entry points.  Process frames (a turn, a
 * run) are stepped by the engine until a decision frame is on top; that
 * frame alone defines the legal actions, so exactly one seat can act.
 */
#include <string.h>

#include "dr-game-private.h"

DrGameFrame *
dr_push (DrGameState *s, int kind, int seat, int card)
{
  DrGameFrame *f;

  if (s->stack_n >= DR_GAME_STACK_CAP)
    {
      /* Nesting is bounded by the rules in use; running out means a bug,
       * and a drawn game is better than a corrupt one. */
      dr_set_winner (s, DR_GAME_WINNER_DRAW, DR_GAME_RESULT_TURN_LIMIT);
      return &s->stack[0];
    }
  f = &s->stack[s->stack_n++];
  memset (f, 0, sizeof *f);
  f->kind = (uint8_t) kind;
  f->seat = (uint8_t) seat;
  f->card = (uint8_t) card;
  return f;
}

void
dr_pop (DrGameState *s)
{
  if (s->stack_n > 0)
    {
      s->stack_n--;
      memset (&s->stack[s->stack_n], 0, sizeof s->stack[0]);
    }
}

const DrGameFrame *
dr_game_top (const DrGameState *s)
{
  if (s->stack_n == 0)
    return NULL;
  return &s->stack[s->stack_n - 1];
}

static int
any_frame (const DrGameState *s, int kind)
{
  int i;

  for (i = 0; i < s->stack_n; i++)
    if (s->stack[i].kind == kind)
      return 1;
  return 0;
}

/* The parts of the checkpoint (engines.md §5.2) that the implemented cards
 * can reach: agenda points, hand size of zero, memory limit. */
void
dr_checkpoint (DrGameState *s)
{
  int corp_pts, runner_pts, seat;

  if (s->winner != DR_GAME_NO_SEAT)
    return;
  corp_pts = dr_game_points (s, DR_GAME_CORP_SEAT);
  runner_pts = dr_game_runner_points (s);
  if (corp_pts >= 7 && runner_pts >= 7)
    {
      dr_set_winner (s, DR_GAME_WINNER_DRAW, DR_GAME_RESULT_AGENDA_POINTS);
      return;
    }
  if (corp_pts >= 7)
    {
      dr_set_winner (s, DR_GAME_WINNER_CORP, DR_GAME_RESULT_AGENDA_POINTS);
      return;
    }
  if (runner_pts >= 7)
    {
      dr_set_winner (s, DR_GAME_WINNER_RUNNER, DR_GAME_RESULT_AGENDA_POINTS);
      return;
    }
  for (seat = 1; seat < s->n_seats; seat++)
    {
      if (!dr_runner_alive (s, seat))
        continue;
      /* rules-choices.md: a maximum hand size of zero or less flatlines */
      if (dr_game_hand_size (s, seat) <= 0)
        {
          dr_runner_flatlined (s, seat);
          if (s->winner != DR_GAME_NO_SEAT)
            return;
          continue;
        }
      if (dr_game_memory_used (s, seat) > dr_game_memory (s, seat)
          && !any_frame (s, DR_GAME_FRAME_MU_TRASH))
        dr_push (s, DR_GAME_FRAME_MU_TRASH, seat, DR_GAME_NO_CARD);
    }
  /* abilities that met their conditions since the last checkpoint */
  dr_reaction_open (s);
}

void
dr_settle (DrGameState *s)
{
  int guard;

  for (guard = 0; guard < 100000; guard++)
    {
      DrGameFrame *f;

      dr_checkpoint (s);
      if (s->winner != DR_GAME_NO_SEAT)
        return;
      if (s->stack_n == 0)
        {
          dr_set_winner (s, DR_GAME_WINNER_DRAW, DR_GAME_RESULT_TURN_LIMIT);
          return;
        }
      f = &s->stack[s->stack_n - 1];
      switch (f->kind)
        {
        case DR_GAME_FRAME_TURN:
          dr_turn_step (s, f);
          break;
        case DR_GAME_FRAME_RUN:
          dr_run_step (s, f);
          break;
        case DR_GAME_FRAME_REACTION:
          if (!dr_reaction_settle (s, f))
            return;
          break;
        case DR_GAME_FRAME_ACTION:
          if (!dr_action_settle (s, f))
            return;
          break;
        case DR_GAME_FRAME_PAW:
        case DR_GAME_FRAME_APPROACH_REZ:
        case DR_GAME_FRAME_ENCOUNTER:
        case DR_GAME_FRAME_SERVER_REZ:
          if (!dr_paw_settle (s, f))
            return;
          break;
        default:
          return;
        }
    }
  dr_set_winner (s, DR_GAME_WINNER_DRAW, DR_GAME_RESULT_TURN_LIMIT);
}

int
dr_game_legal_actions (const DrGameState *s, DrGameAction *out)
{
  const DrGameFrame *f = dr_game_top (s);

  if (s->winner != DR_GAME_NO_SEAT || f == NULL)
    return 0;
  switch (f->kind)
    {
    case DR_GAME_FRAME_MULLIGAN:
    case DR_GAME_FRAME_DISCARD:
    case DR_GAME_FRAME_MU_TRASH:
      return dr_turn_legal (s, f, out, 0);
    case DR_GAME_FRAME_ACTION:
    case DR_GAME_FRAME_REZ_ICE_FREE:
      return dr_action_legal (s, f, out, 0);
    case DR_GAME_FRAME_PAW:
    case DR_GAME_FRAME_APPROACH_REZ:
    case DR_GAME_FRAME_ENCOUNTER:
    case DR_GAME_FRAME_SERVER_REZ:
      return dr_paw_legal (s, f, out, 0);
    case DR_GAME_FRAME_MOVEMENT:
      return dr_run_legal (s, f, out, 0);
    case DR_GAME_FRAME_ACCESS:
    case DR_GAME_FRAME_ACCESS_ORDER:
      return dr_access_legal (s, f, out, 0);
    case DR_GAME_FRAME_TRACE_CORP:
    case DR_GAME_FRAME_TRACE_RUNNER:
      return dr_trace_legal (s, f, out, 0);
    case DR_GAME_FRAME_REACTION:
      return dr_reaction_legal (s, f, out, 0);
    case DR_GAME_FRAME_CHOOSE_X:
      return dr_choose_x_legal (s, f, out, 0);
    case DR_GAME_FRAME_INSTALL_TRASH:
      return dr_install_trash_legal (s, f, out, 0);
    default:
      return 0;
    }
}

static int
same_action (const DrGameAction *a, const DrGameAction *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->card == b->card
    && a->target == b->target && a->server == b->server && a->amount == b->amount;
}

int
dr_game_is_legal (const DrGameState *s, const DrGameAction *a)
{
  DrGameAction legal[DR_GAME_MAX_ACTIONS];
  int i, n = dr_game_legal_actions (s, legal);

  for (i = 0; i < n; i++)
    if (same_action (&legal[i], a))
      return 1;
  return 0;
}

int
dr_game_apply (DrGameState *s, const DrGameAction *a)
{
  const DrGameFrame *f = dr_game_top (s);

  if (s->winner != DR_GAME_NO_SEAT)
    return DR_GAME_ERR_GAME_OVER;
  if (f == NULL || !dr_game_is_legal (s, a))
    return DR_GAME_ERR_ILLEGAL;
  switch (f->kind)
    {
    case DR_GAME_FRAME_MULLIGAN:
    case DR_GAME_FRAME_DISCARD:
    case DR_GAME_FRAME_MU_TRASH:
      dr_turn_apply (s, a);
      break;
    case DR_GAME_FRAME_ACTION:
    case DR_GAME_FRAME_REZ_ICE_FREE:
      dr_action_apply (s, a);
      break;
    case DR_GAME_FRAME_TRACE_CORP:
    case DR_GAME_FRAME_TRACE_RUNNER:
      dr_trace_apply (s, a);
      break;
    case DR_GAME_FRAME_REACTION:
      dr_reaction_apply (s, a);
      break;
    case DR_GAME_FRAME_CHOOSE_X:
      dr_choose_x_apply (s, a);
      break;
    case DR_GAME_FRAME_INSTALL_TRASH:
      dr_install_trash_apply (s, a);
      break;
    case DR_GAME_FRAME_ACCESS:
    case DR_GAME_FRAME_ACCESS_ORDER:
      dr_access_apply (s, a);
      break;
    case DR_GAME_FRAME_PAW:
    case DR_GAME_FRAME_APPROACH_REZ:
    case DR_GAME_FRAME_ENCOUNTER:
    case DR_GAME_FRAME_SERVER_REZ:
      dr_paw_apply (s, a);
      break;
    default:
      dr_run_apply (s, a);
      break;
    }
  s->actions_applied++;
  dr_settle (s);
  return DR_GAME_OK;
}

int
dr_game_acting_seat (const DrGameState *s)
{
  const DrGameFrame *f = dr_game_top (s);

  if (s->winner != DR_GAME_NO_SEAT || f == NULL)
    return -1;
  return f->seat;
}

int
dr_game_is_over (const DrGameState *s)
{
  return s->winner != DR_GAME_NO_SEAT;
}
