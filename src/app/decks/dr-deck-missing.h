/* dr-deck-missing.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-collection.h"

G_BEGIN_DECLS

/* A dialog listing what the collection lacks for a deck — each missing card
 * with the copies needed, owned and held by built decks — and the packs that
 * would supply the most of it. Presented on @parent; owned by GTK. */
AdwMessageDialog *dr_deck_missing_dialog_new (GtkWindow                    *parent,
                                              const char                   *deck_name,
                                              const DrCollectionDeckReport *report);

G_END_DECLS
