/* bench-card-memory.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <malloc.h>
#include <stdio.h>
#include <string.h>

#include "dr-card-facts.h"
#include "dr-card-index.h"
#include "dr-card-search.h"
#include "dr-card-store.h"
#include "dr-collection.h"
#include "dr-legality.h"
#include "dr-test-helper.h"
#include "dr-user-store.h"

/* Resident memory of the card data once loaded the way the app loads it at
 * start and in the deck editor: the card store's cards (first search), the
 * collection's owned counts, the deck-list index, the statistics facts and a
 * legality context, over NetrunnerDB's full data when ../shared is there,
 * else over the bundled data. Only public calls, so that the same file
 * measures an older tree too. */

static long
resident_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmRSS:");
  return line != NULL ? strtol (line + strlen ("VmRSS:"), NULL, 10) : -1;
}

/* Heap in use, which freed blocks reused later do not blur as RSS does. */
static long
heap_kib (void)
{
  return (long) (mallinfo2 ().uordblks / 1024);
}

/* In a process of its own, so that building the card database leaves
 * nothing behind: opens the store at @path and reads the card data. */
static int
measure (const char *path)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *user_path = g_build_filename (dir, "user.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  DrLegalityOptions options = { "standard", NULL, NULL, 0 };
  DrCardStore *store;
  DrUserStore *user;
  DrCollection *collection;
  GHashTable *owned;
  GPtrArray *results;
  DrCardIndex *index;
  DrCardFacts *facts;
  DrLegalityContext *ctx;
  DrLegalityContext *more[2];
  DrLegalityOptions more_options[2] = { { "startup", NULL, NULL, 0 }, { "eternal", NULL, NULL, 0 } };
  long heap_formats;
  long rss_before, heap_before, heap_search, heap_all;
  gint64 start, elapsed;

  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  user = dr_user_store_open (user_path, &error);
  g_assert_no_error (error);
  collection = dr_collection_new (user, store);

  rss_before = resident_kib ();
  heap_before = heap_kib ();
  start = g_get_monotonic_time ();
  results = dr_card_store_search (store, "t:identity", &error);
  g_assert_no_error (error);
  owned = dr_collection_owned_by_title (collection, &error);
  g_assert_no_error (error);
  heap_search = heap_kib ();
  index = dr_card_index_new (store, &error);
  g_assert_no_error (error);
  facts = dr_card_facts_new (store, &error);
  g_assert_no_error (error);
  ctx = dr_legality_context_new (store, &options, &error);
  g_assert_no_error (error);
  elapsed = g_get_monotonic_time () - start;
  heap_all = heap_kib ();
  /* The decks view checks decks of every format: a context each. */
  for (guint i = 0; i < G_N_ELEMENTS (more); i++)
    {
      more[i] = dr_legality_context_new (store, &more_options[i], &error);
      g_assert_no_error (error);
    }
  heap_formats = heap_kib ();

  g_print ("card data after the first search and the owned counts: heap +%ld KiB\n",
           heap_search - heap_before);
  g_print ("card data with the deck-list index, statistics facts and a legality context: "
           "heap +%ld KiB, resident +%ld KiB, process resident %ld KiB (all read in %.1f ms)\n",
           heap_all - heap_before, resident_kib () - rss_before, resident_kib (), elapsed / 1000.0);
  g_print ("two more legality contexts (Startup, Eternal): heap +%ld KiB\n", heap_formats - heap_all);
  for (guint i = 0; i < G_N_ELEMENTS (more); i++)
    dr_legality_context_free (more[i]);

  dr_legality_context_free (ctx);
  dr_card_facts_free (facts);
  dr_card_index_free (index);
  g_ptr_array_unref (results);
  g_hash_table_unref (owned);
  dr_collection_free (collection);
  dr_user_store_unref (user);
  dr_card_store_free (store);
  dr_test_remove_tree (dir);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *self = NULL;
  DrCardStore *store;
  int status;

  if (argc == 3 && g_str_equal (argv[1], "--measure"))
    return measure (argv[2]);
  g_test_init (&argc, &argv, NULL);
  dir = dr_test_make_tmp_dir ();
  path = g_build_filename (dir, "cards.sqlite", NULL);
  store = dr_test_open_full_store (dir);
  if (store == NULL)
    {
      g_print ("../shared/netrunnerdb is absent: measuring the bundled data\n");
      store = dr_card_store_open (path, &error);
      g_assert_no_error (error);
    }
  dr_card_store_free (store);
  self = g_file_read_link ("/proc/self/exe", &error);
  g_assert_no_error (error);
  {
    const char *child_argv[] = { self, "--measure", path, NULL };

    g_spawn_sync (NULL, (char **) child_argv, NULL, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL,
                  NULL, NULL, &status, &error);
  }
  g_assert_no_error (error);
  dr_test_remove_tree (dir);
  return g_spawn_check_wait_status (status, NULL) ? 0 : 1;
}
