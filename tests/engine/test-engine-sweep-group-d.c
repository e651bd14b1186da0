/* test-engine-sweep-group-d.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The invariant sweep over a Runner deck of group D's cards (prevention,
 * hosting, restricted and hosted credits, Modded, Rabbit Hole, Aesop's
 * Pawnshop, Sacrificial Construct) against the starter Corp, whose Neural
 * Katana, Hunter and Private Security Force deal the damage and tags there
 * is to prevent, and against group A's Corp, whose ice trashes programs:
 * random games and games of the heuristic player on both sides, every
 * invariant and every replay checked, and the group's decisions reached.
 */
#include "config.h"

#include "dr-scenario.h"

static guint64
met (const DrScenarioSimReport *report, int kind, gboolean runner)
{
  DrNrFrame f = { 0 };
  guint64 n;

  f.kind = (uint8_t) kind;
  n = report->decisions[dr_scenario_decision_slot (&f, runner)];
  g_test_message ("%s by the %s: %" G_GUINT64_FORMAT, dr_nr_decision_name (&f),
                  runner ? "Runner" : "Corp", n);
  return n;
}

static void
sweep (const char *corp_deck, DrScenarioPolicy policy, int games, guint64 seed)
{
  DrScenarioDeck corp, runner;
  DrScenarioSimOptions options = { 0 };
  DrScenarioSimReport report;
  GError *error = NULL;
  guint i;

  g_assert_true (dr_scenario_deck_load (corp_deck, &corp, NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/cards-d-runner.json", &runner, NULL));
  options.games = games;
  options.seed = seed;
  options.turn_limit = 120;
  options.check_invariants = TRUE;
  options.check_replay = TRUE;
  options.corp_policy = policy;
  options.runner_policy = policy;
  g_assert_true (dr_scenario_simulate (&corp, &runner, 1, &options, &report, &error));
  g_assert_no_error (error);
  for (i = 0; i < report.messages->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (report.messages, i));
  g_test_message ("%d games: Corp %d, Runner %d, draws %d", report.games, report.wins[0],
                  report.wins[1], report.wins[2]);
  g_assert_cmpuint (report.invariant_failures, ==, 0);
  g_assert_cmpint (report.games, ==, games);
  /* prevention windows, the cards' prompts (Djinn, Modded, Aesop's
   * Pawnshop), optional triggers and trashing programs when installing */
  g_assert_cmpuint (met (&report, DR_NR_FRAME_PREVENT, TRUE), >, 0);
  g_assert_cmpuint (met (&report, DR_NR_FRAME_PROMPT, TRUE), >, 0);
  g_assert_cmpuint (met (&report, DR_NR_FRAME_REACTION, TRUE), >, 0);
  g_assert_cmpuint (met (&report, DR_NR_FRAME_MU_TRASH, TRUE), >, 0);
  dr_scenario_sim_report_clear (&report);
  dr_scenario_deck_clear (&corp);
  dr_scenario_deck_clear (&runner);
}

static void
test_sweep_random (void)
{
  sweep (DECK_DIR "/core-corp.json", NULL, 500, 4200);
}

static void
test_sweep_heuristic (void)
{
  sweep (DECK_DIR "/core-corp.json", dr_scenario_policy_heuristic, 150, 4300);
}

/* group A's ice trashes programs: Sacrificial Construct's window */
static void
test_sweep_program_trashing (void)
{
  sweep (DECK_DIR "/cards-a-corp.json", NULL, 300, 4400);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/sweep-group-d/random", test_sweep_random);
  g_test_add_func ("/engine/sweep-group-d/heuristic", test_sweep_heuristic);
  g_test_add_func ("/engine/sweep-group-d/program-trashing", test_sweep_program_trashing);
  return g_test_run ();
}
