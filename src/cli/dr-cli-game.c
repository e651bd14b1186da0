/* dr-cli-game.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's commands for deckrunner-cli: run scenario files, verify
 * replays, play in the terminal, and self-play simulations.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dr-cli-game.h"
#include "dr-cli-game-private.h"
#include "dr-lockpick-play.h"
#include "dr-scenario.h"

enum
{
  EXIT_OK = DR_CLI_GAME_OK,
  EXIT_FAILED = DR_CLI_GAME_FAILED,
  EXIT_BAD_INPUT = DR_CLI_GAME_BAD_INPUT
};

gboolean
dr_cli_game_parse_options (GOptionContext *ctx, int *argc, char ***argv)
{
  GError *error = NULL;

  if (!g_option_context_parse (ctx, argc, argv, &error))
    {
      g_printerr ("%s\n", error->message);
      g_error_free (error);
      return FALSE;
    }
  return TRUE;
}

/* Decks of the command line for scenarios that start from decks. */
typedef struct
{
  DrScenarioDeck corp;
  DrScenarioDeck runners[DR_NR_MAX_SEATS - 1];
  DrScenarioDecks decks;
} ScenarioDecks;

static void
scenario_decks_clear (ScenarioDecks *given)
{
  int r;

  dr_scenario_deck_clear (&given->corp);
  for (r = 0; r < DR_NR_MAX_SEATS - 1; r++)
    dr_scenario_deck_clear (&given->runners[r]);
}

static gboolean
load_scenario_decks (const char *corp_argument, char **runner_arguments, ScenarioDecks *given)
{
  g_autoptr (DrPlayDeck) corp = NULL;
  DrPlayDeck *runners[DR_NR_MAX_SEATS - 1] = { NULL };
  int n_runners = 0, r;

  memset (given, 0, sizeof *given);
  if (corp_argument == NULL && runner_arguments == NULL)
    return TRUE;
  if (!dr_cli_game_load_decks (corp_argument, runner_arguments, &corp, runners, &n_runners))
    return FALSE;
  dr_play_deck_to_scenario (corp, &given->corp);
  for (r = 0; r < n_runners; r++)
    {
      dr_play_deck_to_scenario (runners[r], &given->runners[r]);
      dr_play_deck_free (runners[r]);
    }
  given->decks.corp = &given->corp;
  given->decks.runners = given->runners;
  given->decks.n_runners = n_runners;
  return TRUE;
}

static int
cmd_scenario (int argc, char **argv)
{
  g_autofree char *corp_path = NULL;
  g_auto (GStrv) runner_paths = NULL;
  GOptionEntry entries[] = {
    { "corp", 0, 0, G_OPTION_ARG_FILENAME, &corp_path, N_("Corp deck for scenarios that start from decks (with --runner)"), N_("DECK") },
    { "runner", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &runner_paths, N_("Runner deck for scenarios that start from decks; up to three times"), N_("DECK") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FILE… — run scenario files"));
  ScenarioDecks given;
  int i, failed = 0, bad = 0, passed = 0;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!dr_cli_game_parse_options (ctx, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc < 2)
    {
      g_printerr (_("Usage: deckrunner-cli scenario FILE…\n"));
      return EXIT_BAD_INPUT;
    }
  if (!load_scenario_decks (corp_path, runner_paths, &given))
    return EXIT_BAD_INPUT;
  for (i = 1; i < argc; i++)
    {
      DrScenarioResult result;
      GError *error = NULL;

      if (!dr_scenario_run_file_with_decks (argv[i], given.decks.corp != NULL ? &given.decks : NULL,
                                            &result, &error))
        {
          g_printerr (_("%s: %s\n"), argv[i], error->message);
          g_error_free (error);
          bad++;
        }
      else if (result.failures->len > 0)
        {
          guint k;
          g_print (_("FAIL %s (%s)\n"), argv[i], result.title);
          for (k = 0; k < result.failures->len; k++)
            g_print ("  %s\n", (const char *) g_ptr_array_index (result.failures, k));
          failed++;
        }
      else
        {
          g_print (_("ok   %s (%s): %u expectations\n"), argv[i], result.title,
                   result.n_expectations);
          passed++;
        }
      dr_scenario_result_clear (&result);
    }
  scenario_decks_clear (&given);
  g_print (_("%d passed, %d failed, %d unreadable\n"), passed, failed, bad);
  if (bad > 0)
    return EXIT_BAD_INPUT;
  return failed > 0 ? EXIT_FAILED : EXIT_OK;
}

static int
cmd_replay (int argc, char **argv)
{
  gboolean verify = FALSE;
  GOptionEntry entries[] = {
    { "verify", 0, 0, G_OPTION_ARG_NONE, &verify, N_("Compare the final hash with the record"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FILE — replay a game record"));
  DrPlayRecord rec;
  DrNrState s;
  GError *error = NULL;
  guint64 hash;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!dr_cli_game_parse_options (ctx, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc != 2)
    {
      g_printerr (_("Usage: deckrunner-cli replay FILE [--verify]\n"));
      return EXIT_BAD_INPUT;
    }
  if (dr_lockpick_record_sniff (argv[1]))
    return dr_cli_lockpick_replay (argv[1], verify);
  if (!dr_play_record_load (argv[1], &rec, &error)
      || !dr_play_record_replay (&rec, &s, &error))
    {
      g_printerr ("%s\n", error->message);
      g_error_free (error);
      dr_play_record_clear (&rec);
      return EXIT_BAD_INPUT;
    }
  hash = dr_nr_hash (&s);
  {
    /* Numbers wider than int are formatted first: translators see plain %s. */
    g_autofree char *hash_text = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", hash);

    g_print (_("%u actions, %d turns, final hash %s\n"), rec.actions->len, s.turn, hash_text);
  }
  if (verify)
    {
      gboolean ok = rec.has_end && rec.final_hash == hash;
      if (!rec.has_end)
        g_print (_("The record has no end line to verify against.\n"));
      else if (ok)
        g_print (_("Verified: the replay reproduces the recorded hash.\n"));
      else
        {
          g_autofree char *hash_text = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", rec.final_hash);

          g_print (_("NOT verified: the record says %s.\n"), hash_text);
        }
      dr_play_record_clear (&rec);
      return ok ? EXIT_OK : EXIT_FAILED;
    }
  dr_play_record_clear (&rec);
  return EXIT_OK;
}

gboolean
dr_cli_game_load_decks (const char *corp_argument, char **runner_arguments, DrPlayDeck **corp,
                        DrPlayDeck **runners, int *n_runners)
{
  DrPlayDeckContext context = { NULL };
  GError *error = NULL;
  int n = runner_arguments != NULL ? (int) g_strv_length (runner_arguments) : 0;
  int r;

  *corp = NULL;
  memset (runners, 0, sizeof *runners * (DR_NR_MAX_SEATS - 1));
  *n_runners = 0;
  if (corp_argument == NULL || n == 0)
    {
      g_printerr (_("Both --corp DECK and --runner DECK are required.\n"));
      return FALSE;
    }
  if (n > DR_NR_MAX_SEATS - 1)
    {
      g_printerr (_("At most three Runners can play (give --runner up to three times).\n"));
      return FALSE;
    }
  for (r = 0; r <= n; r++)
    {
      const char *argument = r == 0 ? corp_argument : runner_arguments[r - 1];
      DrPlayDeck *deck = dr_play_deck_resolve (argument, &context, &error);

      if (deck == NULL || !dr_play_deck_check (deck, &error))
        {
          dr_play_deck_free (deck);
          goto failed;
        }
      if (g_strcmp0 (dr_play_deck_engine_side (deck), r == 0 ? "corp" : "runner") != 0)
        {
          g_set_error (&error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                       r == 0 ? _("%s is not a Corp deck") : _("%s is not a Runner deck"),
                       deck->name);
          dr_play_deck_free (deck);
          goto failed;
        }
      if (r == 0)
        *corp = deck;
      else
        runners[r - 1] = deck;
    }
  *n_runners = n;
  dr_play_deck_context_clear (&context);
  return TRUE;

failed:
  g_printerr ("%s\n", error->message);
  g_error_free (error);
  dr_play_deck_context_clear (&context);
  g_clear_pointer (corp, dr_play_deck_free);
  for (r = 0; r < DR_NR_MAX_SEATS - 1; r++)
    g_clear_pointer (&runners[r], dr_play_deck_free);
  return FALSE;
}

static DrScenarioPolicy
policy_option (const char *name, const char *option)
{
  DrScenarioPolicy policy = dr_scenario_policy_by_name (name);

  if (policy == NULL)
    g_printerr (_("Unknown policy “%s” for %s (known: random, heuristic, easy, normal, hard).\n"),
                name, option);
  return policy;
}

/* --ai-iterations: another iteration budget for the searching levels than
 * their own (200 and 600). */
static gboolean
ai_iterations_option (int iterations)
{
  DrNrAiBudget budget = { .iterations = iterations };

  if (iterations < 0)
    {
      g_printerr (_("--ai-iterations must be positive.\n"));
      return FALSE;
    }
  if (iterations > 0)
    {
      dr_scenario_set_ai_budget (DR_NR_AI_NORMAL, &budget);
      dr_scenario_set_ai_budget (DR_NR_AI_HARD, &budget);
    }
  return TRUE;
}

static int
cmd_simulate (int argc, char **argv)
{
  char *corp_path = NULL, *policy = NULL, *corp_policy = NULL, *runner_policy = NULL;
  char **runner_paths = NULL;
  gint64 seed = 1;
  int games = 100, turn_limit = 200, ai_iterations = 0;
  gboolean json = FALSE, check = FALSE;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("Number of games"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the first game"), N_("S") },
    { "corp", 0, 0, G_OPTION_ARG_FILENAME, &corp_path, N_("Corp deck: a file, a saved deck (#ID or name) or starter:NAME"), N_("DECK") },
    { "runner", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &runner_paths, N_("Runner deck, as for --corp; up to three times for a NAPD game"), N_("DECK") },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &policy, N_("Policy of every seat: random (default), heuristic, easy, normal or hard"), N_("NAME") },
    { "corp-policy", 0, 0, G_OPTION_ARG_STRING, &corp_policy, N_("Policy of the Corp, overriding --policy"), N_("NAME") },
    { "runner-policy", 0, 0, G_OPTION_ARG_STRING, &runner_policy, N_("Policy of the Runners, overriding --policy"), N_("NAME") },
    { "turn-limit", 0, 0, G_OPTION_ARG_INT, &turn_limit, N_("Turns before a game is a draw"), N_("N") },
    { "ai-iterations", 0, 0, G_OPTION_ARG_INT, &ai_iterations, N_("Search iterations per decision of the normal and hard levels (default: about 1 and 3 seconds)"), N_("N") },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check, N_("Check the invariants after every action and verify every replay"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the report as JSON"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("— self-play"));
  DrScenarioDeck corp, runners[DR_NR_MAX_SEATS - 1];
  g_autoptr (DrPlayDeck) play_corp = NULL;
  DrPlayDeck *play_runners[DR_NR_MAX_SEATS - 1] = { NULL };
  DrScenarioSimOptions options = { 0 };
  DrScenarioSimReport report;
  const char *corp_name, *runner_name;
  GError *error = NULL;
  int status = EXIT_BAD_INPUT, n_runners = 0, r;
  guint i;

  memset (runners, 0, sizeof runners);
  memset (&corp, 0, sizeof corp);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!dr_cli_game_parse_options (ctx, &argc, &argv))
    goto out;
  corp_name = corp_policy ? corp_policy : policy ? policy : "random";
  runner_name = runner_policy ? runner_policy : policy ? policy : "random";
  options.corp_policy = policy_option (corp_name, "--corp-policy");
  options.runner_policy = policy_option (runner_name, "--runner-policy");
  if (options.corp_policy == NULL || options.runner_policy == NULL
      || !ai_iterations_option (ai_iterations))
    goto out;
  if (games < 1 || turn_limit < 1 || turn_limit > 60000)
    {
      g_printerr (_("--games and --turn-limit must be positive.\n"));
      goto out;
    }
  if (!dr_cli_game_load_decks (corp_path, runner_paths, &play_corp, play_runners, &n_runners))
    goto out;
  dr_play_deck_to_scenario (play_corp, &corp);
  for (r = 0; r < n_runners; r++)
    dr_play_deck_to_scenario (play_runners[r], &runners[r]);
  options.games = games;
  options.seed = (guint64) seed;
  options.turn_limit = (guint16) turn_limit;
  options.check_invariants = check;
  options.check_replay = check;
  if (!dr_scenario_simulate (&corp, runners, n_runners, &options, &report, &error))
    {
      g_printerr ("%s\n", error->message);
      g_error_free (error);
      goto out;
    }
  if (json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) root = NULL;
      g_autofree char *text = NULL;
      const char *sides[3] = { "corp", "runner", "draw" };
      int w, k;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "games");
      json_builder_add_int_value (b, report.games);
      json_builder_set_member_name (b, "runners");
      json_builder_add_int_value (b, n_runners);
      json_builder_set_member_name (b, "corp-policy");
      json_builder_add_string_value (b, corp_name);
      json_builder_set_member_name (b, "runner-policy");
      json_builder_add_string_value (b, runner_name);
      for (w = 0; w < 3; w++)
        {
          json_builder_set_member_name (b, sides[w]);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "total");
          json_builder_add_int_value (b, report.wins[w]);
          for (k = 1; k < DR_NR_N_RESULTS; k++)
            {
              json_builder_set_member_name (b, dr_nr_reason_name (k));
              json_builder_add_int_value (b, report.by_reason[w][k]);
            }
          json_builder_end_object (b);
        }
      json_builder_set_member_name (b, "average-turns");
      json_builder_add_double_value (b, (double) report.turns / report.games);
      json_builder_set_member_name (b, "actions");
      json_builder_add_int_value (b, (gint64) report.actions);
      json_builder_set_member_name (b, "seconds");
      json_builder_add_double_value (b, report.seconds);
      json_builder_set_member_name (b, "actions-per-second");
      json_builder_add_double_value (b, report.actions / MAX (report.seconds, 1e-9));
      json_builder_set_member_name (b, "invariant-failures");
      json_builder_add_int_value (b, report.invariant_failures);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      text = json_to_string (root, TRUE);
      g_print ("%s\n", text);
    }
  else
    {
      int k;
      g_print (_("%d games in %.2f s (Corp: %s, Runner: %s)\n"), report.games, report.seconds,
               corp_name, runner_name);
      g_print (_("Corp wins: %d"), report.wins[0]);
      for (k = 1; k < DR_NR_N_RESULTS; k++)
        if (report.by_reason[0][k] > 0)
          g_print (" (%s %d)", dr_nr_reason_name (k), report.by_reason[0][k]);
      g_print (_("\nRunner wins: %d"), report.wins[1]);
      for (k = 1; k < DR_NR_N_RESULTS; k++)
        if (report.by_reason[1][k] > 0)
          g_print (" (%s %d)", dr_nr_reason_name (k), report.by_reason[1][k]);
      g_print (_("\nDraws: %d"), report.wins[2]);
      for (k = 1; k < DR_NR_N_RESULTS; k++)
        if (report.by_reason[2][k] > 0)
          g_print (" (%s %d)", dr_nr_reason_name (k), report.by_reason[2][k]);
      g_print (_("\nAverage turns: %.1f\n"), (double) report.turns / report.games);
      {
        g_autofree char *actions_text = g_strdup_printf ("%" G_GUINT64_FORMAT, report.actions);

        g_print (_("Actions: %s (%.0f per second)\n"), actions_text,
                 report.actions / MAX (report.seconds, 1e-9));
      }
      if (check)
        g_print (_("Invariant failures: %u\n"), report.invariant_failures);
    }
  for (i = 0; i < report.messages->len; i++)
    g_printerr ("%s\n", (const char *) g_ptr_array_index (report.messages, i));
  status = report.invariant_failures > 0 ? EXIT_FAILED : EXIT_OK;
  dr_scenario_sim_report_clear (&report);

out:
  dr_scenario_deck_clear (&corp);
  for (r = 0; r < DR_NR_MAX_SEATS - 1; r++)
    {
      dr_scenario_deck_clear (&runners[r]);
      dr_play_deck_free (play_runners[r]);
    }
  g_free (corp_path);
  g_strfreev (runner_paths);
  g_free (policy);
  g_free (corp_policy);
  g_free (runner_policy);
  return status;
}

/* --game NAME (or --game=NAME) picks the game: netrunner (default) or
 * lockpick; it is taken out of argv before the command parses the rest. */
static const char *
take_game_option (int *argc, char **argv, gboolean *bad)
{
  const char *game = "netrunner";
  int i, out = 1;

  *bad = FALSE;
  for (i = 1; i < *argc; i++)
    {
      if (g_strcmp0 (argv[i], "--game") == 0)
        {
          if (i + 1 >= *argc)
            {
              *bad = TRUE;
              return NULL;
            }
          game = argv[++i];
          continue;
        }
      if (g_str_has_prefix (argv[i], "--game="))
        {
          game = argv[i] + strlen ("--game=");
          continue;
        }
      argv[out++] = argv[i];
    }
  *argc = out;
  argv[out] = NULL;
  return game;
}

int
dr_cli_game_main (const char *command, int argc, char **argv)
{
  gboolean bad;
  const char *game = take_game_option (&argc, argv, &bad);

  if (bad || (g_strcmp0 (game, "netrunner") != 0 && g_strcmp0 (game, "lockpick") != 0))
    {
      g_printerr (_("--game takes netrunner or lockpick\n"));
      return EXIT_BAD_INPUT;
    }
  if (g_strcmp0 (game, "lockpick") == 0)
    return dr_cli_lockpick_main (command, argc, argv);
  if (g_strcmp0 (command, "scenario") == 0)
    return cmd_scenario (argc, argv);
  if (g_strcmp0 (command, "replay") == 0)
    return cmd_replay (argc, argv);
  if (g_strcmp0 (command, "play") == 0)
    return dr_cli_play (argc, argv);
  if (g_strcmp0 (command, "simulate") == 0)
    return cmd_simulate (argc, argv);
  g_printerr (_("Unknown command %s\n"), command ? command : "");
  return EXIT_BAD_INPUT;
}
