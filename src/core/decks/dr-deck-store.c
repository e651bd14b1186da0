/* dr-deck-store.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-store"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "dr-db.h"
#include "dr-deck-store.h"
#include "dr-error.h"
#include "dr-text.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

/* The current state of a deck and its saved versions are kept in tables of
 * the same shape; this names one set of them. */
typedef struct
{
  const char *cards;
  const char *tags;
  const char *owner;   /* the column that names the deck or version a row belongs to */
} ContentTables;

static const ContentTables current_tables = { "deck_cards", "deck_tags", "deck_id" };
static const ContentTables version_tables = { "deck_version_cards", "deck_version_tags", "version_id" };

/* Columns of the same name in decks and deck_versions, in DrDeck order. */
#define HEADER_COLUMNS "name, game, side, identity, format, banlist, notes"
#define N_HEADER_COLUMNS 7

void
dr_deck_summary_free (DrDeckSummary *summary)
{
  if (summary == NULL)
    return;
  g_free (summary->name);
  g_free (summary->game);
  g_free (summary->side);
  g_free (summary->identity);
  g_strfreev (summary->tags);
  g_free (summary);
}

void
dr_deck_version_free (DrDeckVersion *version)
{
  if (version == NULL)
    return;
  g_free (version->name);
  g_free (version->identity);
  g_free (version);
}

static gint64
now_seconds (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

static sqlite3_stmt *
prepare (sqlite3     *db,
         const char  *sql,
         GError     **error)
{
  sqlite3_stmt *statement = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return NULL;
    }
  return statement;
}

static gboolean
step_done (sqlite3       *db,
           sqlite3_stmt  *statement,
           GError       **error)
{
  if (sqlite3_step (statement) == SQLITE_DONE)
    return TRUE;
  dr_db_set_error (error, db, _("Cannot write the decks"));
  return FALSE;
}

static char *
column_text (sqlite3_stmt *statement,
             int           column)
{
  const unsigned char *text = sqlite3_column_text (statement, column);

  return text != NULL ? g_strdup ((const char *) text) : NULL;
}

/* IMMEDIATE takes the write lock at once: a save never fails half-way
 * because another connection wrote in between. */
static gboolean
begin (sqlite3  *db,
       GError  **error)
{
  return dr_db_exec (db, "BEGIN IMMEDIATE", error);
}

static gboolean
finish (sqlite3   *db,
        gboolean   ok,
        GError   **error)
{
  if (ok)
    ok = dr_db_exec (db, "COMMIT", error);
  if (!ok)
    dr_db_exec (db, "ROLLBACK", NULL);
  return ok;
}

static void
set_not_found (GError **error,
               gint64   id)
{
  g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
               _("There is no deck with the id %lld"), (long long) id);
}

static void
set_trashed (GError **error,
             gint64   id)
{
  g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
               _("The deck %lld is in the trash; take it out of the trash first"), (long long) id);
}

static gboolean
is_blank (const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      return FALSE;
  return TRUE;
}

/* Checked before anything is written, so that a bad deck gets a message a
 * person understands rather than a constraint name. */
static gboolean
validate (const DrDeck  *deck,
          GError       **error)
{
  guint i;

  if (is_blank (deck->name))
    {
      g_set_error_literal (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT, _("A deck needs a name"));
      return FALSE;
    }
  if (is_blank (deck->game))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                   _("The deck “%s” names no game"), deck->name);
      return FALSE;
    }
  for (i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

      if (is_blank (entry->code))
        {
          g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                       _("The deck “%s” has a card without a printing code"), deck->name);
          return FALSE;
        }
      if (entry->quantity < 1)
        {
          g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                       _("The deck “%s” has %d copies of %s; a card in a deck needs at least one"),
                       deck->name, entry->quantity, entry->code);
          return FALSE;
        }
    }
  for (i = 0; i < deck->tags->len; i++)
    {
      const char *tag = g_ptr_array_index (deck->tags, i);

      if (is_blank (tag))
        {
          g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                       _("The deck “%s” has an empty tag"), deck->name);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (g_str_equal (tag, g_ptr_array_index (deck->tags, j)))
          {
            g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                         _("The deck “%s” has the tag “%s” twice"), deck->name, tag);
            return FALSE;
          }
    }
  return TRUE;
}

static void
bind_header (sqlite3_stmt *statement,
             int           first,
             const DrDeck *deck)
{
  const char *values[N_HEADER_COLUMNS] = {
    deck->name, deck->game, deck->side, deck->identity, deck->format, deck->banlist, deck->notes,
  };

  for (int i = 0; i < N_HEADER_COLUMNS; i++)
    sqlite3_bind_text (statement, first + i, values[i], -1, SQLITE_STATIC);
}

static void
read_header (sqlite3_stmt *statement,
             int           first,
             DrDeck       *deck)
{
  char **fields[N_HEADER_COLUMNS] = {
    &deck->name, &deck->game, &deck->side, &deck->identity, &deck->format, &deck->banlist, &deck->notes,
  };

  for (int i = 0; i < N_HEADER_COLUMNS; i++)
    {
      g_free (*fields[i]);
      *fields[i] = column_text (statement, first + i);
    }
}

static gboolean
read_content (sqlite3              *db,
              const ContentTables  *tables,
              gint64                owner,
              DrDeck               *deck,
              GError              **error)
{
  g_autofree char *cards_sql = g_strdup_printf ("SELECT code, quantity FROM %s WHERE %s = ? ORDER BY code",
                                                tables->cards, tables->owner);
  g_autofree char *tags_sql = g_strdup_printf ("SELECT tag FROM %s WHERE %s = ? ORDER BY position",
                                               tables->tags, tables->owner);
  g_autoptr(sqlite3_stmt) cards = prepare (db, cards_sql, error);
  g_autoptr(sqlite3_stmt) tags = NULL;
  int rc;

  if (cards == NULL)
    return FALSE;
  sqlite3_bind_int64 (cards, 1, owner);
  while ((rc = sqlite3_step (cards)) == SQLITE_ROW)
    dr_deck_set_quantity (deck, (const char *) sqlite3_column_text (cards, 0), sqlite3_column_int (cards, 1));
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return FALSE;
    }

  tags = prepare (db, tags_sql, error);
  if (tags == NULL)
    return FALSE;
  sqlite3_bind_int64 (tags, 1, owner);
  while ((rc = sqlite3_step (tags)) == SQLITE_ROW)
    g_ptr_array_add (deck->tags, column_text (tags, 0));
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
write_content (sqlite3              *db,
               const ContentTables  *tables,
               gint64                owner,
               const DrDeck         *deck,
               GError              **error)
{
  g_autofree char *cards_sql = g_strdup_printf ("INSERT INTO %s (%s, code, quantity) VALUES (?, ?, ?)",
                                                tables->cards, tables->owner);
  g_autofree char *tags_sql = g_strdup_printf ("INSERT INTO %s (%s, tag, position) VALUES (?, ?, ?)",
                                               tables->tags, tables->owner);
  g_autoptr(sqlite3_stmt) cards = prepare (db, cards_sql, error);
  g_autoptr(sqlite3_stmt) tags = NULL;
  guint i;

  if (cards == NULL)
    return FALSE;
  sqlite3_bind_int64 (cards, 1, owner);
  for (i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

      sqlite3_bind_text (cards, 2, entry->code, -1, SQLITE_STATIC);
      sqlite3_bind_int (cards, 3, entry->quantity);
      if (!step_done (db, cards, error))
        return FALSE;
      sqlite3_reset (cards);
    }

  tags = prepare (db, tags_sql, error);
  if (tags == NULL)
    return FALSE;
  sqlite3_bind_int64 (tags, 1, owner);
  for (i = 0; i < deck->tags->len; i++)
    {
      sqlite3_bind_text (tags, 2, g_ptr_array_index (deck->tags, i), -1, SQLITE_STATIC);
      sqlite3_bind_int (tags, 3, (int) i);
      if (!step_done (db, tags, error))
        return FALSE;
      sqlite3_reset (tags);
    }
  return TRUE;
}

static gboolean
delete_content (sqlite3              *db,
                const ContentTables  *tables,
                gint64                owner,
                GError              **error)
{
  const char *table_names[] = { tables->cards, tables->tags };

  for (guint i = 0; i < G_N_ELEMENTS (table_names); i++)
    {
      g_autofree char *sql = g_strdup_printf ("DELETE FROM %s WHERE %s = ?", table_names[i], tables->owner);
      g_autoptr(sqlite3_stmt) statement = prepare (db, sql, error);

      if (statement == NULL)
        return FALSE;
      sqlite3_bind_int64 (statement, 1, owner);
      if (!step_done (db, statement, error))
        return FALSE;
    }
  return TRUE;
}

/* The deck as it is now, in use or in the trash; @deleted gets the time it
 * went to the trash, 0 when in use. */
static DrDeck *
read_deck (sqlite3  *db,
           gint64    id,
           gint64   *deleted,
           GError  **error)
{
  g_autoptr(sqlite3_stmt) statement = prepare (db, "SELECT " HEADER_COLUMNS ", created, modified, "
                                                   "COALESCE (deleted, 0) FROM decks WHERE id = ?",
                                               error);
  g_autoptr(DrDeck) deck = NULL;
  int rc;

  if (statement == NULL)
    return NULL;
  sqlite3_bind_int64 (statement, 1, id);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_DONE)
    {
      set_not_found (error, id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return NULL;
    }

  deck = dr_deck_new (NULL, NULL);
  deck->id = id;
  read_header (statement, 0, deck);
  deck->created = sqlite3_column_int64 (statement, N_HEADER_COLUMNS);
  deck->modified = sqlite3_column_int64 (statement, N_HEADER_COLUMNS + 1);
  if (deleted != NULL)
    *deleted = sqlite3_column_int64 (statement, N_HEADER_COLUMNS + 2);
  if (!read_content (db, &current_tables, id, deck, error))
    return NULL;
  return g_steal_pointer (&deck);
}

static DrDeck *
read_deck_in_use (sqlite3  *db,
                  gint64    id,
                  GError  **error)
{
  gint64 deleted = 0;
  g_autoptr(DrDeck) deck = read_deck (db, id, &deleted, error);

  if (deck != NULL && deleted != 0)
    {
      set_trashed (error, id);
      return NULL;
    }
  return g_steal_pointer (&deck);
}

static gboolean
insert_version (sqlite3       *db,
                gint64         id,
                const DrDeck  *deck,
                gint64         now,
                GError       **error)
{
  g_autoptr(sqlite3_stmt) statement =
    prepare (db, "INSERT INTO deck_versions (deck_id, number, created, " HEADER_COLUMNS ") "
                 "VALUES (?1, (SELECT COALESCE (max (number), 0) + 1 FROM deck_versions WHERE deck_id = ?1), "
                 "?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
             error);

  if (statement == NULL)
    return FALSE;
  sqlite3_bind_int64 (statement, 1, id);
  sqlite3_bind_int64 (statement, 2, now);
  bind_header (statement, 3, deck);
  if (!step_done (db, statement, error))
    return FALSE;
  return write_content (db, &version_tables, sqlite3_last_insert_rowid (db), deck, error);
}

/* What a save gives back to the caller's deck once it is committed. */
typedef struct
{
  gint64 id;
  gint64 created;
  gint64 modified;
} SavedStamp;

/* Writes @deck as the current state of its deck (a new deck when its id is
 * 0) plus a version, inside the caller's transaction. @saved gets the id and
 * times as stored; @deck itself is left alone so a rolled-back save leaves
 * the caller's deck as it was. */
static gboolean
save_in_transaction (sqlite3       *db,
                     const DrDeck  *deck,
                     SavedStamp    *saved,
                     GError       **error)
{
  gint64 now = now_seconds ();
  gint64 id = deck->id;
  gint64 created = now;

  if (!validate (deck, error))
    return FALSE;

  if (id != 0)
    {
      g_autoptr(DrDeck) stored = read_deck_in_use (db, id, error);
      g_autoptr(sqlite3_stmt) update = NULL;

      if (stored == NULL)
        return FALSE;
      if (dr_deck_same_content (stored, deck))
        {
          saved->id = id;
          saved->created = stored->created;
          saved->modified = stored->modified;
          return TRUE;
        }
      created = stored->created;

      update = prepare (db, "UPDATE decks SET (" HEADER_COLUMNS ", modified) = (?, ?, ?, ?, ?, ?, ?, ?) "
                            "WHERE id = ?", error);
      if (update == NULL)
        return FALSE;
      bind_header (update, 1, deck);
      sqlite3_bind_int64 (update, N_HEADER_COLUMNS + 1, now);
      sqlite3_bind_int64 (update, N_HEADER_COLUMNS + 2, id);
      if (!step_done (db, update, error))
        return FALSE;

      if (!delete_content (db, &current_tables, id, error))
        return FALSE;
    }
  else
    {
      g_autoptr(sqlite3_stmt) insert =
        prepare (db, "INSERT INTO decks (" HEADER_COLUMNS ", created, modified) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", error);

      if (insert == NULL)
        return FALSE;
      bind_header (insert, 1, deck);
      sqlite3_bind_int64 (insert, N_HEADER_COLUMNS + 1, now);
      sqlite3_bind_int64 (insert, N_HEADER_COLUMNS + 2, now);
      if (!step_done (db, insert, error))
        return FALSE;
      id = sqlite3_last_insert_rowid (db);
    }

  if (!write_content (db, &current_tables, id, deck, error)
      || !insert_version (db, id, deck, now, error))
    return FALSE;
  saved->id = id;
  saved->created = created;
  saved->modified = now;
  return TRUE;
}

static void
take_saved_fields (DrDeck           *deck,
                   const SavedStamp *saved)
{
  deck->id = saved->id;
  deck->created = saved->created;
  deck->modified = saved->modified;
}

/* Inserts a deck whose id is 0, or updates the deck with its id. On success
 * @deck gets its id and the stored times and the id is returned; on failure
 * 0 is returned and neither @deck nor the database has changed. */
gint64
dr_deck_store_save (DrUserStore  *user,
                    DrDeck       *deck,
                    GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  SavedStamp saved = { 0 };

  g_return_val_if_fail (db != NULL && deck != NULL, 0);

  if (!begin (db, error))
    return 0;
  if (!finish (db, save_in_transaction (db, deck, &saved, error), error))
    return 0;
  take_saved_fields (deck, &saved);
  return saved.id;
}

/* Loads a deck in use or in the trash. */
DrDeck *
dr_deck_store_load (DrUserStore  *user,
                    gint64        id,
                    GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);

  g_return_val_if_fail (db != NULL, NULL);

  return read_deck (db, id, NULL, error);
}

/* Decks whose name fits, as ids and names side by side. */
typedef struct
{
  GArray    *ids;
  GPtrArray *names;
} Candidates;

static void
candidates_init (Candidates *candidates)
{
  candidates->ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  candidates->names = g_ptr_array_new_with_free_func (g_free);
}

static void
candidates_clear (Candidates *candidates)
{
  g_array_unref (candidates->ids);
  g_ptr_array_unref (candidates->names);
}

static void
candidates_add (Candidates *candidates,
                gint64      id,
                const char *name)
{
  g_array_append_val (candidates->ids, id);
  g_ptr_array_add (candidates->names, g_strdup (name));
}

static char *
candidates_to_string (const Candidates *candidates)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < candidates->ids->len; i++)
    {
      if (list->len > 0)
        g_string_append (list, ", ");
      g_string_append_printf (list, "%" G_GINT64_FORMAT " “%s”",
                              g_array_index (candidates->ids, gint64, i),
                              (const char *) g_ptr_array_index (candidates->names, i));
    }
  return g_string_free (list, FALSE);
}

/* A deck in use by its name: an exact match first, then one that differs
 * only in case, accents or punctuation. Names are not unique, so a name that
 * fits several decks is an error that lists them by id. */
DrDeck *
dr_deck_store_find_by_name (DrUserStore  *user,
                            const char   *name,
                            GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(sqlite3_stmt) statement = NULL;
  g_autofree char *wanted = NULL;
  Candidates exact, near;
  const Candidates *found;
  DrDeck *deck = NULL;
  int rc;

  g_return_val_if_fail (db != NULL && name != NULL, NULL);

  statement = prepare (db, "SELECT id, name FROM decks WHERE deleted IS NULL ORDER BY id", error);
  if (statement == NULL)
    return NULL;
  wanted = dr_text_match_key (name);
  candidates_init (&exact);
  candidates_init (&near);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (statement, 0);
      const char *candidate = (const char *) sqlite3_column_text (statement, 1);
      g_autofree char *key = dr_text_match_key (candidate);

      if (g_str_equal (candidate, name))
        candidates_add (&exact, id, candidate);
      else if (*wanted != '\0' && g_str_equal (key, wanted))
        candidates_add (&near, id, candidate);
    }

  found = exact.ids->len > 0 ? &exact : &near;
  if (rc != SQLITE_DONE)
    dr_db_set_error (error, db, _("Cannot read the decks"));
  else if (found->ids->len == 0)
    g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND, _("There is no deck named “%s”"), name);
  else if (found->ids->len > 1)
    {
      g_autofree char *list = candidates_to_string (found);

      g_set_error (error, DR_ERROR, DR_ERROR_AMBIGUOUS,
                   /* Translators: first %s is a name, %u how many decks it fits, second %s
                    * a list of ids with names */
                   g_dngettext (GETTEXT_PACKAGE, "“%s” names %u deck: %s; choose it by its id",
                                "“%s” names %u decks: %s; choose one by its id", found->ids->len),
                   name, found->ids->len, list);
    }
  else
    deck = read_deck (db, g_array_index (found->ids, gint64, 0), NULL, error);
  candidates_clear (&exact);
  candidates_clear (&near);
  return deck;
}

/* All tags of the listed decks in one query rather than one query a deck. */
static gboolean
read_all_tags (sqlite3     *db,
               GHashTable  *by_deck,
               GError     **error)
{
  g_autoptr(sqlite3_stmt) statement = prepare (db, "SELECT deck_id, tag FROM deck_tags "
                                                   "ORDER BY deck_id, position", error);
  int rc;

  if (statement == NULL)
    return FALSE;
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (statement, 0);
      GStrvBuilder *builder = g_hash_table_lookup (by_deck, &id);

      if (builder != NULL)
        g_strv_builder_add (builder, (const char *) sqlite3_column_text (statement, 1));
    }
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
matches_text (const DrDeckSummary *summary,
              const char          *wanted)
{
  g_autofree char *name_key = dr_text_match_key (summary->name);

  if (strstr (name_key, wanted) != NULL)
    return TRUE;
  for (guint i = 0; summary->tags[i] != NULL; i++)
    {
      g_autofree char *tag_key = dr_text_match_key (summary->tags[i]);

      if (strstr (tag_key, wanted) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* DrDeckSummary rows, most recently modified first. */
GPtrArray *
dr_deck_store_list (DrUserStore         *user,
                    const DrDeckFilter  *filter,
                    GError             **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  static const DrDeckFilter everything = { 0 };
  g_autoptr(sqlite3_stmt) statement = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_summary_free);
  g_autoptr(GHashTable) tag_builders = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL,
                                                              (GDestroyNotify) g_strv_builder_unref);
  GPtrArray *result;
  g_autofree char *wanted = NULL;
  int rc;

  g_return_val_if_fail (db != NULL, NULL);

  if (filter == NULL)
    filter = &everything;
  statement = prepare (db,
                       "SELECT d.id, d.name, d.game, d.side, d.identity, d.modified, COALESCE (d.deleted, 0), "
                       "  (SELECT COALESCE (sum (quantity), 0) FROM deck_cards WHERE deck_id = d.id), "
                       "  EXISTS (SELECT 1 FROM built_decks WHERE deck_id = d.id) "
                       "FROM decks AS d "
                       "WHERE (d.deleted IS NOT NULL) = ?1 "
                       "  AND (?2 IS NULL OR d.game = ?2) "
                       "  AND (?3 IS NULL OR EXISTS (SELECT 1 FROM deck_tags AS t "
                       "                             WHERE t.deck_id = d.id AND t.tag = ?3)) "
                       "ORDER BY d.modified DESC, d.id DESC",
                       error);
  if (statement == NULL)
    return NULL;
  sqlite3_bind_int (statement, 1, filter->trashed ? 1 : 0);
  sqlite3_bind_text (statement, 2, filter->game, -1, SQLITE_STATIC);
  sqlite3_bind_text (statement, 3, filter->tag, -1, SQLITE_STATIC);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      DrDeckSummary *summary = g_new0 (DrDeckSummary, 1);

      summary->id = sqlite3_column_int64 (statement, 0);
      summary->name = column_text (statement, 1);
      summary->game = column_text (statement, 2);
      summary->side = column_text (statement, 3);
      summary->identity = column_text (statement, 4);
      summary->modified = sqlite3_column_int64 (statement, 5);
      summary->deleted = sqlite3_column_int64 (statement, 6);
      summary->n_cards = sqlite3_column_int (statement, 7);
      summary->built = sqlite3_column_int (statement, 8) != 0;
      g_ptr_array_add (rows, summary);
      g_hash_table_insert (tag_builders, &summary->id, g_strv_builder_new ());
    }
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return NULL;
    }
  if (!read_all_tags (db, tag_builders, error))
    return NULL;

  if (!is_blank (filter->text))
    wanted = dr_text_match_key (filter->text);
  result = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_summary_free);
  for (guint i = 0; i < rows->len; i++)
    {
      DrDeckSummary *summary = g_ptr_array_index (rows, i);

      summary->tags = g_strv_builder_end (g_hash_table_lookup (tag_builders, &summary->id));
      if (wanted == NULL || matches_text (summary, wanted))
        g_ptr_array_add (result, g_steal_pointer (&rows->pdata[i]));
    }
  return result;
}

/* A rename is a save: it makes a version like any other change. */
gboolean
dr_deck_store_rename (DrUserStore  *user,
                      gint64        id,
                      const char   *name,
                      GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(DrDeck) deck = NULL;
  SavedStamp saved = { 0 };
  gboolean ok;

  g_return_val_if_fail (db != NULL, FALSE);

  if (!begin (db, error))
    return FALSE;
  deck = read_deck_in_use (db, id, error);
  ok = deck != NULL;
  if (ok)
    {
      dr_deck_set_string (&deck->name, name);
      ok = save_in_transaction (db, deck, &saved, error);
    }
  return finish (db, ok, error);
}

/* A new deck with the same content and "NAME (copy)"; its history starts at
 * its own first version. Returns its id, 0 on failure. */
gint64
dr_deck_store_duplicate (DrUserStore  *user,
                         gint64        id,
                         GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(DrDeck) deck = NULL;
  g_autofree char *name = NULL;
  SavedStamp saved = { 0 };
  gboolean ok;

  g_return_val_if_fail (db != NULL, 0);

  if (!begin (db, error))
    return 0;
  deck = read_deck (db, id, NULL, error);
  ok = deck != NULL;
  if (ok)
    {
      /* Translators: the name of a duplicated deck; %s is the original's name */
      name = g_strdup_printf (_("%s (copy)"), deck->name);
      dr_deck_set_string (&deck->name, name);
      deck->id = 0;
      ok = save_in_transaction (db, deck, &saved, error);
    }
  if (!finish (db, ok, error))
    return 0;
  return saved.id;
}

/* Runs one UPDATE or DELETE of deck ?1 (?2, when there, is the time now)
 * that applies only when the deck is, or is not, in the trash; tells apart
 * "no such deck" from "in the wrong place" for the message. */
static gboolean
change_one (sqlite3     *db,
            const char  *sql,
            gint64       id,
            gboolean     must_be_trashed,
            GError     **error)
{
  g_autoptr(sqlite3_stmt) statement = NULL;
  gboolean ok;

  if (!begin (db, error))
    return FALSE;
  statement = prepare (db, sql, error);
  ok = statement != NULL;
  if (ok)
    {
      sqlite3_bind_int64 (statement, 1, id);
      if (sqlite3_bind_parameter_count (statement) > 1)
        sqlite3_bind_int64 (statement, 2, now_seconds ());
      ok = step_done (db, statement, error);
    }
  if (ok && sqlite3_changes (db) == 0)
    {
      gint64 deleted = 0;
      g_autoptr(DrDeck) deck = read_deck (db, id, &deleted, error);

      ok = FALSE;
      if (deck != NULL && must_be_trashed)
        g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                     _("The deck %lld is not in the trash"), (long long) id);
      else if (deck != NULL)
        g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                     _("The deck %lld is already in the trash"), (long long) id);
    }
  g_clear_pointer (&statement, sqlite3_finalize);
  return finish (db, ok, error);
}

/* Moves a deck to the trash; dr_deck_store_undelete() brings it back. */
gboolean
dr_deck_store_delete (DrUserStore  *user,
                      gint64        id,
                      GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);

  g_return_val_if_fail (db != NULL, FALSE);

  return change_one (db, "UPDATE decks SET deleted = ?2 WHERE id = ?1 AND deleted IS NULL",
                     id, FALSE, error);
}

gboolean
dr_deck_store_undelete (DrUserStore  *user,
                        gint64        id,
                        GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);

  g_return_val_if_fail (db != NULL, FALSE);

  return change_one (db, "UPDATE decks SET deleted = NULL WHERE id = ?1 AND deleted IS NOT NULL",
                     id, TRUE, error);
}

/* Removes a deck in the trash for good, with all its versions. Only decks in
 * the trash: a slip cannot destroy a deck in use. */
gboolean
dr_deck_store_purge (DrUserStore  *user,
                     gint64        id,
                     GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);

  g_return_val_if_fail (db != NULL, FALSE);

  return change_one (db, "DELETE FROM decks WHERE id = ?1 AND deleted IS NOT NULL",
                     id, TRUE, error);
}

/* Empties the trash of decks deleted before @deleted_before (unix seconds;
 * G_MAXINT64 for all). Returns how many went, -1 on failure. */
int
dr_deck_store_purge_trash (DrUserStore  *user,
                           gint64        deleted_before,
                           GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(sqlite3_stmt) statement = NULL;
  gboolean ok;
  int count = 0;

  g_return_val_if_fail (db != NULL, -1);

  if (!begin (db, error))
    return -1;
  statement = prepare (db, "DELETE FROM decks WHERE deleted IS NOT NULL AND deleted < ?", error);
  ok = statement != NULL;
  if (ok)
    {
      sqlite3_bind_int64 (statement, 1, deleted_before);
      ok = step_done (db, statement, error);
      count = sqlite3_changes (db);
    }
  g_clear_pointer (&statement, sqlite3_finalize);
  return finish (db, ok, error) ? count : -1;
}

static gboolean
deck_exists (sqlite3  *db,
             gint64    id,
             GError  **error)
{
  g_autoptr(sqlite3_stmt) statement = prepare (db, "SELECT 1 FROM decks WHERE id = ?", error);
  int rc;

  if (statement == NULL)
    return FALSE;
  sqlite3_bind_int64 (statement, 1, id);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_ROW)
    return TRUE;
  if (rc == SQLITE_DONE)
    set_not_found (error, id);
  else
    dr_db_set_error (error, db, _("Cannot read the decks"));
  return FALSE;
}

/* DrDeckVersion rows, oldest first. */
GPtrArray *
dr_deck_store_list_versions (DrUserStore  *user,
                             gint64        id,
                             GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(sqlite3_stmt) statement = NULL;
  g_autoptr(GPtrArray) versions = NULL;
  int rc;

  g_return_val_if_fail (db != NULL, NULL);

  if (!deck_exists (db, id, error))
    return NULL;
  statement = prepare (db,
                       "SELECT v.number, v.created, v.name, v.identity, "
                       "  (SELECT COALESCE (sum (quantity), 0) FROM deck_version_cards WHERE version_id = v.id) "
                       "FROM deck_versions AS v WHERE v.deck_id = ? ORDER BY v.number",
                       error);
  if (statement == NULL)
    return NULL;
  sqlite3_bind_int64 (statement, 1, id);
  versions = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_version_free);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      DrDeckVersion *version = g_new0 (DrDeckVersion, 1);

      version->number = sqlite3_column_int (statement, 0);
      version->created = sqlite3_column_int64 (statement, 1);
      version->name = column_text (statement, 2);
      version->identity = column_text (statement, 3);
      version->n_cards = sqlite3_column_int (statement, 4);
      g_ptr_array_add (versions, version);
    }
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return NULL;
    }
  return g_steal_pointer (&versions);
}

/* The deck as version @number kept it: its id is the deck's, its modified
 * time the version's. */
DrDeck *
dr_deck_store_load_version (DrUserStore  *user,
                            gint64        id,
                            int           number,
                            GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(sqlite3_stmt) statement = NULL;
  g_autoptr(DrDeck) deck = NULL;
  int rc;

  g_return_val_if_fail (db != NULL, NULL);

  if (!deck_exists (db, id, error))
    return NULL;
  statement = prepare (db,
                       "SELECT v.id, v.created, d.created, "
                       "  v.name, v.game, v.side, v.identity, v.format, v.banlist, v.notes "
                       "FROM deck_versions AS v JOIN decks AS d ON d.id = v.deck_id "
                       "WHERE v.deck_id = ? AND v.number = ?",
                       error);
  if (statement == NULL)
    return NULL;
  sqlite3_bind_int64 (statement, 1, id);
  sqlite3_bind_int (statement, 2, number);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                   _("The deck %lld has no version %d"), (long long) id, number);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return NULL;
    }

  deck = dr_deck_new (NULL, NULL);
  deck->id = id;
  deck->modified = sqlite3_column_int64 (statement, 1);
  deck->created = sqlite3_column_int64 (statement, 2);
  read_header (statement, 3, deck);
  if (!read_content (db, &version_tables, sqlite3_column_int64 (statement, 0), deck, error))
    return NULL;
  return g_steal_pointer (&deck);
}

/* Makes version @number the deck's current state, as a new version (none
 * when it already is the current state). Returns the deck as now stored. */
DrDeck *
dr_deck_store_restore_version (DrUserStore  *user,
                               gint64        id,
                               int           number,
                               GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(DrDeck) current = NULL;
  g_autoptr(DrDeck) deck = NULL;
  SavedStamp saved = { 0 };
  gboolean ok;

  g_return_val_if_fail (db != NULL, NULL);

  if (!begin (db, error))
    return NULL;
  current = read_deck_in_use (db, id, error);
  if (current != NULL)
    deck = dr_deck_store_load_version (user, id, number, error);
  ok = deck != NULL && save_in_transaction (db, deck, &saved, error);
  if (!finish (db, ok, error))
    return NULL;
  take_saved_fields (deck, &saved);
  return g_steal_pointer (&deck);
}

/* Built decks: the user keeps their cards together, so the collection counts
 * those copies as taken (dr_collection_check_deck). Not part of versions. */
gboolean
dr_deck_store_set_built (DrUserStore  *user,
                         gint64        id,
                         gboolean      built,
                         GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(sqlite3_stmt) exists = NULL;
  g_autoptr(sqlite3_stmt) change = NULL;
  gboolean ok;

  g_return_val_if_fail (db != NULL, FALSE);

  if (!begin (db, error))
    return FALSE;
  exists = prepare (db, "SELECT 1 FROM decks WHERE id = ? AND deleted IS NULL", error);
  ok = exists != NULL;
  if (ok)
    {
      sqlite3_bind_int64 (exists, 1, id);
      if (sqlite3_step (exists) != SQLITE_ROW)
        {
          set_not_found (error, id);
          ok = FALSE;
        }
    }
  if (ok)
    {
      change = prepare (db, built ? "INSERT OR IGNORE INTO built_decks (deck_id, since) VALUES (?1, ?2)"
                                  : "DELETE FROM built_decks WHERE deck_id = ?1", error);
      ok = change != NULL;
    }
  if (ok)
    {
      sqlite3_bind_int64 (change, 1, id);
      if (built)
        sqlite3_bind_int64 (change, 2, now_seconds ());
      ok = step_done (db, change, error);
    }
  g_clear_pointer (&exists, sqlite3_finalize);
  g_clear_pointer (&change, sqlite3_finalize);
  return finish (db, ok, error);
}

gboolean
dr_deck_store_is_built (DrUserStore *user,
                        gint64       id)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(sqlite3_stmt) statement = prepare (db, "SELECT 1 FROM built_decks WHERE deck_id = ?", NULL);

  if (statement == NULL)
    return FALSE;
  sqlite3_bind_int64 (statement, 1, id);
  return sqlite3_step (statement) == SQLITE_ROW;
}

/* The built decks not in the trash, oldest built first. */
GPtrArray *
dr_deck_store_list_built (DrUserStore  *user,
                          GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(GPtrArray) decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_free);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(sqlite3_stmt) statement = NULL;
  int rc;

  g_return_val_if_fail (db != NULL, NULL);

  statement = prepare (db, "SELECT b.deck_id FROM built_decks AS b JOIN decks AS d ON d.id = b.deck_id"
                           " WHERE d.deleted IS NULL ORDER BY b.since, b.deck_id", error);
  if (statement == NULL)
    return NULL;
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (statement, 0);

      g_array_append_val (ids, id);
    }
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return NULL;
    }
  for (guint i = 0; i < ids->len; i++)
    {
      DrDeck *deck = dr_deck_store_load (user, g_array_index (ids, gint64, i), error);

      if (deck == NULL)
        return NULL;
      g_ptr_array_add (decks, deck);
    }
  return g_steal_pointer (&decks);
}
