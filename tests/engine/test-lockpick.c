/* test-lockpick.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick's engine as a whole: compositions by player count (seed 003,
 * "Cartes"), the layout ("Début de partie"), the contract, the masked
 * views, replay by seed and actions, and the invariant sweep over random
 * and heuristic games of 2, 3 and 4 players.
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "dr-lockpick.h"
#include "dr-lp-private.h"   /* dr_lp_core_belief */
#include "dr-lockpick-play.h"
#include "lockpick-helper.h"

/* seed 003, "Cartes": 11/16/all structures, 8/14/all defenses, 10/20/30 attacks */
static void
test_compositions (void)
{
  static const int expected[3][3] = { { 11, 8, 10 }, { 16, 14, 20 }, { 21, 20, 30 } };
  int players;

  for (players = 2; players <= 4; players++)
    {
      uint8_t defs[DR_LP_MAX_CARDS];
      int n = dr_lp_compose_box (players, 7, defs), i, by_kind[4] = { 0 }, core = 0;
      DrLpState s;

      for (i = 0; i < n; i++)
        {
          by_kind[dr_lp_card_data (defs[i])->kind]++;
          core += defs[i] == DR_LP_STRUCTURE_CORE;
        }
      g_assert_cmpint (by_kind[DR_LP_KIND_STRUCTURE], ==, expected[players - 2][0]);
      g_assert_cmpint (by_kind[DR_LP_KIND_DEFENSE], ==, expected[players - 2][1]);
      g_assert_cmpint (by_kind[DR_LP_KIND_ATTACK], ==, expected[players - 2][2]);
      g_assert_cmpint (core, ==, 1);
      g_assert_cmpint (dr_lp_setup (&s, players, 1, defs, n), ==, 0);
      g_assert_cmpint (s.n_seats, ==, players);
      /* the same cards for another player count are refused */
      g_assert_cmpint (dr_lp_setup (&s, players == 2 ? 3 : 2, 1, defs, n), ==, -1);
    }
  g_assert_cmpint (dr_lp_compose_box (1, 1, NULL), ==, -1);
  g_assert_cmpint (dr_lp_compose_box (5, 1, NULL), ==, -1);
}

/* A card's id is public (the view shows ids on the grid): the Core must not
 * always have the same one, or every seat would know where it lies. */
static void
test_masking_core_id (void)
{
  int players;

  for (players = 2; players <= 4; players++)
    {
      int by_id[DR_LP_MAX_CARDS] = { 0 }, most = 0;
      uint64_t seed;

      for (seed = 1; seed <= 200; seed++)
        {
          uint8_t defs[DR_LP_MAX_CARDS];
          int n = dr_lp_compose_box (players, seed, defs), i;
          DrLpState s;

          g_assert_cmpint (dr_lp_setup (&s, players, seed, defs, n), ==, 0);
          for (i = 0; i < s.n_cards; i++)
            if (s.cards[i].def == DR_LP_STRUCTURE_CORE)
              by_id[i]++;
        }
      for (int i = 0; i < DR_LP_MAX_CARDS; i++)
        most = MAX (most, by_id[i]);
      /* uniform over 11 to 21 structures: about 10–18 of 200 per id */
      g_assert_cmpint (most, <, 40);
    }
}

static void
test_setup_refusals (void)
{
  uint8_t defs[DR_LP_MAX_CARDS];
  int n = dr_lp_compose_box (2, 3, defs), i;
  DrLpState s;

  /* without the Structure Core */
  for (i = 0; i < n; i++)
    if (defs[i] == DR_LP_STRUCTURE_CORE)
      defs[i] = DR_LP_UNSECURED_WORKSTATION;
  g_assert_cmpint (dr_lp_setup (&s, 2, 1, defs, n), ==, -1);
  /* a card that is no card */
  defs[0] = 0;
  g_assert_cmpint (dr_lp_setup (&s, 2, 1, defs, n), ==, -1);
  /* more copies than the box holds: seven workstations */
  n = dr_lp_compose_box (4, 3, defs);
  for (i = 0; i < n; i++)
    if (defs[i] == DR_LP_SANDBOX)
      {
        defs[i] = DR_LP_UNSECURED_WORKSTATION;
        break;
      }
  g_assert_cmpint (dr_lp_setup (&s, 4, 1, defs, n), ==, -1);
}

/* "chaque carte se trouve adjacente à au moins une autre carte" */
static void
test_layout_by_decisions (void)
{
  DrLpState s;
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  int n, placed = 0, cell;

  lp_test_new (&s, 2, 11);
  g_assert_cmpint (dr_lp_acting_seat (&s), ==, DR_LP_SERVER_SEAT);
  while (s.phase == DR_LP_PHASE_LAYOUT_PICK)
    {
      n = dr_lp_legal_actions (&s, legal);
      g_assert_cmpint (legal[n - 1].kind, ==, DR_LP_ACT_LAYOUT_RANDOM);
      g_assert_cmpint (dr_lp_apply (&s, &legal[0]), ==, 0);
      n = dr_lp_legal_actions (&s, legal);
      g_assert_cmpint (n, >, 0);
      for (int i = 0; i < n; i++)
        {
          int nb[4], k = dr_lp_neighbours (legal[i].arg[1], nb), touches = 0;

          for (int j = 0; j < k; j++)
            touches |= s.grid[nb[j]] != DR_LP_NO_CARD;
          g_assert_true (placed == 0 ? legal[i].arg[1] == DR_LP_CENTER : touches);
        }
      g_assert_cmpint (dr_lp_apply (&s, &legal[n - 1]), ==, 0);
      placed++;
      g_assert_null (dr_lp_check (&s));
    }
  g_assert_cmpint (placed, ==, 11);
  g_assert_cmpint (s.phase, ==, DR_LP_PHASE_HACKER);
  for (cell = 0; cell < DR_LP_CELLS; cell++)
    if (s.grid[cell] != DR_LP_NO_CARD)
      {
        int nb[4], k = dr_lp_neighbours (cell, nb), touches = 0;

        for (int j = 0; j < k; j++)
          touches |= s.grid[nb[j]] != DR_LP_NO_CARD;
        g_assert_true (touches);
      }
  /* the first hacker drew four */
  g_assert_cmpint (dr_lp_count_zone (&s, DR_LP_ZONE_HAND, 1), ==, 4);
}

static void
test_random_layout (void)
{
  DrLpState s;

  lp_test_new (&s, 4, 5);
  lp_test_do (&s, DR_LP_ACT_LAYOUT_RANDOM, -1, -1);
  g_assert_cmpint (dr_lp_count_zone (&s, DR_LP_ZONE_GRID, -1), ==, 21);
  g_assert_cmpint (s.active, ==, 1);
}

/* What each seat sees: face-down structures only the server, each hand
 * only its owner, the decks nobody. */
static void
check_view (const DrLpState *s, int seat)
{
  DrLpState v;
  int i;

  dr_lp_view (s, seat, &v);
  for (i = 0; i < s->n_cards; i++)
    {
      const DrLpCard *c = &s->cards[i];
      int seen = v.cards[i].def != DR_LP_UNKNOWN;

      if (c->zone == DR_LP_ZONE_DECK)
        g_assert_false (seen);
      else if (c->zone == DR_LP_ZONE_GRID)
        g_assert_true (seen == (seat == DR_LP_SERVER_SEAT || (c->flags & DR_LP_CARD_FACEUP) != 0));
      else if (c->zone == DR_LP_ZONE_HAND)
        g_assert_true (seen == (seat == c->seat || (c->flags & DR_LP_CARD_SHOWN) != 0));
    }
  /* the log never names for a seat a card it could not see */
  for (uint32_t k = s->log_total > DR_LP_LOG_CAP ? s->log_total - DR_LP_LOG_CAP : 0; k < s->log_total; k++)
    {
      DrEngineText full, masked;
      char a[512], b[512];

      if (!dr_lp_describe_event (s, k, seat, &full))
        continue;
      dr_lp_describe_event (&v, k, seat, &masked);
      dr_engine_text_format (&full, a, sizeof a, NULL, NULL);
      dr_engine_text_format (&masked, b, sizeof b, NULL, NULL);
      g_assert_cmpstr (a, ==, b);
    }
}

typedef struct
{
  int games;
  int server_wins;
  int actions;
  int max_round;
} SweepStats;

/* One game: random or heuristic players; after every action the
 * invariants, the views, a refused action changing nothing, and the
 * description of every legal action. */
static uint64_t
play_game (int players, uint64_t seed, int heuristic_server, int heuristic_hackers,
           GArray *record, SweepStats *stats)
{
  DrLpState s, before;
  uint64_t rng[4];
  int steps = 0;

  lp_test_new (&s, players, seed);
  dr_engine_rng_seed (rng, seed * 31 + 7);
  while (s.phase != DR_LP_PHASE_OVER)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS], bogus;
      int n = dr_lp_legal_actions (&s, legal), pick, seat = dr_lp_acting_seat (&s), i;
      const char *broken = dr_lp_check (&s);

      if (broken != NULL)
        g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, broken);
      g_assert_cmpint (n, >, 0);
      for (i = 0; i < n; i++)
        {
          DrEngineText t;

          g_assert_cmpint (legal[i].seat, ==, seat);
          dr_lp_describe_action (&s, &legal[i], &t);
          g_assert_nonnull (t.format);
        }
      if (steps % 7 == 0)
        for (int v = -1; v < players; v++)
          check_view (&s, v);
      /* a refused action leaves every byte as it was */
      memcpy (&before, &s, sizeof s);
      bogus = legal[0];
      bogus.seat = (uint8_t) ((bogus.seat + 1) % players);
      g_assert_cmpint (dr_lp_apply (&s, &bogus), <, 0);
      g_assert_true (memcmp (&before, &s, sizeof s) == 0);
      pick = lp_test_pick (&s, legal, n, seat == 0 ? heuristic_server : heuristic_hackers, rng);
      if (record != NULL)
        g_array_append_val (record, legal[pick]);
      g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
      steps++;
      g_assert_cmpint (steps, <, 20000);
    }
  g_assert_null (dr_lp_check (&s));
  g_assert_cmpint (dr_lp_acting_seat (&s), ==, -1);
  if (stats != NULL)
    {
      stats->games++;
      stats->server_wins += s.winner_server;
      stats->actions += steps;
      stats->max_round = MAX (stats->max_round, s.turn);
    }
  return dr_lp_hash (&s);
}

static void
test_sweep (void)
{
  int players;

  for (players = 2; players <= 4; players++)
    {
      SweepStats stats = { 0 };
      uint64_t seed;

      for (seed = 1; seed <= 150; seed++)
        play_game (players, seed * 1000 + (uint64_t) players, seed % 2, seed % 3 == 0, NULL, &stats);
      g_test_message ("%d players: %d games, server won %d, %d actions, longest %d rounds",
                      players, stats.games, stats.server_wins, stats.actions, stats.max_round);
      /* both sides win some games: neither rule set is broken */
      g_assert_cmpint (stats.server_wins, >, 0);
      g_assert_cmpint (stats.server_wins, <, stats.games);
    }
}

/* s with every card of the server's hand the hackers have not seen given
 * another face from the defense deck (a Patch becomes something else, and
 * something else a Patch when the deck holds one) */
static void
swap_hidden_server_hand (const DrLpState *s, DrLpState *out)
{
  int i, j;

  memcpy (out, s, sizeof *out);
  for (i = 0; i < out->n_cards; i++)
    {
      DrLpCard *c = &out->cards[i];

      if (c->zone != DR_LP_ZONE_HAND || c->seat != DR_LP_SERVER_SEAT || (c->flags & DR_LP_CARD_SHOWN))
        continue;
      for (j = 0; j < out->n_cards; j++)
        {
          DrLpCard *d = &out->cards[j];

          if (d->zone == DR_LP_ZONE_DECK && d->kind == DR_LP_KIND_DEFENSE
              && (c->def == DR_LP_PATCH ? d->def != DR_LP_PATCH : d->def == DR_LP_PATCH))
            {
              uint8_t t = c->def;

              c->def = d->def;
              d->def = t;
              break;
            }
        }
    }
  g_assert_null (dr_lp_check (out));
}

/* what a hacker sees happen after an action: who acts, in which phase,
 * on which decision */
static void
assert_same_for_hackers (const DrLpState *a, const DrLpState *b)
{
  int k;

  g_assert_cmpint (dr_lp_acting_seat (a), ==, dr_lp_acting_seat (b));
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpint (a->n_pending, ==, b->n_pending);
  for (k = 0; k < a->n_pending; k++)
    {
      g_assert_cmpint (a->pending[k].kind, ==, b->pending[k].kind);
      g_assert_cmpint (a->pending[k].seat, ==, b->pending[k].seat);
    }
  if (dr_lp_acting_seat (a) > 0)
    {
      DrEngineAction la[DR_ENGINE_MAX_ACTIONS], lb[DR_ENGINE_MAX_ACTIONS];

      g_assert_cmpint (dr_lp_legal_actions (a, la), ==, dr_lp_legal_actions (b, lb));
    }
}

/* Masking: the faces of the server's hidden hand never change what a
 * hacker's action leads to as the hackers see it; in particular the
 * server is asked about a Patch whether it holds one or not (a question
 * asked only of a server with a Patch would tell the hackers it has one). */
static void
test_masking_patch_question (void)
{
  int players, asked = 0, asked_without = 0;
  uint64_t seed;

  for (players = 2; players <= 4; players++)
    for (seed = 1; seed <= 40; seed++)
      {
        DrLpState s;
        uint64_t rng[4];

        lp_test_new (&s, players, seed);
        dr_engine_rng_seed (rng, seed);
        while (s.phase != DR_LP_PHASE_OVER)
          {
            DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
            int n = dr_lp_legal_actions (&s, legal), i;

            if (dr_lp_acting_seat (&s) > 0 && s.phase == DR_LP_PHASE_HACKER)
              {
                DrLpState other;

                swap_hidden_server_hand (&s, &other);
                for (i = 0; i < n; i++)
                  {
                    DrLpState a, b;

                    memcpy (&a, &s, sizeof a);
                    memcpy (&b, &other, sizeof b);
                    g_assert_cmpint (dr_lp_apply (&a, &legal[i]), ==, 0);
                    g_assert_cmpint (dr_lp_apply (&b, &legal[i]), ==, 0);
                    assert_same_for_hackers (&a, &b);
                    if (legal[i].kind == DR_LP_ACT_ACTIVATE && a.n_pending > 0
                        && a.pending[a.n_pending - 1].kind == DR_LP_PD_PATCH)
                      {
                        DrEngineAction la[DR_ENGINE_MAX_ACTIONS];

                        asked++;
                        asked_without += dr_lp_legal_actions (&a, la) == 1;
                      }
                  }
              }
            g_assert_cmpint (dr_lp_apply (&s, &legal[dr_engine_rng_below (rng, (uint32_t) n)]), ==, 0);
          }
      }
  g_test_message ("the server was asked about a Patch %d times, %d of them without one", asked, asked_without);
  g_assert_cmpint (asked_without, >, 0);
  g_assert_cmpint (asked_without, <, asked);
}

/* A seed and the actions replay the same game. */
static void
test_replay (void)
{
  g_autoptr (GArray) record = g_array_new (FALSE, FALSE, sizeof (DrEngineAction));
  uint64_t hash = play_game (3, 4242, 1, 0, record, NULL);
  DrLpState s;
  guint i;

  lp_test_new (&s, 3, 4242);
  for (i = 0; i < record->len; i++)
    g_assert_cmpint (dr_lp_apply (&s, &g_array_index (record, DrEngineAction, i)), ==, 0);
  g_assert_cmpuint (dr_lp_hash (&s), ==, hash);
}

/* A record written before the hackers' order was a decision (format 1:
 * no order action, the hackers in seat order, the structures dealt Core
 * first) still replays, to the same game as one that chose the seats'
 * order. */
static void
test_replay_without_order (void)
{
  DrLockpickRecord rec;
  DrLpState s, again;
  uint64_t rng[4];
  int orders = 0;

  dr_lockpick_record_init (&rec);
  rec.format = 1;
  rec.players = 4;
  rec.seed = 777;
  g_assert_true (dr_lockpick_record_start (&rec, &s, NULL));
  dr_engine_rng_seed (rng, 3);
  while (s.phase != DR_LP_PHASE_OVER)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal), pick = 0;

      if (s.phase == DR_LP_PHASE_ORDER)
        {
          /* the seats' order, as format 1 played */
          while (legal[pick].kind != DR_LP_ACT_ORDER_NEXT)
            pick++;
          orders++;
        }
      else
        {
          pick = dr_lockpick_pick (&s, DR_LOCKPICK_POLICY_HEURISTIC, legal, n, rng, NULL);
          g_array_append_val (rec.actions, legal[pick]);
        }
      g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
    }
  g_assert_cmpint (orders, ==, 2);   /* four players: two places chosen, the last is no choice */
  g_assert_true (dr_lockpick_record_replay (&rec, &again, NULL));
  g_assert_cmpuint (dr_lp_hash (&again), ==, dr_lp_hash (&s));
  dr_lockpick_record_clear (&rec);
}

/* The contract: the same game through dr_lockpick_game's entries. */
static void
test_contract (void)
{
  const DrEngineGame *g = &dr_lockpick_game;
  DrLpState s;
  uint64_t rng[4];

  g_assert_cmpstr (g->id, ==, "lockpick");
  g_assert_cmpuint (g->state_size, ==, sizeof (DrLpState));
  lp_test_new (&s, 3, 99);
  dr_engine_rng_seed (rng, 5);
  g_assert_cmpint (g->n_seats (&s), ==, 3);
  g_assert_cmpstr (g->seat_name (&s, 0), ==, "Server");
  g_assert_cmpstr (g->seat_name (&s, 2), ==, "Hacker 2");
  while (!g->is_over (&s))
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = g->legal_actions (&s, legal);

      g_assert_cmpint (g->acting_seat (&s), ==, legal[0].seat);
      g_assert_cmpint (g->apply (&s, &legal[dr_engine_rng_below (rng, (uint32_t) n)]), ==, 0);
    }
  {
    DrEngineResult r;
    DrEngineText t;
    char buf[256];

    g->result (&s, &r);
    g_assert_cmpint (r.reason, !=, 0);
    g_assert_nonnull (r.reason_text);
    g_assert_cmpuint (r.winners, ==, s.winner_server ? 1u : 6u);
    g_assert_true (g->describe_event (&s, g->log_total (&s) - 1, -1, &t));
    dr_engine_text_format (&t, buf, sizeof buf, NULL, NULL);
    g_assert_true (g_str_has_prefix (buf, s.winner_server ? "The server wins: " : "The hackers win: "));
  }
}

/* Masking of the hackers' Core inference (dr-lp-ai-hacker.c, core_odds):
 * when each structure was laid out is public and the same in every view,
 * as the log's layout events tell it; and which face-down structure is
 * the Core never reaches a hacker's view: with the Core's face swapped
 * with another face-down structure's, the view is the same to the byte
 * and the heuristic hacker picks the same action. */
static void
test_masking_core_place (void)
{
  int players, swapped = 0;
  uint64_t seed;

  for (players = 2; players <= 4; players++)
    for (seed = 1; seed <= 20; seed++)
      {
        DrLpState s;
        uint64_t rng[4];
        int checked_order = 0;

        lp_test_new (&s, players, seed);
        dr_engine_rng_seed (rng, seed * 7 + 3);
        while (s.phase != DR_LP_PHASE_OVER)
          {
            DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
            int n = dr_lp_legal_actions (&s, legal), seat = dr_lp_acting_seat (&s), pick, i;

            if (!checked_order && s.phase == DR_LP_PHASE_HACKER)
              {
                for (int v = 0; v < players; v++)
                  {
                    DrLpState view;
                    int laid = 0;

                    dr_lp_view (&s, v, &view);
                    for (uint32_t k = 0; k < view.log_total && k < DR_LP_LOG_CAP; k++)
                      if (view.log[k].kind == DR_LP_EV_LAID_OUT)
                        {
                          g_assert_cmpint (view.grid[view.log[k].cell], !=, DR_LP_NO_CARD);
                          g_assert_cmpint (view.cards[view.grid[view.log[k].cell]].order, ==, laid);
                          laid++;
                        }
                    g_assert_cmpint (laid, ==, dr_lp_count_zone (&s, DR_LP_ZONE_GRID, -1));
                  }
                checked_order = 1;
              }
            if (seat > 0 && n > 1)
              {
                DrLpState other, view, other_view;
                uint64_t rng_a[4], rng_b[4];
                int core = -1, decoy = -1;

                for (i = 0; i < s.n_cards; i++)
                  if (s.cards[i].zone == DR_LP_ZONE_GRID && !(s.cards[i].flags & DR_LP_CARD_FACEUP))
                    {
                      if (s.cards[i].def == DR_LP_STRUCTURE_CORE)
                        core = i;
                      else if (decoy < 0)
                        decoy = i;
                    }
                if (core >= 0 && decoy >= 0)
                  {
                    memcpy (&other, &s, sizeof other);
                    other.cards[core].def = s.cards[decoy].def;
                    other.cards[decoy].def = DR_LP_STRUCTURE_CORE;
                    g_assert_null (dr_lp_check (&other));
                    dr_lp_view (&s, seat, &view);
                    dr_lp_view (&other, seat, &other_view);
                    g_assert_true (memcmp (&view, &other_view, sizeof view) == 0);
                    memcpy (rng_a, rng, sizeof rng_a);
                    memcpy (rng_b, rng, sizeof rng_b);
                    g_assert_cmpint (dr_lp_heuristic_pick (&view, legal, n, rng_a), ==,
                                     dr_lp_heuristic_pick (&other_view, legal, n, rng_b));
                    /* the belief over the Core's place and the search's
                     * determinizations read the view alone */
                    if (swapped % 50 == 0)
                      {
                        double chance[DR_LP_CELLS], other_chance[DR_LP_CELLS];
                        DrLpState world, other_world;

                        memcpy (rng_a, rng, sizeof rng_a);
                        memcpy (rng_b, rng, sizeof rng_b);
                        dr_lp_core_belief (&view, 50, rng_a, chance);
                        dr_lp_core_belief (&other_view, 50, rng_b, other_chance);
                        g_assert_true (memcmp (chance, other_chance, sizeof chance) == 0);
                        dr_lp_determinize (&view, seat, rng_a, &world);
                        dr_lp_determinize (&other_view, seat, rng_b, &other_world);
                        g_assert_true (memcmp (&world, &other_world, sizeof world) == 0);
                      }
                    swapped++;
                  }
              }
            if (seat > 0)
              {
                DrLpState view;

                dr_lp_view (&s, seat, &view);
                pick = n == 1 ? 0 : dr_lp_heuristic_pick (&view, legal, n, rng);
              }
            else
              pick = (int) dr_engine_rng_below (rng, (uint32_t) n);
            g_assert_cmpint (dr_lp_apply (&s, &legal[pick]), ==, 0);
          }
        g_assert_true (checked_order);
      }
  g_assert_cmpint (swapped, >, 1000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lockpick/compositions", test_compositions);
  g_test_add_func ("/lockpick/setup-refusals", test_setup_refusals);
  g_test_add_func ("/lockpick/layout-by-decisions", test_layout_by_decisions);
  g_test_add_func ("/lockpick/random-layout", test_random_layout);
  g_test_add_func ("/lockpick/contract", test_contract);
  g_test_add_func ("/lockpick/replay", test_replay);
  g_test_add_func ("/lockpick/replay-without-order", test_replay_without_order);
  g_test_add_func ("/lockpick/sweep", test_sweep);
  g_test_add_func ("/lockpick/masking/patch-question", test_masking_patch_question);
  g_test_add_func ("/lockpick/masking/core-place", test_masking_core_place);
  g_test_add_func ("/lockpick/masking/core-id", test_masking_core_id);
  return g_test_run ();
}
