/* dr-deck-editor-results.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-object.h"
#include "dr-card-search.h"
#include "dr-card-results.h"
#include "dr-deck-editor-private.h"

/* The card search beside the deck: the cards the deck may take, each row
 * with a button to add a copy and a badge of the copies the deck holds. */

gboolean
dr_deck_editor_fits_deck (DrDeckEditor *self,
                          const DrCard *card)
{
  const DrDeck *deck = dr_deck_editor_deck (self);

  return !dr_card_is_identity (card)
         && g_strcmp0 (card->game, deck->game) == 0
         && (deck->side == NULL || g_strcmp0 (card->side_code, deck->side) == 0);
}

void
dr_deck_editor_run_search (DrDeckEditor *self)
{
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GPtrArray) fitting = NULL;
  g_autoptr(GError) error = NULL;

  if (self->store == NULL || self->session == NULL)
    return;
  found = dr_card_store_search (self->store, query, &error);
  gtk_widget_set_visible (GTK_WIDGET (self->search_error), found == NULL);
  if (found == NULL)
    {
      /* The last good results stay while the query is being typed. */
      gtk_label_set_text (self->search_error, error->message);
      return;
    }
  fitting = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);
  for (guint i = 0; i < found->len; i++)
    if (dr_deck_editor_fits_deck (self, g_ptr_array_index (found, i)))
      g_ptr_array_add (fitting, dr_card_ref (g_ptr_array_index (found, i)));
  dr_card_results_update (self->results, fitting);
}

static const char *
selected_result_code (DrDeckEditor *self)
{
  DrCardObject *object = gtk_single_selection_get_selected_item (self->selection);

  return object != NULL ? dr_card_object_get_card (object)->code : NULL;
}

static void
on_search_changed_cb (DrDeckEditor *self)
{
  dr_deck_editor_run_search (self);
}

static void
on_search_activate_cb (DrDeckEditor *self)
{
  dr_deck_editor_change_quantity (self, selected_result_code (self), 1);
}

static void
on_result_activate_cb (DrDeckEditor *self,
                       guint         position)
{
  g_autoptr(DrCardObject) object = g_list_model_get_item (G_LIST_MODEL (self->selection), position);

  if (object != NULL)
    dr_deck_editor_change_quantity (self, dr_card_object_get_card (object)->code, 1);
}

static gboolean
on_results_key_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   DrDeckEditor          *self)
{
  int delta = dr_deck_editor_key_delta (keyval, state);

  if (delta == 0)
    return FALSE;
  dr_deck_editor_change_quantity (self, selected_result_code (self), delta);
  return TRUE;
}

/* A result dragged onto the deck adds a copy: the row carries its code. */
static GdkContentProvider *
on_result_drag_prepare_cb (GtkDragSource *source,
                           double         x,
                           double         y,
                           GtkListItem   *item)
{
  DrCardObject *object = gtk_list_item_get_item (item);

  if (object == NULL)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_STRING, dr_card_object_get_card (object)->code);
}

static void
on_result_setup_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    DrDeckEditor             *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *details = gtk_label_new (NULL);
  GtkWidget *copies = gtk_label_new (NULL);
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");
  GtkDragSource *source;

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (details), 0);
  gtk_label_set_ellipsize (GTK_LABEL (details), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (details, "caption");
  gtk_widget_add_css_class (details, "dim-label");
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_box_append (GTK_BOX (labels), title);
  gtk_box_append (GTK_BOX (labels), details);
  gtk_box_append (GTK_BOX (box), labels);
  gtk_widget_set_name (copies, "copies-in-deck");
  gtk_widget_add_css_class (copies, "numeric");
  gtk_widget_set_valign (copies, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), copies);
  gtk_widget_set_tooltip_text (add, _("Add a Copy"));
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (add, "flat");
  gtk_box_append (GTK_BOX (box), add);
  gtk_list_item_set_child (item, box);
  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (on_result_drag_prepare_cb), item);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (source));
}

/* How many copies of @card's title the deck holds, reprints summed as the
 * legality check sums them, and how many it may hold (@allowed,
 * DR_LEGALITY_UNBOUNDED when unknown or unlimited). */
static int
copies_in_deck (DrDeckEditor *self,
                const DrCard *card,
                int          *allowed)
{
  const DrLegalityContext *context = dr_deck_session_get_legality_context (self->session);
  const DrDeck *deck = dr_deck_editor_deck (self);
  int copies = context != NULL ? dr_legality_count_copies (context, deck, card->code, allowed) : -1;

  if (copies >= 0)
    return copies;
  /* No context to ask: the titles the store knows will do. */
  *allowed = DR_LEGALITY_UNBOUNDED;
  copies = 0;
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      const DrCard *other = dr_deck_editor_lookup_card (entry->code, self);

      if (other != NULL && g_str_equal (other->title, card->title))
        copies += entry->quantity;
    }
  return copies;
}

static void
update_copies_badge (DrDeckEditor *self,
                     GtkListItem  *item)
{
  DrCardObject *object = gtk_list_item_get_item (item);
  GtkWidget *labels = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *badge = gtk_widget_get_next_sibling (labels);
  int allowed = DR_LEGALITY_UNBOUNDED;
  int copies = 0;
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;

  if (object != NULL && self->session != NULL)
    copies = copies_in_deck (self, dr_card_object_get_card (object), &allowed);
  gtk_widget_set_visible (badge, copies > 0);
  if (copies == 0)
    return;
  if (allowed >= 0)
    {
      /* Translators: copies of a card in the deck / copies the deck may hold, "2/3" */
      text = g_strdup_printf (_("%d/%d"), copies, allowed);
      tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d copy in the deck, at most %d allowed",
                                              "%d copies in the deck, at most %d allowed", copies),
                                 copies, allowed);
    }
  else
    {
      /* Translators: copies of a card in the deck, "2×" */
      text = g_strdup_printf (_("%d×"), copies);
      tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d copy in the deck", "%d copies in the deck",
                                              copies),
                                 copies);
    }
  gtk_label_set_text (GTK_LABEL (badge), text);
  gtk_widget_set_tooltip_text (badge, tooltip);
  if (allowed >= 0 && copies > allowed)
    {
      gtk_widget_remove_css_class (badge, "accent");
      gtk_widget_add_css_class (badge, "error");
    }
  else
    {
      gtk_widget_remove_css_class (badge, "error");
      gtk_widget_add_css_class (badge, "accent");
    }
}

/* The rows on screen follow the deck as it changes. */
void
dr_deck_editor_update_copies_badges (DrDeckEditor *self)
{
  GHashTableIter iter;
  gpointer item;

  g_hash_table_iter_init (&iter, self->bound_results);
  while (g_hash_table_iter_next (&iter, &item, NULL))
    update_copies_badge (self, item);
}

static void
on_result_bind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   DrDeckEditor             *self)
{
  const DrCard *card = dr_card_object_get_card (gtk_list_item_get_item (item));
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *labels = gtk_widget_get_first_child (box);
  GtkWidget *add = gtk_widget_get_last_child (box);
  g_autofree char *type_line = dr_card_names_type_line (self->names, card);
  g_autofree char *details = NULL;

  details = g_strdup_printf ("%s · %s", dr_card_names_faction (self->names, card->faction_code), type_line);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (labels)), dr_card_get_local_title (card, FALSE));
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (labels)), details);
  /* The target first: an action name without its target is refused. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (add), "s", card->code);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "editor.add-card");
  g_hash_table_add (self->bound_results, item);
  update_copies_badge (self, item);
}

static void
on_result_unbind_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     DrDeckEditor             *self)
{
  g_hash_table_remove (self->bound_results, item);
}

void
dr_deck_editor_results_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_result_activate_cb);
}

void
dr_deck_editor_results_init (DrDeckEditor *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkEventController *controller = gtk_event_controller_key_new ();

  self->results = g_list_store_new (DR_TYPE_CARD_OBJECT);
  self->bound_results = g_hash_table_new (NULL, NULL);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->results)));
  g_signal_connect (factory, "setup", G_CALLBACK (on_result_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_result_bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_result_unbind_cb), self);
  gtk_list_view_set_factory (self->results_view, factory);
  gtk_list_view_set_model (self->results_view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_results_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->results_view), controller);
}
