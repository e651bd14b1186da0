/* dr-card-slots.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-slots"

#include "config.h"

#include "dr-card-slots-private.h"

/* The model the card list shows: slot i holds the card at position i of the
 * results, and a new search changes what the slots hold instead of replacing
 * them. GTK 4.8's list view keeps a row widget for each of up to 200 items
 * around the top of the view and builds or destroys one for every item that
 * comes or goes, at some 30 µs a row, so a new search used to cost up to
 * 15 ms in rows alone (a column view row is eight widgets): slots that stay
 * keep their rows, which draw their new card. A change in length waits: a
 * shorter list blanks its last slots, a longer one gets the rows that fill
 * the view, and the list's owner settles the rest after the frame that shows
 * the change, a few rows at a time. A list shorter than the view keeps blank
 * slots down to the view's bottom, so that the rows on screen are never
 * made or destroyed while typing. Slots past the rows GTK keeps cost no
 * widget, and come or go at once.
 *
 * It is also the selection, a single card: the card stays selected at its
 * new position while it is in the results. */

struct _DrCardSlot
{
  GObject       parent_instance;
  DrCardObject *card;
};

G_DEFINE_FINAL_TYPE (DrCardSlot, dr_card_slot, G_TYPE_OBJECT)

enum {
  SLOT_PROP_0,
  SLOT_PROP_CARD,
  SLOT_N_PROPS
};

static GParamSpec *slot_properties[SLOT_N_PROPS];
static guint notify_signal;

static void
dr_card_slot_finalize (GObject *object)
{
  g_clear_object (&DR_CARD_SLOT (object)->card);
  G_OBJECT_CLASS (dr_card_slot_parent_class)->finalize (object);
}

static void
dr_card_slot_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  switch (prop_id)
    {
    case SLOT_PROP_CARD:
      g_value_set_object (value, DR_CARD_SLOT (object)->card);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_card_slot_class_init (DrCardSlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = dr_card_slot_finalize;
  object_class->get_property = dr_card_slot_get_property;

  slot_properties[SLOT_PROP_CARD] = g_param_spec_object ("card", NULL, NULL, DR_TYPE_CARD_OBJECT,
                                                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                         | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, SLOT_N_PROPS, slot_properties);
  notify_signal = g_signal_lookup ("notify", G_TYPE_OBJECT);
}

static void
dr_card_slot_init (DrCardSlot *self)
{
}

/* Takes @card. */
static DrCardSlot *
dr_card_slot_new (DrCardObject *card)
{
  DrCardSlot *self = g_object_new (DR_TYPE_CARD_SLOT, NULL);

  self->card = card;
  return self;
}

/* Takes @card, which may be NULL: a blank slot. */
static void
dr_card_slot_take_card (DrCardSlot   *self,
                        DrCardObject *card)
{
  if (self->card == card)
    {
      g_clear_object (&card);
      return;
    }
  g_clear_object (&self->card);
  self->card = card;
  /* Only the slots that have a row (some 200 of up to thousands) listen:
   * asking is cheaper than telling every slot. */
  if (g_signal_has_handler_pending (self, notify_signal, g_param_spec_get_name_quark (slot_properties[SLOT_PROP_CARD]),
                                    FALSE))
    g_object_notify_by_pspec (G_OBJECT (self), slot_properties[SLOT_PROP_CARD]);
}

DrCardObject *
dr_card_slot_get_card (DrCardSlot *self)
{
  g_return_val_if_fail (DR_IS_CARD_SLOT (self), NULL);
  return self->card;
}

struct _DrCardSlots
{
  GObject       parent_instance;

  GListModel   *cards;
  GPtrArray    *slots;                /* DrCardSlot: the list's length */
  guint         eager_rows;
  guint         view_rows;            /* blank slots are kept up to this many */
  DrCardObject *selected_card;        /* or NULL */
  guint         selected;             /* its position, or GTK_INVALID_LIST_POSITION */
  gboolean      settled;
};

static void dr_card_slots_list_model_init      (GListModelInterface        *iface);
static void dr_card_slots_selection_model_init (GtkSelectionModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (DrCardSlots, dr_card_slots, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, dr_card_slots_list_model_init)
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SELECTION_MODEL,
                                                      dr_card_slots_selection_model_init))

enum {
  PROP_0,
  PROP_SELECTED,
  PROP_SELECTED_CARD,
  PROP_SETTLED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define DEFAULT_EAGER_ROWS 64

static GType
dr_card_slots_get_item_type (GListModel *model)
{
  return DR_TYPE_CARD_SLOT;
}

static guint
dr_card_slots_get_n_items (GListModel *model)
{
  return DR_CARD_SLOTS (model)->slots->len;
}

static gpointer
dr_card_slots_get_item (GListModel *model,
                        guint       position)
{
  DrCardSlots *self = DR_CARD_SLOTS (model);

  if (position >= self->slots->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->slots, position));
}

static void
dr_card_slots_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = dr_card_slots_get_item_type;
  iface->get_n_items = dr_card_slots_get_n_items;
  iface->get_item = dr_card_slots_get_item;
}

static DrCardSlot *
slot_at (DrCardSlots *self,
         guint        position)
{
  return g_ptr_array_index (self->slots, position);
}

/* Appends slots for the cards up to @n_slots, blank past the last card,
 * and tells the list. */
static void
grow (DrCardSlots *self,
      guint        n_slots)
{
  guint n_old = self->slots->len;

  if (n_slots <= n_old)
    return;
  for (guint i = n_old; i < n_slots; i++)
    g_ptr_array_add (self->slots, dr_card_slot_new (g_list_model_get_item (self->cards, i)));
  g_list_model_items_changed (G_LIST_MODEL (self), n_old, 0, n_slots - n_old);
}

/* The list's length once settled. */
static guint
settled_length (DrCardSlots *self)
{
  return MAX (g_list_model_get_n_items (self->cards), self->view_rows);
}

static void
set_settled (DrCardSlots *self)
{
  gboolean settled = self->slots->len == settled_length (self);

  if (settled == self->settled)
    return;
  self->settled = settled;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTLED]);
}

/* Tells rows and listeners about a selection that moved from @old_position. */
static void
selection_moved (DrCardSlots  *self,
                 guint         old_position,
                 DrCardObject *old_card)
{
  guint n = self->slots->len;

  if (old_position != self->selected)
    {
      if (old_position < n)
        gtk_selection_model_selection_changed (GTK_SELECTION_MODEL (self), old_position, 1);
      if (self->selected < n)
        gtk_selection_model_selection_changed (GTK_SELECTION_MODEL (self), self->selected, 1);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
    }
  if (old_card != self->selected_card)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_CARD]);
}

static void
select_position (DrCardSlots *self,
                 guint        position)
{
  g_autoptr(DrCardObject) old_card = self->selected_card ? g_object_ref (self->selected_card) : NULL;
  guint old_position = self->selected;

  /* Blank slots hold no card to select. */
  if (position >= self->slots->len || slot_at (self, position)->card == NULL)
    position = GTK_INVALID_LIST_POSITION;
  if (position == old_position)
    return;
  self->selected = position;
  if (position == GTK_INVALID_LIST_POSITION)
    g_clear_object (&self->selected_card);
  else
    g_set_object (&self->selected_card, slot_at (self, position)->card);
  selection_moved (self, old_position, old_card);
}

/* Where the selected card is now, in the slots or still to come. */
static guint
find_selected (DrCardSlots *self,
               guint        n_cards)
{
  guint n_filled = MIN (self->slots->len, n_cards);

  for (guint i = 0; i < n_filled; i++)
    if (slot_at (self, i)->card == self->selected_card)
      return i;
  for (guint i = n_filled; i < n_cards; i++)
    {
      g_autoptr(DrCardObject) card = g_list_model_get_item (self->cards, i);

      if (card == self->selected_card)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

static void
on_cards_changed_cb (GListModel  *cards,
                     guint        position,
                     guint        removed,
                     guint        added,
                     DrCardSlots *self)
{
  g_autoptr(DrCardObject) old_card = self->selected_card ? g_object_ref (self->selected_card) : NULL;
  guint old_position = self->selected;
  guint n_slots = self->slots->len;
  guint n_cards = g_list_model_get_n_items (cards);
  /* Past the change, cards moved unless as many came as went. */
  guint end = MIN (removed == added ? position + added : n_slots, n_slots);

  /* Slots past the last card go blank; they go when the list settles. */
  for (guint i = position; i < end; i++)
    dr_card_slot_take_card (slot_at (self, i), i < n_cards ? g_list_model_get_item (cards, i) : NULL);

  /* The selected card, where it is now: rows made below ask. */
  if (self->selected_card != NULL)
    {
      self->selected = find_selected (self, n_cards);
      if (self->selected == GTK_INVALID_LIST_POSITION)
        g_clear_object (&self->selected_card);
    }

  /* Enough rows to fill the list now; the rest when it settles. */
  grow (self, MIN (n_cards, MAX (n_slots, self->eager_rows)));
  selection_moved (self, old_position, old_card);
  set_settled (self);
}

static gboolean
dr_card_slots_is_selected (GtkSelectionModel *model,
                           guint              position)
{
  return DR_CARD_SLOTS (model)->selected == position;
}

static GtkBitset *
dr_card_slots_get_selection_in_range (GtkSelectionModel *model,
                                      guint              position,
                                      guint              n_items)
{
  DrCardSlots *self = DR_CARD_SLOTS (model);
  GtkBitset *result = gtk_bitset_new_empty ();

  if (self->selected != GTK_INVALID_LIST_POSITION)
    gtk_bitset_add (result, self->selected);
  return result;
}

static gboolean
dr_card_slots_select_item (GtkSelectionModel *model,
                           guint              position,
                           gboolean           unselect_rest)
{
  /* One card at most: selecting one always drops the other. */
  select_position (DR_CARD_SLOTS (model), position);
  return TRUE;
}

static gboolean
dr_card_slots_unselect_item (GtkSelectionModel *model,
                             guint              position)
{
  DrCardSlots *self = DR_CARD_SLOTS (model);

  if (self->selected == position)
    select_position (self, GTK_INVALID_LIST_POSITION);
  return TRUE;
}

static gboolean
dr_card_slots_unselect_all (GtkSelectionModel *model)
{
  select_position (DR_CARD_SLOTS (model), GTK_INVALID_LIST_POSITION);
  return TRUE;
}

static void
dr_card_slots_selection_model_init (GtkSelectionModelInterface *iface)
{
  iface->is_selected = dr_card_slots_is_selected;
  iface->get_selection_in_range = dr_card_slots_get_selection_in_range;
  iface->select_item = dr_card_slots_select_item;
  iface->unselect_item = dr_card_slots_unselect_item;
  iface->unselect_all = dr_card_slots_unselect_all;
}

static void
dr_card_slots_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  DrCardSlots *self = DR_CARD_SLOTS (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_uint (value, self->selected);
      break;
    case PROP_SELECTED_CARD:
      g_value_set_object (value, self->selected_card);
      break;
    case PROP_SETTLED:
      g_value_set_boolean (value, self->settled);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_card_slots_dispose (GObject *object)
{
  DrCardSlots *self = DR_CARD_SLOTS (object);

  if (self->cards != NULL)
    g_signal_handlers_disconnect_by_func (self->cards, on_cards_changed_cb, self);
  g_clear_object (&self->cards);
  g_clear_object (&self->selected_card);
  G_OBJECT_CLASS (dr_card_slots_parent_class)->dispose (object);
}

static void
dr_card_slots_finalize (GObject *object)
{
  g_ptr_array_unref (DR_CARD_SLOTS (object)->slots);
  G_OBJECT_CLASS (dr_card_slots_parent_class)->finalize (object);
}

static void
dr_card_slots_class_init (DrCardSlotsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = dr_card_slots_dispose;
  object_class->finalize = dr_card_slots_finalize;
  object_class->get_property = dr_card_slots_get_property;

  properties[PROP_SELECTED] = g_param_spec_uint ("selected", NULL, NULL, 0, G_MAXUINT, GTK_INVALID_LIST_POSITION,
                                                 G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_CARD] = g_param_spec_object ("selected-card", NULL, NULL, DR_TYPE_CARD_OBJECT,
                                                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                        | G_PARAM_STATIC_STRINGS);
  /* FALSE while the list's length lags behind the cards. */
  properties[PROP_SETTLED] = g_param_spec_boolean ("settled", NULL, NULL, TRUE,
                                                   G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
dr_card_slots_init (DrCardSlots *self)
{
  self->slots = g_ptr_array_new_with_free_func (g_object_unref);
  self->selected = GTK_INVALID_LIST_POSITION;
  self->eager_rows = DEFAULT_EAGER_ROWS;
  self->settled = TRUE;
}

/* Slots over @cards, a list of DrCardObject. */
DrCardSlots *
dr_card_slots_new (GListModel *cards)
{
  DrCardSlots *self;
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (cards), NULL);

  self = g_object_new (DR_TYPE_CARD_SLOTS, NULL);
  self->cards = g_object_ref (cards);
  n = g_list_model_get_n_items (cards);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->slots, dr_card_slot_new (g_list_model_get_item (cards, i)));
  g_signal_connect (cards, "items-changed", G_CALLBACK (on_cards_changed_cb), self);
  return self;
}

/* The selected position, or GTK_INVALID_LIST_POSITION. */
guint
dr_card_slots_get_selected (DrCardSlots *self)
{
  g_return_val_if_fail (DR_IS_CARD_SLOTS (self), GTK_INVALID_LIST_POSITION);
  return self->selected;
}

/* GTK_INVALID_LIST_POSITION, or any position past the end, selects nothing. */
void
dr_card_slots_set_selected (DrCardSlots *self,
                            guint        position)
{
  g_return_if_fail (DR_IS_CARD_SLOTS (self));
  select_position (self, position);
}

DrCardObject *
dr_card_slots_get_selected_card (DrCardSlots *self)
{
  g_return_val_if_fail (DR_IS_CARD_SLOTS (self), NULL);
  return self->selected_card;
}

/* How many rows a list that grows gets at once: enough to fill what shows
 * of it. The others come with dr_card_slots_settle(). */
void
dr_card_slots_set_eager_rows (DrCardSlots *self,
                              guint        n_rows)
{
  g_return_if_fail (DR_IS_CARD_SLOTS (self));
  self->eager_rows = n_rows;
}

gboolean
dr_card_slots_get_settled (DrCardSlots *self)
{
  g_return_val_if_fail (DR_IS_CARD_SLOTS (self), TRUE);
  return self->settled;
}

/* Brings the list's length up to @max_rows nearer to the number of cards
 * (or of rows in view, if more): the blank slots of a list that got shorter
 * go, the rows of one that got longer come. Meant for after the frame that
 * showed the change, as making and destroying GTK's row widgets is the slow
 * part of a change; a few rows at a time let keys and frames in between.
 * Returns whether the list is settled. */
gboolean
dr_card_slots_settle_some (DrCardSlots *self,
                           guint        max_rows)
{
  guint target, n_slots;

  g_return_val_if_fail (DR_IS_CARD_SLOTS (self), TRUE);

  target = settled_length (self);
  n_slots = self->slots->len;
  if (target < n_slots)
    {
      /* Slots far below the top have no row to destroy: they go at once. */
      guint start = MAX (target, MIN (n_slots, DR_CARD_SLOTS_ROWS_KEPT));

      if (start == n_slots)
        start = n_slots - MIN (n_slots - target, max_rows);
      g_ptr_array_remove_range (self->slots, start, n_slots - start);
      g_list_model_items_changed (G_LIST_MODEL (self), start, n_slots - start, 0);
    }
  else if (target > n_slots)
    grow (self, n_slots >= DR_CARD_SLOTS_ROWS_KEPT ? target : n_slots + MIN (target - n_slots, max_rows));
  set_settled (self);
  return self->settled;
}

/* All at once. */
void
dr_card_slots_settle (DrCardSlots *self)
{
  dr_card_slots_settle_some (self, G_MAXUINT);
}

guint
dr_card_slots_get_view_rows (DrCardSlots *self)
{
  g_return_val_if_fail (DR_IS_CARD_SLOTS (self), 0);
  return self->view_rows;
}

/* How many rows fill the view: a shorter list keeps blank slots up to
 * there (see dr_card_slots_settle_some()). */
void
dr_card_slots_set_view_rows (DrCardSlots *self,
                             guint        n_rows)
{
  g_return_if_fail (DR_IS_CARD_SLOTS (self));
  self->view_rows = n_rows;
  set_settled (self);
}

/* Something every row shows changed (a column, the owned counts): each
 * slot tells its row to draw its card again. */
void
dr_card_slots_refresh (DrCardSlots *self)
{
  g_return_if_fail (DR_IS_CARD_SLOTS (self));

  for (guint i = 0; i < self->slots->len; i++)
    g_object_notify_by_pspec (g_ptr_array_index (self->slots, i), slot_properties[SLOT_PROP_CARD]);
}
