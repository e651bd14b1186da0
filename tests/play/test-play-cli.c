/* test-play-cli.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deck arguments of `play` and `simulate` through the real
 * deckrunner-cli, on a data folder of its own: starter decks, files in the
 * importer's formats, saved decks, refusals (exit 2), and resuming a game.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "dr-test-helper.h"

#define ENGINE_CORP DECK_DIR "/core-corp.json"
#define ENGINE_RUNNER DECK_DIR "/core-runner.json"
#define CORP_TEXT PLAY_DECK_DIR "/corp-netrunnerdb.txt"
#define CORP_CSV PLAY_DECK_DIR "/corp.csv"
#define CORP_JINTEKI PLAY_DECK_DIR "/corp-jinteki.txt"
#define RUNNER_O8D PLAY_DECK_DIR "/runner.o8d"
#define RUNNER_MD PLAY_DECK_DIR "/runner.md"
#define RUNNER_TXT PLAY_DECK_DIR "/runner.txt"

static char *data_dir;

static guint
count (const char *text, const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

static void
test_list_starters (void)
{
  g_auto (DrTestCliResult) r = { 0 };

  dr_test_run_cli_with_input (&r, data_dir, NULL, "play", "--list-starters", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpuint (count (r.out, "starter:"), ==, 7);
  g_assert_nonnull (strstr (r.out, "starter:jinteki"));
  g_assert_nonnull (strstr (r.out, "Jinteki: Personal Evolution, 49 cards"));
  g_assert_nonnull (strstr (r.out, "starter:shaper"));
}

/* Every starter deck plays now that the whole Core Set is implemented; a
 * deck with a card from a later pack (02012, Janus 1.0: not in the bundled
 * data, so named by its code) is refused with exit 2, the card named. */
static void
test_starter_refused_with_titles (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-play-cli-XXXXXX", NULL);
  g_autofree char *deck = g_build_filename (dir, "later-pack.json", NULL);
  g_auto (DrTestCliResult) starter = { 0 };
  g_auto (DrTestCliResult) r = { 0 };

  dr_test_run_cli_with_input (&starter, data_dir, NULL, "play", "--corp", "starter:jinteki", "--runner", ENGINE_RUNNER,
                              "--ai", "both", NULL);
  g_assert_cmpint (starter.status, ==, 0);
  g_assert_nonnull (strstr (starter.out, "Game over"));

  g_assert_true (g_file_set_contents (deck, "{\"identity\": \"01054\", \"cards\": {\"01110\": 3, \"02012\": 2}}",
                                      -1, NULL));
  dr_test_run_cli_with_input (&r, data_dir, NULL, "play", "--corp", deck, "--runner", ENGINE_RUNNER, "--ai", "both", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "later-pack.json: the rules engine cannot play 1 card of this deck yet: 02012"));
  g_assert_null (strstr (r.out, "Game over"));
  g_unlink (deck);
  g_rmdir (dir);
}

/* Files in the importer's formats play and simulate like engine JSON. */
static void
test_importer_formats (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-play-cli-XXXXXX", NULL);
  g_autofree char *record = g_build_filename (dir, "game.jsonl", NULL);
  g_auto (DrTestCliResult) sim = { 0 };
  g_auto (DrTestCliResult) play = { 0 };
  g_auto (DrTestCliResult) replay = { 0 };

  dr_test_run_cli_with_input (&sim, data_dir, NULL, "simulate", "--games", "3", "--corp", CORP_TEXT, "--runner", RUNNER_O8D,
           "--runner", ENGINE_RUNNER, "--check", NULL);
  /* Kate twice is refused by the engine: two Runners, same identity */
  g_assert_cmpint (sim.status, ==, 2);
  g_clear_pointer (&sim.out, g_free);
  g_clear_pointer (&sim.err, g_free);
  dr_test_run_cli_with_input (&sim, data_dir, NULL, "simulate", "--games", "3", "--corp", CORP_TEXT, "--runner", RUNNER_O8D,
           "--check", NULL);
  g_assert_cmpint (sim.status, ==, 0);
  g_assert_nonnull (strstr (sim.out, "Invariant failures: 0"));

  dr_test_run_cli_with_input (&play, data_dir, NULL, "play", "--corp", CORP_CSV, "--runner", RUNNER_MD, "--ai", "both",
           "--seed", "3", "--record", record, NULL);
  g_assert_cmpint (play.status, ==, 0);
  g_assert_nonnull (strstr (play.out, "Game over:"));
  dr_test_run_cli_with_input (&replay, data_dir, NULL, "replay", record, "--verify", NULL);
  g_assert_cmpint (replay.status, ==, 0);
  g_unlink (record);
  g_rmdir (dir);
}

/* Saved decks by #id and by name. */
static void
test_saved_decks (void)
{
  g_auto (DrTestCliResult) corp = { 0 };
  g_auto (DrTestCliResult) runner = { 0 };
  g_auto (DrTestCliResult) play = { 0 };
  g_auto (DrTestCliResult) missing = { 0 };

  dr_test_run_cli_with_input (&corp, data_dir, NULL, "deck", "import", CORP_JINTEKI, "--name", "Engine Glacier", NULL);
  g_assert_cmpint (corp.status, ==, 0);
  dr_test_run_cli_with_input (&runner, data_dir, NULL, "deck", "import", RUNNER_TXT, "--name", "Engine Kate", NULL);
  g_assert_cmpint (runner.status, ==, 0);
  dr_test_run_cli_with_input (&play, data_dir, NULL, "play", "--corp", "Engine Glacier", "--runner", "engine kate", "--ai",
           "both", "--seed", "5", "--policy", "easy", NULL);
  g_assert_cmpint (play.status, ==, 0);
  g_assert_nonnull (strstr (play.out, "Game over:"));
  dr_test_run_cli_with_input (&missing, data_dir, NULL, "play", "--corp", "#999", "--runner", "Engine Kate", NULL);
  g_assert_cmpint (missing.status, ==, 2);
}

static void
test_bad_decks (void)
{
  g_auto (DrTestCliResult) nothing = { 0 };
  g_auto (DrTestCliResult) side = { 0 };
  g_auto (DrTestCliResult) starter = { 0 };
  g_auto (DrTestCliResult) policy = { 0 };

  dr_test_run_cli_with_input (&nothing, data_dir, NULL, "play", "--corp", "No such deck anywhere", "--runner", ENGINE_RUNNER,
           NULL);
  g_assert_cmpint (nothing.status, ==, 2);
  g_assert_nonnull (strstr (nothing.err, "starter:NAME"));
  dr_test_run_cli_with_input (&side, data_dir, NULL, "play", "--corp", RUNNER_MD, "--runner", ENGINE_RUNNER, NULL);
  g_assert_cmpint (side.status, ==, 2);
  g_assert_nonnull (strstr (side.err, "is not a Corp deck"));
  dr_test_run_cli_with_input (&starter, data_dir, NULL, "simulate", "--corp", "starter:tinkerers", "--runner", ENGINE_RUNNER,
           NULL);
  g_assert_cmpint (starter.status, ==, 2);
  g_assert_nonnull (strstr (starter.err, "haas-bioroid"));
  dr_test_run_cli_with_input (&policy, data_dir, NULL, "play", "--corp", ENGINE_CORP, "--runner", ENGINE_RUNNER, "--policy",
           "grandmaster", NULL);
  g_assert_cmpint (policy.status, ==, 2);
}

/* A game stopped with q and its record resumed: the seats come back, the
 * record grows, and it still replays. */
static void
test_resume (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-play-cli-XXXXXX", NULL);
  g_autofree char *record = g_build_filename (dir, "game.jsonl", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_auto (DrTestCliResult) start = { 0 };
  g_auto (DrTestCliResult) resume = { 0 };
  g_auto (DrTestCliResult) replay = { 0 };

  dr_test_run_cli_with_input (&start, data_dir, "1\nq\n", "play", "--corp", ENGINE_CORP, "--runner", ENGINE_RUNNER, "--ai",
           "corp", "--seed", "9", "--record", record, NULL);
  g_assert_cmpint (start.status, ==, 0);
  g_assert_true (g_file_get_contents (record, &first, NULL, NULL));
  g_assert_nonnull (strstr (first, "\"session\":{\"seats\":[\"ai\",\"human\"]"));
  dr_test_run_cli_with_input (&resume, data_dir, "1\n1\nq\n", "play", "--resume", record, NULL);
  g_assert_cmpint (resume.status, ==, 0);
  g_assert_nonnull (strstr (resume.out, "Runner 1 decides (action)"));
  g_assert_true (g_file_get_contents (record, &second, NULL, NULL));
  g_assert_cmpuint (count (second, "\n"), >, count (first, "\n"));
  dr_test_run_cli_with_input (&replay, data_dir, NULL, "replay", record, "--verify", NULL);
  g_assert_cmpint (replay.status, ==, 0);
  g_unlink (record);
  g_rmdir (dir);
}

static gboolean
is_game_file_name (const char *name)
{
  return g_str_has_prefix (name, "game-") && g_str_has_suffix (name, ".jsonl");
}

/* `play` saves into the games folder of its data folder, named as the
 * window names its games, so that `games list` (and the window's Resume
 * and Replays, which read the folder with the same code) list it: a game
 * the computer finished, one stopped with q (resumed in place), neither
 * with --record FILE or --no-save; a damaged file is listed with why. */
static void
test_games_folder (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *elsewhere = g_build_filename (dir, "elsewhere.jsonl", NULL);
  g_autofree char *damaged = NULL;
  g_autofree char *stopped = NULL;
  g_autofree char *finished = NULL;
  g_autoptr (GPtrArray) files = NULL;
  g_autoptr (JsonNode) json = NULL;
  g_auto (DrTestCliResult) empty = { 0 };
  g_auto (DrTestCliResult) computer = { 0 };
  g_auto (DrTestCliResult) person = { 0 };
  g_auto (DrTestCliResult) resumed = { 0 };
  g_auto (DrTestCliResult) recorded = { 0 };
  g_auto (DrTestCliResult) unsaved = { 0 };
  g_auto (DrTestCliResult) both = { 0 };
  g_auto (DrTestCliResult) listing = { 0 };
  g_auto (DrTestCliResult) only_finished = { 0 };
  g_auto (DrTestCliResult) only_unfinished = { 0 };
  g_auto (DrTestCliResult) as_json = { 0 };
  g_auto (DrTestCliResult) folder = { 0 };
  g_auto (DrTestCliResult) no_subcommand = { 0 };
  g_auto (DrTestCliResult) unknown = { 0 };
  JsonArray *games;
  JsonObject *game;

  /* nothing saved yet: exit 1, as a search without a match */
  dr_test_run_cli_with_input (&empty, dir, NULL, "games", "list", NULL);
  g_assert_cmpint (empty.status, ==, 1);
  g_assert_nonnull (strstr (empty.err, "No saved games"));

  dr_test_run_cli_with_input (&computer, dir, NULL, "play", "--corp", ENGINE_CORP, "--runner", ENGINE_RUNNER, "--ai",
                              "both", "--policy", "easy", "--seed", "4", NULL);
  g_assert_cmpint (computer.status, ==, 0);
  g_assert_nonnull (strstr (computer.out, "Game over"));
  files = dr_test_games_folder_names (dir);
  g_assert_cmpuint (files->len, ==, 1);
  g_assert_true (is_game_file_name (g_ptr_array_index (files, 0)));
  finished = g_strdup (g_ptr_array_index (files, 0));
  g_assert_nonnull (strstr (computer.err, finished));
  g_clear_pointer (&files, g_ptr_array_unref);

  /* a person's game stopped after one decision: saved, unfinished */
  dr_test_run_cli_with_input (&person, dir, "1\nq\n", "play", "--corp", ENGINE_CORP, "--runner", ENGINE_RUNNER, "--ai",
                              "corp", "--seed", "9", NULL);
  g_assert_cmpint (person.status, ==, 0);
  files = dr_test_games_folder_names (dir);
  g_assert_cmpuint (files->len, ==, 2);
  stopped = g_strdup (g_str_equal (g_ptr_array_index (files, 0), finished) ? g_ptr_array_index (files, 1)
                                                                           : g_ptr_array_index (files, 0));
  g_assert_true (is_game_file_name (stopped));
  g_clear_pointer (&files, g_ptr_array_unref);
  {
    g_autofree char *path = g_build_filename (dir, "games", stopped, NULL);

    dr_test_run_cli_with_input (&resumed, dir, "1\nq\n", "play", "--resume", path, NULL);
    g_assert_cmpint (resumed.status, ==, 0);
    g_assert_nonnull (strstr (resumed.out, "Runner 1 decides"));
  }

  /* --record FILE instead of the folder; --no-save nowhere */
  dr_test_run_cli_with_input (&recorded, dir, "q\n", "play", "--corp", ENGINE_CORP, "--runner", ENGINE_RUNNER, "--ai",
                              "corp", "--record", elsewhere, NULL);
  g_assert_cmpint (recorded.status, ==, 0);
  g_assert_true (g_file_test (elsewhere, G_FILE_TEST_IS_REGULAR));
  dr_test_run_cli_with_input (&unsaved, dir, "q\n", "play", "--corp", ENGINE_CORP, "--runner", ENGINE_RUNNER, "--ai",
                              "corp", "--no-save", NULL);
  g_assert_cmpint (unsaved.status, ==, 0);
  g_assert_null (strstr (unsaved.err, "saved in"));
  dr_test_run_cli_with_input (&both, dir, "q\n", "play", "--corp", ENGINE_CORP, "--runner", ENGINE_RUNNER,
                              "--no-save", "--record", elsewhere, NULL);
  g_assert_cmpint (both.status, ==, 2);
  g_assert_nonnull (strstr (both.err, "--no-save"));
  files = dr_test_games_folder_names (dir);
  g_assert_cmpuint (files->len, ==, 2);
  g_clear_pointer (&files, g_ptr_array_unref);

  damaged = dr_test_write_file (dir, "games/game-damaged.jsonl", "not a record\n");

  dr_test_run_cli_with_input (&listing, dir, NULL, "games", "list", NULL);
  g_assert_cmpint (listing.status, ==, 0);
  g_assert_nonnull (strstr (listing.out, finished));
  g_assert_nonnull (strstr (listing.out, stopped));
  g_assert_nonnull (strstr (listing.out, "game-damaged.jsonl"));
  g_assert_nonnull (strstr (listing.out, "cannot be read: line 1"));
  g_assert_nonnull (strstr (listing.out, "Haas-Bioroid: Engineering the Future vs Kate \"Mac\" McCaffrey"));
  g_assert_nonnull (strstr (listing.out, "unfinished"));
  g_assert_null (strstr (listing.out, "elsewhere"));

  dr_test_run_cli_with_input (&only_finished, dir, NULL, "games", "list", "--finished", NULL);
  g_assert_cmpint (only_finished.status, ==, 0);
  g_assert_nonnull (strstr (only_finished.out, finished));
  g_assert_null (strstr (only_finished.out, stopped));
  g_assert_null (strstr (only_finished.out, "damaged"));
  g_assert_true (strstr (only_finished.out, "The Corp wins: ") != NULL
                 || strstr (only_finished.out, "The Runner wins: ") != NULL
                 || strstr (only_finished.out, "The game is a draw: ") != NULL);
  dr_test_run_cli_with_input (&only_unfinished, dir, NULL, "games", "list", "--unfinished", NULL);
  g_assert_cmpint (only_unfinished.status, ==, 0);
  g_assert_nonnull (strstr (only_unfinished.out, stopped));
  g_assert_null (strstr (only_unfinished.out, finished));

  /* JSON, newest first: the damaged file, the stopped game (written again
   * by the resume), the finished one */
  dr_test_run_cli_with_input (&as_json, dir, NULL, "games", "list", "--json", NULL);
  g_assert_cmpint (as_json.status, ==, 0);
  json = dr_test_parse_json (as_json.out);
  games = json_node_get_array (json);
  g_assert_cmpuint (json_array_get_length (games), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 0), "file"), ==,
                   "game-damaged.jsonl");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 1), "file"), ==, stopped);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 2), "file"), ==, finished);
  for (guint i = 0; i < 3; i++)
    {
      game = json_array_get_object_element (games, i);
      if (g_str_equal (json_object_get_string_member (game, "file"), "game-damaged.jsonl"))
        {
          g_assert_nonnull (strstr (json_object_get_string_member (game, "problem"), "line 1"));
          continue;
        }
      g_assert_true (json_object_get_null_member (game, "problem"));
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (game, "seats")), ==, 2);
      if (g_str_equal (json_object_get_string_member (game, "file"), finished))
        {
          g_assert_true (json_object_get_boolean_member (game, "finished"));
          g_assert_nonnull (json_object_get_string_member (game, "winner"));
          g_assert_nonnull (json_object_get_string_member (game, "reason"));
        }
      else
        {
          g_assert_cmpstr (json_object_get_string_member (game, "file"), ==, stopped);
          g_assert_false (json_object_get_boolean_member (game, "finished"));
          g_assert_true (json_object_get_null_member (game, "winner"));
          g_assert_true (json_object_get_boolean_member (
            json_array_get_object_element (json_object_get_array_member (game, "seats"), 1), "human"));
        }
    }

  dr_test_run_cli_with_input (&folder, dir, NULL, "games", "dir", NULL);
  g_assert_cmpint (folder.status, ==, 0);
  g_assert_nonnull (strstr (folder.out, "/games\n"));
  dr_test_run_cli_with_input (&no_subcommand, dir, NULL, "games", NULL);
  g_assert_cmpint (no_subcommand.status, ==, 2);
  dr_test_run_cli_with_input (&unknown, dir, NULL, "games", "remove", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "remove"));
  /* the damaged file is the user's: listed, never touched */
  g_assert_true (g_file_test (damaged, G_FILE_TEST_IS_REGULAR));
  dr_test_remove_tree (dir);
}

/* NAPD: the person plays the second Runner only. */
static void
test_napd_seat (void)
{
  g_auto (DrTestCliResult) r = { 0 };

  dr_test_run_cli_with_input (&r, data_dir, "1\nq\n", "play", "--corp", ENGINE_CORP, "--runner", ENGINE_RUNNER, "--runner",
           DECK_DIR "/core-runner-noise.json", "--ai", "corp,runner1", "--seed", "2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Runner 2 decides (mulligan)"));
  g_assert_null (strstr (r.out, "Runner 1 decides"));
  g_assert_nonnull (strstr (r.out, "AI (Runner 1): "));
}

/* A scenario that starts from decks: its own (a file beside it, in an
 * importer format), or those of the command line instead. */
static void
test_scenario_decks (void)
{
  g_auto (DrTestCliResult) own = { 0 };
  g_auto (DrTestCliResult) replaced = { 0 };
  g_auto (DrTestCliResult) refused = { 0 };
  const char *scenario = PLAY_SCENARIO_DIR "/setup-from-decks.json";

  dr_test_run_cli_with_input (&own, data_dir, NULL, "scenario", scenario, NULL);
  g_assert_cmpint (own.status, ==, 0);
  g_assert_nonnull (strstr (own.out, "1 passed, 0 failed"));
  /* a smaller Corp deck and Noise: the counts the file expects change */
  dr_test_run_cli_with_input (&replaced, data_dir, NULL, "scenario", "--corp", DECK_DIR "/core-corp-jinteki.json", "--runner",
           DECK_DIR "/core-runner-noise.json", scenario, NULL);
  g_assert_cmpint (replaced.status, ==, 1);
  g_assert_nonnull (strstr (replaced.out, "\"corp.deck\",\"equals\":40}: got"));
  dr_test_run_cli_with_input (&refused, data_dir, NULL, "scenario", "--corp", ENGINE_RUNNER, "--runner", ENGINE_RUNNER, scenario,
           NULL);
  g_assert_cmpint (refused.status, ==, 2);
  g_assert_nonnull (strstr (refused.err, "is not a Corp deck"));
}

/* Malformed scenario and record files (issue 18): a clear message naming
 * the file and the member, exit status 2, and the file left as it was. */
static void
test_malformed_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-play-cli-XXXXXX", NULL);
  g_autofree char *scenario = g_build_filename (dir, "bad.json", NULL);
  g_autofree char *record = g_build_filename (dir, "bad.jsonl", NULL);
  g_autofree char *good = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *after = NULL;
  g_autoptr (GString) edited = NULL;
  g_auto (DrTestCliResult) run = { 0 };
  g_auto (DrTestCliResult) replay = { 0 };
  g_auto (DrTestCliResult) resume = { 0 };

  g_assert_true (g_file_set_contents (scenario,
    "{\"corp\": {}, \"runner\": {}, \"steps\": [{\"do\": \"credit\", \"amount\": {}}]}",
    -1, NULL));
  dr_test_run_cli_with_input (&run, data_dir, NULL, "scenario", scenario, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, scenario));
  g_assert_nonnull (strstr (run.err, "step 1: \"amount\" must be a whole number"));

  g_assert_true (g_file_get_contents (SOURCE_ROOT "/tests/fuzz/records/core-seed-1.jsonl", &good,
                                      NULL, NULL));
  edited = g_string_new (good);
  g_assert_cmpint (g_string_replace (edited, "\"seed\":1,", "\"seed\":\"1\",", 1), ==, 1);
  bad = g_string_free (g_steal_pointer (&edited), FALSE);
  g_assert_true (g_file_set_contents (record, bad, -1, NULL));
  dr_test_run_cli_with_input (&replay, data_dir, NULL, "replay", record, "--verify", NULL);
  g_assert_cmpint (replay.status, ==, 2);
  g_assert_nonnull (strstr (replay.err, "line 1: \"seed\" must be a whole number"));
  dr_test_run_cli_with_input (&resume, data_dir, "q\n", "play", "--resume", record, NULL);
  g_assert_cmpint (resume.status, ==, 2);
  g_assert_nonnull (strstr (resume.err, "line 1: \"seed\" must be a whole number"));
  g_assert_true (g_file_get_contents (record, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, bad);
  dr_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  data_dir = dr_test_make_tmp_dir ();
  g_test_add_func ("/play/cli/list-starters", test_list_starters);
  g_test_add_func ("/play/cli/starter-refused-with-titles", test_starter_refused_with_titles);
  g_test_add_func ("/play/cli/importer-formats", test_importer_formats);
  g_test_add_func ("/play/cli/saved-decks", test_saved_decks);
  g_test_add_func ("/play/cli/bad-decks", test_bad_decks);
  g_test_add_func ("/play/cli/resume", test_resume);
  g_test_add_func ("/play/cli/games-folder", test_games_folder);
  g_test_add_func ("/play/cli/napd-seat", test_napd_seat);
  g_test_add_func ("/play/cli/scenario-decks", test_scenario_decks);
  g_test_add_func ("/play/cli/malformed-files", test_malformed_files);
  status = g_test_run ();
  dr_test_remove_tree (data_dir);
  g_free (data_dir);
  return status;
}
