/* test-card-results.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-card-object.h"
#include "dr-card-private.h"
#include "dr-card-results.h"
#include "dr-test-helper.h"

/* A new search replaces the card list in one change that keeps the objects
 * of the cards that stay, so the selection follows them. */

static GPtrArray *
cards_of (const char *codes)
{
  g_auto(GStrv) split = g_strsplit (codes, " ", -1);
  GPtrArray *cards = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);

  for (guint i = 0; split[i] != NULL; i++)
    if (*split[i] != '\0')
      {
        g_ptr_array_add (cards, dr_card_new (split[i], split[i]));
      }
  return cards;
}

static char *
codes_of (GListStore *store)
{
  GString *codes = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr(DrCardObject) object = g_list_model_get_item (G_LIST_MODEL (store), i);

      g_string_append_printf (codes, "%s%s", i ? " " : "", dr_card_object_get_card (object)->code);
    }
  return g_string_free (codes, FALSE);
}

static DrTestModelChanges
update (GListStore *store,
        const char *codes)
{
  g_autoptr(GPtrArray) cards = cards_of (codes);
  g_autofree char *result = NULL;
  DrTestModelChanges changes = { 0 };
  gulong handler = g_signal_connect (store, "items-changed", G_CALLBACK (dr_test_count_items_changed_cb),
                                     &changes);
  gboolean changed;

  changed = dr_card_results_update (store, cards);
  g_assert_cmpint (changed, ==, changes.n_signals > 0);
  g_signal_handler_disconnect (store, handler);
  result = codes_of (store);
  g_assert_cmpstr (result, ==, codes);
  return changes;
}

static gpointer
object_at (GListStore *store,
           guint       position)
{
  g_autoptr(GObject) object = g_list_model_get_item (G_LIST_MODEL (store), position);

  return object;   /* the store keeps it alive */
}

static void
test_narrowing_keeps_objects (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  gpointer kept;
  DrTestModelChanges changes;

  update (store, "a b c d e f g h");
  kept = object_at (store, 2);
  changes = update (store, "c d g");
  g_assert_cmpuint (changes.n_signals, ==, 1);
  /* The same object, so its row stays. */
  g_assert_true (object_at (store, 0) == kept);
}

static void
test_same_results_change_nothing (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  DrTestModelChanges changes;

  update (store, "a b c");
  changes = update (store, "a b c");
  g_assert_cmpuint (changes.n_signals, ==, 0);
}

static void
test_widening_inserts (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  DrTestModelChanges changes;

  gpointer d;

  update (store, "b d");
  d = object_at (store, 1);
  changes = update (store, "a b c d e");
  g_assert_cmpuint (changes.n_signals, ==, 1);
  g_assert_true (object_at (store, 3) == d);
  changes = update (store, "");
  g_assert_cmpuint (changes.removed, ==, 5);
  changes = update (store, "x y");
  g_assert_cmpuint (changes.added, ==, 2);
}

/* A different printing of a title, or another order, still ends right. */
static void
test_reordered (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  gpointer c;

  update (store, "a b c d");
  c = object_at (store, 2);
  update (store, "d c b a");
  g_assert_true (object_at (store, 1) == c);
  update (store, "a x c z");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/card-results/narrowing-keeps-objects", test_narrowing_keeps_objects);
  g_test_add_func ("/card-results/same-results-change-nothing", test_same_results_change_nothing);
  g_test_add_func ("/card-results/widening-inserts", test_widening_inserts);
  g_test_add_func ("/card-results/reordered", test_reordered);
  return g_test_run ();
}
