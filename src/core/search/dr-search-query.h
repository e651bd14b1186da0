/* dr-search-query.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* A parsed card search in NetrunnerDB's syntax ("t:ice s!barrier o<3"),
 * already compiled to an SQL condition. Immutable once parsed. */
typedef struct _DrSearchQuery DrSearchQuery;

DrSearchQuery *dr_search_query_parse              (const char          *text,
                                                   int                 *error_position,
                                                   GError             **error);
void           dr_search_query_free               (DrSearchQuery       *query);

/* The condition for a WHERE clause over
 *   cards AS c JOIN packs AS p ON p.code = c.pack_code
 *   LEFT JOIN cycles AS y ON y.code = p.cycle_code
 * with anonymous "?" parameters only; it already limits the search to one
 * game when the query does not name one. The database must have had
 * dr_search_query_register_functions() called on it before preparing
 * (dr_card_search() does that; calling it again is cheap). */
const char    *dr_search_query_get_sql            (const DrSearchQuery *query);
/* Binds the parameters to @statement from index @first_index (1-based);
 * returns an sqlite result code. */
int            dr_search_query_bind               (const DrSearchQuery *query,
                                                   sqlite3_stmt        *statement,
                                                   int                  first_index);
/* FALSE when every condition is about the card rather than one printing of
 * it, so that a title's newest printing alone can stand for all of them. */
gboolean       dr_search_query_depends_on_printing (const DrSearchQuery *query);
int            dr_search_query_register_functions (sqlite3             *db);

/* The key own reads copies owned from this table of the card database's
 * connection; the collection fills it (dr_collection_publish_owned()), and a
 * search creates it empty when nothing did, so that own>0 finds nothing
 * rather than failing. */
#define DR_SEARCH_OWNED_TABLE_SQL \
  "CREATE TEMP TABLE IF NOT EXISTS collection_owned (" \
  "  code TEXT PRIMARY KEY, owned INTEGER NOT NULL, title_owned INTEGER NOT NULL" \
  ") WITHOUT ROWID"
gboolean       dr_search_query_uses_collection    (const DrSearchQuery *query);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrSearchQuery, dr_search_query_free)

G_END_DECLS
