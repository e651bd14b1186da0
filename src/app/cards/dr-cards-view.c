/* dr-cards-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cards-view"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-object.h"
#include "dr-card-search.h"
#include "dr-cards-view.h"

struct _DrCardsView
{
  GtkWidget        parent_instance;

  /* Template widgets */
  GtkSearchEntry  *search_entry;
  GtkRevealer     *error_revealer;
  GtkLabel        *error_label;
  GtkColumnView   *column_view;
  GtkLabel        *count_label;

  /* Owned references */
  GListStore      *cards;
  GHashTable      *type_names;
  GHashTable      *faction_names;

  /* Borrowed references */
  DrCardStore     *store;
};

G_DEFINE_FINAL_TYPE (DrCardsView, dr_cards_view, GTK_TYPE_WIDGET)

typedef enum
{
  COLUMN_TITLE,
  COLUMN_TYPE,
  COLUMN_FACTION,
  COLUMN_COST,
  COLUMN_INFLUENCE,
  COLUMN_SET,
} Column;

static char *
column_text (DrCardsView  *self,
             const DrCard *card,
             Column        column)
{
  const char *name;

  switch (column)
    {
    case COLUMN_TITLE:
      return g_strdup (card->title);
    case COLUMN_TYPE:
      name = g_hash_table_lookup (self->type_names, card->type_code);
      if (card->keywords != NULL && *card->keywords != '\0')
        return g_strdup_printf ("%s: %s", name ? name : card->type_code, card->keywords);
      return g_strdup (name ? name : card->type_code);
    case COLUMN_FACTION:
      if (card->faction_code == NULL)
        return g_strdup ("");
      name = g_hash_table_lookup (self->faction_names, card->faction_code);
      return g_strdup (name ? name : card->faction_code);
    case COLUMN_COST:
      return dr_card_value_to_string (card->cost);
    case COLUMN_INFLUENCE:
      if (dr_card_is_identity (card) && card->influence_limit.kind == DR_VALUE_NONE)
        return g_strdup ("∞");
      return dr_card_value_to_string (dr_card_is_identity (card) ? card->influence_limit : card->faction_cost);
    case COLUMN_SET:
      return g_strdup_printf ("%s %d", card->pack_name ? card->pack_name : card->pack_code, card->position);
    default:
      g_return_val_if_reached (NULL);
    }
}

static void
on_cell_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  user_data)
{
  GtkWidget *inscription = gtk_inscription_new (NULL);

  gtk_inscription_set_min_chars (GTK_INSCRIPTION (inscription), 3);
  gtk_inscription_set_nat_chars (GTK_INSCRIPTION (inscription), 12);
  gtk_list_item_set_child (item, inscription);
}

static void
on_cell_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 DrCardsView              *self)
{
  Column column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (factory), "column"));
  DrCardObject *object = gtk_list_item_get_item (item);
  g_autofree char *text = column_text (self, dr_card_object_get_card (object), column);

  gtk_inscription_set_text (GTK_INSCRIPTION (gtk_list_item_get_child (item)), text);
}

static int
compare_cards (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const DrCard *card_a = dr_card_object_get_card ((DrCardObject *) a);
  const DrCard *card_b = dr_card_object_get_card ((DrCardObject *) b);
  Column column = GPOINTER_TO_INT (user_data);
  int result = 0;

  switch (column)
    {
    case COLUMN_COST:
      result = (card_a->cost.kind == DR_VALUE_NUMBER ? card_a->cost.number : -1)
               - (card_b->cost.kind == DR_VALUE_NUMBER ? card_b->cost.number : -1);
      break;
    case COLUMN_INFLUENCE:
      result = (card_a->faction_cost.kind == DR_VALUE_NUMBER ? card_a->faction_cost.number : -1)
               - (card_b->faction_cost.kind == DR_VALUE_NUMBER ? card_b->faction_cost.number : -1);
      break;
    case COLUMN_TYPE:
      result = g_strcmp0 (card_a->type_code, card_b->type_code);
      break;
    case COLUMN_FACTION:
      result = g_strcmp0 (card_a->faction_code, card_b->faction_code);
      break;
    case COLUMN_SET:
      result = g_strcmp0 (card_a->code, card_b->code);
      break;
    case COLUMN_TITLE:
    default:
      break;
    }
  if (result == 0)
    result = g_utf8_collate (card_a->title, card_b->title);
  return result < 0 ? GTK_ORDERING_SMALLER : result > 0 ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL;
}

static void
add_column (DrCardsView *self,
            const char  *title,
            Column       column,
            gboolean     expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *view_column;
  GtkSorter *sorter;

  g_object_set_data (G_OBJECT (factory), "column", GINT_TO_POINTER (column));
  g_signal_connect (factory, "setup", G_CALLBACK (on_cell_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_cell_bind_cb), self);

  view_column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (view_column, expand);
  gtk_column_view_column_set_resizable (view_column, TRUE);
  sorter = GTK_SORTER (gtk_custom_sorter_new (compare_cards, GINT_TO_POINTER (column), NULL));
  gtk_column_view_column_set_sorter (view_column, sorter);
  gtk_column_view_append_column (self->column_view, view_column);
  g_object_unref (sorter);
  g_object_unref (view_column);
}

static void
update_count (DrCardsView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->cards));
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n), n);

  gtk_label_set_text (self->count_label, text);
}

static void
run_query (DrCardsView *self,
           const char  *query)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) results = NULL;
  g_autoptr(GPtrArray) objects = NULL;

  if (self->store == NULL)
    return;

  results = dr_card_search (dr_card_store_get_db (self->store), query, &error);
  if (results == NULL)
    {
      /* Keep the last good results on screen while the query is being typed. */
      gtk_label_set_text (self->error_label, error->message);
      gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self->search_entry), "error");
      return;
    }
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
  gtk_label_set_text (self->error_label, "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->search_entry), "error");

  objects = g_ptr_array_new_full (results->len, g_object_unref);
  for (guint i = 0; i < results->len; i++)
    g_ptr_array_add (objects, dr_card_object_new (g_steal_pointer (&results->pdata[i])));
  g_list_store_splice (self->cards, 0, g_list_model_get_n_items (G_LIST_MODEL (self->cards)),
                       objects->pdata, objects->len);
  update_count (self);
}

static void
on_search_changed_cb (DrCardsView    *self,
                      GtkSearchEntry *entry)
{
  run_query (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
dr_cards_view_dispose (GObject *object)
{
  DrCardsView *self = DR_CARDS_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_CARDS_VIEW);
  g_clear_object (&self->cards);
  g_clear_pointer (&self->type_names, g_hash_table_unref);
  g_clear_pointer (&self->faction_names, g_hash_table_unref);
  self->store = NULL;
  G_OBJECT_CLASS (dr_cards_view_parent_class)->dispose (object);
}

static void
dr_cards_view_class_init (DrCardsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_cards_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-cards-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, error_label);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, column_view);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, count_label);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cardsview");
}

static void
dr_cards_view_init (DrCardsView *self)
{
  GtkSortListModel *sorted;
  GtkSingleSelection *selection;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->cards = g_list_store_new (DR_TYPE_CARD_OBJECT);
  self->type_names = g_hash_table_new (g_str_hash, g_str_equal);
  self->faction_names = g_hash_table_new (g_str_hash, g_str_equal);

  /* GTK 4.8 leaves existing rows blank if factories come after the model. */
  add_column (self, _("Title"), COLUMN_TITLE, TRUE);
  add_column (self, _("Type"), COLUMN_TYPE, TRUE);
  add_column (self, _("Faction"), COLUMN_FACTION, TRUE);
  /* Translators: column of play, install or rez costs */
  add_column (self, _("Cost"), COLUMN_COST, FALSE);
  add_column (self, _("Influence"), COLUMN_INFLUENCE, FALSE);
  /* Translators: the pack a card was printed in, and its number there */
  add_column (self, _("Set"), COLUMN_SET, FALSE);

  sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->cards)),
                                    g_object_ref (gtk_column_view_get_sorter (self->column_view)));
  selection = gtk_single_selection_new (G_LIST_MODEL (sorted));
  gtk_single_selection_set_autoselect (selection, FALSE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);
  update_count (self);
}

void
dr_cards_view_set_store (DrCardsView *self,
                         DrCardStore *store)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));

  self->store = store;
  g_clear_pointer (&self->type_names, g_hash_table_unref);
  g_clear_pointer (&self->faction_names, g_hash_table_unref);
  self->type_names = dr_card_store_get_names (store, "types");
  self->faction_names = dr_card_store_get_names (store, "factions");
  run_query (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

void
dr_cards_view_set_query (DrCardsView *self,
                         const char  *query)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));

  /* Replacing the text passes through an empty entry, which the search entry
   * reports at once; only the final query matters, and it runs immediately. */
  g_signal_handlers_block_by_func (self->search_entry, on_search_changed_cb, self);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  g_signal_handlers_unblock_by_func (self->search_entry, on_search_changed_cb, self);
  run_query (self, query);
}

guint
dr_cards_view_get_n_results (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->cards));
}

const char *
dr_cards_view_get_error_text (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return gtk_label_get_text (self->error_label);
}

GListModel *
dr_cards_view_get_model (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return G_LIST_MODEL (gtk_column_view_get_model (self->column_view));
}

void
dr_cards_view_focus_search (DrCardsView *self)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

GtkEditable *
dr_cards_view_get_search_entry (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return GTK_EDITABLE (self->search_entry);
}
