/* dr-play-session-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the session's files share, and one hook for tests.
 */
#pragma once

#include "dr-play-session.h"
#include "dr-play-worker.h"

G_BEGIN_DECLS

/* Called in the worker thread before each computer decision: tests use it
 * to make the computer think slowly (as a searching AI will), to show that
 * the main loop keeps running meanwhile and that cancelling works. */
typedef void (*DrPlayAiHook) (gpointer data);
void dr_play_session_set_ai_hook (DrPlaySession *self, DrPlayAiHook hook, gpointer data);

/* What the tests read of a session besides what the Play view shows. */
DrPlayAiLevel    dr_play_session_get_ai_level    (DrPlaySession *self);
const char      *dr_play_session_get_identity    (DrPlaySession *self, int seat);
guint            dr_play_session_get_n_actions   (DrPlaySession *self);   /* applied so far */

/* Runs the decision for `state` in the worker (dr-play-worker.h) and calls
 * `done` on the calling thread's main context with the chosen action, or
 * with NULL when cancelled.  `session` is held weakly: a session disposed
 * meanwhile gets no call. */
void dr_play_ai_start (DrPlaySession *session, const DrNrState *state, DrPlayAiLevel level,
                       guint64 seed, guint generation, DrPlayAiHook hook, gpointer hook_data,
                       GCancellable *cancellable, DrPlayWorkerDone done);

G_END_DECLS
