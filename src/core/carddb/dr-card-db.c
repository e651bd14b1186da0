/* dr-card-db.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-db"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "dr-card-db-private.h"
#include "dr-card-translations.h"
#include "dr-error.h"
#include "dr-json-parallel.h"
#include "dr-text.h"

static const char *const card_schema_steps[] = {
  "/io/github/deckrunner/Deckrunner/sql/card-1.sql",
  "/io/github/deckrunner/Deckrunner/sql/card-2.sql",
  "/io/github/deckrunner/Deckrunner/sql/card-3.sql",
  "/io/github/deckrunner/Deckrunner/sql/card-4.sql",
  "/io/github/deckrunner/Deckrunner/sql/card-5.sql",
  "/io/github/deckrunner/Deckrunner/sql/card-6.sql",
};

static const DrDbSchema card_schema = {
  N_("card database"), card_schema_steps, G_N_ELEMENTS (card_schema_steps)
};

const DrDbSchema *
dr_card_db_schema (void)
{
  return &card_schema;
}

static const struct
{
  const char     *name;
  DrCardDataKind  kind;
} kind_names[] = {
  { "sides", DR_CARD_DATA_SIDES },
  { "factions", DR_CARD_DATA_FACTIONS },
  { "types", DR_CARD_DATA_TYPES },
  { "cycles", DR_CARD_DATA_CYCLES },
  { "packs", DR_CARD_DATA_PACKS },
  { "cards", DR_CARD_DATA_CARDS },
  { "mwl", DR_CARD_DATA_MWL },
  { "rotations", DR_CARD_DATA_ROTATIONS },
  { "prebuilts", DR_CARD_DATA_PREBUILTS },
};

/* Names like "packs.json", or any file inside a "pack" folder (one file of
 * cards per pack, as NetrunnerDB's repository keeps them). */
DrCardDataKind
dr_card_data_kind_from_name (const char *file_name)
{
  g_autofree char *base = g_path_get_basename (file_name);
  g_autofree char *dir = g_path_get_dirname (file_name);
  g_autofree char *dir_base = g_path_get_basename (dir);
  char *dot = strrchr (base, '.');

  if (dot != NULL)
    *dot = '\0';
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_str_equal (base, kind_names[i].name))
      return kind_names[i].kind;
  if (g_str_equal (dir_base, "pack"))
    return DR_CARD_DATA_CARDS;
  return DR_CARD_DATA_UNKNOWN;
}

const char *
dr_card_data_kind_name (DrCardDataKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (kind_names[i].kind == kind)
      return kind_names[i].name;
  g_return_val_if_reached (NULL);
}

/* Drops (restore = FALSE) or recreates (TRUE) the indexes listed in
 * temp.deferred_indexes. */
static gboolean
for_each_deferred_index (sqlite3   *db,
                         gboolean   restore,
                         GError   **error)
{
  g_autoptr(GPtrArray) statements = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *statement = NULL;

  /* Databases not made by dr_card_db_create_for_build() have nothing deferred. */
  if (sqlite3_prepare_v2 (db, "SELECT name, sql FROM temp.deferred_indexes", -1, &statement, NULL) != SQLITE_OK)
    return TRUE;
  while (sqlite3_step (statement) == SQLITE_ROW)
    {
      const char *name = (const char *) sqlite3_column_text (statement, 0);
      const char *create = (const char *) sqlite3_column_text (statement, 1);

      g_ptr_array_add (statements, restore ? g_strdup (create) : g_strdup_printf ("DROP INDEX \"%s\"", name));
    }
  /* Schema changes wait until no statement reads the schema. */
  sqlite3_finalize (statement);
  for (guint i = 0; i < statements->len; i++)
    if (!dr_db_exec (db, statements->pdata[i], error))
      return FALSE;
  return TRUE;
}

static gboolean
drop_deferred_indexes (sqlite3  *db,
                       GError  **error)
{
  return for_each_deferred_index (db, FALSE, error);
}

static gboolean
restore_deferred_indexes (sqlite3  *db,
                          GError  **error)
{
  return for_each_deferred_index (db, TRUE, error)
         && dr_db_exec (db, "DROP TABLE IF EXISTS temp.deferred_indexes", error);
}

sqlite3 *
dr_card_db_create_for_build (const char  *path,
                             GError     **error)
{
  sqlite3 *db;

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_FAILED, _("“%s” already exists"), path);
      return NULL;
    }
  db = dr_db_open (path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, error);
  if (db == NULL)
    return NULL;
  /* Nothing reads this file until it is renamed into place, so a crash only
   * leaves a stray temporary file: no journal needed while building. */
  /* Secondary indexes are built once at the end, from sorted data, rather
   * than updated card by card; dr_card_db_finish_import() restores them. */
  if (!dr_db_exec (db, "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;", error)
      || !dr_db_migrate_to_latest (db, &card_schema, error)
      || !dr_db_exec (db, "BEGIN;"
                          "CREATE TEMP TABLE deferred_indexes AS SELECT name, sql FROM sqlite_master"
                          "  WHERE type = 'index' AND tbl_name = 'cards' AND sql IS NOT NULL;", error)
      || !drop_deferred_indexes (db, error))
    {
      dr_db_close (db);
      g_unlink (path);
      return NULL;
    }
  return db;
}

gboolean
dr_card_db_finish_import (sqlite3  *db,
                          GError  **error)
{
  static const char *const derive_sql =
    /* Cards that arrived before their pack. */
    "UPDATE cards SET pack_date = p.date_release, cycle_code = y.code, cycle_position = y.position,"
    "  cycle_rotated = y.rotated"
    "  FROM packs AS p JOIN cycles AS y ON y.code = p.cycle_code"
    "  WHERE p.code = cards.pack_code AND cards.cycle_code IS NULL;"
    /* The newest printing of a title; unreleased packs count as newest. The
     * title index finds the other printings (no statistics yet to tell the
     * planner so), and only rows whose flag is wrong
     * are rewritten (is_latest = 1 while a newer printing exists, or 0 while
     * none does). */
    "UPDATE cards SET is_latest = NOT is_latest WHERE is_latest = EXISTS ("
    "  SELECT 1 FROM cards AS newer INDEXED BY cards_title WHERE newer.title = cards.title AND newer.game = cards.game"
    "    AND (COALESCE (newer.pack_date, '9999-99-99'), newer.code)"
    "        > (COALESCE (cards.pack_date, '9999-99-99'), cards.code));"
    /* NetrunnerDB marks the active list; raw files do not, so derive it.
     * Active means Standard's: points lists are Eternal's. */
    "UPDATE mwls SET active = 1 WHERE NOT EXISTS (SELECT 1 FROM mwls WHERE active = 1)"
    "  AND code = (SELECT code FROM mwls WHERE date_start <= date ('now') AND point_limit IS NULL"
    "              ORDER BY date_start DESC LIMIT 1);"
    "INSERT INTO cards_fts (cards_fts) VALUES ('rebuild');"
    /* Statistics let the planner prefer the narrow filter index for searches. */
    "PRAGMA analysis_limit = 400;"
    "ANALYZE;";

  return restore_deferred_indexes (db, error) && dr_db_exec (db, derive_sql, error)
         && dr_card_translations_finish (db, error);
}

gboolean
dr_card_db_close_build (sqlite3     *db,
                        const char  *path,
                        GError     **error)
{
  int fd;

  if (!dr_db_exec (db, "COMMIT", error)
      || !dr_db_exec (db, "PRAGMA journal_mode = WAL", error))
    {
      dr_db_close (db);
      return FALSE;
    }
  if (sqlite3_close (db) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot close the new card database"));
      sqlite3_close_v2 (db);
      return FALSE;
    }

  fd = g_open (path, O_RDONLY, 0);
  if (fd < 0 || fsync (fd) != 0)
    {
      int saved_errno = errno;

      if (fd >= 0)
        close (fd);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot write “%s” to disk: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }
  close (fd);
  return TRUE;
}

/* A write-ahead log left by a crash belongs to the old file: sqlite would
 * replay it into the new one, so it goes before the new file takes the name. */
static void
remove_journal_files (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (path, "-shm", NULL);

  g_unlink (wal);
  g_unlink (shm);
}

gboolean
dr_card_db_put_in_place (const char  *build_path,
                         const char  *path,
                         GError     **error)
{
  remove_journal_files (path);
  if (g_rename (build_path, path) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot put the new card database in place: %s"), g_strerror (saved_errno));
      g_unlink (build_path);
      return FALSE;
    }
  return TRUE;
}
