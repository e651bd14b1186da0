/* dr-card-object.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "dr-card.h"

G_BEGIN_DECLS

#define DR_TYPE_CARD_OBJECT (dr_card_object_get_type ())

G_DECLARE_FINAL_TYPE (DrCardObject, dr_card_object, DR, CARD_OBJECT, GObject)

DrCardObject *dr_card_object_new           (DrCard       *card);
const DrCard *dr_card_object_get_card      (DrCardObject *self);
const char   *dr_card_object_get_title_key (DrCardObject *self);

G_END_DECLS
