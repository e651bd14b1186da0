/* dr-search-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <sqlite3.h>

#include "dr-card-search.h"
#include "dr-search-query.h"

G_BEGIN_DECLS

/* The search as SQL over a card database connection: what the card store's
 * search is built on, and what the tests and fuzz targets compare it with.
 * Everything else searches through a DrCardStore (dr-card-search.h). */

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
int            dr_search_query_register_functions (sqlite3             *db);
/* The copies the key own reads on the card database connection @db, as
 * dr_card_store_set_owned() describes them; NULL, what a connection starts
 * with, when nothing is owned. Returns an sqlite result code. */
int            dr_search_query_set_owned          (sqlite3             *db,
                                                   GHashTable          *title_owned);
/* For tests. */
guint          dr_search_query_get_n_parameters   (const DrSearchQuery *query);

/* Between the parser (dr-search-query.c) and the compiler to SQL
 * (dr-search-compile.c). */
typedef enum
{
  KEY_TITLE,
  KEY_TEXT,
  KEY_FLAVOR,
  KEY_ILLUSTRATOR,
  KEY_TYPE,
  KEY_SUBTYPE,
  KEY_FACTION,
  KEY_SIDE,
  KEY_PACK,
  KEY_NUMBER,
  KEY_RELEASE,
  KEY_UNIQUE,
  KEY_BAN_LIST,
  KEY_ROTATION,
  KEY_GAME,
} DrSearchKeyKind;

typedef struct
{
  const char      *name;      /* lower case; one letter, "_", or a word for our own keys */
  DrSearchKeyKind  kind;
  gboolean         equality;  /* accepts ':' and '!' */
  gboolean         ordered;   /* accepts '<' and '>' */
  const char      *column;    /* KEY_NUMBER: the SQL expression compared */
  const char      *x_column;  /* KEY_NUMBER: set when the value is X, or NULL */
} DrSearchKey;

typedef struct
{
  char *text;      /* without the quotes */
  int   position;  /* 0-based character offset, of the opening quote if quoted */
} DrSearchValue;

typedef struct
{
  const DrSearchKey *key;
  char              *key_text;  /* as typed, NULL for a bare title */
  char               op;
  int                position;
  GPtrArray         *values;    /* DrSearchValue */
} DrSearchCondition;

typedef struct
{
  GString    *sql;
  GPtrArray  *parameters;      /* GVariant: string or int64 */
  int        *error_position;
  GError    **error;
} DrSearchCompiler;

/* A DR_ERROR_QUERY error at @position (0-based, in characters). */
void           dr_search_set_error                (GError                 **error,
                                                   int                     *error_position,
                                                   int                      position,
                                                   const char              *format,
                                                   ...) G_GNUC_PRINTF (4, 5);
gboolean       dr_search_is_card_code             (const char              *text);
/* Appends a "?" to the SQL with @text as its parameter. */
void           dr_search_compiler_add_text        (DrSearchCompiler        *compiler,
                                                   const char              *text);
/* Appends @condition as an SQL expression; FALSE with the error set when a
 * value does not fit its key. */
gboolean       dr_search_compile_condition        (DrSearchCompiler        *compiler,
                                                   const DrSearchCondition *condition);


/* Runs a search over the card database. The result holds one DrCard per
 * title, the newest of its printings that match, sorted by title; free it
 * with g_ptr_array_unref(). A malformed query gives DR_ERROR_QUERY; parse it
 * with dr_search_query_parse() first to get the position of the problem as
 * well. */
GPtrArray     *dr_card_search                     (sqlite3             *db,
                                                   const char          *query,
                                                   GError             **error);
GPtrArray     *dr_card_search_query               (sqlite3             *db,
                                                   const DrSearchQuery *query,
                                                   GError             **error);

G_END_DECLS
