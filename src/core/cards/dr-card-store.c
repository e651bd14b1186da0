/* dr-card-store.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-store"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "dr-card-bundle.h"
#include "dr-card-pool.h"
#include "dr-card-db.h"
#include "dr-card-index.h"
#include "dr-card-translations.h"
#include "dr-db.h"
#include "dr-card-store-private.h"
#include "dr-error.h"
#include "dr-paths.h"
#include "dr-text.h"

struct _DrCardStore
{
  sqlite3    *db;
  char       *path;
  char       *locale;       /* the reader's language, NULL: English */
  GMutex      pool_lock;    /* the pool may be asked for from a worker thread */
  DrCardPool *pool;         /* of locale; NULL until first asked */
  GMutex      index_lock;   /* taken without pool_lock: building the index asks for the pool */
  DrCardIndex *title_index; /* over pool, for finding printings by title; NULL until first asked */
};

static sqlite3 *
open_and_migrate (const char  *path,
                  GError     **error)
{
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READWRITE, error);

  if (db == NULL)
    return NULL;
  if (!dr_db_check_version (db, dr_card_db_schema (), error)
      || !dr_db_exec (db, "PRAGMA journal_mode = WAL", error)
      || !dr_db_migrate_to_latest (db, dr_card_db_schema (), error))
    {
      dr_db_close (db);
      return NULL;
    }
  return db;
}

/* Card data that came with Deckrunner is replaced when a newer Deckrunner
 * brings newer data; data from a sync is the user's choice and stays. */
static gboolean
needs_bundled_data (sqlite3 *db)
{
  g_autofree char *source = dr_db_get_meta (db, "source");
  g_autofree char *version = NULL;

  if (source == NULL)
    return TRUE;
  if (!g_str_equal (source, "bundled"))
    return FALSE;
  version = dr_db_get_meta (db, "bundled_version");
  return dr_card_bundle_compare_versions (version, dr_card_bundle_get_version ()) < 0;
}

static gboolean
is_damaged (const GError *error)
{
  return g_error_matches (error, DR_ERROR, DR_ERROR_DAMAGED);
}

/* A card database that sqlite cannot read holds nothing the user made, so it
 * is set aside (never deleted) and rebuilt from the bundled data. */
static gboolean
set_aside (const char  *path,
           GError     **error)
{
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *wal_aside = g_strconcat (aside, "-wal", NULL);

  g_unlink (aside);
  g_unlink (wal_aside);
  if (g_file_test (wal, G_FILE_TEST_EXISTS))
    g_rename (wal, wal_aside);
  if (g_rename (path, aside) != 0)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_DATABASE,
                   _("The card database “%s” is damaged and cannot be moved aside"), path);
      return FALSE;
    }
  g_warning ("The card database %s was damaged; it was moved to %s and rebuilt", path, aside);
  return TRUE;
}

DrCardStore *
dr_card_store_open (const char  *path,
                    GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  DrCardStore *self;
  sqlite3 *db = NULL;

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      db = open_and_migrate (path, &local_error);
      if (db == NULL)
        {
          if (!is_damaged (local_error))
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return NULL;
            }
          if (!set_aside (path, error))
            return NULL;
        }
      else if (needs_bundled_data (db))
        {
          dr_db_close (db);
          db = NULL;
        }
    }

  if (db == NULL)
    {
      if (!dr_card_bundle_install (path, error))
        return NULL;
      db = open_and_migrate (path, error);
      if (db == NULL)
        return NULL;
    }

  self = g_new0 (DrCardStore, 1);
  g_mutex_init (&self->pool_lock);
  g_mutex_init (&self->index_lock);
  self->db = db;
  self->path = g_strdup (path);
  {
    g_autofree char *locale = dr_card_locale_default ();

    dr_card_store_set_locale (self, locale);
  }
  return self;
}

void
dr_card_store_set_locale (DrCardStore *self,
                          const char  *locale)
{
  if (locale != NULL && *locale == '\0')
    locale = NULL;
  if (g_strcmp0 (locale, self->locale) == 0)
    return;
  g_free (self->locale);
  self->locale = g_strdup (locale);
  dr_card_store_forget_cards (self);
}

const char *
dr_card_store_get_locale (DrCardStore *self)
{
  return self->locale;
}

DrCardStore *
dr_card_store_open_default (GError **error)
{
  g_autofree char *path = NULL;

  if (!dr_paths_ensure_data_dir (error))
    return NULL;
  path = dr_paths_card_db ();
  return dr_card_store_open (path, error);
}

void
dr_card_store_free (DrCardStore *self)
{
  if (self == NULL)
    return;
  dr_db_close (self->db);
  g_free (self->path);
  g_free (self->locale);
  g_clear_pointer (&self->title_index, dr_card_index_free);
  g_clear_pointer (&self->pool, dr_card_pool_unref);
  g_mutex_clear (&self->index_lock);
  g_mutex_clear (&self->pool_lock);
  g_free (self);
}

void
dr_card_store_forget_cards (DrCardStore *self)
{
  g_mutex_lock (&self->index_lock);
  g_clear_pointer (&self->title_index, dr_card_index_free);
  g_mutex_unlock (&self->index_lock);
  g_mutex_lock (&self->pool_lock);
  g_clear_pointer (&self->pool, dr_card_pool_unref);
  g_mutex_unlock (&self->pool_lock);
}

/* Read once, when first asked for: the store's file never changes under it
 * (a sync replaces the file and the caller opens a new store), so the pool
 * stays true. Whoever keeps it past the store takes a reference. */
DrCardPool *
dr_card_store_get_pool (DrCardStore  *self,
                        GError      **error)
{
  DrCardPool *pool;

  g_mutex_lock (&self->pool_lock);
  if (self->pool == NULL)
    self->pool = dr_card_pool_new (self->db, self->locale, error);
  pool = self->pool;
  g_mutex_unlock (&self->pool_lock);
  return pool;
}

/* Every card of the store, at the index of its row id (NULL where no row
 * has that id): searches then only ask sqlite which ids match. The pool's
 * array, valid while the store keeps its pool. */
GPtrArray *
dr_card_store_get_cards_by_id (DrCardStore  *self,
                               GError      **error)
{
  DrCardPool *pool = dr_card_store_get_pool (self, error);

  return pool != NULL ? (GPtrArray *) dr_card_pool_get_cards_by_id (pool) : NULL;
}

sqlite3 *
dr_card_store_get_db (DrCardStore *self)
{
  return self->db;
}

const char *
dr_card_store_get_path (DrCardStore *self)
{
  return self->path;
}

char *
dr_card_store_get_meta (DrCardStore *self,
                        const char  *key)
{
  return dr_db_get_meta (self->db, key);
}

/* A new reference to the pool's card, NULL for a code the store lacks or
 * when the card data cannot be read. */
DrCard *
dr_card_store_get_card (DrCardStore *self,
                        const char  *code)
{
  DrCardPool *pool = dr_card_store_get_pool (self, NULL);
  const DrPoolPrinting *printing = pool != NULL ? dr_card_pool_lookup (pool, code) : NULL;

  return printing != NULL ? dr_card_ref (printing->card) : NULL;
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const DrCard *card_a = *(const DrCard **) a;
  const DrCard *card_b = *(const DrCard **) b;

  /* Codes grow with release order within a game. */
  return g_strcmp0 (card_b->code, card_a->code);
}

/* The printings whose title in the store's locale has the match key
 * @wanted, newest first, when no English title has it. */
static void
add_translated_title_matches (DrCardStore *self,
                              const char  *wanted,
                              GPtrArray   *matches)
{
  DrCardPool *pool = dr_card_store_get_pool (self, NULL);

  if (self->locale == NULL || pool == NULL)
    return;
  for (guint i = 0; i < dr_card_pool_get_n_printings (pool); i++)
    {
      DrCard *card = dr_card_pool_get_printing (pool, i)->card;
      g_autofree char *key = NULL;

      if (card->local_title == NULL)
        continue;
      key = dr_text_match_key (card->local_title);
      if (g_str_equal (key, wanted))
        g_ptr_array_add (matches, dr_card_ref (card));
    }
  g_ptr_array_sort (matches, compare_newest_first);
}

static int
compare_indexes (gconstpointer a,
                 gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* The deck-list index over the pool, built on first use: its table of
 * title keys finds printings by title without a query or a key per card
 * at each look-up. The store's; NULL when the card data cannot be read. */
static const DrCardIndex *
get_title_index (DrCardStore *self)
{
  const DrCardIndex *index;

  g_mutex_lock (&self->index_lock);
  if (self->title_index == NULL)
    self->title_index = dr_card_index_new (self, NULL);
  index = self->title_index;
  g_mutex_unlock (&self->index_lock);
  return index;
}

/* Every printing whose title matches once case, accents, typographic quotes
 * and punctuation are set aside (spaces too when nothing matches with them:
 * "Yog 0" finds "Yog.0"), of every game; newest printing first. */
GPtrArray *
dr_card_store_find_by_title (DrCardStore *self,
                             const char  *title)
{
  g_autofree char *wanted = dr_text_match_key (title);
  GPtrArray *matches = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);
  const DrCardIndex *index = get_title_index (self);
  DrCardPool *pool = dr_card_store_get_pool (self, NULL);
  const GPtrArray *cards = NULL;
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (guint));

  if (index != NULL && pool != NULL && *wanted != '\0')
    cards = dr_card_index_find_title (index, wanted);

  for (guint i = 0; cards != NULL && i < cards->len; i++)
    {
      const GPtrArray *printings = g_ptr_array_index (cards, i);

      for (guint j = 0; j < printings->len; j++)
        {
          const DrPrinting *printing = g_ptr_array_index (printings, j);
          const DrPoolPrinting *pooled = dr_card_pool_lookup (pool, printing->code);

          if (pooled != NULL)
            g_array_append_val (found, pooled->index);
        }
    }
  /* The pool's order is newest first: the printings of several games
   * sharing the title merge back into it. */
  g_array_sort (found, compare_indexes);
  for (guint i = 0; i < found->len; i++)
    g_ptr_array_add (matches, dr_card_ref (dr_card_pool_get_printing (pool, g_array_index (found, guint, i))->card));
  if (matches->len == 0)
    add_translated_title_matches (self, wanted, matches);
  return matches;
}

GPtrArray *
dr_card_store_lookup (DrCardStore *self,
                      const char  *code_or_title)
{
  DrCard *card = dr_card_store_get_card (self, code_or_title);

  if (card != NULL)
    {
      GPtrArray *cards = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);

      g_ptr_array_add (cards, card);
      return cards;
    }
  return dr_card_store_find_by_title (self, code_or_title);
}

static int
compare_codes (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

GStrv
dr_card_store_list_codes (DrCardStore  *self,
                          const char   *game,
                          const char   *pack_code,
                          GError      **error)
{
  DrCardPool *pool = dr_card_store_get_pool (self, error);
  g_autoptr(GPtrArray) codes = NULL;

  if (pool == NULL)
    return NULL;
  codes = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < dr_card_pool_get_n_printings (pool); i++)
    {
      const DrCard *card = dr_card_pool_get_printing (pool, i)->card;

      if ((game == NULL || g_strcmp0 (card->game, game) == 0)
          && (pack_code == NULL || g_strcmp0 (card->pack_code, pack_code) == 0))
        g_ptr_array_add (codes, g_strdup (card->code));
    }
  g_ptr_array_sort (codes, compare_codes);
  g_ptr_array_add (codes, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&codes), FALSE);
}

/* The other faces of a double-faced card, as DrCardFace, in face order:
 * copies of the pool's, which the caller may keep past the store. */
GPtrArray *
dr_card_store_get_faces (DrCardStore *self,
                         const char  *code)
{
  GPtrArray *faces = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_face_free);
  DrCardPool *pool = dr_card_store_get_pool (self, NULL);
  const GPtrArray *pooled = pool != NULL ? dr_card_pool_get_faces (pool, code) : NULL;

  for (guint i = 0; pooled != NULL && i < pooled->len; i++)
    {
      const DrCardFace *source = g_ptr_array_index (pooled, i);
      DrCardFace *face = g_new0 (DrCardFace, 1);

      face->title = g_strdup (source->title);
      face->text = g_strdup (source->text);
      g_ptr_array_add (faces, face);
    }
  return faces;
}

/* A new table of copies of the pool's names of @table (@local: in the
 * store's language), which the caller may keep past the store. */
static GHashTable *
copy_names (DrCardStore *self,
            const char  *table,
            gboolean     local)
{
  GHashTable *names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  DrCardPool *pool = dr_card_store_get_pool (self, NULL);
  GHashTable *pool_names = NULL;
  GHashTableIter iter;
  gpointer code, name;

  if (pool != NULL)
    pool_names = local ? dr_card_pool_get_local_names (pool, table) : dr_card_pool_get_names (pool, table);
  g_return_val_if_fail (pool == NULL || pool_names != NULL, names);
  if (pool_names == NULL)
    return names;
  g_hash_table_iter_init (&iter, pool_names);
  while (g_hash_table_iter_next (&iter, &code, &name))
    g_hash_table_insert (names, g_strdup (code), g_strdup (name));
  return names;
}

GHashTable *
dr_card_store_get_names (DrCardStore *self,
                         const char  *table)
{
  return copy_names (self, table, FALSE);
}

GHashTable *
dr_card_store_get_local_names (DrCardStore *self,
                               const char  *table)
{
  return copy_names (self, table, TRUE);
}
