/* dr-lockpick-replay.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-lockpick-replay"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-lockpick-games.h"
#include "dr-lockpick-play.h"
#include "dr-lockpick-replay-private.h"
#include "dr-lockpick-session.h"
#include "dr-lockpick-table.h"
#include "dr-play-deck.h"
#include "dr-play-turns.h"
#include "dr-play-util.h"

#define N_READERS (1 + DR_LP_MAX_SEATS)   /* a spectator, then each seat */

struct _DrLockpickReplay
{
  GtkWidget           parent_instance;

  /* Template widgets */
  GtkLabel           *title_label;
  GtkDropDown        *seat_dropdown;
  GtkAdjustment      *adjustment;
  GtkLabel           *position_label;
  GtkLabel           *result_label;
  DrLockpickGrid     *grid;
  GtkWidget          *hand_title;
  GtkFlowBox         *hand_box;
  GtkWidget          *seats_box;
  GtkListBox         *log_list;

  gboolean            loaded;
  int                 n_seats;
  /* Every position (a game is a few hundred actions of a few kilobytes):
   * stepping back is as quick as stepping forward. */
  GArray             *states;        /* DrLpState after 0..n actions */
  GListStore         *logs[N_READERS];
  GArray             *log_lengths;   /* guint: lines of each reader at each position */
  GtkSliceListModel  *log_shown;     /* the viewer's lines up to the position */
  guint               position;
  int                 viewer;
  DrPlayCatalog      *catalog;       /* the cards' texts; nullable */
  char               *path;          /* the file of the record shown */
  DrLockpickRecord    record;        /* as read: what Export writes again */
  DrPlayGame         *game;          /* as the lists show it: the name to export under */
  gboolean            updating;
};

G_DEFINE_FINAL_TYPE (DrLockpickReplay, dr_lockpick_replay, GTK_TYPE_WIDGET)

static const DrLpState *
state_at (DrLockpickReplay *self,
          guint             position)
{
  return &g_array_index (self->states, DrLpState, position);
}

static void
show (DrLockpickReplay *self)
{
  const DrLpState *state = state_at (self, self->position);
  g_autofree DrLpState *view = g_new (DrLpState, 1);
  guint n_actions = self->states->len - 1;
  /* Translators: where a replay is, "Action 12 of 230" */
  g_autofree char *position = g_strdup_printf (_("Action %u of %u"), self->position, n_actions);
  gboolean over = state->phase == DR_LP_PHASE_OVER;
  int acting = over ? -1 : dr_lp_acting_seat (state);
  guint lines = g_array_index (self->log_lengths, guint, self->position * N_READERS + (guint) (self->viewer + 1));

  dr_lp_view (state, self->viewer, view);
  dr_lockpick_grid_show (self->grid, view, NULL);
  dr_lockpick_table_show_hand (self->hand_box, self->hand_title, view, self->viewer, self->catalog);
  dr_lockpick_table_show_seats (self->seats_box, view, -1, acting, self->catalog);
  gtk_slice_list_model_set_model (self->log_shown, G_LIST_MODEL (self->logs[self->viewer + 1]));
  gtk_slice_list_model_set_size (self->log_shown, lines);
  if (over)
    {
      g_autofree char *result = dr_lockpick_table_result (state);

      gtk_label_set_text (self->result_label, result);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), over);
  gtk_label_set_text (self->position_label, position);
  self->updating = TRUE;
  gtk_adjustment_set_upper (self->adjustment, n_actions);
  gtk_adjustment_set_value (self->adjustment, self->position);
  self->updating = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lockpick-replay.first", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lockpick-replay.previous", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lockpick-replay.next", self->position < n_actions);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lockpick-replay.last", self->position < n_actions);
}

void
dr_lockpick_replay_set_position (DrLockpickReplay *self,
                                 guint             position)
{
  g_return_if_fail (DR_IS_LOCKPICK_REPLAY (self));
  if (!self->loaded)
    return;
  self->position = MIN (position, self->states->len - 1);
  show (self);
}

guint
dr_lockpick_replay_get_position (DrLockpickReplay *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_REPLAY (self), 0);
  return self->position;
}

guint
dr_lockpick_replay_get_n_actions (DrLockpickReplay *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_REPLAY (self), 0);
  return self->loaded ? self->states->len - 1 : 0;
}

const DrLpState *
dr_lockpick_replay_get_state (DrLockpickReplay *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_REPLAY (self), NULL);
  return self->loaded ? state_at (self, self->position) : NULL;
}

const char *
dr_lockpick_replay_get_path (DrLockpickReplay *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_REPLAY (self), NULL);
  return self->path;
}

/* The dropdown lists the spectator first, then each seat. */
void
dr_lockpick_replay_set_viewer (DrLockpickReplay *self,
                               int               viewer)
{
  g_return_if_fail (DR_IS_LOCKPICK_REPLAY (self));
  g_return_if_fail (viewer >= -1 && viewer < self->n_seats);
  gtk_drop_down_set_selected (self->seat_dropdown, (guint) (viewer + 1));
}

int
dr_lockpick_replay_get_viewer (DrLockpickReplay *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_REPLAY (self), -1);
  return self->viewer;
}

static void
on_seat_changed_cb (DrLockpickReplay *self)
{
  guint selected = gtk_drop_down_get_selected (self->seat_dropdown);

  if (self->updating || !self->loaded)
    return;
  self->viewer = selected != GTK_INVALID_LIST_POSITION && selected <= (guint) self->n_seats ? (int) selected - 1 : -1;
  show (self);
}

static void
on_position_changed_cb (DrLockpickReplay *self)
{
  if (!self->updating)
    dr_lockpick_replay_set_position (self, (guint) gtk_adjustment_get_value (self->adjustment));
}

/* ---- loading ---- */

typedef struct
{
  GArray     *states;
  GListStore *logs[N_READERS];
  GArray     *log_lengths;
  guint32     log_seen;
  int         log_turn;
  int         players;
  guint64     seed;
  char       *path;
  DrLockpickRecord record;
  DrPlayGame *game;
} Replayed;

static void
replayed_free (Replayed *r)
{
  g_clear_pointer (&r->states, g_array_unref);
  g_clear_pointer (&r->log_lengths, g_array_unref);
  dr_play_logs_clear (r->logs, N_READERS);
  g_free (r->path);
  dr_lockpick_record_clear (&r->record);
  g_clear_pointer (&r->game, dr_play_game_free);
  g_free (r);
}

/* The position after the last action, with each reader's log up to it. */
static void
keep (Replayed        *r,
      const DrLpState *state)
{
  dr_play_log_read (&dr_lockpick_game, state, DR_LP_LOG_CAP, state->n_seats, r->logs, &r->log_seen,
                    &r->log_turn, dr_lockpick_session_event_meta, dr_lockpick_card_title);
  g_array_append_vals (r->states, state, 1);
  for (int reader = 0; reader < N_READERS; reader++)
    {
      guint lines = g_list_model_get_n_items (G_LIST_MODEL (r->logs[reader]));

      g_array_append_val (r->log_lengths, lines);
    }
}

static gboolean
replay_record (const DrLockpickRecord *rec,
               Replayed               *r,
               GCancellable           *cancellable,
               GError                **error)
{
  g_autofree DrLpState *state = g_new (DrLpState, 1);

  r->states = g_array_sized_new (FALSE, FALSE, sizeof (DrLpState), rec->actions->len + 1);
  r->log_lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  dr_play_logs_init (r->logs, N_READERS);
  r->players = rec->players;
  r->seed = rec->seed;
  if (!dr_lockpick_record_start (rec, state, error))
    return FALSE;
  keep (r, state);
  for (guint i = 0; i < rec->actions->len; i++)
    {
      if (i % 64 == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      if (dr_lockpick_record_apply (rec, state, &g_array_index (rec->actions, DrEngineAction, i)) != 0)
        {
          g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                       _("Action %u of the record is not legal in its game"), i + 1);
          return FALSE;
        }
      keep (r, state);
    }
  return TRUE;
}

static void
load_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Replayed *r = g_new0 (Replayed, 1);
  GError *error = NULL;

  r->path = g_strdup (task_data);
  dr_lockpick_record_init (&r->record);
  if (dr_lockpick_record_load (task_data, &r->record, &error) && replay_record (&r->record, r, cancellable, &error)
      && (r->game = dr_lockpick_games_new_from_record (r->path, &r->record,
                                                       &g_array_index (r->states, DrLpState, r->states->len - 1),
                                                       &error)) != NULL)
    g_task_return_pointer (task, g_steal_pointer (&r), (GDestroyNotify) replayed_free);
  else
    {
      replayed_free (r);
      g_task_return_error (task, error);
    }
}

static void
fill_seats (DrLockpickReplay *self)
{
  g_autoptr(GtkStringList) seats = gtk_string_list_new (NULL);

  /* Translators: in a replay, the game seen by someone who holds no card */
  gtk_string_list_append (seats, _("Spectator"));
  for (int seat = 0; seat < self->n_seats; seat++)
    {
      g_autofree char *name = dr_lockpick_table_seat_name (seat);

      gtk_string_list_append (seats, name);
    }
  self->updating = TRUE;
  gtk_drop_down_set_model (self->seat_dropdown, G_LIST_MODEL (seats));
  gtk_drop_down_set_selected (self->seat_dropdown, 0);
  self->updating = FALSE;
}

void
dr_lockpick_replay_set_catalog (DrLockpickReplay *self,
                                DrPlayCatalog    *catalog)
{
  g_return_if_fail (DR_IS_LOCKPICK_REPLAY (self));
  g_set_object (&self->catalog, catalog);
  dr_lockpick_grid_set_catalog (self->grid, catalog);
  if (self->loaded)
    show (self);
}

void
dr_lockpick_replay_load_async (DrLockpickReplay    *self,
                               const char          *path,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             data)
{
  g_return_if_fail (DR_IS_LOCKPICK_REPLAY (self));
  g_return_if_fail (path != NULL);
  dr_play_run_on_path (self, path, dr_lockpick_replay_load_async, load_thread, cancellable, callback, data);
}

gboolean
dr_lockpick_replay_load_finish (DrLockpickReplay *self,
                                GAsyncResult     *result,
                                DrPlayCatalog    *catalog,
                                GError          **error)
{
  Replayed *r;
  g_autofree char *seed = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (DR_IS_LOCKPICK_REPLAY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  r = g_task_propagate_pointer (G_TASK (result), error);
  if (r == NULL)
    return FALSE;
  g_set_object (&self->catalog, catalog);
  dr_lockpick_grid_set_catalog (self->grid, catalog);
  g_clear_pointer (&self->states, g_array_unref);
  g_clear_pointer (&self->log_lengths, g_array_unref);
  gtk_slice_list_model_set_model (self->log_shown, NULL);
  dr_play_logs_clear (self->logs, N_READERS);
  self->states = g_steal_pointer (&r->states);
  self->log_lengths = g_steal_pointer (&r->log_lengths);
  memcpy (self->logs, r->logs, sizeof self->logs);
  memset (r->logs, 0, sizeof r->logs);
  g_free (self->path);
  self->path = g_steal_pointer (&r->path);
  dr_lockpick_record_clear (&self->record);
  self->record = r->record;
  dr_lockpick_record_init (&r->record);
  g_clear_pointer (&self->game, dr_play_game_free);
  self->game = g_steal_pointer (&r->game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lockpick-replay.export", TRUE);
  self->n_seats = r->players;
  self->viewer = -1;
  self->position = 0;
  self->loaded = TRUE;
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, r->seed);
  title = g_strdup_printf (_("Lockpick · %d players · seed %s"), r->players, seed);
  gtk_label_set_text (self->title_label, title);
  fill_seats (self);
  show (self);
  replayed_free (r);
  return TRUE;
}

char *
dr_lockpick_replay_get_export_name (DrLockpickReplay *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_REPLAY (self), NULL);
  return self->game != NULL ? dr_play_game_file_name (self->game) : NULL;
}

gboolean
dr_lockpick_replay_export (DrLockpickReplay  *self,
                           const char        *path,
                           GError           **error)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_REPLAY (self), FALSE);
  g_return_val_if_fail (self->loaded, FALSE);

  return dr_lockpick_record_save (&self->record, state_at (self, self->states->len - 1), path, error);
}

/* ---- actions ---- */

static void
export_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  g_autofree char *name = NULL;

  if (!DR_LOCKPICK_REPLAY (widget)->loaded)
    return;
  name = dr_lockpick_replay_get_export_name (DR_LOCKPICK_REPLAY (widget));
  dr_play_export_as (widget, name, (DrPlaySaveFunc) dr_lockpick_replay_export);
}

static void
step_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DrLockpickReplay *self = DR_LOCKPICK_REPLAY (widget);
  guint position = self->position;

  if (!self->loaded)
    return;
  if (g_str_equal (action_name, "lockpick-replay.first"))
    position = 0;
  else if (g_str_equal (action_name, "lockpick-replay.previous"))
    position = position > 0 ? position - 1 : 0;
  else if (g_str_equal (action_name, "lockpick-replay.next"))
    position++;
  else
    position = self->states->len - 1;
  dr_lockpick_replay_set_position (self, position);
}

static void
dr_lockpick_replay_dispose (GObject *object)
{
  DrLockpickReplay *self = DR_LOCKPICK_REPLAY (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_LOCKPICK_REPLAY);
  g_clear_object (&self->log_shown);
  g_clear_object (&self->catalog);
  dr_play_logs_clear (self->logs, N_READERS);
  G_OBJECT_CLASS (dr_lockpick_replay_parent_class)->dispose (object);
}

static void
dr_lockpick_replay_finalize (GObject *object)
{
  DrLockpickReplay *self = DR_LOCKPICK_REPLAY (object);

  g_clear_pointer (&self->states, g_array_unref);
  g_clear_pointer (&self->log_lengths, g_array_unref);
  g_free (self->path);
  dr_lockpick_record_clear (&self->record);
  g_clear_pointer (&self->game, dr_play_game_free);
  G_OBJECT_CLASS (dr_lockpick_replay_parent_class)->finalize (object);
}

static void
dr_lockpick_replay_class_init (DrLockpickReplayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_lockpick_replay_dispose;
  object_class->finalize = dr_lockpick_replay_finalize;
  g_type_ensure (DR_TYPE_LOCKPICK_GRID);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-lockpick-replay.ui");
  gtk_widget_class_bind_template_child (widget_class, DrLockpickReplay, title_label);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickReplay, seat_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickReplay, adjustment);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickReplay, position_label);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickReplay, result_label);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickReplay, grid);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickReplay, hand_title);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickReplay, hand_box);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickReplay, seats_box);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickReplay, log_list);
  gtk_widget_class_bind_template_callback (widget_class, on_seat_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_position_changed_cb);

  gtk_widget_class_install_action (widget_class, "lockpick-replay.first", NULL, step_cb);
  gtk_widget_class_install_action (widget_class, "lockpick-replay.previous", NULL, step_cb);
  gtk_widget_class_install_action (widget_class, "lockpick-replay.next", NULL, step_cb);
  gtk_widget_class_install_action (widget_class, "lockpick-replay.last", NULL, step_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "lockpick-replay.first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "lockpick-replay.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "lockpick-replay.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "lockpick-replay.last", NULL);
  gtk_widget_class_install_action (widget_class, "lockpick-replay.export", NULL, export_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "lockpick-replay.export", NULL);
  gtk_widget_class_set_css_name (widget_class, "lockpickreplay");
}

static void
dr_lockpick_replay_init (DrLockpickReplay *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->viewer = -1;
  dr_lockpick_record_init (&self->record);
  dr_play_logs_init (self->logs, N_READERS);
  self->log_shown = gtk_slice_list_model_new (NULL, 0, 0);
  gtk_list_box_bind_model (self->log_list, G_LIST_MODEL (self->log_shown), dr_play_log_row,
                           GINT_TO_POINTER (DR_LP_EV_TURN), NULL);
  for (const char *const *name = (const char *const[]) { "lockpick-replay.first", "lockpick-replay.previous",
                                                          "lockpick-replay.next", "lockpick-replay.last",
                                                          "lockpick-replay.export", NULL };
       *name != NULL; name++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), *name, FALSE);
}
