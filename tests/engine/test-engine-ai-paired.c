/* test-engine-ai-paired.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game-neutral search (dr-ai-search.h) on a game of its own, so that
 * what it does is known exactly: one choice among three bets, each won
 * when the world's hidden number falls under its chance.  With paired
 * worlds every bet meets the same hidden numbers, so the best bet is found
 * from few worlds, every candidate is tried as often, and the choice does
 * not depend on the threads.
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "dr-ai-search.h"

typedef struct
{
  int chosen;        /* -1 before the bet */
  int over;
  int won;
  double hidden;     /* in [0, 1): drawn by the determinizer */
} Bet;

static const double chances[] = { 0.50, 0.58, 0.42 };

static int
bet_n_seats (const void *state)
{
  return 1;
}

static int
bet_legal (const void *state, DrEngineAction *out)
{
  const Bet *b = state;
  int k;

  if (b->over)
    return 0;
  if (b->chosen >= 0)
    {
      /* the hidden number is revealed: one action */
      if (out != NULL)
        memset (&out[0], 0, sizeof out[0]), out[0].kind = 9;
      return 1;
    }
  for (k = 0; k < 3 && out != NULL; k++)
    {
      memset (&out[k], 0, sizeof out[k]);
      out[k].kind = (uint8_t) k;
    }
  return 3;
}

static int
bet_apply (void *state, const DrEngineAction *a)
{
  Bet *b = state;

  if (b->over)
    return -1;
  if (b->chosen < 0 && a->kind < 3)
    {
      b->chosen = a->kind;
      return 0;
    }
  if (b->chosen >= 0 && a->kind == 9)
    {
      b->won = b->hidden < chances[b->chosen];
      b->over = 1;
      return 0;
    }
  return -1;
}

static int
bet_acting (const void *state)
{
  return ((const Bet *) state)->over ? -1 : 0;
}

static int
bet_is_over (const void *state)
{
  return ((const Bet *) state)->over;
}

static const DrEngineGame bet_game = {
  .id = "bet",
  .state_size = sizeof (Bet),
  .max_seats = 1,
  .n_seats = bet_n_seats,
  .legal_actions = bet_legal,
  .apply = bet_apply,
  .acting_seat = bet_acting,
  .is_over = bet_is_over,
};

static void
bet_determinize (const void *view, int seat, const void *knowledge, uint64_t rng[4], void *world)
{
  Bet *b = world;

  memcpy (b, view, sizeof *b);
  b->hidden = (double) (dr_engine_rng_next (rng) >> 11) / (double) (UINT64_C (1) << 53);
}

static int
bet_rollout_policy (const void *world, const DrEngineAction *legal, int n, uint64_t rng[4])
{
  return 0;
}

static double
bet_evaluate (const void *world, int seat)
{
  return 0.5;
}

static double
bet_outcome (const void *world, int seat)
{
  return ((const Bet *) world)->won ? 1.0 : 0.0;
}

static int
bet_progress (const void *state)
{
  return 0;
}

static const DrAiSearchGame bet_search = {
  &bet_game, bet_determinize, bet_rollout_policy, bet_evaluate, bet_outcome, bet_progress,
};

static int
search (int iterations, int threads, int paired, uint64_t seed, DrAiSearchStats *stats)
{
  Bet root = { .chosen = -1 };
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  DrAiCandidates cand = { 0 };
  DrAiSearchBudget budget = { 0 };
  uint64_t rng[4];
  int k, n = bet_legal (&root, legal);

  for (k = 0; k < n; k++)
    {
      cand.index[k] = k;
      cand.prior[k] = 0.5;
    }
  cand.n = n;
  budget.iterations = iterations;
  budget.threads = threads;
  budget.horizon = 10;
  budget.max_rollout_steps = 10;
  budget.exploration = 0.4;
  budget.paired_worlds = paired;
  dr_engine_rng_seed (rng, seed);
  return dr_ai_search (&bet_search, &root, 0, NULL, legal, &cand, rng, &budget, NULL, stats);
}

/* The same hidden numbers for every bet: the best one is never worse in
 * any world, so it wins from a few worlds on, whatever the seed. */
static void
test_paired_finds_the_best (void)
{
  uint64_t seed;

  for (seed = 1; seed <= 40; seed++)
    {
      DrAiSearchStats stats;
      int choice = search (300, 1, 1, seed, &stats);

      g_assert_cmpint (choice, ==, 1);
      g_assert_cmpint (stats.iterations, ==, 300);
      /* every candidate met every world */
      g_assert_cmpint (stats.visits[0], ==, 100);
      g_assert_cmpint (stats.visits[1], ==, 100);
      g_assert_cmpint (stats.visits[2], ==, 100);
      g_assert_cmpfloat (stats.value[1], >=, stats.value[0]);
      g_assert_cmpfloat (stats.value[0], >=, stats.value[2]);
    }
}

/* Independent worlds at the same budget get the bets' order wrong for
 * some seeds: what pairing buys. */
static void
test_unpaired_is_noisier (void)
{
  uint64_t seed;
  int wrong = 0;

  for (seed = 1; seed <= 40; seed++)
    wrong += search (300, 1, 0, seed, NULL) != 1;
  g_test_message ("UCB1 over independent worlds chose another bet for %d seeds of 40", wrong);
  g_assert_cmpint (wrong, >, 0);
}

/* A budget smaller than one round still plays one; threads change nothing. */
static void
test_paired_small_budget_and_threads (void)
{
  DrAiSearchStats one, four;
  uint64_t seed;

  search (2, 1, 1, 7, &one);
  g_assert_cmpint (one.iterations, ==, 3);
  for (seed = 1; seed <= 10; seed++)
    {
      int a = search (90, 1, 1, seed, &one);
      int b = search (90, 4, 1, seed, &four);

      g_assert_cmpint (a, ==, b);
      g_assert_cmpint (one.iterations, ==, four.iterations);
      g_assert_cmpfloat (one.value[0], ==, four.value[0]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/ai-paired/finds-the-best", test_paired_finds_the_best);
  g_test_add_func ("/engine/ai-paired/unpaired-is-noisier", test_unpaired_is_noisier);
  g_test_add_func ("/engine/ai-paired/small-budget-and-threads", test_paired_small_budget_and_threads);
  return g_test_run ();
}
