/* test-card-pool.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "dr-card-db.h"
#include "dr-card-facts.h"
#include "dr-card-index.h"
#include "dr-card-pool.h"
#include "dr-card-translations.h"
#include "dr-collection.h"
#include "dr-legality.h"
#include "dr-test-helper.h"
#include "dr-text.h"

/* The card pool over real card databases in a temporary directory: the
 * bundled data, translations of our own words, a sync-like swap of the file,
 * and NetrunnerDB's whole data when ../shared is there. */

static DrCardPool *
get_pool (DrCardStore *store)
{
  g_autoptr(GError) error = NULL;
  DrCardPool *pool = dr_card_store_get_pool (store, &error);

  g_assert_no_error (error);
  g_assert_nonnull (pool);
  return pool;
}

/* Every printing once, newest pack first, found by code; the card store,
 * the index and the facts hand out the pool's cards and strings. */
static void
test_bundled (DrTestDbFixture *fixture,
              gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, NULL);
  g_autoptr(GError) error = NULL;
  DrCardPool *pool = get_pool (store);
  g_autoptr(DrCard) hedge = dr_card_store_get_card (store, "01110");
  g_autoptr(DrCardIndex) index = dr_card_index_new (store, &error);
  g_autoptr(DrCardFacts) facts = dr_card_facts_new (store, &error);
  g_autofree char *key = dr_text_match_key ("hedge fund");
  const DrPoolPrinting *printing = dr_card_pool_lookup (pool, "01110");
  const GPtrArray *found;
  const DrPrinting *indexed;
  const DrPoolPack *core;
  const char *previous_date = "9999-99-99";

  g_assert_no_error (error);
  g_assert_true (dr_card_store_get_pool (store, NULL) == pool);
  g_assert_cmpuint (dr_card_pool_get_n_printings (pool), ==, dr_test_count_cards (store, NULL));
  g_assert_nonnull (printing);
  g_assert_cmpstr (printing->card->title, ==, "Hedge Fund");
  g_assert_cmpstr (printing->cycle_code, ==, "core");
  g_assert_true (hedge == printing->card);
  g_assert_true (dr_card_pool_get_cards_by_id (pool)->pdata[printing->row_id] == printing->card);
  g_assert_null (dr_card_pool_lookup (pool, "99999"));
  g_assert_null (dr_card_store_get_card (store, "99999"));

  for (guint i = 0; i < dr_card_pool_get_n_printings (pool); i++)
    {
      const DrPoolPrinting *p = dr_card_pool_get_printing (pool, i);
      const char *date = p->pack_date != NULL ? p->pack_date : "9999-99-99";

      g_assert_cmpstr (date, <=, previous_date);
      previous_date = date;
      g_assert_true (dr_card_pool_lookup (pool, p->card->code) == p);
    }

  core = dr_card_pool_get_pack (pool, "core");
  g_assert_nonnull (core);
  g_assert_cmpstr (core->name, ==, "Core Set");
  g_assert_cmpstr (g_hash_table_lookup (dr_card_pool_get_names (pool, "factions"), "anarch"), ==, "Anarch");
  g_assert_cmpstr (g_hash_table_lookup (dr_card_pool_get_names (pool, "sides"), "corp"), ==, "Corp");
  g_assert_null (dr_card_pool_get_names (pool, "cards"));
  g_assert_cmpuint (dr_card_pool_get_factions (pool)->len, >, 0);
  g_assert_cmpuint (dr_card_pool_get_types (pool)->len, >, 0);
  g_assert_cmpstr (dr_card_pool_get_faction (pool, "anarch")->name, ==, "Anarch");
  g_assert_true (dr_card_pool_get_local_names (pool, "packs") == dr_card_pool_get_names (pool, "packs")
                 || dr_card_store_get_locale (store) != NULL);

  /* Packs in the card data's order: Netrunner's first, then the other
   * games'; the burncycle box lists no cards (size 0). */
  {
    const GPtrArray *packs = dr_card_pool_get_packs (pool);
    const DrPoolPack *first = g_ptr_array_index (packs, 0);
    const DrPoolPack *burncycle = dr_card_pool_get_pack (pool, "burncycle");
    gboolean other_games = FALSE;

    g_assert_cmpstr (first->game, ==, "netrunner");
    for (guint i = 0; i < packs->len; i++)
      {
        const DrPoolPack *pack = g_ptr_array_index (packs, i);

        if (!g_str_equal (pack->game, "netrunner"))
          other_games = TRUE;
        else
          g_assert_false (other_games);
      }
    g_assert_true (other_games);
    g_assert_nonnull (burncycle);
    g_assert_cmpint (burncycle->size, ==, 0);
    g_assert_cmpint (core->size, >, 0);
    g_assert_cmpstr (dr_card_pool_get_cycle (pool, core->cycle_code)->code, ==, core->cycle_code);
    g_assert_null (dr_card_pool_get_cycle (pool, "no-such-cycle"));
  }

  /* The other face of the NAPD identity, none for a card of one face; the
   * store hands out copies of the pool's. */
  {
    const GPtrArray *faces = dr_card_pool_get_faces (pool, "24001");
    g_autoptr(GPtrArray) copies = dr_card_store_get_faces (store, "24001");

    g_assert_nonnull (faces);
    g_assert_cmpuint (faces->len, >=, 1);
    g_assert_cmpuint (copies->len, ==, faces->len);
    g_assert_cmpstr (((DrCardFace *) copies->pdata[0])->title, ==, ((DrCardFace *) faces->pdata[0])->title);
    g_assert_false (((DrCardFace *) copies->pdata[0])->title == ((DrCardFace *) faces->pdata[0])->title);
    g_assert_null (dr_card_pool_get_faces (pool, "01110"));
  }

  /* Lookups by title go through the index, whose strings are the pool's. */
  found = dr_card_index_find_title (index, key);
  g_assert_nonnull (found);
  g_assert_cmpuint (found->len, ==, 1);
  indexed = g_ptr_array_index ((GPtrArray *) g_ptr_array_index (found, 0), 0);
  g_assert_cmpstr (indexed->code, ==, "01110");
  g_assert_true (indexed->title == hedge->title);
  g_assert_true (dr_card_facts_get (facts, "01110")->title == hedge->title);
  g_assert_cmpstr (dr_card_index_get_pack_date (index, "core"), ==, core->date_release);

  {
    g_autoptr(GPtrArray) by_title = dr_card_store_find_by_title (store, "HEDGE fund");

    g_assert_cmpuint (by_title->len, ==, 1);
    g_assert_true (g_ptr_array_index (by_title, 0) == hedge);
  }
}

/* Invented French for the test; NetrunnerDB's texts are never copied here. */
#define FRENCH_CORE \
  "[{\"code\": \"01002\", \"title\": \"Encore vu\"}," \
  " {\"code\": \"01110\", \"title\": \"Fonds de couverture\"," \
  "  \"text\": \"Prenez 9[credit] à la banque.\", \"keywords\": \"Transaction\"}]"

static void
import_french (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = dr_test_parse_json (FRENCH_CORE);
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READWRITE, &error);

  g_assert_no_error (error);
  g_assert_true (dr_card_translations_import_json (db, "fr", root, "test.json", NULL, &error));
  g_assert_true (dr_card_translations_finish (db, &error));
  g_assert_no_error (error);
  dr_db_close (db);
}

/* A pool is of one language: each field falls back to English on its own,
 * and a locale change makes the store read a new pool. */
static void
test_translations (DrTestDbFixture *fixture,
                   gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, NULL);
  g_autoptr(DrCardPool) english = NULL;
  DrCardPool *french;
  const DrCard *hedge, *deja, *core;

  g_clear_pointer (&store, dr_card_store_free);
  import_french (fixture->path);
  store = dr_test_open_card_store_at (fixture->path, NULL);
  english = dr_card_pool_ref (get_pool (store));
  g_assert_null (dr_card_store_get_locale (store));
  g_assert_null (dr_card_pool_lookup (english, "01110")->card->local_title);

  dr_card_store_set_locale (store, "fr");
  french = get_pool (store);
  g_assert_true (french != english);
  g_assert_cmpstr (dr_card_store_get_locale (store), ==, "fr");
  hedge = dr_card_pool_lookup (french, "01110")->card;
  deja = dr_card_pool_lookup (french, "01002")->card;
  g_assert_cmpstr (dr_card_get_local_title (hedge, FALSE), ==, "Fonds de couverture");
  g_assert_cmpstr (dr_card_get_local_keywords (hedge, FALSE), ==, "Transaction");
  g_assert_cmpstr (dr_card_get_local_title (hedge, TRUE), ==, "Hedge Fund");
  g_assert_cmpstr (dr_card_get_local_title (deja, FALSE), ==, "Encore vu");
  /* No French text: the English one. */
  g_assert_nonnull (deja->text);
  g_assert_cmpstr (dr_card_get_local_text (deja, FALSE), ==, deja->text);
  /* Lockpick's cards were first printed in French. */
  core = dr_card_pool_lookup (french, "LP101")->card;
  g_assert_cmpstr (dr_card_get_local_title (core, FALSE), ==, "Cœur de structure");
  g_assert_null (dr_card_pool_lookup (english, "LP101")->card->local_title);

  /* The English pool is whole after the store let it go. */
  g_assert_cmpstr (dr_card_pool_lookup (english, "01110")->card->title, ==, "Hedge Fund");
}

/* A sync builds a new file beside the old one and renames it into place;
 * a new store reads a new pool while a reader still holds the old one. */
static void
test_swap (DrTestDbFixture *fixture,
           gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, NULL);
  g_autoptr(DrCardPool) old_pool = dr_card_pool_ref (get_pool (store));
  g_autoptr(DrCard) old_card = dr_card_store_get_card (store, "01110");
  g_autoptr(DrCardIndex) old_index = dr_card_index_new (store, &error);
  DrLegalityOptions options = { "standard", "none", NULL, 0 };
  g_autoptr(DrLegalityContext) old_ctx = dr_legality_context_new (store, &options, &error);
  g_autofree char *build_path = g_strconcat (fixture->path, ".new", NULL);
  g_autofree char *key = dr_text_match_key ("Hedge Fund");
  g_autoptr(DrDeck) deck = dr_deck_new ("Test", "netrunner");
  g_autoptr(DrLegalityReport) report = NULL;
  DrCardPool *new_pool;
  sqlite3 *db;

  g_assert_no_error (error);
  /* The new card data: the same file with a card renamed, as a sync would
   * bring a corrected title. */
  {
    g_autofree char *contents = NULL;
    gsize length;

    g_assert_true (g_file_get_contents (fixture->path, &contents, &length, &error));
    g_assert_true (g_file_set_contents (build_path, contents, length, &error));
    g_assert_no_error (error);
  }
  db = dr_db_open (build_path, SQLITE_OPEN_READWRITE, &error);
  g_assert_no_error (error);
  g_assert_true (dr_db_exec (db, "UPDATE cards SET title = 'Hedge Fund Mk II' WHERE code = '01110'", &error));
  dr_db_close (db);
  g_clear_pointer (&store, dr_card_store_free);
  g_assert_true (dr_card_db_put_in_place (build_path, fixture->path, &error));
  g_assert_no_error (error);

  store = dr_test_open_card_store_at (fixture->path, NULL);
  new_pool = get_pool (store);
  g_assert_true (new_pool != old_pool);
  g_assert_cmpstr (dr_card_pool_lookup (new_pool, "01110")->card->title, ==, "Hedge Fund Mk II");

  /* The old readers still read the old data, whole. */
  g_assert_cmpstr (old_card->title, ==, "Hedge Fund");
  g_assert_cmpstr (dr_card_pool_lookup (old_pool, "01110")->card->title, ==, "Hedge Fund");
  g_assert_nonnull (dr_card_index_find_title (old_index, key));
  dr_deck_set_string (&deck->identity, "01001");
  dr_deck_set_quantity (deck, "01110", 3);
  report = dr_legality_check (old_ctx, deck);
  g_assert_nonnull (report);
  g_assert_cmpuint (report->problems->len, >, 0);   /* far too few cards */

  /* Letting go of them frees the old pool; the new one is untouched. */
  g_clear_pointer (&old_ctx, dr_legality_context_free);
  g_clear_pointer (&old_index, dr_card_index_free);
  g_clear_pointer (&old_pool, dr_card_pool_unref);
  g_assert_cmpstr (old_card->title, ==, "Hedge Fund");
  g_assert_cmpuint (dr_card_pool_get_n_printings (new_pool), ==, dr_test_count_cards (store, NULL));
}

static gpointer
get_pool_in_thread (gpointer data)
{
  return dr_card_store_get_pool (data, NULL);
}

/* Built once, whichever thread asks first. */
static void
test_threads (DrTestDbFixture *fixture,
              gconstpointer    data)
{
  g_autoptr(DrCardStore) store = dr_test_open_card_store_at (fixture->path, NULL);
  GThread *threads[4];
  gpointer pools[4];

  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("pool", get_pool_in_thread, store);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    pools[i] = g_thread_join (threads[i]);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    {
      g_assert_nonnull (pools[i]);
      g_assert_true (pools[i] == pools[0]);
    }
  g_assert_true (get_pool (store) == pools[0]);
}

/* NetrunnerDB's whole data (skipped without ../shared). */
static void
test_full_data (DrTestDbFixture *fixture,
                gconstpointer    data)
{
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardIndex) index = NULL;
  g_autofree char *key = dr_text_match_key ("Sure Gamble");
  DrLegalityOptions options = { "standard", NULL, "2025-10-01", 0 };
  g_autoptr(DrLegalityContext) ctx = NULL;
  const GPtrArray *lists;
  const GPtrArray *found;
  DrCardPool *pool;

  store = dr_test_open_full_store (fixture->dir);
  if (store == NULL)
    return;
  pool = get_pool (store);
  g_assert_cmpuint (dr_card_pool_get_n_printings (pool), ==, dr_test_count_cards (store, NULL));
  g_assert_cmpuint (dr_test_count_cards (store, "netrunner"), ==, 2394);
  lists = dr_card_pool_get_ban_lists (pool);
  g_assert_cmpuint (lists->len, ==, 34);
  for (guint i = 1; i < lists->len; i++)
    g_assert_cmpstr (((DrPoolBanList *) lists->pdata[i - 1])->date_start, >=,
                     ((DrPoolBanList *) lists->pdata[i])->date_start);
  g_assert_cmpuint (dr_card_pool_get_packs (pool)->len, >=, 74);
  index = dr_card_index_new (store, &error);
  g_assert_no_error (error);
  found = dr_card_index_find_title (index, key);
  g_assert_nonnull (found);
  /* Reprinted many times: the newest printing first. */
  g_assert_cmpuint (((GPtrArray *) g_ptr_array_index (found, 0))->len, >, 3);
  {
    g_autoptr(GPtrArray) by_title = dr_card_store_find_by_title (store, "SURE gamble");
    const GPtrArray *printings = g_ptr_array_index (found, 0);

    /* The store finds them by title through the same index, in the pool's order. */
    g_assert_cmpuint (by_title->len, ==, printings->len);
    for (guint i = 0; i < by_title->len; i++)
      {
        const DrCard *card = g_ptr_array_index (by_title, i);

        g_assert_cmpstr (card->code, ==, ((const DrPrinting *) g_ptr_array_index (printings, i))->code);
        if (i > 0)
          g_assert_cmpuint (dr_card_pool_lookup (pool, ((DrCard *) by_title->pdata[i - 1])->code)->index, <,
                            dr_card_pool_lookup (pool, card->code)->index);
      }
  }
  ctx = dr_legality_context_new (store, &options, &error);
  g_assert_no_error (error);
  g_assert_nonnull (dr_legality_context_get_banlist (ctx));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) DR_TEST_ADD_DB (path, "cards.sqlite", func)
  ADD ("/card-pool/bundled", test_bundled);
  ADD ("/card-pool/translations", test_translations);
  ADD ("/card-pool/swap", test_swap);
  ADD ("/card-pool/threads", test_threads);
  ADD ("/card-pool/full-data", test_full_data);
#undef ADD
  return g_test_run ();
}
