/* dr-user-db.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-user-db"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-error.h"
#include "dr-paths.h"
#include "dr-user-db.h"

static const char *const user_schema_steps[] = {
  "/io/github/deckrunner/Deckrunner/sql/user-1.sql",
  "/io/github/deckrunner/Deckrunner/sql/user-2.sql",
  "/io/github/deckrunner/Deckrunner/sql/user-3.sql",
  "/io/github/deckrunner/Deckrunner/sql/user-4.sql",
};

static const DrDbSchema user_schema = {
  N_("user database"), user_schema_steps, G_N_ELEMENTS (user_schema_steps)
};

const DrDbSchema *
dr_user_db_schema (void)
{
  return &user_schema;
}

/* The user's decks and collection live here: full synchronous writes in WAL
 * mode, so a crash mid-write loses at most the transaction in flight. */
sqlite3 *
dr_user_db_open (const char  *path,
                 GError     **error)
{
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, error);

  if (db == NULL)
    return NULL;
  if (!dr_db_check_version (db, &user_schema, error)
      || !dr_db_exec (db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;", error)
      || !dr_db_migrate_to_latest (db, &user_schema, error))
    {
      dr_db_close (db);
      return NULL;
    }
  return db;
}

sqlite3 *
dr_user_db_open_default (GError **error)
{
  g_autofree char *path = NULL;

  if (!dr_paths_ensure_data_dir (error))
    return NULL;
  path = dr_paths_user_db ();
  return dr_user_db_open (path, error);
}

char *
dr_user_db_get_setting (sqlite3    *db,
                        const char *key)
{
  return dr_db_get_value (db, "settings", key);
}

gboolean
dr_user_db_set_setting (sqlite3     *db,
                        const char  *key,
                        const char  *value,
                        GError     **error)
{
  return dr_db_set_value (db, "settings", key, value, error);
}
