/* dr-deck-export-run-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-deck-export-run.h"

G_BEGIN_DECLS

/* For dr-deck-export-run.c and the tests only; the rest of the app uses
 * dr-deck-export-run.h. */

/* Writes @file atomically in @format; a file name without an extension gets
 * the format's. Returns the file written (transfer full), NULL on error. */
GFile            *dr_deck_export_save      (const DrCardIndex  *index,
                                            const DrDeck       *deck,
                                            DrDeckFormat        format,
                                            GFile              *file,
                                            GError            **error);

G_END_DECLS
