/* dr-lockpick-match.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-lockpick-grid.h"
#include "dr-lockpick-session.h"

G_BEGIN_DECLS

#define DR_TYPE_LOCKPICK_MATCH (dr_lockpick_match_get_type ())

/* A game of Lockpick being played over a DrLockpickSession: the grid of
 * structure cards, every seat's zone and hand count, the hand of the seat
 * whose eyes the table is for, the decision waiting with its numbered
 * choices (keys 1 to 9 choose too), the log, undo and saving, and the
 * result with Rematch.  In hot-seat a pass-the-device screen hides the
 * table between two people's decisions. */
G_DECLARE_FINAL_TYPE (DrLockpickMatch, dr_lockpick_match, DR, LOCKPICK_MATCH, GtkWidget)

void               dr_lockpick_match_set_session (DrLockpickMatch   *self,
                                                  DrLockpickSession *session,
                                                  gboolean           can_rematch);
/* The card data for the cards' texts and zooms (nullable); a new one
 * (after a sync) redraws the table. */
void               dr_lockpick_match_set_catalog (DrLockpickMatch *self,
                                                  DrPlayCatalog   *catalog);
DrLockpickSession *dr_lockpick_match_get_session (DrLockpickMatch *self);

G_END_DECLS
