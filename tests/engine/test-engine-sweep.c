/* test-engine-sweep.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Invariant sweep over random self-play games: every game ends, cards are
 * conserved, no negative credits or clicks, exactly one seat can act,
 * views do not leak, and every replay reproduces its hash.
 */
#include "config.h"

#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */

#define SWEEP_GAMES 1500
#define SWEEP_NAPD_GAMES 300
#define SWEEP_BUREAU_GAMES 200
#define SWEEP_GROUP_C_GAMES 300

/* The sweep must reach the decisions it is meant to check. */
static void
assert_met (const DrScenarioSimReport *report, int kind, int window, gboolean runner)
{
  DrNrFrame f = { 0 };
  guint64 n;

  f.kind = (uint8_t) kind;
  f.m = (int16_t) window;
  n = report->decisions[dr_scenario_decision_slot (&f, runner)];
  g_test_message ("%s by the %s: %" G_GUINT64_FORMAT, dr_nr_decision_name (&f),
                  runner ? "Runner" : "Corp", n);
  g_assert_cmpuint (n, >, 0);
}

/* Self-play of two deck files with one policy for both sides, every
 * invariant and every replay checked. */
static void
sweep_decks (const char *corp_deck, const char *runner_deck, DrScenarioPolicy policy, int games,
             guint64 seed, DrScenarioSimReport *report)
{
  DrScenarioDeck corp, runner;
  DrScenarioSimOptions options = { 0 };
  GError *error = NULL;
  guint i;

  g_assert_true (dr_scenario_deck_load (corp_deck, &corp, NULL));
  g_assert_true (dr_scenario_deck_load (runner_deck, &runner, NULL));
  options.games = games;
  options.seed = seed;
  options.turn_limit = 120;
  options.corp_policy = policy;
  options.runner_policy = policy;
  options.check_invariants = TRUE;
  options.check_replay = TRUE;
  g_assert_true (dr_scenario_simulate (&corp, &runner, 1, &options, report, &error));
  g_assert_no_error (error);
  for (i = 0; i < report->messages->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (report->messages, i));
  g_test_message ("%d games: Corp %d, Runner %d, draws %d, %" G_GUINT64_FORMAT " actions",
                  report->games, report->wins[0], report->wins[1], report->wins[2],
                  report->actions);
  g_assert_cmpuint (report->invariant_failures, ==, 0);
  g_assert_cmpint (report->games, ==, games);
  g_assert_cmpint (report->wins[0] + report->wins[1] + report->wins[2], ==, games);
  dr_scenario_deck_clear (&corp);
  dr_scenario_deck_clear (&runner);
}

static void
test_sweep (void)
{
  DrScenarioSimReport report;

  sweep_decks (DECK_DIR "/core-corp.json", DECK_DIR "/core-runner.json",
               dr_scenario_policy_random, SWEEP_GAMES, 1000, &report);
  /* paid ability windows of turns and runs, with options on both sides */
  assert_met (&report, DR_NR_FRAME_PAW, DR_NR_WINDOW_TURN_BEGINS, FALSE);
  assert_met (&report, DR_NR_FRAME_PAW, DR_NR_WINDOW_ACTION, FALSE);
  assert_met (&report, DR_NR_FRAME_PAW, DR_NR_WINDOW_DISCARD, FALSE);
  assert_met (&report, DR_NR_FRAME_PAW, DR_NR_WINDOW_INITIATION, FALSE);
  assert_met (&report, DR_NR_FRAME_PAW, DR_NR_WINDOW_MOVED, FALSE);
  assert_met (&report, DR_NR_FRAME_APPROACH_REZ, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_SERVER_REZ, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_ENCOUNTER, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_ENCOUNTER, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_CHOOSE_X, 0, FALSE);
  /* ordering simultaneous abilities, install trashing, access order */
  assert_met (&report, DR_NR_FRAME_REACTION, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_INSTALL_TRASH, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_ACCESS_ORDER, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_REZ_ICE_FREE, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_TRACE_CORP, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_MU_TRASH, 0, TRUE);
  dr_scenario_sim_report_clear (&report);
}

/* A tiny turn limit forces draws: the limit itself must end games. */
static void
test_turn_limit (void)
{
  DrScenarioDeck corp, runner;
  DrScenarioSimOptions options = { 0 };
  DrScenarioSimReport report;

  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-corp.json", &corp, NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner.json", &runner, NULL));
  options.games = 50;
  options.seed = 7;
  options.turn_limit = 2;
  options.check_invariants = TRUE;
  g_assert_true (dr_scenario_simulate (&corp, &runner, 1, &options, &report, NULL));
  g_assert_cmpuint (report.invariant_failures, ==, 0);
  g_assert_cmpint (report.by_reason[DR_NR_WINNER_DRAW][DR_NR_RESULT_TURN_LIMIT], >, 0);
  dr_scenario_sim_report_clear (&report);
  dr_scenario_deck_clear (&corp);
  dr_scenario_deck_clear (&runner);
}

/* A NAPD table: the Corp deck file with `corp_policy` against three random
 * Runners (Kate, Noise, Gabriel), every invariant and every replay. */
static void
sweep_napd (const char *corp_deck, DrScenarioPolicy corp_policy, int games, guint64 seed,
            DrScenarioSimReport *report)
{
  DrScenarioDeck corp, runners[3];
  DrScenarioSimOptions options = { 0 };
  GError *error = NULL;
  guint i;

  g_assert_true (dr_scenario_deck_load (corp_deck, &corp, NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner.json", &runners[0], NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner-noise.json", &runners[1], NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner-gabriel.json", &runners[2], NULL));
  options.games = games;
  options.seed = seed;
  options.corp_policy = corp_policy;
  options.turn_limit = 240;
  options.check_invariants = TRUE;
  options.check_replay = TRUE;
  g_assert_true (dr_scenario_simulate (&corp, runners, 3, &options, report, &error));
  g_assert_no_error (error);
  for (i = 0; i < report->messages->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (report->messages, i));
  g_test_message ("NAPD %d games: Corp %d, Runners %d, draws %d (flatline %d)", report->games,
                  report->wins[0], report->wins[1], report->wins[2],
                  report->by_reason[0][DR_NR_RESULT_FLATLINE]);
  g_assert_cmpuint (report->invariant_failures, ==, 0);
  g_assert_cmpint (report->games, ==, games);
  dr_scenario_deck_clear (&corp);
  for (i = 0; i < 3; i++)
    dr_scenario_deck_clear (&runners[i]);
}

/* NAPD: three random Runners against one heuristic Jinteki Corp (the
 * heuristic Corp scores agendas, which random play rarely does). */
static void
test_sweep_napd (void)
{
  DrScenarioSimReport report;

  sweep_napd (DECK_DIR "/core-corp-jinteki.json", dr_scenario_policy_heuristic,
              SWEEP_NAPD_GAMES, 5000, &report);
  /* Jinteki scoring Priority Requisition: the Corp orders its abilities */
  assert_met (&report, DR_NR_FRAME_REACTION, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_REACTION, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_ENCOUNTER, 0, TRUE);
  dr_scenario_sim_report_clear (&report);
}

/* Group A's ice and icebreakers (cards-a decks), random and heuristic
 * play, reaching the decisions those cards bring: the Corp choosing a
 * program to trash, the Runner's Data Raven and Tinkering prompts, the
 * Corp's Matrix Analyzer prompt and its optional encounter ability in a
 * reaction window. */
static void
test_sweep_cards_a (void)
{
  DrScenarioSimReport report;

  sweep_decks (DECK_DIR "/cards-a-corp.json", DECK_DIR "/cards-a-runner.json",
               dr_scenario_policy_random, 600, 9000, &report);
  assert_met (&report, DR_NR_FRAME_CHOOSE_PROGRAM, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_PROMPT, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_PROMPT, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_REACTION, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_ENCOUNTER, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_APPROACH_REZ, 0, FALSE);
  dr_scenario_sim_report_clear (&report);
  sweep_decks (DECK_DIR "/cards-a-corp.json", DECK_DIR "/cards-a-runner.json",
               dr_scenario_policy_heuristic, 200, 9500, &report);
  assert_met (&report, DR_NR_FRAME_CHOOSE_PROGRAM, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_PROMPT, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_ENCOUNTER, 0, TRUE);
  dr_scenario_sim_report_clear (&report);
}

/* NAPD with its own identity (card 24001): Cyber Bureau against three
 * random Runners, played by the heuristic and by the random policy (which
 * tries every pre-game choice).  Each game must reach the pre-game
 * installs and rezzes, and Detective's Bureau's choice must be met. */
static void
sweep_bureau (DrScenarioPolicy corp_policy, guint64 seed)
{
  DrScenarioSimReport report;

  sweep_napd (DECK_DIR "/napd-corp.json", corp_policy, SWEEP_BUREAU_GAMES, seed, &report);
  g_test_message ("pre-game installs %" G_GUINT64_FORMAT ", rezzes %" G_GUINT64_FORMAT
                  ", Detective's Bureau choices %" G_GUINT64_FORMAT,
                  dr_scenario_prompts_met (&report, "24001", 0, 0),
                  dr_scenario_prompts_met (&report, "24001", 0, 1),
                  dr_scenario_prompts_met (&report, "24001", 1, 2));
  g_assert_cmpuint (dr_scenario_prompts_met (&report, "24001", 0, 0), >=, SWEEP_BUREAU_GAMES);
  g_assert_cmpuint (dr_scenario_prompts_met (&report, "24001", 0, 1), >=, SWEEP_BUREAU_GAMES);
  g_assert_cmpuint (dr_scenario_prompts_met (&report, "24001", 1, 2), >, 0);
  dr_scenario_sim_report_clear (&report);
}

static void
test_sweep_bureau_heuristic (void)
{
  sweep_bureau (dr_scenario_policy_heuristic, 7000);
}

static void
test_sweep_bureau_random (void)
{
  sweep_bureau (dr_scenario_policy_random, 8000);
}

/* Group C's Corp cards (agendas with choices and counters, operations
 * with decisions and play conditions, assets, Research Station) against a
 * Runner with Forged Activation Orders, random and heuristic play: the
 * cards' own decisions are met by the Corp and (Forged Activation Orders)
 * by the Runner, SEA Source's traces and Nisei MK II's window at the
 * server happen. */
static void
test_sweep_group_c (void)
{
  DrScenarioSimReport report;

  sweep_decks (DECK_DIR "/group-c-corp.json", DECK_DIR "/group-c-runner.json",
               dr_scenario_policy_random, SWEEP_GROUP_C_GAMES, 9000, &report);
  assert_met (&report, DR_NR_FRAME_PROMPT, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_PROMPT, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_TRACE_CORP, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_SERVER_REZ, 0, FALSE);
  dr_scenario_sim_report_clear (&report);
  sweep_decks (DECK_DIR "/group-c-corp.json", DECK_DIR "/group-c-runner.json",
               dr_scenario_policy_heuristic, SWEEP_GROUP_C_GAMES / 3, 9500, &report);
  assert_met (&report, DR_NR_FRAME_PROMPT, 0, FALSE);
  dr_scenario_sim_report_clear (&report);
}

/* Group B's cards (run events, breach replacements, ambushes, steal costs,
 * expose, search, recursion), random and heuristic play, reaching the
 * decisions they bring: the Runner's and the Corp's prompts (Femme Fatale,
 * Special Order, Déjà Vu, Infiltration, Medium, Bank Job; the ambushes),
 * breach replacements, steal costs, Ghost Branch's optional ability. */
static void
test_sweep_runs_and_ambushes (void)
{
  DrScenarioSimReport report, heuristic;
  guint i;

  sweep_decks (DECK_DIR "/core-corp-ambush.json", DECK_DIR "/core-runner-runs.json",
               dr_scenario_policy_random, 400, 9000, &report);
  sweep_decks (DECK_DIR "/core-corp-ambush.json", DECK_DIR "/core-runner-runs.json",
               dr_scenario_policy_heuristic, 200, 9500, &heuristic);
  for (i = 0; i < G_N_ELEMENTS (report.decisions); i++)
    report.decisions[i] += heuristic.decisions[i];
  assert_met (&report, DR_NR_FRAME_PROMPT, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_PROMPT, 0, FALSE);
  assert_met (&report, DR_NR_FRAME_BREACH_REPLACE, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_STEAL, 0, TRUE);
  assert_met (&report, DR_NR_FRAME_REACTION, 0, FALSE);
  dr_scenario_sim_report_clear (&report);
  dr_scenario_sim_report_clear (&heuristic);
}

/* Group D's Runner deck (prevention, hosting, restricted and hosted
 * credits, Modded, Rabbit Hole, Aesop's Pawnshop, Sacrificial Construct)
 * against the engine's Corp, whose Neural Katana, Hunter and Private
 * Security Force deal the damage and tags there is to prevent, in random
 * and heuristic games; and against group A's Corp, whose ice trashes
 * programs (Sacrificial Construct's window). */
static void
test_sweep_group_d (void)
{
  static const struct { const char *corp; DrScenarioPolicy policy; int games; guint64 seed; } runs[] = {
    { DECK_DIR "/core-corp.json", NULL, 500, 4200 },
    { DECK_DIR "/core-corp.json", dr_scenario_policy_heuristic, 150, 4300 },
    { DECK_DIR "/cards-a-corp.json", NULL, 300, 4400 },
  };
  guint r;

  for (r = 0; r < G_N_ELEMENTS (runs); r++)
    {
      DrScenarioSimReport report;

      sweep_decks (runs[r].corp, DECK_DIR "/cards-d-runner.json", runs[r].policy, runs[r].games,
                   runs[r].seed, &report);
      /* prevention windows, the cards' prompts (Djinn, Modded, Aesop's
       * Pawnshop), optional triggers and trashing programs when installing */
      assert_met (&report, DR_NR_FRAME_PREVENT, 0, TRUE);
      assert_met (&report, DR_NR_FRAME_PROMPT, 0, TRUE);
      assert_met (&report, DR_NR_FRAME_REACTION, 0, TRUE);
      assert_met (&report, DR_NR_FRAME_MU_TRASH, 0, TRUE);
      dr_scenario_sim_report_clear (&report);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/sweep/invariants", test_sweep);
  g_test_add_func ("/engine/sweep/turn-limit", test_turn_limit);
  g_test_add_func ("/engine/sweep/napd", test_sweep_napd);
  g_test_add_func ("/engine/sweep/cards-a", test_sweep_cards_a);
  g_test_add_func ("/engine/sweep/napd-bureau-heuristic", test_sweep_bureau_heuristic);
  g_test_add_func ("/engine/sweep/napd-bureau-random", test_sweep_bureau_random);
  g_test_add_func ("/engine/sweep/group-c", test_sweep_group_c);
  g_test_add_func ("/engine/sweep/runs-and-ambushes", test_sweep_runs_and_ambushes);
  g_test_add_func ("/engine/sweep/group-d", test_sweep_group_d);
  return g_test_run ();
}
