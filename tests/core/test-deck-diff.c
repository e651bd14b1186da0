/* test-deck-diff.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-deck-diff.h"

static const DrDeckChange *
change_at (const DrDeckDiff *diff,
           guint             index)
{
  g_assert_cmpuint (index, <, diff->changes->len);
  return &g_array_index (diff->changes, DrDeckChange, index);
}

static void
assert_change (const DrDeckDiff *diff,
               guint             index,
               const char       *code,
               int               before,
               int               after)
{
  const DrDeckChange *change = change_at (diff, index);

  g_assert_cmpstr (change->code, ==, code);
  g_assert_cmpint (change->before, ==, before);
  g_assert_cmpint (change->after, ==, after);
}

static void
test_added_removed_changed (void)
{
  g_autoptr(DrDeck) before = dr_deck_new ("Before", "netrunner");
  g_autoptr(DrDeck) after = dr_deck_new ("After", "netrunner");
  g_autoptr(DrDeckDiff) diff = NULL;

  dr_deck_set_string (&before->identity, "01054");
  dr_deck_set_string (&after->identity, "01054");
  /* kept as is */
  dr_deck_set_quantity (before, "01110", 3);
  dr_deck_set_quantity (after, "01110", 3);
  /* removed entirely */
  dr_deck_set_quantity (before, "01055", 3);
  /* added */
  dr_deck_set_quantity (after, "01106", 2);
  /* fewer */
  dr_deck_set_quantity (before, "01062", 3);
  dr_deck_set_quantity (after, "01062", 1);
  /* more; last code of both, so the merge walk reaches the end of both lists */
  dr_deck_set_quantity (before, "01113", 1);
  dr_deck_set_quantity (after, "01113", 3);

  diff = dr_deck_diff_new (before, after);
  g_assert_false (diff->identity_changed);
  g_assert_false (dr_deck_diff_is_empty (diff));
  g_assert_cmpuint (diff->changes->len, ==, 4);
  assert_change (diff, 0, "01055", 3, 0);
  assert_change (diff, 1, "01062", 3, 1);
  assert_change (diff, 2, "01106", 0, 2);
  assert_change (diff, 3, "01113", 1, 3);
  g_assert_cmpint (diff->added, ==, 2 + 2);
  g_assert_cmpint (diff->removed, ==, 3 + 2);

  /* The other way round swaps every number. */
  g_clear_pointer (&diff, dr_deck_diff_free);
  diff = dr_deck_diff_new (after, before);
  g_assert_cmpuint (diff->changes->len, ==, 4);
  assert_change (diff, 0, "01055", 0, 3);
  assert_change (diff, 3, "01113", 3, 1);
  g_assert_cmpint (diff->added, ==, 5);
  g_assert_cmpint (diff->removed, ==, 4);
}

static void
test_identity_change (void)
{
  g_autoptr(DrDeck) noise = dr_deck_new ("Noise", "netrunner");
  g_autoptr(DrDeck) gabe = NULL;
  g_autoptr(DrDeck) empty = dr_deck_new ("Empty", "netrunner");
  g_autoptr(DrDeckDiff) diff = NULL;

  dr_deck_set_string (&noise->identity, "01001");
  dr_deck_set_quantity (noise, "01050", 3);
  gabe = dr_deck_copy (noise);
  dr_deck_set_string (&gabe->identity, "01017");

  diff = dr_deck_diff_new (noise, gabe);
  g_assert_true (diff->identity_changed);
  g_assert_cmpstr (diff->identity_before, ==, "01001");
  g_assert_cmpstr (diff->identity_after, ==, "01017");
  g_assert_cmpuint (diff->changes->len, ==, 0);
  g_assert_false (dr_deck_diff_is_empty (diff));
  g_clear_pointer (&diff, dr_deck_diff_free);

  /* From nothing: every card added, the identity set. */
  diff = dr_deck_diff_new (empty, noise);
  g_assert_true (diff->identity_changed);
  g_assert_null (diff->identity_before);
  g_assert_cmpint (diff->added, ==, 3);
  g_assert_cmpint (diff->removed, ==, 0);
}

static void
test_same_deck_is_empty (void)
{
  g_autoptr(DrDeck) deck = dr_deck_new ("Deck", "netrunner");
  g_autoptr(DrDeck) renamed = NULL;
  g_autoptr(DrDeckDiff) diff = NULL;

  dr_deck_set_string (&deck->identity, "01080");
  dr_deck_set_quantity (deck, "01081", 2);
  dr_deck_set_quantity (deck, "01090", 3);
  renamed = dr_deck_copy (deck);
  dr_deck_set_string (&renamed->name, "Other name, same cards");

  diff = dr_deck_diff_new (deck, renamed);
  g_assert_true (dr_deck_diff_is_empty (diff));
  g_assert_cmpint (diff->added, ==, 0);
  g_assert_cmpint (diff->removed, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/deck-diff/added-removed-changed", test_added_removed_changed);
  g_test_add_func ("/deck-diff/identity-change", test_identity_change);
  g_test_add_func ("/deck-diff/same-deck-is-empty", test_same_deck_is_empty);
  return g_test_run ();
}
