/* dr-user-db.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-db.h"

G_BEGIN_DECLS

const DrDbSchema *dr_user_db_schema       (void);
sqlite3          *dr_user_db_open         (const char  *path,
                                           GError     **error);
sqlite3          *dr_user_db_open_default (GError     **error);
char             *dr_user_db_get_setting  (sqlite3     *db,
                                           const char  *key);
gboolean          dr_user_db_set_setting  (sqlite3     *db,
                                           const char  *key,
                                           const char  *value,
                                           GError     **error);

G_END_DECLS
