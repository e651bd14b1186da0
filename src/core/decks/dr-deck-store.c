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
#include "dr-deck-store-private.h"
#include "dr-error.h"
#include "dr-text.h"

static const DrDeckContentTables current_tables = { "deck_cards", "deck_tags", "deck_id" };
const DrDeckContentTables dr_deck_store_version_tables = {
  "deck_version_cards", "deck_version_tags", "version_id"
};

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

gint64
dr_deck_store_now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

sqlite3_stmt *
dr_deck_store_prepare (sqlite3     *db,
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

gboolean
dr_deck_store_step_done (sqlite3       *db,
                         sqlite3_stmt  *statement,
                         GError       **error)
{
  if (sqlite3_step (statement) == SQLITE_DONE)
    return TRUE;
  dr_db_set_error (error, db, _("Cannot write the decks"));
  return FALSE;
}

char *
dr_deck_store_column_text (sqlite3_stmt *statement,
                           int           column)
{
  const unsigned char *text = sqlite3_column_text (statement, column);

  return text != NULL ? g_strdup ((const char *) text) : NULL;
}

/* IMMEDIATE takes the write lock at once: a save never fails half-way
 * because another connection wrote in between. */
gboolean
dr_deck_store_begin (sqlite3  *db,
                     GError  **error)
{
  return dr_db_exec (db, "BEGIN IMMEDIATE", error);
}

gboolean
dr_deck_store_finish (sqlite3   *db,
                      gboolean   ok,
                      GError   **error)
{
  if (ok)
    ok = dr_db_exec (db, "COMMIT", error);
  if (!ok)
    dr_db_exec (db, "ROLLBACK", NULL);
  return ok;
}

void
dr_deck_store_set_not_found (GError **error,
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

gboolean
dr_deck_store_is_blank (const char *text)
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

  if (dr_deck_store_is_blank (deck->name))
    {
      g_set_error_literal (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT, _("A deck needs a name"));
      return FALSE;
    }
  if (dr_deck_store_is_blank (deck->game))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                   _("The deck “%s” names no game"), deck->name);
      return FALSE;
    }
  for (i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

      if (dr_deck_store_is_blank (entry->code))
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

      if (dr_deck_store_is_blank (tag))
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

void
dr_deck_store_read_header (sqlite3_stmt *statement,
                           int           first,
                           DrDeck       *deck)
{
  char **fields[N_HEADER_COLUMNS] = {
    &deck->name, &deck->game, &deck->side, &deck->identity, &deck->format, &deck->banlist, &deck->notes,
  };

  for (int i = 0; i < N_HEADER_COLUMNS; i++)
    {
      g_free (*fields[i]);
      *fields[i] = dr_deck_store_column_text (statement, first + i);
    }
}

gboolean
dr_deck_store_read_content (sqlite3                    *db,
                            const DrDeckContentTables  *tables,
                            gint64                      owner,
                            DrDeck                     *deck,
                            GError                    **error)
{
  g_autofree char *cards_sql = g_strdup_printf ("SELECT code, quantity FROM %s WHERE %s = ? ORDER BY code",
                                                tables->cards, tables->owner);
  g_autofree char *tags_sql = g_strdup_printf ("SELECT tag FROM %s WHERE %s = ? ORDER BY position",
                                               tables->tags, tables->owner);
  g_autoptr(sqlite3_stmt) cards = dr_deck_store_prepare (db, cards_sql, error);
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

  tags = dr_deck_store_prepare (db, tags_sql, error);
  if (tags == NULL)
    return FALSE;
  sqlite3_bind_int64 (tags, 1, owner);
  while ((rc = sqlite3_step (tags)) == SQLITE_ROW)
    g_ptr_array_add (deck->tags, dr_deck_store_column_text (tags, 0));
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
write_content (sqlite3                    *db,
               const DrDeckContentTables  *tables,
               gint64                      owner,
               const DrDeck               *deck,
               GError                    **error)
{
  g_autofree char *cards_sql = g_strdup_printf ("INSERT INTO %s (%s, code, quantity) VALUES (?, ?, ?)",
                                                tables->cards, tables->owner);
  g_autofree char *tags_sql = g_strdup_printf ("INSERT INTO %s (%s, tag, position) VALUES (?, ?, ?)",
                                               tables->tags, tables->owner);
  g_autoptr(sqlite3_stmt) cards = dr_deck_store_prepare (db, cards_sql, error);
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
      if (!dr_deck_store_step_done (db, cards, error))
        return FALSE;
      sqlite3_reset (cards);
    }

  tags = dr_deck_store_prepare (db, tags_sql, error);
  if (tags == NULL)
    return FALSE;
  sqlite3_bind_int64 (tags, 1, owner);
  for (i = 0; i < deck->tags->len; i++)
    {
      sqlite3_bind_text (tags, 2, g_ptr_array_index (deck->tags, i), -1, SQLITE_STATIC);
      sqlite3_bind_int (tags, 3, (int) i);
      if (!dr_deck_store_step_done (db, tags, error))
        return FALSE;
      sqlite3_reset (tags);
    }
  return TRUE;
}

static gboolean
delete_content (sqlite3                    *db,
                const DrDeckContentTables  *tables,
                gint64                      owner,
                GError                    **error)
{
  const char *table_names[] = { tables->cards, tables->tags };

  for (guint i = 0; i < G_N_ELEMENTS (table_names); i++)
    {
      g_autofree char *sql = g_strdup_printf ("DELETE FROM %s WHERE %s = ?", table_names[i], tables->owner);
      g_autoptr(sqlite3_stmt) statement = dr_deck_store_prepare (db, sql, error);

      if (statement == NULL)
        return FALSE;
      sqlite3_bind_int64 (statement, 1, owner);
      if (!dr_deck_store_step_done (db, statement, error))
        return FALSE;
    }
  return TRUE;
}

/* The deck as it is now, in use or in the trash; @deleted gets the time it
 * went to the trash, 0 when in use. */
DrDeck *
dr_deck_store_read_deck (sqlite3  *db,
                         gint64    id,
                         gint64   *deleted,
                         GError  **error)
{
  g_autoptr(sqlite3_stmt) statement =
    dr_deck_store_prepare (db, "SELECT " HEADER_COLUMNS ", created, modified, "
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
      dr_deck_store_set_not_found (error, id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return NULL;
    }

  deck = dr_deck_new (NULL, NULL);
  deck->id = id;
  dr_deck_store_read_header (statement, 0, deck);
  deck->created = sqlite3_column_int64 (statement, N_HEADER_COLUMNS);
  deck->modified = sqlite3_column_int64 (statement, N_HEADER_COLUMNS + 1);
  if (deleted != NULL)
    *deleted = sqlite3_column_int64 (statement, N_HEADER_COLUMNS + 2);
  if (!dr_deck_store_read_content (db, &current_tables, id, deck, error))
    return NULL;
  return g_steal_pointer (&deck);
}

DrDeck *
dr_deck_store_read_deck_in_use (sqlite3  *db,
                                gint64    id,
                                GError  **error)
{
  gint64 deleted = 0;
  g_autoptr(DrDeck) deck = dr_deck_store_read_deck (db, id, &deleted, error);

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
    dr_deck_store_prepare (db, "INSERT INTO deck_versions (deck_id, number, created, " HEADER_COLUMNS ") "
                               "VALUES (?1, (SELECT COALESCE (max (number), 0) + 1 FROM deck_versions"
                               " WHERE deck_id = ?1), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                           error);

  if (statement == NULL)
    return FALSE;
  sqlite3_bind_int64 (statement, 1, id);
  sqlite3_bind_int64 (statement, 2, now);
  bind_header (statement, 3, deck);
  if (!dr_deck_store_step_done (db, statement, error))
    return FALSE;
  return write_content (db, &dr_deck_store_version_tables, sqlite3_last_insert_rowid (db), deck, error);
}

/* Writes @deck as the current state of its deck (a new deck when its id is
 * 0) plus a version, inside the caller's transaction. @saved gets the id and
 * times as stored; @deck itself is left alone so a rolled-back save leaves
 * the caller's deck as it was. */
gboolean
dr_deck_store_save_in_transaction (sqlite3           *db,
                                   const DrDeck      *deck,
                                   DrDeckSavedStamp  *saved,
                                   GError           **error)
{
  gint64 now = dr_deck_store_now ();
  gint64 id = deck->id;
  gint64 created = now;

  if (!validate (deck, error))
    return FALSE;

  if (id != 0)
    {
      g_autoptr(DrDeck) stored = dr_deck_store_read_deck_in_use (db, id, error);
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

      update = dr_deck_store_prepare (db, "UPDATE decks SET (" HEADER_COLUMNS ", modified)"
                                          " = (?, ?, ?, ?, ?, ?, ?, ?) WHERE id = ?", error);
      if (update == NULL)
        return FALSE;
      bind_header (update, 1, deck);
      sqlite3_bind_int64 (update, N_HEADER_COLUMNS + 1, now);
      sqlite3_bind_int64 (update, N_HEADER_COLUMNS + 2, id);
      if (!dr_deck_store_step_done (db, update, error))
        return FALSE;

      if (!delete_content (db, &current_tables, id, error))
        return FALSE;
    }
  else
    {
      g_autoptr(sqlite3_stmt) insert =
        dr_deck_store_prepare (db, "INSERT INTO decks (" HEADER_COLUMNS ", created, modified) "
                                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", error);

      if (insert == NULL)
        return FALSE;
      bind_header (insert, 1, deck);
      sqlite3_bind_int64 (insert, N_HEADER_COLUMNS + 1, now);
      sqlite3_bind_int64 (insert, N_HEADER_COLUMNS + 2, now);
      if (!dr_deck_store_step_done (db, insert, error))
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

void
dr_deck_store_take_saved_fields (DrDeck                 *deck,
                                 const DrDeckSavedStamp *saved)
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
  DrDeckSavedStamp saved = { 0 };

  g_return_val_if_fail (db != NULL && deck != NULL, 0);

  if (!dr_deck_store_begin (db, error))
    return 0;
  if (!dr_deck_store_finish (db, dr_deck_store_save_in_transaction (db, deck, &saved, error), error))
    return 0;
  dr_deck_store_take_saved_fields (deck, &saved);
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

  return dr_deck_store_read_deck (db, id, NULL, error);
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
  DrDeckSavedStamp saved = { 0 };
  gboolean ok;

  g_return_val_if_fail (db != NULL, FALSE);

  if (!dr_deck_store_begin (db, error))
    return FALSE;
  deck = dr_deck_store_read_deck_in_use (db, id, error);
  ok = deck != NULL;
  if (ok)
    {
      dr_deck_set_string (&deck->name, name);
      ok = dr_deck_store_save_in_transaction (db, deck, &saved, error);
    }
  return dr_deck_store_finish (db, ok, error);
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
  DrDeckSavedStamp saved = { 0 };
  gboolean ok;

  g_return_val_if_fail (db != NULL, 0);

  if (!dr_deck_store_begin (db, error))
    return 0;
  deck = dr_deck_store_read_deck (db, id, NULL, error);
  ok = deck != NULL;
  if (ok)
    {
      /* Translators: the name of a duplicated deck; %s is the original's name */
      name = g_strdup_printf (_("%s (copy)"), deck->name);
      dr_deck_set_string (&deck->name, name);
      deck->id = 0;
      ok = dr_deck_store_save_in_transaction (db, deck, &saved, error);
    }
  if (!dr_deck_store_finish (db, ok, error))
    return 0;
  return saved.id;
}
