/* dr-play-card-image.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-card-image"

#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>

#include "dr-card-image.h"
#include "dr-play-card-look.h"

/* A card with no image is looked for again after this long: the image
 * cache may have fetched it meanwhile, and a stat per card per update
 * would show in bench-play --board. */
#define RECHECK_USEC (10 * G_USEC_PER_SEC)

typedef struct
{
  cairo_surface_t *surface;  /* NULL: no image when last checked */
  gint64           checked;
} CardImage;

static void
card_image_free (CardImage *image)
{
  g_clear_pointer (&image->surface, cairo_surface_destroy);
  g_free (image);
}

/* Decoded once at twice the small card's size (sharp on a scale-2 screen,
 * about 75 KiB a card): a board update paints from memory, never from a file. */
static cairo_surface_t *
decode (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new_from_file_at_scale (path, 2 * DR_PLAY_CARD_WIDTH,
                                                                  2 * DR_PLAY_CARD_HEIGHT, TRUE, &error);
  cairo_surface_t *surface;
  cairo_t *cr;

  if (pixbuf == NULL)
    {
      g_debug ("card image %s not usable: %s", path, error->message);
      return NULL;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gdk_pixbuf_get_width (pixbuf),
                                        gdk_pixbuf_get_height (pixbuf));
  cr = cairo_create (surface);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gdk_cairo_set_source_pixbuf (cr, pixbuf, 0, 0);
  G_GNUC_END_IGNORE_DEPRECATIONS
  cairo_paint (cr);
  cairo_destroy (cr);
  return surface;
}

/* The cached image of the card @code, decoded, or NULL. Kept for the
 * program's life, keyed by the file's path (a test may change the cache
 * folder): the render nodes' cache keys a card's image by this surface's
 * address, which must then never be reused for another image. */
cairo_surface_t *
dr_play_card_image_lookup (const char *code)
{
  static GHashTable *images;
  g_autofree char *path = NULL;
  CardImage *image;
  gint64 now = g_get_monotonic_time ();

  if (code == NULL)
    return NULL;
  if (images == NULL)
    images = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) card_image_free);
  path = dr_card_image_path (code);
  image = g_hash_table_lookup (images, path);
  if (image != NULL && (image->surface != NULL || now - image->checked < RECHECK_USEC))
    return image->surface;
  if (image == NULL)
    {
      image = g_new0 (CardImage, 1);
      g_hash_table_insert (images, g_strdup (path), image);
    }
  image->checked = now;
  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    image->surface = decode (path);
  return image->surface;
}

/* The image of @code ready for a card of @width × @height at @scale
 * (ice turned), covering the card: painting it is a copy, where scaling
 * the decoded image at each paint made a board update of cards with
 * images half as slow again (bench-play --board). Kept like the decoded
 * images, by size: a game shows a few sizes of each card. */
cairo_surface_t *
dr_play_card_image_at_size (const char *code,
                            int         width,
                            int         height,
                            gboolean    landscape,
                            int         scale)
{
  static GHashTable *sized;
  cairo_surface_t *image = dr_play_card_image_lookup (code);
  g_autofree char *key = NULL;
  cairo_surface_t *surface;
  double image_width, image_height, zoom;
  cairo_t *cr;

  if (image == NULL || width <= 0 || height <= 0)
    return NULL;
  if (sized == NULL)
    sized = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) cairo_surface_destroy);
  key = g_strdup_printf ("%p|%d|%d|%d|%d", (void *) image, width, height, landscape, scale);
  surface = g_hash_table_lookup (sized, key);
  if (surface != NULL)
    return surface;
  image_width = cairo_image_surface_get_width (image);
  image_height = cairo_image_surface_get_height (image);
  zoom = MAX ((landscape ? height : width) / image_width, (landscape ? width : height) / image_height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_translate (cr, width / 2.0, height / 2.0);
  if (landscape)
    cairo_rotate (cr, G_PI / 2);
  cairo_scale (cr, zoom, zoom);
  cairo_set_source_surface (cr, image, -image_width / 2.0, -image_height / 2.0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_hash_table_insert (sized, g_steal_pointer (&key), surface);
  return surface;
}
