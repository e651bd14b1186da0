/* dr-user-store.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-user-store"

#include "config.h"

#include "dr-paths.h"
#include "dr-user-db.h"
#include "dr-user-store.h"

struct _DrUserStore
{
  sqlite3 *db;
};

DrUserStore *
dr_user_store_new_for_db (sqlite3 *db)
{
  DrUserStore *self;

  if (db == NULL)
    return NULL;
  self = g_rc_box_new0 (DrUserStore);
  self->db = db;
  return self;
}

DrUserStore *
dr_user_store_open (const char  *path,
                    GError     **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  return dr_user_store_new_for_db (dr_user_db_open (path, error));
}

DrUserStore *
dr_user_store_open_default (GError **error)
{
  g_autofree char *path = NULL;

  if (!dr_paths_ensure_data_dir (error))
    return NULL;
  path = dr_paths_user_db ();
  return dr_user_store_open (path, error);
}

DrUserStore *
dr_user_store_ref (DrUserStore *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_rc_box_acquire (self);
}

static void
dr_user_store_clear (DrUserStore *self)
{
  dr_db_close (self->db);
}

void
dr_user_store_unref (DrUserStore *self)
{
  g_return_if_fail (self != NULL);
  g_rc_box_release_full (self, (GDestroyNotify) dr_user_store_clear);
}

sqlite3 *
dr_user_store_get_db (DrUserStore *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->db;
}

char *
dr_user_store_get_setting (DrUserStore *self,
                           const char  *key)
{
  g_return_val_if_fail (self != NULL, NULL);
  return dr_user_db_get_setting (self->db, key);
}

gboolean
dr_user_store_set_setting (DrUserStore  *self,
                           const char   *key,
                           const char   *value,
                           GError      **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return dr_user_db_set_setting (self->db, key, value, error);
}
