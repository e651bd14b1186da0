/* dr-play-replay.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-replay"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-play-games.h"
#include "dr-play-replay-private.h"
#include "dr-play-text.h"
#include "dr-play-util.h"
#include "dr-scenario.h"

/* A state is kept every this many actions: stepping back replays at most
 * this many from the nearest one. */
#define KEEP_EVERY 16

struct _DrPlayReplay
{
  GtkWidget      parent_instance;

  /* Template widgets */
  GtkDropDown   *seat_dropdown;
  GtkAdjustment *adjustment;
  GtkWidget     *scale;
  GtkLabel      *position_label;
  DrPlayDesk    *desk;

  GtkWidget     *events;       /* the side column: what happened last */
  DrPlayRecord   record;
  char          *path;         /* the file the record was read from */
  DrPlayGame    *game;         /* the record as the games lists read it */
  gboolean       loaded;
  GArray        *kept;         /* DrNrState every KEEP_EVERY actions */
  DrNrState      state;        /* after `position` actions */
  guint          position;
  int            viewer;
  DrPlayCatalog *catalog;
  gboolean       updating;
};

G_DEFINE_FINAL_TYPE (DrPlayReplay, dr_play_replay, GTK_TYPE_WIDGET)

static void
fill_events (DrPlayReplay *self)
{
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  uint32_t total = self->state.log_total;
  uint32_t first = total > DR_NR_LOG_CAP ? total - DR_NR_LOG_CAP : 0;

  gtk_widget_set_margin_start (list, 8);
  gtk_widget_set_margin_end (list, 8);
  for (uint32_t i = first; i < total; i++)
    {
      DrEngineText text;
      g_autofree char *words = NULL;
      GtkWidget *label;

      if (!dr_nr_describe_event (&self->state, i, self->viewer, &text))
        continue;
      words = dr_play_text_translate (&text, dr_play_netrunner_card_title, NULL);
      label = gtk_label_new (words);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_box_append (GTK_BOX (list), label);
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->events), list);
}

static void
show (DrPlayReplay *self)
{
  DrNrState view;
  g_autoptr(DrPlayScene) scene = NULL;
  /* Translators: where a replay is, "Action 12 of 230" */
  g_autofree char *position = g_strdup_printf (_("Action %u of %u"), self->position, self->record.actions->len);

  dr_nr_view (&self->state, self->viewer, &view);
  scene = dr_play_scene_new (&view, self->viewer, self->catalog);
  dr_play_desk_set_scene (self->desk, scene, "", FALSE);
  fill_events (self);
  gtk_label_set_text (self->position_label, position);
  self->updating = TRUE;
  gtk_adjustment_set_value (self->adjustment, self->position);
  self->updating = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.previous", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.first", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.next", self->position < self->record.actions->len);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.last", self->position < self->record.actions->len);
}

void
dr_play_replay_set_position (DrPlayReplay *self,
                             guint         position)
{
  guint from;

  g_return_if_fail (DR_IS_PLAY_REPLAY (self));
  if (!self->loaded)
    return;
  position = MIN (position, self->record.actions->len);
  /* Forward from here, or from the nearest kept state before the position. */
  if (position < self->position || position - self->position > KEEP_EVERY)
    {
      from = position / KEEP_EVERY;
      self->state = g_array_index (self->kept, DrNrState, from);
      self->position = from * KEEP_EVERY;
    }
  while (self->position < position)
    {
      if (dr_nr_apply (&self->state, &g_array_index (self->record.actions, DrNrAction, self->position)) != DR_NR_OK)
        break;
      self->position++;
    }
  show (self);
}

guint
dr_play_replay_get_position (DrPlayReplay *self)
{
  g_return_val_if_fail (DR_IS_PLAY_REPLAY (self), 0);
  return self->position;
}

guint
dr_play_replay_get_n_actions (DrPlayReplay *self)
{
  g_return_val_if_fail (DR_IS_PLAY_REPLAY (self), 0);
  return self->loaded ? self->record.actions->len : 0;
}

const DrNrState *
dr_play_replay_get_state (DrPlayReplay *self)
{
  g_return_val_if_fail (DR_IS_PLAY_REPLAY (self), NULL);
  return &self->state;
}

void
dr_play_replay_set_viewer (DrPlayReplay *self,
                           int           viewer)
{
  g_return_if_fail (DR_IS_PLAY_REPLAY (self));
  /* The last entry of the list is the spectator. */
  gtk_drop_down_set_selected (self->seat_dropdown, viewer >= 0 ? (guint) viewer
                                                               : g_list_model_get_n_items (gtk_drop_down_get_model (self->seat_dropdown)) - 1);
}

static void
on_seat_changed_cb (DrPlayReplay *self)
{
  guint selected = gtk_drop_down_get_selected (self->seat_dropdown);

  if (!self->loaded)
    return;
  self->viewer = selected < (guint) self->state.n_seats ? (int) selected : -1;
  show (self);
}

static void
on_position_changed_cb (DrPlayReplay *self)
{
  if (!self->updating)
    dr_play_replay_set_position (self, (guint) gtk_adjustment_get_value (self->adjustment));
}

/* ---- loading, in a worker thread: a long game replays in seconds ---- */

typedef struct
{
  char         *path;
  DrPlayRecord  record;
  GArray       *kept;         /* DrNrState every KEEP_EVERY actions */
  DrPlayGame   *game;         /* as the lists show it: the name to export under */
} Loaded;

static void
loaded_free (Loaded *loaded)
{
  g_free (loaded->path);
  dr_play_record_clear (&loaded->record);
  g_clear_pointer (&loaded->kept, g_array_unref);
  g_clear_pointer (&loaded->game, dr_play_game_free);
  g_free (loaded);
}

/* The record's states, one every KEEP_EVERY actions; a record whose
 * actions stop being legal is refused whole. */
static gboolean
keep_states (const DrPlayRecord *record,
             GArray             *kept,
             DrNrState          *end,
             GCancellable       *cancellable,
             GError            **error)
{
  DrNrState *s = end;

  if (!dr_play_record_start (record, s, error))
    return FALSE;
  for (guint i = 0; i <= record->actions->len; i++)
    {
      if (i % KEEP_EVERY == 0)
        {
          g_array_append_vals (kept, s, 1);
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
        }
      if (i < record->actions->len
          && dr_nr_apply (s, &g_array_index (record->actions, DrNrAction, i)) != DR_NR_OK)
        {
          g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                       _("Action %u of the record is not legal in its game"), i + 1);
          return FALSE;
        }
    }
  return TRUE;
}

static void
load_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Loaded *loaded = g_new0 (Loaded, 1);
  g_autofree DrNrState *end = g_new0 (DrNrState, 1);
  GError *error = NULL;

  loaded->path = g_strdup (task_data);
  loaded->kept = g_array_new (FALSE, FALSE, sizeof (DrNrState));
  dr_play_record_init (&loaded->record);
  if (!dr_play_record_load (loaded->path, &loaded->record, &error)
      || !keep_states (&loaded->record, loaded->kept, end, cancellable, &error)
      || (loaded->game = dr_play_game_new_from_record (loaded->path, &loaded->record, end, &error)) == NULL)
    {
      loaded_free (loaded);
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, loaded, (GDestroyNotify) loaded_free);
}

void
dr_play_replay_load_async (DrPlayReplay        *self,
                           const char          *path,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             data)
{
  g_return_if_fail (DR_IS_PLAY_REPLAY (self));
  g_return_if_fail (path != NULL);
  dr_play_run_on_path (self, path, dr_play_replay_load_async, load_thread, cancellable, callback, data);
}

/* What was shown stays until a record has replayed whole. */
gboolean
dr_play_replay_load_finish (DrPlayReplay  *self,
                            GAsyncResult  *result,
                            DrPlayCatalog *catalog,
                            GError       **error)
{
  Loaded *loaded;
  g_autoptr(GtkStringList) seats = gtk_string_list_new (NULL);

  g_return_val_if_fail (DR_IS_PLAY_REPLAY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  loaded = g_task_propagate_pointer (G_TASK (result), error);
  if (loaded == NULL)
    return FALSE;
  dr_play_record_clear (&self->record);
  self->record = loaded->record;
  dr_play_record_init (&loaded->record);
  g_array_unref (self->kept);
  self->kept = g_steal_pointer (&loaded->kept);
  g_free (self->path);
  self->path = g_steal_pointer (&loaded->path);
  g_clear_pointer (&self->game, dr_play_game_free);
  self->game = g_steal_pointer (&loaded->game);
  loaded_free (loaded);
  self->loaded = TRUE;
  g_set_object (&self->catalog, catalog);
  self->state = g_array_index (self->kept, DrNrState, 0);
  self->position = 0;
  for (int seat = 0; seat < self->state.n_seats; seat++)
    {
      g_autofree char *name = dr_play_seat_name (&self->state, seat);

      gtk_string_list_append (seats, name);
    }
  gtk_string_list_append (seats, _("Spectator"));
  self->viewer = -1;
  self->updating = TRUE;
  gtk_drop_down_set_model (self->seat_dropdown, G_LIST_MODEL (seats));
  gtk_drop_down_set_selected (self->seat_dropdown, (guint) self->state.n_seats);
  gtk_adjustment_configure (self->adjustment, 0, 0, self->record.actions->len, 1, 10, 0);
  self->updating = FALSE;
  show (self);
  return TRUE;
}

char *
dr_play_replay_get_export_name (DrPlayReplay *self)
{
  g_return_val_if_fail (DR_IS_PLAY_REPLAY (self), NULL);
  return self->game != NULL ? dr_play_game_file_name (self->game) : NULL;
}

const char *
dr_play_replay_get_path (DrPlayReplay *self)
{
  g_return_val_if_fail (DR_IS_PLAY_REPLAY (self), NULL);
  return self->path;
}

void
dr_play_replay_set_catalog (DrPlayReplay  *self,
                            DrPlayCatalog *catalog)
{
  g_return_if_fail (DR_IS_PLAY_REPLAY (self));
  g_set_object (&self->catalog, catalog);
  if (self->loaded)
    show (self);
}

static void
step_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DrPlayReplay *self = DR_PLAY_REPLAY (widget);

  if (g_str_equal (action_name, "replay.first"))
    dr_play_replay_set_position (self, 0);
  else if (g_str_equal (action_name, "replay.previous") && self->position > 0)
    dr_play_replay_set_position (self, self->position - 1);
  else if (g_str_equal (action_name, "replay.next"))
    dr_play_replay_set_position (self, self->position + 1);
  else if (g_str_equal (action_name, "replay.last"))
    dr_play_replay_set_position (self, G_MAXUINT);
}

/* Left and Right follow the slider, which runs from right to left in a
 * right-to-left language: there Left goes forward. */
static void
arrow_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  gboolean left = g_str_equal (action_name, "replay.left");
  gboolean forward = (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL) == left;

  step_cb (widget, forward ? "replay.next" : "replay.previous", NULL);
}

/* The slider takes the focus: the keys reach the replay from there (it
 * steps with the arrows, Home and End itself), whatever had the focus
 * before the replay showed. */
static gboolean
dr_play_replay_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (DR_PLAY_REPLAY (widget)->scale);
}

static void
dr_play_replay_dispose (GObject *object)
{
  DrPlayReplay *self = DR_PLAY_REPLAY (object);

  dr_play_desk_set_side (self->desk, NULL);
  g_clear_object (&self->events);
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_REPLAY);
  dr_play_remove_children (GTK_WIDGET (object));
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (dr_play_replay_parent_class)->dispose (object);
}

static void
dr_play_replay_finalize (GObject *object)
{
  DrPlayReplay *self = DR_PLAY_REPLAY (object);

  dr_play_record_clear (&self->record);
  g_array_unref (self->kept);
  g_free (self->path);
  g_clear_pointer (&self->game, dr_play_game_free);
  G_OBJECT_CLASS (dr_play_replay_parent_class)->finalize (object);
}

gboolean
dr_play_replay_export (DrPlayReplay  *self,
                       const char    *path,
                       GError       **error)
{
  DrNrState end;

  g_return_val_if_fail (DR_IS_PLAY_REPLAY (self), FALSE);
  g_return_val_if_fail (self->loaded, FALSE);

  return dr_play_record_replay (&self->record, &end, error)
         && dr_play_record_save (&self->record, &end, path, error);
}

static void
export_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  g_autofree char *name = NULL;

  if (!DR_PLAY_REPLAY (widget)->loaded)
    return;
  name = dr_play_replay_get_export_name (DR_PLAY_REPLAY (widget));
  dr_play_export_as (widget, name, (DrPlaySaveFunc) dr_play_replay_export);
}

static void
dr_play_replay_class_init (DrPlayReplayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_play_replay_dispose;
  object_class->finalize = dr_play_replay_finalize;
  widget_class->grab_focus = dr_play_replay_grab_focus;
  g_type_ensure (DR_TYPE_PLAY_DESK);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-replay.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayReplay, seat_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DrPlayReplay, adjustment);
  gtk_widget_class_bind_template_child (widget_class, DrPlayReplay, scale);
  gtk_widget_class_bind_template_child (widget_class, DrPlayReplay, position_label);
  gtk_widget_class_bind_template_child (widget_class, DrPlayReplay, desk);
  gtk_widget_class_bind_template_callback (widget_class, on_seat_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_position_changed_cb);
  gtk_widget_class_install_action (widget_class, "replay.first", NULL, step_cb);
  gtk_widget_class_install_action (widget_class, "replay.previous", NULL, step_cb);
  gtk_widget_class_install_action (widget_class, "replay.next", NULL, step_cb);
  gtk_widget_class_install_action (widget_class, "replay.last", NULL, step_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "replay.first", NULL);
  gtk_widget_class_install_action (widget_class, "replay.left", NULL, arrow_cb);
  gtk_widget_class_install_action (widget_class, "replay.right", NULL, arrow_cb);
  /* the slider takes the arrows itself when it has the focus, to the same effect */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "replay.left", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "replay.right", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, 0, "replay.left", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, 0, "replay.right", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "replay.left", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "replay.right", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "replay.last", NULL);
  gtk_widget_class_install_action (widget_class, "replay.export", NULL, export_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "replay.export", NULL);
  gtk_widget_class_set_css_name (widget_class, "playreplay");
}

static void
dr_play_replay_init (DrPlayReplay *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->kept = g_array_new (FALSE, FALSE, sizeof (DrNrState));
  dr_play_record_init (&self->record);
  self->events = g_object_ref_sink (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->events), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (self->events, TRUE);
  /* The last events are the ones that matter at this step: the list shows its end. */
  g_signal_connect_swapped (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->events)), "changed",
                            G_CALLBACK (dr_play_keep_at_end_soon), self->events);
  dr_play_desk_set_side (self->desk, self->events);
  self->viewer = -1;
}
