/* dr-play-match.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-match"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "dr-play-games.h"
#include "dr-play-match-private.h"
#include "dr-play-util.h"
#include "dr-toast.h"

struct _DrPlayMatch
{
  GtkWidget      parent_instance;

  /* Template widgets */
  GtkStack      *stack;
  GtkLabel      *title_label;
  GtkWidget     *undo_button;
  GtkToggleButton *log_button;
  GtkRevealer   *over_revealer;
  GtkLabel      *over_heading;
  GtkLabel      *over_label;
  GtkWidget     *rematch_button;
  DrPlayDesk    *desk;
  AdwStatusPage *pass_page;
  GtkWidget     *reveal_button;

  /* The log, made here and put in the desk's side column */
  GtkWidget     *log_scroller;
  GtkListView   *log_list;
  gboolean       log_at_end;
  guint          log_tick;

  DrPlaySession *session;
  DrPlayCatalog *catalog;
  GListModel    *log;          /* the session's, for `viewer` */
  int            viewer;
  int            log_viewer;
  int            n_humans;
  int            human;        /* the one human seat, or -1 */
  gboolean       passing;
  char          *result;
};

G_DEFINE_FINAL_TYPE (DrPlayMatch, dr_play_match, GTK_TYPE_WIDGET)

static gboolean
hot_seat (DrPlayMatch *self)
{
  return self->n_humans > 1;
}

/* The log is a list view: only the lines on screen have widgets, so a
 * long game's log costs an update no more than a short one's (a list box
 * laid out and drew every line it had: most of an update in bench-play). */
static void
setup_log_line_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  data)
{
  gtk_list_item_set_child (item, dr_play_log_label_new (NULL));
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_selectable (item, FALSE);
}

static void
bind_log_line_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  data)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  gpointer line = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (label), dr_play_log_line_get_text (line));
  if (dr_play_log_line_get_kind (line) == DR_NR_EV_TURN_BEGINS)
    gtk_widget_add_css_class (label, "heading");
  else
    gtk_widget_remove_css_class (label, "heading");
}

/* At the next frame, not from the adjustment's "changed", which comes while
 * the list is allocated; by its last line, not by the adjustment, which a
 * list view estimates and may take for a place it has no line for. */
static gboolean
scroll_log_to_end_cb (GtkWidget     *scroller,
                      GdkFrameClock *clock,
                      gpointer       data)
{
  DrPlayMatch *self = data;
  guint n = self->log != NULL ? g_list_model_get_n_items (self->log) : 0;

  self->log_tick = 0;
  if (n > 0 && self->log_at_end)
    gtk_widget_activate_action (GTK_WIDGET (self->log_list), "list.scroll-to-item", "u", n - 1);
  return G_SOURCE_REMOVE;
}

/* The log follows the game while the reader is at its end. */
static void
on_log_adjustment_changed_cb (GtkAdjustment *adjustment,
                              DrPlayMatch   *self)
{
  if (self->log_at_end && self->log_tick == 0)
    self->log_tick = gtk_widget_add_tick_callback (self->log_scroller, scroll_log_to_end_cb, self, NULL);
}

static void
on_log_scrolled_cb (GtkAdjustment *adjustment,
                    DrPlayMatch   *self)
{
  /* Only the reader's own scrolling takes the log off its end: a value set
   * while the list grows is followed by the scroll to the new end. */
  dr_play_update_at_end (adjustment, &self->log_at_end);
}

static void
bind_log (DrPlayMatch *self,
          int          reader)
{
  if (self->log != NULL && self->log_viewer == reader)
    return;
  g_clear_object (&self->log);
  self->log = g_object_ref (dr_play_session_get_log (self->session, reader));
  self->log_viewer = reader;
  self->log_at_end = TRUE;
  {
    GtkNoSelection *lines = gtk_no_selection_new (g_object_ref (self->log));

    gtk_list_view_set_model (self->log_list, GTK_SELECTION_MODEL (lines));
    g_object_unref (lines);
  }
}

/* Who the table is drawn for, and whether the device must first change hands. */
static void
choose_viewer (DrPlayMatch *self)
{
  int acting = dr_play_session_get_acting_seat (self->session);

  if (dr_play_session_is_over (self->session))
    {
      self->passing = FALSE;
      self->viewer = hot_seat (self) || self->human < 0 ? -1 : self->human;
      return;
    }
  if (!hot_seat (self))
    {
      self->viewer = self->human;
      return;
    }
  if (acting >= 0 && dr_play_session_get_seat_kind (self->session, acting) == DR_PLAY_SEAT_HUMAN
      && acting != self->viewer)
    {
      self->viewer = acting;
      self->passing = TRUE;
    }
}

static void
show_pass_screen (DrPlayMatch *self)
{
  DrNrState view;
  g_autofree char *seat = NULL;

  dr_play_session_get_view (self->session, self->viewer, &view);
  seat = dr_play_seat_name (&view, self->viewer);
  dr_play_show_pass_screen (self->pass_page, GTK_BUTTON (self->reveal_button), seat);
  gtk_stack_set_visible_child_name (self->stack, "pass");
}

static char *
result_text (DrPlayMatch *self,
             char       **heading)
{
  DrEngineResult result;
  const char *reason;
  gboolean corp_won, draw;

  dr_play_session_get_result (self->session, &result);
  reason = result.reason_text != NULL ? _(result.reason_text) : "";
  draw = result.winners == 0;
  corp_won = (result.winners & 1u) != 0;
  if (draw)
    *heading = g_strdup (_("Draw"));
  else if (self->human >= 0 && !hot_seat (self))
    *heading = g_strdup ((self->human == DR_NR_CORP_SEAT) == corp_won ? _("You Win") : _("You Lose"));
  else
    *heading = g_strdup (_("Game Over"));
  if (draw)
    /* Translators: the end of a game and its reason, "The game is a draw: turn limit" */
    return g_strdup_printf (_("The game is a draw: %s"), reason);
  if (corp_won)
    /* Translators: the end of a game and its reason, "The Corp wins: agenda points" */
    return g_strdup_printf (_("The Corp wins: %s"), reason);
  return g_strdup_printf (dr_play_session_get_n_seats (self->session) > 2
                          /* Translators: the end of a NAPD game, "The Runners win: agenda points" */
                          ? _("The Runners win: %s")
                          /* Translators: the end of a game and its reason, "The Runner wins: flatline" */
                          : _("The Runner wins: %s"), reason);
}


/* Between people the session lets a seat take back only its own last
 * decision while nobody else has acted since (dr_play_undo_allowed); the
 * pass screen offers nothing, as the table behind it is not that seat's. */
static gboolean
undo_allowed (DrPlayMatch *self)
{
  if (self->session == NULL || !dr_play_session_can_undo (self->session))
    return FALSE;
  return !hot_seat (self) || !self->passing;
}
static void
refresh (DrPlayMatch *self)
{
  DrNrState view;
  g_autoptr(DrPlayScene) scene = NULL;
  g_autofree char *heading = NULL;
  gboolean over = dr_play_session_is_over (self->session);
  gboolean thinking = dr_play_session_get_ai_thinking (self->session);
  int acting = dr_play_session_get_acting_seat (self->session);
  int eyes;

  choose_viewer (self);
  /* Nobody's eyes yet (hot-seat before the first decision) are a spectator's. */
  if (self->viewer < 0)
    self->viewer = -1;
  /* Behind the pass-the-device screen the table holds only what everyone may see. */
  eyes = self->passing ? -1 : self->viewer;
  if (eyes >= 0)
    dr_play_session_get_view (self->session, eyes, &view);
  else
    dr_nr_view (dr_play_session_get_state (self->session), -1, &view);
  scene = dr_play_scene_new (&view, eyes, self->catalog);
  if (!over && eyes >= 0 && acting == eyes
      && dr_play_session_get_seat_kind (self->session, acting) == DR_PLAY_SEAT_HUMAN)
    {
      GListModel *actions = dr_play_session_get_actions (self->session);
      guint n = g_list_model_get_n_items (actions);
      g_autoptr(GArray) list = g_array_sized_new (FALSE, FALSE, sizeof (DrNrAction), n);
      g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(DrPlayAction) action = g_list_model_get_item (actions, i);

          g_array_append_vals (list, dr_play_action_get_action (action), 1);
          g_ptr_array_add (labels, g_strdup (dr_play_action_get_label (action)));
        }
      dr_play_scene_set_choices (scene, (const DrNrAction *) list->data, (const char *const *) labels->pdata, n);
    }
  dr_play_desk_set_scene (self->desk, scene, thinking ? _("The computer is thinking…") : NULL, thinking);
  bind_log (self, eyes);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "match.undo", undo_allowed (self));
  g_clear_pointer (&self->result, g_free);
  if (over)
    self->result = result_text (self, &heading);
  dr_play_show_game_over (self->over_revealer, self->over_heading, self->over_label, heading, self->result);
  if (self->passing)
    show_pass_screen (self);
  else
    gtk_stack_set_visible_child_name (self->stack, "table");
}

static void
on_session_changed_cb (DrPlayMatch *self)
{
  refresh (self);
}

static char *
title_for (DrPlaySession *session)
{
  g_autoptr(GString) runners = g_string_new (NULL);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, dr_play_session_get_seed (session));

  for (int seat = 1; seat < dr_play_session_get_n_seats (session); seat++)
    {
      if (seat > 1)
        g_string_append (runners, ", ");
      g_string_append (runners, dr_play_session_get_deck_name (session, seat));
    }
  /* Translators: the match: the Corp's deck, the Runners' decks, the seed, "Jinteki vs Gabriel · seed 42" */
  return g_strdup_printf (_("%s vs %s · seed %s"), dr_play_session_get_deck_name (session, 0),
                          runners->str, seed);
}

void
dr_play_match_set_session (DrPlayMatch   *self,
                           DrPlaySession *session,
                           DrPlayCatalog *catalog,
                           gboolean       can_rematch)
{
  g_autofree char *title = NULL;

  g_return_if_fail (DR_IS_PLAY_MATCH (self));
  g_return_if_fail (DR_IS_PLAY_SESSION (session));

  if (self->session != NULL)
    {
      dr_play_session_cancel_ai (self->session);
      /* the computer's moves since the last human decision */
      dr_play_games_save_now (self->session);
      g_signal_handlers_disconnect_by_data (self->session, self);
    }
  g_set_object (&self->session, session);
  g_set_object (&self->catalog, catalog);
  g_clear_object (&self->log);
  self->n_humans = 0;
  self->human = -1;
  for (int seat = 0; seat < dr_play_session_get_n_seats (session); seat++)
    if (dr_play_session_get_seat_kind (session, seat) == DR_PLAY_SEAT_HUMAN)
      {
        self->n_humans++;
        self->human = seat;
      }
  if (self->n_humans != 1)
    self->human = -1;
  self->viewer = self->human;
  self->passing = FALSE;
  if (hot_seat (self))
    self->viewer = G_MININT;   /* the first human to act gets the pass screen */
  g_signal_connect_object (session, "changed", G_CALLBACK (on_session_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "game-over", G_CALLBACK (on_session_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::ai-thinking", G_CALLBACK (on_session_changed_cb), self,
                           G_CONNECT_SWAPPED);
  title = title_for (session);
  gtk_label_set_text (self->title_label, title);
  gtk_widget_set_visible (self->rematch_button, can_rematch);
  gtk_widget_set_visible (self->undo_button, TRUE);
  refresh (self);
}

DrPlaySession *
dr_play_match_get_session (DrPlayMatch *self)
{
  g_return_val_if_fail (DR_IS_PLAY_MATCH (self), NULL);
  return self->session;
}

int
dr_play_match_get_viewer (DrPlayMatch *self)
{
  g_return_val_if_fail (DR_IS_PLAY_MATCH (self), -1);
  return self->viewer;
}

gboolean
dr_play_match_is_passing (DrPlayMatch *self)
{
  g_return_val_if_fail (DR_IS_PLAY_MATCH (self), FALSE);
  return self->passing;
}

static void
dr_play_match_reveal (DrPlayMatch *self)
{
  g_return_if_fail (DR_IS_PLAY_MATCH (self));
  if (!self->passing)
    return;
  self->passing = FALSE;
  refresh (self);
}

const char *
dr_play_match_get_result (DrPlayMatch *self)
{
  g_return_val_if_fail (DR_IS_PLAY_MATCH (self), NULL);
  return self->result;
}

GListModel *
dr_play_match_get_log (DrPlayMatch *self)
{
  g_return_val_if_fail (DR_IS_PLAY_MATCH (self), NULL);
  return self->log;
}

gboolean
dr_play_match_save (DrPlayMatch  *self,
                    const char   *path,
                    GError      **error)
{
  g_return_val_if_fail (DR_IS_PLAY_MATCH (self), FALSE);
  return dr_play_session_save (self->session, path, error);
}

static void
on_choose_cb (DrPlayMatch *self,
              guint        position)
{
  g_autoptr(GError) error = NULL;

  if (self->session == NULL || dr_play_session_choose (self->session, position, &error))
    return;
  /* A stale choice (the game moved on under an open menu) is told, not fatal. */
  dr_play_toast (GTK_WIDGET (self), error->message);
}

static void
on_log_toggled_cb (DrPlayMatch *self)
{
  dr_play_desk_set_side (self->desk, gtk_toggle_button_get_active (self->log_button) ? self->log_scroller : NULL);
}

static void
undo_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DrPlayMatch *self = DR_PLAY_MATCH (widget);

  if (undo_allowed (self))
    dr_play_session_undo (self->session);
}

static void
reveal_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  dr_play_match_reveal (DR_PLAY_MATCH (widget));
}

static void
toggle_log_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  DrPlayMatch *self = DR_PLAY_MATCH (widget);

  gtk_toggle_button_set_active (self->log_button, !gtk_toggle_button_get_active (self->log_button));
}

static void
save_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  if (DR_PLAY_MATCH (widget)->session == NULL)
    return;
  /* Translators: the suggested file name of a saved game */
  dr_play_save_as (widget, _("game.jsonl"), (DrPlaySaveFunc) dr_play_match_save);
}

static void
rematch_cb (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  g_signal_emit_by_name (widget, "rematch");
}

static void
dr_play_match_dispose (GObject *object)
{
  DrPlayMatch *self = DR_PLAY_MATCH (object);

  if (self->session != NULL)
    {
      dr_play_session_cancel_ai (self->session);
      dr_play_games_save_now (self->session);   /* the window closes */
    }
  if (self->log_tick != 0)
    gtk_widget_remove_tick_callback (self->log_scroller, self->log_tick);
  self->log_tick = 0;
  /* The log lives in the desk's side column while shown: take it back first. */
  dr_play_desk_set_side (self->desk, NULL);
  g_clear_object (&self->log_scroller);
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_MATCH);
  dr_play_remove_children (GTK_WIDGET (object));
  g_clear_object (&self->session);
  g_clear_object (&self->catalog);
  g_clear_object (&self->log);
  g_clear_pointer (&self->result, g_free);
  G_OBJECT_CLASS (dr_play_match_parent_class)->dispose (object);
}

static void
dr_play_match_class_init (DrPlayMatchClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_play_match_dispose;

  g_signal_new ("rematch", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (DR_TYPE_PLAY_DESK);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-match.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, stack);
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, title_label);
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, undo_button);
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, log_button);
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, over_revealer);
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, over_heading);
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, over_label);
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, rematch_button);
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, desk);
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, pass_page);
  gtk_widget_class_bind_template_child (widget_class, DrPlayMatch, reveal_button);
  gtk_widget_class_bind_template_callback (widget_class, on_choose_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_log_toggled_cb);

  gtk_widget_class_install_action (widget_class, "match.undo", NULL, undo_cb);
  gtk_widget_class_install_action (widget_class, "match.save", NULL, save_cb);
  gtk_widget_class_install_action (widget_class, "match.reveal", NULL, reveal_cb);
  gtk_widget_class_install_action (widget_class, "match.rematch", NULL, rematch_cb);
  gtk_widget_class_install_action (widget_class, "match.toggle-log", NULL, toggle_log_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "match.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "match.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "match.toggle-log", NULL);
  gtk_widget_class_set_css_name (widget_class, "playmatch");
}

static void
dr_play_match_init (DrPlayMatch *self)
{
  GtkAdjustment *adjustment;

  gtk_widget_init_template (GTK_WIDGET (self));
  {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

    g_signal_connect (factory, "setup", G_CALLBACK (setup_log_line_cb), NULL);
    g_signal_connect (factory, "bind", G_CALLBACK (bind_log_line_cb), NULL);
    self->log_list = GTK_LIST_VIEW (gtk_list_view_new (NULL, factory));
  }
  /* The log takes no focus: the keyboard stays on the table. */
  gtk_widget_set_focusable (GTK_WIDGET (self->log_list), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self->log_list), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->log_list), "play-log");
  self->log_scroller = g_object_ref_sink (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->log_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->log_scroller), GTK_WIDGET (self->log_list));
  gtk_widget_set_vexpand (self->log_scroller, TRUE);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->log_scroller));
  g_signal_connect (adjustment, "changed", G_CALLBACK (on_log_adjustment_changed_cb), self);
  g_signal_connect (adjustment, "value-changed", G_CALLBACK (on_log_scrolled_cb), self);
  self->log_at_end = TRUE;
  self->viewer = -1;
  self->log_viewer = G_MININT;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "match.undo", FALSE);
  on_log_toggled_cb (self);
}
