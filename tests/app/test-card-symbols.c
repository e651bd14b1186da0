/* test-card-symbols.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <stdlib.h>

#include "dr-app-resources.h"
#include "dr-card-symbols.h"

/* The card symbols on screen come from masks drawn at build time and scaled
 * down, not from the SVGs (which load librsvg, 7 MiB resident): they must
 * look as the SVG drawn at that size does, and leave librsvg unloaded. */

#define FIRST_SIZE 6
#define LAST_SIZE 96

static gboolean
librsvg_loaded (void)
{
  g_autofree char *maps = NULL;

  g_assert_true (g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL));
  return strstr (maps, "librsvg") != NULL;
}

/* @symbol as dr_card_symbol_draw() puts it on screen, @pixels square: its
 * coverage, one byte a pixel. */
static cairo_surface_t *
draw_on_screen (DrCardSymbol symbol,
                int          pixels)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, pixels, pixels);
  cairo_t *cr = cairo_create (surface);

  dr_card_symbol_draw (cr, symbol, 0, 0, pixels, 1);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_screen_symbols_need_no_svg (void)
{
  if (librsvg_loaded ())
    {
      g_test_skip ("librsvg was loaded before the test");
      return;
    }
  for (int symbol = 0; symbol < DR_CARD_N_SYMBOLS; symbol++)
    for (int pixels = FIRST_SIZE; pixels <= LAST_SIZE; pixels++)
      cairo_surface_destroy (draw_on_screen (symbol, pixels));
  g_assert_false (librsvg_loaded ());
}

/* Every symbol at every size from 6 to 31 pixels and every fifth up to 96
 * against the SVG drawn at
 * that size: a pixel at an edge may differ by up to 20 %, the whole by 3 %
 * (measured: at most 17 % and 2.5 %, both below 12 pixels, where the SVG's
 * own rasterizer guesses too; above 12, 14 % and 1.2 %). */
static void
test_screen_symbols_match_svg (void)
{
  int worst_small = 0, worst_large = 0;
  double mean_small = 0, mean_large = 0;

  for (int symbol = 0; symbol < DR_CARD_N_SYMBOLS; symbol++)
    {
      g_autofree char *path = g_strdup_printf (RESOURCE_PREFIX "/icons/scalable/actions/%s.svg",
                                               dr_card_symbol_icon_name (symbol));

      for (int pixels = FIRST_SIZE; pixels <= LAST_SIZE; pixels += pixels < 32 ? 1 : 5)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GdkPixbuf) svg = gdk_pixbuf_new_from_resource_at_scale (path, pixels, pixels, TRUE, &error);
          cairo_surface_t *drawn = draw_on_screen (symbol, pixels);
          const guchar *mask = cairo_image_surface_get_data (drawn);
          int mask_stride = cairo_image_surface_get_stride (drawn);
          const guchar *reference;
          int reference_stride, channels, worst = 0;
          double total = 0;

          g_assert_no_error (error);
          g_assert_cmpint (gdk_pixbuf_get_width (svg), ==, pixels);
          g_assert_true (gdk_pixbuf_get_has_alpha (svg));
          reference = gdk_pixbuf_read_pixels (svg);
          reference_stride = gdk_pixbuf_get_rowstride (svg);
          channels = gdk_pixbuf_get_n_channels (svg);
          for (int y = 0; y < pixels; y++)
            for (int x = 0; x < pixels; x++)
              {
                int difference = abs (mask[y * mask_stride + x] - reference[y * reference_stride + x * channels + 3]);

                worst = MAX (worst, difference);
                total += difference;
              }
          if (worst > 255 * 0.2 || total / (pixels * pixels) > 255 * 0.03)
            g_error ("%s at %d pixels: a pixel differs by %d, the mean by %.1f (of 255)", path, pixels, worst,
                     total / (pixels * pixels));
          if (pixels <= 12)
            {
              worst_small = MAX (worst_small, worst);
              mean_small = MAX (mean_small, total / (pixels * pixels));
            }
          else
            {
              worst_large = MAX (worst_large, worst);
              mean_large = MAX (mean_large, total / (pixels * pixels));
            }
          cairo_surface_destroy (drawn);
        }
    }
  g_test_message ("up to 12 pixels: a pixel differs by %.1f %% at most, the mean by %.1f %%; above: %.1f %%, %.1f %%",
                  worst_small / 2.55, mean_small / 2.55, worst_large / 2.55, mean_large / 2.55);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_resources_register (dr_app_get_resource ());
  /* In this order: the second loads librsvg for its reference. */
  g_test_add_func ("/card-symbols/screen-needs-no-svg", test_screen_symbols_need_no_svg);
  g_test_add_func ("/card-symbols/screen-matches-svg", test_screen_symbols_match_svg);
  return g_test_run ();
}
