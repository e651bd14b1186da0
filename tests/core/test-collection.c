/* test-collection.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "collection-fixture.h"
#include "dr-search-private.h"
#include "dr-collection-private.h"
#include "dr-error.h"
#include "dr-user-db.h"

/* Every expectation below is worked out by hand from the fixture described
 * in collection-fixture.h. */
typedef CollectionFixture Fixture;

static void
set_products (Fixture    *fixture,
              const char *pack_code,
              int         count)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (dr_collection_set_product_count (fixture->collection, pack_code, count, &error));
  g_assert_no_error (error);
}

static void
set_owned (Fixture    *fixture,
           const char *code,
           int         owned)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (dr_collection_set_printing_owned (fixture->collection, code, owned, &error));
  g_assert_no_error (error);
}

static int
printing_owned (Fixture    *fixture,
                const char *code)
{
  return dr_collection_get_printing_owned (fixture->collection, code);
}

static int
title_owned (Fixture    *fixture,
             const char *title)
{
  return dr_collection_get_title_owned (fixture->collection, title);
}

static void
test_products_and_adjustments (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) products = NULL;
  g_autoptr(GPtrArray) adjustments = NULL;
  DrCollectionAdjustment *adjustment;
  guint64 revision = dr_collection_get_revision (fixture->collection);
  int count = -1;

  g_assert_cmpint (printing_owned (fixture, "01002"), ==, 0);
  g_assert_cmpint (printing_owned (fixture, "99999"), ==, -1);

  /* Two Alpha Core Sets: copies in the box × 2. */
  set_products (fixture, "alc", 2);
  g_assert_cmpint (printing_owned (fixture, "01002"), ==, 6);
  g_assert_cmpint (printing_owned (fixture, "01003"), ==, 2);
  g_assert_cmpint (printing_owned (fixture, "01004"), ==, 4);
  g_assert_cmpint (printing_owned (fixture, "02001"), ==, 0);
  g_assert_cmpuint (dr_collection_get_revision (fixture->collection), >, revision);

  /* A Beta One adds the reprint: the card counts both printings. */
  g_assert_true (dr_collection_add_products (fixture->collection, "b1", 1, &count, &error));
  g_assert_cmpint (count, ==, 1);
  g_assert_cmpint (printing_owned (fixture, "02001"), ==, 3);
  g_assert_cmpint (title_owned (fixture, "Wall Panel"), ==, 5);
  g_assert_cmpint (title_owned (fixture, "Hedge Stub"), ==, 6);

  /* Both Alpha Wall Panels lost. */
  set_owned (fixture, "01003", 0);
  g_assert_cmpint (printing_owned (fixture, "01003"), ==, 0);
  g_assert_cmpint (title_owned (fixture, "Wall Panel"), ==, 3);

  /* One box fewer: 1 × 1 − 2 stays at zero, never below. */
  g_assert_true (dr_collection_add_products (fixture->collection, "alc", -1, &count, &error));
  g_assert_cmpint (count, ==, 1);
  g_assert_cmpint (printing_owned (fixture, "01003"), ==, 0);
  g_assert_cmpint (printing_owned (fixture, "01002"), ==, 3);

  /* set CODE N makes exactly N, whatever the products give. */
  set_owned (fixture, "01003", 4);
  g_assert_cmpint (printing_owned (fixture, "01003"), ==, 4);
  set_owned (fixture, "02002", 1);
  g_assert_cmpint (printing_owned (fixture, "02002"), ==, 1);

  adjustments = dr_collection_list_adjustments (fixture->collection, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adjustments->len, ==, 2);
  adjustment = g_ptr_array_index (adjustments, 0);
  g_assert_cmpstr (adjustment->code, ==, "01003");
  g_assert_cmpstr (adjustment->title, ==, "Wall Panel");
  g_assert_cmpint (adjustment->adjustment, ==, 3);
  g_assert_cmpint (adjustment->owned, ==, 4);
  adjustment = g_ptr_array_index (adjustments, 1);
  g_assert_cmpstr (adjustment->code, ==, "02002");
  g_assert_cmpint (adjustment->adjustment, ==, -2);

  /* Setting the count the products give removes the adjustment. */
  set_owned (fixture, "02002", 3);
  g_clear_pointer (&adjustments, g_ptr_array_unref);
  adjustments = dr_collection_list_adjustments (fixture->collection, &error);
  g_assert_cmpuint (adjustments->len, ==, 1);

  /* Removing more than owned leaves none, and the product disappears. */
  g_assert_true (dr_collection_add_products (fixture->collection, "b1", -5, &count, &error));
  g_assert_cmpint (count, ==, 0);
  products = dr_collection_list_products (fixture->collection, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (products->len, ==, 1);
  g_assert_cmpstr (((DrCollectionProduct *) products->pdata[0])->pack_code, ==, "alc");
  g_assert_cmpstr (((DrCollectionProduct *) products->pdata[0])->pack_name, ==, "Alpha Core Set");
  g_assert_cmpint (((DrCollectionProduct *) products->pdata[0])->count, ==, 1);
}

static void
test_bad_input (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  guint64 revision = dr_collection_get_revision (fixture->collection);

  g_assert_false (dr_collection_set_printing_owned (fixture->collection, "01002", -1, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (dr_collection_set_printing_owned (fixture->collection, "99999", 2, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (dr_collection_set_product_count (fixture->collection, "nope", 1, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (dr_collection_set_product_count (fixture->collection, "alc", -2, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_assert_cmpuint (dr_collection_get_revision (fixture->collection), ==, revision);
  g_assert_cmpint (dr_test_query_int (fixture->user_db, "SELECT count(*) FROM collection_products"), ==, 0);
  g_assert_cmpint (dr_test_query_int (fixture->user_db, "SELECT count(*) FROM collection_adjustments"), ==, 0);
}

static void
test_find_pack (Fixture       *fixture,
                gconstpointer  data)
{
  static const struct { const char *input; const char *code; } cases[] = {
    { "alc", "alc" },
    { "Alpha Core Set", "alc" },
    { "alpha core set", "alc" },
    { "ALC", "alc" },
    { "beta two", "b2" },
    { "Lockpick", "lp" },
    { "Beta", NULL },
    { "", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *code = dr_collection_find_pack (fixture->collection, cases[i].input);

      g_assert_cmpstr (code, ==, cases[i].code);
    }
}

static char *
join_packs (GPtrArray *packs)
{
  g_ptr_array_add (packs, NULL);
  return g_strjoinv (" ", (char **) packs->pdata);
}

static void
test_presets (Fixture       *fixture,
              gconstpointer  data)
{
  static const struct { const char *name; const char *packs; } cases[] = {
    { "none", "" },
    /* Every pack with cards, of both games, released or not. */
    { "all", "dft alc b1 b2 b3 sg lp" },
    /* Not rotated, not draft, released. */
    { "Standard", "b1 b2 sg" },
    { "startup", "sg" },
  };
  g_autoptr(GError) error = NULL;
  DrCollectionPreset preset;

  g_assert_false (dr_collection_preset_from_name ("eternal-ish", &preset));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) packs = NULL;
      g_autoptr(GPtrArray) products = NULL;
      g_autofree char *joined = NULL;
      guint n_packs;

      g_assert_true (dr_collection_preset_from_name (cases[i].name, &preset));
      packs = dr_collection_preset_packs (fixture->collection, preset, &error);
      g_assert_no_error (error);
      n_packs = packs->len;
      joined = join_packs (packs);
      g_assert_cmpstr (joined, ==, cases[i].packs);

      g_assert_true (dr_collection_apply_preset (fixture->collection, preset, &error));
      g_assert_no_error (error);
      products = dr_collection_list_products (fixture->collection, &error);
      g_assert_cmpuint (products->len, ==, n_packs);
      for (guint j = 0; j < products->len; j++)
        g_assert_cmpint (((DrCollectionProduct *) products->pdata[j])->count, ==, 1);
    }
}

/* A preset replaces products; the adjustments (singles, losses) stay. */
static void
test_preset_keeps_adjustments (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  set_products (fixture, "alc", 3);
  set_owned (fixture, "01002", 10);   /* +1 single */
  set_owned (fixture, "02002", 2);    /* two singles */
  g_assert_true (dr_collection_apply_preset (fixture->collection, DR_COLLECTION_PRESET_STANDARD, &error));
  g_assert_cmpint (dr_collection_get_product_count (fixture->collection, "alc"), ==, 0);
  g_assert_cmpint (dr_collection_get_product_count (fixture->collection, "b1"), ==, 1);
  g_assert_cmpint (printing_owned (fixture, "01002"), ==, 1);
  g_assert_cmpint (printing_owned (fixture, "02002"), ==, 5);
  g_assert_true (dr_collection_apply_preset (fixture->collection, DR_COLLECTION_PRESET_NONE, &error));
  g_assert_cmpint (printing_owned (fixture, "02002"), ==, 2);
  g_assert_cmpint (printing_owned (fixture, "30001"), ==, 0);
}

static DrDeck *
make_deck (const char *name,
           gint64      id,
           const char *identity,
           ...)
{
  DrDeck *deck = dr_deck_new (name, "netrunner");
  va_list args;

  deck->id = id;
  dr_deck_set_string (&deck->identity, identity);
  va_start (args, identity);
  for (const char *code = va_arg (args, const char *); code != NULL; code = va_arg (args, const char *))
    dr_deck_set_quantity (deck, code, va_arg (args, int));
  va_end (args);
  return deck;
}

static DrCollectionNeed *
find_need (DrCollectionDeckReport *report,
           const char             *title)
{
  for (guint i = 0; i < report->needs->len; i++)
    {
      DrCollectionNeed *need = g_ptr_array_index (report->needs, i);

      if (g_str_equal (need->title, title))
        return need;
    }
  g_assert_not_reached ();
}

static void
assert_need (DrCollectionDeckReport *report,
             const char             *title,
             const char             *code,
             int                     needed,
             int                     owned,
             int                     reserved,
             int                     missing)
{
  DrCollectionNeed *need = find_need (report, title);

  g_assert_cmpstr (need->code, ==, code);
  g_assert_cmpint (need->needed, ==, needed);
  g_assert_cmpint (need->owned, ==, owned);
  g_assert_cmpint (need->reserved, ==, reserved);
  g_assert_cmpint (need->missing, ==, missing);
}

static void
assert_offer (DrCollectionDeckReport *report,
              guint                   rank,
              const char             *pack_code,
              const char             *pack_name,
              int                     copies,
              int                     titles)
{
  DrCollectionPackOffer *offer;

  g_assert_cmpuint (rank, <, report->buy_next->len);
  offer = g_ptr_array_index (report->buy_next, rank);
  g_assert_cmpstr (offer->pack_code, ==, pack_code);
  g_assert_cmpstr (offer->pack_name, ==, pack_name);
  g_assert_cmpint (offer->copies, ==, copies);
  g_assert_cmpint (offer->titles, ==, titles);
}

static void
test_missing_and_buy_next (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) deck = make_deck ("Corp", 0, "01001",
                                      "01002", 3,   /* Hedge Stub: the box has 3 */
                                      "01003", 1,   /* Wall Panel in two printings: 3 needed, 1 owned */
                                      "02001", 2,
                                      "02002", 2,   /* Bright Idea: none owned */
                                      "30002", 3,   /* Gateway Guard: none owned */
                                      "09999", 1,   /* a card the data does not know */
                                      NULL);
  g_autoptr(DrCollectionDeckReport) report = NULL;
  const char *const titles[] = {
    "09999", "Alpha Corp: Test Identity", "Bright Idea", "Gateway Guard", "Hedge Stub", "Wall Panel",
  };

  set_products (fixture, "alc", 1);
  report = dr_collection_check_deck (fixture->collection, deck, NULL, &error);
  g_assert_no_error (error);

  g_assert_cmpuint (report->needs->len, ==, G_N_ELEMENTS (titles));
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    g_assert_cmpstr (((DrCollectionNeed *) report->needs->pdata[i])->title, ==, titles[i]);
  assert_need (report, "Alpha Corp: Test Identity", "01001", 1, 1, 0, 0);
  assert_need (report, "Hedge Stub", "01002", 3, 3, 0, 0);
  assert_need (report, "Wall Panel", "01003", 3, 1, 0, 2);
  assert_need (report, "Bright Idea", "02002", 2, 0, 0, 2);
  assert_need (report, "Gateway Guard", "30002", 3, 0, 0, 3);
  assert_need (report, "09999", "09999", 1, 0, 0, 1);
  g_assert_false (find_need (report, "09999")->known);
  g_assert_true (find_need (report, "Wall Panel")->known);
  g_assert_cmpint (report->needed, ==, 13);
  g_assert_cmpint (report->missing, ==, 8);

  /* Beta One brings 2 Wall Panels and 2 Bright Ideas; the Gateway Box 3
   * Guards; another Alpha box only its single Wall Panel. */
  g_assert_cmpuint (report->buy_next->len, ==, 3);
  assert_offer (report, 0, "b1", "Beta One", 4, 2);
  assert_offer (report, 1, "sg", "Gateway Box", 3, 1);
  assert_offer (report, 2, "alc", "Alpha Core Set", 1, 1);

  /* Owning what was missing empties both lists. */
  set_products (fixture, "b1", 1);
  set_products (fixture, "sg", 1);
  set_owned (fixture, "02002", 2);
  g_clear_pointer (&report, dr_collection_deck_report_free);
  dr_deck_set_quantity (deck, "09999", 0);
  report = dr_collection_check_deck (fixture->collection, deck, NULL, &error);
  g_assert_cmpint (report->missing, ==, 0);
  g_assert_cmpuint (report->buy_next->len, ==, 0);
  assert_need (report, "Wall Panel", "01003", 3, 4, 0, 0);
}

/* Equal coverage: more titles first, then the newer pack. */
static void
test_buy_next_ties (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  /* Signal Booster ×3: Alpha has 2, Gateway 1. Deep Dive ×1 and Quick Patch
   * ×1: Beta Two and Beta One each cover one copy of one title. */
  g_autoptr(DrDeck) deck = make_deck ("Runner", 0, NULL, "01004", 3, "02021", 1, "02003", 1, NULL);
  g_autoptr(DrCollectionDeckReport) report = dr_collection_check_deck (fixture->collection, deck, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (report->buy_next->len, ==, 4);
  assert_offer (report, 0, "alc", "Alpha Core Set", 2, 1);
  assert_offer (report, 1, "b2", "Beta Two", 1, 1);       /* 2022-06-01 */
  assert_offer (report, 2, "b1", "Beta One", 1, 1);       /* 2022-01-01 */
  assert_offer (report, 3, "sg", "Gateway Box", 1, 1);    /* 2021-03-28 */
}

static void
test_built_decks_reserve (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) first = make_deck ("First", 1, NULL, "02001", 3, "01002", 2, NULL);
  g_autoptr(DrDeck) second = make_deck ("Second", 2, NULL, "01003", 1, "02001", 1, "01002", 1, "02002", 3, NULL);
  g_autoptr(DrDeck) third = make_deck ("Third", 3, NULL, "02002", 3, NULL);
  g_autoptr(DrDeck) second_copy = dr_deck_copy (second);
  g_autoptr(GPtrArray) built = g_ptr_array_new ();
  g_autoptr(GPtrArray) conflicts = NULL;
  g_autoptr(DrCollectionDeckReport) report = NULL;
  DrCollectionConflict *conflict;
  DrCollectionDeckUse *use;

  /* Wall Panel 4, Hedge Stub 3, Bright Idea 3. */
  set_products (fixture, "alc", 1);
  set_products (fixture, "b1", 1);
  g_ptr_array_add (built, first);
  g_ptr_array_add (built, second);

  conflicts = dr_collection_find_conflicts (fixture->collection, built, &error);
  g_assert_no_error (error);
  /* Hedge Stub: 2 + 1 = 3 owned, no conflict; Bright Idea: one deck only. */
  g_assert_cmpuint (conflicts->len, ==, 1);
  conflict = g_ptr_array_index (conflicts, 0);
  g_assert_cmpstr (conflict->title, ==, "Wall Panel");
  g_assert_cmpint (conflict->owned, ==, 4);
  g_assert_cmpint (conflict->needed, ==, 5);
  g_assert_cmpuint (conflict->uses->len, ==, 2);
  use = &g_array_index (conflict->uses, DrCollectionDeckUse, 0);
  g_assert_cmpuint (use->deck, ==, 0);
  g_assert_cmpint (use->copies, ==, 3);
  use = &g_array_index (conflict->uses, DrCollectionDeckUse, 1);
  g_assert_cmpuint (use->deck, ==, 1);
  g_assert_cmpint (use->copies, ==, 2);

  g_ptr_array_add (built, third);
  g_clear_pointer (&conflicts, g_ptr_array_unref);
  conflicts = dr_collection_find_conflicts (fixture->collection, built, &error);
  g_assert_cmpuint (conflicts->len, ==, 2);
  conflict = g_ptr_array_index (conflicts, 0);
  g_assert_cmpstr (conflict->title, ==, "Bright Idea");
  g_assert_cmpint (conflict->needed, ==, 6);
  g_assert_cmpuint (g_array_index (conflict->uses, DrCollectionDeckUse, 0).deck, ==, 1);
  g_assert_cmpuint (g_array_index (conflict->uses, DrCollectionDeckUse, 1).deck, ==, 2);
  g_assert_cmpstr (((DrCollectionConflict *) conflicts->pdata[1])->title, ==, "Wall Panel");

  /* The second deck, while the others stay built: the first holds 3 Wall
   * Panels and 2 Hedge Stubs, the third 3 Bright Ideas. The deck itself,
   * found by id in a copy, reserves nothing against itself. */
  report = dr_collection_check_deck (fixture->collection, second_copy, built, &error);
  g_assert_no_error (error);
  assert_need (report, "Wall Panel", "01003", 2, 4, 3, 1);
  assert_need (report, "Hedge Stub", "01002", 1, 3, 2, 0);
  assert_need (report, "Bright Idea", "02002", 3, 3, 3, 3);
  g_assert_cmpint (report->missing, ==, 4);
}

static DrCollectionCompletion *
find_completion (GPtrArray  *rows,
                 const char *code,
                 gboolean    is_cycle)
{
  for (guint i = 0; i < rows->len; i++)
    {
      DrCollectionCompletion *row = g_ptr_array_index (rows, i);

      if (g_str_equal (row->code, code) && row->is_cycle == is_cycle)
        return row;
    }
  g_assert_not_reached ();
}

static void
assert_completion (GPtrArray  *rows,
                   const char *code,
                   gboolean    is_cycle,
                   int         titles_owned,
                   int         titles_total,
                   int         copies_owned,
                   int         copies_playset)
{
  DrCollectionCompletion *row = find_completion (rows, code, is_cycle);

  g_assert_cmpint (row->titles_owned, ==, titles_owned);
  g_assert_cmpint (row->titles_total, ==, titles_total);
  g_assert_cmpint (row->copies_owned, ==, copies_owned);
  g_assert_cmpint (row->copies_playset, ==, copies_playset);
}

static void
test_completion (Fixture       *fixture,
                 gconstpointer  data)
{
  /* Each cycle first, then its packs; Netrunner before Lockpick. */
  static const struct { const char *code; gboolean is_cycle; } order[] = {
    { "draft", TRUE }, { "dft", FALSE }, { "alpha", TRUE }, { "alc", FALSE },
    { "beta", TRUE }, { "b1", FALSE }, { "b2", FALSE }, { "b3", FALSE },
    { "system-gateway", TRUE }, { "sg", FALSE }, { "lp", TRUE }, { "lp", FALSE },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) netrunner = NULL;

  set_products (fixture, "alc", 1);
  set_owned (fixture, "LPX01", 1);
  rows = dr_collection_completion (fixture->collection, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (rows->len, ==, G_N_ELEMENTS (order));
  for (guint i = 0; i < rows->len; i++)
    {
      DrCollectionCompletion *row = g_ptr_array_index (rows, i);

      g_assert_cmpstr (row->code, ==, order[i].code);
      g_assert_cmpint (row->is_cycle, ==, order[i].is_cycle);
    }
  /* Alpha: every title; playsets 1 + 3 + 3 + 3 + 1 + 1; owned 1 + 3 + 1 + 2 + 1 + 1. */
  assert_completion (rows, "alc", FALSE, 6, 6, 9, 12);
  assert_completion (rows, "alpha", TRUE, 6, 6, 9, 12);
  /* Beta One: Wall Panel counts through its Alpha printing. */
  assert_completion (rows, "b1", FALSE, 1, 3, 1, 9);
  assert_completion (rows, "beta", TRUE, 1, 6, 1, 18);
  assert_completion (rows, "b3", FALSE, 0, 1, 0, 3);
  /* Gateway: Hedge Stub 3 of 3, Signal Booster 2 of 3. */
  assert_completion (rows, "sg", FALSE, 2, 3, 5, 9);
  assert_completion (rows, "lp", FALSE, 1, 1, 1, 2);
  g_assert_cmpstr (find_completion (rows, "beta", TRUE)->name, ==, "Beta Cycle");
  g_assert_cmpstr (find_completion (rows, "b2", FALSE)->name, ==, "Beta Two");

  netrunner = dr_collection_completion (fixture->collection, "netrunner", &error);
  g_assert_cmpuint (netrunner->len, ==, G_N_ELEMENTS (order) - 2);
}

/* Printings the key own counts as owned, through the function it reads. */
static int
owned_printings (Fixture *fixture)
{
  return dr_test_query_int (dr_card_store_get_db (fixture->store),
                            "SELECT count(*) FROM cards AS c WHERE dr_search_owned (c.code) > 0");
}

/* The copies of @code's title the key own reads. */
static int
own_key_count (Fixture    *fixture,
               const char *code)
{
  g_autofree char *sql = g_strdup_printf ("SELECT dr_search_owned ('%s')", code);

  return dr_test_query_int (dr_card_store_get_db (fixture->store), sql);
}

static void
test_search_support (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) by_code = NULL;
  g_autoptr(GHashTable) by_title = NULL;
  sqlite3 *card_db = dr_card_store_get_db (fixture->store);
  DrUserStore *other_user;
  DrCollection *other;

  /* Before anything is published, own>0 finds nothing rather than failing. */
  {
    g_autoptr(GPtrArray) none = dr_card_search (card_db, "own>0", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (none->len, ==, 0);
  }

  set_products (fixture, "alc", 1);
  set_owned (fixture, "01003", 0);

  by_code = dr_collection_owned_by_code (fixture->collection, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_hash_table_size (by_code), ==, 5);
  g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (by_code, "01002")), ==, 3);
  g_assert_false (g_hash_table_contains (by_code, "01003"));
  by_title = dr_collection_owned_by_title (fixture->collection, &error);
  g_assert_cmpuint (g_hash_table_size (by_title), ==, 5);
  g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (by_title, "Signal Booster")), ==, 2);
  g_assert_false (g_hash_table_contains (by_title, "Wall Panel"));

  /* Every printing of an owned title: Alpha's five, plus the Gateway
   * reprints of Hedge Stub and Signal Booster. */
  g_assert_true (dr_collection_publish_owned (fixture->collection, &error));
  g_assert_no_error (error);
  g_assert_cmpint (owned_printings (fixture), ==, 7);
  g_assert_cmpint (own_key_count (fixture, "30001"), ==, 3);
  g_assert_cmpint (own_key_count (fixture, "01003"), ==, 0);
  /* Through the search key, one result per title: Alpha's five titles. */
  {
    g_autoptr(GPtrArray) owned = dr_card_search (card_db, "own>0", &error);
    g_autoptr(GPtrArray) three = dr_card_search (card_db, "own:3", &error);
    g_autoptr(GPtrArray) not_owned = dr_card_search (card_db, "own:0", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (owned->len, ==, 5);
    g_assert_cmpuint (three->len, >, 0);
    g_assert_cmpuint (three->len, <=, owned->len);
    g_assert_cmpuint (not_owned->len, >, 0);
    for (guint i = 0; i < not_owned->len; i++)
      g_assert_false (g_hash_table_contains (by_title, ((DrCard *) not_owned->pdata[i])->title));
  }

  /* Unchanged, the counts are left alone: clear them and publish again. */
  g_assert_cmpint (dr_search_query_set_owned (card_db, NULL), ==, SQLITE_OK);
  g_assert_true (dr_collection_publish_owned (fixture->collection, &error));
  g_assert_cmpint (owned_printings (fixture), ==, 0);

  /* A change through this object rewrites it. */
  set_owned (fixture, "02002", 1);
  g_assert_true (dr_collection_publish_owned (fixture->collection, &error));
  g_assert_cmpint (owned_printings (fixture), ==, 8);

  /* So does a change another connection commits (the CLI beside the app). */
  other = collection_fixture_open (fixture, "user.sqlite", &other_user);
  g_assert_true (dr_collection_set_product_count (other, "b1", 1, &error));
  dr_collection_free (other);
  dr_user_store_unref (other_user);
  g_assert_true (dr_collection_publish_owned (fixture->collection, &error));
  /* + Wall Panel (01003, 02001) and Quick Patch. */
  g_assert_cmpint (owned_printings (fixture), ==, 11);
  g_assert_cmpint (own_key_count (fixture, "01003"), ==, 3);
  /* The counts live in memory: the card database's connection gains no table. */
  g_assert_cmpint (dr_test_query_int (card_db, "SELECT count(*) FROM sqlite_temp_master"), ==, 0);
}

/* On NetrunnerDB's own data the presets give the Standard and Startup pools
 * (rules 21 and 22 of docs/legality.md). */
static void
test_full_data_presets (void)
{
  const char *const names[] = { "sides.json", "factions.json", "types.json", "cycles.json", "packs.json",
                                "cards.json" };
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) standard = NULL;
  g_autoptr(GPtrArray) startup = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *user = NULL;
  g_autofree char *standard_codes = NULL;
  g_autofree char *startup_codes = NULL;
  DrCardStore *store;
  DrCollection *collection;
  DrUserStore *user_store;

  if (dr_test_skip_without_shared ())
    return;
  files = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_ptr_array_add (files, g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", names[i], NULL));
  g_ptr_array_add (files, NULL);
  dir = dr_test_make_tmp_dir ();
  dr_db_close (dr_test_build_card_db (dir, (const char *const *) files->pdata, &error));
  g_assert_no_error (error);
  cards = g_build_filename (dir, "cards.sqlite", NULL);
  user = g_build_filename (dir, "user.sqlite", NULL);
  store = dr_card_store_open (cards, &error);
  g_assert_no_error (error);
  user_store = dr_user_store_open (user, &error);
  g_assert_no_error (error);
  collection = dr_collection_new (user_store, store);

  standard = dr_collection_preset_packs (collection, DR_COLLECTION_PRESET_STANDARD, &error);
  g_assert_no_error (error);
  standard_codes = join_packs (standard);
  /* The same ten packs as the notes, in cycle order. */
  g_assert_cmpstr (standard_codes, ==, "df urbp ur sg msbp ms ph tai rwr elev");
  startup = dr_collection_preset_packs (collection, DR_COLLECTION_PRESET_STARTUP, &error);
  startup_codes = join_packs (startup);
  g_assert_cmpstr (startup_codes, ==, "sg tai rwr elev");

  /* A Standard collection owns every Standard title (545, tutorial IDs included). */
  g_assert_true (dr_collection_apply_preset (collection, DR_COLLECTION_PRESET_STANDARD, &error));
  {
    g_autoptr(GHashTable) by_title = dr_collection_owned_by_title (collection, &error);

    g_assert_cmpuint (g_hash_table_size (by_title), >=, 545);
    g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (by_title, "Hedge Fund")), ==, 3);
  }

  dr_collection_free (collection);
  dr_user_store_unref (user_store);
  dr_card_store_free (store);
  dr_test_remove_tree (dir);
}

/* A user database of version 1 gains the collection and keeps its settings. */
static void
test_migration_from_version_1 (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "user.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *value = NULL;
  sqlite3 *db;

  db = dr_db_open (path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &error);
  g_assert_true (dr_db_migrate (db, dr_user_db_schema (), 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (dr_db_get_user_version (db), ==, 1);
  g_assert_true (dr_user_db_set_setting (db, "theme", "dark", &error));
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM sqlite_master "
                                          "WHERE name = 'collection_products'"), ==, 0);
  dr_db_close (db);

  db = dr_user_db_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_db_get_user_version (db), ==, (int) dr_user_db_schema ()->n_steps);
  g_assert_cmpint (dr_db_get_user_version (db), ==, dr_user_db_schema ()->n_steps);
  value = dr_user_db_get_setting (db, "theme");
  g_assert_cmpstr (value, ==, "dark");
  g_assert_true (dr_db_exec (db, "INSERT INTO collection_products VALUES ('alc', 2);"
                                 "INSERT INTO collection_adjustments VALUES ('01003', -1)", &error));
  g_assert_no_error (error);
  /* The schema refuses what the code never writes. */
  g_assert_false (dr_db_exec (db, "INSERT INTO collection_products VALUES ('b1', 0)", NULL));
  g_assert_false (dr_db_exec (db, "INSERT INTO collection_adjustments VALUES ('01002', 0)", NULL));
  dr_db_close (db);
  dr_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, collection_fixture_set_up, func, \
                                collection_fixture_tear_down)
  ADD ("/collection/products-and-adjustments", test_products_and_adjustments);
  ADD ("/collection/bad-input", test_bad_input);
  ADD ("/collection/find-pack", test_find_pack);
  ADD ("/collection/presets", test_presets);
  ADD ("/collection/preset-keeps-adjustments", test_preset_keeps_adjustments);
  ADD ("/collection/deck/missing-and-buy-next", test_missing_and_buy_next);
  ADD ("/collection/deck/buy-next-ties", test_buy_next_ties);
  ADD ("/collection/deck/built-decks-reserve", test_built_decks_reserve);
  ADD ("/collection/completion", test_completion);
  ADD ("/collection/search-support", test_search_support);
#undef ADD
  g_test_add_func ("/collection/migration-from-version-1", test_migration_from_version_1);
  g_test_add_func ("/collection/full-data/presets", test_full_data_presets);
  return g_test_run ();
}
