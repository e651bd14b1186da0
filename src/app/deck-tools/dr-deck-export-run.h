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
/* The pieces the dialog is made of, for callers that need no dialog. */
gboolean          dr_deck_export_copy      (GdkClipboard       *clipboard,
                                            const DrCardIndex  *index,
                                            const DrDeck       *deck,
                                            DrDeckFormat        format,
                                            GError            **error);
/* Writes @file atomically in @format; a file name without an extension gets
 * the format's. Returns the file written (transfer full), NULL on error. */
GFile            *dr_deck_export_save      (const DrCardIndex  *index,
                                            const DrDeck       *deck,
                                            DrDeckFormat        format,
                                            GFile              *file,
                                            GError            **error);

G_END_DECLS
