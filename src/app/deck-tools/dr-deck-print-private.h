/* dr-deck-print-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-deck-print.h"

G_BEGIN_DECLS

/* For dr-deck-print.c and the tests only; the rest of the app uses
 * dr-deck-print.h. */

/* A print operation for @deck (copied) that the caller runs, e.g. with
 * GTK_PRINT_OPERATION_ACTION_EXPORT and an export filename for a PDF.
 * Proxies show the cached card image when there is one, else a drawn face.
 * @store and @index must outlive the operation. */
GtkPrintOperation *dr_deck_print_operation_new (DrCardStore       *store,
                                                const DrCardIndex *index,
                                                const DrDeck      *deck,
                                                DrDeckPrintKind    kind);

G_END_DECLS
