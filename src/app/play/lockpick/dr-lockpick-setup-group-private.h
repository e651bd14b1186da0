/* dr-lockpick-setup-group-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-lockpick-setup-group.h"

G_BEGIN_DECLS

/* For DrLockpickSetupGroup's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-lockpick-setup-group.h. */

/* Tests: 2 to 4 players, the human's seat, and the opponent (0 normal,
 * 1 hard, 2 hot-seat), as a person would pick them. */
void dr_lockpick_setup_group_set (DrLockpickSetupGroup *self,
                                  int                   players,
                                  int                   seat,
                                  guint                 opponent);

G_END_DECLS
