/* dr-lockpick-grid.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-lockpick-grid"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-lockpick-grid.h"
#include "dr-lockpick-session.h"
#include "dr-play-util.h"

struct _DrLockpickGrid
{
  GtkWidget  parent_instance;

  /* Template widgets */
  GtkGrid   *grid;

  GtkWidget *cells[DR_LP_CELLS];   /* shown this time, or NULL */
};

G_DEFINE_FINAL_TYPE (DrLockpickGrid, dr_lockpick_grid, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_CHOOSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The cell an action is about, or -1. */
static int
action_cell (const DrEngineAction *a)
{
  return a->kind == DR_LP_ACT_CHOOSE_CELL || a->kind == DR_LP_ACT_LAYOUT_PLACE ? a->arg[1] : -1;
}

/* The structure card shown on a cell: in place, or destroyed there. */
static int
card_on (const DrLpState *view, int cell)
{
  int card = dr_lp_structure_at (view, cell);

  if (card >= 0)
    return card;
  for (int i = 0; i < view->n_cards; i++)
    if (view->cards[i].zone == DR_LP_ZONE_DESTROYED && view->cards[i].cell == cell
        && view->cards[i].kind == DR_LP_KIND_STRUCTURE)
      return i;
  return -1;
}

/* What a cell says, title first: what the seat may know of it. */
static void
describe (const DrLpState *view, int cell, GString *title, GString *state)
{
  int card = card_on (view, cell);
  const DrLpCard *c = card >= 0 ? &view->cards[card] : NULL;

  if (c != NULL)
    {
      g_string_append (title, c->def != DR_LP_UNKNOWN ? dr_lockpick_session_card_title (c->def)
                                                      : _("Face down"));
      if (c->zone == DR_LP_ZONE_DESTROYED)
        g_string_append (state, _("Destroyed"));
      else if (c->flags & DR_LP_CARD_SECURED)
        g_string_append (state, _("Destroyed: leaves at the server’s turn"));
      else if (!(c->flags & DR_LP_CARD_FACEUP) && c->def != DR_LP_UNKNOWN)
        g_string_append (state, _("Face down"));
      if (c->rotated_by != DR_LP_NO_CARD)
        {
          if (state->len > 0)
            g_string_append (state, " · ");
          g_string_append (state, _("Turned sideways"));
        }
    }
  if (view->trojan[cell] != DR_LP_NO_CARD)
    {
      if (state->len > 0)
        g_string_append (state, " · ");
      g_string_append (state, dr_lockpick_session_card_title (DR_LP_TROJAN_HORSE));
    }
}

static void
on_cell_clicked_cb (GtkButton      *button,
                    DrLockpickGrid *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "dr-position"));

  g_signal_emit (self, signals[SIGNAL_CHOOSE], 0, position - 1);
}

static GtkWidget *
make_cell (DrLockpickGrid  *self,
           const DrLpState *view,
           int              cell,
           DrPlayAction    *action,
           guint            position)
{
  g_autoptr(GString) title = g_string_new (NULL);
  g_autoptr(GString) state = g_string_new (NULL);
  g_autofree char *place = NULL;
  g_autofree char *tip = NULL;
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *detail = gtk_label_new (NULL);
  int card = card_on (view, cell);

  describe (view, cell, title, state);
  gtk_label_set_text (GTK_LABEL (name), title->str);
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_justify (GTK_LABEL (name), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 12);
  gtk_label_set_text (GTK_LABEL (detail), state->str);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_label_set_justify (GTK_LABEL (detail), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (detail), 14);
  gtk_widget_add_css_class (detail, "caption");
  gtk_widget_set_visible (detail, state->len > 0);
  gtk_widget_set_visible (name, title->len > 0);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), detail);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_set_size_request (button, 104, 72);
  gtk_widget_add_css_class (button, "card");
  if (card >= 0 && view->cards[card].zone == DR_LP_ZONE_DESTROYED)
    gtk_widget_add_css_class (button, "play-spent");
  if (card >= 0 && view->cards[card].rotated_by != DR_LP_NO_CARD)
    gtk_widget_add_css_class (name, "heading");

  /* Translators: where a structure card lies on Lockpick's table */
  place = g_strdup_printf (_("Column %d, row %d"), dr_lp_cell_x (cell) + 1, dr_lp_cell_y (cell) + 1);
  if (action != NULL)
    {
      gtk_widget_add_css_class (button, "suggested-action");
      g_object_set_data (G_OBJECT (button), "dr-position", GUINT_TO_POINTER (position + 1));
      g_signal_connect (button, "clicked", G_CALLBACK (on_cell_clicked_cb), self);
      tip = g_strdup (dr_play_action_get_label (action));
    }
  else
    {
      /* a card to look at, not to choose: it stays reachable for its tooltip */
      gtk_widget_set_can_target (button, TRUE);
      gtk_widget_add_css_class (button, "flat");
      tip = title->len > 0 ? g_strdup_printf ("%s — %s%s%s", place, title->str, state->len > 0 ? " · " : "",
                                              state->str)
                           : g_strdup (place);
    }
  dr_play_set_tooltip (button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  return button;
}

void
dr_lockpick_grid_show (DrLockpickGrid  *self,
                       const DrLpState *view,
                       GListModel      *actions)
{
  g_autofree DrPlayAction **chosen = g_new0 (DrPlayAction *, DR_LP_CELLS);
  g_autofree guint *positions = g_new0 (guint, DR_LP_CELLS);
  int x0 = DR_LP_GRID, y0 = DR_LP_GRID, x1 = -1, y1 = -1;
  guint n = actions != NULL ? g_list_model_get_n_items (actions) : 0;

  g_return_if_fail (DR_IS_LOCKPICK_GRID (self));

  for (guint i = 0; i < n; i++)
    {
      DrPlayAction *action = g_list_model_get_item (actions, i);
      int cell = action_cell (dr_play_action_get_engine_action (action));

      if (cell >= 0 && cell < DR_LP_CELLS && chosen[cell] == NULL)
        {
          chosen[cell] = action;
          positions[cell] = i;
        }
      else
        g_object_unref (action);
    }
  for (int cell = 0; cell < DR_LP_CELLS; cell++)
    if (chosen[cell] != NULL || card_on (view, cell) >= 0 || view->trojan[cell] != DR_LP_NO_CARD)
      {
        x0 = MIN (x0, dr_lp_cell_x (cell));
        x1 = MAX (x1, dr_lp_cell_x (cell));
        y0 = MIN (y0, dr_lp_cell_y (cell));
        y1 = MAX (y1, dr_lp_cell_y (cell));
      }
  dr_play_remove_children (GTK_WIDGET (self->grid));
  for (int cell = 0; cell < DR_LP_CELLS; cell++)
    {
      int x = dr_lp_cell_x (cell), y = dr_lp_cell_y (cell);

      self->cells[cell] = NULL;
      if (x1 < 0 || x < x0 || x > x1 || y < y0 || y > y1)
        continue;
      if (chosen[cell] != NULL || card_on (view, cell) >= 0 || view->trojan[cell] != DR_LP_NO_CARD)
        self->cells[cell] = make_cell (self, view, cell, chosen[cell], positions[cell]);
      else
        {
          /* an empty cell keeps the table's shape */
          self->cells[cell] = NULL;
          gtk_grid_attach (self->grid, gtk_label_new (NULL), x - x0, y - y0, 1, 1);
          continue;
        }
      gtk_grid_attach (self->grid, self->cells[cell], x - x0, y - y0, 1, 1);
    }
  for (int cell = 0; cell < DR_LP_CELLS; cell++)
    g_clear_object (&chosen[cell]);
}

GtkWidget *
dr_lockpick_grid_get_cell (DrLockpickGrid *self,
                           int             cell)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_GRID (self), NULL);
  return cell >= 0 && cell < DR_LP_CELLS ? self->cells[cell] : NULL;
}

static void
dr_lockpick_grid_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_LOCKPICK_GRID);
  G_OBJECT_CLASS (dr_lockpick_grid_parent_class)->dispose (object);
}

static void
dr_lockpick_grid_class_init (DrLockpickGridClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_lockpick_grid_dispose;
  signals[SIGNAL_CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-lockpick-grid.ui");
  gtk_widget_class_bind_template_child (widget_class, DrLockpickGrid, grid);
  gtk_widget_class_set_css_name (widget_class, "lockpickgrid");
}

static void
dr_lockpick_grid_init (DrLockpickGrid *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
