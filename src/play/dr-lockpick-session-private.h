/* dr-lockpick-session-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the tests read of a Lockpick session besides what the Play view
 * shows, and one hook for them.
 */
#pragma once

#include "dr-lockpick-session.h"

G_BEGIN_DECLS

int                dr_lockpick_session_get_policy      (DrLockpickSession *self);
guint              dr_lockpick_session_get_n_actions   (DrLockpickSession *self);
void               dr_lockpick_session_get_result      (DrLockpickSession *self,
                                                        DrEngineResult *out);
/* Called in the worker before each computer decision. */
void               dr_lockpick_session_set_ai_hook     (DrLockpickSession *self,
                                                        DrPlayWorkerHook hook, gpointer data);

G_END_DECLS
