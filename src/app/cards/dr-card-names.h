/* dr-card-names.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-catalog.h"
#include "dr-card-store.h"

G_BEGIN_DECLS

/* What the card widgets need to show codes as words and colours: faction,
 * type, side and pack names (in the reader's language where the card data
 * has them) and faction colours, as the store's card pool holds them. */
typedef struct _DrCardNames DrCardNames;

DrCardNames *dr_card_names_new           (DrCardStore  *store);
DrCardNames *dr_card_names_ref           (DrCardNames  *self);
void         dr_card_names_unref         (DrCardNames  *self);
const char  *dr_card_names_faction       (DrCardNames  *self,
                                          const char   *faction_code);
gboolean     dr_card_names_faction_color (DrCardNames  *self,
                                          const char   *faction_code,
                                          GdkRGBA      *color);
const char  *dr_card_names_side          (DrCardNames  *self,
                                          const char   *side_code);
char        *dr_card_names_type_line     (DrCardNames  *self,
                                          const DrCard *card);
const char  *dr_card_names_pack          (DrCardNames  *self,
                                          const DrCard *card);
GPtrArray   *dr_card_names_get_factions  (DrCardNames  *self);
GPtrArray   *dr_card_names_get_types     (DrCardNames  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrCardNames, dr_card_names_unref)

G_END_DECLS
