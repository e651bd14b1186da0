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
 *                                  every pair of starter decks
 *   --iterations-normal N, --iterations-hard N: the iteration budgets of the
 *   strength games (default 200 and 600; a time budget would make the result
 *   depend on the machine); --seed-base S: seeds S, S+1… (default 9000), so
 *   that runs side by side play different games; --pairing NAME: one pairing
 *
 * Without a mode it runs a short time measurement and 8 games per pairing,
 * which is what `build-aux/dev.sh bench` shows; the full 400-game figures
 * come from `bench-ai strength 400` (hours, see the README).
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dr-bench.h"
#include "dr-scenario.h"

#define GOAL_NORMAL_P95_S 1.0
#define GOAL_HARD_P95_S 3.0

static const char *const corp_files[] = { "core-corp.json", "core-corp-jinteki.json" };
static const char *const runner_files[] = { "core-runner.json", "core-runner-gabriel.json",
                                            "core-runner-noise.json" };
#define N_CORP G_N_ELEMENTS (corp_files)
#define N_RUNNER G_N_ELEMENTS (runner_files)

static DrScenarioDeck corps[N_CORP], runners[N_RUNNER];
static int iterations_only;
static guint64 seed_base = 9000;   /* --seed-base: the first game's seed */   /* time_level: an iteration budget instead of the default */

static double
cpu_s (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

static double
wall_s (void)
{
  return (double) g_get_monotonic_time () / G_USEC_PER_SEC;
}

static gboolean
load_decks (void)
{
  guint i;

  for (i = 0; i < N_CORP; i++)
    {
      g_autofree char *path = g_build_filename (DECK_DIR, corp_files[i], NULL);
      if (!dr_scenario_deck_load (path, &corps[i], NULL))
        return FALSE;
    }
  for (i = 0; i < N_RUNNER; i++)
    {
      g_autofree char *path = g_build_filename (DECK_DIR, runner_files[i], NULL);
      if (!dr_scenario_deck_load (path, &runners[i], NULL))
        return FALSE;
    }
  return TRUE;
}

/* Heuristic self-play; at every `stride`-th decision with a choice, the
 * level decides too (on one thread, its default time budget) and is timed.
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
              double w0 = wall_s (), c0 = cpu_s ();

              dr_nr_ai_decks_own (decks, &s, seat);
              dr_nr_ai_decide (&view, decks, legal, n, arng, level, &budget, NULL);
              g_array_append_val (cpu, (double) { cpu_s () - c0 });
              g_array_append_val (wall, (double) { wall_s () - w0 });
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
  static const double goals[] = { GOAL_NORMAL_P95_S, GOAL_HARD_P95_S };
  gboolean met = TRUE;
  guint i;

  g_print ("Decision time, one thread, default time budgets, %d decisions per level\n",
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
               dr_nr_ai_level_name (measured[i]), p50_wall, p95_wall, p95_cpu, goals[i],
               p95_wall <= goals[i] ? "met" : "NOT met");
      met = met && p95_wall <= goals[i];
    }
  /* iterations per second of CPU, to relate time budgets to the
   * iteration budgets of the strength games */
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
               dr_nr_ai_level_name (measured[i]), sum > 0 ? 200.0 * cpu->len / sum : 0.0);
    }
  /* one legal action: no search at all */
  {
    DrNrAction one = { .kind = DR_NR_ACT_PASS, .seat = 0, .card = DR_NR_NO_CARD,
                       .target = DR_NR_NO_CARD };
    DrNrState s;
    guint64 rng[4];
    double t0 = wall_s ();
    int i2;

    memset (&s, 0, sizeof s);
    dr_engine_rng_seed (rng, 1);
    for (i2 = 0; i2 < 100000; i2++)
      dr_nr_ai_decide (&s, NULL, &one, 1, rng, DR_NR_AI_HARD, NULL, NULL);
    g_print ("one legal action: %.3f us per decision\n", (wall_s () - t0) * 1e6 / 100000);
  }
  return met;
}

/* Wilson score interval at 95 %. */
static void
wilson (int wins, int games, double *lo, double *hi)
{
  double z = 1.96, p, d, c, m;

  if (games == 0)
    {
      *lo = 0;
      *hi = 1;
      return;
    }
  p = (double) wins / games;
  d = 1 + z * z / games;
  c = p + z * z / (2.0 * games);
  m = z * sqrt (p * (1 - p) / games + z * z / (4.0 * games * games));
  *lo = (c - m) / d;
  *hi = (c + m) / d;
}

typedef struct
{
  const char *a_name, *b_name;
  DrScenarioPolicy a, b;
} Pairing;

static void
run_pairing (const Pairing *p, int games)
{
  int wins_corp = 0, wins_runner = 0, n_corp = 0, n_runner = 0, g;
  double lo, hi, t0 = wall_s ();

  for (g = 0; g < games; g++)
    {
      const DrScenarioDeck *corp = &corps[(g / 2) % N_CORP];
      const DrScenarioDeck *runner = &runners[(g / 2) % N_RUNNER];
      gboolean a_is_corp = g % 2 == 0;
      g_autoptr (GString) problem = g_string_new (NULL);
      DrNrState s;

      if (!dr_scenario_play_game (corp, runner, 1, seed_base + (guint64) (g / 2), 200,
                                  a_is_corp ? p->a : p->b, a_is_corp ? p->b : p->a, FALSE, &s,
                                  NULL, problem))
        {
          g_printerr ("game %d failed: %s\n", g, problem->str);
          continue;
        }
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
                 wall_s () - t0);
    }
  g_print ("%s vs %s (%.0f s):\n", p->a_name, p->b_name, wall_s () - t0);
  wilson (wins_corp, n_corp, &lo, &hi);
  g_print ("  as Corp:   %d/%d = %.1f %% [95 %% interval %.1f-%.1f]\n", wins_corp, n_corp,
           n_corp ? 100.0 * wins_corp / n_corp : 0.0, 100 * lo, 100 * hi);
  wilson (wins_runner, n_runner, &lo, &hi);
  g_print ("  as Runner: %d/%d = %.1f %% [95 %% interval %.1f-%.1f]\n", wins_runner, n_runner,
           n_runner ? 100.0 * wins_runner / n_runner : 0.0, 100 * lo, 100 * hi);
  wilson (wins_corp + wins_runner, n_corp + n_runner, &lo, &hi);
  g_print ("  overall:   %d/%d = %.1f %% [95 %% interval %.1f-%.1f]\n", wins_corp + wins_runner,
           n_corp + n_runner,
           n_corp + n_runner ? 100.0 * (wins_corp + wins_runner) / (n_corp + n_runner) : 0.0,
           100 * lo, 100 * hi);
}

static void
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
  guint i;

  dr_scenario_set_ai_budget (DR_NR_AI_NORMAL, &normal);
  dr_scenario_set_ai_budget (DR_NR_AI_HARD, &hard);
  g_print ("Strength: %d games per pairing (half as Corp), decks: Corp %s, %s; Runner %s, %s, %s "
           "(tests/engine/decks), seeds %" G_GUINT64_FORMAT "+; Normal %d iterations, Hard %d "
           "iterations\n",
           games, corp_files[0], corp_files[1], runner_files[0], runner_files[1],
           runner_files[2], seed_base, it_normal, it_hard);
  for (i = 0; i < G_N_ELEMENTS (pairings); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", pairings[i].a_name, pairings[i].b_name);
      if (only == NULL || strcmp (only, name) == 0)
        run_pairing (&pairings[i], games);
    }
}

int
main (int argc, char **argv)
{
  const char *mode = NULL, *only = NULL;
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
      else if (mode == NULL && (strcmp (argv[i], "time") == 0 || strcmp (argv[i], "strength") == 0))
        mode = argv[i];
      else if (count < 0 && atoi (argv[i]) > 0)
        count = atoi (argv[i]);
      else
        {
          g_printerr ("usage: bench-ai [time [DECISIONS] | strength [GAMES]] "
                      "[--iterations-normal N] [--iterations-hard N] [--seed-base S] "
                      "[--pairing hard-heuristic|normal-heuristic|hard-normal|heuristic-heuristic]\n");
          return 2;
        }
    }
  if (it_normal < 1 || it_hard < 1)
    {
      g_printerr ("iteration budgets must be at least 1\n");
      return 2;
    }
  if (!load_decks ())
    {
      g_printerr ("cannot load the starter decks from %s\n", DECK_DIR);
      return 1;
    }
  if (mode == NULL || strcmp (mode, "time") == 0)
    ok = run_time (count > 0 && mode != NULL ? count : 20);
  if (mode == NULL || strcmp (mode, "strength") == 0)
    run_strength (count > 0 && mode != NULL ? count : 8, it_normal, it_hard, only);
  for (i = 0; i < (int) N_CORP; i++)
    dr_scenario_deck_clear (&corps[i]);
  for (i = 0; i < (int) N_RUNNER; i++)
    dr_scenario_deck_clear (&runners[i]);
  return ok ? 0 : 1;
}
