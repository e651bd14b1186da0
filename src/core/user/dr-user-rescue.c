/* dr-user-rescue.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-user-rescue"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "dr-db.h"
#include "dr-error.h"
#include "dr-user-db.h"
#include "dr-user-rescue.h"

void
dr_user_damage_free (DrUserDamage *damage)
{
  if (damage == NULL)
    return;
  g_free (damage->path);
  g_free (damage->kept_path);
  dr_user_backup_free (damage->backup);
  g_free (damage);
}

/* The newest "PATH.damaged-<time>" beside PATH. The stamps sort as text. */
static char *
find_newest_kept (const char *path)
{
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".damaged-", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autofree char *newest = NULL;
  const char *name;

  if (dir == NULL)
    return NULL;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix) && !g_str_has_suffix (name, "-wal") && !g_str_has_suffix (name, "-shm")
        && (newest == NULL || strcmp (name, newest) > 0))
      {
        g_free (newest);
        newest = g_strdup (name);
      }
  return newest != NULL ? g_build_filename (dir_path, newest, NULL) : NULL;
}

DrUserDamage *
dr_user_damage_find (const char *path)
{
  g_autofree char *kept = NULL;
  DrUserDamage *damage;

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;
  kept = find_newest_kept (path);
  if (kept == NULL)
    return NULL;
  damage = g_new0 (DrUserDamage, 1);
  damage->path = g_strdup (path);
  damage->kept_path = g_steal_pointer (&kept);
  damage->backup = dr_user_backup_find_good (path);
  return damage;
}

char *
dr_user_damage_describe (const DrUserDamage *damage)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text,
                          _("Your decks, collection and settings in “%s” could not be read: the file is "
                            "damaged or unreadable. It was kept, unchanged, as “%s”."),
                          damage->path, damage->kept_path);
  g_string_append_c (text, ' ');
  if (damage->backup != NULL)
    {
      g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (damage->backup->time);
      g_autoptr(GDateTime) local = g_date_time_to_local (utc);
      g_autofree char *when = g_date_time_format (local, "%Y-%m-%d %H:%M");

      g_string_append_printf (text, _("The last good backup, from %s, can be restored (“%s”)."),
                              when, damage->backup->path);
    }
  else
    g_string_append (text, _("There is no backup to restore: Deckrunner can start with empty data."));
  return g_string_free (text, FALSE);
}

static char *
stamp_now (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  return g_date_time_format (now, "%Y%m%dT%H%M%SZ");
}

/* Renames PATH and its journal files to TARGET, TARGET-wal, TARGET-shm. */
static gboolean
move_with_journal (const char  *path,
                   const char  *target,
                   GError     **error)
{
  static const char *const suffixes[] = { "-wal", "-shm" };

  if (g_rename (path, target) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, DR_ERROR, DR_ERROR_DATABASE, _("Cannot move “%s” to “%s”: %s"),
                   path, target, g_strerror (saved_errno));
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *from = g_strconcat (path, suffixes[i], NULL);
      g_autofree char *to = g_strconcat (target, suffixes[i], NULL);

      if (g_file_test (from, G_FILE_TEST_EXISTS))
        g_rename (from, to);
    }
  return TRUE;
}

static char *
free_name (const char *path,
           const char *kind)
{
  g_autofree char *stamp = stamp_now ();

  for (guint n = 1;; n++)
    {
      char *target = n == 1 ? g_strdup_printf ("%s.%s-%s", path, kind, stamp)
                            : g_strdup_printf ("%s.%s-%s-%u", path, kind, stamp, n);

      if (!g_file_test (target, G_FILE_TEST_EXISTS))
        return target;
      g_free (target);
    }
}

char *
dr_user_rescue_keep_aside (const char  *path,
                           const char  *kind,
                           GError     **error)
{
  g_autofree char *target = free_name (path, kind);

  if (!move_with_journal (path, target, error))
    return NULL;
  return g_steal_pointer (&target);
}

gboolean
dr_user_rescue_restore (const char  *path,
                        const char  *backup_path,
                        char       **replaced_path,
                        GError     **error)
{
  g_autofree char *problem = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *replaced = NULL;
  gsize length = 0;
  sqlite3 *db;

  if (!dr_user_backup_check_file (backup_path, &problem))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_DAMAGED, _("The backup “%s” cannot be read either: %s"),
                   backup_path, problem);
      return FALSE;
    }
  if (!g_file_get_contents (backup_path, &contents, &length, error))
    return FALSE;
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      replaced = dr_user_rescue_keep_aside (path, "replaced", error);
      if (replaced == NULL)
        return FALSE;
    }
  /* A new file, flushed and renamed into place: a crash leaves the old name
   * empty (and the kept file) or the complete copy, never half of it. */
  if (!g_file_set_contents_full (path, contents, length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0600, error))
    return FALSE;
  db = dr_user_db_open (path, error);
  if (db == NULL)
    return FALSE;
  dr_db_close (db);
  if (replaced_path != NULL)
    *replaced_path = g_steal_pointer (&replaced);
  return TRUE;
}

gboolean
dr_user_rescue_start_empty (const char  *path,
                            GError     **error)
{
  sqlite3 *db;

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT, _("“%s” already exists"), path);
      return FALSE;
    }
  db = dr_user_db_open_full (path, TRUE, error);
  if (db == NULL)
    return FALSE;
  dr_db_close (db);
  return TRUE;
}
