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
#include <math.h>
#include <string.h>

#include "dr-lockpick.h"
#include "dr-lp-private.h"   /* dr_lp_core_belief */
#include "dr-lp-plan.h"
#include "lockpick-helper.h"

/* plays one game, dealt or with chosen decks; returns 1 when the server won */
static int
play_decks (int players, uint64_t seed, gboolean chosen, int heuristic_server, int heuristic_hackers)
{
  DrLpState s;
  uint64_t rng[4];

  if (chosen)
    g_assert_cmpint (dr_lp_setup_chosen (&s, players, seed), ==, 0);
  else
    lp_test_new (&s, players, seed);
  dr_engine_rng_seed (rng, seed ^ 0xa5a5);
  while (s.phase != DR_LP_PHASE_OVER)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal), seat = dr_lp_acting_seat (&s), pick;

      pick = lp_test_pick (&s, legal, n, seat == 0 ? heuristic_server : heuristic_hackers, rng);
      g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
    }
  return s.winner_server;
}

static int
play (int players, uint64_t seed, int heuristic_server, int heuristic_hackers)
{
  return play_decks (players, seed, FALSE, heuristic_server, heuristic_hackers);
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

/* With chosen decks the computer's hackers take both Weak Spots and all
 * three Trojan Horses first (the cards that break a cycle), and win far
 * more against random servers than with dealt ones (README: 86, 86 and
 * 82 % over 400 games; 54, 76 and 75 % dealt); the server's heuristic
 * still beats random hackers. */
static void
test_chosen_decks (void)
{
  static const int minimum[3] = { 78, 78, 74 };
  DrLpState s, view;
  uint64_t rng[4];
  int players;

  g_assert_cmpint (dr_lp_setup_chosen (&s, 2, 1), ==, 0);
  dr_engine_rng_seed (rng, 3);
  while (s.phase == DR_LP_PHASE_COMPOSE)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal);

      dr_lp_view (&s, dr_lp_acting_seat (&s), &view);
      g_assert_cmpint (dr_lp_apply (&s, &legal[dr_lp_heuristic_pick (&view, legal, n, rng)]), ==, 0);
    }
  g_assert_cmpint (s.picked[DR_LP_WEAK_SPOT], ==, 2);
  g_assert_cmpint (s.picked[DR_LP_TROJAN_HORSE], ==, 3);
  g_assert_cmpint (s.picked[DR_LP_SANDBOX], ==, 2);
  g_assert_cmpint (s.picked[DR_LP_PATCH], ==, 6);

  for (players = 2; players <= 4; players++)
    {
      int server = 0, hackers = 0, g, games = 100;

      for (g = 0; g < games; g++)
        {
          server += play_decks (players, 1000 + (uint64_t) g, TRUE, 1, 0);
          hackers += !play_decks (players, 5000 + (uint64_t) g, TRUE, 0, 1);
        }
      g_test_message ("chosen decks, %d players: heuristic server wins %d/%d, heuristic hackers win %d/%d",
                      players, server, games, hackers, games);
      g_assert_cmpint (server * 10, >=, games * 9);
      g_assert_cmpint (hackers, >=, minimum[players - 2]);
    }
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

/* lays the structures out as the random server does and hands the turn
 * to the hackers */
static void
random_layout (DrLpState *s, int players, uint64_t seed)
{
  uint64_t rng[4];

  lp_test_new (s, players, seed);
  dr_engine_rng_seed (rng, seed * 31 + 7);
  while (s->phase != DR_LP_PHASE_HACKER && s->phase != DR_LP_PHASE_OVER)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (s, legal);

      g_assert_cmpint (dr_lp_apply (s, &legal[dr_engine_rng_below (rng, (uint32_t) n)]), ==, 0);
    }
}

/* The belief over the Core's place: chances on the face-down structures
 * only, summing to 1; a face seen takes its card out; the last face-down
 * card is the Core for sure; and, over deals laid out by the random
 * server, the Core's cell gets more than the even share (the layout
 * order tells a little: 0.059 against 1/21 = 0.048 with four players
 * over 1,000 deals). */
static void
test_core_belief (void)
{
  double at_core = 0, even = 0;
  uint64_t seed;
  int deals = 400;

  for (seed = 1; seed <= (uint64_t) deals; seed++)
    {
      DrLpState s, view;
      double chance[DR_LP_CELLS], sum = 0;
      uint64_t rng[4];
      int cell, hidden = 0, core = -1;

      random_layout (&s, 4, seed);
      g_assert_cmpint (s.phase, ==, DR_LP_PHASE_HACKER);
      dr_lp_view (&s, 1, &view);
      dr_engine_rng_seed (rng, seed);
      g_assert_cmpint (dr_lp_core_belief (&view, 300, rng, chance), ==, 1);
      for (cell = 0; cell < DR_LP_CELLS; cell++)
        {
          int card = dr_lp_structure_at (&s, cell);

          if (card < 0)
            g_assert_cmpfloat (chance[cell], ==, 0);
          else
            {
              hidden++;
              if (s.cards[card].def == DR_LP_STRUCTURE_CORE)
                core = cell;
            }
          sum += chance[cell];
        }
      g_assert_cmpfloat (fabs (sum - 1), <, 1e-9);
      g_assert_cmpint (core, >=, 0);
      at_core += chance[core];
      even += 1.0 / hidden;

      if (seed <= 20)
        {
          /* every structure but the Core turned face up: only one place left */
          int i;

          for (i = 0; i < s.n_cards; i++)
            if (s.cards[i].kind == DR_LP_KIND_STRUCTURE && s.cards[i].def != DR_LP_STRUCTURE_CORE)
              s.cards[i].flags |= DR_LP_CARD_FACEUP;
          dr_lp_view (&s, 1, &view);
          g_assert_cmpint (dr_lp_core_belief (&view, 100, rng, chance), ==, 1);
          g_assert_cmpfloat (fabs (chance[core] - 1), <, 1e-9);
        }
    }
  g_test_message ("mean chance at the Core's cell %.4f, even share %.4f", at_core / deals, even / deals);
  g_assert_cmpfloat (at_core, >, 1.1 * even);

  {
    /* not laid out yet: no belief */
    DrLpState s, view;
    double chance[DR_LP_CELLS];
    uint64_t rng[4];

    lp_test_new (&s, 2, 7);
    dr_lp_view (&s, 1, &view);
    dr_engine_rng_seed (rng, 7);
    g_assert_cmpint (dr_lp_core_belief (&view, 10, rng, chance), ==, 0);
  }
}

/* The belief is calibrated: over deals laid out by the random server, with
 * a random number of structures turned face up (chosen without looking at
 * them, as the hackers' attacks are), the cells given a chance near p hold
 * the Core about a fraction p of the time.  The fault this catches was in
 * dr-lp-belief.c: its particles drew freely the faces of the steps not
 * seen, and one that took a copy a later step is seen to hold weighed 0;
 * with half the structures seen, every particle could (no belief at all)
 * or the few left made cells given 0.75 hold the Core one time in five. */
static void
test_core_belief_calibrated (void)
{
  int players;

  for (players = 3; players <= 4; players++)
    {
      double predicted[10] = { 0 }, hits[10] = { 0 }, count[10] = { 0 }, log_gain = 0;
      uint64_t seed;
      int samples = 0, bucket;

      for (seed = 1; seed <= 500; seed++)
        {
          DrLpState s, view;
          double chance[DR_LP_CELLS];
          uint64_t rng[4];
          int cards[DR_LP_MAX_CARDS], n = 0, i, shown, cell, hidden = 0, core_shown = 0;

          random_layout (&s, players, seed);
          dr_engine_rng_seed (rng, seed * 977 + (uint64_t) players);
          for (i = 0; i < s.n_cards; i++)
            if (s.cards[i].kind == DR_LP_KIND_STRUCTURE)
              cards[n++] = i;
          shown = (int) dr_engine_rng_below (rng, (uint32_t) (n - 1));
          for (i = 0; i < shown; i++)
            {
              int j = i + (int) dr_engine_rng_below (rng, (uint32_t) (n - i)), t = cards[i];

              cards[i] = cards[j];
              cards[j] = t;
              s.cards[cards[i]].flags |= DR_LP_CARD_FACEUP;
              core_shown |= s.cards[cards[i]].def == DR_LP_STRUCTURE_CORE;
            }
          if (core_shown)
            continue;   /* the game would be over */
          dr_lp_view (&s, 1, &view);
          g_assert_cmpint (dr_lp_core_belief (&view, 300, rng, chance), ==, 1);
          for (cell = 0; cell < DR_LP_CELLS; cell++)
            {
              int card = dr_lp_structure_at (&s, cell);

              if (card < 0 || (s.cards[card].flags & DR_LP_CARD_FACEUP))
                continue;
              hidden++;
              bucket = (int) (chance[cell] * 10);
              if (bucket > 9)
                bucket = 9;
              predicted[bucket] += chance[cell];
              count[bucket]++;
              if (s.cards[card].def == DR_LP_STRUCTURE_CORE)
                {
                  hits[bucket]++;
                  log_gain += log (chance[cell] > 1e-6 ? chance[cell] : 1e-6);
                }
            }
          log_gain += log (hidden);
          samples++;
        }
      for (bucket = 0; bucket < 10; bucket++)
        {
          double mean, freq, margin;

          if (count[bucket] < 30)
            continue;
          mean = predicted[bucket] / count[bucket];
          freq = hits[bucket] / count[bucket];
          margin = 3 * sqrt (mean * (1 - mean) / count[bucket]) + 0.03;
          g_test_message ("%d players, chances %.1f–%.1f: %.0f cells, mean %.3f, the Core %.3f", players,
                          bucket / 10.0, (bucket + 1) / 10.0, count[bucket], mean, freq);
          g_assert_cmpfloat (fabs (freq - mean), <=, margin);
        }
      /* and it tells more than an even guess: the log-likelihood of the
       * Core's cell beats that of 1 / face-down cells */
      g_test_message ("%d players: %d positions, log gain over an even guess %.3f a position", players,
                      samples, log_gain / samples);
      g_assert_cmpfloat (log_gain, >, 0);
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
            pick = dr_lp_search_pick (&s, legal, n, 40, rng, NULL);
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

/* The hackers' planner (dr-lp-plan.c) from their own view against random
 * servers: legal choices, the same choice for the same generator, and
 * half the games won with two players (18 of these 30 dealt games with 12
 * worlds a decision; random hackers win about one in ten; with chosen
 * decks and 128 worlds, the Hard level's, bench-lockpick-ai measures it
 * against the heuristic: README). */
#define PLAN_GAMES 30

static int
play_planned (uint64_t seed)
{
  DrLpState s;
  uint64_t rng[4];
  DrLpPlanBudget budget = { 12, DR_LP_PLAN_CANDIDATES, 0, 0 };

  lp_test_new (&s, 2, seed);
  dr_engine_rng_seed (rng, seed ^ 0x5a5a);
  while (s.phase != DR_LP_PHASE_OVER)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal), pick;

      if (dr_lp_acting_seat (&s) == DR_LP_SERVER_SEAT)
        pick = (int) dr_engine_rng_below (rng, (uint32_t) n);
      else
        {
          uint64_t again[4];

          memcpy (again, rng, sizeof again);
          pick = dr_lp_plan_pick (&s, legal, n, &budget, rng, NULL);
          if (n > 1 && seed % 10 == 0)
            g_assert_cmpint (dr_lp_plan_pick (&s, legal, n, &budget, again, NULL), ==, pick);
        }
      g_assert_cmpint (pick, >=, 0);
      g_assert_cmpint (pick, <, n);
      g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
    }
  return !s.winner_server;
}

static void
test_plan (void)
{
  int g, planned = 0;

  for (g = 0; g < PLAN_GAMES; g++)
    planned += play_planned (7000 + (uint64_t) g);
  g_test_message ("two players: the planner won %d of %d games", planned, PLAN_GAMES);
  g_assert_cmpint (planned * 2, >=, PLAN_GAMES);
}

/* The head start (budget.head_start) keeps the heuristic's first choice
 * unless another wins clearly more worlds: with one out of reach the
 * planner plays the heuristic's first choice at every decision of a
 * four-player game; with none it plays another at least once. */
static void
test_plan_head_start (void)
{
  DrLpState s;
  uint64_t rng[4];
  int decisions = 0, unlike_first = 0;

  lp_test_new (&s, 4, 77);
  dr_engine_rng_seed (rng, 77);
  while (s.phase != DR_LP_PHASE_OVER)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal), pick;

      if (n > 1 && s.phase == DR_LP_PHASE_HACKER)
        {
          DrLpPlanBudget ahead = { 12, DR_LP_PLAN_CANDIDATES, 0, 1e9 };
          DrLpPlanBudget level = { 12, DR_LP_PLAN_CANDIDATES, 0, 0 };
          DrLpState view;
          int first[DR_LP_PLAN_CANDIDATES];
          uint64_t again[4];

          dr_lp_view (&s, dr_lp_acting_seat (&s), &view);
          lp_top_candidates (&view, legal, n, DR_LP_PLAN_CANDIDATES, first);
          memcpy (again, rng, sizeof again);
          g_assert_cmpint (dr_lp_plan_pick (&s, legal, n, &ahead, again, NULL), ==, first[0]);
          pick = dr_lp_plan_pick (&s, legal, n, &level, rng, NULL);
          unlike_first += pick != first[0];
          decisions++;
        }
      else
        pick = lp_test_pick (&s, legal, n, TRUE, rng);
      g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
    }
  g_test_message ("%d decisions, %d unlike the heuristic's first choice without a head start",
                  decisions, unlike_first);
  g_assert_cmpint (decisions, >, 5);
  g_assert_cmpint (unlike_first, >, 0);
}

/* Thinking is cut short when asked (the Play window cancels the computer
 * on Undo or when the game closes): with a budget that would run for
 * hours, a search and a planner cancelled before they start still give a
 * legal choice, at once. */
static void
test_cancel (void)
{
  DrLpState s;
  uint64_t rng[4];
  int hacker_asked = 0, server_asked = 0;

  lp_test_new (&s, 2, 4242);
  dr_engine_rng_seed (rng, 4242);
  while (s.phase != DR_LP_PHASE_OVER && !(hacker_asked && server_asked))
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal), pick;
      volatile int cancel = 1;

      if (n > 1 && (s.phase == DR_LP_PHASE_HACKER || s.phase == DR_LP_PHASE_SERVER))
        {
          if (dr_lp_acting_seat (&s) == DR_LP_SERVER_SEAT)
            {
              pick = dr_lp_search_pick (&s, legal, n, G_MAXINT, rng, &cancel);
              server_asked = 1;
            }
          else
            {
              DrLpPlanBudget budget = { G_MAXINT, DR_LP_PLAN_CANDIDATES, 0, 0 };

              pick = dr_lp_plan_pick (&s, legal, n, &budget, rng, &cancel);
              g_assert_cmpint (pick, >=, 0);
              g_assert_cmpint (pick, <, n);
              pick = dr_lp_search_pick (&s, legal, n, G_MAXINT, rng, &cancel);
              hacker_asked = 1;
            }
          g_assert_cmpint (pick, >=, 0);
          g_assert_cmpint (pick, <, n);
        }
      else
        pick = lp_test_pick (&s, legal, n, TRUE, rng);
      g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
    }
  g_assert_true (hacker_asked);
  g_assert_true (server_asked);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lockpick/ai/beats-random", test_beats_random);
  g_test_add_func ("/lockpick/ai/chosen-decks", test_chosen_decks);
  g_test_add_func ("/lockpick/ai/determinize", test_determinize);
  g_test_add_func ("/lockpick/ai/core-belief", test_core_belief);
  g_test_add_func ("/lockpick/ai/core-belief-calibrated", test_core_belief_calibrated);
  g_test_add_func ("/lockpick/ai/search", test_search);
  g_test_add_func ("/lockpick/ai/plan", test_plan);
  g_test_add_func ("/lockpick/ai/plan-head-start", test_plan_head_start);
  g_test_add_func ("/lockpick/ai/cancel", test_cancel);
  return g_test_run ();
}
