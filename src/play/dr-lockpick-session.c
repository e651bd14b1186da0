/* dr-lockpick-session.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A Lockpick game as the window plays it.  Every change goes through
 * refresh(): the log and the legal actions are brought up to date before
 * any signal, so a handler reads a consistent session, and a handler that
 * acts (choosing, undoing) leaves the rest to its own refresh().
 */
#define G_LOG_DOMAIN "dr-lockpick-session"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-lockpick-session-private.h"
#include "dr-play-deck.h"
#include "dr-play-text.h"
#include "dr-play-turns.h"

#define N_READERS (1 + DR_LP_MAX_SEATS)   /* a spectator, then each seat */

struct _DrLockpickSession
{
  GObject parent_instance;

  DrLpState state;
  DrLockpickRecord record;             /* seed, players, seats, policy, actions */

  GArray *undo_stack;                  /* positions before human decisions (dr-play-turns.h) */
  GListStore *actions;                 /* DrPlayAction */
  GListStore *logs[N_READERS];         /* DrPlayLogLine, by reader + 1 */
  guint32 log_seen;
  int log_turn;

  guint generation;                    /* bumped by every change of the state */
  int notified_seat;
  int notified_undo;
  gboolean over_told;

  DrPlayAiRunner ai;
};

G_DEFINE_FINAL_TYPE (DrLockpickSession, dr_lockpick_session, G_TYPE_OBJECT)

static GParamSpec *properties[DR_PLAY_N_PROPS];
static guint signals[DR_PLAY_N_SIGNALS];

static void refresh (DrLockpickSession *self);

const char *
dr_lockpick_session_card_title (int def)
{
  const DrLpCardData *data = dr_lp_card_data (def);

  return data != NULL ? dr_lockpick_card_title (data->code, NULL) : _("a card");
}

static char *
words (const DrEngineText *text)
{
  return text->format != NULL ? dr_play_text_translate (text, dr_lockpick_card_title, NULL) : NULL;
}

static gboolean
over (DrLockpickSession *self)
{
  return self->state.phase == DR_LP_PHASE_OVER;
}

static gboolean
human (DrLockpickSession *self, int seat)
{
  return seat >= 0 && seat < self->record.players && !self->record.seat_ai[seat];
}

static int
acting (DrLockpickSession *self)
{
  return over (self) ? -1 : dr_lp_acting_seat (&self->state);
}

/* ---- the log ---- */

void
dr_lockpick_session_event_meta (const void *state, guint32 index, int *seat, int *kind, int *turn)
{
  const DrLpLogEntry *e = &((const DrLpState *) state)->log[index % DR_LP_LOG_CAP];

  *seat = e->seat < DR_LP_MAX_SEATS ? e->seat : -1;
  *kind = e->kind;
  *turn = e->kind == DR_LP_EV_TURN ? e->amount : 0;
}

static void
read_new_events (DrLockpickSession *self)
{
  dr_play_log_read (&dr_lockpick_game, &self->state, DR_LP_LOG_CAP, self->state.n_seats, self->logs,
                    &self->log_seen, &self->log_turn, dr_lockpick_session_event_meta,
                    dr_lockpick_card_title);
}

/* ---- undo ---- */

static int
n_humans (DrLockpickSession *self)
{
  int n = 0;

  for (int seat = 0; seat < self->record.players; seat++)
    n += human (self, seat);
  return n;
}

static gboolean
undo_possible (DrLockpickSession *self)
{
  return dr_play_undo_allowed (self->undo_stack, n_humans (self), acting (self));
}

static void
push_before (DrLockpickSession *self, int seat)
{
  dr_play_undo_push (self->undo_stack, &self->state, sizeof self->state, self->record.actions->len,
                     seat, self->log_turn);
}

/* ---- the actions offered ---- */

/* The card an action is about, as its seat sees it: "" when none or unseen. */
static const char *
action_card_code (const DrLpState *view, const DrEngineAction *a)
{
  const DrLpCardData *data = NULL;

  switch (a->kind)
    {
    case DR_LP_ACT_LAYOUT_PICK:
    case DR_LP_ACT_LAYOUT_PLACE:
      data = dr_lp_card_data (a->arg[2]);
      break;
    case DR_LP_ACT_ACTIVATE:
    case DR_LP_ACT_DESTROY_OWN:
    case DR_LP_ACT_DISCARD:
    case DR_LP_ACT_PLAY_DEFENSE:
    case DR_LP_ACT_CHOOSE_CARD:
    case DR_LP_ACT_PATCH:
      if (a->arg[0] < view->n_cards)
        data = dr_lp_card_data (view->cards[a->arg[0]].def);
      break;
    case DR_LP_ACT_CHOOSE_CELL:
      {
        int card = dr_lp_structure_at (view, a->arg[1]);

        if (card >= 0)
          data = dr_lp_card_data (view->cards[card].def);
      }
      break;
    default:
      break;
    }
  return data != NULL ? data->code : "";
}

static void
list_actions (DrLockpickSession *self)
{
  int seat = acting (self);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  guint old = g_list_model_get_n_items (G_LIST_MODEL (self->actions));

  if (human (self, seat))
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      g_autofree DrLpState *view = g_new (DrLpState, 1);
      int n = dr_lp_legal_actions (&self->state, legal);

      dr_lp_view (&self->state, seat, view);
      for (int i = 0; i < n; i++)
        {
          DrEngineText text;
          g_autofree char *label = NULL;

          /* described on the state: the engine masks it for the acting seat */
          dr_lp_describe_action (&self->state, &legal[i], &text);
          label = words (&text);
          g_ptr_array_add (items, dr_play_action_new_engine (&legal[i], label,
                                                             action_card_code (view, &legal[i])));
        }
    }
  if (old > 0 || items->len > 0)
    g_list_store_splice (self->actions, 0, old, items->pdata, items->len);
}

/* ---- the computer ---- */

typedef struct
{
  DrLpState state;
  int policy;
  guint64 seed;
} Decision;

static void
decide (gpointer data, volatile int *cancel, DrEngineAction *out)
{
  Decision *d = data;
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  guint64 rng[4];
  int n = dr_lp_legal_actions (&d->state, legal);

  /* from the seed and the number of actions: a resumed game goes on as it would have */
  dr_engine_rng_seed (rng, d->seed ^ 0x10c4c1cULL);
  rng[0] ^= (guint64) d->state.log_total * 0x9e3779b97f4a7c15ULL;
  *out = legal[CLAMP (dr_lockpick_pick (&d->state, d->policy, legal, MAX (n, 1), rng, cancel),
                      0, MAX (n - 1, 0))];
}

static void decided (GObject *owner, const DrEngineAction *action, guint generation);

static void
start_worker (GObject *owner, GCancellable *cancellable)
{
  DrLockpickSession *self = DR_LOCKPICK_SESSION (owner);
  Decision *d = g_new (Decision, 1);

  d->state = self->state;
  d->policy = self->record.policy;
  d->seed = self->record.seed + self->record.actions->len;
  dr_play_worker_start (owner, d, g_free, decide, self->generation, self->ai.hook,
                        self->ai.hook_data, cancellable, decided);
}

void
dr_lockpick_session_cancel_ai (DrLockpickSession *self)
{
  g_return_if_fail (DR_IS_LOCKPICK_SESSION (self));
  dr_play_ai_runner_cancel (&self->ai);
}

static void
think (DrLockpickSession *self)
{
  /* the computer's choice of cards is hidden from every other seat: a
   * pause before each of its thirty would show nothing but a wait */
  self->ai.no_pause = self->state.phase == DR_LP_PHASE_COMPOSE;
  dr_play_ai_runner_think (&self->ai);
}

void
dr_lockpick_session_run_ai (DrLockpickSession *self)
{
  g_return_if_fail (DR_IS_LOCKPICK_SESSION (self));
  self->ai.paused = FALSE;
  if (acting (self) >= 0 && !human (self, acting (self)))
    think (self);
}

/* ---- applying ---- */

static void
play (DrLockpickSession *self, const DrEngineAction *a, gboolean by_human)
{
  if (by_human)
    push_before (self, a->seat);
  self->generation++;
  g_array_append_val (self->record.actions, *a);
  dr_lp_apply (&self->state, a);
  refresh (self);
}

static gboolean
legal (const DrLpState *s, const DrEngineAction *a)
{
  DrEngineAction list[DR_ENGINE_MAX_ACTIONS];
  int n = dr_lp_legal_actions (s, list);

  for (int i = 0; i < n; i++)
    if (memcmp (&list[i], a, sizeof *a) == 0)
      return TRUE;
  return FALSE;
}

static void
decided (GObject *owner, const DrEngineAction *action, guint generation)
{
  DrLockpickSession *self = DR_LOCKPICK_SESSION (owner);

  if (!dr_play_ai_runner_take (&self->ai, action, generation == self->generation))
    return;
  if (!legal (&self->state, action))
    {
      g_critical ("The computer chose an action that is not legal");
      dr_play_ai_runner_set_thinking (&self->ai, FALSE);
      return;
    }
  play (self, action, FALSE);
}

static void
refresh (DrLockpickSession *self)
{
  guint generation = self->generation;
  int seat = acting (self);
  gboolean can_undo = undo_possible (self);

  read_new_events (self);
  list_actions (self);
  dr_play_notify_int (G_OBJECT (self), properties[DR_PLAY_PROP_ACTING_SEAT], &self->notified_seat, seat);
  dr_play_notify_int (G_OBJECT (self), properties[DR_PLAY_PROP_CAN_UNDO], &self->notified_undo, can_undo);
  if (seat < 0 || human (self, seat))
    dr_play_ai_runner_set_thinking (&self->ai, FALSE);
  g_signal_emit (self, signals[DR_PLAY_SIGNAL_CHANGED], 0);
  if (generation != self->generation)
    return;
  if (over (self))
    {
      if (!self->over_told)
        {
          self->over_told = TRUE;
          g_signal_emit (self, signals[DR_PLAY_SIGNAL_GAME_OVER], 0);
        }
    }
  else if (!human (self, seat))
    think (self);
}

gboolean
dr_lockpick_session_apply (DrLockpickSession *self, const DrEngineAction *a, GError **error)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), FALSE);
  if (!dr_play_check_decision (over (self), human (self, acting (self)), legal (&self->state, a), error))
    return FALSE;
  play (self, a, TRUE);
  return TRUE;
}

gboolean
dr_lockpick_session_choose (DrLockpickSession *self, guint position, GError **error)
{
  g_autoptr (DrPlayAction) action = NULL;

  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), FALSE);
  action = dr_play_action_at (G_LIST_MODEL (self->actions), position, error);
  return action != NULL
         && dr_lockpick_session_apply (self, dr_play_action_get_engine_action (action), error);
}

gboolean
dr_lockpick_session_can_undo (DrLockpickSession *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), FALSE);
  return undo_possible (self);
}

gboolean
dr_lockpick_session_undo (DrLockpickSession *self)
{
  guint n_actions;

  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), FALSE);
  if (!undo_possible (self))
    return FALSE;
  dr_lockpick_session_cancel_ai (self);
  self->ai.paused = FALSE;
  dr_play_undo_pop (self->undo_stack, &self->state, sizeof self->state, &n_actions, &self->log_turn);
  g_array_set_size (self->record.actions, n_actions);
  self->generation++;
  self->over_told = over (self);
  dr_play_log_undo (self->logs, N_READERS, self->state.log_total, &self->log_seen);
  refresh (self);
  return TRUE;
}

/* ---- making and keeping games ---- */

/* One action of the record played again, kept in the undo history. */
static void
replay_one (DrLockpickSession *self, const DrEngineAction *a)
{
  if (human (self, a->seat))
    push_before (self, a->seat);
  g_array_append_val (self->record.actions, *a);
  dr_lp_apply (&self->state, a);
  read_new_events (self);
}

/* The record's actions played again one by one, so that the log and the
 * undo history are whole; the decisions an older record implies (format
 * 1) are played and recorded too. */
static gboolean
start (DrLockpickSession *self, GError **error)
{
  g_autoptr (GArray) actions = g_steal_pointer (&self->record.actions);

  self->record.actions = g_array_new (FALSE, FALSE, sizeof (DrEngineAction));
  if (!dr_lockpick_record_start (&self->record, &self->state, error))
    return FALSE;
  read_new_events (self);
  for (guint i = 0; i < actions->len; i++)
    {
      const DrEngineAction *a = &g_array_index (actions, DrEngineAction, i);
      DrEngineAction implied;

      while (dr_lockpick_record_implied (&self->record, &self->state, a, &implied))
        replay_one (self, &implied);
      if (!legal (&self->state, a))
        {
          g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                       _("Action %u of the record is not legal"), i + 1);
          return FALSE;
        }
      replay_one (self, a);
    }
  self->notified_seat = acting (self);
  self->notified_undo = undo_possible (self);
  self->over_told = over (self);
  list_actions (self);
  dr_lockpick_session_run_ai (self);
  return TRUE;
}

DrLockpickSession *
dr_lockpick_session_new (const DrLockpickSetup *setup, GError **error)
{
  g_autoptr (DrLockpickSession) self = NULL;

  g_return_val_if_fail (setup != NULL, NULL);
  if (setup->policy < DR_LOCKPICK_POLICY_RANDOM || setup->policy > DR_LOCKPICK_POLICY_SEARCH)
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                   _("Unknown level for the computer: %d"), setup->policy);
      return NULL;
    }
  self = g_object_new (DR_TYPE_LOCKPICK_SESSION, NULL);
  self->record.seed = setup->seed;
  self->record.players = setup->players;
  self->record.policy = setup->policy;
  self->record.chosen_decks = setup->chosen_decks;
  memcpy (self->record.seat_ai, setup->seat_ai, sizeof self->record.seat_ai);
  self->ai.delay_ms = setup->ai_delay_ms;
  if (!start (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

DrLockpickSession *
dr_lockpick_session_load (const char *path, GError **error)
{
  g_autoptr (DrLockpickSession) self = g_object_new (DR_TYPE_LOCKPICK_SESSION, NULL);
  g_autoptr (GError) local = NULL;

  if (!dr_lockpick_record_load (path, &self->record, &local))
    {
      g_set_error (error, DR_PLAY_ERROR,
                   g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT)
                   ? DR_PLAY_ERROR_NOT_FOUND : DR_PLAY_ERROR_INVALID,
                   "%s", local->message);
      return NULL;
    }
  if (!start (self, error))
    return NULL;
  if (!dr_lockpick_record_ends_on (&self->record, &self->state))
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                   _("%s does not end on the position it records"), path);
      return NULL;
    }
  return g_steal_pointer (&self);
}

gboolean
dr_lockpick_session_save (DrLockpickSession *self, const char *path, GError **error)
{
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), FALSE);
  if (!dr_lockpick_record_save (&self->record, &self->state, path, &local))
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_FAILED, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}

/* ---- reading ---- */

const DrLpState *
dr_lockpick_session_get_state (DrLockpickSession *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), NULL);
  return &self->state;
}

void
dr_lockpick_session_get_view (DrLockpickSession *self, int seat, DrLpState *out)
{
  g_return_if_fail (DR_IS_LOCKPICK_SESSION (self));
  dr_lp_view (&self->state, seat, out);
}

int
dr_lockpick_session_get_acting_seat (DrLockpickSession *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), -1);
  return acting (self);
}

gboolean
dr_lockpick_session_is_human (DrLockpickSession *self, int seat)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), FALSE);
  return human (self, seat);
}

int
dr_lockpick_session_get_n_seats (DrLockpickSession *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), 0);
  return self->record.players;
}

int
dr_lockpick_session_get_policy (DrLockpickSession *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), 0);
  return self->record.policy;
}

guint64
dr_lockpick_session_get_seed (DrLockpickSession *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), 0);
  return self->record.seed;
}

guint
dr_lockpick_session_get_n_actions (DrLockpickSession *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), 0);
  return self->record.actions->len;
}

void
dr_lockpick_session_set_ai_delay (DrLockpickSession *self, guint milliseconds)
{
  g_return_if_fail (DR_IS_LOCKPICK_SESSION (self));
  self->ai.delay_ms = milliseconds;
}

GListModel *
dr_lockpick_session_get_actions (DrLockpickSession *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), NULL);
  return G_LIST_MODEL (self->actions);
}

char *
dr_lockpick_session_get_prompt (DrLockpickSession *self)
{
  g_autofree DrLpState *view = NULL;
  DrEngineText text;
  int seat;

  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), NULL);
  seat = acting (self);
  if (seat < 0)
    return NULL;
  view = g_new (DrLpState, 1);
  dr_lp_view (&self->state, seat, view);
  dr_lp_describe_prompt (view, &text);
  return words (&text);
}

GListModel *
dr_lockpick_session_get_log (DrLockpickSession *self, int viewer)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), NULL);
  if (viewer < -1 || viewer >= self->state.n_seats)
    viewer = -1;
  return G_LIST_MODEL (self->logs[viewer + 1]);
}

gboolean
dr_lockpick_session_is_over (DrLockpickSession *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), FALSE);
  return over (self);
}

void
dr_lockpick_session_get_result (DrLockpickSession *self, DrEngineResult *out)
{
  g_return_if_fail (DR_IS_LOCKPICK_SESSION (self));
  dr_lockpick_game.result (&self->state, out);
}

gboolean
dr_lockpick_session_get_ai_thinking (DrLockpickSession *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_SESSION (self), FALSE);
  return self->ai.thinking;
}

void
dr_lockpick_session_set_ai_hook (DrLockpickSession *self, DrPlayWorkerHook hook, gpointer data)
{
  g_return_if_fail (DR_IS_LOCKPICK_SESSION (self));
  self->ai.hook = hook;
  self->ai.hook_data = data;
}

/* ---- GObject ---- */

static void
dr_lockpick_session_dispose (GObject *object)
{
  DrLockpickSession *self = DR_LOCKPICK_SESSION (object);

  dr_lockpick_session_cancel_ai (self);
  g_clear_object (&self->actions);
  dr_play_logs_clear (self->logs, N_READERS);
  G_OBJECT_CLASS (dr_lockpick_session_parent_class)->dispose (object);
}

static void
dr_lockpick_session_finalize (GObject *object)
{
  DrLockpickSession *self = DR_LOCKPICK_SESSION (object);

  dr_lockpick_record_clear (&self->record);
  g_array_unref (self->undo_stack);
  G_OBJECT_CLASS (dr_lockpick_session_parent_class)->finalize (object);
}

static void
dr_lockpick_session_get_property (GObject *object, guint prop_id, GValue *value,
                                  GParamSpec *pspec)
{
  DrLockpickSession *self = DR_LOCKPICK_SESSION (object);

  if (!dr_play_turns_get_property (prop_id, value, acting (self), self->ai.thinking, undo_possible (self)))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
dr_lockpick_session_class_init (DrLockpickSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = dr_lockpick_session_dispose;
  object_class->finalize = dr_lockpick_session_finalize;
  object_class->get_property = dr_lockpick_session_get_property;
  dr_play_turns_class_init (object_class, DR_LP_MAX_SEATS, properties, signals);
}

static void
dr_lockpick_session_init (DrLockpickSession *self)
{
  dr_lockpick_record_init (&self->record);
  self->undo_stack = dr_play_undo_stack_new ();
  self->actions = g_list_store_new (DR_TYPE_PLAY_ACTION);
  dr_play_logs_init (self->logs, N_READERS);
  self->notified_seat = -1;
  self->record.policy = DR_LOCKPICK_POLICY_HEURISTIC;
  self->ai.owner = G_OBJECT (self);
  self->ai.thinking_pspec = properties[DR_PLAY_PROP_AI_THINKING];
  self->ai.start = start_worker;
}
