/* test-lockpick-games.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick in the saved-games folder: a game that saves itself as it is
 * played into a folder it creates, listed beside a Netrunner game with its
 * players, seats and round, written at once when it ends, never counted in
 * a deck's history, and a save that cannot be written told and survived.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "dr-lockpick-games.h"
#include "dr-play-deck.h"
#include "dr-test-helper.h"

#define CORP DECK_DIR "/core-corp.json"
#define RUNNER DECK_DIR "/core-runner.json"

static gboolean
timed_out (gpointer data)
{
  g_error ("the session did not get there in time");
  return G_SOURCE_REMOVE;
}

static void
run_until_human (DrLockpickSession *session)
{
  guint guard = g_timeout_add_seconds (120, timed_out, NULL);

  for (;;)
    {
      int seat = dr_lockpick_session_get_acting_seat (session);

      if (seat < 0 || dr_lockpick_session_is_human (session, seat))
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (guard);
}

static DrLockpickSession *
new_session (int players, guint64 seed, const gboolean *ai)
{
  g_autoptr (GError) error = NULL;
  DrLockpickSetup setup = { .seed = seed, .players = players, .policy = DR_LOCKPICK_POLICY_HEURISTIC };
  DrLockpickSession *session;

  memcpy (setup.seat_ai, ai, sizeof setup.seat_ai);
  session = dr_lockpick_session_new (&setup, &error);
  g_assert_no_error (error);
  return session;
}

/* The heuristic player's choice for the human seat that acts. */
static void
human_decides (DrLockpickSession *session, guint64 rng[4])
{
  GListModel *actions = dr_lockpick_session_get_actions (session);
  guint n = g_list_model_get_n_items (actions);
  g_autofree DrEngineAction *legal = g_new (DrEngineAction, n);
  g_autoptr (GError) error = NULL;
  DrLpState view;

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (DrPlayAction) action = g_list_model_get_item (actions, i);

      legal[i] = *dr_play_action_get_engine_action (action);
    }
  dr_lockpick_session_get_view (session, dr_lockpick_session_get_acting_seat (session), &view);
  g_assert_true (dr_lockpick_session_choose (session, (guint) dr_lp_heuristic_pick (&view, legal, (int) n, rng),
                                             &error));
  g_assert_no_error (error);
}

/* The position the file replays to. */
static guint64
file_hash (const char *path)
{
  DrLockpickRecord record;
  g_autofree DrLpState *state = g_new (DrLpState, 1);
  g_autoptr (GError) error = NULL;

  dr_lockpick_record_init (&record);
  g_assert_true (dr_lockpick_record_load (path, &record, &error));
  g_assert_true (dr_lockpick_record_replay (&record, state, &error));
  g_assert_no_error (error);
  dr_lockpick_record_clear (&record);
  return dr_lp_hash (state);
}

static guint64
session_hash (DrLockpickSession *session)
{
  return dr_lp_hash (dr_lockpick_session_get_state (session));
}

static const DrPlayGame *
find_game (GPtrArray *games, const char *path)
{
  for (guint i = 0; i < games->len; i++)
    if (g_strcmp0 (((DrPlayGame *) g_ptr_array_index (games, i))->path, path) == 0)
      return g_ptr_array_index (games, i);
  g_error ("%s is not listed", path);
  return NULL;
}

/* Only the games' records: no temporary file is left beside them. */
static void
assert_only_records (const char *dir, guint expected)
{
  g_autoptr (GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (folder);
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_assert_true (g_str_has_suffix (name, ".jsonl"));
      n++;
    }
  g_assert_cmpuint (n, ==, expected);
}

static void
add_netrunner_game (const char *dir)
{
  g_autoptr (DrPlayDeck) corp = dr_play_deck_load_file (CORP, NULL, NULL);
  g_autoptr (DrPlayDeck) runner = dr_play_deck_load_file (RUNNER, NULL, NULL);
  g_autoptr (DrPlaySession) session = NULL;
  g_autofree char *path = dr_play_games_new_path (dir);
  g_autoptr (GError) error = NULL;
  DrPlaySetup setup = { 0 };

  g_assert_nonnull (corp);
  g_assert_nonnull (runner);
  setup.seed = 4;
  setup.n_runners = 1;
  setup.corp = corp;
  setup.runners[0] = runner;
  session = dr_play_session_new (&setup, &error);
  g_assert_no_error (error);
  dr_play_games_autosave (session, path);
  g_assert_true (dr_play_games_save_now (session));
}

/* Three people on one device: saved after each decision (a moment later
 * from the main loop, or at once when asked), listed with a Netrunner game
 * as "Lockpick, 3 players", and resumed on the same position. */
static void
test_hot_seat_autosave_and_list (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { FALSE, FALSE, FALSE, FALSE };
  g_autofree char *tmp = g_dir_make_tmp ("dr-lockpick-games-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (tmp, "deckrunner", "games", NULL);
  g_autofree char *path = dr_play_games_new_path (dir);
  g_autoptr (DrLockpickSession) session = new_session (3, 12, ai);
  g_autoptr (DrLockpickSession) resumed = NULL;
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) decks = NULL;
  g_autofree char *title = NULL;
  const DrPlayGame *game;
  guint64 rng[4];

  dr_engine_rng_seed (rng, 5);
  dr_lockpick_games_autosave (session, path);
  g_assert_cmpstr (dr_lockpick_games_autosave_path (session), ==, path);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmphex (file_hash (path), ==, session_hash (session));
  for (int i = 0; i < 30; i++)
    {
      human_decides (session, rng);
      if (i % 2 == 0)
        {
          gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

          /* not written yet: the decision shows first */
          g_assert_cmphex (file_hash (path), !=, session_hash (session));
          while (file_hash (path) != session_hash (session) && g_get_monotonic_time () < deadline)
            g_main_context_iteration (NULL, FALSE);
        }
      else
        g_assert_true (dr_lockpick_games_save_now (session));
      g_assert_cmphex (file_hash (path), ==, session_hash (session));
    }
  g_assert_false (dr_lockpick_session_is_over (session));

  add_netrunner_game (dir);
  assert_only_records (dir, 2);
  games = dr_play_games_list (dir);
  g_assert_cmpuint (games->len, ==, 2);
  game = find_game (games, path);
  g_assert_true (game->lockpick);
  g_assert_cmpint (game->n_seats, ==, 3);
  g_assert_true (game->human[0] && game->human[1] && game->human[2]);
  g_assert_false (game->finished);
  g_assert_cmpint (game->winner, ==, -1);
  g_assert_cmpint (game->turn, ==, dr_lockpick_session_get_state (session)->turn);
  g_assert_nonnull (game->saved);
  title = dr_play_game_title (game);
  g_assert_cmpstr (title, ==, "Lockpick, 3 players");
  /* the Netrunner game is still what it was */
  for (guint i = 0; i < games->len; i++)
    if (g_ptr_array_index (games, i) != game)
      g_assert_false (((DrPlayGame *) g_ptr_array_index (games, i))->lockpick);

  resumed = dr_lockpick_session_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmphex (session_hash (resumed), ==, session_hash (session));
  g_assert_true (dr_lockpick_session_is_human (resumed, 2));

  decks = dr_play_games_decks_vs_computer (games);
  g_assert_cmpuint (g_strv_length (decks), ==, 0);
  g_clear_object (&session);
  dr_test_remove_tree (tmp);
}

/* Against the computer to the end: the end is written at once, listed
 * finished with its winner, and no deck's history counts it. */
static void
test_finished_game (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { TRUE, FALSE, FALSE, FALSE };
  g_autofree char *dir = g_dir_make_tmp ("dr-lockpick-games-XXXXXX", NULL);
  g_autofree char *path = dr_play_games_new_path (dir);
  g_autoptr (DrLockpickSession) session = new_session (2, 31, ai);
  g_autoptr (GPtrArray) games = NULL;
  g_auto (GStrv) decks = NULL;
  const DrPlayGame *game;
  DrEngineResult result;
  guint64 rng[4];
  int decisions = 0;

  dr_engine_rng_seed (rng, 6);
  dr_lockpick_games_autosave (session, path);
  for (;;)
    {
      run_until_human (session);
      if (dr_lockpick_session_is_over (session))
        break;
      human_decides (session, rng);
      g_assert_cmpint (++decisions, <, 5000);
    }
  /* no main loop turn since: the end was written at once */
  g_assert_cmphex (file_hash (path), ==, session_hash (session));
  games = dr_play_games_list (dir);
  g_assert_cmpuint (games->len, ==, 1);
  game = g_ptr_array_index (games, 0);
  g_assert_true (game->lockpick);
  g_assert_true (game->finished);
  g_assert_false (game->human[0]);
  g_assert_true (game->human[1]);
  dr_lockpick_session_get_result (session, &result);
  g_assert_cmpint (game->winner, ==, (result.winners & 1u) != 0 ? 0 : 1);
  g_assert_cmpint (game->reason, ==, dr_lockpick_session_get_state (session)->reason);
  decks = dr_play_games_decks_vs_computer (games);
  g_assert_cmpuint (g_strv_length (decks), ==, 0);
  g_clear_object (&session);
  dr_test_remove_tree (dir);
}

/* A folder that cannot be made: the save says so, the game goes on, and
 * a good file written before is not touched. */
static void
test_save_fails (void)
{
  gboolean ai[DR_LP_MAX_SEATS] = { FALSE, FALSE, FALSE, FALSE };
  g_autofree char *tmp = g_dir_make_tmp ("dr-lockpick-games-XXXXXX", NULL);
  g_autofree char *blocker = g_build_filename (tmp, "games", NULL);
  g_autofree char *path = g_build_filename (blocker, "game.jsonl", NULL);
  g_autoptr (DrLockpickSession) session = new_session (2, 8, ai);
  guint64 rng[4];

  dr_engine_rng_seed (rng, 2);
  g_assert_true (g_file_set_contents (blocker, "not a folder", -1, NULL));
  g_test_expect_message ("dr-lockpick-games", G_LOG_LEVEL_MESSAGE, "Cannot save the game*");
  dr_lockpick_games_autosave (session, path);
  g_test_assert_expected_messages ();
  g_test_expect_message ("dr-lockpick-games", G_LOG_LEVEL_MESSAGE, "Cannot save the game*");
  human_decides (session, rng);
  g_assert_false (dr_lockpick_games_save_now (session));
  g_test_assert_expected_messages ();
  g_assert_cmpuint (dr_lockpick_session_get_n_actions (session), ==, 1);
  g_clear_object (&session);
  dr_test_remove_tree (tmp);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lockpick/games/hot-seat-autosave-and-list", test_hot_seat_autosave_and_list);
  g_test_add_func ("/lockpick/games/finished-game", test_finished_game);
  g_test_add_func ("/lockpick/games/save-fails", test_save_fails);
  return g_test_run ();
}
