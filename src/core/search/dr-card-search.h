/* dr-card-search.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>

#include "dr-card.h"
#include "dr-card-store.h"
#include "dr-search-query.h"

G_BEGIN_DECLS

/* Runs a NetrunnerDB-style search over the card database. The result holds
 * one DrCard per title, the newest of its printings that match, sorted by
 * title; free it with g_ptr_array_unref(). A malformed query gives
 * DR_ERROR_QUERY; parse it with dr_search_query_parse() first to get the
 * position of the problem as well. */
GPtrArray *dr_card_search       (sqlite3             *db,
                                 const char          *query,
                                 GError             **error);
GPtrArray *dr_card_search_query (sqlite3             *db,
                                 const DrSearchQuery *query,
                                 GError             **error);

/* The same over a card store, which reads every card once and then only
 * asks sqlite which ids match: what the window and the CLI use. The cards
 * in the result are the store's own (shared, reference counted). */
GPtrArray *dr_card_store_search       (DrCardStore         *store,
                                       const char          *query,
                                       GError             **error);
GPtrArray *dr_card_store_search_query (DrCardStore         *store,
                                       const DrSearchQuery *query,
                                       GError             **error);

G_END_DECLS
