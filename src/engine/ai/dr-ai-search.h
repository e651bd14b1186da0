/* dr-ai-search.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Information-set Monte Carlo search over any game of the engine's
 * game-neutral contract (dr-engine.h).  The search never reads the true
 * state: it starts from one seat's masked view and, each iteration, asks
 * the game for a determinization (a full state the view could stand for),
 * tries one of the candidate actions in it, plays on with a rollout policy
 * and scores what it reaches.  Netrunner's hooks are in dr-nr-ai.c;
 * Lockpick's AI supplies its own and reuses this file as it is.
 */
#pragma once

#include <stdint.h>

#include "dr-engine.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a game adds to DrEngineGame for the search.  `knowledge` is the
 * game's own record of what the searching seat knows beyond its view (the
 * deck lists it may assume), handed through unchanged. */
typedef struct
{
  const DrEngineGame *game;
  /* Write into `world` a full state consistent with `view` (seat `seat`'s
   * masked view): every hidden card given a face, hidden orders shuffled,
   * the game's generator seeded from `rng`. */
  void (*determinize) (const void *view, int seat, const void *knowledge, uint64_t rng[4],
                       void *world);
  /* The move the rollout plays for the seat to act in `world` (n > 1). */
  int (*rollout_policy) (const void *world, const DrEngineAction *legal, int n,
                         uint64_t rng[4]);
  /* Value in [0, 1] of a game not yet over, for `seat`. */
  double (*evaluate) (const void *world, int seat);
  /* Value in [0, 1] of a finished game, for `seat`. */
  double (*outcome) (const void *world, int seat);
  /* A number that grows as the game goes on (Netrunner: turns started);
   * the rollout stops `horizon` steps of it after the root. */
  int (*progress) (const void *state);
} DrAiSearchGame;

typedef struct
{
  int iterations;        /* total over every worker; 0 = only the time limit */
  double seconds;        /* wall-clock limit; 0 = only the iteration limit */
  int threads;           /* 0 = one per online core (at most DR_AI_SEARCH_MAX_THREADS) */
  int horizon;           /* rollouts stop this much `progress` after the root */
  int max_rollout_steps; /* and after this many decisions in any case */
  double exploration;    /* UCB1 constant */
  /* 0: each iteration one candidate, chosen by UCB1, in a world of its own.
   * 1: paired worlds — each round draws one world and plays every
   * candidate from it with the same rollout generator (common random
   * numbers), so that candidates are compared on the same hidden cards
   * and the same luck; each candidate's rollout counts as an iteration,
   * and the best mean value (with the prior) is chosen.  Zero-initialised
   * budgets keep UCB1. */
  int paired_worlds;
} DrAiSearchBudget;

#define DR_AI_SEARCH_MAX_THREADS 8
/* An iteration budget is split over this many independent shards whatever
 * the number of threads, so a seed and a budget give the same choice on
 * any machine. */
#define DR_AI_SEARCH_SHARDS 4

typedef struct
{
  int n;                           /* candidates */
  int index[DR_ENGINE_MAX_ACTIONS]; /* candidate k is legal[index[k]] */
  double prior[DR_ENGINE_MAX_ACTIONS];     /* a value guess, counted as `prior_visits` visits */
  double prior_visits;
} DrAiCandidates;

typedef struct
{
  int iterations;                  /* done, over every shard */
  int visits[DR_ENGINE_MAX_ACTIONS];   /* per candidate */
  double value[DR_ENGINE_MAX_ACTIONS]; /* mean value per candidate, without the prior */
  int cancelled;
} DrAiSearchStats;

/* Searches from `view` for `seat` over `candidates` (indexes into `legal`)
 * and returns the index into `legal` of the most visited one (with paired
 * worlds: of the best valued one).  `seed` is
 * not changed.  Setting *cancel to non-zero makes every worker stop after
 * its current iteration; the best candidate so far is returned and
 * stats->cancelled set.  `stats` may be NULL. */
int dr_ai_search (const DrAiSearchGame *g, const void *view, int seat, const void *knowledge,
                  const DrEngineAction *legal, const DrAiCandidates *candidates,
                  const uint64_t seed[4], const DrAiSearchBudget *budget,
                  volatile int *cancel, DrAiSearchStats *stats);

#ifdef __cplusplus
}
#endif
