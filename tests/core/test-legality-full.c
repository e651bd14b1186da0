/* test-legality-full.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "dr-card-db.h"
#include "dr-card-store.h"
#include "dr-db.h"
#include "dr-legality.h"
#include "dr-restrictions.h"
#include "dr-test-helper.h"

/* Deck legality over NetrunnerDB's whole card pool from ../shared (skipped
 * when absent). "Rule N" is rule N of docs/legality.md. */

static DrCardStore *store;
static char *store_dir;

static const char *const api_files[] = {
  "sides.json", "factions.json", "types.json", "cycles.json", "packs.json",
  "cards.json", "mwl.json", "prebuilts.json",
};

/* NetrunnerDB publishes the Eternal points lists only in its v2 data and
 * API v3: they come in as a user's "banlist import" or a sync brings them. */
static void
import_eternal_list (const char *raw,
                     const char *path)
{
  g_autofree char *list = g_build_filename (raw, "v2", "restrictions", "eternal",
                                            "eternal_points_list_25_07.json", NULL);
  g_autoptr(GError) error = NULL;
  DrRestrictionImport result;
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READWRITE, &error);

  g_assert_no_error (error);
  dr_restriction_import_init (&result);
  g_assert_true (dr_restrictions_import_file (db, list, &result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (result.n_unknown_cards, ==, 0);
  dr_restriction_import_clear (&result);
  dr_db_close (db);
}

static void
build_store (void)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *raw = g_build_filename (dr_test_shared_dir (), "netrunnerdb", "raw", NULL);
  g_autofree char *path = NULL;

  store_dir = dr_test_make_tmp_dir ();
  for (guint i = 0; i < G_N_ELEMENTS (api_files); i++)
    g_ptr_array_add (files, g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", api_files[i], NULL));
  g_ptr_array_add (files, g_build_filename (raw, "rotations.json", NULL));
  g_ptr_array_add (files, NULL);
  dr_db_close (dr_test_build_card_db (store_dir, (const char *const *) files->pdata, &error));
  g_assert_no_error (error);
  path = g_build_filename (store_dir, "cards.sqlite", NULL);
  import_eternal_list (raw, path);
  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
}

/* Skips without ../shared; builds the card database the first time. */
static gboolean
skip_or_build (void)
{
  if (dr_test_skip_without_shared ())
    return TRUE;
  if (store == NULL)
    build_store ();
  return FALSE;
}

static DrLegalityReport *
check (const char   *format,
       const char   *banlist,
       const char   *as_of,
       const DrDeck *deck)
{
  DrLegalityOptions options = { format, banlist, as_of, 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(DrLegalityContext) ctx = dr_legality_context_new (store, &options, &error);

  g_assert_no_error (error);
  return dr_legality_check (ctx, deck);
}

static void
print_problems (const char             *what,
                const DrLegalityReport *report)
{
  for (guint i = 0; i < report->problems->len; i++)
    {
      const DrLegalityProblem *problem = g_ptr_array_index (report->problems, i);

      g_printerr ("%s: %s: %s\n", what, dr_legality_problem_kind_to_string (problem->kind), problem->message);
    }
}

static gboolean
has_problem (const DrLegalityReport *report,
             DrLegalityProblemKind   kind,
             const char             *code)
{
  for (guint i = 0; i < report->problems->len; i++)
    {
      const DrLegalityProblem *problem = g_ptr_array_index (report->problems, i);

      if (problem->kind != kind)
        continue;
      for (guint c = 0; c < problem->cards->len; c++)
        if (g_str_equal (g_ptr_array_index (problem->cards, c), code))
          return TRUE;
    }
  return FALSE;
}

/* A prebuilt deck as NetrunnerDB lists it: identity among the cards. */
static DrDeck *
prebuilt (const char *code)
{
  sqlite3 *db = dr_card_store_get_db (store);
  DrDeck *deck = dr_deck_new (code, "netrunner");
  sqlite3_stmt *statement = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT p.card_code, p.quantity, c.type_code FROM prebuilt_cards AS p"
                                           " JOIN cards AS c ON c.code = p.card_code WHERE p.prebuilt_code = ?1",
                                       -1, &statement, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (statement, 1, code, -1, SQLITE_STATIC);
  while (sqlite3_step (statement) == SQLITE_ROW)
    {
      const char *card = (const char *) sqlite3_column_text (statement, 0);

      if (g_str_equal ((const char *) sqlite3_column_text (statement, 2), "identity"))
        dr_deck_set_string (&deck->identity, card);
      else
        dr_deck_set_quantity (deck, card, sqlite3_column_int (statement, 1));
    }
  sqlite3_finalize (statement);
  g_assert_nonnull (deck->identity);
  return deck;
}

/* Each World Champion deck in the Standard format of its World
 * Championship: 2015 before any ban list; 2016 under NAPD MWL 1.1; 2017
 * under NAPD MWL 2.0, played before the Revised Core Set rotated the first
 * cycles out (NetrunnerDB dates that rotation 2017-10-01, the day MWL 2.0
 * began, so the pool is taken the day before). Each deck, changed in one
 * clearly illegal way, is flagged for that reason. */
static const struct
{
  const char            *code;
  const char            *banlist;
  const char            *as_of;
  const char            *add;        /* printing added… */
  int                    copies;     /* …this many times, or removed when negative */
  DrLegalityProblemKind  kind;       /* what the change breaks */
} prebuilts[] = {
  { "2015-world-champion-corp-deck", NULL, "2015-11-14", "01110", 1, DR_LEGALITY_PROBLEM_COPIES },
  { "2015-world-champion-runner-deck", NULL, "2015-11-14", "01110", 1, DR_LEGALITY_PROBLEM_SIDE },
  /* Three more Astroscript Pilot Program take the points past the window. */
  { "2016-world-champion-corp-deck", NULL, "2016-11-12", "01081", 3, DR_LEGALITY_PROBLEM_AGENDA_POINTS },
  /* Account Siphon (Criminal), 4 influence each, for an Anarch at 10 of 10. */
  { "2016-world-champion-runner-deck", NULL, "2016-11-12", "01018", 1, DR_LEGALITY_PROBLEM_INFLUENCE },
  /* A card of System Gateway (2021) in a 2017 deck. */
  { "2017-world-champion-corp-deck", "NAPD_MWL_2.0", "2017-09-30", "30072", 1, DR_LEGALITY_PROBLEM_CARD_POOL },
  /* Faust, banned by MWL 2.0. */
  { "2017-world-champion-runner-deck", "NAPD_MWL_2.0", "2017-09-30", "08061", 1, DR_LEGALITY_PROBLEM_BANNED },
};

static void
test_prebuilts (void)
{
  if (skip_or_build ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (prebuilts); i++)
    {
      g_autoptr(DrDeck) deck = prebuilt (prebuilts[i].code);
      g_autoptr(DrLegalityReport) report = check ("standard", prebuilts[i].banlist, prebuilts[i].as_of, deck);
      g_autoptr(DrLegalityReport) changed = NULL;

      if (!report->legal)
        print_problems (prebuilts[i].code, report);
      g_assert_true (report->legal);

      dr_deck_add (deck, prebuilts[i].add, prebuilts[i].copies);
      changed = check ("standard", prebuilts[i].banlist, prebuilts[i].as_of, deck);
      if (!has_problem (changed, prebuilts[i].kind, prebuilts[i].add))
        print_problems (prebuilts[i].code, changed);
      g_assert_false (changed->legal);
      g_assert_true (has_problem (changed, prebuilts[i].kind, prebuilts[i].add));
    }
}

/* The same decks a year later: the ban lists of 2016 and 2017 made the 2015
 * and 2016 champions illegal (rules 17 and 18), as NetrunnerDB shows them. */
static void
test_prebuilts_after_their_year (void)
{
  g_autoptr(DrDeck) corp_2015 = NULL;
  g_autoptr(DrDeck) runner_2016 = NULL;
  g_autoptr(DrLegalityReport) penalty = NULL;
  g_autoptr(DrLegalityReport) universal = NULL;

  if (skip_or_build ())
    return;
  corp_2015 = prebuilt ("2015-world-champion-corp-deck");
  penalty = check ("standard", NULL, "2016-08-04", corp_2015);
  g_assert_cmpstr (penalty->banlist, ==, "NAPD_MWL_1.1");
  g_assert_cmpint (penalty->influence_used, ==, 15);
  g_assert_cmpint (penalty->influence_limit, ==, 6);
  g_assert_true (dr_legality_report_has_problem (penalty, DR_LEGALITY_PROBLEM_INFLUENCE));

  runner_2016 = prebuilt ("2016-world-champion-runner-deck");
  universal = check ("standard", NULL, "2017-06-02", runner_2016);
  g_assert_cmpstr (universal->banlist, ==, "NAPD_MWL_1.2");
  g_assert_cmpint (universal->influence_used, ==, 18);
  g_assert_true (dr_legality_report_has_problem (universal, DR_LEGALITY_PROBLEM_INFLUENCE));
}

/* Rules 21 and 22: the pools on 2025-09-17 as NetrunnerDB's site counts them:
 * 545 Standard titles and 287 Startup titles, tutorial identities excluded. */
static void
test_pool_sizes (void)
{
  const struct { const char *format; int titles; } pools[] = { { "standard", 545 }, { "startup", 287 } };
  sqlite3 *db;

  if (skip_or_build ())
    return;
  db = dr_card_store_get_db (store);
  for (guint p = 0; p < G_N_ELEMENTS (pools); p++)
    {
      DrLegalityOptions options = { pools[p].format, "none", "2025-09-17", 0 };
      g_autoptr(DrLegalityContext) ctx = dr_legality_context_new (store, &options, NULL);
      sqlite3_stmt *statement = NULL;
      int titles = 0;

      g_assert_nonnull (ctx);
      g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT code FROM cards WHERE is_latest", -1, &statement, NULL),
                       ==, SQLITE_OK);
      while (sqlite3_step (statement) == SQLITE_ROW)
        {
          g_autoptr(DrDeck) deck = dr_deck_new ("One card", "netrunner");
          g_autoptr(DrLegalityReport) report = NULL;

          dr_deck_set_quantity (deck, (const char *) sqlite3_column_text (statement, 0), 1);
          report = dr_legality_check (ctx, deck);
          titles += !dr_legality_report_has_problem (report, DR_LEGALITY_PROBLEM_CARD_POOL);
        }
      sqlite3_finalize (statement);
      g_assert_cmpint (titles, ==, pools[p].titles);
    }
}

/* The list in force on a date, as NetrunnerDB marks it active: 25.08 on the
 * day of the data (which marks it so), 25.10 from 2025-10-03. */
static void
test_active_list (void)
{
  const struct { const char *as_of; const char *list; } days[] = {
    { "2025-09-17", "standard-ban-list-25-08" },
    { "2025-10-03", "standard-ban-list-25-10" },
    { "2024-10-01", "standard-ban-list-24-09" },
  };

  if (skip_or_build ())
    return;
  g_assert_cmpint (dr_test_query_int (dr_card_store_get_db (store),
                                      "SELECT count(*) FROM mwls WHERE active AND code = 'standard-ban-list-25-08'"),
                   ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (days); i++)
    {
      DrLegalityOptions options = { "standard", "active", days[i].as_of, 0 };
      g_autoptr(DrLegalityContext) ctx = dr_legality_context_new (store, &options, NULL);

      g_assert_nonnull (ctx);
      g_assert_cmpstr (dr_legality_context_get_banlist (ctx), ==, days[i].list);
    }
}

/* Rule 19 with the Eternal Points List 25.07 (converted from NetrunnerDB's
 * v2 data): Account Siphon 3 and Temüjin Contract 3 make 6; Blackmail's 2
 * makes 8, over 7. Rumor Mill's 4 with Account Siphon's 3 is exactly 7. */
static void
test_eternal_points (void)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(DrLegalityReport) six = NULL;
  g_autoptr(DrLegalityReport) eight = NULL;
  g_autoptr(DrLegalityReport) seven = NULL;

  if (skip_or_build ())
    return;
  /* Gabriel Santiago with Account Siphon (01018) and Temüjin Contract (11026). */
  deck = dr_deck_new ("Points", "netrunner");
  dr_deck_set_string (&deck->identity, "01017");
  dr_deck_set_quantity (deck, "01018", 3);
  dr_deck_set_quantity (deck, "11026", 1);
  six = check ("eternal", NULL, "2025-08-01", deck);
  g_assert_cmpstr (six->banlist, ==, "eternal-points-list-25-07");
  g_assert_false (dr_legality_report_has_problem (six, DR_LEGALITY_PROBLEM_POINTS));

  dr_deck_set_quantity (deck, "04089", 1);   /* Blackmail */
  eight = check ("eternal", NULL, "2025-08-01", deck);
  g_assert_true (has_problem (eight, DR_LEGALITY_PROBLEM_POINTS, "04089"));

  dr_deck_set_quantity (deck, "04089", 0);
  dr_deck_set_quantity (deck, "11026", 0);
  dr_deck_set_quantity (deck, "11022", 1);   /* Rumor Mill */
  seven = check ("eternal", NULL, "2025-08-01", deck);
  g_assert_false (dr_legality_report_has_problem (seven, DR_LEGALITY_PROBLEM_POINTS));
}

int
main (int   argc,
      char *argv[])
{
  int result;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/legality-full/prebuilts", test_prebuilts);
  g_test_add_func ("/legality-full/prebuilts-after-their-year", test_prebuilts_after_their_year);
  g_test_add_func ("/legality-full/pool-sizes", test_pool_sizes);
  g_test_add_func ("/legality-full/active-list", test_active_list);
  g_test_add_func ("/legality-full/eternal-points", test_eternal_points);
  result = g_test_run ();
  g_clear_pointer (&store, dr_card_store_free);
  if (store_dir != NULL)
    dr_test_remove_tree (store_dir);
  g_free (store_dir);
  return result;
}
