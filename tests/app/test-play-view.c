/* test-play-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "dr-application.h"
#include "dr-deck-store.h"
#include "dr-play-desk-private.h"
#include "dr-play-game-list-private.h"
#include "dr-play-match-private.h"
#include "dr-play-replay-private.h"
#include "dr-play-session-private.h"
#include "dr-play-rules-window.h"
#include "dr-play-seat-status.h"
#include "dr-play-setup-page-private.h"
#include "dr-play-games.h"
#include "dr-play-view-private.h"
#include "dr-test-helper.h"
#include "dr-test-play.h"
#include "dr-test-ui.h"
#include "dr-test-ui-app.h"
#include "dr-window.h"

/* The Play view in the real window under Xvfb, over real DrPlaySessions:
 * matches set up through the New Match page and played by clicking the
 * widgets (a driver picks among what the widgets offer, never calling the
 * session), against the computer, hot-seat and NAPD; undo, save, resume,
 * records that replay to the same position. */

static DrPlayMatch *
play_match (void)
{
  return play_view_child ("match");
}

static DrPlayDesk *
desk (void)
{
  return dr_test_ui_template_child (play_match (), DR_TYPE_PLAY_MATCH, "desk");
}

static DrPlaySession *
session (void)
{
  return dr_play_match_get_session (play_match ());
}

static gpointer
setup_row (const char *name)
{
  return dr_test_ui_template_child (play_view_child ("setup_page"), DR_TYPE_PLAY_SETUP_PAGE, name);
}

static char *
engine_deck (const char *name)
{
  return g_build_filename (g_getenv ("G_TEST_SRCDIR"), "engine", "decks", name, NULL);
}

/* The engine's test decks, as deck files: every card in them is playable,
 * which the bundled starters are not until the engine knows all their cards. */
static void
add_deck_files (DrPlaySetupPage *page)
{
  static gboolean added;
  static const char *const files[] = { "core-corp.json", "core-runner.json", "core-runner-noise.json",
                                       "core-runner-gabriel.json" };

  if (added)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = engine_deck (files[i]);
      g_autoptr(GError) error = NULL;

      g_assert_true (dr_play_setup_page_add_file (page, i == 0 ? 0 : 1, path, &error));
      g_assert_no_error (error);
    }
  added = TRUE;
}

/* New Match through its page: the side, the opponent (0 random … 3 hard, 4 hot-seat), the Runners, the seat. */
static void
start_match (guint   side,
             guint   opponent,
             guint   runners,
             guint   seat,
             guint64 seed)
{
  DrPlayView *view = play_view ();
  DrPlaySetupPage *page = play_view_child ("setup_page");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "setup");
  adw_combo_row_set_selected (setup_row ("side_row"), side);
  adw_combo_row_set_selected (setup_row ("opponent_row"), opponent);
  adw_combo_row_set_selected (setup_row ("runners_row"), runners - 1);
  adw_combo_row_set_selected (setup_row ("seat_row"), seat);
  add_deck_files (page);
  for (guint i = 0; i <= runners; i++)
    {
      static const char *const files[] = { "core-corp.json", "core-runner.json", "core-runner-noise.json",
                                           "core-runner-gabriel.json" };
      g_autofree char *path = engine_deck (files[i]);

      g_assert_true (dr_play_setup_page_select_deck (page, (int) i, path));
    }
  dr_play_setup_page_set_seed (page, seed);
  g_assert_true (gtk_widget_get_sensitive (setup_row ("start_button")));
  g_signal_emit_by_name (setup_row ("start_button"), "clicked");
  if (!g_str_equal (dr_play_view_get_page (view), "match"))
    {
      DrPlaySetup setup;
      g_autoptr(GError) error = NULL;
      g_autoptr(DrPlaySession) refused = NULL;

      if (dr_play_setup_page_get_setup (page, &setup, &error))
        refused = dr_play_session_new (&setup, &error);
      g_error ("the match did not start: %s", error != NULL ? error->message : "?");
    }
}

static gboolean
human_can_act (gpointer data)
{
  DrPlayScene *scene = dr_play_desk_get_scene (desk ());

  return dr_play_session_is_over (session ())
         || (scene != NULL && dr_play_scene_get_n_choices (scene) > 0
             && !dr_play_match_is_passing (play_match ())
             && gtk_widget_get_mapped (GTK_WIDGET (desk ())));
}

/* The next decision of the human seat, taken through the widgets: the
 * heuristic player picks among what the desk offers, seeing what the desk
 * shows. Returns FALSE at the end of the game. */
static gboolean
play_one (GRand *rand)
{
  DrPlayScene *scene;
  g_autoptr(GArray) offered = NULL;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (DrNrAction));
  guint64 rng[4] = { g_rand_int (rand), g_rand_int (rand), g_rand_int (rand), 1 };
  guint position;

  g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
  if (dr_play_session_is_over (session ()))
    return FALSE;
  scene = dr_play_desk_get_scene (desk ());
  offered = dr_test_play_reachable (GTK_WIDGET (desk ()), FALSE);
  g_assert_cmpuint (offered->len, ==, dr_play_scene_get_n_choices (scene));
  for (guint i = 0; i < offered->len; i++)
    g_array_append_vals (actions, dr_play_scene_get_choice (scene, g_array_index (offered, guint, i)), 1);
  /* Now and then a random choice, so the games differ from the computer's own. */
  if (g_rand_int_range (rand, 0, 5) == 0)
    position = g_array_index (offered, guint, g_rand_int_range (rand, 0, (gint32) offered->len));
  else
    position = g_array_index (offered, guint, dr_nr_ai_choose (dr_play_scene_get_state (scene),
                                                               (const DrNrAction *) actions->data,
                                                               (int) actions->len, rng));
  g_assert_true (dr_test_play_activate (GTK_WIDGET (desk ()), position));
  return TRUE;
}

static void
assert_record_replays (const char *path)
{
  DrPlayRecord record;
  DrNrState replayed;
  g_autoptr(GError) error = NULL;

  dr_play_record_init (&record);
  g_assert_true (dr_play_record_load (path, &record, &error));
  g_assert_no_error (error);
  g_assert_true (dr_play_record_replay (&record, &replayed, &error));
  g_assert_no_error (error);
  g_assert_cmphex (dr_nr_hash (&replayed), ==, dr_nr_hash (dr_play_session_get_state (session ())));
  if (record.has_end)
    g_assert_cmphex (record.final_hash, ==, dr_nr_hash (&replayed));
  dr_play_record_clear (&record);
}

/* The saved-games folder's file has caught up with the game (it is written
 * a moment after a decision). */
static gboolean
autosaved (gpointer path)
{
  DrPlayRecord record;
  DrNrState replayed;
  gboolean same;

  dr_play_record_init (&record);
  same = dr_play_record_load (path, &record, NULL) && dr_play_record_replay (&record, &replayed, NULL)
         && dr_nr_hash (&replayed) == dr_nr_hash (dr_play_session_get_state (session ()));
  dr_play_record_clear (&record);
  return same;
}

/* The start page has read the saved games (in a worker thread). */
static gboolean
start_page_listed (gpointer view)
{
  return !dr_play_view_is_listing (view);
}

/* The row titled @title under @root, as a person finds it by its label. */
static AdwActionRow *
find_row (GtkWidget  *root,
          const char *title)
{
  if (ADW_IS_ACTION_ROW (root) && gtk_widget_get_visible (root)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return ADW_ACTION_ROW (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      AdwActionRow *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_new_match_page (void)
{
  DrPlayView *view = play_view ();
  DrPlaySetupPage *page = play_view_child ("setup_page");
  DrUserStore *user = dr_test_ui_user_store (application);
  g_autoptr(DrDeck) deck = dr_deck_new ("Traps", "netrunner");
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (data_dir, "runner.txt", NULL);
  g_autoptr(GPtrArray) starters = dr_play_deck_starters ();
  guint corp, runner, unplayable = 0, corp_unplayable = 1, runner_unplayable = 0;
  gint64 id;

  /* A saved Corp deck with a card the engine cannot play: Janus 1.0 (02012), from a later pack, unknown to the
   * bundled data too, so it is named by its code (the whole Core Set is playable). */
  dr_deck_set_string (&deck->side, "corp");
  dr_deck_set_string (&deck->identity, "01067");
  dr_deck_set_quantity (deck, "02012", 3);
  dr_deck_set_quantity (deck, "01110", 3);
  id = dr_deck_store_save (user, deck, &error);
  g_assert_no_error (error);

  g_assert_cmpstr (dr_play_view_get_page (view), ==, "start");
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-start");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  /* The starters the engine cannot play yet are listed greyed, as is the saved deck. */
  for (guint i = 0; i < starters->len; i++)
    {
      DrPlayDeck *starter = g_ptr_array_index (starters, i);

      if (!dr_play_deck_check (starter, NULL))
        (*(g_str_equal (starter->side, "corp") ? &corp_unplayable : &runner_unplayable))++;
    }
  corp = dr_play_setup_page_count_decks (page, TRUE, &unplayable);
  /* The four Corp starters and the saved deck. */
  g_assert_cmpuint (corp, ==, 5);
  g_assert_cmpuint (unplayable, ==, corp_unplayable);
  runner = dr_play_setup_page_count_decks (page, FALSE, &unplayable);
  g_assert_cmpuint (runner, ==, 3);
  g_assert_cmpuint (unplayable, ==, runner_unplayable);
  add_deck_files (page);

  /* Choosing the greyed deck says why, and Start waits. */
  {
    g_autofree char *source = g_strdup_printf ("#%" G_GINT64_FORMAT, id);
    g_autofree char *corp_file = engine_deck ("core-corp.json");
    g_autofree char *runner_file = engine_deck ("core-runner.json");
    GtkLabel *problem = setup_row ("problem_label");

    g_assert_true (dr_play_setup_page_select_deck (page, 0, source));
    g_assert_false (gtk_widget_get_sensitive (setup_row ("start_button")));
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (problem)));
    g_assert_nonnull (strstr (gtk_label_get_text (problem), "02012"));
    g_assert_true (dr_play_setup_page_select_deck (page, 0, corp_file));
    g_assert_true (dr_play_setup_page_select_deck (page, 1, runner_file));
    g_assert_true (gtk_widget_get_sensitive (setup_row ("start_button")));
  }

  /* A deck file joins the list of its side; a file of the other side is refused. */
  g_assert_true (g_file_set_contents (path, "Gabriel Santiago: Consummate Professional\n3 Sure Gamble\n3 Diesel\n"
                                            "2 Corroder\n2 Gordian Blade\n3 Easy Mark\n", -1, NULL));
  g_assert_true (dr_play_setup_page_add_file (page, 1, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (dr_play_setup_page_count_decks (page, FALSE, &unplayable), ==, 3 + 3 + 1);
  g_assert_false (dr_play_setup_page_add_file (page, 0, path, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-new-match");

  /* A bad seed is refused with a message beside Start. */
  gtk_editable_set_text (GTK_EDITABLE (setup_row ("seed_row")), "forty-two");
  g_signal_emit_by_name (setup_row ("start_button"), "clicked");
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "setup");
  g_assert_cmpstr (gtk_label_get_text (setup_row ("problem_label")), ==,
                   _("The seed must be a whole number, such as 42."));
  dr_play_setup_page_set_seed (page, 42);

  g_assert_true (dr_deck_store_delete (user, id, &error));
  g_assert_true (dr_deck_store_purge (user, id, &error));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.back", NULL));
}

/* A whole game against the computer, played through the widgets. */
static void
test_game_against_ai (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autofree char *path = g_build_filename (data_dir, "game.jsonl", NULL);
  g_autoptr(GError) error = NULL;
  int decisions = 0;

  /* The smallest window the app is made for. */
  gtk_window_set_default_size (GTK_WINDOW (window ()), 1024, 640);
  start_match (1, 3, 1, 0, 4);
  g_assert_cmpint (dr_play_match_get_viewer (play_match ()), ==, 1);
  while (play_one (rand))
    {
      decisions++;
      g_assert_cmpint (decisions, <, 3000);
      if (decisions == 40)
        dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-match");
    }
  g_test_message ("%d decisions, %s", decisions, dr_play_match_get_result (play_match ()));
  g_assert_nonnull (dr_play_match_get_result (play_match ()));
  g_assert_true (gtk_widget_get_child_visible (dr_test_ui_template_child (play_match (),
                                                                          DR_TYPE_PLAY_MATCH, "over_revealer")));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-game-over");
  g_assert_true (dr_play_match_save (play_match (), path, &error));
  g_assert_no_error (error);
  assert_record_replays (path);
  /* The finished game opens as a replay from the game-over bar, at its start. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (play_match ()),
                                             "play.watch-finished", NULL));
  /* from the game's own file in the games folder: no copy of it */
  dr_test_play_wait_replay (play_view ());
  g_assert_cmpstr (dr_play_view_get_page (play_view ()), ==, "replay");
  g_assert_nonnull (dr_play_games_autosave_path (session ()));
  g_assert_cmpstr (dr_play_replay_get_path (dr_play_view_get_replay (play_view ())), ==,
                   dr_play_games_autosave_path (session ()));
  g_assert_cmpuint (dr_play_replay_get_n_actions (dr_play_view_get_replay (play_view ())), ==,
                    dr_play_session_get_n_actions (session ()));
  g_assert_cmpuint (dr_play_replay_get_position (dr_play_view_get_replay (play_view ())), ==, 0);

    /* The record plays back, forward and back, through each seat's eyes. */
  {
    DrPlayView *view = play_view ();
    DrPlayReplay *replay;
    guint64 end = dr_nr_hash (dr_play_session_get_state (session ()));
    guint n;

    dr_test_play_open_replay (view, path);
    g_assert_cmpstr (dr_play_view_get_page (view), ==, "replay");
    replay = dr_play_view_get_replay (view);
    n = dr_play_replay_get_n_actions (replay);
    g_assert_cmpuint (n, ==, dr_play_session_get_n_actions (session ()));
    g_assert_cmpuint (dr_play_replay_get_position (replay), ==, 0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.last", NULL));
    g_assert_cmpuint (dr_play_replay_get_position (replay), ==, n);
    g_assert_cmphex (dr_nr_hash (dr_play_replay_get_state (replay)), ==, end);
    /* Exported, the record is the same game and ends on the same hash. */
    {
      g_autofree char *exported = g_build_filename (data_dir, "exported.jsonl", NULL);

      g_assert_true (dr_play_replay_export (replay, exported, &error));
      g_assert_no_error (error);
      assert_record_replays (exported);
    }
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.previous", NULL));
    g_assert_cmpuint (dr_play_replay_get_position (replay), ==, n - 1);
    dr_play_replay_set_position (replay, n / 2);
    for (int viewer = -1; viewer < 2; viewer++)
      {
        DrPlayDesk *replay_desk = dr_test_ui_template_child (replay, DR_TYPE_PLAY_REPLAY, "desk");
        DrNrState expected;
        g_autofree char *text = NULL;

        dr_play_replay_set_viewer (replay, viewer);
        dr_nr_view (dr_play_replay_get_state (replay), viewer, &expected);
        g_assert_cmphex (dr_nr_hash (dr_play_scene_get_state (dr_play_desk_get_scene (replay_desk))),
                         ==, dr_nr_hash (&expected));
        g_assert_cmpint (dr_play_scene_get_viewer (dr_play_desk_get_scene (replay_desk)), ==, viewer);
        /* A replay only shows: nothing to choose. */
        g_assert_cmpuint (dr_play_scene_get_n_choices (dr_play_desk_get_scene (replay_desk)), ==, 0);
      }
    dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-replay");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.first", NULL));
    g_assert_cmpuint (dr_play_replay_get_position (replay), ==, 0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.back", NULL));
    g_assert_cmpstr (dr_play_view_get_page (view), ==, "match");
  }

  /* Rematch: the same decks and seats, a new game. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (play_match ()), "match.rematch", NULL));
  g_assert_false (dr_play_session_is_over (session ()));
  g_assert_cmpstr (dr_play_session_get_deck_name (session (), 0), !=, "");
}

/* The starter decks New Match proposes, played through the widgets: the
 * Core Set's prompts, hosting and optional abilities as a player meets them. */
static void
test_starter_game (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  DrPlayView *view = play_view ();
  DrPlaySetupPage *page = play_view_child ("setup_page");
  int decisions = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  /* The first playable starters, as a new window proposes them. */
  if (!dr_play_setup_page_select_first_playable (page) || !gtk_widget_get_sensitive (setup_row ("start_button")))
    {
      g_test_skip ("the engine cannot play the starter decks yet");
      return;
    }
  adw_combo_row_set_selected (setup_row ("side_row"), 0);
  adw_combo_row_set_selected (setup_row ("opponent_row"), 2);
  adw_combo_row_set_selected (setup_row ("runners_row"), 0);
  dr_play_setup_page_set_seed (page, 23);
  g_signal_emit_by_name (setup_row ("start_button"), "clicked");
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "match");
  while (decisions < 150 && play_one (rand))
    decisions++;
  g_test_message ("%d decisions with %s against %s", decisions, dr_play_session_get_deck_name (session (), 0),
                  dr_play_session_get_deck_name (session (), 1));
  g_assert_cmpint (decisions, >, 20);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-starters");
}

static gboolean
ai_done (gpointer data)
{
  return !dr_play_session_get_ai_thinking (session ()) && human_can_act (NULL);
}

/* Ctrl+Z takes back the last decision and the computer's answers. */
static void
test_undo (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  DrPlayMatch *match;
  guint64 before;
  guint n_before;

  start_match (0, 2, 1, 0, 21);
  match = play_match ();
  g_assert_false (gtk_widget_is_sensitive (dr_test_ui_template_child (match, DR_TYPE_PLAY_MATCH, "undo_button")));
  for (int i = 0; i < 6; i++)
    g_assert_true (play_one (rand));
  g_assert_true (dr_test_ui_wait_until (ai_done, NULL));
  before = dr_nr_hash (dr_play_session_get_state (session ()));
  n_before = dr_play_session_get_n_actions (session ());
  g_assert_true (play_one (rand));
  g_assert_true (dr_test_ui_wait_until (ai_done, NULL));
  g_assert_cmpuint (dr_play_session_get_n_actions (session ()), >, n_before);
  g_assert_true (gtk_widget_is_sensitive (dr_test_ui_template_child (match, DR_TYPE_PLAY_MATCH, "undo_button")));
  gtk_widget_grab_focus (dr_test_ui_template_child (match, DR_TYPE_PLAY_MATCH, "desk"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match), "match.undo", NULL));
  g_assert_true (dr_test_ui_wait_until (ai_done, NULL));
  g_assert_cmphex (dr_nr_hash (dr_play_session_get_state (session ())), ==, before);
  g_assert_cmpuint (dr_play_session_get_n_actions (session ()), ==, n_before);
}

/* Save mid-game, resume: the same position, the same seat at the table. */
static void
test_save_and_resume (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);
  g_autofree char *path = g_build_filename (data_dir, "saved.jsonl", NULL);
  g_autoptr(GError) error = NULL;
  guint64 hash;

  start_match (1, 2, 1, 0, 33);
  for (int i = 0; i < 25; i++)
    g_assert_true (play_one (rand));
  g_assert_true (dr_test_ui_wait_until (ai_done, NULL));
  hash = dr_nr_hash (dr_play_session_get_state (session ()));
  g_assert_true (dr_play_match_save (play_match (), path, &error));
  g_assert_no_error (error);
  assert_record_replays (path);

  start_match (0, 2, 1, 0, 34);
  g_assert_cmphex (dr_nr_hash (dr_play_session_get_state (session ())), !=, hash);
  g_assert_true (dr_play_view_resume (play_view (), path, &error));
  g_assert_no_error (error);
  g_assert_cmphex (dr_nr_hash (dr_play_session_get_state (session ())), ==, hash);
  g_assert_cmpint (dr_play_match_get_viewer (play_match ()), ==, 1);
  g_assert_true (play_one (rand));

  /* A file that is no game is refused and changes nothing. */
  g_assert_true (g_file_set_contents (path, "not a record\n", -1, NULL));
  hash = dr_nr_hash (dr_play_session_get_state (session ()));
  g_assert_false (dr_play_view_resume (play_view (), path, &error));
  g_assert_nonnull (error);
  g_assert_cmphex (dr_nr_hash (dr_play_session_get_state (session ())), ==, hash);
}

/* A game left for the start page heads its Resume list (saved as it was
 * played, with the computer's last moves), and its row resumes it at the
 * same position, going on in the same file. */
static void
test_resume_from_list (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);
  g_autofree char *path = NULL;
  DrPlayView *view;
  GtkListBoxRow *row;
  guint64 hash;
  guint n_actions;

  start_match (0, 2, 1, 0, 45);
  for (int i = 0; i < 6; i++)
    g_assert_true (play_one (rand));
  g_assert_true (dr_test_ui_wait_until (ai_done, NULL));
  hash = dr_nr_hash (dr_play_session_get_state (session ()));
  n_actions = dr_play_session_get_n_actions (session ());
  path = g_strdup (dr_play_games_autosave_path (session ()));
  g_assert_nonnull (path);
  g_assert_true (g_str_has_prefix (path, data_dir));

  view = play_view ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (play_match ()), "play.home", NULL));
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "start");
  g_assert_true (dr_test_ui_wait_until (start_page_listed, view));
  row = gtk_list_box_get_row_at_index (play_view_child ("resume_list"), 0);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (row)));
  g_assert_cmpstr (g_object_get_data (G_OBJECT (row), "dr-game-path"), ==, path);
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                            dr_play_session_get_deck_name (session (), 0)));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-resume-list");

  /* another game in between, so that resuming really changes the table */
  start_match (1, 2, 1, 0, 46);
  g_assert_cmphex (dr_nr_hash (dr_play_session_get_state (session ())), !=, hash);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (play_match ()), "play.home", NULL));
  g_assert_true (dr_test_ui_wait_until (start_page_listed, view));
  row = gtk_list_box_get_row_at_index (play_view_child ("resume_list"), 1);
  g_assert_cmpstr (g_object_get_data (G_OBJECT (row), "dr-game-path"), ==, path);
  g_signal_emit_by_name (row, "activate");
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "match");
  g_assert_cmphex (dr_nr_hash (dr_play_session_get_state (session ())), ==, hash);
  g_assert_cmpuint (dr_play_session_get_n_actions (session ()), ==, n_actions);
  g_assert_cmpint (dr_play_match_get_viewer (play_match ()), ==, 0);
  g_assert_cmpstr (dr_play_games_autosave_path (session ()), ==, path);
  g_assert_true (play_one (rand));
  /* saved again once the computer has answered and it is the user's turn */
  g_assert_true (dr_test_ui_wait_until (ai_done, NULL));
  g_assert_true (dr_test_ui_wait_until (autosaved, path));
  assert_record_replays (path);
}

/* A game played to its end against the computer counts for the user's
 * deck and side on the start page and on New Match, from one reading of
 * the folder after its end was saved. */
static void
test_history (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  g_autofree char *dir = dr_play_games_dir ();
  g_autoptr(GPtrArray) games_before = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DEFAULT);
  g_autofree char *deck = NULL;
  g_autofree char *expected = NULL;
  DrPlayDeckHistory history;
  DrPlayView *view;
  GtkListBox *history_list;
  GtkListBoxRow *row = NULL;
  int decisions = 0, winner;
  guint reads;

  start_match (1, 0, 1, 0, 47);
  deck = g_strdup (dr_play_session_get_deck_name (session (), 1));
  dr_play_games_history (games_before, deck, &history);
  while (play_one (rand))
    g_assert_cmpint (++decisions, <, 3000);
  winner = dr_play_session_get_state (session ())->winner;
  if (winner == 1)
    history.wins[1]++;
  else if (winner == 0)
    history.losses[1]++;

  view = play_view ();
  /* the end was saved: the start page reads the folder again, once, for New Match too */
  reads = dr_play_game_list_get_n_reads (dr_play_view_get_game_list (view));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (play_match ()), "play.home", NULL));
  g_assert_true (dr_test_ui_wait_until (start_page_listed, view));
  g_assert_cmpuint (dr_play_game_list_get_n_reads (dr_play_view_get_game_list (view)), ==, reads + 1);
  history_list = play_view_child ("history_list");
  for (int i = 0; (row = gtk_list_box_get_row_at_index (history_list, i)) != NULL; i++)
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "dr-deck-name"), deck) == 0)
      break;
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (row)));
  expected = g_strdup_printf (_("As the Runner: %d won, %d lost"), history.wins[1], history.losses[1]);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), expected));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-history");

  /* New Match shows the same record under the deck once it is chosen. */
  {
    DrPlaySetupPage *page = play_view_child ("setup_page");
    g_autofree char *runner_file = engine_deck ("core-runner.json");
    g_autofree char *on_page = g_strdup_printf (_("Against the computer: %d–%d"), history.wins[1], history.losses[1]);
    AdwActionRow *deck_row;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
    adw_combo_row_set_selected (setup_row ("side_row"), 1);
    adw_combo_row_set_selected (setup_row ("runners_row"), 0);
    g_assert_true (dr_test_ui_wait_until (start_page_listed, view));
    g_assert_cmpuint (dr_play_game_list_get_n_reads (dr_play_view_get_game_list (view)), ==, reads + 1);
    g_assert_true (dr_play_setup_page_select_deck (page, 1, runner_file));
    deck_row = find_row (GTK_WIDGET (page), _("Runner deck"));
    g_assert_nonnull (deck_row);
    g_assert_cmpstr (adw_action_row_get_subtitle (deck_row), ==, on_page);
    g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (deck_row)));
    dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-new-match-history");
    /* A deck no person has played against the computer has no record. */
    g_assert_true (dr_play_setup_page_add_text (page, 1, "Noise: Hacker Extraordinaire\n3 Sure Gamble\n", NULL));
    g_assert_cmpstr (adw_action_row_get_subtitle (deck_row), ==, "");
    g_assert_true (dr_play_setup_page_select_deck (page, 1, runner_file));
    g_assert_cmpstr (adw_action_row_get_subtitle (deck_row), ==, on_page);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.back", NULL));
  }
}

/* Without a mouse, in the whole window of a match: Tab goes round (the
 * header, the table, the log) and back to where it started, stopping on
 * every choice button of the table on its way. */
static void
test_keyboard_round (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  GtkWindow *win = GTK_WINDOW (window ());

  start_match (1, 2, 1, 0, 29);
  for (int decision = 0; decision < 8; decision++)
    {
      GtkWidget *first = NULL, *last = NULL;
      int choice_buttons = 0, reached = 0;
      g_autoptr(GPtrArray) seen = g_ptr_array_new ();

      g_assert_true (dr_test_ui_wait_until (human_can_act, NULL));
      if (dr_play_session_is_over (session ()))
        break;
      dr_test_ui_wait_for_paint (GTK_WIDGET (win));
      gtk_root_set_focus (GTK_ROOT (win), NULL);
      for (int step = 0; ; step++)
        {
          GtkWidget *focus;

          g_assert_cmpint (step, <, 3000);
          gtk_widget_child_focus (GTK_WIDGET (win), GTK_DIR_TAB_FORWARD);
          focus = gtk_root_get_focus (GTK_ROOT (win));
          if (focus == first)
            break;
          if (focus == NULL || focus == last)
            g_error ("decision %d: Tab stays on a %s", decision, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
          if (first == NULL)
            first = focus;
          last = focus;
          g_ptr_array_add (seen, focus);
        }
      /* every enabled choice button of the desk was on the way */
      {
        g_autoptr(GPtrArray) stack = g_ptr_array_new ();

        g_ptr_array_add (stack, dr_test_ui_template_child (play_match (), DR_TYPE_PLAY_MATCH, "desk"));
        while (stack->len > 0)
          {
            GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

            if (!gtk_widget_get_visible (w) || GTK_IS_POPOVER (w))
              continue;
            if (GTK_IS_BUTTON (w) && gtk_widget_is_sensitive (w)
                && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), "play.choose") == 0)
              {
                choice_buttons++;
                reached += g_ptr_array_find (seen, w, NULL);
              }
            for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
              g_ptr_array_add (stack, c);
          }
      }
      g_assert_cmpint (reached, ==, choice_buttons);
      g_assert_true (play_one (rand));
    }
}

/* NAPD with the human as the second of three Runners. */
static void
test_napd_second_runner (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  DrPlayMatch *match;
  g_autoptr(GPtrArray) statuses = g_ptr_array_new ();
  int decisions = 0;

  start_match (1, 2, 3, 1, 9);
  match = play_match ();
  g_assert_cmpint (dr_play_session_get_n_seats (session ()), ==, 4);
  g_assert_cmpint (dr_play_match_get_viewer (match), ==, 2);
  g_assert_cmpint (dr_play_session_get_seat_kind (session (), 2), ==, DR_PLAY_SEAT_HUMAN);
  g_assert_cmpint (dr_play_session_get_seat_kind (session (), 1), ==, DR_PLAY_SEAT_AI);
  while (decisions < 60 && play_one (rand))
    {
      DrPlayScene *scene = dr_play_desk_get_scene (desk ());

      /* Every choice is Runner 2's. */
      for (guint i = 0; i < dr_play_scene_get_n_choices (scene); i++)
        g_assert_cmpint (dr_play_scene_get_choice (scene, i)->seat, ==, 2);
      decisions++;
    }
  g_assert_cmpint (decisions, >, 10);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-napd");
}

static void
assert_desk_masked (int viewer)
{
  const DrNrState *s = dr_play_session_get_state (session ());
  /* The table's widgets draw from the view alone; the log is the session's
   * own for this reader (it may name a card the reader saw once, such as an
   * R&D card accessed, which its own tests check). */
  g_autofree char *text = dr_test_play_desk_text (desk ());
  int hidden = dr_test_play_hidden_card_shown (s, viewer, text, NULL);

  g_assert_true (dr_play_match_get_log (play_match ())
                 == dr_play_session_get_log (session (), viewer));
  if (hidden >= 0)
    {
      const char *title = dr_nr_card_at (s->cards[hidden].def)->title;
      const char *at = strstr (text, title);
      const char *start = at, *end = strchr (at, '\n');

      while (start > text && start[-1] != '\n')
        start--;
      g_error ("%s “%s” (card %d, zone %d) shows while %s, in “%.*s”",
               viewer < 0 ? "hidden" : "the other seat's", title, hidden, s->cards[hidden].zone,
               viewer < 0 ? "the device changes hands" : "the other seat plays",
               (int) ((end != NULL ? end : at + strlen (at)) - start), start);
    }
}

/* Hot-seat: between seats a screen hides everything; each seat sees only its
 * own. Undo takes back a seat's own last decision while nobody else has
 * acted since, never another seat's, and never from the pass screen. */
static void
test_hot_seat (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  DrPlayMatch *match;
  GtkWidget *undo;
  int passes = 0, undone = 0;

  start_match (0, 4, 1, 0, 12);
  match = play_match ();
  undo = dr_test_ui_template_child (match, DR_TYPE_PLAY_MATCH, "undo_button");
  for (int decisions = 0; decisions < 80 && !dr_play_session_is_over (session ()); decisions++)
    {
      if (dr_play_match_is_passing (match))
        {
          guint actions = dr_play_session_get_n_actions (session ());

          /* Nothing of either hand, nor of unrezzed cards, anywhere on screen. */
          assert_desk_masked (-1);
          /* the last decision was the other seat's: nothing to take back, even by the keyboard */
          g_assert_false (gtk_widget_is_sensitive (undo));
          gtk_widget_activate_action (GTK_WIDGET (match), "match.undo", NULL);
          g_assert_cmpuint (dr_play_session_get_n_actions (session ()), ==, actions);
          if (passes == 1)
            dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "play-hot-seat-pass");
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match), "match.reveal", NULL));
          passes++;
        }
      g_assert_false (dr_play_match_is_passing (match));
      assert_desk_masked (dr_play_match_get_viewer (match));
      g_assert_cmpint (dr_play_match_get_viewer (match), ==, dr_play_session_get_acting_seat (session ()));
      g_assert_cmpint (gtk_widget_is_sensitive (undo), ==, dr_play_session_can_undo (session ()));
      {
        int seat = dr_play_session_get_acting_seat (session ());
        guint64 before = dr_nr_hash (dr_play_session_get_state (session ()));

        g_assert_true (play_one (rand));
        /* the same seat still acts: its own decision may be taken back, to the same position */
        if (undone < 3 && !dr_play_session_is_over (session ())
            && dr_play_session_get_acting_seat (session ()) == seat)
          {
            g_assert_false (dr_play_match_is_passing (match));
            g_assert_true (gtk_widget_is_sensitive (undo));
            g_signal_emit_by_name (undo, "clicked");
            g_assert_cmphex (dr_nr_hash (dr_play_session_get_state (session ())), ==, before);
            undone++;
          }
      }
    }
  g_assert_cmpint (passes, >=, 3);
  g_assert_cmpint (undone, ==, 3);
  g_assert_true (gtk_widget_get_visible (undo));
}

/* A deck list pasted on the spot: as text with titles, as a person copies it
 * from NetrunnerDB; it is offered for its seat, chosen, and plays. A list
 * with a line that names no card, or of the other side, is refused with
 * why, and the lists stay as they were. */
static void
test_pasted_deck (void)
{
  DrPlayView *view = play_view ();
  DrPlaySetupPage *page = play_view_child ("setup_page");
  DrCardStore *store = dr_test_ui_card_store (application);
  g_autofree char *path = engine_deck ("core-runner-noise.json");
  g_autoptr(GError) error = NULL;
  DrPlayDeck *source = dr_play_deck_load_file (path, store, &error);
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GList) codes = NULL;
  guint before, after, unplayable;
  DrPlayDeckChoice *chosen;

  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "play.new", NULL));
  g_string_append_printf (text, "%s\n\n", dr_play_deck_title (source, source->identity));
  for (guint i = 0; i < source->codes->len; i++)
    {
      const char *code = g_ptr_array_index (source->codes, i);

      g_hash_table_insert (counts, (gpointer) code,
                           GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (counts, code)) + 1));
    }
  codes = g_hash_table_get_keys (counts);
  for (GList *l = codes; l != NULL; l = l->next)
    g_string_append_printf (text, "%dx %s\n", GPOINTER_TO_INT (g_hash_table_lookup (counts, l->data)),
                            dr_play_deck_title (source, l->data));

  before = dr_play_setup_page_count_decks (page, FALSE, &unplayable);
  /* The Corp's seat refuses a Runner deck. */
  g_assert_false (dr_play_setup_page_add_text (page, 0, text->str, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID);
  g_clear_error (&error);
  /* A line that names no card refuses the list, naming the line. */
  {
    g_autofree char *bad = g_strconcat (text->str, "2x Nonexistent Breaker\n", NULL);

    g_assert_false (dr_play_setup_page_add_text (page, 1, bad, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "Nonexistent Breaker"));
    g_clear_error (&error);
  }
  g_assert_cmpuint (dr_play_setup_page_count_decks (page, FALSE, &unplayable), ==, before);

  g_assert_true (dr_play_setup_page_add_text (page, 1, text->str, &error));
  g_assert_no_error (error);
  after = dr_play_setup_page_count_decks (page, FALSE, &unplayable);
  g_assert_cmpuint (after, ==, before + 1);
  chosen = dr_play_setup_page_get_chosen (page, 1);
  g_assert_nonnull (chosen);
  g_assert_true (dr_play_deck_choice_is_playable (chosen));
  g_assert_cmpstr (dr_play_deck_choice_get_deck (chosen)->identity, ==, source->identity);
  g_assert_cmpuint (dr_play_deck_choice_get_deck (chosen)->codes->len, ==, source->codes->len);
  /* It plays: the match starts with it. */
  g_assert_true (gtk_widget_get_sensitive (setup_row ("start_button")));
  g_signal_emit_by_name (setup_row ("start_button"), "clicked");
  g_assert_cmpstr (dr_play_view_get_page (view), ==, "match");
  g_assert_cmpstr (dr_play_session_get_identity (session (), 1), ==, source->identity);
  dr_play_session_cancel_ai (session ());
  dr_play_deck_free (source);
}

/* The opponent row's levels reach the session: the computer's seats play at
 * the level chosen, and the hot-seat choice gives every seat to a person.
 * The row's entries are read from the widget, as a person sees them. */
static void
test_ai_level_chooser (void)
{
  static const DrPlayAiLevel levels[] = { DR_PLAY_AI_RANDOM, DR_PLAY_AI_EASY, DR_PLAY_AI_NORMAL, DR_PLAY_AI_HARD };
  GListModel *entries;

  play_view ();
  entries = adw_combo_row_get_model (setup_row ("opponent_row"));
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, G_N_ELEMENTS (levels) + 1);
  for (guint side = 0; side < 2; side++)
    for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
      {
        int human = side == 0 ? DR_NR_CORP_SEAT : 1;

        start_match (side, i, 1, 0, 300 + i);
        g_assert_cmpint (dr_play_session_get_ai_level (session ()), ==, levels[i]);
        g_assert_cmpint (dr_play_session_get_seat_kind (session (), human), ==, DR_PLAY_SEAT_HUMAN);
        g_assert_cmpint (dr_play_session_get_seat_kind (session (), 1 - human), ==, DR_PLAY_SEAT_AI);
        dr_play_session_cancel_ai (session ());
      }
  /* The level chosen stays for the next New Match. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (play_view ()), "play.new", NULL));
  g_assert_cmpuint (adw_combo_row_get_selected (setup_row ("opponent_row")), ==, G_N_ELEMENTS (levels) - 1);
  start_match (0, G_N_ELEMENTS (levels), 1, 0, 310);
  g_assert_cmpint (dr_play_session_get_seat_kind (session (), 0), ==, DR_PLAY_SEAT_HUMAN);
  g_assert_cmpint (dr_play_session_get_seat_kind (session (), 1), ==, DR_PLAY_SEAT_HUMAN);
}

static void
test_rules_window (void)
{
  g_autofree char *text = NULL;
  DrPlayRulesWindow *rules = dr_test_play_open_rules (play_view (), &text);

  /* In the user's language: the run's steps and our choices. */
  g_assert_nonnull (strstr (text, _("A Run")));
  g_assert_nonnull (strstr (text, _("Where the Rules Disagree: Our Choices")));
  g_assert_nonnull (strstr (text, _("• A trace that ties fails: the Runner wins ties.\n"
                                    "• A second console cannot be installed while the first is.\n"
                                    "• A Runner whose maximum hand size falls to zero or less is flatlined.\n"
                                    "• Cards accessed in Archives go back as they were: face-down cards face down.\n"
                                    "• Purging removes every virus counter.\n"
                                    "• A remote server holds one agenda or asset.\n"
                                    "• Installing a region in a server that has one trashes the old one.\n"
                                    "• In multiplayer (NAPD), a Corp card that reads the Runner’s score area reads "
                                    "the score area of the Runner holding the infamy token.")));
  dr_test_ui_save_screenshot (GTK_WIDGET (rules), "play-rules");
  gtk_window_destroy (GTK_WINDOW (rules));
}

int
main (int   argc,
      char *argv[])
{
  data_dir = dr_test_ui_init (&argc, &argv);

  application = dr_test_ui_register_application ();

  g_test_add_func ("/play-view/new-match-page", test_new_match_page);
  g_test_add_func ("/play-view/game-against-ai", test_game_against_ai);
  g_test_add_func ("/play-view/starter-game", test_starter_game);
  g_test_add_func ("/play-view/undo", test_undo);
  g_test_add_func ("/play-view/keyboard-round", test_keyboard_round);
  g_test_add_func ("/play-view/save-and-resume", test_save_and_resume);
  g_test_add_func ("/play-view/resume-from-list", test_resume_from_list);
  g_test_add_func ("/play-view/history", test_history);
  g_test_add_func ("/play-view/napd-second-runner", test_napd_second_runner);
  g_test_add_func ("/play-view/hot-seat", test_hot_seat);
  g_test_add_func ("/play-view/ai-level", test_ai_level_chooser);
  g_test_add_func ("/play-view/pasted-deck", test_pasted_deck);
  g_test_add_func ("/play-view/rules", test_rules_window);
  return dr_test_ui_run (&application, &data_dir);
}
