/* test-user-rescue.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>
#include <utime.h>

#include "dr-db.h"
#include "dr-error.h"
#include "dr-test-helper.h"
#include "dr-user-backup.h"
#include "dr-user-db.h"
#include "dr-user-rescue.h"
#include "dr-user-store.h"

/* A damaged user database is kept aside and never written over, the user
 * is told where and offered the newest good backup; backups are made
 * before migrations and daily, and rotated. Real files in a temp folder. */

static void
set_setting (const char *path,
             const char *value)
{
  g_autoptr(GError) error = NULL;
  sqlite3 *db = dr_user_db_open (path, &error);

  g_assert_no_error (error);
  g_assert_true (dr_user_db_set_setting (db, "marker", value, &error));
  g_assert_no_error (error);
  dr_db_close (db);
}

static char *
get_setting (const char *path)
{
  g_autoptr(GError) error = NULL;
  sqlite3 *db = dr_user_db_open (path, &error);
  char *value;

  g_assert_no_error (error);
  value = dr_user_db_get_setting (db, "marker");
  dr_db_close (db);
  return value;
}

/* A file with "first" and a backup of it, then "second" written after. */
static void
make_backed_up_file (DrTestDbFixture *fixture)
{
  g_autoptr(GPtrArray) backups = NULL;

  set_setting (fixture->path, "first");
  /* Opened again: it existed, so the daily backup is made now. */
  set_setting (fixture->path, "second");
  backups = dr_user_backup_list (fixture->path);
  g_assert_cmpuint (backups->len, ==, 1);
  g_assert_cmpstr (((DrUserBackup *) backups->pdata[0])->reason, ==, "daily");
}

static void
assert_damaged_and_kept (DrTestDbFixture *fixture,
                         const char      *checksum)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrUserDamage) damage = NULL;
  g_autofree char *kept_checksum = NULL;
  sqlite3 *db = dr_user_db_open (fixture->path, &error);

  g_assert_null (db);
  g_assert_error (error, DR_ERROR, DR_ERROR_DAMAGED);
  g_assert_nonnull (strstr (error->message, fixture->path));
  g_assert_false (g_file_test (fixture->path, G_FILE_TEST_EXISTS));

  damage = dr_user_damage_find (fixture->path);
  g_assert_nonnull (damage);
  g_assert_nonnull (strstr (error->message, damage->kept_path));
  g_assert_true (g_str_has_prefix (damage->kept_path, fixture->path));
  if (checksum != NULL)
    {
      kept_checksum = dr_test_file_checksum (damage->kept_path);
      g_assert_cmpstr (kept_checksum, ==, checksum);
    }

  /* Every later start says the same and still creates nothing, whether it
   * opens the file or the store over it. */
  g_clear_error (&error);
  g_assert_null (dr_user_db_open (fixture->path, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_DAMAGED);
  g_assert_nonnull (strstr (error->message, damage->kept_path));
  g_clear_error (&error);
  g_assert_null (dr_user_store_open (fixture->path, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_DAMAGED);
  g_assert_false (g_file_test (fixture->path, G_FILE_TEST_EXISTS));
}

static void
test_garbage_is_kept_and_backup_restored (DrTestDbFixture *fixture,
                                          gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrUserDamage) damage = NULL;
  g_autofree char *checksum = NULL;
  g_autofree char *value = NULL;
  g_autofree char *replaced = NULL;

  make_backed_up_file (fixture);
  g_assert_true (g_file_set_contents (fixture->path, "this is no database, but it was once", -1, NULL));
  checksum = dr_test_file_checksum (fixture->path);
  assert_damaged_and_kept (fixture, checksum);

  damage = dr_user_damage_find (fixture->path);
  g_assert_nonnull (damage->backup);
  g_assert_true (dr_user_rescue_restore (fixture->path, damage->backup->path, &replaced, &error));
  g_assert_no_error (error);
  g_assert_null (replaced);
  value = get_setting (fixture->path);
  g_assert_cmpstr (value, ==, "first");
  /* The damaged file stays where it was kept. */
  g_assert_true (g_file_test (damage->kept_path, G_FILE_TEST_EXISTS));
  g_assert_null (dr_user_damage_find (fixture->path));
}

/* Damage deep inside the file, which only sqlite's check finds. */
static void
test_damaged_page_is_found (DrTestDbFixture *fixture,
                            gconstpointer    data)
{
  g_autofree char *contents = NULL;
  g_autofree char *checksum = NULL;
  gsize length;
  sqlite3 *db;
  g_autoptr(GError) error = NULL;

  db = dr_user_db_open (fixture->path, &error);
  g_assert_no_error (error);
  /* Enough rows for several pages, then everything into the main file. */
  g_assert_true (dr_db_exec (db, "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)"
                                 " INSERT INTO settings (key, value) SELECT 'k' || i, hex (randomblob (40)) FROM n;"
                                 "PRAGMA wal_checkpoint(TRUNCATE);", &error));
  g_assert_no_error (error);
  dr_db_close (db);

  g_assert_true (g_file_get_contents (fixture->path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 8 * 4096);
  /* Past the header and the schema's own pages: a page in the middle of
   * the settings, its cell pointers overwritten. */
  memset (contents + (length / 2 / 4096) * 4096 + 8, 0x5a, 3000);
  g_assert_true (g_file_set_contents (fixture->path, contents, length, NULL));
  checksum = dr_test_file_checksum (fixture->path);
  assert_damaged_and_kept (fixture, checksum);
}

static void
test_unreadable_is_kept (DrTestDbFixture *fixture,
                         gconstpointer    data)
{
  g_assert_cmpint (g_mkdir (fixture->path, 0700), ==, 0);
  assert_damaged_and_kept (fixture, NULL);
}

static void
test_start_empty (DrTestDbFixture *fixture,
                  gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrUserDamage) damage = NULL;
  g_autofree char *value = NULL;

  g_assert_true (g_file_set_contents (fixture->path, "garbage garbage garbage", -1, NULL));
  assert_damaged_and_kept (fixture, NULL);
  damage = dr_user_damage_find (fixture->path);
  g_assert_null (damage->backup);

  g_assert_true (dr_user_rescue_start_empty (fixture->path, &error));
  g_assert_no_error (error);
  value = get_setting (fixture->path);
  g_assert_null (value);
  g_assert_true (g_file_test (damage->kept_path, G_FILE_TEST_EXISTS));
  /* Not over a file that is there. */
  g_assert_false (dr_user_rescue_start_empty (fixture->path, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
}

static void
test_restore_over_a_good_file_keeps_it (DrTestDbFixture *fixture,
                                        gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) backups = NULL;
  g_autofree char *replaced = NULL;
  g_autofree char *value = NULL;
  g_autofree char *kept_value = NULL;
  sqlite3 *kept;

  make_backed_up_file (fixture);
  backups = dr_user_backup_list (fixture->path);
  g_assert_true (dr_user_rescue_restore (fixture->path, ((DrUserBackup *) backups->pdata[0])->path,
                                         &replaced, &error));
  g_assert_no_error (error);
  g_assert_nonnull (replaced);
  value = get_setting (fixture->path);
  g_assert_cmpstr (value, ==, "first");
  kept = dr_db_open (replaced, SQLITE_OPEN_READONLY, &error);
  g_assert_no_error (error);
  kept_value = dr_user_db_get_setting (kept, "marker");
  g_assert_cmpstr (kept_value, ==, "second");
  dr_db_close (kept);
}

static void
test_too_new_is_left_alone (DrTestDbFixture *fixture,
                            gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  sqlite3 *db = dr_db_open (fixture->path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &error);

  g_assert_true (dr_db_exec (db, "PRAGMA user_version = 99", &error));
  dr_db_close (db);
  before = dr_test_file_checksum (fixture->path);
  g_assert_null (dr_user_db_open (fixture->path, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_SCHEMA_TOO_NEW);
  after = dr_test_file_checksum (fixture->path);
  g_assert_cmpstr (before, ==, after);
  g_assert_null (dr_user_damage_find (fixture->path));
}

static void
test_backups_rotate (DrTestDbFixture *fixture,
                     gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) backups = NULL;
  sqlite3 *db = dr_user_db_open (fixture->path, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < DR_USER_BACKUP_KEEP + 3; i++)
    {
      g_autoptr(DrUserBackup) backup = dr_user_backup_make (db, fixture->path, "manual", &error);
      g_autofree char *problem = NULL;

      g_assert_no_error (error);
      g_assert_nonnull (backup);

      if (!dr_user_backup_check_file (backup->path, &problem))
        g_error ("%s: %s", backup->path, problem);
    }
  /* What a backup killed half way leaves: an old one goes, a new one may
   * still be written. */
  {
    g_autofree char *dir = dr_user_backup_dir (fixture->path);
    g_autofree char *stale = g_build_filename (dir, "user-20200101T000000Z-daily.sqlite.123.tmp", NULL);
    g_autofree char *fresh = g_build_filename (dir, "user-20200101T000001Z-daily.sqlite.124.tmp", NULL);
    struct utimbuf old_times = { 1000, 1000 };
    g_autoptr(DrUserBackup) backup = NULL;

    g_assert_true (g_file_set_contents (stale, "half", -1, NULL));
    g_assert_true (g_file_set_contents (fresh, "half", -1, NULL));
    g_assert_cmpint (g_utime (stale, &old_times), ==, 0);
    backup = dr_user_backup_make (db, fixture->path, "manual", &error);
    g_assert_no_error (error);
    g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  }
  dr_db_close (db);
  backups = dr_user_backup_list (fixture->path);
  g_assert_cmpuint (backups->len, ==, DR_USER_BACKUP_KEEP);
  for (guint i = 1; i < backups->len; i++)
    g_assert_cmpint (((DrUserBackup *) backups->pdata[i - 1])->time, >=,
                     ((DrUserBackup *) backups->pdata[i])->time);
}

static void
test_daily_backup (DrTestDbFixture *fixture,
                   gconstpointer    data)
{
  g_autoptr(GPtrArray) backups = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GPtrArray) later = NULL;
  g_autofree char *old_path = NULL;
  g_autofree char *dir = dr_user_backup_dir (fixture->path);

  make_backed_up_file (fixture);
  set_setting (fixture->path, "third");
  after = dr_user_backup_list (fixture->path);
  g_assert_cmpuint (after->len, ==, 1);

  /* A day later. */
  old_path = g_build_filename (dir, "user-20200101T000000Z-daily.sqlite", NULL);
  g_assert_cmpint (g_rename (((DrUserBackup *) after->pdata[0])->path, old_path), ==, 0);
  set_setting (fixture->path, "fourth");
  later = dr_user_backup_list (fixture->path);
  g_assert_cmpuint (later->len, ==, 2);
  g_assert_cmpstr (((DrUserBackup *) later->pdata[1])->path, ==, old_path);
}

/* An older file is copied, as it was, before it is upgraded. */
static void
test_backup_before_migration (DrTestDbFixture *fixture,
                              gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) backups = NULL;
  const DrDbSchema *schema = dr_user_db_schema ();
  sqlite3 *db = dr_db_open (fixture->path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &error);
  sqlite3 *backup;

  g_assert_true (dr_db_migrate (db, schema, schema->n_steps - 1, &error));
  g_assert_no_error (error);
  g_assert_true (dr_user_db_set_setting (db, "marker", "old", &error));
  dr_db_close (db);

  db = dr_user_db_open (fixture->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_db_get_user_version (db), ==, schema->n_steps);
  dr_db_close (db);
  backups = dr_user_backup_list (fixture->path);
  g_assert_cmpuint (backups->len, >=, 1);
  g_assert_cmpstr (((DrUserBackup *) backups->pdata[backups->len - 1])->reason, ==, "migration");
  backup = dr_db_open (((DrUserBackup *) backups->pdata[backups->len - 1])->path, SQLITE_OPEN_READONLY, &error);
  g_assert_cmpint (dr_db_get_user_version (backup), ==, schema->n_steps - 1);
  dr_db_close (backup);
}

/* A backup that is damaged too is passed over for an older good one. */
static void
test_damaged_backup_passed_over (DrTestDbFixture *fixture,
                                 gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrUserBackup) good = NULL;
  g_autoptr(DrUserBackup) bad = NULL;
  g_autoptr(DrUserBackup) found = NULL;
  sqlite3 *db = dr_user_db_open (fixture->path, &error);

  good = dr_user_backup_make (db, fixture->path, "manual", &error);
  g_assert_no_error (error);
  g_usleep (G_USEC_PER_SEC * 11 / 10);
  bad = dr_user_backup_make (db, fixture->path, "manual", &error);
  g_assert_no_error (error);
  dr_db_close (db);
  g_assert_true (g_file_set_contents (bad->path, "broken", -1, NULL));
  found = dr_user_backup_find_good (fixture->path);
  g_assert_nonnull (found);
  g_assert_cmpstr (found->path, ==, good->path);
  g_assert_false (dr_user_rescue_restore (fixture->path, bad->path, NULL, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_DAMAGED);
}

/* The user store: settings kept across opens, its file open while any
 * reference is held, and a read-only handle taken over reads but refuses
 * writes with an error. */
static void
test_user_store (DrTestDbFixture *fixture,
                 gconstpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *value = NULL;
  g_autofree char *read_back = NULL;
  DrUserStore *store = dr_user_store_open (fixture->path, &error);
  DrUserStore *held;
  DrUserStore *read_only;

  g_assert_no_error (error);
  g_assert_true (dr_user_store_set_setting (store, "theme", "dark", &error));
  g_assert_no_error (error);
  held = dr_user_store_ref (store);
  dr_user_store_unref (store);
  value = dr_user_store_get_setting (held, "theme");
  g_assert_cmpstr (value, ==, "dark");
  g_assert_null (dr_user_store_get_setting (held, "no-such-key"));
  dr_user_store_unref (held);

  g_assert_null (dr_user_store_new_for_db (NULL));
  read_only = dr_user_store_new_for_db (dr_db_open (fixture->path, SQLITE_OPEN_READONLY, &error));
  g_assert_no_error (error);
  read_back = dr_user_store_get_setting (read_only, "theme");
  g_assert_cmpstr (read_back, ==, "dark");
  g_assert_false (dr_user_store_set_setting (read_only, "theme", "light", &error));
  g_assert_nonnull (error);
  dr_user_store_unref (read_only);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) DR_TEST_ADD_DB (path, "user.sqlite", func)
  ADD ("/user-rescue/garbage-kept-and-backup-restored", test_garbage_is_kept_and_backup_restored);
  ADD ("/user-rescue/damaged-page-found", test_damaged_page_is_found);
  ADD ("/user-rescue/unreadable-kept", test_unreadable_is_kept);
  ADD ("/user-rescue/start-empty", test_start_empty);
  ADD ("/user-rescue/restore-over-good-file-keeps-it", test_restore_over_a_good_file_keeps_it);
  ADD ("/user-rescue/too-new-left-alone", test_too_new_is_left_alone);
  ADD ("/user-rescue/backups-rotate", test_backups_rotate);
  ADD ("/user-rescue/daily-backup", test_daily_backup);
  ADD ("/user-rescue/backup-before-migration", test_backup_before_migration);
  ADD ("/user-rescue/damaged-backup-passed-over", test_damaged_backup_passed_over);
  ADD ("/user-store/settings-and-references", test_user_store);
#undef ADD
  return g_test_run ();
}
