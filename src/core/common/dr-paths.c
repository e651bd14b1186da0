/* dr-paths.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-paths"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "dr-leftovers.h"
#include "dr-paths.h"

static char *data_dir_override;
static char *cache_dir_override;

/* --data-dir wins over the environment, which wins over XDG, so tests and
 * benchmarks never touch a user's real files. */
void
dr_paths_set_data_dir (const char *data_dir)
{
  g_free (data_dir_override);
  data_dir_override = g_strdup (data_dir);
}

const char *
dr_paths_get_data_dir (void)
{
  static char *xdg_dir;
  const char *from_env;

  if (data_dir_override != NULL)
    return data_dir_override;
  from_env = g_getenv (DR_DATA_DIR_ENV);
  if (from_env != NULL && *from_env != '\0')
    return from_env;
  if (xdg_dir == NULL)
    xdg_dir = g_build_filename (g_get_user_data_dir (), "deckrunner", NULL);
  return xdg_dir;
}

char *
dr_paths_card_db (void)
{
  return g_build_filename (dr_paths_get_data_dir (), "cards.sqlite", NULL);
}

char *
dr_paths_user_db (void)
{
  return g_build_filename (dr_paths_get_data_dir (), "user.sqlite", NULL);
}

/* Once per folder and process, at its first opening: later in the run the
 * process's own temporary files are writes in progress. */
static void
remove_leftovers_once (const char *dir)
{
  G_LOCK_DEFINE_STATIC (cleaned);
  static GHashTable *cleaned_dirs;
  static gint64 started_at;
  gboolean first;

  G_LOCK (cleaned);
  if (cleaned_dirs == NULL)
    {
      cleaned_dirs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      started_at = g_get_real_time ();
    }
  first = g_hash_table_add (cleaned_dirs, g_strdup (dir));
  G_UNLOCK (cleaned);
  if (first)
    dr_leftovers_remove (dir, started_at);
}

gboolean
dr_paths_ensure_data_dir (GError **error)
{
  const char *dir = dr_paths_get_data_dir ();

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot create the data folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  remove_leftovers_once (dir);
  return TRUE;
}

/* Like the data folder: an override, then the environment, then XDG. Only
 * things that can be downloaded again live here. */
void
dr_paths_set_cache_dir (const char *cache_dir)
{
  g_free (cache_dir_override);
  cache_dir_override = g_strdup (cache_dir);
}

const char *
dr_paths_get_cache_dir (void)
{
  static char *xdg_dir;
  const char *from_env;

  if (cache_dir_override != NULL)
    return cache_dir_override;
  from_env = g_getenv (DR_CACHE_DIR_ENV);
  if (from_env != NULL && *from_env != '\0')
    return from_env;
  if (xdg_dir == NULL)
    xdg_dir = g_build_filename (g_get_user_cache_dir (), "deckrunner", NULL);
  return xdg_dir;
}

char *
dr_paths_image_cache_dir (void)
{
  return g_build_filename (dr_paths_get_cache_dir (), "images", NULL);
}
