/* dr-deck-export-run.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-card-index.h"
#include "dr-deck.h"
#include "dr-deck-format.h"

G_BEGIN_DECLS

/* Exporting a deck from the GUI: a small dialog with a format dropdown,
 * "Copy to Clipboard" and "Save As…". The dialog keeps its own copy of
 * @deck; @index must outlive it. Returns the dialog (owned by GTK), already
 * presented. */
AdwMessageDialog *dr_deck_export_run       (GtkWindow          *parent,
                                            const DrCardIndex  *index,
                                            const DrDeck       *deck);

G_END_DECLS
