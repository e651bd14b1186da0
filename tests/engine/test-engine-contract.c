/* test-engine-contract.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game-neutral contract (dr-engine.h) as Netrunner implements it: a
 * game driven only through dr_netrunner_game's function pointers and memcpy
 * copies is the same game as one driven through the dr_nr_ API, every
 * action and event kind has words, and the words never name a card their
 * reader could not see.
 */
#include "config.h"

#include <string.h>

#include "dr-play-text.h"
#include "dr-scenario.h"
#include "core-decks.h"

static void
start_game (DrNrState *s, guint64 seed)
{
  DrNrSetup setup;

  dr_scenario_setup_decks (&corp_deck, &runner_deck, 1, &setup);
  setup.seed = seed;
  setup.turn_limit = 200;
  g_assert_cmpint (dr_nr_setup (s, &setup), ==, DR_NR_OK);
}

static char *
english (const DrEngineText *t)
{
  char buf[512];

  dr_engine_text_format (t, buf, sizeof buf, dr_play_netrunner_card_title, NULL);
  return g_strdup (buf);
}

static char *
event_words (const DrNrState *s, guint32 index, int viewer)
{
  DrEngineText t;

  if (!dr_netrunner_game.describe_event (s, index, viewer, &t))
    return NULL;
  return english (&t);
}

/* Random play through the contract only: the state is opaque bytes of
 * state_size, every action is applied to a memcpy copy. */
static guint64
play_through_contract (guint64 seed, guint64 choice_seed, int *actions)
{
  const DrEngineGame *game = &dr_netrunner_game;
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  void *state = g_malloc (game->state_size);
  void *next = g_malloc (game->state_size);
  guint64 prng[4], hash;

  start_game (state, seed);
  dr_engine_rng_seed (prng, choice_seed);
  *actions = 0;
  while (!game->is_over (state))
    {
      int n = game->legal_actions (state, legal);
      int k = (int) dr_engine_rng_below (prng, (uint32_t) n);
      void *swap;

      g_assert_cmpint (n, >, 0);
      g_assert_cmpint (game->acting_seat (state), ==, legal[k].seat);
      memcpy (next, state, game->state_size);
      g_assert_cmpint (game->apply (next, &legal[k]), ==, 0);
      swap = state;
      state = next;
      next = swap;
      (*actions)++;
    }
  g_assert_cmpint (game->acting_seat (state), ==, -1);
  hash = game->hash (state);
  g_free (state);
  g_free (next);
  return hash;
}

static guint64
play_through_api (guint64 seed, guint64 choice_seed, int *actions)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  DrNrState s;
  guint64 prng[4];

  start_game (&s, seed);
  dr_engine_rng_seed (prng, choice_seed);
  *actions = 0;
  while (!dr_nr_is_over (&s))
    {
      int n = dr_nr_legal_actions (&s, legal);
      int k = (int) dr_engine_rng_below (prng, (uint32_t) n);

      g_assert_cmpint (dr_nr_apply (&s, &legal[k]), ==, DR_NR_OK);
      (*actions)++;
    }
  return dr_nr_hash (&s);
}

static void
test_contract_same_game (void)
{
  guint64 seed;

  for (seed = 1; seed <= 20; seed++)
    {
      int via_contract, via_api;
      guint64 a = play_through_contract (seed, seed * 31, &via_contract);
      guint64 b = play_through_api (seed, seed * 31, &via_api);

      g_assert_cmpint (via_contract, ==, via_api);
      g_assert_cmpuint (a, ==, b);
    }
}

/* An action that is not listed is refused and changes no byte. */
static void
test_contract_refuses_illegal (void)
{
  const DrEngineGame *game = &dr_netrunner_game;
  DrEngineAction bogus = { .kind = DR_NR_ACT_PURGE, .seat = 1, .arg = { 0xff, 0xff, 0, 0 } };
  DrNrState s, before;

  start_game (&s, 5);
  before = s;
  g_assert_cmpint (game->apply (&s, &bogus), <, 0);
  g_assert_true (memcmp (&s, &before, sizeof s) == 0);
  g_assert_cmpstr (game->id, ==, "netrunner");
  g_assert_cmpuint (game->state_size, ==, sizeof (DrNrState));
  g_assert_cmpint (game->n_seats (&s), ==, 2);
  g_assert_cmpint (game->max_seats, ==, DR_NR_MAX_SEATS);
  g_assert_cmpstr (game->seat_name (&s, 0), ==, "Corp");
  g_assert_cmpstr (game->seat_name (&s, 1), ==, "Runner");
}

/* The result names the winners by seat; NAPD Runners win together. */
static void
test_contract_result (void)
{
  DrEngineResult r;
  DrNrState s;

  start_game (&s, 6);
  dr_netrunner_game.result (&s, &r);
  g_assert_cmpuint (r.winners, ==, 0);
  g_assert_cmpint (r.reason, ==, 0);
  g_assert_null (r.reason_text);
  s.winner = DR_NR_WINNER_RUNNER;
  s.reason = DR_NR_RESULT_AGENDA_POINTS;
  s.n_seats = 3;
  dr_netrunner_game.result (&s, &r);
  g_assert_cmpuint (r.winners, ==, 0x6);
  g_assert_cmpstr (r.reason_text, ==, "agenda points");
  s.winner = DR_NR_WINNER_DRAW;
  s.reason = DR_NR_RESULT_TURN_LIMIT;
  dr_netrunner_game.result (&s, &r);
  g_assert_cmpuint (r.winners, ==, 0);
  g_assert_cmpint (r.reason, !=, 0);
}

static void
assert_words (const DrEngineText *t, const char *what, int kind)
{
  g_autofree char *text = english (t);

  if (t->format == NULL || *t->format == '\0' || *text == '\0' || strchr (text, '{') != NULL)
    g_error ("%s kind %d has no words: \"%s\"", what, kind, text);
}

/* Every action kind and every event kind has a sentence with every
 * placeholder filled. */
static void
test_every_kind_has_words (void)
{
  DrNrState s;
  int kind, ice = -1, i;

  start_game (&s, 7);
  for (i = 0; i < s.n_cards; i++)
    if (dr_nr_def (&s, i)->type == DR_NR_TYPE_ICE)
      ice = i;
  g_assert_cmpint (ice, >=, 0);
  for (kind = 0; kind < DR_NR_N_ACTS; kind++)
    {
      DrNrAction a = { .kind = (uint8_t) kind, .seat = kind % 2, .card = (uint8_t) ice,
                       .target = (uint8_t) ice, .server = DR_NR_SERVER_RD, .amount = 1 };
      DrEngineAction e;
      DrEngineText t;

      memcpy (&e, &a, sizeof e);
      dr_netrunner_game.describe_action (&s, &e, &t);
      assert_words (&t, "action", kind);
      if (kind != DR_NR_ACT_NONE)
        g_assert_cmpstr (t.format, !=, "Do nothing");
    }
  for (kind = 0; kind < DR_NR_N_EVENTS; kind++)
    {
      DrNrLogEntry *e = &s.log[s.log_total % DR_NR_LOG_CAP];
      DrEngineText t;

      *e = (DrNrLogEntry) { .kind = (uint8_t) kind, .seat = 1, .card = (uint8_t) ice,
                            .aux = 1, .n = 2, .m = 3, .def = s.cards[ice].def,
                            .known = 0x1 };
      s.log_total++;
      g_assert_true (dr_netrunner_game.describe_event (&s, s.log_total - 1, 0, &t));
      assert_words (&t, "event", kind);
      if (kind != DR_NR_EV_NONE)
        g_assert_cmpstr (t.format, !=, "Nothing happens");
    }
  /* events that left the ring are not held any more */
  s.log_total += DR_NR_LOG_CAP;
  g_assert_true (dr_netrunner_game.describe_event (&s, s.log_total - DR_NR_LOG_CAP, 0,
                                                   &(DrEngineText) { 0 }));
  g_assert_false (dr_netrunner_game.describe_event (&s, s.log_total - DR_NR_LOG_CAP - 1, 0,
                                                    &(DrEngineText) { 0 }));
  g_assert_false (dr_netrunner_game.describe_event (&s, s.log_total, 0, &(DrEngineText) { 0 }));
}

/* A Corp install is "a card" to the Runner and named to the Corp, and
 * stays so in the log after the card is rezzed. */
static void
test_corp_install_masked (void)
{
  const DrEngineGame *game = &dr_netrunner_game;
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  DrNrState s;
  guint32 install_event = 0, i;
  int n, k, found = -1, ice;
  g_autofree char *corp_words = NULL;
  g_autofree char *runner_words = NULL;
  g_autofree char *spectator_words = NULL;
  g_autofree char *runner_after_rez = NULL;
  g_autofree char *action_words = NULL;
  DrEngineText t;

  dr_nr_init_empty (&s, 3, 1);
  g_assert_cmpint (dr_nr_add_card (&s, "01054", 0, DR_NR_ZONE_IDENTITY, 0), >=, 0);
  g_assert_cmpint (dr_nr_add_card (&s, "01033", 1, DR_NR_ZONE_IDENTITY, 0), >=, 0);
  ice = dr_nr_add_card (&s, "01111", 0, DR_NR_ZONE_HAND, 0);   /* Enigma */
  for (i = 0; i < 5; i++)
    dr_nr_add_card (&s, "01110", 0, DR_NR_ZONE_DECK, 0);
  s.seats[0].credits = 10;
  g_assert_cmpint (dr_nr_start_at (&s, 0, 1), ==, DR_NR_OK);
  n = dr_nr_legal_actions (&s, legal);
  for (k = 0; k < n; k++)
    if (legal[k].kind == DR_NR_ACT_INSTALL && legal[k].card == ice
        && legal[k].server == DR_NR_SERVER_HQ && legal[k].target == DR_NR_NO_CARD)
      found = k;
  g_assert_cmpint (found, >=, 0);

  /* the action itself, as the Corp takes it and as the Runner would read it */
  dr_nr_describe_action (&s, &legal[found], &t);
  action_words = english (&t);
  g_assert_cmpstr (action_words, ==, "Install Enigma in HQ");

  g_assert_cmpint (dr_nr_apply (&s, &legal[found]), ==, DR_NR_OK);
  for (i = 0; i < s.log_total; i++)
    if (s.log[i % DR_NR_LOG_CAP].kind == DR_NR_EV_INSTALL)
      install_event = i;
  corp_words = event_words (&s, install_event, 0);
  runner_words = event_words (&s, install_event, 1);
  spectator_words = event_words (&s, install_event, -1);
  g_assert_cmpstr (corp_words, ==, "Corp installs Enigma in HQ");
  g_assert_cmpstr (runner_words, ==, "Corp installs a card in HQ");
  g_assert_cmpstr (spectator_words, ==, "Corp installs a card in HQ");

  /* rezzing it later does not reveal the install after the fact */
  s.cards[ice].flags |= DR_NR_CARD_REZZED;
  runner_after_rez = event_words (&s, install_event, 1);
  g_assert_cmpstr (runner_after_rez, ==, "Corp installs a card in HQ");
  (void) game;
}

/* Swapping two cards a seat cannot see never changes how that seat reads
 * the log, at any point of many games. */
static void
test_hidden_swap_keeps_log (void)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  guint64 seed, prng[4];
  int checks = 0;

  for (seed = 1; seed <= 30; seed++)
    {
      DrNrState s;

      start_game (&s, seed);
      dr_engine_rng_seed (prng, seed + 100);
      while (!dr_nr_is_over (&s))
        {
          int n = dr_nr_legal_actions (&s, legal);
          int reader;

          dr_nr_apply (&s, &legal[dr_engine_rng_below (prng, (uint32_t) n)]);
          if (s.actions_applied % 7 != 0)
            continue;
          for (reader = -1; reader < s.n_seats; reader++)
            {
              DrNrState swapped = s;
              int a = -1, b = -1, i;
              guint32 e;

              for (i = 0; i < s.n_cards; i++)
                if (!dr_nr_card_visible (&s, i, reader))
                  {
                    if (a < 0)
                      a = i;
                    else if (s.cards[i].def != s.cards[a].def)
                      {
                        b = i;
                        break;
                      }
                  }
              if (b < 0)
                continue;
              swapped.cards[a].def = s.cards[b].def;
              swapped.cards[b].def = s.cards[a].def;
              for (e = s.log_total > DR_NR_LOG_CAP ? s.log_total - DR_NR_LOG_CAP : 0;
                   e < s.log_total; e++)
                {
                  g_autofree char *before = event_words (&s, e, reader);
                  g_autofree char *after = event_words (&swapped, e, reader);

                  g_assert_cmpstr (before, ==, after);
                  checks++;
                }
            }
        }
    }
  g_assert_cmpint (checks, >, 1000);
}

/* A hidden card is named to no one the log does not allow: the Corp's
 * hand draws are never named, the Runner's discard is named to the Runner. */
static void
test_views_mask_log_cards (void)
{
  DrNrState s, v;
  int i;

  start_game (&s, 12);
  for (i = 0; i < 40 && !dr_nr_is_over (&s); i++)
    {
      DrNrAction legal[DR_NR_MAX_ACTIONS];

      dr_nr_legal_actions (&s, legal);
      dr_nr_apply (&s, &legal[0]);
    }
  dr_nr_view (&s, 1, &v);
  for (i = 0; i < DR_NR_LOG_CAP; i++)
    if (!(s.log[i].known & 0x2))
      g_assert_cmpint (v.log[i].def, ==, 0);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  core_decks_load ();
  g_test_add_func ("/engine/contract/same-game", test_contract_same_game);
  g_test_add_func ("/engine/contract/refuses-illegal", test_contract_refuses_illegal);
  g_test_add_func ("/engine/contract/result", test_contract_result);
  g_test_add_func ("/engine/contract/every-kind-has-words", test_every_kind_has_words);
  g_test_add_func ("/engine/contract/corp-install-masked", test_corp_install_masked);
  g_test_add_func ("/engine/contract/hidden-swap-keeps-log", test_hidden_swap_keeps_log);
  g_test_add_func ("/engine/contract/views-mask-log-cards", test_views_mask_log_cards);
  status = g_test_run ();
  core_decks_clear ();
  return status;
}
