/* dr-user-backup.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-user-backup"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "dr-db.h"
#include "dr-error.h"
#include "dr-user-backup.h"
#include "dr-user-db.h"

void
dr_user_backup_free (DrUserBackup *backup)
{
  if (backup == NULL)
    return;
  g_free (backup->path);
  g_free (backup->reason);
  g_free (backup);
}

char *
dr_user_backup_dir (const char *db_path)
{
  g_autofree char *dir = g_path_get_dirname (db_path);

  return g_build_filename (dir, "backups", NULL);
}

/* "user-20261126T013000Z-daily.sqlite", with "-2", "-3"… before the
 * extension when two are made in the same second. */
static DrUserBackup *
parse_name (const char *dir,
            const char *name)
{
  int year, month, day, hour, minute, second, consumed = 0;
  g_autoptr(GDateTime) time = NULL;
  g_autofree char *reason = NULL;
  const char *rest;
  guint sequence = 1;
  DrUserBackup *backup;

  if (!g_str_has_prefix (name, "user-") || !g_str_has_suffix (name, ".sqlite")
      || sscanf (name, "user-%4d%2d%2dT%2d%2d%2dZ-%n", &year, &month, &day, &hour, &minute, &second,
                 &consumed) != 6
      || consumed == 0)
    return NULL;
  time = g_date_time_new_utc (year, month, day, hour, minute, second);
  if (time == NULL)
    return NULL;
  rest = name + consumed;
  reason = g_strndup (rest, strcspn (rest, "-."));
  if (*reason == '\0')
    return NULL;
  rest += strlen (reason);
  if (*rest == '-')
    sequence = (guint) g_ascii_strtoull (rest + 1, NULL, 10);
  if (sequence == 0)
    return NULL;
  backup = g_new0 (DrUserBackup, 1);
  backup->sequence = sequence;
  backup->path = g_build_filename (dir, name, NULL);
  backup->time = g_date_time_to_unix (time);
  backup->reason = g_steal_pointer (&reason);
  return backup;
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const DrUserBackup *x = *(const DrUserBackup *const *) a;
  const DrUserBackup *y = *(const DrUserBackup *const *) b;

  if (x->time != y->time)
    return x->time > y->time ? -1 : 1;
  if (x->sequence != y->sequence)
    return x->sequence > y->sequence ? -1 : 1;
  return -strcmp (x->path, y->path);
}

GPtrArray *
dr_user_backup_list (const char *db_path)
{
  g_autofree char *dir_path = dr_user_backup_dir (db_path);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *backups = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_user_backup_free);
  const char *name;

  if (dir == NULL)
    return backups;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      DrUserBackup *backup = parse_name (dir_path, name);

      if (backup != NULL)
        g_ptr_array_add (backups, backup);
    }
  g_ptr_array_sort (backups, newest_first);
  return backups;
}

static gboolean
sync_path (const char  *path,
           int          flags,
           GError     **error)
{
  int fd = g_open (path, flags, 0);
  int saved_errno;

  if (fd >= 0 && fsync (fd) == 0)
    {
      close (fd);
      return TRUE;
    }
  saved_errno = errno;
  if (fd >= 0)
    close (fd);
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("Cannot write “%s” to disk: %s"), path, g_strerror (saved_errno));
  return FALSE;
}

/* A name after every backup made so far, also in the same second: a
 * sequence number is never used twice, even after rotation removed it. */
static char *
new_backup_path (const char *db_path,
                 const char *dir,
                 const char *reason)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%dT%H%M%SZ");
  g_autoptr(GPtrArray) backups = dr_user_backup_list (db_path);
  g_autofree char *name = NULL;
  guint sequence = 1;

  for (guint i = 0; i < backups->len; i++)
    {
      const DrUserBackup *backup = backups->pdata[i];

      if (backup->time >= g_date_time_to_unix (now))
        sequence = MAX (sequence, backup->sequence + 1);
    }
  for (;; sequence++)
    {
      char *path;

      g_free (name);
      name = sequence == 1 ? g_strdup_printf ("user-%s-%s.sqlite", stamp, reason)
                           : g_strdup_printf ("user-%s-%s-%u.sqlite", stamp, reason, sequence);
      path = g_build_filename (dir, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return path;
      g_free (path);
    }
}

/* A backup cut short (the program killed while copying) leaves its
 * temporary file; one older than an hour is no copy in progress. */
static void
remove_stale_temporary_files (const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf info;

      if (!g_str_has_prefix (name, "user-") || !g_str_has_suffix (name, ".tmp"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (g_stat (path, &info) == 0 && now - (gint64) info.st_mtime > 60 * 60)
        g_unlink (path);
    }
}

static void
remove_old_backups (const char *db_path)
{
  g_autoptr(GPtrArray) backups = dr_user_backup_list (db_path);
  g_autofree char *dir = dr_user_backup_dir (db_path);

  for (guint i = DR_USER_BACKUP_KEEP; i < backups->len; i++)
    g_unlink (((DrUserBackup *) backups->pdata[i])->path);
  remove_stale_temporary_files (dir);
}

DrUserBackup *
dr_user_backup_make (sqlite3     *db,
                     const char  *db_path,
                     const char  *reason,
                     GError     **error)
{
  g_autofree char *dir = dr_user_backup_dir (db_path);
  g_autofree char *path = NULL;
  g_autofree char *tmp_path = NULL;
  g_autofree char *name = NULL;
  char *sql;
  gboolean ok;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot create the backup folder “%s”: %s"), dir, g_strerror (saved_errno));
      return NULL;
    }
  path = new_backup_path (db_path, dir, reason);
  tmp_path = g_strdup_printf ("%s.%d.tmp", path, (int) getpid ());
  g_unlink (tmp_path);
  sql = sqlite3_mprintf ("VACUUM INTO %Q", tmp_path);
  ok = dr_db_exec (db, sql, error);
  sqlite3_free (sql);
  if (!ok)
    {
      g_prefix_error (error, _("Cannot back up the user database to “%s”: "), path);
      g_unlink (tmp_path);
      return NULL;
    }
  if (!sync_path (tmp_path, O_RDONLY, error))
    {
      g_unlink (tmp_path);
      return NULL;
    }
  if (g_rename (tmp_path, path) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot back up the user database to “%s”: %s"), path, g_strerror (saved_errno));
      g_unlink (tmp_path);
      return NULL;
    }
  /* The new name must survive a power cut as well as the bytes. */
  sync_path (dir, O_RDONLY | O_DIRECTORY, NULL);
  remove_old_backups (db_path);
  name = g_path_get_basename (path);
  return parse_name (dir, name);
}

DrUserBackup *
dr_user_backup_make_of_file (const char  *db_path,
                             const char  *reason,
                             GError     **error)
{
  sqlite3 *db = dr_user_db_open (db_path, error);
  DrUserBackup *backup;

  if (db == NULL)
    return NULL;
  backup = dr_user_backup_make (db, db_path, reason, error);
  dr_db_close (db);
  return backup;
}

DrUserBackup *
dr_user_backup_make_daily (sqlite3     *db,
                           const char  *db_path,
                           GError     **error)
{
  g_autoptr(GPtrArray) backups = dr_user_backup_list (db_path);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (backups->len > 0
      && now - ((DrUserBackup *) backups->pdata[0])->time < DR_USER_BACKUP_INTERVAL
      && ((DrUserBackup *) backups->pdata[0])->time <= now)
    return NULL;
  return dr_user_backup_make (db, db_path, "daily", error);
}

gboolean
dr_user_backup_check_db (sqlite3  *db,
                         char    **problem)
{
  g_autoptr(GString) found = g_string_new (NULL);
  sqlite3_stmt *statement = NULL;

  if (sqlite3_prepare_v2 (db, "PRAGMA quick_check", -1, &statement, NULL) != SQLITE_OK)
    g_string_append (found, sqlite3_errmsg (db));
  else
    {
      int rc;

      while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
        {
          const char *line = (const char *) sqlite3_column_text (statement, 0);

          if (g_strcmp0 (line, "ok") != 0 && found->len < 1000)
            g_string_append_printf (found, "%s%s", found->len > 0 ? "; " : "", line);
        }
      if (rc != SQLITE_DONE)
        g_string_append_printf (found, "%s%s", found->len > 0 ? "; " : "", sqlite3_errmsg (db));
    }
  sqlite3_finalize (statement);
  if (found->len > 0 && problem != NULL)
    *problem = g_strdup (found->str);
  return found->len == 0;
}

gboolean
dr_user_backup_check_file (const char  *path,
                           char       **problem)
{
  g_autoptr(GError) error = NULL;
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READONLY, &error);
  gboolean ok;

  if (db == NULL)
    {
      if (problem != NULL)
        *problem = g_strdup (error->message);
      return FALSE;
    }
  ok = dr_user_backup_check_db (db, problem);
  dr_db_close (db);
  return ok;
}

DrUserBackup *
dr_user_backup_find_good (const char *db_path)
{
  g_autoptr(GPtrArray) backups = dr_user_backup_list (db_path);

  for (guint i = 0; i < backups->len; i++)
    {
      DrUserBackup *backup = backups->pdata[i];
      g_autoptr(GError) error = NULL;
      sqlite3 *db;
      gboolean known;

      if (!dr_user_backup_check_file (backup->path, NULL))
        continue;
      db = dr_db_open (backup->path, SQLITE_OPEN_READONLY, &error);
      known = db != NULL && dr_db_check_version (db, dr_user_db_schema (), NULL);
      dr_db_close (db);
      if (known)
        return g_ptr_array_steal_index (backups, i);
    }
  return NULL;
}
