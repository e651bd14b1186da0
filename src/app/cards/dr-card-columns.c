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

/* Widths: the narrow columns in characters, the rest share what is left. */
static const struct
{
  const char *title;
  int         chars;    /* 0: takes a share of the rest */
  int         share;    /* in percent of the rest */
} columns[DR_CARD_N_COLUMNS] = {
  [DR_CARD_COLUMN_TITLE] = { N_("Title"), 0, 38 },
  [DR_CARD_COLUMN_TYPE] = { N_("Type"), 0, 37 },
  [DR_CARD_COLUMN_FACTION] = { N_("Faction"), 0, 25 },
  /* Translators: column of play, install or rez costs */
  [DR_CARD_COLUMN_COST] = { NC_("column", "Cost"), 7, 0 },
  [DR_CARD_COLUMN_INFLUENCE] = { N_("Influence"), 11, 0 },
  /* Translators: the pack a card was printed in, and its number there */
  [DR_CARD_COLUMN_SET] = { N_("Set"), 16, 0 },
  /* Translators: column of how many copies of a card the user owns */
  [DR_CARD_COLUMN_OWNED] = { N_("Owned"), 8, 0 },
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
      return g_strdup (card->title);
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
      return g_strdup_printf ("%s %d", card->pack_name ? card->pack_name : card->pack_code, card->position);
    case DR_CARD_COLUMN_OWNED:
      if (self->owned_func == NULL)
        return g_strdup ("");
      return g_strdup_printf ("%d", self->owned_func (card, self->owned_data));
    case DR_CARD_N_COLUMNS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* On a narrow list the least needed columns go first, in this order, until
 * the title, type and faction have room to be read. */
static const DrCardColumn drop_order[] = {
  DR_CARD_COLUMN_SET, DR_CARD_COLUMN_INFLUENCE, DR_CARD_COLUMN_FACTION, DR_CARD_COLUMN_OWNED,
  DR_CARD_COLUMN_TYPE,
};

#define MIN_SHARED_CHARS 12   /* per column that shares the rest */

/* Where each cell goes in a row @width pixels wide; hidden columns get no width. */
void
dr_card_columns_place (const DrCardColumns *self,
                       int                  width,
                       gboolean             right_to_left,
                       DrCardCell          *cells)
{
  gboolean shown[DR_CARD_N_COLUMNS];
  int char_width = self->char_width;
  int fixed, rest, x = CELL_GAP / 2;
  guint n_shown, n_sharing;

  for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
    shown[i] = dr_card_column_visible (self, i);
  for (guint dropped = 0; ; dropped++)
    {
      fixed = 0, n_shown = 0, n_sharing = 0;
      for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
        if (shown[i])
          {
            fixed += columns[i].chars * char_width;
            n_shown++;
            n_sharing += columns[i].chars == 0;
          }
      rest = width - fixed - (int) n_shown * CELL_GAP;
      if (rest >= (int) n_sharing * MIN_SHARED_CHARS * char_width || dropped == G_N_ELEMENTS (drop_order))
        break;
      shown[drop_order[dropped]] = FALSE;
    }
  rest = MAX (rest, 0);

  {
    int share_total = 0;

    for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
      if (shown[i])
        share_total += columns[i].share;
    for (guint i = 0; i < DR_CARD_N_COLUMNS; i++)
      {
        cells[i].width = 0;
        if (!shown[i])
          continue;
        cells[i].width = columns[i].chars > 0 ? columns[i].chars * char_width
                                              : rest * columns[i].share / MAX (share_total, 1);
        cells[i].x = right_to_left ? width - x - cells[i].width : x;
        x += cells[i].width + CELL_GAP;
      }
  }
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
