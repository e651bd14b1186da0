/* dr-card-slots-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-slots.h"

G_BEGIN_DECLS

/* For DrCardSlot's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-card-slots.h. */

guint         dr_card_slots_get_selected       (DrCardSlots *self);
guint         dr_card_slots_get_view_rows      (DrCardSlots *self);

G_END_DECLS
