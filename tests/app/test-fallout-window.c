/* test-fallout-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-application.h"
#include "dr-deck-editor-private.h"
#include "dr-deck-fallout-dialog-private.h"
#include "dr-deck-store.h"
#include "dr-decks-view-private.h"
#include "dr-sync-bar.h"
#include "dr-test-helper.h"
#include "dr-test-http-server.h"
#include "dr-test-ui.h"
#include "dr-window-private.h"

/* The real window under Xvfb syncs from our own server on 127.0.0.1, which
 * serves the bundled Core Set as NetrunnerDB's API v2 does plus a new active
 * ban list that bans Déjà Vu: the notice lists the deck that it made illegal,
 * and its Open button goes to the deck. */

static DrApplication *application;
static char *data_dir;
static const char *served_dir;
static DrTestHttpServer *server;

static DrWindow *
active_window (void)
{
  return dr_test_ui_active_window (application);
}

/* A file of the bundled data in API v2's envelope. */
static void
serve (const char *const *sources,
       const char        *endpoint)
{
  g_autoptr(JsonArray) records = json_array_new ();
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *name = g_strconcat (endpoint, ".json", NULL);
  g_autofree char *path = g_build_filename (served_dir, name, NULL);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; sources != NULL && sources[i] != NULL; i++)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "cards", "netrunner",
                                                       sources[i], NULL);
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonArray *array;

      g_assert_true (json_parser_load_from_file (parser, source, &error));
      array = json_node_get_array (json_parser_get_root (parser));
      for (guint k = 0; k < json_array_get_length (array); k++)
        json_array_add_element (records, json_node_copy (json_array_get_element (array, k)));
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "data");
  json_builder_add_value (builder, json_node_init_array (json_node_alloc (), records));
  json_builder_set_member_name (builder, "total");
  json_builder_add_int_value (builder, json_array_get_length (records));
  json_builder_set_member_name (builder, "success");
  json_builder_add_boolean_value (builder, TRUE);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  g_assert_true (json_generator_to_file (generator, path, &error));
}

static void
serve_core_set_with_ban_list (void)
{
  static const char *const sides[] = { "sides.json", NULL };
  static const char *const factions[] = { "factions.json", NULL };
  static const char *const types[] = { "types.json", NULL };
  static const char *const cycles[] = { "cycles.json", NULL };
  static const char *const packs[] = { "packs.json", NULL };
  static const char *const cards[] = { "pack/core.json", "pack/napd.json", NULL };
  g_autofree char *mwl = g_build_filename (served_dir, "mwl.json", NULL);

  serve (sides, "sides");
  serve (factions, "factions");
  serve (types, "types");
  serve (cycles, "cycles");
  serve (packs, "packs");
  serve (cards, "cards");
  serve (NULL, "prebuilts");
  g_assert_true (g_file_set_contents (mwl,
                                      "{\"data\": [{\"code\": \"fallout-ban-list\", \"name\": \"Fallout Ban List\","
                                      " \"active\": true, \"date_start\": \"2025-01-01\","
                                      " \"cards\": {\"01002\": {\"deck_limit\": 0}}}],"
                                      " \"total\": 1, \"success\": true}", -1, NULL));
}

/* Noise and three of each other Anarch card of the Core Set: 45 cards. */
static gint64
save_deck (const char *name,
           const char *format,
           const char *banlist)
{
  g_autoptr(DrDeck) deck = dr_test_noise_deck (name, format, 1016);
  g_autoptr(GError) error = NULL;
  gint64 id;

  deck->banlist = g_strdup (banlist);
  id = dr_deck_store_save (dr_test_ui_user_store (application), deck, &error);
  g_assert_no_error (error);
  return id;
}

static void
on_sync_finished_cb (DrContext    *context,
                     DrSyncReport *report,
                     GPtrArray    *newly_illegal,
                     GError       *error,
                     gboolean     *succeeded)
{
  *succeeded = report != NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return dr_test_ui_find_window (DR_TYPE_DECK_FALLOUT_DIALOG, TRUE) != NULL;
}

static gboolean
sync_finished (gpointer data)
{
  return !dr_context_is_syncing (data);
}

static gboolean
is_editing (gpointer data)
{
  return dr_decks_view_is_editing (data);
}

static void
test_sync_lists_decks_made_illegal (void)
{
  DrWindow *window = active_window ();
  DrContext *context = dr_window_get_context (window);
  gboolean succeeded = FALSE;
  gulong handler;
  gint64 casual_id;
  DrDeckFalloutDialog *dialog;
  DrDecksView *decks;

  /* Legal before: no ban list in the bundled data. The other deck applies
   * no list at all. */
  casual_id = save_deck ("Casual rush", "casual", "active");
  save_deck ("Casual rush without lists", "casual", "none");

  handler = g_signal_connect (context, "sync-finished", G_CALLBACK (on_sync_finished_cb), &succeeded);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.sync", NULL));
  g_assert_true (dr_test_ui_wait_until (sync_finished, context));
  g_signal_handler_disconnect (context, handler);
  g_assert_true (succeeded);

  g_assert_true (dr_test_ui_wait_until (dialog_shown, NULL));
  dialog = dr_test_ui_find_window (DR_TYPE_DECK_FALLOUT_DIALOG, TRUE);
  g_assert_cmpuint (dr_deck_fallout_dialog_get_n_decks (dialog), ==, 1);
  dr_test_ui_wait_for_paint (GTK_WIDGET (dialog));
  dr_test_ui_save_screenshot (GTK_WIDGET (dialog), "deck-fallout");

  /* One click to the deck. */
  dr_deck_fallout_dialog_open (dialog, 0);
  decks = dr_window_get_decks_view (window);
  g_assert_true (dr_test_ui_wait_until (is_editing, decks));
  g_assert_cmpint (dr_deck_editor_get_deck (dr_decks_view_get_editor (decks))->id, ==, casual_id);
  g_assert_false (dr_deck_editor_get_report (dr_decks_view_get_editor (decks))->legal);
  g_assert_null (dr_test_ui_find_window (DR_TYPE_DECK_FALLOUT_DIALOG, TRUE));
}

int
main (int   argc,
      char *argv[])
{
  data_dir = dr_test_ui_init (&argc, &argv);
  served_dir = dr_test_ui_serve_sync_source (NULL, &server);
  serve_core_set_with_ban_list ();

  application = dr_test_ui_register_application ();

  g_test_add_func ("/deck-fallout/sync-lists-decks-made-illegal", test_sync_lists_decks_made_illegal);
  return dr_test_ui_run (&application, &data_dir);
}
