/* dr-card-cell-cache.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-cell-cache"

#include "config.h"

#include "dr-card-cell-cache.h"

/* Drawn cells, by column and text, for the texts that many cards share
 * (types, factions, costs): a row that shows a new card reuses them instead
 * of shaping the text again, which was a third of the time to draw a new
 * list. The cache forgets everything at a size that a session of typing
 * rarely reaches, and when the font or direction changes. */

#define MAX_CELLS_PER_COLUMN 1024
#define N_COLUMNS 16

typedef struct
{
  GskRenderNode *node;
  int            width;
  GdkRGBA        color;
} Cell;

struct _DrCardCellCache
{
  GHashTable *columns[N_COLUMNS];   /* text → Cell */
};

static void
cell_free (gpointer data)
{
  Cell *cell = data;

  g_clear_pointer (&cell->node, gsk_render_node_unref);
  g_free (cell);
}

DrCardCellCache *
dr_card_cell_cache_new (void)
{
  DrCardCellCache *self = g_new0 (DrCardCellCache, 1);

  for (guint i = 0; i < N_COLUMNS; i++)
    self->columns[i] = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, cell_free);
  return self;
}

void
dr_card_cell_cache_free (DrCardCellCache *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < N_COLUMNS; i++)
    g_hash_table_unref (self->columns[i]);
  g_free (self);
}

/* The font, the direction or the language changed. */
void
dr_card_cell_cache_clear (DrCardCellCache *self)
{
  g_return_if_fail (self != NULL);

  for (guint i = 0; i < N_COLUMNS; i++)
    g_hash_table_remove_all (self->columns[i]);
}

/* The direction of @text's first letter, or NEUTRAL for text without
 * one (numbers): by script, which is enough for the names on cards. */
static PangoDirection
text_direction (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    switch (g_unichar_get_script (g_utf8_get_char (p)))
      {
      case G_UNICODE_SCRIPT_COMMON:
      case G_UNICODE_SCRIPT_INHERITED:
      case G_UNICODE_SCRIPT_UNKNOWN:
        break;
      case G_UNICODE_SCRIPT_ARABIC:
      case G_UNICODE_SCRIPT_HEBREW:
      case G_UNICODE_SCRIPT_SYRIAC:
      case G_UNICODE_SCRIPT_THAANA:
      case G_UNICODE_SCRIPT_NKO:
      case G_UNICODE_SCRIPT_SAMARITAN:
      case G_UNICODE_SCRIPT_MANDAIC:
      case G_UNICODE_SCRIPT_ADLAM:
        return PANGO_DIRECTION_RTL;
      default:
        return PANGO_DIRECTION_LTR;
      }
  return PANGO_DIRECTION_NEUTRAL;
}

/* Cells start where the widget's text starts: at the right in a
 * right-to-left language, numbers too. Pango swaps the alignment of a line
 * whose direction is the opposite of the widget's, and gives text with no
 * direction of its own (numbers) the widget's. */
void
dr_card_cell_align (PangoLayout *layout,
                    const char  *text,
                    gboolean     right_to_left)
{
  PangoDirection direction = text_direction (text);
  gboolean opposite = direction != PANGO_DIRECTION_NEUTRAL && (direction == PANGO_DIRECTION_RTL) != right_to_left;

  if (opposite)
    pango_layout_set_alignment (layout, right_to_left ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT);
  else
    pango_layout_set_alignment (layout, right_to_left ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
}

static GskRenderNode *
draw_text (GtkWidget     *widget,
           const char    *text,
           int            width,
           const GdkRGBA *color)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_single_paragraph_mode (layout, TRUE);
  pango_layout_set_width (layout, width * PANGO_SCALE);
  dr_card_cell_align (layout, text, gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL);
  gtk_snapshot_append_layout (snapshot, layout, color);
  g_object_unref (layout);
  return gtk_snapshot_free_to_node (snapshot);
}

/* @text drawn in @widget's font, in @color, ellipsized to @width pixels;
 * NULL for nothing to draw. The cache keeps the node: it is valid until the
 * next lookup or clear. */
GskRenderNode *
dr_card_cell_cache_lookup (DrCardCellCache *self,
                           GtkWidget       *widget,
                           guint            column,
                           const char      *text,
                           int              width,
                           const GdkRGBA   *color)
{
  GHashTable *cells;
  Cell *cell;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (column < N_COLUMNS, NULL);

  cells = self->columns[column];
  cell = g_hash_table_lookup (cells, text);
  if (cell != NULL && cell->width == width && gdk_rgba_equal (&cell->color, color))
    return cell->node;

  if (g_hash_table_size (cells) >= MAX_CELLS_PER_COLUMN)
    g_hash_table_remove_all (cells);
  cell = g_new0 (Cell, 1);
  cell->node = draw_text (widget, text, width, color);
  cell->width = width;
  cell->color = *color;
  g_hash_table_replace (cells, g_strdup (text), cell);
  return cell->node;
}
