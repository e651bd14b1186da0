/* dr-deck-fallout-dialog-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-deck-fallout-dialog.h"

G_BEGIN_DECLS

/* For DrDeckFalloutDialog's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-deck-fallout-dialog.h. */

guint      dr_deck_fallout_dialog_get_n_decks (DrDeckFalloutDialog *self);

/* What the Open button of row @index does. */
void       dr_deck_fallout_dialog_open      (DrDeckFalloutDialog  *self,
                                             guint                 index);

G_END_DECLS
