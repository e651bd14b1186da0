/* test-cli-backup.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "dr-test-helper.h"

/* The real deckrunner-cli on a damaged user database: every command that
 * needs it refuses with the kept file's path and what to do, the damaged
 * bytes stay as they were, and `backup restore` or `backup start-empty`
 * lead back. */

typedef struct
{
  char *dir;
  char *user_db;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->dir = dr_test_make_tmp_dir ();
  fixture->user_db = g_build_filename (fixture->dir, "user.sqlite", NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->user_db);
}

static int
run (Fixture         *fixture,
     DrTestCliResult *result,
     const char      *first_arg,
     ...)
{
  va_list args;

  dr_test_cli_result_clear (result);
  va_start (args, first_arg);
  result->status = dr_test_run_cli_valist (fixture->dir, NULL, &result->out, &result->err, first_arg, args);
  va_end (args);
  return result->status;
}

static char *
find_kept (Fixture *fixture)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "user.sqlite.damaged-") && !g_str_has_suffix (name, "-wal")
        && !g_str_has_suffix (name, "-shm"))
      return g_build_filename (fixture->dir, name, NULL);
  return NULL;
}

/* Two Core Sets, opened twice so that the daily backup holds them, then
 * the file overwritten. Returns the damaged bytes' checksum. */
static char *
damage_after_backup (Fixture *fixture)
{
  g_auto(DrTestCliResult) result = { 0 };

  g_assert_cmpint (run (fixture, &result, "collection", "add", "core", "2", NULL), ==, 0);
  g_assert_cmpint (run (fixture, &result, "backup", "list", NULL), ==, 0);
  g_assert_null (strstr (result.out, "daily"));
  g_assert_cmpint (run (fixture, &result, "collection", "show", NULL), ==, 0);
  g_assert_cmpint (run (fixture, &result, "backup", "list", NULL), ==, 0);
  g_assert_nonnull (strstr (result.out, "daily"));
  g_assert_true (g_file_set_contents (fixture->user_db, "not a database any more", -1, NULL));
  return dr_test_file_checksum (fixture->user_db);
}

static void
test_damaged_refused_then_restored (Fixture       *fixture,
                                    gconstpointer  data)
{
  static const char *const commands[][3] = {
    { "collection", "show", NULL },
    { "deck", "list", NULL },
    { "search", "own>0", NULL },
    { "backup", "make", NULL },
  };
  g_auto(DrTestCliResult) result = { 0 };
  g_autofree char *checksum = damage_after_backup (fixture);
  g_autofree char *kept = NULL;
  g_autofree char *kept_checksum = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_assert_cmpint (run (fixture, &result, commands[i][0], commands[i][1], NULL), ==, 2);
      g_clear_pointer (&kept, g_free);
      kept = find_kept (fixture);
      g_assert_nonnull (kept);
      g_assert_nonnull (strstr (result.err, kept));
      g_assert_nonnull (strstr (result.err, "backup restore"));
      g_assert_false (g_file_test (fixture->user_db, G_FILE_TEST_EXISTS));
    }
  kept_checksum = dr_test_file_checksum (kept);
  g_assert_cmpstr (kept_checksum, ==, checksum);

  g_assert_cmpint (run (fixture, &result, "backup", "list", NULL), ==, 0);
  g_assert_nonnull (strstr (result.out, kept));
  g_assert_cmpint (run (fixture, &result, "backup", "restore", NULL), ==, 0);
  g_assert_nonnull (strstr (result.out, "Restored"));
  g_assert_cmpint (run (fixture, &result, "collection", "show", NULL), ==, 0);
  g_assert_nonnull (strstr (result.out, "2 × Core Set"));
  g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));
}

static void
test_damaged_start_empty (Fixture       *fixture,
                          gconstpointer  data)
{
  g_auto(DrTestCliResult) result = { 0 };

  g_assert_true (g_file_set_contents (fixture->user_db, "not a database at all", -1, NULL));
  g_assert_cmpint (run (fixture, &result, "deck", "list", NULL), ==, 2);
  g_assert_nonnull (strstr (result.err, "no backup"));
  g_assert_cmpint (run (fixture, &result, "backup", "restore", NULL), ==, 2);
  g_assert_cmpint (run (fixture, &result, "backup", "start-empty", NULL), ==, 0);
  g_assert_cmpint (run (fixture, &result, "deck", "list", NULL), ==, 0);
  /* Once is enough. */
  g_assert_cmpint (run (fixture, &result, "backup", "start-empty", NULL), ==, 2);
}

static void
test_backup_make_and_restore_a_chosen_one (Fixture       *fixture,
                                           gconstpointer  data)
{
  g_auto(DrTestCliResult) result = { 0 };
  g_autofree char *backup = NULL;
  char *end;

  g_assert_cmpint (run (fixture, &result, "collection", "add", "core", "1", NULL), ==, 0);
  g_assert_cmpint (run (fixture, &result, "backup", "make", NULL), ==, 0);
  backup = g_strstrip (g_strdup (strstr (result.out, fixture->dir)));
  end = strchr (backup, '\n');
  if (end != NULL)
    *end = '\0';
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_assert_cmpint (run (fixture, &result, "collection", "add", "core", "2", NULL), ==, 0);
  g_assert_cmpint (run (fixture, &result, "backup", "restore", backup, NULL), ==, 0);
  /* What it replaced is kept, and said so. */
  g_assert_nonnull (strstr (result.out, "user.sqlite.replaced-"));
  g_assert_cmpint (run (fixture, &result, "collection", "show", NULL), ==, 0);
  g_assert_nonnull (strstr (result.out, "1 × Core Set"));
  g_assert_cmpint (run (fixture, &result, "backup", "restore", "/nonexistent/backup.sqlite", NULL), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli-backup/damaged-refused-then-restored", test_damaged_refused_then_restored);
  ADD ("/cli-backup/damaged-start-empty", test_damaged_start_empty);
  ADD ("/cli-backup/make-and-restore-a-chosen-one", test_backup_make_and_restore_a_chosen_one);
#undef ADD
  return g_test_run ();
}
