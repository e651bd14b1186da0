/* test-lockpick-compose.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Decks chosen by the players (seed 003, "Cartes": the players
 * « composent » their decks in the counts of their player count; our
 * reading in docs/rules-choices.md, row "Which cards of the box make the
 * decks"): who chooses what and in which order, the box's limits, what
 * each side may see of the other's choice, the deal that follows, whole
 * games, and the hash of dealt games left as it was.
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "dr-lockpick.h"
#include "lockpick-helper.h"

static const int expected[3][3] = { { 11, 8, 10 }, { 16, 14, 20 }, { 21, 20, 30 } };

static int
kind_of (int def)
{
  return dr_lp_card_data (def)->kind;
}

static int
find_take (const DrEngineAction *legal, int n, int def)
{
  int i;

  for (i = 0; i < n; i++)
    if (legal[i].kind == DR_LP_ACT_COMPOSE_TAKE && legal[i].arg[2] == def)
      return i;
  return -1;
}

/* Every step of a random composition: the server chooses its structures
 * then its defenses, each hacker ten attack cards in seat order; the deal
 * then holds exactly what was taken, in seed 003's counts, the Core once. */
static void
test_who_chooses_what (void)
{
  int players;

  for (players = 2; players <= 4; players++)
    {
      uint64_t seed;

      for (seed = 1; seed <= 40; seed++)
        {
          DrLpState s;
          uint64_t rng[4];
          int by_kind[4] = { 0 }, counts[DR_LP_N_DEFS] = { 0 }, i, last_kind = 0, last_seat = -1;

          g_assert_cmpint (dr_lp_setup_chosen (&s, players, seed), ==, 0);
          dr_engine_rng_seed (rng, seed);
          g_assert_cmpint (s.phase, ==, DR_LP_PHASE_COMPOSE);
          g_assert_cmpint (s.picked[DR_LP_STRUCTURE_CORE], ==, 1);
          /* four players: "Toutes les cartes disponibles", the hackers choose first */
          g_assert_cmpint (s.composing, ==, players == 4 ? DR_LP_KIND_ATTACK : DR_LP_KIND_STRUCTURE);
          while (s.phase == DR_LP_PHASE_COMPOSE)
            {
              DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
              int n = dr_lp_legal_actions (&s, legal), seat = dr_lp_acting_seat (&s);

              g_assert_null (dr_lp_check (&s));
              g_assert_cmpint (s.composing, >=, last_kind);
              if (s.composing == DR_LP_KIND_ATTACK)
                {
                  int attacks = 0, def;

                  for (def = 1; def < DR_LP_N_DEFS; def++)
                    attacks += kind_of (def) == DR_LP_KIND_ATTACK ? s.picked[def] : 0;
                  g_assert_cmpint (seat, ==, 1 + attacks / 10);
                  g_assert_cmpint (seat, >=, last_seat);
                }
              else
                g_assert_cmpint (seat, ==, DR_LP_SERVER_SEAT);
              for (i = 0; i < n; i++)
                {
                  g_assert_cmpint (legal[i].seat, ==, seat);
                  if (legal[i].kind == DR_LP_ACT_COMPOSE_TAKE)
                    {
                      g_assert_cmpint (kind_of (legal[i].arg[2]), ==, s.composing);
                      g_assert_cmpint (legal[i].arg[2], !=, DR_LP_STRUCTURE_CORE);
                    }
                }
              last_kind = s.composing;
              last_seat = s.composing == DR_LP_KIND_ATTACK ? seat : -1;
              /* mostly one card at a time, sometimes the rest at random */
              i = dr_engine_rng_below (rng, 8) == 0 ? n - 1 : (int) dr_engine_rng_below (rng, (uint32_t) n);
              g_assert_cmpint (dr_lp_apply (&s, &legal[i]), ==, 0);
            }
          g_assert_cmpint (s.phase, ==, DR_LP_PHASE_LAYOUT_PICK);
          g_assert_null (dr_lp_check (&s));
          for (i = 0; i < s.n_cards; i++)
            {
              by_kind[s.cards[i].kind]++;
              counts[s.cards[i].def]++;
            }
          for (i = 1; i < DR_LP_N_DEFS; i++)
            g_assert_cmpint (counts[i], ==, s.picked[i]);
          g_assert_cmpint (counts[DR_LP_STRUCTURE_CORE], ==, 1);
          for (i = 0; i < 3; i++)
            g_assert_cmpint (by_kind[DR_LP_KIND_STRUCTURE + i], ==, expected[players - 2][i]);
        }
    }
}

/* A card is offered while the box holds a copy; the engine refuses more. */
static void
test_box_limits (void)
{
  DrLpState s;
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS], sandbox;
  int n, i;

  g_assert_cmpint (dr_lp_setup_chosen (&s, 2, 3), ==, 0);
  n = dr_lp_legal_actions (&s, legal);
  /* seven kinds of structure besides the Core, and "the rest at random" */
  g_assert_cmpint (n, ==, 8);
  g_assert_cmpint (legal[n - 1].kind, ==, DR_LP_ACT_COMPOSE_RANDOM);
  i = find_take (legal, n, DR_LP_SANDBOX);
  g_assert_cmpint (i, >=, 0);
  sandbox = legal[i];
  /* [x2] Sandbox */
  g_assert_cmpint (dr_lp_apply (&s, &sandbox), ==, 0);
  g_assert_cmpint (dr_lp_apply (&s, &sandbox), ==, 0);
  n = dr_lp_legal_actions (&s, legal);
  g_assert_cmpint (find_take (legal, n, DR_LP_SANDBOX), ==, -1);
  g_assert_cmpint (dr_lp_apply (&s, &sandbox), ==, -1);
  g_assert_cmpint (s.picked[DR_LP_SANDBOX], ==, 2);
  /* a hacker's card while the server chooses is no action */
  sandbox.arg[2] = DR_LP_WEAK_SPOT;
  g_assert_cmpint (dr_lp_apply (&s, &sandbox), ==, -1);
}

/* Taking the same cards gives the same game; the taken cards are the ones
 * dealt, and "the rest at random" fills only the acting seat's share. */
static void
test_taken_cards_are_dealt (void)
{
  DrLpState s;
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  int n, i, weak = 0, trojans = 0;

  g_assert_cmpint (dr_lp_setup_chosen (&s, 3, 11), ==, 0);
  /* the server: structures, then defenses, at random */
  n = dr_lp_legal_actions (&s, legal);
  g_assert_cmpint (dr_lp_apply (&s, &legal[n - 1]), ==, 0);
  g_assert_cmpint (s.composing, ==, DR_LP_KIND_DEFENSE);
  n = dr_lp_legal_actions (&s, legal);
  g_assert_cmpint (dr_lp_apply (&s, &legal[n - 1]), ==, 0);
  /* Hacker 1 takes both Weak Spots, then the rest of its ten at random */
  g_assert_cmpint (s.composing, ==, DR_LP_KIND_ATTACK);
  g_assert_cmpint (dr_lp_acting_seat (&s), ==, 1);
  for (i = 0; i < 2; i++)
    {
      n = dr_lp_legal_actions (&s, legal);
      g_assert_cmpint (dr_lp_apply (&s, &legal[find_take (legal, n, DR_LP_WEAK_SPOT)]), ==, 0);
    }
  n = dr_lp_legal_actions (&s, legal);
  g_assert_cmpint (find_take (legal, n, DR_LP_WEAK_SPOT), ==, -1);
  g_assert_cmpint (dr_lp_apply (&s, &legal[n - 1]), ==, 0);
  /* Hacker 2 now: three Trojan Horses, the rest at random */
  g_assert_cmpint (dr_lp_acting_seat (&s), ==, 2);
  g_assert_cmpint (s.phase, ==, DR_LP_PHASE_COMPOSE);
  for (i = 0; i < 3; i++)
    {
      n = dr_lp_legal_actions (&s, legal);
      g_assert_cmpint (dr_lp_apply (&s, &legal[find_take (legal, n, DR_LP_TROJAN_HORSE)]), ==, 0);
    }
  n = dr_lp_legal_actions (&s, legal);
  g_assert_cmpint (dr_lp_apply (&s, &legal[n - 1]), ==, 0);
  g_assert_cmpint (s.phase, ==, DR_LP_PHASE_LAYOUT_PICK);
  for (i = 0; i < s.n_cards; i++)
    {
      weak += s.cards[i].def == DR_LP_WEAK_SPOT;
      trojans += s.cards[i].def == DR_LP_TROJAN_HORSE;
      if (s.cards[i].kind == DR_LP_KIND_ATTACK)
        g_assert_cmpint (s.cards[i].zone, ==, DR_LP_ZONE_DECK);
    }
  g_assert_cmpint (weak, ==, 2);
  g_assert_cmpint (trojans, ==, 3);
}

/* Neither side sees what the other took; everybody knows the Core is in. */
static void
test_views_hide_the_other_side (void)
{
  DrLpState s, view;
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  int n, def;

  g_assert_cmpint (dr_lp_setup_chosen (&s, 2, 5), ==, 0);
  while (s.composing != DR_LP_KIND_ATTACK)
    {
      n = dr_lp_legal_actions (&s, legal);
      g_assert_cmpint (dr_lp_apply (&s, &legal[0]), ==, 0);
    }
  n = dr_lp_legal_actions (&s, legal);
  g_assert_cmpint (dr_lp_apply (&s, &legal[find_take (legal, n, DR_LP_SCANNER)]), ==, 0);

  dr_lp_view (&s, 1, &view);
  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (kind_of (def) == DR_LP_KIND_ATTACK || def == DR_LP_STRUCTURE_CORE)
      g_assert_cmpint (view.picked[def], ==, s.picked[def]);
    else
      g_assert_cmpint (view.picked[def], ==, 0);
  /* the hacker's view still lists what it may take */
  g_assert_cmpint (dr_lp_legal_actions (&view, legal), ==, n);

  dr_lp_view (&s, DR_LP_SERVER_SEAT, &view);
  g_assert_cmpint (view.picked[DR_LP_SCANNER], ==, 0);
  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (kind_of (def) != DR_LP_KIND_ATTACK)
      g_assert_cmpint (view.picked[def], ==, s.picked[def]);

  dr_lp_view (&s, -1, &view);
  for (def = 1; def < DR_LP_N_DEFS; def++)
    g_assert_cmpint (view.picked[def], ==, def == DR_LP_STRUCTURE_CORE ? 1 : 0);
}

/* Whole games with chosen decks, random and heuristic, end with the
 * invariants held, and the same actions replay to the same position. */
static void
test_whole_games (void)
{
  int players;

  for (players = 2; players <= 4; players++)
    {
      uint64_t seed;
      int server_wins = 0, games = 0;

      for (seed = 1; seed <= 30; seed++)
        {
          DrLpState s, again;
          uint64_t rng[4];
          GArray *actions = g_array_new (FALSE, FALSE, sizeof (DrEngineAction));
          guint i;

          g_assert_cmpint (dr_lp_setup_chosen (&s, players, seed), ==, 0);
          dr_engine_rng_seed (rng, seed * 7 + 1);
          while (s.phase != DR_LP_PHASE_OVER && actions->len < 20000)
            {
              DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
              int n = dr_lp_legal_actions (&s, legal);
              gboolean heuristic = dr_lp_acting_seat (&s) == DR_LP_SERVER_SEAT ? seed % 2 : seed % 3 == 0;
              int pick = lp_test_pick (&s, legal, n, heuristic, rng);

              g_assert_cmpint (n, >, 0);
              g_array_append_val (actions, legal[pick]);
              g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
              g_assert_null (dr_lp_check (&s));
            }
          g_assert_cmpint (s.phase, ==, DR_LP_PHASE_OVER);
          games++;
          server_wins += s.winner_server;
          g_assert_cmpint (dr_lp_setup_chosen (&again, players, seed), ==, 0);
          for (i = 0; i < actions->len; i++)
            g_assert_cmpint (dr_lp_apply (&again, &g_array_index (actions, DrEngineAction, i)), ==, 0);
          g_assert_cmpuint (dr_lp_hash (&again), ==, dr_lp_hash (&s));
          g_array_unref (actions);
        }
      g_assert_cmpint (server_wins, >, 0);
      g_assert_cmpint (server_wins, <, games);
    }
}

/* A dealt game's position is hashed as before chosen decks existed (the
 * bytes up to its generator), so the records of dealt games written
 * earlier still end on the position they name; a chosen game's hash
 * covers what was chosen. */
static void
test_hashes (void)
{
  DrLpState s, other;

  lp_test_new (&s, 2, 9);
  g_assert_cmpuint (dr_lp_hash (&s), ==, dr_engine_hash_bytes (&s, offsetof (DrLpState, rng) + sizeof s.rng));
  g_assert_cmpint (dr_lp_setup_chosen (&s, 2, 9), ==, 0);
  memcpy (&other, &s, sizeof other);
  other.picked[DR_LP_SANDBOX] = 1;
  g_assert_cmpuint (dr_lp_hash (&s), !=, dr_lp_hash (&other));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lockpick/compose/who-chooses-what", test_who_chooses_what);
  g_test_add_func ("/lockpick/compose/box-limits", test_box_limits);
  g_test_add_func ("/lockpick/compose/taken-cards-are-dealt", test_taken_cards_are_dealt);
  g_test_add_func ("/lockpick/compose/views-hide-the-other-side", test_views_hide_the_other_side);
  g_test_add_func ("/lockpick/compose/whole-games", test_whole_games);
  g_test_add_func ("/lockpick/compose/hashes", test_hashes);
  return g_test_run ();
}
