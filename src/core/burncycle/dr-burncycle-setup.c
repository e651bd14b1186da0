/* dr-burncycle-setup.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-burncycle-private.h"
#include "dr-error.h"

static void
line_free (DrBurncycleSetupLine *line)
{
  g_free (line->text);
  g_free (line);
}

static void
step_free (DrBurncycleSetupStep *step)
{
  g_ptr_array_unref (step->lines);
  g_free (step);
}

static DrBurncycleSetupStep *
add_step (DrBurncycleSetup *setup,
          const char       *title)
{
  DrBurncycleSetupStep *step = g_new0 (DrBurncycleSetupStep, 1);

  step->number = setup->steps->len + 1;
  step->title = title;
  step->lines = g_ptr_array_new_with_free_func ((GDestroyNotify) line_free);
  g_ptr_array_add (setup->steps, step);
  return step;
}

static void
add_line (DrBurncycleSetupStep *step,
          DrBurncycleLineKind   kind,
          char                 *text)   /* (transfer full) */
{
  DrBurncycleSetupLine *line = g_new0 (DrBurncycleSetupLine, 1);

  line->kind = kind;
  line->text = text;
  g_ptr_array_add (step->lines, line);
}

#define TABLE(step, text) add_line ((step), DR_BURNCYCLE_LINE_TABLE, g_strdup (text))

static void
first_player_step (DrBurncycleSetup *setup)
{
  DrBurncycleSetupStep *step = add_step (setup, _("First player"));

  if (setup->players == 1)
    {
      add_line (step, DR_BURNCYCLE_LINE_COUNT,
                g_strdup (_("You play alone: you are the first player and hold the corporation marker.")));
      return;
    }
  add_line (step, DR_BURNCYCLE_LINE_TABLE,
            g_strdup_printf (_("Number the players 1 to %d clockwise around the table."), setup->players));
  add_line (step, DR_BURNCYCLE_LINE_DRAWN,
            g_strdup_printf (_("First player, drawn at random: player %d."), setup->first_player));
  add_line (step, DR_BURNCYCLE_LINE_DRAWN,
            g_strdup_printf (_("The corporation marker goes to player %d, on the first player's right."),
                             setup->corporation_marker));
}

static void
mission_step (DrBurncycleSetup *setup)
{
  DrBurncycleSetupStep *step = add_step (setup, _("Mission and difficulty"));

  add_line (step, DR_BURNCYCLE_LINE_TABLE,
            g_strdup_printf (_("Choose a mission card and play it at the %s difficulty level."),
                             dr_burncycle_difficulty_label (setup->difficulty)));
  TABLE (step, _("Read the story, turn the mission card over and read its instructions."));
  if (setup->difficulty == DR_BURNCYCLE_DIFFICULTY_HEIGHTENED)
    add_line (step, DR_BURNCYCLE_LINE_COUNT,
              g_strdup (_("Heightened difficulty: every vigilance token put into play advances the threat by 1.")));
}

static void
corporation_and_network_steps (DrBurncycleSetup *setup)
{
  DrBurncycleSetupStep *step = add_step (setup, _("Corporation"));

  TABLE (step, _("Put the CEO token in the middle of the network plan."));
  TABLE (step, _("Put the threat card on the left and two red markers at its top."));

  step = add_step (setup, _("Network"));
  add_line (step, DR_BURNCYCLE_LINE_COUNT,
            g_strdup_printf (_("Put the CEO's network level die, showing 1, in the slot at the top of the network, "
                               "and %d red ping markers in the holes."), setup->red_pings));
  add_line (step, DR_BURNCYCLE_LINE_COUNT,
            g_strdup_printf (ngettext ("Put %d player network level die, showing 1, starting at the top right, "
                                       "with its matching IP marker in the hole.",
                                       "Put %d player network level dice, each showing 1, starting at the top "
                                       "right, each with its matching IP marker in the hole.",
                                       setup->players),
                             setup->players));
}

static void
captain_floor_security_steps (DrBurncycleSetup *setup)
{
  DrBurncycleSetupStep *step = add_step (setup, _("Captain"));

  TABLE (step, _("At the table: draw a captain token and take its card. The sheet does not list the captains, "
                 "so the app cannot draw one."));

  step = add_step (setup, _("Floor plan"));
  TABLE (step, _("Find the floor to set up on the mission card and open the floor plan booklet."));
  TABLE (step, _("Find and place the rooms it shows, with their terminals, caches and inspection markers."));

  step = add_step (setup, _("Security"));
  TABLE (step, _("Draw security units and put them on the hallway security posts (check which way they face), "
                 "as the security layout of the captain card says; add a key token where it shows one."));
  TABLE (step, _("Draw a room guard of the current floor's level for each mandatory security post in the "
                 "booklet."));
}

static void
agents_steps (DrBurncycleSetup *setup)
{
  DrBurncycleSetupStep *step = add_step (setup, _("Agents"));

  if (setup->players == 1)
    add_line (step, DR_BURNCYCLE_LINE_COUNT,
              g_strdup (_("Choose a robot card and take its robot and vigilance tokens.")));
  else
    add_line (step, DR_BURNCYCLE_LINE_COUNT,
              g_strdup_printf (ngettext ("Each of the %d player chooses a robot card and takes its robot and "
                                         "vigilance tokens.",
                                         "Each of the %d players chooses a robot card and takes its robot and "
                                         "vigilance tokens.",
                                         setup->players),
                               setup->players));
  TABLE (step, _("Read the set-up instructions in the white box of each robot card."));

  step = add_step (setup, _("Command module"));
  TABLE (step, _("Choose a command module robot card and take its robot and vigilance tokens."));
  TABLE (step, _("Put markers beside the burncycle slots that line up with a green icon: these slots are "
                 "active."));
  TABLE (step, _("Put a marker on the command module's starting energy level."));

  step = add_step (setup, _("Base reserve"));
  if (setup->players == 1)
    add_line (step, DR_BURNCYCLE_LINE_COUNT,
              g_strdup (_("Solo game: your agent takes its base action token reserve and all 3 reserve upgrades.")));
  else if (setup->players == 2)
    add_line (step, DR_BURNCYCLE_LINE_COUNT,
              g_strdup (_("Two players: each agent takes its base action token reserve and 1 reserve upgrade of "
                          "its choice.")));
  else
    add_line (step, DR_BURNCYCLE_LINE_COUNT,
              g_strdup_printf (_("%d players: each agent takes its base action token reserve and no reserve "
                                 "upgrade."), setup->players));

  step = add_step (setup, _("Route energy"));
  if (setup->players == 1)
    add_line (step, DR_BURNCYCLE_LINE_COUNT,
              g_strdup_printf (_("Your agent puts a marker on %d starting energy."), setup->starting_energy));
  else
    add_line (step, DR_BURNCYCLE_LINE_COUNT,
              g_strdup_printf (ngettext ("Each of the %d agent puts a marker on %d starting energy.",
                                         "Each of the %d agents puts a marker on %d starting energy.",
                                         setup->players),
                               setup->players, setup->starting_energy));
  TABLE (step, _("Agents may route energy into upgrades until each is at or below its robot's energy reserve "
                 "limit."));
}

static void
burncycle_step (DrBurncycleSetup *setup)
{
  DrBurncycleSetupStep *step = add_step (setup, _("Burncycle"));

  if (setup->active_slots == 0)
    {
      TABLE (step, _("Count the active burncycle slots (step 9). Put the captain action token in the bag with "
                     "one standard action token fewer than that count."));
      TABLE (step, _("Draw the tokens and fill the active slots from left to right, degraded side down."));
    }
  else
    {
      add_line (step, DR_BURNCYCLE_LINE_COUNT,
                g_strdup_printf (ngettext ("In the bag: the captain action token and %d standard action token, "
                                           "for %d active slots.",
                                           "In the bag: the captain action token and %d standard action tokens, "
                                           "for %d active slots.",
                                           setup->standard_tokens),
                                 setup->standard_tokens, setup->active_slots));
      add_line (step, DR_BURNCYCLE_LINE_DRAWN,
                g_strdup_printf (_("Drawn from the bag: the captain token goes in slot %d, standard tokens in the "
                                   "other active slots, degraded side down."), setup->captain_slot));
    }
  TABLE (step, _("Put a red marker on the burncycle as its tracking marker."));
}

static void
table_steps (DrBurncycleSetup *setup)
{
  DrBurncycleSetupStep *step = add_step (setup, _("Starting spaces"));

  TABLE (step, _("Each player puts their agent token on an outer (dark grey) space of their choice."));
  TABLE (step, _("Put the command module token on the starting space you want."));

  step = add_step (setup, _("Team reserve"));
  TABLE (step, _("For each outer space with an action icon that a robot stands on, put that action token in the "
                 "team reserve."));

  step = add_step (setup, _("Agents' reserves"));
  TABLE (step, _("Each player takes the matching action tokens from their base reserve."));

  step = add_step (setup, _("Imperatives"));
  add_line (step, DR_BURNCYCLE_LINE_TABLE,
            g_strdup_printf (ngettext ("At the table: draw %d imperative card, one per player. The sheet does not "
                                       "list them, so the app cannot draw them.",
                                       "At the table: draw %d imperative cards, one per player. The sheet does not "
                                       "list them, so the app cannot draw them.",
                                       setup->imperative_cards),
                             setup->imperative_cards));
}

DrBurncycleSetup *
dr_burncycle_setup_new (int                    players,
                        DrBurncycleDifficulty  difficulty,
                        int                    active_slots,
                        guint32                seed,
                        GError               **error)
{
  g_autoptr(GRand) rand = NULL;
  DrBurncycleSetup *setup;

  if (players < DR_BURNCYCLE_MIN_PLAYERS || players > DR_BURNCYCLE_MAX_PLAYERS)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                   _("burncycle is played by 1 to 4 players, not %d"), players);
      return NULL;
    }
  if (difficulty >= DR_BURNCYCLE_N_DIFFICULTIES)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT, _("Unknown burncycle difficulty"));
      return NULL;
    }
  if (active_slots < 0 || active_slots > DR_BURNCYCLE_MAX_SLOTS)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                   _("A burncycle has 1 to %d active slots, not %d"), DR_BURNCYCLE_MAX_SLOTS, active_slots);
      return NULL;
    }

  rand = g_rand_new_with_seed (seed);
  setup = g_new0 (DrBurncycleSetup, 1);
  setup->players = players;
  setup->difficulty = difficulty;
  setup->active_slots = active_slots;
  setup->seed = seed;
  /* Numbered clockwise, the player on your right is the one before you. */
  setup->first_player = g_rand_int_range (rand, 1, players + 1);
  setup->corporation_marker = (setup->first_player + players - 2) % players + 1;
  setup->reserve_upgrades = players == 1 ? 3 : players == 2 ? 1 : 0;
  setup->starting_energy = DR_BURNCYCLE_STARTING_ENERGY;
  setup->network_dice = players + 1;
  setup->red_pings = DR_BURNCYCLE_RED_PINGS;
  setup->standard_tokens = active_slots > 0 ? active_slots - 1 : -1;
  /* The bag holds one captain token among standard ones: drawing them all
   * into the slots only decides where the captain token lands. */
  setup->captain_slot = active_slots > 0 ? g_rand_int_range (rand, 1, active_slots + 1) : 0;
  setup->imperative_cards = players;

  setup->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
  first_player_step (setup);
  mission_step (setup);
  corporation_and_network_steps (setup);
  captain_floor_security_steps (setup);
  agents_steps (setup);
  burncycle_step (setup);
  table_steps (setup);
  g_assert (setup->steps->len == 16);
  return setup;
}

void
dr_burncycle_setup_free (DrBurncycleSetup *setup)
{
  if (setup == NULL)
    return;
  g_ptr_array_unref (setup->steps);
  g_free (setup);
}

guint
dr_burncycle_setup_n_lines (const DrBurncycleSetup *setup)
{
  guint n = 0;

  for (guint i = 0; i < setup->steps->len; i++)
    n += ((DrBurncycleSetupStep *) g_ptr_array_index (setup->steps, i))->lines->len;
  return n;
}
