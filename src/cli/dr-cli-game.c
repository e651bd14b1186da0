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
#include "dr-play-text.h"
#include "dr-scenario.h"

enum
{
  EXIT_OK = 0,
  EXIT_FAILED = 1,
  EXIT_BAD_INPUT = 2
};

static gboolean
parse_options (GOptionContext *ctx, int *argc, char ***argv)
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

static int
cmd_scenario (int argc, char **argv)
{
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FILE… — run scenario files"));
  int i, failed = 0, bad = 0, passed = 0;

  if (!parse_options (ctx, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc < 2)
    {
      g_printerr (_("Usage: deckrunner-cli scenario FILE…\n"));
      return EXIT_BAD_INPUT;
    }
  for (i = 1; i < argc; i++)
    {
      DrScenarioResult result;
      GError *error = NULL;

      if (!dr_scenario_run_file (argv[i], &result, &error))
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
  if (!parse_options (ctx, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc != 2)
    {
      g_printerr (_("Usage: deckrunner-cli replay FILE [--verify]\n"));
      return EXIT_BAD_INPUT;
    }
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

/* One Corp deck and one to three Runner decks (three: NAPD, seed 002). */
static gboolean
load_decks (const char *corp_path, char **runner_paths, DrScenarioDeck *corp,
            DrScenarioDeck *runners, int *n_runners)
{
  GError *error = NULL;
  int n = runner_paths != NULL ? (int) g_strv_length (runner_paths) : 0;
  int r;

  memset (corp, 0, sizeof *corp);
  memset (runners, 0, sizeof *runners * (DR_NR_MAX_SEATS - 1));
  *n_runners = 0;
  if (corp_path == NULL || n == 0)
    {
      g_printerr (_("Both --corp DECK and --runner DECK are required.\n"));
      return FALSE;
    }
  if (n > DR_NR_MAX_SEATS - 1)
    {
      g_printerr (_("At most three Runners can play (give --runner up to three times).\n"));
      return FALSE;
    }
  if (!dr_scenario_deck_load (corp_path, corp, &error))
    goto failed;
  for (r = 0; r < n; r++)
    if (!dr_scenario_deck_load (runner_paths[r], &runners[r], &error))
      goto failed;
  *n_runners = n;
  return TRUE;

failed:
  g_printerr ("%s\n", error->message);
  g_error_free (error);
  dr_scenario_deck_clear (corp);
  for (r = 0; r < n; r++)
    dr_scenario_deck_clear (&runners[r]);
  return FALSE;
}

static void
print_card_list (const DrNrState *v, const char *label, const uint8_t *ids, int n)
{
  int i;

  g_print ("  %s:", label);
  for (i = 0; i < n; i++)
    {
      const DrNrCard *c = &v->cards[ids[i]];
      const DrNrCardDef *d = dr_nr_def (v, ids[i]);

      g_print (" [%s", d->code[0] ? d->title : "?");
      if ((c->zone == DR_NR_ZONE_ICE || c->zone == DR_NR_ZONE_ROOT) && d->code[0]
          && !(c->flags & DR_NR_CARD_REZZED) && d->type != DR_NR_TYPE_AGENDA)
        g_print (" %s", _("(unrezzed)"));
      if (c->advancement > 0)
        g_print (" +%d", c->advancement);
      if (c->virus > 0)
        g_print (" %dv", c->virus);
      g_print ("]");
    }
  g_print ("\n");
}

static void
print_position (const DrNrState *s, int seat)
{
  DrNrState v;
  int server, r;

  dr_nr_view (s, seat, &v);
  g_print (_("— turn %d —\n"), v.turn);
  g_print (_("Corp: %d credits, %d clicks, %d points, %d in HQ, %d in R&D, %d in Archives\n"),
           v.seats[0].credits, v.seats[0].clicks, dr_nr_points (&v, 0), v.seats[0].hand.n,
           v.seats[0].deck.n, v.seats[0].discard.n);
  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    if (dr_nr_server_exists (&v, server)
        && (v.servers[server].n_ice > 0 || v.servers[server].n_root > 0))
      {
        char name[16];
        dr_nr_server_name (server, name, sizeof name);
        g_print ("  %s\n", name);
        print_card_list (&v, _("ice (innermost first)"), v.servers[server].ice, v.servers[server].n_ice);
        print_card_list (&v, _("root"), v.servers[server].root, v.servers[server].n_root);
      }
  for (r = 1; r < v.n_seats; r++)
    {
      if (v.seats[r].flatlined)
        {
          g_print (_("Runner %d: flatlined, out of the game\n"), r);
          continue;
        }
      g_print (_("Runner %d%s: %d credits, %d clicks, %d points, %d tags, %d in grip, %d in stack, MU %d/%d\n"),
               r, r == v.active_runner && v.n_seats > 2 ? _(" (active)") : "",
               v.seats[r].credits, v.seats[r].clicks, dr_nr_points (&v, r), v.seats[r].tags,
               v.seats[r].hand.n, v.seats[r].deck.n, dr_nr_memory_used (&v, r),
               dr_nr_memory (&v, r));
      print_card_list (&v, _("programs"), v.seats[r].programs.ids, v.seats[r].programs.n);
      print_card_list (&v, _("hardware"), v.seats[r].hardware.ids, v.seats[r].hardware.n);
      print_card_list (&v, _("resources"), v.seats[r].resources.ids, v.seats[r].resources.n);
    }
  print_card_list (&v, seat == 0 ? _("HQ") : _("grip"), v.seats[seat].hand.ids, v.seats[seat].hand.n);
}

/* Who reads the terminal: a seat, or nobody in particular (-1, a spectator)
 * when the computer plays every seat or people share the keyboard. */
static int
reader_seat (gboolean ai_corp, gboolean ai_runner, int n_runners)
{
  if (ai_runner && !ai_corp)
    return DR_NR_CORP_SEAT;
  if (ai_corp && !ai_runner && n_runners == 1)
    return 1;
  return -1;
}

/* An action in words as `reader` may know it (-2: everything, when only the
 * computer plays), and in the scenario vocabulary beside it. */
static char *
action_line (const DrNrState *s, const DrNrAction *a, int reader)
{
  DrNrState *view = NULL;
  const DrNrState *seen = s;
  DrEngineText text;
  char vocabulary[128];
  g_autofree char *sentence = NULL;

  if (reader != -2)
    {
      view = g_new (DrNrState, 1);
      dr_nr_view (s, reader, view);
      seen = view;
    }
  dr_nr_describe_action (seen, a, &text);
  sentence = dr_play_text_translate (&text, dr_play_netrunner_card_title, NULL);
  dr_nr_action_describe (seen, a, vocabulary, sizeof vocabulary);
  g_free (view);
  return g_strdup_printf ("%s  [%s]", sentence, vocabulary);
}

/* The log since the last call, as `reader` may know it. */
static void
print_new_events (const DrNrState *s, int reader, guint32 *shown)
{
  guint32 i = MIN (*shown, s->log_total);

  if (s->log_total - i > DR_NR_LOG_CAP)
    i = s->log_total - DR_NR_LOG_CAP;
  for (; i < s->log_total; i++)
    {
      DrEngineText text;

      if (dr_nr_describe_event (s, i, reader, &text))
        {
          g_autofree char *line = dr_play_text_translate (&text, dr_play_netrunner_card_title, NULL);
          g_print ("  · %s\n", line);
        }
    }
  *shown = s->log_total;
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

/* --ai-iterations: an iteration budget for the searching levels instead of
 * their time budgets, so that a seed replays the same game. */
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

/* Snapshots before each human decision, for undo. */
typedef struct
{
  DrNrState state;
  guint n_actions;
} PlaySnapshot;

static int
cmd_play (int argc, char **argv)
{
  char *corp_path = NULL, *ai = NULL, *record_path = NULL, *policy_name = NULL, *level = NULL;
  char **runner_paths = NULL;
  gint64 seed = 1;
  int ai_iterations = 0;
  GOptionEntry entries[] = {
    { "corp", 0, 0, G_OPTION_ARG_FILENAME, &corp_path, N_("Corp deck file"), N_("DECK") },
    { "runner", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &runner_paths, N_("Runner deck file; up to three times for a NAPD game"), N_("DECK") },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai, N_("Sides played by the computer: corp, runner or both"), N_("SIDE") },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &policy_name, N_("How the computer plays: heuristic (default), random, easy, normal or hard"), N_("NAME") },
    { "ai-level", 0, 0, G_OPTION_ARG_STRING, &level, N_("How well the computer plays: easy, normal or hard (overrides --policy)"), N_("LEVEL") },
    { "ai-iterations", 0, 0, G_OPTION_ARG_INT, &ai_iterations, N_("Search iterations per decision of the normal and hard levels (default: about 1 and 3 seconds)"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the game"), N_("N") },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record_path, N_("Write the game record to FILE"), N_("FILE") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("— play in the terminal"));
  g_autoptr (GArray) history = g_array_new (FALSE, FALSE, sizeof (PlaySnapshot));
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  DrScenarioPolicy policy = NULL;
  DrPlayRecord rec;
  DrNrState s;
  guint64 prng[4];
  gboolean ai_corp = FALSE, ai_runner = FALSE;
  int status = EXIT_OK, reader;
  guint32 log_shown = 0;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (ctx, _("At a decision type the number of an action, "
                                           "u to take back your last decision, q to stop."));
  if (!parse_options (ctx, &argc, &argv))
    return EXIT_BAD_INPUT;
  dr_play_record_init (&rec);
  if (ai != NULL)
    {
      ai_corp = strcmp (ai, "corp") == 0 || strcmp (ai, "both") == 0;
      ai_runner = strcmp (ai, "runner") == 0 || strcmp (ai, "both") == 0;
      if (!ai_corp && !ai_runner)
        {
          g_printerr (_("--ai takes corp, runner or both.\n"));
          status = EXIT_BAD_INPUT;
          goto out;
        }
    }
  if (level != NULL && dr_nr_ai_level_from_name (level) < 0)
    {
      g_printerr (_("Unknown level “%s” for --ai-level (known: easy, normal, hard).\n"), level);
      status = EXIT_BAD_INPUT;
      goto out;
    }
  if (level != NULL)
    policy = policy_option (level, "--ai-level");
  else
    policy = policy_option (policy_name != NULL ? policy_name : "heuristic", "--policy");
  if (policy == NULL || !ai_iterations_option (ai_iterations)
      || !load_decks (corp_path, runner_paths, &rec.corp, rec.runners, &rec.n_runners))
    {
      status = EXIT_BAD_INPUT;
      goto out;
    }
  rec.seed = (guint64) seed;
  if (!dr_play_record_start (&rec, &s, NULL))
    {
      g_printerr (_("The rules engine refused these decks (an unknown card, a card of the other side, or two Runners with the same identity).\n"));
      status = EXIT_BAD_INPUT;
      goto out;
    }
  dr_engine_rng_seed (prng, (guint64) seed ^ 0x5deece66dULL);
  reader = reader_seat (ai_corp, ai_runner, rec.n_runners);
  while (!dr_nr_is_over (&s))
    {
      int n = dr_nr_legal_actions (&s, legal);
      int seat = dr_nr_acting_seat (&s);
      gboolean by_ai = seat == 0 ? ai_corp : ai_runner;
      int k;

      print_new_events (&s, reader, &log_shown);
      if (by_ai)
        {
          g_autofree char *line = NULL;

          k = policy (&s, legal, n, prng, NULL);
          /* the computer's hidden cards stay hidden from the person playing */
          line = action_line (&s, &legal[k], ai_corp && ai_runner ? -2 : reader);
          /* TRANSLATORS: the first %s is a seat ("Corp", "Runner 2"), the second what it does */
          g_print (_("AI (%s): %s\n"), _(dr_nr_seat_name (&s, seat)), line);
        }
      else
        {
          PlaySnapshot snap;
          char line[64];
          int i;

          print_position (&s, seat);
          if (seat == 0)
            g_print (_("Corp decides (%s):\n"), dr_nr_decision_name (dr_nr_top (&s)));
          else
            g_print (_("Runner %d decides (%s):\n"), seat, dr_nr_decision_name (dr_nr_top (&s)));
          for (i = 0; i < n; i++)
            {
              g_autofree char *choice = action_line (&s, &legal[i], seat);
              g_print ("  %3d  %s\n", i + 1, choice);
            }
          g_print ("> ");
          fflush (stdout);
          if (fgets (line, sizeof line, stdin) == NULL)
            {
              status = EXIT_FAILED;
              break;
            }
          if (line[0] == 'q')
            break;
          if (line[0] == 'u')
            {
              if (history->len == 0)
                g_print (_("Nothing to take back.\n"));
              else
                {
                  snap = g_array_index (history, PlaySnapshot, history->len - 1);
                  g_array_set_size (history, history->len - 1);
                  s = snap.state;
                  g_array_set_size (rec.actions, snap.n_actions);
                }
              continue;
            }
          k = atoi (line) - 1;
          if (k < 0 || k >= n)
            {
              g_print (_("Type the number of an action.\n"));
              continue;
            }
          snap.state = s;
          snap.n_actions = rec.actions->len;
          g_array_append_val (history, snap);
        }
      g_array_append_val (rec.actions, legal[k]);
      dr_nr_apply (&s, &legal[k]);
    }
  print_new_events (&s, reader, &log_shown);
  if (dr_nr_is_over (&s))
    g_print (_("Game over: %s wins (%s) after %d turns.\n"),
             s.winner == DR_NR_WINNER_CORP ? _("the Corp")
             : s.winner == DR_NR_WINNER_RUNNER ? _("the Runner") : _("nobody"),
             dr_nr_reason_name (s.reason), s.turn);
  if (record_path != NULL)
    {
      GError *error = NULL;
      if (!dr_play_record_save (&rec, &s, record_path, &error))
        {
          g_printerr ("%s\n", error->message);
          g_error_free (error);
          status = EXIT_BAD_INPUT;
        }
    }

out:
  dr_play_record_clear (&rec);
  g_free (corp_path);
  g_strfreev (runner_paths);
  g_free (ai);
  g_free (policy_name);
  g_free (level);
  g_free (record_path);
  return status;
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
    { "corp", 0, 0, G_OPTION_ARG_FILENAME, &corp_path, N_("Corp deck file"), N_("DECK") },
    { "runner", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &runner_paths, N_("Runner deck file; up to three times for a NAPD game"), N_("DECK") },
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
  DrScenarioSimOptions options = { 0 };
  DrScenarioSimReport report;
  const char *corp_name, *runner_name;
  GError *error = NULL;
  int status = EXIT_BAD_INPUT, n_runners = 0, r;
  guint i;

  memset (runners, 0, sizeof runners);
  memset (&corp, 0, sizeof corp);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!parse_options (ctx, &argc, &argv))
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
  if (!load_decks (corp_path, runner_paths, &corp, runners, &n_runners))
    goto out;
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
    dr_scenario_deck_clear (&runners[r]);
  g_free (corp_path);
  g_strfreev (runner_paths);
  g_free (policy);
  g_free (corp_policy);
  g_free (runner_policy);
  return status;
}

int
dr_cli_game_main (const char *command, int argc, char **argv)
{
  if (g_strcmp0 (command, "scenario") == 0)
    return cmd_scenario (argc, argv);
  if (g_strcmp0 (command, "replay") == 0)
    return cmd_replay (argc, argv);
  if (g_strcmp0 (command, "play") == 0)
    return cmd_play (argc, argv);
  if (g_strcmp0 (command, "simulate") == 0)
    return cmd_simulate (argc, argv);
  g_printerr (_("Unknown command %s\n"), command ? command : "");
  return EXIT_BAD_INPUT;
}
