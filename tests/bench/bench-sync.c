/* bench-sync.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "dr-bench.h"
#include "dr-db.h"
#include "dr-sync.h"
#include "dr-test-helper.h"
#include "dr-test-http-server.h"

/* A full sync of NetrunnerDB's data from our server on 127.0.0.1 into a new
 * card database, against a reference measured in the same run: the curl
 * command downloading the same files, then sqlite's json_each ingesting them. */

#define RUNS 5

static const char *const endpoints[] = {
  "sides", "factions", "types", "cycles", "packs", "cards", "mwl", "prebuilts",
};

/* The card fields the reference keeps, as bench-cards does. */
static const char *const card_fields[] = {
  "code", "title", "stripped_title", "type_code", "faction_code", "side_code", "pack_code",
  "position", "quantity", "deck_limit", "uniqueness", "keywords", "cost", "strength",
  "faction_cost", "influence_limit", "minimum_deck_size", "agenda_points", "advancement_cost",
  "memory_cost", "trash_cost", "base_link", "text", "flavor", "illustrator",
};

static double
time_our_sync (const char *dir,
               const char *source,
               guint       run)
{
  g_autofree char *sub = g_strdup_printf ("%s/ours-%u", dir, run);
  g_autofree char *path = g_build_filename (sub, "cards.sqlite", NULL);
  g_autoptr(DrSyncReport) report = NULL;
  g_autoptr(GError) error = NULL;
  DrSyncOptions options;
  gint64 start;

  g_mkdir_with_parents (sub, 0700);
  dr_sync_options_init (&options);
  options.source_url = g_strdup (source);
  options.http.allow_http_loopback = TRUE;
  start = g_get_monotonic_time ();
  report = dr_sync_run (path, &options, NULL, NULL, NULL, &error);
  start = g_get_monotonic_time () - start;
  g_assert_no_error (error);
  g_assert_cmpint (report->n_cards, ==, 2394);
  dr_sync_options_clear (&options);
  dr_test_remove_tree (sub);
  return start / 1000.0;
}

static void
ingest (sqlite3    *db,
        const char *file,
        const char *table,
        const char *columns,
        const char *select)
{
  g_autofree char *json = NULL;
  g_autofree char *create = g_strdup_printf ("CREATE TABLE %s (%s)", table, columns);
  g_autofree char *insert = g_strdup_printf ("INSERT INTO %s SELECT %s FROM json_each (?1, '$.data')",
                                             table, select);
  sqlite3_stmt *statement;
  gsize length;

  g_assert_true (g_file_get_contents (file, &json, &length, NULL));
  g_assert_true (dr_db_exec (db, create, NULL));
  g_assert_cmpint (sqlite3_prepare_v2 (db, insert, -1, &statement, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (statement, 1, json, length, SQLITE_STATIC);
  g_assert_cmpint (sqlite3_step (statement), ==, SQLITE_DONE);
  sqlite3_finalize (statement);
}

static double
time_reference (const char *dir,
                const char *curl,
                const char *source,
                guint       run)
{
  g_autofree char *sub = g_strdup_printf ("%s/reference-%u", dir, run);
  g_autofree char *path = g_build_filename (sub, "reference.sqlite", NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) card_columns = g_string_new (NULL);
  g_autoptr(GString) card_select = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  int wait_status;
  gint64 start;
  sqlite3 *db;

  g_mkdir_with_parents (sub, 0700);
  for (guint i = 0; i < G_N_ELEMENTS (card_fields); i++)
    {
      g_string_append_printf (card_columns, "%s%s", i ? ", " : "", card_fields[i]);
      g_string_append_printf (card_select, "%svalue ->> '%s'", i ? ", " : "", card_fields[i]);
    }
  g_ptr_array_add (argv, g_strdup (curl));
  g_ptr_array_add (argv, g_strdup ("--silent"));
  g_ptr_array_add (argv, g_strdup ("--fail"));
  for (guint i = 0; i < G_N_ELEMENTS (endpoints); i++)
    {
      g_ptr_array_add (argv, g_strconcat (source, endpoints[i], NULL));
      g_ptr_array_add (argv, g_strdup ("--output"));
      g_ptr_array_add (argv, g_strdup_printf ("%s/%s.json", sub, endpoints[i]));
    }
  g_ptr_array_add (argv, NULL);

  start = g_get_monotonic_time ();
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL,
                               &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait_status, NULL));
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_true (dr_db_exec (db, "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; BEGIN;", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (endpoints); i++)
    {
      g_autofree char *file = g_strdup_printf ("%s/%s.json", sub, endpoints[i]);

      if (g_str_equal (endpoints[i], "cards"))
        ingest (db, file, endpoints[i], card_columns->str, card_select->str);
      else
        ingest (db, file, endpoints[i], "value", "value");
    }
  g_assert_true (dr_db_exec (db, "COMMIT", NULL));
  sqlite3_close (db);
  start = g_get_monotonic_time () - start;
  dr_test_remove_tree (sub);
  return start / 1000.0;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autofree char *api = NULL;
  g_autofree char *source = NULL;
  g_autofree char *curl = g_find_program_in_path ("curl");
  double ours[RUNS], reference[RUNS];
  DrTestHttpServer *server;

  if (dr_test_shared_dir () == NULL)
    {
      g_print ("../shared/netrunnerdb is absent: the full sync benchmark is skipped\n");
      return 0;
    }
  dir = dr_test_make_tmp_dir ();
  api = g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", NULL);
  server = dr_test_http_server_new (api);
  source = dr_test_http_server_get_url (server);

  /* One of each first, so both start with warm file caches. */
  time_our_sync (dir, source, 0);
  if (curl != NULL)
    time_reference (dir, curl, source, 0);
  for (guint i = 0; i < RUNS; i++)
    {
      ours[i] = time_our_sync (dir, source, i);
      if (curl != NULL)
        reference[i] = time_reference (dir, curl, source, i);
    }

  if (curl == NULL)
    g_print ("full sync of the API v2 snapshot over 127.0.0.1: %.1f ms; the curl command is not installed "
             "(build-aux/dev.sh installs it), so the reference and the ratio are skipped\n",
             dr_bench_median (ours, RUNS));
  else
    {
      double ratio = dr_bench_median (ours, RUNS) / dr_bench_median (reference, RUNS);

      g_print ("full sync of the API v2 snapshot over 127.0.0.1: %.1f ms, reference (curl + sqlite json_each) "
               "%.1f ms, ratio %.2f (goal <= 1.5) %s\n",
               dr_bench_median (ours, RUNS), dr_bench_median (reference, RUNS), ratio, ratio <= 1.5 ? "MET" : "MISSED");
    }
  dr_test_http_server_free (server);
  dr_test_remove_tree (dir);
  return 0;
}
