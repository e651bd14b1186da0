/* test-play-card-images.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>

#include "dr-card-image.h"
#include "dr-image-cache.h"
#include "dr-paths.h"
#include "dr-play-card-image-private.h"
#include "dr-play-card-look.h"
#include "dr-test-helper.h"
#include "dr-test-http-server.h"
#include "dr-test-ui.h"

/* The Play table's card images (dr-play-card-image.c) under Xvfb: real
 * JPEG files in a temporary image cache, decoded by the store's worker
 * threads, drawn by the cards' painter in real windows. The cards are
 * small widgets of the test that paint a look as DrPlayCard does
 * (dr_play_card_paint_snapshot()), so that each test chooses exactly which
 * images are on screen. */

#define N_CODES 24

static char *codes[N_CODES];

/* A card of the test: one face-up look, drawn by the Play painter. */
#define TEST_TYPE_CARD (test_card_get_type ())
G_DECLARE_FINAL_TYPE (TestCard, test_card, TEST, CARD, GtkWidget)

struct _TestCard
{
  GtkWidget      parent_instance;
  DrPlayCardLook look;
  guint          snapshots;
};

G_DEFINE_FINAL_TYPE (TestCard, test_card, GTK_TYPE_WIDGET)

static void
test_card_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 58 : 80;
}

static void
test_card_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  TestCard *self = TEST_CARD (widget);

  self->snapshots++;
  dr_play_card_paint_snapshot (widget, &self->look, snapshot);
}

static void
test_card_class_init (TestCardClass *klass)
{
  GTK_WIDGET_CLASS (klass)->measure = test_card_measure;
  GTK_WIDGET_CLASS (klass)->snapshot = test_card_snapshot;
}

static void
test_card_init (TestCard *self)
{
}

static TestCard *
card_new (const char *code)
{
  TestCard *card = g_object_new (TEST_TYPE_CARD, NULL);

  card->look.known = TRUE;
  card->look.side = 1;
  card->look.title = (char *) "A card";
  card->look.footer_symbol = -1;
  card->look.image_code = code;
  gdk_rgba_parse (&card->look.faction_color, "#7a6a55");
  return card;
}

/* A window with a card for each of @n codes from @first, six a row. */
static GtkWindow *
cards_window (int        first,
              int        n,
              TestCard **cards)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *grid = gtk_grid_new ();

  for (int i = 0; i < n; i++)
    {
      cards[i] = card_new (codes[first + i]);
      gtk_widget_set_halign (GTK_WIDGET (cards[i]), GTK_ALIGN_START);
      gtk_widget_set_valign (GTK_WIDGET (cards[i]), GTK_ALIGN_START);
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (cards[i]), i % 6, i / 6, 1, 1);
    }
  gtk_window_set_child (window, grid);
  gtk_window_present (window);
  return window;
}

/* What the images' decodes wait for, checked at every turn of the main loop. */
typedef struct
{
  gsize most_held;
} Watch;

static gboolean
decodes_done (gpointer data)
{
  Watch *watch = data;
  DrPlayCardImageStats stats;

  dr_play_card_image_get_stats (&stats);
  if (watch != NULL)
    watch->most_held = MAX (watch->most_held, stats.bytes);
  return stats.running == 0;
}

static void
wait_for_images (GtkWindow *window,
                 Watch     *watch)
{
  dr_test_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (dr_test_ui_wait_until (decodes_done, watch));
  dr_test_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_true (dr_test_ui_wait_until (decodes_done, watch));
}

/* A flat magenta JPEG, NetrunnerDB's size, as @dir/<code>.jpg. */
static void
write_image (const char *dir,
             const char *code)
{
  g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 300, 419);
  g_autofree char *name = g_strconcat (code, ".jpg", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  gdk_pixbuf_fill (pixbuf, 0xff00ffff);
  g_assert_true (gdk_pixbuf_save (pixbuf, path, "jpeg", &error, "quality", "90", NULL));
  g_assert_no_error (error);
}

/* A fresh image cache with an image for each code; the store's counters
 * from zero and @budget bytes. */
static char *
image_cache (gsize budget)
{
  char *cache = dr_test_make_tmp_dir ();
  g_autofree char *images = NULL;

  dr_paths_set_cache_dir (cache);
  images = dr_paths_image_cache_dir ();
  for (int i = 0; i < N_CODES; i++)
    write_image (images, codes[i]);
  dr_play_card_image_set_budget (budget);
  dr_play_card_image_reset_stats ();
  return cache;
}

static void
remove_cache (char *cache)
{
  dr_play_card_image_set_budget (0);
  dr_paths_set_cache_dir (NULL);
  dr_test_remove_tree (cache);
  g_free (cache);
}

/* The bytes one card's image takes: decoded, and copied at the card's size. */
static gsize
image_bytes (void)
{
  static gsize bytes;

  if (bytes == 0)
    {
      char *cache = image_cache (0);
      TestCard *card;
      GtkWindow *window = cards_window (0, 1, &card);
      DrPlayCardImageStats stats;

      wait_for_images (window, NULL);
      dr_play_card_image_get_stats (&stats);
      g_assert_cmpuint (stats.in_memory, ==, 1);
      bytes = stats.bytes;
      gtk_window_destroy (window);
      remove_cache (cache);
    }
  return bytes;
}

/* More cards on screen than the budget holds: the store stays within it
 * at every turn of the main loop, the cards the budget has no room for
 * keep their text face, and an image dropped comes back when its card
 * draws again. Each card drew first without its image (decoded in a
 * worker thread) and again when it came, without anyone asking. */
static void
test_bounded (void)
{
  gsize budget = 5 * image_bytes () + image_bytes () / 2;
  char *cache = image_cache (budget);
  TestCard *cards[N_CODES];
  GtkWindow *window = cards_window (0, N_CODES, cards);
  Watch watch = { 0 };
  DrPlayCardImageStats stats;
  TestCard *evicted = NULL;
  guint drawn_with_image = 0, decodes;

  wait_for_images (window, &watch);
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.decodes, >=, N_CODES);
  g_assert_cmpuint (stats.bytes, <=, budget);
  g_assert_cmpuint (stats.max_bytes, <=, budget);
  g_assert_cmpuint (watch.most_held, <=, budget);
  g_assert_cmpuint (stats.in_memory, ==, 5);
  /* (a card drawn, here too, asks for its image again: only those in memory) */
  for (int i = 0; i < N_CODES; i++)
    if (dr_play_card_image_in_memory (codes[i]))
      {
        g_assert_cmpuint (cards[i]->snapshots, >=, 2);
        g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (cards[i])), >, 1000);
        drawn_with_image++;
      }
    else if (evicted == NULL)
      evicted = cards[i];
  g_assert_cmpuint (drawn_with_image, ==, 5);
  g_assert_nonnull (evicted);

  /* The card draws again (it changed): its text face at once, its image
   * decoded again and drawn when it comes, another image dropped for it. */
  dr_play_card_image_get_stats (&stats);
  decodes = stats.decodes;
  g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (evicted)), ==, 0);
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.decodes, ==, decodes + 1);
  g_assert_true (dr_test_ui_wait_until (decodes_done, &watch));
  g_assert_true (dr_play_card_image_in_memory (evicted->look.image_code));
  g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (evicted)), >, 1000);
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.bytes, <=, budget);
  g_assert_cmpuint (stats.max_bytes, <=, budget);
  g_assert_cmpuint (watch.most_held, <=, budget);
  g_assert_cmpuint (stats.in_memory, ==, 5);

  gtk_window_destroy (window);
  remove_cache (cache);
}

/* Images no card shows any more go before those on screen, whatever
 * was drawn last: a table's cards keep their images while another window
 * comes and goes, and draw again with no decode. */
static void
test_keeps_cards_on_screen (void)
{
  gsize budget = 8 * image_bytes () + image_bytes () / 2;
  char *cache = image_cache (budget);
  TestCard *table[4], *gone[4], *next[4];
  GtkWindow *window = cards_window (0, 4, table);
  GtkWindow *other;
  DrPlayCardImageStats stats;
  guint decodes;

  wait_for_images (window, NULL);
  other = cards_window (4, 4, gone);
  wait_for_images (other, NULL);
  gtk_window_destroy (other);
  other = cards_window (8, 4, next);
  wait_for_images (other, NULL);

  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.bytes, <=, budget);
  g_assert_cmpuint (stats.evicted, >=, 4);
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (dr_play_card_image_in_memory (codes[i]));
      g_assert_true (dr_play_card_image_in_memory (codes[8 + i]));
    }
  decodes = stats.decodes;
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (table[i])), >, 1000);
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.decodes, ==, decodes);

  gtk_window_destroy (other);
  gtk_window_destroy (window);
  remove_cache (cache);
}

/* A table that goes away before its images come cancels their decodes:
 * nothing of it is kept. */
static void
test_cancelled_with_the_table (void)
{
  char *cache = image_cache (0);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  DrPlayCardImageStats before, stats;

  dr_play_card_image_get_stats (&before);
  gtk_window_set_child (window, box);
  for (int i = 0; i < 6; i++)
    {
      TestCard *card = card_new (codes[i]);

      gtk_box_append (GTK_BOX (box), GTK_WIDGET (card));
      /* painted as a frame would, with no turn of the main loop after */
      gsk_render_node_unref (dr_play_card_paint_node (GTK_WIDGET (card), &card->look, 58, 80));
    }
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.decodes, ==, 6);
  gtk_window_destroy (window);
  g_assert_true (dr_test_ui_wait_until (decodes_done, NULL));
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.in_memory, ==, before.in_memory);
  g_assert_cmpuint (stats.bytes, ==, before.bytes);
  for (int i = 0; i < 6; i++)
    g_assert_false (dr_play_card_image_in_memory (codes[i]));
  remove_cache (cache);
}

/* The image cache downloading in a worker thread, as the Cards view and
 * the Collection view's pack images do. */
typedef struct
{
  const char *url_template;
  const char *code;
  char       *path;
} Download;

static gpointer
download_in_worker (gpointer data)
{
  Download *download = data;
  DrHttpOptions options;
  g_autoptr(DrImageCache) cache = NULL;
  g_autoptr(GError) error = NULL;

  dr_http_options_init (&options);
  options.allow_http_loopback = TRUE;
  cache = dr_image_cache_new (NULL, download->url_template, 64 * 1024 * 1024, &options);
  download->path = dr_image_cache_fetch (cache, download->code, NULL, &error);
  g_assert_no_error (error);
  return NULL;
}

static gboolean
image_arrived (gpointer data)
{
  const char *code = data;
  DrPlayCardImageStats stats;

  dr_play_card_image_get_stats (&stats);
  return stats.running == 0 && dr_play_card_image_in_memory (code);
}

/* A card whose image is not cached shows its drawn face and does not look
 * for the file again as it draws again; once the image cache downloads
 * the image (from a server on 127.0.0.1, in a worker thread), the card
 * draws again, its image decoded, without anyone asking it to. */
static void
test_download_announced (void)
{
  char *cache = dr_test_make_tmp_dir ();
  g_autofree char *served = g_build_filename (cache, "served", NULL);
  g_autofree char *served_images = g_build_filename (served, "images", NULL);
  g_autoptr(DrTestHttpServer) server = NULL;
  g_autofree char *base = NULL, *url_template = NULL, *expected = NULL;
  TestCard *card;
  GtkWindow *window;
  DrPlayCardImageStats stats;
  Download download = { NULL, codes[0], NULL };
  guint snapshots;
  GThread *thread;
  gint64 start;

  dr_paths_set_cache_dir (cache);
  dr_play_card_image_reset_stats ();
  window = cards_window (0, 1, &card);
  wait_for_images (window, NULL);
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.decodes, ==, 1);
  g_assert_cmpuint (stats.decoded, ==, 0);
  g_assert_false (dr_play_card_image_in_memory (codes[0]));
  g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (card)), ==, 0);

  /* drawn again: no second look at the file */
  gtk_widget_queue_draw (GTK_WIDGET (card));
  wait_for_images (window, NULL);
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.decodes, ==, 1);

  write_image (served_images, codes[0]);
  server = dr_test_http_server_new (served);
  base = dr_test_http_server_get_url (server);
  url_template = g_strconcat (base, "images/{code}.jpg", NULL);
  download.url_template = url_template;
  snapshots = card->snapshots;
  thread = g_thread_new ("image-download", download_in_worker, &download);
  g_thread_join (thread);
  expected = dr_card_image_path (codes[0]);
  g_assert_cmpstr (download.path, ==, expected);
  g_assert_cmpuint (dr_test_http_server_count (server, "/images/90001.jpg"), ==, 1);

  /* Well before the ten seconds the table used to wait to look again. */
  start = g_get_monotonic_time ();
  g_assert_true (dr_test_ui_wait_until (image_arrived, (gpointer) codes[0]));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  g_assert_cmpuint (card->snapshots, >, snapshots);
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.decodes, ==, 2);
  g_assert_cmpuint (stats.decoded, ==, 1);
  dr_test_ui_wait_for_paint (GTK_WIDGET (window));
  g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (card)), >, 1000);

  g_free (download.path);
  gtk_window_destroy (window);
  remove_cache (cache);
}

/* An image another program put in the cache (it announces nothing here)
 * is looked for again when a new game asks the store to: the card draws
 * it then, and not before. */
static void
test_look_again (void)
{
  char *cache = dr_test_make_tmp_dir ();
  g_autofree char *images = NULL;
  TestCard *card;
  GtkWindow *window;
  DrPlayCardImageStats stats;

  dr_paths_set_cache_dir (cache);
  images = dr_paths_image_cache_dir ();
  dr_play_card_image_reset_stats ();
  window = cards_window (1, 1, &card);
  wait_for_images (window, NULL);
  g_assert_false (dr_play_card_image_in_memory (codes[1]));

  write_image (images, codes[1]);
  gtk_widget_queue_draw (GTK_WIDGET (card));
  wait_for_images (window, NULL);
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.decodes, ==, 1);
  g_assert_false (dr_play_card_image_in_memory (codes[1]));

  dr_play_card_image_look_again ();
  gtk_widget_queue_draw (GTK_WIDGET (card));
  wait_for_images (window, NULL);
  dr_play_card_image_get_stats (&stats);
  g_assert_cmpuint (stats.decodes, ==, 2);
  g_assert_true (dr_play_card_image_in_memory (codes[1]));
  g_assert_cmpint (dr_test_ui_magenta_pixels (GTK_WIDGET (card)), >, 1000);

  gtk_window_destroy (window);
  remove_cache (cache);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = dr_test_ui_init (&argc, &argv);
  int status;

  for (int i = 0; i < N_CODES; i++)
    codes[i] = g_strdup_printf ("%05d", 90001 + i);
  g_test_add_func ("/play-card-images/bounded", test_bounded);
  g_test_add_func ("/play-card-images/keeps-cards-on-screen", test_keeps_cards_on_screen);
  g_test_add_func ("/play-card-images/cancelled-with-the-table", test_cancelled_with_the_table);
  g_test_add_func ("/play-card-images/download-announced", test_download_announced);
  g_test_add_func ("/play-card-images/look-again", test_look_again);
  status = g_test_run ();
  for (int i = 0; i < N_CODES; i++)
    g_free (codes[i]);
  dr_test_remove_tree (data_dir);
  return status;
}
