/* dr-deck-import-dialog.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-card-index.h"
#include "dr-context.h"
#include "dr-deck-import.h"

G_BEGIN_DECLS

#define DR_TYPE_DECK_IMPORT_DIALOG (dr_deck_import_dialog_get_type ())

/* A paste area that reads a deck list as it is typed, in any format
 * dr-deck-import.h knows, marks every line that does not resolve and offers
 * its candidates; the list may also come from a file or a NetrunnerDB
 * decklist address. "Import" emits ::deck-ready with the deck (a DrDeck *,
 * owned by the dialog for the emission only: copy it with dr_deck_copy())
 * and closes the dialog.
 *
 * Its construct-only "context" property gives the card data (and the
 * mirror the preferences name, where decklists come from); @index is an
 * index of that card data and must outlive the dialog, and the dialog must
 * be closed before the context swaps its card data. */
G_DECLARE_FINAL_TYPE (DrDeckImportDialog, dr_deck_import_dialog, DR, DECK_IMPORT_DIALOG, AdwWindow)

DrDeckImportDialog *dr_deck_import_dialog_new         (GtkWindow          *parent,
                                                       DrContext          *context,
                                                       const DrCardIndex  *index);

G_END_DECLS
