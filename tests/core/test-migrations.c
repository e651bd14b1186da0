/* test-migrations.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "dr-card-bundle.h"
#include "dr-card-catalog.h"
#include "dr-card-db.h"
#include "dr-card-index.h"
#include "dr-search-private.h"
#include "dr-card-store-private.h"
#include "dr-collection.h"
#include "dr-db.h"
#include "dr-deck-store.h"
#include "dr-test-helper.h"
#include "dr-user-backup.h"
#include "dr-user-db.h"

/* Every schema version of both databases, as a file of that version with a
 * row in every one of its tables, upgraded by the current Deckrunner: every
 * row is still there, value for value, and the code of today reads and
 * writes it. A step added to src/core/sql/ needs its rows here: the tests
 * fail on a table they have not filled. */

/* Rows for the tables each user schema step creates, as that step left them. */
static const char *const user_rows[] = {
  /* 1 */
  "INSERT INTO settings VALUES ('marker', 'kept'), ('default-format', 'eternal');",
  /* 2 */
  "INSERT INTO decks VALUES (1, 'Old rush', 'netrunner', 'runner', '01001', 'standard', NULL, 'Notes.', 1000, 2000, NULL),"
  "  (2, 'In the trash', 'netrunner', 'corp', '01054', NULL, 'active', NULL, 1100, 2100, 3000);"
  "INSERT INTO deck_cards VALUES (1, '01050', 3), (1, '01002', 2), (2, '01110', 3);"
  "INSERT INTO deck_tags VALUES (1, 'rush', 0), (1, 'old', 1);"
  "INSERT INTO deck_versions VALUES (1, 1, 1, 1500, 'Old rush', 'netrunner', 'runner', '01001', 'standard', NULL, 'Notes.'),"
  "  (2, 2, 1, 1600, 'In the trash', 'netrunner', 'corp', '01054', NULL, 'active', NULL);"
  "INSERT INTO deck_version_cards VALUES (1, '01050', 3), (1, '01002', 2), (2, '01110', 3);"
  "INSERT INTO deck_version_tags VALUES (1, 'rush', 0);",
  /* 3 */
  "INSERT INTO collection_products VALUES ('core', 2);"
  "INSERT INTO collection_adjustments VALUES ('01050', -1), ('01002', 1);",
  /* 4 */
  "INSERT INTO built_decks VALUES (1, 2500);",
};

/* Every row of every table, in a stable order, with the columns @db had
 * before (so that a column added later does not count as a change). */
static char *
dump_tables (sqlite3    *db,
             GHashTable *columns_by_table)
{
  g_autoptr(GString) dump = g_string_new (NULL);
  g_autoptr(GList) tables = g_list_sort (g_hash_table_get_keys (columns_by_table), (GCompareFunc) strcmp);

  for (GList *l = tables; l != NULL; l = l->next)
    {
      const char *table = l->data;
      const char *columns = g_hash_table_lookup (columns_by_table, table);
      g_autofree char *sql = g_strdup_printf ("SELECT %s FROM \"%s\" ORDER BY 1, 2", columns, table);
      sqlite3_stmt *statement = NULL;

      g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL), ==, SQLITE_OK);
      g_string_append_printf (dump, "[%s]\n", table);
      while (sqlite3_step (statement) == SQLITE_ROW)
        {
          for (int c = 0; c < sqlite3_column_count (statement); c++)
            {
              const char *value = (const char *) sqlite3_column_text (statement, c);

              g_string_append_printf (dump, "%s%s", c > 0 ? "|" : "", value != NULL ? value : "NULL");
            }
          g_string_append_c (dump, '\n');
        }
      sqlite3_finalize (statement);
    }
  return g_strdup (dump->str);
}

/* table → "col1, col2, …" for every ordinary table (FTS shadow tables and
 * sqlite's own left out). */
static GHashTable *
read_columns (sqlite3 *db)
{
  GHashTable *columns = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  sqlite3_stmt *tables = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT name FROM sqlite_master WHERE type = 'table'"
                                           " AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%'",
                                       -1, &tables, NULL), ==, SQLITE_OK);
  while (sqlite3_step (tables) == SQLITE_ROW)
    {
      const char *table = (const char *) sqlite3_column_text (tables, 0);
      g_autofree char *sql = g_strdup_printf ("PRAGMA table_info (\"%s\")", table);
      g_autoptr(GString) list = g_string_new (NULL);
      sqlite3_stmt *info = NULL;

      g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &info, NULL), ==, SQLITE_OK);
      while (sqlite3_step (info) == SQLITE_ROW)
        g_string_append_printf (list, "%s\"%s\"", list->len > 0 ? ", " : "", sqlite3_column_text (info, 1));
      sqlite3_finalize (info);
      g_hash_table_insert (columns, g_strdup (table), g_strdup (list->str));
    }
  sqlite3_finalize (tables);
  return columns;
}

static void
assert_every_table_filled (sqlite3    *db,
                           GHashTable *columns_by_table)
{
  GHashTableIter iter;
  gpointer table;

  g_hash_table_iter_init (&iter, columns_by_table);
  while (g_hash_table_iter_next (&iter, &table, NULL))
    {
      g_autofree char *sql = g_strdup_printf ("SELECT count(*) FROM \"%s\"", (const char *) table);

      if (dr_test_query_int (db, sql) == 0)
        g_error ("table %s has no row: add one for it to this test", (const char *) table);
    }
}

static DrCardStore *
open_bundled_store (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  DrCardStore *store;

  g_assert_true (dr_card_bundle_install (path, &error));
  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  return store;
}

static void
test_user_db_from (gconstpointer data)
{
  guint version = GPOINTER_TO_UINT (data);
  const DrDbSchema *schema = dr_user_db_schema ();
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "user.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) columns = NULL;
  g_autoptr(GPtrArray) backups = NULL;
  g_autoptr(GPtrArray) versions = NULL;
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(DrCardStore) store = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *in_backup = NULL;
  g_autofree char *marker = NULL;
  DrCollection *collection;
  DrUserStore *user;
  sqlite3 *db;

  g_assert_cmpuint (G_N_ELEMENTS (user_rows), ==, schema->n_steps);
  db = dr_db_open (path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &error);
  g_assert_true (dr_db_migrate (db, schema, version, &error));
  g_assert_no_error (error);
  for (guint step = 0; step < version; step++)
    {
      g_assert_true (dr_db_exec (db, user_rows[step], &error));
      g_assert_no_error (error);
    }
  columns = read_columns (db);
  assert_every_table_filled (db, columns);
  before = dump_tables (db, columns);
  dr_db_close (db);

  user = dr_user_store_open (path, &error);
  g_assert_no_error (error);
  db = dr_user_store_get_db (user);
  g_assert_cmpint (dr_db_get_user_version (db), ==, schema->n_steps);
  after = dump_tables (db, columns);
  g_assert_cmpstr (after, ==, before);

  /* The file as it was is kept, when there was an upgrade to do. */
  backups = dr_user_backup_list (path);
  if (version < schema->n_steps)
    {
      sqlite3 *backup;

      g_assert_cmpuint (backups->len, ==, 1);
      g_assert_cmpstr (((DrUserBackup *) backups->pdata[0])->reason, ==, "migration");
      backup = dr_db_open (((DrUserBackup *) backups->pdata[0])->path, SQLITE_OPEN_READONLY, &error);
      g_assert_cmpint (dr_db_get_user_version (backup), ==, version);
      in_backup = dump_tables (backup, columns);
      g_assert_cmpstr (in_backup, ==, before);
      dr_db_close (backup);
    }

  /* Today's code reads and writes what the old one left. */
  marker = dr_user_db_get_setting (db, "marker");
  g_assert_cmpstr (marker, ==, "kept");
  if (version >= 2)
    {
      deck = dr_deck_store_load (user, 1, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (deck->name, ==, "Old rush");
      g_assert_cmpint (dr_deck_count_cards (deck), ==, 5);
      versions = dr_deck_store_list_versions (user, 1, &error);
      g_assert_cmpuint (versions->len, ==, 1);
      dr_deck_add (deck, "01007", 1);
      g_assert_cmpint (dr_deck_store_save (user, deck, &error), ==, 1);
      g_assert_no_error (error);
      g_clear_pointer (&versions, g_ptr_array_unref);
      versions = dr_deck_store_list_versions (user, 1, &error);
      g_assert_cmpuint (versions->len, ==, 2);
      g_assert_true (dr_deck_store_undelete (user, 2, &error));
      g_assert_true (dr_deck_store_set_built (user, 2, TRUE, &error));
      g_assert_no_error (error);
    }
  store = open_bundled_store (dir);
  collection = dr_collection_new (user, store);
  if (version >= 3)
    {
      g_assert_cmpint (dr_collection_get_product_count (collection, "core"), ==, 2);
      g_assert_cmpint (dr_collection_get_printing_owned (collection, "01002"), ==, 2 * 2 + 1);
    }
  g_assert_true (dr_collection_set_product_count (collection, "napd", 1, &error));
  g_assert_no_error (error);
  dr_collection_free (collection);
  dr_user_store_unref (user);
  g_clear_pointer (&store, dr_card_store_free);
  dr_test_remove_tree (dir);
}

/* Rows for every table of the card database of schema 1; later steps only
 * rebuild the full-text index and add a column. */
static const char card_rows[] =
  "INSERT INTO meta VALUES ('source', 'sync'), ('sync_url', 'https://example.invalid/api/');"
  "INSERT INTO sides VALUES ('corp', 'netrunner', 'Corp'), ('runner', 'netrunner', 'Runner');"
  "INSERT INTO factions VALUES ('neutral-corp', 'netrunner', 'Neutral', 'corp', 'aaaaaa', 0, 1);"
  "INSERT INTO types VALUES ('ice', 'netrunner', 'Ice', 3, 0, 'corp'), ('barrier', 'netrunner', 'Barrier', NULL, 1, 'corp');"
  "INSERT INTO cycles VALUES ('old', 'netrunner', 'Old Cycle', 1, 1, 1);"
  "INSERT INTO packs VALUES ('old', 'netrunner', 'old', 'Old Pack', 1, '2012-09-06', 2, 7);"
  "INSERT INTO cards (id, code, title, stripped_title, title_acronym, side_code, faction_code, type_code, keywords,"
  "  cost, strength, faction_cost, deck_limit, quantity, pack_code, position, text, stripped_text, flavor,"
  "  illustrator, is_latest, pack_date, cycle_code, cycle_position, cycle_rotated)"
  " VALUES (1, '00001', 'Ancient Wall', 'Ancient Wall', 'AW', 'corp', 'neutral-corp', 'ice', 'Barrier',"
  "  3, 4, 0, 3, 3, 'old', 1, 'Keeps out the unwary.', 'Keeps out the unwary.', NULL, 'Someone', 1,"
  "  '2012-09-06', 'old', 1, 1),"
  "  (2, '00002', 'Two Faced Wall', 'Two Faced Wall', 'TFW', 'corp', 'neutral-corp', 'ice', 'Barrier',"
  "  1, 1, 0, 3, 3, 'old', 2, 'Front.', 'Front.', NULL, NULL, 1, '2012-09-06', 'old', 1, 1);"
  "INSERT INTO card_faces VALUES ('00002', 1, 'Two Faced Wall (back)', 'Back.');"
  "INSERT INTO mwls VALUES ('old-list', 1, 'Old List', '2013-01-01', 1, NULL);"
  "INSERT INTO mwl_cards VALUES ('old-list', '00001', 'deck_limit', 0);"
  "INSERT INTO rotations VALUES ('old-rotation', 'Old Rotation', '2014-01-01');"
  "INSERT INTO rotation_cycles VALUES ('old-rotation', 'old');"
  "INSERT INTO prebuilts VALUES ('old-box', 'Old Box', 1, '2012-09-06');"
  "INSERT INTO prebuilt_cards VALUES ('old-box', '00001', 2);";

static void
test_card_db_from (gconstpointer data)
{
  guint version = GPOINTER_TO_UINT (data);
  const DrDbSchema *schema = dr_card_db_schema ();
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) columns = NULL;
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GPtrArray) faces = NULL;
  const GPtrArray *lists;
  g_autoptr(DrCardIndex) index = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  sqlite3 *db;

  db = dr_db_open (path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &error);
  g_assert_true (dr_db_migrate (db, schema, version, &error));
  g_assert_true (dr_db_exec (db, card_rows, &error));
  g_assert_no_error (error);
  if (version >= 2)
    g_assert_true (dr_db_exec (db, "INSERT INTO cards_fts (cards_fts) VALUES ('rebuild')", &error));
  if (version >= 5)
    g_assert_true (dr_db_exec (db, "INSERT INTO card_translations (code, locale, card_id, title, search_title)"
                                   "  VALUES ('00001', 'fr', 1, 'Mur imprudent', 'mur imprudent');"
                                   "INSERT INTO card_translations_fts (card_translations_fts) VALUES ('rebuild')",
                               &error));
  if (version >= 6)
    g_assert_true (dr_db_exec (db, "INSERT INTO name_translations VALUES ('types', 'ice', 'fr', 'Glace', 'glace')",
                               &error));
  columns = read_columns (db);
  assert_every_table_filled (db, columns);
  before = dump_tables (db, columns);
  dr_db_close (db);

  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  db = dr_card_store_get_db (store);
  g_assert_cmpint (dr_db_get_user_version (db), ==, schema->n_steps);
  after = dump_tables (db, columns);
  g_assert_cmpstr (after, ==, before);

  found = dr_card_search (db, "x:unwary t:ice s:barrier", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpstr (((DrCard *) found->pdata[0])->code, ==, "00001");
  g_clear_pointer (&found, g_ptr_array_unref);
  if (version >= 5)
    {
      g_autoptr(DrCard) translated = NULL;

      found = dr_card_search (db, "imprudent", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (found->len, ==, 1);
      g_clear_pointer (&found, g_ptr_array_unref);
      dr_card_store_set_locale (store, "fr");
      translated = dr_card_store_get_card (store, "00001");
      g_assert_cmpstr (translated->local_title, ==, "Mur imprudent");
    }
  if (version >= 6)
    {
      g_autoptr(GHashTable) types = NULL;

      dr_card_store_set_locale (store, "fr");
      types = dr_card_store_get_local_names (store, "types");
      g_assert_cmpstr (g_hash_table_lookup (types, "ice"), ==, "Glace");
      found = dr_card_store_search (store, "t:glace", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (found->len, ==, 2);
      g_clear_pointer (&found, g_ptr_array_unref);
    }
  found = dr_card_store_search (store, "e:old", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 2);
  faces = dr_card_store_get_faces (store, "00002");
  g_assert_cmpuint (faces->len, ==, 1);
  lists = dr_card_pool_get_ban_lists (dr_card_store_get_pool (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (lists->len, ==, 1);
  index = dr_card_index_new (store, &error);
  g_assert_no_error (error);
  g_assert_nonnull (dr_card_index_get (index, "00002"));

  g_clear_pointer (&store, dr_card_store_free);
  dr_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint version = 1; version <= dr_user_db_schema ()->n_steps; version++)
    {
      g_autofree char *name = g_strdup_printf ("/migrations/user-db/from-version-%u", version);

      g_test_add_data_func (name, GUINT_TO_POINTER (version), test_user_db_from);
    }
  for (guint version = 1; version <= dr_card_db_schema ()->n_steps; version++)
    {
      g_autofree char *name = g_strdup_printf ("/migrations/card-db/from-version-%u", version);

      g_test_add_data_func (name, GUINT_TO_POINTER (version), test_card_db_from);
    }
  return g_test_run ();
}
