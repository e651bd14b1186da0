/* dr-card-symbols.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-symbols"

#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <math.h>

#include "dr-card-symbols.h"

/* Paper has no pixels: symbols are rasterized as finely as a good printer prints. */
#define PAPER_DPI 600.0
#define LARGEST_MASK 1024
#define MASKS_KEPT 256

/* Rasterized icons as alpha masks, by symbol and size in pixels: the face
 * redraws them with every frame, and reading an SVG is slow. Only their
 * shape counts; the colour is the text's. */
G_LOCK_DEFINE_STATIC (masks);
static GHashTable *masks;

/* The masks drawn at build time (src/app/meson.build), larger than a
 * symbol gets on screen: smaller ones are scaled down from them, and only
 * larger ones (a big symbol on paper) read the SVG, which loads librsvg
 * (7 MiB resident, bench-play). */
#define DRAWN_MASK_PIXELS 256

/* The alpha of @pixbuf, its colour being the text's. */
static cairo_surface_t *
mask_from_pixbuf (GdkPixbuf *pixbuf)
{
  int width = gdk_pixbuf_get_width (pixbuf);
  int height = gdk_pixbuf_get_height (pixbuf);
  int channels = gdk_pixbuf_get_n_channels (pixbuf);
  const guchar *source = gdk_pixbuf_read_pixels (pixbuf);
  int source_stride = gdk_pixbuf_get_rowstride (pixbuf);
  gboolean has_alpha = gdk_pixbuf_get_has_alpha (pixbuf);
  cairo_surface_t *mask = cairo_image_surface_create (CAIRO_FORMAT_A8, width, height);
  guchar *target;
  int target_stride;

  cairo_surface_flush (mask);
  target = cairo_image_surface_get_data (mask);
  target_stride = cairo_image_surface_get_stride (mask);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      target[y * target_stride + x] = has_alpha ? source[y * source_stride + x * channels + 3] : 0xff;
  cairo_surface_mark_dirty (mask);
  return mask;
}

/* @large (square) scaled down to @pixels square, each pixel the mean of the
 * area it covers: the coverage a rasterizer gives the shape at that size
 * (tests/app/test-card-symbols.c compares them with the SVG). cairo's own
 * filters sample a few pixels of a much larger source and lose thin lines. */
static cairo_surface_t *
scale_mask_down (cairo_surface_t *large,
                 int              pixels)
{
  int n = cairo_image_surface_get_width (large);
  int source_stride = cairo_image_surface_get_stride (large);
  const guchar *source = cairo_image_surface_get_data (large);
  cairo_surface_t *mask = cairo_image_surface_create (CAIRO_FORMAT_A8, pixels, pixels);
  double step = (double) n / pixels;
  guchar *target;
  int target_stride;

  cairo_surface_flush (mask);
  target = cairo_image_surface_get_data (mask);
  target_stride = cairo_image_surface_get_stride (mask);
  for (int ty = 0; ty < pixels; ty++)
    for (int tx = 0; tx < pixels; tx++)
      {
        double y0 = ty * step, y1 = y0 + step, x0 = tx * step, x1 = x0 + step;
        double sum = 0;

        for (int sy = (int) y0; sy < n && sy < y1; sy++)
          {
            double weight_y = MIN (sy + 1, y1) - MAX (sy, y0);

            for (int sx = (int) x0; sx < n && sx < x1; sx++)
              sum += weight_y * (MIN (sx + 1, x1) - MAX (sx, x0)) * source[sy * source_stride + sx];
          }
        target[ty * target_stride + tx] = (guchar) CLAMP (sum / (step * step) + 0.5, 0, 255);
      }
  cairo_surface_mark_dirty (mask);
  return mask;
}

static cairo_surface_t *
load_mask (DrCardSymbol symbol,
           int          pixels)
{
  const char *name = dr_card_symbol_icon_name (symbol);
  gboolean drawn = pixels <= DRAWN_MASK_PIXELS;
  g_autofree char *path = drawn
                          ? g_strdup_printf (RESOURCE_PREFIX "/symbols/%dx%d/%s.png", DRAWN_MASK_PIXELS,
                                             DRAWN_MASK_PIXELS, name)
                          : g_strdup_printf (RESOURCE_PREFIX "/icons/scalable/actions/%s.svg", name);
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkPixbuf) pixbuf = drawn ? gdk_pixbuf_new_from_resource (path, &error)
                                      : gdk_pixbuf_new_from_resource_at_scale (path, pixels, pixels, TRUE, &error);
  cairo_surface_t *mask, *scaled;

  if (pixbuf == NULL)
    {
      g_warning ("Cannot draw the symbol %s: %s", path, error->message);
      return NULL;
    }
  mask = mask_from_pixbuf (pixbuf);
  if (!drawn || pixels == DRAWN_MASK_PIXELS)
    return mask;
  scaled = scale_mask_down (mask, pixels);
  cairo_surface_destroy (mask);
  return scaled;
}

static cairo_surface_t *
symbol_mask (DrCardSymbol symbol,
             int          pixels)
{
  gpointer key = GUINT_TO_POINTER ((guint) symbol << 16 | (guint) pixels);
  cairo_surface_t *mask;

  G_LOCK (masks);
  if (masks == NULL)
    masks = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) cairo_surface_destroy);
  mask = g_hash_table_lookup (masks, key);
  if (mask == NULL)
    {
      mask = load_mask (symbol, pixels);
      if (g_hash_table_size (masks) >= MASKS_KEPT)
        g_hash_table_remove_all (masks);
      if (mask != NULL)
        g_hash_table_insert (masks, key, mask);
    }
  if (mask != NULL)
    cairo_surface_reference (mask);
  G_UNLOCK (masks);
  return mask;
}

static gboolean
is_paper (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_PS:
    case CAIRO_SURFACE_TYPE_SVG:
      return TRUE;
    default:
      return FALSE;
    }
}

int
dr_card_markup_symbol_size (PangoLayout *layout)
{
  PangoFontMetrics *metrics = pango_context_get_metrics (pango_layout_get_context (layout),
                                                         pango_layout_get_font_description (layout), NULL);
  int ascent = pango_font_metrics_get_ascent (metrics);

  pango_font_metrics_unref (metrics);
  return ascent;
}

void
dr_card_symbol_draw (cairo_t      *cr,
                     DrCardSymbol  symbol,
                     double        x,
                     double        y,
                     double        size,
                     int           pixel_scale)
{
  double dx = size, dy = 0;
  double pixels_per_unit;
  cairo_surface_t *mask;
  int pixels;

  g_return_if_fail (symbol < DR_CARD_N_SYMBOLS);

  cairo_user_to_device_distance (cr, &dx, &dy);
  pixels_per_unit = hypot (dx, dy) / size;
  if (is_paper (cr))
    pixels_per_unit *= PAPER_DPI / 72.0;
  else
    {
      /* Whole pixels: an icon between pixels comes out blurred and pale. */
      cairo_user_to_device (cr, &x, &y);
      x = round (x);
      y = round (y);
      cairo_device_to_user (cr, &x, &y);
      pixels_per_unit *= MAX (pixel_scale, 1);
    }
  pixels = CLAMP ((int) ceil (size * pixels_per_unit - 0.01), 1, LARGEST_MASK);
  mask = symbol_mask (symbol, pixels);
  if (mask == NULL)
    return;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size / pixels, size / pixels);
  cairo_mask_surface (cr, mask, 0, 0);
  cairo_restore (cr);
  cairo_surface_destroy (mask);
}

void
dr_card_markup_symbol_origin (const DrCardMarkup *markup,
                              PangoLayout        *layout,
                              guint               index,
                              int                 symbol_size,
                              int                *x,
                              int                *y)
{
  const DrCardSymbolRun *run;
  PangoRectangle position;

  g_return_if_fail (index < markup->symbols->len);

  run = &g_array_index (markup->symbols, DrCardSymbolRun, index);
  /* index_to_pos gives the x of the symbol and the extent of its line;
   * right to left, its width is negative. */
  pango_layout_index_to_pos (layout, run->byte_index, &position);
  *x = MIN (position.x, position.x + position.width);
  *y = position.y + (position.height - symbol_size) / 2;
}

void
dr_card_markup_draw_symbols (cairo_t            *cr,
                             const DrCardMarkup *markup,
                             PangoLayout        *layout,
                             int                 symbol_size,
                             int                 pixel_scale)
{
  for (guint i = 0; i < markup->symbols->len; i++)
    {
      int x, y;

      dr_card_markup_symbol_origin (markup, layout, i, symbol_size, &x, &y);
      dr_card_symbol_draw (cr, g_array_index (markup->symbols, DrCardSymbolRun, i).symbol,
                           (double) x / PANGO_SCALE, (double) y / PANGO_SCALE,
                           (double) symbol_size / PANGO_SCALE, pixel_scale);
    }
}
