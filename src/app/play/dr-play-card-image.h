/* dr-play-card-image.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The Play table's card images: the image cache's files decoded in a
 * worker thread, held in memory up to a budget of bytes, the least
 * recently drawn dropped first (dr-play-card-image.c says why the budget
 * is what it is). Main thread only. */

/* @widget is about to draw the card @code's image (NULL: no image, it
 * shows a back, a text face or nothing) on a card of @width × @height
 * (ice turned when @landscape). Marks the image as drawn now and as shown
 * by @widget until @widget draws another or goes away; starts its decode
 * (and its scaling to that size) in a worker thread when it is not in
 * memory, and queues a redraw of the widgets that show it when it arrives.
 * When no usable file was found, none is looked for again until the image
 * cache announces that it downloaded the image (dr_image_cache_watch()):
 * then the widgets that show it are redrawn, and so ask again.
 * Returns a number that names the decoded image (a new one each time an
 * image is decoded again), 0 while there is none: what is painted from it
 * may be kept under that number. */
guint64          dr_play_card_image_use     (GtkWidget  *widget,
                                             const char *code,
                                             int         width,
                                             int         height,
                                             gboolean    landscape);
/* The image of @code, if it is in memory, scaled to cover a card of
 * @width × @height at @scale (ice turned), else NULL; owned by the store
 * and valid until the next call into it. Never decodes. */
cairo_surface_t *dr_play_card_image_at_size (const char *code,
                                             int         width,
                                             int         height,
                                             gboolean    landscape,
                                             int         scale);

/* Forgets which images were found missing, so that the cards showing them
 * look for their files once more: a new game starts (another program,
 * such as deckrunner-cli sync --images, may have downloaded them, and the
 * image cache of another program announces nothing here). */
void             dr_play_card_image_look_again (void);

/* What the store holds, for tests and benchmarks. */
typedef struct
{
  gsize  budget;          /* bytes */
  gsize  bytes;           /* held now: decoded images and their scaled copies */
  gsize  max_bytes;       /* the most held at any time since the last reset */
  guint  in_memory;       /* images decoded and held */
  guint  shown;           /* images that live widgets show (or wait for) now */
  guint  decodes;         /* decodes started since the last reset */
  guint  decoded;         /* those that made an image */
  gint64 decode_cpu_us;   /* the worker threads' CPU time for those */
  guint  running;         /* decodes not finished (cancelled ones included) */
  guint  evicted;         /* images dropped to keep to the budget since the last reset */
} DrPlayCardImageStats;

G_END_DECLS
