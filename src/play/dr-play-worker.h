/* dr-play-worker.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer's decisions off the main thread, for any game of the
 * engine: a worker decides on a copy of the state (plain data) and the
 * main context gets the choice, so a window keeps drawing however long the
 * computer thinks.  DrPlaySession (Netrunner) and DrLockpickSession share it.
 */
#pragma once

#include <gio/gio.h>

#include "dr-engine.h"

G_BEGIN_DECLS

/* Called in the worker thread before the decision (tests make the
 * computer think slowly with it). */
typedef void (*DrPlayWorkerHook) (gpointer data);

/* Decides for `job` (the caller's data: a copy of the state and whatever
 * the decision needs) in the worker; `cancel` turns non-zero when the
 * cancellable is cancelled, and a search should stop then. */
typedef void (*DrPlayWorkerDecide) (gpointer job, volatile int *cancel, DrEngineAction *out);

/* Called on the starting thread's main context with the decision, or with
 * NULL when it was cancelled; `owner` was held weakly and is alive. */
typedef void (*DrPlayWorkerDone) (GObject *owner, const DrEngineAction *action, guint generation);

/* Runs `decide` on `job` (owned: freed with `job_free`) in a thread at a
 * lower priority than the window's, then `done`.  An owner disposed
 * meanwhile gets no call. */
void dr_play_worker_start (GObject            *owner,
                           gpointer            job,
                           GDestroyNotify      job_free,
                           DrPlayWorkerDecide  decide,
                           guint               generation,
                           DrPlayWorkerHook    hook,
                           gpointer            hook_data,
                           GCancellable       *cancellable,
                           DrPlayWorkerDone    done);

G_END_DECLS
