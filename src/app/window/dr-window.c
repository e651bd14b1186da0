/* dr-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-window"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-application.h"
#include "dr-decks-view.h"
#include "dr-window.h"

struct _DrWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwViewStack         *view_stack;
  DrCardsView          *cards_view;
  DrDecksView          *decks_view;

  /* Owned references */
  GSettings            *settings;
};

G_DEFINE_FINAL_TYPE (DrWindow, dr_window, ADW_TYPE_APPLICATION_WINDOW)

/* In the order of the view switcher and of the Alt+1 … Alt+4 shortcuts. */
static const char *const view_names[] = { "cards", "decks", "collection", "play" };

static void
dr_window_focus_search_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  DrWindow *self = DR_WINDOW (widget);

  dr_window_show_view (self, "cards");
  dr_cards_view_focus_search (self->cards_view);
}

static void
dr_window_show_view_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  dr_window_show_view (DR_WINDOW (widget), g_variant_get_string (parameter, NULL));
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
  DrWindow *self = DR_WINDOW (window);

  /* A deck being edited is saved first; if it cannot be, the window stays
   * open on it with the reason. */
  if (!dr_decks_view_leave_editor (self->decks_view, NULL))
    {
      dr_window_show_view (self, "decks");
      return TRUE;
    }
  save_window_state (self);
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
  g_type_ensure (DR_TYPE_DECKS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-window.ui");
  gtk_widget_class_bind_template_child (widget_class, DrWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, cards_view);
  gtk_widget_class_bind_template_child (widget_class, DrWindow, decks_view);

  gtk_widget_class_install_action (widget_class, "win.focus-search", NULL, dr_window_focus_search_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.focus-search", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-view", "s", dr_window_show_view_cb);
  for (guint i = 0; i < G_N_ELEMENTS (view_names); i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, GDK_ALT_MASK,
                                         "win.show-view", "s", view_names[i]);
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
  /* Read once, written on every switch: a second window does not follow the first. */
  g_settings_bind (self->settings, "last-view", self->view_stack, "visible-child-name",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES);
  g_settings_bind (self->settings, "card-text-size", self->cards_view, "card-text-size",
                   G_SETTINGS_BIND_GET);
}

DrWindow *
dr_window_new (AdwApplication *application,
               DrCardStore    *store)
{
  DrWindow *self = g_object_new (DR_TYPE_WINDOW, "application", application, NULL);

  dr_cards_view_set_store (self->cards_view, store);
  if (DR_IS_APPLICATION (application))
    dr_decks_view_set_sources (self->decks_view, store,
                               dr_application_get_user_db (DR_APPLICATION (application)));
  return self;
}

DrCardsView *
dr_window_get_cards_view (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return self->cards_view;
}

void
dr_window_show_view (DrWindow   *self,
                     const char *name)
{
  g_return_if_fail (DR_IS_WINDOW (self));
  g_return_if_fail (adw_view_stack_get_child_by_name (self->view_stack, name) != NULL);

  adw_view_stack_set_visible_child_name (self->view_stack, name);
}

DrDecksView *
dr_window_get_decks_view (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return self->decks_view;
}

const char *
dr_window_get_visible_view (DrWindow *self)
{
  g_return_val_if_fail (DR_IS_WINDOW (self), NULL);
  return adw_view_stack_get_visible_child_name (self->view_stack);
}
