/* test-cli-collection.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <string.h>

#include "collection-fixture.h"

/* `deckrunner-cli collection`, the real binary, on a data dir whose card
 * database is the fixture of collection-fixture.h. */
typedef DrTestDirFixture Fixture;

#define RUN(fixture, result, ...) \
  ((result)->status = dr_test_run_cli ((fixture)->dir, &(result)->out, &(result)->err, "collection", \
                                       __VA_ARGS__, NULL))

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *cards = NULL;

  dr_test_dir_fixture_set_up (fixture, data);
  cards = collection_fixture_build (fixture->dir);
}

static void
run_ok (Fixture    *fixture,
        const char *first,
        ...)
{
  /* Every call below has at most three arguments. */
  const char *args[3] = { NULL, NULL, NULL };
  g_auto(DrTestCliResult) result = { 0 };
  va_list list;

  va_start (list, first);
  args[0] = first;
  for (guint i = 1; i < G_N_ELEMENTS (args) && args[i - 1] != NULL; i++)
    args[i] = va_arg (list, const char *);
  va_end (list);
  result.status = dr_test_run_cli (fixture->dir, &result.out, &result.err, "collection",
                                   args[0], args[1], args[2], NULL);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);
}

static void
test_help_lists_collection (void)
{
  g_auto(DrTestCliResult) result = { 0 };

  result.status = dr_test_run_cli (NULL, &result.out, &result.err, "--help", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_nonnull (strstr (result.out, "collection"));
}

static void
test_products (Fixture       *fixture,
               gconstpointer  data)
{
  g_auto(DrTestCliResult) empty = { 0 };
  g_auto(DrTestCliResult) add = { 0 };
  g_auto(DrTestCliResult) more = { 0 };
  g_auto(DrTestCliResult) not_owned = { 0 };
  g_auto(DrTestCliResult) unknown = { 0 };
  g_auto(DrTestCliResult) zero = { 0 };
  g_auto(DrTestCliResult) too_many = { 0 };
  g_auto(DrTestCliResult) show = { 0 };

  RUN (fixture, &empty, "show");
  g_assert_cmpint (empty.status, ==, 0);
  g_assert_cmpstr (empty.out, ==, "Products: none\nOwned: 0 cards, 0 printings, 0 copies\n");

  /* A name of several words, then the count. */
  RUN (fixture, &add, "add", "alpha", "core", "set", "2");
  g_assert_cmpint (add.status, ==, 0);
  g_assert_cmpstr (add.out, ==, "Alpha Core Set (alc): 2 owned\n");
  RUN (fixture, &more, "add", "b1");
  g_assert_cmpstr (more.out, ==, "Beta One (b1): 1 owned\n");

  RUN (fixture, &not_owned, "remove", "Beta Two");
  g_assert_cmpint (not_owned.status, ==, 1);
  g_assert_nonnull (strstr (not_owned.err, "You own no “Beta Two”"));
  RUN (fixture, &unknown, "add", "Omega Box");
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_nonnull (strstr (unknown.err, "No pack has the code or name “Omega Box”"));
  RUN (fixture, &zero, "add", "alc", "0");
  g_assert_cmpint (zero.status, ==, 2);
  RUN (fixture, &too_many, "remove", "b1", "4");
  g_assert_cmpint (too_many.status, ==, 0);
  g_assert_cmpstr (too_many.out, ==, "Beta One (b1): 0 owned\n");

  RUN (fixture, &show, "show");
  /* Alpha ×2: 2 + 6 + 2 + 4 + 2 + 2 copies of six cards. */
  g_assert_cmpstr (show.out, ==, "Products:\n  2 × Alpha Core Set (alc)\nOwned: 6 cards, 6 printings, 18 copies\n");

  /* The search key own reads the same collection: six owned titles. */
  {
    g_auto(DrTestCliResult) owned = { 0 };
    g_auto(DrTestCliResult) none = { 0 };
    g_auto(GStrv) lines = NULL;

    owned.status = dr_test_run_cli (fixture->dir, &owned.out, &owned.err, "search", "own>0", NULL);
    g_assert_cmpint (owned.status, ==, 0);
    lines = g_strsplit (g_strchomp (owned.out), "\n", -1);
    g_assert_cmpuint (g_strv_length (lines), ==, 6);
    none.status = dr_test_run_cli (fixture->dir, &none.out, &none.err, "search", "own>9", NULL);
    g_assert_cmpint (none.status, ==, 1);
  }
}

static void
test_set_and_show_json (Fixture       *fixture,
                        gconstpointer  data)
{
  g_auto(DrTestCliResult) set = { 0 };
  g_auto(DrTestCliResult) unknown = { 0 };
  g_auto(DrTestCliResult) negative = { 0 };
  g_auto(DrTestCliResult) missing_count = { 0 };
  g_auto(DrTestCliResult) show = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonObject *adjustment;

  run_ok (fixture, "add", "alc", NULL);
  RUN (fixture, &set, "set", "01003", "4");
  g_assert_cmpint (set.status, ==, 0);
  g_assert_cmpstr (set.out, ==, "01003 Wall Panel: 4 owned\n");
  RUN (fixture, &unknown, "set", "99999", "1");
  g_assert_cmpint (unknown.status, ==, 1);
  RUN (fixture, &negative, "set", "01003", "--", "-1");
  g_assert_cmpint (negative.status, ==, 2);
  RUN (fixture, &missing_count, "set", "01003");
  g_assert_cmpint (missing_count.status, ==, 2);

  RUN (fixture, &show, "show", "--json");
  g_assert_cmpint (show.status, ==, 0);
  root = dr_test_parse_json (show.out);
  object = json_node_get_object (root);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "products")), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (
                     json_object_get_array_member (object, "products"), 0), "name"), ==, "Alpha Core Set");
  adjustment = json_array_get_object_element (json_object_get_array_member (object, "adjustments"), 0);
  g_assert_cmpstr (json_object_get_string_member (adjustment, "code"), ==, "01003");
  g_assert_cmpint (json_object_get_int_member (adjustment, "adjustment"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (adjustment, "owned"), ==, 4);
  /* 1 + 3 + 4 + 2 + 1 + 1 */
  g_assert_cmpint (json_object_get_int_member (object, "copies"), ==, 12);
  g_assert_cmpint (json_object_get_int_member (object, "cards"), ==, 6);
}

static void
test_presets (Fixture       *fixture,
              gconstpointer  data)
{
  g_auto(DrTestCliResult) standard = { 0 };
  g_auto(DrTestCliResult) show = { 0 };
  g_auto(DrTestCliResult) bad = { 0 };

  RUN (fixture, &standard, "preset", "standard");
  g_assert_cmpint (standard.status, ==, 0);
  g_assert_cmpstr (standard.out, ==, "Owned products: 3 packs\n");
  RUN (fixture, &show, "show");
  g_assert_true (g_str_has_prefix (show.out, "Products:\n  1 × Beta One (b1)\n  1 × Beta Two (b2)\n"
                                   "  1 × Gateway Box (sg)\n"));
  RUN (fixture, &bad, "preset", "eternal");
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "none, all, standard or startup"));
}

static const char corp_deck[] =
  "# the deck of test_missing\n"
  "1 Alpha Corp: Test Identity\n"
  "3 Hedge Stub\n"
  "1 01003\n"
  "2 02001\n"
  "2 bright idea\n"
  "3x Gateway Guard\n";

static void
test_missing (Fixture       *fixture,
              gconstpointer  data)
{
  g_autofree char *deck = dr_test_write_file (fixture->dir, "deck.txt", corp_deck);
  g_autofree char *bad_deck = dr_test_write_file (fixture->dir, "bad.txt", "2 Nothing Here\nthree Hedge Stub\n1 01002\n");
  g_autofree char *built = dr_test_write_file (fixture->dir, "built.txt", "3 Hedge Stub\n");
  g_auto(DrTestCliResult) text = { 0 };
  g_auto(DrTestCliResult) json = { 0 };
  g_auto(DrTestCliResult) reserved = { 0 };
  g_auto(DrTestCliResult) complete = { 0 };
  g_auto(DrTestCliResult) bad = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *buy_next;

  run_ok (fixture, "add", "alc", NULL);
  RUN (fixture, &text, "missing", deck);
  g_assert_cmpint (text.status, ==, 1);
  g_assert_cmpstr (text.out, ==,
                   "Missing 7 of 12 cards:\n"
                   "  2 Bright Idea (02002): 2 needed, 0 owned\n"
                   "  3 Gateway Guard (30002): 3 needed, 0 owned\n"
                   "  2 Wall Panel (01003): 3 needed, 1 owned\n"
                   "Buy next:\n"
                   "  Beta One (b1): 4 missing copies of 2 cards\n"
                   "  Gateway Box (sg): 3 missing copies of 1 card\n"
                   "  Alpha Core Set (alc): 1 missing copy of 1 card\n");

  RUN (fixture, &json, "missing", "--json", deck);
  g_assert_cmpint (json.status, ==, 1);
  root = dr_test_parse_json (json.out);
  object = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (object, "deck"), ==, "deck.txt");
  g_assert_cmpint (json_object_get_int_member (object, "needed"), ==, 12);
  g_assert_cmpint (json_object_get_int_member (object, "missing"), ==, 7);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "cards")), ==, 5);
  buy_next = json_object_get_array_member (object, "buy_next");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (buy_next, 0), "code"), ==, "b1");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (buy_next, 0), "copies"), ==, 4);

  /* A built deck holds all three Hedge Stubs. */
  RUN (fixture, &reserved, "missing", "--built", built, deck);
  g_assert_cmpint (reserved.status, ==, 1);
  g_assert_true (g_str_has_prefix (reserved.out, "Missing 10 of 12 cards:\n"));
  g_assert_nonnull (strstr (reserved.out, "  3 Hedge Stub (30001): 3 needed, 3 owned, 3 in built decks\n"));

  /* The deck itself among the built ones holds nothing against itself. */
  {
    g_auto(DrTestCliResult) itself = { 0 };

    RUN (fixture, &itself, "missing", "--built", deck, deck);
    g_assert_cmpstr (itself.out, ==, text.out);
  }

  run_ok (fixture, "add", "b1", NULL);
  run_ok (fixture, "add", "gateway box", NULL);
  RUN (fixture, &complete, "missing", deck);
  g_assert_cmpint (complete.status, ==, 0);
  g_assert_cmpstr (complete.out, ==, "Every card of “deck.txt” is owned (12 cards).\n");

  RUN (fixture, &bad, "missing", bad_deck);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "has 2 lines that do not resolve"));
  g_assert_nonnull (strstr (bad.err, "Line 1: No card is called “Nothing Here”"));
  g_assert_nonnull (strstr (bad.err, "Line 2: No card is called “three Hedge Stub”; did you mean Hedge Stub"));
  g_assert_null (strstr (bad.err, "Line 3"));
  g_assert_cmpstr (bad.out, ==, "");
}

/* A saved deck by name or id, and among --built; the deck itself among
 * them holds nothing against itself. */
static void
test_missing_saved_deck (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *deck = dr_test_write_file (fixture->dir, "deck.txt", corp_deck);
  g_autofree char *built = dr_test_write_file (fixture->dir, "built.txt", "3 Hedge Stub\n");
  g_auto(DrTestCliResult) imported = { 0 };
  g_auto(DrTestCliResult) imported_built = { 0 };
  g_auto(DrTestCliResult) by_name = { 0 };
  g_auto(DrTestCliResult) by_id = { 0 };
  g_auto(DrTestCliResult) reserved = { 0 };
  g_auto(DrTestCliResult) itself = { 0 };
  g_auto(DrTestCliResult) unknown = { 0 };

  run_ok (fixture, "add", "alc", NULL);
  imported.status = dr_test_run_cli (fixture->dir, &imported.out, &imported.err, "deck", "import", "--name",
                                     "Test Corp", deck, NULL);
  g_assert_cmpint (imported.status, ==, 0);
  imported_built.status = dr_test_run_cli (fixture->dir, &imported_built.out, &imported_built.err, "deck", "import",
                                           "--name", "Stubs", built, NULL);
  g_assert_cmpint (imported_built.status, ==, 0);

  RUN (fixture, &by_name, "missing", "test corp");
  g_assert_cmpint (by_name.status, ==, 1);
  g_assert_true (g_str_has_prefix (by_name.out, "Missing 7 of 12 cards:\n"));
  RUN (fixture, &by_id, "missing", "1");
  g_assert_cmpstr (by_id.out, ==, by_name.out);

  RUN (fixture, &reserved, "missing", "--built", "Stubs", "Test Corp");
  g_assert_true (g_str_has_prefix (reserved.out, "Missing 10 of 12 cards:\n"));
  RUN (fixture, &itself, "missing", "--built", "#1", "Test Corp");
  g_assert_cmpstr (itself.out, ==, by_name.out);

  RUN (fixture, &unknown, "missing", "No Such Deck");
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "There is no deck named “No Such Deck”"));
}

static void
test_conflicts (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *first = dr_test_write_file (fixture->dir, "first.txt", "3 02001\n2 Hedge Stub\n");
  g_autofree char *second = dr_test_write_file (fixture->dir, "second.txt", "2 Wall Panel\n1 Hedge Stub\n");
  g_auto(DrTestCliResult) text = { 0 };
  g_auto(DrTestCliResult) json = { 0 };
  g_auto(DrTestCliResult) fine = { 0 };
  g_auto(DrTestCliResult) one = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *conflict;

  run_ok (fixture, "add", "alc", NULL);
  run_ok (fixture, "add", "b1", NULL);
  RUN (fixture, &text, "conflicts", first, second);
  g_assert_cmpint (text.status, ==, 1);
  g_assert_cmpstr (text.out, ==, "Wall Panel: 5 needed, 4 owned: first.txt (3), second.txt (2)\n");

  RUN (fixture, &json, "conflicts", "--json", first, second);
  root = dr_test_parse_json (json.out);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (root)), ==, 1);
  conflict = json_array_get_object_element (json_node_get_array (root), 0);
  g_assert_cmpint (json_object_get_int_member (conflict, "needed"), ==, 5);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (conflict, "decks")), ==, 2);

  /* The same two decks saved and marked built: conflicts without DECKs finds them. */
  {
    g_auto(DrTestCliResult) save_first = { 0 };
    g_auto(DrTestCliResult) save_second = { 0 };
    g_auto(DrTestCliResult) build_first = { 0 };
    g_auto(DrTestCliResult) build_second = { 0 };
    g_auto(DrTestCliResult) list = { 0 };
    g_auto(DrTestCliResult) stored = { 0 };
    g_auto(DrTestCliResult) unbuild = { 0 };
    g_auto(DrTestCliResult) none = { 0 };

    save_first.status = dr_test_run_cli (fixture->dir, &save_first.out, &save_first.err, "deck", "import",
                                         "--name", "First", first, NULL);
    save_second.status = dr_test_run_cli (fixture->dir, &save_second.out, &save_second.err, "deck", "import",
                                          "--name", "Second", second, NULL);
    g_assert_cmpint (save_first.status, ==, 0);
    g_assert_cmpint (save_second.status, ==, 0);
    build_first.status = dr_test_run_cli (fixture->dir, &build_first.out, &build_first.err, "deck", "build",
                                          "First", NULL);
    build_second.status = dr_test_run_cli (fixture->dir, &build_second.out, &build_second.err, "deck", "build",
                                           "Second", NULL);
    g_assert_cmpint (build_first.status, ==, 0);
    g_assert_cmpint (build_second.status, ==, 0);
    list.status = dr_test_run_cli (fixture->dir, &list.out, &list.err, "deck", "list", NULL);
    g_assert_nonnull (strstr (list.out, ", built"));

    RUN (fixture, &stored, "conflicts");
    g_assert_cmpint (stored.status, ==, 1);
    g_assert_cmpstr (stored.out, ==, "Wall Panel: 5 needed, 4 owned: First (3), Second (2)\n");

    unbuild.status = dr_test_run_cli (fixture->dir, &unbuild.out, &unbuild.err, "deck", "unbuild", "Second", NULL);
    g_assert_cmpint (unbuild.status, ==, 0);
    RUN (fixture, &none, "conflicts");
    g_assert_cmpint (none.status, ==, 0);
  }

  run_ok (fixture, "set", "01003", "2", NULL);
  RUN (fixture, &fine, "conflicts", first, second);
  g_assert_cmpint (fine.status, ==, 0);
  g_assert_cmpstr (fine.out, ==, "The decks can all be assembled at once.\n");

  RUN (fixture, &one, "conflicts", first);
  g_assert_cmpint (one.status, ==, 2);
}

static void
test_completion (Fixture       *fixture,
                 gconstpointer  data)
{
  g_auto(DrTestCliResult) text = { 0 };
  g_auto(DrTestCliResult) json = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *rows;
  JsonObject *row;

  run_ok (fixture, "add", "alc", NULL);
  RUN (fixture, &text, "completion", "--game", "netrunner");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Alpha: 6/6 cards, 9/12 copies of playsets\n"
                                      "  Alpha Core Set (alc): 6/6 cards, 9/12 copies of playsets\n"));
  g_assert_nonnull (strstr (text.out, "  Beta One (b1): 1/3 cards, 1/9 copies of playsets\n"));
  g_assert_null (strstr (text.out, "Lockpick"));

  RUN (fixture, &json, "completion", "--json");
  root = dr_test_parse_json (json.out);
  rows = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (rows), ==, 12);
  row = json_array_get_object_element (rows, 9);
  g_assert_cmpstr (json_object_get_string_member (row, "kind"), ==, "pack");
  g_assert_cmpstr (json_object_get_string_member (row, "code"), ==, "sg");
  g_assert_cmpint (json_object_get_int_member (row, "cards_owned"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (row, "copies_owned"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (row, "copies_playset"), ==, 9);
}

static void
test_export_import (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *csv = g_build_filename (fixture->dir, "collection.csv", NULL);
  g_autofree char *packs = g_build_filename (fixture->dir, "packs.txt", NULL);
  g_autofree char *bad = dr_test_write_file (fixture->dir, "bad.csv", "code,owned\n01002,1\n01004,lots\n");
  g_autofree char *other_dir = dr_test_make_tmp_dir ();
  g_autofree char *other_cards = collection_fixture_build (other_dir);
  Fixture other = { other_dir };
  g_auto(DrTestCliResult) before = { 0 };
  g_auto(DrTestCliResult) exported = { 0 };
  g_auto(DrTestCliResult) imported = { 0 };
  g_auto(DrTestCliResult) copied = { 0 };
  g_auto(DrTestCliResult) failed = { 0 };
  g_auto(DrTestCliResult) after = { 0 };
  g_auto(DrTestCliResult) pack_import = { 0 };
  g_auto(DrTestCliResult) pack_show = { 0 };
  g_autofree char *text = NULL;

  run_ok (fixture, "add", "alc", "2");
  run_ok (fixture, "add", "b2", NULL);
  run_ok (fixture, "set", "02021", "1");
  run_ok (fixture, "set", "LPX01", "2");
  RUN (fixture, &before, "show", "--json");

  RUN (fixture, &exported, "export", csv);
  g_assert_cmpint (exported.status, ==, 0);
  g_assert_true (g_file_get_contents (csv, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "code,title,pack,owned\n01001,Alpha Corp: Test Identity,Alpha Core Set,2\n"));
  g_assert_nonnull (strstr (text, "\n02021,\"Deep Dive, Again\",Beta Two,1\n02022,Tollbooth Gate,Beta Two,2\n"));

  /* Another data dir gets the same copies of every printing. */
  RUN (&other, &imported, "import", csv);
  g_assert_cmpint (imported.status, ==, 0);
  g_assert_nonnull (strstr (imported.out, "Imported 9 lines"));
  {
    g_auto(DrTestCliResult) mine = { 0 };
    g_auto(DrTestCliResult) theirs = { 0 };
    g_autoptr(JsonNode) mine_root = NULL;
    g_autoptr(JsonNode) theirs_root = NULL;

    RUN (fixture, &mine, "show", "--json");
    RUN (&other, &theirs, "show", "--json");
    mine_root = dr_test_parse_json (mine.out);
    theirs_root = dr_test_parse_json (theirs.out);
    g_assert_cmpint (json_object_get_int_member (json_node_get_object (theirs_root), "copies"), ==,
                     json_object_get_int_member (json_node_get_object (mine_root), "copies"));
    g_assert_cmpint (json_object_get_int_member (json_node_get_object (theirs_root), "printings"), ==, 9);
  }
  {
    g_autofree char *again = g_build_filename (other_dir, "again.csv", NULL);
    g_autofree char *again_text = NULL;

    RUN (&other, &copied, "export", again);
    g_assert_true (g_file_get_contents (again, &again_text, NULL, NULL));
    g_assert_cmpstr (again_text, ==, text);
  }

  /* A bad file: exit 2, the line named, nothing changed. */
  RUN (fixture, &failed, "import", "--replace", bad);
  g_assert_cmpint (failed.status, ==, 2);
  g_assert_nonnull (strstr (failed.err, "has 1 bad line; nothing was imported:"));
  g_assert_nonnull (strstr (failed.err, "line 3: the owned count “lots”"));
  RUN (fixture, &after, "show", "--json");
  g_assert_cmpstr (after.out, ==, before.out);

  /* Pack lists. */
  run_ok (fixture, "export", "--packs", packs);
  RUN (&other, &pack_import, "import", "--packs", packs);
  g_assert_cmpint (pack_import.status, ==, 0);
  RUN (&other, &pack_show, "show");
  g_assert_true (g_str_has_prefix (pack_show.out, "Products:\n  2 × Alpha Core Set (alc)\n  1 × Beta Two (b2)\n"));

  dr_test_remove_tree (other_dir);
}

static void
test_usage_errors (Fixture       *fixture,
                   gconstpointer  data)
{
  g_auto(DrTestCliResult) none = { 0 };
  g_auto(DrTestCliResult) unknown = { 0 };
  g_auto(DrTestCliResult) replace_packs = { 0 };
  g_auto(DrTestCliResult) absent = { 0 };

  none.status = dr_test_run_cli (fixture->dir, &none.out, &none.err, "collection", NULL);
  g_assert_cmpint (none.status, ==, 2);
  RUN (fixture, &unknown, "frobnicate");
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "frobnicate"));
  RUN (fixture, &replace_packs, "import", "--packs", "--replace", "x.txt");
  g_assert_cmpint (replace_packs.status, ==, 2);
  RUN (fixture, &absent, "import", "/nonexistent/collection.csv");
  g_assert_cmpint (absent.status, ==, 2);
  g_assert_cmpstr (absent.out, ==, "");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/collection/help", test_help_lists_collection);
#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, dr_test_dir_fixture_tear_down)
  ADD ("/cli/collection/products", test_products);
  ADD ("/cli/collection/set-and-show-json", test_set_and_show_json);
  ADD ("/cli/collection/presets", test_presets);
  ADD ("/cli/collection/missing", test_missing);
  ADD ("/cli/collection/missing-saved-deck", test_missing_saved_deck);
  ADD ("/cli/collection/conflicts", test_conflicts);
  ADD ("/cli/collection/completion", test_completion);
  ADD ("/cli/collection/export-import", test_export_import);
  ADD ("/cli/collection/usage-errors", test_usage_errors);
#undef ADD
  return g_test_run ();
}
