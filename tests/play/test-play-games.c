/* test-play-games.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The saved-games folder: sessions that save themselves as they are
 * played, the list the Play view resumes from, bad files left alone, and a
 * deck's wins and losses against the computer.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <utime.h>

#include "dr-paths.h"
#include "dr-play-deck-record.h"
#include "dr-play-games.h"
#include "dr-play-session-private.h"
#include "dr-play-text.h"
#include "dr-scenario.h"
#include "dr-test-helper.h"
#include "play-helper.h"

#define CORP_NAME "Core Set starter Corp (engine cards only)"

static DrPlaySession *
new_session (guint64 seed, gboolean corp_ai, gboolean runner_ai)
{
  return play_test_new_session (seed, corp_ai, runner_ai, DR_PLAY_AI_EASY, 0);
}

static guint64
file_hash (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DrPlaySession) resumed = dr_play_session_load (path, &error);

  g_assert_no_error (error);
  return dr_nr_hash (dr_play_session_get_state (resumed));
}

static void
keep_result (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

/* A hot-seat game writes itself after every decision into a folder it
 * creates; the list shows it unfinished with its decks, turn and seats,
 * and the file resumes the same position; the list comes from a worker
 * thread too. */
static void
test_autosave_and_list (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("dr-games-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (tmp, "deckrunner", "games", NULL);
  g_autofree char *path = dr_play_games_new_path (dir);
  g_autofree char *second_path = NULL;
  g_autoptr (DrPlaySession) session = new_session (3, FALSE, FALSE);
  g_autoptr (GPtrArray) games = NULL;
  const DrPlayGame *game;
  guint i;

  dr_play_games_autosave (session, path);
  g_assert_cmpstr (dr_play_games_autosave_path (session), ==, path);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  for (i = 0; i < 12; i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (dr_play_session_choose (session, 0, &error));
      g_assert_no_error (error);
      /* saved after each decision, not only at the end: a moment later, from the main loop */
      if (i % 2 == 0)
        {
          gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

          while (file_hash (path) != dr_nr_hash (dr_play_session_get_state (session))
                 && g_get_monotonic_time () < deadline)
            g_main_context_iteration (NULL, FALSE);
        }
      else
        /* … or at once when asked */
        g_assert_true (dr_play_games_save_now (session));
      g_assert_cmpuint (file_hash (path), ==, dr_nr_hash (dr_play_session_get_state (session)));
    }

  /* another game started in the same second gets its own file */
  second_path = dr_play_games_new_path (dir);
  g_assert_cmpstr (second_path, !=, path);

  games = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DEFAULT);
  g_assert_cmpuint (games->len, ==, 1);
  game = g_ptr_array_index (games, 0);
  g_assert_cmpstr (game->path, ==, path);
  g_assert_false (game->finished);
  g_assert_cmpint (game->winner, ==, -1);
  g_assert_cmpint (game->n_seats, ==, 2);
  g_assert_cmpstr (game->deck_names[0], ==, CORP_NAME);
  g_assert_cmpstr (game->deck_names[1], ==, dr_play_session_get_deck_name (session, 1));
  g_assert_cmpstr (game->identities[0], ==, dr_play_session_get_identity (session, 0));
  g_assert_true (game->human[0] && game->human[1]);
  g_assert_cmpint (game->turn, ==, dr_play_session_get_state (session)->turn);
  g_assert_nonnull (game->saved);

  g_assert_true (dr_play_games_save_now (session));

  /* The same list from a worker thread; a cancelled listing gives none. */
  {
    g_autoptr (GAsyncResult) result = NULL;
    g_autoptr (GAsyncResult) cancelled_result = NULL;
    g_autoptr (GCancellable) cancellable = g_cancellable_new ();
    g_autoptr (GPtrArray) listed = NULL;
    g_autoptr (GError) error = NULL;

    dr_play_games_list_full_async (dir, DR_PLAY_GAMES_LIST_DEFAULT, NULL, keep_result, &result);
    while (result == NULL)
      g_main_context_iteration (NULL, TRUE);
    listed = dr_play_games_list_finish (result, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (listed->len, ==, games->len);
    g_assert_cmpstr (((DrPlayGame *) g_ptr_array_index (listed, 0))->path, ==, path);

    dr_play_games_list_full_async (dir, DR_PLAY_GAMES_LIST_DEFAULT, cancellable, keep_result,
                                   &cancelled_result);
    g_cancellable_cancel (cancellable);
    while (cancelled_result == NULL)
      g_main_context_iteration (NULL, TRUE);
    g_assert_null (dr_play_games_list_finish (cancelled_result, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  }
  g_clear_object (&session);
  dr_test_remove_tree (tmp);
}

/* Files that are not records are skipped and left where they are; the
 * list is newest first; a missing folder is an empty list. */
static void
test_bad_files_and_order (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-games-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (dir, "nowhere", NULL);
  g_autofree char *bad = g_build_filename (dir, "broken.jsonl", NULL);
  g_autofree char *old_path = g_build_filename (dir, "old.jsonl", NULL);
  g_autofree char *new_path = g_build_filename (dir, "new.jsonl", NULL);
  g_autoptr (DrPlaySession) session = new_session (4, FALSE, FALSE);
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  struct utimbuf old_time = { 1000000000, 1000000000 };

  games = dr_play_games_list_full (missing, DR_PLAY_GAMES_LIST_DEFAULT);
  g_assert_cmpuint (games->len, ==, 0);
  g_clear_pointer (&games, g_ptr_array_unref);

  g_assert_true (g_file_set_contents (bad, "{\"type\":\"header\", this is not JSON\n", -1, NULL));
  g_assert_true (dr_play_session_save (session, old_path, &error));
  g_assert_true (dr_play_session_choose (session, 0, &error));
  g_assert_true (dr_play_session_save (session, new_path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (utime (old_path, &old_time), ==, 0);

  games = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DEFAULT);
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_cmpstr (((DrPlayGame *) g_ptr_array_index (games, 0))->path, ==, new_path);
  g_assert_cmpstr (((DrPlayGame *) g_ptr_array_index (games, 1))->path, ==, old_path);
  g_assert_true (g_file_test (bad, G_FILE_TEST_IS_REGULAR));
  dr_test_remove_tree (dir);
}

/* With DR_PLAY_GAMES_LIST_DAMAGED (the Replays list), the files that are
 * not records, or whose actions stop being legal, are listed too, by date,
 * each with why, and are still left where they are; a finished game gives
 * its end and identities in words. */
static void
test_damaged_listed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-games-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "broken.jsonl", NULL);
  g_autofree char *illegal = g_build_filename (dir, "illegal.jsonl", NULL);
  g_autofree char *path = g_build_filename (dir, "finished.jsonl", NULL);
  g_autoptr (DrPlaySession) session = new_session (5, TRUE, TRUE);
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GPtrArray) listed = NULL;
  g_autoptr (GAsyncResult) result = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  g_autofree char *end = NULL;
  g_autofree char *identities = NULL;
  g_autofree char *end_line = NULL;
  g_auto (GStrv) lines = NULL;
  struct utimbuf old_time = { 1000000000, 1000000000 };
  const DrNrState *state;
  gboolean over = FALSE;
  guint n_damaged = 0, n_lines;

  dr_play_games_autosave (session, path);
  g_signal_connect (session, "game-over", G_CALLBACK (play_test_set_flag), &over);
  play_test_iterate_until (&over, 120);
  state = dr_play_session_get_state (session);

  g_assert_true (g_file_set_contents (bad, "{\"type\":\"header\", this is not JSON\n", -1, NULL));
  g_assert_cmpint (utime (bad, &old_time), ==, 0);
  /* the finished game with its last action once more: valid JSON whose
   * last action is not legal (the game is over) */
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);
  g_assert_cmpuint (n_lines, >, 3);
  g_assert_nonnull (strstr (lines[n_lines - 2], "\"end\""));
  end_line = g_strdup (lines[n_lines - 2]);
  g_free (lines[n_lines - 2]);
  lines[n_lines - 2] = g_strconcat (lines[n_lines - 3], "\n", end_line, NULL);
  changed = g_strjoinv ("\n", lines);
  g_assert_true (g_file_set_contents (illegal, changed, -1, NULL));

  games = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DEFAULT);
  g_assert_cmpuint (games->len, ==, 1);
  listed = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DAMAGED);
  g_assert_cmpuint (listed->len, ==, 3);
  for (guint i = 0; i < listed->len; i++)
    {
      const DrPlayGame *game = g_ptr_array_index (listed, i);

      if (game->problem == NULL)
        {
          g_assert_cmpstr (game->path, ==, path);
          continue;
        }
      n_damaged++;
      g_assert_cmpstr (game->problem, !=, "");
      /* the path is the list's already: the reason begins with the line */
      g_assert_null (strstr (game->problem, dir));
      g_assert_false (game->finished);
      g_assert_nonnull (game->saved);
      g_assert_true (g_file_test (game->path, G_FILE_TEST_IS_REGULAR));
    }
  g_assert_cmpuint (n_damaged, ==, 2);
  /* by date: the broken file is the oldest */
  g_assert_cmpstr (((DrPlayGame *) g_ptr_array_index (listed, 2))->path, ==, bad);

  /* the finished game in words */
  {
    const DrPlayGame *game = g_ptr_array_index (games, 0);
    const char *reason = dr_nr_reason_text (state->reason);

    g_assert_true (game->finished);
    g_assert_cmpint (game->reason, ==, state->reason);
    end = dr_play_game_result_text (game);
    g_assert_nonnull (reason);
    g_assert_nonnull (strstr (end, reason));
    g_assert_nonnull (strstr (end, state->winner == 0 ? "The Corp wins" : "The Runner wins"));
    identities = dr_play_game_identities (game);
    g_assert_nonnull (strstr (identities, dr_play_netrunner_card_title (game->identities[0], NULL)));
    g_assert_nonnull (strstr (identities, dr_play_netrunner_card_title (game->identities[1], NULL)));
  }

  /* the same from a worker thread */
  dr_play_games_list_full_async (dir, DR_PLAY_GAMES_LIST_DAMAGED, NULL, keep_result, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_clear_pointer (&listed, g_ptr_array_unref);
  listed = dr_play_games_list_finish (result, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (listed->len, ==, 3);
  g_clear_object (&session);
  dr_test_remove_tree (dir);
}

/* Rewrites the seats of a record's header (the record still replays). */
static void
copy_with_seats (const char *from, const char *to, const char *seats)
{
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  g_auto (GStrv) parts = NULL;

  g_assert_true (g_file_get_contents (from, &text, NULL, NULL));
  parts = g_strsplit (text, "\"seats\":[\"ai\",\"ai\"]", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  changed = g_strjoin (seats, parts[0], parts[1], NULL);
  g_assert_true (g_file_set_contents (to, changed, -1, NULL));
}

/* The computer plays a game to its end into the folder; copies of it with a
 * human seat count for that seat's deck and side, the computer's own game
 * and unfinished games do not. */
static void
test_history (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-games-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "ai.jsonl", NULL);
  g_autofree char *as_corp = g_build_filename (dir, "as-corp.jsonl", NULL);
  g_autofree char *as_runner = g_build_filename (dir, "as-runner.jsonl", NULL);
  g_autofree char *unfinished = g_build_filename (dir, "unfinished.jsonl", NULL);
  g_autoptr (DrPlaySession) session = new_session (5, TRUE, TRUE);
  g_autoptr (DrPlaySession) open_game = new_session (6, FALSE, TRUE);
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  DrPlayDeckHistory corp_history, runner_history, none;
  gboolean over = FALSE;
  int winner;
  g_autofree char *runner_name = NULL;

  dr_play_games_autosave (session, path);
  g_signal_connect (session, "game-over", G_CALLBACK (play_test_set_flag), &over);
  play_test_iterate_until (&over, 120);
  winner = dr_play_session_get_state (session)->winner;
  g_assert_true (winner == 0 || winner == 1);
  runner_name = g_strdup (dr_play_session_get_deck_name (session, 1));

  dr_play_session_cancel_ai (open_game);
  g_assert_true (dr_play_session_save (open_game, unfinished, &error));
  g_assert_no_error (error);
  copy_with_seats (path, as_corp, "\"seats\":[\"human\",\"ai\"]");
  copy_with_seats (path, as_runner, "\"seats\":[\"ai\",\"human\"]");

  games = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DEFAULT);
  g_assert_cmpuint (games->len, ==, 4);
  dr_play_games_history (games, CORP_NAME, &corp_history);
  dr_play_games_history (games, runner_name, &runner_history);
  dr_play_games_history (games, "No such deck", &none);

  g_assert_cmpint (corp_history.wins[0], ==, winner == 0 ? 1 : 0);
  g_assert_cmpint (corp_history.losses[0], ==, winner == 0 ? 0 : 1);
  g_assert_cmpint (corp_history.wins[1] + corp_history.losses[1], ==, 0);
  g_assert_cmpint (runner_history.wins[1], ==, winner == 1 ? 1 : 0);
  g_assert_cmpint (runner_history.losses[1], ==, winner == 1 ? 0 : 1);
  g_assert_cmpint (runner_history.wins[0] + runner_history.losses[0], ==, 0);
  g_assert_cmpint (none.wins[0] + none.wins[1] + none.losses[0] + none.losses[1], ==, 0);

  /* the decks with a history: the unfinished game and the computer's own
   * game add none */
  {
    g_auto (GStrv) decks = dr_play_games_decks_vs_computer (games);

    g_assert_cmpuint (g_strv_length (decks), ==, 2);
    g_assert_true (g_strv_contains ((const char *const *) decks, CORP_NAME));
    g_assert_true (g_strv_contains ((const char *const *) decks, runner_name));
  }
  dr_test_remove_tree (dir);
}

/* A deck's record: a game the computer played to its end, copied with a
 * person on the Corp's seat, on the Runner's and on both (hot-seat): each
 * deck counts its games by opponent and side, and how they ended. */
static void
test_deck_record (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-games-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "ai.jsonl", NULL);
  g_autofree char *as_corp = g_build_filename (dir, "as-corp.jsonl", NULL);
  g_autofree char *as_runner = g_build_filename (dir, "as-runner.jsonl", NULL);
  g_autofree char *hot_seat = g_build_filename (dir, "hot-seat.jsonl", NULL);
  g_autofree char *unfinished = g_build_filename (dir, "unfinished.jsonl", NULL);
  g_autoptr (DrPlaySession) session = new_session (11, TRUE, TRUE);
  g_autoptr (DrPlaySession) open_game = new_session (12, TRUE, FALSE);
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *runner_name = NULL;
  DrPlayDeckRecord corp = { 0 }, runner = { 0 }, wrong_side = { 0 };
  gboolean over = FALSE;
  int winner, reason, loser;

  dr_play_games_autosave (session, path);
  g_signal_connect (session, "game-over", G_CALLBACK (play_test_set_flag), &over);
  play_test_iterate_until (&over, 120);
  winner = dr_play_session_get_state (session)->winner;
  reason = dr_play_session_get_state (session)->reason;
  g_assert_true (winner == 0 || winner == 1);
  g_assert_cmpint (reason, >, DR_NR_RESULT_NONE);
  loser = 1 - winner;
  runner_name = g_strdup (dr_play_session_get_deck_name (session, 1));

  dr_play_session_cancel_ai (open_game);
  g_assert_true (dr_play_session_save (open_game, unfinished, &error));
  g_assert_no_error (error);
  copy_with_seats (path, as_corp, "\"seats\":[\"human\",\"ai\"]");
  copy_with_seats (path, as_runner, "\"seats\":[\"ai\",\"human\"]");
  copy_with_seats (path, hot_seat, "\"seats\":[\"human\",\"human\"]");

  games = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DEFAULT);
  g_assert_cmpuint (games->len, ==, 5);
  dr_play_deck_record_collect (games, CORP_NAME, "corp", &corp);
  dr_play_deck_record_collect (games, runner_name, "runner", &runner);
  dr_play_deck_record_collect (games, CORP_NAME, "runner", &wrong_side);

  /* The Corp deck: as-corp against the computer, hot-seat; the computer's
   * own game and the unfinished one (the computer has the Corp) not. */
  g_assert_cmpuint (corp.games->len, ==, 2);
  g_assert_cmpint (corp.wins[DR_PLAY_OPPONENT_COMPUTER][0], ==, winner == 0);
  g_assert_cmpint (corp.losses[DR_PLAY_OPPONENT_COMPUTER][0], ==, winner == 1);
  g_assert_cmpint (corp.wins[DR_PLAY_OPPONENT_PEOPLE][0], ==, winner == 0);
  g_assert_cmpint (corp.losses[DR_PLAY_OPPONENT_PEOPLE][0], ==, winner == 1);
  g_assert_cmpint (corp.wins[DR_PLAY_OPPONENT_COMPUTER][1] + corp.losses[DR_PLAY_OPPONENT_PEOPLE][1], ==, 0);
  g_assert_cmpint (winner == 0 ? corp.wins_by_reason[reason] : corp.losses_by_reason[reason], ==, 2);
  g_assert_cmpint (corp.unfinished, ==, 0);

  /* The Runner deck: as-runner, hot-seat and the unfinished game. */
  g_assert_cmpuint (runner.games->len, ==, 3);
  g_assert_cmpint (runner.unfinished, ==, 1);
  g_assert_cmpint (runner.wins[DR_PLAY_OPPONENT_COMPUTER][1], ==, winner == 1);
  g_assert_cmpint (runner.losses[DR_PLAY_OPPONENT_COMPUTER][1], ==, loser == 1);
  g_assert_cmpint (runner.wins[DR_PLAY_OPPONENT_PEOPLE][1] + runner.losses[DR_PLAY_OPPONENT_PEOPLE][1], ==, 1);
  g_assert_cmpint (winner == 1 ? runner.wins_by_reason[reason] : runner.losses_by_reason[reason], ==, 2);
  {
    const DrPlayGame *newest = g_ptr_array_index (runner.games, 0);
    const DrPlayGame *finished = NULL;

    /* newest first, as the list */
    for (guint i = 1; i < runner.games->len; i++)
      g_assert_cmpint (g_date_time_compare (newest->saved, ((DrPlayGame *) runner.games->pdata[i])->saved), >=, 0);
    for (guint i = 0; i < runner.games->len && finished == NULL; i++)
      if (((DrPlayGame *) runner.games->pdata[i])->finished)
        finished = runner.games->pdata[i];
    g_assert_cmpint (finished->reason, ==, reason);
  }
  g_assert_cmpuint (wrong_side.games->len, ==, 0);

  dr_play_deck_record_clear (&corp);
  dr_play_deck_record_clear (&runner);
  dr_play_deck_record_clear (&wrong_side);
  dr_test_remove_tree (dir);
}

/* The name Export suggests: day and identities (or Lockpick and its
 * players), safe on any file system. */
static void
test_file_name (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "a/b\\c:d*e?f\"g<h>i|j", "a b c d e f g h i j" },
    { "  ..hidden  name ", "hidden name" },
    { "ends with dots...", "ends with dots" },
    { "tab\tand\nnew line", "tab and new line" },
    { "right\u202eto\u200bleft\x01", "righttoleft" },
    { "", "game" },
    { "///", "game" },
    { ". . .", "game" },
    { "bad \xff byte", "bad \xef\xbf\xbd byte" },
    { "Haas-Bioroid: Engineering the Future", "Haas-Bioroid Engineering the Future" },
  };
  g_autoptr (GString) long_name = g_string_new (NULL);
  g_autofree char *cut = NULL;
  DrPlayGame game = { 0 };
  g_autofree char *netrunner = NULL;
  g_autofree char *lockpick = NULL;
  g_autofree char *expected = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *safe = dr_play_games_safe_name (cases[i].in);

      g_assert_cmpstr (safe, ==, cases[i].out);
    }
  /* 300 two-byte letters: cut to at most 200 bytes, between letters */
  for (int i = 0; i < 300; i++)
    g_string_append (long_name, "\xc3\xa9");
  cut = dr_play_games_safe_name (long_name->str);
  g_assert_cmpuint (strlen (cut), <=, 200);
  g_assert_cmpuint (strlen (cut), >=, 198);
  g_assert_true (g_utf8_validate (cut, -1, NULL));

  game.saved = g_date_time_new_local (2026, 11, 26, 5, 40, 0);
  game.n_seats = 2;
  game.identities[0] = (char *) "01054";
  game.identities[1] = (char *) "01001";
  netrunner = dr_play_game_file_name (&game);
  expected = g_strdup_printf ("2026-11-26 %s vs %s.jsonl", "Haas-Bioroid Engineering the Future",
                              "Noise Hacker Extraordinaire");
  g_assert_cmpstr (netrunner, ==, expected);
  game.lockpick = TRUE;
  game.n_seats = 3;
  lockpick = dr_play_game_file_name (&game);
  g_assert_cmpstr (lockpick, ==, "2026-11-26 Lockpick, 3 players.jsonl");
  g_date_time_unref (game.saved);
}

/* A game saves itself to the file it is given (a resumed game, --record),
 * else to a new file in the data folder's games folder, never over the
 * last game's. */
static void
test_save_path (DrTestDirFixture *fixture,
                gconstpointer     unused)
{
  g_autofree char *games_dir = g_build_filename (fixture->dir, "games", NULL);
  g_autofree char *given = g_build_filename (fixture->dir, "elsewhere", "resumed.jsonl", NULL);
  g_autofree char *kept = NULL, *first = NULL, *first_dir = NULL, *first_name = NULL;
  g_autofree char *second = NULL, *second_dir = NULL;

  dr_paths_set_data_dir (fixture->dir);
  kept = dr_play_games_save_path (given);
  g_assert_cmpstr (kept, ==, given);
  g_assert_true (kept != given);

  first = dr_play_games_save_path (NULL);
  first_dir = g_path_get_dirname (first);
  first_name = g_path_get_basename (first);
  g_assert_cmpstr (first_dir, ==, games_dir);
  g_assert_true (g_str_has_prefix (first_name, "game-"));
  g_assert_true (g_str_has_suffix (first_name, ".jsonl"));
  /* only a name: the folder is made when the game first saves */
  g_assert_false (g_file_test (games_dir, G_FILE_TEST_EXISTS));

  g_assert_cmpint (g_mkdir_with_parents (games_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (first, "", 0, NULL));
  second = dr_play_games_save_path (NULL);
  second_dir = g_path_get_dirname (second);
  g_assert_cmpstr (second_dir, ==, games_dir);
  g_assert_cmpstr (second, !=, first);
  g_assert_false (g_file_test (second, G_FILE_TEST_EXISTS));
  dr_paths_set_data_dir (NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/play/games/autosave-and-list", test_autosave_and_list);
  g_test_add_func ("/play/games/bad-files-and-order", test_bad_files_and_order);
  g_test_add_func ("/play/games/damaged-listed", test_damaged_listed);
  g_test_add_func ("/play/games/history", test_history);
  g_test_add_func ("/play/games/file-name", test_file_name);
  g_test_add_func ("/play/games/deck-record", test_deck_record);
  DR_TEST_ADD_DIR ("/play/games/save-path", test_save_path);
  return g_test_run ();
}
