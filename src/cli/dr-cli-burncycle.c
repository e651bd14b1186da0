/* dr-cli-burncycle.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-burncycle"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-burncycle-dice.h"
#include "dr-burncycle-reference.h"
#include "dr-burncycle-setup.h"
#include "dr-cli.h"
#include "dr-json-members.h"

/* The burncycle companion on the command line: the set-up checklist for a
 * player count, dice rolls, and the reference. Needs no data files. */

static gboolean
parse_number (const char *text,
              gint64      minimum,
              gint64      maximum,
              gint64     *value)
{
  return text != NULL && g_ascii_string_to_signed (text, 10, minimum, maximum, value, NULL);
}

/* A seed given, or a random one (printed, so the draw can be made again). */
static gboolean
parse_seed (const char *text,
            guint32    *seed)
{
  guint64 value;

  if (text == NULL)
    {
      *seed = g_random_int ();
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, &value, NULL))
    return FALSE;
  *seed = (guint32) value;
  return TRUE;
}

static const char *
line_kind_name (DrBurncycleLineKind kind)
{
  switch (kind)
    {
    case DR_BURNCYCLE_LINE_COUNT:
      return "count";
    case DR_BURNCYCLE_LINE_DRAWN:
      return "drawn";
    case DR_BURNCYCLE_LINE_TABLE:
    default:
      return "table";
    }
}

static void
add_int_or_null (JsonBuilder *builder,
                 const char  *name,
                 int          value,
                 gboolean     known)
{
  json_builder_set_member_name (builder, name);
  if (known)
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
print_setup_json (const DrBurncycleSetup *setup)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  dr_json_add_int_member (builder, "players", setup->players);
  dr_json_add_string_member (builder, "difficulty", dr_burncycle_difficulty_name (setup->difficulty));
  add_int_or_null (builder, "active_slots", setup->active_slots, setup->active_slots > 0);
  dr_json_add_int_member (builder, "seed", setup->seed);
  dr_json_add_int_member (builder, "first_player", setup->first_player);
  dr_json_add_int_member (builder, "corporation_marker", setup->corporation_marker);
  dr_json_add_int_member (builder, "reserve_upgrades", setup->reserve_upgrades);
  dr_json_add_int_member (builder, "starting_energy", setup->starting_energy);
  dr_json_add_int_member (builder, "network_dice", setup->network_dice);
  dr_json_add_int_member (builder, "red_pings", setup->red_pings);
  add_int_or_null (builder, "standard_tokens", setup->standard_tokens, setup->active_slots > 0);
  add_int_or_null (builder, "captain_slot", setup->captain_slot, setup->active_slots > 0);
  dr_json_add_int_member (builder, "imperative_cards", setup->imperative_cards);
  json_builder_set_member_name (builder, "steps");
  json_builder_begin_array (builder);
  for (guint i = 0; i < setup->steps->len; i++)
    {
      const DrBurncycleSetupStep *step = g_ptr_array_index (setup->steps, i);

      json_builder_begin_object (builder);
      dr_json_add_int_member (builder, "number", step->number);
      dr_json_add_string_member (builder, "title", step->title);
      json_builder_set_member_name (builder, "lines");
      json_builder_begin_array (builder);
      for (guint j = 0; j < step->lines->len; j++)
        {
          const DrBurncycleSetupLine *line = g_ptr_array_index (step->lines, j);

          json_builder_begin_object (builder);
          dr_json_add_string_member (builder, "kind", line_kind_name (line->kind));
          dr_json_add_string_member (builder, "text", line->text);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  dr_cli_print_json (builder);
}

static void
print_setup (const DrBurncycleSetup *setup)
{
  /* Translators: the heading of the burncycle set-up checklist */
  printf (ngettext ("burncycle set-up: %d player, %s difficulty (seed %u)\n",
                    "burncycle set-up: %d players, %s difficulty (seed %u)\n", setup->players),
          setup->players, dr_burncycle_difficulty_label (setup->difficulty), setup->seed);
  for (guint i = 0; i < setup->steps->len; i++)
    {
      const DrBurncycleSetupStep *step = g_ptr_array_index (setup->steps, i);

      printf ("\n%2d. %s\n", step->number, step->title);
      for (guint j = 0; j < step->lines->len; j++)
        {
          const DrBurncycleSetupLine *line = g_ptr_array_index (step->lines, j);

          printf ("    [ ] %s\n", line->text);
        }
    }
}

static int
run_setup (char **args,
           const char *players_text,
           const char *difficulty_text,
           const char *slots_text,
           const char *seed_text,
           gboolean json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrBurncycleSetup) setup = NULL;
  DrBurncycleDifficulty difficulty = DR_BURNCYCLE_DIFFICULTY_STANDARD;
  gint64 players, slots = 0;
  guint32 seed;

  if (args[0] != NULL)
    return dr_cli_fail (_("burncycle setup takes no argument, only options: “%s”"), args[0]);
  if (players_text == NULL)
    return dr_cli_fail (_("burncycle setup needs --players N (1 to 4)"));
  if (!parse_number (players_text, DR_BURNCYCLE_MIN_PLAYERS, DR_BURNCYCLE_MAX_PLAYERS, &players))
    return dr_cli_fail (_("--players must be 1, 2, 3 or 4, not “%s”"), players_text);
  if (difficulty_text != NULL && !dr_burncycle_difficulty_from_name (difficulty_text, &difficulty))
    return dr_cli_fail (_("Unknown difficulty “%s”: use standard or heightened"), difficulty_text);
  if (slots_text != NULL && !parse_number (slots_text, 1, DR_BURNCYCLE_MAX_SLOTS, &slots))
    return dr_cli_fail (_("--slots must be a number of active burncycle slots from 1 to %d, not “%s”"),
                        DR_BURNCYCLE_MAX_SLOTS, slots_text);
  if (!parse_seed (seed_text, &seed))
    return dr_cli_fail (_("--seed must be a whole number from 0 to 4294967295, not “%s”"), seed_text);

  setup = dr_burncycle_setup_new ((int) players, difficulty, (int) slots, seed, &error);
  if (setup == NULL)
    return dr_cli_fail ("%s", error->message);
  if (json)
    print_setup_json (setup);
  else
    print_setup (setup);
  return DR_CLI_EXIT_OK;
}

static char *
dice_names (void)
{
  GString *names = g_string_new (NULL);

  for (DrBurncycleDie die = 0; die < DR_BURNCYCLE_N_DICE; die++)
    g_string_append_printf (names, "%s%s", die > 0 ? ", " : "", dr_burncycle_die_info (die)->id);
  return g_string_free (names, FALSE);
}

static int
run_roll (char       **args,
          const char  *times_text,
          const char  *seed_text,
          gboolean     json)
{
  g_autoptr(GRand) rand = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const DrBurncycleDieInfo *info;
  DrBurncycleDie die;
  gint64 times = 1;
  guint32 seed;

  if (args[0] == NULL || args[1] != NULL)
    {
      g_autofree char *names = dice_names ();

      return dr_cli_fail (_("burncycle roll needs one die: %s"), names);
    }
  if (!dr_burncycle_die_from_name (args[0], &die))
    {
      g_autofree char *names = dice_names ();

      return dr_cli_fail (_("Unknown die “%s”: use %s"), args[0], names);
    }
  if (times_text != NULL && !parse_number (times_text, 1, 1000, &times))
    return dr_cli_fail (_("--times must be from 1 to 1000, not “%s”"), times_text);
  if (!parse_seed (seed_text, &seed))
    return dr_cli_fail (_("--seed must be a whole number from 0 to 4294967295, not “%s”"), seed_text);

  info = dr_burncycle_die_info (die);
  rand = g_rand_new_with_seed (seed);
  if (!json && info->note != NULL)
    g_printerr ("%s\n", _(info->note));
  json_builder_begin_array (builder);
  for (gint64 i = 0; i < times; i++)
    {
      const DrBurncycleFace *face = &info->faces[dr_burncycle_die_roll (die, rand)];

      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "die", info->id);
      dr_json_add_string_member (builder, "face", face->id);
      dr_json_add_string_member (builder, "result", _(face->label));
      dr_json_add_string_member (builder, "text", _(face->text));
      json_builder_end_object (builder);
      if (!json)
        /* Translators: one roll, "Ping die: Threat — The threat advances by 1." */
        printf (_("%s: %s — %s\n"), _(info->name), _(face->label), _(face->text));
    }
  json_builder_end_array (builder);
  if (json)
    dr_cli_print_json (builder);
  return DR_CLI_EXIT_OK;
}

static int
run_reference (char     **args,
               gboolean   json)
{
  g_autofree char *query = g_strjoinv (" ", args);
  g_autoptr(GPtrArray) found = dr_burncycle_reference_search (query);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < found->len; i++)
    {
      const DrBurncycleEntry *entry = g_ptr_array_index (found, i);

      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "id", entry->id);
      dr_json_add_string_member (builder, "category", dr_burncycle_category_name (entry->category));
      dr_json_add_string_member (builder, "title", _(entry->title));
      dr_json_add_string_member (builder, "text", _(entry->text));
      json_builder_end_object (builder);
      if (!json)
        printf ("%s%s (%s)\n    %s\n", i > 0 ? "\n" : "", _(entry->title),
                dr_burncycle_category_label (entry->category), _(entry->text));
    }
  json_builder_end_array (builder);
  if (json)
    dr_cli_print_json (builder);
  if (found->len == 0 && !json)
    g_printerr (_("No reference entry holds “%s”.\n"), query);
  return found->len > 0 ? DR_CLI_EXIT_OK : DR_CLI_EXIT_NO_MATCH;
}

int
dr_cli_burncycle (int    argc,
                  char **argv)
{
  g_autofree char *players = NULL;
  g_autofree char *difficulty = NULL;
  g_autofree char *slots = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *times = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, &players, N_("setup: the number of players, 1 to 4"), N_("N") },
    { "difficulty", 0, 0, G_OPTION_ARG_STRING, &difficulty,
      N_("setup: standard (the default) or heightened"), N_("D") },
    { "slots", 0, 0, G_OPTION_ARG_STRING, &slots,
      N_("setup: the active burncycle slots of the command module, to fill the bag and draw the captain token's "
         "slot"), N_("K") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_("setup, roll: draw from this seed (default: a random one)"),
      N_("S") },
    { "times", 0, 0, G_OPTION_ARG_STRING, &times, N_("roll: how many rolls, 1 to 1000 (default 1)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("SUBCOMMAND — a companion for the burncycle board game"));

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Subcommands:\n"
                                  "  setup --players N    the set-up checklist (steps 1–16) for N players\n"
                                  "  roll DIE             roll the ping, inspection, keypad or burncycle die\n"
                                  "  reference [QUERY…]   the rules reference, or the entries holding every word"));
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (argc < 2)
    return dr_cli_fail (_("burncycle needs a subcommand: setup, roll or reference"));
  if (g_str_equal (argv[1], "setup"))
    return run_setup (argv + 2, players, difficulty, slots, seed, json);
  if (g_str_equal (argv[1], "roll"))
    return run_roll (argv + 2, times, seed, json);
  if (g_str_equal (argv[1], "reference"))
    return run_reference (argv + 2, json);
  return dr_cli_fail (_("Unknown burncycle subcommand “%s”: use setup, roll or reference"), argv[1]);
}
