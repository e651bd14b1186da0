/* bench-ai-results.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "bench-ai"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bench-ai-results.h"

#define N_COLUMNS 11

static const char header[] =
  "pairing\tseed\tcorp_deck\trunner_deck\tfirst_seat\twinner\treason\tturns"
  "\titerations_normal\titerations_hard\tcommit\n";

void
bench_ai_game_clear (BenchAiGame *game)
{
  g_clear_pointer (&game->pairing, g_free);
  g_clear_pointer (&game->corp_deck, g_free);
  g_clear_pointer (&game->runner_deck, g_free);
  g_clear_pointer (&game->first_seat, g_free);
  g_clear_pointer (&game->winner, g_free);
  g_clear_pointer (&game->reason, g_free);
  g_clear_pointer (&game->commit, g_free);
}

static gboolean
parse_int (const char *text, int *out)
{
  gint64 value;

  if (!g_ascii_string_to_signed (text, 10, 0, G_MAXINT, &value, NULL))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

static gboolean
parse_line (char *line, BenchAiGame *game)
{
  g_auto (GStrv) cells = g_strsplit (line, "\t", -1);

  memset (game, 0, sizeof *game);
  if (g_strv_length (cells) != N_COLUMNS
      || !g_ascii_string_to_unsigned (cells[1], 10, 0, G_MAXUINT64, &game->seed, NULL)
      || !parse_int (cells[7], &game->turns)
      || !parse_int (cells[8], &game->iterations_normal)
      || !parse_int (cells[9], &game->iterations_hard)
      || (strcmp (cells[4], "corp") != 0 && strcmp (cells[4], "runner") != 0))
    return FALSE;
  game->pairing = g_strdup (cells[0]);
  game->corp_deck = g_strdup (cells[2]);
  game->runner_deck = g_strdup (cells[3]);
  game->first_seat = g_strdup (cells[4]);
  game->winner = g_strdup (cells[5]);
  game->reason = g_strdup (cells[6]);
  game->commit = g_strdup (cells[10]);
  return TRUE;
}

GArray *
bench_ai_results_load (const char *path, GError **error)
{
  g_autoptr (GArray) games = g_array_new (FALSE, TRUE, sizeof (BenchAiGame));
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  GError *local = NULL;
  guint i;

  g_array_set_clear_func (games, (GDestroyNotify) bench_ai_game_clear);
  if (!g_file_get_contents (path, &contents, NULL, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        {
          g_error_free (local);
          return g_steal_pointer (&games);
        }
      g_propagate_error (error, local);
      return NULL;
    }
  lines = g_strsplit (contents, "\n", -1);
  for (i = 0; lines[i] != NULL; i++)
    {
      BenchAiGame game;

      if (lines[i][0] == '\0' || g_str_has_prefix (lines[i], "pairing\t"))
        continue;
      if (!parse_line (lines[i], &game))
        {
          bench_ai_game_clear (&game);
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s, line %u: not a game line",
                       path, i + 1);
          return NULL;
        }
      g_array_append_val (games, game);
    }
  return g_steal_pointer (&games);
}

char *
bench_ai_game_key (const BenchAiGame *game)
{
  return g_strdup_printf ("%s/%" G_GUINT64_FORMAT "/%s/%d/%d/%s", game->pairing, game->seed,
                          game->first_seat, game->iterations_normal, game->iterations_hard,
                          game->commit);
}

gboolean
bench_ai_results_append (const char *path, const BenchAiGame *game, GError **error)
{
  gboolean is_new = !g_file_test (path, G_FILE_TEST_EXISTS);
  FILE *file = fopen (path, "a");
  int failed;

  if (file == NULL)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s: %s", path,
                   g_strerror (errno));
      return FALSE;
    }
  if (is_new)
    fputs (header, file);
  fprintf (file, "%s\t%" G_GUINT64_FORMAT "\t%s\t%s\t%s\t%s\t%s\t%d\t%d\t%d\t%s\n",
           game->pairing, game->seed, game->corp_deck, game->runner_deck, game->first_seat,
           game->winner, game->reason, game->turns, game->iterations_normal,
           game->iterations_hard, game->commit);
  failed = fflush (file) != 0 || ferror (file);
  if (fclose (file) != 0 || failed)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO, "%s: cannot write", path);
      return FALSE;
    }
  return TRUE;
}

static char *
git_output (const char *command)
{
  g_autofree char *line = g_strdup_printf ("git -C %s %s", SOURCE_ROOT, command);
  g_autofree char *out = NULL;
  int status = 0;

  if (!g_spawn_command_line_sync (line, &out, NULL, &status, NULL) || status != 0)
    return NULL;
  return g_strdup (g_strstrip (out));
}

char *
bench_ai_source_commit (void)
{
  g_autofree char *hash = git_output ("rev-parse --short=12 HEAD");
  g_autofree char *changes = git_output ("status --porcelain --untracked-files=no -- src tests/bench");

  if (hash == NULL)
    return g_strdup ("unknown");
  return changes != NULL && *changes != '\0' ? g_strconcat (hash, "-dirty", NULL)
                                             : g_steal_pointer (&hash);
}

void
bench_ai_wilson (int wins, int games, double *lo, double *hi)
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

/* ---- the table ---- */

typedef struct
{
  const char *pairing;
  const char *title;
  double goal;          /* a share; 0 = none (the reference pairing) */
  gboolean each_side;   /* the goal holds on each side, else overall */
} PairingGoal;

static const PairingGoal pairing_goals[] = {
  { "hard-heuristic", "Hard vs heuristic", 0.70, TRUE },
  { "normal-heuristic", "Normal vs heuristic", 0.60, TRUE },
  { "hard-normal", "Hard vs Normal", 0.55, FALSE },
  { "heuristic-heuristic", "heuristic vs heuristic (reference)", 0.0, FALSE },
};

typedef struct
{
  int iterations_normal, iterations_hard;
  int wins[2], games[2];    /* [0] the first level as Corp, [1] as Runner */
  GHashTable *commits;      /* commit -> games, as GINT_TO_POINTER */
  GHashTable *decks;        /* deck -> TRUE */
} Row;

static void
row_free (Row *row)
{
  g_hash_table_unref (row->commits);
  g_hash_table_unref (row->decks);
  g_free (row);
}

static char *
rate (int wins, int games)
{
  double lo, hi;

  if (games == 0)
    return g_strdup ("—");
  bench_ai_wilson (wins, games, &lo, &hi);
  return g_strdup_printf ("%d/%d = %.1f %% [%.1f–%.1f]", wins, games, 100.0 * wins / games,
                          100 * lo, 100 * hi);
}

/* "shown" when the interval's low end reaches the goal, "missed" when its
 * high end stays below it, "not shown yet" in between. */
static const char *
verdict (int wins, int games, double goal)
{
  double lo, hi;

  bench_ai_wilson (wins, games, &lo, &hi);
  if (games > 0 && lo >= goal)
    return "shown";
  if (games > 0 && hi < goal)
    return "missed";
  return "not shown yet";
}

static char *
sorted_keys (GHashTable *table, gboolean with_counts)
{
  g_autoptr (GList) keys = g_list_sort (g_hash_table_get_keys (table), (GCompareFunc) strcmp);
  GString *out = g_string_new (NULL);
  GList *l;

  for (l = keys; l != NULL; l = l->next)
    {
      if (out->len > 0)
        g_string_append (out, ", ");
      g_string_append (out, l->data);
      if (with_counts)
        g_string_append_printf (out, " (%d)", GPOINTER_TO_INT (g_hash_table_lookup (table, l->data)));
    }
  return g_string_free (out, FALSE);
}

static void
append_row (GString *out, const PairingGoal *goal, const Row *row)
{
  int wins = row->wins[0] + row->wins[1], games = row->games[0] + row->games[1];
  g_autofree char *as_corp = rate (row->wins[0], row->games[0]);
  g_autofree char *as_runner = rate (row->wins[1], row->games[1]);
  g_autofree char *overall = rate (wins, games);
  g_autofree char *goal_text = NULL;
  g_autofree char *commits = sorted_keys (row->commits, FALSE);

  if (goal->goal <= 0)
    goal_text = g_strdup ("—");
  else if (goal->each_side)
    {
      const char *corp = verdict (row->wins[0], row->games[0], goal->goal);
      const char *runner = verdict (row->wins[1], row->games[1], goal->goal);

      goal_text = g_strdup_printf ("≥ %.0f %% on each side: %s", 100 * goal->goal,
                                   strcmp (corp, runner) == 0 ? corp
                                   : strcmp (corp, "missed") == 0 || strcmp (runner, "missed") == 0
                                     ? "missed" : "not shown yet");
    }
  else
    goal_text = g_strdup_printf ("≥ %.0f %%: %s", 100 * goal->goal,
                                 verdict (wins, games, goal->goal));
  g_string_append_printf (out, "| %s | %s | %d / %d | %d | %s | %s | %s | %s |\n", goal->title,
                          commits, row->iterations_normal, row->iterations_hard, games, as_corp,
                          as_runner, overall, goal_text);
}

/* `commits`: NULL for all, else prefixes separated by commas. */
static gboolean
commit_wanted (const char *commit, const char *commits)
{
  g_auto (GStrv) prefixes = NULL;
  guint i;

  if (commits == NULL)
    return TRUE;
  prefixes = g_strsplit (commits, ",", -1);
  for (i = 0; prefixes[i] != NULL; i++)
    if (prefixes[i][0] != '\0' && g_str_has_prefix (commit, prefixes[i]))
      return TRUE;
  return FALSE;
}

char *
bench_ai_results_table (GArray *games, const char *commit)
{
  GString *out = g_string_new (NULL);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) all_decks = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) all_commits = g_hash_table_new (g_str_hash, g_str_equal);
  guint p, i;

  g_string_append (out, "| pairing | commit | iterations (Normal / Hard) | games "
                        "| first level as Corp | as Runner | overall | goal |\n"
                        "| --- | --- | --- | --- | --- | --- | --- | --- |\n");
  for (p = 0; p < G_N_ELEMENTS (pairing_goals); p++)
    {
      g_autoptr (GHashTable) rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                           (GDestroyNotify) row_free);
      g_autoptr (GList) keys = NULL;
      GList *l;

      for (i = 0; i < games->len; i++)
        {
          const BenchAiGame *game = &g_array_index (games, BenchAiGame, i);
          g_autofree char *budgets = NULL;
          char *key;
          Row *row;
          int side;

          if (strcmp (game->pairing, pairing_goals[p].pairing) != 0
              || !commit_wanted (game->commit, commit))
            continue;
          /* the same game twice (a chunk run again) counts once */
          key = bench_ai_game_key (game);
          if (!g_hash_table_add (seen, key))
            continue;
          /* without a filter each commit is a row of its own; the commits a
           * filter names are taken as the same code */
          budgets = g_strdup_printf ("%06d/%06d/%s", game->iterations_normal,
                                     game->iterations_hard, commit != NULL ? "" : game->commit);
          row = g_hash_table_lookup (rows, budgets);
          if (row == NULL)
            {
              row = g_new0 (Row, 1);
              row->iterations_normal = game->iterations_normal;
              row->iterations_hard = game->iterations_hard;
              row->commits = g_hash_table_new (g_str_hash, g_str_equal);
              row->decks = g_hash_table_new (g_str_hash, g_str_equal);
              g_hash_table_insert (rows, g_steal_pointer (&budgets), row);
            }
          side = strcmp (game->first_seat, "corp") == 0 ? 0 : 1;
          row->games[side]++;
          row->wins[side] += strcmp (game->winner, game->first_seat) == 0;
          g_hash_table_insert (row->commits, game->commit,
                               GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (row->commits, game->commit)) + 1));
          g_hash_table_insert (all_commits, game->commit,
                               GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (all_commits, game->commit)) + 1));
          g_hash_table_add (all_decks, game->corp_deck);
          g_hash_table_add (all_decks, game->runner_deck);
        }
      keys = g_list_sort (g_hash_table_get_keys (rows), (GCompareFunc) strcmp);
      for (l = keys; l != NULL; l = l->next)
        append_row (out, &pairing_goals[p], g_hash_table_lookup (rows, l->data));
    }
  {
    g_autofree char *decks = sorted_keys (all_decks, FALSE);
    g_autofree char *commits = sorted_keys (all_commits, TRUE);

    g_string_append_printf (out, "\nDecks: %s.\nGames by commit: %s.\n", decks, commits);
  }
  return g_string_free (out, FALSE);
}
