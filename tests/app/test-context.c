/* test-context.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "dr-application-private.h"
#include "dr-card-search.h"
#include "dr-cards-view-private.h"
#include "dr-collection-view-private.h"
#include "dr-deck-editor-private.h"
#include "dr-decks-view-private.h"
#include "dr-format.h"
#include "dr-legality-cache-private.h"
#include "dr-preferences-window.h"
#include "dr-sync-bar-private.h"
#include "dr-test-helper.h"
#include "dr-test-http-server.h"
#include "dr-test-ui.h"
#include "dr-window-private.h"

/* The application's DrContext in the real application under Xvfb, with two
 * windows on it: a sync from a server on 127.0.0.1 (tests/fixtures/sync)
 * swaps the card data once, and every open view follows it through
 * notify::card-data; what the Preferences window changes reaches the views
 * of both windows. */

static DrApplication *application;
static DrTestHttpServer *server;
static char *data_dir;
static const char *served_dir;

typedef struct
{
  guint    n_swaps;
  gboolean done;
  gboolean succeeded;
} SyncWatch;

static DrContext *
context (void)
{
  return dr_application_get_context (application);
}

static guint
count_cards (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cards = NULL;

  cards = dr_card_store_search (dr_context_get_card_store (context ()), "", &error);

  g_assert_no_error (error);
  return cards->len;
}

/* A second window on the same context, shown. */
static DrWindow *
second_window (void)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (application));

  for (GList *l = windows; l != NULL; l = l->next)
    if (DR_IS_WINDOW (l->data) && l->data != dr_test_ui_active_window (application))
      return l->data;
  return NULL;
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static DrWindow *
ensure_second_window (void)
{
  DrWindow *first = dr_test_ui_active_window (application);
  DrWindow *second = second_window ();

  if (second != NULL)
    return second;
  second = dr_window_new (ADW_APPLICATION (application), context ());
  g_assert_true (dr_window_get_context (second) == dr_window_get_context (first));
  gtk_window_present (GTK_WINDOW (second));
  g_assert_true (dr_test_ui_wait_until (is_mapped, second));
  return second;
}

static void
on_card_data_cb (DrContext  *ctx,
                 GParamSpec *pspec,
                 SyncWatch  *watch)
{
  watch->n_swaps++;
}

static void
on_sync_finished_cb (DrContext    *ctx,
                     DrSyncReport *report,
                     GPtrArray    *newly_illegal,
                     GError       *error,
                     SyncWatch    *watch)
{
  watch->done = TRUE;
  watch->succeeded = report != NULL;
  if (error != NULL)
    g_test_message ("sync: %s", error->message);
}

static gboolean
sync_done (gpointer data)
{
  return ((SyncWatch *) data)->done;
}

static gboolean
shows_results (gpointer data)
{
  DrWindow *window = data;
  DrCardsView *view = dr_test_ui_template_child (window, DR_TYPE_WINDOW, "cards_view");

  return dr_cards_view_get_n_results (view)
         == GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (window), "expected"));
}

static guint
ban_list_rows (DrPreferencesWindow *preferences)
{
  AdwComboRow *row = dr_test_ui_template_child (preferences, DR_TYPE_PREFERENCES_WINDOW,
                                                "ban_list_row");

  return g_list_model_get_n_items (adw_combo_row_get_model (row));
}

static guint
ban_list_choices (DrDeckEditor *editor)
{
  GtkDropDown *dropdown = dr_test_ui_template_child (editor, DR_TYPE_DECK_EDITOR, "banlist_dropdown");

  return g_list_model_get_n_items (gtk_drop_down_get_model (dropdown));
}

static void
test_sync_updates_every_view (void)
{
  DrWindow *first = dr_test_ui_active_window (application);
  DrWindow *second = ensure_second_window ();
  DrCollectionView *collection;
  DrPreferencesWindow *preferences;
  DrCardStore *store_before = dr_context_get_card_store (context ());
  DrLegalityCache *legality_before = dr_context_get_legality_cache (context ());
  guint cards_before = count_cards ();
  guint cards_after, ban_lists_before;
  SyncWatch watch = { 0 };
  gulong swap_handler, finish_handler;
  DrDecksView *decks = dr_window_get_decks_view (first);
  DrDeckEditor *editor;
  g_autoptr(GError) error = NULL;
  DrDeckImportDialog *import_dialog;
  guint editor_ban_lists_before;

  /* The first window's deck editor on a new deck with its import dialog
   * open, then the window on its cards; the second on its collection, and
   * the Preferences window over the first. */
  dr_window_show_view (first, "decks");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (decks), "decks.new", "s", "corp"));
  editor = dr_decks_view_get_editor (decks);
  g_assert_nonnull (dr_deck_editor_get_report (editor));
  editor_ban_lists_before = ban_list_choices (editor);
  import_dialog = dr_deck_editor_new_import_dialog (editor, &error);
  g_assert_no_error (error);
  g_object_add_weak_pointer (G_OBJECT (import_dialog), (gpointer *) &import_dialog);
  gtk_window_present (GTK_WINDOW (import_dialog));
  dr_window_show_view (first, "cards");
  dr_window_show_view (second, "collection");
  collection = dr_window_get_collection_view (second);
  g_assert_null (dr_collection_view_get_pack_spin (collection, "a1"));
  preferences = dr_preferences_window_new (GTK_WINDOW (first), context ());
  gtk_window_present (GTK_WINDOW (preferences));
  ban_lists_before = ban_list_rows (preferences);

  swap_handler = g_signal_connect (context (), "notify::card-data",
                                   G_CALLBACK (on_card_data_cb), &watch);
  finish_handler = g_signal_connect (context (), "sync-finished",
                                     G_CALLBACK (on_sync_finished_cb), &watch);
  /* Started from the second window, shown by both: the sync is the context's. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (second), "win.sync", NULL));
  g_assert_true (dr_context_is_syncing (context ()));
  g_assert_true (dr_sync_bar_get_revealed (dr_window_get_sync_bar (first)));
  g_assert_true (dr_sync_bar_get_revealed (dr_window_get_sync_bar (second)));
  /* One sync at a time. */
  g_assert_false (dr_context_start_sync (context ()));
  g_assert_true (dr_test_ui_wait_until (sync_done, &watch));
  g_signal_handler_disconnect (context (), swap_handler);
  g_signal_handler_disconnect (context (), finish_handler);

  /* One swap, after which everything is built over the new data. */
  g_assert_true (watch.succeeded);
  g_assert_cmpuint (watch.n_swaps, ==, 1);
  g_assert_false (dr_sync_bar_get_revealed (dr_window_get_sync_bar (first)));
  g_assert_true (dr_context_get_card_store (context ()) != store_before);
  g_assert_true (dr_context_get_legality_cache (context ()) != legality_before);
  g_assert_true (dr_collection_get_store (dr_context_get_collection (context ()))
                 == dr_context_get_card_store (context ()));
  cards_after = count_cards ();
  g_assert_cmpuint (cards_after, !=, cards_before);

  /* Every view: the cards of both windows, the collection's packs, the
   * ban lists the Preferences window offers. */
  g_object_set_data (G_OBJECT (first), "expected", GUINT_TO_POINTER (cards_after));
  g_assert_true (dr_test_ui_wait_until (shows_results, first));
  dr_window_show_view (second, "cards");
  g_object_set_data (G_OBJECT (second), "expected", GUINT_TO_POINTER (cards_after));
  g_assert_true (dr_test_ui_wait_until (shows_results, second));
  g_assert_nonnull (dr_collection_view_get_pack_spin (collection, "a1"));
  g_assert_cmpuint (ban_list_rows (preferences), >, ban_lists_before);
  gtk_window_destroy (GTK_WINDOW (preferences));

  /* The deck editor, which the context reaches directly: its ban lists are
   * the new data's, the import dialog over the old data is closed, and the
   * deck still open is checked again. */
  g_assert_cmpuint (ban_list_choices (editor), >, editor_ban_lists_before);
  g_assert_null (import_dialog);
  g_assert_nonnull (dr_deck_editor_get_report (editor));
  g_assert_true (dr_decks_view_leave_editor (decks, NULL));
}

static void
test_preferences_reach_views (void)
{
  DrWindow *first = dr_test_ui_active_window (application);
  DrWindow *second = ensure_second_window ();
  DrPreferencesWindow *preferences = dr_preferences_window_new (GTK_WINDOW (first), context ());
  GtkAdjustment *text_size = dr_test_ui_template_child (preferences, DR_TYPE_PREFERENCES_WINDOW,
                                                        "text_size_adjustment");
  GtkAdjustment *cache_size = dr_test_ui_template_child (preferences, DR_TYPE_PREFERENCES_WINDOW,
                                                         "cache_adjustment");
  AdwComboRow *format_row = dr_test_ui_template_child (preferences, DR_TYPE_PREFERENCES_WINDOW,
                                                       "format_row");
  DrLegalityCache *legality = dr_context_get_legality_cache (context ());
  g_autoptr(DrDeck) deck = dr_deck_new ("Without a format", "netrunner");
  g_autoptr(GError) error = NULL;
  double size = 0.0;

  gtk_window_present (GTK_WINDOW (preferences));

  /* The card text size, in both windows' cards views. */
  gtk_adjustment_set_value (text_size, 1.5);
  g_object_get (dr_test_ui_template_child (first, DR_TYPE_WINDOW, "cards_view"),
                "card-text-size", &size, NULL);
  g_assert_cmpfloat (size, ==, 1.5);
  g_object_get (dr_test_ui_template_child (second, DR_TYPE_WINDOW, "cards_view"),
                "card-text-size", &size, NULL);
  g_assert_cmpfloat (size, ==, 1.5);

  /* The image cache's size, in the context's downloads. */
  gtk_adjustment_set_value (cache_size, 64);
  g_assert_cmpuint (dr_context_get_image_cache_limit (context ()), ==, 64 * 1024 * 1024);

  /* The default format: a deck that names none is checked in it. */
  adw_combo_row_set_selected (format_row, DR_FORMAT_STARTUP);
  g_assert_true (dr_legality_cache_get_for_deck (legality, deck, &error)
                 == dr_legality_cache_get (legality, "startup", "active", &error));
  g_assert_no_error (error);
  adw_combo_row_set_selected (format_row, DR_FORMAT_ETERNAL);
  g_assert_true (dr_legality_cache_get_for_deck (legality, deck, &error)
                 == dr_legality_cache_get (legality, "eternal", "active", &error));
  g_assert_no_error (error);
  gtk_window_destroy (GTK_WINDOW (preferences));
}

int
main (int   argc,
      char *argv[])
{
  data_dir = dr_test_ui_init (&argc, &argv);

  served_dir = dr_test_ui_serve_sync_source ("sync", &server);

  application = dr_test_ui_register_application ();

  g_test_add_func ("/context/sync-updates-every-view", test_sync_updates_every_view);
  g_test_add_func ("/context/preferences-reach-views", test_preferences_reach_views);
  return dr_test_ui_run (&application, &data_dir);
}
