/* dr-play-worker.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-worker"

#include "config.h"

#ifdef __linux__
#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "dr-play-worker.h"

typedef struct
{
  gpointer job;
  GDestroyNotify job_free;
  DrPlayWorkerDecide decide;
  guint generation;
  DrPlayWorkerHook hook;
  gpointer hook_data;
  GWeakRef owner;
  DrPlayWorkerDone done;
  volatile int cancel;   /* set from the cancellable: the search stops */
  gulong cancel_handler;
  GCancellable *cancellable;
  DrEngineAction action;
} Work;

static void
work_free (Work *work)
{
  if (work->cancellable != NULL)
    {
      g_cancellable_disconnect (work->cancellable, work->cancel_handler);
      g_object_unref (work->cancellable);
    }
  g_weak_ref_clear (&work->owner);
  if (work->job_free != NULL)
    work->job_free (work->job);
  g_free (work);
}

static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  Work *work = data;

  work->cancel = 1;
}

/* The search takes every core it finds: its threads run
 * at a lower priority than the window's, so that the window still draws
 * every frame while the computer thinks (bench-play measures the gaps).  A
 * thread of its own, as a pool thread could not get its priority back. */
static gpointer
decide_in_background (gpointer data)
{
  Work *work = data;

#ifdef __linux__
  /* On Linux the nice value is each thread's, and the threads it starts inherit it. */
  if (setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), 10) != 0)
    g_debug ("The computer player thinks at the normal priority: %s", g_strerror (errno));
#endif
  work->decide (work->job, &work->cancel, &work->action);
  return NULL;
}

static void
work_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Work *work = task_data;

  if (work->hook != NULL)
    work->hook (work->hook_data);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_thread_join (g_thread_new ("dr-play-ai", decide_in_background, work));
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_pointer (task, g_memdup2 (&work->action, sizeof work->action), g_free);
}

static void
work_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  Work *work = g_task_get_task_data (G_TASK (result));
  g_autoptr (GObject) owner = g_weak_ref_get (&work->owner);
  g_autofree DrEngineAction *action = g_task_propagate_pointer (G_TASK (result), NULL);

  if (owner != NULL)
    work->done (owner, action, work->generation);
}

void
dr_play_worker_start (GObject *owner, gpointer job, GDestroyNotify job_free,
                      DrPlayWorkerDecide decide, guint generation, DrPlayWorkerHook hook,
                      gpointer hook_data, GCancellable *cancellable, DrPlayWorkerDone done)
{
  g_autoptr (GTask) task = NULL;
  Work *work = g_new0 (Work, 1);

  work->job = job;
  work->job_free = job_free;
  work->decide = decide;
  work->generation = generation;
  work->hook = hook;
  work->hook_data = hook_data;
  work->done = done;
  g_weak_ref_init (&work->owner, owner);
  if (cancellable != NULL)
    {
      work->cancellable = g_object_ref (cancellable);
      work->cancel_handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), work,
                                                    NULL);
    }
  /* no source object: the task must not keep a closed window's game alive */
  task = g_task_new (NULL, cancellable, work_finished, NULL);
  g_task_set_source_tag (task, dr_play_worker_start);
  g_task_set_task_data (task, work, (GDestroyNotify) work_free);
  g_task_run_in_thread (task, work_thread);
}
