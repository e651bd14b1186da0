/* dr-card-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card.h"

G_BEGIN_DECLS

/* A card with only a code and a title, for lists made by hand in tests. */
DrCard *dr_card_new (const char *code,
                     const char *title);

G_END_DECLS
