/* dr-card-store.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-store"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "dr-card-bundle.h"
#include "dr-card-db.h"
#include "dr-card-translations.h"
#include "dr-name-translations.h"
#include "dr-db.h"
#include "dr-card-store-private.h"
#include "dr-error.h"
#include "dr-paths.h"
#include "dr-text.h"

struct _DrCardStore
{
  sqlite3   *db;
  char      *path;
  GPtrArray *cards_by_id;   /* DrCard *, index = cards.id; NULL until first asked */
  char      *locale;        /* the reader's language, NULL: English */
  GHashTable *translations; /* printing code → DrCardTranslation, for locale */
};

#define SELECT_CARDS \
  "SELECT " DR_CARD_SELECT_COLUMNS " FROM cards AS c JOIN packs AS p ON p.code = c.pack_code "

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
  g_autoptr(GError) error = NULL;

  if (locale != NULL && *locale == '\0')
    locale = NULL;
  if (g_strcmp0 (locale, self->locale) == 0 && (locale == NULL || self->translations != NULL))
    return;
  g_free (self->locale);
  self->locale = g_strdup (locale);
  g_clear_pointer (&self->translations, g_hash_table_unref);
  dr_card_store_forget_cards (self);
  if (locale == NULL)
    return;
  self->translations = dr_card_translations_load (self->db, locale, &error);
  /* Without its translations a card reads in English: worth a warning, not
   * a failure. */
  if (self->translations == NULL)
    g_warning ("%s", error->message);
}

const char *
dr_card_store_get_locale (DrCardStore *self)
{
  return self->locale;
}

/* A card as the statement's row (DR_CARD_SELECT_COLUMNS from @first_column)
 * has it, with its title, text and subtypes in the store's locale. */
static DrCard *
new_card (DrCardStore  *self,
          sqlite3_stmt *statement,
          int           first_column)
{
  const char *code = (const char *) sqlite3_column_text (statement, first_column);
  const DrCardTranslation *translation = NULL;
  const char *original_title, *original_lang;

  if (self->locale == NULL)
    return dr_card_new_from_statement (statement, first_column);
  if (self->translations != NULL && code != NULL)
    translation = g_hash_table_lookup (self->translations, code);
  if (translation != NULL)
    return dr_card_new_localized (statement, first_column, translation->title, translation->text,
                                  translation->keywords);
  /* A card database made before translations were kept. */
  original_title = (const char *) sqlite3_column_text (statement, first_column + 4);
  original_lang = (const char *) sqlite3_column_text (statement, first_column + 5);
  if (original_title != NULL && g_strcmp0 (original_lang, self->locale) == 0)
    return dr_card_new_localized (statement, first_column, original_title, NULL, NULL);
  return dr_card_new_from_statement (statement, first_column);
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
  g_clear_pointer (&self->translations, g_hash_table_unref);
  g_clear_pointer (&self->cards_by_id, g_ptr_array_unref);
  g_free (self);
}

void
dr_card_store_forget_cards (DrCardStore *self)
{
  g_clear_pointer (&self->cards_by_id, g_ptr_array_unref);
}

/* Every card of the store, at the index of its row id (NULL where no row
 * has that id), read once: searches then only ask sqlite which ids match.
 * The store's file never changes under it (a sync replaces the file and the
 * caller opens a new store), so the array stays true. */
GHashTable *
dr_card_store_get_local_names (DrCardStore *self,
                               const char  *table)
{
  GHashTable *names = dr_card_store_get_names (self, table);
  g_autoptr(GHashTable) local = NULL;
  GHashTableIter iter;
  gpointer code, name;

  if (self->locale == NULL)
    return names;
  local = dr_name_translations_load (self->db, self->locale, table);
  g_hash_table_iter_init (&iter, local);
  while (g_hash_table_iter_next (&iter, &code, &name))
    if (g_hash_table_contains (names, code))
      g_hash_table_insert (names, g_strdup (code), g_strdup (name));
  return names;
}

GPtrArray *
dr_card_store_get_cards_by_id (DrCardStore  *self,
                               GError      **error)
{
  g_autoptr(GPtrArray) cards = NULL;
  sqlite3_stmt *statement = NULL;
  int rc;

  if (self->cards_by_id != NULL)
    return self->cards_by_id;

  if (sqlite3_prepare_v2 (self->db, "SELECT c.id, " DR_CARD_SELECT_COLUMNS
                          " FROM cards AS c JOIN packs AS p ON p.code = c.pack_code",
                          -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, self->db, _("Cannot read the cards"));
      return NULL;
    }
  cards = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (statement, 0);

      if (id < 0 || id > G_MAXINT32)
        continue;
      if ((guint) id >= cards->len)
        g_ptr_array_set_size (cards, id + 1);
      cards->pdata[id] = new_card (self, statement, 1);
    }
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, self->db, _("Cannot read the cards"));
      sqlite3_finalize (statement);
      return NULL;
    }
  sqlite3_finalize (statement);
  self->cards_by_id = g_steal_pointer (&cards);
  return self->cards_by_id;
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

int
dr_card_store_count_cards (DrCardStore *self,
                           const char  *game)
{
  sqlite3_stmt *statement = NULL;
  int count = -1;

  if (sqlite3_prepare_v2 (self->db, "SELECT count(*) FROM cards WHERE ?1 IS NULL OR game = ?1",
                          -1, &statement, NULL) == SQLITE_OK)
    {
      sqlite3_bind_text (statement, 1, game, -1, SQLITE_STATIC);
      if (sqlite3_step (statement) == SQLITE_ROW)
        count = sqlite3_column_int (statement, 0);
    }
  sqlite3_finalize (statement);
  return count;
}

static GPtrArray *
collect_cards (DrCardStore  *self,
               sqlite3_stmt *statement)
{
  GPtrArray *cards = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);

  while (sqlite3_step (statement) == SQLITE_ROW)
    g_ptr_array_add (cards, new_card (self, statement, 0));
  sqlite3_finalize (statement);
  return cards;
}

DrCard *
dr_card_store_get_card (DrCardStore *self,
                        const char  *code)
{
  sqlite3_stmt *statement = NULL;
  g_autoptr(GPtrArray) cards = NULL;

  if (sqlite3_prepare_v2 (self->db, SELECT_CARDS "WHERE c.code = ?", -1, &statement, NULL) != SQLITE_OK)
    return NULL;
  sqlite3_bind_text (statement, 1, code, -1, SQLITE_STATIC);
  cards = collect_cards (self, statement);
  return cards->len > 0 ? g_ptr_array_steal_index (cards, 0) : NULL;
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
  GHashTableIter iter;
  const char *code;
  const DrCardTranslation *translation;

  if (self->translations == NULL)
    return;
  g_hash_table_iter_init (&iter, self->translations);
  while (g_hash_table_iter_next (&iter, (gpointer *) &code, (gpointer *) &translation))
    {
      g_autofree char *key = translation->title != NULL ? dr_text_match_key (translation->title) : NULL;
      DrCard *card;

      if (key == NULL || !g_str_equal (key, wanted))
        continue;
      card = dr_card_store_get_card (self, code);
      if (card != NULL)
        g_ptr_array_add (matches, card);
    }
  g_ptr_array_sort (matches, compare_newest_first);
}

/* Every printing whose title matches once case, accents, typographic quotes
 * and punctuation are set aside; newest printing first. */
GPtrArray *
dr_card_store_find_by_title (DrCardStore *self,
                             const char  *title)
{
  g_autofree char *wanted = dr_text_match_key (title);
  g_autoptr(GPtrArray) all = NULL;
  GPtrArray *matches = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);
  sqlite3_stmt *statement = NULL;
  g_autofree char *ascii = dr_text_to_ascii (title);

  /* The LIKE narrows the candidates cheaply; the key comparison decides. */
  if (sqlite3_prepare_v2 (self->db,
                          SELECT_CARDS "WHERE c.stripped_title LIKE ?1 ESCAPE '\\' "
                          "ORDER BY COALESCE (p.date_release, '9999') DESC, c.code DESC",
                          -1, &statement, NULL) != SQLITE_OK)
    return matches;
  {
    g_autoptr(GString) pattern = g_string_new (NULL);

    for (const char *p = ascii; *p != '\0'; p++)
      {
        if (g_ascii_isalnum (*p))
          g_string_append_c (pattern, *p);
        else if (pattern->len == 0 || pattern->str[pattern->len - 1] != '%')
          g_string_append_c (pattern, '%');
      }
    sqlite3_bind_text (statement, 1, pattern->str, -1, SQLITE_TRANSIENT);
  }
  all = collect_cards (self, statement);
  for (guint i = 0; i < all->len; i++)
    {
      DrCard *card = g_ptr_array_index (all, i);
      g_autofree char *key = dr_text_match_key (card->title);

      if (g_str_equal (key, wanted))
        g_ptr_array_add (matches, g_steal_pointer (&all->pdata[i]));
    }
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

GStrv
dr_card_store_list_codes (DrCardStore  *self,
                          const char   *game,
                          const char   *pack_code,
                          GError      **error)
{
  g_autoptr(GStrvBuilder) codes = g_strv_builder_new ();
  sqlite3_stmt *statement = NULL;
  int status;

  if (sqlite3_prepare_v2 (self->db,
                          "SELECT code FROM cards WHERE (?1 IS NULL OR game = ?1)"
                          " AND (?2 IS NULL OR pack_code = ?2) ORDER BY code",
                          -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, self->db, _("Cannot list the cards"));
      return NULL;
    }
  sqlite3_bind_text (statement, 1, game, -1, SQLITE_STATIC);
  sqlite3_bind_text (statement, 2, pack_code, -1, SQLITE_STATIC);
  while ((status = sqlite3_step (statement)) == SQLITE_ROW)
    g_strv_builder_add (codes, (const char *) sqlite3_column_text (statement, 0));
  sqlite3_finalize (statement);
  if (status != SQLITE_DONE)
    {
      dr_db_set_error (error, self->db, _("Cannot list the cards"));
      return NULL;
    }
  return g_strv_builder_end (codes);
}

/* The other faces of a double-faced card, as DrCardFace, in face order. */
GPtrArray *
dr_card_store_get_faces (DrCardStore *self,
                         const char  *code)
{
  GPtrArray *faces = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_face_free);
  sqlite3_stmt *statement = NULL;

  if (sqlite3_prepare_v2 (self->db,
                          "SELECT title, COALESCE (text, '') FROM card_faces WHERE card_code = ? ORDER BY face",
                          -1, &statement, NULL) != SQLITE_OK)
    return faces;
  sqlite3_bind_text (statement, 1, code, -1, SQLITE_STATIC);
  while (sqlite3_step (statement) == SQLITE_ROW)
    {
      DrCardFace *face = g_new0 (DrCardFace, 1);

      face->title = g_strdup ((const char *) sqlite3_column_text (statement, 0));
      face->text = g_strdup ((const char *) sqlite3_column_text (statement, 1));
      g_ptr_array_add (faces, face);
    }
  sqlite3_finalize (statement);
  return faces;
}

/* Display names of sides, factions, types, packs or cycles, by code. */
GHashTable *
dr_card_store_get_names (DrCardStore *self,
                         const char  *table)
{
  static const char *const tables[] = { "sides", "factions", "types", "packs", "cycles", NULL };
  GHashTable *names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *sql = NULL;
  sqlite3_stmt *statement = NULL;

  if (!g_strv_contains (tables, table))
    g_return_val_if_reached (names);
  sql = g_strdup_printf ("SELECT code, name FROM %s", table);
  if (sqlite3_prepare_v2 (self->db, sql, -1, &statement, NULL) != SQLITE_OK)
    return names;
  while (sqlite3_step (statement) == SQLITE_ROW)
    g_hash_table_insert (names,
                         g_strdup ((const char *) sqlite3_column_text (statement, 0)),
                         g_strdup ((const char *) sqlite3_column_text (statement, 1)));
  sqlite3_finalize (statement);
  return names;
}
