/* dr-nr-heuristic.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A heuristic player.  It is a pure function of what one seat may know —
 * the masked view of dr_nr_view() — plus a random generator for ties, so
 * it cannot cheat: hidden cards are unknown to it, as to a person.  Each
 * legal action gets a score from simple Netrunner sense (score and advance
 * agendas, protect servers with ice, run where the ice can be broken,
 * break what can be paid for, take the money) and the best one is played.
 *
 * This file chooses, with the decisions of cards that have their own; the
 * Runner's scores are in dr-nr-heuristic-runner.c, the Corp's in
 * dr-nr-heuristic-corp.c.
 */
#include <string.h>

#include "dr-nr-heuristic-private.h"

/* Group B's cards with decisions of their own (runs, access, ambushes). */
static int
is_runs_prompt (const DrNrCardDef *d)
{
  static const char *const codes[] = {
    "01002", "01010", "01022", "01023", "01026", "01029", "01049", "01057", "01069", "01070"
  };
  size_t i;

  for (i = 0; i < sizeof codes / sizeof codes[0]; i++)
    if (dr_nr_heur_is_card (d, codes[i]))
      return 1;
  return 0;
}

/* Their decisions: take the best card or the most credits, pay for an
 * ambush that does something, bypass what cannot be broken. */
static int
score_runs_prompt (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  const DrNrState *v = ai->v;
  const DrNrCardDef *source = def_of (ai, top->card);

  if (a->kind == DR_NR_ACT_PASS)
    return 10;
  if (a->kind == DR_NR_ACT_NUMBER)
    return 20 + a->amount;
  if (a->target != DR_NR_NO_CARD)
    {
      const DrNrCardDef *t = def_of (ai, a->target);

      if (ai->seat == DR_NR_CORP_SEAT)
        return 20 + dr_nr_heur_runner_card_value (ai, a->target);   /* programs to trash */
      if (t->type == DR_NR_TYPE_ICE)
        return 20 + ((v->cards[a->target].flags & DR_NR_CARD_REZZED) ? 10 : 0)
          + ((t->subtypes & DR_NR_SUB_SENTRY) ? 10 : 0);
      return 20 + dr_nr_heur_runner_card_value (ai, a->target);
    }
  if (ai->seat == DR_NR_CORP_SEAT)
    {
      /* the ambush's payment: worth it when it does something */
      int advancement = v->cards[top->card].advancement;

      if (source->trigger.server == DR_NR_TRIGGER_INSTALLED && advancement == 0)
        return 0;
      if (dr_nr_heur_is_card (source, "01057") && v->seats[v->active_runner].programs.n == 0)
        return 0;
      return 100;
    }
  if (dr_nr_heur_is_card (source, "01049"))
    return a->amount == 0 ? 60 : 30;   /* Infiltration: the credits */
  if (dr_nr_heur_is_card (source, "01026"))
    {
      /* Femme Fatale's bypass: when breaking costs more or is impossible */
      int ice = dr_nr_run_current_ice (v);
      int cost = ice != DR_NR_NO_CARD ? dr_nr_heur_break_cost (v, ai->seat, ice, 0) : -1;

      return cost < 0 || cost > dr_nr_def (v, ice)->n_subs ? 100 : 5;
    }
  return 30;
}

/* Group D's decisions: prevention is always worth using (the damage, tag
 * or trash is certain, the cards are made for it); the group's prompts pick
 * the most useful card to take or install, or the least useful one to trash
 * (Aesop's Pawnshop, the only prompt of the group whose rig choice is a
 * trash); Aesop's Pawnshop is used only when a card worth less than 3
 * credits can go. Other optional triggers follow the general rule. */
static int
cheapest_other_rig_card (const Ai *ai, int except)
{
  const DrNrSeat *me = &ai->v->seats[ai->seat];
  const DrNrRig *rigs[3] = { &me->programs, &me->hardware, &me->resources };
  int r, i, best = 1000;

  for (r = 0; r < 3; r++)
    for (i = 0; i < rigs[r]->n; i++)
      if (rigs[r]->ids[i] != except)
        {
          int value = dr_nr_heur_runner_card_value (ai, rigs[r]->ids[i]);
          best = value < best ? value : best;
        }
  return best;
}

static int
is_code (const Ai *ai, int card, const char *code)
{
  return card != DR_NR_NO_CARD && strcmp (def_of (ai, card)->code, code) == 0;
}

static int
score_group_d (const Ai *ai, const DrNrFrame *top, const DrNrAction *a, int *score)
{
  const DrNrCard *target;

  switch (top->kind)
    {
    case DR_NR_FRAME_PREVENT:
      /* always prevent, rezzing a card to do so (01071 Zaibatsu
       * Loyalty), and pay before giving up the card */
      *score = a->kind == DR_NR_ACT_PREVENT
        ? (def_of (ai, a->card)->prevent[a->amount].trash_self ? 40 : 50)
        : a->kind == DR_NR_ACT_REZ ? 30 : 10;
      return 1;
    case DR_NR_FRAME_REACTION:
      /* card 01047 Aesop's Pawnshop: 3 credits for a card worth little */
      if ((a->kind != DR_NR_ACT_DECLINE && a->kind != DR_NR_ACT_TRIGGER)
          || !is_code (ai, a->card, "01047"))
        return 0;
      *score = (cheapest_other_rig_card (ai, a->card) <= 25) == (a->kind == DR_NR_ACT_TRIGGER)
        ? 10 : 0;
      return 1;
    case DR_NR_FRAME_PROMPT:
      /* cards 01009 Djinn, 01035 Modded, 01047 Aesop's Pawnshop */
      if (a->kind != DR_NR_ACT_CHOOSE || a->target == DR_NR_NO_CARD
          || !(is_code (ai, top->card, "01009") || is_code (ai, top->card, "01035")
               || is_code (ai, top->card, "01047")))
        return 0;
      target = &ai->v->cards[a->target];
      if (target->zone == DR_NR_ZONE_PROGRAMS || target->zone == DR_NR_ZONE_HARDWARE
          || target->zone == DR_NR_ZONE_RESOURCES)
        /* a host for an install is chosen like the install; a rig card
         * otherwise is given up */
        *score = top->step == 1 ? 10 : -dr_nr_heur_runner_card_value (ai, a->target);
      else
        *score = dr_nr_heur_runner_install_score (ai, a->target);
      return 1;
    default:
      return 0;
    }
}

static int
score_action (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  int group_d;

  if (ai->seat != DR_NR_CORP_SEAT && score_group_d (ai, top, a, &group_d))
    return group_d;
  switch (top->kind)
    {
    case DR_NR_FRAME_TRACE_CORP:
    case DR_NR_FRAME_TRACE_RUNNER:
      return dr_nr_heur_score_trace (ai, top, a);
    case DR_NR_FRAME_DISCARD:
      return -(ai->seat == DR_NR_CORP_SEAT ? dr_nr_heur_corp_card_value (ai, a->card)
                                             : dr_nr_heur_runner_card_value (ai, a->card));
    case DR_NR_FRAME_MU_TRASH:
      return -dr_nr_heur_runner_card_value (ai, a->card);
    case DR_NR_FRAME_REZ_ICE_FREE:
      return a->kind == DR_NR_ACT_REZ ? 10 + def_of (ai, a->card)->cost : 0;
    case DR_NR_FRAME_CHOOSE_X:
      return -a->amount;
    case DR_NR_FRAME_INSTALL_TRASH:
      return a->kind == DR_NR_ACT_PASS ? 10 : -10;
    case DR_NR_FRAME_ACCESS:
      /* trash what feeds the Corp */
      return a->kind == DR_NR_ACT_TRASH ? 60 : 10;
    case DR_NR_FRAME_ACCESS_ORDER:
      return a->card == DR_NR_NO_CARD || def_of (ai, a->card)->type == DR_NR_TYPE_UNKNOWN ? 10 : 5;
    case DR_NR_FRAME_MOVEMENT:
      return dr_nr_heur_score_movement (ai, a);
    case DR_NR_FRAME_PROMPT:
      {
        /* our identity's decisions (Cyber Bureau, Detective's Bureau); a
         * card that knows how to value its choices says so (group C's
         * prompt_score hooks); group B's cards have theirs here; the
         * others get the general rule */
        const DrNrCardDef *d = def_of (ai, top->card);
        if (d->type == DR_NR_TYPE_IDENTITY && ai->seat == DR_NR_CORP_SEAT)
          return dr_nr_heur_score_identity_prompt (ai, top, a);
        if (d->prompt_score != NULL)
          return d->prompt_score (ai->v, top, a);
        if (is_runs_prompt (d))
          return score_runs_prompt (ai, top, a);
        return dr_nr_heur_score_prompt (ai, a);
      }
    case DR_NR_FRAME_CHOOSE_PROGRAM:
      return dr_nr_heur_score_choose_program (ai, a);
    case DR_NR_FRAME_BREACH_REPLACE:
      /* Account Siphon always; Bank Job when money is short */
      if (a->kind == DR_NR_ACT_PASS)
        return 50;
      return def_of (ai, a->card)->type == DR_NR_TYPE_EVENT || ai->credits < 6 ? 100 : 40;
    case DR_NR_FRAME_STEAL:
      return a->kind == DR_NR_ACT_STEAL ? 100 : 10;
    case DR_NR_FRAME_REACTION:
      /* use optional abilities rather than let them lapse (Ghost Branch) */
      return a->kind == DR_NR_ACT_TRIGGER ? 10 : 0;
    case DR_NR_FRAME_ENCOUNTER:
      if (ai->seat != DR_NR_CORP_SEAT)
        return dr_nr_heur_score_encounter (ai, top, a);
      if (a->kind == DR_NR_ACT_ABILITY)
        return dr_nr_heur_score_corp_action (ai, top, a);
      return a->kind == DR_NR_ACT_PASS ? 10 : -10;
    default:
      break;
    }
  if (ai->seat == DR_NR_CORP_SEAT)
    return dr_nr_heur_score_corp_action (ai, top, a);
  return dr_nr_heur_score_runner_action (ai, top, a);
}

static void
ai_init (Ai *ai, const DrNrState *view, int seat)
{
  ai->v = view;
  ai->seat = seat;
  ai->credits = seat == DR_NR_CORP_SEAT ? view->seats[0].credits
                                        : dr_nr_runner_spendable (view, seat);
}

/* The search (dr-nr-ai.c) takes its candidates and Easy its mistakes
 * from these scores. */
void
dr_nr_ai_scores (const DrNrState *view, const DrNrAction *legal, int n, int *scores)
{
  const DrNrFrame *top = dr_nr_top (view);
  Ai ai;
  int i;

  if (n < 1)
    return;
  if (top == NULL)
    {
      for (i = 0; i < n; i++)
        scores[i] = 0;
      return;
    }
  ai_init (&ai, view, legal[0].seat);
  for (i = 0; i < n; i++)
    scores[i] = score_action (&ai, top, &legal[i]);
}

int
dr_nr_ai_choose (const DrNrState *view, const DrNrAction *legal, int n, uint64_t rng[4])
{
  const DrNrFrame *top = dr_nr_top (view);
  Ai ai;
  int i, best = 0, best_score = NEVER - 1, ties = 0;

  if (n <= 1 || top == NULL)
    return 0;
  ai_init (&ai, view, legal[0].seat);
  for (i = 0; i < n; i++)
    {
      int score = score_action (&ai, top, &legal[i]);

      if (score > best_score)
        {
          best_score = score;
          best = i;
          ties = 1;
        }
      else if (score == best_score)
        {
          /* reservoir choice among equals */
          ties++;
          if (dr_engine_rng_below (rng, (uint32_t) ties) == 0)
            best = i;
        }
    }
  return best;
}
