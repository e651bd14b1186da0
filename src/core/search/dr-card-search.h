/* dr-card-search.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-card.h"
#include "dr-card-store.h"
#include "dr-search-query.h"

G_BEGIN_DECLS

/* A NetrunnerDB-style search over a card store, which reads every card once
 * and then only asks sqlite which ids match. The result holds one DrCard per
 * title, the newest of its printings that match, sorted by title; free it
 * with g_ptr_array_unref(); the cards are the store's own (shared, reference
 * counted). A malformed query gives DR_ERROR_QUERY; parse it with
 * dr_search_query_parse() first to get the position of the problem as well. */
GPtrArray *dr_card_store_search       (DrCardStore         *store,
                                       const char          *query,
                                       GError             **error);
GPtrArray *dr_card_store_search_query (DrCardStore         *store,
                                       const DrSearchQuery *query,
                                       GError             **error);

/* The copies the key own reads in @store's searches: @title_owned maps a
 * printing code to the copies owned of its title over every printing
 * (GINT_TO_POINTER), for owned titles only; NULL when nothing is owned,
 * which is what a store starts with. The table is referenced, not copied,
 * and kept until the next call or until the store closes; set it between
 * searches, never during one. The collection sets it
 * (dr_collection_publish_owned()). */
gboolean   dr_card_store_set_owned    (DrCardStore         *store,
                                       GHashTable          *title_owned,
                                       GError             **error);

G_END_DECLS
