/* bench-play.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <malloc.h>
#include <stdlib.h>

#include "dr-application-private.h"
#include "dr-bench.h"
#include "dr-bench-frame.h"
#include "dr-db.h"
#include "dr-nr-cards.h"
#include "dr-play-card-image-private.h"
#include "dr-play-desk.h"
#include "dr-play-match.h"
#include "dr-play-view-private.h"
#include "dr-test-helper.h"
#include "dr-window-private.h"

/* Play window benchmarks, under Xvfb, in the real window:
 * - the board's update after a decision, from the session's apply to the
 *   frame that shows it, on a mid-game NAPD board (one Corp, three Runners),
 *   goal p95 <= 16 ms; the reference is the cheapest update there is, one
 *   label's new text to its frame, in the same window and run;
 * - the gaps between frames while the computer thinks at Normal and at Hard
 *   with their own budgets (goal: none over 50 ms); the reference is
 *   the gaps of the same window with nothing to do;
 * - the memory the window takes with a game open, against the Cards view
 *   alone (goal <= 20 MiB more), in a process of its own: with no card
 *   image cached, then with an image cached for every engine card.
 * --images times the board update with every engine card's image cached. The
 * images are made here: a JPEG of NetrunnerDB's size (300 x 419) for each
 * card, with enough detail to cost what a real image costs to decode.
 * The human seat's decisions come from the heuristic player, straight
 * through the session: what is timed is the window, not how a click finds
 * its action (the ui tests click). */

#define WARM_UP_DECISIONS 30
#define TIMED_DECISIONS 150
#define THINKING_SECONDS 12

static const char *const deck_files[] = { "core-corp.json", "core-runner.json", "core-runner-noise.json",
                                          "core-runner-gabriel.json" };

static GtkApplication *application;
/* the most card images the board showed at once in bench_board_update() */
static guint most_images_shown;

static DrWindow *
window (void)
{
  return DR_WINDOW (gtk_application_get_active_window (application));
}

static DrPlayView *
play_view (void)
{
  return dr_window_get_play_view (window ());
}

static DrPlaySession *
session (void)
{
  GObject *match = gtk_widget_get_template_child (GTK_WIDGET (play_view ()), DR_TYPE_PLAY_VIEW, "match");

  return dr_play_match_get_session (DR_PLAY_MATCH (match));
}

static void
iterate_until (gboolean (*done) (gpointer),
               gpointer   data,
               int        seconds)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("the window did not get there in %d s", seconds);
      g_main_context_iteration (NULL, TRUE);
    }
}

static gboolean
main_loop_idle (gpointer data)
{
  return !g_main_context_pending (NULL);
}

static gboolean
window_is_mapped (gpointer data)
{
  GtkWindow *active = gtk_application_get_active_window (application);

  return active != NULL && gtk_widget_get_mapped (GTK_WIDGET (active));
}

static void
start_application (void)
{
  application = GTK_APPLICATION (dr_application_new ());
  g_application_set_flags (G_APPLICATION (application), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));
  g_application_activate (G_APPLICATION (application));
  iterate_until (window_is_mapped, NULL, 20);
  gtk_window_set_default_size (GTK_WINDOW (window ()), 1280, 800);
  iterate_until (main_loop_idle, NULL, 20);
}

/* A match in the Play view: the Corp and @n_runners Runners from the
 * engine's test decks, @human the one seat of a person, the others the
 * computer at @level. */
static void
start_match (int           n_runners,
             int           human,
             DrPlayAiLevel level,
             guint         ai_delay_ms,
             guint64       seed)
{
  DrCardStore *store = dr_context_get_card_store (dr_application_get_context (DR_APPLICATION (application)));
  DrPlaySetup setup = { 0 };
  g_autoptr(GError) error = NULL;

  setup.seed = seed;
  setup.n_runners = n_runners;
  setup.ai_level = level;
  for (int seat = 0; seat <= n_runners; seat++)
    {
      g_autofree char *path = g_build_filename (DECK_DIR, deck_files[seat], NULL);
      DrPlayDeck *deck = dr_play_deck_load_file (path, store, &error);

      g_assert_no_error (error);
      if (seat == 0)
        setup.corp = deck;
      else
        setup.runners[seat - 1] = deck;
      setup.seats[seat] = seat == human ? DR_PLAY_SEAT_HUMAN : DR_PLAY_SEAT_AI;
    }
  dr_window_show_view (window (), "play");
  dr_play_view_set_ai_delay (play_view (), ai_delay_ms);
  g_assert_true (dr_play_view_start (play_view (), &setup, &error));
  g_assert_no_error (error);
  dr_play_deck_free (setup.corp);
  for (int i = 0; i < n_runners; i++)
    dr_play_deck_free (setup.runners[i]);
}

static gboolean
human_must_act (gpointer data)
{
  DrPlaySession *game = session ();
  int acting = dr_play_session_get_acting_seat (game);

  return dr_play_session_is_over (game)
         || (acting >= 0 && dr_play_session_get_seat_kind (game, acting) == DR_PLAY_SEAT_HUMAN
             && g_list_model_get_n_items (dr_play_session_get_actions (game)) > 0);
}

/* The heuristic player's pick among the human seat's legal actions, as that
 * seat sees the game. */
static guint
pick (guint64 rng[4])
{
  DrPlaySession *game = session ();
  GListModel *actions = dr_play_session_get_actions (game);
  guint n = g_list_model_get_n_items (actions);
  g_autoptr(GArray) legal = g_array_sized_new (FALSE, FALSE, sizeof (DrNrAction), n);
  DrNrState view;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DrPlayAction) action = g_list_model_get_item (actions, i);

      g_array_append_vals (legal, dr_play_action_get_action (action), 1);
    }
  dr_play_session_get_view (game, dr_play_session_get_acting_seat (game), &view);
  return (guint) dr_nr_ai_choose (&view, (const DrNrAction *) legal->data, (int) n, (uint64_t *) rng);
}

/* ---- Board update after a decision ---- */

/* The wait for the next frame slot belongs to the display, not to us: as
 * bench-window does, the time is the change plus the frame's own work. */
static double
latency_ms (const DrBenchFrame *timing,
            gint64              start)
{
  return ((timing->updated - start) + (timing->frame_end - timing->frame_start)) / 1000.0;
}

/* One timed change: @change, then the frame that shows it. */
static void
time_change (void (*change) (gpointer),
             gpointer data,
             GArray  *walls,
             GArray  *cpus,
             GArray  *change_cpus)
{
  DrBenchFrame timing = { 0 };
  gint64 start, cpu_start;
  double wall, cpu;

  dr_bench_frame_watch (&timing, gtk_widget_get_frame_clock (GTK_WIDGET (window ())));
  start = g_get_monotonic_time ();
  cpu_start = dr_bench_thread_cpu_us ();
  change (data);
  timing.updated = g_get_monotonic_time ();
  timing.cpu_updated = dr_bench_thread_cpu_us ();
  iterate_until (dr_bench_frame_painted, &timing, 10);
  dr_bench_frame_unwatch (&timing);
  wall = latency_ms (&timing, start);
  cpu = (timing.cpu_end - cpu_start) / 1000.0;
  if (walls != NULL)
    {
      double change_cpu = (timing.cpu_updated - cpu_start) / 1000.0;

      g_array_append_val (walls, wall);
      g_array_append_val (cpus, cpu);
      if (change_cpus != NULL)
        g_array_append_val (change_cpus, change_cpu);
    }
}

/* The change timed: the human's decision applied; the session emits
 * ::changed and the match rebuilds the table before choose() returns. */
static void
decide (gpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (dr_play_session_choose (session (), GPOINTER_TO_UINT (data), &error));
  g_assert_no_error (error);
}

/* The reference: a frame of the same window with nothing new to show. */
static void
repaint (gpointer data)
{
  gtk_widget_queue_draw (GTK_WIDGET (window ()));
}

static void
bench_board_update (void)
{
  g_autoptr(GArray) walls = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpus = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) change_cpus = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) reference_walls = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) reference_cpus = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 rng[4] = { 11, 22, 33, 44 };
  guint64 seed = 1;
  guint decisions = 0, games = 1;
  double p95, cpu95, reference, reference_cpu;

  /* The human is the Corp: the most decisions, over the biggest table. */
  start_match (3, 0, DR_PLAY_AI_RANDOM, 0, seed);
  while (walls->len < TIMED_DECISIONS)
    {
      gboolean timed;

      iterate_until (human_must_act, NULL, 30);
      iterate_until (main_loop_idle, NULL, 30);
      if (dr_play_session_is_over (session ()))
        {
          start_match (3, 0, DR_PLAY_AI_RANDOM, 0, ++seed);
          games++;
          decisions = 0;
          continue;
        }
      timed = ++decisions > WARM_UP_DECISIONS;
      time_change (decide, GUINT_TO_POINTER (pick (rng)), timed ? walls : NULL, cpus, change_cpus);
      {
        DrPlayCardImageStats images;

        dr_play_card_image_get_stats (&images);
        most_images_shown = MAX (most_images_shown, images.shown);
      }
      /* The same table, with nothing new: the reference, in turns with the decisions. */
      if (timed && !dr_play_session_is_over (session ()))
        {
          iterate_until (main_loop_idle, NULL, 30);
          time_change (repaint, NULL, reference_walls, reference_cpus, NULL);
        }
    }

  p95 = dr_bench_percentile (walls, 0.95);
  cpu95 = dr_bench_percentile (cpus, 0.95);
  reference = dr_bench_percentile (reference_walls, 0.5);
  reference_cpu = dr_bench_percentile (reference_cpus, 0.5);
  g_print ("board update after a decision (NAPD, Corp and 3 Runners, %u decisions after the first %d of "
           "each of %u games), apply to painted frame: p50 %.1f ms, p95 %.1f ms, max %.1f ms (goal p95 <= 16 ms) %s\n",
           walls->len, WARM_UP_DECISIONS, games, dr_bench_percentile (walls, 0.5), p95,
           dr_bench_percentile (walls, 1.0), p95 <= 16.0 ? "MET" : "MISSED");
  g_print ("  CPU time of the main thread: p50 %.1f ms, p95 %.1f ms (the session and the new table before the "
           "frame: p50 %.1f ms); reference, a frame of the same table "
           "with nothing new: p50 %.1f ms (CPU %.1f ms); p95 %.1f times the reference (CPU %.1f times)\n",
           dr_bench_percentile (cpus, 0.5), cpu95, dr_bench_percentile (change_cpus, 0.5), reference, reference_cpu, p95 / reference, cpu95 / reference_cpu);
}

/* ---- Frame gaps while the computer thinks ---- */

typedef struct
{
  gint64 last_frame;
  gboolean thinking_at_last;   /* the computer was thinking when the last frame ended */
  GArray *gaps;                /* ms, gaps that began while the computer thought */
  double  thinking_ms;
  double  thinking_cpu_ms;     /* the main thread's CPU time in those gaps */
  gint64  last_cpu;
} Gaps;

static void
on_gap_after_paint_cb (GdkFrameClock *clock,
                       Gaps          *gaps)
{
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = dr_bench_thread_cpu_us ();
  DrPlaySession *game = session ();
  gboolean thinking = game != NULL && dr_play_session_get_ai_thinking (game);

  if (gaps->last_frame != 0 && gaps->thinking_at_last)
    {
      double ms = (now - gaps->last_frame) / 1000.0;

      g_array_append_val (gaps->gaps, ms);
      gaps->thinking_ms += ms;
      gaps->thinking_cpu_ms += (cpu - gaps->last_cpu) / 1000.0;
    }
  gaps->last_frame = now;
  gaps->last_cpu = cpu;
  gaps->thinking_at_last = thinking;
}

/* Something on screen always moves (as the thinking spinner does), so that
 * every frame slot is used and a blocked thread shows as a gap. */
static gboolean
keep_drawing_cb (GtkWidget     *widget,
                 GdkFrameClock *clock,
                 gpointer       data)
{
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
report_gaps (const char *what,
             GArray     *gaps,
             double      goal_ms)
{
  double max = dr_bench_percentile (gaps, 1.0);

  g_print ("%s: %u frames, p50 %.1f ms, p99 %.1f ms, max %.1f ms", what, gaps->len,
           dr_bench_percentile (gaps, 0.5), dr_bench_percentile (gaps, 0.99), max);
  if (goal_ms > 0)
    g_print (" (goal max <= %.0f ms) %s", goal_ms, max <= goal_ms ? "MET" : "MISSED");
  g_print ("\n");
}

static gboolean
stop_when (gpointer data)
{
  Gaps *gaps = data;

  return gaps->thinking_ms >= THINKING_SECONDS * 1000.0 || dr_play_session_is_over (session ());
}

static void
bench_thinking (void)
{
  const struct { DrPlayAiLevel level; const char *name; } levels[] = {
    { DR_PLAY_AI_NORMAL, "Normal" }, { DR_PLAY_AI_HARD, "Hard" }
  };
  GtkWidget *widget = GTK_WIDGET (window ());
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  guint tick = gtk_widget_add_tick_callback (widget, keep_drawing_cb, NULL, NULL);
  guint64 rng[4] = { 5, 6, 7, 8 };
  Gaps idle = { 0 };

  /* The reference: the same window, the game open, nobody thinking. */
  start_match (1, 0, DR_PLAY_AI_NORMAL, 400, 3);
  iterate_until (human_must_act, NULL, 60);
  idle.gaps = g_array_new (FALSE, FALSE, sizeof (double));
  idle.thinking_at_last = TRUE;
  {
    gint64 end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
    gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_gap_after_paint_cb), &idle);

    /* Counted as if thinking: every gap of the idle window is the reference. */
    while (g_get_monotonic_time () < end)
      {
        g_main_context_iteration (NULL, FALSE);
        idle.thinking_at_last = TRUE;
        g_usleep (1000);
      }
    g_signal_handler_disconnect (clock, handler);
  }
  report_gaps ("frame gaps, the Play view with nothing to do (reference)", idle.gaps, 0);

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      Gaps gaps = { 0 };
      g_autofree char *what = NULL;
      gulong handler;
      guint64 seed = 3;

      gaps.gaps = g_array_new (FALSE, FALSE, sizeof (double));
      /* The human is the Corp and decides at once: the Runner (the computer)
       * thinks through its turns with its own budget. */
      start_match (1, 0, levels[l].level, 400, seed);
      handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_gap_after_paint_cb), &gaps);
      while (!stop_when (&gaps))
        {
          if (human_must_act (NULL) && !dr_play_session_is_over (session ()))
            g_assert_true (dr_play_session_choose (session (), pick (rng), NULL));
          g_main_context_iteration (NULL, TRUE);
          if (dr_play_session_is_over (session ()) && gaps.thinking_ms < THINKING_SECONDS * 1000.0)
            start_match (1, 0, levels[l].level, 400, ++seed);
        }
      g_signal_handler_disconnect (clock, handler);
      dr_play_session_cancel_ai (session ());
      what = g_strdup_printf ("frame gaps while the computer thinks at %s (%.1f s of thinking)", levels[l].name,
                              gaps.thinking_ms / 1000.0);
      report_gaps (what, gaps.gaps, 50.0);
      g_print ("  max gap %.1f times the reference's; the main thread's CPU time meanwhile %.0f ms\n",
               dr_bench_percentile (gaps.gaps, 1.0) / dr_bench_percentile (idle.gaps, 1.0), gaps.thinking_cpu_ms);
      g_array_unref (gaps.gaps);
    }
  gtk_widget_remove_tick_callback (widget, tick);
  g_array_unref (idle.gaps);
}

/* ---- Card images ---- */

/* A JPEG of NetrunnerDB's size for each engine card in @cache_dir's
 * images folder: blocks of colour with noise over them, so that the
 * decoder has about as much to do as with a real card's art (a flat
 * image compresses to almost nothing and decodes faster). */
static void
make_image_cache (const char *cache_dir)
{
  g_autofree char *images = g_build_filename (cache_dir, "images", NULL);
  g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 300, 419);
  guint8 *pixels = gdk_pixbuf_get_pixels (pixbuf);
  int stride = gdk_pixbuf_get_rowstride (pixbuf);
  GRand *rand = g_rand_new_with_seed (14);
  gsize total = 0;
  int n = 0;

  g_assert_cmpint (g_mkdir_with_parents (images, 0700), ==, 0);
  for (int i = 0; i < dr_nr_cards_count (); i++)
    {
      const char *code = dr_nr_card_at (i)->code;
      g_autofree char *name = g_strconcat (code, ".jpg", NULL);
      g_autofree char *path = g_build_filename (images, name, NULL);
      g_autoptr(GError) error = NULL;
      GStatBuf info;

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        continue;   /* the other face of a double-faced card */
      for (int y = 0; y < 419; y++)
        for (int x = 0; x < 300; x++)
          {
            guint8 *p = pixels + y * stride + x * 3;
            int block = (x / 40 + y / 40 + i) % 7;

            p[0] = (guint8) (block * 36 + g_rand_int_range (rand, 0, 40));
            p[1] = (guint8) ((x + i * 13) % 256 / 2 + g_rand_int_range (rand, 0, 40));
            p[2] = (guint8) ((y * 3 / 5 + block * 20) % 200 + g_rand_int_range (rand, 0, 40));
          }
      g_assert_true (gdk_pixbuf_save (pixbuf, path, "jpeg", &error, "quality", "85", NULL));
      g_assert_no_error (error);
      g_assert_cmpint (g_stat (path, &info), ==, 0);
      total += info.st_size;
      n++;
    }
  g_rand_free (rand);
  g_print ("card images: %d JPEG files of 300 x 419, %.0f KiB each on average\n", n, total / 1024.0 / MAX (n, 1));
}

static gboolean
images_decoded (gpointer data)
{
  DrPlayCardImageStats stats;

  dr_play_card_image_get_stats (&stats);
  return stats.running == 0;
}

static void
report_images (void)
{
  DrPlayCardImageStats stats;

  dr_play_card_image_get_stats (&stats);
  g_print ("  card images: %u decodes (%.1f ms of CPU in worker threads, %.2f ms each), %u held now (%.2f MiB), "
           "at most %.2f MiB held, %u dropped (budget %.0f MiB); at most %u different images on the table at once\n",
           stats.decodes, stats.decode_cpu_us / 1000.0,
           stats.decoded > 0 ? stats.decode_cpu_us / 1000.0 / stats.decoded : 0,
           stats.in_memory, stats.bytes / 1048576.0, stats.max_bytes / 1048576.0, stats.evicted,
           stats.budget / 1048576.0, most_images_shown);
}

/* ---- Memory ---- */

/* Resident memory, after giving back what malloc keeps unused. */
static double
resident_mib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  iterate_until (main_loop_idle, NULL, 20);
  malloc_trim (0);
  g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
  line = strstr (status, "VmRSS:");
  g_assert_nonnull (line);
  return g_ascii_strtod (line + strlen ("VmRSS:"), NULL) / 1024.0;
}

/* librsvg (SVG icons) takes 7 MiB resident: the Play window draws none. */
static gboolean
librsvg_loaded (void)
{
  g_autofree char *maps = NULL;

  g_assert_true (g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL));
  return strstr (maps, "librsvg") != NULL;
}

/* A few frames, so that what is drawn has been drawn. */
static void
settle (void)
{
  for (int i = 0; i < 10; i++)
    time_change (repaint, NULL, NULL, NULL, NULL);
  iterate_until (main_loop_idle, NULL, 20);
}

static int
run_memory_child (void)
{
  guint64 rng[4] = { 1, 2, 3, 4 };
  double cards, view, started, playing;
  guint decisions = 0;
  DrPlayCardImageStats images;

  start_application ();
  dr_window_show_view (window (), "cards");
  settle ();
  cards = resident_mib ();
  dr_window_show_view (window (), "play");
  settle ();
  view = resident_mib ();
  /* A NAPD game some way in, on screen. */
  start_match (3, 0, DR_PLAY_AI_RANDOM, 0, 1);
  settle ();
  started = resident_mib ();
  while (decisions++ < WARM_UP_DECISIONS)
    {
      iterate_until (human_must_act, NULL, 30);
      if (dr_play_session_is_over (session ()))
        break;
      g_assert_true (dr_play_session_choose (session (), pick (rng), NULL));
    }
  settle ();
  /* the images decoded in worker threads are on screen too */
  iterate_until (images_decoded, NULL, 30);
  settle ();
  playing = resident_mib ();
  dr_play_card_image_get_stats (&images);
  g_print ("%.1f %.1f %.1f %.1f %d %u %.2f %.2f\n", cards, view, started, playing, librsvg_loaded (),
           images.in_memory, images.bytes / 1048576.0, images.max_bytes / 1048576.0);
  gtk_window_destroy (GTK_WINDOW (window ()));
  return 0;
}

/* The memory child's figures, in a process of its own with the image
 * cache @cache_dir. */
static void
measure_memory (const char *cache_dir,
                const char *what)
{
  const char *argv[] = { "/proc/self/exe", "--memory", NULL };
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "DECKRUNNER_CACHE_DIR", cache_dir, TRUE);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  char *end = NULL;
  double cards, view, started, playing, held, most_held;
  guint images;
  gboolean svg;
  int status;

  g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  cards = g_ascii_strtod (out, &end);
  view = g_ascii_strtod (end, &end);
  started = g_ascii_strtod (end, &end);
  playing = g_ascii_strtod (end, &end);
  svg = g_ascii_strtoll (end, &end, 10) != 0;
  images = (guint) g_ascii_strtoull (end, &end, 10);
  held = g_ascii_strtod (end, &end);
  most_held = g_ascii_strtod (end, &end);
  g_print ("memory (resident), %s: the Cards view %.1f MiB (reference); the Play view's first page %+.1f MiB, "
           "a NAPD game just started %+.1f MiB, %d decisions in %+.1f MiB: %.1f MiB more than the Cards view "
           "(goal <= 20 MiB) %s\n",
           what, cards, view - cards, started - cards, WARM_UP_DECISIONS, playing - cards, playing - cards,
           playing - cards <= 20.0 ? "MET" : "MISSED");
  g_print ("  card images held: %u, %.2f MiB (at most %.2f MiB); librsvg %s\n", images, held, most_held,
           svg ? "loaded: an SVG icon was drawn (7 MiB resident)" : "not loaded (no SVG icon drawn)");
}

static void
bench_memory (const char *dir)
{
  g_autofree char *no_images = g_build_filename (dir, "cache-empty", NULL);
  g_autofree char *images = g_build_filename (dir, "cache-images", NULL);

  g_assert_cmpint (g_mkdir_with_parents (no_images, 0700), ==, 0);
  measure_memory (no_images, "no card image cached");
  measure_memory (images, "every engine card's image cached");
}

/* NetrunnerDB's full data when ../shared has it, as bench-window uses. */
static gboolean
use_full_card_data (const char *dir)
{
  const char *const names[] = { "sides.json", "factions.json", "types.json", "cycles.json",
                                "packs.json", "cards.json", "mwl.json" };
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GError) error = NULL;

  if (dr_test_shared_dir () == NULL)
    return FALSE;
  files = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_ptr_array_add (files, g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", names[i], NULL));
  g_ptr_array_add (files, NULL);
  dr_db_close (dr_test_build_card_db (dir, (const char *const *) files->pdata, &error));
  g_assert_no_error (error);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  const char *localedir = g_getenv ("DECKRUNNER_LOCALEDIR");
  gboolean memory_child = argc == 2 && g_str_equal (argv[1], "--memory");
  gboolean with_images = FALSE;
  const char *part = NULL;

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* Under Xvfb, GL is Mesa's software rasterizer, whose threads take the
   * same cores as the computer's search and would be measured instead of
   * the window: the cairo renderer draws on the main thread, which is what
   * these figures are about (GSK_RENDERER=gl to see the other). */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  /* The computer thinks with its own budgets, as in the app: the
   * tests' environment (meson's benchmark too) gives it a few iterations. */
  g_unsetenv ("DECKRUNNER_AI_ITERATIONS");
  gtk_init ();
  if (memory_child)
    return run_memory_child ();

  /* --board, --thinking or --memory-only: one part, when working on it;
   * --images: the board and the thinking with every card's image cached. */
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--images"))
      with_images = TRUE;
    else if (part == NULL && g_str_has_prefix (argv[i], "--"))
      part = argv[i];
    else
      {
        g_printerr ("usage: %s [--board | --thinking | --memory-only] [--images]\n", argv[0]);
        return 2;
      }

  dir = dr_test_make_tmp_dir ();
  g_setenv ("DECKRUNNER_DATA_DIR", dir, TRUE);
  if (!use_full_card_data (dir))
    g_print ("../shared/netrunnerdb is absent: the Play benchmarks run on the bundled data\n");
  {
    g_autofree char *images = g_build_filename (dir, "cache-images", NULL);
    g_autofree char *no_images = g_build_filename (dir, "cache-empty", NULL);

    make_image_cache (images);
    g_setenv ("DECKRUNNER_CACHE_DIR", with_images ? images : no_images, TRUE);
    g_print ("the board and the thinking with %s\n", with_images ? "every engine card's image cached"
                                                                 : "no card image cached (--images for them)");
  }

  if (part == NULL || g_str_equal (part, "--memory-only"))
    bench_memory (dir);
  if (part == NULL || !g_str_equal (part, "--memory-only"))
    start_application ();
  if (part == NULL || g_str_equal (part, "--board"))
    {
      bench_board_update ();
      report_images ();
    }
  if (part == NULL || g_str_equal (part, "--thinking"))
    bench_thinking ();
  if (application != NULL)
    gtk_window_destroy (GTK_WINDOW (window ()));
  g_clear_object (&application);
  dr_test_remove_tree (dir);
  return 0;
}
