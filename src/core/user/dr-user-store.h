/* dr-user-store.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-db.h"

G_BEGIN_DECLS

/* The user database as an object: the user's decks, collection, settings
 * and burncycle table live in it. Every module above cards/ and user/ is
 * given a DrUserStore, never the sqlite handle, which only the modules that
 * keep their tables in the file read (dr_user_store_get_db()).
 *
 * Reference counted; the file is closed with the last reference. Not
 * thread-safe: one thread at a time, as for its sqlite connection. */
typedef struct _DrUserStore DrUserStore;

/* Opens (creating, upgrading) the user database at @path; a file sqlite
 * cannot read is kept aside and DR_ERROR_DAMAGED returned (dr-user-db.h). */
DrUserStore *dr_user_store_open         (const char   *path,
                                         GError      **error);
/* The user database in the data directory. */
DrUserStore *dr_user_store_open_default (GError      **error);
/* A user database its caller opened by other means (read only, say),
 * taken over; NULL when @db is NULL. */
DrUserStore *dr_user_store_new_for_db   (sqlite3      *db);
DrUserStore *dr_user_store_ref          (DrUserStore  *self);
void         dr_user_store_unref        (DrUserStore  *self);
/* For the modules that keep their tables in the user database (decks,
 * collection, burncycle, backups); borrowed, valid while @self lives. */
sqlite3     *dr_user_store_get_db       (DrUserStore  *self);
char        *dr_user_store_get_setting  (DrUserStore  *self,
                                         const char   *key);
gboolean     dr_user_store_set_setting  (DrUserStore  *self,
                                         const char   *key,
                                         const char   *value,
                                         GError      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrUserStore, dr_user_store_unref)

G_END_DECLS
