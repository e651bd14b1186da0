/* dr-proxy-face.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-proxy-face"

#include "config.h"

#include "dr-card-markup.h"
#include "dr-card-symbols.h"
#include "dr-proxy-face-private.h"

#define PADDING DR_PROXY_MM (3.0)
#define INNER (DR_PROXY_WIDTH - 2 * PADDING)
#define COST_WIDTH DR_PROXY_MM (8.0)
#define STATS_HEIGHT DR_PROXY_MM (5.0)
#define PIP_SIZE DR_PROXY_MM (1.6)
#define PIP_GAP DR_PROXY_MM (0.6)
#define TEXT_SIZE 6.5
#define SMALLEST_TEXT_SIZE 4.5

/* One block of text and where it goes, from the card's corner. */
typedef struct
{
  PangoLayout  *layout;
  DrCardMarkup *markup;        /* NULL for plain text */
  int           symbol_size;   /* Pango units */
  double        x, y;
  double        width, height; /* the room it has; drawn clipped to it */
} Block;

enum
{
  BLOCK_COST,
  BLOCK_TITLE,
  BLOCK_TYPE,
  BLOCK_TEXT,
  BLOCK_STATS,
  N_BLOCKS
};

struct _DrProxyFace
{
  GdkRGBA frame;
  int     influence;
  Block   blocks[N_BLOCKS];
};

static PangoLayout *
new_layout (PangoContext *context,
            double        size,
            gboolean      bold,
            double        width)
{
  PangoLayout *layout = pango_layout_new (context);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  pango_font_description_set_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, width * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  return layout;
}

/* Plain text, never markup: card data is not trusted to be markup. */
static void
set_plain (Block        *block,
           PangoContext *context,
           const char   *text,
           double        size,
           double        width,
           double        max_height)
{
  block->layout = new_layout (context, size, TRUE, width);
  pango_layout_set_height (block->layout, max_height * PANGO_SCALE);
  pango_layout_set_ellipsize (block->layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_text (block->layout, text != NULL ? text : "", -1);
  block->width = width;
  block->height = max_height;
}

/* Card text: the symbols are drawn over the gaps Pango leaves for them. */
static void
set_markup (Block        *block,
            PangoContext *context,
            const char   *source,
            double        size,
            gboolean      bold,
            double        width)
{
  g_clear_object (&block->layout);
  if (block->markup == NULL)
    block->markup = dr_card_markup_new (source);
  block->layout = new_layout (context, size, bold, width);
  block->width = width;
  block->symbol_size = dr_card_markup_symbol_size (block->layout);
  dr_card_markup_apply (block->markup, block->layout, block->symbol_size);
}

static double
layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}

DrProxyFace *
dr_proxy_face_new (PangoContext  *context,
                   const DrCard  *card,
                   const char    *type_line,
                   const GdkRGBA *frame)
{
  DrProxyFace *self = g_new0 (DrProxyFace, 1);
  g_autofree char *title = NULL;
  g_autofree char *cost = NULL;
  g_autofree char *stats = NULL;
  DrCardValue cost_value;
  double top = PADDING;
  double text_bottom;
  Block *block;

  g_return_val_if_fail (PANGO_IS_CONTEXT (context), NULL);
  g_return_val_if_fail (card != NULL, NULL);

  self->frame = frame != NULL ? *frame : (GdkRGBA) { 0.5, 0.5, 0.5, 1 };

  /* Agendas have no cost: their advancement requirement takes its place. */
  cost_value = card->cost.kind != DR_VALUE_NONE ? card->cost : card->advancement_cost;
  cost = dr_card_value_to_string (cost_value);
  block = &self->blocks[BLOCK_COST];
  set_plain (block, context, cost, 12, COST_WIDTH, COST_WIDTH);
  block->x = PADDING;
  block->y = top;

  /* ◆ marks a unique card, as on screen. */
  /* Proxies are printed in the reader's language, where the card data has it. */
  title = card->uniqueness ? g_strconcat ("◆ ", dr_card_get_local_title (card, FALSE), NULL)
                           : g_strdup (dr_card_get_local_title (card, FALSE));
  block = &self->blocks[BLOCK_TITLE];
  set_plain (block, context, title, 9, INNER - COST_WIDTH, DR_PROXY_MM (10));
  block->x = PADDING + COST_WIDTH;
  block->y = top + 2;
  top += MAX (layout_height (block->layout), DR_PROXY_MM (6)) + DR_PROXY_MM (2);

  block = &self->blocks[BLOCK_TYPE];
  set_plain (block, context, type_line, 7, INNER, DR_PROXY_MM (8));
  block->x = PADDING;
  block->y = top;
  if (type_line != NULL && *type_line != '\0')
    top += layout_height (block->layout) + DR_PROXY_MM (2);

  if (!dr_card_is_identity (card) && card->faction_cost.kind == DR_VALUE_NUMBER)
    self->influence = CLAMP (card->faction_cost.number, 0, 5);
  stats = dr_card_markup_stats_source (card);
  block = &self->blocks[BLOCK_STATS];
  set_markup (block, context, stats, 7, TRUE,
              INNER - (self->influence > 0 ? self->influence * (PIP_SIZE + PIP_GAP) + PIP_GAP : 0));
  block->x = PADDING;
  block->y = DR_PROXY_HEIGHT - PADDING - STATS_HEIGHT;
  block->height = STATS_HEIGHT;

  /* The whole text in the room left, in a smaller font if need be. */
  text_bottom = DR_PROXY_HEIGHT - PADDING - DR_PROXY_MM (6);
  block = &self->blocks[BLOCK_TEXT];
  for (double size = TEXT_SIZE; size >= SMALLEST_TEXT_SIZE; size -= 0.5)
    {
      set_markup (block, context, dr_card_get_local_text (card, FALSE), size, FALSE, INNER);
      if (layout_height (block->layout) <= text_bottom - top)
        break;
    }
  block->x = PADDING;
  block->y = top;
  block->height = MAX (text_bottom - top, 0);
  return self;
}

void
dr_proxy_face_free (DrProxyFace *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < N_BLOCKS; i++)
    {
      g_clear_object (&self->blocks[i].layout);
      g_clear_pointer (&self->blocks[i].markup, dr_card_markup_free);
    }
  g_free (self);
}

static void
draw_block (cairo_t     *cr,
            const Block *block,
            double       x,
            double       y)
{
  cairo_save (cr);
  cairo_rectangle (cr, x + block->x, y + block->y, block->width, block->height);
  cairo_clip (cr);
  cairo_translate (cr, x + block->x, y + block->y);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, block->layout);
  if (block->markup != NULL)
    dr_card_markup_draw_symbols (cr, block->markup, block->layout, block->symbol_size, 1);
  cairo_restore (cr);
}

void
dr_proxy_face_draw (DrProxyFace *self,
                    cairo_t     *cr,
                    double       x,
                    double       y)
{
  const Block *stats = &self->blocks[BLOCK_STATS];

  g_return_if_fail (self != NULL);

  cairo_save (cr);
  cairo_set_line_width (cr, DR_PROXY_MM (1.5));
  gdk_cairo_set_source_rgba (cr, &self->frame);
  cairo_rectangle (cr, x + DR_PROXY_MM (0.75), y + DR_PROXY_MM (0.75),
                   DR_PROXY_WIDTH - DR_PROXY_MM (1.5), DR_PROXY_HEIGHT - DR_PROXY_MM (1.5));
  cairo_stroke (cr);

  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = 0; i < N_BLOCKS; i++)
    draw_block (cr, &self->blocks[i], x, y);

  /* Influence pips at the end of the stats line, in the faction's colour. */
  gdk_cairo_set_source_rgba (cr, &self->frame);
  for (int i = 0; i < self->influence; i++)
    {
      double center_x = x + DR_PROXY_WIDTH - PADDING - i * (PIP_SIZE + PIP_GAP) - PIP_SIZE / 2;
      double center_y = y + stats->y + PIP_SIZE;

      cairo_new_sub_path (cr);
      cairo_arc (cr, center_x, center_y, PIP_SIZE / 2, 0, 2 * G_PI);
    }
  cairo_fill (cr);
  cairo_restore (cr);
}

PangoLayout *
dr_proxy_face_get_text_layout (DrProxyFace *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->blocks[BLOCK_TEXT].layout;
}

gboolean
dr_proxy_face_get_text_symbol (DrProxyFace     *self,
                               guint            index,
                               graphene_rect_t *area)
{
  const Block *block;
  double size;
  int x, y;

  g_return_val_if_fail (self != NULL, FALSE);

  block = &self->blocks[BLOCK_TEXT];
  if (index >= block->markup->symbols->len)
    return FALSE;
  dr_card_markup_symbol_origin (block->markup, block->layout, index, block->symbol_size, &x, &y);
  size = (double) block->symbol_size / PANGO_SCALE;
  graphene_rect_init (area, block->x + (double) x / PANGO_SCALE, block->y + (double) y / PANGO_SCALE, size, size);
  return TRUE;
}
