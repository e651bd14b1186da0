/* dr-leftovers.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-leftovers"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "dr-leftovers.h"

/* A game written by a process still running is renamed within milliseconds;
 * one older than this before our start is no write in progress. */
#define GAME_TEMP_GRACE (60 * G_USEC_PER_SEC)

static gboolean
process_is_alive (guint64 pid)
{
  if (pid == 0 || pid > G_MAXINT)
    return FALSE;
  if ((pid_t) pid == getpid ())
    return TRUE;
  return kill ((pid_t) pid, 0) == 0 || errno == EPERM;
}

/* Reads the decimal pid at the start of @text, up to @end (or its end when
 * @end is NULL); FALSE unless it is all digits. */
static gboolean
parse_pid (const char *text,
           const char *end,
           guint64    *pid)
{
  g_autofree char *digits = end != NULL ? g_strndup (text, end - text) : g_strdup (text);

  if (*digits == '\0' || strspn (digits, "0123456789") != strlen (digits))
    return FALSE;
  return g_ascii_string_to_unsigned (digits, 10, 1, G_MAXINT, pid, NULL);
}

/* "cards.sqlite.sync-<pid>", with sqlite's "-journal", "-wal" or "-shm". */
static gboolean
is_dead_sync_build (const char *name)
{
  static const char *const suffixes[] = { "", "-journal", "-wal", "-shm", NULL };
  const char *prefix = "cards.sqlite.sync-";
  const char *digits;
  const char *end;
  guint64 pid;

  if (!g_str_has_prefix (name, prefix))
    return FALSE;
  digits = name + strlen (prefix);
  end = digits + strspn (digits, "0123456789");
  if (!g_strv_contains (suffixes, end) || !parse_pid (digits, end, &pid))
    return FALSE;
  return !process_is_alive (pid);
}

/* "<backup>.sqlite.<pid>.tmp", as dr-user-backup.c writes it. */
static gboolean
is_dead_backup_temp (const char *name)
{
  g_autofree char *stem = NULL;
  const char *dot;
  guint64 pid;

  if (!g_str_has_suffix (name, ".tmp"))
    return FALSE;
  stem = g_strndup (name, strlen (name) - strlen (".tmp"));
  dot = strrchr (stem, '.');
  if (dot == NULL || dot == stem || !parse_pid (dot + 1, NULL, &pid))
    return FALSE;
  return !process_is_alive (pid);
}

/* "<game>.jsonl.XXXXXX", g_mkstemp()'s six letters and digits. */
static gboolean
is_game_temp_name (const char *name)
{
  gsize length = strlen (name);
  const char *random = name + length - 6;

  /* at least one letter of name before ".jsonl.XXXXXX" */
  if (length <= strlen (".jsonl.XXXXXX") || memcmp (random - 7, ".jsonl.", 7) != 0)
    return FALSE;
  for (guint i = 0; i < 6; i++)
    if (!g_ascii_isalnum (random[i]))
      return FALSE;
  return TRUE;
}

static gboolean
written_before (const char *path,
                gint64      limit)
{
  GStatBuf info;

  return g_lstat (path, &info) == 0 && S_ISREG (info.st_mode)
         && (gint64) info.st_mtime * G_USEC_PER_SEC < limit;
}

typedef gboolean (*LeftoverTest) (const char *dir,
                                  const char *name,
                                  gint64      started_at);

static gboolean
sync_test (const char *dir, const char *name, gint64 started_at)
{
  return is_dead_sync_build (name);
}

static gboolean
backup_test (const char *dir, const char *name, gint64 started_at)
{
  return is_dead_backup_temp (name);
}

static gboolean
game_test (const char *dir, const char *name, gint64 started_at)
{
  g_autofree char *path = NULL;

  if (!is_game_temp_name (name))
    return FALSE;
  path = g_build_filename (dir, name, NULL);
  return written_before (path, started_at - GAME_TEMP_GRACE);
}

static guint
remove_in (const char   *dir,
           LeftoverTest  is_leftover,
           gint64        started_at)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint removed = 0;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf info;

      if (!is_leftover (dir, name, started_at))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_lstat (path, &info) != 0 || !S_ISREG (info.st_mode))
        continue;
      if (g_unlink (path) == 0)
        {
          g_debug ("Removed the leftover “%s”", path);
          removed++;
        }
    }
  return removed;
}

guint
dr_leftovers_remove (const char *data_dir,
                     gint64      started_at)
{
  g_autofree char *backups = g_build_filename (data_dir, "backups", NULL);
  g_autofree char *games = g_build_filename (data_dir, "games", NULL);

  g_return_val_if_fail (data_dir != NULL, 0);

  return remove_in (data_dir, sync_test, started_at)
         + remove_in (backups, backup_test, started_at)
         + remove_in (games, game_test, started_at);
}
