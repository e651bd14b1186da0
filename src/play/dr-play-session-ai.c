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

#include "dr-play-session-private.h"

DrNrAction
dr_play_ai_decide (const DrNrState *state, DrPlayAiLevel level, guint64 seed)
{
  g_autofree DrNrAction *legal = g_new (DrNrAction, DR_NR_MAX_ACTIONS);
  g_autofree DrNrState *view = NULL;
  guint64 rng[4];
  int n = dr_nr_legal_actions (state, legal);
  int k;

  g_return_val_if_fail (n > 0, legal[0]);
  dr_engine_rng_seed (rng, seed ^ 0x5deece66dULL
                      ^ ((guint64) state->actions_applied * 0x9e3779b97f4a7c15ULL));
  if (level == DR_PLAY_AI_RANDOM || (level == DR_PLAY_AI_EASY && dr_engine_rng_below (rng, 4) == 0))
    return legal[dr_engine_rng_below (rng, (uint32_t) n)];
  /* the heuristic sees only its own seat's view: it cannot cheat */
  view = g_new (DrNrState, 1);
  dr_nr_view (state, dr_nr_acting_seat (state), view);
  k = dr_nr_ai_choose (view, legal, n, rng);
  return legal[CLAMP (k, 0, n - 1)];
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
} AiJob;

static void
ai_job_free (AiJob *job)
{
  g_weak_ref_clear (&job->session);
  g_free (job);
}

static void
ai_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  AiJob *job = task_data;
  DrNrAction *action;

  if (job->hook != NULL)
    job->hook (job->hook_data);
  if (g_task_return_error_if_cancelled (task))
    return;
  action = g_new (DrNrAction, 1);
  *action = dr_play_ai_decide (&job->state, job->level, job->seed);
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
  /* no source object: the task must not keep a closed window's game alive */
  task = g_task_new (NULL, cancellable, ai_finished, NULL);
  g_task_set_source_tag (task, dr_play_ai_start);
  g_task_set_task_data (task, job, (GDestroyNotify) ai_job_free);
  g_task_run_in_thread (task, ai_thread);
}
