/* dr-play-session-ai.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer's Netrunner decisions, run off the main thread by the
 * shared worker (dr-play-worker.c).
 */
#define G_LOG_DOMAIN "dr-play-session"

#include "config.h"

#include <string.h>

#include "dr-nr-ai.h"
#include "dr-play-session-private.h"

/* DECKRUNNER_AI_ITERATIONS=N gives Normal and Hard N search iterations
 * instead of their own 200 and 600, so that tests that play whole games
 * with the computer stay fast. */
static int
ai_iterations_from_env (void)
{
  static gsize once = 0;
  static int iterations = 0;

  if (g_once_init_enter (&once))
    {
      const char *value = g_getenv ("DECKRUNNER_AI_ITERATIONS");
      gint64 n = value != NULL ? g_ascii_strtoll (value, NULL, 10) : 0;

      iterations = n > 0 && n <= 1000000 ? (int) n : 0;
      g_once_init_leave (&once, 1);
    }
  return iterations;
}

static DrNrAction
decide (const DrNrState *state, DrPlayAiLevel level, guint64 seed, volatile int *cancel)
{
  static const DrNrAiLevel engine_levels[] = {
    [DR_PLAY_AI_EASY] = DR_NR_AI_EASY,
    [DR_PLAY_AI_NORMAL] = DR_NR_AI_NORMAL,
    [DR_PLAY_AI_HARD] = DR_NR_AI_HARD,
  };
  g_autofree DrNrAction *legal = g_new (DrNrAction, DR_NR_MAX_ACTIONS);
  g_autofree DrNrState *view = NULL;
  g_autofree DrNrAiDecks *decks = NULL;
  DrNrAiBudget budget = { .iterations = ai_iterations_from_env () };
  guint64 rng[4];
  int n = dr_nr_legal_actions (state, legal);
  int seat, k;

  g_return_val_if_fail (n > 0, legal[0]);
  if (n == 1)
    return legal[0];
  dr_engine_rng_seed (rng, seed ^ 0x5deece66dULL
                      ^ ((guint64) state->actions_applied * 0x9e3779b97f4a7c15ULL));
  if (level == DR_PLAY_AI_RANDOM)
    return legal[dr_engine_rng_below (rng, (uint32_t) n)];
  /* the player sees only its own seat's view and its own deck list: it
   * cannot cheat (docs/ai.md) */
  seat = dr_nr_acting_seat (state);
  view = g_new (DrNrState, 1);
  decks = g_new (DrNrAiDecks, 1);
  dr_nr_view (state, seat, view);
  dr_nr_ai_decks_own (decks, state, seat);
  k = dr_nr_ai_decide (view, decks, legal, n, rng, engine_levels[CLAMP (level, DR_PLAY_AI_EASY,
                                                                        DR_PLAY_AI_HARD)],
                       budget.iterations > 0 ? &budget : NULL, cancel);
  return legal[CLAMP (k, 0, n - 1)];
}

typedef struct
{
  DrNrState state;
  DrPlayAiLevel level;
  guint64 seed;
} AiJob;

static void
decide_job (gpointer data, volatile int *cancel, DrEngineAction *out)
{
  AiJob *job = data;
  DrNrAction action = decide (&job->state, job->level, job->seed, cancel);

  memcpy (out, &action, sizeof *out);
}

void
dr_play_ai_start (DrPlaySession *session, const DrNrState *state, DrPlayAiLevel level,
                  guint64 seed, guint generation, DrPlayAiHook hook, gpointer hook_data,
                  GCancellable *cancellable, DrPlayWorkerDone done)
{
  AiJob *job = g_new (AiJob, 1);

  memcpy (&job->state, state, sizeof job->state);
  job->level = level;
  job->seed = seed;
  dr_play_worker_start (G_OBJECT (session), job, g_free, decide_job, generation, hook, hook_data,
                        cancellable, done);
}
