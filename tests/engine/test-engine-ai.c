/* test-engine-ai.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The heuristic player: clearly better than the random policy on both
 * sides over seeded games, and blind to what its seat cannot see.
 */
#include "config.h"

#include <string.h>

#include "dr-scenario.h"
#include "core-decks.h"

#define AI_GAMES 200

static void
win_rates (DrScenarioPolicy corp, DrScenarioPolicy runner, double *corp_rate,
           double *runner_rate)
{
  DrScenarioSimOptions options = { 0 };
  DrScenarioSimReport report;
  GError *error = NULL;

  options.games = AI_GAMES;
  options.seed = 700;
  options.turn_limit = 200;
  options.corp_policy = corp;
  options.runner_policy = runner;
  g_assert_true (dr_scenario_simulate (&corp_deck, &runner_deck, 1, &options, &report, &error));
  g_assert_no_error (error);
  *corp_rate = (double) report.wins[DR_NR_WINNER_CORP] / report.games;
  *runner_rate = (double) report.wins[DR_NR_WINNER_RUNNER] / report.games;
  dr_scenario_sim_report_clear (&report);
}

/* Against the random policy, the heuristic wins far more often than the
 * random policy does in its seat. */
static void
test_heuristic_beats_random (void)
{
  double base_corp, base_runner, h_corp, r_vs_h_corp, corp_vs_h, h_runner;

  win_rates (dr_scenario_policy_random, dr_scenario_policy_random, &base_corp, &base_runner);
  win_rates (dr_scenario_policy_heuristic, dr_scenario_policy_random, &h_corp, &r_vs_h_corp);
  win_rates (dr_scenario_policy_random, dr_scenario_policy_heuristic, &corp_vs_h, &h_runner);
  g_test_message ("random vs random: Corp %.2f, Runner %.2f", base_corp, base_runner);
  g_test_message ("heuristic Corp vs random Runner: Corp %.2f", h_corp);
  g_test_message ("random Corp vs heuristic Runner: Runner %.2f", h_runner);
  g_assert_cmpfloat (h_corp, >=, base_corp + 0.30);
  g_assert_cmpfloat (h_corp, >=, 0.75);
  g_assert_cmpfloat (h_runner, >=, base_runner + 0.15);
  g_assert_cmpfloat (h_runner, >=, 0.85);
}

/* Swapping two cards the acting seat cannot see, and reseeding the game's
 * own generator, never changes the heuristic's choice. */
static void
test_heuristic_cannot_cheat (void)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  DrNrSetup setup;
  DrNrState s, hidden;
  guint64 prng[4];
  int game, checked = 0, decisions = 0;

  for (game = 0; game < 20; game++)
    {
      dr_scenario_setup_decks (&corp_deck, &runner_deck, 1, &setup);
      setup.seed = 40 + (guint64) game;
      setup.turn_limit = 200;
      g_assert_cmpint (dr_nr_setup (&s, &setup), ==, DR_NR_OK);
      dr_engine_rng_seed (prng, setup.seed);
      while (!dr_nr_is_over (&s))
        {
          int n = dr_nr_legal_actions (&s, legal);
          int seat = dr_nr_acting_seat (&s);
          int i, a = -1, b = -1, k, k2;
          guint64 copy[4];

          for (i = 0; i < s.n_cards && b < 0; i++)
            if (!dr_nr_card_visible (&s, i, seat))
              {
                if (a < 0)
                  a = i;
                else if (s.cards[i].def != s.cards[a].def)
                  b = i;
              }
          memcpy (copy, prng, sizeof copy);
          k = dr_scenario_policy_heuristic (&s, legal, n, prng, NULL);
          if (b >= 0)
            {
              hidden = s;
              hidden.cards[a].def = s.cards[b].def;
              hidden.cards[b].def = s.cards[a].def;
              dr_engine_rng_seed (hidden.rng, 12345 + (guint64) decisions);
              k2 = dr_scenario_policy_heuristic (&hidden, legal, n, copy, NULL);
              g_assert_cmpint (k, ==, k2);
              checked++;
            }
          g_assert_cmpint (dr_nr_apply (&s, &legal[k]), ==, DR_NR_OK);
          decisions++;
        }
    }
  g_test_message ("%d decisions checked", checked);
  g_assert_cmpint (checked, >, 500);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  core_decks_load ();
  g_test_add_func ("/engine/ai/heuristic-beats-random", test_heuristic_beats_random);
  g_test_add_func ("/engine/ai/heuristic-cannot-cheat", test_heuristic_cannot_cheat);
  status = g_test_run ();
  core_decks_clear ();
  return status;
}
