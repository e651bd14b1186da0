/* dr-card-slots.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-object.h"

G_BEGIN_DECLS

#define DR_TYPE_CARD_SLOT (dr_card_slot_get_type ())
#define DR_TYPE_CARD_SLOTS (dr_card_slots_get_type ())

/* More than the rows GTK 4.8's list widgets keep from the top of a list
 * (200): slots past them have no row widget. */
#define DR_CARD_SLOTS_ROWS_KEPT 256

/* One row of the card list: the card at its position, which changes. */
G_DECLARE_FINAL_TYPE (DrCardSlot, dr_card_slot, DR, CARD_SLOT, GObject)

G_DECLARE_FINAL_TYPE (DrCardSlots, dr_card_slots, DR, CARD_SLOTS, GObject)

DrCardObject *dr_card_slot_get_card            (DrCardSlot  *self);

DrCardSlots  *dr_card_slots_new                (GListModel  *cards);
void          dr_card_slots_set_selected       (DrCardSlots *self,
                                                guint        position);
DrCardObject *dr_card_slots_get_selected_card  (DrCardSlots *self);
void          dr_card_slots_set_eager_rows     (DrCardSlots *self,
                                                guint        n_rows);
gboolean      dr_card_slots_get_settled        (DrCardSlots *self);
void          dr_card_slots_set_view_rows      (DrCardSlots *self,
                                                guint        n_rows);
gboolean      dr_card_slots_settle_some        (DrCardSlots *self,
                                                guint        max_rows);
void          dr_card_slots_settle             (DrCardSlots *self);
void          dr_card_slots_refresh            (DrCardSlots *self);

G_END_DECLS
