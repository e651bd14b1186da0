/* test-sample-hand.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "dr-odds.h"
#include "dr-sample-hand.h"

/* Sample hands: what is drawn comes from the deck, the seed decides it, the
 * mulligan follows Netrunner's rule, and over many seeds the hands hit as
 * often as the exact odds say. */

#define TARGET "01050"

/* 45 cards: 3 of TARGET and 14 other cards, 3 each. */
static DrDeck *
test_deck (void)
{
  DrDeck *deck = dr_deck_new ("Sample", "netrunner");

  deck->side = g_strdup ("runner");
  deck->identity = g_strdup ("01001");
  dr_deck_set_quantity (deck, TARGET, 3);
  for (guint code = 1002; code <= 1015; code++)
    {
      g_autofree char *text = g_strdup_printf ("0%u", code);

      dr_deck_set_quantity (deck, text, 3);
    }
  return deck;
}

static char *
drawn_text (DrSampleHand *hand)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < dr_sample_hand_get_n_drawn (hand); i++)
    g_string_append_printf (text, "%s ", dr_sample_hand_get_drawn (hand, i));
  return g_string_free (text, FALSE);
}

static void
test_seeded (void)
{
  g_autoptr(DrDeck) deck = test_deck ();
  g_autoptr(DrSampleHand) first = dr_sample_hand_new (deck, 42);
  g_autoptr(DrSampleHand) again = dr_sample_hand_new (deck, 42);
  g_autoptr(GHashTable) hands = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  g_assert_true (dr_sample_hand_draw (first));
  g_assert_true (dr_sample_hand_draw (again));
  a = drawn_text (first);
  b = drawn_text (again);
  g_assert_cmpstr (a, ==, b);
  /* Other seeds, other hands: ten seeds give (almost surely) ten hands. */
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(DrSampleHand) hand = dr_sample_hand_new (deck, seed << 40);

      g_hash_table_add (hands, drawn_text (hand));
    }
  g_assert_cmpuint (g_hash_table_size (hands), >=, 9);
}

/* The hand and the draws come from the deck: drawn to its end, every card
 * once. */
static void
test_cards_from_deck (void)
{
  g_autoptr(DrDeck) deck = test_deck ();
  g_autoptr(DrSampleHand) hand = dr_sample_hand_new (deck, 7);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_cmpint (dr_sample_hand_get_deck_size (hand), ==, 45);
  g_assert_cmpuint (dr_sample_hand_get_n_drawn (hand), ==, DR_ODDS_HAND_SIZE);
  g_assert_cmpuint (dr_sample_hand_get_n_draws (hand), ==, 0);
  while (dr_sample_hand_draw (hand))
    ;
  g_assert_cmpuint (dr_sample_hand_get_n_drawn (hand), ==, 45);
  g_assert_cmpuint (dr_sample_hand_get_n_draws (hand), ==, 40);
  for (guint i = 0; i < 45; i++)
    {
      const char *code = dr_sample_hand_get_drawn (hand, i);
      int count = GPOINTER_TO_INT (g_hash_table_lookup (seen, code)) + 1;

      g_hash_table_insert (seen, (gpointer) code, GINT_TO_POINTER (count));
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 15);
  g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (seen, TARGET)), ==, 3);
  g_assert_false (dr_sample_hand_draw (hand));
}

static void
test_mulligan (void)
{
  g_autoptr(DrDeck) deck = test_deck ();
  g_autoptr(DrSampleHand) hand = dr_sample_hand_new (deck, 3);
  g_autoptr(DrDeck) tiny = dr_deck_new ("Tiny", "netrunner");
  g_autoptr(DrDeck) empty = dr_deck_new ("Empty", "netrunner");
  g_autoptr(DrSampleHand) tiny_hand = NULL;
  g_autoptr(DrSampleHand) no_hand = NULL;

  g_assert_true (dr_sample_hand_can_mulligan (hand));
  g_assert_true (dr_sample_hand_mulligan (hand));
  g_assert_true (dr_sample_hand_took_mulligan (hand));
  g_assert_cmpuint (dr_sample_hand_get_n_drawn (hand), ==, DR_ODDS_HAND_SIZE);
  /* Once. */
  g_assert_false (dr_sample_hand_can_mulligan (hand));
  g_assert_false (dr_sample_hand_mulligan (hand));
  /* Never after the first draw. */
  dr_sample_hand_new_hand (hand);
  g_assert_false (dr_sample_hand_took_mulligan (hand));
  g_assert_true (dr_sample_hand_draw (hand));
  g_assert_false (dr_sample_hand_mulligan (hand));
  g_assert_cmpuint (dr_sample_hand_get_n_drawn (hand), ==, DR_ODDS_HAND_SIZE + 1);

  /* A deck smaller than a hand is all hand; an empty one has none. */
  dr_deck_set_quantity (tiny, TARGET, 2);
  tiny_hand = dr_sample_hand_new (tiny, 1);
  g_assert_cmpuint (dr_sample_hand_get_n_drawn (tiny_hand), ==, 2);
  g_assert_false (dr_sample_hand_draw (tiny_hand));
  no_hand = dr_sample_hand_new (empty, 1);
  g_assert_cmpuint (dr_sample_hand_get_n_drawn (no_hand), ==, 0);
  g_assert_false (dr_sample_hand_can_mulligan (no_hand));
}

static gboolean
holds (DrSampleHand *hand,
       const char   *code)
{
  for (guint i = 0; i < dr_sample_hand_get_n_drawn (hand); i++)
    if (g_str_equal (dr_sample_hand_get_drawn (hand, i), code))
      return TRUE;
  return FALSE;
}

/* Within five standard deviations of the exact chance. */
static void
assert_frequency (int    hits,
                  int    trials,
                  double chance)
{
  double sigma = sqrt (chance * (1 - chance) / trials);

  g_assert_cmpfloat (fabs ((double) hits / trials - chance), <, 5 * sigma);
}

/* Over many seeds the hands hold the card as often as the exact odds shown
 * beside them say: opening hand, a mulligan taken when it has none, and
 * three draws later. */
static void
test_frequencies_match_odds (void)
{
  g_autoptr(DrDeck) deck = test_deck ();
  const int trials = 20000;
  int opening = 0, mulligan = 0, after_draws = 0;
  DrSampleOdds odds;

  for (int trial = 0; trial < trials; trial++)
    {
      g_autoptr(DrSampleHand) hand = dr_sample_hand_new (deck, 1000 + (guint64) trial);

      if (holds (hand, TARGET))
        {
          opening++;
          mulligan++;
        }
      else
        {
          g_assert_true (dr_sample_hand_mulligan (hand));
          mulligan += holds (hand, TARGET);
        }
      /* A fresh hand: the one above was kept for holding the card. */
      dr_sample_hand_new_hand (hand);
      for (int draw = 0; draw < 3; draw++)
        g_assert_true (dr_sample_hand_draw (hand));
      after_draws += holds (hand, TARGET);
      if (trial == 0)
        {
          dr_sample_hand_odds (hand, TARGET, &odds);
          g_assert_cmpint (odds.copies, ==, 3);
          g_assert_cmpfloat_with_epsilon (odds.opening, 431.0 / 1419.0, 1e-13);
          g_assert_cmpfloat_with_epsilon (odds.with_mulligan, dr_odds_opening_hand (45, 3, 1, TRUE), 1e-15);
          g_assert_cmpfloat_with_epsilon (odds.drawn, dr_odds_at_least (45, 3, 8, 1), 1e-15);
        }
    }
  assert_frequency (opening, trials, odds.opening);
  assert_frequency (mulligan, trials, odds.with_mulligan);
  assert_frequency (after_draws, trials, odds.drawn);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sample-hand/seeded", test_seeded);
  g_test_add_func ("/sample-hand/cards-from-deck", test_cards_from_deck);
  g_test_add_func ("/sample-hand/mulligan", test_mulligan);
  g_test_add_func ("/sample-hand/frequencies-match-odds", test_frequencies_match_odds);
  return g_test_run ();
}
