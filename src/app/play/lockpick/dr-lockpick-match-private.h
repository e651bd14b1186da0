/* dr-lockpick-match-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-lockpick-match.h"

G_BEGIN_DECLS

/* For DrLockpickMatch's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-lockpick-match.h. */

/* A seat, or -1 for everything anyone may see. */
int                dr_lockpick_match_get_viewer  (DrLockpickMatch *self);
gboolean           dr_lockpick_match_is_passing  (DrLockpickMatch *self);
gboolean           dr_lockpick_match_save        (DrLockpickMatch  *self,
                                                  const char       *path,
                                                  GError          **error);

/* The result's words once the game is over, else NULL. */
const char        *dr_lockpick_match_get_result  (DrLockpickMatch *self);

G_END_DECLS
