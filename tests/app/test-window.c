/* test-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "dr-application-private.h"
#include "dr-card-cell-cache.h"
#include "dr-card-columns.h"
#include "dr-card-detail-private.h"
#include "dr-card-face-view-private.h"
#include "dr-card-filters-private.h"
#include "dr-card-markup.h"
#include "dr-card-object.h"
#include "dr-card-cell-private.h"
#include "dr-card-slots-private.h"
#include "dr-card-store-private.h"
#include "dr-cards-view-private.h"
#include "dr-deck-store.h"
#include "dr-decks-view-private.h"
#include "dr-paths.h"
#include "dr-preferences-window-private.h"
#include "dr-test-helper.h"
#include "dr-test-ui.h"
#include "dr-test-ui-app.h"
#include "dr-user-db.h"
#include "dr-window-private.h"

/* The real application and window under Xvfb, driven in-process. Run with
 * LANGUAGE=fa it checks the right-to-left layout and names its screenshots
 * with a -fa suffix. */

static gboolean right_to_left;

static guint
expected_count (const char *query)
{
  return dr_test_ui_count_cards (application, query);
}

/* The first card in the list whose title is @title. */
static guint
position_of (const char *title)
{
  GListModel *model = dr_cards_view_get_model (cards_view ());

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DrCardObject) object = g_list_model_get_item (model, i);

      if (g_str_equal (dr_card_object_get_card (object)->title, title))
        return i;
    }
  g_assert_not_reached ();
}

static gboolean
results_are (gpointer data)
{
  return dr_cards_view_get_n_results (cards_view ()) == GPOINTER_TO_UINT (data);
}

static void
test_window_shows_cards (void)
{
  DrWindow *window = dr_test_ui_active_window (application);
  DrCardsView *view = dr_test_ui_template_child (window, DR_TYPE_WINDOW, "cards_view");
  DrCardFilters *filters;

  /* The cards come with the frame after the window's first. */
  g_assert_true (dr_test_ui_wait_until (results_are, GUINT_TO_POINTER (expected_count (""))));
  /* An empty query lists every Netrunner card of the bundled data, one per title. */
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count (""));
  g_assert_cmpuint (dr_cards_view_get_n_results (view), >, 100);
  /* The user's database is opened beside the card database, at its latest schema. */
  g_assert_nonnull (dr_test_ui_user_store (application));
  g_assert_cmpint (dr_db_get_user_version (dr_user_store_get_db (dr_test_ui_user_store (application))), ==,
                   dr_user_db_schema ()->n_steps);
  g_assert_cmpstr (dr_window_get_visible_view (window), ==, "cards");
  /* Before a card is selected the pane shows its placeholder; the card page
   * is built with the first card. */
  g_assert_null (gtk_stack_get_child_by_name (dr_test_ui_template_child (dr_test_ui_card_detail (view),
                                                                         DR_TYPE_CARD_DETAIL, "stack"), "card"));
  g_assert_cmpstr (dr_card_detail_get_title (dr_test_ui_card_detail (view)), ==, "");
  g_assert_false (dr_card_detail_shows_image (dr_test_ui_card_detail (view)));
  /* Nor are the quick filters' choices: they wait for their popover to open. */
  filters = dr_test_ui_template_child (view, DR_TYPE_CARDS_VIEW, "filters");
  g_assert_null (gtk_widget_get_first_child (dr_test_ui_template_child (filters, DR_TYPE_CARD_FILTERS,
                                                                        "faction_box")));
  g_assert_null (gtk_widget_get_first_child (dr_test_ui_template_child (filters, DR_TYPE_CARD_FILTERS,
                                                                        "type_box")));
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "cards-view");
}

static void
test_direction (void)
{
  DrWindow *window = dr_test_ui_active_window (application);
  g_autofree char *english = g_strdup_printf ("%u cards", dr_cards_view_get_n_results (cards_view ()));

  if (right_to_left)
    {
      g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (window)), ==, GTK_TEXT_DIR_RTL);
      /* The Persian catalogue is loaded, not just the direction flipped. */
      g_assert_cmpstr (dr_cards_view_get_count_text (cards_view ()), !=, english);
    }
  else
    {
      g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (window)), ==, GTK_TEXT_DIR_LTR);
      g_assert_cmpstr (dr_cards_view_get_count_text (cards_view ()), ==, english);
    }
}

static void
test_query_updates_list (void)
{
  DrCardsView *view = cards_view ();

  dr_cards_view_set_query (view, "t:ice s:sentry");
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("t:ice s:sentry"));
  g_assert_cmpuint (dr_cards_view_get_n_results (view), >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (dr_cards_view_get_model (view)), ==,
                    dr_cards_view_get_n_results (view));
  g_assert_cmpstr (dr_cards_view_get_error_text (view), ==, "");
}

/* Typing goes through the search entry's own delayed signal, as for a user. */
static void
test_typing_searches (void)
{
  DrCardsView *view = cards_view ();
  GtkEditable *entry = dr_test_ui_template_child (view, DR_TYPE_CARDS_VIEW, "search_entry");
  guint wanted = expected_count ("Hedge");

  dr_cards_view_set_query (view, "");
  gtk_editable_set_text (entry, "Hedge");
  g_assert_true (dr_test_ui_wait_until (results_are, GUINT_TO_POINTER (wanted)));
  g_assert_cmpuint (wanted, ==, 1);
}

static void
count_searches_cb (DrCardsView *view,
                   guint       *searches)
{
  (*searches)++;
}

static gboolean
searched_twice (gpointer data)
{
  return *(guint *) data >= 2;
}

/* The entry signals its search delay also when its text did not change (a
 * query set from code, the delay set by the template): each text is
 * searched once, and typed text still is. */
static void
test_search_runs_once (void)
{
  DrCardsView *view = cards_view ();
  GtkEditable *entry = dr_test_ui_template_child (view, DR_TYPE_CARDS_VIEW, "search_entry");
  guint searches = 0;
  gulong handler = g_signal_connect (view, "results-changed", G_CALLBACK (count_searches_cb), &searches);
  int end = -1;

  dr_cards_view_set_query (view, "Sure");
  g_assert_cmpuint (searches, ==, 1);
  /* Well past the entry's delay. */
  dr_test_ui_wait_ms (3 * gtk_search_entry_get_search_delay (GTK_SEARCH_ENTRY (entry)));
  g_assert_cmpuint (searches, ==, 1);
  /* Typed at the end, as a user does. */
  gtk_editable_insert_text (entry, " Gamble", -1, &end);
  g_assert_true (dr_test_ui_wait_until (searched_twice, &searches));
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("Sure Gamble"));
  dr_test_ui_wait_ms (3 * gtk_search_entry_get_search_delay (GTK_SEARCH_ENTRY (entry)));
  g_assert_cmpuint (searches, ==, 2);
  g_signal_handler_disconnect (view, handler);
  dr_cards_view_set_query (view, "");
}

static void
test_bad_query_shows_error (void)
{
  DrCardsView *view = cards_view ();
  guint before;

  dr_cards_view_set_query (view, "t:ice");
  before = dr_cards_view_get_n_results (view);
  dr_cards_view_set_query (view, "t:ice o<");
  g_assert_cmpstr (dr_cards_view_get_error_text (view), !=, "");
  if (!right_to_left)
    g_assert_nonnull (strstr (dr_cards_view_get_error_text (view), "position"));
  /* The last good results stay while the user finishes typing. */
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, before);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "query-error");

  dr_cards_view_set_query (view, "t:ice o<3");
  g_assert_cmpstr (dr_cards_view_get_error_text (view), ==, "");
}

typedef struct
{
  guint headings;          /* shown */
  guint checks;            /* all */
  guint shown_checks;
  GtkCheckButton *active;  /* the first active check, or NULL */
  guint active_checks;
} FilterChoices;

/* What a quick filter's popover offers, opened as a click would open it. */
static FilterChoices
open_filter_choices (DrCardFilters *filters,
                     const char    *button_name,
                     const char    *box_name)
{
  GtkMenuButton *button = dr_test_ui_template_child (filters, DR_TYPE_CARD_FILTERS, button_name);
  FilterChoices choices = { 0 };

  gtk_menu_button_popup (button);
  for (GtkWidget *child = gtk_widget_get_first_child (dr_test_ui_template_child (filters, DR_TYPE_CARD_FILTERS,
                                                                                 box_name));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_CHECK_BUTTON (child))
      {
        choices.checks++;
        choices.shown_checks += gtk_widget_get_visible (child);
        if (gtk_check_button_get_active (GTK_CHECK_BUTTON (child)))
          {
            choices.active_checks++;
            if (choices.active == NULL)
              choices.active = GTK_CHECK_BUTTON (child);
          }
      }
    else
      {
        g_assert_true (gtk_widget_has_css_class (child, "heading"));
        choices.headings += gtk_widget_get_visible (child);
      }
  return choices;
}

static void
close_filter_choices (DrCardFilters *filters,
                      const char    *button_name)
{
  gtk_menu_button_popdown (dr_test_ui_template_child (filters, DR_TYPE_CARD_FILTERS, button_name));
}

/* The quick toggles narrow the results like the matching query terms would,
 * and leave the query itself alone. */
static void
test_quick_filters (void)
{
  DrCardsView *view = cards_view ();
  DrCardFilters *filters = dr_test_ui_template_child (view, DR_TYPE_CARDS_VIEW, "filters");
  GtkEditable *entry = dr_test_ui_template_child (view, DR_TYPE_CARDS_VIEW, "search_entry");
  FilterChoices choices;
  guint before;

  dr_cards_view_set_query (view, "");
  g_assert_false (dr_card_filters_is_active (filters));

  dr_card_filters_set_side_active (filters, "corp", TRUE);
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("d:corp"));
  g_assert_cmpuint (dr_cards_view_get_n_results (view), <, expected_count (""));
  dr_card_filters_set_faction_active (filters, "nbn", TRUE);
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("d:corp f:nbn"));
  dr_card_filters_set_type_active (filters, "ice", TRUE);
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("d:corp f:nbn t:ice"));
  g_assert_cmpuint (dr_cards_view_get_n_results (view), >, 0);
  /* Two factions at once. */
  dr_card_filters_set_faction_active (filters, "jinteki", TRUE);
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("d:corp f:nbn|jinteki t:ice"));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");
  g_assert_true (dr_card_filters_is_active (filters));

  /* The popovers show the choices as set: the chosen side's only, under a
   * heading per side. A tick there filters as the calls above do. */
  choices = open_filter_choices (filters, "faction_button", "faction_box");
  g_assert_cmpuint (choices.headings, ==, 1);
  g_assert_cmpuint (choices.shown_checks, >, 2);
  g_assert_cmpuint (choices.shown_checks, <, choices.checks);
  g_assert_cmpuint (choices.active_checks, ==, 2);
  gtk_check_button_set_active (choices.active, FALSE);
  g_assert_true (dr_cards_view_get_n_results (view) == expected_count ("d:corp f:nbn t:ice")
                 || dr_cards_view_get_n_results (view) == expected_count ("d:corp f:jinteki t:ice"));
  gtk_check_button_set_active (choices.active, TRUE);
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("d:corp f:nbn|jinteki t:ice"));
  close_filter_choices (filters, "faction_button");
  choices = open_filter_choices (filters, "type_button", "type_box");
  g_assert_cmpuint (choices.headings, ==, 2);   /* both sides' types and the Corp's */
  g_assert_cmpuint (choices.active_checks, ==, 1);
  dr_test_ui_save_screenshot (GTK_WIDGET (gtk_menu_button_get_popover (dr_test_ui_template_child (filters,
                                DR_TYPE_CARD_FILTERS, "type_button"))), "type-filter");
  close_filter_choices (filters, "type_button");
  if (!right_to_left)
    g_assert_nonnull (strstr (dr_cards_view_get_count_text (view), " of "));

  /* The toggles combine with the query. */
  dr_cards_view_set_query (view, "o<3");
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("o<3 d:corp f:nbn|jinteki t:ice"));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "cards-filtered");

  /* With a side chosen, the other side's factions are not offered and do not count. */
  before = dr_cards_view_get_n_results (view);
  dr_card_filters_set_faction_active (filters, "anarch", TRUE);
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, before);
  dr_card_filters_set_side_active (filters, "runner", TRUE);
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==,
                    expected_count ("o<3 f:nbn|jinteki|anarch t:ice"));

  dr_card_filters_clear (filters);
  g_assert_false (dr_card_filters_is_active (filters));
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("o<3"));
  choices = open_filter_choices (filters, "faction_button", "faction_box");
  g_assert_cmpuint (choices.active_checks, ==, 0);
  g_assert_cmpuint (choices.shown_checks, ==, choices.checks);
  g_assert_cmpuint (choices.headings, ==, 2);
  close_filter_choices (filters, "faction_button");
  dr_cards_view_set_query (view, "");
}

static const DrCard *
card_at (guint position)
{
  g_autoptr(DrCardObject) object = g_list_model_get_item (dr_cards_view_get_model (cards_view ()), position);

  return dr_card_object_get_card (object);
}

static GtkColumnView *
card_column_view (DrCardsView *view)
{
  return GTK_COLUMN_VIEW (dr_test_ui_template_child (view, DR_TYPE_CARDS_VIEW, "column_view"));
}

/* The card list's columns sort it, each way round (a click on a title does
 * the same: the column view sorts by the column's sorter). */
static void
test_column_titles_sort (void)
{
  DrCardsView *view = cards_view ();
  GtkColumnView *column_view = card_column_view (view);
  GtkColumnViewColumn *cost = dr_cards_view_get_column (view, DR_CARD_COLUMN_COST);
  guint n;

  g_assert_cmpstr (gtk_column_view_column_get_title (cost), ==, dr_card_column_title (DR_CARD_COLUMN_COST));
  g_assert_nonnull (gtk_column_view_column_get_sorter (cost));
  dr_cards_view_set_query (view, "t:ice");
  n = dr_cards_view_get_n_results (view);
  g_assert_cmpuint (n, >, 5);
  /* Unsorted, the list keeps the search's order: by title. */
  g_assert_cmpint (g_utf8_collate (card_at (0)->title, card_at (n - 1)->title), <, 0);

  gtk_column_view_sort_by_column (column_view, cost, GTK_SORT_ASCENDING);
  for (guint i = 1; i < n; i++)
    g_assert_cmpint (card_at (i - 1)->cost.number, <=, card_at (i)->cost.number);
  gtk_column_view_sort_by_column (column_view, cost, GTK_SORT_DESCENDING);
  for (guint i = 1; i < n; i++)
    g_assert_cmpint (card_at (i - 1)->cost.number, >=, card_at (i)->cost.number);
  g_assert_cmpint (card_at (0)->cost.number, >, card_at (n - 1)->cost.number);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "cards-sorted");

  /* A new search keeps the chosen order. */
  dr_cards_view_set_query (view, "t:ice f:jinteki");
  for (guint i = 1; i < dr_cards_view_get_n_results (view); i++)
    g_assert_cmpint (card_at (i - 1)->cost.number, >=, card_at (i)->cost.number);

  /* Without a column, the search's order again. */
  gtk_column_view_sort_by_column (column_view, NULL, GTK_SORT_ASCENDING);
  dr_cards_view_set_query (view, "t:ice");
  g_assert_cmpint (g_utf8_collate (card_at (0)->title, card_at (n - 1)->title), <, 0);
  dr_cards_view_set_query (view, "");
}

static GtkWidget *
card_list_view (DrCardsView *view)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (card_column_view (view))); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      return child;
  g_assert_not_reached ();
}

/* The title cells of the rows the list has made, in the order of their
 * positions. */
static GPtrArray *
card_rows (DrCardsView *view)
{
  GPtrArray *rows = g_ptr_array_new ();

  for (GtkWidget *row = gtk_widget_get_first_child (card_list_view (view)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    for (GtkWidget *cell = gtk_widget_get_first_child (row); cell != NULL; cell = gtk_widget_get_next_sibling (cell))
      {
        GtkWidget *content = gtk_widget_get_first_child (cell);

        if (DR_IS_CARD_CELL (content) && dr_card_cell_get_column (DR_CARD_CELL (content)) == DR_CARD_COLUMN_TITLE)
          g_ptr_array_add (rows, content);
      }
  return rows;
}

static gboolean
slots_settled (gpointer data)
{
  return dr_card_slots_get_settled (data);
}

/* Typing changes what the rows show, not the rows: GTK's rows are slow to
 * make. Those past a shorter list go once the frame that shows it is out,
 * down to the rows that fill the view, which stay blank. */
static void
test_search_keeps_rows (void)
{
  DrCardsView *view = cards_view ();
  GtkColumnView *column_view = card_column_view (view);
  DrCardSlots *slots = DR_CARD_SLOTS (gtk_column_view_get_model (column_view));
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GPtrArray) settled = NULL;
  g_autoptr(GPtrArray) widened = NULL;
  g_autoptr(GPtrArray) blank = NULL;
  GtkAdjustment *adjustment;
  guint n, view_rows;

  dr_cards_view_set_query (view, "");
  g_assert_true (dr_test_ui_wait_until (slots_settled, slots));
  dr_test_ui_wait_for_paint (GTK_WIDGET (window ()));
  before = card_rows (view);
  g_assert_cmpuint (before->len, >, 20);
  view_rows = dr_card_slots_get_view_rows (slots);
  g_assert_cmpuint (view_rows, >, 5);
  g_assert_cmpuint (view_rows, <, before->len);
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (column_view));
  gtk_adjustment_set_value (adjustment, 200);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);

  dr_cards_view_set_query (view, "t:ice");
  n = dr_cards_view_get_n_results (view);
  /* A new list shows from its top. */
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  g_assert_cmpuint (n, >, 5);
  g_assert_cmpuint (n, <, before->len);
  after = card_rows (view);
  g_assert_cmpuint (after->len, ==, before->len);
  for (guint i = 0; i < after->len; i++)
    g_assert_true (g_ptr_array_index (after, i) == g_ptr_array_index (before, i));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = dr_card_cell_get_text (g_ptr_array_index (after, i));

      g_assert_cmpstr (title, ==, card_at (i)->title);
    }
  /* The rows past the results are blank: they cannot be selected. */
  g_assert_null (dr_card_cell_get_text (g_ptr_array_index (after, n)));
  g_assert_false (dr_card_slots_get_settled (slots));
  dr_cards_view_select (view, 1);
  g_signal_emit_by_name (column_view, "activate", n);
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, 1);
  dr_cards_view_select (view, n);
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, GTK_INVALID_LIST_POSITION);
  g_assert_true (dr_test_ui_wait_until (slots_settled, slots));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (slots)), ==, MAX (n, view_rows));
  settled = card_rows (view);
  g_assert_cmpuint (settled->len, ==, MAX (n, view_rows));
  for (guint i = 0; i < settled->len; i++)
    g_assert_true (g_ptr_array_index (settled, i) == g_ptr_array_index (before, i));

  /* Back to every card: the rows on screen come at once, the others later. */
  dr_cards_view_set_query (view, "");
  widened = card_rows (view);
  g_assert_cmpuint (widened->len, >=, MAX (n, view_rows));
  g_assert_cmpuint (widened->len, <, before->len);
  g_assert_true (dr_test_ui_wait_until (slots_settled, slots));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (slots)), ==, dr_cards_view_get_n_results (view));

  /* No card at all: the rows in view stay, blank, for the next search. */
  dr_cards_view_set_query (view, "zzzzzz");
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, 0);
  g_assert_true (dr_test_ui_wait_until (slots_settled, slots));
  blank = card_rows (view);
  g_assert_cmpuint (blank->len, ==, view_rows);
  for (guint i = 0; i < blank->len; i++)
    g_assert_null (dr_card_cell_get_text (g_ptr_array_index (blank, i)));
  dr_cards_view_set_query (view, "");
}

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkEventController *
search_key_controller (GtkWidget *entry)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (entry);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        return controller;   /* the entry keeps it */
    }
  g_assert_not_reached ();
}

/* Enter or Down in the search entry goes on to the first card, selected
 * and focused, even when typed faster than the entry's typing delay. */
static void
test_keys_go_from_search_to_list (void)
{
  DrCardsView *view = cards_view ();
  GtkWidget *entry = dr_test_ui_template_child (view, DR_TYPE_CARDS_VIEW, "search_entry");
  GtkColumnView *column_view = card_column_view (view);
  DrCardSlots *slots = DR_CARD_SLOTS (gtk_column_view_get_model (column_view));
  GtkRoot *root = gtk_widget_get_root (entry);
  GtkWidget *focus, *cell;
  g_autofree char *title = NULL;
  gboolean handled = FALSE;

  dr_cards_view_set_query (view, "");
  dr_cards_view_select (view, GTK_INVALID_LIST_POSITION);
  gtk_widget_grab_focus (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), "t:ice");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("t:ice"));
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, 0);
  g_assert_cmpstr (dr_card_detail_get_title (dr_test_ui_card_detail (view)), ==, card_at (0)->title);
  focus = gtk_root_get_focus (root);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (column_view)));
  /* The first cell of the focused row: its title. */
  cell = find_descendant (focus, DR_TYPE_CARD_CELL);
  g_assert_nonnull (cell);
  g_assert_cmpint (dr_card_cell_get_column (DR_CARD_CELL (cell)), ==, DR_CARD_COLUMN_TITLE);
  title = dr_card_cell_get_text (DR_CARD_CELL (cell));
  g_assert_cmpstr (title, ==, card_at (0)->title);

  /* Down does the same; other keys stay in the entry. */
  gtk_widget_grab_focus (entry);
  dr_cards_view_select (view, GTK_INVALID_LIST_POSITION);
  g_signal_emit_by_name (search_key_controller (entry), "key-pressed", GDK_KEY_a, 0, 0, &handled);
  g_assert_false (handled);
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, GTK_INVALID_LIST_POSITION);
  g_signal_emit_by_name (search_key_controller (entry), "key-pressed", GDK_KEY_Down, 0, 0, &handled);
  g_assert_true (handled);
  g_assert_cmpuint (dr_card_slots_get_selected (slots), ==, 0);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (root), GTK_WIDGET (column_view)));

  /* Nothing found: the focus stays in the entry. */
  gtk_widget_grab_focus (entry);
  dr_cards_view_set_query (view, "zzzzzz");
  g_signal_emit_by_name (entry, "activate");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (root), entry));
  dr_cards_view_set_query (view, "");
}

/* The texts many cards share are drawn once for the whole list, for one
 * width and colour. */
static void
test_shared_cells_drawn_once (void)
{
  g_autoptr(DrCardCellCache) cache = dr_card_cell_cache_new ();
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));
  const GdkRGBA black = { 0, 0, 0, 1 }, red = { 1, 0, 0, 1 };
  const char *type = "Ice: Sentry - Tracer - Observer";
  GskRenderNode *wide, *narrow, *other;
  graphene_rect_t bounds;

  wide = gsk_render_node_ref (dr_card_cell_cache_lookup (cache, widget, DR_CARD_COLUMN_TYPE, type, 400, &black));
  g_assert_true (dr_card_cell_cache_lookup (cache, widget, DR_CARD_COLUMN_TYPE, type, 400, &black) == wide);
  narrow = gsk_render_node_ref (dr_card_cell_cache_lookup (cache, widget, DR_CARD_COLUMN_TYPE, type, 60, &black));
  g_assert_true (narrow != wide);
  /* Ellipsized to its cell. */
  gsk_render_node_get_bounds (narrow, &bounds);
  g_assert_cmpfloat (bounds.size.width, <=, 60);
  gsk_render_node_get_bounds (wide, &bounds);
  g_assert_cmpfloat (bounds.size.width, >, 60);

  other = dr_card_cell_cache_lookup (cache, widget, DR_CARD_COLUMN_TYPE, type, 60, &red);
  g_assert_true (other != narrow);
  g_assert_true (dr_card_cell_cache_lookup (cache, widget, DR_CARD_COLUMN_FACTION, type, 60, &red) != other);
  /* A new font or direction draws again. */
  other = gsk_render_node_ref (dr_card_cell_cache_lookup (cache, widget, DR_CARD_COLUMN_TYPE, type, 400, &black));
  dr_card_cell_cache_clear (cache);
  g_assert_true (dr_card_cell_cache_lookup (cache, widget, DR_CARD_COLUMN_TYPE, type, 400, &black) != other);

  gsk_render_node_unref (wide);
  gsk_render_node_unref (narrow);
  gsk_render_node_unref (other);
  g_object_unref (widget);
}

/* Cells start where text starts in the user's language: at the right in
 * Persian, numbers and Latin card names alike. */
static void
test_cells_align_to_the_text_start (void)
{
  const char *const texts[] = { "3", "Haas-Bioroid", "\u0634\u0631\u06a9\u062a" };
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));
  const GdkRGBA black = { 0, 0, 0, 1 };

  for (int rtl = 0; rtl <= 1; rtl++)
    {
      g_autoptr(DrCardCellCache) cache = dr_card_cell_cache_new ();

      gtk_widget_set_direction (widget, rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
      for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
        {
          GskRenderNode *node = dr_card_cell_cache_lookup (cache, widget, DR_CARD_COLUMN_COST, texts[i], 300, &black);
          graphene_rect_t bounds;

          gsk_render_node_get_bounds (node, &bounds);
          if (rtl)
            g_assert_cmpfloat (bounds.origin.x + bounds.size.width, >, 290);
          else
            g_assert_cmpfloat (bounds.origin.x, <, 10);
        }
    }
  g_object_unref (widget);
}

/* The icons of the window's first frame come drawn as PNGs, at the sizes it
 * asks for: an SVG would load librsvg and be drawn three times on start. The
 * Play view's too (its status pages, the board's credits, clicks and spinner):
 * it loads no librsvg, 7 MiB resident (bench-play). */
static void
test_start_icons_are_png (void)
{
  GtkWidget *shown = GTK_WIDGET (window ());
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (shown));
  const struct
  {
    const char *name;
    int         size;
  } icons[] = {
    { "dr-cards-symbolic", 16 }, { "dr-decks-symbolic", 16 },
    { "dr-collection-symbolic", 16 }, { "dr-play-symbolic", 16 }, { "dr-burncycle-symbolic", 16 },
    { "dr-cards-symbolic", 96 },   /* the card pane before a card is chosen */
    { "dr-play-symbolic", 128 },   /* the Play view's start page, the hot-seat pass page */
    { "dr-credit-symbolic", 16 }, { "dr-click-symbolic", 16 }, { "dr-working-symbolic", 16 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (icons); i++)
    for (int scale = 1; scale <= (icons[i].size == 16 ? 2 : 1); scale++)
      {
        g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, icons[i].name, NULL, icons[i].size,
                                                                       scale, GTK_TEXT_DIR_NONE, 0);
        g_autoptr(GFile) file = gtk_icon_paintable_get_file (icon);
        g_autofree char *uri = g_file_get_uri (file);
        g_autofree char *expected = g_strdup_printf ("/icons/%dx%d/actions/%s.symbolic.png", icons[i].size * scale,
                                                     icons[i].size * scale, icons[i].name);

        g_assert_true (g_str_has_prefix (uri, "resource:///"));
        g_assert_true (g_str_has_suffix (uri, expected));
      }
}

static gboolean
widget_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

static GtkWidget *
page_child (DrWindow   *window,
            const char *page)
{
  return adw_bin_get_child (dr_test_ui_template_child (window, DR_TYPE_WINDOW, page));
}

static gboolean
popover_mapped (gpointer popover)
{
  return gtk_widget_get_mapped (GTK_WIDGET (popover));
}

/* The main menu opens (its popover made the first time) with its items. */
static void
test_main_menu_opens (void)
{
  GtkMenuButton *button = dr_test_ui_template_child (window (), DR_TYPE_WINDOW, "menu_button");
  GtkPopover *popover;

  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (button)));
  gtk_menu_button_popup (button);
  popover = gtk_menu_button_get_popover (button);
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover))
                 == dr_test_ui_template_child (window (), DR_TYPE_WINDOW, "primary_menu"));
  g_assert_true (dr_test_ui_wait_until (popover_mapped, popover));
  gtk_menu_button_popdown (button);
  /* Opened again, it is the same popover. */
  gtk_menu_button_popup (button);
  g_assert_true (gtk_menu_button_get_popover (button) == popover);
  gtk_menu_button_popdown (button);
}

/* Only the Cards view is built with the window: the others are built the
 * first time they are shown, with their data; a window that opens on a
 * remembered view builds that one. The test runs while the window has its
 * default width. */
static void
test_views_built_when_first_shown (void)
{
  DrWindow *window = dr_test_ui_active_window (application);
  DrUserStore *user = dr_test_ui_user_store (application);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(DrDeck) deck = dr_deck_new ("Startup Test", "netrunner");
  g_autoptr(GError) error = NULL;
  GtkWidget *decks;
  DrWindow *second;
  gint64 id;

  id = dr_deck_store_save (user, deck, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (dr_window_get_visible_view (window), ==, "cards");
  g_assert_null (page_child (window, "decks_page"));
  g_assert_null (page_child (window, "collection_page"));
  g_assert_null (page_child (window, "play_page"));
  g_assert_null (page_child (window, "burncycle_page"));
  /* … nor the view switcher bar, hidden while the switcher fits in the title,
   * the sync bar before a sync, or the main menu's popover before it opens. */
  g_assert_null (find_descendant (GTK_WIDGET (window), ADW_TYPE_VIEW_SWITCHER_BAR));
  g_assert_null (find_descendant (GTK_WIDGET (window), DR_TYPE_SYNC_BAR));
  g_assert_null (gtk_menu_button_get_popover (dr_test_ui_template_child (window, DR_TYPE_WINDOW, "menu_button")));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-view", "s", "decks"));
  decks = page_child (window, "decks_page");
  g_assert_true (DR_IS_DECKS_VIEW (decks));
  g_assert_true (dr_test_ui_wait_until (widget_is_mapped, decks));
  g_assert_cmpuint (dr_decks_view_get_n_decks (DR_DECKS_VIEW (decks)), ==, 1);
  g_assert_true (GTK_WIDGET (dr_window_get_decks_view (window)) == decks);
  g_assert_null (page_child (window, "collection_page"));
  /* Built once: going away and back keeps the same view. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-view", "s", "cards"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-view", "s", "decks"));
  g_assert_true (page_child (window, "decks_page") == decks);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-view", "s", "cards"));

  /* A new window opens on the remembered Decks view, built from the start. */
  g_settings_set_string (settings, "last-view", "decks");
  second = dr_window_new (ADW_APPLICATION (application), dr_application_get_context (application));
  g_assert_cmpstr (dr_window_get_visible_view (second), ==, "decks");
  decks = page_child (second, "decks_page");
  g_assert_true (DR_IS_DECKS_VIEW (decks));
  g_assert_null (page_child (second, "collection_page"));
  gtk_window_present (GTK_WINDOW (second));
  g_assert_true (dr_test_ui_wait_until (widget_is_mapped, decks));
  g_assert_cmpuint (dr_decks_view_get_n_decks (DR_DECKS_VIEW (decks)), ==, 1);
  dr_test_ui_save_screenshot (GTK_WIDGET (second), "opens-on-decks");
  gtk_window_destroy (GTK_WINDOW (second));

  g_settings_set_string (settings, "last-view", "cards");
  g_assert_true (dr_deck_store_delete (user, id, &error));
  g_assert_true (dr_deck_store_purge (user, id, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
}

static void
test_views_switch_and_restore (void)
{
  DrWindow *window = dr_test_ui_active_window (application);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *const views[] = { "decks", "collection", "play", "burncycle", "cards" };
  DrWindow *second;

  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    {
      g_autofree char *saved = NULL;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-view", "s", views[i]));
      g_assert_cmpstr (dr_window_get_visible_view (window), ==, views[i]);
      saved = g_settings_get_string (settings, "last-view");
      g_assert_cmpstr (saved, ==, views[i]);
      if (i < 3)
        dr_test_ui_save_screenshot (GTK_WIDGET (window), views[i]);
    }

  /* Ctrl+F brings the search back from any view. */
  dr_window_show_view (window, "play");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-search", NULL));
  g_assert_cmpstr (dr_window_get_visible_view (window), ==, "cards");

  /* A new window opens on the view last shown. */
  g_settings_set_string (settings, "last-view", "collection");
  second = dr_window_new (ADW_APPLICATION (application), dr_application_get_context (application));
  g_assert_cmpstr (dr_window_get_visible_view (second), ==, "collection");
  /* … and does not drag the first one along. */
  g_assert_cmpstr (dr_window_get_visible_view (window), ==, "cards");
  gtk_window_destroy (GTK_WINDOW (second));
  g_settings_set_string (settings, "last-view", "cards");
  gtk_window_present (GTK_WINDOW (window));
}

static void
test_selection_fills_detail (void)
{
  DrCardsView *view = cards_view ();
  DrCardDetail *detail = dr_test_ui_card_detail (view);
  DrCardFaceView *face = dr_card_detail_get_face_view (detail);

  dr_cards_view_set_query (view, "t:ice");
  dr_cards_view_select (view, position_of ("Enigma"));
  g_assert_cmpstr (dr_card_detail_get_title (detail), ==, "Enigma");
  g_assert_cmpstr (dr_card_face_view_get_title (face), ==, "Enigma");
  g_assert_false (dr_card_detail_shows_image (detail));
  /* Enigma's subroutines are drawn as symbols, not as “[subroutine]”. */
  g_assert_null (strstr (pango_layout_get_text (dr_card_face_view_get_text_layout (face)), "[subroutine]"));
  g_assert_nonnull (strstr (pango_layout_get_text (dr_card_face_view_get_text_layout (face)), "\xef\xbf\xbc"));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "card-detail");
  /* The drawn face takes its colours from the style: dark follows the system. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "card-detail-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* A unique card gets its marker on the face, not in the title label. */
  dr_cards_view_set_query (view, "u:1 d:corp");
  g_assert_cmpuint (dr_cards_view_get_n_results (view), >, 0);
  dr_cards_view_select (view, 0);
  g_assert_true (g_str_has_prefix (dr_card_face_view_get_title (face), "◆ "));
  g_assert_false (g_str_has_prefix (dr_card_detail_get_title (detail), "◆"));

  /* An identity of the Runner with link. */
  dr_cards_view_set_query (view, "Kate");
  dr_cards_view_select (view, 0);
  g_assert_nonnull (strstr (dr_card_detail_get_title (detail), "Kate"));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "card-detail-identity");

  /* A double-faced card shows its other face below the first. */
  g_assert_null (gtk_widget_get_first_child (dr_test_ui_card_page_child (detail, "other_faces")));
  dr_cards_view_set_query (view, "24001");
  dr_cards_view_select (view, 0);
  g_assert_true (DR_IS_CARD_FACE_VIEW (gtk_widget_get_first_child (dr_test_ui_card_page_child (detail, "other_faces"))));
}

static gboolean
layout_has_weight (PangoLayout *layout)
{
  PangoAttrList *attributes = pango_layout_get_attributes (layout);
  g_autoptr(GSList) all = NULL;
  PangoAttrIterator *iter;
  gboolean found = FALSE;

  if (attributes == NULL)
    return FALSE;
  iter = pango_attr_list_get_iterator (attributes);
  do
    found |= pango_attr_iterator_get (iter, PANGO_ATTR_WEIGHT) != NULL;
  while (pango_attr_iterator_next (iter));
  pango_attr_iterator_destroy (iter);
  return found;
}

/* A card text that tries to be markup is shown as the text it is. */
static void
set_card_column (DrCardStore *store,
                 const char  *column,
                 const char  *value)
{
  g_autofree char *sql = g_strdup_printf ("UPDATE cards SET %s = ?1 WHERE code = '01110'", column);
  sqlite3_stmt *statement = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (dr_card_store_get_db (store), sql, -1, &statement, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (statement, 1, value, -1, SQLITE_STATIC);
  g_assert_cmpint (sqlite3_step (statement), ==, SQLITE_DONE);
  sqlite3_finalize (statement);
  dr_card_store_forget_cards (store);
}

static void
test_hostile_text_is_escaped (void)
{
  const char *hostile = "<b>&amp; & <span foreground=\"red\">x</span> [click] <strong>kept</strong>";
  const char *hostile_illustrator = "<i>Art</i> & <b>Co \x1b[31m";
  DrCardStore *store = dr_test_ui_card_store (application);
  DrCardsView *view = cards_view ();
  DrCardDetail *detail = dr_test_ui_card_detail (view);
  DrCardFaceView *face = dr_card_detail_get_face_view (detail);
  g_autofree char *original = dr_test_query_text (dr_card_store_get_db (store),
                                                  "SELECT text FROM cards WHERE code = '01110'");
  g_autofree char *original_illustrator = dr_test_query_text (dr_card_store_get_db (store),
                                                              "SELECT illustrator FROM cards WHERE code = '01110'");
  PangoLayout *layout;
  GtkLabel *illustrator;

  set_card_column (store, "text", hostile);
  set_card_column (store, "illustrator", hostile_illustrator);

  dr_cards_view_set_query (view, "Hedge Fund");
  dr_cards_view_select (view, 0);
  g_assert_cmpstr (dr_card_detail_get_title (detail), ==, "Hedge Fund");
  layout = dr_card_face_view_get_text_layout (face);
  /* Every character of the hostile part reaches the screen; only our own
   * tag and symbol are turned into emphasis and an icon. */
  g_assert_cmpstr (pango_layout_get_text (layout), ==,
                   "<b>&amp; & <span foreground=\"red\">x</span> \xef\xbf\xbc kept");
  g_assert_true (layout_has_weight (layout));
  /* The card page's rows show card data as it is, never as markup. */
  illustrator = dr_test_ui_find_label (GTK_WIDGET (detail), hostile_illustrator, TRUE);
  g_assert_nonnull (illustrator);
  g_assert_cmpstr (gtk_label_get_text (illustrator), ==, hostile_illustrator);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "hostile-card-text");

  set_card_column (store, "text", original);
  set_card_column (store, "illustrator", original_illustrator);
}

/* A downloaded image at the cache location replaces the drawn face. */
static void
test_cached_image_is_shown (void)
{
  DrCardsView *view = cards_view ();
  DrCardDetail *detail = dr_test_ui_card_detail (view);
  g_autofree char *images = g_build_filename (data_dir, "images", NULL);
  g_autofree char *path = g_build_filename (images, "01110.jpg", NULL);
  g_autofree char *damaged = g_build_filename (images, "01111.jpg", NULL);
  guchar pixels[4 * 6 * 8];
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  memset (pixels, 0x80, sizeof pixels);
  bytes = g_bytes_new (pixels, sizeof pixels);
  texture = gdk_memory_texture_new (6, 8, GDK_MEMORY_R8G8B8A8, bytes, 6 * 4);
  g_assert_cmpint (g_mkdir_with_parents (images, 0755), ==, 0);
  /* A PNG under the .jpg name: image loaders go by content, not by name. */
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_assert_true (g_file_set_contents (damaged, "not an image", -1, NULL));

  dr_cards_view_set_query (view, "Hedge Fund");
  dr_cards_view_select (view, GTK_INVALID_LIST_POSITION);
  dr_cards_view_select (view, 0);
  g_assert_true (dr_card_detail_shows_image (detail));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "card-image");

  /* A damaged file falls back to the drawn face. */
  dr_cards_view_set_query (view, "01111");
  dr_cards_view_select (view, 0);
  g_assert_false (dr_card_detail_shows_image (detail));

  g_unlink (path);
  g_unlink (damaged);
  dr_cards_view_set_query (view, "Hedge Fund");
  dr_cards_view_select (view, 0);
  g_assert_false (dr_card_detail_shows_image (detail));
}

static gboolean
flap_folded (gpointer flap)
{
  return adw_flap_get_folded (flap);
}

static gboolean
set_column_hidden (gpointer view)
{
  return !gtk_column_view_column_get_visible (dr_cards_view_get_column (view, DR_CARD_COLUMN_SET));
}

static void
test_narrow_window_folds_detail (void)
{
  DrWindow *window = dr_test_ui_active_window (application);
  DrCardsView *view = dr_test_ui_template_child (window, DR_TYPE_WINDOW, "cards_view");
  AdwFlap *flap = dr_test_ui_template_child (view, DR_TYPE_CARDS_VIEW, "flap");
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_false (adw_flap_get_folded (flap));
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 700);
  /* The least needed columns make way for the title (waited for: under ASan
   * on a busy machine the new size takes longer than 300 ms to settle). */
  g_assert_true (dr_test_ui_wait_until (flap_folded, flap));
  g_assert_true (dr_test_ui_wait_until (set_column_hidden, view));
  g_assert_true (gtk_column_view_column_get_visible (dr_cards_view_get_column (view, DR_CARD_COLUMN_TITLE)));
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "narrow-cards");
  /* Folded, the pane waits until a card is activated. */
  dr_cards_view_set_query (view, "Hedge Fund");
  g_signal_emit_by_name (card_column_view (view), "activate", 0);
  g_assert_true (adw_flap_get_reveal_flap (flap));
  dr_test_ui_wait_ms (400);
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "narrow-card-detail");

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  dr_test_ui_wait_ms (300);
  g_assert_false (adw_flap_get_folded (flap));
  adw_flap_set_reveal_flap (flap, TRUE);
}

/* The switcher moves from the header bar to a bar at the bottom when the
 * window is too narrow for it (views-built-when-first-shown checks that the
 * bar is not made at start). */
static void
test_narrow_window_shows_switcher_bar (void)
{
  DrWindow *window = dr_test_ui_active_window (application);
  GtkWidget *bar;
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  dr_test_ui_wait_ms (300);
  bar = find_descendant (GTK_WIDGET (window), ADW_TYPE_VIEW_SWITCHER_BAR);
  g_assert_nonnull (bar);
  g_assert_true (adw_view_switcher_bar_get_reveal (ADW_VIEW_SWITCHER_BAR (bar)));
  g_assert_true (adw_view_switcher_bar_get_stack (ADW_VIEW_SWITCHER_BAR (bar))
                 == dr_test_ui_template_child (window, DR_TYPE_WINDOW, "view_stack"));
  g_assert_true (gtk_widget_get_mapped (bar));
  dr_test_ui_save_screenshot (GTK_WIDGET (window), "narrow-switcher-bar");

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  dr_test_ui_wait_ms (300);
  g_assert_false (adw_view_switcher_bar_get_reveal (ADW_VIEW_SWITCHER_BAR (bar)));
}

static DrPreferencesWindow *
find_preferences (void)
{
  return dr_test_ui_find_window (DR_TYPE_PREFERENCES_WINDOW, FALSE);
}

static gboolean
preferences_mapped (gpointer data)
{
  DrPreferencesWindow *preferences = find_preferences ();

  return preferences != NULL && gtk_widget_get_mapped (GTK_WIDGET (preferences));
}

static void
test_preferences_write_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  DrPreferencesWindow *preferences;
  AdwActionRow *last_sync_row;
  AdwEntryRow *source_row;
  g_autofree char *format = NULL;
  g_autofree char *source = NULL;
  g_autofree char *never = NULL;

  window ();
  g_action_group_activate_action (G_ACTION_GROUP (application), "preferences", NULL);
  g_assert_true (dr_test_ui_wait_until (preferences_mapped, NULL));
  preferences = find_preferences ();

  gtk_adjustment_set_value (dr_test_ui_template_child (preferences, DR_TYPE_PREFERENCES_WINDOW, "cache_adjustment"), 1200);
  g_assert_cmpint (g_settings_get_int (settings, "image-cache-limit"), ==, 1200);
  adw_combo_row_set_selected (dr_test_ui_template_child (preferences, DR_TYPE_PREFERENCES_WINDOW, "format_row"), 2);
  format = g_settings_get_string (settings, "default-format");
  g_assert_cmpstr (format, ==, "eternal");
  gtk_adjustment_set_value (dr_test_ui_template_child (preferences, DR_TYPE_PREFERENCES_WINDOW, "text_size_adjustment"), 1.5);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "card-text-size"), 1.5, 0.001);
  /* The card face follows the setting. */
  g_assert_cmpfloat_with_epsilon (dr_card_face_view_get_text_scale (
                                    dr_card_detail_get_face_view (dr_test_ui_card_detail (cards_view ()))),
                                  1.5, 0.001);

  /* A sync source must be a web address; anything else is refused and kept out of the settings. */
  source_row = dr_test_ui_template_child (preferences, DR_TYPE_PREFERENCES_WINDOW, "source_row");
  /* The refusal's toast repeats the text as typed, markup characters and all
   * (a toast's title is markup in libadwaita 1.2: unescaped, it would warn
   * and show nothing). */
  gtk_editable_set_text (GTK_EDITABLE (source_row), "not a <url> & more");
  g_signal_emit_by_name (source_row, "apply");
  dr_test_ui_wait_for_paint (GTK_WIDGET (preferences));
  source = g_settings_get_string (settings, "sync-source");
  g_assert_cmpstr (source, ==, "https://netrunnerdb.com/api/2.0/public/");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (source_row), "error"));
  g_clear_pointer (&source, g_free);
  gtk_editable_set_text (GTK_EDITABLE (source_row), "http://127.0.0.1:8080/api/2.0/public/");
  g_signal_emit_by_name (source_row, "apply");
  source = g_settings_get_string (settings, "sync-source");
  g_assert_cmpstr (source, ==, "http://127.0.0.1:8080/api/2.0/public/");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (source_row), "error"));

  /* “Last synced” reads the sync's key. */
  last_sync_row = dr_test_ui_template_child (preferences, DR_TYPE_PREFERENCES_WINDOW, "last_sync_row");
  never = g_strdup (adw_action_row_get_subtitle (last_sync_row));
  g_assert_cmpstr (never, ==, _("Never"));
  g_settings_set_string (settings, "last-sync", "2026-03-04T05:06:07Z");
  g_assert_cmpstr (adw_action_row_get_subtitle (last_sync_row), !=, never);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (last_sync_row), "26"));
  dr_test_ui_save_screenshot (GTK_WIDGET (preferences), "preferences");

  gtk_window_destroy (GTK_WINDOW (preferences));
  g_settings_reset (settings, "last-sync");
  g_settings_reset (settings, "card-text-size");
  g_settings_reset (settings, "sync-source");
}

static gboolean
about_mapped (gpointer data)
{
  *(AdwAboutWindow **) data = dr_test_ui_find_window (ADW_TYPE_ABOUT_WINDOW, TRUE);
  return *(AdwAboutWindow **) data != NULL;
}

static void
test_about_window (void)
{
  AdwAboutWindow *about = NULL;

  window ();
  g_action_group_activate_action (G_ACTION_GROUP (application), "about", NULL);
  g_assert_true (dr_test_ui_wait_until (about_mapped, &about));
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  gtk_window_destroy (GTK_WINDOW (about));
}

static gboolean
shortcuts_mapped (gpointer data)
{
  *(GtkWindow **) data = dr_test_ui_find_window (GTK_TYPE_SHORTCUTS_WINDOW, TRUE);
  return *(GtkWindow **) data != NULL;
}

/* The shortcuts window is built on demand, from the menu item's action. */
static void
test_shortcuts_window (void)
{
  GtkWindow *shortcuts = NULL;
  GtkWindow *window = GTK_WINDOW (dr_test_ui_active_window (application));
  /* GTK 4.8's shortcuts window measures some of its labels at -3 px with the
   * default theme and warns; GTK clamps the size and carries on. Warnings are
   * not fatal while it is shown. */
  GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_assert_false (shortcuts_mapped (&shortcuts));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_assert_true (dr_test_ui_wait_until (shortcuts_mapped, &shortcuts));
  g_assert_true (gtk_window_get_transient_for (shortcuts) == window);
  dr_test_ui_save_screenshot (GTK_WIDGET (shortcuts), "shortcuts");
  gtk_window_destroy (shortcuts);
  g_log_set_always_fatal (fatal);
}

static int
owned_by_title_length (const DrCard *card,
                       gpointer      user_data)
{
  (*(int *) user_data)++;
  return strlen (card->title) % 4;
}

/* The window plugs the collection's counts in here (test-collection-view
 * checks them); any function will do. */
static void
test_owned_hook (void)
{
  DrCardsView *view = cards_view ();
  DrCardDetail *detail = dr_test_ui_card_detail (view);
  int calls = 0;

  g_assert_true (dr_cards_view_get_owned_visible (view));
  dr_cards_view_set_owned_func (view, owned_by_title_length, &calls, NULL);
  g_assert_true (dr_cards_view_get_owned_visible (view));
  dr_cards_view_set_query (view, "Hedge Fund");
  dr_cards_view_select (view, 0);
  dr_test_ui_wait_for_paint (GTK_WIDGET (window ()));
  g_assert_cmpint (calls, >, 0);
  g_assert_true (gtk_widget_get_visible (dr_test_ui_card_page_child (detail, "owned_row")));
  dr_cards_view_set_owned_func (view, NULL, NULL, NULL);
  g_assert_false (dr_cards_view_get_owned_visible (view));
}

static gboolean
import_finished (gpointer data)
{
  return !dr_preferences_window_is_importing (data);
}

static gboolean
combo_has (AdwComboRow *row,
           const char  *name)
{
  GListModel *model = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (item), name))
        return TRUE;
    }
  return FALSE;
}

/* Preferences import NetrunnerDB restriction files (how Eternal points lists
 * come in without a sync) off the main thread; the windows then read the new
 * card data. A bad file imports nothing and says why. Runs last: it changes
 * the card data the other tests read. */
static void
test_preferences_import_ban_lists (void)
{
  g_autofree char *good = g_test_build_filename (G_TEST_DIST, "fixtures", "restrictions",
                                                 "eternal_points_list_26_01.json", NULL);
  g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "fixtures", "restrictions", "bad-points.json", NULL);
  const char *good_paths[] = { good, NULL };
  const char *bad_paths[] = { good, bad, NULL };
  DrApplication *app = DR_APPLICATION (application);
  DrCardStore *before;
  DrPreferencesWindow *preferences;
  AdwComboRow *ban_list_row;
  AdwMessageDialog *dialog;

  window ();
  before = dr_test_ui_card_store (app);
  g_action_group_activate_action (G_ACTION_GROUP (application), "preferences", NULL);
  g_assert_true (dr_test_ui_wait_until (preferences_mapped, NULL));
  preferences = find_preferences ();
  ban_list_row = dr_test_ui_template_child (preferences, DR_TYPE_PREFERENCES_WINDOW, "ban_list_row");
  g_assert_false (combo_has (ban_list_row, "Eternal Points List 26.01"));

  dr_preferences_window_import_ban_lists (preferences, bad_paths);
  g_assert_true (dr_preferences_window_is_importing (preferences));
  g_assert_true (dr_test_ui_wait_until (import_finished, preferences));
  g_assert_true (dr_test_ui_wait_until (dr_test_ui_message_dialog_shown, NULL));
  dialog = dr_test_ui_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, _("Ban Lists Not Imported"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "bad-points.json"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (dr_test_ui_card_store (app) == before);
  g_assert_false (combo_has (ban_list_row, "Eternal Points List 26.01"));

  dr_preferences_window_import_ban_lists (preferences, good_paths);
  g_assert_true (dr_test_ui_wait_until (import_finished, preferences));
  g_assert_null (dr_test_ui_message_dialog ());
  g_assert_true (combo_has (ban_list_row, "Eternal Points List 26.01"));
  /* Every window reads the card data again. */
  g_assert_true (dr_test_ui_card_store (app) != before);
  dr_test_ui_save_screenshot (GTK_WIDGET (preferences), "preferences-ban-lists-imported");
  gtk_window_destroy (GTK_WINDOW (preferences));
}

int
main (int   argc,
      char *argv[])
{
  const char *language = g_getenv ("LANGUAGE");

  right_to_left = language != NULL && g_str_has_prefix (language, "fa");
  data_dir = dr_test_ui_init (&argc, &argv);

  application = dr_test_ui_register_application ();

  g_test_add_func ("/window/shows-cards", test_window_shows_cards);
  g_test_add_func ("/window/direction", test_direction);
  g_test_add_func ("/window/query-updates-list", test_query_updates_list);
  g_test_add_func ("/window/typing-searches", test_typing_searches);
  g_test_add_func ("/window/search-runs-once", test_search_runs_once);
  g_test_add_func ("/window/bad-query-shows-error", test_bad_query_shows_error);
  g_test_add_func ("/window/quick-filters", test_quick_filters);
  g_test_add_func ("/window/column-titles-sort", test_column_titles_sort);
  g_test_add_func ("/window/search-keeps-rows", test_search_keeps_rows);
  g_test_add_func ("/window/keys-go-from-search-to-list", test_keys_go_from_search_to_list);
  g_test_add_func ("/window/shared-cells-drawn-once", test_shared_cells_drawn_once);
  g_test_add_func ("/window/cells-align-to-the-text-start", test_cells_align_to_the_text_start);
  g_test_add_func ("/window/start-icons-are-png", test_start_icons_are_png);
  g_test_add_func ("/window/views-built-when-first-shown", test_views_built_when_first_shown);
  g_test_add_func ("/window/main-menu-opens", test_main_menu_opens);
  g_test_add_func ("/window/views-switch-and-restore", test_views_switch_and_restore);
  g_test_add_func ("/window/selection-fills-detail", test_selection_fills_detail);
  g_test_add_func ("/window/hostile-text-is-escaped", test_hostile_text_is_escaped);
  g_test_add_func ("/window/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/window/cached-image-is-shown", test_cached_image_is_shown);
  g_test_add_func ("/window/narrow-window-folds-detail", test_narrow_window_folds_detail);
  g_test_add_func ("/window/narrow-window-shows-switcher-bar", test_narrow_window_shows_switcher_bar);
  g_test_add_func ("/window/preferences-write-settings", test_preferences_write_settings);
  g_test_add_func ("/window/about", test_about_window);
  g_test_add_func ("/window/owned-hook", test_owned_hook);
  g_test_add_func ("/window/preferences-import-ban-lists", test_preferences_import_ban_lists);
  return dr_test_ui_run (&application, &data_dir);
}
