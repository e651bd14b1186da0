/* dr-play-match.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-catalog.h"
#include "dr-play-desk.h"
#include "dr-play-session.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_MATCH (dr_play_match_get_type ())

/* A game being played over a DrPlaySession: the desk of the human seat
 * (in hot-seat, of the seat that must act, behind a pass-the-device screen
 * that hides everything between seats), the log as that seat may know it,
 * undo against the computer, saving the record, and the result at the end
 * with Rematch. The computer plays in the session's worker: nothing here
 * waits for it. */
G_DECLARE_FINAL_TYPE (DrPlayMatch, dr_play_match, DR, PLAY_MATCH, GtkWidget)

void           dr_play_match_set_session  (DrPlayMatch   *self,
                                           DrPlaySession *session,
                                           DrPlayCatalog *catalog,
                                           gboolean       can_rematch);
DrPlaySession *dr_play_match_get_session  (DrPlayMatch *self);

G_END_DECLS
