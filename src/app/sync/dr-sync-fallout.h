/* dr-sync-fallout.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "dr-card-store.h"

G_BEGIN_DECLS

/* Every saved deck judged in its format with the card data of @store, the
 * formats and ban lists of the settings standing for those a deck leaves to
 * the defaults (DrDeckVerdict); NULL (after a warning) when the decks cannot
 * be read. The window takes one before a sync and one after. */
GPtrArray *dr_app_deck_verdicts (DrCardStore *store,
                                 DrUserStore *user_store,
                                 GSettings   *settings);

G_END_DECLS
