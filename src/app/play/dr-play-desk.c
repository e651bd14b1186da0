/* dr-play-desk.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-desk"

#include "config.h"

#include <adwaita.h>

#include "dr-play-action-bar.h"
#include "dr-play-board.h"
#include "dr-play-desk-private.h"
#include "dr-play-hand.h"
#include "dr-play-prompt.h"
#include "dr-play-run-panel.h"
#include "dr-play-util.h"

struct _DrPlayDesk
{
  GtkWidget        parent_instance;

  /* Template widgets */
  DrPlayBoard     *board;
  DrPlayRunPanel  *run_panel;
  DrPlayPrompt    *prompt;
  DrPlayActionBar *action_bar;
  DrPlayHand      *hand;
  GtkWidget       *side_box;
  AdwBin          *side_slot;
  GtkScrolledWindow *board_scroller;

  DrPlayScene     *scene;
  gboolean         follow_own_side;  /* the board stays scrolled to the viewer's side */
  gboolean         follow_start;     /* right to left: the board stays at its right-hand start */
  guint            scroll_tick;
  GtkRoot         *root;      /* while mapped: whose focus the board follows */
};

G_DEFINE_FINAL_TYPE (DrPlayDesk, dr_play_desk, GTK_TYPE_WIDGET)

enum {
  CHOOSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update_side (DrPlayDesk *self);

void
dr_play_desk_set_scene (DrPlayDesk  *self,
                        DrPlayScene *scene,
                        const char  *waiting,
                        gboolean     busy)
{
  g_return_if_fail (DR_IS_PLAY_DESK (self));
  g_return_if_fail (scene != NULL);

  dr_play_scene_ref (scene);
  /* A new pair of eyes (hot-seat) starts at its own side of the table. */
  if (self->scene == NULL || dr_play_scene_get_viewer (self->scene) != dr_play_scene_get_viewer (scene))
    self->follow_own_side = self->follow_start = TRUE;
  g_clear_pointer (&self->scene, dr_play_scene_unref);
  self->scene = scene;
  dr_play_board_set_scene (self->board, scene);
  dr_play_run_panel_set_scene (self->run_panel, scene);
  dr_play_prompt_set_scene (self->prompt, scene, waiting, busy);
  dr_play_action_bar_set_scene (self->action_bar, scene);
  dr_play_hand_set_scene (self->hand, scene);
  update_side (self);
}

/* The side column holds the run while one is on, and what the view puts there. */
static void
update_side (DrPlayDesk *self)
{
  gtk_widget_set_visible (self->side_box, gtk_widget_get_visible (GTK_WIDGET (self->run_panel))
                                          || adw_bin_get_child (self->side_slot) != NULL);
}

void
dr_play_desk_set_side (DrPlayDesk *self,
                       GtkWidget  *child)
{
  g_return_if_fail (DR_IS_PLAY_DESK (self));
  adw_bin_set_child (self->side_slot, child);
  update_side (self);
}

DrPlayScene *
dr_play_desk_get_scene (DrPlayDesk *self)
{
  g_return_val_if_fail (DR_IS_PLAY_DESK (self), NULL);
  return self->scene;
}

/* Moves @adjustment the least that shows [start, start + size) of a
 * viewport @page pixels wide, @start being where the view shows it now. */
static void
reveal (GtkAdjustment *adjustment,
        double         start,
        double         size,
        double         page)
{
  double value = gtk_adjustment_get_value (adjustment);

  if (start < 0)
    gtk_adjustment_set_value (adjustment, value + start - 8);
  else if (start + size > page)
    gtk_adjustment_set_value (adjustment, value + MIN (start, start + size - page + 8));
}

/* A viewport keeps its own child in view, not the child's children: the
 * board and the hand follow the keyboard focus themselves, so that tabbing
 * to a card or a server off screen scrolls to it. */
static void
on_focus_changed_cb (DrPlayDesk *self)
{
  GtkWidget *focus = self->root != NULL ? gtk_root_get_focus (self->root) : NULL;
  GtkWidget *scroller = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_SCROLLED_WINDOW) : NULL;
  GtkWidget *viewport;
  graphene_rect_t bounds;

  /* A menu open on a card or a server is a surface of its own: its items
   * have no place on the table. */
  if (scroller == NULL || !gtk_widget_is_ancestor (scroller, GTK_WIDGET (self))
      || gtk_widget_get_native (scroller) != gtk_widget_get_native (GTK_WIDGET (self)))
    return;
  viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  if (viewport == NULL || !gtk_widget_compute_bounds (focus, viewport, &bounds))
    return;
  reveal (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller)), bounds.origin.x, bounds.size.width,
          gtk_widget_get_width (viewport));
  reveal (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)), bounds.origin.y, bounds.size.height,
          gtk_widget_get_height (viewport));
}

/* The viewer's own side is the board's last row, nearest the hand: when a
 * NAPD table is taller than the window, that is the part kept in view, until
 * the player scrolls elsewhere.  The scroll waits for the next frame: the
 * adjustment changes while the viewport allocates, which would undo it. */
static gboolean
scroll_to_own_side_cb (GtkWidget     *widget,
                       GdkFrameClock *clock,
                       gpointer       data)
{
  DrPlayDesk *self = DR_PLAY_DESK (widget);

  self->scroll_tick = 0;
  if (self->follow_own_side)
    dr_play_keep_at_end (gtk_scrolled_window_get_vadjustment (self->board_scroller));
  /* A scrolled window starts at the left whatever the direction: a table
   * wider than the window shows a right-to-left reader its start. */
  if (self->follow_start && gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
    dr_play_keep_at_end (gtk_scrolled_window_get_hadjustment (self->board_scroller));
  return G_SOURCE_REMOVE;
}

static void
on_board_size_changed_cb (GtkAdjustment *adjustment,
                          DrPlayDesk    *self)
{
  if ((self->follow_own_side || self->follow_start) && self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_own_side_cb, NULL, NULL);
}

static void
on_board_scrolled_cb (GtkAdjustment *adjustment,
                      DrPlayDesk    *self)
{
  dr_play_update_at_end (adjustment, &self->follow_own_side);
}

static void
on_board_scrolled_across_cb (GtkAdjustment *adjustment,
                             DrPlayDesk    *self)
{
  if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL)
    dr_play_update_at_end (adjustment, &self->follow_start);
}

static void
dr_play_desk_map (GtkWidget *widget)
{
  DrPlayDesk *self = DR_PLAY_DESK (widget);

  GTK_WIDGET_CLASS (dr_play_desk_parent_class)->map (widget);
  self->root = gtk_widget_get_root (widget);
  g_signal_connect_object (self->root, "notify::focus-widget", G_CALLBACK (on_focus_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
dr_play_desk_unmap (GtkWidget *widget)
{
  DrPlayDesk *self = DR_PLAY_DESK (widget);

  if (self->root != NULL)
    g_signal_handlers_disconnect_by_func (self->root, on_focus_changed_cb, self);
  self->root = NULL;
  GTK_WIDGET_CLASS (dr_play_desk_parent_class)->unmap (widget);
}

static void
choose_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  DrPlayDesk *self = DR_PLAY_DESK (widget);
  guint position = g_variant_get_uint32 (parameter);

  /* A menu left open from an older scene may still name an old position. */
  if (self->scene == NULL || position >= dr_play_scene_get_n_choices (self->scene))
    return;
  g_signal_emit (self, signals[CHOOSE], 0, position);
}

/* Digits choose the prompt's numbered choices, unless a text field (the
 * bid's spin button) takes them first: the desk hears keys last. */
static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   DrPlayDesk            *self)
{
  guint number;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    number = keyval - GDK_KEY_0;
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    number = keyval - GDK_KEY_KP_0;
  else if (keyval == GDK_KEY_0 || keyval == GDK_KEY_KP_0)
    number = 10;
  else
    return FALSE;
  return dr_play_prompt_choose_number (self->prompt, number);
}

GtkWidget *
dr_play_desk_new (void)
{
  return g_object_new (DR_TYPE_PLAY_DESK, NULL);
}

static void
dr_play_desk_dispose (GObject *object)
{
  DrPlayDesk *self = DR_PLAY_DESK (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (object), self->scroll_tick);
  self->scroll_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_DESK);
  dr_play_remove_children (GTK_WIDGET (object));
  g_clear_pointer (&self->scene, dr_play_scene_unref);
  G_OBJECT_CLASS (dr_play_desk_parent_class)->dispose (object);
}

static void
dr_play_desk_class_init (DrPlayDeskClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_play_desk_dispose;
  widget_class->map = dr_play_desk_map;
  widget_class->unmap = dr_play_desk_unmap;

  /**
   * DrPlayDesk::choose:
   * @position: the chosen action's position in the scene's choices
   */
  signals[CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (DR_TYPE_PLAY_BOARD);
  g_type_ensure (DR_TYPE_PLAY_RUN_PANEL);
  g_type_ensure (DR_TYPE_PLAY_PROMPT);
  g_type_ensure (DR_TYPE_PLAY_ACTION_BAR);
  g_type_ensure (DR_TYPE_PLAY_HAND);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-desk.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayDesk, board);
  gtk_widget_class_bind_template_child (widget_class, DrPlayDesk, run_panel);
  gtk_widget_class_bind_template_child (widget_class, DrPlayDesk, prompt);
  gtk_widget_class_bind_template_child (widget_class, DrPlayDesk, action_bar);
  gtk_widget_class_bind_template_child (widget_class, DrPlayDesk, hand);
  gtk_widget_class_bind_template_child (widget_class, DrPlayDesk, side_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlayDesk, side_slot);
  gtk_widget_class_bind_template_child (widget_class, DrPlayDesk, board_scroller);
  gtk_widget_class_install_action (widget_class, "play.choose", "u", choose_cb);
  gtk_widget_class_set_css_name (widget_class, "playdesk");
}

static void
dr_play_desk_init (DrPlayDesk *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkAdjustment *board_height;
  GtkAdjustment *board_width;

  dr_play_ensure_style ();
  gtk_widget_init_template (GTK_WIDGET (self));
  self->follow_own_side = self->follow_start = TRUE;
  board_width = gtk_scrolled_window_get_hadjustment (self->board_scroller);
  g_signal_connect_object (board_width, "changed", G_CALLBACK (on_board_size_changed_cb), self, 0);
  g_signal_connect_object (board_width, "value-changed", G_CALLBACK (on_board_scrolled_across_cb), self, 0);
  board_height = gtk_scrolled_window_get_vadjustment (self->board_scroller);
  g_signal_connect_object (board_height, "changed", G_CALLBACK (on_board_size_changed_cb), self, 0);
  g_signal_connect_object (board_height, "value-changed", G_CALLBACK (on_board_scrolled_cb), self, 0);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
