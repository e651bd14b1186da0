/* collection-fixture.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-collection.h"
#include "dr-test-helper.h"
#include "dr-user-store.h"

/* tests/fixtures/collection: invented cards in NetrunnerDB's shape.
 *
 *   pack (cycle, released)            printings: code title ×copies in the pack (deck limit)
 *   dft Draft Pack (draft, 2013)      00001 Draft Only ×1
 *   alc Alpha Core Set (alpha,        01001 Alpha Corp: Test Identity ×1 (1), 01002 Hedge Stub ×3,
 *       rotated, 2020)                01003 Wall Panel ×1, 01004 Signal Booster ×2,
 *                                     01005 Runner Kid: Test Identity ×1 (1), 01006 Rare Gem ×1 (1)
 *   b1 Beta One (beta, 2022)          02001 Wall Panel ×3, 02002 Bright Idea ×3, 02003 Quick Patch ×3
 *   b2 Beta Two (beta, 2022)          02021 Deep Dive, Again ×3, 02022 Tollbooth Gate ×2
 *   b3 Beta Future (beta, unreleased) 02041 Future Thing ×3
 *   sg Gateway Box (system-gateway,   30001 Hedge Stub ×2, 30002 Gateway Guard ×3,
 *       2021)                         30003 Signal Booster ×1
 *   lp Lockpick (game lockpick)       LPX01 Brass Tumbler ×2 (2)
 *
 * Deck limits are 3 unless noted. Wall Panel, Hedge Stub and Signal Booster
 * are reprinted. */
static inline char *
collection_fixture_build (const char *dir)
{
  static const char *const files[] = {
    "sides.json", "factions.json", "types.json", "cycles.json", "packs.json",
    "pack/dft.json", "pack/alc.json", "pack/b1.json", "pack/b2.json", "pack/b3.json", "pack/sg.json",
    "lockpick/sides.json", "lockpick/types.json", "lockpick/cycles.json", "lockpick/packs.json",
    "lockpick/pack/lp.json",
  };
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  sqlite3 *db;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    g_ptr_array_add (paths, g_test_build_filename (G_TEST_DIST, "fixtures", "collection", files[i], NULL));
  g_ptr_array_add (paths, NULL);
  db = dr_test_build_card_db (dir, (const char *const *) paths->pdata, &error);
  g_assert_no_error (error);
  sqlite3_close (db);
  return g_build_filename (dir, "cards.sqlite", NULL);
}

/* A card store on the fixture and a collection in DIR/user.sqlite. */
typedef struct
{
  char         *dir;
  DrCardStore  *store;
  DrUserStore  *user;
  sqlite3      *user_db;      /* the user store's, for the tests' own queries */
  DrCollection *collection;
} CollectionFixture;

/* Another collection over the same cards, in DIR/@name. */
static inline DrCollection *
collection_fixture_open (CollectionFixture  *fixture,
                         const char         *name,
                         DrUserStore       **user)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr(GError) error = NULL;

  *user = dr_user_store_open (path, &error);
  g_assert_no_error (error);
  return dr_collection_new (*user, fixture->store);
}

static inline void
collection_fixture_set_up (CollectionFixture *fixture,
                           gconstpointer      data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *cards = NULL;

  fixture->dir = dr_test_make_tmp_dir ();
  cards = collection_fixture_build (fixture->dir);
  fixture->store = dr_card_store_open (cards, &error);
  g_assert_no_error (error);
  fixture->collection = collection_fixture_open (fixture, "user.sqlite", &fixture->user);
  fixture->user_db = dr_user_store_get_db (fixture->user);
}

static inline void
collection_fixture_tear_down (CollectionFixture *fixture,
                              gconstpointer      data)
{
  dr_collection_free (fixture->collection);
  dr_user_store_unref (fixture->user);
  dr_card_store_free (fixture->store);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}
