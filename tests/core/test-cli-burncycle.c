/* test-cli-burncycle.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-test-helper.h"

/* deckrunner-cli burncycle, the real binary: the set-up checklist for every
 * player count, dice rolls, the reference, and bad arguments. */

#define RUN(result, ...) \
  ((result)->status = dr_test_run_cli (NULL, &(result)->out, &(result)->err, __VA_ARGS__, NULL))

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

static void
test_setup_every_player_count (void)
{
  const int upgrades[] = { 0, 3, 1, 0, 0 };

  for (int players = 1; players <= 4; players++)
    {
      g_auto(DrTestCliResult) text = { 0 };
      g_auto(DrTestCliResult) json = { 0 };
      g_auto(DrTestCliResult) again = { 0 };
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autofree char *count = g_strdup_printf ("%d", players);
      g_autofree char *energy = NULL;
      JsonObject *setup;
      JsonArray *steps;
      int first, marker;

      RUN (&text, "burncycle", "setup", "--players", count, "--seed", "11", "--slots", "5");
      g_assert_cmpint (text.status, ==, 0);
      g_assert_cmpstr (text.err, ==, "");
      g_assert_nonnull (strstr (text.out, "seed 11"));
      /* Sixteen numbered steps, each a checklist. */
      g_assert_nonnull (strstr (text.out, " 1. First player"));
      g_assert_nonnull (strstr (text.out, "16. Imperatives"));
      g_assert_nonnull (strstr (text.out, "    [ ] "));
      g_assert_nonnull (strstr (text.out, "4 red ping markers"));
      g_assert_nonnull (strstr (text.out, "the captain action token and 4 standard action tokens, for 5 active"));
      energy = players == 1 ? g_strdup ("Your agent puts a marker on 10 starting energy")
                            : g_strdup_printf ("Each of the %d agents puts a marker on 10 starting energy", players);
      g_assert_nonnull (strstr (text.out, energy));
      if (players == 1)
        g_assert_nonnull (strstr (text.out, "all 3 reserve upgrades"));
      else if (players == 2)
        g_assert_nonnull (strstr (text.out, "1 reserve upgrade of its choice"));
      else
        g_assert_nonnull (strstr (text.out, "no reserve upgrade"));

      RUN (&json, "burncycle", "setup", "--players", count, "--seed", "11", "--slots", "5", "--json");
      g_assert_cmpint (json.status, ==, 0);
      setup = parse_object (parser, json.out);
      g_assert_cmpint (json_object_get_int_member (setup, "players"), ==, players);
      g_assert_cmpint (json_object_get_int_member (setup, "reserve_upgrades"), ==, upgrades[players]);
      g_assert_cmpint (json_object_get_int_member (setup, "starting_energy"), ==, 10);
      g_assert_cmpint (json_object_get_int_member (setup, "red_pings"), ==, 4);
      g_assert_cmpint (json_object_get_int_member (setup, "network_dice"), ==, players + 1);
      g_assert_cmpint (json_object_get_int_member (setup, "standard_tokens"), ==, 4);
      g_assert_cmpint (json_object_get_int_member (setup, "imperative_cards"), ==, players);
      g_assert_cmpstr (json_object_get_string_member (setup, "difficulty"), ==, "standard");
      first = json_object_get_int_member (setup, "first_player");
      marker = json_object_get_int_member (setup, "corporation_marker");
      g_assert_cmpint (first, >=, 1);
      g_assert_cmpint (first, <=, players);
      g_assert_cmpint (marker, ==, first == 1 ? players : first - 1);
      steps = json_object_get_array_member (setup, "steps");
      g_assert_cmpuint (json_array_get_length (steps), ==, 16);
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (steps, 15), "number"), ==, 16);

      /* The seed makes the draw again. */
      RUN (&again, "burncycle", "setup", "--players", count, "--seed", "11", "--slots", "5");
      g_assert_cmpstr (again.out, ==, text.out);
    }
}

static void
test_setup_options (void)
{
  g_auto(DrTestCliResult) heightened = { 0 };
  g_auto(DrTestCliResult) no_slots = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *setup;

  RUN (&heightened, "burncycle", "setup", "--players", "3", "--difficulty", "heightened");
  g_assert_cmpint (heightened.status, ==, 0);
  g_assert_nonnull (strstr (heightened.out, "Heightened difficulty"));
  g_assert_nonnull (strstr (heightened.out, "one standard action token fewer"));

  RUN (&no_slots, "burncycle", "setup", "--players", "2", "--json");
  g_assert_cmpint (no_slots.status, ==, 0);
  setup = parse_object (parser, no_slots.out);
  g_assert_true (json_object_get_null_member (setup, "captain_slot"));
  g_assert_true (json_object_get_null_member (setup, "standard_tokens"));
}

static void
test_bad_arguments (void)
{
  const char *const bad[][6] = {
    { "burncycle", NULL },
    { "burncycle", "frobnicate", NULL },
    { "burncycle", "setup", NULL },
    { "burncycle", "setup", "--players", "0", NULL },
    { "burncycle", "setup", "--players", "5", NULL },
    { "burncycle", "setup", "--players", "two", NULL },
    { "burncycle", "setup", "--players", "2", "--difficulty", "nightmare" },
    { "burncycle", "setup", "--players", "2", "--slots", "9" },
    { "burncycle", "setup", "--players", "2", "--seed", "-3" },
    { "burncycle", "setup", "--players", "2", "extra", NULL },
    { "burncycle", "roll", NULL },
    { "burncycle", "roll", "d20", NULL },
    { "burncycle", "roll", "ping", "--times", "0", NULL },
    { "burncycle", "--frob", NULL },
  };
  const char *const expected[] = {
    "subcommand", "frobnicate", "--players", "“0”", "“5”", "“two”", "nightmare", "“9”", "“-3”", "extra",
    "ping, inspection, keypad, burncycle", "d20", "“0”", "frob",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(DrTestCliResult) result = { 0 };

      result.status = dr_test_run_cli (NULL, &result.out, &result.err, bad[i][0], bad[i][1], bad[i][2], bad[i][3],
                                       bad[i][4], bad[i][5], NULL);
      g_test_message ("%s %s %s: %s", bad[i][1], bad[i][2], bad[i][3], result.err);
      g_assert_cmpint (result.status, ==, 2);
      g_assert_nonnull (strstr (result.err, expected[i]));
      g_assert_cmpstr (result.out, ==, "");
    }
}

static void
test_roll (void)
{
  g_auto(DrTestCliResult) rolls = { 0 };
  g_auto(DrTestCliResult) again = { 0 };
  g_auto(DrTestCliResult) text = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  int threat = 0;

  RUN (&rolls, "burncycle", "roll", "ping", "--times", "600", "--seed", "5", "--json");
  g_assert_cmpint (rolls.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, rolls.out, -1, &error));
  array = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (array), ==, 600);
  for (guint i = 0; i < 600; i++)
    {
      JsonObject *roll = json_array_get_object_element (array, i);

      g_assert_cmpstr (json_object_get_string_member (roll, "die"), ==, "ping");
      threat += g_str_equal (json_object_get_string_member (roll, "face"), "threat");
    }
  /* One face of six. */
  g_assert_cmpint (threat, >, 60);
  g_assert_cmpint (threat, <, 140);
  RUN (&again, "burncycle", "roll", "ping", "--times", "600", "--seed", "5", "--json");
  g_assert_cmpstr (again.out, ==, rolls.out);

  /* Text: one line per roll, the result spelled out; a die whose faces the
   * sheet does not show says what the app assumes. */
  RUN (&text, "burncycle", "roll", "inspection", "--times", "3");
  g_assert_cmpint (text.status, ==, 0);
  {
    g_auto(GStrv) lines = g_strsplit (g_strchomp (text.out), "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, 3);
    g_assert_true (g_str_has_prefix (lines[0], "Inspection die: "));
  }
  g_assert_nonnull (strstr (text.err, "five results"));
}

static void
test_reference (void)
{
  g_auto(DrTestCliResult) hubs = { 0 };
  g_auto(DrTestCliResult) all = { 0 };
  g_auto(DrTestCliResult) none = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *entries;

  RUN (&hubs, "burncycle", "reference", "hub", "core");
  g_assert_cmpint (hubs.status, ==, 0);
  g_assert_true (g_str_has_prefix (hubs.out, "Network hubs (Network)\n"));

  RUN (&all, "burncycle", "reference", "--json");
  g_assert_cmpint (all.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, all.out, -1, NULL));
  entries = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (entries), >=, 30);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (entries, 0), "category"), ==,
                   "actions");

  RUN (&none, "burncycle", "reference", "frobnicate");
  g_assert_cmpint (none.status, ==, 1);
  g_assert_cmpstr (none.out, ==, "");
  g_assert_nonnull (strstr (none.err, "frobnicate"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/burncycle/setup-every-player-count", test_setup_every_player_count);
  g_test_add_func ("/cli/burncycle/setup-options", test_setup_options);
  g_test_add_func ("/cli/burncycle/bad-arguments", test_bad_arguments);
  g_test_add_func ("/cli/burncycle/roll", test_roll);
  g_test_add_func ("/cli/burncycle/reference", test_reference);
  return g_test_run ();
}
