/* dr-card-columns.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-columns"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-card-columns.h"

#define CELL_GAP 12

/* Least widths in digits; some columns share the room the others leave. */
static const struct
{
  const char *title;
  int         chars;
  int         share;    /* in percent of the room left */
} columns[DR_CARD_N_COLUMNS] = {
  [DR_CARD_COLUMN_TITLE] = { N_("Title"), 16, 38 },
  [DR_CARD_COLUMN_TYPE] = { N_("Type"), 14, 37 },
  [DR_CARD_COLUMN_FACTION] = { N_("Faction"), 10, 25 },
  /* Translators: column of play, install or rez costs */
  [DR_CARD_COLUMN_COST] = { NC_("column", "Cost"), 4, 0 },
  [DR_CARD_COLUMN_INFLUENCE] = { N_("Influence"), 4, 0 },
  /* Translators: the pack a card was printed in, and its number there */
  [DR_CARD_COLUMN_SET] = { N_("Set"), 14, 0 },
  /* Translators: column of how many copies of a card the user owns */
  [DR_CARD_COLUMN_OWNED] = { N_("Owned"), 4, 0 },
};

const char *
dr_card_column_title (DrCardColumn column)
{
  g_return_val_if_fail (column < DR_CARD_N_COLUMNS, NULL);
  if (column == DR_CARD_COLUMN_COST)
    return g_dpgettext2 (GETTEXT_PACKAGE, "column", columns[column].title);
  return _(columns[column].title);
}

gboolean
dr_card_column_visible (const DrCardColumns *self,
                        DrCardColumn         column)
{
  return column != DR_CARD_COLUMN_OWNED || self->owned_func != NULL;
}

/* Whether many cards show the same text in @column: the cells of those
 * are drawn once (see dr-card-cell-cache.c); titles and sets are each
 * card's own. */
gboolean
dr_card_column_shared (DrCardColumn column)
{
  return column != DR_CARD_COLUMN_TITLE && column != DR_CARD_COLUMN_SET;
}

char *
dr_card_column_text (const DrCardColumns *self,
                     const DrCard        *card,
                     DrCardColumn         column)
{
  switch (column)
    {
    case DR_CARD_COLUMN_TITLE:
      return g_strdup (dr_card_get_local_title (card, FALSE));
    case DR_CARD_COLUMN_TYPE:
      return dr_card_names_type_line (self->names, card);
    case DR_CARD_COLUMN_FACTION:
      return g_strdup (dr_card_names_faction (self->names, card->faction_code));
    case DR_CARD_COLUMN_COST:
      return dr_card_value_to_string (card->cost);
    case DR_CARD_COLUMN_INFLUENCE:
      if (dr_card_is_identity (card) && card->influence_limit.kind == DR_VALUE_NONE)
        return g_strdup ("∞");
      return dr_card_value_to_string (dr_card_is_identity (card) ? card->influence_limit : card->faction_cost);
    case DR_CARD_COLUMN_SET:
      return g_strdup_printf ("%s %d", dr_card_names_pack (self->names, card), card->position);
    case DR_CARD_COLUMN_OWNED:
      if (self->owned_func == NULL)
        return g_strdup ("");
      return g_strdup_printf ("%d", self->owned_func (card, self->owned_data));
    case DR_CARD_N_COLUMNS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The least width of a column's cells, in pixels. */
int
dr_card_column_width (const DrCardColumns *self,
                      DrCardColumn         column)
{
  g_return_val_if_fail (column < DR_CARD_N_COLUMNS, 0);
  return columns[column].chars * self->char_width + CELL_GAP;
}

/* The part of the room the others leave that a column takes, in percent. */
int
dr_card_column_share (DrCardColumn column)
{
  g_return_val_if_fail (column < DR_CARD_N_COLUMNS, 0);
  return columns[column].share;
}

static int
number_or_minus_one (DrCardValue value)
{
  return value.kind == DR_VALUE_NUMBER ? value.number : -1;
}

/* Sorting by a column; ties, and the title column, go by title. */
int
dr_card_columns_compare (DrCardObject *a,
                         DrCardObject *b,
                         DrCardColumn  column)
{
  const DrCard *card_a = dr_card_object_get_card (a);
  const DrCard *card_b = dr_card_object_get_card (b);
  int result = 0;

  switch (column)
    {
    case DR_CARD_COLUMN_COST:
      result = number_or_minus_one (card_a->cost) - number_or_minus_one (card_b->cost);
      break;
    case DR_CARD_COLUMN_INFLUENCE:
      result = number_or_minus_one (card_a->faction_cost) - number_or_minus_one (card_b->faction_cost);
      break;
    case DR_CARD_COLUMN_TYPE:
      result = g_strcmp0 (card_a->type_code, card_b->type_code);
      break;
    case DR_CARD_COLUMN_FACTION:
      result = g_strcmp0 (card_a->faction_code, card_b->faction_code);
      break;
    case DR_CARD_COLUMN_SET:
      result = g_strcmp0 (card_a->code, card_b->code);
      break;
    case DR_CARD_COLUMN_TITLE:
    case DR_CARD_COLUMN_OWNED:
    case DR_CARD_N_COLUMNS:
    default:
      break;
    }
  if (result == 0)
    result = strcmp (dr_card_object_get_title_key (a), dr_card_object_get_title_key (b));
  return result;
}

/* The width of a digit and the height of a line in @widget's font, measured
 * on a short string once for the whole list: Pango's font metrics are slow. */
void
dr_card_columns_measure_font (DrCardColumns *self,
                              GtkWidget     *widget)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, "0000000000");
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  g_object_unref (layout);
  self->char_width = MAX (width / 10, 1);
  self->line_height = MAX (height, 1);
  if (self->cells != NULL)
    dr_card_cell_cache_clear (self->cells);
}
