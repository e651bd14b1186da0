/* dr-play-view-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-lockpick-replay.h"
#include "dr-play-game-list.h"
#include "dr-play-replay.h"
#include "dr-play-setup-page.h"
#include "dr-play-view.h"

G_BEGIN_DECLS

/* For DrPlayView's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-play-view.h. */

/* The pause before each of the computer's actions (400 ms by default: a
 * person can follow it; tests use 0). */
void             dr_play_view_set_ai_delay   (DrPlayView *self,
                                              guint       milliseconds);
gboolean         dr_play_view_start          (DrPlayView        *self,
                                              const DrPlaySetup *setup,
                                              GError           **error);

/* A Netrunner game record, or a Lockpick one (resumed in its own table). */
gboolean         dr_play_view_resume         (DrPlayView  *self,
                                              const char  *path,
                                              GError     **error);

/* Plays a record back (§5 of the Play issue): see DrPlayReplay.  The
 * record is read and replayed in a worker thread, the "loading" page
 * showing meanwhile (leaving it cancels); then the replay's page shows,
 * or, for a file that does not replay, a message and the page it came from. */
void             dr_play_view_replay         (DrPlayView  *self,
                                              const char  *path);

/* Whether a replay is being read (the "loading" page). */
gboolean         dr_play_view_is_opening_replay (DrPlayView *self);
DrPlayReplay    *dr_play_view_get_replay     (DrPlayView *self);

/* A Lockpick record played back (dr_play_view_replay opens one too). */
DrLockpickReplay *dr_play_view_get_lockpick_replay (DrPlayView *self);

/* Whether the start page is still reading the saved games (a worker thread does). */
gboolean         dr_play_view_is_listing     (DrPlayView *self);

/* The saved games the start page and New Match show, read once for both. */
DrPlayGameList  *dr_play_view_get_game_list  (DrPlayView *self);

/* "start", "setup", "match", "loading", "replay", "lockpick" or "lockpick-replay" */
const char      *dr_play_view_get_page       (DrPlayView *self);

G_END_DECLS
