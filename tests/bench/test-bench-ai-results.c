/* test-bench-ai-results.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The strength results file of bench-ai: games appended in chunks read
 * back, a chunk run twice counted once, and the table's rates, Wilson
 * intervals and verdicts (the figures docs/ai.md quotes).
 */
#include "config.h"

#include <string.h>

#include "bench-ai-results.h"
#include "dr-test-helper.h"

static void
fill (BenchAiGame *game, const char *pairing, guint64 seed, const char *first_seat,
      const char *winner, const char *commit)
{
  memset (game, 0, sizeof *game);
  game->pairing = g_strdup (pairing);
  game->seed = seed;
  game->corp_deck = g_strdup ("starter:nbn");
  game->runner_deck = g_strdup ("starter:shaper");
  game->first_seat = g_strdup (first_seat);
  game->winner = g_strdup (winner);
  game->reason = g_strdup ("agenda-points");
  game->turns = 20;
  game->iterations_normal = 200;
  game->iterations_hard = 600;
  game->commit = g_strdup (commit);
}

static void
test_wilson (void)
{
  double lo, hi;

  /* docs/ai.md's earlier Hard-vs-Normal figure */
  bench_ai_wilson (37, 60, &lo, &hi);
  g_assert_cmpfloat_with_epsilon (lo, 0.490, 0.001);
  g_assert_cmpfloat_with_epsilon (hi, 0.729, 0.001);
  bench_ai_wilson (0, 0, &lo, &hi);
  g_assert_cmpfloat (lo, ==, 0.0);
  g_assert_cmpfloat (hi, ==, 1.0);
}

static void
test_append_and_table (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "ai-strength.tsv", NULL);
  g_autoptr (GArray) games = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *table = NULL;
  g_autofree char *only_b = NULL;
  guint64 seed;
  int round;

  /* 60 Hard-vs-Normal games, 37 won by Hard (18 as Corp, 19 as Runner),
   * written twice over: the second round is a chunk run again */
  for (round = 0; round < 2; round++)
    for (seed = 0; seed < 30; seed++)
      {
        BenchAiGame as_corp, as_runner;

        fill (&as_corp, "hard-normal", seed, "corp", seed < 18 ? "corp" : "runner", "aaaa1");
        fill (&as_runner, "hard-normal", seed, "runner", seed < 19 ? "runner" : "draw", "aaaa1");
        g_assert_true (bench_ai_results_append (path, &as_corp, &error));
        g_assert_true (bench_ai_results_append (path, &as_runner, &error));
        g_assert_no_error (error);
        bench_ai_game_clear (&as_corp);
        bench_ai_game_clear (&as_runner);
      }
  /* and 10 Normal-vs-heuristic games of another commit, all won */
  for (seed = 100; seed < 105; seed++)
    {
      BenchAiGame as_corp, as_runner;

      fill (&as_corp, "normal-heuristic", seed, "corp", "corp", "bbbb2");
      fill (&as_runner, "normal-heuristic", seed, "runner", "runner", "bbbb2");
      g_assert_true (bench_ai_results_append (path, &as_corp, &error));
      g_assert_true (bench_ai_results_append (path, &as_runner, &error));
      bench_ai_game_clear (&as_corp);
      bench_ai_game_clear (&as_runner);
    }

  games = bench_ai_results_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 130);
  table = bench_ai_results_table (games, NULL);
  g_test_message ("%s", table);
  g_assert_nonnull (strstr (table, "| Hard vs Normal | aaaa1 | 200 / 600 | 60 | 18/30 = 60.0 % [42.3–75.4] "
                                   "| 19/30 = 63.3 % [45.5–78.1] | 37/60 = 61.7 % [49.0–72.9] "
                                   "| ≥ 55 %: not shown yet |"));
  g_assert_nonnull (strstr (table, "| Normal vs heuristic | bbbb2 | 200 / 600 | 10 | 5/5 = 100.0 % "));
  g_assert_nonnull (strstr (table, "Games by commit: aaaa1 (60), bbbb2 (10)."));
  only_b = bench_ai_results_table (games, "cccc,bbbb");
  g_assert_null (strstr (only_b, "Hard vs Normal"));
  g_assert_nonnull (strstr (only_b, "Normal vs heuristic"));
  /* commits a filter names together make one row */
  {
    g_autofree char *both = bench_ai_results_table (games, "aaaa,bbbb");
    BenchAiGame other;

    g_assert_nonnull (strstr (both, "| Hard vs Normal | aaaa1 | "));
    fill (&other, "normal-heuristic", 200, "corp", "runner", "aaaa1");
    g_array_append_val (games, other);
    g_free (both);
    both = bench_ai_results_table (games, "aaaa,bbbb");
    g_assert_nonnull (strstr (both, "| Normal vs heuristic | aaaa1, bbbb2 | 200 / 600 | 11 | 5/6 = "));
    g_free (both);
    both = bench_ai_results_table (games, NULL);
    g_assert_nonnull (strstr (both, "| Normal vs heuristic | aaaa1 | 200 / 600 | 1 | 0/1 = "));
    g_assert_nonnull (strstr (both, "| Normal vs heuristic | bbbb2 | 200 / 600 | 10 | "));
  }
  dr_test_remove_tree (dir);
}

static void
test_malformed_line (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "ai-strength.tsv", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) games = NULL;

  g_assert_true (g_file_set_contents (path, "hard-normal\t1\tx\n", -1, NULL));
  games = bench_ai_results_load (path, &error);
  g_assert_null (games);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_nonnull (strstr (error->message, "line 1"));
  dr_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bench/ai-results/wilson", test_wilson);
  g_test_add_func ("/bench/ai-results/append-and-table", test_append_and_table);
  g_test_add_func ("/bench/ai-results/malformed-line", test_malformed_line);
  return g_test_run ();
}
