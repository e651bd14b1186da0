/* test-play-replays.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "dr-application.h"
#include "dr-play-desk-private.h"
#include "dr-play-games.h"
#include "dr-play-replay-private.h"
#include "dr-play-text.h"
#include "dr-play-view-private.h"
#include "dr-test-helper.h"
#include "dr-test-play.h"
#include "dr-test-ui.h"
#include "dr-test-ui-app.h"
#include "dr-window.h"

/* The Play view's Replays in the real window under Xvfb: games written to
 * the saved-games folder by real sessions (the computer on every seat, to
 * the end; one left unfinished; a damaged file), listed on the start page
 * and watched in the replay viewer: stepping by its keys, every seat's
 * view masked, NAPD, export. */

/* the finished games, oldest first: a two-player game, then NAPD */
static char *finished_paths[2];
static char *unfinished_path;
static char *damaged_path;

static char *
engine_deck (const char *name)
{
  return g_build_filename (g_getenv ("G_TEST_SRCDIR"), "engine", "decks", name, NULL);
}

static DrPlaySession *
new_session (guint64  seed,
             int      n_runners,
             gboolean computer)
{
  static const char *const files[] = { "core-corp.json", "core-runner.json", "core-runner-noise.json",
                                       "core-runner-gabriel.json" };
  DrPlayDeck *decks[4] = { NULL };
  g_autoptr(GError) error = NULL;
  DrPlaySetup setup = { 0 };
  DrPlaySession *session;

  for (int seat = 0; seat <= n_runners; seat++)
    {
      g_autofree char *path = engine_deck (files[seat]);

      decks[seat] = dr_play_deck_load_file (path, NULL, &error);
      g_assert_no_error (error);
      setup.seats[seat] = computer ? DR_PLAY_SEAT_AI : DR_PLAY_SEAT_HUMAN;
    }
  setup.seed = seed;
  setup.n_runners = n_runners;
  setup.corp = decks[0];
  for (int r = 0; r < n_runners; r++)
    setup.runners[r] = decks[r + 1];
  setup.ai_level = DR_PLAY_AI_EASY;
  /* NAPD games are long: a turn limit ends them as a draw, a finish too */
  setup.turn_limit = n_runners > 1 ? 10 : 0;
  session = dr_play_session_new (&setup, &error);
  g_assert_no_error (error);
  for (int seat = 0; seat <= n_runners; seat++)
    dr_play_deck_free (decks[seat]);
  return session;
}

static void
set_flag (gpointer unused,
          gpointer flag)
{
  *(gboolean *) flag = TRUE;
}

static gboolean
timed_out (gpointer data)
{
  g_error ("the computer did not finish its game in time");
  return G_SOURCE_REMOVE;
}

/* The computer plays every seat to the end, the session writing itself
 * into the games folder as the window's sessions do. */
static char *
play_to_the_end (guint64 seed,
                 int     n_runners)
{
  g_autoptr(DrPlaySession) session = new_session (seed, n_runners, TRUE);
  g_autofree char *dir = dr_play_games_dir ();
  char *path = dr_play_games_new_path (dir);
  gboolean over = FALSE;
  guint guard = g_timeout_add_seconds (150, timed_out, NULL);

  g_signal_connect (session, "game-over", G_CALLBACK (set_flag), &over);
  dr_play_games_autosave (session, path);
  while (!over)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
  g_assert_true (dr_play_games_save_now (session));
  return path;
}

static void
write_games (void)
{
  g_autofree char *dir = dr_play_games_dir ();
  g_autoptr(DrPlaySession) open_game = new_session (8, 1, FALSE);

  finished_paths[0] = play_to_the_end (5, 1);
  /* the folder's order is by the files' times */
  g_usleep (20000);
  finished_paths[1] = play_to_the_end (6, 2);
  g_usleep (20000);
  unfinished_path = dr_play_games_new_path (dir);
  dr_play_games_autosave (open_game, unfinished_path);
  g_assert_true (dr_play_session_choose (open_game, 0, NULL));
  g_assert_true (dr_play_games_save_now (open_game));
  g_usleep (20000);
  damaged_path = g_build_filename (dir, "game-damaged.jsonl", NULL);
  g_assert_true (g_file_set_contents (damaged_path, "{\"type\":\"header\", not JSON\n", -1, NULL));
}

static gboolean
listed (gpointer view)
{
  return !dr_play_view_is_listing (view);
}

/* The start page, read again from the folder. */
static DrPlayView *
start_page (void)
{
  DrPlayView *view = play_view ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.back", NULL));
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "start");
  g_assert_true (dr_test_ui_wait_until (listed, view));
  return view;
}

static const char *
row_path (GtkListBox *list,
          int         index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);

  return row != NULL ? g_object_get_data (G_OBJECT (row), "dr-game-path") : NULL;
}

static DrPlayGame *
read_game (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GPtrArray) games = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DEFAULT);

  for (guint i = 0; i < games->len; i++)
    {
      DrPlayGame *game = g_ptr_array_index (games, i);

      if (g_str_equal (game->path, path))
        return g_ptr_array_steal_index (games, i);
    }
  g_assert_not_reached ();
}

/* The Replays list: the finished games newest first with their decks,
 * identities, turns and ends, the damaged file greyed with why; neither in
 * the Resume list, which keeps the unfinished game. */
static void
test_replays_list (void)
{
  DrPlayView *view = start_page ();
  GtkListBox *replays = dr_test_ui_template_child (view, DR_TYPE_PLAY_VIEW, "replays_list");
  GtkListBox *resume = dr_test_ui_template_child (view, DR_TYPE_PLAY_VIEW, "resume_list");
  GtkListBoxRow *row;

  g_assert_cmpstr (row_path (replays, 0), ==, damaged_path);
  g_assert_cmpstr (row_path (replays, 1), ==, finished_paths[1]);
  g_assert_cmpstr (row_path (replays, 2), ==, finished_paths[0]);
  g_assert_null (row_path (replays, 3));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (GTK_WIDGET (replays), ADW_TYPE_PREFERENCES_GROUP)));

  /* the damaged file: greyed, not to be opened, saying why */
  row = gtk_list_box_get_row_at_index (replays, 0);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (row)));
  g_assert_false (gtk_list_box_row_get_activatable (row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "game-damaged.jsonl");
  {
    g_autofree char *dir = dr_play_games_dir ();
    g_autoptr(GPtrArray) games = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DAMAGED);
    const DrPlayGame *damaged = g_ptr_array_index (games, 0);

    g_assert_cmpstr (damaged->path, ==, damaged_path);
    g_assert_nonnull (damaged->problem);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, damaged->problem);
    /* the path is the row's title already, in any language */
    g_assert_null (strstr (damaged->problem, damaged_path));
  }

  for (int i = 1; i <= 2; i++)
    {
      g_autoptr(DrPlayGame) game = read_game (row_path (replays, i));
      g_autofree char *end = dr_play_game_result_text (game);
      g_autofree char *turn = g_strdup_printf (" %d ", game->turn);
      const char *subtitle;

      row = gtk_list_box_get_row_at_index (replays, i);
      subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
      g_assert_true (gtk_list_box_row_get_activatable (row));
      g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (row)));
      for (int seat = 0; seat < game->n_seats; seat++)
        {
          g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), game->deck_names[seat]));
          g_assert_nonnull (strstr (subtitle, dr_play_netrunner_card_title (game->identities[seat], NULL)));
        }
      g_assert_nonnull (end);
      g_assert_nonnull (strstr (subtitle, end));
      g_assert_nonnull (strstr (subtitle, turn));
    }

  g_assert_cmpstr (row_path (resume, 0), ==, unfinished_path);
  g_assert_null (row_path (resume, 1));
  /* the Replays on the screenshot: the page scrolled to its end */
  {
    GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (replays), GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    dr_test_ui_wait_for_paint (GTK_WIDGET (replays));
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    dr_test_ui_wait_for_paint (GTK_WIDGET (replays));
  }
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-replays-list");

  /* were the damaged row activated anyway, it would not open: a message, and the page stays */
  g_signal_emit_by_name (replays, "row-activated", gtk_list_box_get_row_at_index (replays, 0));
  dr_test_play_wait_replay (view);
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "start");
}

/* Presses a key the replay binds, as its shortcut controller would. */
static void
press (DrPlayReplay *replay,
       guint         keyval)
{
  g_autoptr(GtkShortcut) shortcut = dr_test_ui_find_shortcut (GTK_WIDGET (replay), keyval, 0);

  if (shortcut == NULL)
    g_error ("no binding for %s", gdk_keyval_name (keyval));
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                               GTK_SHORTCUT_ACTION_EXCLUSIVE, GTK_WIDGET (replay), NULL));
}

/* Opens the replay of a row of the Replays list, as a click does. */
static DrPlayReplay *
watch_row (int index)
{
  DrPlayView *view = start_page ();
  GtkListBox *replays = dr_test_ui_template_child (view, DR_TYPE_PLAY_VIEW, "replays_list");

  g_signal_emit_by_name (replays, "row-activated", gtk_list_box_get_row_at_index (replays, index));
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "loading");
  dr_test_play_wait_replay (view);
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "replay");
  /* the keys reach it: the focus is inside it, not on the hidden row */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window ())),
                                         GTK_WIDGET (dr_play_view_get_replay (view))));
  return dr_play_view_get_replay (view);
}

/* No widget of the desk shows a card the viewer may not know, as
 * test-play-view checks the match's desk (the log aside: it may name a
 * card the viewer saw once). */
static void
assert_replay_masked (DrPlayReplay *replay,
                      int           viewer)
{
  const DrNrState *s = dr_play_replay_get_state (replay);
  DrPlayDesk *desk = dr_test_ui_template_child (replay, DR_TYPE_PLAY_REPLAY, "desk");
  g_autofree char *text = dr_test_play_desk_text (desk);
  guint n_shown;
  int hidden;

  g_assert_cmpint (dr_play_scene_get_viewer (dr_play_desk_get_scene (desk)), ==, viewer);
  hidden = dr_test_play_hidden_card_shown (s, viewer, text, &n_shown);
  if (hidden >= 0)
    g_error ("“%s” (card %d, zone %d) shows in the replay to %d, who cannot know it",
             dr_nr_card_at (s->cards[hidden].def)->title, hidden, s->cards[hidden].zone, viewer);
  /* the check reads the desk: it shows the cards that are known */
  g_assert_cmpuint (n_shown, >, 0);
}

static void
assert_every_view_masked (DrPlayReplay *replay)
{
  guint n = dr_play_replay_get_n_actions (replay);
  int n_seats = dr_play_replay_get_state (replay)->n_seats;

  for (guint step = 1; step <= 6; step++)
    {
      dr_play_replay_set_position (replay, n * step / 6);
      for (int viewer = -1; viewer < n_seats; viewer++)
        {
          dr_play_replay_set_viewer (replay, viewer);
          assert_replay_masked (replay, viewer);
        }
    }
}

/* Runs the main loop for @ms milliseconds. */
static void
spin (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

/* A record is read and replayed in a worker thread: the call returns to
 * the main loop at once, on the "loading" page, before the replay is
 * computed; leaving that page cancels it (the viewer never takes it);
 * opened again, the viewer shows its start and the record's end. */
static void
test_opens_in_background (void)
{
  DrPlayView *view = start_page ();
  DrPlayReplay *replay = dr_play_view_get_replay (view);
  const char *path = finished_paths[1];
  g_autoptr(GError) error = NULL;
  DrPlayRecord record;
  DrNrState *end = g_new0 (DrNrState, 1);
  guint n;

  dr_play_record_init (&record);
  g_assert_true (dr_play_record_load (path, &record, &error));
  g_assert_true (dr_play_record_replay (&record, end, &error));
  g_assert_no_error (error);

  dr_play_view_replay (view, path);
  g_assert_true (dr_play_view_is_opening_replay (view));
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "loading");
  g_assert_cmpstr (dr_play_replay_get_path (replay), !=, path);
  /* Back, before it is read (the main loop has not run): cancelled */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.back", NULL));
  g_assert_false (dr_play_view_is_opening_replay (view));
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "start");
  spin (500);
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "start");
  g_assert_cmpstr (dr_play_replay_get_path (replay), !=, path);

  dr_play_view_replay (view, path);
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "loading");
  g_assert_cmpstr (dr_play_replay_get_path (replay), !=, path);
  /* (it may be read already when the picture is taken) */
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-replay-loading");
  dr_test_play_wait_replay (view);
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "replay");
  g_assert_cmpstr (dr_play_replay_get_path (replay), ==, path);
  n = dr_play_replay_get_n_actions (replay);
  g_assert_cmpuint (n, ==, record.actions->len);
  g_assert_cmpuint (dr_play_replay_get_position (replay), ==, 0);
  dr_play_replay_set_position (replay, n);
  g_assert_cmphex (dr_nr_hash (dr_play_replay_get_state (replay)), ==, dr_nr_hash (end));
  g_assert_cmphex (dr_nr_hash (end), ==, record.final_hash);
  dr_play_record_clear (&record);
  g_free (end);
}

/* The two-player game from its row: the keys step it (Left and Right
 * follow the slider, mirrored right to left), the end is the record's,
 * every seat's view and the spectator's are masked, Export writes a copy
 * that replays the same. */
static void
test_viewer (void)
{
  DrPlayReplay *replay = watch_row (2);
  g_autoptr(DrPlayGame) game = read_game (finished_paths[0]);
  guint forward = gtk_widget_get_direction (GTK_WIDGET (replay)) == GTK_TEXT_DIR_RTL ? GDK_KEY_Left : GDK_KEY_Right;
  guint back = forward == GDK_KEY_Left ? GDK_KEY_Right : GDK_KEY_Left;
  g_autofree char *exported = g_build_filename (data_dir, "exported.jsonl", NULL);
  g_autoptr(GError) error = NULL;
  DrPlayRecord record;
  DrNrState *end = g_new0 (DrNrState, 1);
  guint n;

  dr_play_record_init (&record);
  g_assert_true (dr_play_record_load (finished_paths[0], &record, &error));
  g_assert_true (dr_play_record_replay (&record, end, &error));
  g_assert_no_error (error);
  n = dr_play_replay_get_n_actions (replay);
  g_assert_cmpuint (n, ==, record.actions->len);
  g_assert_cmpuint (dr_play_replay_get_position (replay), ==, 0);
  g_assert_cmpint (dr_play_replay_get_state (replay)->n_seats, ==, 2);

  press (replay, forward);
  press (replay, forward);
  g_assert_cmpuint (dr_play_replay_get_position (replay), ==, 2);
  press (replay, back);
  g_assert_cmpuint (dr_play_replay_get_position (replay), ==, 1);
  press (replay, GDK_KEY_End);
  g_assert_cmpuint (dr_play_replay_get_position (replay), ==, n);
  g_assert_cmphex (dr_nr_hash (dr_play_replay_get_state (replay)), ==, dr_nr_hash (end));
  g_assert_cmpint (dr_play_replay_get_state (replay)->turn, ==, game->turn);
  press (replay, forward);
  g_assert_cmpuint (dr_play_replay_get_position (replay), ==, n);
  press (replay, back);
  g_assert_cmpuint (dr_play_replay_get_position (replay), ==, n - 1);
  press (replay, GDK_KEY_Home);
  g_assert_cmpuint (dr_play_replay_get_position (replay), ==, 0);
  press (replay, back);
  g_assert_cmpuint (dr_play_replay_get_position (replay), ==, 0);

  assert_every_view_masked (replay);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-replay-corp");

  /* Export suggests the game's day and identities, not "game.jsonl" */
  {
    g_autofree char *name = dr_play_replay_get_export_name (replay);
    g_autofree char *expected = dr_play_game_file_name (game);
    g_autofree char *day = g_date_time_format (game->saved, "%Y-%m-%d ");

    g_assert_cmpstr (name, ==, expected);
    g_assert_true (g_str_has_prefix (name, day));
    g_assert_null (strchr (name, '/'));
    g_assert_null (strchr (name, ':'));
  }

  g_assert_true (dr_play_replay_export (replay, exported, &error));
  g_assert_no_error (error);
  {
    DrPlayRecord copy;
    DrNrState *copy_end = g_new0 (DrNrState, 1);

    dr_play_record_init (&copy);
    g_assert_true (dr_play_record_load (exported, &copy, &error));
    g_assert_true (dr_play_record_replay (&copy, copy_end, &error));
    g_assert_no_error (error);
    g_assert_cmphex (dr_nr_hash (copy_end), ==, dr_nr_hash (end));
    g_assert_true (copy.has_end);
    g_assert_cmphex (copy.final_hash, ==, dr_nr_hash (end));
    dr_play_record_clear (&copy);
    g_free (copy_end);
  }
  dr_play_record_clear (&record);
  g_free (end);
}

/* The NAPD game: the Corp, two Runners and the spectator to choose from,
 * each view masked. */
static void
test_napd (void)
{
  DrPlayReplay *replay = watch_row (1);
  GtkDropDown *seats = dr_test_ui_template_child (replay, DR_TYPE_PLAY_REPLAY, "seat_dropdown");

  g_assert_cmpint (dr_play_replay_get_state (replay)->n_seats, ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (seats)), ==, 4);
  g_assert_cmpuint (dr_play_replay_get_n_actions (replay), >, 0);
  assert_every_view_masked (replay);
  dr_play_replay_set_viewer (replay, 2);
  dr_play_replay_set_position (replay, dr_play_replay_get_n_actions (replay) / 2);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-replay-napd");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  data_dir = dr_test_ui_init (&argc, &argv);
  application = dr_test_ui_register_application ();
  write_games ();

  g_test_add_func ("/play-replays/list", test_replays_list);
  g_test_add_func ("/play-replays/opens-in-background", test_opens_in_background);
  g_test_add_func ("/play-replays/viewer", test_viewer);
  g_test_add_func ("/play-replays/napd", test_napd);
  status = dr_test_ui_run (&application, &data_dir);
  for (int i = 0; i < 2; i++)
    g_free (finished_paths[i]);
  g_free (unfinished_path);
  g_free (damaged_path);
  return status;
}
