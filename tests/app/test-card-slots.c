/* test-card-slots.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-card-object.h"
#include "dr-card-private.h"
#include "dr-card-results.h"
#include "dr-card-slots-private.h"
#include "dr-test-helper.h"

/* The card list's rows are slots that change the card they show: a new
 * search keeps them, a change in length waits for dr_card_slots_settle(),
 * the rows in view stay (blank if need be),
 * and the selected card is followed to where it goes. */

static void
set_codes (GListStore *store,
           const char *codes)
{
  g_auto(GStrv) split = g_strsplit (codes, " ", -1);
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);

  for (guint i = 0; split[i] != NULL; i++)
    if (*split[i] != '\0')
      g_ptr_array_add (cards, dr_card_new (split[i], split[i]));
  dr_card_results_update (store, cards);
}

/* The codes the slots show, "-" for a blank one. */
static char *
shown (DrCardSlots *slots)
{
  GString *codes = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (slots)); i++)
    {
      g_autoptr(DrCardSlot) slot = g_list_model_get_item (G_LIST_MODEL (slots), i);
      DrCardObject *card = dr_card_slot_get_card (slot);

      g_string_append_printf (codes, "%s%s", i ? " " : "", card ? dr_card_object_get_card (card)->code : "-");
    }
  return g_string_free (codes, FALSE);
}

static void
assert_shown (DrCardSlots *slots,
              const char  *expected)
{
  g_autofree char *codes = shown (slots);

  g_assert_cmpstr (codes, ==, expected);
}

static gpointer
slot_at (DrCardSlots *slots,
         guint        position)
{
  g_autoptr(GObject) slot = g_list_model_get_item (G_LIST_MODEL (slots), position);

  return slot;   /* the slots keep it alive */
}

static void
on_notify_cb (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_same_length_keeps_slots (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  g_autoptr(DrCardSlots) slots = NULL;
  DrTestModelChanges changes = { 0 };
  gpointer first;
  guint notified = 0;

  set_codes (store, "a b c");
  slots = dr_card_slots_new (G_LIST_MODEL (store));
  first = slot_at (slots, 0);
  g_signal_connect (first, "notify::card", G_CALLBACK (on_notify_cb), &notified);
  g_signal_connect (slots, "items-changed", G_CALLBACK (dr_test_count_items_changed_cb), &changes);

  set_codes (store, "x b y");
  assert_shown (slots, "x b y");
  /* The list hears nothing: its rows stay and draw their slot's new card. */
  g_assert_cmpuint (changes.n_signals, ==, 0);
  g_assert_true (slot_at (slots, 0) == first);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (dr_card_slots_get_settled (slots));
}

static void
test_shorter_list_blanks_then_settles (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  g_autoptr(DrCardSlots) slots = NULL;
  DrTestModelChanges changes = { 0 };
  guint settled_notified = 0;

  set_codes (store, "a b c d e");
  slots = dr_card_slots_new (G_LIST_MODEL (store));
  g_signal_connect (slots, "items-changed", G_CALLBACK (dr_test_count_items_changed_cb), &changes);
  g_signal_connect (slots, "notify::settled", G_CALLBACK (on_notify_cb), &settled_notified);

  set_codes (store, "b d");
  assert_shown (slots, "b d - - -");
  g_assert_cmpuint (changes.n_signals, ==, 0);
  g_assert_false (dr_card_slots_get_settled (slots));
  g_assert_cmpuint (settled_notified, ==, 1);

  dr_card_slots_settle (slots);
  assert_shown (slots, "b d");
  g_assert_cmpuint (changes.n_signals, ==, 1);
  g_assert_cmpuint (changes.position, ==, 2);
  g_assert_cmpuint (changes.removed, ==, 3);
  g_assert_true (dr_card_slots_get_settled (slots));
  g_assert_cmpuint (settled_notified, ==, 2);

  /* A search with no results blanks every slot. */
  set_codes (store, "");
  assert_shown (slots, "- -");
  dr_card_slots_settle (slots);
  assert_shown (slots, "");
}

/* The rows in view stay while typing: a list shorter than the view keeps
 * blank slots down to its bottom, and a longer list reuses them. */
static void
test_rows_in_view_stay_blank (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  g_autoptr(DrCardSlots) slots = NULL;
  DrTestModelChanges changes = { 0 };
  gpointer third;

  set_codes (store, "a b c d e f");
  slots = dr_card_slots_new (G_LIST_MODEL (store));
  dr_card_slots_set_view_rows (slots, 4);
  g_assert_true (dr_card_slots_get_settled (slots));
  third = slot_at (slots, 2);
  g_signal_connect (slots, "items-changed", G_CALLBACK (dr_test_count_items_changed_cb), &changes);

  set_codes (store, "c");
  assert_shown (slots, "c - - - - -");
  dr_card_slots_settle (slots);
  assert_shown (slots, "c - - -");
  g_assert_cmpuint (changes.removed, ==, 2);
  g_assert_true (dr_card_slots_get_settled (slots));
  /* Blank slots hold nothing to select. */
  dr_card_slots_set_selected (slots, 2);
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, GTK_INVALID_LIST_POSITION);

  changes = (DrTestModelChanges) { 0 };
  set_codes (store, "x y z");
  assert_shown (slots, "x y z -");
  g_assert_cmpuint (changes.n_signals, ==, 0);
  g_assert_true (slot_at (slots, 2) == third);
  g_assert_true (dr_card_slots_get_settled (slots));

  /* A taller view gets blank rows too, a shorter one loses them. */
  dr_card_slots_set_view_rows (slots, 6);
  g_assert_false (dr_card_slots_get_settled (slots));
  dr_card_slots_settle (slots);
  assert_shown (slots, "x y z - - -");
  dr_card_slots_set_view_rows (slots, 2);
  dr_card_slots_settle (slots);
  assert_shown (slots, "x y z");
}

/* Settling goes a few rows at a time, so that keys and frames come between. */
static void
test_settle_some_rows_at_a_time (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  g_autoptr(DrCardSlots) slots = NULL;
  DrTestModelChanges changes = { 0 };

  set_codes (store, "a");
  slots = dr_card_slots_new (G_LIST_MODEL (store));
  dr_card_slots_set_eager_rows (slots, 2);
  g_signal_connect (slots, "items-changed", G_CALLBACK (dr_test_count_items_changed_cb), &changes);
  set_codes (store, "a b c d e f g");
  assert_shown (slots, "a b");
  g_assert_false (dr_card_slots_settle_some (slots, 2));
  assert_shown (slots, "a b c d");
  g_assert_false (dr_card_slots_settle_some (slots, 2));
  g_assert_true (dr_card_slots_settle_some (slots, 2));
  assert_shown (slots, "a b c d e f g");
  g_assert_true (dr_card_slots_get_settled (slots));

  set_codes (store, "g");
  g_assert_false (dr_card_slots_settle_some (slots, 4));
  assert_shown (slots, "g - -");
  g_assert_true (dr_card_slots_settle_some (slots, 4));
  assert_shown (slots, "g");
  g_assert_true (dr_card_slots_settle_some (slots, 4));
}

static char *
numbered_codes (guint n)
{
  GString *codes = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (codes, "%s%u", i ? " " : "", i);
  return g_string_free (codes, FALSE);
}

/* Past the rows GTK keeps, slots have no row widget: those come and go
 * in one step. */
static void
test_settle_far_rows_at_once (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  g_autoptr(DrCardSlots) slots = NULL;
  g_autofree char *many = numbered_codes (DR_CARD_SLOTS_ROWS_KEPT + 300);
  guint kept = DR_CARD_SLOTS_ROWS_KEPT;

  set_codes (store, many);
  slots = dr_card_slots_new (G_LIST_MODEL (store));
  set_codes (store, "a b c");
  g_assert_false (dr_card_slots_settle_some (slots, 10));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (slots)), ==, kept);
  g_assert_false (dr_card_slots_settle_some (slots, 10));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (slots)), ==, kept - 10);
  dr_card_slots_settle (slots);
  assert_shown (slots, "a b c");

  dr_card_slots_set_eager_rows (slots, 5);
  set_codes (store, many);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (slots)), ==, 5);
  while (g_list_model_get_n_items (G_LIST_MODEL (slots)) < kept)
    {
      guint before = g_list_model_get_n_items (G_LIST_MODEL (slots));

      g_assert_false (dr_card_slots_settle_some (slots, 100));
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (slots)), <=, before + 100);
    }
  g_assert_true (dr_card_slots_settle_some (slots, 100));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (slots)), ==, kept + 300);
}

static void
test_longer_list_fills_the_view_first (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  g_autoptr(DrCardSlots) slots = NULL;
  DrTestModelChanges changes = { 0 };

  set_codes (store, "a");
  slots = dr_card_slots_new (G_LIST_MODEL (store));
  dr_card_slots_set_eager_rows (slots, 3);
  g_signal_connect (slots, "items-changed", G_CALLBACK (dr_test_count_items_changed_cb), &changes);

  /* The rows a view shows come at once, the others when it settles. */
  set_codes (store, "a b c d e f");
  assert_shown (slots, "a b c");
  g_assert_cmpuint (changes.added, ==, 2);
  g_assert_false (dr_card_slots_get_settled (slots));
  dr_card_slots_settle (slots);
  assert_shown (slots, "a b c d e f");
  g_assert_cmpuint (changes.added, ==, 5);
  g_assert_true (dr_card_slots_get_settled (slots));

  /* A list already longer than the view waits whole. */
  set_codes (store, "a b c d");
  dr_card_slots_settle (slots);
  set_codes (store, "a b c d e f g h");
  assert_shown (slots, "a b c d");
  /* Blank slots take cards again before any is added. */
  set_codes (store, "x y");
  assert_shown (slots, "x y - -");
  set_codes (store, "x y z w v");
  assert_shown (slots, "x y z w");
  dr_card_slots_settle (slots);
  assert_shown (slots, "x y z w v");
}

static void
test_selection_follows_the_card (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  g_autoptr(DrCardSlots) slots = NULL;
  GtkSelectionModel *selection;
  guint card_notified = 0;

  set_codes (store, "a b c d");
  slots = dr_card_slots_new (G_LIST_MODEL (store));
  selection = GTK_SELECTION_MODEL (slots);
  g_signal_connect (slots, "notify::selected-card", G_CALLBACK (on_notify_cb), &card_notified);

  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, GTK_INVALID_LIST_POSITION);
  g_assert_true (gtk_selection_model_select_item (selection, 2, TRUE));
  g_assert_true (gtk_selection_model_is_selected (selection, 2));
  g_assert_cmpstr (dr_card_object_get_card (dr_card_slots_get_selected_card (slots))->code, ==, "c");
  g_assert_cmpuint (card_notified, ==, 1);

  /* The card moves: so does the selection, and the card stays the same. */
  set_codes (store, "c d");
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, 0);
  g_assert_true (gtk_selection_model_is_selected (selection, 0));
  g_assert_false (gtk_selection_model_is_selected (selection, 2));
  g_assert_cmpuint (card_notified, ==, 1);

  /* A blank slot cannot be selected. */
  gtk_selection_model_select_item (selection, 3, TRUE);
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, GTK_INVALID_LIST_POSITION);
  g_assert_null (dr_card_slots_get_selected_card (slots));
  dr_card_slots_settle (slots);

  /* The card goes: nothing is selected. */
  dr_card_slots_set_selected (slots, 1);
  g_assert_cmpstr (dr_card_object_get_card (dr_card_slots_get_selected_card (slots))->code, ==, "d");
  set_codes (store, "a b");
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, GTK_INVALID_LIST_POSITION);
  g_assert_null (dr_card_slots_get_selected_card (slots));

  /* Unselecting, as a Ctrl+click does. */
  dr_card_slots_set_selected (slots, 0);
  g_assert_true (gtk_selection_model_unselect_item (selection, 0));
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, GTK_INVALID_LIST_POSITION);
}

/* A selected card past the rows made so far is found where it will be. */
static void
test_selection_beyond_the_made_rows (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  g_autoptr(DrCardSlots) slots = NULL;

  set_codes (store, "a b c d e f");
  slots = dr_card_slots_new (G_LIST_MODEL (store));
  dr_card_slots_set_eager_rows (slots, 2);
  dr_card_slots_set_selected (slots, 3);
  set_codes (store, "a");
  set_codes (store, "x y z a b c d e f");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (slots)), <, 7);
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, GTK_INVALID_LIST_POSITION);

  dr_card_slots_set_selected (slots, 0);
  set_codes (store, "p q r s t u v w x");
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, 8);
  dr_card_slots_settle (slots);
  g_assert_true (gtk_selection_model_is_selected (GTK_SELECTION_MODEL (slots), 8));
}

static void
test_refresh_redraws_every_slot (void)
{
  g_autoptr(GListStore) store = g_list_store_new (DR_TYPE_CARD_OBJECT);
  g_autoptr(DrCardSlots) slots = NULL;
  guint notified = 0;

  set_codes (store, "a b c");
  slots = dr_card_slots_new (G_LIST_MODEL (store));
  for (guint i = 0; i < 3; i++)
    g_signal_connect (slot_at (slots, i), "notify::card", G_CALLBACK (on_notify_cb), &notified);
  dr_card_slots_refresh (slots);
  g_assert_cmpuint (notified, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/card-slots/same-length-keeps-slots", test_same_length_keeps_slots);
  g_test_add_func ("/card-slots/shorter-list-blanks-then-settles", test_shorter_list_blanks_then_settles);
  g_test_add_func ("/card-slots/rows-in-view-stay-blank", test_rows_in_view_stay_blank);
  g_test_add_func ("/card-slots/settle-some-rows-at-a-time", test_settle_some_rows_at_a_time);
  g_test_add_func ("/card-slots/settle-far-rows-at-once", test_settle_far_rows_at_once);
  g_test_add_func ("/card-slots/longer-list-fills-the-view-first", test_longer_list_fills_the_view_first);
  g_test_add_func ("/card-slots/selection-follows-the-card", test_selection_follows_the_card);
  g_test_add_func ("/card-slots/selection-beyond-the-made-rows", test_selection_beyond_the_made_rows);
  g_test_add_func ("/card-slots/refresh-redraws-every-slot", test_refresh_redraws_every_slot);
  return g_test_run ();
}
