/* dr-test-helper.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-test-helper"

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "dr-card-db.h"
#include "dr-test-helper.h"

char *
dr_test_make_tmp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("deckrunner-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
dr_test_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            dr_test_remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

void
dr_test_copy_tree (const char *from,
                   const char *to)
{
  GDir *dir = g_dir_open (from, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  g_mkdir_with_parents (to, 0700);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *source = g_build_filename (from, name, NULL);
      g_autofree char *target = g_build_filename (to, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      if (g_file_test (source, G_FILE_TEST_IS_DIR))
        {
          dr_test_copy_tree (source, target);
          continue;
        }
      g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (target, contents, length, NULL));
    }
  g_dir_close (dir);
}

char *
dr_test_file_checksum (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    return NULL;
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents, length);
}

/* ../shared beside the checkout: NetrunnerDB's data, absent in users' clones. */
const char *
dr_test_shared_dir (void)
{
  const char *dir = g_getenv ("DECKRUNNER_SHARED_DIR");

  if (dir == NULL || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    return NULL;
  return dir;
}

gboolean
dr_test_skip_without_shared (void)
{
  const char *dir = dr_test_shared_dir ();
  g_autofree char *cards = dir ? g_build_filename (dir, "netrunnerdb", "api-v2", "cards.json", NULL) : NULL;

  if (cards == NULL || !g_file_test (cards, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("../shared/netrunnerdb is absent (it is not part of a user's clone): "
                   "the full NetrunnerDB data test is skipped");
      return TRUE;
    }
  return FALSE;
}

/* A finished card database at DIR/cards.sqlite built from the given files. */
sqlite3 *
dr_test_build_card_db (const char         *dir,
                       const char *const  *files,
                       GError            **error)
{
  g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);
  sqlite3 *db = dr_card_db_create_for_build (path, error);

  if (db == NULL)
    return NULL;
  for (guint i = 0; files[i] != NULL; i++)
    if (!dr_card_db_import_file (db, files[i], error))
      {
        dr_db_close (db);
        return NULL;
      }
  if (!dr_card_db_finish_import (db, error)
      || !dr_db_set_meta (db, "source", "sync", error)
      || !dr_card_db_close_build (db, path, error))
    return NULL;
  return dr_db_open (path, SQLITE_OPEN_READWRITE, error);
}

int
dr_test_query_int (sqlite3    *db,
                   const char *sql)
{
  sqlite3_stmt *statement = NULL;
  int value;

  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (statement), ==, SQLITE_ROW);
  value = sqlite3_column_int (statement, 0);
  sqlite3_finalize (statement);
  return value;
}

char *
dr_test_query_text (sqlite3    *db,
                    const char *sql)
{
  sqlite3_stmt *statement = NULL;
  char *value = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL), ==, SQLITE_OK);
  if (sqlite3_step (statement) == SQLITE_ROW && sqlite3_column_text (statement, 0) != NULL)
    value = g_strdup ((const char *) sqlite3_column_text (statement, 0));
  sqlite3_finalize (statement);
  return value;
}
