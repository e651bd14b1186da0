/* dr-card-search.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-search"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-search-private.h"
#include "dr-card-translations.h"
#include "dr-db.h"
#include "dr-error.h"

/* Reprints share a title; a search shows each title once, as its newest
 * printing among those that matched (so "e:core Hedge" shows the Core Set
 * one). A pack without a date is not out yet, hence newer than any other.
 * sqlite takes the bare column id from the row that holds the max(). */
#define NEWEST_MATCH_BEFORE_WHERE \
  "SELECT c.id AS id, max ((c.pack_date IS NULL) || coalesce (c.pack_date, '') || c.code)" \
  "  FROM cards AS c" \
  "  WHERE "
#define NEWEST_MATCH_AFTER_WHERE \
  "  GROUP BY c.title_key, c.game, c.title"

#define CARD_ROWS_BEFORE \
  "SELECT " DR_CARD_SELECT_COLUMNS " FROM ("
#define CARD_ROWS_AFTER \
  ") AS m JOIN cards AS c ON c.id = m.id JOIN packs AS p ON p.code = c.pack_code"

/* The SQL of a search; with @ids_only, its rows hold only the card id. */
static char *
search_sql (const DrSearchQuery *query,
            gboolean             ids_only)
{
  const char *condition = dr_search_query_get_sql (query);

  /* Most searches are about cards, not printings: the precomputed newest
   * printing then answers without comparing every match. */
  if (!dr_search_query_depends_on_printing (query))
    return g_strconcat ("SELECT ", ids_only ? "c.id" : DR_CARD_SELECT_COLUMNS,
                        " FROM cards AS c", ids_only ? "" : " JOIN packs AS p ON p.code = c.pack_code",
                        " WHERE c.is_latest AND (", condition, ")", NULL);
  if (ids_only)
    return g_strconcat ("SELECT id FROM (", NEWEST_MATCH_BEFORE_WHERE, condition,
                        NEWEST_MATCH_AFTER_WHERE, ")", NULL);
  return g_strconcat (CARD_ROWS_BEFORE, NEWEST_MATCH_BEFORE_WHERE, condition,
                      NEWEST_MATCH_AFTER_WHERE, CARD_ROWS_AFTER, NULL);
}

/* The order of stripped_title COLLATE NOCASE, then title and code. Sorting
 * here rather than in SQL keeps whole rows out of sqlite's sorter. */
static int
compare_by_title (gconstpointer a,
                  gconstpointer b)
{
  const DrCard *card_a = *(const DrCard **) a;
  const DrCard *card_b = *(const DrCard **) b;
  int result = g_ascii_strcasecmp (card_a->stripped_title, card_b->stripped_title);

  if (result == 0)
    result = strcmp (card_a->title, card_b->title);
  if (result == 0)
    result = strcmp (card_a->code, card_b->code);
  return result;
}

typedef struct
{
  char   *key;
  DrCard *card;
} SortEntry;

static int
compare_sort_entries (gconstpointer a,
                      gconstpointer b)
{
  const SortEntry *x = a;
  const SortEntry *y = b;
  int result = strcmp (x->key, y->key);

  return result != 0 ? result : compare_by_title (&x->card, &y->card);
}

/* In the reader's language the list goes by the titles it shows: their
 * search keys (lower case, accents aside), made once per card. */
static void
sort_by_local_title (GPtrArray *cards)
{
  g_autoptr(GArray) entries = g_array_sized_new (FALSE, FALSE, sizeof (SortEntry), cards->len);

  for (guint i = 0; i < cards->len; i++)
    {
      DrCard *card = g_ptr_array_index (cards, i);
      SortEntry entry = { dr_card_translation_search_key (dr_card_get_local_title (card, FALSE)), card };

      g_array_append_val (entries, entry);
    }
  g_array_sort (entries, compare_sort_entries);
  for (guint i = 0; i < entries->len; i++)
    {
      SortEntry *entry = &g_array_index (entries, SortEntry, i);

      cards->pdata[i] = entry->card;
      g_free (entry->key);
    }
}

static sqlite3_stmt *
prepare_search (sqlite3              *db,
                const DrSearchQuery  *query,
                gboolean              ids_only,
                GError              **error)
{
  g_autofree char *sql = NULL;
  sqlite3_stmt *statement = NULL;

  if (dr_search_query_register_functions (db) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot search the cards"));
      return NULL;
    }
  sql = search_sql (query, ids_only);
  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK
      || dr_search_query_bind (query, statement, 1) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot search the cards"));
      sqlite3_finalize (statement);
      return NULL;
    }
  return statement;
}

/* Steps @statement to its end; FALSE with @error set when it fails. */
static gboolean
finish_search (sqlite3       *db,
               sqlite3_stmt  *statement,
               int            rc,
               GError       **error)
{
  sqlite3_finalize (statement);
  if (rc == SQLITE_DONE)
    return TRUE;
  dr_db_set_error (error, db, _("Cannot search the cards"));
  return FALSE;
}

GPtrArray *
dr_card_search_query (sqlite3              *db,
                      const DrSearchQuery  *query,
                      GError              **error)
{
  g_autoptr(GPtrArray) cards = NULL;
  sqlite3_stmt *statement;
  int rc;

  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (query != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  statement = prepare_search (db, query, FALSE, error);
  if (statement == NULL)
    return NULL;
  cards = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    g_ptr_array_add (cards, dr_card_new_from_statement (statement, 0));
  if (!finish_search (db, statement, rc, error))
    return NULL;
  g_ptr_array_sort (cards, compare_by_title);
  return g_steal_pointer (&cards);
}

GPtrArray *
dr_card_store_search_query (DrCardStore          *store,
                            const DrSearchQuery  *query,
                            GError              **error)
{
  sqlite3 *db = dr_card_store_get_db (store);
  g_autoptr(GPtrArray) cards = NULL;
  GPtrArray *by_id;
  sqlite3_stmt *statement;
  int rc;

  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (query != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  by_id = dr_card_store_get_cards_by_id (store, error);
  if (by_id == NULL)
    return NULL;
  statement = prepare_search (db, query, TRUE, error);
  if (statement == NULL)
    return NULL;
  cards = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (statement, 0);

      if (id >= 0 && id < by_id->len && by_id->pdata[id] != NULL)
        g_ptr_array_add (cards, dr_card_ref (by_id->pdata[id]));
    }
  if (!finish_search (db, statement, rc, error))
    return NULL;
  if (dr_card_store_get_locale (store) != NULL)
    sort_by_local_title (cards);
  else
    g_ptr_array_sort (cards, compare_by_title);
  return g_steal_pointer (&cards);
}

GPtrArray *
dr_card_store_search (DrCardStore  *store,
                      const char   *query,
                      GError      **error)
{
  g_autoptr(DrSearchQuery) parsed = NULL;

  g_return_val_if_fail (store != NULL, NULL);

  parsed = dr_search_query_parse (query, NULL, error);
  if (parsed == NULL)
    return NULL;
  return dr_card_store_search_query (store, parsed, error);
}

GPtrArray *
dr_card_search (sqlite3     *db,
                const char  *query,
                GError     **error)
{
  g_autoptr(DrSearchQuery) parsed = NULL;

  g_return_val_if_fail (db != NULL, NULL);

  parsed = dr_search_query_parse (query, NULL, error);
  if (parsed == NULL)
    return NULL;
  return dr_card_search_query (db, parsed, error);
}

gboolean
dr_card_store_set_owned (DrCardStore  *store,
                         GHashTable   *title_owned,
                         GError      **error)
{
  sqlite3 *db;

  g_return_val_if_fail (store != NULL, FALSE);

  db = dr_card_store_get_db (store);
  if (dr_search_query_set_owned (db, title_owned) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot prepare the search over owned cards"));
      return FALSE;
    }
  return TRUE;
}
