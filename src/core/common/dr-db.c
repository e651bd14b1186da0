/* dr-db.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-db"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "dr-core-resources.h"
#include "dr-db.h"
#include "dr-error.h"

static int
error_code_for (sqlite3 *db)
{
  int code = db != NULL ? sqlite3_errcode (db) & 0xff : SQLITE_NOMEM;

  return code == SQLITE_NOTADB || code == SQLITE_CORRUPT ? DR_ERROR_DAMAGED : DR_ERROR_DATABASE;
}

void
dr_db_set_error (GError     **error,
                 sqlite3     *db,
                 const char  *what)
{
  g_set_error (error, DR_ERROR, error_code_for (db),
               /* Translators: first %s is an action, second sqlite's reason */
               _("%s: %s"), what, db != NULL ? sqlite3_errmsg (db) : _("out of memory"));
}

sqlite3 *
dr_db_open (const char  *path,
            int          flags,
            GError     **error)
{
  sqlite3 *db = NULL;

  if (sqlite3_open_v2 (path, &db, flags | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot open “%s”"), path);

      dr_db_set_error (error, db, what);
      sqlite3_close (db);
      return NULL;
    }

  sqlite3_busy_timeout (db, 5000);
  sqlite3_extended_result_codes (db, 1);
  if (!dr_db_exec (db, "PRAGMA foreign_keys = ON", error))
    {
      sqlite3_close (db);
      return NULL;
    }
  return db;
}

void
dr_db_close (sqlite3 *db)
{
  if (db != NULL)
    sqlite3_close_v2 (db);
}

gboolean
dr_db_exec (sqlite3     *db,
            const char  *sql,
            GError     **error)
{
  char *message = NULL;

  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    {
      g_set_error (error, DR_ERROR, error_code_for (db), "%s", message ? message : sqlite3_errmsg (db));
      sqlite3_free (message);
      return FALSE;
    }
  return TRUE;
}

int
dr_db_get_user_version (sqlite3 *db)
{
  sqlite3_stmt *statement = NULL;
  int version = -1;

  if (sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &statement, NULL) == SQLITE_OK
      && sqlite3_step (statement) == SQLITE_ROW)
    version = sqlite3_column_int (statement, 0);
  sqlite3_finalize (statement);
  return version;
}

GBytes *
dr_core_resource_lookup (const char  *path,
                         GError     **error)
{
  return g_resource_lookup_data (dr_core_get_resource (), path,
                                 G_RESOURCE_LOOKUP_FLAGS_NONE, error);
}

static gboolean
apply_step (sqlite3     *db,
            const char  *resource_path,
            guint        new_version,
            GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *sql = NULL;
  g_autofree char *pragma = NULL;

  bytes = dr_core_resource_lookup (resource_path, error);
  if (bytes == NULL)
    return FALSE;
  sql = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  pragma = g_strdup_printf ("PRAGMA user_version = %u", new_version);
  return dr_db_exec (db, sql, error) && dr_db_exec (db, pragma, error);
}

/* Call before changing anything in a file: one written by a newer
 * Deckrunner must stay exactly as it is. */
gboolean
dr_db_check_version (sqlite3           *db,
                     const DrDbSchema  *schema,
                     GError           **error)
{
  int version = dr_db_get_user_version (db);

  if (version < 0)
    {
      dr_db_set_error (error, db, _("Cannot read the schema version"));
      return FALSE;
    }
  if ((guint) version > schema->n_steps)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_SCHEMA_TOO_NEW,
                   _("The %s has schema version %d, but this Deckrunner knows only up to %u; "
                     "it was written by a newer Deckrunner and is left untouched"),
                   _(schema->name), version, schema->n_steps);
      return FALSE;
    }
  return TRUE;
}

/* All steps run in one transaction: a failure leaves the file at the
 * version it had, never half-migrated. */
gboolean
dr_db_migrate (sqlite3           *db,
               const DrDbSchema  *schema,
               guint              target_version,
               GError           **error)
{
  int version = dr_db_get_user_version (db);

  g_return_val_if_fail (target_version <= schema->n_steps, FALSE);

  if (!dr_db_check_version (db, schema, error))
    return FALSE;
  if ((guint) version >= target_version)
    return TRUE;

  if (!dr_db_exec (db, "BEGIN IMMEDIATE", error))
    return FALSE;
  for (guint step = version; step < target_version; step++)
    {
      if (!apply_step (db, schema->steps[step], step + 1, error))
        {
          g_prefix_error (error, _("Cannot upgrade the %s to version %u: "), _(schema->name), step + 1);
          dr_db_exec (db, "ROLLBACK", NULL);
          return FALSE;
        }
    }
  return dr_db_exec (db, "COMMIT", error);
}

gboolean
dr_db_migrate_to_latest (sqlite3           *db,
                         const DrDbSchema  *schema,
                         GError           **error)
{
  return dr_db_migrate (db, schema, schema->n_steps, error);
}

/* @table is one of our own key/value tables ("meta", "settings"), never user input. */
char *
dr_db_get_value (sqlite3    *db,
                 const char *table,
                 const char *key)
{
  g_autofree char *sql = g_strdup_printf ("SELECT value FROM %s WHERE key = ?", table);
  sqlite3_stmt *statement = NULL;
  char *value = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    return NULL;
  sqlite3_bind_text (statement, 1, key, -1, SQLITE_STATIC);
  if (sqlite3_step (statement) == SQLITE_ROW && sqlite3_column_text (statement, 0) != NULL)
    value = g_strdup ((const char *) sqlite3_column_text (statement, 0));
  sqlite3_finalize (statement);
  return value;
}

gboolean
dr_db_set_value (sqlite3     *db,
                 const char  *table,
                 const char  *key,
                 const char  *value,
                 GError     **error)
{
  g_autofree char *sql = g_strdup_printf ("INSERT OR REPLACE INTO %s (key, value) VALUES (?, ?)", table);
  sqlite3_stmt *statement = NULL;
  gboolean ok;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot save a setting"));
      return FALSE;
    }
  sqlite3_bind_text (statement, 1, key, -1, SQLITE_STATIC);
  sqlite3_bind_text (statement, 2, value, -1, SQLITE_STATIC);
  ok = sqlite3_step (statement) == SQLITE_DONE;
  if (!ok)
    dr_db_set_error (error, db, _("Cannot save a setting"));
  sqlite3_finalize (statement);
  return ok;
}

char *
dr_db_get_meta (sqlite3    *db,
                const char *key)
{
  return dr_db_get_value (db, "meta", key);
}

gboolean
dr_db_set_meta (sqlite3     *db,
                const char  *key,
                const char  *value,
                GError     **error)
{
  return dr_db_set_value (db, "meta", key, value, error);
}

static void
text_map_function (sqlite3_context  *context,
                   int               argc,
                   sqlite3_value   **argv)
{
  DrDbTextMap map = (DrDbTextMap) sqlite3_user_data (context);
  const char *text = (const char *) sqlite3_value_text (argv[0]);

  if (text == NULL)
    sqlite3_result_null (context);
  else
    sqlite3_result_text (context, map (text), -1, g_free);
}

int
dr_db_create_text_function (sqlite3     *db,
                            const char  *name,
                            DrDbTextMap  map)
{
  return sqlite3_create_function_v2 (db, name, 1,
                                     SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                     (void *) map, text_map_function, NULL, NULL, NULL);
}
