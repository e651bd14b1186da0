/* test-burncycle.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dr-burncycle-dice.h"
#include "dr-burncycle-setup.h"
#include "dr-burncycle-private.h"
#include "dr-card-store.h"
#include "dr-collection.h"
#include "dr-db.h"
#include "dr-error.h"
#include "dr-test-helper.h"
#include "dr-user-store.h"

/* The burncycle companion's set-up numbers (seed 004, steps 1–16), its dice
 * and the trackers kept in a real user database. */

static const DrBurncycleSetupStep *
step (const DrBurncycleSetup *setup,
      int                     number)
{
  const DrBurncycleSetupStep *found = g_ptr_array_index (setup->steps, number - 1);

  g_assert_cmpint (found->number, ==, number);
  return found;
}

/* The lines of a step, one after the other. */
static char *
step_text (const DrBurncycleSetup *setup,
           int                     number)
{
  const DrBurncycleSetupStep *found = step (setup, number);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < found->lines->len; i++)
    {
      const DrBurncycleSetupLine *line = g_ptr_array_index (found->lines, i);

      g_string_append_printf (text, "%s\n", line->text);
    }
  return g_string_free (text, FALSE);
}

static gboolean
step_has_kind (const DrBurncycleSetup *setup,
               int                     number,
               DrBurncycleLineKind     kind)
{
  const DrBurncycleSetupStep *found = step (setup, number);

  for (guint i = 0; i < found->lines->len; i++)
    if (((DrBurncycleSetupLine *) g_ptr_array_index (found->lines, i))->kind == kind)
      return TRUE;
  return FALSE;
}

/* Seed 004, step 10: 3 reserve upgrades solo, 1 each at 2 players, none at
 * 3–4; step 11: 10 starting energy; step 4: 4 red pings and the dice on 1. */
static void
test_setup_numbers_by_player_count (void)
{
  const int upgrades[] = { 0, 3, 1, 0, 0 };

  for (int players = 1; players <= 4; players++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(DrBurncycleSetup) setup = dr_burncycle_setup_new (players, DR_BURNCYCLE_DIFFICULTY_STANDARD, 4,
                                                                  42, &error);
      g_autofree char *network = NULL;
      g_autofree char *reserve = NULL;
      g_autofree char *energy = NULL;
      g_autofree char *bag = NULL;
      g_autofree char *imperatives = NULL;
      g_autofree char *count = g_strdup_printf ("%d", players);

      g_assert_no_error (error);
      g_assert_cmpuint (setup->steps->len, ==, 16);
      for (int n = 1; n <= 16; n++)
        {
          g_assert_nonnull (step (setup, n)->title);
          g_assert_cmpuint (step (setup, n)->lines->len, >, 0);
        }
      g_assert_cmpint (setup->players, ==, players);
      g_assert_cmpint (setup->reserve_upgrades, ==, upgrades[players]);
      g_assert_cmpint (setup->starting_energy, ==, 10);
      g_assert_cmpint (setup->network_dice, ==, players + 1);
      g_assert_cmpint (setup->red_pings, ==, 4);
      g_assert_cmpint (setup->imperative_cards, ==, players);
      g_assert_cmpint (setup->standard_tokens, ==, 3);
      g_assert_cmpint (setup->captain_slot, >=, 1);
      g_assert_cmpint (setup->captain_slot, <=, 4);
      g_assert_cmpint (setup->first_player, >=, 1);
      g_assert_cmpint (setup->first_player, <=, players);
      /* Numbered clockwise, the first player's right is the player before. */
      g_assert_cmpint (setup->corporation_marker, ==, setup->first_player == 1 ? players : setup->first_player - 1);

      network = step_text (setup, 4);
      g_assert_nonnull (strstr (network, "4 red ping markers"));
      g_assert_nonnull (strstr (network, "showing 1"));
      g_assert_nonnull (strstr (network, count));
      reserve = step_text (setup, 10);
      energy = step_text (setup, 11);
      g_assert_nonnull (strstr (energy, "10 starting energy"));
      g_assert_nonnull (strstr (energy, "energy reserve limit"));
      bag = step_text (setup, 12);
      g_assert_nonnull (strstr (bag, "captain action token and 3 standard action tokens, for 4 active slots"));
      imperatives = step_text (setup, 16);
      g_assert_nonnull (strstr (imperatives, count));
      switch (players)
        {
        case 1:
          g_assert_nonnull (strstr (reserve, "all 3 reserve upgrades"));
          g_assert_cmpint (setup->first_player, ==, 1);
          g_assert_cmpint (setup->corporation_marker, ==, 1);
          g_assert_false (step_has_kind (setup, 1, DR_BURNCYCLE_LINE_DRAWN));
          break;
        case 2:
          g_assert_nonnull (strstr (reserve, "1 reserve upgrade of its choice"));
          g_assert_true (step_has_kind (setup, 1, DR_BURNCYCLE_LINE_DRAWN));
          break;
        default:
          g_assert_nonnull (strstr (reserve, "no reserve upgrade"));
          g_assert_true (step_has_kind (setup, 1, DR_BURNCYCLE_LINE_DRAWN));
          break;
        }
      /* What the app cannot draw is left to the table, and says so. */
      g_assert_false (step_has_kind (setup, 5, DR_BURNCYCLE_LINE_DRAWN));
      g_assert_false (step_has_kind (setup, 16, DR_BURNCYCLE_LINE_DRAWN));
      g_assert_true (step_has_kind (setup, 12, DR_BURNCYCLE_LINE_DRAWN));
    }
}

/* The same seed gives the same draws; over many seeds every player is
 * drawn first and the captain token lands in every slot. */
static void
test_setup_draws (void)
{
  int first[5] = { 0 };
  int captain[7] = { 0 };

  for (guint32 seed = 0; seed < 2000; seed++)
    {
      g_autoptr(DrBurncycleSetup) setup = dr_burncycle_setup_new (4, DR_BURNCYCLE_DIFFICULTY_STANDARD, 6, seed,
                                                                  NULL);
      g_autoptr(DrBurncycleSetup) again = dr_burncycle_setup_new (4, DR_BURNCYCLE_DIFFICULTY_STANDARD, 6, seed,
                                                                  NULL);

      g_assert_cmpint (setup->first_player, ==, again->first_player);
      g_assert_cmpint (setup->captain_slot, ==, again->captain_slot);
      first[setup->first_player]++;
      captain[setup->captain_slot]++;
    }
  for (int p = 1; p <= 4; p++)
    g_assert_cmpint (ABS (first[p] - 500), <, 100);
  for (int s = 1; s <= 6; s++)
    g_assert_cmpint (ABS (captain[s] - 333), <, 80);
}

static void
test_setup_without_slots_and_heightened (void)
{
  g_autoptr(DrBurncycleSetup) setup = dr_burncycle_setup_new (3, DR_BURNCYCLE_DIFFICULTY_HEIGHTENED, 0, 7, NULL);
  g_autofree char *bag = step_text (setup, 12);
  g_autofree char *mission = step_text (setup, 2);

  g_assert_cmpint (setup->standard_tokens, ==, -1);
  g_assert_cmpint (setup->captain_slot, ==, 0);
  g_assert_false (step_has_kind (setup, 12, DR_BURNCYCLE_LINE_DRAWN));
  g_assert_nonnull (strstr (bag, "one standard action token fewer"));
  g_assert_nonnull (strstr (mission, "Heightened"));
  g_assert_nonnull (strstr (mission, "vigilance token put into play advances the threat by 1"));
}

static void
test_setup_refuses_bad_input (void)
{
  const struct
  {
    int players;
    int slots;
  } bad[] = { { 0, 4 }, { 5, 4 }, { -1, 4 }, { 2, 7 }, { 2, -1 } };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (dr_burncycle_setup_new (bad[i].players, DR_BURNCYCLE_DIFFICULTY_STANDARD, bad[i].slots, 1,
                                             &error));
      g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
    }
}

/* From a fixed seed: the same rolls every time, every face about as often. */
static void
test_dice_distribution (void)
{
  for (DrBurncycleDie die = 0; die < DR_BURNCYCLE_N_DICE; die++)
    {
      const DrBurncycleDieInfo *info = dr_burncycle_die_info (die);
      g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
      g_autoptr(GRand) again = g_rand_new_with_seed (2026);
      int counts[8] = { 0 };
      const int rolls = 60000;
      double expected = (double) rolls / info->n_faces;
      DrBurncycleDie named;

      g_assert_true (dr_burncycle_die_from_name (info->id, &named));
      g_assert_cmpint (named, ==, die);
      g_assert_cmpuint (info->n_faces, <=, G_N_ELEMENTS (counts));
      for (int i = 0; i < rolls; i++)
        {
          guint face = dr_burncycle_die_roll (die, rand);

          g_assert_cmpuint (face, <, info->n_faces);
          g_assert_cmpuint (dr_burncycle_die_roll (die, again), ==, face);
          counts[face]++;
        }
      for (guint f = 0; f < info->n_faces; f++)
        {
          g_assert_cmpfloat (ABS (counts[f] - expected), <, expected * 0.05);
          g_assert_true (info->faces[f].text != NULL && info->faces[f].text[0] != '\0');
        }
    }
}

/* What the seed's tables hold, face by face. */
static void
test_dice_faces (void)
{
  const DrBurncycleDieInfo *ping = dr_burncycle_die_info (DR_BURNCYCLE_DIE_PING);
  const DrBurncycleDieInfo *inspection = dr_burncycle_die_info (DR_BURNCYCLE_DIE_INSPECTION);
  const DrBurncycleDieInfo *burncycle = dr_burncycle_die_info (DR_BURNCYCLE_DIE_BURNCYCLE);
  DrBurncycleDie die;
  int transfers = 0;

  g_assert_cmpuint (ping->n_faces, ==, 6);
  g_assert_null (ping->note);
  for (guint f = 0; f < ping->n_faces; f++)
    transfers += strstr (ping->faces[f].text, "then the pings transfer") != NULL;
  g_assert_cmpint (transfers, ==, 3);
  g_assert_cmpuint (inspection->n_faces, ==, 5);
  g_assert_nonnull (inspection->note);
  g_assert_cmpstr (inspection->faces[4].text, ==, "Gain 1 energy.");
  g_assert_nonnull (dr_burncycle_die_info (DR_BURNCYCLE_DIE_KEYPAD)->note);
  g_assert_cmpuint (burncycle->n_faces, ==, 6);
  g_assert_cmpint (burncycle->faces[0].slot, ==, 1);
  g_assert_cmpint (burncycle->faces[5].slot, ==, 0);
  g_assert_false (dr_burncycle_die_from_name ("d20", &die));
}

static DrUserStore *
open_user_store (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, "user.sqlite", NULL);
  DrUserStore *user = dr_user_store_open (path, &error);

  g_assert_no_error (error);
  return user;
}

static void
assert_tables_equal (const DrBurncycleTable *a,
                     const DrBurncycleTable *b)
{
  g_autofree char *json_a = dr_burncycle_table_to_json (a);
  g_autofree char *json_b = dr_burncycle_table_to_json (b);

  g_assert_cmpstr (json_a, ==, json_b);
  g_assert_cmpint (a->threat, ==, b->threat);
  g_assert_cmpuint (a->checked, ==, b->checked);
}

/* The trackers are in the user database: closing it (the app) and opening
 * it again gives them back as they were. */
static void
test_trackers_survive_reopening (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DrBurncycleSetup) setup = dr_burncycle_setup_new (3, DR_BURNCYCLE_DIFFICULTY_HEIGHTENED, 5, 99, NULL);
  DrBurncycleTable table, loaded;
  DrUserStore *user = open_user_store (dir);

  /* Nothing saved yet: the defaults. */
  g_assert_true (dr_burncycle_table_load (user, &loaded, &error));
  g_assert_cmpint (loaded.threat, ==, 0);
  g_assert_cmpint (loaded.agents[0].energy, ==, 10);

  dr_burncycle_table_init (&table);
  dr_burncycle_table_start (&table, setup);
  g_assert_cmpint (table.players, ==, 3);
  g_assert_cmpint (table.slots[setup->captain_slot - 1].token, ==, DR_BURNCYCLE_TOKEN_CAPTAIN);
  g_assert_cmpint (dr_burncycle_table_active_tokens (&table), ==, 5);
  g_assert_cmpint (table.slots[5].token, ==, DR_BURNCYCLE_TOKEN_NONE);
  table.threat = 7;
  table.ceo_network_level = 3;
  table.agents[0].energy = 4;
  table.agents[2].network_level = 6;
  table.slots[1].token = DR_BURNCYCLE_TOKEN_TECH;
  table.slots[1].degraded = TRUE;
  table.marker = 3;
  table.phase = 8;
  table.checked = G_GUINT64_CONSTANT (1) << 40 | 5;
  g_assert_true (dr_burncycle_table_save (user, &table, &error));
  g_assert_no_error (error);
  dr_user_store_unref (user);

  user = open_user_store (dir);
  g_assert_true (dr_burncycle_table_load (user, &loaded, &error));
  g_assert_no_error (error);
  assert_tables_equal (&table, &loaded);
  dr_user_store_unref (user);
  dr_test_remove_tree (dir);
}

/* A process killed in the middle of writing the trackers leaves the saved
 * ones whole: the write is one transaction. */
static void
test_crash_mid_write_keeps_trackers (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autoptr(GError) error = NULL;
  DrBurncycleTable table, loaded;
  DrUserStore *user = open_user_store (dir);
  int status;
  pid_t child;

  dr_burncycle_table_init (&table);
  table.threat = 12;
  g_assert_true (dr_burncycle_table_save (user, &table, &error));
  dr_user_store_unref (user);

  child = fork ();
  g_assert_cmpint (child, >=, 0);
  if (child == 0)
    {
      DrUserStore *writer = open_user_store (dir);
      DrBurncycleTable changed = table;

      changed.threat = 30;
      if (!dr_db_exec (dr_user_store_get_db (writer), "BEGIN IMMEDIATE", NULL) || !dr_burncycle_table_save (writer, &changed, NULL))
        _exit (3);
      _exit (0);   /* killed before COMMIT */
    }
  g_assert_cmpint (waitpid (child, &status, 0), ==, child);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);

  user = open_user_store (dir);
  g_assert_true (dr_burncycle_table_load (user, &loaded, &error));
  g_assert_cmpint (loaded.threat, ==, 12);
  dr_user_store_unref (user);
  dr_test_remove_tree (dir);
}

static void
test_table_json_is_checked (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) newer = NULL;
  DrBurncycleTable table;

  dr_burncycle_table_init (&table);
  table.threat = 5;
  g_assert_false (dr_burncycle_table_from_json ("{not json", &table, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_assert_false (dr_burncycle_table_from_json ("{\"format\": 99}", &table, &newer));
  g_assert_error (newer, DR_ERROR, DR_ERROR_SCHEMA_TOO_NEW);
  /* Refused input leaves the table as it was. */
  g_assert_cmpint (table.threat, ==, 5);

  /* Out of range numbers are brought back in range; unknown names ignored. */
  g_assert_true (dr_burncycle_table_from_json ("{\"players\": 9, \"threat\": -4, \"ceo_network_level\": 12, "
                                               "\"agents\": [{\"energy\": 500, \"network_level\": 0}], "
                                               "\"burncycle\": [{\"token\": \"laser\", \"degraded\": true}, "
                                               "{\"token\": \"tech\", \"degraded\": true}], "
                                               "\"difficulty\": \"heightened\", \"seed\": 4000000000}",
                                               &table, NULL));
  g_assert_cmpint (table.players, ==, 4);
  g_assert_cmpint (table.threat, ==, 0);
  g_assert_cmpint (table.ceo_network_level, ==, 6);
  g_assert_cmpint (table.agents[0].energy, ==, DR_BURNCYCLE_MAX_ENERGY);
  g_assert_cmpint (table.agents[0].network_level, ==, 1);
  g_assert_cmpint (table.slots[0].token, ==, DR_BURNCYCLE_TOKEN_NONE);
  g_assert_false (table.slots[0].degraded);
  g_assert_cmpint (table.slots[1].token, ==, DR_BURNCYCLE_TOKEN_TECH);
  g_assert_true (table.slots[1].degraded);
  g_assert_cmpint (table.difficulty, ==, DR_BURNCYCLE_DIFFICULTY_HEIGHTENED);
  g_assert_cmpuint (table.seed, ==, 4000000000u);
}

/* The burncycle die names a slot: its active token is degraded, or the next
 * one to its right, coming round to slot 1. */
static void
test_degrade_and_marker (void)
{
  DrBurncycleTable table;

  dr_burncycle_table_init (&table);
  for (int i = 0; i < 4; i++)
    table.slots[i].token = i == 2 ? DR_BURNCYCLE_TOKEN_CAPTAIN : DR_BURNCYCLE_TOKEN_STANDARD;
  g_assert_cmpint (dr_burncycle_table_degrade (&table, 2), ==, 2);
  g_assert_true (table.slots[1].degraded);
  g_assert_cmpint (dr_burncycle_table_degrade (&table, 2), ==, 3);
  /* Slots 5 and 6 are empty: round to slot 1. */
  g_assert_cmpint (dr_burncycle_table_degrade (&table, 5), ==, 1);
  g_assert_cmpint (dr_burncycle_table_active_tokens (&table), ==, 1);

  table.marker = 0;
  g_assert_cmpint (dr_burncycle_table_advance_marker (&table), ==, 4);
  g_assert_cmpint (dr_burncycle_table_advance_marker (&table), ==, 0);

  g_assert_cmpint (dr_burncycle_table_degrade (&table, 1), ==, 4);
  g_assert_cmpint (dr_burncycle_table_degrade (&table, 1), ==, 0);
  g_assert_cmpint (dr_burncycle_table_active_tokens (&table), ==, 0);
}

/* The burncycle box is a product of the collection, as Lockpick's is, from
 * the card data we ship: no cards to complete, but owned and counted. */
static void
test_box_is_a_product (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) completion = NULL;
  g_autoptr(GPtrArray) products = NULL;
  g_autofree char *found = NULL;
  DrCardStore *store = dr_card_store_open (path, &error);
  DrUserStore *user = open_user_store (dir);
  DrCollection *collection;
  gboolean box_seen = FALSE, cycle_seen = FALSE;

  g_assert_no_error (error);
  collection = dr_collection_new (user, store);
  found = dr_collection_find_pack (collection, "burncycle");
  g_assert_cmpstr (found, ==, "burncycle");
  g_assert_true (dr_collection_set_product_count (collection, "burncycle", 2, &error));
  g_assert_cmpint (dr_collection_get_product_count (collection, "burncycle"), ==, 2);
  products = dr_collection_list_products (collection, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (products->len, ==, 1);
  g_assert_cmpstr (((DrCollectionProduct *) g_ptr_array_index (products, 0))->pack_name, ==, "burncycle");

  completion = dr_collection_completion (collection, "burncycle", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < completion->len; i++)
    {
      DrCollectionCompletion *row = g_ptr_array_index (completion, i);

      g_assert_cmpint (row->titles_total, ==, 0);
      cycle_seen |= row->is_cycle && g_str_equal (row->code, "burncycle");
      box_seen |= !row->is_cycle && g_str_equal (row->code, "burncycle");
    }
  g_assert_true (cycle_seen && box_seen);
  /* Packs without cards that are not marked as boxes are still left out:
   * the Netrunner completion is unchanged. */
  g_clear_pointer (&completion, g_ptr_array_unref);
  completion = dr_collection_completion (collection, "netrunner", &error);
  for (guint i = 0; i < completion->len; i++)
    g_assert_cmpint (((DrCollectionCompletion *) g_ptr_array_index (completion, i))->titles_total, >, 0);

  dr_collection_free (collection);
  dr_card_store_free (store);
  dr_user_store_unref (user);
  dr_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burncycle/setup/numbers-by-player-count", test_setup_numbers_by_player_count);
  g_test_add_func ("/burncycle/setup/draws", test_setup_draws);
  g_test_add_func ("/burncycle/setup/without-slots-and-heightened", test_setup_without_slots_and_heightened);
  g_test_add_func ("/burncycle/setup/refuses-bad-input", test_setup_refuses_bad_input);
  g_test_add_func ("/burncycle/dice/distribution", test_dice_distribution);
  g_test_add_func ("/burncycle/dice/faces", test_dice_faces);
  g_test_add_func ("/burncycle/table/survives-reopening", test_trackers_survive_reopening);
  g_test_add_func ("/burncycle/table/crash-mid-write", test_crash_mid_write_keeps_trackers);
  g_test_add_func ("/burncycle/table/json-is-checked", test_table_json_is_checked);
  g_test_add_func ("/burncycle/table/degrade-and-marker", test_degrade_and_marker);
  g_test_add_func ("/burncycle/box-is-a-product", test_box_is_a_product);
  return g_test_run ();
}
