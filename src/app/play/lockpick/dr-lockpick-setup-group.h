/* dr-lockpick-setup-group.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-lockpick-session.h"

G_BEGIN_DECLS

#define DR_TYPE_LOCKPICK_SETUP_GROUP (dr_lockpick_setup_group_get_type ())

/* New Match's choices for Lockpick: 2 to 4 players, the seat the person
 * plays (the server or a hacker), the computer's level (the heuristic, or
 * the search) or people on this device (hot-seat), and the decks: dealt at
 * random or chosen by the players. */
G_DECLARE_FINAL_TYPE (DrLockpickSetupGroup, dr_lockpick_setup_group, DR, LOCKPICK_SETUP_GROUP, AdwPreferencesGroup)

/* Fills the players, the seats, the computer's level and the decks of `out`; the
 * seed and the pause before the computer's moves are left as they are. */
void dr_lockpick_setup_group_get (DrLockpickSetupGroup *self,
                                  DrLockpickSetup      *out);

G_END_DECLS
