/* dr-play-session.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One game being played: the engine's state, the history for undo, the
 * record, the computer's turns.  The Play window and the terminal's `play`
 * are both fronts over it.
 */
#pragma once

#include <gio/gio.h>

#include "dr-netrunner.h"
#include "dr-play-action.h"
#include "dr-play-deck.h"
#include "dr-play-log-line.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_SESSION (dr_play_session_get_type ())
G_DECLARE_FINAL_TYPE (DrPlaySession, dr_play_session, DR, PLAY_SESSION, GObject)

typedef enum
{
  DR_PLAY_SEAT_HUMAN,
  DR_PLAY_SEAT_AI
} DrPlaySeatKind;

/* RANDOM picks any legal action; EASY, NORMAL and HARD are the levels of
 * the engine's player (dr-nr-ai.h, docs/ai.md): the heuristic with some
 * mistakes, then a search of 200 and 600 iterations per decision
 * (DECKRUNNER_AI_ITERATIONS=N: N iterations instead), which the session
 * runs in a worker and stops when cancelled. */
typedef enum
{
  DR_PLAY_AI_RANDOM,
  DR_PLAY_AI_EASY,
  DR_PLAY_AI_NORMAL,
  DR_PLAY_AI_HARD
} DrPlayAiLevel;

typedef struct
{
  guint64 seed;
  int n_runners;                         /* 1..3 (NAPD with 2-3) */
  DrPlayDeck *corp;
  DrPlayDeck *runners[3];
  DrPlaySeatKind seats[4];               /* seat 0 Corp, 1..3 Runners */
  DrPlayAiLevel ai_level;
  guint ai_delay_ms;                     /* pause before each AI action so a human can follow; 0 in tests */
  guint16 turn_limit;                    /* 0 = none */
} DrPlaySetup;

/* A new game.  Refuses (DR_PLAY_ERROR_UNPLAYABLE) decks with cards the
 * engine cannot play yet, naming them, and (DR_PLAY_ERROR_INVALID) a setup
 * the engine refuses: a deck of the wrong side, two Runners with the same
 * identity.  The computer starts acting once the main context runs. */
DrPlaySession   *dr_play_session_new             (const DrPlaySetup *setup, GError **error);
/* A game saved by dr_play_session_save (or any game record), resumed where
 * it stopped; a record without seat kinds gives every seat to a human. */
DrPlaySession   *dr_play_session_load            (const char *record_path, GError **error);
/* The record (JSON Lines, docs/scenario-format.md) with the seats and the
 * AI's level, replaced in one step. */
gboolean         dr_play_session_save            (DrPlaySession *self, const char *path,
                                                  GError **error);

const DrNrState *dr_play_session_get_state       (DrPlaySession *self);   /* everything: tests, replays */
void             dr_play_session_get_view        (DrPlaySession *self, int seat, DrNrState *out);
int              dr_play_session_get_acting_seat (DrPlaySession *self);   /* -1 when over */
DrPlaySeatKind   dr_play_session_get_seat_kind   (DrPlaySession *self, int seat);
int              dr_play_session_get_n_seats     (DrPlaySession *self);
/* The legal actions (DrPlayAction) of the human seat that must act, in the
 * engine's order; empty while the computer acts or the game is over. */
GListModel      *dr_play_session_get_actions     (DrPlaySession *self);
gboolean         dr_play_session_choose          (DrPlaySession *self, guint position,
                                                  GError **error);
/* Any legal action of the human seat that must act. */
gboolean         dr_play_session_apply           (DrPlaySession *self, const DrNrAction *a,
                                                  GError **error);
/* Undo takes back the last human decision and every computer action after
 * it.  With several human seats (hot-seat) a seat may take back only its
 * own decision, never once another seat has acted after it. */
gboolean         dr_play_session_can_undo        (DrPlaySession *self);
gboolean         dr_play_session_undo            (DrPlaySession *self);
/* The log (DrPlayLogLine) as `viewer` (a seat, or -1 for a spectator) may
 * know it: never a card that reader could not see when it happened. */
GListModel      *dr_play_session_get_log         (DrPlaySession *self, int viewer);
gboolean         dr_play_session_is_over         (DrPlaySession *self);
void             dr_play_session_get_result      (DrPlaySession *self, DrEngineResult *out);
gboolean         dr_play_session_get_ai_thinking (DrPlaySession *self);
/* Stops the computer's current decision and pauses it (also when called
 * from a ::changed handler): it acts again after dr_play_session_run_ai
 * or an undo. */
void             dr_play_session_cancel_ai       (DrPlaySession *self);

/* Additions to the first API */
void             dr_play_session_run_ai          (DrPlaySession *self);
guint64          dr_play_session_get_seed        (DrPlaySession *self);
/* The deck a seat plays (its name and identity), as the session has it. */
const char      *dr_play_session_get_deck_name   (DrPlaySession *self, int seat);
/* `a` in words as `reader` (a seat, -1 a spectator, -2 someone who sees
 * everything) may know it, on the current state: call it from
 * ::action-chosen to say what is about to happen.  `vocabulary` (may be
 * NULL) gets the scenario vocabulary as the reader may know it.  Free
 * both with g_free(). */
char            *dr_play_session_describe_action (DrPlaySession *self, const DrNrAction *a,
                                                  int reader, char **vocabulary);

/* Signals (they follow changes: right after new() or load(), read the
 * acting seat and the actions list instead of waiting for one):
 *   "changed"          after every applied action and every undo, on the main context
 *   "decision-needed"  (int seat) a human seat must act
 *   "game-over"        the game has ended
 *   "action-chosen"    (DrPlayAction *) an action is about to be applied (the state is
 *                      still the one it applies to); its label is as its seat sees it
 * Properties: "acting-seat", "ai-thinking", "can-undo" (read-only). */

G_END_DECLS
