/* dr-play-turns.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a session of any game of the engine does the same way, whatever
 * its state: the computer's turns (paced, paused, cancelled), the undo
 * stack of positions, the log read into lines per reader, and the checks
 * on a human decision.  DrPlaySession (Netrunner) and DrLockpickSession
 * are built on it.
 */
#pragma once

#include <gio/gio.h>

#include "dr-engine.h"
#include "dr-play-action.h"
#include "dr-play-worker.h"

G_BEGIN_DECLS

/* ---- the computer's turns ---- */

typedef struct
{
  GObject *owner;                 /* the session; not a reference */
  GParamSpec *thinking_pspec;     /* notified when `thinking` changes */
  /* starts the worker on the owner's current position */
  void (*start) (GObject *owner, GCancellable *cancellable);
  guint delay_ms;                 /* a pause a person can follow, before each decision */
  gboolean no_pause;              /* this decision shows nothing to follow: no pause */
  gboolean thinking;
  gboolean paused;                /* cancelled until resumed */
  GCancellable *cancellable;      /* the decision under way */
  guint pause_source;
  DrPlayWorkerHook hook;          /* tests: runs in the worker before deciding */
  gpointer hook_data;
} DrPlayAiRunner;

/* The computer decides next, unless it is paused or already at it. */
void     dr_play_ai_runner_think    (DrPlayAiRunner *runner);
/* Stops the decision under way and pauses the computer. */
void     dr_play_ai_runner_cancel   (DrPlayAiRunner *runner);
void     dr_play_ai_runner_set_thinking (DrPlayAiRunner *runner, gboolean thinking);
/* A decision came back: TRUE when it is the one awaited (it is then no
 * longer under way), FALSE for a cancelled or outdated one. */
gboolean dr_play_ai_runner_take     (DrPlayAiRunner *runner, const DrEngineAction *action,
                                     gboolean current);

/* ---- undo ---- */

/* A stack (GArray) of positions before human decisions. */
GArray  *dr_play_undo_stack_new     (void);
void     dr_play_undo_push          (GArray *stack, const void *state, gsize size,
                                     guint n_actions, int seat, int log_turn);
/* With one human anything back to their last decision; in hot-seat only
 * the seat that decided last, while no other seat has acted since. */
gboolean dr_play_undo_allowed       (GArray *stack, int n_humans, int acting_seat);
/* Puts the last position back into `state`; the number of actions and the
 * log's turn it had. */
void     dr_play_undo_pop           (GArray *stack, void *state, gsize size, guint *n_actions,
                                     int *log_turn);

/* ---- the log ---- */

/* Who acted in event `index`, its kind, and the turn it begins (0: none). */
typedef void (*DrPlayEventMeta) (const void *state, guint32 index, int *seat, int *kind, int *turn);

/* Turns the events since `*seen` into DrPlayLogLines, one store per reader
 * (`logs[0]` a spectator's, `logs[1 + seat]` each seat's), each as that
 * reader may know it, the card titles by `card_title`; the game's log
 * holds the last `ring` events. */
void     dr_play_log_read           (const DrEngineGame *game, const void *state, guint32 ring,
                                     int n_seats,
                                     GListStore **logs, guint32 *seen, int *turn,
                                     DrPlayEventMeta meta,
                                     const char *(*card_title) (const char *code, void *data));
/* After an undo: every reader's lines of events that no longer happened go. */
void     dr_play_log_undo           (GListStore **logs, int n_readers, guint32 log_total,
                                     guint32 *seen);

/* ---- human decisions ---- */

/* FALSE with the reason (DR_PLAY_ERROR_ILLEGAL) when the game is over, the
 * computer must decide, or the action is not legal. */
gboolean dr_play_check_decision     (gboolean over, gboolean human, gboolean legal, GError **error);
/* The action offered at `position`, or NULL with a message. */
DrPlayAction *dr_play_action_at     (GListModel *actions, guint position, GError **error);
/* ---- what every session's class has ---- */

enum
{
  DR_PLAY_PROP_ACTING_SEAT = 1,   /* int, -1 when nobody (over) */
  DR_PLAY_PROP_AI_THINKING,       /* boolean */
  DR_PLAY_PROP_CAN_UNDO,          /* boolean */
  DR_PLAY_N_PROPS
};

enum
{
  DR_PLAY_SIGNAL_CHANGED,         /* after every applied action and every undo */
  DR_PLAY_SIGNAL_GAME_OVER,       /* the game has ended */
  DR_PLAY_N_SIGNALS
};

/* Installs those read-only properties (into `props`, DR_PLAY_N_PROPS long)
 * and signals (into `signals`) on a session class. */
void     dr_play_turns_class_init   (GObjectClass *klass, int max_seats, GParamSpec **props,
                                     guint *signals);
/* get_property of those properties; FALSE for another id. */
gboolean dr_play_turns_get_property (guint prop_id, GValue *value, int acting_seat,
                                     gboolean thinking, gboolean can_undo);
/* A session's stores of log lines, one per reader, made and dropped. */
void     dr_play_logs_init          (GListStore **logs, int n_readers);
void     dr_play_logs_clear         (GListStore **logs, int n_readers);

/* Notifies `pspec` when `value` differs from `*last`, which it keeps. */
void     dr_play_notify_int         (GObject *owner, GParamSpec *pspec, int *last, int value);

G_END_DECLS
