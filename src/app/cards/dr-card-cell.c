/* dr-card-cell.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-cell"

#include "config.h"

#include "dr-card-cell-private.h"
#include "dr-card-slots.h"

/* A cell draws its text instead of holding a GtkLabel: the card list keeps
 * some 200 rows of seven cells alive, and a new search changes what they
 * show. Texts that many cards share come from the list's cell cache; a
 * title or a set is laid out by its cell, when first drawn. */
struct _DrCardCell
{
  GtkWidget            parent_instance;

  DrCardColumn         column;
  DrCardObject        *object;
  char                *text;
  PangoLayout         *layout;
  gboolean             laid_out;

  /* Borrowed from the cards view, which outlives its cells */
  const DrCardColumns *columns;
};

G_DEFINE_FINAL_TYPE (DrCardCell, dr_card_cell, GTK_TYPE_WIDGET)

/* The list's columns have fixed widths: a cell asks for no width, or
 * the column view would measure every cell to size its column. */
static void
dr_card_cell_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  DrCardCell *self = DR_CARD_CELL (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = 0;
  else
    *minimum = *natural = self->columns->line_height + 2 * DR_CARD_CELL_PADDING;
}

/* Also what a screen reader reads: cells are read where they show, so
 * the text is given when drawn, not for each of the 1,400 cells a search
 * changes. */
static void
lay_out (DrCardCell *self)
{
  g_clear_pointer (&self->text, g_free);
  self->laid_out = TRUE;
  if (self->object != NULL)
    self->text = dr_card_column_text (self->columns, dr_card_object_get_card (self->object), self->column);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->text != NULL ? self->text : "", -1);
  if (self->text == NULL || dr_card_column_shared (self->column))
    return;
  if (self->layout == NULL)
    {
      self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
      pango_layout_set_ellipsize (self->layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_single_paragraph_mode (self->layout, TRUE);
    }
  pango_layout_set_text (self->layout, self->text, -1);
  dr_card_cell_align (self->layout, self->text, gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL);
}

static void
dr_card_cell_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  DrCardCell *self = DR_CARD_CELL (widget);
  int width = gtk_widget_get_width (widget);
  int y = (gtk_widget_get_height (widget) - self->columns->line_height) / 2;
  GskRenderNode *node = NULL;
  GdkRGBA color;

  if (!self->laid_out)
    lay_out (self);
  if (self->text == NULL || width <= 0)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  if (self->layout == NULL)
    {
      node = dr_card_cell_cache_lookup (self->columns->cells, widget, self->column, self->text, width, &color);
      if (node == NULL)
        return;
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (0, y));
  if (node != NULL)
    gtk_snapshot_append_node (snapshot, node);
  else
    {
      pango_layout_set_width (self->layout, width * PANGO_SCALE);
      gtk_snapshot_append_layout (snapshot, self->layout, &color);
    }
  gtk_snapshot_restore (snapshot);
}

/* A new font or direction: lay out again when next drawn. */
static void
dr_card_cell_css_changed (GtkWidget         *widget,
                          GtkCssStyleChange *change)
{
  DrCardCell *self = DR_CARD_CELL (widget);

  GTK_WIDGET_CLASS (dr_card_cell_parent_class)->css_changed (widget, change);
  g_clear_object (&self->layout);
  self->laid_out = FALSE;
}

static void
dr_card_cell_finalize (GObject *object)
{
  DrCardCell *self = DR_CARD_CELL (object);

  g_clear_object (&self->object);
  g_free (self->text);
  g_clear_object (&self->layout);
  G_OBJECT_CLASS (dr_card_cell_parent_class)->finalize (object);
}

static void
dr_card_cell_class_init (DrCardCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = dr_card_cell_finalize;
  widget_class->measure = dr_card_cell_measure;
  widget_class->snapshot = dr_card_cell_snapshot;
  widget_class->css_changed = dr_card_cell_css_changed;
  gtk_widget_class_set_css_name (widget_class, "cardcell");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
dr_card_cell_init (DrCardCell *self)
{
}

static GtkWidget *
dr_card_cell_new (const DrCardColumns *columns,
                  DrCardColumn         column)
{
  DrCardCell *self = g_object_new (DR_TYPE_CARD_CELL, NULL);

  self->columns = columns;
  self->column = column;
  return GTK_WIDGET (self);
}

static void
dr_card_cell_set_card (DrCardCell   *self,
                       DrCardObject *object)
{
  g_return_if_fail (DR_IS_CARD_CELL (self));

  /* The same card too: what its cell shows may have changed. */
  g_set_object (&self->object, object);
  self->laid_out = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

DrCardColumn
dr_card_cell_get_column (DrCardCell *self)
{
  g_return_val_if_fail (DR_IS_CARD_CELL (self), DR_CARD_COLUMN_TITLE);
  return self->column;
}

/* The text of the cell, as drawn; NULL when it shows no card. */
char *
dr_card_cell_get_text (DrCardCell *self)
{
  g_return_val_if_fail (DR_IS_CARD_CELL (self), NULL);

  if (self->object == NULL)
    return NULL;
  return dr_card_column_text (self->columns, dr_card_object_get_card (self->object), self->column);
}

static void
on_factory_setup_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     const DrCardColumns      *columns)
{
  DrCardColumn column = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (factory), "dr-card-column"));

  gtk_list_item_set_child (item, dr_card_cell_new (columns, column));
}

static void
on_slot_card_changed_cb (DrCardSlot *slot,
                         GParamSpec *pspec,
                         DrCardCell *cell)
{
  dr_card_cell_set_card (cell, dr_card_slot_get_card (slot));
}

/* A cell shows its slot's card, and the next card the slot holds. */
static void
on_factory_bind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    const DrCardColumns      *columns)
{
  DrCardSlot *slot = gtk_list_item_get_item (item);
  DrCardCell *cell = DR_CARD_CELL (gtk_list_item_get_child (item));

  dr_card_cell_set_card (cell, dr_card_slot_get_card (slot));
  g_signal_connect_object (slot, "notify::card", G_CALLBACK (on_slot_card_changed_cb), cell, 0);
}

static void
on_factory_unbind_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      const DrCardColumns      *columns)
{
  g_signal_handlers_disconnect_by_func (gtk_list_item_get_item (item), on_slot_card_changed_cb,
                                        gtk_list_item_get_child (item));
}

/* The cells of @column over a list of DrCardSlot; @columns must outlive
 * the factory. */
GtkListItemFactory *
dr_card_cell_factory_new (const DrCardColumns *columns,
                          DrCardColumn         column)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_object_set_data (G_OBJECT (factory), "dr-card-column", GUINT_TO_POINTER (column));
  g_signal_connect (factory, "setup", G_CALLBACK (on_factory_setup_cb), (gpointer) columns);
  g_signal_connect (factory, "bind", G_CALLBACK (on_factory_bind_cb), (gpointer) columns);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_factory_unbind_cb), (gpointer) columns);
  return factory;
}
