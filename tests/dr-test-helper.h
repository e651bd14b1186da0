/* dr-test-helper.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <stdarg.h>
#include <sqlite3.h>

#include "dr-card-index.h"
#include "dr-card-store.h"
#include "dr-deck.h"

G_BEGIN_DECLS

char        *dr_test_make_tmp_dir      (void);
void         dr_test_remove_tree       (const char  *path);
/* The names of every entry of a data folder's games folder, sorted (none
 * when there is no such folder). */
GPtrArray   *dr_test_games_folder_names (const char *data_dir);
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
/* g_test_add()'s fixture for a test in a temporary folder of its own. */
typedef struct
{
  char *dir;
} DrTestDirFixture;

void         dr_test_dir_fixture_set_up    (DrTestDirFixture *fixture,
                                            gconstpointer     unused);
void         dr_test_dir_fixture_tear_down (DrTestDirFixture *fixture,
                                            gconstpointer     unused);
#define DR_TEST_ADD_DIR(test_path, func) \
  g_test_add (test_path, DrTestDirFixture, NULL, dr_test_dir_fixture_set_up, func, \
              dr_test_dir_fixture_tear_down)
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
/* A Netrunner deck of Noise (01001) and three of each Core Set card from
 * 01002 to @last_code (01016: Noise's other Anarch cards, 45 cards). */
DrDeck      *dr_test_noise_deck        (const char  *name,
                                        const char  *format,
                                        guint        last_code);
/* Fails the test unless dr_user_db_open() refuses the user database file
 * @path as made by a newer Deckrunner, leaving its bytes as they were. */
void         dr_test_assert_user_db_too_new (const char *path);
/* What a GListModel's ::items-changed signals said: how many came, the
 * position of the last, and the items removed and added in all. */
typedef struct
{
  guint n_signals;
  guint position;
  guint removed;
  guint added;
} DrTestModelChanges;

/* An ::items-changed handler adding to the DrTestModelChanges it is given. */
void         dr_test_count_items_changed_cb (GListModel         *model,
                                             guint               position,
                                             guint               removed,
                                             guint               added,
                                             DrTestModelChanges *changes);
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
/* The card store of a new card database in @dir, built from the bundled
 * card data. */
DrCardStore *dr_test_open_bundled_store (const char *dir);
/* The packs of the search fixture with reprints: Tollgate in Origins One
 * (01003) and Gateway (30005), Lantern Hound in Midgame and the unreleased
 * Coming Soon. */
DrCardStore *dr_test_open_reprints_store (const char *dir);
/* @store's card index, failing the test when it cannot be made. */
DrCardIndex *dr_test_card_index_new    (DrCardStore *store);
/* Closes @store, imports the ban or points list @json into its card
 * database, and opens it again. */
DrCardStore *dr_test_reopen_with_restrictions (DrCardStore *store,
                                               const char  *json);

G_END_DECLS
