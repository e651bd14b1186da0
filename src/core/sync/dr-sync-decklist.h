/* dr-sync-decklist.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "dr-card-store.h"
#include "dr-deck.h"
#include "dr-sync.h"

G_BEGIN_DECLS

/* The id of a published decklist from its NetrunnerDB address
 * ("https://netrunnerdb.com/en/decklist/12345/some-name"), a bare number or
 * a uuid. */
char   *dr_sync_parse_decklist_id (const char           *url_or_id,
                                   GError              **error);
/* Fetches a published decklist from the source in @options (its /decklist/ID)
 * and turns it into an unsaved deck; the identity is the card of type
 * identity, found in @store with every other card. */
DrDeck *dr_sync_fetch_decklist    (DrCardStore          *store,
                                   const DrSyncOptions  *options,
                                   const char           *url_or_id,
                                   GCancellable         *cancellable,
                                   GError              **error);

G_END_DECLS
