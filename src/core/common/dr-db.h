/* dr-db.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* An ordered list of schema steps; step i (0-based) brings a database
 * from user_version i to i + 1. Each step is a resource path of an SQL file. */
typedef struct
{
  const char        *name;   /* "card database", for messages */
  const char *const *steps;
  guint              n_steps;
} DrDbSchema;

sqlite3  *dr_db_open              (const char        *path,
                                   int                flags,
                                   GError           **error);
void      dr_db_close             (sqlite3           *db);
gboolean  dr_db_exec              (sqlite3           *db,
                                   const char        *sql,
                                   GError           **error);
void      dr_db_set_error         (GError           **error,
                                   sqlite3           *db,
                                   const char        *what);
int       dr_db_get_user_version  (sqlite3           *db);
gboolean  dr_db_check_version     (sqlite3           *db,
                                   const DrDbSchema  *schema,
                                   GError           **error);
gboolean  dr_db_migrate           (sqlite3           *db,
                                   const DrDbSchema  *schema,
                                   guint              target_version,
                                   GError           **error);
gboolean  dr_db_migrate_to_latest (sqlite3           *db,
                                   const DrDbSchema  *schema,
                                   GError           **error);
char     *dr_db_get_value         (sqlite3           *db,
                                   const char        *table,
                                   const char        *key);
gboolean  dr_db_set_value         (sqlite3           *db,
                                   const char        *table,
                                   const char        *key,
                                   const char        *value,
                                   GError           **error);
char     *dr_db_get_meta          (sqlite3           *db,
                                   const char        *key);
gboolean  dr_db_set_meta          (sqlite3           *db,
                                   const char        *key,
                                   const char        *value,
                                   GError           **error);
GBytes   *dr_core_resource_lookup (const char        *path,
                                   GError           **error);

/* An SQL function @name of one text argument that returns @map of it (a
 * newly allocated string), NULL for NULL; returns sqlite's result code. */
typedef char *(*DrDbTextMap) (const char *text);
int       dr_db_create_text_function (sqlite3        *db,
                                      const char     *name,
                                      DrDbTextMap     map);

G_END_DECLS
