/* dr-lockpick-match.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-lockpick-match"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "dr-lockpick-games.h"
#include "dr-lockpick-match-private.h"
#include "dr-lockpick-table.h"
#include "dr-play-text.h"
#include "dr-play-util.h"

struct _DrLockpickMatch
{
  GtkWidget          parent_instance;

  /* Template widgets */
  GtkStack          *stack;
  GtkLabel          *title_label;
  GtkWidget         *random_button;
  GtkWidget         *undo_button;
  GtkToggleButton   *log_button;
  GtkRevealer       *over_revealer;
  GtkLabel          *over_heading;
  GtkLabel          *over_label;
  GtkWidget         *rematch_button;
  GtkWidget         *watch_button;
  DrLockpickGrid    *grid;
  GtkLabel          *prompt_label;
  GtkWidget         *choices_box;
  GtkWidget         *hand_title;
  GtkFlowBox        *hand_box;
  GtkWidget         *seats_box;
  GtkWidget         *log_scroller;
  GtkListBox        *log_list;
  AdwStatusPage     *pass_page;
  GtkWidget         *reveal_button;

  DrLockpickSession *session;
  DrPlayCatalog     *catalog;        /* nullable: the card data for the cards' texts */
  GListModel        *log;            /* the session's, for log_reader */
  int                log_reader;
  gboolean           log_at_end;
  int                viewer;
  int                human;          /* the one human seat, or -1 */
  int                n_humans;
  gboolean           passing;
  char              *result;
};

G_DEFINE_FINAL_TYPE (DrLockpickMatch, dr_lockpick_match, GTK_TYPE_WIDGET)

/* ---- the seat whose eyes the table is for ---- */

static void
follow_acting_seat (DrLockpickMatch *self)
{
  int acting = dr_lockpick_session_get_acting_seat (self->session);

  if (dr_lockpick_session_is_over (self->session))
    {
      self->passing = FALSE;
      self->viewer = self->n_humans == 1 ? self->human : -1;
    }
  else if (self->n_humans <= 1)
    self->viewer = self->human;
  else if (dr_lockpick_session_is_human (self->session, acting) && acting != self->viewer)
    {
      /* the next person at the screen: nothing of the last one's shows meanwhile */
      self->viewer = acting;
      self->passing = TRUE;
    }
}

/* ---- the side column ---- */

static void
choose (DrLockpickMatch *self,
        guint            position)
{
  g_autoptr(GError) error = NULL;

  /* a stale choice (the game moved on) is told, not fatal */
  if (!dr_lockpick_session_choose (self->session, position, &error))
    dr_play_toast (GTK_WIDGET (self), error->message);
}

static void
on_choice_clicked_cb (GtkButton       *button,
                      DrLockpickMatch *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "dr-position"));

  choose (self, position);
}

static void
on_choose_cb (DrLockpickMatch *self,
              guint            position)
{
  choose (self, position);
}

static gboolean
offers_random_layout (GListModel *actions)
{
  for (guint i = 0; i < g_list_model_get_n_items (actions); i++)
    {
      g_autoptr(DrPlayAction) action = g_list_model_get_item (actions, i);

      if (dr_play_action_get_kind (action) == DR_LP_ACT_LAYOUT_RANDOM)
        return TRUE;
    }
  return FALSE;
}

static void
show_choices (DrLockpickMatch *self,
              GListModel      *actions)
{
  guint n = actions != NULL ? g_list_model_get_n_items (actions) : 0;

  dr_play_remove_children (self->choices_box);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DrPlayAction) action = g_list_model_get_item (actions, i);
      /* Translators: a numbered choice, "3. Activate Brute Force"; keys 1 to 9 choose the first nine */
      g_autofree char *text = g_strdup_printf (_("%u. %s"), i + 1, dr_play_action_get_label (action));
      GtkWidget *button = gtk_button_new ();
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_button_set_child (GTK_BUTTON (button), label);
      g_object_set_data (G_OBJECT (button), "dr-position", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->choices_box), button);
    }
}

/* ---- the log ---- */

static void
read_log_as (DrLockpickMatch *self,
             int              reader)
{
  if (self->log != NULL && self->log_reader == reader)
    return;
  g_set_object (&self->log, dr_lockpick_session_get_log (self->session, reader));
  self->log_reader = reader;
  self->log_at_end = TRUE;
  gtk_list_box_bind_model (self->log_list, self->log, dr_play_log_row, GINT_TO_POINTER (DR_LP_EV_TURN), NULL);
}

/* ---- the whole table ---- */

static char *
result_words (DrLockpickMatch *self,
              char           **heading)
{
  const DrLpState *state = dr_lockpick_session_get_state (self->session);
  gboolean server_won = state->winner_server != 0;

  if (self->n_humans == 1)
    *heading = g_strdup ((self->human == DR_LP_SERVER_SEAT) == server_won ? _("You Win") : _("You Lose"));
  else
    *heading = g_strdup (_("Game Over"));
  return dr_lockpick_table_result (state);
}

static void
show_pass_screen (DrLockpickMatch *self)
{
  g_autofree char *seat = dr_lockpick_table_seat_name (self->viewer);

  dr_play_show_pass_screen (self->pass_page, GTK_BUTTON (self->reveal_button), seat);
  gtk_stack_set_visible_child_name (self->stack, "pass");
}

static void
refresh (DrLockpickMatch *self)
{
  g_autofree DrLpState *view = g_new (DrLpState, 1);
  g_autofree char *prompt = NULL;
  g_autofree char *heading = NULL;
  gboolean over = dr_lockpick_session_is_over (self->session);
  gboolean thinking = dr_lockpick_session_get_ai_thinking (self->session);
  int acting = dr_lockpick_session_get_acting_seat (self->session);
  GListModel *actions = NULL;
  int eyes;

  follow_acting_seat (self);
  eyes = self->passing ? -1 : self->viewer;
  dr_lockpick_session_get_view (self->session, eyes, view);
  if (!over && eyes >= 0 && acting == eyes && dr_lockpick_session_is_human (self->session, acting))
    actions = dr_lockpick_session_get_actions (self->session);

  if (actions != NULL)
    {
      prompt = dr_lockpick_session_get_prompt (self->session);
      if (prompt == NULL)
        prompt = g_strdup (_("Your turn: choose what to do"));
    }
  else if (thinking)
    prompt = g_strdup (_("The computer is thinking…"));
  else if (!over && acting >= 0)
    {
      g_autofree char *name = dr_lockpick_table_seat_name (acting);

      /* Translators: the seat whose decision the table waits for */
      prompt = g_strdup_printf (_("Waiting for %s"), name);
    }
  gtk_label_set_text (self->prompt_label, prompt != NULL ? prompt : "");
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), prompt != NULL);
  dr_lockpick_grid_show (self->grid, view, actions);
  show_choices (self, actions);
  gtk_widget_set_visible (self->random_button, actions != NULL && offers_random_layout (actions));
  dr_lockpick_table_show_hand (self->hand_box, self->hand_title, view, eyes, self->catalog);
  dr_lockpick_table_show_seats (self->seats_box, view, self->viewer, acting, self->catalog);
  read_log_as (self, eyes);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lockpick.undo", dr_lockpick_session_can_undo (self->session));

  g_clear_pointer (&self->result, g_free);
  if (over)
    self->result = result_words (self, &heading);
  dr_play_show_game_over (self->over_revealer, self->over_heading, self->over_label, heading, self->result);
  if (self->passing)
    show_pass_screen (self);
  else
    gtk_stack_set_visible_child_name (self->stack, "table");
}

void
dr_lockpick_match_set_session (DrLockpickMatch   *self,
                               DrLockpickSession *session,
                               gboolean           can_rematch)
{
  g_autofree char *seed = NULL;
  g_autofree char *title = NULL;

  g_return_if_fail (DR_IS_LOCKPICK_MATCH (self));
  g_return_if_fail (DR_IS_LOCKPICK_SESSION (session));

  if (self->session != NULL)
    {
      dr_lockpick_session_cancel_ai (self->session);
      /* the computer's moves since the last human decision */
      dr_lockpick_games_save_now (self->session);
      g_signal_handlers_disconnect_by_data (self->session, self);
    }
  g_set_object (&self->session, session);
  g_clear_object (&self->log);
  self->n_humans = 0;
  self->human = -1;
  for (int seat = 0; seat < dr_lockpick_session_get_n_seats (session); seat++)
    if (dr_lockpick_session_is_human (session, seat))
      {
        self->n_humans++;
        self->human = seat;
      }
  if (self->n_humans != 1)
    self->human = -1;
  self->viewer = self->n_humans > 1 ? G_MININT : self->human;
  self->passing = FALSE;
  g_signal_connect_object (session, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::ai-thinking", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, dr_lockpick_session_get_seed (session));
  /* Translators: the match's title, "Lockpick · 3 players · seed 42" */
  title = g_strdup_printf (_("Lockpick · %d players · seed %s"), dr_lockpick_session_get_n_seats (session), seed);
  gtk_label_set_text (self->title_label, title);
  gtk_widget_set_visible (self->rematch_button, can_rematch);
  refresh (self);
}

void
dr_lockpick_match_set_catalog (DrLockpickMatch *self,
                               DrPlayCatalog   *catalog)
{
  g_return_if_fail (DR_IS_LOCKPICK_MATCH (self));
  dr_lockpick_grid_set_catalog (self->grid, catalog);
  if (!g_set_object (&self->catalog, catalog))
    return;
  /* the cards drawn from the catalog before may hold its old store's cards */
  if (self->session != NULL)
    refresh (self);
}

DrLockpickSession *
dr_lockpick_match_get_session (DrLockpickMatch *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_MATCH (self), NULL);
  return self->session;
}

int
dr_lockpick_match_get_viewer (DrLockpickMatch *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_MATCH (self), -1);
  return self->passing ? -1 : MAX (self->viewer, -1);
}

gboolean
dr_lockpick_match_is_passing (DrLockpickMatch *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_MATCH (self), FALSE);
  return self->passing;
}

const char *
dr_lockpick_match_get_result (DrLockpickMatch *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_MATCH (self), NULL);
  return self->result;
}

gboolean
dr_lockpick_match_save (DrLockpickMatch  *self,
                        const char       *path,
                        GError          **error)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_MATCH (self), FALSE);
  return dr_lockpick_session_save (self->session, path, error);
}

/* ---- actions ---- */

static void
save_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  if (DR_LOCKPICK_MATCH (widget)->session == NULL)
    return;
  /* Translators: the suggested file name of a saved Lockpick game */
  dr_play_save_as (widget, _("lockpick.jsonl"), (DrPlaySaveFunc) dr_lockpick_match_save);
}

static void
undo_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DrLockpickMatch *self = DR_LOCKPICK_MATCH (widget);

  if (self->session != NULL)
    dr_lockpick_session_undo (self->session);
}

static void
reveal_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  DrLockpickMatch *self = DR_LOCKPICK_MATCH (widget);

  if (!self->passing)
    return;
  self->passing = FALSE;
  refresh (self);
}

static void
random_layout_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  DrLockpickMatch *self = DR_LOCKPICK_MATCH (widget);
  GListModel *actions;

  if (self->session == NULL || self->passing)
    return;
  actions = dr_lockpick_session_get_actions (self->session);
  for (guint i = 0; i < g_list_model_get_n_items (actions); i++)
    {
      g_autoptr(DrPlayAction) action = g_list_model_get_item (actions, i);

      if (dr_play_action_get_kind (action) == DR_LP_ACT_LAYOUT_RANDOM)
        {
          dr_lockpick_session_choose (self->session, i, NULL);
          return;
        }
    }
}

static void
rematch_cb (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  g_signal_emit_by_name (widget, "rematch");
}

static void
watch_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  DrLockpickMatch *self = DR_LOCKPICK_MATCH (widget);

  if (self->session != NULL && dr_lockpick_session_is_over (self->session))
    g_signal_emit_by_name (widget, "watch-replay");
}

static void
toggle_log_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  DrLockpickMatch *self = DR_LOCKPICK_MATCH (widget);

  gtk_toggle_button_set_active (self->log_button, !gtk_toggle_button_get_active (self->log_button));
}

/* Keys 1 to 9 choose the first nine choices. */
static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   DrLockpickMatch       *self)
{
  guint digit = gdk_keyval_to_unicode (keyval);
  GtkWidget *button = gtk_widget_get_first_child (self->choices_box);

  if (self->session == NULL || self->passing || digit < '1' || digit > '9'
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  for (guint i = '1'; button != NULL && i < digit; i++)
    button = gtk_widget_get_next_sibling (button);
  if (button == NULL)
    return FALSE;
  gtk_widget_activate (button);
  return TRUE;
}

static void
dr_lockpick_match_dispose (GObject *object)
{
  DrLockpickMatch *self = DR_LOCKPICK_MATCH (object);

  if (self->session != NULL)
    {
      dr_lockpick_session_cancel_ai (self->session);
      dr_lockpick_games_save_now (self->session);   /* the window closes */
    }
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_LOCKPICK_MATCH);
  g_clear_object (&self->session);
  g_clear_object (&self->catalog);
  g_clear_object (&self->log);
  g_clear_pointer (&self->result, g_free);
  G_OBJECT_CLASS (dr_lockpick_match_parent_class)->dispose (object);
}

static void
dr_lockpick_match_class_init (DrLockpickMatchClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_lockpick_match_dispose;

  g_signal_new ("rematch", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* the game over, its replay asked for from the start */
  g_signal_new ("watch-replay", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (DR_TYPE_LOCKPICK_GRID);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-lockpick-match.ui");
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, stack);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, title_label);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, random_button);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, undo_button);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, log_button);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, over_revealer);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, over_heading);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, over_label);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, rematch_button);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, watch_button);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, grid);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, choices_box);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, hand_title);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, hand_box);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, seats_box);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, log_list);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, pass_page);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickMatch, reveal_button);
  gtk_widget_class_bind_template_callback (widget_class, on_choose_cb);

  gtk_widget_class_install_action (widget_class, "lockpick.undo", NULL, undo_cb);
  gtk_widget_class_install_action (widget_class, "lockpick.save", NULL, save_cb);
  gtk_widget_class_install_action (widget_class, "lockpick.reveal", NULL, reveal_cb);
  gtk_widget_class_install_action (widget_class, "lockpick.rematch", NULL, rematch_cb);
  gtk_widget_class_install_action (widget_class, "lockpick.watch", NULL, watch_cb);
  gtk_widget_class_install_action (widget_class, "lockpick.random-layout", NULL, random_layout_cb);
  gtk_widget_class_install_action (widget_class, "lockpick.toggle-log", NULL, toggle_log_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "lockpick.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "lockpick.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "lockpick.toggle-log", NULL);
  gtk_widget_class_set_css_name (widget_class, "lockpickmatch");
}

static void
dr_lockpick_match_init (DrLockpickMatch *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  dr_play_follow_end (GTK_SCROLLED_WINDOW (self->log_scroller), &self->log_at_end);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  self->viewer = -1;
  self->log_reader = G_MININT;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lockpick.undo", FALSE);
}
