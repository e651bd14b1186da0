/* dr-play-session-ai.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer's turns off the main thread: a worker decides on a copy of
 * the state (plain data, memcpy) and the main context applies the choice,
 * so a window keeps drawing however long the computer thinks.
 */
#define G_LOG_DOMAIN "dr-play-session"

#include "config.h"

#include <string.h>
#ifdef __linux__
#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "dr-nr-ai.h"
#include "dr-play-session-private.h"

/* DECKRUNNER_AI_ITERATIONS=N gives Normal and Hard a fixed number of
 * search iterations instead of their time budgets (about 1 and 3 seconds):
 * a seed then replays the same game on any machine, and tests that play
 * whole games with the computer stay fast. */
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

DrNrAction
dr_play_ai_decide (const DrNrState *state, DrPlayAiLevel level, guint64 seed)
{
  return decide (state, level, seed, NULL);
}

typedef struct
{
  DrNrState state;
  DrPlayAiLevel level;
  guint64 seed;
  guint generation;
  DrPlayAiHook hook;
  gpointer hook_data;
  GWeakRef session;
  DrPlayAiDone done;
  volatile int cancel;   /* set from the cancellable: the search stops */
  gulong cancel_handler;
  GCancellable *cancellable;
} AiJob;

static void
ai_job_free (AiJob *job)
{
  if (job->cancellable != NULL)
    {
      g_cancellable_disconnect (job->cancellable, job->cancel_handler);
      g_object_unref (job->cancellable);
    }
  g_weak_ref_clear (&job->session);
  g_free (job);
}

static void
ai_cancelled (GCancellable *cancellable, gpointer data)
{
  AiJob *job = data;

  job->cancel = 1;
}

/* The search takes every core it finds for its time budget: its threads run
 * at a lower priority than the window's, so that the window still draws
 * every frame while the computer thinks (bench-play measures the gaps).  A
 * thread of its own, as a pool thread could not get its priority back. */
typedef struct
{
  AiJob *job;
  DrNrAction action;
} Decision;

static gpointer
decide_in_background (gpointer data)
{
  Decision *decision = data;

#ifdef __linux__
  /* On Linux the nice value is each thread's, and the threads it starts inherit it. */
  if (setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), 10) != 0)
    g_debug ("The computer player thinks at the normal priority: %s", g_strerror (errno));
#endif
  decision->action = decide (&decision->job->state, decision->job->level, decision->job->seed,
                             &decision->job->cancel);
  return NULL;
}

static void
ai_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  AiJob *job = task_data;
  DrNrAction *action;
  Decision decision = { .job = job };

  if (job->hook != NULL)
    job->hook (job->hook_data);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_thread_join (g_thread_new ("dr-play-ai", decide_in_background, &decision));
  action = g_new (DrNrAction, 1);
  *action = decision.action;
  if (g_task_return_error_if_cancelled (task))
    {
      g_free (action);
      return;
    }
  g_task_return_pointer (task, action, g_free);
}

static void
ai_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  AiJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (DrPlaySession) session = g_weak_ref_get (&job->session);
  g_autofree DrNrAction *action = g_task_propagate_pointer (G_TASK (result), NULL);

  if (session != NULL)
    job->done (session, action, job->generation);
}

void
dr_play_ai_start (DrPlaySession *session, const DrNrState *state, DrPlayAiLevel level,
                  guint64 seed, guint generation, DrPlayAiHook hook, gpointer hook_data,
                  GCancellable *cancellable, DrPlayAiDone done)
{
  g_autoptr (GTask) task = NULL;
  AiJob *job = g_new0 (AiJob, 1);

  memcpy (&job->state, state, sizeof job->state);
  job->level = level;
  job->seed = seed;
  job->generation = generation;
  job->hook = hook;
  job->hook_data = hook_data;
  job->done = done;
  g_weak_ref_init (&job->session, session);
  if (cancellable != NULL)
    {
      job->cancellable = g_object_ref (cancellable);
      job->cancel_handler = g_cancellable_connect (cancellable, G_CALLBACK (ai_cancelled), job,
                                                   NULL);
    }
  /* no source object: the task must not keep a closed window's game alive */
  task = g_task_new (NULL, cancellable, ai_finished, NULL);
  g_task_set_source_tag (task, dr_play_ai_start);
  g_task_set_task_data (task, job, (GDestroyNotify) ai_job_free);
  g_task_run_in_thread (task, ai_thread);
}
