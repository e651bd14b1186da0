/* dr-lockpick-grid.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-lockpick-grid"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-lockpick-card.h"
#include "dr-lockpick-compose.h"
#include "dr-lockpick-grid-private.h"
#include "dr-lockpick-session.h"
#include "dr-play-util.h"

struct _DrLockpickGrid
{
  GtkWidget  parent_instance;

  /* Template widgets */
  GtkStack          *stack;
  GtkGrid           *grid;
  DrLockpickCompose *compose;

  GtkWidget     *cells[DR_LP_CELLS];   /* shown this time, or NULL */
  DrPlayCatalog *catalog;              /* nullable */
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

static void
on_compose_choose_cb (DrLockpickGrid *self,
                      guint           position)
{
  g_signal_emit (self, signals[SIGNAL_CHOOSE], 0, position);
}

static void
on_cell_clicked_cb (DrLockpickCard *card,
                    DrLockpickGrid *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "dr-position"));

  g_signal_emit (self, signals[SIGNAL_CHOOSE], 0, position - 1);
}

static GtkWidget *
make_cell (DrLockpickGrid  *self,
           const DrLpState *view,
           int              cell,
           DrPlayAction    *action,
           guint            position)
{
  /* Translators: where a structure card lies on Lockpick's table */
  g_autofree char *place = g_strdup_printf (_("Column %d, row %d"), dr_lp_cell_x (cell) + 1, dr_lp_cell_y (cell) + 1);
  GtkWidget *card = dr_lockpick_card_new ();
  DrLockpickCardSpec spec = {
    .view = view,
    .card = card_on (view, cell),
    .trojan = view->trojan[cell] != DR_LP_NO_CARD,
    .place = place,
    .choice = action != NULL ? dr_play_action_get_label (action) : NULL,
  };

  dr_lockpick_card_show (DR_LOCKPICK_CARD (card), &spec, self->catalog);
  gtk_widget_set_halign (card, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (card, GTK_ALIGN_CENTER);
  if (action != NULL)
    {
      g_object_set_data (G_OBJECT (card), "dr-position", GUINT_TO_POINTER (position + 1));
      g_signal_connect (card, "clicked", G_CALLBACK (on_cell_clicked_cb), self);
    }
  return card;
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
  gboolean refocus, composing;
  int focused = -1;

  g_return_if_fail (DR_IS_LOCKPICK_GRID (self));

  /* before the layout, while the decks are chosen, the box stands for the
   * (empty) grid; emptied after, so nothing of a seat's choice stays */
  composing = view->phase == DR_LP_PHASE_COMPOSE;
  dr_lockpick_compose_show (self->compose, composing ? view : NULL, actions, self->catalog);
  gtk_stack_set_visible_child_name (self->stack, composing ? "compose" : "grid");
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
  /* A cell chosen from the keyboard goes with the table it was on: the
   * focus goes on to the same cell, or the first one to choose. */
  refocus = gtk_widget_get_focus_child (GTK_WIDGET (self->grid)) != NULL;
  if (refocus)
    for (int cell = 0; cell < DR_LP_CELLS; cell++)
      if (self->cells[cell] != NULL && gtk_widget_has_focus (self->cells[cell]))
        focused = cell;
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
  if (refocus)
    {
      GtkWidget *next = focused >= 0 ? self->cells[focused] : NULL;

      for (int cell = 0; cell < DR_LP_CELLS && next == NULL; cell++)
        if (chosen[cell] != NULL)
          next = self->cells[cell];
      if (next != NULL)
        gtk_widget_grab_focus (next);
    }
  for (int cell = 0; cell < DR_LP_CELLS; cell++)
    g_clear_object (&chosen[cell]);
}

void
dr_lockpick_grid_set_catalog (DrLockpickGrid *self,
                              DrPlayCatalog  *catalog)
{
  g_return_if_fail (DR_IS_LOCKPICK_GRID (self));
  g_set_object (&self->catalog, catalog);
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
  g_clear_object (&DR_LOCKPICK_GRID (object)->catalog);
  G_OBJECT_CLASS (dr_lockpick_grid_parent_class)->dispose (object);
}

static void
dr_lockpick_grid_class_init (DrLockpickGridClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_lockpick_grid_dispose;
  signals[SIGNAL_CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  g_type_ensure (DR_TYPE_LOCKPICK_COMPOSE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-lockpick-grid.ui");
  gtk_widget_class_bind_template_child (widget_class, DrLockpickGrid, stack);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickGrid, grid);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickGrid, compose);
  gtk_widget_class_bind_template_callback (widget_class, on_compose_choose_cb);
  gtk_widget_class_set_css_name (widget_class, "lockpickgrid");
}

static void
dr_lockpick_grid_init (DrLockpickGrid *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
