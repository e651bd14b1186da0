/* dr-collection-search.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-collection"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-collection-private.h"
#include "dr-card-search.h"

/* What the search needs to filter on owned cards. */

/* Nothing owned (the state of every new user): the answers are empty without
 * reading every printing of the card database. */
static gboolean
owns_nothing (DrCollection *self)
{
  sqlite3_stmt *statement = dr_collection_prepare (self->user_db,
                                                   "SELECT NOT EXISTS (SELECT 1 FROM collection_products)"
                                                   " AND NOT EXISTS (SELECT 1 FROM collection_adjustments"
                                                   "                 WHERE delta > 0)", NULL);
  gboolean nothing = FALSE;

  if (statement != NULL && sqlite3_step (statement) == SQLITE_ROW)
    nothing = sqlite3_column_int (statement, 0) != 0;
  sqlite3_finalize (statement);
  return nothing;
}

/* A new, empty table of owned copies (string keys) and, in @catalog, what
 * the collection owns to fill it with; NULL with @error set when that cannot
 * be read. When nothing is owned @catalog stays NULL (see owns_nothing). */
static GHashTable *
new_owned_table (DrCollection    *self,
                 DrOwnedCatalog **catalog,
                 GError         **error)
{
  if (!owns_nothing (self))
    {
      *catalog = dr_owned_catalog_load (self, error);
      if (*catalog == NULL)
        return NULL;
    }
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* Printing code → GINT_TO_POINTER (owned copies), for owned printings only. */
GHashTable *
dr_collection_owned_by_code (DrCollection  *self,
                             GError       **error)
{
  g_autoptr(DrOwnedCatalog) catalog = NULL;
  GHashTable *owned = new_owned_table (self, &catalog, error);

  if (catalog == NULL)
    return owned;
  for (guint i = 0; i < catalog->printings->len; i++)
    {
      DrOwnedPrinting *printing = g_ptr_array_index (catalog->printings, i);

      if (printing->owned > 0)
        g_hash_table_insert (owned, g_strdup (printing->code), GINT_TO_POINTER (printing->owned));
    }
  return owned;
}

/* Title (as cards.title spells it) → GINT_TO_POINTER (owned copies over every
 * printing), for owned cards only. */
GHashTable *
dr_collection_owned_by_title (DrCollection  *self,
                              GError       **error)
{
  g_autoptr(DrOwnedCatalog) catalog = NULL;
  GHashTable *owned = new_owned_table (self, &catalog, error);
  guint n_titles_met = 0;

  if (catalog == NULL)
    return owned;
  /* Titles are numbered as their first printing is met: that printing
   * brings the title's copies (a title two games share adds up, the title
   * alone being the key here). */
  for (guint i = 0; i < catalog->printings->len; i++)
    {
      const DrOwnedPrinting *printing = &catalog->by_index[i];
      int copies;

      if (printing->title_index < n_titles_met)
        continue;
      n_titles_met++;
      copies = dr_owned_catalog_title_owned (catalog, printing);
      if (copies > 0)
        g_hash_table_insert (owned, g_strdup (printing->title),
                             GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (owned, printing->title))
                                              + copies));
    }
  return owned;
}

static gint64
user_data_version (DrCollection *self)
{
  sqlite3_stmt *statement = dr_collection_prepare (self->user_db, "PRAGMA data_version", NULL);
  gint64 version = -1;

  if (statement != NULL && sqlite3_step (statement) == SQLITE_ROW)
    version = sqlite3_column_int64 (statement, 0);
  sqlite3_finalize (statement);
  return version;
}

/* For the search key own: gives the card store the copies owned of every
 * printing whose title has one (dr_card_store_set_owned()).
 * Call it before each search: it reads the collection again only when it
 * changed since (through this object, or by a commit of another connection
 * to the user database), so on every keystroke it costs one PRAGMA. */
gboolean
dr_collection_publish_owned (DrCollection  *self,
                             GError       **error)
{
  sqlite3 *db = dr_card_store_get_db (self->store);
  gint64 data_version = user_data_version (self);
  g_autoptr(DrOwnedCatalog) catalog = NULL;
  g_autoptr(GHashTable) title_owned = NULL;

  if (self->published_db == db && self->published_revision == self->revision
      && self->published_data_version == data_version && data_version >= 0)
    return TRUE;

  if (!owns_nothing (self))
    {
      catalog = dr_owned_catalog_load (self, error);
      if (catalog == NULL)
        return FALSE;
      title_owned = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (guint i = 0; i < catalog->printings->len; i++)
        {
          const DrOwnedPrinting *printing = g_ptr_array_index (catalog->printings, i);
          int copies = dr_owned_catalog_title_owned (catalog, printing);

          if (copies > 0)
            g_hash_table_insert (title_owned, g_strdup (printing->code), GINT_TO_POINTER (copies));
        }
    }
  if (!dr_card_store_set_owned (self->store, title_owned, error))
    {
      self->published_db = NULL;
      return FALSE;
    }
  self->published_db = db;
  self->published_revision = self->revision;
  self->published_data_version = data_version;
  return TRUE;
}
