/* test-collection-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-application-private.h"
#include "dr-card-detail.h"
#include "dr-card-image.h"
#include "dr-card-object.h"
#include "dr-cards-view-private.h"
#include "dr-collection-private.h"
#include "dr-collection-view-private.h"
#include "dr-db.h"
#include "dr-pack-images-private.h"
#include "dr-sync-bar-private.h"
#include "dr-sync-summary.h"
#include "dr-test-helper.h"
#include "dr-test-ui.h"
#include "dr-test-ui-app.h"
#include "dr-test-http-server.h"
#include "dr-window-private.h"

/* The Collection view, the owned counts in the Cards view and the sync, in
 * the real application under Xvfb. The sync goes to a test server on
 * 127.0.0.1 that serves tests/fixtures/sync. */

static DrTestHttpServer *server;
static const char *served_dir;

static DrCollectionView *
collection_view (void)
{
  return dr_window_get_collection_view (window ());
}

static gboolean
results_are (gpointer data)
{
  return dr_cards_view_get_n_results (cards_view ()) == GPOINTER_TO_UINT (data);
}

static void
set_pack_count (const char *pack,
                int         count)
{
  GtkSpinButton *spin = dr_collection_view_get_pack_spin (collection_view (), pack);

  g_assert_nonnull (spin);
  gtk_spin_button_set_value (spin, count);
}

/* The Owned cell of the card shown in the detail pane. */
static const char *
detail_owned_text (const char *title)
{
  DrCardsView *view = cards_view ();
  DrCardDetail *detail = dr_test_ui_card_detail (view);
  GtkWidget *row;
  GListModel *model;
  guint i;

  dr_cards_view_set_query (view, title);
  model = dr_cards_view_get_model (view);
  for (i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DrCardObject) object = g_list_model_get_item (model, i);

      if (g_str_equal (dr_card_object_get_card (object)->title, title))
        break;
    }
  g_assert_cmpuint (i, <, g_list_model_get_n_items (model));
  dr_cards_view_select (view, i);
  row = dr_test_ui_card_page_child (detail, "owned_row");
  g_assert_true (gtk_widget_get_visible (row));
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static void
test_pack_count_changes_completion (void)
{
  DrWindow *window = dr_test_ui_active_window (application);
  DrCollection *collection = dr_window_get_collection (window);
  GtkLevelBar *bar;
  g_autofree char *cycle_before = NULL;
  g_autofree char *owned = NULL;

  g_assert_nonnull (collection);
  dr_window_show_view (window, "collection");
  bar = dr_collection_view_get_pack_bar (collection_view (), "core");
  g_assert_nonnull (bar);
  g_assert_cmpfloat (gtk_level_bar_get_value (bar), ==, 0.0);
  g_assert_true (dr_cards_view_get_owned_visible (cards_view ()));
  g_assert_cmpstr (detail_owned_text ("Hedge Fund"), ==, "0");
  cycle_before = g_strdup (dr_collection_view_get_cycle_text (collection_view (), "core"));

  set_pack_count ("core", 1);
  g_assert_cmpint (dr_collection_get_product_count (collection, "core"), ==, 1);
  g_assert_cmpfloat (gtk_level_bar_get_value (bar), >, 0.0);
  g_assert_cmpfloat (gtk_level_bar_get_value (bar), <=, 1.0);
  g_assert_cmpstr (dr_collection_view_get_cycle_text (collection_view (), "core"), !=, cycle_before);
  /* The Cards view counts what the Core Set holds of the card. */
  owned = g_strdup_printf ("%d", dr_collection_get_title_owned (collection, "Hedge Fund"));
  g_assert_cmpint (dr_collection_get_title_owned (collection, "Hedge Fund"), >, 0);
  g_assert_cmpstr (detail_owned_text ("Hedge Fund"), ==, owned);

  /* Two Core Sets: the count doubles, the bar stops at full playsets. */
  set_pack_count ("core", 2);
  g_free (owned);
  owned = g_strdup_printf ("%d", dr_collection_get_title_owned (collection, "Hedge Fund"));
  g_assert_cmpstr (detail_owned_text ("Hedge Fund"), ==, owned);
  set_pack_count ("core", 0);
  g_assert_cmpfloat (gtk_level_bar_get_value (bar), ==, 0.0);
  g_assert_cmpstr (detail_owned_text ("Hedge Fund"), ==, "0");
}

static void
on_card_data_reloaded (GObject      *context,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static gboolean
is_set (gpointer data)
{
  return *(gpointer *) data != NULL;
}

/* The card data read again as a sync swaps it in: in a worker thread, the
 * swap on the main loop. */
static void
reload_card_data (void)
{
  DrContext *context = dr_application_get_context (application);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  dr_context_reload_card_data_async (context, on_card_data_reloaded, &result);
  g_assert_true (dr_test_ui_wait_until (is_set, &result));
  g_assert_true (dr_context_reload_card_data_finish (context, result, &error));
  g_assert_no_error (error);
}

static void
rename_core (const char *pack,
             const char *cycle)
{
  DrCardStore *store = dr_test_ui_card_store (application);
  g_autoptr(GError) error = NULL;
  sqlite3 *db = dr_db_open (dr_card_store_get_path (store), SQLITE_OPEN_READWRITE, &error);
  sqlite3_stmt *statement = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "UPDATE packs SET name = ?1 WHERE code = 'core';"
                                           , -1, &statement, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (statement, 1, pack, -1, SQLITE_STATIC);
  g_assert_cmpint (sqlite3_step (statement), ==, SQLITE_DONE);
  sqlite3_finalize (statement);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "UPDATE cycles SET name = ?1"
                                           " WHERE code = (SELECT cycle_code FROM packs WHERE code = 'core')",
                                       -1, &statement, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (statement, 1, cycle, -1, SQLITE_STATIC);
  g_assert_cmpint (sqlite3_step (statement), ==, SQLITE_DONE);
  sqlite3_finalize (statement);
  dr_db_close (db);
  reload_card_data ();
}

/* Pack and cycle names from synced data are text in the view, never markup. */
static void
test_hostile_names_are_text (void)
{
  const char *hostile_pack = "<b>Core</b> & <i>Set";
  const char *hostile_cycle = "Core & <span foreground=\"red\">cycle</span>";
  DrWindow *window = dr_test_ui_active_window (application);
  DrCardStore *store = dr_test_ui_card_store (application);
  g_autofree char *pack = dr_test_query_text (dr_card_store_get_db (store),
                                              "SELECT name FROM packs WHERE code = 'core'");
  g_autofree char *cycle = dr_test_query_text (dr_card_store_get_db (store),
                                               "SELECT y.name FROM cycles AS y JOIN packs AS p"
                                               " ON p.cycle_code = y.code WHERE p.code = 'core'");

  rename_core (hostile_pack, hostile_cycle);
  dr_window_show_view (window, "collection");
  dr_test_ui_wait_for_paint (GTK_WIDGET (collection_view ()));
  g_assert_nonnull (dr_test_ui_find_label (GTK_WIDGET (collection_view ()), hostile_pack, FALSE));
  g_assert_nonnull (dr_test_ui_find_label (GTK_WIDGET (collection_view ()), hostile_cycle, FALSE));
  rename_core (pack, cycle);
}

static void
test_own_search (void)
{
  DrCardsView *view = cards_view ();
  guint all, owned;

  set_pack_count ("core", 1);
  dr_cards_view_set_query (view, "own>0");
  owned = dr_cards_view_get_n_results (view);
  all = dr_test_ui_count_cards (application, "");
  g_assert_cmpuint (owned, >, 0);
  g_assert_cmpuint (owned, <, all);
  g_assert_cmpuint (owned, ==, dr_test_ui_count_cards (application, "own>0"));
  /* Taking the pack away empties the list the same query shows. */
  set_pack_count ("core", 0);
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, 0);
  set_pack_count ("core", 1);
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, owned);
  dr_cards_view_set_query (view, "");
}

static gboolean
dialog_gone (gpointer data)
{
  return dr_test_ui_message_dialog () == NULL;
}

static void
test_preset_applies (void)
{
  DrCollection *collection = dr_window_get_collection (window ());
  AdwMessageDialog *dialog;

  set_pack_count ("core", 3);
  /* Cancelled: nothing changes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (collection_view ()), "collection.preset", "s", "all"));
  g_assert_true (dr_test_ui_wait_until (dr_test_ui_message_dialog_shown, NULL));
  dialog = dr_test_ui_message_dialog ();
  /* What a click on a response button does. */
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_true (dr_test_ui_wait_until (dialog_gone, NULL));
  g_assert_cmpint (dr_collection_get_product_count (collection, "core"), ==, 3);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (collection_view ()), "collection.preset", "s", "all"));
  g_assert_true (dr_test_ui_wait_until (dr_test_ui_message_dialog_shown, NULL));
  dialog = dr_test_ui_message_dialog ();
  adw_message_dialog_response (dialog, "apply");
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_true (dr_test_ui_wait_until (dialog_gone, NULL));
  g_assert_cmpint (dr_collection_get_product_count (collection, "core"), ==, 1);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (dr_collection_view_get_pack_spin (collection_view (), "core")),
                   ==, 1);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (dr_collection_view_get_pack_spin (collection_view (), "napd")),
                   ==, 1);
  g_assert_cmpfloat (gtk_level_bar_get_value (dr_collection_view_get_pack_bar (collection_view (), "napd")), >, 0.0);
  dr_cards_view_set_query (cards_view (), "own>0");
  g_assert_cmpuint (dr_cards_view_get_n_results (cards_view ()), ==,
                    dr_test_ui_count_cards (application, ""));
  dr_cards_view_set_query (cards_view (), "");

  dr_window_show_view (window (), "collection");
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "collection-view");
}

/* Sync */

typedef struct
{
  gboolean      done;
  gboolean      succeeded;
  GQuark        error_domain;
  int           error_code;
  char         *summary;
  double        max_fraction;
  gboolean      saw_download;
} SyncWatch;

static void
on_sync_finished_cb (DrContext    *context,
                     DrSyncReport *report,
                     GPtrArray    *newly_illegal,
                     GError       *error,
                     SyncWatch    *watch)
{
  watch->done = TRUE;
  watch->succeeded = report != NULL;
  if (report != NULL)
    watch->summary = dr_sync_summary_text (report);
  else
    {
      watch->error_domain = error->domain;
      watch->error_code = error->code;
    }
}

static gboolean
sync_done (gpointer data)
{
  SyncWatch *watch = data;
  DrSyncBar *bar = dr_window_get_sync_bar (window ());

  if (dr_sync_bar_get_revealed (bar))
    {
      g_autofree char *downloading = g_strdup (_("Downloading %s (%u of %u), %s"));

      watch->max_fraction = MAX (watch->max_fraction, dr_sync_bar_get_fraction (bar));
      /* The format's first words, before the first conversion. */
      *strchr (downloading, '%') = '\0';
      if (g_str_has_prefix (dr_sync_bar_get_text (bar), downloading))
        watch->saw_download = TRUE;
    }
  return watch->done;
}

static void
run_sync (SyncWatch *watch)
{
  DrSyncBar *bar = dr_window_get_sync_bar (window ());
  DrContext *context = dr_window_get_context (window ());
  gulong handler = g_signal_connect (context, "sync-finished", G_CALLBACK (on_sync_finished_cb), watch);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window ()), "win.sync", NULL));
  g_assert_true (dr_sync_bar_get_revealed (bar));
  g_assert_true (dr_test_ui_wait_until (sync_done, watch));
  g_signal_handler_disconnect (dr_window_get_context (window ()), handler);
  g_assert_false (dr_sync_bar_get_revealed (bar));
}

static gboolean
label_with_text (GtkWidget  *widget,
                 const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (label_with_text (child, text))
      return TRUE;
  return FALSE;
}

static gboolean
toast_shown (gpointer data)
{
  return label_with_text (GTK_WIDGET (window ()), data);
}

static void
test_sync_failure_keeps_cards (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SyncWatch watch = { 0 };
  guint before = dr_test_ui_count_cards (application, "");
  AdwMessageDialog *dialog;

  g_assert_true (dr_test_ui_wait_until (results_are, GUINT_TO_POINTER (before)));
  dr_test_http_server_set_fault (server, "/cards", DR_TEST_HTTP_STATUS, 500, NULL);
  run_sync (&watch);
  g_assert_false (watch.succeeded);
  g_assert_true (dr_test_ui_wait_until (dr_test_ui_message_dialog_shown, NULL));
  dialog = dr_test_ui_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, _("Card Data Not Updated"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "500"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (dr_test_ui_count_cards (application, ""), ==, before);
  g_assert_cmpuint (dr_cards_view_get_n_results (cards_view ()), ==, before);
  g_assert_cmpstr (g_settings_get_string (settings, "last-sync"), ==, "");
  dr_test_http_server_clear_faults (server);
}

static void
test_sync_cancel (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  DrSyncBar *bar = dr_window_get_sync_bar (window ());
  SyncWatch watch = { 0 };
  gulong handler;
  guint before = dr_test_ui_count_cards (application, "");

  /* A server that never answers: only the button ends the sync. */
  dr_test_http_server_set_fault (server, "/cards", DR_TEST_HTTP_STALL, 0, NULL);
  handler = g_signal_connect (dr_window_get_context (window ()), "sync-finished",
                              G_CALLBACK (on_sync_finished_cb), &watch);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window ()), "win.sync", NULL));
  g_assert_true (dr_sync_bar_get_revealed (bar));
  dr_test_ui_wait_ms (150);
  /* The bar's own button. */
  g_signal_emit_by_name (gtk_widget_get_template_child (GTK_WIDGET (bar), DR_TYPE_SYNC_BAR, "cancel_button"),
                         "clicked");
  g_assert_true (dr_test_ui_wait_until (sync_done, &watch));
  g_signal_handler_disconnect (dr_window_get_context (window ()), handler);
  g_assert_false (watch.succeeded);
  g_assert_true (watch.error_domain == G_IO_ERROR && watch.error_code == G_IO_ERROR_CANCELLED);
  g_assert_null (dr_test_ui_message_dialog ());
  g_assert_cmpuint (dr_test_ui_count_cards (application, ""), ==, before);
  g_assert_cmpstr (g_settings_get_string (settings, "last-sync"), ==, "");
  dr_test_http_server_clear_faults (server);
}

static void
test_sync_brings_new_cards (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *last_sync = NULL;
  SyncWatch watch = { 0 };
  guint before = dr_test_ui_count_cards (application, "");
  guint after;

  /* Slowly enough to see the bar move. */
  dr_test_http_server_set_fault (server, "/cards", DR_TEST_HTTP_SLOW, 0, NULL);
  run_sync (&watch);
  g_assert_true (watch.succeeded);
  g_assert_true (watch.saw_download);
  g_assert_cmpfloat (watch.max_fraction, >, 0.0);
  /* The toast says what came. */
  g_test_message ("toast: %s", watch.summary);
  g_assert_true (dr_test_ui_wait_until (toast_shown, watch.summary));
  last_sync = g_settings_get_string (settings, "last-sync");
  g_assert_cmpstr (last_sync, !=, "");

  /* The window reads the new card database: the fixture's cards. */
  after = dr_test_ui_count_cards (application, "");
  g_assert_cmpuint (after, !=, before);
  dr_window_show_view (window (), "cards");
  g_assert_true (dr_test_ui_wait_until (results_are, GUINT_TO_POINTER (after)));
  /* The collection moved with it. */
  g_assert_true (dr_collection_get_store (dr_window_get_collection (window ()))
                 == dr_test_ui_card_store (application));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "cards-after-sync");
  dr_window_show_view (window (), "collection");
  g_assert_nonnull (dr_collection_view_get_pack_spin (collection_view (), "a1"));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "collection-after-sync");
  g_free (watch.summary);
  dr_test_http_server_clear_faults (server);

  /* Nothing new the second time. */
  memset (&watch, 0, sizeof watch);
  run_sync (&watch);
  g_assert_true (watch.succeeded);
  g_assert_cmpstr (watch.summary, ==, _("Card data is up to date"));
  g_free (watch.summary);
}

static gboolean
detail_shows_image (gpointer data)
{
  return dr_card_detail_shows_image (dr_test_ui_card_detail (cards_view ()));
}

/* A small PNG under the name the image server uses for @code. */
static void
serve_image (const char *code)
{
  static const guint8 pixels[4 * 4 * 4] = { 0x20, 0x60, 0xa0, 0xff };
  g_autoptr(GBytes) bytes = g_bytes_new_static (pixels, sizeof pixels);
  g_autoptr(GdkTexture) texture = gdk_memory_texture_new (4, 4, GDK_MEMORY_R8G8B8A8, bytes, 16);
  g_autofree char *dir = g_build_filename (served_dir, "images", NULL);
  g_autofree char *name = g_strconcat (code, ".jpg", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_mkdir_with_parents (dir, 0755);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* After a sync has named an image address, the detail pane fetches the
 * selected card's image in the background; without one the face stays. */
static void
test_image_fetched_in_background (void)
{
  DrCardsView *view = cards_view ();
  DrCardStore *store = dr_test_ui_card_store (application);
  GListModel *model;
  g_autoptr(GError) error = NULL;
  g_autofree char *base = dr_test_http_server_get_url (server);
  g_autofree char *url_template = g_strconcat (base, "images/{code}.jpg", NULL);
  g_autofree char *with_image = NULL;
  g_autofree char *without_image = NULL;
  g_autofree char *missing_path = NULL;

  g_assert_true (dr_db_set_meta (dr_card_store_get_db (store), "image_url_template", url_template, &error));
  g_assert_no_error (error);
  dr_window_show_view (window (), "cards");
  dr_cards_view_set_query (view, "");
  model = dr_cards_view_get_model (view);
  g_assert_cmpuint (g_list_model_get_n_items (model), >=, 2);
  {
    g_autoptr(DrCardObject) first = g_list_model_get_item (model, 0);
    g_autoptr(DrCardObject) second = g_list_model_get_item (model, 1);

    with_image = g_strdup (dr_card_object_get_card (first)->code);
    without_image = g_strdup (dr_card_object_get_card (second)->code);
  }
  serve_image (with_image);

  dr_cards_view_select (view, 1);
  dr_cards_view_select (view, 0);
  g_assert_true (dr_test_ui_wait_until (detail_shows_image, NULL));
  dr_test_ui_save_screenshot (GTK_WIDGET (window ()), "card-image-fetched");

  /* No image on the server: one request, the drawn face, and no second try. */
  dr_cards_view_select (view, 1);
  missing_path = g_strdup_printf ("/images/%s.jpg", without_image);
  dr_test_ui_wait_ms (500);
  g_assert_false (dr_card_detail_shows_image (dr_test_ui_card_detail (view)));
  dr_cards_view_select (view, 0);
  dr_cards_view_select (view, 1);
  dr_test_ui_wait_ms (200);
  g_assert_cmpuint (dr_test_http_server_count (server, missing_path), ==, 1);
  g_assert_false (dr_card_detail_shows_image (dr_test_ui_card_detail (view)));
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *tooltip)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, tooltip);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
pack_download_done (gpointer data)
{
  AdwActionRow *row = data;

  return find_button (GTK_WIDGET (row), _("Download Images")) != NULL;
}

/* A pack's images from its row: every card asked for once, off the main
 * thread, the row telling how many failed. */
static void
test_pack_images_download (void)
{
  AdwActionRow *row;
  GtkWidget *button;
  g_auto(GStrv) codes = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *cached = NULL;

  dr_window_show_view (window (), "collection");
  row = dr_collection_view_get_pack_row (collection_view (), "a1");
  g_assert_nonnull (row);
  codes = dr_pack_images_codes (dr_test_ui_card_store (application), "a1");
  g_assert_cmpuint (g_strv_length (codes), >=, 2);
  serve_image (codes[0]);
  dr_test_http_server_clear_log (server);

  button = find_button (GTK_WIDGET (row), _("Download Images"));
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  g_assert_nonnull (find_button (GTK_WIDGET (row), _("Stop Downloading Images")));
  g_assert_true (dr_test_ui_wait_until (pack_download_done, row));
  for (guint i = 0; codes[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/images/%s.jpg", codes[i]);

      g_assert_cmpuint (dr_test_http_server_count (server, path), ==, 1);
    }
  expected = g_strdup_printf (ngettext ("%u image could not be downloaded", "%u images could not be downloaded",
                                        g_strv_length (codes) - 1), g_strv_length (codes) - 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, expected);
  cached = dr_card_image_path (codes[0]);
  g_assert_true (g_file_test (cached, G_FILE_TEST_IS_REGULAR));
}

int
main (int   argc,
      char *argv[])
{
  data_dir = dr_test_ui_init (&argc, &argv);

  served_dir = dr_test_ui_serve_sync_source ("sync", &server);

  application = dr_test_ui_register_application ();

  g_test_add_func ("/collection/pack-count-changes-completion", test_pack_count_changes_completion);
  g_test_add_func ("/collection/own-search", test_own_search);
  g_test_add_func ("/collection/hostile-names-are-text", test_hostile_names_are_text);
  g_test_add_func ("/collection/preset-applies", test_preset_applies);
  g_test_add_func ("/sync/failure-keeps-cards", test_sync_failure_keeps_cards);
  g_test_add_func ("/sync/cancel", test_sync_cancel);
  g_test_add_func ("/sync/brings-new-cards", test_sync_brings_new_cards);
  g_test_add_func ("/sync/image-fetched-in-background", test_image_fetched_in_background);
  g_test_add_func ("/sync/pack-images-download", test_pack_images_download);
  return dr_test_ui_run (&application, &data_dir);
}
