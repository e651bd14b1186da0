/* test-card-language.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-application.h"
#include "dr-card-detail-private.h"
#include "dr-card-face-view-private.h"
#include "dr-card-object.h"
#include "dr-card-translations.h"
#include "dr-cards-view-private.h"
#include "dr-db.h"
#include "dr-name-translations.h"
#include "dr-paths.h"
#include "dr-play-catalog.h"
#include "dr-proxy-face-private.h"
#include "dr-sync-options.h"
#include "dr-test-helper.h"
#include "dr-test-ui.h"
#include "dr-window.h"

/* The real window under Xvfb in French (LANGUAGE=fr) on a card database
 * holding French translations of a few Core Set cards, in our own words:
 * the card list, the card pane with "Show English", the Play board's titles,
 * proxies and Lockpick's French names. */

static DrApplication *application;
static char *data_dir;

/* Names of a type, a faction and a pack, as NetrunnerDB's names files give them. */
#define FRENCH_TYPES "[{\"code\": \"operation\", \"name\": \"Opération\"}]"
#define FRENCH_FACTIONS "[{\"code\": \"neutral-corp\", \"name\": \"Neutre\"}]"
#define FRENCH_PACKS "[{\"code\": \"core\", \"name\": \"Boîte de base\"}]"

#define FRENCH_CORE \
  "[{\"code\": \"01110\", \"title\": \"Fonds de couverture\"," \
  "  \"text\": \"Prenez 9[credit] à la banque.\", \"keywords\": \"Transaction\"}]"

static DrCardsView *
cards_view (void)
{
  return dr_test_ui_template_child (dr_test_ui_active_window (application), DR_TYPE_WINDOW,
                                    "cards_view");
}

static gboolean
results_are (gpointer data)
{
  return dr_cards_view_get_n_results (cards_view ()) == GPOINTER_TO_UINT (data);
}

static const DrCard *
listed_card (guint position)
{
  g_autoptr(DrCardObject) object = g_list_model_get_item (dr_cards_view_get_model (cards_view ()), position);

  return dr_card_object_get_card (object);
}

static void
test_list_and_pane (void)
{
  DrCardsView *view = cards_view ();
  DrCardDetail *detail = dr_test_ui_card_detail (view);
  g_autoptr(DrCardObject) object = NULL;
  g_autofree char *title = NULL;
  GtkWidget *english;

  /* Searched in French and in English alike. */
  dr_cards_view_set_query (view, "couverture");
  g_assert_true (dr_test_ui_wait_until (results_are, GUINT_TO_POINTER (1)));
  dr_cards_view_set_query (view, "t:opération f:neutre e:\"boite de base\" couverture");
  g_assert_true (dr_test_ui_wait_until (results_are, GUINT_TO_POINTER (1)));
  dr_cards_view_set_query (view, "hedge fund");
  g_assert_true (dr_test_ui_wait_until (results_are, GUINT_TO_POINTER (1)));
  object = g_list_model_get_item (dr_cards_view_get_model (view), 0);
  g_object_get (object, "title", &title, NULL);
  g_assert_cmpstr (title, ==, "Fonds de couverture");

  dr_cards_view_select (view, 0);
  g_assert_cmpstr (dr_card_detail_get_title (detail), ==, "Fonds de couverture");
  g_assert_cmpstr (dr_card_face_view_get_title (dr_card_detail_get_face_view (detail)), ==, "Fonds de couverture");
  g_assert_nonnull (strstr (pango_layout_get_text (dr_card_face_view_get_text_layout (dr_card_detail_get_face_view (detail))),
                            "à la banque"));
  /* Type, faction and pack in French too. */
  g_assert_true (g_str_has_prefix (gtk_label_get_text (dr_test_ui_card_page_child (detail, "subtitle_label")),
                                   "Opération"));
  g_assert_true (g_str_has_suffix (gtk_label_get_text (dr_test_ui_card_page_child (detail, "subtitle_label")),
                                   "· Neutre"));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (dr_test_ui_card_page_child (detail, "set_row")),
                                   "Boîte de base"));
  english = dr_test_ui_card_page_child (detail, "english_button");
  g_assert_true (gtk_widget_get_visible (english));
  dr_test_ui_save_screenshot (GTK_WIDGET (dr_test_ui_active_window (application)), "card-language-fr");

  /* The English on demand, for this card only. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (english), TRUE);
  g_assert_cmpstr (dr_card_detail_get_title (detail), ==, "Hedge Fund");
  g_assert_cmpstr (dr_card_face_view_get_title (dr_card_detail_get_face_view (detail)), ==, "Hedge Fund");
  g_assert_null (strstr (pango_layout_get_text (dr_card_face_view_get_text_layout (dr_card_detail_get_face_view (detail))),
                         "à la banque"));
  dr_test_ui_save_screenshot (GTK_WIDGET (dr_test_ui_active_window (application)), "card-language-english");

  /* A card without a translation has no such button. */
  dr_cards_view_set_query (view, "\"sure gamble\"");
  g_assert_true (dr_test_ui_wait_until (results_are, GUINT_TO_POINTER (1)));
  dr_cards_view_select (view, 0);
  g_assert_cmpstr (dr_card_detail_get_title (detail), ==, "Sure Gamble");
  g_assert_false (gtk_widget_get_visible (english));
}

static void
test_lockpick_french_names (void)
{
  DrCardsView *view = cards_view ();
  gboolean found = FALSE;

  dr_cards_view_set_query (view, "game:lockpick \"coeur de structure\"");
  g_assert_true (dr_test_ui_wait_until (results_are, GUINT_TO_POINTER (1)));
  for (guint i = 0; i < dr_cards_view_get_n_results (view); i++)
    found |= g_strcmp0 (listed_card (i)->local_title, "Cœur de structure") == 0;
  g_assert_true (found);
}

static void
test_play_titles (void)
{
  DrCardStore *store = dr_test_ui_card_store (application);
  g_autoptr(DrPlayCatalog) catalog = dr_play_catalog_new (store);

  g_assert_cmpstr (dr_play_catalog_title (catalog, "01110", "Hedge Fund"), ==, "Fonds de couverture");
  g_assert_cmpstr (dr_play_catalog_title (catalog, "01050", "Sure Gamble"), ==, "Sure Gamble");
  g_assert_cmpstr (dr_play_catalog_title (catalog, "99999", "Unknown"), ==, "Unknown");
}

static void
test_proxies (void)
{
  DrCardStore *store = dr_test_ui_card_store (application);
  g_autoptr(DrCard) card = dr_card_store_get_card (store, "01110");
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
  cairo_t *cr = cairo_create (surface);
  PangoContext *context = pango_cairo_create_context (cr);
  g_autoptr(DrProxyFace) face = NULL;

  pango_cairo_context_set_resolution (context, 72);
  face = dr_proxy_face_new (context, card, "Opération : Transaction", NULL);
  g_assert_nonnull (strstr (pango_layout_get_text (dr_proxy_face_get_text_layout (face)), "à la banque"));
  g_clear_pointer (&face, dr_proxy_face_free);
  g_object_unref (context);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_sync_asks_for_french (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  DrSyncOptions options;

  dr_app_sync_options_init (&options, settings);
  g_assert_cmpstr (options.locale, ==, "fr");
  dr_sync_options_clear (&options);
}

/* The card database of a sync in French, made before the window opens. */
static void
make_french_card_db (void)
{
  g_autofree char *path = dr_paths_card_db ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCardStore) store = dr_card_store_open (path, &error);
  g_autoptr(JsonNode) root = dr_test_parse_json (FRENCH_CORE);
  sqlite3 *db;

  g_assert_no_error (error);
  g_clear_pointer (&store, dr_card_store_free);
  db = dr_db_open (path, SQLITE_OPEN_READWRITE, &error);
  g_assert_no_error (error);
  g_assert_true (dr_card_translations_import_json (db, "fr", root, "test", NULL, &error));
  for (guint i = 0; i < 3; i++)
    {
      static const char *const kinds[] = { "types", "factions", "packs" };
      static const char *const files[] = { FRENCH_TYPES, FRENCH_FACTIONS, FRENCH_PACKS };
      g_autoptr(JsonNode) names = dr_test_parse_json (files[i]);

      g_assert_true (dr_name_translations_import_json (db, "fr", kinds[i], names, "test", NULL, &error));
    }
  g_assert_true (dr_card_translations_finish (db, &error));
  g_assert_no_error (error);
  dr_db_close (db);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "fr", TRUE);
  data_dir = dr_test_ui_init (&argc, &argv);
  make_french_card_db ();

  application = dr_test_ui_register_application ();

  g_test_add_func ("/card-language/list-and-pane", test_list_and_pane);
  g_test_add_func ("/card-language/lockpick-french-names", test_lockpick_french_names);
  g_test_add_func ("/card-language/play-titles", test_play_titles);
  g_test_add_func ("/card-language/proxies", test_proxies);
  g_test_add_func ("/card-language/sync-asks-for-french", test_sync_asks_for_french);
  return dr_test_ui_run (&application, &data_dir);
}
