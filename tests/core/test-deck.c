/* test-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-deck.h"

static void
test_quantities_stay_sorted (void)
{
  g_autoptr(DrDeck) deck = dr_deck_new ("Test", "netrunner");

  dr_deck_set_quantity (deck, "01050", 3);
  dr_deck_set_quantity (deck, "01002", 2);
  dr_deck_set_quantity (deck, "01110", 1);
  g_assert_cmpuint (deck->entries->len, ==, 3);
  g_assert_cmpstr (g_array_index (deck->entries, DrDeckEntry, 0).code, ==, "01002");
  g_assert_cmpstr (g_array_index (deck->entries, DrDeckEntry, 2).code, ==, "01110");
  g_assert_cmpint (dr_deck_count_cards (deck), ==, 6);
  g_assert_cmpint (dr_deck_get_quantity (deck, "01050"), ==, 3);
  g_assert_cmpint (dr_deck_get_quantity (deck, "01051"), ==, 0);
}

static void
test_add_never_goes_negative (void)
{
  g_autoptr(DrDeck) deck = dr_deck_new ("Test", "netrunner");

  g_assert_cmpint (dr_deck_add (deck, "01050", 2), ==, 2);
  g_assert_cmpint (dr_deck_add (deck, "01050", -5), ==, 0);
  g_assert_cmpuint (deck->entries->len, ==, 0);
  g_assert_cmpint (dr_deck_add (deck, "01050", -1), ==, 0);
  g_assert_cmpuint (deck->entries->len, ==, 0);
}

static void
test_copy_is_deep (void)
{
  g_autoptr(DrDeck) deck = dr_deck_new ("Original", "netrunner");
  g_autoptr(DrDeck) copy = NULL;

  dr_deck_set_string (&deck->identity, "01001");
  dr_deck_set_quantity (deck, "01002", 3);
  g_ptr_array_add (deck->tags, g_strdup ("casual"));
  copy = dr_deck_copy (deck);
  g_assert_true (dr_deck_same_cards (deck, copy));
  g_assert_true (dr_deck_has_tag (copy, "casual"));

  dr_deck_set_quantity (copy, "01002", 2);
  g_assert_false (dr_deck_same_cards (deck, copy));
  g_assert_cmpint (dr_deck_get_quantity (deck, "01002"), ==, 3);
  dr_deck_set_string (&copy->identity, "01017");
  g_assert_cmpstr (deck->identity, ==, "01001");
}

/* Content is what a version keeps: every field but the id and the times. */
static void
test_same_content (void)
{
  g_autoptr(DrDeck) deck = dr_deck_new ("Deck", "netrunner");
  g_autoptr(DrDeck) copy = NULL;

  dr_deck_set_string (&deck->identity, "01001");
  dr_deck_set_quantity (deck, "01002", 3);
  g_ptr_array_add (deck->tags, g_strdup ("a"));
  g_ptr_array_add (deck->tags, g_strdup ("b"));
  copy = dr_deck_copy (deck);
  copy->id = 7;
  copy->modified = 12345;
  g_assert_true (dr_deck_same_content (deck, copy));

  dr_deck_set_string (&copy->notes, "");
  g_assert_false (dr_deck_same_content (deck, copy));
  dr_deck_set_string (&copy->notes, NULL);
  dr_deck_set_string (&copy->format, "eternal");
  g_assert_false (dr_deck_same_content (deck, copy));
  dr_deck_set_string (&copy->format, NULL);
  g_ptr_array_remove_index (copy->tags, 0);
  g_ptr_array_add (copy->tags, g_strdup ("a"));
  g_assert_false (dr_deck_same_content (deck, copy));   /* tag order is kept */
  g_ptr_array_set_size (copy->tags, 0);
  g_ptr_array_add (copy->tags, g_strdup ("a"));
  g_ptr_array_add (copy->tags, g_strdup ("b"));
  g_assert_true (dr_deck_same_content (deck, copy));
  dr_deck_set_string (&copy->name, "Other");
  g_assert_true (dr_deck_same_cards (deck, copy));
  g_assert_false (dr_deck_same_content (deck, copy));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/deck/quantities-stay-sorted", test_quantities_stay_sorted);
  g_test_add_func ("/deck/add-never-goes-negative", test_add_never_goes_negative);
  g_test_add_func ("/deck/copy-is-deep", test_copy_is_deep);
  g_test_add_func ("/deck/same-content", test_same_content);
  return g_test_run ();
}
