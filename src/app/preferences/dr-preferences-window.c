/* dr-preferences-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-catalog.h"
#include "dr-deck-formats.h"
#include "dr-format.h"
#include "dr-preferences-window-private.h"
#include "dr-restrictions.h"
#include "dr-toast.h"

/* Every row is bound to its GSettings key: a change is saved at once. */
struct _DrPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  /* Template widgets */
  AdwEntryRow          *source_row;
  AdwActionRow         *last_sync_row;
  GtkAdjustment        *cache_adjustment;
  AdwComboRow          *format_row;
  AdwComboRow          *ban_list_row;
  GtkAdjustment        *text_size_adjustment;

  /* Owned references */
  DrContext            *context;
  GSettings            *settings;           /* the context's */
  GPtrArray            *ban_list_codes;   /* in the order of ban_list_row */
  GCancellable         *import_cancellable; /* while ban lists are imported */
  guint                 n_imported_lists;   /* told once the new card data is read */
};

G_DEFINE_FINAL_TYPE (DrPreferencesWindow, dr_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)


static gboolean
format_to_position (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  DrFormat format;

  /* format_row lists dr_deck_formats_new_model(): its positions are DrFormat values. */
  if (!dr_format_from_code (g_variant_get_string (variant, NULL), &format))
    return FALSE;
  g_value_set_uint (value, format);
  return TRUE;
}

static GVariant *
position_to_format (const GValue       *value,
                    const GVariantType *type,
                    gpointer            user_data)
{
  guint position = g_value_get_uint (value);

  if (position >= DR_N_FORMATS)
    return NULL;
  return g_variant_new_string (dr_format_get_code ((DrFormat) position));
}

static gboolean
ban_list_to_position (GValue   *value,
                      GVariant *variant,
                      gpointer  user_data)
{
  DrPreferencesWindow *self = user_data;
  guint position;

  if (!g_ptr_array_find_with_equal_func (self->ban_list_codes, g_variant_get_string (variant, NULL),
                                         g_str_equal, &position))
    return FALSE;
  g_value_set_uint (value, position);
  return TRUE;
}

static GVariant *
position_to_ban_list (const GValue       *value,
                      const GVariantType *type,
                      gpointer            user_data)
{
  DrPreferencesWindow *self = user_data;
  guint position = g_value_get_uint (value);

  if (position >= self->ban_list_codes->len)
    return NULL;
  return g_variant_new_string (g_ptr_array_index (self->ban_list_codes, position));
}

/* “Active” first, then every ban list the card data knows, newest first. A
 * setting naming one the data does not know (yet) is kept and shown as is. */
static void
fill_ban_lists (DrPreferencesWindow *self,
                DrCardStore         *store)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  const GPtrArray *ban_lists = NULL;
  g_autofree char *current = g_settings_get_string (self->settings, "default-banlist");
  g_autoptr(GError) error = NULL;
  DrCardPool *pool = store != NULL ? dr_card_store_get_pool (store, &error) : NULL;

  g_ptr_array_add (self->ban_list_codes, g_strdup ("active"));
  gtk_string_list_append (names, _("The Active Ban List"));
  if (error != NULL)
    g_warning ("Cannot list the ban lists: %s", error->message);
  if (pool != NULL)
    ban_lists = dr_card_pool_get_ban_lists (pool);
  for (guint i = 0; ban_lists != NULL && i < ban_lists->len; i++)
    {
      const DrPoolBanList *ban_list = g_ptr_array_index (ban_lists, i);

      g_ptr_array_add (self->ban_list_codes, g_strdup (ban_list->code));
      gtk_string_list_append (names, ban_list->name);
    }
  if (!g_ptr_array_find_with_equal_func (self->ban_list_codes, current, g_str_equal, NULL))
    {
      g_ptr_array_add (self->ban_list_codes, g_strdup (current));
      gtk_string_list_append (names, current);
    }
  adw_combo_row_set_model (self->ban_list_row, G_LIST_MODEL (names));
}

static void
update_last_sync (DrPreferencesWindow *self)
{
  g_autofree char *value = g_settings_get_string (self->settings, "last-sync");
  g_autoptr(GDateTime) time = NULL;
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *text = NULL;

  if (*value == '\0')
    {
      /* Translators: when the card data was last synced */
      adw_action_row_set_subtitle (self->last_sync_row, _("Never"));
      return;
    }
  time = g_date_time_new_from_iso8601 (value, NULL);
  if (time == NULL)
    {
      adw_action_row_set_subtitle (self->last_sync_row, value);
      return;
    }
  local = g_date_time_to_local (time);
  /* Translators: date and time of the last sync, see strftime(3) */
  text = g_date_time_format (local, _("%x %X"));
  adw_action_row_set_subtitle (self->last_sync_row, text);
}

static gboolean
is_web_address (const char *text)
{
  g_autoptr(GUri) uri = g_uri_parse (text, G_URI_FLAGS_NONE, NULL);

  return uri != NULL && g_uri_get_host (uri) != NULL && *g_uri_get_host (uri) != '\0'
         && (g_str_equal (g_uri_get_scheme (uri), "https") || g_str_equal (g_uri_get_scheme (uri), "http"));
}

static void
on_source_apply_cb (DrPreferencesWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->source_row));
  g_autofree char *message = NULL;

  if (is_web_address (text))
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->source_row), "error");
      g_settings_set_string (self->settings, "sync-source", text);
      return;
    }
  gtk_widget_add_css_class (GTK_WIDGET (self->source_row), "error");
  /* Translators: %s is what the user typed as the sync source */
  message = g_strdup_printf (_("“%s” is not a web address"), text);
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), dr_toast_new_text (message));
}

/* Ban lists from files */

static void
bind_ban_lists (DrPreferencesWindow *self,
                DrCardStore         *store)
{
  g_settings_unbind (self->ban_list_row, "selected");
  g_ptr_array_set_size (self->ban_list_codes, 0);
  fill_ban_lists (self, store);
  g_settings_bind_with_mapping (self->settings, "default-banlist", self->ban_list_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, ban_list_to_position, position_to_ban_list,
                                self, NULL);
}

static void
restriction_import_free (DrRestrictionImport *result)
{
  dr_restriction_import_clear (result);
  g_free (result);
}

static void
import_in_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  GStrv paths = task_data;
  const char *card_db = g_object_get_data (G_OBJECT (task), "card-db");
  DrRestrictionImport *result = g_new0 (DrRestrictionImport, 1);
  GError *error = NULL;

  dr_restriction_import_init (result);
  if (dr_restrictions_import_files (card_db, (const char *const *) paths, result, &error))
    g_task_return_pointer (task, result, (GDestroyNotify) restriction_import_free);
  else
    {
      restriction_import_free (result);
      g_task_return_error (task, error);
    }
}

static void
show_import_error (DrPreferencesWindow *self,
                   const char          *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Ban Lists Not Imported"), message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The import is over when every view reads the new card data: it is read
 * in a worker thread, as after a sync, not on the first search. */
static void
on_ban_lists_reloaded (GObject      *source,
                       GAsyncResult *async_result,
                       gpointer      user_data)
{
  g_autoptr(DrPreferencesWindow) self = user_data;
  guint n_lists = self->n_imported_lists;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  g_clear_object (&self->import_cancellable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preferences.import-ban-lists", TRUE);
  if (!dr_context_reload_card_data_finish (DR_CONTEXT (source), async_result, &error))
    {
      show_import_error (self, error->message);
      return;
    }
  message = g_strdup_printf (ngettext ("%u ban list imported", "%u ban lists imported", n_lists), n_lists);
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), dr_toast_new_text (message));
}

static void
on_import_done (GObject      *source,
                GAsyncResult *async_result,
                gpointer      user_data)
{
  DrPreferencesWindow *self = DR_PREFERENCES_WINDOW (source);
  g_autoptr(GError) error = NULL;
  DrRestrictionImport *result = g_task_propagate_pointer (G_TASK (async_result), &error);

  if (result == NULL)
    {
      g_clear_object (&self->import_cancellable);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "preferences.import-ban-lists", TRUE);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_import_error (self, error->message);
      return;
    }
  /* The open card store keeps what it read: the context opens the new one,
   * and every view (this window's ban lists too) follows it. The import
   * stays "running" until then. */
  self->n_imported_lists = result->lists->len;
  restriction_import_free (result);
  dr_context_reload_card_data_async (self->context, on_ban_lists_reloaded, g_object_ref (self));
}

void
dr_preferences_window_import_ban_lists (DrPreferencesWindow *self,
                                        const char *const   *paths)
{
  DrCardStore *store = dr_context_get_card_store (self->context);
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (DR_IS_PREFERENCES_WINDOW (self));
  if (self->import_cancellable != NULL)
    return;
  self->import_cancellable = g_cancellable_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preferences.import-ban-lists", FALSE);
  task = g_task_new (self, self->import_cancellable, on_import_done, NULL);
  g_task_set_task_data (task, g_strdupv ((char **) paths), (GDestroyNotify) g_strfreev);
  g_object_set_data_full (G_OBJECT (task), "card-db", g_strdup (dr_card_store_get_path (store)), g_free);
  g_task_run_in_thread (task, import_in_thread);
}

gboolean
dr_preferences_window_is_importing (DrPreferencesWindow *self)
{
  g_return_val_if_fail (DR_IS_PREFERENCES_WINDOW (self), FALSE);
  return self->import_cancellable != NULL;
}

static void
on_import_chooser_response (GtkNativeDialog     *chooser,
                            int                  response,
                            DrPreferencesWindow *self)
{
  g_autoptr(GListModel) files = NULL;
  g_autoptr(GPtrArray) paths = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (chooser));
      paths = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr(GFile) file = g_list_model_get_item (files, i);
          char *path = g_file_get_path (file);

          if (path != NULL)
            g_ptr_array_add (paths, path);
        }
      g_ptr_array_add (paths, NULL);
      if (paths->len > 1)
        dr_preferences_window_import_ban_lists (self, (const char *const *) paths->pdata);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
import_ban_lists_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  DrPreferencesWindow *self = DR_PREFERENCES_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Import Ban Lists"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Import"), _("_Cancel"));
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (chooser), TRUE);
  /* Translators: a file filter: NetrunnerDB's restriction files are JSON */
  gtk_file_filter_set_name (filter, _("NetrunnerDB restriction files"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_signal_connect (chooser, "response", G_CALLBACK (on_import_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
dr_preferences_window_dispose (GObject *object)
{
  DrPreferencesWindow *self = DR_PREFERENCES_WINDOW (object);

  /* The import itself runs to its end; only its result is not wanted now. */
  if (self->import_cancellable != NULL)
    g_cancellable_cancel (self->import_cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_PREFERENCES_WINDOW);
  self->settings = NULL;
  g_clear_object (&self->context);
  G_OBJECT_CLASS (dr_preferences_window_parent_class)->dispose (object);
}

static void
dr_preferences_window_finalize (GObject *object)
{
  DrPreferencesWindow *self = DR_PREFERENCES_WINDOW (object);

  g_ptr_array_unref (self->ban_list_codes);
  G_OBJECT_CLASS (dr_preferences_window_parent_class)->finalize (object);
}

static void
dr_preferences_window_init (DrPreferencesWindow *self)
{
  g_autoptr(GListModel) format_names = dr_deck_formats_new_model ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->ban_list_codes = g_ptr_array_new_with_free_func (g_free);
  adw_combo_row_set_model (self->format_row, format_names);
}

static void
on_card_data_changed_cb (DrPreferencesWindow *self)
{
  bind_ban_lists (self, dr_context_get_card_store (self->context));
}

static void
dr_preferences_window_constructed (GObject *object)
{
  DrPreferencesWindow *self = DR_PREFERENCES_WINDOW (object);

  G_OBJECT_CLASS (dr_preferences_window_parent_class)->constructed (object);

  self->settings = dr_context_get_settings (self->context);
  g_settings_bind (self->settings, "sync-source", self->source_row, "text", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "image-cache-limit", self->cache_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "card-text-size", self->text_size_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "default-format", self->format_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, format_to_position, position_to_format, NULL, NULL);
  g_signal_connect_object (self->settings, "changed::last-sync", G_CALLBACK (update_last_sync), self,
                           G_CONNECT_SWAPPED);
  update_last_sync (self);
  /* The ban lists come from the card data, so they follow it. */
  dr_context_follow_card_data (self->context, self, G_CALLBACK (on_card_data_changed_cb));
}

static void
dr_preferences_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  dr_context_set_property (&DR_PREFERENCES_WINDOW (object)->context, object, prop_id, value, pspec);
}

static void
dr_preferences_window_class_init (DrPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = dr_preferences_window_constructed;
  object_class->set_property = dr_preferences_window_set_property;
  object_class->dispose = dr_preferences_window_dispose;
  object_class->finalize = dr_preferences_window_finalize;

  dr_context_install_property (object_class);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, source_row);
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, last_sync_row);
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, cache_adjustment);
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, format_row);
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, ban_list_row);
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, text_size_adjustment);
  gtk_widget_class_bind_template_callback (widget_class, on_source_apply_cb);
  gtk_widget_class_install_action (widget_class, "preferences.import-ban-lists", NULL, import_ban_lists_cb);
}

DrPreferencesWindow *
dr_preferences_window_new (GtkWindow *parent,
                           DrContext *context)
{
  g_return_val_if_fail (DR_IS_CONTEXT (context), NULL);
  return g_object_new (DR_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", TRUE,
                       "context", context,
                       NULL);
}
