/* dr-search-query-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-search-query.h"

G_BEGIN_DECLS

/* For tests. */
guint dr_search_query_get_n_parameters (const DrSearchQuery *query);

G_END_DECLS
