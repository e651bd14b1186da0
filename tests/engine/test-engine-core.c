/* test-engine-core.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine properties that scenarios cannot express: determinism, copying,
 * refusal of illegal actions, masking, and the scenario runner's own
 * failure reporting.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */
#include "core-decks.h"

static void
start_game (DrNrState *s, guint64 seed)
{
  DrNrSetup setup = { 0 };

  setup.seed = seed;
  setup.n_runners = 1;
  setup.turn_limit = 200;
  dr_scenario_deck_to_setup (&corp_deck, &setup.corp);
  dr_scenario_deck_to_setup (&runner_deck, &setup.runners[0]);
  g_assert_cmpint (dr_nr_setup (s, &setup), ==, DR_NR_OK);
}

static void
test_setup (void)
{
  DrNrState s;

  start_game (&s, 1);
  g_assert_cmpint (s.seats[0].credits, ==, 5);
  g_assert_cmpint (s.seats[1].credits, ==, 5);
  g_assert_cmpint (s.seats[0].hand.n, ==, 5);
  g_assert_cmpint (s.seats[1].hand.n, ==, 5);
  g_assert_cmpint (s.seats[0].deck.n, ==, (int) corp_deck.codes->len - 5);
  g_assert_cmpint (dr_nr_acting_seat (&s), ==, 0);
  g_assert_cmpint (dr_nr_top (&s)->kind, ==, DR_NR_FRAME_MULLIGAN);
}

static void
test_rng (void)
{
  guint64 a[4], b[4];
  int i, counts[6] = { 0 };

  dr_engine_rng_seed (a, 7);
  dr_engine_rng_seed (b, 7);
  for (i = 0; i < 1000; i++)
    g_assert_cmpuint (dr_engine_rng_next (a), ==, dr_engine_rng_next (b));
  for (i = 0; i < 6000; i++)
    counts[dr_engine_rng_below (a, 6)]++;
  for (i = 0; i < 6; i++)
    g_assert_cmpint (counts[i], >, 800);
}

/* Same decks, seed and actions give the same game, also from a copy. */
static void
test_determinism (void)
{
  DrNrState s1, s2, copy;
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  guint64 prng[4];
  int steps = 0;

  start_game (&s1, 99);
  start_game (&s2, 99);
  g_assert_cmpuint (dr_nr_hash (&s1), ==, dr_nr_hash (&s2));
  dr_engine_rng_seed (prng, 3);
  while (!dr_nr_is_over (&s1) && steps < 5000)
    {
      int n = dr_nr_legal_actions (&s1, legal);
      int k = (int) dr_engine_rng_below (prng, (uint32_t) n);

      memcpy (&copy, &s1, sizeof copy);
      g_assert_cmpuint (dr_nr_hash (&copy), ==, dr_nr_hash (&s1));
      g_assert_cmpint (dr_nr_apply (&s1, &legal[k]), ==, DR_NR_OK);
      g_assert_cmpint (dr_nr_apply (&s2, &legal[k]), ==, DR_NR_OK);
      g_assert_cmpint (dr_nr_apply (&copy, &legal[k]), ==, DR_NR_OK);
      g_assert_cmpuint (dr_nr_hash (&s1), ==, dr_nr_hash (&s2));
      g_assert_cmpuint (dr_nr_hash (&copy), ==, dr_nr_hash (&s1));
      steps++;
    }
  g_assert_true (dr_nr_is_over (&s1));
}

/* An illegal action changes nothing, not even the log. */
static void
test_illegal_changes_nothing (void)
{
  DrNrState s, before;
  DrNrAction a = { 0 };

  start_game (&s, 5);
  memcpy (&before, &s, sizeof s);
  a.kind = DR_NR_ACT_CLICK_CREDIT;
  a.seat = 0;
  a.card = DR_NR_NO_CARD;
  a.target = DR_NR_NO_CARD;
  g_assert_cmpint (dr_nr_apply (&s, &a), ==, DR_NR_ERR_ILLEGAL);
  a.kind = DR_NR_ACT_KEEP;
  a.seat = 1;   /* the Runner may not answer the Corp's mulligan */
  g_assert_cmpint (dr_nr_apply (&s, &a), ==, DR_NR_ERR_ILLEGAL);
  a.kind = 200;
  g_assert_cmpint (dr_nr_apply (&s, &a), ==, DR_NR_ERR_ILLEGAL);
  g_assert_cmpint (memcmp (&s, &before, sizeof s), ==, 0);
}

static void
test_view_masks (void)
{
  DrNrState s, v;
  int i;

  start_game (&s, 11);
  dr_nr_view (&s, 1, &v);
  for (i = 0; i < s.seats[0].hand.n; i++)
    g_assert_cmpint (v.cards[s.seats[0].hand.ids[i]].def, ==, 0);
  for (i = 0; i < s.seats[1].hand.n; i++)
    g_assert_cmpint (v.cards[s.seats[1].hand.ids[i]].def, !=, 0);
  for (i = 0; i < s.seats[1].deck.n; i++)
    g_assert_cmpint (v.cards[s.seats[1].deck.ids[i]].def, ==, 0);
  g_assert_cmpuint (v.rng[0] | v.rng[1] | v.rng[2] | v.rng[3], ==, 0);
  dr_nr_view (&s, DR_NR_NO_SEAT, &v);
  for (i = 0; i < s.seats[1].hand.n; i++)
    g_assert_cmpint (v.cards[s.seats[1].hand.ids[i]].def, ==, 0);
}

/* The runner must name a failing expectation, not pass silently. */
static void
test_scenario_reports_failure (void)
{
  const char *text =
    "{\"title\":\"wrong on purpose\",\"corp\":{},\"runner\":{},"
    "\"steps\":[{\"do\":\"click-credit\"},{\"expect\":{\"path\":\"corp.credits\",\"equals\":99}}],"
    "\"expect\":[{\"legal\":{\"do\":\"jack-out\"}}]}";
  g_autoptr (JsonParser) parser = json_parser_new ();
  DrScenarioResult result;
  GError *error = NULL;

  memset (&result, 0, sizeof result);
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  g_assert_true (dr_scenario_run_node (json_parser_get_root (parser), &result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (result.failures->len, ==, 2);
  g_assert_nonnull (strstr (g_ptr_array_index (result.failures, 0), "got 6"));
  dr_scenario_result_clear (&result);
}

/* Each expectation of issue 13 §5 fails when its claim is false. */
static int
failures_of (const char *text, gboolean *ran)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  DrScenarioResult result;
  GError *error = NULL;
  int n;

  memset (&result, 0, sizeof result);
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  *ran = dr_scenario_run_node (json_parser_get_root (parser), &result, &error);
  g_clear_error (&error);
  n = result.failures != NULL ? (int) result.failures->len : -1;
  dr_scenario_result_clear (&result);
  return n;
}

static void
test_scenario_format_expectations (void)
{
  gboolean ran;

  /* false claims: each of the six kinds, one failure apiece */
  g_assert_cmpint (failures_of (
    "{\"corp\":{\"hand\":[\"01110\",\"01098\"]},\"runner\":{\"hand\":[\"01050\"]},"
    "\"turn\":{\"seat\":\"runner\"},\"steps\":[{\"do\":\"click-credit\"},{\"expect\":["
    "{\"identity\":\"corp\",\"equals\":\"01054\"},"
    "{\"pile\":\"corp.hand\",\"unordered\":[\"01110\",\"01110\"]},"
    "{\"view\":\"runner\",\"expect\":{\"zone\":\"corp.hand\",\"contains\":\"01110\"}},"
    "{\"one-of\":[{\"path\":\"runner.credits\",\"equals\":6},{\"path\":\"runner.clicks\",\"equals\":3}]},"
    "{\"log-lacks\":\"gain runner1\"},"
    "{\"refused\":{\"do\":\"click-credit\"}}]}]}", &ran), ==, 6);
  g_assert_true (ran);
  /* true claims pass */
  g_assert_cmpint (failures_of (
    "{\"corp\":{\"hand\":[\"01110\",\"01098\"]},\"runner\":{},"
    "\"turn\":{\"seat\":\"runner\"},\"steps\":[{\"expect\":["
    "{\"identity\":\"corp\",\"equals\":\"01080\"},"
    "{\"pile\":\"corp.hand\",\"unordered\":[\"01098\",\"01110\"]},"
    "{\"view\":\"runner\",\"expect\":{\"zone\":\"corp.hand\",\"lacks\":\"01110\"}},"
    "{\"one-of\":[{\"path\":\"runner.credits\",\"equals\":5},{\"path\":\"runner.clicks\",\"equals\":3}]},"
    "{\"log-lacks\":\"gain runner1\"},"
    "{\"refused\":{\"do\":\"keep\"}}]}]}", &ran), ==, 0);
  g_assert_true (ran);
  /* a setup expected to be refused that the engine accepts */
  g_assert_cmpint (failures_of (
    "{\"setup-refused\":true,\"decks\":{\"corp\":{\"identity\":\"01054\",\"cards\":[\"01110\"]},"
    "\"runner\":{\"identity\":\"01033\",\"cards\":[\"01050\"]}}}", &ran), ==, 1);
  /* a setup the engine refuses is an error, not a pass */
  failures_of ("{\"decks\":{\"corp\":{\"identity\":\"01054\",\"cards\":[\"01050\"]},"
               "\"runner\":{\"identity\":\"01033\",\"cards\":[\"01050\"]}}}", &ran);
  g_assert_false (ran);
}

static void
test_scenario_bad_input (void)
{
  const char *text = "{\"corp\":{},\"runner\":{},\"steps\":[{\"do\":\"fly\"}]}";
  g_autoptr (JsonParser) parser = json_parser_new ();
  DrScenarioResult result;
  GError *error = NULL;

  memset (&result, 0, sizeof result);
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  g_assert_false (dr_scenario_run_node (json_parser_get_root (parser), &result, &error));
  g_assert_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID);
  g_error_free (error);
  dr_scenario_result_clear (&result);
}

/* @loaded replays to the position its end line names, the one @s, the game
 * it recorded, ended in. */
static void
assert_replays_to (const DrPlayRecord *loaded,
                   const DrNrState    *s)
{
  GError *error = NULL;
  DrNrState r;

  g_assert_true (dr_play_record_replay (loaded, &r, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (dr_nr_hash (&r), ==, loaded->final_hash);
  g_assert_cmpuint (dr_nr_hash (&r), ==, dr_nr_hash (s));
}

static void
test_record_roundtrip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-engine-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.jsonl", NULL);
  g_autoptr (GString) problem = g_string_new (NULL);
  DrPlayRecord rec, loaded;
  DrNrState s;
  GError *error = NULL;

  dr_play_record_init (&rec);
  rec.seed = 21;
  rec.turn_limit = 200;
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-corp.json", &rec.corp, NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner.json", &rec.runners[0], NULL));
  g_assert_true (dr_scenario_play_game (&rec.corp, rec.runners, 1, 21, 200, NULL, NULL, FALSE, &s,
                                        &rec, problem));
  g_assert_true (dr_play_record_save (&rec, &s, path, &error));
  g_assert_no_error (error);
  g_assert_true (dr_play_record_load (path, &loaded, &error));
  g_assert_no_error (error);
  g_assert_true (loaded.has_end);
  assert_replays_to (&loaded, &s);
  dr_play_record_clear (&rec);
  dr_play_record_clear (&loaded);
  g_unlink (path);
  g_rmdir (dir);
}

/* Breaching Archives turns its cards face up for the Runner; afterwards the
 * face-down ones are hidden again (docs/timing.md §3 breach;
 * rules-choices.md, Archives after access). */
static void
test_archives_breach_view (void)
{
  const char *text =
    "{\"corp\":{\"archives\":[\"01106\",\"01110\",\"01107\"]},\"runner\":{},"
    "\"turn\":{\"seat\":\"runner\"}}";
  g_autoptr (JsonParser) parser = json_parser_new ();
  DrNrState s, v;
  DrNrAction a = { 0 };
  GError *error = NULL;
  int hedge = 2;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  g_assert_true (dr_scenario_build_state (json_node_get_object (json_parser_get_root (parser)),
                                          &s, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (dr_nr_def (&s, hedge)->code, ==, "01110");
  g_assert_false (dr_nr_card_visible (&s, hedge, 1));
  a.kind = DR_NR_ACT_RUN;
  a.seat = 1;
  a.card = DR_NR_NO_CARD;
  a.target = DR_NR_NO_CARD;
  a.server = DR_NR_SERVER_ARCHIVES;
  g_assert_cmpint (dr_nr_apply (&s, &a), ==, DR_NR_OK);
  a.kind = DR_NR_ACT_PASS;
  a.server = 0;
  g_assert_cmpint (dr_nr_apply (&s, &a), ==, DR_NR_OK);
  /* two agendas: the Runner is asked for the order, seeing every card */
  g_assert_cmpint (dr_nr_top (&s)->kind, ==, DR_NR_FRAME_ACCESS_ORDER);
  g_assert_true (dr_nr_card_visible (&s, hedge, 1));
  dr_nr_view (&s, 1, &v);
  g_assert_cmpint (v.cards[hedge].def, ==, s.cards[hedge].def);
  g_assert_false (dr_nr_card_visible (&s, hedge, 0) == 0);
  a.kind = DR_NR_ACT_ACCESS;
  a.card = 1;
  a.server = DR_NR_SERVER_ARCHIVES;
  g_assert_cmpint (dr_nr_apply (&s, &a), ==, DR_NR_OK);
  g_assert_false (s.run.active);
  g_assert_false (dr_nr_card_visible (&s, hedge, 1));
  g_assert_cmpint (dr_nr_points (&s, 1), ==, 5);
}

/* NAPD: a Runner team uses each identity once (seed 002). */
static void
test_napd_distinct_identities (void)
{
  DrNrSetup setup = { 0 };
  DrNrState s;

  setup.seed = 3;
  setup.n_runners = 2;
  dr_scenario_deck_to_setup (&corp_deck, &setup.corp);
  dr_scenario_deck_to_setup (&runner_deck, &setup.runners[0]);
  dr_scenario_deck_to_setup (&runner_deck, &setup.runners[1]);
  g_assert_cmpint (dr_nr_setup (&s, &setup), ==, DR_NR_ERR_BAD_SETUP);
  setup.runners[1].identity = "01001";
  g_assert_cmpint (dr_nr_setup (&s, &setup), ==, DR_NR_OK);
  g_assert_cmpint (s.n_seats, ==, 3);
  /* the Corp mulligans first, then each Runner in seat order */
  g_assert_cmpint (dr_nr_acting_seat (&s), ==, 0);
}

/* A three-Runner game is recorded with a "runners" list and replays. */
static void
test_napd_record_roundtrip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dr-engine-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "napd.jsonl", NULL);
  g_autoptr (GString) problem = g_string_new (NULL);
  g_autofree char *text = NULL;
  DrPlayRecord rec, loaded;
  DrNrState s;
  GError *error = NULL;

  dr_play_record_init (&rec);
  rec.seed = 5;
  rec.turn_limit = 300;
  rec.n_runners = 3;
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-corp.json", &rec.corp, NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner.json", &rec.runners[0], NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner-noise.json", &rec.runners[1], NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner-gabriel.json", &rec.runners[2], NULL));
  g_assert_true (dr_scenario_play_game (&rec.corp, rec.runners, 3, 5, 300, NULL, NULL, TRUE, &s,
                                        &rec, problem));
  g_assert_cmpint (s.n_seats, ==, 4);
  g_assert_true (dr_play_record_save (&rec, &s, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"runners\":[{\"identity\":\"01033\""));
  g_assert_true (dr_play_record_load (path, &loaded, &error));
  g_assert_no_error (error);
  g_assert_cmpint (loaded.n_runners, ==, 3);
  assert_replays_to (&loaded, &s);
  dr_play_record_clear (&rec);
  dr_play_record_clear (&loaded);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  core_decks_load ();
  g_test_add_func ("/engine/setup", test_setup);
  g_test_add_func ("/engine/scenario-format-expectations", test_scenario_format_expectations);
  g_test_add_func ("/engine/rng", test_rng);
  g_test_add_func ("/engine/determinism", test_determinism);
  g_test_add_func ("/engine/illegal-changes-nothing", test_illegal_changes_nothing);
  g_test_add_func ("/engine/view-masks", test_view_masks);
  g_test_add_func ("/engine/scenario-reports-failure", test_scenario_reports_failure);
  g_test_add_func ("/engine/scenario-bad-input", test_scenario_bad_input);
  g_test_add_func ("/engine/record-roundtrip", test_record_roundtrip);
  g_test_add_func ("/engine/archives-breach-view", test_archives_breach_view);
  g_test_add_func ("/engine/napd/distinct-identities", test_napd_distinct_identities);
  g_test_add_func ("/engine/napd/record-roundtrip", test_napd_record_roundtrip);
  status = g_test_run ();
  core_decks_clear ();
  return status;
}
