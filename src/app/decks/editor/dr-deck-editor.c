/* dr-deck-editor.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-deck-editor-private.h"
#include "dr-deck-formats.h"

/* The editor's lifecycle: its context, opening a deck in a new session,
 * saving, closing, and the calls the decks view and the tests make. See
 * dr-deck-editor-private.h for how the editor's files share the work. */

G_DEFINE_FINAL_TYPE (DrDeckEditor, dr_deck_editor, GTK_TYPE_WIDGET)

enum {
  DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const DrCard *
dr_deck_editor_lookup_card (const char *code,
                            gpointer    editor)
{
  DrDeckEditor *self = editor;
  DrCard *card = g_hash_table_lookup (self->cards, code);

  if (card == NULL && self->store != NULL)
    {
      card = dr_card_store_get_card (self->store, code);
      if (card != NULL)
        g_hash_table_insert (self->cards, card->code, card);
    }
  return card;
}

GtkWindow *
dr_deck_editor_parent_window (DrDeckEditor *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

void
dr_deck_editor_show_error (DrDeckEditor *self,
                           const char   *title,
                           const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (dr_deck_editor_parent_window (self), title, error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The search and the identity picker show the cards of the deck's side,
 * with influence as its identity counts it: both follow a new side or
 * identity, whether it came from the picker, an import or an undo. */
static void
follow_identity (DrDeckEditor *self)
{
  const DrDeck *deck = dr_deck_editor_deck (self);

  if (g_strcmp0 (self->shown_side, deck->side) == 0 && g_strcmp0 (self->shown_identity, deck->identity) == 0)
    return;
  dr_deck_set_string (&self->shown_side, deck->side);
  dr_deck_set_string (&self->shown_identity, deck->identity);
  dr_deck_editor_fill_identities (self);
  dr_deck_editor_run_search (self);
}

static void
on_session_changed_cb (DrDeckEditor *self)
{
  dr_deck_editor_refresh (self);
  follow_identity (self);
}

static const DrLegalityContext *
legality_from_cache (const DrDeck  *deck,
                     gpointer       cache,
                     GError       **error)
{
  return dr_legality_cache_get_for_deck (cache, deck, error);
}

/* The session checks the deck in the cache's contexts, holding the cache
 * for as long as it does. */
static void
give_session_legality (DrDeckEditor *self)
{
  if (self->cache != NULL)
    dr_deck_session_set_legality (self->session, legality_from_cache, dr_legality_cache_ref (self->cache),
                                  (GDestroyNotify) dr_legality_cache_unref);
  else
    dr_deck_session_set_legality (self->session, NULL, NULL, NULL);
}

static void
drop_session (DrDeckEditor *self)
{
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->shown_side, g_free);
  g_clear_pointer (&self->shown_identity, g_free);
}

static void
dr_deck_editor_map (GtkWidget *widget)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);

  GTK_WIDGET_CLASS (dr_deck_editor_parent_class)->map (widget);
  if (self->pick_identity)
    dr_deck_editor_schedule_identity_picker (self);
}

static void
dr_deck_editor_dispose (GObject *object)
{
  DrDeckEditor *self = DR_DECK_EDITOR (object);
  GtkWidget *child;

  g_clear_handle_id (&self->pick_identity_source, g_source_remove);
  dr_deck_editor_drop_tool_data (self);
  dr_deck_editor_drop_pages (self);
  drop_session (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_DECK_EDITOR);
  /* Disposing the template does not unparent its top widgets. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);
  g_clear_object (&self->results);
  g_clear_object (&self->identities);
  g_clear_pointer (&self->names, dr_card_names_unref);
  g_clear_pointer (&self->fixes, g_ptr_array_unref);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (dr_deck_editor_parent_class)->dispose (object);
}

static void
dr_deck_editor_finalize (GObject *object)
{
  DrDeckEditor *self = DR_DECK_EDITOR (object);

  g_hash_table_unref (self->cards);
  g_ptr_array_unref (self->banlist_codes);
  g_ptr_array_unref (self->tool_windows);
  g_hash_table_unref (self->bound_results);
  G_OBJECT_CLASS (dr_deck_editor_parent_class)->finalize (object);
}

/* The context's card data, and what is built over it: the tools' windows
 * and tabs built over the old data close, and the deck open is checked again
 * in the new data's contexts. */
static void
on_card_data_changed_cb (DrDeckEditor *self)
{
  g_autoptr(GListModel) ban_lists = NULL;

  dr_deck_editor_drop_tool_data (self);
  dr_deck_editor_drop_pages (self);
  self->store = dr_context_get_card_store (self->context);
  self->collection = dr_context_get_collection (self->context);
  self->cache = dr_context_get_legality_cache (self->context);
  g_clear_pointer (&self->names, dr_card_names_unref);
  g_hash_table_remove_all (self->cards);
  self->names = dr_card_names_new (self->store);
  g_ptr_array_set_size (self->banlist_codes, 0);
  self->syncing = TRUE;
  ban_lists = dr_deck_formats_new_ban_lists (self->store, self->banlist_codes);
  gtk_drop_down_set_model (self->banlist_dropdown, ban_lists);
  self->syncing = FALSE;
  if (self->session != NULL)
    give_session_legality (self);
  dr_deck_editor_update_actions (self);
}

static void
dr_deck_editor_constructed (GObject *object)
{
  DrDeckEditor *self = DR_DECK_EDITOR (object);

  G_OBJECT_CLASS (dr_deck_editor_parent_class)->constructed (object);

  self->user = dr_context_get_user_store (self->context);
  dr_context_follow_card_data (self->context, self, G_CALLBACK (on_card_data_changed_cb));
}

static void
dr_deck_editor_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  dr_context_set_property (&DR_DECK_EDITOR (object)->context, object, prop_id, value, pspec);
}

static void
dr_deck_editor_class_init (DrDeckEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = dr_deck_editor_constructed;
  object_class->set_property = dr_deck_editor_set_property;
  object_class->dispose = dr_deck_editor_dispose;
  object_class->finalize = dr_deck_editor_finalize;
  widget_class->map = dr_deck_editor_map;

  dr_context_install_property (object_class);

  signals[DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-deck-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, name_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, identity_button);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, identity_popover);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, identity_search);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, identity_list);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, format_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, banlist_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, versions_button);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, versions_popover);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, versions_list);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, banner_title);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, problems_box);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, fixes_box);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, fix_buttons_box);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, search_error);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, results_view);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, summary_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, deck_list);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, tags_entry);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, notes_view);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, deck_stack);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, stats_box);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, hand_box);
  gtk_widget_class_bind_template_child (widget_class, DrDeckEditor, games_box);
  dr_deck_editor_deck_class_init (widget_class);
  dr_deck_editor_results_class_init (widget_class);
  dr_deck_editor_identity_class_init (widget_class);
  dr_deck_editor_actions_class_init (widget_class);
  dr_deck_editor_pages_class_init (widget_class);
}

static void
dr_deck_editor_init (DrDeckEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cards = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) dr_card_unref);
  self->banlist_codes = g_ptr_array_new_with_free_func (g_free);
  self->tool_windows = g_ptr_array_new ();
  dr_deck_editor_deck_init (self);
  dr_deck_editor_results_init (self);
  dr_deck_editor_identity_init (self);
  dr_deck_editor_update_actions (self);
}

DrDeckEditor *
dr_deck_editor_new (DrContext *context)
{
  g_return_val_if_fail (DR_IS_CONTEXT (context), NULL);
  return g_object_new (DR_TYPE_DECK_EDITOR, "context", context, NULL);
}

void
dr_deck_editor_open (DrDeckEditor *self,
                     const DrDeck *deck)
{
  g_return_if_fail (DR_IS_DECK_EDITOR (self));
  g_return_if_fail (deck != NULL);

  drop_session (self);
  self->session = dr_deck_session_new (deck);
  give_session_legality (self);
  g_signal_connect_swapped (self->session, "changed", G_CALLBACK (on_session_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::modified", G_CALLBACK (dr_deck_editor_update_actions),
                            self);
  dr_deck_set_string (&self->shown_side, deck->side);
  dr_deck_set_string (&self->shown_identity, deck->identity);
  gtk_editable_set_text (GTK_EDITABLE (self->identity_search), "");
  dr_deck_editor_show_notes_and_tags (self);
  dr_deck_editor_refresh (self);
  dr_deck_editor_fill_identities (self);
  dr_deck_editor_run_search (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  /* A deck starts with its identity: a new one opens the picker. */
  self->pick_identity = deck->identity == NULL;
  if (self->pick_identity && gtk_widget_get_mapped (GTK_WIDGET (self)))
    dr_deck_editor_schedule_identity_picker (self);
}

DrDeckSession *
dr_deck_editor_get_session (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  return self->session;
}

gboolean
dr_deck_editor_is_modified (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), FALSE);
  return self->session != NULL && dr_deck_session_is_modified (self->session);
}

gboolean
dr_deck_editor_save (DrDeckEditor  *self,
                     GError       **error)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), FALSE);

  if (self->session == NULL)
    return TRUE;
  return dr_deck_session_save (self->session, self->user, error);
}

/* A new deck left empty is not kept: there is nothing in it to lose. */
gboolean
dr_deck_editor_close (DrDeckEditor  *self,
                      GError       **error)
{
  const DrDeck *deck;

  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), FALSE);

  if (self->session == NULL)
    return TRUE;
  deck = dr_deck_editor_deck (self);
  if (deck->id != 0 || deck->identity != NULL || deck->entries->len > 0)
    if (!dr_deck_editor_save (self, error))
      return FALSE;
  drop_session (self);
  dr_deck_editor_update_actions (self);
  return TRUE;
}

const DrDeck *
dr_deck_editor_get_deck (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  return dr_deck_editor_deck (self);
}

const DrLegalityReport *
dr_deck_editor_get_report (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  return self->session != NULL ? dr_deck_session_get_report (self->session) : NULL;
}

void
dr_deck_editor_set_identity (DrDeckEditor *self,
                             const char   *code)
{
  g_return_if_fail (DR_IS_DECK_EDITOR (self));

  if (self->session != NULL)
    dr_deck_session_set_identity (self->session, code);
}

void
dr_deck_editor_set_query (DrDeckEditor *self,
                          const char   *query)
{
  g_return_if_fail (DR_IS_DECK_EDITOR (self));
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  dr_deck_editor_run_search (self);
}

GListModel *
dr_deck_editor_get_results (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  return G_LIST_MODEL (self->selection);
}

void
dr_deck_editor_select_result (DrDeckEditor *self,
                              guint         position)
{
  g_return_if_fail (DR_IS_DECK_EDITOR (self));
  gtk_single_selection_set_selected (self->selection, position);
}

GListModel *
dr_deck_editor_get_identities (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  return G_LIST_MODEL (self->identities);
}
