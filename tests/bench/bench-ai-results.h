/* bench-ai-results.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer player's strength games, one line each, in a results file
 * that runs append to (tests/bench/results/ai-strength.tsv): runs of seed
 * ranges in chunks, sessions apart, add up to one table (docs/ai.md).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char *pairing;          /* "hard-normal": the first level against the second */
  guint64 seed;
  char *corp_deck;        /* "starter:nbn" */
  char *runner_deck;
  char *first_seat;       /* "corp" or "runner": the first level's side */
  char *winner;           /* "corp", "runner", "draw" or "none" */
  char *reason;           /* the engine's reason name */
  int turns;
  int iterations_normal;  /* the iteration budgets of the levels */
  int iterations_hard;
  char *commit;           /* the code that played it: a short hash, "-dirty" if changed */
} BenchAiGame;

void       bench_ai_game_clear     (BenchAiGame *game);

/* The games of `path` (none when it does not exist yet), a GArray of
 * BenchAiGame; NULL with `error` for a malformed line. */
GArray    *bench_ai_results_load   (const char *path, GError **error);
/* The key that makes a game the same game: a run skips what is there. */
char      *bench_ai_game_key       (const BenchAiGame *game);
/* Appends one game, writing the header line first into a new file, and
 * flushes, so that a run stopped at any point keeps its finished games. */
gboolean   bench_ai_results_append (const char *path, const BenchAiGame *game, GError **error);

/* The commit of the source tree the program was built from, "-dirty"
 * added when src/ or tests/bench/ have changes not committed. */
char      *bench_ai_source_commit  (void);

/* The markdown table of docs/ai.md from `games`: one row per pairing,
 * commit and budgets, each side's win rate and the overall one with 95 %
 * Wilson intervals, the goal and whether the interval shows it.  `commit`
 * (may be NULL) keeps only the games of commits starting with it (several
 * separated by commas: commits that played the same code, one row). */
char      *bench_ai_results_table  (GArray *games, const char *commit);

/* Wilson score interval at 95 %. */
void       bench_ai_wilson         (int wins, int games, double *lo, double *hi);

G_END_DECLS
