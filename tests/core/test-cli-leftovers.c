/* test-cli-leftovers.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include "dr-leftovers.h"
#include "dr-test-helper.h"

/* Temporary files a crash left in the data folder go at the next start,
 * those of a writer still running and every real file stay (a hardening run
 * found them piling up). */

/* The pid of a process that has ended and been reaped. */
static int
dead_pid (void)
{
  pid_t pid = fork ();
  int status;

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return pid;
}

static void
write_file (const char *dir,
            const char *name,
            gint64      age_seconds)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);
  struct utimbuf times;

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "bytes", -1, NULL));
  times.actime = times.modtime = time (NULL) - age_seconds;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

static gboolean
exists (const char *dir,
        const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

typedef struct
{
  char *dir;
  char *dead_sync;
  char *dead_sync_journal;
  char *live_sync;
  char *dead_backup;
  char *live_backup;
} Leftovers;

/* Each kind of leftover, each next to names that look alike but are data. */
static void
leftovers_make (Leftovers *leftovers)
{
  int dead = dead_pid ();
  int live = getppid ();
  const char *dir;

  leftovers->dir = dr_test_make_tmp_dir ();
  dir = leftovers->dir;
  leftovers->dead_sync = g_strdup_printf ("cards.sqlite.sync-%d", dead);
  leftovers->dead_sync_journal = g_strdup_printf ("cards.sqlite.sync-%d-journal", dead);
  leftovers->live_sync = g_strdup_printf ("cards.sqlite.sync-%d", live);
  leftovers->dead_backup = g_strdup_printf ("backups/user-20261126T013000Z-daily.sqlite.%d.tmp", dead);
  leftovers->live_backup = g_strdup_printf ("backups/user-20261126T013000Z-manual.sqlite.%d.tmp", live);

  write_file (dir, leftovers->dead_sync, 0);
  write_file (dir, leftovers->dead_sync_journal, 0);
  write_file (dir, leftovers->live_sync, 0);
  write_file (dir, leftovers->dead_backup, 0);
  write_file (dir, leftovers->live_backup, 0);
  write_file (dir, "games/20261126-080000-noise.jsonl.a1B2c3", 2 * 60 * 60);
  write_file (dir, "games/20261126-090000-noise.jsonl.Zz9Yy8", 0);  /* being written now */

  /* Real files, some with names close to a leftover's. */
  write_file (dir, "cards.sqlite.sync-notes", 2 * 60 * 60);
  write_file (dir, "cards.sqlite.sync-12x", 2 * 60 * 60);
  write_file (dir, "backups/user-20261126T013000Z-daily.sqlite", 2 * 60 * 60);
  write_file (dir, "backups/notes.tmp", 2 * 60 * 60);
  write_file (dir, "games/20261126-080000-noise.jsonl", 2 * 60 * 60);
  write_file (dir, "games/20261126-080000-noise.jsonl.bak", 2 * 60 * 60);
  write_file (dir, "games/.jsonl.abcdef", 2 * 60 * 60);
  write_file (dir, "games/20261126-080000-noise.jsonl.backup1", 2 * 60 * 60);
  write_file (dir, "a.jsonl.a1B2c3", 2 * 60 * 60);  /* not in games/ */
}

static void
leftovers_assert_cleaned (const Leftovers *leftovers)
{
  const char *dir = leftovers->dir;

  g_assert_false (exists (dir, leftovers->dead_sync));
  g_assert_false (exists (dir, leftovers->dead_sync_journal));
  g_assert_false (exists (dir, leftovers->dead_backup));
  g_assert_false (exists (dir, "games/20261126-080000-noise.jsonl.a1B2c3"));

  g_assert_true (exists (dir, leftovers->live_sync));
  g_assert_true (exists (dir, leftovers->live_backup));
  g_assert_true (exists (dir, "games/20261126-090000-noise.jsonl.Zz9Yy8"));
  g_assert_true (exists (dir, "cards.sqlite.sync-notes"));
  g_assert_true (exists (dir, "cards.sqlite.sync-12x"));
  g_assert_true (exists (dir, "backups/user-20261126T013000Z-daily.sqlite"));
  g_assert_true (exists (dir, "backups/notes.tmp"));
  g_assert_true (exists (dir, "games/20261126-080000-noise.jsonl"));
  g_assert_true (exists (dir, "games/20261126-080000-noise.jsonl.bak"));
  g_assert_true (exists (dir, "games/.jsonl.abcdef"));
  g_assert_true (exists (dir, "games/20261126-080000-noise.jsonl.backup1"));
  g_assert_true (exists (dir, "a.jsonl.a1B2c3"));
}

static void
leftovers_clear (Leftovers *leftovers)
{
  dr_test_remove_tree (leftovers->dir);
  g_free (leftovers->dir);
  g_free (leftovers->dead_sync);
  g_free (leftovers->dead_sync_journal);
  g_free (leftovers->live_sync);
  g_free (leftovers->dead_backup);
  g_free (leftovers->live_backup);
}

static void
test_remove (void)
{
  Leftovers leftovers = { 0 };

  leftovers_make (&leftovers);
  g_assert_cmpuint (dr_leftovers_remove (leftovers.dir, g_get_real_time ()), ==, 4);
  leftovers_assert_cleaned (&leftovers);
  /* Nothing more the second time. */
  g_assert_cmpuint (dr_leftovers_remove (leftovers.dir, g_get_real_time ()), ==, 0);
  leftovers_clear (&leftovers);
}

/* The real command line, started on the folder. */
static void
test_cli_start (void)
{
  Leftovers leftovers = { 0 };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  leftovers_make (&leftovers);
  g_assert_cmpint (dr_test_run_cli (leftovers.dir, &out, &err, "collection", "show", NULL), ==, 0);
  leftovers_assert_cleaned (&leftovers);
  leftovers_clear (&leftovers);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/leftovers/remove", test_remove);
  g_test_add_func ("/leftovers/cli-start", test_cli_start);
  return g_test_run ();
}
