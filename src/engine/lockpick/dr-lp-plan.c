/* dr-lp-plan.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hackers' planner: flat Monte Carlo over the heuristic's best few
 * actions with paired worlds (src/engine/ai/dr-ai-search.c), each world
 * played out to the end of the game.  What differs from the search of
 * dr-lp-search.c is the model of the opponent: there the rollouts pit the
 * hackers against the heuristic server, which beats them nearly every
 * time, so every move looked lost alike; here the server of the rollouts
 * plays each decision at random or by the heuristic with even chances, so
 * the rollouts end in wins often enough to tell the moves apart, and moves
 * that only a random server lets through are not favoured.  In the
 * rollouts the hackers play the heuristic from their own view of the
 * world, as they would play the rest of the game: rollouts where they see
 * the Core favour the moves that pay only once the Core is known.
 * The Hard level plays it at every player count.  With four players the
 * heuristic's first choice starts with a head start (budget->head_start):
 * without it the planner won no more games than the heuristic there, its
 * noisy playouts of three hackers trading good choices for others that
 * only looked better (README, the hackers' planner).
 */
#include <limits.h>
#include <string.h>

#include "dr-ai-search.h"
#include "dr-lp-plan.h"
#include "dr-lp-private.h"

/* the Core is never isolated however many structures isolated-only
 * destruction takes away (a Sandbox stays whatever happens; a Secured
 * Structure already destroyed is gone, whatever destroyed it, since it
 * leaves as the server's turn begins; the order the leaves go in does not
 * change what is left) */
static int
core_in_cycle (const DrLpState *s)
{
  uint8_t present[DR_LP_CELLS];
  int cell, changed = 1, core = -1;

  for (cell = 0; cell < DR_LP_CELLS; cell++)
    {
      present[cell] = s->grid[cell] != DR_LP_NO_CARD
                      && !(s->cards[s->grid[cell]].flags & DR_LP_CARD_SECURED);
      if (present[cell] && s->cards[s->grid[cell]].def == DR_LP_STRUCTURE_CORE)
        core = cell;
    }
  while (changed)
    {
      changed = 0;
      for (cell = 0; cell < DR_LP_CELLS; cell++)
        {
          int nb[4], k, i, around = 0;

          if (!present[cell] || s->cards[s->grid[cell]].def == DR_LP_SANDBOX)
            continue;
          k = dr_lp_neighbours (cell, nb);
          for (i = 0; i < k; i++)
            around += present[nb[i]];
          if (around <= 1)
            {
              if (cell == core)
                return 0;
              present[cell] = 0;
              changed = 1;
            }
        }
    }
  return core >= 0;
}

int
dr_lp_hackers_out_of_reach (const DrLpState *s)
{
  int i;

  if (s->phase == DR_LP_PHASE_LAYOUT_PICK || s->phase == DR_LP_PHASE_LAYOUT_PLACE
      || s->phase == DR_LP_PHASE_COMPOSE)
    return 0;
  for (i = 0; i < s->n_cards; i++)
    {
      const DrLpCard *c = &s->cards[i];

      if ((c->def == DR_LP_WEAK_SPOT || c->def == DR_LP_TROJAN_HORSE)
          && (c->zone == DR_LP_ZONE_DECK || c->zone == DR_LP_ZONE_HAND || c->zone == DR_LP_ZONE_SLOT
              || c->zone == DR_LP_ZONE_ACTIVATING))
        return 0;
    }
  return core_in_cycle (s);
}

static void
plan_determinize (const void *view, int seat, const void *knowledge, uint64_t rng[4], void *world)
{
  (void) knowledge;
  /* with the true state as the "view" every face is known: only the decks
   * are shuffled and the generator reseeded, so the planner does not read
   * the order of the cards to come */
  dr_lp_determinize (view, seat, rng, world);
}

/* Measured on the same seeds with 128 worlds a decision (two players,
 * 2,000 games): 92.8 % won with the hackers of the rollouts playing from
 * their view and a lost rollout worth 0, against 89.4 % for the heuristic;
 * rollouts where the hackers saw the world's Core, or where a lost game
 * was worth the share of the structure destroyed, gained nothing.  A
 * server of the rollouts that plays the heuristic half the time wins as
 * many games against random servers as one always random, and half again
 * as many against the heuristic server (README). */
static int
plan_rollout (const void *world, const DrEngineAction *legal, int n, uint64_t rng[4])
{
  DrLpState view;

  if (legal[0].seat == DR_LP_SERVER_SEAT && dr_engine_rng_below (rng, 2) == 0)
    return (int) dr_engine_rng_below (rng, (uint32_t) n);
  dr_lp_view (world, legal[0].seat, &view);
  return dr_lp_heuristic_pick (&view, legal, n, rng);
}

/* games are played out to the end (DR_LP_IDLE_ROUNDS ends stalled ones);
 * a rollout cut by the step cap counts as lost */
static double
plan_evaluate (const void *world, int seat)
{
  (void) world;
  return seat == DR_LP_SERVER_SEAT ? 1.0 : 0.0;
}

static int
plan_progress (const void *state)
{
  const DrLpState *s = state;

  return s->turn;
}

static const DrAiSearchGame lockpick_plan = {
  .game = &dr_lockpick_game,
  .determinize = plan_determinize,
  .rollout_policy = plan_rollout,
  .evaluate = plan_evaluate,
  .outcome = lp_game_outcome,
  .progress = plan_progress,
};

int
dr_lp_plan_pick (const DrLpState *s, const DrEngineAction *legal, int n,
                 const DrLpPlanBudget *budget, uint64_t rng[4], volatile int *cancel)
{
  DrLpState view;
  DrAiCandidates candidates;
  DrAiSearchBudget search;
  uint64_t seed[4];
  int seat = dr_lp_acting_seat (s), wanted, rounds, i;

  if (n <= 1)
    return 0;
  dr_lp_view (s, seat, &view);
  /* the server, and a deck being chosen (no hidden world to sample yet,
   * and no rollout may start before every deck is set) */
  if (seat == DR_LP_SERVER_SEAT || s->phase == DR_LP_PHASE_COMPOSE)
    return dr_lp_heuristic_pick (&view, legal, n, rng);
  wanted = budget->candidates < 2 ? 2 : budget->candidates;
  memset (&candidates, 0, sizeof candidates);
  /* the candidates and the order ties fall in are the heuristic's, from
   * what the planner may see */
  candidates.n = lp_top_candidates (budget->sees_all ? s : &view, legal, n, wanted, candidates.index);
  /* lp_top_candidates puts the heuristic's first choice first */
  if (budget->head_start > 0)
    {
      candidates.prior[0] = 1.0;
      candidates.prior_visits = budget->head_start;
    }
  memset (&search, 0, sizeof search);
  rounds = budget->rounds > 0 ? budget->rounds : 1;
  /* a budget from DECKRUNNER_AI_ITERATIONS may be any int */
  search.iterations = rounds > INT_MAX / candidates.n ? INT_MAX : rounds * candidates.n;
  search.threads = 1;
  search.horizon = 10000;
  search.max_rollout_steps = 5000;
  search.paired_worlds = 1;
  for (i = 0; i < 4; i++)
    seed[i] = dr_engine_rng_next (rng);
  return dr_ai_search (&lockpick_plan, budget->sees_all ? s : &view, seat, NULL, legal, &candidates,
                       seed, &search, cancel, NULL);
}
