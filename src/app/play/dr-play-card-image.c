/* dr-play-card-image.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-card-image"

#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <time.h>

#include "dr-card-image.h"
#include "dr-image-cache.h"
#include "dr-play-card.h"
#include "dr-play-card-image-private.h"

/* What the images may hold. A card's image is decoded at twice the small
 * card's size (sharp on a scale-2 screen), 72 KiB, and copied at the
 * card's size, 18 KiB on a scale-1 screen and 72 KiB at scale 2 (ice in
 * hand and on the table has both): 90 KiB a card, 145 KiB at scale 2.
 * The NAPD games of bench-play --board --images (the Corp and three
 * Runners, six games, the Corp's view) showed at most 24 different images
 * at once. 4 MiB holds 45 images at scale 1, such a table and the hand and
 * rig of the seat shown before it (hot-seat), and 28 at scale 2, the table
 * still. More would break issue 14's goal: the window with a game open
 * measured 13.0-13.5 MiB above the Cards view with no image, 15.9-17.0
 * with 1.9 MiB of images held (the rest is libjpeg's code and the worker
 * threads), so 19.1 at most with the store full. Every engine card's
 * image at scale 1 would be 10 MiB. */
#define DEFAULT_BUDGET ((gsize) 4 * 1024 * 1024)

/* How long an image just decoded is kept for its widgets to draw it (a
 * widget hidden meanwhile never does). */
#define FRESH_USEC (G_USEC_PER_SEC / 2)

typedef struct
{
  int              width;
  int              height;
  int              scale;
  gboolean         landscape;
  cairo_surface_t *surface;
} SizedCopy;

/* One image file. Kept for the program's life, keyed by the file's path
 * (a test may change the cache folder); only its pixels come and go. */
typedef struct
{
  char            *path;
  cairo_surface_t *decoded;   /* NULL: not in memory */
  GArray          *sizes;     /* SizedCopy of the decoded image */
  gsize            bytes;     /* of decoded and sizes */
  guint64          serial;    /* names this decode of the image */
  GList            link;      /* in the store's queue while decoded */
  guint            holders;   /* widgets that drew it and show it now */
  gint64           fresh;     /* decoded, not drawn yet: kept for its widgets until then */
  GCancellable    *decoding;  /* the decode under way, if any */
  /* A decode found no usable image: none is tried again until the image
   * cache says it downloaded one (a look at the file for each card at each
   * update would show in bench-play --board). */
  gboolean         missing;
  gboolean         arrived;   /* downloaded while a decode was under way */
} Entry;

typedef struct
{
  GHashTable *entries;   /* path → Entry */
  GHashTable *holders;   /* GtkWidget → the Entry it shows */
  GQueue      drawn;     /* decoded entries, the most recently drawn first */
  gsize       budget;
  gsize       bytes;
  gsize       max_bytes;
  guint64     last_serial;
  guint       decodes;
  guint       decoded;
  guint       running;
  guint       evicted;
  gint64      decode_cpu_us;
} Store;

static Store store;

static void on_image_added (const char *code,
                            const char *path,
                            gpointer    unused);

static void
ensure_store (void)
{
  if (store.entries != NULL)
    return;
  store.entries = g_hash_table_new (g_str_hash, g_str_equal);
  store.holders = g_hash_table_new (NULL, NULL);
  store.budget = DEFAULT_BUDGET;
  /* for the program's life, as the store */
  dr_image_cache_watch (on_image_added, NULL, NULL);
}

static gsize
surface_bytes (cairo_surface_t *surface)
{
  return (gsize) cairo_image_surface_get_stride (surface) * (gsize) cairo_image_surface_get_height (surface);
}

static Entry *
lookup_entry (const char *code,
              gboolean    create)
{
  g_autofree char *path = NULL;
  Entry *entry;

  if (code == NULL)
    return NULL;
  ensure_store ();
  path = dr_card_image_path (code);
  entry = g_hash_table_lookup (store.entries, path);
  if (entry == NULL && create)
    {
      entry = g_new0 (Entry, 1);
      entry->path = g_steal_pointer (&path);
      entry->sizes = g_array_new (FALSE, FALSE, sizeof (SizedCopy));
      entry->link.data = entry;
      g_hash_table_insert (store.entries, entry->path, entry);
    }
  return entry;
}

static void
drop_pixels (Entry *entry)
{
  for (guint i = 0; i < entry->sizes->len; i++)
    cairo_surface_destroy (g_array_index (entry->sizes, SizedCopy, i).surface);
  g_array_set_size (entry->sizes, 0);
  g_clear_pointer (&entry->decoded, cairo_surface_destroy);
  entry->fresh = 0;
  g_queue_unlink (&store.drawn, &entry->link);
  store.bytes -= entry->bytes;
  entry->bytes = 0;
  store.evicted++;
}

/* The store could not keep to its budget otherwise: @entry keeps only
 * the copy @kept, being drawn. */
static void
drop_other_sizes (Entry           *entry,
                  cairo_surface_t *kept)
{
  for (guint i = entry->sizes->len; i-- > 0;)
    {
      SizedCopy *sized = &g_array_index (entry->sizes, SizedCopy, i);

      if (sized->surface == kept)
        continue;
      store.bytes -= surface_bytes (sized->surface);
      entry->bytes -= surface_bytes (sized->surface);
      cairo_surface_destroy (sized->surface);
      g_array_remove_index_fast (entry->sizes, i);
    }
}

static void
add_bytes (Entry *entry,
           gsize  bytes)
{
  entry->bytes += bytes;
  store.bytes += bytes;
}

/* Drops the least recently drawn images until the store is within its
 * budget, those no widget shows first; never @keep, the one being drawn
 * or just decoded, nor one decoded and not drawn yet (its widgets are
 * about to draw it: dropped, they would ask for it again, and each
 * arrival would push out the next). An image a widget shows goes only
 * when those shown exceed the budget: the widget keeps its painted face,
 * and draws it again (the text face until the image is back) only when
 * the card changes. Returns whether the store is within its budget. */
static gboolean
keep_to_budget (Entry *keep)
{
  gint64 now = g_get_monotonic_time ();

  for (int pass = 0; pass < 2 && store.bytes > store.budget; pass++)
    {
      GList *link = store.drawn.tail;

      while (link != NULL && store.bytes > store.budget)
        {
          Entry *entry = link->data;
          GList *newer = link->prev;

          if (entry != keep && entry->fresh < now && (pass == 1 || entry->holders == 0))
            drop_pixels (entry);
          link = newer;
        }
    }
  return store.bytes <= store.budget;
}

static void
note_bytes (void)
{
  store.max_bytes = MAX (store.max_bytes, store.bytes);
}

/* The decoded image scaled to cover a card of @width × @height at
 * @scale, ice turned (plain cairo: either thread). */
static cairo_surface_t *
scaled_copy (cairo_surface_t *decoded,
             int              width,
             int              height,
             gboolean         landscape,
             int              scale)
{
  double image_width = cairo_image_surface_get_width (decoded);
  double image_height = cairo_image_surface_get_height (decoded);
  double zoom = MAX ((landscape ? height : width) / image_width, (landscape ? width : height) / image_height);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_translate (cr, width / 2.0, height / 2.0);
  if (landscape)
    cairo_rotate (cr, G_PI / 2);
  cairo_scale (cr, zoom, zoom);
  cairo_set_source_surface (cr, decoded, -image_width / 2.0, -image_height / 2.0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_destroy (cr);
  return surface;
}

/* Worker thread: no GTK, only GIO, gdk-pixbuf and cairo on objects of its own. */

static guint8
premultiply (guint8 channel,
             guint8 alpha)
{
  return (guint8) ((channel * alpha + 127) / 255);
}

static cairo_surface_t *
surface_from_pixbuf (GdkPixbuf *pixbuf)
{
  int width = gdk_pixbuf_get_width (pixbuf);
  int height = gdk_pixbuf_get_height (pixbuf);
  int channels = gdk_pixbuf_get_n_channels (pixbuf);
  int source_stride = gdk_pixbuf_get_rowstride (pixbuf);
  gboolean has_alpha = gdk_pixbuf_get_has_alpha (pixbuf);
  const guint8 *source = gdk_pixbuf_read_pixels (pixbuf);
  cairo_surface_t *surface = cairo_image_surface_create (has_alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                                         width, height);
  guint8 *target;
  int stride;

  cairo_surface_flush (surface);
  target = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height; y++)
    {
      const guint8 *from = source + (gsize) y * source_stride;
      guint32 *to = (guint32 *) (target + (gsize) y * stride);

      for (int x = 0; x < width; x++, from += channels)
        {
          guint8 alpha = has_alpha ? from[3] : 0xff;

          to[x] = (guint32) alpha << 24 | (guint32) premultiply (from[0], alpha) << 16
                  | (guint32) premultiply (from[1], alpha) << 8 | premultiply (from[2], alpha);
        }
    }
  cairo_surface_mark_dirty (surface);
  return surface;
}

/* A decode: the file, and the size the card that asked is drawn at. */
typedef struct
{
  char            *path;
  SizedCopy        first;
  cairo_surface_t *decoded;
  gint64           cpu_us;    /* the worker's CPU time for it */
} Decode;

static void
decode_free (Decode *decode)
{
  g_free (decode->path);
  g_clear_pointer (&decode->first.surface, cairo_surface_destroy);
  g_clear_pointer (&decode->decoded, cairo_surface_destroy);
  g_free (decode);
}

static gint64
thread_cpu_us (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

/* Decoded at twice the small card's size, and scaled for the card that
 * asked: a board update paints from memory, never from a file. */
static void
decode_in_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  Decode *decode = task_data;
  g_autoptr(GFile) file = g_file_new_for_path (decode->path);
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  GError *error = NULL;
  gint64 start = thread_cpu_us ();

  stream = g_file_read (file, cancellable, &error);
  if (stream != NULL)
    pixbuf = gdk_pixbuf_new_from_stream_at_scale (G_INPUT_STREAM (stream), 2 * DR_PLAY_CARD_WIDTH,
                                                  2 * DR_PLAY_CARD_HEIGHT, TRUE, cancellable, &error);
  if (pixbuf == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  decode->decoded = surface_from_pixbuf (pixbuf);
  decode->first.surface = scaled_copy (decode->decoded, decode->first.width, decode->first.height,
                                       decode->first.landscape, decode->first.scale);
  decode->cpu_us = thread_cpu_us () - start;
  g_task_return_boolean (task, TRUE);
}

/* Main thread again. */

static void
redraw_holders (Entry *entry)
{
  GHashTableIter iter;
  gpointer widget, shown;

  g_hash_table_iter_init (&iter, store.holders);
  while (g_hash_table_iter_next (&iter, &widget, &shown))
    if (shown == entry)
      gtk_widget_queue_draw (widget);
}

static void
on_decoded_cb (GObject      *source_object,
               GAsyncResult *result,
               gpointer      data)
{
  Entry *entry = data;
  Decode *decode = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  gboolean decoded = g_task_propagate_boolean (G_TASK (result), &error);

  store.running--;
  /* Cancelled: nobody shows the card any more (a newer decode may run). */
  if (g_task_get_cancellable (G_TASK (result)) != entry->decoding)
    return;
  g_clear_object (&entry->decoding);
  if (!decoded)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_debug ("card image %s not usable: %s", entry->path, error->message);
      /* The file came after this decode looked: its cards ask again. */
      if (entry->arrived)
        {
          entry->arrived = FALSE;
          redraw_holders (entry);
          return;
        }
      entry->missing = TRUE;
      return;
    }
  entry->arrived = FALSE;
  store.decoded++;
  store.decode_cpu_us += decode->cpu_us;
  entry->decoded = g_steal_pointer (&decode->decoded);
  g_array_append_val (entry->sizes, decode->first);
  decode->first.surface = NULL;
  entry->serial = ++store.last_serial;
  add_bytes (entry, surface_bytes (entry->decoded));
  add_bytes (entry, surface_bytes (g_array_index (entry->sizes, SizedCopy, 0).surface));
  g_queue_push_head_link (&store.drawn, &entry->link);
  /* When the cards on screen already fill the budget and none can go,
   * this one keeps its text face until it changes. */
  if (!keep_to_budget (entry))
    {
      drop_pixels (entry);
      return;
    }
  note_bytes ();
  entry->fresh = g_get_monotonic_time () + FRESH_USEC;
  redraw_holders (entry);
}

static void
start_decode (Entry           *entry,
              const SizedCopy *size)
{
  Decode *decode = g_new0 (Decode, 1);
  GTask *task;

  decode->path = g_strdup (entry->path);
  decode->first = *size;
  entry->decoding = g_cancellable_new ();
  task = g_task_new (NULL, entry->decoding, on_decoded_cb, entry);
  g_task_set_source_tag (task, start_decode);
  g_task_set_task_data (task, decode, (GDestroyNotify) decode_free);
  store.decodes++;
  store.running++;
  g_task_run_in_thread (task, decode_in_thread);
  g_object_unref (task);
}

static void
release (Entry *entry)
{
  if (--entry->holders > 0 || entry->decoding == NULL)
    return;
  /* The table (or the card) went away before its image came. */
  g_cancellable_cancel (entry->decoding);
  g_clear_object (&entry->decoding);
}

static void
on_widget_gone (gpointer data,
                GObject *where_the_widget_was)
{
  Entry *entry = g_hash_table_lookup (store.holders, where_the_widget_was);

  g_hash_table_remove (store.holders, where_the_widget_was);
  if (entry != NULL)
    release (entry);
}

/* Records that @widget shows @entry (NULL: no image). */
static void
hold (GtkWidget *widget,
      Entry     *entry)
{
  gpointer shown = NULL;
  gboolean holding = g_hash_table_lookup_extended (store.holders, widget, NULL, &shown);

  if (holding && shown == entry)
    return;
  if (holding)
    release (shown);
  if (entry == NULL)
    {
      if (holding)
        {
          g_hash_table_remove (store.holders, widget);
          g_object_weak_unref (G_OBJECT (widget), on_widget_gone, NULL);
        }
      return;
    }
  if (!holding)
    g_object_weak_ref (G_OBJECT (widget), on_widget_gone, NULL);
  g_hash_table_insert (store.holders, widget, entry);
  entry->holders++;
}

guint64
dr_play_card_image_use (GtkWidget  *widget,
                        const char *code,
                        int         width,
                        int         height,
                        gboolean    landscape)
{
  SizedCopy size = { width, height, gtk_widget_get_scale_factor (widget), landscape, NULL };
  Entry *entry;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), 0);

  ensure_store ();
  entry = lookup_entry (code, TRUE);
  hold (widget, entry);
  if (entry == NULL)
    return 0;
  if (entry->decoded != NULL)
    {
      g_queue_unlink (&store.drawn, &entry->link);
      g_queue_push_head_link (&store.drawn, &entry->link);
      entry->fresh = 0;
      return entry->serial;
    }
  if (entry->decoding == NULL && !entry->missing && width > 0 && height > 0)
    start_decode (entry, &size);
  return 0;
}

/* The image cache downloaded an image (the Cards view's card pane, a
 * pack's images in the Collection view): the cards that showed their
 * drawn face for want of it draw again, and so ask for it. */
static void
on_image_added (const char *code,
                const char *path,
                gpointer    unused)
{
  Entry *entry = g_hash_table_lookup (store.entries, path);

  if (entry == NULL || entry->decoded != NULL)
    return;
  if (entry->decoding != NULL)
    {
      entry->arrived = TRUE;
      return;
    }
  if (!entry->missing)
    return;
  entry->missing = FALSE;
  redraw_holders (entry);
}

void
dr_play_card_image_look_again (void)
{
  GHashTableIter iter;
  gpointer entry;

  ensure_store ();
  g_hash_table_iter_init (&iter, store.entries);
  while (g_hash_table_iter_next (&iter, NULL, &entry))
    ((Entry *) entry)->missing = FALSE;
}

/* Painting a copy made once per size: scaling the decoded image at each
 * paint made a board update of cards with images half as slow again
 * (bench-play --board). A game shows a few sizes of each card. */
cairo_surface_t *
dr_play_card_image_at_size (const char *code,
                            int         width,
                            int         height,
                            gboolean    landscape,
                            int         scale)
{
  Entry *entry = lookup_entry (code, FALSE);
  SizedCopy copy = { width, height, scale, landscape, NULL };

  if (entry == NULL || entry->decoded == NULL || width <= 0 || height <= 0)
    return NULL;
  for (guint i = 0; i < entry->sizes->len; i++)
    {
      SizedCopy *sized = &g_array_index (entry->sizes, SizedCopy, i);

      if (sized->width == width && sized->height == height && sized->scale == scale
          && sized->landscape == landscape)
        return sized->surface;
    }
  /* A size the card was not decoded for (ice in hand, then on the table) */
  copy.surface = scaled_copy (entry->decoded, width, height, landscape, scale);
  g_array_append_val (entry->sizes, copy);
  add_bytes (entry, surface_bytes (copy.surface));
  if (!keep_to_budget (entry))
    drop_other_sizes (entry, copy.surface);
  note_bytes ();
  return copy.surface;
}

void
dr_play_card_image_get_stats (DrPlayCardImageStats *stats)
{
  GHashTableIter iter;
  gpointer entry;

  g_return_if_fail (stats != NULL);

  ensure_store ();
  stats->budget = store.budget;
  stats->bytes = store.bytes;
  stats->max_bytes = store.max_bytes;
  stats->in_memory = store.drawn.length;
  stats->shown = 0;
  g_hash_table_iter_init (&iter, store.entries);
  while (g_hash_table_iter_next (&iter, NULL, &entry))
    stats->shown += ((Entry *) entry)->holders > 0;
  stats->decodes = store.decodes;
  stats->decoded = store.decoded;
  stats->running = store.running;
  stats->evicted = store.evicted;
  stats->decode_cpu_us = store.decode_cpu_us;
}

void
dr_play_card_image_reset_stats (void)
{
  ensure_store ();
  store.max_bytes = store.bytes;
  store.decodes = 0;
  store.decoded = 0;
  store.evicted = 0;
  store.decode_cpu_us = 0;
}

void
dr_play_card_image_set_budget (gsize bytes)
{
  ensure_store ();
  store.budget = bytes > 0 ? bytes : DEFAULT_BUDGET;
  keep_to_budget (NULL);
  store.max_bytes = store.bytes;
}

gboolean
dr_play_card_image_in_memory (const char *code)
{
  Entry *entry = lookup_entry (code, FALSE);

  return entry != NULL && entry->decoded != NULL;
}

gboolean
dr_play_card_image_requested (const char *code)
{
  return lookup_entry (code, FALSE) != NULL;
}
