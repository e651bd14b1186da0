/* dr-cards-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cards-view"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-detail.h"
#include "dr-card-filters.h"
#include "dr-card-object.h"
#include "dr-card-search.h"
#include "dr-cards-view.h"

/* The card database: a search entry over one list of results, narrowed by
 * the quick filters, sorted by the column headers, and the selected card
 * beside it. */
struct _DrCardsView
{
  GtkWidget            parent_instance;

  /* Template widgets */
  AdwFlap             *flap;
  GtkSearchEntry      *search_entry;
  GtkRevealer         *error_revealer;
  GtkLabel            *error_label;
  DrCardFilters       *filters;
  GtkToggleButton     *detail_button;
  GtkColumnView       *column_view;
  GtkLabel            *count_label;
  DrCardDetail        *detail;

  /* Owned references */
  GListStore          *cards;          /* the search results */
  GtkFilterListModel  *filtered;       /* … that pass the quick filters */
  GtkSingleSelection  *selection;      /* … sorted by the column view */
  GtkColumnViewColumn *owned_column;
  DrCardNames         *names;
  DrCardsOwnedFunc     owned_func;
  gpointer             owned_data;
  GDestroyNotify       owned_destroy;
  double               card_text_size;

  /* Borrowed references */
  DrCardStore         *store;
};

G_DEFINE_FINAL_TYPE (DrCardsView, dr_cards_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD_TEXT_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef enum
{
  COLUMN_TITLE,
  COLUMN_TYPE,
  COLUMN_FACTION,
  COLUMN_COST,
  COLUMN_INFLUENCE,
  COLUMN_SET,
  COLUMN_OWNED,
} Column;

static char *
column_text (DrCardsView  *self,
             const DrCard *card,
             Column        column)
{
  switch (column)
    {
    case COLUMN_TITLE:
      return g_strdup (card->title);
    case COLUMN_TYPE:
      return dr_card_names_type_line (self->names, card);
    case COLUMN_FACTION:
      return g_strdup (dr_card_names_faction (self->names, card->faction_code));
    case COLUMN_COST:
      return dr_card_value_to_string (card->cost);
    case COLUMN_INFLUENCE:
      if (dr_card_is_identity (card) && card->influence_limit.kind == DR_VALUE_NONE)
        return g_strdup ("∞");
      return dr_card_value_to_string (dr_card_is_identity (card) ? card->influence_limit : card->faction_cost);
    case COLUMN_SET:
      return g_strdup_printf ("%s %d", card->pack_name ? card->pack_name : card->pack_code, card->position);
    case COLUMN_OWNED:
      if (self->owned_func == NULL)
        return g_strdup ("");
      return g_strdup_printf ("%d", self->owned_func (card, self->owned_data));
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
number_or_minus_one (DrCardValue value)
{
  return value.kind == DR_VALUE_NUMBER ? value.number : -1;
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
      result = number_or_minus_one (card_a->cost) - number_or_minus_one (card_b->cost);
      break;
    case COLUMN_INFLUENCE:
      result = number_or_minus_one (card_a->faction_cost) - number_or_minus_one (card_b->faction_cost);
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
    case COLUMN_OWNED:
    default:
      break;
    }
  if (result == 0)
    result = strcmp (dr_card_object_get_title_key ((DrCardObject *) a),
                     dr_card_object_get_title_key ((DrCardObject *) b));
  return result < 0 ? GTK_ORDERING_SMALLER : result > 0 ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL;
}

static GtkColumnViewColumn *
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
  if (column != COLUMN_OWNED)
    {
      sorter = GTK_SORTER (gtk_custom_sorter_new (compare_cards, GINT_TO_POINTER (column), NULL));
      gtk_column_view_column_set_sorter (view_column, sorter);
      g_object_unref (sorter);
    }
  gtk_column_view_append_column (self->column_view, view_column);
  g_object_unref (view_column);
  return view_column;
}

static void
update_count (DrCardsView *self)
{
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
  guint found = g_list_model_get_n_items (G_LIST_MODEL (self->cards));
  g_autofree char *text = NULL;

  if (shown == found)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", shown), shown);
  else
    /* Translators: cards left by the quick filters, out of the cards the search found */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u card", "%u of %u cards", found),
                            shown, found);
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
}

static void
on_search_changed_cb (DrCardsView    *self,
                      GtkSearchEntry *entry)
{
  run_query (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
on_items_changed_cb (DrCardsView *self)
{
  update_count (self);
}

/* The pane keeps the last card while the results change under it. */
static void
on_selected_item_changed_cb (DrCardsView *self)
{
  DrCardObject *object = gtk_single_selection_get_selected_item (self->selection);
  g_autoptr(GPtrArray) faces = NULL;
  const DrCard *card;

  if (object == NULL || self->store == NULL)
    return;
  card = dr_card_object_get_card (object);
  faces = dr_card_store_get_faces (self->store, card->code);
  dr_card_detail_set_card (self->detail, card, faces, self->names);
  dr_card_detail_set_owned (self->detail, self->owned_func ? self->owned_func (card, self->owned_data) : -1);
}

/* Enter or a double click opens the pane when the window is too narrow to show it beside the list. */
static void
on_row_activated_cb (DrCardsView *self,
                     guint        position)
{
  gtk_single_selection_set_selected (self->selection, position);
  adw_flap_set_reveal_flap (self->flap, TRUE);
}

static void
dr_cards_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  DrCardsView *self = DR_CARDS_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD_TEXT_SIZE:
      g_value_set_double (value, self->card_text_size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_cards_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  DrCardsView *self = DR_CARDS_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD_TEXT_SIZE:
      self->card_text_size = g_value_get_double (value);
      g_object_set (self->detail, "text-scale", self->card_text_size, NULL);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_cards_view_dispose (GObject *object)
{
  DrCardsView *self = DR_CARDS_VIEW (object);
  GtkWidget *child;

  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  if (self->filtered != NULL)
    g_signal_handlers_disconnect_by_data (self->filtered, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_CARDS_VIEW);
  /* Disposing the template does not unparent its top widget. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);
  g_clear_object (&self->filtered);
  g_clear_object (&self->cards);
  g_clear_pointer (&self->names, dr_card_names_unref);
  if (self->owned_destroy != NULL)
    self->owned_destroy (self->owned_data);
  self->owned_func = NULL;
  self->owned_destroy = NULL;
  self->store = NULL;
  G_OBJECT_CLASS (dr_cards_view_parent_class)->dispose (object);
}

static void
dr_cards_view_class_init (DrCardsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_cards_view_dispose;
  object_class->get_property = dr_cards_view_get_property;
  object_class->set_property = dr_cards_view_set_property;

  properties[PROP_CARD_TEXT_SIZE] = g_param_spec_double ("card-text-size", NULL, NULL, 0.5, 3.0, 1.0,
                                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                         | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (DR_TYPE_CARD_DETAIL);
  g_type_ensure (DR_TYPE_CARD_FILTERS);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-cards-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, flap);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, error_label);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, filters);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, detail_button);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, column_view);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, count_label);
  gtk_widget_class_bind_template_child (widget_class, DrCardsView, detail);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cardsview");
}

static void
dr_cards_view_init (DrCardsView *self)
{
  GtkSortListModel *sorted;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->card_text_size = 1.0;

  /* GTK 4.8 leaves existing rows blank if factories come after the model. */
  add_column (self, _("Title"), COLUMN_TITLE, TRUE);
  add_column (self, _("Type"), COLUMN_TYPE, TRUE);
  add_column (self, _("Faction"), COLUMN_FACTION, TRUE);
  /* Translators: column of play, install or rez costs */
  add_column (self, _("Cost"), COLUMN_COST, FALSE);
  add_column (self, _("Influence"), COLUMN_INFLUENCE, FALSE);
  /* Translators: the pack a card was printed in, and its number there */
  add_column (self, _("Set"), COLUMN_SET, FALSE);
  /* Translators: column of how many copies of a card the user owns */
  self->owned_column = add_column (self, _("Owned"), COLUMN_OWNED, FALSE);
  gtk_column_view_column_set_visible (self->owned_column, FALSE);

  self->cards = g_list_store_new (DR_TYPE_CARD_OBJECT);
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->cards)),
                                              g_object_ref (dr_card_filters_get_filter (self->filters)));
  sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->filtered)),
                                    g_object_ref (gtk_column_view_get_sorter (self->column_view)));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (sorted));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect_swapped (self->filtered, "items-changed", G_CALLBACK (on_items_changed_cb), self);
  g_signal_connect_swapped (self->selection, "notify::selected-item",
                            G_CALLBACK (on_selected_item_changed_cb), self);
  g_object_bind_property (self->flap, "reveal-flap", self->detail_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  update_count (self);
}

void
dr_cards_view_set_store (DrCardsView *self,
                         DrCardStore *store)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));

  self->store = store;
  g_clear_pointer (&self->names, dr_card_names_unref);
  self->names = dr_card_names_new (store);
  dr_card_filters_set_names (self->filters, self->names);
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

/* The number of cards in the list, after the quick filters. */
guint
dr_cards_view_get_n_results (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
}

const char *
dr_cards_view_get_error_text (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return gtk_label_get_text (self->error_label);
}

const char *
dr_cards_view_get_count_text (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return gtk_label_get_text (self->count_label);
}

/* The list as shown: filtered, sorted, with the selection. */
GListModel *
dr_cards_view_get_model (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return G_LIST_MODEL (self->selection);
}

void
dr_cards_view_select (DrCardsView *self,
                      guint        position)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));
  gtk_single_selection_set_selected (self->selection, position);
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

DrCardFilters *
dr_cards_view_get_filters (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return self->filters;
}

DrCardDetail *
dr_cards_view_get_detail (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), NULL);
  return self->detail;
}

/* The collection's hook: with a function, an Owned column shows its counts. */
void
dr_cards_view_set_owned_func (DrCardsView      *self,
                              DrCardsOwnedFunc  func,
                              gpointer          user_data,
                              GDestroyNotify    destroy)
{
  g_return_if_fail (DR_IS_CARDS_VIEW (self));

  if (self->owned_destroy != NULL)
    self->owned_destroy (self->owned_data);
  self->owned_func = func;
  self->owned_data = user_data;
  self->owned_destroy = destroy;
  gtk_column_view_column_set_visible (self->owned_column, func != NULL);
  /* New rows for every card, so the counts show. */
  run_query (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

gboolean
dr_cards_view_get_owned_visible (DrCardsView *self)
{
  g_return_val_if_fail (DR_IS_CARDS_VIEW (self), FALSE);
  return gtk_column_view_column_get_visible (self->owned_column);
}
