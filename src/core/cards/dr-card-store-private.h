/* dr-card-store-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-store.h"

G_BEGIN_DECLS

/* For a caller that wrote to the store's database itself: the next search
 * reads the cards again. */
void        dr_card_store_forget_cards    (DrCardStore *self);

/* A copy of the pool's names of @table in the store's locale where the card
 * data has a translation (name_translations), English elsewhere; for tests
 * (the program reads dr_card_pool_get_local_names()). */
GHashTable *dr_card_store_get_local_names (DrCardStore *self,
                                           const char  *table);

G_END_DECLS
