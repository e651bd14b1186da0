/* dr-lp-plan.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hackers' planner (dr-lp-plan.c): the heuristic's best few actions
 * each tried from the same sampled worlds and played out to the end of
 * the game, the hackers by the heuristic, the server at random or by the
 * heuristic with even chances at each decision; the action that wins most
 * of those games is played.
 */
#pragma once

#include "dr-lockpick.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct
{
  int rounds;        /* sampled worlds per decision, every candidate played in each */
  int candidates;    /* the heuristic's best this many actions are weighed (at least 2) */
  int sees_all;      /* 1: the worlds are the true state (the Core, the server's hand)
                      * with only the decks shuffled, a ceiling for measures; 0: drawn
                      * from the acting hacker's view (dr_lp_determinize) */
  double head_start; /* the heuristic's first choice counts as having won this many
                      * more worlds: another candidate is played only when it wins
                      * clearly more (0: none) */
} DrLpPlanBudget;

/* The candidates measured in README (more, six with 64 worlds, won no
 * more games). */
#define DR_LP_PLAN_CANDIDATES 4

/* The action of `legal` (n >= 1) the planner chooses for the acting seat of
 * the full state `s` (only its view is read unless budget->sees_all); the
 * server's seat gets the heuristic's choice.  One thread: the same `rng`
 * gives the same choice.  Setting *cancel (may be NULL) to non-zero stops
 * the playouts: the best candidate so far is returned. */
int dr_lp_plan_pick (const DrLpState *s, const DrEngineAction *legal, int n,
                     const DrLpPlanBudget *budget, uint64_t rng[4], volatile int *cancel);

/* 1 when no play of the hackers can win any more: no Weak Spot and no
 * Trojan Horse is left to them (deck, hands, zones) and the Structure
 * Core lies in a cycle of the structure (with what hangs between cycles),
 * where isolated-only destruction (Lockpick, Brute Force) never reaches:
 * peeling the cards adjacent to at most one other, again and again, never
 * peels the Core.  A sufficient criterion (other positions may be lost as
 * well); docs/rules-choices.md lists why no other card of seed 003 breaks
 * a cycle. */
int dr_lp_hackers_out_of_reach (const DrLpState *s);

#ifdef __cplusplus
}
#endif
