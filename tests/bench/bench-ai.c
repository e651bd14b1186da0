/* bench-ai.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer player's benchmark (docs/ai.md):
 *
 *   bench-ai time [DECISIONS]      time per decision of Normal and Hard with
 *                                  their default budgets on one thread
 *   bench-ai strength [GAMES]      win rates of Hard and Normal against the
 *                                  heuristic and of Hard against Normal,
 *                                  GAMES per pairing, half on each side, over
 *                                  the bundled starter decks
 *   bench-ai table [FILE]          the table of docs/ai.md from a results file
 *
 *   --iterations-normal N, --iterations-hard N: the iteration budgets of the
 *   strength games (default 200 and 600, the levels' own budgets); --seed-base S: seeds S, S+1… (default 9000), so
 *   that runs side by side or sessions apart play different games; --games N
 *   (the same as GAMES); --pairing NAME: one pairing; --results FILE: append
 *   every game to FILE as it ends (tests/bench/results/ai-strength.tsv is the
 *   committed one), skipping the games FILE already has; --commit C: the
 *   commit written with them (default: the source tree's, "-dirty" when
 *   changed); table --commit C[,C2…]: only the games of commits starting with
 *   one of them.
 *
 * Game g of a run is seed S + g/2, the first level as Corp when g is even and
 * as Runner when odd, on the starter-deck pair the seed picks (seed modulo
 * the number of pairs): a seed range run in chunks plays the same games as
 * in one run.  The starter decks are those the engine can play (today every
 * one but Jinteki's, see `deckrunner-cli play --list-starters`).
 *
 * Without a mode it runs a short time measurement and 8 games per pairing,
 * which is what `build-aux/dev.sh bench` shows; the full 400-game figures
 * come from `bench-ai strength 400` (hours, see the README).
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-ai-results.h"
#include "dr-bench.h"
#include "dr-play-deck.h"
#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */

#define GOAL_NORMAL_P95_S 1.0
#define GOAL_HARD_P95_S 3.0

/* The starter decks the engine can play, by side. */
#define MAX_DECKS 8
static DrScenarioDeck corps[MAX_DECKS], runners[MAX_DECKS];
static char *corp_names[MAX_DECKS], *runner_names[MAX_DECKS];
static guint N_CORP, N_RUNNER;
static int iterations_only;        /* time_level: an iteration budget instead of the default */
static guint64 seed_base = 9000;   /* --seed-base: the first game's seed */
static const char *results_path;   /* --results */
static char *commit;               /* --commit, or the source tree's */

/* The bundled starter decks (src/play/dr-play-starters.c), those the
 * rules engine can play, Corp and Runner apart, in the bundled order. */
static gboolean
load_decks (void)
{
  g_autoptr (GPtrArray) starters = dr_play_deck_starters ();
  guint i;

  for (i = 0; i < starters->len; i++)
    {
      const DrPlayDeck *deck = g_ptr_array_index (starters, i);
      gboolean corp = g_strcmp0 (dr_play_deck_engine_side (deck), "corp") == 0;
      g_autoptr (GError) error = NULL;

      if (!dr_play_deck_check (deck, &error))
        {
          g_print ("(%s left out: %s)\n", deck->source, error->message);
          continue;
        }
      if ((corp ? N_CORP : N_RUNNER) == MAX_DECKS)
        return FALSE;
      dr_play_deck_to_scenario (deck, corp ? &corps[N_CORP] : &runners[N_RUNNER]);
      if (corp)
        corp_names[N_CORP++] = g_strdup (deck->source);
      else
        runner_names[N_RUNNER++] = g_strdup (deck->source);
    }
  return N_CORP > 0 && N_RUNNER > 0;
}

static char *
deck_list (char **names, guint n)
{
  g_autoptr (GString) out = g_string_new (NULL);
  guint i;

  for (i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", names[i]);
  return g_strdup (out->str);
}

/* Heuristic self-play; at every `stride`-th decision with a choice, the
 * level decides too (on one thread, its default budget) and is timed.
 * The game goes on with the heuristic's move so positions stay typical. */
static void
time_level (DrNrAiLevel level, int decisions, GArray *wall, GArray *cpu)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  DrNrAiBudget budget;
  DrNrAiDecks *decks = g_new (DrNrAiDecks, 1);
  DrNrState s, view;
  guint64 prng[4], arng[4];
  int game = 0, seen = 0, stride = 7;

  dr_nr_ai_default_budget (level, &budget);
  if (iterations_only > 0)
    {
      budget.seconds = 0;
      budget.iterations = iterations_only;
    }
  budget.threads = 1;
  dr_engine_rng_seed (arng, 99);
  while ((int) wall->len < decisions)
    {
      DrNrSetup setup;

      dr_scenario_setup_decks (&corps[game % N_CORP], &runners[game % N_RUNNER], 1, &setup);
      setup.seed = 500 + (guint64) game;
      setup.turn_limit = 200;
      dr_nr_setup (&s, &setup);
      dr_engine_rng_seed (prng, setup.seed);
      while (!dr_nr_is_over (&s) && (int) wall->len < decisions)
        {
          int n = dr_nr_legal_actions (&s, legal);
          int seat = dr_nr_acting_seat (&s);
          int k;

          dr_nr_view (&s, seat, &view);
          if (n > 1 && ++seen % stride == 0)
            {
              double w0 = dr_bench_wall_s (), c0 = dr_bench_thread_cpu_s ();

              dr_nr_ai_decks_own (decks, &s, seat);
              dr_nr_ai_decide (&view, decks, legal, n, arng, level, &budget, NULL);
              g_array_append_val (cpu, (double) { dr_bench_thread_cpu_s () - c0 });
              g_array_append_val (wall, (double) { dr_bench_wall_s () - w0 });
            }
          k = dr_nr_ai_choose (&view, legal, n, prng);
          dr_nr_apply (&s, &legal[k]);
        }
      game++;
    }
  g_free (decks);
}

static gboolean
run_time (int decisions)
{
  static const DrNrAiLevel measured[] = { DR_NR_AI_NORMAL, DR_NR_AI_HARD };
  static const char *const measured_names[] = { "normal", "hard" };
  static const double goals[] = { GOAL_NORMAL_P95_S, GOAL_HARD_P95_S };
  gboolean met = TRUE;
  guint i;

  g_print ("Decision time, one thread, the levels' own budgets, %d decisions per level\n",
           decisions);
  for (i = 0; i < G_N_ELEMENTS (measured); i++)
    {
      g_autoptr (GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr (GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
      double p95_wall, p95_cpu, p50_wall;

      time_level (measured[i], decisions, wall, cpu);
      p50_wall = dr_bench_percentile (wall, 0.5);
      p95_wall = dr_bench_percentile (wall, 0.95);
      p95_cpu = dr_bench_percentile (cpu, 0.95);
      g_print ("%-7s p50 %.3f s, p95 %.3f s wall (%.3f s CPU)  (goal p95 <= %.1f s: %s)\n",
               measured_names[i], p50_wall, p95_wall, p95_cpu, goals[i],
               p95_wall <= goals[i] ? "met" : "NOT met");
      met = met && p95_wall <= goals[i];
    }
  /* iterations per second of CPU, comparable across machines and commits */
  for (i = 0; i < G_N_ELEMENTS (measured); i++)
    {
      g_autoptr (GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr (GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
      double sum = 0;
      guint j;

      iterations_only = 200;
      time_level (measured[i], decisions, wall, cpu);
      iterations_only = 0;
      for (j = 0; j < cpu->len; j++)
        sum += g_array_index (cpu, double, j);
      g_print ("%-7s %.0f iterations per CPU second (200-iteration decisions)\n",
               measured_names[i], sum > 0 ? 200.0 * cpu->len / sum : 0.0);
    }
  /* one legal action: no search at all */
  {
    DrNrAction one = { .kind = DR_NR_ACT_PASS, .seat = 0, .card = DR_NR_NO_CARD,
                       .target = DR_NR_NO_CARD };
    DrNrState s;
    guint64 rng[4];
    double t0 = dr_bench_wall_s ();
    int i2;

    memset (&s, 0, sizeof s);
    dr_engine_rng_seed (rng, 1);
    for (i2 = 0; i2 < 100000; i2++)
      dr_nr_ai_decide (&s, NULL, &one, 1, rng, DR_NR_AI_HARD, NULL, NULL);
    g_print ("one legal action: %.3f us per decision\n", (dr_bench_wall_s () - t0) * 1e6 / 100000);
  }
  return met;
}

typedef struct
{
  const char *a_name, *b_name;
  DrScenarioPolicy a, b;
} Pairing;

static const char *
winner_name (const DrNrState *s)
{
  switch (s->winner)
    {
    case DR_NR_WINNER_CORP: return "corp";
    case DR_NR_WINNER_RUNNER: return "runner";
    case DR_NR_WINNER_DRAW: return "draw";
    default: return "none";
    }
}

/* Game `g` of the run: its seed, sides and decks (see the top). */
static void
describe_game (const Pairing *p, int g, int it_normal, int it_hard, BenchAiGame *out)
{
  guint64 seed = seed_base + (guint64) (g / 2);
  guint pair = (guint) (seed % (N_CORP * N_RUNNER));

  memset (out, 0, sizeof *out);
  out->pairing = g_strdup_printf ("%s-%s", p->a_name, p->b_name);
  out->seed = seed;
  out->corp_deck = g_strdup (corp_names[pair / N_RUNNER]);
  out->runner_deck = g_strdup (runner_names[pair % N_RUNNER]);
  out->first_seat = g_strdup (g % 2 == 0 ? "corp" : "runner");
  out->iterations_normal = it_normal;
  out->iterations_hard = it_hard;
  out->commit = g_strdup (commit);
}

static void
run_pairing (const Pairing *p, int games, int it_normal, int it_hard, GHashTable *done)
{
  int wins_corp = 0, wins_runner = 0, n_corp = 0, n_runner = 0, skipped = 0, g;
  double lo, hi, t0 = dr_bench_wall_s ();

  for (g = 0; g < games; g++)
    {
      guint64 seed = seed_base + (guint64) (g / 2);
      guint pair = (guint) (seed % (N_CORP * N_RUNNER));
      const DrScenarioDeck *corp = &corps[pair / N_RUNNER];
      const DrScenarioDeck *runner = &runners[pair % N_RUNNER];
      gboolean a_is_corp = g % 2 == 0;
      g_autoptr (GString) problem = g_string_new (NULL);
      g_autoptr (GError) error = NULL;
      g_autofree char *key = NULL;
      BenchAiGame row;
      DrNrState s;

      describe_game (p, g, it_normal, it_hard, &row);
      key = bench_ai_game_key (&row);
      if (done != NULL && g_hash_table_contains (done, key))
        {
          skipped++;
          bench_ai_game_clear (&row);
          continue;
        }
      if (!dr_scenario_play_game (corp, runner, 1, seed, 200,
                                  a_is_corp ? p->a : p->b, a_is_corp ? p->b : p->a, FALSE, &s,
                                  NULL, problem))
        {
          g_printerr ("game %d failed: %s\n", g, problem->str);
          bench_ai_game_clear (&row);
          continue;
        }
      row.winner = g_strdup (winner_name (&s));
      row.reason = g_strdup (dr_nr_reason_name (s.reason));
      row.turns = s.turn;
      if (results_path != NULL && !bench_ai_results_append (results_path, &row, &error))
        g_printerr ("%s\n", error->message);
      bench_ai_game_clear (&row);
      if (a_is_corp)
        {
          n_corp++;
          wins_corp += s.winner == DR_NR_WINNER_CORP;
        }
      else
        {
          n_runner++;
          wins_runner += s.winner == DR_NR_WINNER_RUNNER;
        }
      /* a running tally, so that a run stopped early still reports */
      if ((g + 1) % 20 == 0 && g + 1 < games)
        g_print ("  %s vs %s after %d games: as Corp %d/%d, as Runner %d/%d (%.0f s)\n",
                 p->a_name, p->b_name, g + 1, wins_corp, n_corp, wins_runner, n_runner,
                 dr_bench_wall_s () - t0);
    }
  g_print ("%s vs %s (%.0f s%s):\n", p->a_name, p->b_name, dr_bench_wall_s () - t0,
           skipped > 0 ? ", games already in the results file skipped" : "");
  bench_ai_wilson (wins_corp, n_corp, &lo, &hi);
  g_print ("  as Corp:   %d/%d = %.1f %% [95 %% interval %.1f-%.1f]\n", wins_corp, n_corp,
           n_corp ? 100.0 * wins_corp / n_corp : 0.0, 100 * lo, 100 * hi);
  bench_ai_wilson (wins_runner, n_runner, &lo, &hi);
  g_print ("  as Runner: %d/%d = %.1f %% [95 %% interval %.1f-%.1f]\n", wins_runner, n_runner,
           n_runner ? 100.0 * wins_runner / n_runner : 0.0, 100 * lo, 100 * hi);
  bench_ai_wilson (wins_corp + wins_runner, n_corp + n_runner, &lo, &hi);
  g_print ("  overall:   %d/%d = %.1f %% [95 %% interval %.1f-%.1f]\n", wins_corp + wins_runner,
           n_corp + n_runner,
           n_corp + n_runner ? 100.0 * (wins_corp + wins_runner) / (n_corp + n_runner) : 0.0,
           100 * lo, 100 * hi);
}

static gboolean
run_strength (int games, int it_normal, int it_hard, const char *only)
{
  static const Pairing pairings[] = {
    { "hard", "heuristic", dr_scenario_policy_hard, dr_scenario_policy_heuristic },
    { "normal", "heuristic", dr_scenario_policy_normal, dr_scenario_policy_heuristic },
    { "hard", "normal", dr_scenario_policy_hard, dr_scenario_policy_normal },
    /* the reference: how often each side wins between equals on these decks */
    { "heuristic", "heuristic", dr_scenario_policy_heuristic, dr_scenario_policy_heuristic },
  };
  DrNrAiBudget normal = { .iterations = it_normal }, hard = { .iterations = it_hard };
  g_autoptr (GHashTable) done = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *corp_list = deck_list (corp_names, N_CORP);
  g_autofree char *runner_list = deck_list (runner_names, N_RUNNER);
  gboolean known = only == NULL;
  guint i;

  for (i = 0; i < G_N_ELEMENTS (pairings); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", pairings[i].a_name, pairings[i].b_name);
      known = known || strcmp (only, name) == 0;
    }
  if (!known)
    {
      g_printerr ("unknown pairing %s\n", only);
      return FALSE;
    }
  if (results_path != NULL)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GArray) games_there = bench_ai_results_load (results_path, &error);

      if (games_there == NULL)
        {
          g_printerr ("%s\n", error->message);
          return FALSE;
        }
      for (i = 0; i < games_there->len; i++)
        g_hash_table_add (done, bench_ai_game_key (&g_array_index (games_there, BenchAiGame, i)));
    }
  dr_scenario_set_ai_budget (DR_NR_AI_NORMAL, &normal);
  dr_scenario_set_ai_budget (DR_NR_AI_HARD, &hard);
  g_print ("Strength: %d games per pairing (half as Corp), starter decks: Corp %s; Runner %s; "
           "seeds %" G_GUINT64_FORMAT "+; Normal %d iterations, Hard %d iterations; commit %s\n",
           games, corp_list, runner_list, seed_base, it_normal, it_hard, commit);
  for (i = 0; i < G_N_ELEMENTS (pairings); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", pairings[i].a_name, pairings[i].b_name);
      if (only == NULL || strcmp (only, name) == 0)
        run_pairing (&pairings[i], games, it_normal, it_hard, done);
    }
  return TRUE;
}

static int
run_table (const char *path, const char *only_commit)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) games = bench_ai_results_load (path, &error);
  g_autofree char *table = NULL;

  if (games == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  table = bench_ai_results_table (games, only_commit);
  /* the bytes as they are: g_print would convert the dashes to the locale */
  fputs (table, stdout);
  return 0;
}

static int
usage (void)
{
  g_printerr ("usage: bench-ai [time [DECISIONS] | strength [GAMES] | table [FILE]] "
              "[--games N] [--iterations-normal N] [--iterations-hard N] [--seed-base S] "
              "[--pairing hard-heuristic|normal-heuristic|hard-normal|heuristic-heuristic] "
              "[--results FILE] [--commit C]\n");
  return 2;
}

int
main (int argc, char **argv)
{
  const char *mode = NULL, *only = NULL, *table_path = NULL, *commit_option = NULL;
  int count = -1, it_normal = 200, it_hard = 600, i;
  gboolean ok = TRUE;

  for (i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--iterations-normal") == 0 && i + 1 < argc)
        it_normal = atoi (argv[++i]);
      else if (strcmp (argv[i], "--iterations-hard") == 0 && i + 1 < argc)
        it_hard = atoi (argv[++i]);
      else if (strcmp (argv[i], "--seed-base") == 0 && i + 1 < argc)
        seed_base = g_ascii_strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--pairing") == 0 && i + 1 < argc)
        only = argv[++i];
      else if (strcmp (argv[i], "--games") == 0 && i + 1 < argc && atoi (argv[i + 1]) > 0)
        count = atoi (argv[++i]);
      else if (strcmp (argv[i], "--results") == 0 && i + 1 < argc)
        results_path = argv[++i];
      else if (strcmp (argv[i], "--commit") == 0 && i + 1 < argc)
        commit_option = argv[++i];
      else if (mode == NULL && (strcmp (argv[i], "time") == 0 || strcmp (argv[i], "strength") == 0
                                || strcmp (argv[i], "table") == 0))
        mode = argv[i];
      else if (g_strcmp0 (mode, "table") == 0 && table_path == NULL && argv[i][0] != '-')
        table_path = argv[i];
      else if (count < 0 && atoi (argv[i]) > 0)
        count = atoi (argv[i]);
      else
        return usage ();
    }
  if (g_strcmp0 (mode, "table") == 0)
    return run_table (table_path != NULL ? table_path : RESULTS_FILE, commit_option);
  if (it_normal < 1 || it_hard < 1)
    {
      g_printerr ("iteration budgets must be at least 1\n");
      return 2;
    }
  if (!load_decks ())
    {
      g_printerr ("cannot load the starter decks\n");
      return 1;
    }
  commit = commit_option != NULL ? g_strdup (commit_option) : bench_ai_source_commit ();
  if (mode == NULL || strcmp (mode, "time") == 0)
    ok = run_time (count > 0 && mode != NULL ? count : 20);
  if (mode == NULL || strcmp (mode, "strength") == 0)
    ok = run_strength (count > 0 && mode != NULL ? count : 8, it_normal, it_hard, only) && ok;
  for (i = 0; i < (int) N_CORP; i++)
    {
      dr_scenario_deck_clear (&corps[i]);
      g_free (corp_names[i]);
    }
  for (i = 0; i < (int) N_RUNNER; i++)
    {
      dr_scenario_deck_clear (&runners[i]);
      g_free (runner_names[i]);
    }
  g_free (commit);
  return ok ? 0 : 1;
}
