/* dr-deck-editor-actions.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-deck-editor-private.h"
#include "dr-deck-export-run.h"
#include "dr-deck-missing.h"
#include "dr-deck-print.h"
#include "dr-deck-stats-page.h"
#include "dr-deck-store.h"
#include "dr-deck-versions.h"
#include "dr-error.h"

/* The editor.* actions, their key bindings, and the deck tools' windows. */

void
dr_deck_editor_update_actions (DrDeckEditor *self)
{
  gboolean open = self->session != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo",
                                 open && dr_deck_session_can_undo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo",
                                 open && dr_deck_session_can_redo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save", dr_deck_editor_is_modified (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.missing", self->collection != NULL);
}

static void
add_card_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  dr_deck_editor_change_quantity (DR_DECK_EDITOR (widget), g_variant_get_string (parameter, NULL), 1);
}

static void
remove_card_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  dr_deck_editor_change_quantity (DR_DECK_EDITOR (widget), g_variant_get_string (parameter, NULL), -1);
}

static void
undo_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);

  if (self->session != NULL)
    dr_deck_session_undo (self->session);
}

static void
redo_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);

  if (self->session != NULL)
    dr_deck_session_redo (self->session);
}

static void
save_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);
  g_autoptr(GError) error = NULL;

  if (!dr_deck_editor_save (self, &error))
    dr_deck_editor_show_error (self, _("The deck cannot be saved"), error);
}

static void
close_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  g_signal_emit_by_name (widget, "done");
}

/* Saved versions */

static void
on_versions_show_cb (DrDeckEditor *self)
{
  dr_deck_versions_fill (self->versions_list, self->user, dr_deck_editor_deck (self),
                         dr_deck_editor_lookup_card, self);
}

static void
restore_version_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);
  const DrDeck *deck = dr_deck_editor_deck (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) restored = NULL;

  if (deck == NULL || deck->id == 0)
    return;
  restored = dr_deck_store_restore_version (self->user, deck->id, g_variant_get_int32 (parameter), &error);
  if (restored == NULL)
    {
      dr_deck_editor_show_error (self, _("The version cannot be restored"), error);
      return;
    }
  gtk_popover_popdown (self->versions_popover);
  dr_deck_session_restore (self->session, restored);
  dr_deck_editor_show_notes_and_tags (self);
}

/* The deck tools */

gboolean
dr_deck_editor_ensure_tool_data (DrDeckEditor  *self,
                                 GError       **error)
{
  if (self->store == NULL)
    {
      g_set_error_literal (error, DR_ERROR, DR_ERROR_FAILED, _("The card data is not loaded"));
      return FALSE;
    }
  if (self->index == NULL)
    self->index = dr_card_index_new (self->store, error);
  if (self->index == NULL)
    return FALSE;
  if (self->facts == NULL)
    self->facts = dr_card_facts_new (self->store, error);
  return self->facts != NULL;
}

static void
on_tool_window_destroy_cb (DrDeckEditor *self,
                           GtkWindow    *window)
{
  g_ptr_array_remove (self->tool_windows, window);
}

void
dr_deck_editor_track_tool_window (DrDeckEditor *self,
                                  GtkWindow    *window)
{
  g_ptr_array_add (self->tool_windows, window);
  g_signal_connect_object (window, "destroy", G_CALLBACK (on_tool_window_destroy_cb), self,
                           G_CONNECT_SWAPPED);
}

/* The tools' windows and the statistics page borrow the index and facts. */
void
dr_deck_editor_drop_tool_data (DrDeckEditor *self)
{
  while (self->tool_windows->len > 0)
    {
      GtkWindow *window = g_ptr_array_steal_index (self->tool_windows, self->tool_windows->len - 1);

      g_signal_handlers_disconnect_by_data (window, self);
      gtk_window_destroy (window);
    }
  if (self->stats_page != NULL)
    {
      gtk_box_remove (self->stats_box, self->stats_page);
      self->stats_page = NULL;
    }
  g_clear_pointer (&self->index, dr_card_index_free);
  g_clear_pointer (&self->facts, dr_card_facts_free);
}

DrDeckImportDialog *
dr_deck_editor_new_import_dialog (DrDeckEditor  *self,
                                  GError       **error)
{
  DrDeckImportDialog *dialog;

  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);

  if (!dr_deck_editor_ensure_tool_data (self, error))
    return NULL;
  dialog = dr_deck_import_dialog_new (dr_deck_editor_parent_window (self), self->context,
                                      self->index);
  dr_deck_editor_track_tool_window (self, GTK_WINDOW (dialog));
  return dialog;
}

/* The card index the tools use, built on first use; NULL with @error when
 * the card data cannot be read. */
const DrCardIndex *
dr_deck_editor_get_card_index (DrDeckEditor  *self,
                               GError       **error)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);

  if (!dr_deck_editor_ensure_tool_data (self, error))
    return NULL;
  return self->index;
}

/* The list's cards, identity and side replace the deck's in one change;
 * its name, format, ban list, notes and tags stay. */
static void
on_import_ready_cb (DrDeckImportDialog *dialog,
                    const DrDeck       *imported,
                    DrDeckEditor       *self)
{
  if (self->session != NULL)
    dr_deck_session_replace_cards (self->session, imported);
}

static void
import_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  DrDeckImportDialog *dialog;

  if (self->session == NULL)
    return;
  dialog = dr_deck_editor_new_import_dialog (self, &error);
  if (dialog == NULL)
    {
      dr_deck_editor_show_error (self, _("The deck cannot be imported"), error);
      return;
    }
  g_signal_connect_object (dialog, "deck-ready", G_CALLBACK (on_import_ready_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
export_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  GtkWindow *window;

  if (self->session == NULL)
    return;
  if (!dr_deck_editor_ensure_tool_data (self, &error))
    {
      dr_deck_editor_show_error (self, _("The deck cannot be exported"), error);
      return;
    }
  window = GTK_WINDOW (dr_deck_export_run (dr_deck_editor_parent_window (self), self->index,
                                           dr_deck_editor_deck (self)));
  dr_deck_editor_track_tool_window (self, window);
}

static void
print_deck (DrDeckEditor    *self,
            DrDeckPrintKind  kind)
{
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  if (!dr_deck_editor_ensure_tool_data (self, &error))
    {
      dr_deck_editor_show_error (self, _("The deck cannot be printed"), error);
      return;
    }
  dr_deck_print_run (dr_deck_editor_parent_window (self), self->store, self->index,
                     dr_deck_editor_deck (self), kind);
}

static void
print_list_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  print_deck (DR_DECK_EDITOR (widget), DR_DECK_PRINT_LIST);
}

static void
print_proxies_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  print_deck (DR_DECK_EDITOR (widget), DR_DECK_PRINT_PROXIES);
}

/* Statistics: only while shown, as they go through every card of the deck. */

void
dr_deck_editor_update_stats (DrDeckEditor *self)
{
  if (self->stats_page == NULL || self->session == NULL
      || g_strcmp0 (gtk_stack_get_visible_child_name (self->deck_stack), "stats") != 0)
    return;
  dr_deck_stats_page_set_deck (DR_DECK_STATS_PAGE (self->stats_page), dr_deck_editor_deck (self));
}

static gboolean
ensure_stats_page (DrDeckEditor  *self,
                   GError       **error)
{
  if (self->stats_page != NULL)
    return TRUE;
  if (!dr_deck_editor_ensure_tool_data (self, error))
    return FALSE;
  self->stats_page = dr_deck_stats_page_new (self->store, self->facts, self->index);
  gtk_widget_set_vexpand (self->stats_page, TRUE);
  gtk_box_append (self->stats_box, self->stats_page);
  return TRUE;
}

static void
on_deck_stack_changed_cb (DrDeckEditor *self)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->deck_stack), "stats") != 0)
    {
      dr_deck_editor_update_pages (self, TRUE);
      return;
    }
  if (!ensure_stats_page (self, &error))
    {
      gtk_stack_set_visible_child_name (self->deck_stack, "cards");
      dr_deck_editor_show_error (self, _("The statistics cannot be shown"), error);
      return;
    }
  dr_deck_editor_update_stats (self);
}

static void
stats_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);

  gtk_stack_set_visible_child_name (self->deck_stack, "stats");
}

static void
missing_cb (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);
  const DrDeck *deck = dr_deck_editor_deck (self);
  g_autoptr(GPtrArray) built = NULL;
  g_autoptr(DrCollectionDeckReport) report = NULL;
  g_autoptr(GError) error = NULL;

  if (deck == NULL || self->collection == NULL)
    return;
  built = dr_deck_store_list_built (self->user, &error);
  if (built != NULL)
    report = dr_collection_check_deck (self->collection, deck, built, &error);
  if (report == NULL)
    {
      dr_deck_editor_show_error (self, _("The collection cannot be checked"), error);
      return;
    }
  dr_deck_missing_dialog_new (dr_deck_editor_parent_window (self), deck->name, report);
}

void
dr_deck_editor_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_versions_show_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_deck_stack_changed_cb);

  gtk_widget_class_install_action (widget_class, "editor.add-card", "s", add_card_cb);
  gtk_widget_class_install_action (widget_class, "editor.remove-card", "s", remove_card_cb);
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_cb);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_cb);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_cb);
  gtk_widget_class_install_action (widget_class, "editor.close", NULL, close_cb);
  gtk_widget_class_install_action (widget_class, "editor.restore-version", "i", restore_version_cb);
  gtk_widget_class_install_action (widget_class, "editor.import", NULL, import_cb);
  gtk_widget_class_install_action (widget_class, "editor.export", NULL, export_cb);
  gtk_widget_class_install_action (widget_class, "editor.print-list", NULL, print_list_cb);
  gtk_widget_class_install_action (widget_class, "editor.print-proxies", NULL, print_proxies_cb);
  gtk_widget_class_install_action (widget_class, "editor.stats", NULL, stats_cb);
  gtk_widget_class_install_action (widget_class, "editor.missing", NULL, missing_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "editor.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "editor.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "editor.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "editor.print-list", NULL);
}
