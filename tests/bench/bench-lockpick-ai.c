/* bench-lockpick-ai.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick's computer player against the random one, per role and player
 * count, with 95 % Wilson intervals (issue 16: the goal is 90 % on each
 * role over 400 games):
 *
 *   bench-lockpick-ai [--games N] [--players P] [--seed S] [--decks dealt|chosen]
 *                     [--search ITER] [--told K]
 *
 * Game g is seed S + g (default 1) played as `deckrunner-cli simulate
 * --game lockpick --seed S --games N` plays it, so both give the same
 * figures.  With --decks chosen each side chooses its cards (seed 003,
 * "Cartes"; dr_lp_setup_chosen): a random side at random, the computer
 * by its order of cards.  For each player count it prints:
 *  - the heuristic server against random hackers, random hackers against
 *    random servers (for scale) and the heuristic hackers against random
 *    servers;
 *  - two ceilings of the hackers' side on the same deals: heuristic hackers
 *    that see the Structure Core (the full state, not their view) against
 *    random servers, and against a server that never plays a card;
 *  - the heuristic hackers, from their view, against a server that lays
 *    its structure out at random and never plays a card: how much of what
 *    they lose the random server's defense cards take, apart from where
 *    the Core hides;
 *  - the deals no hacker play can win: no Weak Spot and no Trojan Horse
 *    among the attack cards (only isolated structures can then be
 *    destroyed) and the Core inside a cycle of the random server's layout
 *    (never isolated however many isolated cards go), a lower bound of the
 *    lost deals (others may be lost whatever is played), so 100 % less it
 *    is an upper bound of what any hacker play can win;
 *  - the heuristic hackers' rate on the other deals (the measure the
 *    unwinnable ones do not drag down), and how many of the deals called
 *    unwinnable any measured hacker side won anyway: it must be 0, a check
 *    of the criterion;
 *  - with --search ITER, the search's hackers (ITER playouts a decision)
 *    against random servers, with their time per decision;
 *  - with --told K, the heuristic hackers told where the Core is only once
 *    at most K structures are face down (their view before): what
 *    narrowing the Core down late in the game could win at best.
 *  - with --plan ROUNDS, the planner's hackers (dr-lp-plan.c, ROUNDS worlds
 *    a decision, --plan-candidates K of the heuristic's actions,
 *    --plan-head-start D: the heuristic's first choice counts as having won
 *    ROUNDS / D more worlds) against
 *    random servers, seeing the Core and from their own view, with the
 *    mean and 95th percentile of their time per decision.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-ai-results.h"
#include "dr-lockpick-play.h"
#include "dr-lp-plan.h"

typedef enum
{
  SIDE_RANDOM,
  SIDE_HEURISTIC,
  SIDE_SEES_ALL,   /* the heuristic from the full state */
  SIDE_PASSIVE,    /* ends its turn, lets every card through */
  SIDE_SEARCH,
  SIDE_TOLD_LATE,  /* the heuristic, from the full state once told_at or fewer are face down */
  SIDE_PLAN_SEES_ALL,
  SIDE_PLAN
} Side;

static int search_iterations;
static gboolean chosen_decks;   /* --decks chosen */
static int told_at = -1;

static int
face_down_structures (const DrLpState *s)
{
  int cell, n = 0;

  for (cell = 0; cell < DR_LP_CELLS; cell++)
    n += s->grid[cell] != DR_LP_NO_CARD && !(s->cards[s->grid[cell]].flags & DR_LP_CARD_FACEUP);
  return n;
}
static double search_seconds;
static int search_decisions;
static DrLpPlanBudget plan_budget = { 0, DR_LP_PLAN_CANDIDATES, 0, 0 };
static int plan_head_start;   /* --plan-head-start: rounds / this, 0 for none */
static GArray *plan_seconds;   /* double: each planned decision's time */

static int
pick (const DrLpState *s, Side side, const DrEngineAction *legal, int n, guint64 rng[4])
{
  int i;

  switch (side)
    {
    case SIDE_HEURISTIC:
      return dr_lockpick_pick (s, DR_LOCKPICK_POLICY_HEURISTIC, legal, n, rng, NULL);
    case SIDE_SEES_ALL:
      return n == 1 ? 0 : dr_lp_heuristic_pick (s, legal, n, rng);
    case SIDE_TOLD_LATE:
      if (face_down_structures (s) > told_at)
        return dr_lockpick_pick (s, DR_LOCKPICK_POLICY_HEURISTIC, legal, n, rng, NULL);
      return n == 1 ? 0 : dr_lp_heuristic_pick (s, legal, n, rng);
    case SIDE_PASSIVE:
      for (i = 0; i < n; i++)
        if (legal[i].kind == DR_LP_ACT_END_TURN || legal[i].kind == DR_LP_ACT_DECLINE)
          return i;
      return dr_lockpick_pick (s, DR_LOCKPICK_POLICY_RANDOM, legal, n, rng, NULL);
    case SIDE_SEARCH:
      {
        gint64 start = g_get_monotonic_time ();

        i = n == 1 ? 0 : dr_lp_search_pick (s, legal, n, search_iterations, rng, NULL);
        if (n > 1)
          {
            search_seconds += (g_get_monotonic_time () - start) / 1e6;
            search_decisions++;
          }
        return i;
      }
    case SIDE_PLAN_SEES_ALL:
    case SIDE_PLAN:
      {
        DrLpPlanBudget budget = plan_budget;
        gint64 start = g_get_monotonic_time ();
        double seconds;

        if (n == 1)
          return 0;
        budget.sees_all = side == SIDE_PLAN_SEES_ALL;
        i = dr_lp_plan_pick (s, legal, n, &budget, rng, NULL);
        seconds = (g_get_monotonic_time () - start) / 1e6;
        if (side == SIDE_PLAN)
          g_array_append_val (plan_seconds, seconds);
        return i;
      }
    default:
      return dr_lockpick_pick (s, DR_LOCKPICK_POLICY_RANDOM, legal, n, rng, NULL);
    }
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* 1 when the server wins */
static int
play (int players, guint64 seed, Side server, Side hackers)
{
  DrLpState s;
  guint64 rng[4];
  int steps = 0;

  dr_lockpick_new_game_full (&s, players, seed, chosen_decks, NULL);
  dr_engine_rng_seed (rng, seed * 0x9e3779b97f4a7c15ULL + 1);
  while (s.phase != DR_LP_PHASE_OVER && steps++ < 100000)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal);

      dr_lp_apply (&s, &legal[pick (&s, dr_lp_acting_seat (&s) == DR_LP_SERVER_SEAT ? server : hackers,
                                    legal, n, rng)]);
    }
  return s.phase == DR_LP_PHASE_OVER && s.winner_server;
}

/* the deal of game `seed` (the random server lays out as in play (); with
 * chosen decks, the heuristic hackers choose theirs) */
static gboolean
unwinnable (int players, guint64 seed)
{
  DrLpState s;
  guint64 rng[4];

  dr_lockpick_new_game_full (&s, players, seed, chosen_decks, NULL);
  dr_engine_rng_seed (rng, seed * 0x9e3779b97f4a7c15ULL + 1);
  while (s.phase == DR_LP_PHASE_COMPOSE || s.phase == DR_LP_PHASE_LAYOUT_PICK
         || s.phase == DR_LP_PHASE_LAYOUT_PLACE)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal);
      Side side = dr_lp_acting_seat (&s) == DR_LP_SERVER_SEAT ? SIDE_RANDOM : SIDE_HEURISTIC;

      dr_lp_apply (&s, &legal[pick (&s, side, legal, n, rng)]);
    }
  return dr_lp_hackers_out_of_reach (&s);
}

static void
line (const char *what, int wins, int games)
{
  double lo, hi;

  if (games <= 0)
    {
      printf ("  %-58s %4d/%-4d\n", what, wins, games);
      return;
    }
  bench_ai_wilson (wins, games, &lo, &hi);
  /* fmax: rounding leaves the low end of 0/N a hair below zero ("-0.0") */
  printf ("  %-58s %4d/%-4d %5.1f %%  [%5.1f–%5.1f]\n", what, wins, games, 100.0 * wins / games,
          fmax (0.0, 100 * lo), fmin (100.0, 100 * hi));
}

int
main (int argc, char **argv)
{
  int games = 400, only_players = 0, players, g;
  g_autofree char *decks = NULL;
  gint64 seed = 1;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games per measure (400)", "N" },
    { "players", 0, 0, G_OPTION_ARG_INT, &only_players, "Only this player count (2 to 4)", "P" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the first game (1)", "S" },
    { "search", 0, 0, G_OPTION_ARG_INT, &search_iterations, "Also the search's hackers, ITER playouts a decision", "ITER" },
    { "told", 0, 0, G_OPTION_ARG_INT, &told_at, "Also the heuristic hackers told the Core once K or fewer structures are face down", "K" },
    { "plan", 0, 0, G_OPTION_ARG_INT, &plan_budget.rounds, "Also the planner's hackers, ROUNDS worlds a decision", "ROUNDS" },
    { "decks", 0, 0, G_OPTION_ARG_STRING, &decks, "How the decks are made: dealt (at random, the default) or chosen by each side", "dealt|chosen" },
    { "plan-candidates", 0, 0, G_OPTION_ARG_INT, &plan_budget.candidates, "The planner weighs the heuristic's best K actions (4)", "K" },
    { "plan-head-start", 0, 0, G_OPTION_ARG_INT, &plan_head_start, "The heuristic's first choice counts as having won one world in D more (Hard: 16 with four players, none with fewer)", "D" },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new ("— Lockpick's computer player against random");
  g_autoptr (GError) error = NULL;

  plan_seconds = g_array_new (FALSE, FALSE, sizeof (double));
  g_option_context_add_main_entries (ctx, entries, NULL);
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    {
      fprintf (stderr, "bench-lockpick-ai: %s\n", error->message);
      return 2;
    }
  chosen_decks = g_strcmp0 (decks, "chosen") == 0;
  if (decks != NULL && !chosen_decks && g_strcmp0 (decks, "dealt") != 0)
    {
      fprintf (stderr, "bench-lockpick-ai: --decks is dealt or chosen, not %s\n", decks);
      return 2;
    }
  if (games < 1 || (only_players != 0 && (only_players < 2 || only_players > 4)) || told_at < -1
      || plan_head_start < 0)
    {
      fprintf (stderr, "bench-lockpick-ai: --games is positive, --players 2 to 4, --told and "
                       "--plan-head-start 0 or more\n");
      return 2;
    }
  if (plan_head_start > 0)
    plan_budget.head_start = (double) plan_budget.rounds / plan_head_start;
  printf ("Lockpick, %d games a measure, seeds %" G_GINT64_FORMAT "…, decks %s, 95 %% Wilson intervals\n",
          games, seed, chosen_decks ? "chosen by each side" : "dealt at random");
  for (players = 2; players <= 4; players++)
    {
      int server = 0, random_hackers = 0, hackers = 0, sees_all = 0, passive = 0, lost = 0, search = 0;
      int winnable_hackers = 0, won_unwinnable = 0, told = 0, plan_sees_all = 0, plan = 0;
      int blind_passive = 0;

      if (only_players != 0 && players != only_players)
        continue;
      for (g = 0; g < games; g++)
        {
          guint64 s = (guint64) seed + (guint64) g;

          int hackers_won = !play (players, s, SIDE_RANDOM, SIDE_HEURISTIC);
          int sees_all_won = !play (players, s, SIDE_RANDOM, SIDE_SEES_ALL);
          int passive_won = !play (players, s, SIDE_PASSIVE, SIDE_SEES_ALL);
          int blind_passive_won = !play (players, s, SIDE_PASSIVE, SIDE_HEURISTIC);
          int search_won = search_iterations > 0 && !play (players, s, SIDE_RANDOM, SIDE_SEARCH);
          int told_won = told_at >= 0 && !play (players, s, SIDE_RANDOM, SIDE_TOLD_LATE);
          int plan_sees_all_won = plan_budget.rounds > 0 && !play (players, s, SIDE_RANDOM, SIDE_PLAN_SEES_ALL);
          int plan_won = plan_budget.rounds > 0 && !play (players, s, SIDE_RANDOM, SIDE_PLAN);
          gboolean deal_lost = unwinnable (players, s);

          server += play (players, s, SIDE_HEURISTIC, SIDE_RANDOM);
          random_hackers += !play (players, s, SIDE_RANDOM, SIDE_RANDOM);
          hackers += hackers_won;
          sees_all += sees_all_won;
          passive += passive_won;
          blind_passive += blind_passive_won;
          search += search_won;
          told += told_won;
          plan_sees_all += plan_sees_all_won;
          plan += plan_won;
          lost += deal_lost;
          if (deal_lost)
            won_unwinnable += hackers_won || sees_all_won || passive_won || blind_passive_won
                              || search_won || told_won || plan_sees_all_won || plan_won;
          else
            winnable_hackers += hackers_won;
        }
      printf ("%d players\n", players);
      line ("heuristic server vs random hackers: server wins", server, games);
      line ("random hackers vs random server: hackers win", random_hackers, games);
      line ("heuristic hackers vs random server: hackers win", hackers, games);
      line ("  ceiling: hackers that see the Core, random server", sees_all, games);
      line ("  ceiling: hackers that see the Core, server never plays", passive, games);
      line ("  heuristic hackers from their view, server never plays", blind_passive, games);
      line ("  deals no play wins (no Weak Spot/Trojan, Core in a cycle)", lost, games);
      line ("  heuristic hackers on the other deals", winnable_hackers, games - lost);
      if (told_at >= 0)
        {
          char what[96];

          g_snprintf (what, sizeof what, "  hackers told the Core at %d or fewer face down", told_at);
          line (what, told, games);
        }
      printf ("  deals called unwinnable that a hacker side won anyway: %d (must be 0)\n", won_unwinnable);
      if (search_iterations > 0)
        {
          char what[96];

          g_snprintf (what, sizeof what, "search hackers (%d playouts) vs random server", search_iterations);
          line (what, search, games);
          printf ("  search: %.3f s a decision over %d decisions\n",
                  search_decisions > 0 ? search_seconds / search_decisions : 0.0, search_decisions);
          search_seconds = 0;
          search_decisions = 0;
        }
      if (plan_budget.rounds > 0)
        {
          char what[96];
          double total = 0;
          guint k;

          g_snprintf (what, sizeof what, "planner hackers (%d worlds) that see the Core", plan_budget.rounds);
          line (what, plan_sees_all, games);
          g_snprintf (what, sizeof what, "planner hackers (%d worlds) from their view", plan_budget.rounds);
          line (what, plan, games);
          g_array_sort (plan_seconds, compare_doubles);
          for (k = 0; k < plan_seconds->len; k++)
            total += g_array_index (plan_seconds, double, k);
          if (plan_seconds->len > 0)
            printf ("  planner from its view: %.4f s a decision, 95th percentile %.4f s, over %u decisions\n",
                    total / plan_seconds->len,
                    g_array_index (plan_seconds, double, (plan_seconds->len * 95) / 100), plan_seconds->len);
          g_array_set_size (plan_seconds, 0);
        }
    }
  return 0;
}
