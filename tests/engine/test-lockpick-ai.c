/* test-lockpick-ai.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick's heuristic player against the random one, for each role and
 * player count (the full 400-game measure is `deckrunner-cli simulate
 * --game lockpick --games 400` and `bench-lockpick-ai`, see README).  The
 * server wins at least 90 %; the hackers do not reach 90 % (over 400 games
 * 57 % with two players, 75 % with three, 76 % with four, where random
 * hackers win 7 to 12 %; with two players one deal in nine cannot be won
 * at all, and hackers who see the Core win 79 %, 95 % and 100 %): the test
 * asks, on its fixed seeds, for a little less than what the heuristic wins
 * there (56, 73 and 78 of 100; the heuristic before issue 16's second
 * round fell below it with three players) and five times what random
 * hackers win.
 */
#include "config.h"

#include <glib.h>

#include "dr-lockpick.h"
#include "lockpick-helper.h"

/* plays one game; returns 1 when the server won */
static int
play (int players, uint64_t seed, int heuristic_server, int heuristic_hackers)
{
  DrLpState s;
  uint64_t rng[4];

  lp_test_new (&s, players, seed);
  dr_engine_rng_seed (rng, seed ^ 0xa5a5);
  while (s.phase != DR_LP_PHASE_OVER)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal), seat = dr_lp_acting_seat (&s), pick;

      if ((seat == 0 && heuristic_server) || (seat != 0 && heuristic_hackers))
        {
          DrLpState view;

          dr_lp_view (&s, seat, &view);
          pick = dr_lp_heuristic_pick (&view, legal, n, rng);
        }
      else
        pick = (int) dr_engine_rng_below (rng, (uint32_t) n);
      g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
    }
  return s.winner_server;
}

/* per cent of the games the heuristic hackers must win, 2, 3 and 4 players */
static const int hacker_minimum[3] = { 52, 68, 73 };

static void
measure (int games, gboolean quiet)
{
  int players;

  for (players = 2; players <= 4; players++)
    {
      int server = 0, hackers = 0, random_hackers = 0, g;

      for (g = 0; g < games; g++)
        {
          server += play (players, 1000 + (uint64_t) g, 1, 0);
          hackers += !play (players, 5000 + (uint64_t) g, 0, 1);
          random_hackers += !play (players, 9000 + (uint64_t) g, 0, 0);
        }
      if (!quiet)
        g_test_message ("%d players: heuristic server wins %d/%d, heuristic hackers win %d/%d, "
                        "random hackers %d/%d", players, server, games, hackers, games,
                        random_hackers, games);
      g_assert_cmpint (server * 10, >=, games * 9);
      g_assert_cmpint (hackers * 100, >=, games * hacker_minimum[players - 2]);
      g_assert_cmpint (hackers, >=, 5 * random_hackers);
    }
}

static void
test_beats_random (void)
{
  measure (100, FALSE);
}

/* A determinization keeps what the seat sees, gives every hidden card a
 * face of its kind within the box's counts, and is a position the rules
 * accept. */
static void
test_determinize (void)
{
  uint64_t seed;

  for (seed = 1; seed <= 30; seed++)
    {
      DrLpState s, view, world;
      uint64_t rng[4];
      int steps, seat, i, counts[DR_LP_N_DEFS] = { 0 };

      lp_test_new (&s, 2 + (int) (seed % 3), seed);
      dr_engine_rng_seed (rng, seed);
      for (steps = 0; steps < 40 + (int) seed * 3 && s.phase != DR_LP_PHASE_OVER; steps++)
        {
          DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
          int n = dr_lp_legal_actions (&s, legal);

          g_assert_cmpint (dr_lp_apply (&s, &legal[dr_engine_rng_below (rng, (uint32_t) n)]), ==, 0);
        }
      if (s.phase == DR_LP_PHASE_OVER)
        continue;
      seat = dr_lp_acting_seat (&s);
      dr_lp_view (&s, seat, &view);
      dr_lp_determinize (&view, seat, rng, &world);
      g_assert_null (dr_lp_check (&world));
      for (i = 0; i < s.n_cards; i++)
        {
          g_assert_cmpint (world.cards[i].def, !=, DR_LP_UNKNOWN);
          g_assert_cmpint (dr_lp_card_data (world.cards[i].def)->kind, ==, s.cards[i].kind);
          if (view.cards[i].def != DR_LP_UNKNOWN)
            g_assert_cmpint (world.cards[i].def, ==, s.cards[i].def);
          counts[world.cards[i].def]++;
        }
      for (i = 1; i < DR_LP_N_DEFS; i++)
        g_assert_cmpint (counts[i], <=, dr_lp_card_data (i)->box_quantity);
      g_assert_cmpint (counts[DR_LP_STRUCTURE_CORE], ==, 1);
    }
}

/* The search (src/engine/ai/dr-ai-search.c through Lockpick's hooks) picks
 * legal actions and, as the server, beats random hackers. */
static void
test_search (void)
{
  int g, server = 0;

  for (g = 0; g < 6; g++)
    {
      DrLpState s;
      uint64_t rng[4];

      lp_test_new (&s, 2, 300 + (uint64_t) g);
      dr_engine_rng_seed (rng, (uint64_t) g);
      while (s.phase != DR_LP_PHASE_OVER)
        {
          DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
          int n = dr_lp_legal_actions (&s, legal), pick;

          if (dr_lp_acting_seat (&s) == DR_LP_SERVER_SEAT)
            pick = dr_lp_search_pick (&s, legal, n, 40, rng);
          else
            pick = (int) dr_engine_rng_below (rng, (uint32_t) n);
          g_assert_cmpint (pick, >=, 0);
          g_assert_cmpint (pick, <, n);
          g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
        }
      server += s.winner_server;
    }
  g_assert_cmpint (server, >=, 5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lockpick/ai/beats-random", test_beats_random);
  g_test_add_func ("/lockpick/ai/determinize", test_determinize);
  g_test_add_func ("/lockpick/ai/search", test_search);
  return g_test_run ();
}
