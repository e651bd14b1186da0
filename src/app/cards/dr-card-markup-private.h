/* dr-card-markup-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-markup.h"

G_BEGIN_DECLS

/* For dr-card-markup.c and the tests only; the rest of the app uses
 * dr-card-markup.h. */

char         *dr_card_markup_to_pango       (const char          *card_text,
                                             gboolean             keep_emphasis,
                                             GArray              *symbols);

G_END_DECLS
