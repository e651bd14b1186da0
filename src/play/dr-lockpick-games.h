/* dr-lockpick-games.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick's games in the saved-games folder (dr-play-games.h): a game
 * saves itself there as it is played, and its record is read into the
 * same DrPlayGame as Netrunner's for the Resume list.
 */
#pragma once

#include "dr-lockpick-session.h"
#include "dr-play-games.h"

G_BEGIN_DECLS

/* From now on `session` writes its record to `path` (creating the folder)
 * after every change a human must answer and at once when the game ends,
 * replacing the file in one step (a temporary file renamed), as
 * dr_play_games_autosave() does for Netrunner. */
void        dr_lockpick_games_autosave      (DrLockpickSession *session, const char *path);
/* Writes what waits now (leaving the game); FALSE with a message when it
 * could not, TRUE when saved or when the session does not save itself. */
gboolean    dr_lockpick_games_save_now      (DrLockpickSession *session);
const char *dr_lockpick_games_autosave_path (DrLockpickSession *session);

/* A Lockpick record as a saved game (`lockpick` set, no deck names), or
 * NULL with `error` when it does not replay. */
DrPlayGame *dr_lockpick_games_read          (const char *path, GError **error);
/* The game of the record at `path` replayed to `state`, as the lists read
 * it; NULL with `error` when the file's time cannot be read. */
DrPlayGame *dr_lockpick_games_new_from_record (const char *path, const DrLockpickRecord *rec,
                                               const DrLpState *state, GError **error);

G_END_DECLS
