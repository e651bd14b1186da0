/* dr-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-window"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-window.h"

struct _DrWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  DrCardsView          *cards_view;

  /* Owned references */
  GSettings            *settings;
};

G_DEFINE_FINAL_TYPE (DrWindow, dr_window, ADW_TYPE_APPLICATION_WINDOW)

static void
dr_window_focus_search_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  dr_cards_view_focus_search (DR_WINDOW (widget)->cards_view);
}

static void
save_window_state (DrWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

static gboolean
dr_window_close_request (GtkWindow *window)
{
  save_window_state (DR_WINDOW (window));
  return GTK_WINDOW_CLASS (dr_window_parent_class)->close_request (window);
}

static void
dr_window_dispose (GObject *object)
{
  DrWindow *self = DR_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_WINDOW);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (dr_window_parent_class)->dispose (object);
}

static void
dr_window_class_init (DrWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = dr_window_dispose;
  window_class->close_request = dr_window_close_request;

  g_type_ensure (DR_TYPE_CARDS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-window.ui");
  gtk_widget_class_bind_template_child (widget_class, DrWindow, cards_view);

  gtk_widget_class_install_action (widget_class, "win.focus-search", NULL, dr_window_focus_search_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.focus-search", NULL);
}

static void
dr_window_init (DrWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

DrWindow *
dr_window_new (AdwApplication *application,
               DrCardStore    *store)
{
  DrWindow *self = g_object_new (DR_TYPE_WINDOW, "application", application, NULL);

  dr_cards_view_set_store (self->cards_view, store);
  return self;
}

DrCardsView *
dr_window_get_cards_view (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return self->cards_view;
}
