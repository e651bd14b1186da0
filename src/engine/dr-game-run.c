/* dr-game-run.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs in the current timing (engines.md §5.3): initiation, approach ice,
 * encounter, movement, success and breach, run ends.  Seed 001 ("run
 * phases", access) and seed 000 ("Chronologie d'un Piratage") give the
 * order of approach, encounter, jack out and access.
 */
#include <string.h>

#include "dr-game-private.h"

void
dr_run_start (DrGameState *s, int runner, int server)
{
  DrGameRun *r = &s->run;
  DrGameFrame *f;

  memset (r, 0, sizeof *r);
  r->active = 1;
  r->runner = (uint8_t) runner;
  r->server = (uint8_t) server;
  r->position = (int8_t) (s->servers[server].n_ice - 1);
  r->phase = DR_GAME_RUN_INITIATION;
  /* one temporary credit per bad publicity (seed 001, bad publicity) */
  r->bp_credits = DR_CORP (s)->bad_publicity;
  r->access_card = DR_GAME_NO_CARD;
  f = dr_push (s, DR_GAME_FRAME_RUN, runner, DR_GAME_NO_CARD);
  f->step = 0;
  dr_log (s, DR_GAME_EV_RUN, runner, DR_GAME_NO_CARD, server, 0, 0);
}

static int
current_ice (const DrGameState *s)
{
  const DrGameRun *r = &s->run;

  if (r->position < 0 || r->position >= s->servers[r->server].n_ice)
    return DR_GAME_NO_CARD;
  return s->servers[r->server].ice[r->position];
}

void
dr_run_end_now (DrGameState *s)
{
  int runner = s->run.runner;

  dr_reset_strength (s, 1, 1, 0);
  dr_log (s, DR_GAME_EV_END_RUN, runner, DR_GAME_NO_CARD, s->run.server,
          s->run.successful, 0);
  memset (&s->run, 0, sizeof s->run);
  s->run.access_card = DR_GAME_NO_CARD;
  if (s->stack_n > 0 && s->stack[s->stack_n - 1].kind == DR_GAME_FRAME_RUN)
    dr_pop (s);
}

static void
resolve_subroutines (DrGameState *s, int ice)
{
  DrGameRun *r = &s->run;
  const DrGameCardDef *d = dr_game_def (s, ice);

  while (r->sub_next < d->n_subs)
    {
      int i = r->sub_next++;
      const DrGameOp *op = &d->subs[i];

      if (r->broken & (1u << i))
        continue;
      dr_log (s, DR_GAME_EV_SUBROUTINE, 0, ice, i, op->op, 0);
      if (op->op == DR_OP_END_RUN)
        {
          /* the remaining subroutines do not resolve (seed 001) */
          r->ended_by_subroutine = 1;
          r->phase = DR_GAME_RUN_ENCOUNTER_END;
          return;
        }
      if (op->op == DR_OP_TRACE)
        {
          DrGameFrame *f = dr_push (s, DR_GAME_FRAME_TRACE_CORP, DR_GAME_CORP_SEAT, ice);
          f->n = op->n;
          f->step = op->then_op;
          f->m = op->then_n;
          return;
        }
      dr_effect_op (s, op, ice, DR_GAME_CORP_SEAT);
      /* a flatlined Runner's run is over (seed 002: they leave the game) */
      if (s->winner != DR_GAME_NO_SEAT || !r->active)
        return;
    }
  r->phase = DR_GAME_RUN_ENCOUNTER_END;
}

static void
encounter_end (DrGameState *s)
{
  const DrGameRig *p = &s->seats[s->run.runner].programs;
  uint8_t progs[DR_GAME_RIG_CAP];
  int i, n = p->n;

  dr_reset_strength (s, 1, 0, 0);
  memcpy (progs, p->ids, (size_t) n);
  for (i = 0; i < n; i++)
    {
      const DrGameCardDef *d = dr_game_def (s, progs[i]);
      if (d->on_encounter_end != NULL && (s->cards[progs[i]].used & DR_USED_BROKE))
        dr_queue_pending (s, progs[i], DR_GAME_PENDING_ENCOUNTER_END, s->run.runner,
                          current_ice (s));
      s->cards[progs[i]].used = 0;
    }
}

void
dr_run_step (DrGameState *s, DrGameFrame *f)
{
  DrGameRun *r = &s->run;
  int ice;

  switch (r->phase)
    {
    case DR_GAME_RUN_INITIATION:
      /* paid ability window with rez (engines.md §5.3 step 1) */
      r->phase = DR_GAME_RUN_INITIATION_DONE;
      dr_paw_push (s, DR_GAME_FRAME_PAW, DR_GAME_WINDOW_INITIATION, DR_PAW_REZ, DR_GAME_NO_CARD);
      return;
    case DR_GAME_RUN_INITIATION_DONE:
      r->phase = r->position >= 0 ? DR_GAME_RUN_APPROACH : DR_GAME_RUN_MOVEMENT;
      return;
    case DR_GAME_RUN_APPROACH:
      /* the approached ice may be rezzed, and only now, besides non-ice
       * cards (seed 001, approach; seed 000, 2.3) */
      ice = current_ice (s);
      r->phase = DR_GAME_RUN_APPROACH_DONE;
      dr_paw_push (s, DR_GAME_FRAME_APPROACH_REZ, DR_GAME_WINDOW_APPROACH,
                   DR_PAW_REZ | DR_PAW_REZ_ICE, ice);
      return;
    case DR_GAME_RUN_APPROACH_DONE:
      ice = current_ice (s);
      if (ice != DR_GAME_NO_CARD && (s->cards[ice].flags & DR_GAME_CARD_REZZED))
        r->phase = DR_GAME_RUN_ENCOUNTER;
      else
        r->phase = DR_GAME_RUN_MOVEMENT;   /* unrezzed ice is passed */
      return;
    case DR_GAME_RUN_ENCOUNTER:
      /* paid abilities only, and subroutines can be broken (seed 000, 3.1) */
      ice = current_ice (s);
      r->broken = 0;
      r->sub_next = 0;
      r->phase = DR_GAME_RUN_SUBROUTINES;
      dr_log (s, DR_GAME_EV_ENCOUNTER, r->runner, ice, 0, 0, 0);
      dr_paw_push (s, DR_GAME_FRAME_ENCOUNTER, DR_GAME_WINDOW_ENCOUNTER, DR_PAW_BREAK, ice);
      return;
    case DR_GAME_RUN_SUBROUTINES:
      ice = current_ice (s);
      if (ice == DR_GAME_NO_CARD)
        r->phase = DR_GAME_RUN_ENCOUNTER_END;
      else
        resolve_subroutines (s, ice);
      return;
    case DR_GAME_RUN_ENCOUNTER_END:
      encounter_end (s);
      r->phase = r->ended_by_subroutine ? DR_GAME_RUN_END : DR_GAME_RUN_MOVEMENT;
      return;
    case DR_GAME_RUN_MOVEMENT:
      /* the ice is passed; a paid ability window without rez comes before
       * the Runner decides to jack out (engines.md §5.3 step 4) */
      r->phase = DR_GAME_RUN_JACK_OUT_DECISION;
      dr_paw_push (s, DR_GAME_FRAME_PAW, DR_GAME_WINDOW_PASSED_ICE, 0, DR_GAME_NO_CARD);
      return;
    case DR_GAME_RUN_JACK_OUT_DECISION:
      /* jacking out happens here, so never before the first ice is passed
       * (seed 001: no jack out at the first ice) */
      r->phase = DR_GAME_RUN_MOVE;
      dr_push (s, DR_GAME_FRAME_MOVEMENT, r->runner, DR_GAME_NO_CARD);
      return;
    case DR_GAME_RUN_MOVE:
      /* after moving, a window with rez: the Corp's last chance to rez
       * non-ice cards before the Runner approaches the server (seed 001,
       * access; seed 000, 4.3) */
      r->position--;
      if (r->position >= 0)
        {
          r->phase = DR_GAME_RUN_APPROACH;
          dr_paw_push (s, DR_GAME_FRAME_PAW, DR_GAME_WINDOW_MOVED, DR_PAW_REZ, DR_GAME_NO_CARD);
        }
      else
        {
          r->position = -1;
          r->phase = DR_GAME_RUN_APPROACH_SERVER;
          dr_paw_push (s, DR_GAME_FRAME_SERVER_REZ, DR_GAME_WINDOW_SERVER, DR_PAW_REZ,
                       DR_GAME_NO_CARD);
        }
      return;
    case DR_GAME_RUN_APPROACH_SERVER:
      r->phase = DR_GAME_RUN_SUCCESS;
      return;
    case DR_GAME_RUN_SUCCESS:
      /* successful-run abilities resolve before the breach */
      r->successful = 1;
      r->phase = DR_GAME_RUN_BREACH;
      dr_log (s, DR_GAME_EV_SUCCESS, r->runner, DR_GAME_NO_CARD, r->server, 0, 0);
      dr_fire_triggers (s, DR_TRIGGER_SUCCESSFUL_RUN, r->runner, DR_GAME_NO_CARD, r->server);
      return;
    case DR_GAME_RUN_BREACH:
      r->phase = DR_GAME_RUN_ACCESS;
      dr_access_begin (s);
      return;
    case DR_GAME_RUN_ACCESS:
      if (!dr_access_step (s))
        r->phase = DR_GAME_RUN_END;
      return;
    case DR_GAME_RUN_END:
    default:
      (void) f;
      dr_run_end_now (s);
      return;
    }
}

int
dr_run_legal (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n)
{
  switch (f->kind)
    {
    case DR_GAME_FRAME_MOVEMENT:
      DR_ADD (out, n, .kind = DR_GAME_ACT_JACK_OUT, .seat = f->seat, .card = DR_GAME_NO_CARD,
              .target = DR_GAME_NO_CARD);
      break;
    default:
      return n;
    }
  DR_ADD (out, n, .kind = DR_GAME_ACT_PASS, .seat = f->seat, .card = DR_GAME_NO_CARD,
          .target = DR_GAME_NO_CARD);
  return n;
}

void
dr_run_apply (DrGameState *s, const DrGameAction *a)
{
  switch (a->kind)
    {
    case DR_GAME_ACT_PASS:
      dr_pop (s);
      break;
    case DR_GAME_ACT_JACK_OUT:
      dr_log (s, DR_GAME_EV_JACK_OUT, a->seat, DR_GAME_NO_CARD, s->run.server, 0, 0);
      s->run.phase = DR_GAME_RUN_END;
      dr_pop (s);
      break;
    default:
      break;
    }
}
