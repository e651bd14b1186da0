/* dr-user-rescue.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-user-backup.h"

G_BEGIN_DECLS

/* What happens to a user database that sqlite cannot read (damaged, or not
 * readable at all): dr_user_db_open() moves it aside, unchanged, to
 * user.sqlite.damaged-<time> (its -wal and -shm with it), creates nothing in
 * its place and fails with DR_ERROR_DAMAGED. It fails so on every start
 * until the user chooses, in the window or with `deckrunner-cli backup`, to
 * restore a backup (dr-user-backup.h) or to start with empty data. */

typedef struct
{
  char         *path;       /* the user database */
  char         *kept_path;  /* the damaged file, as it was */
  DrUserBackup *backup;     /* the newest good backup, or NULL */
} DrUserDamage;

void          dr_user_damage_free         (DrUserDamage  *damage);
/* The damage that waits for the user's choice, or NULL when the user
 * database is there (or has never been). */
DrUserDamage *dr_user_damage_find         (const char    *path);
/* For the window and the command line: what happened, where the file is
 * kept and what can be done; translated. */
char         *dr_user_damage_describe     (const DrUserDamage *damage);

/* Moves a damaged file aside; returns where it went. */
char         *dr_user_rescue_keep_aside   (const char    *path,
                                           const char    *kind,
                                           GError       **error);
/* Puts a copy of @backup_path in place of the user database, after moving
 * the current file, if any, aside (to user.sqlite.replaced-<time>, returned
 * in @replaced_path), then opens it once (upgrading it when it is older). */
gboolean      dr_user_rescue_restore      (const char    *path,
                                           const char    *backup_path,
                                           char         **replaced_path,
                                           GError       **error);
/* Creates an empty user database where a damaged one was kept aside. */
gboolean      dr_user_rescue_start_empty  (const char    *path,
                                           GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrUserDamage, dr_user_damage_free)

G_END_DECLS
