/* test-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "dr-application.h"
#include "dr-card-search.h"
#include "dr-paths.h"
#include "dr-test-helper.h"
#include "dr-user-db.h"
#include "dr-window.h"

/* The real application and window under Xvfb, driven in-process. */

static DrApplication *application;
static char *data_dir;

static gboolean
wait_until (gboolean (*done) (gpointer),
            gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

static gboolean
deadline_passed (gpointer data)
{
  return g_get_monotonic_time () >= *(gint64 *) data;
}

static void
wait_ms (int milliseconds)
{
  gint64 deadline = g_get_monotonic_time () + milliseconds * 1000;

  wait_until (deadline_passed, &deadline);
}

static gboolean
window_is_mapped (gpointer data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  return window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window));
}

static DrWindow *
active_window (void)
{
  if (gtk_application_get_active_window (GTK_APPLICATION (application)) == NULL)
    g_application_activate (G_APPLICATION (application));
  g_assert_true (wait_until (window_is_mapped, NULL));
  return DR_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (application)));
}

static guint
expected_count (const char *query)
{
  DrCardStore *store = dr_application_get_card_store (application);
  g_autoptr(GPtrArray) cards = dr_card_search (dr_card_store_get_db (store), query, NULL);

  g_assert_nonnull (cards);
  return cards->len;
}

static void
on_after_paint_cb (GdkFrameClock *clock,
                   gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* Snapshots need a widget that has been drawn at least once since its last change. */
static void
wait_for_paint (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint_cb), &painted);

  gtk_widget_queue_draw (widget);
  g_assert_true (wait_until (is_true, &painted));
  g_signal_handler_disconnect (clock, handler);
}

static void
save_screenshot (GtkWidget  *widget,
                 const char *name)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "screenshots", NULL);
  g_autofree char *path = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  int width, height;

  wait_for_paint (widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >, 0);
  /* The window's own snapshot vfunc draws it and its children as on screen. */
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_render_node_unref (node);
  g_mkdir_with_parents (dir, 0755);
  path = g_strdup_printf ("%s/%s.png", dir, name);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

static void
test_window_shows_cards (void)
{
  DrWindow *window = active_window ();
  DrCardsView *view = dr_window_get_cards_view (window);

  /* An empty query lists every Netrunner card of the bundled data, one per title. */
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count (""));
  g_assert_cmpuint (dr_cards_view_get_n_results (view), >, 100);
  /* The user's database is opened beside the card database, at its latest schema. */
  g_assert_nonnull (dr_application_get_user_db (application));
  g_assert_cmpint (dr_db_get_user_version (dr_application_get_user_db (application)), ==,
                   dr_user_db_schema ()->n_steps);
  save_screenshot (GTK_WIDGET (window), "cards-view");
}

static void
test_query_updates_list (void)
{
  DrCardsView *view = dr_window_get_cards_view (active_window ());

  dr_cards_view_set_query (view, "t:ice s:sentry");
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, expected_count ("t:ice s:sentry"));
  g_assert_cmpuint (dr_cards_view_get_n_results (view), >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (dr_cards_view_get_model (view)), ==,
                    dr_cards_view_get_n_results (view));
  g_assert_cmpstr (dr_cards_view_get_error_text (view), ==, "");
}

static gboolean
results_are (gpointer data)
{
  DrCardsView *view = dr_window_get_cards_view (active_window ());

  return dr_cards_view_get_n_results (view) == GPOINTER_TO_UINT (data);
}

/* Typing goes through the search entry's own delayed signal, as for a user. */
static void
test_typing_searches (void)
{
  DrCardsView *view = dr_window_get_cards_view (active_window ());
  GtkEditable *entry = dr_cards_view_get_search_entry (view);
  guint wanted = expected_count ("Hedge");

  dr_cards_view_set_query (view, "");
  gtk_editable_set_text (entry, "Hedge");
  g_assert_true (wait_until (results_are, GUINT_TO_POINTER (wanted)));
  g_assert_cmpuint (wanted, ==, 1);
}

static void
test_bad_query_shows_error (void)
{
  DrCardsView *view = dr_window_get_cards_view (active_window ());
  guint before;

  dr_cards_view_set_query (view, "t:ice");
  before = dr_cards_view_get_n_results (view);
  dr_cards_view_set_query (view, "t:ice o<");
  g_assert_nonnull (strstr (dr_cards_view_get_error_text (view), "position"));
  /* The last good results stay while the user finishes typing. */
  g_assert_cmpuint (dr_cards_view_get_n_results (view), ==, before);
  wait_ms (400);  /* let the error revealer finish sliding in */
  save_screenshot (GTK_WIDGET (active_window ()), "query-error");

  dr_cards_view_set_query (view, "t:ice o<3");
  g_assert_cmpstr (dr_cards_view_get_error_text (view), ==, "");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  data_dir = dr_test_make_tmp_dir ();
  g_setenv ("DECKRUNNER_DATA_DIR", data_dir, TRUE);

  application = dr_application_new ();
  g_application_set_flags (G_APPLICATION (application), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));

  g_test_add_func ("/window/shows-cards", test_window_shows_cards);
  g_test_add_func ("/window/query-updates-list", test_query_updates_list);
  g_test_add_func ("/window/typing-searches", test_typing_searches);
  g_test_add_func ("/window/bad-query-shows-error", test_bad_query_shows_error);
  status = g_test_run ();

  g_clear_object (&application);
  dr_test_remove_tree (data_dir);
  g_free (data_dir);
  return status;
}
