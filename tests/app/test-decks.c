/* test-decks.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-application.h"
#include "dr-card-object.h"
#include "dr-deck-editor-private.h"
#include "dr-deck-export.h"
#include "dr-deck-import-dialog-private.h"
#include "dr-deck-print-private.h"
#include "dr-deck-stats-page-private.h"
#include "dr-deck-store.h"
#include "dr-decks-view-private.h"
#include "dr-test-helper.h"
#include "dr-test-ui.h"
#include "dr-test-ui-app.h"
#include "dr-window-private.h"

/* The Decks view and the deck editor of the real window under Xvfb, driven
 * in-process over the bundled card data and a user database in a temporary
 * directory. The tests run in order and share the deck they build. Run with
 * LANGUAGE=fa the screenshots get a -fa suffix. */

#define HB_ENGINEERING_THE_FUTURE "01054"
#define HEDGE_FUND "01110"
#define SURE_GAMBLE "01050"
#define KATE_MCCAFFREY "01033"
#define DIESEL "01034"

static gint64 deck_id;

static gboolean
widget_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static DrUserStore *
user_store (void)
{
  return dr_test_ui_user_store (application);
}

static const DrLegalityProblem *
find_problem (DrLegalityProblemKind kind)
{
  const DrLegalityReport *report = dr_deck_editor_get_report (editor ());

  g_assert_nonnull (report);
  for (guint i = 0; i < report->problems->len; i++)
    {
      const DrLegalityProblem *problem = g_ptr_array_index (report->problems, i);

      if (problem->kind == kind)
        return problem;
    }
  return NULL;
}

/* The problems the banner lists, one label each, in the report's order. */
static guint
banner_problem_count (void)
{
  GtkWidget *box = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "problems_box");
  guint count = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count++;
  return count;
}

static gboolean
banner_shows (const char *message)
{
  GtkWidget *box = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "problems_box");

  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (gtk_label_get_text (GTK_LABEL (child)), message))
      return TRUE;
  return FALSE;
}

static int
hedge_funds (void)
{
  return dr_deck_get_quantity (dr_deck_editor_get_deck (editor ()), HEDGE_FUND);
}

static void
press_key_on (GtkWidget *widget,
              guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  g_assert_true (handled);
}

static gboolean
drop_on (GtkWidget  *widget,
         const char *code)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, code);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        {
          g_signal_emit_by_name (controller, "drop", &value, 10.0, 10.0, &accepted);
          return accepted;
        }
    }
  g_assert_not_reached ();
}

/* The shortcut the editor binds to @keyval with @modifiers names @action. */
static gboolean
has_binding (GtkWidget       *widget,
             guint            keyval,
             GdkModifierType  modifiers,
             const char      *action)
{
  g_autoptr(GtkShortcut) shortcut = dr_test_ui_find_shortcut (widget, keyval, modifiers);
  GtkShortcutAction *shortcut_action = shortcut != NULL ? gtk_shortcut_get_action (shortcut) : NULL;

  return GTK_IS_NAMED_ACTION (shortcut_action)
         && g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (shortcut_action)),
                         action);
}

static void
test_empty_list (void)
{
  DrDecksView *view = decks_view ();

  g_assert_cmpuint (dr_decks_view_get_n_decks (view), ==, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (dr_test_ui_template_child (view, DR_TYPE_DECKS_VIEW, "list_stack")),
                   ==, "empty");
  g_assert_false (dr_decks_view_is_editing (view));
}

static void
test_new_deck_and_identity (void)
{
  DrDecksView *view = decks_view ();
  GListModel *identities;
  GtkListBox *identity_list;
  GtkListBoxRow *row = NULL;
  const DrLegalityProblem *problem;
  GtkEditableLabel *name;
  GtkEditable *identity_search;

  gtk_widget_activate_action (GTK_WIDGET (view), "decks.new", "s", "corp");
  g_assert_true (dr_decks_view_is_editing (view));
  g_assert_cmpstr (dr_deck_editor_get_deck (editor ())->side, ==, "corp");
  /* A new deck is checked at once: it has no identity yet. */
  g_assert_nonnull (find_problem (DR_LEGALITY_PROBLEM_IDENTITY));
  /* The name is edited in place; an empty one is refused. */
  name = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "name_label");
  gtk_editable_label_start_editing (name);
  gtk_editable_set_text (GTK_EDITABLE (name), "  ");
  gtk_editable_label_stop_editing (name, TRUE);
  g_assert_cmpstr (dr_deck_editor_get_deck (editor ())->name, ==, _("New Corp Deck"));
  gtk_editable_label_start_editing (name);
  gtk_editable_set_text (GTK_EDITABLE (name), "Fast Advance ");
  gtk_editable_label_stop_editing (name, TRUE);
  g_assert_cmpstr (dr_deck_editor_get_deck (editor ())->name, ==, "Fast Advance");
  gtk_widget_activate_action (GTK_WIDGET (editor ()), "editor.undo", NULL);
  g_assert_cmpstr (dr_deck_editor_get_deck (editor ())->name, ==, _("New Corp Deck"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, _("New Corp Deck"));
  g_assert_true (gtk_revealer_get_reveal_child (dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "banner_revealer")));

  /* A new deck opens the picker, which lists Corp identities only; choosing
   * a row sets the identity and closes it. */
  g_assert_true (dr_test_ui_wait_until (widget_is_mapped, dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR,
                                                               "identity_popover")));
  dr_test_ui_save_screenshot (dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "identity_popover"), "identity-picker");
  identities = dr_deck_editor_get_identities (editor ());
  g_assert_cmpuint (g_list_model_get_n_items (identities), >, 3);
  /* Its search field narrows the list by title. */
  identity_search = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "identity_search");
  gtk_editable_set_text (identity_search, "jinteki");
  g_signal_emit_by_name (identity_search, "search-changed");
  g_assert_cmpuint (g_list_model_get_n_items (identities), ==, 1);
  gtk_editable_set_text (identity_search, "");
  g_signal_emit_by_name (identity_search, "search-changed");
  g_assert_cmpuint (g_list_model_get_n_items (identities), >, 3);
  identity_list = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "identity_list");
  for (guint i = 0; i < g_list_model_get_n_items (identities); i++)
    {
      g_autoptr(DrCardObject) object = g_list_model_get_item (identities, i);

      g_assert_cmpstr (dr_card_object_get_card (object)->side_code, ==, "corp");
      if (g_str_equal (dr_card_object_get_card (object)->code, HB_ENGINEERING_THE_FUTURE))
        row = gtk_list_box_get_row_at_index (identity_list, i);
    }
  g_assert_nonnull (row);
  g_signal_emit_by_name (identity_list, "row-activated", row);
  g_assert_cmpstr (dr_deck_editor_get_deck (editor ())->identity, ==, HB_ENGINEERING_THE_FUTURE);
  g_assert_false (gtk_widget_get_visible (dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "identity_popover")));
  g_assert_null (find_problem (DR_LEGALITY_PROBLEM_IDENTITY));

  /* An empty deck: the banner lists the minimum size with its numbers. */
  problem = find_problem (DR_LEGALITY_PROBLEM_MIN_SIZE);
  g_assert_nonnull (problem);
  g_assert_cmpint (problem->value, ==, 0);
  g_assert_cmpint (problem->min, ==, 45);
  g_assert_true (banner_shows (problem->message));
  g_assert_cmpuint (banner_problem_count (), ==, dr_deck_editor_get_report (editor ())->problems->len);
}

static void
test_add_cards (void)
{
  DrDeckEditor *deck_editor = editor ();
  GListModel *results;
  GtkWidget *results_view = dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR, "results_view");
  GtkListBox *deck_list = dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR, "deck_list");
  const DrLegalityProblem *problem;

  /* Only cards of the deck's side, never an identity, come up. */
  dr_deck_editor_set_query (deck_editor, "");
  results = dr_deck_editor_get_results (deck_editor);
  g_assert_cmpuint (g_list_model_get_n_items (results), >, 20);
  for (guint i = 0; i < g_list_model_get_n_items (results); i++)
    {
      g_autoptr(DrCardObject) object = g_list_model_get_item (results, i);

      g_assert_cmpstr (dr_card_object_get_card (object)->side_code, ==, "corp");
      g_assert_cmpstr (dr_card_object_get_card (object)->type_code, !=, "identity");
    }

  dr_deck_editor_set_query (deck_editor, "Hedge Fund");
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 1);
  /* Enter on a result adds one copy, `+` another, the row's button a third. */
  g_signal_emit_by_name (results_view, "activate", 0);
  g_assert_cmpint (hedge_funds (), ==, 1);
  dr_deck_editor_select_result (deck_editor, 0);
  press_key_on (results_view, GDK_KEY_plus);
  g_assert_cmpint (hedge_funds (), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.add-card", "s", HEDGE_FUND);
  g_assert_cmpint (hedge_funds (), ==, 3);

  /* The deck list groups by type: a header and the card's row. */
  g_assert_nonnull (gtk_list_box_get_row_at_index (deck_list, 1));
  g_assert_null (gtk_list_box_get_row_at_index (deck_list, 2));
  problem = find_problem (DR_LEGALITY_PROBLEM_MIN_SIZE);
  g_assert_nonnull (problem);
  g_assert_cmpint (problem->value, ==, 3);
  g_assert_null (find_problem (DR_LEGALITY_PROBLEM_COPIES));

  /* A fourth copy, with `+` on the deck's row: over the limit. */
  gtk_list_box_select_row (deck_list, gtk_list_box_get_row_at_index (deck_list, 1));
  press_key_on (GTK_WIDGET (deck_list), GDK_KEY_plus);
  g_assert_cmpint (hedge_funds (), ==, 4);
  problem = find_problem (DR_LEGALITY_PROBLEM_COPIES);
  g_assert_nonnull (problem);
  g_assert_cmpint (problem->value, ==, 4);
  g_assert_cmpint (problem->max, ==, 3);
  g_assert_true (banner_shows (problem->message));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "deck-editor");

  /* A card dropped on the deck adds a copy; one of the other side is refused. */
  g_assert_true (drop_on (GTK_WIDGET (deck_list), HEDGE_FUND));
  g_assert_cmpint (hedge_funds (), ==, 5);
  g_assert_false (drop_on (GTK_WIDGET (deck_list), SURE_GAMBLE));
  g_assert_cmpint (dr_deck_get_quantity (dr_deck_editor_get_deck (deck_editor), SURE_GAMBLE), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.undo", NULL);
  g_assert_cmpint (hedge_funds (), ==, 4);
}

static void
test_undo_redo (void)
{
  DrDeckEditor *deck_editor = editor ();
  GtkListBox *deck_list;

  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.undo", NULL);
  g_assert_cmpint (hedge_funds (), ==, 3);
  g_assert_null (find_problem (DR_LEGALITY_PROBLEM_COPIES));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.redo", NULL);
  g_assert_cmpint (hedge_funds (), ==, 4);
  g_assert_nonnull (find_problem (DR_LEGALITY_PROBLEM_COPIES));
  /* Undo goes back past the first card to the identity, and redo returns. */
  for (int i = 0; i < 5; i++)
    gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.undo", NULL);
  g_assert_cmpint (hedge_funds (), ==, 0);
  g_assert_null (dr_deck_editor_get_deck (deck_editor)->identity);
  for (int i = 0; i < 5; i++)
    gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.redo", NULL);
  g_assert_cmpint (hedge_funds (), ==, 4);
  /* `-` on the selected deck row takes one away; a new change drops the redo. */
  deck_list = dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR, "deck_list");
  gtk_list_box_select_row (deck_list, gtk_list_box_get_row_at_index (deck_list, 1));
  press_key_on (GTK_WIDGET (deck_list), GDK_KEY_minus);
  g_assert_cmpint (hedge_funds (), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.redo", NULL);
  g_assert_cmpint (hedge_funds (), ==, 3);
}

/* An edit made through the editor's session, as another part of the app may
 * make one, shows in the editor at once: cards, banner and summary. */
static void
test_session_edits_show (void)
{
  DrDeckEditor *deck_editor = editor ();
  DrDeckSession *session = dr_deck_editor_get_session (deck_editor);
  GtkLabel *summary = dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR, "summary_label");
  const DrLegalityProblem *problem;
  g_autofree char *count = NULL;
  int size;

  g_assert_nonnull (session);
  g_assert_true (dr_deck_session_get_deck (session) == dr_deck_editor_get_deck (deck_editor));
  g_assert_true (dr_deck_session_add (session, HEDGE_FUND, 1));
  g_assert_cmpint (hedge_funds (), ==, 4);
  problem = find_problem (DR_LEGALITY_PROBLEM_COPIES);
  g_assert_nonnull (problem);
  g_assert_true (banner_shows (problem->message));
  size = dr_deck_count_cards (dr_deck_editor_get_deck (deck_editor));
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card", "%d cards", size), size);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (summary), count));
  g_assert_true (dr_deck_session_undo (session));
  g_assert_cmpint (hedge_funds (), ==, 3);
  g_assert_null (find_problem (DR_LEGALITY_PROBLEM_COPIES));
}

/* The format selector re-checks at once; notes and tags are kept on the deck
 * and stay through an undo of a card. */
static void
test_format_notes_tags (void)
{
  DrDeckEditor *deck_editor = editor ();
  GtkDropDown *format = dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR, "format_dropdown");
  GtkTextBuffer *notes = gtk_text_view_get_buffer (dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR,
                                                                   "notes_view"));
  GtkEditable *tags = dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR, "tags_entry");
  const DrDeck *deck;

  g_assert_cmpstr (dr_deck_editor_get_report (deck_editor)->format, ==, "standard");
  gtk_drop_down_set_selected (format, 3);   /* Casual */
  deck = dr_deck_editor_get_deck (deck_editor);
  g_assert_cmpstr (deck->format, ==, "casual");
  g_assert_cmpstr (dr_deck_editor_get_report (deck_editor)->format, ==, "casual");
  /* Casual has no card pool: only the construction rules are left. */
  g_assert_null (find_problem (DR_LEGALITY_PROBLEM_CARD_POOL));
  g_assert_nonnull (find_problem (DR_LEGALITY_PROBLEM_MIN_SIZE));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.undo", NULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (format), ==, 0);
  g_assert_cmpstr (dr_deck_editor_get_report (deck_editor)->format, ==, "standard");

  gtk_text_buffer_set_text (notes, "Fast advance", -1);
  gtk_editable_set_text (tags, "glacier, hb ,, glacier");
  deck = dr_deck_editor_get_deck (deck_editor);
  g_assert_cmpstr (deck->notes, ==, "Fast advance");
  g_assert_cmpuint (deck->tags->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (deck->tags, 1), ==, "hb");
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.add-card", "s", HEDGE_FUND);
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.undo", NULL);
  deck = dr_deck_editor_get_deck (deck_editor);
  g_assert_cmpstr (deck->notes, ==, "Fast advance");
  g_assert_true (dr_deck_has_tag (deck, "glacier"));
}

static void
test_save_and_versions (void)
{
  DrDeckEditor *deck_editor = editor ();
  g_autoptr(GPtrArray) versions = NULL;
  g_autoptr(DrDeck) stored = NULL;
  GtkWidget *popover;
  GtkListBox *versions_list;

  g_assert_true (dr_deck_editor_is_modified (deck_editor));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.save", NULL);
  deck_id = dr_deck_editor_get_deck (deck_editor)->id;
  g_assert_cmpint (deck_id, >, 0);
  g_assert_false (dr_deck_editor_is_modified (deck_editor));
  versions = dr_deck_store_list_versions (user_store (), deck_id, NULL);
  g_assert_cmpuint (versions->len, ==, 1);
  stored = dr_deck_store_load (user_store (), deck_id, NULL);
  g_assert_cmpint (dr_deck_get_quantity (stored, HEDGE_FUND), ==, 3);

  /* A second save after a change makes a second version; restoring the first
   * brings its cards back. */
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.remove-card", "s", HEDGE_FUND);
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.save", NULL);
  g_clear_pointer (&versions, g_ptr_array_unref);
  versions = dr_deck_store_list_versions (user_store (), deck_id, NULL);
  g_assert_cmpuint (versions->len, ==, 2);
  /* The popover lists both versions, newest first, with what changed since. */
  popover = dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR, "versions_popover");
  gtk_menu_button_popup (dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR, "versions_button"));
  g_assert_true (dr_test_ui_wait_until (widget_is_mapped, popover));
  versions_list = dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR, "versions_list");
  g_assert_nonnull (gtk_list_box_get_row_at_index (versions_list, 1));
  g_assert_null (gtk_list_box_get_row_at_index (versions_list, 2));
  dr_test_ui_save_screenshot (popover, "deck-versions");
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.restore-version", "i", 1);
  g_assert_cmpint (hedge_funds (), ==, 3);
  g_assert_false (dr_deck_editor_is_modified (deck_editor));

  /* Leaving the editor saves what changed and lists the deck. */
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.add-card", "s", HEDGE_FUND);
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.close", NULL);
  g_assert_false (dr_decks_view_is_editing (decks_view ()));
  g_clear_pointer (&stored, dr_deck_free);
  stored = dr_deck_store_load (user_store (), deck_id, NULL);
  g_assert_cmpint (dr_deck_get_quantity (stored, HEDGE_FUND), ==, 4);
  g_assert_cmpuint (dr_decks_view_get_n_decks (decks_view ()), ==, 1);
}

static void
test_shortcuts (void)
{
  GtkWidget *deck_editor = GTK_WIDGET (editor ());

  g_assert_true (has_binding (deck_editor, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo"));
  g_assert_true (has_binding (deck_editor, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo"));
  g_assert_true (has_binding (deck_editor, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save"));
}

static gboolean
list_shows (GtkListBox *list,
            const char *title)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_PREFERENCES_ROW (row)
        && g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title))
      return TRUE;
  return FALSE;
}

/* Activating a row opens its deck; the rename dialog renames it. */
static void
test_open_and_rename (void)
{
  DrDecksView *view = decks_view ();
  GtkListBox *deck_list = dr_test_ui_template_child (view, DR_TYPE_DECKS_VIEW, "deck_list");
  AdwMessageDialog *dialog;
  g_autoptr(DrDeck) stored = NULL;

  g_assert_false (dr_decks_view_is_editing (view));
  g_signal_emit_by_name (deck_list, "row-activated", gtk_list_box_get_row_at_index (deck_list, 0));
  g_assert_true (dr_decks_view_is_editing (view));
  g_assert_cmpint (dr_deck_editor_get_deck (editor ())->id, ==, deck_id);
  g_assert_false (dr_deck_editor_is_modified (editor ()));
  gtk_widget_activate_action (GTK_WIDGET (editor ()), "editor.close", NULL);
  g_assert_false (dr_decks_view_is_editing (view));

  gtk_widget_activate_action (GTK_WIDGET (view), "decks.rename", "x", deck_id);
  dialog = dr_test_ui_message_dialog ();
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "Glacier HB");
  g_signal_emit_by_name (dialog, "response", "rename");
  /* A response emitted by hand leaves closing to the buttons. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  stored = dr_deck_store_load (user_store (), deck_id, NULL);
  g_assert_cmpstr (stored->name, ==, "Glacier HB");
  g_assert_true (list_shows (deck_list, "Glacier HB"));
}

/* A Runner deck offers Runner identities and cards; left empty, it is not kept. */
static void
test_empty_runner_deck_is_not_kept (void)
{
  DrDecksView *view = decks_view ();
  guint before = dr_decks_view_get_n_decks (view);
  GListModel *identities, *results;
  GtkWidget *popover = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "identity_popover");

  gtk_widget_activate_action (GTK_WIDGET (view), "decks.new", "s", "runner");
  g_assert_true (dr_test_ui_wait_until (widget_is_mapped, popover));
  gtk_popover_popdown (GTK_POPOVER (popover));
  identities = dr_deck_editor_get_identities (editor ());
  g_assert_cmpuint (g_list_model_get_n_items (identities), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (identities); i++)
    {
      g_autoptr(DrCardObject) object = g_list_model_get_item (identities, i);

      g_assert_cmpstr (dr_card_object_get_card (object)->side_code, ==, "runner");
    }
  dr_deck_editor_set_query (editor (), "Sure Gamble");
  results = dr_deck_editor_get_results (editor ());
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 1);
  dr_deck_editor_set_query (editor (), "Hedge Fund");
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 0);

  gtk_widget_activate_action (GTK_WIDGET (editor ()), "editor.close", NULL);
  g_assert_false (dr_decks_view_is_editing (view));
  g_assert_cmpuint (dr_decks_view_get_n_decks (view), ==, before);
}

static void
test_duplicate_delete_undo (void)
{
  DrDecksView *view = decks_view ();
  GtkEditable *search = dr_test_ui_template_child (view, DR_TYPE_DECKS_VIEW, "search_entry");
  g_autoptr(GPtrArray) all = NULL;
  AdwToast *toast;

  gtk_widget_activate_action (GTK_WIDGET (view), "decks.duplicate", "x", deck_id);
  g_assert_cmpuint (dr_decks_view_get_n_decks (view), ==, 2);
  g_assert_true (dr_deck_store_rename (user_store (), deck_id, "Glacier", NULL));
  all = dr_deck_store_list (user_store (), NULL, NULL);
  g_assert_cmpuint (all->len, ==, 2);
  for (guint i = 0; i < all->len; i++)
    {
      const DrDeckSummary *summary = g_ptr_array_index (all, i);

      if (summary->id != deck_id)
        g_assert_true (dr_deck_store_rename (user_store (), summary->id, "Rush", NULL));
    }
  dr_decks_view_refresh (view);

  /* The search narrows the list by name, and finds tags too. */
  gtk_editable_set_text (search, "rush");
  dr_decks_view_refresh (view);
  g_assert_cmpuint (dr_decks_view_get_n_decks (view), ==, 1);
  gtk_editable_set_text (search, "glacier");
  dr_decks_view_refresh (view);
  g_assert_cmpuint (dr_decks_view_get_n_decks (view), ==, 2);
  gtk_editable_set_text (search, "nothing like it");
  dr_decks_view_refresh (view);
  g_assert_cmpuint (dr_decks_view_get_n_decks (view), ==, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (dr_test_ui_template_child (view, DR_TYPE_DECKS_VIEW, "list_stack")),
                   ==, "no-match");
  gtk_editable_set_text (search, "");
  dr_decks_view_refresh (view);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "decks-view");

  gtk_widget_activate_action (GTK_WIDGET (view), "decks.delete", "x", deck_id);
  g_assert_cmpuint (dr_decks_view_get_n_decks (view), ==, 1);
  toast = dr_decks_view_get_last_toast (view);
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, _("Deck deleted"));
  g_assert_cmpstr (adw_toast_get_action_name (toast), ==, "decks.undelete");
  gtk_widget_activate_action_variant (GTK_WIDGET (view), adw_toast_get_action_name (toast),
                                      adw_toast_get_action_target_value (toast));
  g_assert_cmpuint (dr_decks_view_get_n_decks (view), ==, 2);
}

/* The row menu marks a deck built, and takes the mark off again. */
static void
test_mark_built (void)
{
  DrDecksView *view = decks_view ();
  g_autoptr(GPtrArray) built = NULL;

  g_assert_false (dr_deck_store_is_built (user_store (), deck_id));
  gtk_widget_activate_action (GTK_WIDGET (view), "decks.toggle-built", "x", deck_id);
  g_assert_true (dr_deck_store_is_built (user_store (), deck_id));
  built = dr_deck_store_list_built (user_store (), NULL);
  g_assert_cmpuint (built->len, ==, 1);
  g_assert_cmpint (((DrDeck *) built->pdata[0])->id, ==, deck_id);
  gtk_widget_activate_action (GTK_WIDGET (view), "decks.toggle-built", "x", deck_id);
  g_assert_false (dr_deck_store_is_built (user_store (), deck_id));
}

static DrDeckImportDialog *
find_import_dialog (void)
{
  return dr_test_ui_find_window (DR_TYPE_DECK_IMPORT_DIALOG, FALSE);
}

static gboolean
import_ready (gpointer data)
{
  return dr_deck_import_dialog_can_import (data);
}

/* Pastes @list into the import dialog the action opened and imports it. */
static void
import_list (const char *list)
{
  DrDeckImportDialog *dialog = find_import_dialog ();

  g_assert_nonnull (dialog);
  dr_deck_import_dialog_set_text (dialog, list);
  g_assert_true (dr_test_ui_wait_until (import_ready, dialog));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "import.import", NULL));
  g_assert_null (find_import_dialog ());
}

static gint64 imported_id;

/* "Import Deck…" in the list makes a new saved deck and opens it. */
static void
test_import_new_deck (void)
{
  DrDecksView *view = decks_view ();
  guint before = dr_decks_view_get_n_decks (view);
  g_autoptr(DrDeck) stored = NULL;

  g_assert_false (dr_decks_view_is_editing (view));
  gtk_widget_activate_action (GTK_WIDGET (view), "decks.import", NULL);
  import_list ("Mac Imported\n"
               "Kate \"Mac\" McCaffrey: Digital Tinker (Core Set)\n"
               "3x Sure Gamble (Core Set)\n");
  g_assert_true (dr_decks_view_is_editing (view));
  imported_id = dr_deck_editor_get_deck (editor ())->id;
  g_assert_cmpint (imported_id, >, 0);
  g_assert_cmpstr (dr_deck_editor_get_deck (editor ())->side, ==, "runner");
  stored = dr_deck_store_load (user_store (), imported_id, NULL);
  g_assert_nonnull (stored);
  g_assert_cmpstr (stored->name, ==, "Mac Imported");
  g_assert_cmpstr (stored->identity, ==, KATE_MCCAFFREY);
  g_assert_cmpint (dr_deck_get_quantity (stored, SURE_GAMBLE), ==, 3);
  g_assert_cmpint (dr_deck_count_cards (stored), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (editor ()), "editor.close", NULL);
  g_assert_cmpuint (dr_decks_view_get_n_decks (view), ==, before + 1);
}

/* editor.import replaces the cards and the identity in one undoable change. */
static void
test_import_into_editor (void)
{
  DrDeckEditor *deck_editor;
  const DrDeck *deck;

  gtk_widget_activate_action (GTK_WIDGET (decks_view ()), "decks.open", "x", imported_id);
  deck_editor = editor ();
  g_assert_true (has_binding (GTK_WIDGET (deck_editor), GDK_KEY_i, GDK_CONTROL_MASK, "editor.import"));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.import", NULL);
  import_list ("Kate \"Mac\" McCaffrey: Digital Tinker (Core Set)\n"
               "2x Diesel (Core Set)\n");
  deck = dr_deck_editor_get_deck (deck_editor);
  g_assert_cmpint (deck->id, ==, imported_id);
  g_assert_cmpstr (deck->name, ==, "Mac Imported");
  g_assert_cmpint (dr_deck_get_quantity (deck, DIESEL), ==, 2);
  g_assert_cmpint (dr_deck_get_quantity (deck, SURE_GAMBLE), ==, 0);
  g_assert_true (dr_deck_editor_is_modified (deck_editor));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.undo", NULL);
  deck = dr_deck_editor_get_deck (deck_editor);
  g_assert_cmpint (dr_deck_get_quantity (deck, SURE_GAMBLE), ==, 3);
  g_assert_cmpint (dr_deck_get_quantity (deck, DIESEL), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.redo", NULL);
  g_assert_cmpint (dr_deck_get_quantity (dr_deck_editor_get_deck (deck_editor), DIESEL), ==, 2);
}

static void
test_export (void)
{
  DrDeckEditor *deck_editor = editor ();
  const DrCardIndex *index = dr_deck_editor_get_card_index (deck_editor, NULL);
  g_autofree char *copied = NULL;
  g_autofree char *expected = NULL;
  AdwMessageDialog *dialog;
  guint format;

  g_assert_nonnull (index);
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.export", NULL);
  dialog = dr_test_ui_message_dialog ();
  g_assert_nonnull (dialog);
  format = gtk_drop_down_get_selected (GTK_DROP_DOWN (adw_message_dialog_get_extra_child (dialog)));
  expected = dr_deck_export_text (index, dr_deck_editor_get_deck (deck_editor), format, NULL);
  g_assert_nonnull (expected);
  g_assert_nonnull (strstr (expected, "Diesel"));
  adw_message_dialog_response (dialog, "copy");
  copied = dr_test_ui_read_clipboard ();
  g_assert_cmpstr (copied, ==, expected);
  /* A response emitted by hand leaves closing to the buttons. */
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The printing the actions start, run to a PDF instead of the print dialog. */
static void
test_print (void)
{
  DrDeckEditor *deck_editor = editor ();
  const DrCardIndex *index = dr_deck_editor_get_card_index (deck_editor, NULL);
  g_autofree char *path = g_build_filename (data_dir, "decklist.pdf", NULL);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (deck_editor)));
  operation = dr_deck_print_operation_new (dr_test_ui_card_store (application), index,
                                           dr_deck_editor_get_deck (deck_editor), DR_DECK_PRINT_LIST);
  gtk_print_operation_set_export_filename (operation, path);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

static DrDeckStatsPage *
stats_page (void)
{
  GtkWidget *box = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "stats_box");
  GtkWidget *page = gtk_widget_get_first_child (box);

  g_assert_true (DR_IS_DECK_STATS_PAGE (page));
  return DR_DECK_STATS_PAGE (page);
}

/* editor.stats shows the statistics tab, which follows the deck. */
static void
test_stats (void)
{
  DrDeckEditor *deck_editor = editor ();
  GtkStack *stack = dr_test_ui_template_child (deck_editor, DR_TYPE_DECK_EDITOR, "deck_stack");

  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.stats", NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "stats");
  g_assert_cmpint (dr_deck_stats_page_get_stats (stats_page ())->n_cards, ==, 2);
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "deck-editor-stats");
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.add-card", "s", SURE_GAMBLE);
  g_assert_cmpint (dr_deck_stats_page_get_stats (stats_page ())->n_cards, ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.undo", NULL);
  g_assert_cmpint (dr_deck_stats_page_get_stats (stats_page ())->n_cards, ==, 2);
  gtk_stack_set_visible_child_name (stack, "cards");
}

static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The badge of the one search result on screen, made and bound by the list. */
static GtkLabel *
result_copies_badge (void)
{
  GtkWidget *results_view = dr_test_ui_template_child (editor (), DR_TYPE_DECK_EDITOR, "results_view");

  dr_test_ui_wait_for_paint (results_view);
  g_assert_cmpuint (g_list_model_get_n_items (dr_deck_editor_get_results (editor ())), ==, 1);
  return GTK_LABEL (find_named (results_view, "copies-in-deck"));
}

static gboolean
result_shows_copies (int copies,
                     int allowed)
{
  GtkLabel *badge = result_copies_badge ();
  g_autofree char *expected = g_strdup_printf (_("%d/%d"), copies, allowed);

  g_assert_nonnull (badge);
  return gtk_widget_get_visible (GTK_WIDGET (badge)) && g_str_equal (gtk_label_get_text (badge), expected);
}

/* A search result shows the copies of its title the deck holds, and the
 * limit, following every change; over the limit it turns to an error. */
static void
test_result_copies (void)
{
  DrDeckEditor *deck_editor = editor ();
  GtkLabel *badge;

  dr_deck_editor_set_query (deck_editor, "Diesel");
  g_assert_true (result_shows_copies (2, 3));
  dr_deck_editor_set_query (deck_editor, "Sure Gamble");
  badge = result_copies_badge ();
  g_assert_nonnull (badge);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (badge)));

  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.add-card", "s", SURE_GAMBLE);
  g_assert_true (result_shows_copies (1, 3));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.add-card", "s", SURE_GAMBLE);
  g_assert_true (result_shows_copies (2, 3));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "deck-editor-result-copies");
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.remove-card", "s", SURE_GAMBLE);
  g_assert_true (result_shows_copies (1, 3));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (result_copies_badge ()), "error"));

  for (int i = 0; i < 3; i++)
    gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.add-card", "s", SURE_GAMBLE);
  g_assert_true (result_shows_copies (4, 3));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (result_copies_badge ()), "error"));

  /* Undo is a change like any other. */
  for (int i = 0; i < 3; i++)
    gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.undo", NULL);
  g_assert_true (result_shows_copies (1, 3));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.remove-card", "s", SURE_GAMBLE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (result_copies_badge ())));
  g_assert_cmpint (dr_deck_get_quantity (dr_deck_editor_get_deck (deck_editor), SURE_GAMBLE), ==, 0);
}

/* editor.missing lists what the collection lacks, and nothing once it has it. */
static void
test_missing (void)
{
  DrDeckEditor *deck_editor = editor ();
  DrCollection *collection = dr_window_get_collection (window ());
  g_autofree char *core = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *missing, *buy_next;

  g_assert_nonnull (collection);
  core = dr_collection_find_pack (collection, "Core Set");
  g_assert_nonnull (core);
  g_assert_true (dr_collection_set_product_count (collection, core, 0, NULL));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.missing", NULL);
  dialog = dr_test_ui_message_dialog ();
  g_assert_nonnull (dialog);
  missing = find_named (GTK_WIDGET (dialog), "missing-cards");
  g_assert_nonnull (missing);
  g_assert_true (list_shows (GTK_LIST_BOX (missing), "Diesel"));
  buy_next = find_named (GTK_WIDGET (dialog), "buy-next");
  g_assert_nonnull (buy_next);
  g_assert_true (list_shows (GTK_LIST_BOX (buy_next), "Core Set"));
  dr_test_ui_save_screenshot (GTK_WIDGET (dialog), "deck-missing");
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_true (dr_collection_set_product_count (collection, core, 1, NULL));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.missing", NULL);
  dialog = dr_test_ui_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_null (find_named (GTK_WIDGET (dialog), "missing-cards"));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, _("The collection has every card of this deck."));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_widget_activate_action (GTK_WIDGET (deck_editor), "editor.close", NULL);
}

/* Closing the window saves the deck being edited. */
static void
test_closing_window_saves (void)
{
  DrDecksView *view = decks_view ();
  g_autoptr(DrDeck) stored = NULL;

  gtk_widget_activate_action (GTK_WIDGET (view), "decks.open", "x", deck_id);
  gtk_widget_activate_action (GTK_WIDGET (editor ()), "editor.remove-card", "s", HEDGE_FUND);
  g_assert_true (dr_deck_editor_is_modified (editor ()));
  gtk_window_close (GTK_WINDOW (window ()));
  stored = dr_deck_store_load (user_store (), deck_id, NULL);
  g_assert_cmpint (dr_deck_get_quantity (stored, HEDGE_FUND), ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  data_dir = dr_test_ui_init (&argc, &argv);

  application = dr_test_ui_register_application ();

  g_test_add_func ("/decks/empty-list", test_empty_list);
  g_test_add_func ("/decks/new-deck-and-identity", test_new_deck_and_identity);
  g_test_add_func ("/decks/add-cards", test_add_cards);
  g_test_add_func ("/decks/undo-redo", test_undo_redo);
  g_test_add_func ("/decks/session-edits-show", test_session_edits_show);
  g_test_add_func ("/decks/format-notes-tags", test_format_notes_tags);
  g_test_add_func ("/decks/save-and-versions", test_save_and_versions);
  g_test_add_func ("/decks/shortcuts", test_shortcuts);
  g_test_add_func ("/decks/open-and-rename", test_open_and_rename);
  g_test_add_func ("/decks/empty-runner-deck-is-not-kept", test_empty_runner_deck_is_not_kept);
  g_test_add_func ("/decks/duplicate-delete-undo", test_duplicate_delete_undo);
  g_test_add_func ("/decks/mark-built", test_mark_built);
  g_test_add_func ("/decks/import-new-deck", test_import_new_deck);
  g_test_add_func ("/decks/import-into-editor", test_import_into_editor);
  g_test_add_func ("/decks/export", test_export);
  g_test_add_func ("/decks/print", test_print);
  g_test_add_func ("/decks/stats", test_stats);
  g_test_add_func ("/decks/result-copies", test_result_copies);
  g_test_add_func ("/decks/missing", test_missing);
  g_test_add_func ("/decks/closing-window-saves", test_closing_window_saves);
  return dr_test_ui_run (&application, &data_dir);
}
