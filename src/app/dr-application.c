/* dr-application.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-application"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-error.h"

#include "dr-about-window.h"
#include "dr-app-resources.h"
#include "dr-application-private.h"
#include "dr-paths.h"
#include "dr-preferences-window.h"
#include "dr-rescue-dialog.h"
#include "dr-user-rescue.h"
#include "dr-window.h"

struct _DrApplication
{
  AdwApplication  parent_instance;

  DrContext      *context;         /* NULL until the data opened */
  GError         *startup_error;
  DrUserDamage   *damage;          /* the user database could not be read */
};

G_DEFINE_FINAL_TYPE (DrApplication, dr_application, ADW_TYPE_APPLICATION)

static void
dr_application_about_cb (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);

  gtk_window_present (GTK_WINDOW (dr_about_window_new (gtk_application_get_active_window (application))));
}

static void
dr_application_preferences_cb (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  DrApplication *self = DR_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (self->context != NULL)
    gtk_window_present (GTK_WINDOW (dr_preferences_window_new (parent, self->context)));
}

static void
dr_application_quit_cb (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static const GActionEntry app_actions[] = {
  { "about", dr_application_about_cb },
  { "preferences", dr_application_preferences_cb },
  { "quit", dr_application_quit_cb },
};

/* Local data only: the window never waits for the network. The user's
 * database is opened (and upgraded) up front: if it cannot be, nothing
 * should run that might later write to it. */
static void
open_data (DrApplication *self)
{
  g_autoptr(DrUserStore) user = NULL;
  DrCardStore *card_store = NULL;

  g_clear_error (&self->startup_error);
  g_clear_pointer (&self->damage, dr_user_damage_free);
  user = dr_user_store_open_default (&self->startup_error);
  if (user != NULL)
    card_store = dr_card_store_open_default (&self->startup_error);
  if (card_store != NULL)
    {
      g_clear_object (&self->context);
      self->context = dr_context_new (user, card_store, NULL);
    }
  else if (g_error_matches (self->startup_error, DR_ERROR, DR_ERROR_DAMAGED))
    {
      g_autofree char *path = dr_paths_user_db ();

      self->damage = dr_user_damage_find (path);
    }
}

static void
dr_application_startup (GApplication *application)
{
  DrApplication *self = DR_APPLICATION (application);

  G_APPLICATION_CLASS (dr_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit",
                                         (const char *[]) { "<Primary>q", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         (const char *[]) { "<Primary>comma", NULL });

  open_data (self);
}

static void
show_startup_error (DrApplication *self)
{
  GtkWidget *dialog = adw_message_dialog_new (NULL, _("Deckrunner cannot start"),
                                              self->startup_error->message);

  gtk_window_set_application (GTK_WINDOW (dialog), GTK_APPLICATION (self));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void show_rescue_dialog (DrApplication *self);

static void
dr_application_activate (GApplication *application)
{
  DrApplication *self = DR_APPLICATION (application);
  GtkWindow *window = NULL;

  /* The main window, not a dialog that happens to be active. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL && window == NULL; l = l->next)
    if (DR_IS_WINDOW (l->data))
      window = l->data;
  if (self->damage != NULL)
    {
      g_printerr ("deckrunner: %s\n", self->startup_error->message);
      show_rescue_dialog (self);
      return;
    }
  if (self->context == NULL)
    {
      g_printerr ("deckrunner: %s\n", self->startup_error->message);
      show_startup_error (self);
      return;
    }
  if (window == NULL)
    window = GTK_WINDOW (dr_window_new (ADW_APPLICATION (self), self->context));
  gtk_window_present (window);
}

static void
rescue_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    DrApplication    *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrUserDamage) damage = g_steal_pointer (&self->damage);
  gboolean ok;

  /* Keep running while the dialog goes and the window comes. */
  g_application_hold (G_APPLICATION (self));
  if (g_str_equal (response, DR_RESCUE_RESPONSE_RESTORE) && damage->backup != NULL)
    ok = dr_user_rescue_restore (damage->path, damage->backup->path, NULL, &error);
  else if (g_str_equal (response, DR_RESCUE_RESPONSE_EMPTY))
    ok = dr_user_rescue_start_empty (damage->path, &error);
  else
    {
      g_application_release (G_APPLICATION (self));
      return;
    }
  if (ok)
    open_data (self);
  else
    {
      g_clear_error (&self->startup_error);
      self->startup_error = g_steal_pointer (&error);
    }
  dr_application_activate (G_APPLICATION (self));
  g_application_release (G_APPLICATION (self));
}

static void
show_rescue_dialog (DrApplication *self)
{
  GtkWidget *dialog = dr_rescue_dialog_new (self->damage);

  gtk_window_set_application (GTK_WINDOW (dialog), GTK_APPLICATION (self));
  g_signal_connect_object (dialog, "response", G_CALLBACK (rescue_response_cb), self, G_CONNECT_DEFAULT);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
dr_application_finalize (GObject *object)
{
  DrApplication *self = DR_APPLICATION (object);

  g_clear_object (&self->context);
  g_clear_error (&self->startup_error);
  g_clear_pointer (&self->damage, dr_user_damage_free);
  G_OBJECT_CLASS (dr_application_parent_class)->finalize (object);
}

static void
dr_application_class_init (DrApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = dr_application_finalize;
  /* Static linking drops an unreferenced resource object; naming it keeps it. */
  g_resources_register (dr_app_get_resource ());
  application_class->startup = dr_application_startup;
  application_class->activate = dr_application_activate;
}

static void
dr_application_init (DrApplication *self)
{
}

DrApplication *
dr_application_new (void)
{
  return g_object_new (DR_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", RESOURCE_PREFIX,
                       NULL);
}

/* NULL until the data could be opened. */
DrContext *
dr_application_get_context (DrApplication *self)
{
  g_return_val_if_fail (DR_IS_APPLICATION (self), NULL);
  return self->context;
}
