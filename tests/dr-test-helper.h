/* dr-test-helper.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include <stdarg.h>
#include <sqlite3.h>

#include "dr-card-store.h"

G_BEGIN_DECLS

char        *dr_test_make_tmp_dir      (void);
void         dr_test_remove_tree       (const char  *path);
/* g_test_add()'s fixture for a test over one database file: a temporary
 * folder of its own and the path of the file in it, not made yet. The
 * file's name is the test data (DR_TEST_ADD_DB). */
typedef struct
{
  char *dir;
  char *path;
} DrTestDbFixture;

void         dr_test_db_fixture_set_up    (DrTestDbFixture *fixture,
                                           gconstpointer    file_name);
void         dr_test_db_fixture_tear_down (DrTestDbFixture *fixture,
                                           gconstpointer    file_name);
#define DR_TEST_ADD_DB(test_path, file_name, func) \
  g_test_add (test_path, DrTestDbFixture, file_name, dr_test_db_fixture_set_up, func, \
              dr_test_db_fixture_tear_down)
void         dr_test_copy_tree         (const char  *from,
                                        const char  *to);
/* SHA-256 of a file's bytes, or NULL when it cannot be read. */
char        *dr_test_file_checksum     (const char  *path);
const char  *dr_test_shared_dir        (void);
gboolean     dr_test_skip_without_shared (void);
sqlite3     *dr_test_build_card_db     (const char  *dir,
                                        const char *const *files,
                                        GError     **error);
int          dr_test_query_int         (sqlite3     *db,
                                        const char  *sql);
int          dr_test_count_cards       (DrCardStore *store,
                                        const char  *game);
char        *dr_test_query_text        (sqlite3     *db,
                                        const char  *sql);
/* Writes @text to the file @name in @dir; returns its path. */
char        *dr_test_write_file        (const char  *dir,
                                        const char  *name,
                                        const char  *text);
/* @text as JSON (a copy of its root), failing the test when it is not JSON. */
JsonNode    *dr_test_parse_json        (const char  *text);
/* What a run of the CLI printed and how it ended. */
typedef struct
{
  int   status;
  char *out;
  char *err;
} DrTestCliResult;

void         dr_test_cli_result_clear  (DrTestCliResult *result);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (DrTestCliResult, dr_test_cli_result_clear)

/* The same with the environment @envp (NULL: this process's). */
int          dr_test_run_cli_valist    (const char  *data_dir,
                                        char       **envp,
                                        char       **out,
                                        char       **err,
                                        const char  *first_arg,
                                        va_list      args);
int          dr_test_run_cli           (const char  *data_dir,
                                        char       **out,
                                        char       **err,
                                        const char  *first_arg,
                                        ...) G_GNUC_NULL_TERMINATED;
/* Runs the CLI with @input on its standard input (NULL: nothing) and
 * keeps what it printed and how it ended in @result. */
void         dr_test_run_cli_with_input (DrTestCliResult *result,
                                         const char      *data_dir,
                                         const char      *input,
                                         const char      *first_arg,
                                         ...) G_GNUC_NULL_TERMINATED;
DrCardStore *dr_test_open_card_store   (const char  *dir,
                                        const char *const *files);
/* The card store of the card database file @path (built from the bundled
 * data when there is none) in @locale (NULL: English). */
DrCardStore *dr_test_open_card_store_at (const char *path,
                                         const char *locale);
DrCardStore *dr_test_open_fixture_store (const char *dir,
                                         const char *fixture,
                                         const char *const *packs);
DrCardStore *dr_test_open_full_store   (const char  *dir);
/* Closes @store, imports the ban or points list @json into its card
 * database, and opens it again. */
DrCardStore *dr_test_reopen_with_restrictions (DrCardStore *store,
                                               const char  *json);

G_END_DECLS
