/* dr-deck-formats.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-store.h"

G_BEGIN_DECLS

/* The formats and ban lists a deck can be checked against, as the deck
 * editor's selectors and the deck list's badges name them. */
const char  *dr_deck_formats_code           (guint        position);
const char  *dr_deck_formats_name           (const char  *code);
guint        dr_deck_formats_position       (const char  *code);
GListModel  *dr_deck_formats_new_model      (void);

/* “The Active Ban List” and “No Ban List” first, then every list the card
 * data knows, newest first; @codes receives the codes in the same order. */
GListModel  *dr_deck_formats_new_ban_lists  (DrCardStore *store,
                                             GPtrArray   *codes);

G_END_DECLS
