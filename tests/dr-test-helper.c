/* dr-test-helper.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-test-helper"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <sys/wait.h>

#include "dr-card-db-private.h"
#include "dr-card-store.h"
#include "dr-error.h"
#include "dr-restrictions.h"
#include "dr-user-db.h"
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
dr_test_dir_fixture_set_up (DrTestDirFixture *fixture,
                            gconstpointer     unused)
{
  fixture->dir = dr_test_make_tmp_dir ();
}

void
dr_test_dir_fixture_tear_down (DrTestDirFixture *fixture,
                               gconstpointer     unused)
{
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

void
dr_test_db_fixture_set_up (DrTestDbFixture *fixture,
                           gconstpointer    file_name)
{
  fixture->dir = dr_test_make_tmp_dir ();
  fixture->path = g_build_filename (fixture->dir, file_name, NULL);
}

void
dr_test_db_fixture_tear_down (DrTestDbFixture *fixture,
                              gconstpointer    file_name)
{
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->path);
  g_free (fixture->dir);
}

/* g_ptr_array_sort hands the compare function pointers to the elements */
static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

GPtrArray *
dr_test_games_folder_names (const char *data_dir)
{
  g_autofree char *games = g_build_filename (data_dir, "games", NULL);
  g_autoptr (GDir) folder = g_dir_open (games, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  return names;
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

/* The rows of table cards, of @game (NULL: every game): counted by sqlite,
 * beside what the card pool read. */
int
dr_test_count_cards (DrCardStore *store,
                     const char  *game)
{
  sqlite3_stmt *statement = NULL;
  int count;

  g_assert_cmpint (sqlite3_prepare_v2 (dr_card_store_get_db (store),
                                       "SELECT count(*) FROM cards WHERE ?1 IS NULL OR game = ?1",
                                       -1, &statement, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (statement, 1, game, -1, SQLITE_STATIC);
  g_assert_cmpint (sqlite3_step (statement), ==, SQLITE_ROW);
  count = sqlite3_column_int (statement, 0);
  sqlite3_finalize (statement);
  return count;
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

char *
dr_test_write_file (const char *dir,
                    const char *name,
                    const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

JsonNode *
dr_test_parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

void
dr_test_cli_result_clear (DrTestCliResult *result)
{
  g_clear_pointer (&result->out, g_free);
  g_clear_pointer (&result->err, g_free);
}

/* Runs the real deckrunner-cli ($DECKRUNNER_CLI) as a user would, on
 * @data_dir when given; returns its exit status. */
int
dr_test_run_cli_valist (const char  *data_dir,
                        char       **envp,
                        char       **out,
                        char       **err,
                        const char  *first_arg,
                        va_list      args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  g_ptr_array_add (argv, (char *) g_getenv ("DECKRUNNER_CLI"));
  if (data_dir != NULL)
    {
      g_ptr_array_add (argv, "--data-dir");
      g_ptr_array_add (argv, (char *) data_dir);
    }
  for (const char *arg = first_arg; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

void
dr_test_run_cli_with_input (DrTestCliResult *result,
                            const char      *data_dir,
                            const char      *input,
                            const char      *first_arg,
                            ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  va_list args;

  g_ptr_array_add (argv, (char *) g_getenv ("DECKRUNNER_CLI"));
  if (data_dir != NULL)
    {
      g_ptr_array_add (argv, "--data-dir");
      g_ptr_array_add (argv, (char *) data_dir);
    }
  va_start (args, first_arg);
  for (const char *arg = first_arg; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, input != NULL ? input : "", NULL,
                                                &result->out, &result->err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  result->status = g_subprocess_get_exit_status (process);
}

int
dr_test_run_cli (const char  *data_dir,
                 char       **out,
                 char       **err,
                 const char  *first_arg,
                 ...)
{
  va_list args;
  int status;

  va_start (args, first_arg);
  status = dr_test_run_cli_valist (data_dir, NULL, out, err, first_arg, args);
  va_end (args);
  return status;
}

/* A card store over DIR/cards.sqlite built from the given files, as the
 * application opens it. */
DrCardStore *
dr_test_open_card_store (const char         *dir,
                         const char *const  *files)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);
  sqlite3 *db = dr_test_build_card_db (dir, files, &error);
  DrCardStore *store;

  g_assert_no_error (error);
  dr_db_close (db);
  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  return store;
}

DrCardStore *
dr_test_open_card_store_at (const char *path,
                            const char *locale)
{
  g_autoptr(GError) error = NULL;
  DrCardStore *store = dr_card_store_open (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (store);
  dr_card_store_set_locale (store, locale);
  g_assert_cmpstr (dr_card_store_get_locale (store), ==, locale);
  return store;
}

/* A card store built from tests/fixtures/FIXTURE: its sides, factions,
 * types, cycles and packs, and the named packs of FIXTURE/pack. */
DrCardStore *
dr_test_open_fixture_store (const char        *dir,
                            const char        *fixture,
                            const char *const *packs)
{
  static const char *const names[] = { "sides.json", "factions.json", "types.json", "cycles.json", "packs.json" };
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_ptr_array_add (files, g_test_build_filename (G_TEST_DIST, "fixtures", fixture, names[i], NULL));
  for (guint i = 0; packs[i] != NULL; i++)
    {
      g_autofree char *file = g_strconcat (packs[i], ".json", NULL);

      g_ptr_array_add (files, g_test_build_filename (G_TEST_DIST, "fixtures", fixture, "pack", file, NULL));
    }
  g_ptr_array_add (files, NULL);
  return dr_test_open_card_store (dir, (const char *const *) files->pdata);
}

/* NetrunnerDB's whole card pool from ../shared and the Lockpick box we
 * ship; NULL, with the test skipped, when ../shared is absent. */
DrCardStore *
dr_test_open_full_store (const char *dir)
{
  static const char *const api_files[] = {
    "sides.json", "factions.json", "types.json", "cycles.json", "packs.json", "cards.json", "mwl.json",
    "prebuilts.json",
  };
  static const char *const lockpick_files[] = {
    "sides.json", "types.json", "cycles.json", "packs.json", "pack/lockpick.json",
  };
  g_autoptr(GPtrArray) files = NULL;

  if (dr_test_skip_without_shared ())
    return NULL;
  files = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < G_N_ELEMENTS (api_files); i++)
    g_ptr_array_add (files, g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", api_files[i], NULL));
  for (guint i = 0; i < G_N_ELEMENTS (lockpick_files); i++)
    g_ptr_array_add (files, g_test_build_filename (G_TEST_DIST, "..", "data", "cards", "lockpick",
                                                   lockpick_files[i], NULL));
  g_ptr_array_add (files, NULL);
  return dr_test_open_card_store (dir, (const char *const *) files->pdata);
}

DrCardStore *
dr_test_reopen_with_restrictions (DrCardStore *store,
                                  const char  *json)
{
  g_autofree char *path = g_strdup (dr_card_store_get_path (store));
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = dr_test_parse_json (json);
  DrRestrictionImport result;
  DrCardStore *reopened;
  sqlite3 *db;

  dr_card_store_free (store);
  db = dr_db_open (path, SQLITE_OPEN_READWRITE, &error);
  g_assert_no_error (error);
  dr_restriction_import_init (&result);
  g_assert_true (dr_restrictions_import_json (db, root, "test.json", &result, &error));
  g_assert_no_error (error);
  dr_restriction_import_clear (&result);
  dr_db_close (db);
  reopened = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  return reopened;
}

void
dr_test_count_items_changed_cb (GListModel         *model,
                                guint               position,
                                guint               removed,
                                guint               added,
                                DrTestModelChanges *changes)
{
  changes->n_signals++;
  changes->position = position;
  changes->removed += removed;
  changes->added += added;
}

DrDeck *
dr_test_noise_deck (const char *name,
                    const char *format,
                    guint       last_code)
{
  DrDeck *deck = dr_deck_new (name, "netrunner");

  deck->side = g_strdup ("runner");
  deck->identity = g_strdup ("01001");
  deck->format = g_strdup (format);
  for (guint code = 1002; code <= last_code; code++)
    {
      g_autofree char *text = g_strdup_printf ("0%u", code);

      dr_deck_set_quantity (deck, text, 3);
    }
  return deck;
}

DrCardStore *
dr_test_open_bundled_store (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);

  return dr_test_open_card_store_at (path, NULL);
}

DrCardStore *
dr_test_open_reprints_store (const char *dir)
{
  static const char *const packs[] = { "ori", "ori2", "mid", "gate", "soon", NULL };

  return dr_test_open_fixture_store (dir, "search", packs);
}

DrCardIndex *
dr_test_card_index_new (DrCardStore *store)
{
  g_autoptr(GError) error = NULL;
  DrCardIndex *index = dr_card_index_new (store, &error);

  g_assert_no_error (error);
  g_assert_nonnull (index);
  return index;
}

void
dr_test_assert_user_db_too_new (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize before_len, after_len;

  g_assert_true (g_file_get_contents (path, &before, &before_len, NULL));
  g_assert_null (dr_user_db_open (path, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_SCHEMA_TOO_NEW);
  g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
  g_assert_cmpmem (before, before_len, after, after_len);
}
