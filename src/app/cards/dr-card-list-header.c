/* dr-card-list-header.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-list-header"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-list-header.h"

struct _DrCardListHeader
{
  GtkWidget            parent_instance;

  GtkWidget           *buttons[DR_CARD_N_COLUMNS];
  GtkWidget           *arrows[DR_CARD_N_COLUMNS];
  int                  sort_column;   /* -1: the search's own order */
  gboolean             descending;

  /* Borrowed from the cards view */
  const DrCardColumns *columns;
};

G_DEFINE_FINAL_TYPE (DrCardListHeader, dr_card_list_header, GTK_TYPE_WIDGET)

enum {
  SORT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_arrows (DrCardListHeader *self)
{
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      gboolean sorted = (int) i == self->sort_column;

      gtk_widget_set_visible (self->arrows[i], sorted);
      gtk_image_set_from_icon_name (GTK_IMAGE (self->arrows[i]),
                                    self->descending ? "pan-down-symbolic" : "pan-up-symbolic");
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->buttons[i]), GTK_ACCESSIBLE_STATE_PRESSED,
                                   sorted ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
    }
}

static void
on_button_clicked_cb (GtkButton        *button,
                      DrCardListHeader *self)
{
  int column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "column"));

  if (self->sort_column == column)
    self->descending = !self->descending;
  else
    {
      self->sort_column = column;
      self->descending = FALSE;
    }
  update_arrows (self);
  g_signal_emit (self, signals[SORT_CHANGED], 0);
}

static void
dr_card_list_header_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  DrCardListHeader *self = DR_CARD_LIST_HEADER (widget);

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    return;
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      int child_minimum, child_natural;

      gtk_widget_measure (self->buttons[i], orientation, -1, &child_minimum, &child_natural, NULL, NULL);
      *minimum = MAX (*minimum, child_minimum);
      *natural = MAX (*natural, child_natural);
    }
}

static void
dr_card_list_header_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  DrCardListHeader *self = DR_CARD_LIST_HEADER (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  DrCardCell cells[DR_CARD_N_COLUMNS];

  if (self->columns == NULL)
    return;
  dr_card_columns_place (self->columns, width, rtl, cells);
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      int minimum;

      gtk_widget_set_child_visible (self->buttons[i], cells[i].width > 0);
      if (cells[i].width <= 0)
        continue;
      /* The button's padding sits outside the cell, so titles line up with the text below. */
      gtk_widget_measure (self->buttons[i], GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      gtk_widget_size_allocate (self->buttons[i],
                                &(GtkAllocation) { cells[i].x - 6, 0, MAX (cells[i].width + 12, minimum), height },
                                -1);
    }
}

static void
dr_card_list_header_dispose (GObject *object)
{
  DrCardListHeader *self = DR_CARD_LIST_HEADER (object);

  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    g_clear_pointer (&self->buttons[i], gtk_widget_unparent);
  G_OBJECT_CLASS (dr_card_list_header_parent_class)->dispose (object);
}

static void
dr_card_list_header_class_init (DrCardListHeaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_card_list_header_dispose;
  widget_class->measure = dr_card_list_header_measure;
  widget_class->size_allocate = dr_card_list_header_size_allocate;

  signals[SORT_CHANGED] = g_signal_new ("sort-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_css_name (widget_class, "cardlistheader");
}

static void
dr_card_list_header_init (DrCardListHeader *self)
{
  self->sort_column = -1;
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *label = gtk_label_new (dr_card_column_title (i));

      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      self->arrows[i] = gtk_image_new ();
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), self->arrows[i]);
      self->buttons[i] = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (self->buttons[i]), box);
      gtk_widget_add_css_class (self->buttons[i], "flat");
      /* Translators: tooltip of a column title of the card list */
      gtk_widget_set_tooltip_text (self->buttons[i], _("Sort by this column"));
      g_object_set_data (G_OBJECT (self->buttons[i]), "column", GINT_TO_POINTER (i));
      g_signal_connect (self->buttons[i], "clicked", G_CALLBACK (on_button_clicked_cb), self);
      gtk_widget_set_parent (self->buttons[i], GTK_WIDGET (self));
    }
  update_arrows (self);
}

void
dr_card_list_header_set_columns (DrCardListHeader    *self,
                                 const DrCardColumns *columns)
{
  g_return_if_fail (DR_IS_CARD_LIST_HEADER (self));

  self->columns = columns;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* A column was shown or hidden. */
void
dr_card_list_header_columns_changed (DrCardListHeader *self)
{
  g_return_if_fail (DR_IS_CARD_LIST_HEADER (self));
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

int
dr_card_list_header_get_sort_column (DrCardListHeader *self)
{
  g_return_val_if_fail (DR_IS_CARD_LIST_HEADER (self), -1);
  return self->sort_column;
}

gboolean
dr_card_list_header_get_descending (DrCardListHeader *self)
{
  g_return_val_if_fail (DR_IS_CARD_LIST_HEADER (self), FALSE);
  return self->descending;
}

GtkWidget *
dr_card_list_header_get_button (DrCardListHeader *self,
                                DrCardColumn      column)
{
  g_return_val_if_fail (DR_IS_CARD_LIST_HEADER (self), NULL);
  g_return_val_if_fail (column < DR_CARD_N_COLUMNS, NULL);
  return self->buttons[column];
}
