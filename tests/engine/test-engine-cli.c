/* test-engine-cli.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's commands through the real deckrunner-cli binary: play with
 * exactly the documented options, replay --verify, simulate with both
 * policies and with several Runners, and clear failures on bad input.
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-lockpick-games.h"
#include "dr-test-helper.h"

#define CORP DECK_DIR "/core-corp.json"
#define RUNNER DECK_DIR "/core-runner.json"
#define NOISE DECK_DIR "/core-runner-noise.json"

typedef struct
{
  int status;
  char *out;
  char *err;
} Result;

static void
result_clear (Result *r)
{
  g_free (r->out);
  g_free (r->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Result, result_clear)

/* Runs the CLI with `input` on its standard input. */
static void
run_cli (Result *r, const char *input, const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  va_list args;

  g_ptr_array_add (argv, (char *) CLI_PATH);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  proc = g_subprocess_newv ((const char *const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                            | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (proc, input, NULL, &r->out, &r->err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  r->status = g_subprocess_get_exit_status (proc);
}

/* Changes one digit of the record's end hash: the end no longer names
 * the position its actions lead to. */
static void
tamper_end_hash (const char *path)
{
  g_autofree char *text = NULL;
  char *hash;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  hash = strstr (text, "\"hash\":\"");
  g_assert_nonnull (hash);
  hash[8] = hash[8] == '0' ? '1' : '0';
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* The computer plays both sides; the record replays to the same hash, and
 * a record whose end line was tampered with does not verify. */
static void
test_play_ai_both_and_replay (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-engine-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.jsonl", NULL);
  g_auto (Result) play = { 0 };
  g_auto (Result) replay = { 0 };
  g_auto (Result) bad = { 0 };

  run_cli (&play, "", "play", "--corp", CORP, "--runner", RUNNER, "--ai", "both", "--seed", "4",
           "--record", path, NULL);
  g_assert_cmpint (play.status, ==, 0);
  g_assert_nonnull (strstr (play.out, "Game over:"));
  g_assert_nonnull (strstr (play.out, "AI (Corp): "));
  /* the log in words, as a spectator sees it */
  g_assert_nonnull (strstr (play.out, "  · Turn 1: Corp begins"));
  run_cli (&replay, NULL, "replay", path, "--verify", NULL);
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_nonnull (strstr (replay.out, "Verified"));

  tamper_end_hash (path);
  run_cli (&bad, NULL, "replay", path, "--verify", NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_unlink (path);
  g_rmdir (dir);
}

/* A human Runner types numbers; `u` takes a decision back; `q` stops and the
 * record of what was played so far still replays. */
static void
test_play_human_runner (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-engine-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.jsonl", NULL);
  g_auto (Result) play = { 0 };
  g_auto (Result) replay = { 0 };

  run_cli (&play, "1\nu\n1\n1\n99\n2\nq\n", "play", "--corp", CORP, "--runner", RUNNER,
           "--ai", "corp", "--seed", "11", "--record", path, NULL);
  g_assert_cmpint (play.status, ==, 0);
  g_assert_nonnull (strstr (play.out, "Runner 1 decides (mulligan)"));
  g_assert_nonnull (strstr (play.out, "Type the number of an action."));
  /* actions in words, with the scenario vocabulary beside them */
  g_assert_nonnull (strstr (play.out, "Click to gain 1 credit  [runner1 click-credit]"));
  g_assert_nonnull (strstr (play.out, "  · Runner draws 5 cards"));
  run_cli (&replay, NULL, "replay", path, "--verify", NULL);
  g_assert_cmpint (replay.status, ==, 0);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_simulate_policies (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_auto (Result) sim = { 0 };
  g_auto (Result) mixed = { 0 };
  JsonObject *o;

  run_cli (&sim, NULL, "simulate", "--games", "20", "--seed", "3", "--corp", CORP, "--runner",
           RUNNER, "--policy", "heuristic", "--json", NULL);
  g_assert_cmpint (sim.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, sim.out, -1, NULL));
  o = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (o, "games"), ==, 20);
  g_assert_cmpstr (json_object_get_string_member (o, "corp-policy"), ==, "heuristic");
  g_assert_cmpstr (json_object_get_string_member (o, "runner-policy"), ==, "heuristic");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (o, "corp"), "total")
                   + json_object_get_int_member (json_object_get_object_member (o, "runner"), "total")
                   + json_object_get_int_member (json_object_get_object_member (o, "draw"), "total"),
                   ==, 20);

  run_cli (&mixed, NULL, "simulate", "--games", "10", "--corp", CORP, "--runner", RUNNER,
           "--corp-policy", "heuristic", "--runner-policy", "random", "--check", NULL);
  g_assert_cmpint (mixed.status, ==, 0);
  g_assert_nonnull (strstr (mixed.out, "Corp: heuristic, Runner: random"));
  g_assert_nonnull (strstr (mixed.out, "Invariant failures: 0"));
}

/* NAPD: --runner twice; the same identity twice is refused. */
static void
test_napd_options (void)
{
  g_auto (Result) two = { 0 };
  g_auto (Result) same = { 0 };
  g_auto (Result) play = { 0 };

  run_cli (&two, NULL, "simulate", "--games", "10", "--corp", CORP, "--runner", RUNNER,
           "--runner", NOISE, "--check", "--json", NULL);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_nonnull (strstr (two.out, "\"runners\" : 2"));
  run_cli (&same, NULL, "simulate", "--games", "10", "--corp", CORP, "--runner", RUNNER,
           "--runner", RUNNER, NULL);
  g_assert_cmpint (same.status, ==, 2);
  g_assert_nonnull (strstr (same.err, "same identity"));
  run_cli (&play, "", "play", "--corp", CORP, "--runner", RUNNER, "--runner", NOISE,
           "--ai", "both", "--seed", "2", NULL);
  g_assert_cmpint (play.status, ==, 0);
  g_assert_nonnull (strstr (play.out, "AI (Runner 2): "));
}

/* The searching levels on the command line: Hard plays the Corp with an
 * iteration budget, the game records and replays; the same seed and budget
 * give the same game; simulate takes the levels as policies; an unknown
 * level is refused. */
static void
test_ai_levels (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-engine-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.jsonl", NULL);
  g_auto (Result) play = { 0 };
  g_auto (Result) again = { 0 };
  g_auto (Result) replay = { 0 };
  g_auto (Result) sim = { 0 };
  g_auto (Result) bad = { 0 };
  g_auto (Result) zero = { 0 };

  /* DECKRUNNER_AI_ITERATIONS (set in main) replaces the time budgets */
  run_cli (&play, "", "play", "--corp", CORP, "--runner", RUNNER, "--ai", "both", "--ai-level",
           "hard", "--seed", "6", "--record", path, NULL);
  g_assert_cmpint (play.status, ==, 0);
  g_assert_nonnull (strstr (play.out, "Game over:"));
  run_cli (&again, "", "play", "--corp", CORP, "--runner", RUNNER, "--ai", "both", "--ai-level",
           "hard", "--seed", "6", NULL);
  g_assert_cmpstr (again.out, ==, play.out);
  run_cli (&replay, NULL, "replay", path, "--verify", NULL);
  g_assert_cmpint (replay.status, ==, 0);
  run_cli (&sim, NULL, "simulate", "--games", "2", "--corp", CORP, "--runner", RUNNER,
           "--corp-policy", "normal", "--runner-policy", "easy", "--ai-iterations", "6", "--json",
           NULL);
  g_assert_cmpint (sim.status, ==, 0);
  g_assert_nonnull (strstr (sim.out, "\"normal\""));
  run_cli (&bad, "", "play", "--corp", CORP, "--runner", RUNNER, "--ai", "corp", "--ai-level",
           "godlike", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "godlike"));
  run_cli (&zero, NULL, "simulate", "--games", "1", "--corp", CORP, "--runner", RUNNER,
           "--policy", "hard", "--ai-iterations", "-3", NULL);
  g_assert_cmpint (zero.status, ==, 2);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_bad_input (void)
{
  g_auto (Result) policy = { 0 };
  g_auto (Result) ai = { 0 };
  g_auto (Result) missing = { 0 };
  g_auto (Result) deck = { 0 };

  run_cli (&policy, NULL, "simulate", "--games", "5", "--corp", CORP, "--runner", RUNNER,
           "--policy", "clairvoyant", NULL);
  g_assert_cmpint (policy.status, ==, 2);
  g_assert_nonnull (strstr (policy.err, "clairvoyant"));
  run_cli (&ai, "", "play", "--corp", CORP, "--runner", RUNNER, "--ai", "sideways", NULL);
  g_assert_cmpint (ai.status, ==, 2);
  run_cli (&missing, "", "play", "--corp", CORP, NULL);
  g_assert_cmpint (missing.status, ==, 2);
  run_cli (&deck, "", "play", "--corp", RUNNER, "--runner", RUNNER, "--ai", "both", NULL);
  g_assert_cmpint (deck.status, ==, 2);
}

/* Lockpick (--game lockpick): the invariant sweep, the computer on every
 * seat with a record that replays, a human server typing numbers in
 * hot-seat with a hacker, and clear refusals. */
static void
test_lockpick (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-lockpick-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lockpick.jsonl", NULL);
  g_autofree char *text = NULL;
  g_auto (Result) sim = { 0 };
  g_auto (Result) json = { 0 };
  g_auto (Result) play = { 0 };
  g_auto (Result) replay = { 0 };
  g_auto (Result) human = { 0 };
  g_auto (Result) bad = { 0 };
  g_auto (Result) seats = { 0 };
  g_auto (Result) game = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *report;

  run_cli (&sim, NULL, "simulate", "--game", "lockpick", "--players", "4", "--games", "30", "--check", NULL);
  g_assert_cmpint (sim.status, ==, 0);
  g_assert_nonnull (strstr (sim.out, "30 games of Lockpick for 4 players"));
  g_assert_nonnull (strstr (sim.out, "Invariant failures: 0"));

  run_cli (&json, NULL, "simulate", "--game=lockpick", "--players", "2", "--games", "40",
           "--server-policy", "heuristic", "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json.out, -1, NULL));
  report = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (report, "games"), ==, 40);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (report, "server"), "total")
                   + json_object_get_int_member (json_object_get_object_member (report, "hackers"), "total"),
                   ==, 40);
  /* the heuristic server beats random hackers */
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (report, "server"), "total"),
                   >=, 36);

  /* a deal that reaches the server's turn (in some the first hacker finds the Core at once) */
  run_cli (&play, "", "play", "--game", "lockpick", "--players", "3", "--ai", "all", "--seed", "10",
           "--record", path, NULL);
  g_assert_cmpint (play.status, ==, 0);
  g_assert_true (strstr (play.out, "The server wins: ") != NULL || strstr (play.out, "The hackers win: ") != NULL);
  g_assert_nonnull (strstr (play.out, ": the turn of Server"));
  run_cli (&replay, NULL, "replay", path, "--verify", NULL);
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_nonnull (strstr (replay.out, "Verified"));

  /* hot-seat: the server lays out at random, then stops at its hacker's turn */
  run_cli (&human, "\n8\n\nq\n", "play", "--game", "lockpick", "--players", "2", "--seed", "3",
           "--record", path, NULL);
  g_assert_cmpint (human.status, ==, 0);
  g_assert_nonnull (strstr (human.out, "Pass the device to Hacker 1"));
  g_assert_nonnull (strstr (human.out, "Lay out the remaining structure cards at random"));
  g_assert_nonnull (strstr (human.out, "Hacker 1, your turn:"));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"game\":\"lockpick\""));
  g_clear_pointer (&replay.out, g_free);
  g_clear_pointer (&replay.err, g_free);
  run_cli (&replay, NULL, "replay", path, "--verify", NULL);
  g_assert_cmpint (replay.status, ==, 0);

  run_cli (&bad, NULL, "simulate", "--game", "lockpick", "--players", "5", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "2 to 4 players"));
  run_cli (&seats, "", "play", "--game", "lockpick", "--ai", "hacker3", NULL);
  g_assert_cmpint (seats.status, ==, 2);
  run_cli (&game, NULL, "simulate", "--game", "chess", NULL);
  g_assert_cmpint (game.status, ==, 2);
  g_unlink (path);
  g_rmdir (dir);
}

/* Lockpick with chosen decks (--decks chosen): the sweep and its replays,
 * the report saying how the decks were made, a whole game recorded and
 * verified, and a clear refusal of another word. */
static void
test_lockpick_chosen_decks (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-lockpick-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "chosen.jsonl", NULL);
  g_autofree char *text = NULL;
  g_auto (Result) sim = { 0 };
  g_auto (Result) json = { 0 };
  g_auto (Result) play = { 0 };
  g_auto (Result) replay = { 0 };
  g_auto (Result) bad = { 0 };
  g_auto (Result) human = { 0 };

  run_cli (&sim, NULL, "simulate", "--game", "lockpick", "--players", "3", "--games", "20",
           "--decks", "chosen", "--policy", "heuristic", "--check", NULL);
  g_assert_cmpint (sim.status, ==, 0);
  g_assert_nonnull (strstr (sim.out, "Invariant failures: 0"));
  run_cli (&json, NULL, "simulate", "--game", "lockpick", "--games", "5", "--decks", "chosen", "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "\"decks\" : \"chosen\""));

  run_cli (&play, "", "play", "--game", "lockpick", "--players", "2", "--ai", "all", "--seed", "4",
           "--decks", "chosen", "--record", path, NULL);
  g_assert_cmpint (play.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"decks\":\"chosen\""));
  run_cli (&replay, NULL, "replay", path, "--verify", NULL);
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_nonnull (strstr (replay.out, "Verified"));

  /* a person as the server: its structures, then its defenses at random
   * (the last choice); the computer's hacker takes its ten */
  run_cli (&human, "8\n8\nq\n", "play", "--game", "lockpick", "--players", "2", "--ai", "hackers",
           "--seed", "4", "--decks", "chosen", NULL);
  g_assert_cmpint (human.status, ==, 0);
  g_assert_nonnull (strstr (human.out, "Choose your structure cards: 10 more to take"));
  g_assert_nonnull (strstr (human.out, "Take Sandbox (2 left in the box)"));
  g_assert_nonnull (strstr (human.out, "Server has chosen 11 structure cards"));
  g_assert_nonnull (strstr (human.out, "Server has chosen 8 defense cards"));
  g_assert_nonnull (strstr (human.out, "Hacker 1 has chosen 10 attack cards"));
  g_assert_nonnull (strstr (human.out, "Which structure card do you lay out next?"));

  run_cli (&bad, NULL, "simulate", "--game", "lockpick", "--decks", "drafted", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "dealt or chosen"));
  g_unlink (path);
  g_rmdir (dir);
}

/* The records of a data folder's games folder, sorted, by path; a file
 * being written (a temporary name beside it) is not one. */
static GPtrArray *
games_files (const char *data_dir)
{
  g_autoptr (GPtrArray) names = dr_test_games_folder_names (data_dir);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < names->len; i++)
    if (g_str_has_suffix (g_ptr_array_index (names, i), ".jsonl"))
      g_ptr_array_add (paths, g_build_filename (data_dir, "games", g_ptr_array_index (names, i), NULL));
  return paths;
}

/* How many entries the games folder holds, records or not. */
static guint
games_entries (const char *data_dir)
{
  g_autoptr (GPtrArray) names = dr_test_games_folder_names (data_dir);

  return names->len;
}

/* The only record of the games folder once it holds `n_actions` actions,
 * waiting up to 30 s for the CLI to write it; NULL when it never did. */
static char *
wait_for_record (const char *data_dir, guint n_actions)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < deadline)
    {
      g_autoptr (GPtrArray) files = games_files (data_dir);
      DrLockpickRecord rec;
      gboolean done;

      dr_lockpick_record_init (&rec);
      done = files->len == 1 && dr_lockpick_record_load (g_ptr_array_index (files, 0), &rec, NULL)
             && rec.actions->len == n_actions;
      dr_lockpick_record_clear (&rec);
      if (done)
        return g_strdup (g_ptr_array_index (files, 0));
      g_usleep (20 * 1000);
    }
  return NULL;
}

/* `play --game lockpick` saves its game into the games folder of its data
 * folder as Netrunner's `play` and the Play window do: a hot-seat game
 * killed while it waits for a person is there with every decision taken,
 * and the app's list and resume read it, and so does `play --resume`; a
 * game the computer played to its end verifies; `--no-save` writes nothing
 * (and prints the same game), and is refused with `--record` or
 * `--resume`. */
static void
test_lockpick_games_folder (void)
{
  g_autofree char *killed_dir = dr_test_make_tmp_dir ();
  g_autofree char *finished_dir = dr_test_make_tmp_dir ();
  g_autofree char *unsaved_dir = dr_test_make_tmp_dir ();
  g_autofree char *record = g_build_filename (unsaved_dir, "lp.jsonl", NULL);
  g_autofree char *path = NULL;
  g_autofree char *not_a_folder = NULL;
  g_autofree char *blocked_record = NULL;
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) files = NULL;
  g_autoptr (DrPlayGame) game = NULL;
  g_autoptr (DrLockpickSession) session = NULL;
  g_autofree DrLpState *state = g_new0 (DrLpState, 1);
  g_auto (Result) finished = { 0 };
  g_auto (Result) listed = { 0 };
  g_auto (Result) resumed = { 0 };
  g_auto (Result) resume_unsaved = { 0 };
  g_auto (Result) tampered = { 0 };
  g_auto (Result) replay = { 0 };
  g_auto (Result) unsaved = { 0 };
  g_auto (Result) both = { 0 };
  g_auto (Result) unwritable = { 0 };
  DrLockpickRecord rec;
  const char *input = "\n8\n";
  GOutputStream *in;

  /* hot-seat: the server lays out at random, then the terminal waits for
   * the hackers' player, who never comes: the process is killed */
  proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                           | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error, CLI_PATH, "--data-dir", killed_dir,
                           "play", "--game", "lockpick", "--players", "2", "--seed", "3", NULL);
  g_assert_no_error (error);
  in = g_subprocess_get_stdin_pipe (proc);
  g_assert_true (g_output_stream_write_all (in, input, strlen (input), NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_flush (in, NULL, &error));
  path = wait_for_record (killed_dir, 1);
  g_subprocess_force_exit (proc);
  g_assert_true (g_subprocess_wait (proc, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (path);
  g_assert_true (g_str_has_prefix (strrchr (path, G_DIR_SEPARATOR) + 1, "game-"));
  g_assert_cmpuint (games_entries (killed_dir), ==, 1);
  dr_lockpick_record_init (&rec);
  g_assert_true (dr_lockpick_record_load (path, &rec, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (rec.actions->len, ==, 1);
  g_assert_cmpint (rec.players, ==, 2);
  g_assert_cmpuint (rec.seed, ==, 3);
  g_assert_false (rec.seat_ai[0] || rec.seat_ai[1]);
  g_assert_true (dr_lockpick_record_replay (&rec, state, &error));
  g_assert_no_error (error);
  g_assert_true (dr_lockpick_record_ends_on (&rec, state));
  g_assert_cmpint (state->phase, !=, DR_LP_PHASE_OVER);
  dr_lockpick_record_clear (&rec);
  /* the Resume list's reading, and the app's resume, at the hacker's turn */
  game = dr_lockpick_games_read (path, &error);
  g_assert_no_error (error);
  g_assert_true (game->lockpick);
  g_assert_false (game->finished);
  session = dr_lockpick_session_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_lockpick_session_get_acting_seat (session), ==, 1);
  run_cli (&listed, NULL, "--data-dir", killed_dir, "games", "list", "--unfinished", NULL);
  g_assert_cmpint (listed.status, ==, 0);
  g_assert_nonnull (strstr (listed.out, "Lockpick, 2 players"));

  /* and the command line resumes it, without --game: one more decision,
   * written back to the same file */
  run_cli (&resumed, "\n1\nq\n", "--data-dir", killed_dir, "play", "--resume", path, NULL);
  g_assert_cmpint (resumed.status, ==, 0);
  g_assert_nonnull (strstr (resumed.out, "Lockpick for 2 players, seed 3"));
  g_assert_nonnull (strstr (resumed.out, "Hacker 1, your turn:"));
  g_assert_cmpuint (games_entries (killed_dir), ==, 1);
  dr_lockpick_record_init (&rec);
  g_assert_true (dr_lockpick_record_load (path, &rec, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (rec.actions->len, ==, 2);
  g_assert_true (dr_lockpick_record_replay (&rec, state, &error));
  g_assert_no_error (error);
  g_assert_true (dr_lockpick_record_ends_on (&rec, state));
  dr_lockpick_record_clear (&rec);
  run_cli (&resume_unsaved, "", "play", "--game", "lockpick", "--no-save", "--resume", path, NULL);
  g_assert_cmpint (resume_unsaved.status, ==, 2);
  g_assert_nonnull (strstr (resume_unsaved.err, "--no-save"));
  /* a record whose end is not where its actions lead is refused */
  tamper_end_hash (path);
  run_cli (&tampered, "", "play", "--game", "lockpick", "--resume", path, NULL);
  g_assert_cmpint (tampered.status, ==, 2);
  g_assert_nonnull (strstr (tampered.err, "does not end on the position it records"));

  /* the computer on every seat, to the end: one record, named on stderr */
  run_cli (&finished, "", "--data-dir", finished_dir, "play", "--game", "lockpick", "--players", "3",
           "--ai", "all", "--seed", "10", NULL);
  g_assert_cmpint (finished.status, ==, 0);
  files = games_files (finished_dir);
  g_assert_cmpuint (files->len, ==, 1);
  g_assert_cmpuint (games_entries (finished_dir), ==, 1);
  g_assert_nonnull (strstr (finished.err, g_ptr_array_index (files, 0)));
  g_assert_null (strstr (finished.out, g_ptr_array_index (files, 0)));
  run_cli (&replay, NULL, "replay", g_ptr_array_index (files, 0), "--verify", NULL);
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_nonnull (strstr (replay.out, "Verified"));

  /* --no-save: the same game on the standard output, nothing written */
  run_cli (&unsaved, "", "--data-dir", unsaved_dir, "play", "--game", "lockpick", "--players", "3",
           "--ai", "all", "--seed", "10", "--no-save", NULL);
  g_assert_cmpint (unsaved.status, ==, 0);
  g_assert_cmpstr (unsaved.out, ==, finished.out);
  g_assert_null (strstr (unsaved.err, "saved in"));
  g_assert_cmpuint (games_entries (unsaved_dir), ==, 0);
  run_cli (&both, "", "--data-dir", unsaved_dir, "play", "--game", "lockpick", "--ai", "all", "--no-save",
           "--record", record, NULL);
  g_assert_cmpint (both.status, ==, 2);
  g_assert_nonnull (strstr (both.err, "--no-save"));
  g_assert_false (g_file_test (record, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (games_entries (unsaved_dir), ==, 0);

  /* a record that cannot be written: why, and a failure */
  not_a_folder = dr_test_write_file (unsaved_dir, "not-a-folder", "a file\n");
  blocked_record = g_build_filename (not_a_folder, "lp.jsonl", NULL);
  run_cli (&unwritable, "", "--data-dir", unsaved_dir, "play", "--game", "lockpick", "--ai", "all",
           "--record", blocked_record, NULL);
  g_assert_cmpint (unwritable.status, ==, 1);
  g_assert_nonnull (strstr (unwritable.err, blocked_record));
  g_assert_cmpuint (games_entries (unsaved_dir), ==, 0);

  dr_test_remove_tree (killed_dir);
  dr_test_remove_tree (finished_dir);
  dr_test_remove_tree (unsaved_dir);
}

int
main (int argc, char **argv)
{
  g_autofree char *data_dir = g_dir_make_tmp ("dr-engine-cli-data-XXXXXX", NULL);
  int status;

  g_test_init (&argc, &argv, NULL);
  /* `play` saves its games into the data folder's games folder: one of
   * these tests' own */
  g_setenv ("DECKRUNNER_DATA_DIR", data_dir, TRUE);
  /* the computer's levels search a fixed number of iterations in every
   * game these tests play: fast, and the same game for a seed */
  g_setenv ("DECKRUNNER_AI_ITERATIONS", "8", TRUE);
  g_test_add_func ("/engine/cli/play-ai-both-and-replay", test_play_ai_both_and_replay);
  g_test_add_func ("/engine/cli/play-human-runner", test_play_human_runner);
  g_test_add_func ("/engine/cli/simulate-policies", test_simulate_policies);
  g_test_add_func ("/engine/cli/napd-options", test_napd_options);
  g_test_add_func ("/engine/cli/bad-input", test_bad_input);
  g_test_add_func ("/engine/cli/ai-levels", test_ai_levels);
  g_test_add_func ("/engine/cli/lockpick", test_lockpick);
  g_test_add_func ("/engine/cli/lockpick-chosen-decks", test_lockpick_chosen_decks);
  g_test_add_func ("/engine/cli/lockpick-games-folder", test_lockpick_games_folder);
  status = g_test_run ();
  dr_test_remove_tree (data_dir);
  return status;
}
