/* dr-test-ui.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "dr-application-private.h"
#include "dr-play-view-private.h"
#include "dr-test-ui.h"
#include "dr-card-detail-page.h"
#include "dr-search-private.h"
#include "dr-test-helper.h"
#include "dr-window-private.h"

gboolean
dr_test_ui_wait_until (gboolean (*done) (gpointer),
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

GtkLabel *
dr_test_ui_find_label (GtkWidget  *widget,
                       const char *text,
                       gboolean    as_given)
{
  if (GTK_IS_LABEL (widget))
    {
      GtkLabel *label = GTK_LABEL (widget);
      const char *shown = as_given ? gtk_label_get_label (label) : gtk_label_get_text (label);

      if (g_strcmp0 (shown, text) == 0)
        return label;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = dr_test_ui_find_label (child, text, as_given);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
on_clipboard_text_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

static gboolean
text_is_set (gpointer data)
{
  return *(char **) data != NULL;
}

char *
dr_test_ui_read_clipboard (void)
{
  GdkClipboard *clipboard = gdk_display_get_clipboard (gdk_display_get_default ());
  char *text = NULL;

  gdk_clipboard_read_text_async (clipboard, NULL, on_clipboard_text_cb, &text);
  g_assert_true (dr_test_ui_wait_until (text_is_set, &text));
  return text;
}

static gboolean
deadline_passed (gpointer data)
{
  return g_get_monotonic_time () >= *(gint64 *) data;
}

void
dr_test_ui_wait_ms (int milliseconds)
{
  gint64 deadline = g_get_monotonic_time () + milliseconds * 1000;

  dr_test_ui_wait_until (deadline_passed, &deadline);
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
void
dr_test_ui_wait_for_paint (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint_cb), &painted);

  gtk_widget_queue_draw (widget);
  g_assert_true (dr_test_ui_wait_until (is_true, &painted));
  g_signal_handler_disconnect (clock, handler);
}

gboolean
dr_test_ui_right_to_left (void)
{
  const char *language = g_getenv ("LANGUAGE");

  return language != NULL && g_str_has_prefix (language, "fa");
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

void
dr_test_ui_save_screenshot (GtkWidget  *widget,
                            const char *name)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "screenshots", NULL);
  g_autofree char *path = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  GdkRGBA background;
  int width, height;

  g_assert_true (dr_test_ui_wait_until (is_mapped, widget));
  dr_test_ui_wait_ms (300);   /* where transitions end, not a frame on the way */
  dr_test_ui_wait_for_paint (widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >, 0);
  /* The window's own snapshot vfunc draws it and its children as on screen,
   * all but the window background, which the PNG would show as transparent. */
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "window_bg_color", &background))
    gdk_rgba_parse (&background, "#fafafa");
  gtk_snapshot_append_color (snapshot, &background, &GRAPHENE_RECT_INIT (0, 0, width, height));
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_render_node_unref (node);
  g_mkdir_with_parents (dir, 0755);
  path = g_strdup_printf ("%s/%s%s.png", dir, name, dr_test_ui_right_to_left () ? "-fa" : "");
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

gpointer
dr_test_ui_template_child (gpointer    widget,
                           GType       type,
                           const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (child);
  return child;
}

DrCardDetail *
dr_test_ui_card_detail (DrCardsView *view)
{
  return dr_test_ui_template_child (view, DR_TYPE_CARDS_VIEW, "detail");
}

gpointer
dr_test_ui_card_page_child (DrCardDetail *detail,
                            const char   *name)
{
  GtkStack *stack = dr_test_ui_template_child (detail, DR_TYPE_CARD_DETAIL, "stack");
  GtkWidget *page = gtk_stack_get_child_by_name (stack, "card");

  g_assert_true (DR_IS_CARD_DETAIL_PAGE (page));
  return dr_test_ui_template_child (page, DR_TYPE_CARD_DETAIL_PAGE, name);
}

static gboolean
window_is_mapped (gpointer data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (data));

  return window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window));
}

/* The application's window, activated and shown first if need be. */
DrWindow *
dr_test_ui_active_window (DrApplication *application)
{
  if (gtk_application_get_active_window (GTK_APPLICATION (application)) == NULL)
    g_application_activate (G_APPLICATION (application));
  g_assert_true (dr_test_ui_wait_until (window_is_mapped, application));
  return DR_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (application)));
}

gpointer
dr_test_ui_find_window (GType    type,
                        gboolean mapped)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* (transfer none) */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type)
          && (mapped ? gtk_widget_get_mapped (GTK_WIDGET (window)) : gtk_widget_get_visible (GTK_WIDGET (window))))
        return window;   /* the list keeps its reference */
    }
  return NULL;
}

char *
dr_test_ui_init (int    *argc,
                 char ***argv)
{
  char *data_dir;

  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("DECKRUNNER_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* Not gtk_test_init(): it forces an English locale, and the app runs in the user's. */
  g_test_init (argc, argv, NULL);
  gtk_init ();
  data_dir = dr_test_make_tmp_dir ();
  g_setenv ("DECKRUNNER_DATA_DIR", data_dir, TRUE);
  g_setenv ("DECKRUNNER_CACHE_DIR", data_dir, TRUE);
  return data_dir;
}

DrApplication *
dr_test_ui_register_application (void)
{
  DrApplication *application = dr_application_new ();

  g_application_set_flags (G_APPLICATION (application), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));
  return application;
}

/* The card data the application's context holds now. */
DrCardStore *
dr_test_ui_card_store (DrApplication *application)
{
  return dr_context_get_card_store (dr_application_get_context (application));
}

DrUserStore *
dr_test_ui_user_store (DrApplication *application)
{
  return dr_context_get_user_store (dr_application_get_context (application));
}

int
dr_test_ui_magenta_pixels (GtkWidget *widget)
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  int count = 0;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  pixels = g_malloc (width * height * 4);
  gdk_texture_download (texture, pixels, width * 4);
  /* a JPEG's flat magenta comes back a few levels off */
  for (int i = 0; i < width * height; i++)
    {
      guint32 argb = ((guint32 *) pixels)[i];

      if ((argb >> 16 & 0xff) > 235 && (argb >> 8 & 0xff) < 20 && (argb & 0xff) > 235)
        count++;
    }
  return count;
}

/* What dr_test_ui_serve_sync_source() started, for dr_test_ui_run() to end. */
static DrTestHttpServer *sync_server;
static char *sync_dir;

const char *
dr_test_ui_serve_sync_source (const char        *fixture,
                              DrTestHttpServer **server)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *url = NULL;

  g_assert_null (sync_server);
  sync_dir = dr_test_make_tmp_dir ();
  if (fixture != NULL)
    {
      g_autofree char *fixtures = g_test_build_filename (G_TEST_DIST, "fixtures", fixture, NULL);

      dr_test_copy_tree (fixtures, sync_dir);
    }
  sync_server = dr_test_http_server_new (sync_dir);
  url = dr_test_http_server_get_url (sync_server);
  g_settings_set_string (settings, "sync-source", url);
  *server = sync_server;
  return sync_dir;
}

int
dr_test_ui_run (DrApplication **application,
                char          **data_dir)
{
  int status = g_test_run ();

  g_clear_object (application);
  g_clear_pointer (&sync_server, dr_test_http_server_free);
  if (sync_dir != NULL)
    dr_test_remove_tree (sync_dir);
  g_clear_pointer (&sync_dir, g_free);
  dr_test_remove_tree (*data_dir);
  g_clear_pointer (data_dir, g_free);
  return status;
}

DrDecksView *
dr_test_ui_decks_view (DrApplication *application)
{
  DrWindow *window = dr_test_ui_active_window (application);

  dr_window_show_view (window, "decks");
  return dr_window_get_decks_view (window);
}

DrPlayView *
dr_test_ui_play_view (DrApplication *application)
{
  DrWindow *window = dr_test_ui_active_window (application);
  DrPlayView *view = dr_window_get_play_view (window);

  dr_play_view_set_ai_delay (view, 0);
  dr_window_show_view (window, "play");
  return view;
}

guint
dr_test_ui_count_cards (DrApplication *application,
                        const char    *query)
{
  DrCardStore *store = dr_test_ui_card_store (application);
  g_autoptr(GPtrArray) cards = dr_card_search (dr_card_store_get_db (store), query, NULL);

  g_assert_nonnull (cards);
  return cards->len;
}

GtkShortcut *
dr_test_ui_find_shortcut (GtkWidget       *widget,
                          guint            keyval,
                          GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            return g_steal_pointer (&shortcut);
        }
    }
  return NULL;
}

AdwMessageDialog *
dr_test_ui_message_dialog (void)
{
  return dr_test_ui_find_window (ADW_TYPE_MESSAGE_DIALOG, FALSE);
}

gboolean
dr_test_ui_message_dialog_shown (gpointer unused)
{
  return dr_test_ui_message_dialog () != NULL;
}
