/* dr-deck-store-history.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-store"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-deck-store-private.h"
#include "dr-error.h"

/* The trash, saved versions and built decks. */

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

  if (!dr_deck_store_begin (db, error))
    return FALSE;
  statement = dr_deck_store_prepare (db, sql, error);
  ok = statement != NULL;
  if (ok)
    {
      sqlite3_bind_int64 (statement, 1, id);
      if (sqlite3_bind_parameter_count (statement) > 1)
        sqlite3_bind_int64 (statement, 2, dr_deck_store_now ());
      ok = dr_deck_store_step_done (db, statement, error);
    }
  if (ok && sqlite3_changes (db) == 0)
    {
      gint64 deleted = 0;
      g_autoptr(DrDeck) deck = dr_deck_store_read_deck (db, id, &deleted, error);

      ok = FALSE;
      if (deck != NULL && must_be_trashed)
        g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                     _("The deck %lld is not in the trash"), (long long) id);
      else if (deck != NULL)
        g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                     _("The deck %lld is already in the trash"), (long long) id);
    }
  g_clear_pointer (&statement, sqlite3_finalize);
  return dr_deck_store_finish (db, ok, error);
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

  if (!dr_deck_store_begin (db, error))
    return -1;
  statement = dr_deck_store_prepare (db, "DELETE FROM decks WHERE deleted IS NOT NULL AND deleted < ?",
                                     error);
  ok = statement != NULL;
  if (ok)
    {
      sqlite3_bind_int64 (statement, 1, deleted_before);
      ok = dr_deck_store_step_done (db, statement, error);
      count = sqlite3_changes (db);
    }
  g_clear_pointer (&statement, sqlite3_finalize);
  return dr_deck_store_finish (db, ok, error) ? count : -1;
}

static gboolean
deck_exists (sqlite3  *db,
             gint64    id,
             GError  **error)
{
  g_autoptr(sqlite3_stmt) statement =
    dr_deck_store_prepare (db, "SELECT 1 FROM decks WHERE id = ?", error);
  int rc;

  if (statement == NULL)
    return FALSE;
  sqlite3_bind_int64 (statement, 1, id);
  rc = sqlite3_step (statement);
  if (rc == SQLITE_ROW)
    return TRUE;
  if (rc == SQLITE_DONE)
    dr_deck_store_set_not_found (error, id);
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
  statement = dr_deck_store_prepare (db,
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
      version->name = dr_deck_store_column_text (statement, 2);
      version->identity = dr_deck_store_column_text (statement, 3);
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
  statement = dr_deck_store_prepare (db,
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
  dr_deck_store_read_header (statement, 3, deck);
  if (!dr_deck_store_read_content (db, &dr_deck_store_version_tables,
                                   sqlite3_column_int64 (statement, 0), deck, error))
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
  DrDeckSavedStamp saved = { 0 };
  gboolean ok;

  g_return_val_if_fail (db != NULL, NULL);

  if (!dr_deck_store_begin (db, error))
    return NULL;
  current = dr_deck_store_read_deck_in_use (db, id, error);
  if (current != NULL)
    deck = dr_deck_store_load_version (user, id, number, error);
  ok = deck != NULL && dr_deck_store_save_in_transaction (db, deck, &saved, error);
  if (!dr_deck_store_finish (db, ok, error))
    return NULL;
  dr_deck_store_take_saved_fields (deck, &saved);
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

  if (!dr_deck_store_begin (db, error))
    return FALSE;
  exists = dr_deck_store_prepare (db, "SELECT 1 FROM decks WHERE id = ? AND deleted IS NULL", error);
  ok = exists != NULL;
  if (ok)
    {
      sqlite3_bind_int64 (exists, 1, id);
      if (sqlite3_step (exists) != SQLITE_ROW)
        {
          dr_deck_store_set_not_found (error, id);
          ok = FALSE;
        }
    }
  if (ok)
    {
      change = dr_deck_store_prepare (db,
                                      built ? "INSERT OR IGNORE INTO built_decks (deck_id, since)"
                                              " VALUES (?1, ?2)"
                                            : "DELETE FROM built_decks WHERE deck_id = ?1", error);
      ok = change != NULL;
    }
  if (ok)
    {
      sqlite3_bind_int64 (change, 1, id);
      if (built)
        sqlite3_bind_int64 (change, 2, dr_deck_store_now ());
      ok = dr_deck_store_step_done (db, change, error);
    }
  g_clear_pointer (&exists, sqlite3_finalize);
  g_clear_pointer (&change, sqlite3_finalize);
  return dr_deck_store_finish (db, ok, error);
}

gboolean
dr_deck_store_is_built (DrUserStore *user,
                        gint64       id)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(sqlite3_stmt) statement =
    dr_deck_store_prepare (db, "SELECT 1 FROM built_decks WHERE deck_id = ?", NULL);

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

  statement = dr_deck_store_prepare (db, "SELECT b.deck_id FROM built_decks AS b"
                                         " JOIN decks AS d ON d.id = b.deck_id"
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
