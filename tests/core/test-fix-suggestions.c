/* test-fix-suggestions.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "dr-fix-suggestions.h"
#include "dr-test-helper.h"

/* Fix suggestions for the problems of Noise decks built from the bundled
 * Core Set, in a real card database with a real points list. */
typedef struct
{
  char        *dir;
  DrCardStore *store;
} Fixture;

#define POINTS_LIST \
  "{\"id\": \"fix_points\", \"name\": \"Fix Points List\", \"date_start\": \"2026-01-01\"," \
  " \"format_id\": \"eternal\", \"point_limit\": 7, \"banned\": [\"datasucker\"], \"points\": {}}"

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  fixture->dir = dr_test_make_tmp_dir ();
  path = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  fixture->store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  fixture->store = dr_test_reopen_with_restrictions (fixture->store, POINTS_LIST);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_card_store_free (fixture->store);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static DrDeck *
noise_deck (void)
{
  DrDeck *deck = dr_deck_new ("Noise", "netrunner");

  deck->side = g_strdup ("runner");
  deck->identity = g_strdup ("01001");
  return deck;
}

static void
add_range (DrDeck *deck,
           guint   first,
           guint   last)
{
  for (guint code = first; code <= last; code++)
    {
      g_autofree char *text = g_strdup_printf ("0%u", code);

      dr_deck_set_quantity (deck, text, 3);
    }
}

static DrLegalityContext *
context (Fixture    *fixture,
         const char *format)
{
  g_autoptr(GError) error = NULL;
  DrLegalityOptions options = { .format = format };
  DrLegalityContext *ctx = dr_legality_context_new (fixture->store, &options, &error);

  g_assert_no_error (error);
  return ctx;
}

static GPtrArray *
fixes_of_kind (GPtrArray *fixes,
               DrFixKind  kind)
{
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < fixes->len; i++)
    if (((DrFix *) fixes->pdata[i])->kind == kind)
      g_ptr_array_add (found, fixes->pdata[i]);
  return found;
}

static void
apply (DrDeck      *deck,
       const DrFix *fix)
{
  g_assert_true (dr_fix_apply (fix, deck));
}

static void
test_too_few_cards (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(DrLegalityContext) ctx = context (fixture, "casual");
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(GPtrArray) fixes = NULL;
  DrFix *fix;

  add_range (deck, 1002, 1005);
  fixes = dr_fix_suggest (ctx, fixture->store, deck, NULL);
  g_assert_cmpuint (fixes->len, ==, 1);
  fix = fixes->pdata[0];
  g_assert_cmpint (fix->kind, ==, DR_FIX_ADD_CARDS);
  g_assert_cmpint (fix->count, ==, 45 - 12);
  g_assert_cmpstr (fix->message, ==, "Add 33 more cards (at least 45 in all)");
  /* Nothing to make: the cards are the player's choice. */
  g_assert_false (dr_fix_apply (fix, deck));
  g_assert_cmpint (dr_deck_count_cards (deck), ==, 12);
}

/* Noise has 15 influence; 3 Account Siphon (4 each) and 3 Inside Job (3
 * each) spend 21. */
static DrDeck *
over_influence_deck (void)
{
  DrDeck *deck = noise_deck ();

  add_range (deck, 1002, 1014);
  dr_deck_set_quantity (deck, "01018", 3);
  dr_deck_set_quantity (deck, "01021", 3);
  return deck;
}

static void
test_over_influence (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(DrLegalityContext) ctx = context (fixture, "casual");
  g_autoptr(DrDeck) deck = over_influence_deck ();
  g_autoptr(DrLegalityReport) before = dr_legality_check (ctx, deck);
  g_autoptr(DrLegalityReport) after = NULL;
  g_autoptr(GPtrArray) fixes = dr_fix_suggest (ctx, fixture->store, deck, NULL);
  g_autoptr(GPtrArray) swaps = fixes_of_kind (fixes, DR_FIX_SWAP);
  g_autoptr(DrCard) added = NULL;
  DrFix *swap;

  g_assert_cmpint (before->influence_used, ==, 21);
  g_assert_true (dr_legality_report_has_problem (before, DR_LEGALITY_PROBLEM_INFLUENCE));
  /* The most influence per copy first, and no more copies than needed. */
  g_assert_cmpuint (swaps->len, ==, 1);
  swap = swaps->pdata[0];
  g_assert_cmpstr (swap->remove_code, ==, "01018");
  g_assert_cmpint (swap->remove_count, ==, 2);
  g_assert_cmpint (swap->count, ==, 8);
  g_assert_nonnull (swap->add_code);
  g_assert_cmpint (swap->add_count, ==, 2);
  added = dr_card_store_get_card (fixture->store, swap->add_code);
  g_assert_cmpstr (added->type_code, ==, "event");
  g_assert_true (g_str_equal (added->faction_code, "anarch") || added->faction_cost.number == 0);
  g_assert_nonnull (strstr (swap->message, "Account Siphon"));
  apply (deck, swap);
  after = dr_legality_check (ctx, deck);
  g_assert_false (dr_legality_report_has_problem (after, DR_LEGALITY_PROBLEM_INFLUENCE));
  g_assert_cmpint (dr_deck_count_cards (deck), ==, 45);
}

static void
test_over_influence_from_owned_cards (Fixture       *fixture,
                                      gconstpointer  data)
{
  g_autoptr(DrLegalityContext) ctx = context (fixture, "casual");
  g_autoptr(DrDeck) deck = over_influence_deck ();
  g_autoptr(GHashTable) owned = g_hash_table_new (g_str_hash, g_str_equal);
  DrFixOptions options = { owned, 0 };
  g_autoptr(GPtrArray) fixes = NULL;
  g_autoptr(GPtrArray) swaps = NULL;
  g_autoptr(GHashTable) none = g_hash_table_new (g_str_hash, g_str_equal);
  DrFixOptions nothing_owned = { none, 0 };
  g_autoptr(GPtrArray) bare = NULL;
  g_autoptr(GPtrArray) bare_swaps = NULL;
  g_autoptr(DrLegalityReport) after = NULL;

  g_hash_table_insert (owned, (gpointer) "Sure Gamble", GINT_TO_POINTER (3));
  fixes = dr_fix_suggest (ctx, fixture->store, deck, &options);
  swaps = fixes_of_kind (fixes, DR_FIX_SWAP);
  g_assert_cmpuint (swaps->len, ==, 1);
  g_assert_cmpstr (((DrFix *) swaps->pdata[0])->add_code, ==, "01050");

  /* Nothing owned to put in: the copies only come out, still enough. */
  bare = dr_fix_suggest (ctx, fixture->store, deck, &nothing_owned);
  bare_swaps = fixes_of_kind (bare, DR_FIX_SWAP);
  g_assert_cmpuint (bare_swaps->len, ==, 1);
  g_assert_null (((DrFix *) bare_swaps->pdata[0])->add_code);
  g_assert_nonnull (strstr (((DrFix *) bare_swaps->pdata[0])->message, "Take out 2 Account Siphon"));
  apply (deck, bare_swaps->pdata[0]);
  after = dr_legality_check (ctx, deck);
  g_assert_false (dr_legality_report_has_problem (after, DR_LEGALITY_PROBLEM_INFLUENCE));
}

/* 42 Anarch cards with 3 Datasucker, which the points list bans, and 3 Sure Gamble. */
static DrDeck *
banned_deck (void)
{
  DrDeck *deck = noise_deck ();

  add_range (deck, 1002, 1011);
  add_range (deck, 1013, 1016);
  dr_deck_set_quantity (deck, "01050", 3);
  return deck;
}

static void
test_banned_card (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(DrLegalityContext) ctx = context (fixture, "eternal");
  g_autoptr(DrDeck) deck = banned_deck ();
  g_autoptr(DrLegalityReport) before = dr_legality_check (ctx, deck);
  g_autoptr(DrLegalityReport) after = NULL;
  g_autoptr(GPtrArray) fixes = dr_fix_suggest (ctx, fixture->store, deck, NULL);
  g_autoptr(GPtrArray) replacements = fixes_of_kind (fixes, DR_FIX_REPLACE);
  DrFix *first;

  g_assert_true (dr_legality_report_has_problem (before, DR_LEGALITY_PROBLEM_BANNED));
  g_assert_cmpuint (replacements->len, >=, 1);
  g_assert_cmpuint (replacements->len, <=, 3);
  /* Same type, a shared subtype (Virus), cost within 1: Parasite. */
  first = replacements->pdata[0];
  g_assert_cmpstr (first->remove_code, ==, "01008");
  g_assert_cmpstr (first->add_code, ==, "01012");
  g_assert_cmpint (first->add_count, ==, 3);
  g_assert_cmpstr (first->message, ==, "Replace Datasucker with Parasite");
  for (guint i = 0; i < replacements->len; i++)
    {
      g_autoptr(DrCard) card = dr_card_store_get_card (fixture->store, ((DrFix *) replacements->pdata[i])->add_code);

      g_assert_cmpstr (card->type_code, ==, "program");
    }
  apply (deck, first);
  after = dr_legality_check (ctx, deck);
  g_assert_true (after->legal);
}

static void
test_banned_card_owned_only (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(DrLegalityContext) ctx = context (fixture, "eternal");
  g_autoptr(DrDeck) deck = banned_deck ();
  g_autoptr(GHashTable) owned = g_hash_table_new (g_str_hash, g_str_equal);
  DrFixOptions options = { owned, 0 };
  g_autoptr(GPtrArray) fixes = NULL;
  g_autoptr(GPtrArray) replacements = NULL;

  /* Two copies are not enough to take the place of three. */
  g_hash_table_insert (owned, (gpointer) "Parasite", GINT_TO_POINTER (2));
  fixes = dr_fix_suggest (ctx, fixture->store, deck, &options);
  replacements = fixes_of_kind (fixes, DR_FIX_REPLACE);
  g_assert_cmpuint (replacements->len, ==, 0);
}

static void
test_legal_deck_has_none (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(DrLegalityContext) ctx = context (fixture, "casual");
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(GPtrArray) fixes = NULL;

  add_range (deck, 1002, 1016);
  fixes = dr_fix_suggest (ctx, fixture->store, deck, NULL);
  g_assert_cmpuint (fixes->len, ==, 0);
}

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ADD ("/fix-suggestions/too-few-cards", test_too_few_cards);
  ADD ("/fix-suggestions/over-influence", test_over_influence);
  ADD ("/fix-suggestions/over-influence-from-owned-cards", test_over_influence_from_owned_cards);
  ADD ("/fix-suggestions/banned-card", test_banned_card);
  ADD ("/fix-suggestions/banned-card-owned-only", test_banned_card_owned_only);
  ADD ("/fix-suggestions/legal-deck-has-none", test_legal_deck_has_none);
  return g_test_run ();
}
