/* dr-nr-stack.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The decision stack and the two entry points.  Process frames (a turn, a
 * run) are stepped by the engine until a decision frame is on top; that
 * frame alone defines the legal actions, so exactly one seat can act.
 */
#include <string.h>

#include "dr-nr-private.h"

DrNrFrame *
dr_nr_push (DrNrState *s, int kind, int seat, int card)
{
  DrNrFrame *f;

  if (s->stack_n >= DR_NR_STACK_CAP)
    {
      /* Nesting is bounded by the rules in use; running out means a bug,
       * and a drawn game is better than a corrupt one. */
      dr_nr_set_winner (s, DR_NR_WINNER_DRAW, DR_NR_RESULT_TURN_LIMIT);
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
dr_nr_pop (DrNrState *s)
{
  if (s->stack_n > 0)
    {
      s->stack_n--;
      memset (&s->stack[s->stack_n], 0, sizeof s->stack[0]);
    }
}

const DrNrFrame *
dr_nr_top (const DrNrState *s)
{
  if (s->stack_n == 0)
    return NULL;
  return &s->stack[s->stack_n - 1];
}

static int
any_frame (const DrNrState *s, int kind)
{
  int i;

  for (i = 0; i < s->stack_n; i++)
    if (s->stack[i].kind == kind)
      return 1;
  return 0;
}

/* The parts of the checkpoint (docs/timing.md §2) that the implemented cards
 * can reach: agenda points, hand size of zero, memory limit. */
void
dr_nr_checkpoint (DrNrState *s)
{
  int corp_pts, runner_pts, seat;

  if (s->winner != DR_NR_NO_SEAT)
    return;
  corp_pts = dr_nr_points (s, DR_NR_CORP_SEAT);
  runner_pts = dr_nr_runner_points (s);
  if (corp_pts >= 7 && runner_pts >= 7)
    {
      dr_nr_set_winner (s, DR_NR_WINNER_DRAW, DR_NR_RESULT_AGENDA_POINTS);
      return;
    }
  if (corp_pts >= 7)
    {
      dr_nr_set_winner (s, DR_NR_WINNER_CORP, DR_NR_RESULT_AGENDA_POINTS);
      return;
    }
  if (runner_pts >= 7)
    {
      dr_nr_set_winner (s, DR_NR_WINNER_RUNNER, DR_NR_RESULT_AGENDA_POINTS);
      return;
    }
  for (seat = 1; seat < s->n_seats; seat++)
    {
      if (!dr_nr_runner_alive (s, seat))
        continue;
      /* rules-choices.md: a maximum hand size of zero or less flatlines */
      /* hand-size bonuses are never negative in the implemented cards, so
       * only core damage can bring the size to zero: the cheap test first,
       * since the checkpoint runs before every decision */
      if (s->seats[seat].core_damage >= 5 && dr_nr_hand_size (s, seat) <= 0)
        {
          dr_nr_runner_flatlined (s, seat);
          if (s->winner != DR_NR_NO_SEAT)
            return;
          continue;
        }
      if (dr_nr_memory_used (s, seat) > dr_nr_memory (s, seat)
          && !any_frame (s, DR_NR_FRAME_MU_TRASH))
        dr_nr_push (s, DR_NR_FRAME_MU_TRASH, seat, DR_NR_NO_CARD);
    }
  /* hosted cards that trash their host (card 01012 Parasite) */
  dr_nr_check_hosts (s);
  /* abilities that met their conditions since the last checkpoint */
  dr_nr_reaction_open (s);
}

/* What each kind of frame does.  Process frames (a turn, a run) have only
 * `step`, which always makes progress.  Decision frames have `legal` and
 * `apply`; some also have `step`, which resolves the frame without asking
 * when nobody has a real choice and returns 0 when a decision is due.  The
 * stack only dispatches through this table, so the rules files depend on
 * the stack and never on each other's frame handling. */
typedef struct
{
  int  (*step)  (DrNrState *s, DrNrFrame *f);
  int  (*legal) (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
  void (*apply) (DrNrState *s, const DrNrAction *a);
} FrameOps;

static const FrameOps frame_ops[DR_NR_N_FRAMES] = {
  [DR_NR_FRAME_NONE]          = { NULL, NULL, NULL },
  [DR_NR_FRAME_TURN]          = { dr_nr_turn_step, NULL, NULL },
  [DR_NR_FRAME_RUN]           = { dr_nr_run_step, NULL, NULL },
  [DR_NR_FRAME_MULLIGAN]      = { NULL, dr_nr_turn_legal, dr_nr_turn_apply },
  [DR_NR_FRAME_ACTION]        = { dr_nr_action_settle, dr_nr_action_legal, dr_nr_action_apply },
  [DR_NR_FRAME_DISCARD]       = { NULL, dr_nr_turn_legal, dr_nr_turn_apply },
  [DR_NR_FRAME_MU_TRASH]      = { NULL, dr_nr_turn_legal, dr_nr_turn_apply },
  [DR_NR_FRAME_APPROACH_REZ]  = { dr_nr_paw_settle, dr_nr_paw_legal, dr_nr_paw_apply },
  [DR_NR_FRAME_ENCOUNTER]     = { dr_nr_paw_settle, dr_nr_paw_legal, dr_nr_paw_apply },
  [DR_NR_FRAME_MOVEMENT]      = { NULL, dr_nr_run_legal, dr_nr_run_apply },
  [DR_NR_FRAME_SERVER_REZ]    = { dr_nr_paw_settle, dr_nr_paw_legal, dr_nr_paw_apply },
  [DR_NR_FRAME_ACCESS]        = { NULL, dr_nr_access_legal, dr_nr_access_apply },
  [DR_NR_FRAME_TRACE_CORP]    = { NULL, dr_nr_trace_legal, dr_nr_trace_apply },
  [DR_NR_FRAME_TRACE_RUNNER]  = { NULL, dr_nr_trace_legal, dr_nr_trace_apply },
  [DR_NR_FRAME_REZ_ICE_FREE]  = { NULL, dr_nr_action_legal, dr_nr_action_apply },
  [DR_NR_FRAME_REACTION]      = { dr_nr_reaction_settle, dr_nr_reaction_legal, dr_nr_reaction_apply },
  [DR_NR_FRAME_PAW]           = { dr_nr_paw_settle, dr_nr_paw_legal, dr_nr_paw_apply },
  [DR_NR_FRAME_CHOOSE_X]      = { NULL, dr_nr_choose_x_legal, dr_nr_choose_x_apply },
  [DR_NR_FRAME_INSTALL_TRASH] = { NULL, dr_nr_install_trash_legal, dr_nr_install_trash_apply },
  [DR_NR_FRAME_ACCESS_ORDER]  = { NULL, dr_nr_access_legal, dr_nr_access_apply },
  [DR_NR_FRAME_PROMPT]        = { NULL, dr_nr_prompt_legal, dr_nr_prompt_apply },
  [DR_NR_FRAME_CHOOSE_PROGRAM] = { dr_nr_choose_program_settle, dr_nr_choose_program_legal,
                                   dr_nr_choose_program_apply },
  [DR_NR_FRAME_BREACH_REPLACE] = { NULL, dr_nr_breach_replace_legal, dr_nr_breach_replace_apply },
  [DR_NR_FRAME_STEAL]         = { NULL, dr_nr_steal_legal, dr_nr_steal_apply },
  [DR_NR_FRAME_PREVENT]       = { dr_nr_prevent_settle, dr_nr_prevent_legal, dr_nr_prevent_apply },
};

static const FrameOps *
ops_of (int kind)
{
  static const FrameOps none = { NULL, NULL, NULL };

  return kind > 0 && kind < DR_NR_N_FRAMES ? &frame_ops[kind] : &none;
}

void
dr_nr_settle (DrNrState *s)
{
  int guard;

  for (guard = 0; guard < 100000; guard++)
    {
      DrNrFrame *f;
      const FrameOps *ops;

      dr_nr_checkpoint (s);
      if (s->winner != DR_NR_NO_SEAT)
        return;
      if (s->stack_n == 0)
        {
          dr_nr_set_winner (s, DR_NR_WINNER_DRAW, DR_NR_RESULT_TURN_LIMIT);
          return;
        }
      f = &s->stack[s->stack_n - 1];
      ops = ops_of (f->kind);
      if (ops->step == NULL || !ops->step (s, f))
        return;
    }
  dr_nr_set_winner (s, DR_NR_WINNER_DRAW, DR_NR_RESULT_TURN_LIMIT);
}

int
dr_nr_legal_actions (const DrNrState *s, DrNrAction *out)
{
  const DrNrFrame *f = dr_nr_top (s);
  const FrameOps *ops;

  if (s->winner != DR_NR_NO_SEAT || f == NULL)
    return 0;
  ops = ops_of (f->kind);
  return ops->legal != NULL ? ops->legal (s, f, out, 0) : 0;
}

static int
same_action (const DrNrAction *a, const DrNrAction *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->card == b->card
    && a->target == b->target && a->server == b->server && a->amount == b->amount;
}

int
dr_nr_is_legal (const DrNrState *s, const DrNrAction *a)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  int i, n = dr_nr_legal_actions (s, legal);

  for (i = 0; i < n; i++)
    if (same_action (&legal[i], a))
      return 1;
  return 0;
}

int
dr_nr_apply (DrNrState *s, const DrNrAction *a)
{
  const DrNrFrame *f = dr_nr_top (s);

  if (s->winner != DR_NR_NO_SEAT)
    return DR_NR_ERR_GAME_OVER;
  /* only a listed action is applied, so every frame kind reached here has
   * an `apply` */
  if (f == NULL || !dr_nr_is_legal (s, a))
    return DR_NR_ERR_ILLEGAL;
  ops_of (f->kind)->apply (s, a);
  s->actions_applied++;
  dr_nr_settle (s);
  return DR_NR_OK;
}

int
dr_nr_acting_seat (const DrNrState *s)
{
  const DrNrFrame *f = dr_nr_top (s);

  if (s->winner != DR_NR_NO_SEAT || f == NULL)
    return -1;
  return f->seat;
}

int
dr_nr_is_over (const DrNrState *s)
{
  return s->winner != DR_NR_NO_SEAT;
}
