/* dr-search-query.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A parsed card search in NetrunnerDB's syntax ("t:ice s!barrier o<3"),
 * already compiled to an SQL condition. Immutable once parsed. */
typedef struct _DrSearchQuery DrSearchQuery;

DrSearchQuery *dr_search_query_parse              (const char          *text,
                                                   int                 *error_position,
                                                   GError             **error);
void           dr_search_query_free               (DrSearchQuery       *query);

/* FALSE when every condition is about the card rather than one printing of
 * it, so that a title's newest printing alone can stand for all of them. */
gboolean       dr_search_query_depends_on_printing (const DrSearchQuery *query);
gboolean       dr_search_query_uses_collection    (const DrSearchQuery *query);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrSearchQuery, dr_search_query_free)

G_END_DECLS
