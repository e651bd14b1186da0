/* test-lockpick-rules.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scenarios for Lockpick's rules (seed 003, "Déroulement du jeu" and
 * "Zone Hacker") and for our readings of them (docs/rules-choices.md).
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "dr-lockpick.h"
#include "dr-lockpick-play.h"
#include "dr-lp-plan.h"
#include "dr-lockpick-scenario.h"
#include "lockpick-scenario.h"

/* "Zone Hacker": two slots; a full zone blocks activation; the hacker may
 * destroy an active card to free one */
static void
test_zone_full (void)
{
  DrLpState s;
  int a, b, c;

  position (&s, 2, plus);
  a = lp_test_give (&s, 1, DR_LP_SCANNER);
  b = lp_test_give (&s, 1, DR_LP_KEYLOGGER);
  c = lp_test_give (&s, 1, DR_LP_WEAK_SPOT);
  activate (&s, a);
  activate (&s, b);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_ACTIVATE, c, -1));
  end_turn (&s);
  end_turn (&s);
  choose_cell (&s, 0, 1);
  choose_cell (&s, 2, 1);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_ACTIVATE, c, -1));
  /* a full zone: the turn may end without a card played */
  g_assert_true (lp_test_legal (&s, DR_LP_ACT_END_TURN, -1, -1));
  lp_test_do (&s, DR_LP_ACT_DESTROY_OWN, b, -1);
  g_assert_true (lp_test_legal (&s, DR_LP_ACT_ACTIVATE, c, -1));
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_END_TURN, -1, -1));
}

/* "Déroulement du jeu": the hacker must play one or two cards, may discard */
static void
test_must_play (void)
{
  DrLpState s;
  int a, b, c;

  position (&s, 2, plus);
  a = lp_test_give (&s, 1, DR_LP_SCANNER);
  b = lp_test_give (&s, 1, DR_LP_MEMORY_OVERFLOW);
  c = lp_test_give (&s, 1, DR_LP_BRUTE_FORCE);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_END_TURN, -1, -1));
  g_assert_true (lp_test_legal (&s, DR_LP_ACT_DISCARD, c, -1));
  activate (&s, b);
  g_assert_true (lp_test_legal (&s, DR_LP_ACT_END_TURN, -1, -1));
  activate (&s, a);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_ACTIVATE, c, -1));
}

/* "Déroulement du jeu": hackers in their order, then the server; and
 * elimination: cannot draw, nothing active, cannot play */
static void
test_turn_order_and_elimination (void)
{
  DrLpState s;
  int i;

  position (&s, 3, plus);
  activate (&s, lp_test_give (&s, 1, DR_LP_MEMORY_OVERFLOW));
  end_turn (&s);
  g_assert_cmpint (s.active, ==, 2);
  /* empty the hackers' deck: Hacker 2 now holds only a Rootkit */
  for (i = 0; i < s.n_cards; i++)
    if (s.cards[i].zone == DR_LP_ZONE_DECK
        && dr_lp_card_data (s.cards[i].def)->kind == DR_LP_KIND_ATTACK)
      s.cards[i].zone = DR_LP_ZONE_DESTROYED;
  for (i = 0; i < s.n_cards; i++)
    if (s.cards[i].zone == DR_LP_ZONE_HAND && s.cards[i].seat != 0)
      s.cards[i].zone = DR_LP_ZONE_DESTROYED;
  lp_test_give (&s, 2, DR_LP_ROOTKIT);
  end_turn (&s);
  g_assert_true (s.hackers[2].eliminated);
  g_assert_cmpint (s.active, ==, DR_LP_SERVER_SEAT);
  end_turn (&s);
  /* Hacker 1 has nothing to draw, nothing active, nothing to play */
  g_assert_true (s.hackers[1].eliminated);
  g_assert_cmpint (s.phase, ==, DR_LP_PHASE_OVER);
  g_assert_true (s.winner_server);
  g_assert_cmpint (s.reason, ==, DR_LP_REASON_ALL_ELIMINATED);
}

/* rules choice "isolated" (rules-choices.md): adjacent to at most one other
 * structure card still in place */
static void
test_isolated (void)
{
  static const char *const rows[] = { "U.U", "UUU", "..U", NULL };
  DrLpState s;

  position (&s, 2, rows);
  g_assert_true (dr_lp_is_isolated (&s, cell (0, 0)));
  g_assert_false (dr_lp_is_isolated (&s, cell (0, 1)));
  g_assert_false (dr_lp_is_isolated (&s, cell (1, 1)));   /* two neighbours */
  g_assert_true (dr_lp_is_isolated (&s, cell (2, 0)));
  g_assert_false (dr_lp_is_isolated (&s, cell (2, 1)));   /* three */
  g_assert_true (dr_lp_is_isolated (&s, cell (2, 2)));
  g_assert_false (dr_lp_is_isolated (&s, cell (1, 0)));   /* no structure there */
}

/* rules choice: three rounds in a row in which no structure changes and
 * the hackers draw nothing end the game for the server */
static void
test_stalled (void)
{
  DrLpState s;
  int i, rounds;

  position (&s, 2, plus);
  for (i = 0; i < s.n_cards; i++)
    if (s.cards[i].zone == DR_LP_ZONE_DECK && dr_lp_card_data (s.cards[i].def)->kind == DR_LP_KIND_ATTACK)
      s.cards[i].zone = DR_LP_ZONE_DESTROYED;
  s.deck_mark = 0;
  activate (&s, lp_test_give (&s, 1, DR_LP_ZOMBIE_PROCESS));
  for (rounds = 1; s.phase != DR_LP_PHASE_OVER; rounds++)
    {
      end_turn (&s);
      if (s.phase == DR_LP_PHASE_OVER)
        break;
      lp_test_empty_hands (&s);
      end_turn (&s);
    }
  g_assert_cmpint (rounds, ==, DR_LP_IDLE_ROUNDS);
  g_assert_cmpint (s.reason, ==, DR_LP_REASON_STALLED);
}

/* Every scenario file of tests/engine/scenarios-lockpick passes. */
static void
test_scenario_files (void)
{
  g_autoptr (GDir) dir = g_dir_open (LOCKPICK_SCENARIO_DIR, 0, NULL);
  const char *name;
  int files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (LOCKPICK_SCENARIO_DIR, name, NULL);
      g_autoptr (GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *title = NULL;
      g_autoptr (GError) error = NULL;
      guint n = 0;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      if (!dr_lockpick_scenario_run_file (path, &title, failures, &n, &error))
        g_error ("%s: %s", name, error->message);
      if (failures->len > 0)
        g_error ("%s: %s", name, (const char *) g_ptr_array_index (failures, 0));
      g_assert_cmpuint (n, >, 0);
      files++;
    }
  g_assert_cmpint (files, >=, 30);
}

/* A false expectation is reported; a step that is not legal, a member of
 * the wrong type and an empty file make the file unreadable, with a message. */
static void
test_scenario_failures (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-lockpick-scenario-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "s.json", NULL);
  g_autoptr (GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  g_autofree char *title = NULL;
  guint n = 0;

  g_assert_true (g_file_set_contents (path, "{\"game\": \"lockpick\", \"layout\": [\"UC\"], "
                                      "\"steps\": [{\"expect\": {\"over\": \"hackers\"}}]}", -1, NULL));
  g_assert_true (dr_lockpick_scenario_run_file (path, &title, failures, &n, &error));
  g_assert_cmpuint (failures->len, ==, 1);
  g_clear_pointer (&title, g_free);
  g_assert_true (g_file_set_contents (path, "{\"game\": \"lockpick\", \"layout\": [\"UC\"], "
                                      "\"steps\": [{\"do\": \"activate\", \"card\": \"LP303\"}]}", -1, NULL));
  g_assert_false (dr_lockpick_scenario_run_file (path, &title, failures, &n, &error));
  g_assert_nonnull (strstr (error->message, "not one of the legal actions"));
  g_clear_error (&error);
  g_clear_pointer (&title, g_free);
  g_assert_true (g_file_set_contents (path, "{\"game\": \"lockpick\", \"layout\": [\"UC\"], \"players\": \"2\", "
                                      "\"steps\": []}", -1, NULL));
  g_assert_false (dr_lockpick_scenario_run_file (path, &title, failures, &n, &error));
  g_clear_error (&error);
  g_clear_pointer (&title, g_free);
  g_assert_true (g_file_set_contents (path, "{\"game\": \"lockpick\", \"layout\": [\"UZ\"], \"steps\": []}", -1, NULL));
  g_assert_false (dr_lockpick_scenario_run_file (path, &title, failures, &n, &error));
  g_assert_nonnull (strstr (error->message, "column 2, row 1"));
  g_clear_error (&error);
  g_clear_pointer (&title, g_free);
  /* an empty file parses to no node: a message, not a critical (fuzz-game-files) */
  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  g_assert_false (dr_lockpick_scenario_run_file (path, &title, failures, &n, &error));
  g_assert_nonnull (strstr (error->message, "JSON object"));
  g_unlink (path);
  g_rmdir (dir);
}

/* The hackers' ceiling (README, Computer player): without a Weak Spot or
 * a Trojan Horse only isolated structures can go, so a Core inside a
 * cycle is out of reach.  Here by hand: a Brute Force may take the tail,
 * never a card of the cycle, and a Weak Spot given back makes the game
 * winnable again. */
static void
test_out_of_reach (void)
{
  static const char *const rows[] = { "UCU", "UU.", NULL };
  DrLpState s;
  int i, weak_spot = -1, brute_force;

  position (&s, 2, rows);
  for (i = 0; i < s.n_cards; i++)
    if ((s.cards[i].def == DR_LP_WEAK_SPOT || s.cards[i].def == DR_LP_TROJAN_HORSE)
        && s.cards[i].zone == DR_LP_ZONE_DECK)
      {
        s.cards[i].zone = DR_LP_ZONE_DESTROYED;
        if (s.cards[i].def == DR_LP_WEAK_SPOT)
          weak_spot = i;
      }
  g_assert_cmpint (weak_spot, >=, 0);
  g_assert_true (dr_lp_hackers_out_of_reach (&s));
  brute_force = lp_test_give (&s, 1, DR_LP_BRUTE_FORCE);
  activate (&s, brute_force);
  g_assert_true (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (2, 0)));
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (1, 0)));   /* the Core: three neighbours */
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (0, 0)));
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (1, 1)));
  choose_cell (&s, 2, 0);
  /* the Core keeps two neighbours of its cycle */
  g_assert_false (dr_lp_is_isolated (&s, cell (1, 0)));
  g_assert_true (dr_lp_hackers_out_of_reach (&s));
  s.cards[weak_spot].zone = DR_LP_ZONE_DECK;
  g_assert_false (dr_lp_hackers_out_of_reach (&s));
}

/* The same over whole games, every card of the box in play: once the
 * hackers are out of reach they stay so and never win, whatever the
 * server plays (Backups, reboots…) and whatever they play (Lockpicks,
 * Brute Forces, Corrupted Disks, Rootkits…).  Random hackers and the
 * heuristic that sees the Core, against random servers. */
static void
test_out_of_reach_games (void)
{
  int players, side, lost_deals = 0;
  guint64 seed;

  for (players = 2; players <= 3; players++)
    for (side = 0; side < 2; side++)
      for (seed = 1; seed <= 150; seed++)
        {
          DrLpState s;
          guint64 rng[4];
          int steps = 0, out = 0;

          g_assert_true (dr_lockpick_new_game (&s, players, seed, NULL));
          dr_engine_rng_seed (rng, seed * 7 + (guint64) side);
          while (s.phase != DR_LP_PHASE_OVER && steps++ < 20000)
            {
              DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
              int n = dr_lp_legal_actions (&s, legal), k;

              if (dr_lp_hackers_out_of_reach (&s))
                out = 1;
              else
                g_assert_false (out);
              if (dr_lp_acting_seat (&s) != DR_LP_SERVER_SEAT && side == 1 && n > 1)
                k = dr_lp_heuristic_pick (&s, legal, n, rng);
              else
                k = (int) dr_engine_rng_below (rng, (uint32_t) n);
              g_assert_cmpint (dr_lp_apply (&s, &legal[k]), ==, 0);
            }
          g_assert_cmpint (s.phase, ==, DR_LP_PHASE_OVER);
          if (out || dr_lp_hackers_out_of_reach (&s))
            {
              g_assert_true (s.winner_server);
              lost_deals++;
            }
        }
  /* the criterion is met often enough for the test to mean something */
  g_assert_cmpint (lost_deals, >, 100);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lockpick/rule/zone-full", test_zone_full);
  g_test_add_func ("/lockpick/rule/must-play", test_must_play);
  g_test_add_func ("/lockpick/rule/turn-order-and-elimination", test_turn_order_and_elimination);
  g_test_add_func ("/lockpick/rule/isolated", test_isolated);
  g_test_add_func ("/lockpick/rule/stalled", test_stalled);
  g_test_add_func ("/lockpick/rule/out-of-reach", test_out_of_reach);
  g_test_add_func ("/lockpick/rule/out-of-reach-games", test_out_of_reach_games);
  g_test_add_func ("/lockpick/rule/scenario-files", test_scenario_files);
  g_test_add_func ("/lockpick/rule/scenario-failures", test_scenario_failures);
  return g_test_run ();
}
