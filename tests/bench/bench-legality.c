/* bench-legality.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <time.h>

#include "dr-bench.h"
#include "dr-card-db.h"
#include "dr-card-store.h"
#include "dr-legality.h"
#include "dr-test-helper.h"

/* Validations per second of a 45-card deck on one core (goal: 50,000 or
 * more), next to references measured in the same run on the same deck: a
 * deep copy of it, and a plain loop that looks every entry up in a hash table
 * and sums the quantities. Over NetrunnerDB's full data when ../shared is
 * there, else over the bundled Core Set. */

#define RUNS 7
#define ROUND_USEC 200000

typedef void (*Work) (gpointer data);

/* CPU time of this thread, steadier than wall time on a busy machine. */
/* Operations per second: the median of RUNS rounds of about ROUND_USEC each. */
static double
rate (Work     work,
      gpointer data)
{
  double rates[RUNS];

  for (guint r = 0; r < RUNS; r++)
    {
      gint64 start = g_get_monotonic_time ();
      gint64 elapsed;
      guint64 done = 0;

      do
        {
          for (guint i = 0; i < 256; i++)
            work (data);
          done += 256;
          elapsed = g_get_monotonic_time () - start;
        }
      while (elapsed < ROUND_USEC);
      rates[r] = done * 1e6 / elapsed;
    }
  return dr_bench_median (rates, RUNS);
}

typedef struct
{
  DrLegalityContext *ctx;
  DrDeck            *deck;
  GHashTable        *cards;    /* for the hash-loop reference */
  volatile int       sink;
  gboolean           legal;
} Bench;

static void
validate (gpointer data)
{
  Bench *bench = data;
  DrLegalityReport *report = dr_legality_check (bench->ctx, bench->deck);

  bench->legal = report->legal;
  dr_legality_report_free (report);
}

static void
copy_deck (gpointer data)
{
  Bench *bench = data;

  dr_deck_free (dr_deck_copy (bench->deck));
}

static void
sum_through_hash (gpointer data)
{
  Bench *bench = data;
  int total = 0;

  for (guint i = 0; i < bench->deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (bench->deck->entries, DrDeckEntry, i);

      if (g_hash_table_contains (bench->cards, entry->code))
        total += entry->quantity;
    }
  bench->sink = total;
}

/* The 2017 World Champion Runner deck: 45 cards, legal in Standard under
 * NAPD MWL 2.0 before the 2017 rotation. */
static DrDeck *
prebuilt_deck (DrCardStore *store)
{
  sqlite3_stmt *statement = NULL;
  DrDeck *deck = dr_deck_new ("2017 World Champion Runner Deck", "netrunner");

  g_assert_cmpint (sqlite3_prepare_v2 (dr_card_store_get_db (store),
                                       "SELECT p.card_code, p.quantity, c.type_code FROM prebuilt_cards AS p"
                                       " JOIN cards AS c ON c.code = p.card_code"
                                       " WHERE p.prebuilt_code = '2017-world-champion-runner-deck'",
                                       -1, &statement, NULL), ==, SQLITE_OK);
  while (sqlite3_step (statement) == SQLITE_ROW)
    {
      const char *code = (const char *) sqlite3_column_text (statement, 0);

      if (g_str_equal ((const char *) sqlite3_column_text (statement, 2), "identity"))
        dr_deck_set_string (&deck->identity, code);
      else
        dr_deck_set_quantity (deck, code, sqlite3_column_int (statement, 1));
    }
  sqlite3_finalize (statement);
  return deck;
}

/* Noise and 45 cards of the Core Set: Anarch and neutral ones, three each. */
static DrDeck *
core_set_deck (DrCardStore *store)
{
  sqlite3_stmt *statement = NULL;
  DrDeck *deck = dr_deck_new ("Core Set Anarch", "netrunner");
  int size = 0;

  dr_deck_set_string (&deck->identity, "01001");
  g_assert_cmpint (sqlite3_prepare_v2 (dr_card_store_get_db (store),
                                       "SELECT code, deck_limit FROM cards WHERE pack_code = 'core'"
                                       " AND faction_code IN ('anarch', 'neutral-runner') AND type_code <> 'identity'"
                                       " ORDER BY code", -1, &statement, NULL), ==, SQLITE_OK);
  while (size < 45 && sqlite3_step (statement) == SQLITE_ROW)
    {
      int copies = MIN (MIN (3, sqlite3_column_int (statement, 1)), 45 - size);

      dr_deck_set_quantity (deck, (const char *) sqlite3_column_text (statement, 0), copies);
      size += copies;
    }
  sqlite3_finalize (statement);
  g_assert_cmpint (size, ==, 45);
  return deck;
}

static DrCardStore *
open_store (const char *dir,
            gboolean   *full)
{
  const char *const names[] = { "sides.json", "factions.json", "types.json", "cycles.json",
                                "packs.json", "cards.json", "mwl.json", "prebuilts.json" };
  g_autoptr(GPtrArray) files = NULL;
  const char *shared = dr_test_shared_dir ();

  *full = shared != NULL;
  if (!*full)
    return dr_test_open_bundled_store (dir);
  files = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_ptr_array_add (files, g_build_filename (shared, "netrunnerdb", "api-v2", names[i], NULL));
  g_ptr_array_add (files, g_build_filename (shared, "netrunnerdb", "raw", "rotations.json", NULL));
  g_ptr_array_add (files, NULL);
  return dr_test_open_card_store (dir, (const char *const *) files->pdata);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autoptr(GError) error = NULL;
  DrLegalityOptions options = { "standard", NULL, NULL, 0 };
  Bench bench = { 0 };
  DrCardStore *store;
  gboolean full;
  double validations, copies, lookups, cpu;
  gint64 start;

  store = open_store (dir, &full);
  if (full)
    {
      options.banlist = "NAPD_MWL_2.0";
      options.as_of = "2017-09-30";
      bench.deck = prebuilt_deck (store);
    }
  else
    {
      g_print ("../shared/netrunnerdb is absent: the legality benchmark runs over the bundled Core Set\n");
      options.format = "casual";
      bench.deck = core_set_deck (store);
    }
  g_assert_cmpint (dr_deck_count_cards (bench.deck), ==, 45);

  start = g_get_monotonic_time ();
  cpu = dr_bench_thread_cpu_s () * 1e3;
  bench.ctx = dr_legality_context_new (store, &options, &error);
  g_assert_no_error (error);
  g_print ("legality context for %s over %s: built in %.1f ms (%.1f ms of CPU)\n", options.format,
           full ? "the full data" : "the Core Set", (g_get_monotonic_time () - start) / 1000.0,
           dr_bench_thread_cpu_s () * 1e3 - cpu);

  /* What a window pays for another format or date: the card data read. */
  {
    DrLegalityContext *again;

    start = g_get_monotonic_time ();
    cpu = dr_bench_thread_cpu_s () * 1e3;
    again = dr_legality_context_new (store, &options, &error);
    g_assert_no_error (error);
    g_print ("a second legality context over the same card store: built in %.1f ms (%.1f ms of CPU)\n",
             (g_get_monotonic_time () - start) / 1000.0, dr_bench_thread_cpu_s () * 1e3 - cpu);
    dr_legality_context_free (again);
  }

  /* The first context above pays for reading the card pool, which the
   * window's first search (or whichever reader comes first) pays anyway:
   * the two apart, each on a store of its own over the same file. */
  {
    double pool_ms[RUNS], context_ms[RUNS];

    for (guint r = 0; r < RUNS; r++)
      {
        g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);
        DrCardStore *fresh = dr_card_store_open (path, &error);
        DrLegalityContext *ctx;

        g_assert_no_error (error);
        cpu = dr_bench_thread_cpu_s () * 1e3;
        g_assert_nonnull (dr_card_store_get_pool (fresh, &error));
        pool_ms[r] = dr_bench_thread_cpu_s () * 1e3 - cpu;
        cpu = dr_bench_thread_cpu_s () * 1e3;
        ctx = dr_legality_context_new (fresh, &options, &error);
        context_ms[r] = dr_bench_thread_cpu_s () * 1e3 - cpu;
        g_assert_no_error (error);
        dr_legality_context_free (ctx);
        dr_card_store_free (fresh);
      }
    g_print ("of a first context: reading the card pool %.1f ms of CPU, the context over it %.1f ms "
             "(medians of %d fresh stores)\n", dr_bench_median (pool_ms, RUNS), dr_bench_median (context_ms, RUNS),
             RUNS);
  }

  bench.cards = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < bench.deck->entries->len; i++)
    g_hash_table_add (bench.cards, g_array_index (bench.deck->entries, DrDeckEntry, i).code);

  validations = rate (validate, &bench);
  g_assert_true (bench.legal);
  copies = rate (copy_deck, &bench);
  lookups = rate (sum_through_hash, &bench);

  g_print ("validations of a 45-card deck (%u entries): %.0f per second (goal >= 50000) %s\n",
           bench.deck->entries->len, validations, validations >= 50000 ? "MET" : "MISSED");
  g_print ("reference, dr_deck_copy of the same deck: %.0f per second; "
           "a validation costs %.1f copies\n", copies, copies / validations);
  g_print ("reference, a loop summing quantities through a hash lookup: %.0f per second; "
           "a validation costs %.1f loops\n", lookups, lookups / validations);

  g_hash_table_unref (bench.cards);
  dr_legality_context_free (bench.ctx);
  dr_deck_free (bench.deck);
  dr_card_store_free (store);
  dr_test_remove_tree (dir);
  return 0;
}
