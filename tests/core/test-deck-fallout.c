/* test-deck-fallout.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "dr-deck-fallout.h"
#include "dr-deck-store.h"
#include "dr-test-helper.h"
#include "dr-user-store.h"

/* Every saved deck judged in its format, before and after a points list
 * comes in: real card and user databases in a temporary folder. */
typedef struct
{
  char        *dir;
  DrCardStore *store;
  DrUserStore *user;
  gint64       eternal_id;
  gint64       casual_id;
  gint64       short_id;
} Fixture;

/* Over Eternal's 7 points with Noise's deck below: 3 + 3 + 3. */
#define POINTS_LIST \
  "{\"id\": \"fallout_points\", \"name\": \"Fallout Points List\", \"date_start\": \"2026-01-01\"," \
  " \"format_id\": \"eternal\", \"point_limit\": 7," \
  " \"points\": {\"3\": [\"deja_vu\", \"demolition_run\", \"stimhack\"]}}"

/* Noise and three of each other Anarch card of the Core Set: 45 cards, no influence. */
static gint64
save_deck (Fixture    *fixture,
           const char *name,
           const char *format,
           guint       last_code)
{
  g_autoptr(DrDeck) deck = dr_test_noise_deck (name, format, last_code);
  g_autoptr(GError) error = NULL;
  gint64 id;

  id = dr_deck_store_save (fixture->user, deck, &error);
  g_assert_no_error (error);
  return id;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *card_path = NULL;
  g_autofree char *user_path = NULL;
  g_autoptr(GError) error = NULL;

  fixture->dir = dr_test_make_tmp_dir ();
  card_path = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  user_path = g_build_filename (fixture->dir, "user.sqlite", NULL);
  fixture->store = dr_card_store_open (card_path, &error);
  g_assert_no_error (error);
  fixture->user = dr_user_store_open (user_path, &error);
  g_assert_no_error (error);
  fixture->eternal_id = save_deck (fixture, "Eternal rush", "eternal", 1016);
  fixture->casual_id = save_deck (fixture, "Casual rush", "casual", 1016);
  fixture->short_id = save_deck (fixture, "Short rush", "eternal", 1005);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_user_store_unref (fixture->user);
  dr_card_store_free (fixture->store);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static DrDeckVerdict *
verdict_of (GPtrArray *verdicts,
            gint64     id)
{
  for (guint i = 0; i < verdicts->len; i++)
    if (((DrDeckVerdict *) verdicts->pdata[i])->deck_id == id)
      return verdicts->pdata[i];
  g_assert_not_reached ();
}

/* The card data again, as after a sync, with the points list in it. */
static void
test_check_all (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) verdicts = dr_deck_fallout_check_all (fixture->user, fixture->store, "standard", NULL,
                                                            &error);
  DrDeckVerdict *eternal, *short_deck;

  g_assert_no_error (error);
  g_assert_cmpuint (verdicts->len, ==, 3);
  eternal = verdict_of (verdicts, fixture->eternal_id);
  g_assert_cmpstr (eternal->deck_name, ==, "Eternal rush");
  g_assert_cmpstr (eternal->report->format, ==, "eternal");
  g_assert_true (eternal->report->legal);
  g_assert_true (verdict_of (verdicts, fixture->casual_id)->report->legal);
  short_deck = verdict_of (verdicts, fixture->short_id);
  g_assert_false (short_deck->report->legal);
  g_assert_true (dr_legality_report_has_problem (short_deck->report, DR_LEGALITY_PROBLEM_MIN_SIZE));
}

static void
test_points_list_fallout (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) before = dr_deck_fallout_check_all (fixture->user, fixture->store, "standard", NULL, &error);
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GPtrArray) newly = NULL;
  g_auto(GStrv) reasons = NULL;
  DrDeckVerdict *verdict;

  g_assert_no_error (error);
  fixture->store = dr_test_reopen_with_restrictions (fixture->store, POINTS_LIST);
  after = dr_deck_fallout_check_all (fixture->user, fixture->store, "standard", NULL, &error);
  g_assert_no_error (error);
  newly = dr_deck_fallout_newly_illegal (before, after);
  /* The short deck was not legal before: not news. Casual applies no list. */
  g_assert_cmpuint (newly->len, ==, 1);
  verdict = newly->pdata[0];
  g_assert_cmpint (verdict->deck_id, ==, fixture->eternal_id);
  g_assert_cmpstr (verdict->banlist_name, ==, "Fallout Points List");
  g_assert_true (dr_legality_report_has_problem (verdict->report, DR_LEGALITY_PROBLEM_POINTS));
  reasons = dr_deck_verdict_reasons (verdict);
  g_assert_cmpuint (g_strv_length (reasons), ==, 1);
  g_assert_nonnull (strstr (reasons[0], "(Fallout Points List)"));
  g_assert_true (verdict_of (after, fixture->casual_id)->report->legal);
}

static void
test_trash_and_defaults (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) verdicts = NULL;
  g_autoptr(DrDeck) deck = dr_deck_new ("No format", "netrunner");
  gint64 id;

  g_assert_true (dr_deck_store_delete (fixture->user, fixture->short_id, &error));
  deck->side = g_strdup ("runner");
  deck->identity = g_strdup ("01001");
  id = dr_deck_store_save (fixture->user, deck, &error);
  g_assert_no_error (error);
  verdicts = dr_deck_fallout_check_all (fixture->user, fixture->store, "casual", NULL, &error);
  g_assert_no_error (error);
  /* The trash is not checked; a deck without a format takes the default. */
  g_assert_cmpuint (verdicts->len, ==, 3);
  g_assert_cmpstr (verdict_of (verdicts, id)->report->format, ==, "casual");
}

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ADD ("/deck-fallout/check-all", test_check_all);
  ADD ("/deck-fallout/points-list", test_points_list_fallout);
  ADD ("/deck-fallout/trash-and-defaults", test_trash_and_defaults);
  return g_test_run ();
}
