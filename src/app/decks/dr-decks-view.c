/* dr-decks-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-decks-view"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-deck-formats.h"
#include "dr-deck-store.h"
#include "dr-decks-view-private.h"
#include "dr-legality-cache.h"
#include "dr-toast.h"
#include "dr-list-box.h"

/* The user's decks, searchable by name and tag, and the deck editor in front
 * of them. The list is a GtkListBox: a player keeps tens of decks, not
 * thousands, and each row checks its deck's legality when it is built. */
struct _DrDecksView
{
  GtkWidget        parent_instance;

  /* Template widgets */
  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  GtkSearchEntry  *search_entry;
  GtkStack        *list_stack;
  GtkListBox      *deck_list;

  /* Owned references */
  DrContext       *context;
  AdwToast        *last_toast;
  guint            n_decks;

  /* Borrowed references: the context's, until its card data changes */
  GSettings       *settings;
  DrLegalityCache *cache;
  DrUserStore     *user;
  DrDeckEditor    *editor;      /* a page of the stack, made when first needed */
};

G_DEFINE_FINAL_TYPE (DrDecksView, dr_decks_view, GTK_TYPE_WIDGET)


static void
show_error (DrDecksView  *self,
            const GError *error)
{
  AdwToast *toast = dr_toast_new_text (error->message);

  g_set_object (&self->last_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static char *
modified_text (gint64 modified)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (modified);

  /* Translators: when a deck was last changed, as a date and a time (strftime format) */
  return time != NULL ? g_date_time_format (time, _("%x %H:%M")) : g_strdup ("");
}

static GMenuModel *
row_menu (const DrDeckSummary *summary)
{
  GMenu *menu = g_menu_new ();
  static const struct
  {
    const char *label;
    const char *action;
  } items[] = {
    { N_("_Open"), "decks.open" },
    { N_("D_uplicate"), "decks.duplicate" },
    { N_("_Rename…"), "decks.rename" },
    /* Translators: the user keeps this deck's cards together; see "Not _Built" */
    { N_("Mark as _Built"), "decks.toggle-built" },
    { N_("_Delete"), "decks.delete" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      const char *label = _(items[i].label);
      g_autoptr(GMenuItem) item = NULL;

      if (summary->built && g_str_equal (items[i].action, "decks.toggle-built"))
        /* Translators: the deck's cards go back to the collection */
        label = _("Not _Built");
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, items[i].action, g_variant_new_int64 (summary->id));
      g_menu_append_item (menu, item);
    }
  return G_MENU_MODEL (menu);
}

static GtkWidget *
legality_icon (const DrLegalityReport *report)
{
  GtkWidget *icon;
  g_autofree char *tooltip = NULL;

  if (report == NULL)
    return gtk_image_new_from_icon_name ("dialog-question-symbolic");
  if (report->legal)
    {
      icon = gtk_image_new_from_icon_name ("emblem-ok-symbolic");
      gtk_widget_add_css_class (icon, "success");
      gtk_widget_set_tooltip_text (icon, _("Legal"));
      return icon;
    }
  icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_add_css_class (icon, "warning");
  tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Not legal: %u problem", "Not legal: %u problems",
                                          report->problems->len),
                             report->problems->len);
  gtk_widget_set_tooltip_text (icon, tooltip);
  return icon;
}

static char *
row_subtitle (const DrDeckSummary    *summary,
              const DrLegalityReport *report)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (report != NULL && report->identity_title != NULL)
    g_string_append (text, report->identity_title);
  else if (g_strcmp0 (summary->side, "corp") == 0)
    g_string_append (text, _("Corp deck without an identity"));
  else if (g_strcmp0 (summary->side, "runner") == 0)
    g_string_append (text, _("Runner deck without an identity"));
  if (summary->tags[0] != NULL)
    {
      g_autofree char *tags = g_strjoinv (", ", summary->tags);

      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append (text, tags);
    }
  if (summary->built)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: in a deck's row: its cards are kept together */
      g_string_append (text, _("Built"));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GtkWidget *
deck_row_new (DrDecksView         *self,
              const DrDeckSummary *summary)
{
  GtkWidget *row = adw_action_row_new ();
  g_autoptr(DrDeck) deck = dr_deck_store_load (self->user, summary->id, NULL);
  g_autoptr(DrLegalityReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *modified = modified_text (summary->modified);
  g_autoptr(GMenuModel) menu = row_menu (summary);
  g_autofree char *default_format = g_settings_get_string (self->settings, "default-format");
  GtkWidget *badge, *time, *menu_button;

  if (deck != NULL && self->cache != NULL)
    report = dr_legality_cache_check (self->cache, deck, &error);
  if (error != NULL)
    g_warning ("Cannot check deck %" G_GINT64_FORMAT ": %s", summary->id, error->message);
  subtitle = row_subtitle (summary, report);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), summary->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "deck-id", g_memdup2 (&summary->id, sizeof summary->id), g_free);

  badge = gtk_label_new (dr_deck_formats_name (deck != NULL && deck->format != NULL ? deck->format
                                                                                     : default_format));
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (badge, "caption-heading");
  gtk_widget_add_css_class (badge, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), badge);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), legality_icon (report));
  time = gtk_label_new (modified);
  gtk_widget_add_css_class (time, "caption");
  gtk_widget_add_css_class (time, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), time);
  menu_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu_button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (menu_button), menu);
  gtk_widget_set_valign (menu_button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (menu_button, _("Deck Actions"));
  gtk_widget_add_css_class (menu_button, "flat");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), menu_button);
  return row;
}

void
dr_decks_view_refresh (DrDecksView *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  DrDeckFilter filter = { .text = text[0] != '\0' ? text : NULL };
  g_autoptr(GPtrArray) summaries = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (DR_IS_DECKS_VIEW (self));

  dr_list_box_remove_all (self->deck_list);
  self->n_decks = 0;
  if (self->user == NULL)
    return;
  summaries = dr_deck_store_list (self->user, &filter, &error);
  if (summaries == NULL)
    {
      show_error (self, error);
      return;
    }
  for (guint i = 0; i < summaries->len; i++)
    gtk_list_box_append (self->deck_list, deck_row_new (self, g_ptr_array_index (summaries, i)));
  self->n_decks = summaries->len;
  if (summaries->len > 0)
    gtk_stack_set_visible_child_name (self->list_stack, "decks");
  else
    gtk_stack_set_visible_child_name (self->list_stack, filter.text != NULL ? "no-match" : "empty");
}

static void on_editor_done_cb (DrDecksView *self);

/* The editor is a large widget tree: built the first time a deck opens, not
 * while the window starts. */
static DrDeckEditor *
ensure_editor (DrDecksView *self)
{
  if (self->editor != NULL)
    return self->editor;
  self->editor = dr_deck_editor_new (self->context);
  g_signal_connect_object (self->editor, "done", G_CALLBACK (on_editor_done_cb), self, G_CONNECT_SWAPPED);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->editor), "editor");
  return self->editor;
}

static void
open_deck (DrDecksView  *self,
           const DrDeck *deck)
{
  dr_deck_editor_open (ensure_editor (self), deck);
  gtk_stack_set_visible_child_name (self->stack, "editor");
}

static void
on_search_changed_cb (DrDecksView *self)
{
  dr_decks_view_refresh (self);
}

static void
on_row_activated_cb (DrDecksView   *self,
                     GtkListBoxRow *row)
{
  gint64 *id = g_object_get_data (G_OBJECT (row), "deck-id");

  gtk_widget_activate_action (GTK_WIDGET (self), "decks.open", "x", *id);
}

static void
on_editor_done_cb (DrDecksView *self)
{
  dr_decks_view_leave_editor (self, NULL);
}

static void
dr_decks_view_new_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  DrDecksView *self = DR_DECKS_VIEW (widget);
  const char *side = g_variant_get_string (parameter, NULL);
  g_autoptr(DrDeck) deck = NULL;
  g_autofree char *format = g_settings_get_string (self->settings, "default-format");
  g_autofree char *banlist = g_settings_get_string (self->settings, "default-banlist");

  if (g_str_equal (side, "corp"))
    deck = dr_deck_new (_("New Corp Deck"), "netrunner");
  else
    deck = dr_deck_new (_("New Runner Deck"), "netrunner");
  dr_deck_set_string (&deck->side, g_str_equal (side, "corp") ? "corp" : "runner");
  dr_deck_set_string (&deck->format, format);
  dr_deck_set_string (&deck->banlist, banlist);
  open_deck (self, deck);
}

/* An imported list becomes a new saved deck, opened in the editor. */
static void
on_import_ready_cb (DrDeckImportDialog *dialog,
                    const DrDeck       *imported,
                    DrDecksView        *self)
{
  g_autoptr(DrDeck) deck = dr_deck_copy (imported);
  g_autoptr(GError) error = NULL;

  deck->id = 0;
  if (deck->name == NULL || deck->name[0] == '\0')
    dr_deck_set_string (&deck->name, _("Imported Deck"));
  if (deck->format == NULL)
    deck->format = g_settings_get_string (self->settings, "default-format");
  if (deck->banlist == NULL)
    deck->banlist = g_settings_get_string (self->settings, "default-banlist");
  if (dr_deck_store_save (self->user, deck, &error) == 0)
    {
      show_error (self, error);
      return;
    }
  /* The deck being edited is saved first; if it cannot be, it stays open and
   * the imported deck waits in the list. */
  if (!dr_decks_view_leave_editor (self, NULL))
    return;
  open_deck (self, deck);
}

static void
dr_decks_view_import_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  DrDecksView *self = DR_DECKS_VIEW (widget);
  g_autoptr(GError) error = NULL;
  DrDeckImportDialog *dialog = dr_deck_editor_new_import_dialog (ensure_editor (self), &error);

  if (dialog == NULL)
    {
      show_error (self, error);
      return;
    }
  g_signal_connect_object (dialog, "deck-ready", G_CALLBACK (on_import_ready_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
dr_decks_view_open_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  DrDecksView *self = DR_DECKS_VIEW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) deck = dr_deck_store_load (self->user, g_variant_get_int64 (parameter), &error);

  if (deck == NULL)
    {
      show_error (self, error);
      return;
    }
  open_deck (self, deck);
}

static void
dr_decks_view_duplicate_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  DrDecksView *self = DR_DECKS_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (dr_deck_store_duplicate (self->user, g_variant_get_int64 (parameter), &error) == 0)
    show_error (self, error);
  dr_decks_view_refresh (self);
}

/* Built decks keep their cards: the collection counts them as taken. */
static void
dr_decks_view_toggle_built_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  DrDecksView *self = DR_DECKS_VIEW (widget);
  gint64 id = g_variant_get_int64 (parameter);
  g_autoptr(GError) error = NULL;

  if (!dr_deck_store_set_built (self->user, id, !dr_deck_store_is_built (self->user, id), &error))
    show_error (self, error);
  dr_decks_view_refresh (self);
}

static void
on_rename_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       DrDecksView      *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  gint64 *id = g_object_get_data (G_OBJECT (dialog), "deck-id");
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "rename") || name[0] == '\0')
    return;
  if (!dr_deck_store_rename (self->user, *id, name, &error))
    show_error (self, error);
  dr_decks_view_refresh (self);
}

static void
on_rename_entry_changed_cb (GtkEditable      *entry,
                            AdwMessageDialog *dialog)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  adw_message_dialog_set_response_enabled (dialog, "rename", name[0] != '\0');
}

static void
dr_decks_view_rename_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  DrDecksView *self = DR_DECKS_VIEW (widget);
  gint64 id = g_variant_get_int64 (parameter);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) deck = dr_deck_store_load (self->user, id, &error);
  GtkWidget *dialog, *entry;

  if (deck == NULL)
    {
      show_error (self, error);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _("Rename Deck"), NULL);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), deck->name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  g_object_set_data_full (G_OBJECT (dialog), "deck-id", g_memdup2 (&id, sizeof id), g_free);
  g_signal_connect (entry, "changed", G_CALLBACK (on_rename_entry_changed_cb), dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_rename_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
dr_decks_view_delete_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  DrDecksView *self = DR_DECKS_VIEW (widget);
  gint64 id = g_variant_get_int64 (parameter);
  g_autoptr(GError) error = NULL;
  AdwToast *toast;

  /* The deck goes to the trash, where it stays: undo brings it back. */
  if (!dr_deck_store_delete (self->user, id, &error))
    {
      show_error (self, error);
      return;
    }
  toast = dr_toast_new_text (_("Deck deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "decks.undelete");
  adw_toast_set_action_target_value (toast, g_variant_new_int64 (id));
  g_set_object (&self->last_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  dr_decks_view_refresh (self);
}

static void
dr_decks_view_undelete_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  DrDecksView *self = DR_DECKS_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (!dr_deck_store_undelete (self->user, g_variant_get_int64 (parameter), &error))
    show_error (self, error);
  dr_decks_view_refresh (self);
}

/* Built when first shown, not at start-up: checking every deck builds a
 * legality context, which reads the whole card pool. */
static void
dr_decks_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (dr_decks_view_parent_class)->map (widget);
  if (!dr_decks_view_is_editing (DR_DECKS_VIEW (widget)))
    dr_decks_view_refresh (DR_DECKS_VIEW (widget));
}

static void
dr_decks_view_dispose (GObject *object)
{
  DrDecksView *self = DR_DECKS_VIEW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_DECKS_VIEW);
  /* Disposing the template does not unparent its top widgets. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->context);
  g_clear_object (&self->last_toast);
  G_OBJECT_CLASS (dr_decks_view_parent_class)->dispose (object);
}

/* The deck rows check legality in the context's cache of the card data. */
static void
on_card_data_changed_cb (DrDecksView *self)
{
  self->cache = dr_context_get_legality_cache (self->context);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    dr_decks_view_refresh (self);
}

static void
dr_decks_view_constructed (GObject *object)
{
  DrDecksView *self = DR_DECKS_VIEW (object);

  G_OBJECT_CLASS (dr_decks_view_parent_class)->constructed (object);

  self->settings = dr_context_get_settings (self->context);
  self->user = dr_context_get_user_store (self->context);
  dr_context_follow_card_data (self->context, self, G_CALLBACK (on_card_data_changed_cb));
}

static void
dr_decks_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  dr_context_set_property (&DR_DECKS_VIEW (object)->context, object, prop_id, value, pspec);
}

static void
dr_decks_view_class_init (DrDecksViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = dr_decks_view_constructed;
  object_class->set_property = dr_decks_view_set_property;
  object_class->dispose = dr_decks_view_dispose;
  widget_class->map = dr_decks_view_map;

  dr_context_install_property (object_class);

  g_type_ensure (DR_TYPE_DECK_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-decks-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DrDecksView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, DrDecksView, stack);
  gtk_widget_class_bind_template_child (widget_class, DrDecksView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DrDecksView, list_stack);
  gtk_widget_class_bind_template_child (widget_class, DrDecksView, deck_list);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated_cb);

  gtk_widget_class_install_action (widget_class, "decks.new", "s", dr_decks_view_new_cb);
  gtk_widget_class_install_action (widget_class, "decks.import", NULL, dr_decks_view_import_cb);
  gtk_widget_class_install_action (widget_class, "decks.open", "x", dr_decks_view_open_cb);
  gtk_widget_class_install_action (widget_class, "decks.duplicate", "x", dr_decks_view_duplicate_cb);
  gtk_widget_class_install_action (widget_class, "decks.rename", "x", dr_decks_view_rename_cb);
  gtk_widget_class_install_action (widget_class, "decks.toggle-built", "x", dr_decks_view_toggle_built_cb);
  gtk_widget_class_install_action (widget_class, "decks.delete", "x", dr_decks_view_delete_cb);
  gtk_widget_class_install_action (widget_class, "decks.undelete", "x", dr_decks_view_undelete_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "decks.import", NULL);
}

static void
dr_decks_view_init (DrDecksView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Saves the deck being edited and goes back to the list. The editor stays
 * open when its deck cannot be saved, with the reason in a toast: nothing
 * is lost. */
gboolean
dr_decks_view_leave_editor (DrDecksView  *self,
                            GError      **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (DR_IS_DECKS_VIEW (self), FALSE);

  if (!dr_decks_view_is_editing (self))
    return TRUE;
  if (!dr_deck_editor_close (self->editor, &local_error))
    {
      show_error (self, local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  gtk_stack_set_visible_child_name (self->stack, "list");
  dr_decks_view_refresh (self);
  return TRUE;
}

guint
dr_decks_view_get_n_decks (DrDecksView *self)
{
  g_return_val_if_fail (DR_IS_DECKS_VIEW (self), 0);
  return self->n_decks;
}

DrDeckEditor *
dr_decks_view_get_editor (DrDecksView *self)
{
  g_return_val_if_fail (DR_IS_DECKS_VIEW (self), NULL);
  return ensure_editor (self);
}

gboolean
dr_decks_view_is_editing (DrDecksView *self)
{
  g_return_val_if_fail (DR_IS_DECKS_VIEW (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "editor") == 0;
}

AdwToast *
dr_decks_view_get_last_toast (DrDecksView *self)
{
  g_return_val_if_fail (DR_IS_DECKS_VIEW (self), NULL);
  return self->last_toast;
}
