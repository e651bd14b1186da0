/* dr-user-db.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-user-db"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-error.h"
#include "dr-user-backup.h"
#include "dr-user-db.h"
#include "dr-user-rescue.h"

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

static gboolean
is_unreadable (const GError *error)
{
  return g_error_matches (error, DR_ERROR, DR_ERROR_DAMAGED);
}

/* The damaged file goes aside, unchanged, and the error tells what
 * happened, where it is kept and what can be done (dr-user-rescue.h). */
static void
set_damaged_error (GError     **error,
                   const char  *path,
                   const char  *problem)
{
  g_autoptr(GError) move_error = NULL;
  g_autofree char *kept = dr_user_rescue_keep_aside (path, "damaged", &move_error);
  g_autoptr(DrUserDamage) damage = NULL;
  g_autofree char *description = NULL;

  if (kept == NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_DAMAGED,
                   _("Your decks, collection and settings in “%s” could not be read (%s), and the file "
                     "could not be moved aside: %s. Nothing was changed."),
                   path, problem, move_error->message);
      return;
    }
  damage = dr_user_damage_find (path);
  description = dr_user_damage_describe (damage);
  g_set_error_literal (error, DR_ERROR, DR_ERROR_DAMAGED, description);
}

/* The user's decks and collection live here: full synchronous writes in WAL
 * mode, so a crash mid-write loses at most the transaction in flight. A file
 * that sqlite cannot read is never written to: it is kept aside and the
 * newest good backup offered (dr-user-rescue.h). Older files are backed up
 * before they are upgraded, and every file once a day. */
sqlite3 *
dr_user_db_open_full (const char  *path,
                      gboolean     create_over_damage,
                      GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *problem = NULL;
  gboolean existed = g_file_test (path, G_FILE_TEST_EXISTS);
  int version;
  sqlite3 *db;

  if (!existed && !create_over_damage)
    {
      g_autoptr(DrUserDamage) damage = dr_user_damage_find (path);

      if (damage != NULL)
        {
          g_autofree char *description = dr_user_damage_describe (damage);

          g_set_error_literal (error, DR_ERROR, DR_ERROR_DAMAGED, description);
          return NULL;
        }
    }
  if (existed && g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      set_damaged_error (error, path, _("it is a folder"));
      return NULL;
    }

  db = dr_db_open (path, SQLITE_OPEN_READWRITE | (existed ? 0 : SQLITE_OPEN_CREATE), &local_error);
  if (db != NULL && !dr_db_check_version (db, &user_schema, &local_error))
    g_clear_pointer (&db, dr_db_close);
  if (db == NULL)
    {
      if (existed && is_unreadable (local_error))
        set_damaged_error (error, path, local_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (existed && !dr_user_backup_check_db (db, &problem))
    {
      dr_db_close (db);
      set_damaged_error (error, path, problem);
      return NULL;
    }

  version = dr_db_get_user_version (db);
  if (!dr_db_exec (db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;", error))
    {
      dr_db_close (db);
      return NULL;
    }
  if (version > 0 && (guint) version < user_schema.n_steps)
    {
      g_autoptr(DrUserBackup) backup = dr_user_backup_make (db, path, "migration", error);

      if (backup == NULL)
        {
          g_prefix_error (error, _("The user database was not upgraded, since it could not be backed up first: "));
          dr_db_close (db);
          return NULL;
        }
    }
  if (!dr_db_migrate_to_latest (db, &user_schema, error))
    {
      dr_db_close (db);
      return NULL;
    }
  if (existed)
    {
      g_autoptr(DrUserBackup) daily = dr_user_backup_make_daily (db, path, &local_error);

      /* Not a reason to keep the user from their data; said, then on. */
      if (daily == NULL && local_error != NULL)
        g_warning ("%s", local_error->message);
    }
  return db;
}

sqlite3 *
dr_user_db_open (const char  *path,
                 GError     **error)
{
  return dr_user_db_open_full (path, FALSE, error);
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
