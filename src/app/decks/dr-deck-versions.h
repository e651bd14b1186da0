/* dr-deck-versions.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "dr-user-store.h"

#include "dr-deck-contents.h"

G_BEGIN_DECLS

/* Fills @list with the saved versions of @deck, newest first, each with what
 * changed between it and the deck as it is now and a button that restores it
 * (editor.restore-version with the version's number). */
void dr_deck_versions_fill (GtkListBox       *list,
                            DrUserStore      *user,
                            const DrDeck     *deck,
                            DrDeckCardLookup  lookup,
                            gpointer          user_data);

G_END_DECLS
