/* dr-deck-fallout-dialog.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define DR_TYPE_DECK_FALLOUT_DIALOG (dr_deck_fallout_dialog_get_type ())

G_DECLARE_FINAL_TYPE (DrDeckFalloutDialog, dr_deck_fallout_dialog, DR, DECK_FALLOUT_DIALOG, AdwMessageDialog)

/* The decks a sync made illegal (DrDeckVerdict), each with why and an Open
 * button that activates win.open-deck on @parent. */
GtkWidget *dr_deck_fallout_dialog_new       (GtkWindow            *parent,
                                             GPtrArray            *verdicts);

G_END_DECLS
