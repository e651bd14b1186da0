/* dr-lockpick-session.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One game of Lockpick being played: the engine's state, the history for
 * undo, the record, the computer's seats.  The Play window's Lockpick
 * table is a front over it; DrPlaySession is Netrunner's.
 */
#pragma once

#include <gio/gio.h>

#include "dr-lockpick-play.h"
#include "dr-play-action.h"
#include "dr-play-log-line.h"
#include "dr-play-worker.h"

G_BEGIN_DECLS

#define DR_TYPE_LOCKPICK_SESSION (dr_lockpick_session_get_type ())
G_DECLARE_FINAL_TYPE (DrLockpickSession, dr_lockpick_session, DR, LOCKPICK_SESSION, GObject)

typedef struct
{
  guint64 seed;
  int players;                           /* 2..4, the server included */
  gboolean seat_ai[DR_LP_MAX_SEATS];     /* seat 0 the server, 1..3 the hackers */
  int policy;                            /* DrLockpickPolicy of the computer's seats */
  guint ai_delay_ms;                     /* pause before each computer action; 0 in tests */
  gboolean chosen_decks;                 /* the players choose their cards (dr_lp_setup_chosen) */
} DrLockpickSetup;

/* A new game from the box (dr_lockpick_new_game_full); FALSE-like NULL with a
 * message for a bad player count or policy.  The computer starts acting
 * once the main context runs. */
DrLockpickSession *dr_lockpick_session_new     (const DrLockpickSetup *setup, GError **error);
/* A Lockpick record (dr_lockpick_record_save, the CLI's records) resumed
 * where it stopped; a record whose actions do not replay, or that does not
 * end on the position it names, is refused. */
DrLockpickSession *dr_lockpick_session_load    (const char *path, GError **error);
gboolean           dr_lockpick_session_save    (DrLockpickSession *self, const char *path,
                                                GError **error);

const DrLpState   *dr_lockpick_session_get_state       (DrLockpickSession *self);  /* everything */
/* What `seat` may know (-1: a spectator). */
void               dr_lockpick_session_get_view        (DrLockpickSession *self, int seat,
                                                        DrLpState *out);
int                dr_lockpick_session_get_acting_seat (DrLockpickSession *self);  /* -1 when over */
gboolean           dr_lockpick_session_is_human        (DrLockpickSession *self, int seat);
int                dr_lockpick_session_get_n_seats     (DrLockpickSession *self);
guint64            dr_lockpick_session_get_seed        (DrLockpickSession *self);
void               dr_lockpick_session_set_ai_delay    (DrLockpickSession *self, guint milliseconds);

/* The legal actions (DrPlayAction, with dr_play_action_get_engine_action)
 * of the human seat that must act, described as that seat sees them;
 * empty while the computer acts or the game is over. */
GListModel        *dr_lockpick_session_get_actions     (DrLockpickSession *self);
gboolean           dr_lockpick_session_choose          (DrLockpickSession *self, guint position,
                                                        GError **error);
gboolean           dr_lockpick_session_apply           (DrLockpickSession *self,
                                                        const DrEngineAction *a, GError **error);
/* The decision waiting, in words for the seat that must take it ("Where
 * does Sandbox go?…"), or NULL in an ordinary turn or when over. */
char              *dr_lockpick_session_get_prompt      (DrLockpickSession *self);

/* Undo takes back the last human decision and every computer action after
 * it; in hot-seat only the seat that decided last, while no other seat
 * has acted since. */
gboolean           dr_lockpick_session_can_undo        (DrLockpickSession *self);
gboolean           dr_lockpick_session_undo            (DrLockpickSession *self);

/* The log (DrPlayLogLine) as `viewer` (a seat, or -1 a spectator) may know it. */
GListModel        *dr_lockpick_session_get_log         (DrLockpickSession *self, int viewer);
gboolean           dr_lockpick_session_is_over         (DrLockpickSession *self);
gboolean           dr_lockpick_session_get_ai_thinking (DrLockpickSession *self);
/* Stops the computer's current decision and pauses it: it acts again
 * after dr_lockpick_session_run_ai or an undo. */
void               dr_lockpick_session_cancel_ai       (DrLockpickSession *self);
void               dr_lockpick_session_run_ai          (DrLockpickSession *self);

/* Who acted in event `index` of a Lockpick state's log, its kind and the
 * turn it begins (dr_play_log_read's DrPlayEventMeta; a replay reads the
 * log as a session does). */
void               dr_lockpick_session_event_meta      (const void *state, guint32 index, int *seat,
                                                        int *kind, int *turn);

/* A card's title as the user reads it (French in a French locale). */
const char        *dr_lockpick_session_card_title      (int def);

/* Signals, after the session is consistent again:
 *   "changed"    after every applied action and every undo
 *   "game-over"  the game has ended
 * Properties: "acting-seat", "ai-thinking", "can-undo" (read-only). */

G_END_DECLS
