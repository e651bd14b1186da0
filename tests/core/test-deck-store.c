/* test-deck-store.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>

#include "dr-card-store.h"
#include "dr-db.h"
#include "dr-deck-diff.h"
#include "dr-deck-store-private.h"
#include "dr-error.h"
#include "dr-test-helper.h"
#include "dr-user-db.h"

typedef struct
{
  char        *dir;
  char        *path;
  DrUserStore *user;
  sqlite3     *db;    /* the user store's, for the tests' own queries */
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = dr_test_make_tmp_dir ();
  fixture->path = g_build_filename (fixture->dir, "user.sqlite", NULL);
  fixture->user = dr_user_store_open (fixture->path, &error);
  g_assert_no_error (error);
  fixture->db = dr_user_store_get_db (fixture->user);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_user_store_unref (fixture->user);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->path);
  g_free (fixture->dir);
}

/* A Core Set Runner deck with every field set. */
static DrDeck *
make_noise_deck (const char *name)
{
  DrDeck *deck = dr_deck_new (name, "netrunner");

  dr_deck_set_string (&deck->side, "runner");
  dr_deck_set_string (&deck->identity, "01001");
  dr_deck_set_string (&deck->format, "startup");
  dr_deck_set_string (&deck->banlist, "active");
  dr_deck_set_string (&deck->notes, "Déjà vu into “Parasite”.\nSecond line.");
  dr_deck_set_quantity (deck, "01002", 2);
  dr_deck_set_quantity (deck, "01007", 2);
  dr_deck_set_quantity (deck, "01012", 3);
  dr_deck_set_quantity (deck, "01050", 3);
  g_ptr_array_add (deck->tags, g_strdup ("virus"));
  g_ptr_array_add (deck->tags, g_strdup ("core"));
  return deck;
}

static gint64
save (DrUserStore *user,
      DrDeck      *deck)
{
  g_autoptr(GError) error = NULL;
  gint64 id = dr_deck_store_save (user, deck, &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  g_assert_cmpint (deck->id, ==, id);
  return id;
}

static DrDeck *
load (DrUserStore *user,
      gint64       id)
{
  g_autoptr(GError) error = NULL;
  DrDeck *deck = dr_deck_store_load (user, id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (deck);
  return deck;
}

static guint
count_versions (DrUserStore *user,
                gint64       id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) versions = dr_deck_store_list_versions (user, id, &error);

  g_assert_no_error (error);
  return versions->len;
}

static void
test_round_trip (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(DrDeck) deck = make_noise_deck ("Noise rush");
  g_autoptr(DrDeck) loaded = NULL;
  gint64 before = g_get_real_time () / G_USEC_PER_SEC;
  gint64 id = save (fixture->user, deck);

  g_assert_cmpint (deck->created, >=, before);
  g_assert_cmpint (deck->modified, ==, deck->created);

  loaded = load (fixture->user, id);
  g_assert_true (dr_deck_same_content (loaded, deck));
  g_assert_cmpint (loaded->id, ==, id);
  g_assert_cmpint (loaded->created, ==, deck->created);
  g_assert_cmpint (loaded->modified, ==, deck->modified);
  g_assert_cmpstr (loaded->notes, ==, "Déjà vu into “Parasite”.\nSecond line.");
  g_assert_cmpstr (g_ptr_array_index (loaded->tags, 0), ==, "virus");
  g_assert_cmpstr (g_ptr_array_index (loaded->tags, 1), ==, "core");
  g_assert_cmpint (dr_deck_get_quantity (loaded, "01012"), ==, 3);
  g_assert_cmpint (dr_deck_count_cards (loaded), ==, 10);

  /* Fields left NULL stay NULL rather than turning into "". */
  {
    g_autoptr(DrDeck) bare = dr_deck_new ("Lockpick box", "lockpick");
    g_autoptr(DrDeck) bare_loaded = NULL;

    save (fixture->user, bare);
    bare_loaded = load (fixture->user, bare->id);
    g_assert_null (bare_loaded->side);
    g_assert_null (bare_loaded->identity);
    g_assert_null (bare_loaded->notes);
    g_assert_cmpstr (bare_loaded->game, ==, "lockpick");
    g_assert_cmpuint (bare_loaded->entries->len, ==, 0);
  }
}

static void
test_versions (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) deck = make_noise_deck ("Noise");
  g_autoptr(DrDeck) first = NULL;
  g_autoptr(DrDeck) restored = NULL;
  g_autoptr(DrDeck) current = NULL;
  g_autoptr(DrDeck) again = NULL;
  g_autoptr(GPtrArray) versions = NULL;
  gint64 id = save (fixture->user, deck);
  gint64 modified = deck->modified;
  DrDeckVersion *version;

  g_assert_cmpuint (count_versions (fixture->user, id), ==, 1);

  /* Nothing changed: no version, no new modified time. */
  g_assert_cmpint (dr_deck_store_save (fixture->user, deck, &error), ==, id);
  g_assert_no_error (error);
  g_assert_cmpuint (count_versions (fixture->user, id), ==, 1);
  g_assert_cmpint (deck->modified, ==, modified);

  dr_deck_set_quantity (deck, "01007", 0);
  dr_deck_set_quantity (deck, "01013", 1);
  save (fixture->user, deck);
  g_assert_cmpuint (count_versions (fixture->user, id), ==, 2);

  /* Notes and tags are content too. */
  dr_deck_set_string (&deck->notes, "Wyrm instead of Corroder");
  save (fixture->user, deck);
  g_ptr_array_remove_index (deck->tags, 1);
  save (fixture->user, deck);
  g_assert_cmpuint (count_versions (fixture->user, id), ==, 4);

  versions = dr_deck_store_list_versions (fixture->user, id, &error);
  g_assert_no_error (error);
  version = g_ptr_array_index (versions, 0);
  g_assert_cmpint (version->number, ==, 1);
  g_assert_cmpint (version->n_cards, ==, 10);
  g_assert_cmpstr (version->identity, ==, "01001");
  version = g_ptr_array_index (versions, 3);
  g_assert_cmpint (version->number, ==, 4);
  g_assert_cmpint (version->n_cards, ==, 9);
  g_assert_cmpint (version->created, >=, modified);

  first = dr_deck_store_load_version (fixture->user, id, 1, &error);
  g_assert_no_error (error);
  {
    g_autoptr(DrDeck) original = make_noise_deck ("Noise");

    g_assert_true (dr_deck_same_content (first, original));
  }
  g_assert_cmpint (first->id, ==, id);

  g_assert_null (dr_deck_store_load_version (fixture->user, id, 9, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Restoring makes a new version equal to the old one. */
  restored = dr_deck_store_restore_version (fixture->user, id, 1, &error);
  g_assert_no_error (error);
  g_assert_true (dr_deck_same_content (restored, first));
  g_assert_cmpuint (count_versions (fixture->user, id), ==, 5);
  current = load (fixture->user, id);
  g_assert_true (dr_deck_same_content (current, first));

  /* Restoring what is already current adds nothing. */
  again = dr_deck_store_restore_version (fixture->user, id, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_versions (fixture->user, id), ==, 5);

  /* The diff of two stored versions. */
  {
    g_autoptr(DrDeck) second = dr_deck_store_load_version (fixture->user, id, 2, &error);
    g_autoptr(DrDeckDiff) diff = dr_deck_diff_new (first, second);

    g_assert_cmpint (diff->added, ==, 1);
    g_assert_cmpint (diff->removed, ==, 2);
    g_assert_cmpuint (diff->changes->len, ==, 2);
  }
}

static void
test_rename_and_duplicate (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) deck = make_noise_deck ("Noise");
  g_autoptr(DrDeck) renamed = NULL;
  g_autoptr(DrDeck) copy = NULL;
  g_autoptr(DrDeck) original = NULL;
  gint64 id = save (fixture->user, deck);
  gint64 copy_id;

  g_assert_true (dr_deck_store_rename (fixture->user, id, "Noise mill", &error));
  g_assert_no_error (error);
  renamed = load (fixture->user, id);
  g_assert_cmpstr (renamed->name, ==, "Noise mill");
  g_assert_true (dr_deck_same_cards (renamed, deck));
  g_assert_cmpuint (count_versions (fixture->user, id), ==, 2);

  g_assert_false (dr_deck_store_rename (fixture->user, id, "  ", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (dr_deck_store_rename (fixture->user, 999, "Other", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);

  copy_id = dr_deck_store_duplicate (fixture->user, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (copy_id, >, id);
  copy = load (fixture->user, copy_id);
  g_assert_cmpstr (copy->name, ==, "Noise mill (copy)");
  g_assert_true (dr_deck_same_cards (copy, deck));
  g_assert_true (dr_deck_has_tag (copy, "virus"));
  g_assert_cmpstr (copy->notes, ==, deck->notes);
  g_assert_cmpuint (count_versions (fixture->user, copy_id), ==, 1);

  /* The copy is its own deck: changing it leaves the original alone. */
  dr_deck_set_quantity (copy, "01050", 1);
  save (fixture->user, copy);
  original = load (fixture->user, id);
  g_assert_cmpint (dr_deck_get_quantity (original, "01050"), ==, 3);
  g_assert_cmpuint (count_versions (fixture->user, id), ==, 2);
}

static void
test_delete_undelete_purge (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) deck = make_noise_deck ("Noise");
  g_autoptr(DrDeck) other = make_noise_deck ("Other");
  g_autoptr(DrDeck) trashed = NULL;
  g_autoptr(GPtrArray) in_use = NULL;
  g_autoptr(GPtrArray) in_trash = NULL;
  g_autoptr(GPtrArray) back = NULL;
  DrDeckFilter trash_filter = { .trashed = TRUE };
  gint64 id = save (fixture->user, deck);
  gint64 other_id = save (fixture->user, other);

  dr_deck_set_quantity (deck, "01004", 3);
  save (fixture->user, deck);

  g_assert_true (dr_deck_store_delete (fixture->user, id, &error));
  g_assert_no_error (error);
  in_use = dr_deck_store_list (fixture->user, NULL, &error);
  g_assert_cmpuint (in_use->len, ==, 1);
  g_assert_cmpint (((DrDeckSummary *) g_ptr_array_index (in_use, 0))->id, ==, other_id);
  in_trash = dr_deck_store_list (fixture->user, &trash_filter, &error);
  g_assert_cmpuint (in_trash->len, ==, 1);
  g_assert_cmpint (((DrDeckSummary *) g_ptr_array_index (in_trash, 0))->deleted, >, 0);

  /* In the trash: invisible to find, closed to changes, still loadable. */
  g_assert_null (dr_deck_store_find_by_name (fixture->user, "Noise", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);
  trashed = load (fixture->user, id);
  g_assert_true (dr_deck_same_content (trashed, deck));
  dr_deck_set_quantity (deck, "01004", 1);
  g_assert_cmpint (dr_deck_store_save (fixture->user, deck, &error), ==, 0);
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (dr_deck_store_delete (fixture->user, id, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Undo. */
  g_assert_true (dr_deck_store_undelete (fixture->user, id, &error));
  g_assert_no_error (error);
  back = dr_deck_store_list (fixture->user, NULL, &error);
  g_assert_cmpuint (back->len, ==, 2);
  g_assert_cmpuint (count_versions (fixture->user, id), ==, 2);
  g_assert_false (dr_deck_store_undelete (fixture->user, id, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* A deck in use cannot be purged by mistake. */
  g_assert_false (dr_deck_store_purge (fixture->user, id, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM decks"), ==, 2);

  g_assert_true (dr_deck_store_delete (fixture->user, id, &error));
  g_assert_true (dr_deck_store_purge (fixture->user, id, &error));
  g_assert_no_error (error);
  g_assert_null (dr_deck_store_load (fixture->user, id, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (dr_deck_store_list_versions (fixture->user, id, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* Nothing of it is left behind. */
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM deck_versions"), ==, 1);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM deck_version_cards"), ==, 4);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM deck_version_tags"), ==, 2);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM deck_cards"), ==, 4);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM deck_tags"), ==, 2);

  /* Emptying the trash takes only what is in it. */
  g_assert_true (dr_deck_store_delete (fixture->user, other_id, &error));
  g_assert_cmpint (dr_deck_store_purge_trash (fixture->user, 0, &error), ==, 0);
  g_assert_cmpint (dr_deck_store_purge_trash (fixture->user, G_MAXINT64, &error), ==, 1);
  g_assert_no_error (error);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM decks"), ==, 0);
}

static void
test_find_by_name (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) a = make_noise_deck ("Déjà Noise");
  g_autoptr(DrDeck) b = make_noise_deck ("deja noise");
  g_autoptr(DrDeck) c = make_noise_deck ("Kate: tinker");
  g_autoptr(DrDeck) found = NULL;

  save (fixture->user, a);
  save (fixture->user, b);
  save (fixture->user, c);

  /* An exact name wins over names that only look alike. */
  found = dr_deck_store_find_by_name (fixture->user, "Déjà Noise", &error);
  g_assert_no_error (error);
  g_assert_cmpint (found->id, ==, a->id);
  g_clear_pointer (&found, dr_deck_free);

  found = dr_deck_store_find_by_name (fixture->user, "kate tinker", &error);
  g_assert_no_error (error);
  g_assert_cmpint (found->id, ==, c->id);
  g_clear_pointer (&found, dr_deck_free);

  found = dr_deck_store_find_by_name (fixture->user, "DEJA NOISE", &error);
  g_assert_null (found);
  g_assert_error (error, DR_ERROR, DR_ERROR_AMBIGUOUS);
  g_assert_nonnull (strstr (error->message, "Déjà Noise"));
  g_assert_nonnull (strstr (error->message, "deja noise"));
  g_clear_error (&error);

  found = dr_deck_store_find_by_name (fixture->user, "Kate", &error);
  g_assert_null (found);
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Two decks of exactly the same name: only the id tells them apart. */
  c->id = 0;
  dr_deck_set_string (&c->name, "Déjà Noise");
  save (fixture->user, c);
  found = dr_deck_store_find_by_name (fixture->user, "Déjà Noise", &error);
  g_assert_null (found);
  g_assert_error (error, DR_ERROR, DR_ERROR_AMBIGUOUS);
}

static void
test_list_and_filter (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) noise = make_noise_deck ("Noise");
  g_autoptr(DrDeck) kate = dr_deck_new ("Kate’s Toolbox", "netrunner");
  g_autoptr(DrDeck) box = dr_deck_new ("Two players", "lockpick");
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  DrDeckSummary *row;

  dr_deck_set_string (&kate->identity, "01033");
  dr_deck_set_quantity (kate, "01034", 3);
  g_ptr_array_add (kate->tags, g_strdup ("Tournament"));
  save (fixture->user, noise);
  save (fixture->user, kate);
  save (fixture->user, box);

  all = dr_deck_store_list (fixture->user, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 3);
  for (guint i = 0; i < all->len; i++)
    {
      row = g_ptr_array_index (all, i);
      if (row->id == noise->id)
        {
          g_assert_cmpstr (row->name, ==, "Noise");
          g_assert_cmpstr (row->side, ==, "runner");
          g_assert_cmpstr (row->identity, ==, "01001");
          g_assert_cmpint (row->n_cards, ==, 10);
          g_assert_cmpuint (g_strv_length (row->tags), ==, 2);
          g_assert_cmpstr (row->tags[0], ==, "virus");
          g_assert_cmpint (row->modified, ==, noise->modified);
          g_assert_cmpint (row->deleted, ==, 0);
        }
      else if (row->id == box->id)
        {
          g_assert_cmpint (row->n_cards, ==, 0);
          g_assert_cmpuint (g_strv_length (row->tags), ==, 0);
        }
    }

  rows = dr_deck_store_list (fixture->user, &(DrDeckFilter) { .game = "lockpick" }, &error);
  g_assert_cmpuint (rows->len, ==, 1);
  g_assert_cmpint (((DrDeckSummary *) g_ptr_array_index (rows, 0))->id, ==, box->id);
  g_clear_pointer (&rows, g_ptr_array_unref);

  rows = dr_deck_store_list (fixture->user, &(DrDeckFilter) { .tag = "Tournament" }, &error);
  g_assert_cmpuint (rows->len, ==, 1);
  g_assert_cmpint (((DrDeckSummary *) g_ptr_array_index (rows, 0))->id, ==, kate->id);
  g_clear_pointer (&rows, g_ptr_array_unref);

  /* Text: part of a name or tag, typographic quotes and case aside. */
  rows = dr_deck_store_list (fixture->user, &(DrDeckFilter) { .text = "kate's" }, &error);
  g_assert_cmpuint (rows->len, ==, 1);
  g_clear_pointer (&rows, g_ptr_array_unref);
  rows = dr_deck_store_list (fixture->user, &(DrDeckFilter) { .text = "VIR" }, &error);
  g_assert_cmpuint (rows->len, ==, 1);
  g_assert_cmpint (((DrDeckSummary *) g_ptr_array_index (rows, 0))->id, ==, noise->id);
  g_clear_pointer (&rows, g_ptr_array_unref);
  rows = dr_deck_store_list (fixture->user, &(DrDeckFilter) { .text = "o", .game = "netrunner" }, &error);
  g_assert_cmpuint (rows->len, ==, 2);
  g_clear_pointer (&rows, g_ptr_array_unref);
  rows = dr_deck_store_list (fixture->user, &(DrDeckFilter) { .text = "zzz" }, &error);
  g_assert_cmpuint (rows->len, ==, 0);
}

/* Every way a save can fail leaves the stored deck, its versions and the
 * caller's deck as they were. */
static void
assert_untouched (DrUserStore  *user,
                  const DrDeck *expected,
                  guint         n_versions)
{
  g_autoptr(DrDeck) stored = load (user, expected->id);

  g_assert_true (dr_deck_same_content (stored, expected));
  g_assert_cmpint (stored->modified, ==, expected->modified);
  g_assert_cmpuint (count_versions (user, expected->id), ==, n_versions);
}

static void
test_failed_save_changes_nothing (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) deck = make_noise_deck ("Noise");
  g_autoptr(DrDeck) saved = NULL;
  g_autoptr(DrDeck) bad = NULL;
  DrDeckEntry twice = { NULL, 1 };
  DrUserStore *read_only;
  gint64 id = save (fixture->user, deck);

  saved = dr_deck_copy (deck);

  /* Invalid data: a blank name, a zero quantity, a printing listed twice,
   * a tag twice. */
  bad = dr_deck_copy (deck);
  dr_deck_set_string (&bad->name, " ");
  g_assert_cmpint (dr_deck_store_save (fixture->user, bad, &error), ==, 0);
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_clear_pointer (&bad, dr_deck_free);

  bad = dr_deck_copy (deck);
  g_array_index (bad->entries, DrDeckEntry, 0).quantity = 0;
  g_assert_cmpint (dr_deck_store_save (fixture->user, bad, &error), ==, 0);
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_clear_pointer (&bad, dr_deck_free);

  bad = dr_deck_copy (deck);
  g_ptr_array_add (bad->tags, g_strdup ("virus"));
  g_assert_cmpint (dr_deck_store_save (fixture->user, bad, &error), ==, 0);
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_clear_pointer (&bad, dr_deck_free);

  /* A printing twice gets past the checks (entries are not re-sorted) and
   * fails in the database after the deck's rows were already rewritten. */
  bad = dr_deck_copy (deck);
  dr_deck_set_quantity (bad, "01050", 1);
  twice.code = g_strdup ("01050");
  g_array_append_val (bad->entries, twice);
  g_assert_cmpint (dr_deck_store_save (fixture->user, bad, &error), ==, 0);
  g_assert_error (error, DR_ERROR, DR_ERROR_DATABASE);
  g_clear_error (&error);
  g_assert_cmpint (bad->modified, ==, saved->modified);
  assert_untouched (fixture->user, saved, 1);
  g_clear_pointer (&bad, dr_deck_free);

  /* The disk fails while the version is written, the last step of a save. */
  g_assert_true (dr_db_exec (fixture->db,
                             "CREATE TEMP TRIGGER fail_version BEFORE INSERT ON deck_version_cards "
                             "BEGIN SELECT RAISE (ABORT, 'disk I/O error (simulated)'); END", &error));
  dr_deck_set_quantity (deck, "01004", 3);
  g_assert_cmpint (dr_deck_store_save (fixture->user, deck, &error), ==, 0);
  g_assert_error (error, DR_ERROR, DR_ERROR_DATABASE);
  g_assert_nonnull (strstr (error->message, "simulated"));
  g_clear_error (&error);
  g_assert_cmpint (deck->modified, ==, saved->modified);
  assert_untouched (fixture->user, saved, 1);
  /* A new deck that fails the same way leaves no row behind. */
  {
    g_autoptr(DrDeck) fresh = make_noise_deck ("Fresh");

    g_assert_cmpint (dr_deck_store_save (fixture->user, fresh, &error), ==, 0);
    g_clear_error (&error);
    g_assert_cmpint (fresh->id, ==, 0);
    g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM decks"), ==, 1);
  }
  g_assert_true (dr_db_exec (fixture->db, "DROP TRIGGER fail_version", &error));

  /* A read-only file (another user's, a full-disk remount). */
  read_only = dr_user_store_new_for_db (dr_db_open (fixture->path, SQLITE_OPEN_READONLY, &error));
  g_assert_no_error (error);
  g_assert_cmpint (dr_deck_store_save (read_only, deck, &error), ==, 0);
  g_assert_error (error, DR_ERROR, DR_ERROR_DATABASE);
  g_clear_error (&error);
  g_assert_false (dr_deck_store_delete (read_only, id, &error));
  g_clear_error (&error);
  g_assert_cmpint (dr_deck_store_duplicate (read_only, id, &error), ==, 0);
  g_clear_error (&error);
  dr_user_store_unref (read_only);
  assert_untouched (fixture->user, saved, 1);

  /* Another writer holds the database: the save gives up cleanly. */
  {
    g_autoptr(GError) other_error = NULL;
    sqlite3 *other = dr_user_db_open (fixture->path, &other_error);

    g_assert_no_error (other_error);
    g_assert_true (dr_db_exec (other, "BEGIN IMMEDIATE", &other_error));
    sqlite3_busy_timeout (fixture->db, 10);
    g_assert_cmpint (dr_deck_store_save (fixture->user, deck, &error), ==, 0);
    g_assert_error (error, DR_ERROR, DR_ERROR_DATABASE);
    g_clear_error (&error);
    g_assert_true (dr_db_exec (other, "ROLLBACK", &other_error));
    dr_db_close (other);
  }
  assert_untouched (fixture->user, saved, 1);

  /* A save inside a transaction the caller left open is refused, not merged into it. */
  g_assert_true (dr_db_exec (fixture->db, "BEGIN", &error));
  g_assert_cmpint (dr_deck_store_save (fixture->user, deck, &error), ==, 0);
  g_assert_error (error, DR_ERROR, DR_ERROR_DATABASE);
  g_clear_error (&error);
  g_assert_true (dr_db_exec (fixture->db, "ROLLBACK", &error));
  assert_untouched (fixture->user, saved, 1);

  /* And once nothing is in the way, the same save goes through. */
  save (fixture->user, deck);
  g_assert_cmpuint (count_versions (fixture->user, id), ==, 2);
}

static void
test_unknown_id (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) deck = make_noise_deck ("Ghost");

  deck->id = 42;
  g_assert_cmpint (dr_deck_store_save (fixture->user, deck, &error), ==, 0);
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM decks"), ==, 0);
}

/* A user database from the Deckrunner before decks: its settings survive
 * the upgrade and decks can be saved right away. */
static void
test_migration_from_version_1 (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "user.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) deck = make_noise_deck ("After upgrade");
  g_autofree char *theme = NULL;
  DrUserStore *user;
  sqlite3 *db;

  db = dr_db_open (path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, &error);
  g_assert_no_error (error);
  g_assert_true (dr_db_migrate (db, dr_user_db_schema (), 1, &error));
  g_assert_true (dr_user_db_set_setting (db, "theme", "dark", &error));
  g_assert_cmpint (dr_db_get_user_version (db), ==, 1);
  dr_db_close (db);

  user = dr_user_store_open (path, &error);
  g_assert_no_error (error);
  db = dr_user_store_get_db (user);
  g_assert_cmpint (dr_db_get_user_version (db), ==, (int) dr_user_db_schema ()->n_steps);
  g_assert_cmpint (dr_db_get_user_version (db), ==, dr_user_db_schema ()->n_steps);
  theme = dr_user_store_get_setting (user, "theme");
  g_assert_cmpstr (theme, ==, "dark");
  save (user, deck);
  dr_user_store_unref (user);
  dr_test_remove_tree (dir);
}

/* A newer Deckrunner's user database, decks and all, is refused and left
 * byte for byte as it was. */
static void
test_newer_database_refused (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "user.sqlite", NULL);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeck) deck = make_noise_deck ("From the future");
  DrUserStore *user;

  user = dr_user_store_open (path, &error);
  save (user, deck);
  g_assert_true (dr_db_exec (dr_user_store_get_db (user), "CREATE TABLE future (x); PRAGMA user_version = 99;",
                             &error));
  dr_user_store_unref (user);
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  dr_test_assert_user_db_too_new (path);
  dr_test_remove_tree (dir);
}

/* The card database is replaceable: deleting and rebuilding it leaves the
 * decks as they were, and their printings resolve again. */
static void
test_decks_survive_card_db_rebuild (Fixture       *fixture,
                                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *cards_path = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  static const char *const card_db_files[] = { "", "-wal", "-shm" };
  g_autoptr(DrDeck) deck = make_noise_deck ("Survivor");
  g_autoptr(DrDeck) loaded = NULL;
  DrCardStore *store;
  gint64 id;

  store = dr_card_store_open (cards_path, &error);
  g_assert_no_error (error);
  id = save (fixture->user, deck);
  dr_card_store_free (store);

  for (guint i = 0; i < G_N_ELEMENTS (card_db_files); i++)
    {
      g_autofree char *file = g_strconcat (cards_path, card_db_files[i], NULL);

      g_unlink (file);
    }
  g_assert_false (g_file_test (cards_path, G_FILE_TEST_EXISTS));

  store = dr_card_store_open (cards_path, &error);
  g_assert_no_error (error);
  loaded = load (fixture->user, id);
  g_assert_true (dr_deck_same_content (loaded, deck));
  for (guint i = 0; i < loaded->entries->len; i++)
    {
      g_autoptr(DrCard) card = dr_card_store_get_card (store, g_array_index (loaded->entries, DrDeckEntry, i).code);

      g_assert_nonnull (card);
    }
  dr_card_store_free (store);
}

/* Built is the user's physical deck: no version, gone with the trash. */
static void
test_built_decks (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(DrDeck) first = make_noise_deck ("First");
  g_autoptr(DrDeck) second = make_noise_deck ("Second");
  g_autoptr(GPtrArray) built = NULL;
  g_autoptr(GPtrArray) versions = NULL;
  g_autoptr(GError) error = NULL;

  save (fixture->user, first);
  save (fixture->user, second);
  g_assert_false (dr_deck_store_is_built (fixture->user, first->id));
  g_assert_true (dr_deck_store_set_built (fixture->user, second->id, TRUE, &error));
  g_assert_true (dr_deck_store_set_built (fixture->user, first->id, TRUE, &error));
  g_assert_true (dr_deck_store_set_built (fixture->user, first->id, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (dr_deck_store_is_built (fixture->user, first->id));

  built = dr_deck_store_list_built (fixture->user, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (built->len, ==, 2);
  versions = dr_deck_store_list_versions (fixture->user, first->id, &error);
  g_assert_cmpuint (versions->len, ==, 1);

  g_assert_true (dr_deck_store_delete (fixture->user, second->id, &error));
  g_clear_pointer (&built, g_ptr_array_unref);
  built = dr_deck_store_list_built (fixture->user, &error);
  g_assert_cmpuint (built->len, ==, 1);
  g_assert_cmpstr (((DrDeck *) built->pdata[0])->name, ==, "First");
  g_assert_false (dr_deck_store_set_built (fixture->user, second->id, TRUE, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (dr_deck_store_set_built (fixture->user, first->id, FALSE, &error));
  g_assert_false (dr_deck_store_is_built (fixture->user, first->id));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/deck-store/round-trip", Fixture, NULL, fixture_set_up, test_round_trip, fixture_tear_down);
  g_test_add ("/deck-store/versions", Fixture, NULL, fixture_set_up, test_versions, fixture_tear_down);
  g_test_add ("/deck-store/rename-and-duplicate", Fixture, NULL, fixture_set_up,
              test_rename_and_duplicate, fixture_tear_down);
  g_test_add ("/deck-store/delete-undelete-purge", Fixture, NULL, fixture_set_up,
              test_delete_undelete_purge, fixture_tear_down);
  g_test_add ("/deck-store/find-by-name", Fixture, NULL, fixture_set_up, test_find_by_name, fixture_tear_down);
  g_test_add ("/deck-store/list-and-filter", Fixture, NULL, fixture_set_up, test_list_and_filter, fixture_tear_down);
  g_test_add ("/deck-store/failed-save-changes-nothing", Fixture, NULL, fixture_set_up,
              test_failed_save_changes_nothing, fixture_tear_down);
  g_test_add ("/deck-store/built-decks", Fixture, NULL, fixture_set_up, test_built_decks, fixture_tear_down);
  g_test_add ("/deck-store/unknown-id", Fixture, NULL, fixture_set_up, test_unknown_id, fixture_tear_down);
  g_test_add_func ("/deck-store/migration-from-version-1", test_migration_from_version_1);
  g_test_add_func ("/deck-store/newer-database-refused", test_newer_database_refused);
  g_test_add ("/deck-store/decks-survive-card-db-rebuild", Fixture, NULL, fixture_set_up,
              test_decks_survive_card_db_rebuild, fixture_tear_down);
  return g_test_run ();
}
