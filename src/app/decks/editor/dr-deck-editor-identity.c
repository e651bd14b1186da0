/* dr-deck-editor-identity.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-editor"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "dr-card-object.h"
#include "dr-card-search.h"
#include "dr-deck-editor-private.h"

/* The identity button and its picker: the identities of the deck's side,
 * narrowed by a title search. A new deck opens the picker by itself. */

void
dr_deck_editor_update_identity_button (DrDeckEditor *self)
{
  const DrDeck *deck = dr_deck_editor_deck (self);
  const DrCard *identity = deck->identity != NULL ? dr_deck_editor_lookup_card (deck->identity, self) : NULL;

  if (identity != NULL)
    gtk_menu_button_set_label (self->identity_button, dr_card_get_local_title (identity, FALSE));
  else if (deck->identity != NULL)
    gtk_menu_button_set_label (self->identity_button, deck->identity);
  else
    gtk_menu_button_set_label (self->identity_button, _("Choose an Identity"));
}

static GtkWidget *
identity_row_new (gpointer item,
                  gpointer user_data)
{
  DrDeckEditor *self = user_data;
  const DrCard *card = dr_card_object_get_card (item);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), dr_card_get_local_title (card, FALSE));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), dr_card_names_faction (self->names, card->faction_code));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "card-code", g_strdup (card->code), g_free);
  return row;
}

void
dr_deck_editor_fill_identities (DrDeckEditor *self)
{
  const DrDeck *deck = dr_deck_editor_deck (self);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->identity_search));
  g_autofree char *wanted = g_utf8_casefold (text, -1);
  g_autofree char *query = NULL;
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GPtrArray) objects = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;

  if (self->store == NULL || deck == NULL || deck->side == NULL)
    {
      g_list_store_remove_all (self->identities);
      return;
    }
  query = g_strdup_printf ("t:identity d:%s", deck->side);
  found = dr_card_store_search (self->store, query, &error);
  if (found == NULL)
    {
      g_warning ("Cannot list identities: %s", error->message);
      g_list_store_remove_all (self->identities);
      return;
    }
  for (guint i = 0; i < found->len; i++)
    {
      DrCard *card = g_ptr_array_index (found, i);
      g_autofree char *title = g_utf8_casefold (card->title, -1);

      if (strstr (title, wanted) != NULL)
        g_ptr_array_add (objects, dr_card_object_new (dr_card_ref (card)));
    }
  g_list_store_splice (self->identities, 0, g_list_model_get_n_items (G_LIST_MODEL (self->identities)),
                       objects->pdata, objects->len);
}

static void
on_identity_search_changed_cb (DrDeckEditor *self)
{
  dr_deck_editor_fill_identities (self);
}

static void
on_identity_activated_cb (DrDeckEditor  *self,
                          GtkListBoxRow *row)
{
  dr_deck_editor_set_identity (self, g_object_get_data (G_OBJECT (row), "card-code"));
  gtk_popover_popdown (self->identity_popover);
}

/* While a stack slides the editor in, its buttons may lie outside the
 * window, even outside the screen, where no popover can be placed. */
static gboolean
sliding_in (GtkWidget *widget)
{
  GtkWidget *stack = gtk_widget_get_ancestor (widget, GTK_TYPE_STACK);

  return stack != NULL && gtk_stack_get_transition_running (GTK_STACK (stack));
}

/* The picker opens once the editor has come to rest on screen. */
static gboolean
open_identity_picker (gpointer user_data)
{
  DrDeckEditor *self = user_data;

  if (self->pick_identity && gtk_widget_get_mapped (GTK_WIDGET (self)) && sliding_in (GTK_WIDGET (self)))
    return G_SOURCE_CONTINUE;
  self->pick_identity_source = 0;
  if (self->pick_identity && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_menu_button_popup (self->identity_button);
  self->pick_identity = FALSE;
  return G_SOURCE_REMOVE;
}

void
dr_deck_editor_schedule_identity_picker (DrDeckEditor *self)
{
  if (self->pick_identity_source == 0)
    self->pick_identity_source = g_timeout_add (20, open_identity_picker, self);
}

void
dr_deck_editor_identity_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_identity_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_identity_activated_cb);
}

void
dr_deck_editor_identity_init (DrDeckEditor *self)
{
  self->identities = g_list_store_new (DR_TYPE_CARD_OBJECT);
  gtk_list_box_bind_model (self->identity_list, G_LIST_MODEL (self->identities), identity_row_new, self, NULL);
}
