/* dr-preferences-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-catalog.h"
#include "dr-preferences-window.h"

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
  GSettings            *settings;
  GPtrArray            *ban_list_codes;   /* in the order of ban_list_row */
};

G_DEFINE_FINAL_TYPE (DrPreferencesWindow, dr_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The choices of the default-format key, in the order of format_row. */
static const struct
{
  const char *code;
  const char *name;
} formats[] = {
  { "standard", N_("Standard") },
  { "startup", N_("Startup") },
  { "eternal", N_("Eternal") },
  /* Translators: the format without deck-building restrictions beyond the basic rules */
  { "casual", N_("Casual") },
  { "napd", N_("NAPD Multiplayer") },
  { "lockpick", N_("Lockpick") },
};

static gboolean
format_to_position (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char *code = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_str_equal (formats[i].code, code))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
position_to_format (const GValue       *value,
                    const GVariantType *type,
                    gpointer            user_data)
{
  guint position = g_value_get_uint (value);

  if (position >= G_N_ELEMENTS (formats))
    return NULL;
  return g_variant_new_string (formats[position].code);
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
  g_autoptr(GPtrArray) ban_lists = NULL;
  g_autofree char *current = g_settings_get_string (self->settings, "default-banlist");
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (self->ban_list_codes, g_strdup ("active"));
  gtk_string_list_append (names, _("The Active Ban List"));
  ban_lists = store != NULL ? dr_card_catalog_ban_lists (dr_card_store_get_db (store), &error) : NULL;
  if (error != NULL)
    g_warning ("Cannot list the ban lists: %s", error->message);
  for (guint i = 0; ban_lists != NULL && i < ban_lists->len; i++)
    {
      DrBanList *ban_list = g_ptr_array_index (ban_lists, i);

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
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), adw_toast_new (message));
}

static void
dr_preferences_window_dispose (GObject *object)
{
  DrPreferencesWindow *self = DR_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);
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
dr_preferences_window_class_init (DrPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_preferences_window_dispose;
  object_class->finalize = dr_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, source_row);
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, last_sync_row);
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, cache_adjustment);
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, format_row);
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, ban_list_row);
  gtk_widget_class_bind_template_child (widget_class, DrPreferencesWindow, text_size_adjustment);
  gtk_widget_class_bind_template_callback (widget_class, on_source_apply_cb);
}

static void
dr_preferences_window_init (DrPreferencesWindow *self)
{
  g_autoptr(GtkStringList) format_names = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  self->ban_list_codes = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    gtk_string_list_append (format_names, _(formats[i].name));
  adw_combo_row_set_model (self->format_row, G_LIST_MODEL (format_names));

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
}

DrPreferencesWindow *
dr_preferences_window_new (GtkWindow   *parent,
                           DrCardStore *store)
{
  DrPreferencesWindow *self = g_object_new (DR_TYPE_PREFERENCES_WINDOW,
                                            "transient-for", parent,
                                            "modal", TRUE,
                                            NULL);

  /* The ban lists come from the card data, so they are bound last. */
  fill_ban_lists (self, store);
  g_settings_bind_with_mapping (self->settings, "default-banlist", self->ban_list_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, ban_list_to_position, position_to_ban_list,
                                self, NULL);
  return self;
}
