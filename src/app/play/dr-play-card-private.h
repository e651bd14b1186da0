/* dr-play-card-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-card.h"

G_BEGIN_DECLS

/* For DrPlayCard's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-play-card.h. */

/* The card's actions as its menu shows them (NULL when it has none). */
GMenuModel *dr_play_card_get_menu     (DrPlayCard *self);

/* Every word the card shows or says (title, counters, tooltip), for tests. */
char       *dr_play_card_get_text     (DrPlayCard *self);
void        dr_play_card_show_zoom    (DrPlayCard *self);
GtkWidget  *dr_play_card_get_zoom     (DrPlayCard *self);

G_END_DECLS
