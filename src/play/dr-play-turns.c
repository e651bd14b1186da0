/* dr-play-turns.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-turns"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-play-deck.h"
#include "dr-play-log-line.h"
#include "dr-play-text.h"
#include "dr-play-turns.h"

/* ---- the computer's turns ---- */

void
dr_play_ai_runner_set_thinking (DrPlayAiRunner *runner, gboolean thinking)
{
  if (runner->thinking == thinking)
    return;
  runner->thinking = thinking;
  g_object_notify_by_pspec (runner->owner, runner->thinking_pspec);
}

static gboolean
pause_over (gpointer data)
{
  DrPlayAiRunner *runner = data;

  runner->pause_source = 0;
  runner->start (runner->owner, runner->cancellable);
  return G_SOURCE_REMOVE;
}

void
dr_play_ai_runner_think (DrPlayAiRunner *runner)
{
  if (runner->cancellable != NULL || runner->paused)
    return;
  runner->cancellable = g_cancellable_new ();
  dr_play_ai_runner_set_thinking (runner, TRUE);
  /* the pause lets a person follow what the computer does; never a sleep */
  if (runner->delay_ms > 0 && !runner->no_pause)
    runner->pause_source = g_timeout_add (runner->delay_ms, pause_over, runner);
  else
    runner->start (runner->owner, runner->cancellable);
}

void
dr_play_ai_runner_cancel (DrPlayAiRunner *runner)
{
  runner->paused = TRUE;
  g_clear_handle_id (&runner->pause_source, g_source_remove);
  if (runner->cancellable != NULL)
    {
      g_cancellable_cancel (runner->cancellable);
      g_clear_object (&runner->cancellable);
    }
  dr_play_ai_runner_set_thinking (runner, FALSE);
}

gboolean
dr_play_ai_runner_take (DrPlayAiRunner *runner, const DrEngineAction *action, gboolean current)
{
  /* a cancelled or outdated decision: the game moved on without it */
  if (action == NULL || !current || runner->cancellable == NULL)
    return FALSE;
  g_clear_object (&runner->cancellable);
  return TRUE;
}

/* ---- undo ---- */

typedef struct
{
  gpointer state;
  guint n_actions;
  int seat;
  int log_turn;
} Position;

static void
position_clear (gpointer data)
{
  g_free (((Position *) data)->state);
}

GArray *
dr_play_undo_stack_new (void)
{
  GArray *stack = g_array_new (FALSE, FALSE, sizeof (Position));

  g_array_set_clear_func (stack, position_clear);
  return stack;
}

void
dr_play_undo_push (GArray *stack, const void *state, gsize size, guint n_actions, int seat,
                   int log_turn)
{
  Position position = { g_memdup2 (state, size), n_actions, seat, log_turn };

  g_array_append_val (stack, position);
}

gboolean
dr_play_undo_allowed (GArray *stack, int n_humans, int acting_seat)
{
  if (stack->len == 0)
    return FALSE;
  return n_humans <= 1 || g_array_index (stack, Position, stack->len - 1).seat == acting_seat;
}

void
dr_play_undo_pop (GArray *stack, void *state, gsize size, guint *n_actions, int *log_turn)
{
  Position *last;

  g_return_if_fail (stack->len > 0);
  last = &g_array_index (stack, Position, stack->len - 1);
  memcpy (state, last->state, size);
  *n_actions = last->n_actions;
  *log_turn = last->log_turn;
  g_array_set_size (stack, stack->len - 1);
}

/* ---- the log ---- */

void
dr_play_log_read (const DrEngineGame *game, const void *state, guint32 ring, int n_seats,
                  GListStore **logs,
                  guint32 *seen, int *turn, DrPlayEventMeta meta,
                  const char *(*card_title) (const char *code, void *data))
{
  guint32 total = game->log_total (state);
  /* events that left the game's ring before anyone read them cannot be told */
  guint32 first = total - *seen > ring ? total - ring : *seen;

  for (guint32 i = first; i < total; i++)
    {
      int seat = -1, kind = 0, begins = 0;

      meta (state, i, &seat, &kind, &begins);
      if (begins > 0)
        *turn = begins;
      for (int reader = -1; reader < n_seats; reader++)
        {
          DrEngineText text;
          g_autofree char *words = NULL;
          g_autoptr (DrPlayLogLine) line = NULL;

          if (!game->describe_event (state, i, reader, &text))
            continue;
          words = dr_play_text_translate (&text, card_title, NULL);
          line = dr_play_log_line_new (words, seat, *turn, kind, i);
          g_list_store_append (logs[reader + 1], line);
        }
    }
  *seen = total;
}

void
dr_play_log_undo (GListStore **logs, int n_readers, guint32 log_total, guint32 *seen)
{
  for (int reader = 0; reader < n_readers; reader++)
    dr_play_log_lines_truncate (logs[reader], log_total);
  *seen = log_total;
}

/* ---- human decisions ---- */

gboolean
dr_play_check_decision (gboolean over, gboolean human, gboolean legal, GError **error)
{
  if (over)
    g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_ILLEGAL, _("The game is over"));
  else if (!human)
    g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_ILLEGAL,
                 _("It is the computer’s turn to decide"));
  else if (!legal)
    g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_ILLEGAL, _("This action is not legal now"));
  return !over && human && legal;
}

DrPlayAction *
dr_play_action_at (GListModel *actions, guint position, GError **error)
{
  DrPlayAction *action = g_list_model_get_item (actions, position);

  if (action == NULL)
    g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_ILLEGAL,
                 _("There is no action number %u to choose"), position + 1);
  return action;
}

void
dr_play_notify_int (GObject *owner, GParamSpec *pspec, int *last, int value)
{
  if (*last == value)
    return;
  *last = value;
  g_object_notify_by_pspec (owner, pspec);
}

/* ---- what every session's class has ---- */

void
dr_play_turns_class_init (GObjectClass *klass, int max_seats, GParamSpec **props, guint *signals)
{
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  GType type = G_TYPE_FROM_CLASS (klass);

  props[0] = NULL;
  props[DR_PLAY_PROP_ACTING_SEAT] = g_param_spec_int ("acting-seat", NULL, NULL, -1, max_seats - 1, -1,
                                                      flags);
  props[DR_PLAY_PROP_AI_THINKING] = g_param_spec_boolean ("ai-thinking", NULL, NULL, FALSE, flags);
  props[DR_PLAY_PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (klass, DR_PLAY_N_PROPS, props);
  signals[DR_PLAY_SIGNAL_CHANGED] = g_signal_new ("changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                                  NULL, G_TYPE_NONE, 0);
  signals[DR_PLAY_SIGNAL_GAME_OVER] = g_signal_new ("game-over", type, G_SIGNAL_RUN_LAST, 0, NULL,
                                                    NULL, NULL, G_TYPE_NONE, 0);
}

gboolean
dr_play_turns_get_property (guint prop_id, GValue *value, int acting_seat, gboolean thinking,
                            gboolean can_undo)
{
  switch (prop_id)
    {
    case DR_PLAY_PROP_ACTING_SEAT:
      g_value_set_int (value, acting_seat);
      return TRUE;
    case DR_PLAY_PROP_AI_THINKING:
      g_value_set_boolean (value, thinking);
      return TRUE;
    case DR_PLAY_PROP_CAN_UNDO:
      g_value_set_boolean (value, can_undo);
      return TRUE;
    default:
      return FALSE;
    }
}

void
dr_play_logs_init (GListStore **logs, int n_readers)
{
  for (int reader = 0; reader < n_readers; reader++)
    logs[reader] = g_list_store_new (DR_TYPE_PLAY_LOG_LINE);
}

void
dr_play_logs_clear (GListStore **logs, int n_readers)
{
  for (int reader = 0; reader < n_readers; reader++)
    g_clear_object (&logs[reader]);
}
