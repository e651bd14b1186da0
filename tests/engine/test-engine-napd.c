/* test-engine-napd.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The NAPD identity (card 24001) where scenarios cannot reach: the rez
 * discount running out part way (the discount left set by hand), the face
 * in every seat's view and in the hash, and the heuristic player's
 * pre-game choices over real setups.
 */
#include "config.h"

#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */

static void
build (const char *text, DrNrState *s)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  GError *error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  g_assert_true (dr_scenario_build_state (json_node_get_object (json_parser_get_root (parser)),
                                          s, &error));
  g_assert_no_error (error);
}

static int
find (const DrNrState *s, const char *code)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (g_strcmp0 (dr_nr_def (s, i)->code, code) == 0)
      return i;
  g_assert_not_reached ();
  return -1;
}

static void
apply (DrNrState *s, int kind, int card, int target, int server, int amount)
{
  DrNrAction a = { .kind = (uint8_t) kind, .seat = (uint8_t) dr_nr_acting_seat (s),
                   .card = (uint8_t) card, .target = (uint8_t) target,
                   .server = (uint8_t) server, .amount = (int16_t) amount };

  g_assert_cmpint (dr_nr_apply (s, &a), ==, DR_NR_OK);
}

static gboolean
legal (const DrNrState *s, int kind, int card, int target, int server)
{
  DrNrAction a = { .kind = (uint8_t) kind, .seat = (uint8_t) dr_nr_acting_seat (s),
                   .card = (uint8_t) card, .target = (uint8_t) target,
                   .server = (uint8_t) server };

  return dr_nr_is_legal (s, &a);
}

/* Cyber Bureau's rezzes: each takes what is left of the 20 credits off
 * its cost and the Corp pays the rest; a card the Corp cannot pay for is
 * not offered. */
static void
test_discount_runs_out (void)
{
  DrNrState s, view;
  int id, katana, enigma, wall, ice_wall;
  uint64_t before;

  build ("{\"corp\":{\"identity\":\"24001\",\"credits\":5,"
         "\"hand\":[\"01077\",\"01111\",\"01113\",\"01103\"]},"
         "\"runner\":{},\"turn\":{\"seat\":\"corp\",\"start\":\"mulligan\"}}", &s);
  id = s.seats[0].identity;
  katana = find (&s, "01077");
  enigma = find (&s, "01111");
  wall = find (&s, "01113");
  ice_wall = find (&s, "01103");
  apply (&s, DR_NR_ACT_KEEP, DR_NR_NO_CARD, DR_NR_NO_CARD, 0, 0);
  apply (&s, DR_NR_ACT_KEEP, DR_NR_NO_CARD, DR_NR_NO_CARD, 0, 0);
  apply (&s, DR_NR_ACT_CHOOSE, id, katana, DR_NR_SERVER_HQ, 0);
  apply (&s, DR_NR_ACT_CHOOSE, id, enigma, DR_NR_SERVER_HQ, 0);
  apply (&s, DR_NR_ACT_CHOOSE, id, wall, DR_NR_SERVER_HQ, 0);
  apply (&s, DR_NR_ACT_CHOOSE, id, ice_wall, DR_NR_SERVER_HQ, 0);
  g_assert_cmpint (s.seats[0].credits, ==, 5);   /* 0 + 1 + 2 + 3 install costs ignored */
  apply (&s, DR_NR_ACT_PASS, DR_NR_NO_CARD, DR_NR_NO_CARD, 0, 0);
  g_assert_cmpint (dr_nr_top (&s)->kind, ==, DR_NR_FRAME_PROMPT);
  g_assert_cmpint (dr_nr_top (&s)->m, ==, 20);
  /* as if 16 of the 20 credits were spent on dearer cards */
  s.stack[s.stack_n - 1].m = 4;
  apply (&s, DR_NR_ACT_CHOOSE, id, katana, DR_NR_NO_SERVER, 0);
  g_assert_cmpint (s.seats[0].credits, ==, 5);
  g_assert_cmpint (dr_nr_top (&s)->m, ==, 0);
  apply (&s, DR_NR_ACT_CHOOSE, id, enigma, DR_NR_NO_SERVER, 0);
  g_assert_cmpint (s.seats[0].credits, ==, 2);
  g_assert_false (legal (&s, DR_NR_ACT_CHOOSE, id, wall, DR_NR_NO_SERVER));
  g_assert_true (legal (&s, DR_NR_ACT_CHOOSE, id, ice_wall, DR_NR_NO_SERVER));
  apply (&s, DR_NR_ACT_CHOOSE, id, ice_wall, DR_NR_NO_SERVER, 0);
  g_assert_cmpint (s.seats[0].credits, ==, 1);
  g_assert_true (s.cards[ice_wall].flags & DR_NR_CARD_REZZED);
  /* nothing left that the Corp can pay for: the pass flips the identity */
  g_assert_cmpint (dr_nr_legal_actions (&s, NULL), ==, 1);
  before = dr_nr_hash (&s);
  g_assert_cmpint (dr_nr_def (&s, id)->face, ==, 0);
  apply (&s, DR_NR_ACT_PASS, DR_NR_NO_CARD, DR_NR_NO_CARD, 0, 0);
  g_assert_cmpint (dr_nr_def (&s, id)->face, ==, 1);
  g_assert_cmpstr (dr_nr_def (&s, id)->title, ==, "Detective's Bureau: Upholding the Law");
  g_assert_cmpuint (dr_nr_hash (&s), !=, before);
  /* the face is public: every seat's view shows it */
  dr_nr_view (&s, 1, &view);
  g_assert_cmpint (view.cards[id].def, ==, s.cards[id].def);
  dr_nr_view (&s, 0, &view);
  g_assert_cmpint (view.cards[id].def, ==, s.cards[id].def);
}

/* The two faces hash apart even in an otherwise equal position. */
static void
test_faces_hash_apart (void)
{
  DrNrState front, back;
  const char *text = "{\"corp\":{\"identity\":\"24001\"},\"runner\":{}}";
  const char *text_back = "{\"corp\":{\"identity\":\"24001\",\"identity-face\":\"back\"},"
                          "\"runner\":{}}";

  build (text, &front);
  build (text_back, &back);
  g_assert_cmpint (front.cards[front.seats[0].identity].def, !=,
                   back.cards[back.seats[0].identity].def);
  g_assert_cmpuint (dr_nr_hash (&front), !=, dr_nr_hash (&back));
}

/* Printed rez costs (Akitaro Watanabe may lower what was really paid: the
 * check below can then only be more lenient). */
static int
rez_total (const DrNrState *s)
{
  int i, total = 0;

  for (i = 0; i < s->n_cards; i++)
    if ((s->cards[i].zone == DR_NR_ZONE_ICE || s->cards[i].zone == DR_NR_ZONE_ROOT)
        && (s->cards[i].flags & DR_NR_CARD_REZZED))
      total += dr_nr_def (s, i)->cost;
  return total;
}

/* The heuristic Corp, over real setups: it installs several cards, mostly
 * ice, never an agenda without ice in front of it, rezzes within the
 * discount and keeps credits for its first turn. */
static void
test_heuristic_pregame (void)
{
  DrScenarioDeck corp, runners[3];
  guint64 seed;
  int games = 40, installed = 0, ice_rezzed = 0;

  g_assert_true (dr_scenario_deck_load (DECK_DIR "/napd-corp.json", &corp, NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner.json", &runners[0], NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner-noise.json", &runners[1], NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner-gabriel.json", &runners[2], NULL));
  for (seed = 1; seed <= (guint64) games; seed++)
    {
      DrNrSetup setup;
      DrNrState s, view;
      DrNrAction actions[DR_NR_MAX_ACTIONS];
      uint64_t rng[4];
      int server, i;

      dr_scenario_setup_decks (&corp, runners, 3, &setup);
      setup.seed = seed;
      g_assert_cmpint (dr_nr_setup (&s, &setup), ==, DR_NR_OK);
      dr_engine_rng_seed (rng, seed);
      while (s.turn == 0)
        {
          int n = dr_nr_legal_actions (&s, actions), k;

          if (dr_nr_top (&s)->kind == DR_NR_FRAME_MULLIGAN)
            k = 0;   /* keep */
          else
            {
              dr_nr_view (&s, dr_nr_acting_seat (&s), &view);
              k = dr_nr_ai_choose (&view, actions, n, rng);
            }
          g_assert_cmpint (dr_nr_apply (&s, &actions[k]), ==, DR_NR_OK);
        }
      g_assert_cmpint (dr_nr_def (&s, s.seats[0].identity)->face, ==, 1);
      g_assert_cmpint (s.seats[0].credits, >=, 3);
      for (server = DR_NR_SERVER_REMOTE0; server < DR_NR_MAX_SERVERS; server++)
        for (i = 0; i < s.servers[server].n_root; i++)
          if (dr_nr_def (&s, s.servers[server].root[i])->type == DR_NR_TYPE_AGENDA)
            g_assert_cmpint (s.servers[server].n_ice, >, 0);
      for (i = 0; i < s.n_cards; i++)
        {
          const DrNrCard *c = &s.cards[i];

          if (c->zone != DR_NR_ZONE_ICE && c->zone != DR_NR_ZONE_ROOT)
            continue;
          installed++;
          if (c->zone == DR_NR_ZONE_ICE && (c->flags & DR_NR_CARD_REZZED))
            ice_rezzed++;
          /* the discount is not wasted while an installed ice fits in it */
          if (c->zone == DR_NR_ZONE_ICE && !(c->flags & DR_NR_CARD_REZZED))
            g_assert_cmpint (rez_total (&s) + dr_nr_def (&s, i)->cost, >, 20);
        }
    }
  g_test_message ("%d games: %d cards installed, %d ice rezzed", games, installed, ice_rezzed);
  g_assert_cmpint (installed, >=, 4 * games);
  g_assert_cmpint (ice_rezzed, >=, 2 * games);
  dr_scenario_deck_clear (&corp);
  for (seed = 0; seed < 3; seed++)
    dr_scenario_deck_clear (&runners[seed]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/napd/discount-runs-out", test_discount_runs_out);
  g_test_add_func ("/engine/napd/faces-hash-apart", test_faces_hash_apart);
  g_test_add_func ("/engine/napd/heuristic-pregame", test_heuristic_pregame);
  return g_test_run ();
}
