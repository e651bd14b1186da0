/* bench-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-bench.h"
#include "dr-db.h"
#include "dr-deck-stats.h"
#include "dr-deck-store.h"
#include "dr-test-helper.h"
#include "dr-user-db.h"

/* Deck benchmarks. The deck editor recomputes statistics on every click, so
 * they must cost a small part of a frame; the reference beside them is what a
 * per-edit query of the deck's printings would cost on the same machine. */

#define RUNS 7
#define STATS_ROUNDS 20000

/* 45 cards of a Core Set Runner deck. */
static const struct
{
  const char *code;
  int         quantity;
} deck_cards[] = {
  { "01002", 2 }, { "01003", 2 }, { "01004", 3 }, { "01005", 2 }, { "01007", 2 },
  { "01008", 2 }, { "01010", 2 }, { "01011", 2 }, { "01012", 3 }, { "01013", 2 },
  { "01014", 2 }, { "01016", 2 }, { "01026", 1 }, { "01028", 2 }, { "01043", 2 },
  { "01049", 3 }, { "01050", 3 }, { "01051", 3 }, { "01053", 3 }, { "01041", 1 },
  { "01006", 1 },
};

static DrDeck *
make_deck (void)
{
  DrDeck *deck = dr_deck_new ("Bench", "netrunner");

  dr_deck_set_string (&deck->identity, "01001");
  for (guint i = 0; i < G_N_ELEMENTS (deck_cards); i++)
    dr_deck_set_quantity (deck, deck_cards[i].code, deck_cards[i].quantity);
  g_assert_cmpint (dr_deck_count_cards (deck), ==, 45);
  return deck;
}

/* The full NetrunnerDB data when ../shared has it, the bundled data otherwise. */
static DrCardStore *
open_store (const char  *dir,
            const char **label)
{
  static const char *const names[] = { "sides.json", "factions.json", "types.json", "cycles.json",
                                       "packs.json", "cards.json", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);
  DrCardStore *store;

  *label = "bundled data";
  if (dr_test_shared_dir () != NULL)
    {
      g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
      sqlite3 *db;

      for (guint i = 0; names[i] != NULL; i++)
        g_ptr_array_add (files, g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", names[i], NULL));
      g_ptr_array_add (files, NULL);
      db = dr_test_build_card_db (dir, (const char *const *) files->pdata, &error);
      g_assert_no_error (error);
      dr_db_close (db);
      *label = "full data";
    }
  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  return store;
}

static void
bench_facts (DrCardStore *store,
             const char  *label)
{
  double times[RUNS];

  for (guint i = 0; i < RUNS; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      DrCardFacts *facts = dr_card_facts_new (store, &error);

      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_no_error (error);
      dr_card_facts_free (facts);
    }
  g_print ("card facts read once (%s, %d printings): %.1f ms (goal <= 50 ms) %s\n",
           label, dr_test_count_cards (store, NULL), dr_bench_median (times, RUNS),
           dr_bench_median (times, RUNS) <= 50 ? "MET" : "MISSED");
}

/* One query for the deck's printings, prepared once: the least a
 * recomputation that went to the database each time would pay. */
static double
time_reference (DrCardStore  *store,
                const DrDeck *deck)
{
  sqlite3 *db = dr_card_store_get_db (store);
  sqlite3_stmt *statement = NULL;
  g_autoptr(GString) sql = g_string_new ("SELECT type_code, faction_code, keywords, cost, strength, "
                                         "faction_cost, agenda_points, memory_cost FROM cards WHERE code IN (");
  gint64 start;
  int sink = 0;

  for (guint i = 0; i < deck->entries->len; i++)
    g_string_append (sql, i > 0 ? ", ?" : "?");
  g_string_append (sql, ")");
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql->str, -1, &statement, NULL), ==, SQLITE_OK);
  for (guint i = 0; i < deck->entries->len; i++)
    sqlite3_bind_text (statement, i + 1, g_array_index (deck->entries, DrDeckEntry, i).code, -1, SQLITE_STATIC);

  start = g_get_monotonic_time ();
  for (int round = 0; round < STATS_ROUNDS; round++)
    {
      while (sqlite3_step (statement) == SQLITE_ROW)
        sink += sqlite3_column_int (statement, 3);
      sqlite3_reset (statement);
    }
  start = g_get_monotonic_time () - start;
  sqlite3_finalize (statement);
  g_assert_cmpint (sink, >, 0);
  return (double) start / STATS_ROUNDS;
}

static void
bench_stats (DrCardStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardFacts) facts = dr_card_facts_new (store, &error);
  g_autoptr(DrDeck) deck = make_deck ();
  double ours[RUNS], reference[RUNS];

  g_assert_no_error (error);
  for (guint run = 0; run < RUNS; run++)
    {
      gint64 start = g_get_monotonic_time ();

      for (int round = 0; round < STATS_ROUNDS; round++)
        {
          DrDeckStats *stats = dr_deck_stats_new (deck, facts);

          g_assert (stats->n_cards == 45);
          dr_deck_stats_free (stats);
        }
      ours[run] = (double) (g_get_monotonic_time () - start) / STATS_ROUNDS;
      reference[run] = time_reference (store, deck);
    }
  g_print ("stats of a 45-card deck: %.1f us, reference (one query of its printings) %.1f us, "
           "ratio %.2f (goal: <= 50 us, a small part of a frame) %s\n",
           dr_bench_median (ours, RUNS), dr_bench_median (reference, RUNS), dr_bench_median (ours, RUNS) / dr_bench_median (reference, RUNS),
           dr_bench_median (ours, RUNS) <= 50 ? "MET" : "MISSED");
}

/* A save is durable (synchronous FULL): its cost is mostly the disk's. */
static void
bench_save (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, "user.sqlite", NULL);
  g_autoptr(DrDeck) deck = make_deck ();
  DrUserStore *user = dr_user_store_open (path, &error);
  double times[RUNS * 5];

  g_assert_no_error (error);
  g_assert_cmpint (dr_deck_store_save (user, deck, &error), >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      gint64 start;

      dr_deck_add (deck, "01050", i % 2 == 0 ? -1 : 1);
      start = g_get_monotonic_time ();
      g_assert_cmpint (dr_deck_store_save (user, deck, &error), >, 0);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  g_assert_no_error (error);
  g_print ("saving a changed 45-card deck with its new version: %.2f ms (goal <= 20 ms) %s\n",
           dr_bench_median (times, G_N_ELEMENTS (times)), dr_bench_median (times, G_N_ELEMENTS (times)) <= 20 ? "MET" : "MISSED");
  dr_user_store_unref (user);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  const char *label = NULL;
  DrCardStore *store = open_store (dir, &label);

  bench_facts (store, label);
  bench_stats (store);
  bench_save (dir);
  dr_card_store_free (store);
  dr_test_remove_tree (dir);
  return 0;
}
