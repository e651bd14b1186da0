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
void  dr_card_store_forget_cards (DrCardStore *self);

G_END_DECLS
