/* dr-play-session.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game as fronts play it.  Every change goes through update(): the log
 * and the legal actions are brought up to date before any signal, so that
 * a handler reads a consistent session, and a handler that acts (choosing
 * an action, undoing) leaves the rest of the work to its own update().
 */
#define G_LOG_DOMAIN "dr-play-session"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-play-session-private.h"
#include "dr-play-text.h"
#include "dr-play-turns.h"
#include "dr-scenario.h"

#define N_READERS (1 + DR_NR_MAX_SEATS)   /* a spectator, then each seat */

struct _DrPlaySession
{
  GObject parent_instance;

  DrNrState state;
  DrPlayRecord record;                 /* decks, seed, actions, seats */
  DrPlaySeatKind seats[DR_NR_MAX_SEATS];
  DrPlayAiLevel ai_level;

  GArray *history;                     /* positions before human decisions (dr-play-turns.h) */
  GListStore *actions;                 /* DrPlayAction */
  GListStore *logs[N_READERS];         /* DrPlayLogLine, by reader + 1 */
  guint32 log_seen;                    /* events turned into lines so far */
  int log_turn;

  guint generation;                    /* bumped by every change of the state */
  int acting_seat;                     /* as last notified */
  int can_undo;                        /* as last notified */
  gboolean over_announced;

  DrPlayAiRunner ai;
};

G_DEFINE_FINAL_TYPE (DrPlaySession, dr_play_session, G_TYPE_OBJECT)

/* the signals every session has (dr-play-turns.h), then Netrunner's own */
enum
{
  SIGNAL_CHANGED = DR_PLAY_SIGNAL_CHANGED,
  SIGNAL_GAME_OVER = DR_PLAY_SIGNAL_GAME_OVER,
  SIGNAL_DECISION_NEEDED = DR_PLAY_N_SIGNALS,
  SIGNAL_ACTION_CHOSEN,
  N_SIGNALS
};

static GParamSpec *properties[DR_PLAY_N_PROPS];
static guint signals[N_SIGNALS];

static void update (DrPlaySession *self);

/* ---- words ---- */

static char *
translate (const DrEngineText *text)
{
  return dr_play_text_translate (text, dr_play_netrunner_card_title, NULL);
}

/* The action as `reader` may know it (< -1: everything), with its
 * vocabulary and the code of its card when the reader can see it. */
static char *
describe (const DrNrState *s, const DrNrAction *a, int reader, char **vocabulary,
          char **card_code)
{
  g_autofree DrNrState *view = NULL;
  const DrNrState *seen = s;
  DrEngineText text;

  if (reader >= -1)
    {
      view = g_new (DrNrState, 1);
      dr_nr_view (s, reader, view);
      seen = view;
    }
  dr_nr_describe_action (seen, a, &text);
  if (vocabulary != NULL)
    {
      char buf[128];

      dr_nr_action_describe (seen, a, buf, sizeof buf);
      *vocabulary = g_strdup (buf);
    }
  if (card_code != NULL)
    {
      const DrNrCardDef *d = a->card < seen->n_cards ? dr_nr_def (seen, a->card) : NULL;

      *card_code = g_strdup (d != NULL && seen->cards[a->card].def != 0 ? d->code : "");
    }
  return translate (&text);
}

/* `seen` is already the acting seat's view (or the state, to mask here). */
static DrPlayAction *
play_action_for (const DrNrState *seen, gboolean masked, const DrNrAction *a)
{
  g_autofree char *vocabulary = NULL;
  g_autofree char *card_code = NULL;
  g_autofree char *label = describe (seen, a, masked ? -2 : a->seat, &vocabulary, &card_code);

  return dr_play_action_new (a, label, vocabulary, card_code);
}

/* ---- log ---- */

static void
event_meta (const void *state, guint32 index, int *seat, int *kind, int *turn)
{
  const DrNrLogEntry *e = &((const DrNrState *) state)->log[index % DR_NR_LOG_CAP];

  *seat = e->seat < DR_NR_MAX_SEATS ? e->seat : -1;
  *kind = e->kind;
  *turn = e->kind == DR_NR_EV_TURN_BEGINS ? e->n : 0;
}

static void
append_log (DrPlaySession *self)
{
  dr_play_log_read (&dr_netrunner_game, &self->state, DR_NR_LOG_CAP, self->state.n_seats, self->logs,
                    &self->log_seen, &self->log_turn, event_meta, dr_play_netrunner_card_title);
}

/* ---- state of the session ---- */

static gboolean
seat_is_human (DrPlaySession *self, int seat)
{
  return seat >= 0 && seat < DR_NR_MAX_SEATS && self->seats[seat] == DR_PLAY_SEAT_HUMAN;
}

static int
count_humans (DrPlaySession *self)
{
  int seat, n = 0;

  for (seat = 0; seat < self->state.n_seats; seat++)
    n += seat_is_human (self, seat);
  return n;
}

static gboolean
compute_can_undo (DrPlaySession *self)
{
  return dr_play_undo_allowed (self->history, count_humans (self), dr_nr_acting_seat (&self->state));
}

static void
refresh_actions (DrPlaySession *self)
{
  int seat = dr_nr_acting_seat (&self->state);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  guint old = g_list_model_get_n_items (G_LIST_MODEL (self->actions));

  if (!dr_nr_is_over (&self->state) && seat_is_human (self, seat))
    {
      g_autofree DrNrAction *legal = g_new (DrNrAction, DR_NR_MAX_ACTIONS);
      g_autofree DrNrState *view = g_new (DrNrState, 1);
      int n = dr_nr_legal_actions (&self->state, legal), i;

      /* one view for the whole list: every action is the same seat's */
      dr_nr_view (&self->state, seat, view);
      for (i = 0; i < n; i++)
        g_ptr_array_add (items, play_action_for (view, TRUE, &legal[i]));
    }
  if (old > 0 || items->len > 0)
    g_list_store_splice (self->actions, 0, old, items->pdata, items->len);
}

/* ---- the computer ---- */

static void ai_done (GObject *owner, const DrEngineAction *decision, guint generation);

static void
start_ai_worker (GObject *owner, GCancellable *cancellable)
{
  DrPlaySession *self = DR_PLAY_SESSION (owner);

  dr_play_ai_start (self, &self->state, self->ai_level, self->record.seed, self->generation,
                    self->ai.hook, self->ai.hook_data, cancellable, ai_done);
}

void
dr_play_session_cancel_ai (DrPlaySession *self)
{
  g_return_if_fail (DR_IS_PLAY_SESSION (self));
  dr_play_ai_runner_cancel (&self->ai);
}

void
dr_play_session_run_ai (DrPlaySession *self)
{
  int seat;

  g_return_if_fail (DR_IS_PLAY_SESSION (self));
  self->ai.paused = FALSE;
  seat = dr_nr_acting_seat (&self->state);
  if (!dr_nr_is_over (&self->state) && seat >= 0 && !seat_is_human (self, seat))
    dr_play_ai_runner_think (&self->ai);
}

/* ---- applying ---- */

static void
apply_action (DrPlaySession *self, const DrNrAction *a, gboolean by_human)
{
  g_autoptr (DrPlayAction) chosen = play_action_for (&self->state, FALSE, a);
  guint generation = ++self->generation;

  g_signal_emit (self, signals[SIGNAL_ACTION_CHOSEN], 0, chosen);
  if (generation != self->generation)
    return;   /* a handler changed the game (undo): the choice is void */
  if (by_human)
    dr_play_undo_push (self->history, &self->state, sizeof self->state, self->record.actions->len,
                       a->seat, self->log_turn);
  g_array_append_val (self->record.actions, *a);
  dr_nr_apply (&self->state, a);
  update (self);
}

static void
ai_done (GObject *owner, const DrEngineAction *decision, guint generation)
{
  DrPlaySession *self = DR_PLAY_SESSION (owner);
  const DrNrAction *action = (const DrNrAction *) decision;   /* the same layout (dr-engine.h) */

  if (!dr_play_ai_runner_take (&self->ai, decision, generation == self->generation))
    return;
  if (!dr_nr_is_legal (&self->state, action))
    {
      g_critical ("The computer chose an action that is not legal");
      dr_play_ai_runner_set_thinking (&self->ai, FALSE);
      return;
    }
  apply_action (self, action, FALSE);
}

static void
update (DrPlaySession *self)
{
  guint generation = self->generation;
  int seat = dr_nr_acting_seat (&self->state);
  gboolean can_undo = compute_can_undo (self);

  append_log (self);
  refresh_actions (self);
  dr_play_notify_int (G_OBJECT (self), properties[DR_PLAY_PROP_ACTING_SEAT], &self->acting_seat, seat);
  dr_play_notify_int (G_OBJECT (self), properties[DR_PLAY_PROP_CAN_UNDO], &self->can_undo, can_undo);
  if (dr_nr_is_over (&self->state) || seat_is_human (self, seat))
    dr_play_ai_runner_set_thinking (&self->ai, FALSE);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  if (generation != self->generation)
    return;
  if (dr_nr_is_over (&self->state))
    {
      if (!self->over_announced)
        {
          self->over_announced = TRUE;
          g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
        }
    }
  else if (seat_is_human (self, seat))
    g_signal_emit (self, signals[SIGNAL_DECISION_NEEDED], 0, seat);
  else
    dr_play_ai_runner_think (&self->ai);
}

gboolean
dr_play_session_apply (DrPlaySession *self, const DrNrAction *a, GError **error)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), FALSE);
  if (!dr_play_check_decision (dr_nr_is_over (&self->state),
                               seat_is_human (self, dr_nr_acting_seat (&self->state)),
                               dr_nr_is_legal (&self->state, a), error))
    return FALSE;
  apply_action (self, a, TRUE);
  return TRUE;
}

gboolean
dr_play_session_choose (DrPlaySession *self, guint position, GError **error)
{
  g_autoptr (DrPlayAction) action = NULL;

  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), FALSE);
  action = dr_play_action_at (G_LIST_MODEL (self->actions), position, error);
  return action != NULL && dr_play_session_apply (self, dr_play_action_get_action (action), error);
}

gboolean
dr_play_session_can_undo (DrPlaySession *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), FALSE);
  return compute_can_undo (self);
}

gboolean
dr_play_session_undo (DrPlaySession *self)
{
  guint n_actions;

  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), FALSE);
  if (!compute_can_undo (self))
    return FALSE;
  dr_play_session_cancel_ai (self);
  self->ai.paused = FALSE;
  dr_play_undo_pop (self->history, &self->state, sizeof self->state, &n_actions, &self->log_turn);
  g_array_set_size (self->record.actions, n_actions);
  self->generation++;
  self->over_announced = dr_nr_is_over (&self->state);
  dr_play_log_undo (self->logs, N_READERS, self->state.log_total, &self->log_seen);
  update (self);
  return TRUE;
}

/* ---- making and keeping games ---- */

/* The record's settings become the session's, and its actions are played
 * again one by one so that the log and the undo history are whole. */
static gboolean
start_from_record (DrPlaySession *self, GError **error)
{
  g_autoptr (GArray) actions = g_steal_pointer (&self->record.actions);
  g_autoptr (GError) local = NULL;
  int seat;
  guint i;

  self->record.actions = g_array_new (FALSE, TRUE, sizeof (DrNrAction));
  for (seat = 0; seat < DR_NR_MAX_SEATS; seat++)
    self->seats[seat] = self->record.has_session && self->record.seat_ai[seat]
                        ? DR_PLAY_SEAT_AI : DR_PLAY_SEAT_HUMAN;
  self->ai_level = self->record.has_session ? (DrPlayAiLevel) self->record.ai_level
                                            : DR_PLAY_AI_NORMAL;
  self->ai.delay_ms = self->record.has_session ? self->record.ai_delay_ms : 0;
  if (!dr_play_record_start (&self->record, &self->state, &local))
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, "%s", local->message);
      return FALSE;
    }
  append_log (self);
  for (i = 0; i < actions->len; i++)
    {
      const DrNrAction *a = &g_array_index (actions, DrNrAction, i);

      if (!dr_nr_is_legal (&self->state, a))
        {
          g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                       _("Action %u of the record is not legal"), i + 1);
          return FALSE;
        }
      if (seat_is_human (self, a->seat))
        dr_play_undo_push (self->history, &self->state, sizeof self->state, i, a->seat,
                           self->log_turn);
      g_array_append_val (self->record.actions, *a);
      dr_nr_apply (&self->state, a);
      append_log (self);
    }
  self->acting_seat = dr_nr_acting_seat (&self->state);
  self->can_undo = compute_can_undo (self);
  self->over_announced = dr_nr_is_over (&self->state);
  refresh_actions (self);
  dr_play_session_run_ai (self);
  return TRUE;
}

DrPlaySession *
dr_play_session_new (const DrPlaySetup *setup, GError **error)
{
  g_autoptr (DrPlaySession) self = NULL;
  int r;

  g_return_val_if_fail (setup != NULL, NULL);
  if (setup->corp == NULL || setup->n_runners < 1 || setup->n_runners > DR_NR_MAX_SEATS - 1)
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                   _("A game needs a Corp deck and one to three Runner decks"));
      return NULL;
    }
  for (r = 0; r <= setup->n_runners; r++)
    {
      const DrPlayDeck *deck = r == 0 ? setup->corp : setup->runners[r - 1];

      if (deck == NULL)
        {
          g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                       _("A game needs a Corp deck and one to three Runner decks"));
          return NULL;
        }
      if (!dr_play_deck_check (deck, error))
        return NULL;
      if (g_strcmp0 (dr_play_deck_engine_side (deck), r == 0 ? "corp" : "runner") != 0)
        {
          g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                       r == 0 ? _("%s is not a Corp deck") : _("%s is not a Runner deck"),
                       deck->name);
          return NULL;
        }
    }
  self = g_object_new (DR_TYPE_PLAY_SESSION, NULL);
  self->record.seed = setup->seed;
  self->record.turn_limit = setup->turn_limit;
  self->record.n_runners = setup->n_runners;
  dr_play_deck_to_scenario (setup->corp, &self->record.corp);
  for (r = 0; r < setup->n_runners; r++)
    dr_play_deck_to_scenario (setup->runners[r], &self->record.runners[r]);
  self->record.has_session = TRUE;
  for (r = 0; r <= setup->n_runners; r++)
    self->record.seat_ai[r] = setup->seats[r] == DR_PLAY_SEAT_AI;
  self->record.ai_level = CLAMP ((int) setup->ai_level, DR_PLAY_AI_RANDOM, DR_PLAY_AI_HARD);
  self->record.ai_delay_ms = setup->ai_delay_ms;
  if (!start_from_record (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

DrPlaySession *
dr_play_session_load (const char *record_path, GError **error)
{
  g_autoptr (DrPlaySession) self = g_object_new (DR_TYPE_PLAY_SESSION, NULL);
  g_autoptr (GError) local = NULL;

  dr_play_record_clear (&self->record);
  if (!dr_play_record_load (record_path, &self->record, &local))
    {
      g_set_error (error, DR_PLAY_ERROR,
                   g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT)
                   ? DR_PLAY_ERROR_NOT_FOUND : DR_PLAY_ERROR_INVALID,
                   "%s", local->message);
      return NULL;
    }
  if (!start_from_record (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

gboolean
dr_play_session_save (DrPlaySession *self, const char *path, GError **error)
{
  g_autoptr (GError) local = NULL;
  int seat;

  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), FALSE);
  self->record.has_session = TRUE;
  for (seat = 0; seat < DR_NR_MAX_SEATS; seat++)
    self->record.seat_ai[seat] = self->seats[seat] == DR_PLAY_SEAT_AI;
  self->record.ai_level = self->ai_level;
  self->record.ai_delay_ms = self->ai.delay_ms;
  if (!dr_play_record_save (&self->record, &self->state, path, &local))
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_FAILED, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}

/* ---- reading ---- */

const DrNrState *
dr_play_session_get_state (DrPlaySession *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), NULL);
  return &self->state;
}

void
dr_play_session_get_view (DrPlaySession *self, int seat, DrNrState *out)
{
  g_return_if_fail (DR_IS_PLAY_SESSION (self));
  dr_nr_view (&self->state, seat, out);
}

int
dr_play_session_get_acting_seat (DrPlaySession *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), -1);
  return dr_nr_is_over (&self->state) ? -1 : dr_nr_acting_seat (&self->state);
}

DrPlaySeatKind
dr_play_session_get_seat_kind (DrPlaySession *self, int seat)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), DR_PLAY_SEAT_HUMAN);
  g_return_val_if_fail (seat >= 0 && seat < DR_NR_MAX_SEATS, DR_PLAY_SEAT_HUMAN);
  return self->seats[seat];
}

int
dr_play_session_get_n_seats (DrPlaySession *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), 0);
  return self->state.n_seats;
}

GListModel *
dr_play_session_get_actions (DrPlaySession *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), NULL);
  return G_LIST_MODEL (self->actions);
}

GListModel *
dr_play_session_get_log (DrPlaySession *self, int viewer)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), NULL);
  if (viewer < -1 || viewer >= self->state.n_seats)
    viewer = -1;
  return G_LIST_MODEL (self->logs[viewer + 1]);
}

gboolean
dr_play_session_is_over (DrPlaySession *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), FALSE);
  return dr_nr_is_over (&self->state);
}

void
dr_play_session_get_result (DrPlaySession *self, DrEngineResult *out)
{
  g_return_if_fail (DR_IS_PLAY_SESSION (self));
  dr_netrunner_game.result (&self->state, out);
}

gboolean
dr_play_session_get_ai_thinking (DrPlaySession *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), FALSE);
  return self->ai.thinking;
}

DrPlayAiLevel
dr_play_session_get_ai_level (DrPlaySession *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), DR_PLAY_AI_NORMAL);
  return self->ai_level;
}

guint64
dr_play_session_get_seed (DrPlaySession *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), 0);
  return self->record.seed;
}

static const DrScenarioDeck *
seat_deck (DrPlaySession *self, int seat)
{
  if (seat == DR_NR_CORP_SEAT)
    return &self->record.corp;
  if (seat > 0 && seat <= self->record.n_runners)
    return &self->record.runners[seat - 1];
  return NULL;
}

const char *
dr_play_session_get_deck_name (DrPlaySession *self, int seat)
{
  const DrScenarioDeck *deck;

  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), NULL);
  deck = seat_deck (self, seat);
  return deck != NULL ? deck->name : NULL;
}

const char *
dr_play_session_get_identity (DrPlaySession *self, int seat)
{
  const DrScenarioDeck *deck;

  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), NULL);
  deck = seat_deck (self, seat);
  return deck != NULL ? deck->identity : NULL;
}

guint
dr_play_session_get_n_actions (DrPlaySession *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), 0);
  return self->record.actions->len;
}

char *
dr_play_session_describe_action (DrPlaySession *self, const DrNrAction *a, int reader,
                                 char **vocabulary)
{
  g_return_val_if_fail (DR_IS_PLAY_SESSION (self), NULL);
  return describe (&self->state, a, reader, vocabulary, NULL);
}

void
dr_play_session_set_ai_hook (DrPlaySession *self, DrPlayAiHook hook, gpointer data)
{
  g_return_if_fail (DR_IS_PLAY_SESSION (self));
  self->ai.hook = hook;
  self->ai.hook_data = data;
}

/* ---- GObject ---- */

static void
dr_play_session_dispose (GObject *object)
{
  DrPlaySession *self = DR_PLAY_SESSION (object);

  dr_play_session_cancel_ai (self);
  g_clear_object (&self->actions);
  dr_play_logs_clear (self->logs, N_READERS);
  G_OBJECT_CLASS (dr_play_session_parent_class)->dispose (object);
}

static void
dr_play_session_finalize (GObject *object)
{
  DrPlaySession *self = DR_PLAY_SESSION (object);

  dr_play_record_clear (&self->record);
  g_array_unref (self->history);
  G_OBJECT_CLASS (dr_play_session_parent_class)->finalize (object);
}

static void
dr_play_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  DrPlaySession *self = DR_PLAY_SESSION (object);

  if (!dr_play_turns_get_property (prop_id, value, dr_play_session_get_acting_seat (self),
                                   self->ai.thinking, compute_can_undo (self)))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
dr_play_session_class_init (DrPlaySessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = dr_play_session_dispose;
  object_class->finalize = dr_play_session_finalize;
  object_class->get_property = dr_play_session_get_property;
  dr_play_turns_class_init (object_class, DR_NR_MAX_SEATS, properties, signals);
  signals[SIGNAL_DECISION_NEEDED] = g_signal_new ("decision-needed", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_ACTION_CHOSEN] = g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 1, DR_TYPE_PLAY_ACTION);
}

static void
dr_play_session_init (DrPlaySession *self)
{
  dr_play_record_init (&self->record);
  self->history = dr_play_undo_stack_new ();
  self->actions = g_list_store_new (DR_TYPE_PLAY_ACTION);
  dr_play_logs_init (self->logs, N_READERS);
  self->acting_seat = -1;
  self->ai_level = DR_PLAY_AI_NORMAL;
  self->ai.owner = G_OBJECT (self);
  self->ai.thinking_pspec = properties[DR_PLAY_PROP_AI_THINKING];
  self->ai.start = start_ai_worker;
}
