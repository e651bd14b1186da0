/* dr-card-row.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-row"

#include "config.h"

#include "dr-card-row.h"

#define ROW_PADDING 3

struct _DrCardRow
{
  GtkWidget            parent_instance;

  DrCardObject        *object;
  /* Laid out when first drawn: rows out of sight never shape their text.
   * Shared columns draw from the cells cache, the others in their layout. */
  char                *texts[DR_CARD_N_COLUMNS];
  PangoLayout         *layouts[DR_CARD_N_COLUMNS];
  gboolean             laid_out;

  /* Borrowed from the cards view, which outlives its rows */
  const DrCardColumns *columns;
};

G_DEFINE_FINAL_TYPE (DrCardRow, dr_card_row, GTK_TYPE_WIDGET)

static void
dr_card_row_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  DrCardRow *self = DR_CARD_ROW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = 0;
  else
    *minimum = *natural = self->columns->line_height + 2 * ROW_PADDING;
}

static void
lay_out (DrCardRow *self)
{
  const DrCard *card = dr_card_object_get_card (self->object);

  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      g_clear_pointer (&self->texts[i], g_free);
      if (!dr_card_column_visible (self->columns, i))
        continue;
      self->texts[i] = dr_card_column_text (self->columns, card, i);
      if (dr_card_column_shared (i))
        continue;
      if (self->layouts[i] == NULL)
        {
          self->layouts[i] = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
          pango_layout_set_ellipsize (self->layouts[i], PANGO_ELLIPSIZE_END);
          pango_layout_set_single_paragraph_mode (self->layouts[i], TRUE);
        }
      pango_layout_set_text (self->layouts[i], self->texts[i], -1);
    }
  self->laid_out = TRUE;
}

static void
dr_card_row_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  DrCardRow *self = DR_CARD_ROW (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int y = (gtk_widget_get_height (widget) - self->columns->line_height) / 2;
  DrCardCell cells[DR_CARD_N_COLUMNS];
  GdkRGBA color;

  if (self->object == NULL)
    return;
  if (!self->laid_out)
    lay_out (self);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  dr_card_columns_place (self->columns, gtk_widget_get_width (widget), rtl, cells);
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      GskRenderNode *node = NULL;

      if (cells[i].width <= 0 || self->texts[i] == NULL)
        continue;
      if (self->layouts[i] == NULL)
        {
          node = dr_card_cell_cache_lookup (self->columns->cells, widget, i, self->texts[i], cells[i].width, &color);
          if (node == NULL)
            continue;
        }
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cells[i].x, y));
      if (node != NULL)
        gtk_snapshot_append_node (snapshot, node);
      else
        {
          pango_layout_set_width (self->layouts[i], cells[i].width * PANGO_SCALE);
          gtk_snapshot_append_layout (snapshot, self->layouts[i], &color);
        }
      gtk_snapshot_restore (snapshot);
    }
}

/* A new font or direction: lay out again when next drawn. */
static void
dr_card_row_css_changed (GtkWidget         *widget,
                         GtkCssStyleChange *change)
{
  DrCardRow *self = DR_CARD_ROW (widget);

  GTK_WIDGET_CLASS (dr_card_row_parent_class)->css_changed (widget, change);
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      g_clear_pointer (&self->texts[i], g_free);
      g_clear_object (&self->layouts[i]);
    }
  self->laid_out = FALSE;
}

static void
dr_card_row_finalize (GObject *object)
{
  DrCardRow *self = DR_CARD_ROW (object);

  g_clear_object (&self->object);
  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    {
      g_free (self->texts[i]);
      g_clear_object (&self->layouts[i]);
    }
  G_OBJECT_CLASS (dr_card_row_parent_class)->finalize (object);
}

static void
dr_card_row_class_init (DrCardRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = dr_card_row_finalize;
  widget_class->measure = dr_card_row_measure;
  widget_class->snapshot = dr_card_row_snapshot;
  widget_class->css_changed = dr_card_row_css_changed;
  gtk_widget_class_set_css_name (widget_class, "cardrow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
dr_card_row_init (DrCardRow *self)
{
}

GtkWidget *
dr_card_row_new (const DrCardColumns *columns)
{
  DrCardRow *self = g_object_new (DR_TYPE_CARD_ROW, NULL);

  self->columns = columns;
  return GTK_WIDGET (self);
}

void
dr_card_row_set_card (DrCardRow    *self,
                      DrCardObject *object)
{
  g_return_if_fail (DR_IS_CARD_ROW (self));

  /* The same card too: what its cells show may have changed. */
  g_set_object (&self->object, object);
  self->laid_out = FALSE;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  object != NULL ? dr_card_object_get_card (object)->title : "", -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The text of one cell, as drawn. */
char *
dr_card_row_get_text (DrCardRow    *self,
                      DrCardColumn  column)
{
  g_return_val_if_fail (DR_IS_CARD_ROW (self), NULL);
  g_return_val_if_fail (self->object != NULL, NULL);

  return dr_card_column_text (self->columns, dr_card_object_get_card (self->object), column);
}
