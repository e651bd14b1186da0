/* dr-play-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "dr-user-store.h"

#include "dr-card-store.h"
#include "dr-lockpick-match.h"
#include "dr-lockpick-replay.h"
#include "dr-play-match.h"
#include "dr-play-replay.h"
#include "dr-play-setup-page.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_VIEW (dr_play_view_get_type ())

/* The window's Play view: a start page (New Match, the games to resume,
 * Resume from a file, Watch a Replay, Rules), the New Match page, the match being played and replays. */
G_DECLARE_FINAL_TYPE (DrPlayView, dr_play_view, DR, PLAY_VIEW, GtkWidget)

/* The pause before each of the computer's actions (400 ms by default: a
 * person can follow it; tests use 0). */
void             dr_play_view_set_ai_delay   (DrPlayView *self,
                                              guint       milliseconds);
gboolean         dr_play_view_start          (DrPlayView        *self,
                                              const DrPlaySetup *setup,
                                              GError           **error);
/* A Lockpick match (New Match with the game Lockpick). */
gboolean         dr_play_view_start_lockpick (DrPlayView            *self,
                                              const DrLockpickSetup *setup,
                                              GError               **error);
DrLockpickMatch *dr_play_view_get_lockpick_match (DrPlayView *self);
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
/* The Lockpick game just over, opened as a replay from its start: from
 * its own file, with no copy of it (FALSE when the game could not be saved). */
gboolean         dr_play_view_watch_lockpick (DrPlayView *self,
                                              GError    **error);
/* The game just over in the match, opened as a replay from its start, as
 * dr_play_view_watch_lockpick() does. */
gboolean         dr_play_view_watch_finished (DrPlayView *self,
                                              GError    **error);
DrPlayMatch     *dr_play_view_get_match      (DrPlayView *self);
/* Whether the start page is still reading the saved games (a worker thread does). */
gboolean         dr_play_view_is_listing     (DrPlayView *self);
/* The saved games the start page and New Match show, read once for both. */
DrPlayGameList  *dr_play_view_get_game_list  (DrPlayView *self);
DrPlaySetupPage *dr_play_view_get_setup_page (DrPlayView *self);
/* "start", "setup", "match", "loading", "replay", "lockpick" or "lockpick-replay" */
const char      *dr_play_view_get_page       (DrPlayView *self);
void             dr_play_view_show_rules     (DrPlayView *self);
/* The start page's unfinished games of the saved-games folder, newest
 * first; activating a row resumes it. */
GtkListBox      *dr_play_view_get_resume_list (DrPlayView *self);
/* Its finished games, newest first (activating a row watches it), and the
 * files that are not readable records, greyed with the reason. */
GtkListBox      *dr_play_view_get_replays_list (DrPlayView *self);
/* A row per deck played against the computer: its wins and losses by side. */
GtkListBox      *dr_play_view_get_history_list (DrPlayView *self);

G_END_DECLS
