/* dr-play-card-input.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-card-input"

#include "config.h"

#include "dr-play-card-input.h"

#define HOVER_ZOOM_MS 650
#define INPUT_KEY     "dr-play-card-input"

static DrPlayCardInput *
input_of (GtkWidget *card)
{
  return g_object_get_data (G_OBJECT (card), INPUT_KEY);
}

void
dr_play_card_input_open_zoom (DrPlayCardInput *input,
                              gboolean         from_hover)
{
  GtkRoot *root = gtk_widget_get_root (input->card);

  if (!input->can_zoom (input->card, from_hover))
    return;
  /* GTK 4.8's popovers need a focus in their window to show (a table
   * rebuilt under the focus leaves none): the card looked at takes it. */
  if (root != NULL && gtk_root_get_focus (root) == NULL)
    gtk_widget_grab_focus (input->card);
  if (input->zoom_popover == NULL)
    {
      input->zoom_popover = gtk_popover_new ();
      gtk_widget_set_parent (input->zoom_popover, input->card);
    }
  gtk_popover_set_child (GTK_POPOVER (input->zoom_popover), input->zoom_content (input->card));
  /* A zoom that came with the pointer leaves with it and takes no focus.
   * It opens beside the card: above or below, a zoom taller than the room
   * there would slide over the card, which would lose the pointer and close
   * it again at once. */
  gtk_popover_set_position (GTK_POPOVER (input->zoom_popover),
                            !from_hover ? GTK_POS_BOTTOM
                            : gtk_widget_get_direction (input->card) == GTK_TEXT_DIR_RTL ? GTK_POS_LEFT
                                                                                       : GTK_POS_RIGHT);
  gtk_popover_set_autohide (GTK_POPOVER (input->zoom_popover), !from_hover);
  gtk_widget_set_can_target (input->zoom_popover, !from_hover);
  input->zoom_from_hover = from_hover;
  gtk_popover_popup (GTK_POPOVER (input->zoom_popover));
}

static void
close_hover_zoom (DrPlayCardInput *input)
{
  g_clear_handle_id (&input->hover_source, g_source_remove);
  if (input->zoom_from_hover && input->zoom_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (input->zoom_popover));
}

void
dr_play_card_input_drop_zoom (DrPlayCardInput *input)
{
  g_clear_pointer (&input->zoom_popover, gtk_widget_unparent);
}

void
dr_play_card_input_allocate (DrPlayCardInput *input)
{
  if (input->zoom_popover != NULL)
    gtk_popover_present (GTK_POPOVER (input->zoom_popover));
}

void
dr_play_card_input_dispose (DrPlayCardInput *input)
{
  g_clear_handle_id (&input->hover_source, g_source_remove);
  dr_play_card_input_drop_zoom (input);
}

static void
activate_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  DrPlayCardInput *input = input_of (widget);

  input->activate (widget);
}

static void
zoom_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  dr_play_card_input_open_zoom (input_of (widget), FALSE);
}

static void
on_click_released_cb (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      DrPlayCardInput *input)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  close_hover_zoom (input);
  if (button == GDK_BUTTON_SECONDARY)
    dr_play_card_input_open_zoom (input, FALSE);
  else
    input->activate (input->card);
}

static void
on_long_press_cb (GtkGestureLongPress *gesture,
                  double               x,
                  double               y,
                  DrPlayCardInput     *input)
{
  gtk_event_controller_reset (GTK_EVENT_CONTROLLER (gesture));
  dr_play_card_input_open_zoom (input, FALSE);
}

static gboolean
hover_zoom_cb (gpointer data)
{
  DrPlayCardInput *input = data;

  input->hover_source = 0;
  dr_play_card_input_open_zoom (input, TRUE);
  return G_SOURCE_REMOVE;
}

static void
on_enter_cb (GtkEventControllerMotion *motion,
             double                    x,
             double                    y,
             DrPlayCardInput          *input)
{
  g_clear_handle_id (&input->hover_source, g_source_remove);
  if (input->can_zoom (input->card, TRUE))
    input->hover_source = g_timeout_add (HOVER_ZOOM_MS, hover_zoom_cb, input);
}

static void
on_leave_cb (GtkEventControllerMotion *motion,
             DrPlayCardInput          *input)
{
  close_hover_zoom (input);
}

void
dr_play_card_input_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "card.activate", NULL, activate_cb);
  gtk_widget_class_install_action (widget_class, "card.zoom", NULL, zoom_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, 0, "card.zoom", NULL);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

void
dr_play_card_input_init (DrPlayCardInput *input,
                         GtkWidget       *card,
                         void            (*activate)     (GtkWidget *card),
                         gboolean        (*can_zoom)     (GtkWidget *card,
                                                          gboolean   from_hover),
                         GtkWidget      *(*zoom_content) (GtkWidget *card))
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  g_return_if_fail (activate != NULL && can_zoom != NULL && zoom_content != NULL);

  input->activate = activate;
  input->can_zoom = can_zoom;
  input->zoom_content = zoom_content;

  input->card = card;
  g_object_set_data (G_OBJECT (card), INPUT_KEY, input);
  gtk_widget_set_focusable (card, TRUE);
  gtk_widget_set_cursor_from_name (card, "pointer");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released_cb), input);
  gtk_widget_add_controller (card, GTK_EVENT_CONTROLLER (click));
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (on_long_press_cb), input);
  gtk_widget_add_controller (card, GTK_EVENT_CONTROLLER (long_press));
  g_signal_connect (motion, "enter", G_CALLBACK (on_enter_cb), input);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave_cb), input);
  gtk_widget_add_controller (card, motion);
}
