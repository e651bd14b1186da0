/* dr-user-backup.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* Automatic copies of the user database (decks, versions, collection,
 * settings), so that a damaged file is never the end of the user's data.
 * They live in a "backups" folder beside the database, as
 * user-20261126T0130Z-daily.sqlite, and are made before every schema
 * migration and once a day when the database is opened; the newest
 * DR_USER_BACKUP_KEEP are kept. Each is a complete, consistent sqlite file
 * (VACUUM INTO), written under a temporary name, flushed to disk and renamed
 * into place, so that a crash never leaves half a backup under a real name. */

#define DR_USER_BACKUP_KEEP 5
#define DR_USER_BACKUP_INTERVAL (24 * G_TIME_SPAN_HOUR / G_TIME_SPAN_SECOND)

typedef struct
{
  char   *path;
  gint64  time;     /* when it was made, unix seconds (UTC) */
  char   *reason;   /* "daily", "migration", "manual" */
  guint   sequence; /* 1, then 2, 3… for more backups in the same second */
} DrUserBackup;

void          dr_user_backup_free       (DrUserBackup  *backup);
/* The folder of the backups of the user database at @db_path. */
char         *dr_user_backup_dir        (const char    *db_path);
/* Every backup, newest first. */
GPtrArray    *dr_user_backup_list       (const char    *db_path);
/* Copies the open database @db (of the file @db_path) into a new backup and
 * removes the oldest beyond DR_USER_BACKUP_KEEP. */
DrUserBackup *dr_user_backup_make       (sqlite3       *db,
                                         const char    *db_path,
                                         const char    *reason,
                                         GError       **error);
/* The same for the user database at @db_path, opened (created, upgraded)
 * for it; an error from the opening (DR_ERROR_DAMAGED…) as it came. */
DrUserBackup *dr_user_backup_make_of_file (const char  *db_path,
                                           const char  *reason,
                                           GError     **error);
/* A daily backup when the newest backup is older than a day (or there is
 * none); NULL with no error when none was due. */
DrUserBackup *dr_user_backup_make_daily (sqlite3       *db,
                                         const char    *db_path,
                                         GError       **error);
/* The newest backup that sqlite reads without a fault and that this
 * Deckrunner can open, or NULL. */
DrUserBackup *dr_user_backup_find_good  (const char    *db_path);
/* Whether an open database passes sqlite's own check (PRAGMA quick_check);
 * @problem gets what is wrong otherwise. */
gboolean      dr_user_backup_check_db   (sqlite3       *db,
                                         char         **problem);
/* The same for the file at @path. */
gboolean      dr_user_backup_check_file (const char    *path,
                                         char         **problem);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrUserBackup, dr_user_backup_free)

G_END_DECLS
