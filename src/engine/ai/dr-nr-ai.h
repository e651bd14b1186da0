/* dr-nr-ai.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Netrunner computer player at three levels, and the run calculator.
 * Every function sees one seat's masked view (dr_nr_view) plus what that
 * seat may know of the deck lists (DrNrAiDecks), never the true state.
 * Design and measured strength: docs/ai.md.
 */
#pragma once

#include <stdint.h>

#include "dr-netrunner.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum
{
  DR_NR_AI_EASY = 0,    /* the heuristic, with mistakes */
  DR_NR_AI_NORMAL,      /* search, 200 iterations per decision */
  DR_NR_AI_HARD,        /* search, 600 iterations, deeper rollouts, paired worlds */
  DR_NR_AI_N_LEVELS
} DrNrAiLevel;

typedef struct
{
  int iterations;   /* 0 = only the time limit */
  double seconds;   /* 0 = only the iteration limit */
  int threads;      /* 0 = one per core */
} DrNrAiBudget;

/* What a seat may assume each seat's deck holds, by card definition
 * (index of dr_nr_card_at).  `exact` marks a seat whose whole list is
 * known (the searching seat's own deck); for the others `copies` is a
 * prior: how many copies of each card the deck may hold. */
#define DR_NR_AI_MAX_DEFS 1024

typedef struct
{
  uint8_t exact[DR_NR_MAX_SEATS];
  uint8_t copies[DR_NR_MAX_SEATS][DR_NR_AI_MAX_DEFS];
} DrNrAiDecks;

/* Every seat gets the prior: up to 3 copies of every card of its side the
 * engine implements (identities aside). */
void dr_nr_ai_decks_prior (DrNrAiDecks *decks, const DrNrState *view);
/* The prior for every seat, and `seat`'s own list, exactly, from the true
 * state `s` (only the caller who owns the game may call this: it is the
 * list the player built, not a peek at the other decks). */
void dr_nr_ai_decks_own   (DrNrAiDecks *decks, const DrNrState *s, int seat);

/* Picks one of `legal` (the acting seat's n actions) seeing only `view`,
 * that seat's dr_nr_view, and `decks` (NULL = the prior for every seat).
 * A pure function of its arguments: with an iteration budget and no time
 * limit, the same arguments give the same choice on any machine.  One
 * legal action returns 0 at once.  `budget` NULL is the level's default
 * (an iteration budget, so the default choice is the same on any machine); `cancel` (may be NULL) set non-zero stops the search,
 * which then returns the best choice so far.  `rng` advances. */
int dr_nr_ai_decide (const DrNrState *view, const DrNrAiDecks *decks, const DrNrAction *legal,
                     int n, uint64_t rng[4], DrNrAiLevel level, const DrNrAiBudget *budget,
                     volatile int *cancel);

/* The level's default budget (what the app uses). */
void dr_nr_ai_default_budget (DrNrAiLevel level, DrNrAiBudget *out);

/* Fills `world` with one full state consistent with `view` (seat `seat`)
 * and `decks`: hidden cards get faces drawn from what the decks may still
 * hold (ice where ice is, agendas, assets or upgrades in roots), hidden
 * orders are shuffled and the game's generator is seeded from `rng`. */
void dr_nr_ai_determinize (const DrNrState *view, int seat, const DrNrAiDecks *decks,
                           uint64_t rng[4], DrNrState *world);

/* The heuristic's score of every legal action (higher is better), as
 * dr_nr_ai_choose weighs them. */
void dr_nr_ai_scores (const DrNrState *view, const DrNrAction *legal, int n, int *scores);

/* ---- the run calculator ---- */

typedef struct
{
  int n_ice;             /* ice between the Runner and the server, outermost first */
  int known;             /* how many of them are rezzed (known) */
  double expected_cost;  /* credits to break everything that must be broken, on average */
  double p_through;      /* chance to reach the server with the credits the Runner has */
  int cheapest[DR_NR_ICE_CAP];  /* per ice (outermost first): credits with the best breaker
                                 * for rezzed ice, -1 when nothing installed breaks it */
} DrNrAiRunPlan;

/* The cheapest way through `server` for Runner `runner` from the ice at
 * `from_position` (the server's n_ice - 1 for a new run) inward, given its
 * installed breakers and spendable credits.  Rezzed ice is known; unrezzed
 * ice is a distribution over the ice the Corp's deck may still hold
 * (`decks`, NULL = the prior), each weighted by its copies left. */
void dr_nr_ai_run_plan (const DrNrState *view, const DrNrAiDecks *decks, int runner, int server,
                        int from_position, DrNrAiRunPlan *out);

/* Credits for Runner `runner` to break every subroutine of an ice (its
 * definition `def`, with `subtypes` and at `strength`) that `broken` does
 * not mark, with the cheapest installed breaker; -1 when none can. */
int dr_nr_ai_break_cost (const DrNrState *view, int runner, const DrNrCardDef *def,
                         uint64_t subtypes, int strength, unsigned broken);

#ifdef __cplusplus
}
#endif
