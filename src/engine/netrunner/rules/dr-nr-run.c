/* dr-nr-run.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs in the current timing (docs/timing.md §3): initiation, approach ice,
 * encounter, movement, success and breach, run ends.  Seed 001 ("run
 * phases", access) and seed 000 ("Chronologie d'un Piratage") give the
 * order of approach, encounter, jack out and access.
 */
#include <string.h>

#include "dr-nr-private.h"

void
dr_nr_run_start (DrNrState *s, int runner, int server)
{
  dr_nr_run_start_from (s, runner, server, DR_NR_NO_CARD);
}

/* A run made by a card (a run event, Sneakdoor Beta): the card is the
 * run's source, whose hooks set up the "during that run" effects. */
void
dr_nr_run_start_from (DrNrState *s, int runner, int server, int source)
{
  DrNrRun *r = &s->run;
  DrNrFrame *f;

  memset (r, 0, sizeof *r);
  r->active = 1;
  r->runner = (uint8_t) runner;
  r->server = (uint8_t) server;
  r->position = (int8_t) (s->servers[server].n_ice - 1);
  r->phase = DR_NR_RUN_INITIATION;
  /* one temporary credit per bad publicity (seed 001, bad publicity) */
  r->bp_credits = DR_NR_CORP (s)->bad_publicity;
  r->access_card = DR_NR_NO_CARD;
  r->source = (uint8_t) source;
  r->redirect = DR_NR_NO_SERVER;
  f = dr_nr_push (s, DR_NR_FRAME_RUN, runner, DR_NR_NO_CARD);
  f->step = 0;
  dr_nr_log (s, DR_NR_EV_RUN, runner, DR_NR_NO_CARD, server, 0, 0);
  dr_nr_note_run (s, runner, 0);
  if (source != DR_NR_NO_CARD && dr_nr_def (s, source)->on_run_start != NULL)
    dr_nr_def (s, source)->on_run_start (s, source);
  dr_nr_fire_triggers (s, DR_NR_TRIGGER_RUN_BEGINS, runner, DR_NR_NO_CARD, server);
}

static int
current_ice (const DrNrState *s)
{
  const DrNrRun *r = &s->run;

  if (r->ice_gone || r->position < 0 || r->position >= s->servers[r->server].n_ice)
    return DR_NR_NO_CARD;
  return s->servers[r->server].ice[r->position];
}

/* The ice the Runner is encountering now, or NO_CARD: from the encounter's
 * start (its "when encountered" abilities, then the window where
 * subroutines are broken) until its subroutines have resolved. */
int
dr_nr_encountered_ice (const DrNrState *s)
{
  if (!s->run.active || s->run.phase != DR_NR_RUN_SUBROUTINES)
    return DR_NR_NO_CARD;
  return current_ice (s);
}

void
dr_nr_run_end_now (DrNrState *s)
{
  int runner = s->run.runner;
  int source = s->run.source;

  dr_nr_reset_strength (s, 1, 1, 0);
  dr_nr_clear_access_marks (s);
  dr_nr_log (s, DR_NR_EV_END_RUN, runner, DR_NR_NO_CARD, s->run.server,
          s->run.successful, 0);
  memset (&s->run, 0, sizeof s->run);
  s->run.access_card = DR_NR_NO_CARD;
  s->run.source = DR_NR_NO_CARD;
  if (s->stack_n > 0 && s->stack[s->stack_n - 1].kind == DR_NR_FRAME_RUN)
    dr_nr_pop (s);
  /* "as soon as the run is over" effects of its source, then a run event
   * has resolved and is trashed */
  if (source != DR_NR_NO_CARD)
    {
      if (dr_nr_def (s, source)->on_run_end != NULL)
        dr_nr_def (s, source)->on_run_end (s, source);
      dr_nr_play_finish (s, source);
    }
}

static void
resolve_subroutines (DrNrState *s, int ice)
{
  DrNrRun *r = &s->run;
  const DrNrCardDef *d = dr_nr_def (s, ice);

  while (r->sub_next < d->n_subs)
    {
      int i = r->sub_next++;
      const DrNrOp *op = &d->subs[i];

      if (r->broken & (1u << i))
        continue;
      dr_nr_log (s, DR_NR_EV_SUBROUTINE, 0, ice, i, op->op, 0);
      if (op->op == DR_NR_OP_END_RUN)
        {
          /* the remaining subroutines do not resolve (seed 001) */
          r->ended_by_subroutine = 1;
          r->phase = DR_NR_RUN_ENCOUNTER_END;
          return;
        }
      if (op->op == DR_NR_OP_TRACE)
        {
          DrNrFrame *f = dr_nr_push (s, DR_NR_FRAME_TRACE_CORP, DR_NR_CORP_SEAT, ice);
          f->n = op->n;
          f->step = op->then_op;
          f->m = op->then_n;
          return;
        }
      dr_nr_effect_op (s, op, ice, DR_NR_CORP_SEAT);
      /* a flatlined Runner's run is over (seed 002: they leave the game) */
      if (s->winner != DR_NR_NO_SEAT || !r->active)
        return;
      /* the ice left (Data Mine) or the Runner was moved (Cell Portal): the
       * encounter is over and no further subroutine resolves */
      if (r->ice_gone || r->phase != DR_NR_RUN_SUBROUTINES)
        {
          r->phase = DR_NR_RUN_ENCOUNTER_END;
          return;
        }
      /* a decision (which program to trash) comes before the next one */
      if (s->stack_n == 0 || s->stack[s->stack_n - 1].kind != DR_NR_FRAME_RUN)
        return;
    }
  r->phase = DR_NR_RUN_ENCOUNTER_END;
}

/* Chum: "if, once that encounter finishes, some of its subroutines remain
 * unbroken, the Runner suffers net damage".  Ice that left play took its
 * unbroken subroutines along. */
static void
delayed_encounter_damage (DrNrState *s)
{
  DrNrRun *r = &s->run;
  int ice = current_ice (s), damage = r->ice_damage;

  r->ice_strength = 0;
  r->ice_damage = 0;
  if (damage == 0)
    return;
  if (ice != DR_NR_NO_CARD)
    {
      unsigned all = (1u << dr_nr_def (s, ice)->n_subs) - 1u;
      if ((r->broken & all) == all)
        return;
    }
  dr_nr_damage (s, r->runner, DR_NR_OP_NET_DAMAGE, damage);
}

static void
encounter_end (DrNrState *s)
{
  const DrNrRig *p = &s->seats[s->run.runner].programs;
  uint8_t progs[DR_NR_RIG_CAP];
  int i, n = p->n;

  dr_nr_reset_strength (s, 1, 0, 0);
  delayed_encounter_damage (s);
  if (s->winner != DR_NR_NO_SEAT || !s->run.active)
    return;
  memcpy (progs, p->ids, (size_t) n);
  for (i = 0; i < n; i++)
    {
      const DrNrCardDef *d = dr_nr_def (s, progs[i]);
      if (d->on_encounter_end != NULL && (s->cards[progs[i]].used & DR_NR_USED_BROKE))
        dr_nr_queue_pending (s, progs[i], DR_NR_PENDING_ENCOUNTER_END, s->run.runner,
                          current_ice (s));
      s->cards[progs[i]].used = 0;
    }
}

int
dr_nr_run_step (DrNrState *s, DrNrFrame *f)
{
  DrNrRun *r = &s->run;
  int ice;

  switch (r->phase)
    {
    case DR_NR_RUN_INITIATION:
      /* paid ability window with rez (docs/timing.md §3 step 1) */
      r->phase = DR_NR_RUN_INITIATION_DONE;
      dr_nr_paw_push (s, DR_NR_FRAME_PAW, DR_NR_WINDOW_INITIATION, DR_NR_PAW_REZ, DR_NR_NO_CARD);
      return 1;
    case DR_NR_RUN_INITIATION_DONE:
      r->phase = r->position >= 0 ? DR_NR_RUN_APPROACH : DR_NR_RUN_MOVEMENT;
      return 1;
    case DR_NR_RUN_APPROACH:
      /* the approached ice may be rezzed, and only now, besides non-ice
       * cards (seed 001, approach; seed 000, 2.3) */
      ice = current_ice (s);
      r->phase = DR_NR_RUN_APPROACH_DONE;
      dr_nr_paw_push (s, DR_NR_FRAME_APPROACH_REZ, DR_NR_WINDOW_APPROACH,
                   DR_NR_PAW_REZ | DR_NR_PAW_REZ_ICE, ice);
      return 1;
    case DR_NR_RUN_APPROACH_DONE:
      ice = current_ice (s);
      if (ice != DR_NR_NO_CARD && (s->cards[ice].flags & DR_NR_CARD_REZZED))
        r->phase = DR_NR_RUN_ENCOUNTER;
      else
        r->phase = DR_NR_RUN_MOVEMENT;   /* unrezzed ice is passed */
      return 1;
    case DR_NR_RUN_ENCOUNTER:
      /* paid abilities only, and subroutines can be broken (seed 000, 3.1) */
      ice = current_ice (s);
      r->broken = 0;
      r->sub_next = 0;
      r->bypassed = 0;
      r->phase = DR_NR_RUN_SUBROUTINES;
      /* "the next ice the Runner encounters" is this one (Chum) */
      r->ice_strength = r->next_ice_strength;
      r->ice_damage = r->next_ice_damage;
      r->next_ice_strength = 0;
      r->next_ice_damage = 0;
      dr_nr_log (s, DR_NR_EV_ENCOUNTER, r->runner, ice, 0, 0, 0);
      /* a run effect bypassing the first ice ends the encounter as it
       * begins (docs/rules-choices.md, Inside Job) */
      if (r->effects & DR_NR_RUN_EFFECT_BYPASS_FIRST)
        {
          r->effects &= (uint8_t) ~DR_NR_RUN_EFFECT_BYPASS_FIRST;
          dr_nr_bypass (s);
          return 1;
        }
      dr_nr_paw_push (s, DR_NR_FRAME_ENCOUNTER, DR_NR_WINDOW_ENCOUNTER, DR_NR_PAW_BREAK, ice);
      /* "when encountered" abilities resolve in the reaction window the next
       * checkpoint opens, before any subroutine can be broken
       * (docs/timing.md §3 step 3) */
      if (dr_nr_def (s, ice)->trigger.when == DR_NR_TRIGGER_ENCOUNTERED)
        dr_nr_queue_pending (s, ice, DR_NR_PENDING_TRIGGER, DR_NR_CORP_SEAT, ice);
      /* "when encountered" abilities of the Runner's cards resolve in the
       * reaction window the next checkpoint opens, above the encounter's
       * window; a bypass there closes that window unused */
      dr_nr_fire_triggers (s, DR_NR_TRIGGER_ENCOUNTER, r->runner, ice, r->server);
      return 1;
    case DR_NR_RUN_SUBROUTINES:
      ice = current_ice (s);
      if (ice == DR_NR_NO_CARD || r->bypassed)
        {
          /* bypassed: the encounter ends, no subroutine resolves */
          r->bypassed = 0;
          r->phase = DR_NR_RUN_ENCOUNTER_END;
        }
      else
        resolve_subroutines (s, ice);
      return 1;
    case DR_NR_RUN_ENCOUNTER_END:
      encounter_end (s);
      if (!r->active)
        return 1;   /* the Runner flatlined and left (seed 002) */
      r->phase = r->ended_by_subroutine ? DR_NR_RUN_END : DR_NR_RUN_MOVEMENT;
      return 1;
    case DR_NR_RUN_MOVEMENT:
      /* the ice is passed; a paid ability window without rez comes before
       * the Runner decides to jack out (docs/timing.md §3 step 4) */
      r->phase = DR_NR_RUN_JACK_OUT_DECISION;
      dr_nr_paw_push (s, DR_NR_FRAME_PAW, DR_NR_WINDOW_PASSED_ICE, 0, DR_NR_NO_CARD);
      return 1;
    case DR_NR_RUN_JACK_OUT_DECISION:
      /* jacking out happens here, so never before the first ice is passed
       * (seed 001: no jack out at the first ice) */
      r->phase = DR_NR_RUN_MOVE;
      dr_nr_push (s, DR_NR_FRAME_MOVEMENT, r->runner, DR_NR_NO_CARD);
      return 1;
    case DR_NR_RUN_MOVE:
      /* after moving, a window with rez: the Corp's last chance to rez
       * non-ice cards before the Runner approaches the server (seed 001,
       * access; seed 000, 4.3) */
      r->position--;
      r->ice_gone = 0;
      if (r->position >= 0)
        {
          r->phase = DR_NR_RUN_APPROACH;
          dr_nr_paw_push (s, DR_NR_FRAME_PAW, DR_NR_WINDOW_MOVED, DR_NR_PAW_REZ, DR_NR_NO_CARD);
        }
      else
        {
          r->position = -1;
          r->phase = DR_NR_RUN_APPROACH_SERVER;
          dr_nr_paw_push (s, DR_NR_FRAME_SERVER_REZ, DR_NR_WINDOW_SERVER, DR_NR_PAW_REZ,
                       DR_NR_NO_CARD);
        }
      return 1;
    case DR_NR_RUN_APPROACH_SERVER:
      r->phase = DR_NR_RUN_SUCCESS;
      return 1;
    case DR_NR_RUN_SUCCESS:
      /* successful-run abilities resolve before the breach; a redirected
       * run (Sneakdoor Beta) is successful on its new server instead */
      if (r->redirect != DR_NR_NO_SERVER)
        {
          r->server = r->redirect;
          r->redirect = DR_NR_NO_SERVER;
        }
      r->successful = 1;
      r->phase = DR_NR_RUN_BREACH;
      dr_nr_note_run (s, r->runner, 1);
      dr_nr_mark_successful_run (s, r->runner, r->server);
      dr_nr_log (s, DR_NR_EV_SUCCESS, r->runner, DR_NR_NO_CARD, r->server, 0, 0);
      dr_nr_fire_triggers (s, DR_NR_TRIGGER_SUCCESSFUL_RUN, r->runner, DR_NR_NO_CARD, r->server);
      return 1;
    case DR_NR_RUN_BREACH:
      /* "instead of breaching" effects may replace the breach */
      r->phase = DR_NR_RUN_BREACH_BEGIN;
      dr_nr_breach_replacements_offer (s);
      return 1;
    case DR_NR_RUN_BREACH_BEGIN:
      if (r->effects & DR_NR_RUN_EFFECT_REPLACED)
        {
          r->phase = DR_NR_RUN_END;
          return 1;
        }
      r->phase = DR_NR_RUN_BREACH_CANDIDATES;
      dr_nr_breach_begins (s);
      return 1;
    case DR_NR_RUN_BREACH_CANDIDATES:
      r->phase = DR_NR_RUN_ACCESS;
      dr_nr_access_begin (s);
      return 1;
    case DR_NR_RUN_ACCESS:
      if (!dr_nr_access_step (s))
        r->phase = DR_NR_RUN_END;
      return 1;
    case DR_NR_RUN_END:
    default:
      (void) f;
      dr_nr_run_end_now (s);
      return 1;
    }
}

int
dr_nr_run_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  switch (f->kind)
    {
    case DR_NR_FRAME_MOVEMENT:
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_JACK_OUT, .seat = f->seat, .card = DR_NR_NO_CARD,
              .target = DR_NR_NO_CARD);
      break;
    default:
      return n;
    }
  n = dr_nr_add_pass (out, n, f->seat);
  return n;
}

void
dr_nr_run_apply (DrNrState *s, const DrNrAction *a)
{
  switch (a->kind)
    {
    case DR_NR_ACT_PASS:
      dr_nr_pop (s);
      break;
    case DR_NR_ACT_JACK_OUT:
      dr_nr_log (s, DR_NR_EV_JACK_OUT, a->seat, DR_NR_NO_CARD, s->run.server, 0, 0);
      s->run.phase = DR_NR_RUN_END;
      dr_nr_pop (s);
      break;
    default:
      break;
    }
}

/* The ice the run is at (approached or encountered), or NO_CARD. */
int
dr_nr_run_current_ice (const DrNrState *s)
{
  return s->run.active ? current_ice (s) : DR_NR_NO_CARD;
}
