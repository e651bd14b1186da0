/* fuzz-search-query.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "fuzz-search-query"

#include "config.h"

#include <string.h>

#include "dr-search-private.h"
#include "dr-error.h"
#include "dr-fuzz.h"

/* The search query parser (the text up to the first NUL byte), and every
 * query it accepts run over the bundled cards. Beyond not crashing:
 *  - a refused query has a DR_ERROR_QUERY message and a position inside the
 *    text;
 *  - an accepted query runs: its SQL prepares and its parameters bind;
 *  - the card store's search and the plain SQL search find the same cards. */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  dr_fuzz_init ();
  dr_fuzz_bundled_store ();
  return 0;
}

static char *
codes_of (GPtrArray *cards)
{
  GString *codes = g_string_new (NULL);

  for (guint i = 0; i < cards->len; i++)
    g_string_append_printf (codes, "%s ", ((const DrCard *) cards->pdata[i])->code);
  return g_string_free (codes, FALSE);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  DrCardStore *store = dr_fuzz_bundled_store ();
  g_autofree char *text = dr_fuzz_input_string (data, size);
  g_autoptr(GError) error = NULL;
  int position = -1;
  g_autoptr(DrSearchQuery) query = dr_search_query_parse (text, &position, &error);
  g_autoptr(GPtrArray) from_store = NULL;
  g_autoptr(GPtrArray) from_sql = NULL;
  g_autofree char *store_codes = NULL;
  g_autofree char *sql_codes = NULL;

  if (query == NULL)
    {
      if (!g_error_matches (error, DR_ERROR, DR_ERROR_QUERY))
        dr_fuzz_fail ("a refused query without a query error");
      /* A position counts characters, or bytes in text that is not UTF-8. */
      if (position < 0 || position > (g_utf8_validate (text, -1, NULL) ? g_utf8_strlen (text, -1)
                                                                      : (glong) strlen (text)))
        dr_fuzz_fail ("error position %d outside the text “%s”", position, text);
      return 0;
    }
  if (error != NULL)
    dr_fuzz_fail ("a query and an error: %s", error->message);

  from_store = dr_card_store_search_query (store, query, &error);
  if (from_store == NULL)
    dr_fuzz_fail ("the store cannot run the query “%s”: %s", text, error->message);
  from_sql = dr_card_search_query (dr_card_store_get_db (store), query, &error);
  if (from_sql == NULL)
    dr_fuzz_fail ("sqlite cannot run the query “%s”: %s", text, error->message);
  store_codes = codes_of (from_store);
  sql_codes = codes_of (from_sql);
  if (!g_str_equal (store_codes, sql_codes))
    dr_fuzz_fail ("the query “%s” finds %s in the store and %s in sqlite", text, store_codes, sql_codes);
  return 0;
}
