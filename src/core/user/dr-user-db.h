/* dr-user-db.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-db.h"

G_BEGIN_DECLS

const DrDbSchema *dr_user_db_schema       (void);
/* Opens (creating, upgrading) the user database. A file sqlite cannot read
 * is kept aside and DR_ERROR_DAMAGED returned, also on later calls, until
 * the user restores a backup or starts empty (dr-user-rescue.h). */
sqlite3          *dr_user_db_open         (const char  *path,
                                           GError     **error);
/* The same; with @create_over_damage a new empty file is made even though
 * a damaged one was kept aside. */
sqlite3          *dr_user_db_open_full    (const char  *path,
                                           gboolean     create_over_damage,
                                           GError     **error);
char             *dr_user_db_get_setting  (sqlite3     *db,
                                           const char  *key);
gboolean          dr_user_db_set_setting  (sqlite3     *db,
                                           const char  *key,
                                           const char  *value,
                                           GError     **error);

G_END_DECLS
