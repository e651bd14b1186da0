/* test-collection-csv.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "collection-fixture.h"
#include "dr-collection-private.h"
#include "dr-error.h"

/* Collection files: CSV and pack lists, on the fixture of collection-fixture.h. */
typedef CollectionFixture Fixture;

/* Two Alpha boxes, a Beta One, singles bought and copies lost. */
static void
fill (DrCollection *collection)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (dr_collection_set_product_count (collection, "alc", 2, &error));
  g_assert_true (dr_collection_set_product_count (collection, "b1", 1, &error));
  g_assert_true (dr_collection_set_printing_owned (collection, "01003", 5, &error));
  g_assert_true (dr_collection_set_printing_owned (collection, "02002", 0, &error));
  g_assert_true (dr_collection_set_printing_owned (collection, "02021", 2, &error));
  g_assert_true (dr_collection_set_printing_owned (collection, "LPX01", 1, &error));
  g_assert_no_error (error);
}

static int
compare_strings (const void *a,
                 const void *b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static char *
summarize (DrCollection *collection)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) owned = dr_collection_owned_by_code (collection, &error);
  g_autofree const char **codes = NULL;
  GString *summary = g_string_new (NULL);
  guint n;

  g_assert_no_error (error);
  codes = (const char **) g_hash_table_get_keys_as_array (owned, &n);
  qsort (codes, n, sizeof (char *), compare_strings);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (summary, "%s%s=%d", i > 0 ? " " : "", codes[i],
                            GPOINTER_TO_INT (g_hash_table_lookup (owned, codes[i])));
  return g_string_free (summary, FALSE);
}

static const char expected_csv[] =
  "code,title,pack,owned\n"
  "01001,Alpha Corp: Test Identity,Alpha Core Set,2\n"
  "01002,Hedge Stub,Alpha Core Set,6\n"
  "01003,Wall Panel,Alpha Core Set,5\n"
  "01004,Signal Booster,Alpha Core Set,4\n"
  "01005,Runner Kid: Test Identity,Alpha Core Set,2\n"
  "01006,Rare Gem,Alpha Core Set,2\n"
  "02001,Wall Panel,Beta One,3\n"
  "02003,Quick Patch,Beta One,3\n"
  "02021,\"Deep Dive, Again\",Beta Two,2\n"
  "LPX01,Brass Tumbler,Lockpick,1\n";

static void
test_csv_round_trip (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "collection.csv", NULL);
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *again = NULL;
  DrUserStore *other_user;
  DrCollection *other;
  guint n_imported = 0;

  fill (fixture->collection);
  g_assert_true (dr_collection_export_csv (fixture->collection, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, expected_csv);
  before = summarize (fixture->collection);

  /* Into an empty collection: the same copies of every printing. */
  other = collection_fixture_open (fixture, "other.sqlite", &other_user);
  g_assert_true (dr_collection_import_csv (other, path, FALSE, &n_imported, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_imported, ==, 10);
  after = summarize (other);
  g_assert_cmpstr (after, ==, before);

  /* Back into the collection it came from: nothing changes. */
  g_assert_true (dr_collection_import_csv (fixture->collection, path, FALSE, NULL, &error));
  again = summarize (fixture->collection);
  g_assert_cmpstr (again, ==, before);
  g_assert_cmpint (dr_collection_get_product_count (fixture->collection, "alc"), ==, 2);

  dr_collection_free (other);
  dr_user_store_unref (other_user);
}

static void
import_text (DrCollection *collection,
             const char   *text,
             gboolean      replace)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (dr_collection_import_csv_text (collection, text, strlen (text), "test.csv", replace,
                                                NULL, &error));
  g_assert_no_error (error);
}

/* Merging sets the listed printings only; replacing makes the file the
 * whole collection. */
static void
test_csv_merge_and_replace (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autofree char *merged = NULL;
  g_autofree char *replaced = NULL;

  fill (fixture->collection);
  import_text (fixture->collection, "code,title,pack,owned\n01002,Hedge Stub,Alpha Core Set,1\n", FALSE);
  merged = summarize (fixture->collection);
  g_assert_cmpstr (merged, ==, "01001=2 01002=1 01003=5 01004=4 01005=2 01006=2 02001=3 02003=3 02021=2 LPX01=1");

  import_text (fixture->collection, "code,title,pack,owned\n01002,Hedge Stub,Alpha Core Set,1\n"
                                    "30002,Gateway Guard,Gateway Box,0\n", TRUE);
  replaced = summarize (fixture->collection);
  g_assert_cmpstr (replaced, ==, "01002=1");
  g_assert_cmpint (dr_collection_get_product_count (fixture->collection, "alc"), ==, 0);
}

/* Hand-written files: no header, other column orders, blanks, CRLF. */
static void
test_csv_variants (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *no_header = NULL;
  g_autofree char *reordered = NULL;

  import_text (fixture->collection, "01002,Hedge Stub,Alpha Core Set,1\r\n\r\n  01004 , x , y , 2 \r\n", TRUE);
  no_header = summarize (fixture->collection);
  g_assert_cmpstr (no_header, ==, "01002=1 01004=2");

  import_text (fixture->collection, "Owned,Code\n3,02003\n", TRUE);
  reordered = summarize (fixture->collection);
  g_assert_cmpstr (reordered, ==, "02003=3");
}

/* Rows without a code name the card by title. */
static void
test_csv_by_title (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *by_title = NULL;

  import_text (fixture->collection,
               "title,pack,owned\n"
               "Bright Idea,,2\n"                     /* its only printing */
               "wall panel,Alpha Core Set,1\n"        /* the printing in that pack */
               "Hedge Stub,,1\n"                      /* the newest printing, Gateway's */
               "\"Deep Dive, Again\",b2,3\n",         /* a pack code does as well */
               TRUE);
  by_title = summarize (fixture->collection);
  g_assert_cmpstr (by_title, ==, "01003=1 02002=2 02021=3 30001=1");
}

/* Every bad line is reported with its number, and nothing is imported. */
static void
test_csv_bad_lines (Fixture       *fixture,
                    gconstpointer  data)
{
  static const char text[] =
    "code,title,pack,owned\n"                        /* 1 */
    "01002,Hedge Stub,Alpha Core Set,1\n"            /* 2: fine */
    "01004,Signal Booster,Alpha Core Set,x\n"        /* 3: not a number */
    "09999,Nothing,Nowhere,1\n"                      /* 4: unknown code */
    "01003,\"Wall Panel,Alpha Core Set,1\n"          /* 5: quote not closed */
    "01002,Hedge Stub,Alpha Core Set,2\n"            /* 6: listed again */
    "01006,Rare Gem\n"                               /* 7: too few fields */
    "01005,Runner Kid,Alpha Core Set,-1\n"           /* 8: negative */
    "\n"                                             /* 9: blank, fine */
    ",Wall Panel,Gateway Box,1\n"                    /* 10: no such printing */
    "02003,Quick Patch,Beta One,2\n";                /* 11: fine */
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint64 revision;
  guint n_imported = 77;

  fill (fixture->collection);
  before = summarize (fixture->collection);
  revision = dr_collection_get_revision (fixture->collection);

  g_assert_false (dr_collection_import_csv_text (fixture->collection, text, strlen (text), "mine.csv",
                                                 TRUE, &n_imported, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "“mine.csv” has 7 bad lines; nothing was imported:"));
  g_assert_nonnull (strstr (error->message, "\nline 3: the owned count “x” is not a whole number"));
  g_assert_nonnull (strstr (error->message, "\nline 4: no card has the code “09999”"));
  g_assert_nonnull (strstr (error->message, "\nline 5: a quoted field is not closed"));
  g_assert_nonnull (strstr (error->message, "\nline 6: the card “01002” is listed again (first on line 2)"));
  g_assert_nonnull (strstr (error->message, "\nline 7: expected 4 fields, found 2"));
  g_assert_nonnull (strstr (error->message, "\nline 8: the owned count “-1”"));
  g_assert_nonnull (strstr (error->message,
                            "\nline 10: “Wall Panel” has no printing in the pack “Gateway Box”"));
  g_assert_null (strstr (error->message, "line 2:"));
  g_assert_null (strstr (error->message, "line 11:"));
  g_assert_cmpuint (n_imported, ==, 77);

  after = summarize (fixture->collection);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (dr_collection_get_revision (fixture->collection), ==, revision);
  g_assert_cmpint (dr_collection_get_product_count (fixture->collection, "alc"), ==, 2);
}

static void
test_csv_many_bad_lines (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GString) text = g_string_new ("code,owned\n");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 25; i++)
    g_string_append (text, "01002,many\n");
  g_assert_false (dr_collection_import_csv_text (fixture->collection, text->str, text->len, "big.csv",
                                                 FALSE, NULL, &error));
  g_assert_nonnull (strstr (error->message, "has 25 bad lines"));
  g_assert_nonnull (strstr (error->message, "\nline 21: "));
  g_assert_null (strstr (error->message, "\nline 22: "));
  g_assert_nonnull (strstr (error->message, "… and 5 more bad lines"));
}

static void
test_csv_not_text (Fixture       *fixture,
                   gconstpointer  data)
{
  static const char bytes[] = "code,owned\n01002,\xff\xfe\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = g_build_filename (fixture->dir, "absent.csv", NULL);

  g_assert_false (dr_collection_import_csv_text (fixture->collection, bytes, sizeof bytes - 1, "bin.csv",
                                                 FALSE, NULL, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_clear_error (&error);
  g_assert_false (dr_collection_import_csv (fixture->collection, missing, FALSE, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* The export replaces its file whole, or leaves the old one. */
static void
test_export_atomic (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "out.csv", NULL);
  g_autofree char *bad_path = g_build_filename (fixture->dir, "no-such-folder", "out.csv", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_assert_true (g_file_set_contents (path, "old contents that are much longer than the new ones ……", -1, NULL));
  g_assert_true (dr_collection_export_csv (fixture->collection, path, &error));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "code,title,pack,owned\n");
  g_assert_false (dr_collection_export_csv (fixture->collection, bad_path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);

  /* No temporary file left behind. */
  dir = g_dir_open (fixture->dir, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_assert_false (g_str_has_prefix (name, "out.csv."));
}

static void
test_pack_list_round_trip (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "packs.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) products = NULL;
  DrUserStore *other_user;
  DrCollection *other;
  guint n_imported = 0;

  fill (fixture->collection);
  g_assert_true (dr_collection_set_product_count (fixture->collection, "lp", 1, &error));
  g_assert_true (dr_collection_export_pack_list (fixture->collection, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==,
                   "# Deckrunner owned products: COUNT PACK (a pack code or name)\n"
                   "2 alc  # Alpha Core Set\n"
                   "1 b1  # Beta One\n"
                   "1 lp  # Lockpick\n");

  other = collection_fixture_open (fixture, "other.sqlite", &other_user);
  g_assert_true (dr_collection_set_printing_owned (other, "30002", 1, &error));
  g_assert_true (dr_collection_import_pack_list (other, path, &n_imported, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_imported, ==, 3);
  products = dr_collection_list_products (other, &error);
  g_assert_cmpuint (products->len, ==, 3);
  g_assert_cmpint (dr_collection_get_product_count (other, "alc"), ==, 2);
  g_assert_cmpint (dr_collection_get_product_count (other, "b1"), ==, 1);
  g_assert_cmpint (dr_collection_get_product_count (other, "lp"), ==, 1);
  /* Adjustments are not part of a pack list and stay. */
  g_assert_cmpint (dr_collection_get_printing_owned (other, "30002"), ==, 1);
  dr_collection_free (other);
  dr_user_store_unref (other_user);
}

static void
test_pack_list_forms_and_errors (Fixture       *fixture,
                                 gconstpointer  data)
{
  static const char good[] =
    "# my boxes\n"
    "3x Alpha Core Set\n"
    "\n"
    "  1 beta two   # the second one\r\n"
    "0 b1\n";
  static const char bad[] =
    "2 alc\n"              /* 1: fine */
    "two alc\n"            /* 2: no count */
    "1 Omega Box\n"        /* 3: unknown pack */
    "1 ALC\n"              /* 4: again */
    "5\n"                  /* 5: no pack */
    "1 sg\n";              /* 6: fine */
  g_autoptr(GError) error = NULL;
  guint n_imported = 0;

  g_assert_true (dr_collection_import_pack_list_text (fixture->collection, good, strlen (good), "good.txt",
                                                      &n_imported, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_imported, ==, 2);
  g_assert_cmpint (dr_collection_get_product_count (fixture->collection, "alc"), ==, 3);
  g_assert_cmpint (dr_collection_get_product_count (fixture->collection, "b2"), ==, 1);
  g_assert_cmpint (dr_collection_get_product_count (fixture->collection, "b1"), ==, 0);

  g_assert_false (dr_collection_import_pack_list_text (fixture->collection, bad, strlen (bad), "bad.txt",
                                                       NULL, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "“bad.txt” has 4 bad lines; nothing was imported:"));
  g_assert_nonnull (strstr (error->message, "\nline 2: expected “COUNT PACK”"));
  g_assert_nonnull (strstr (error->message, "\nline 3: no pack has the code or name “Omega Box”"));
  g_assert_nonnull (strstr (error->message, "\nline 4: the pack “ALC” is listed again (first on line 1)"));
  g_assert_nonnull (strstr (error->message, "\nline 5: expected “COUNT PACK”"));
  g_assert_cmpint (dr_collection_get_product_count (fixture->collection, "alc"), ==, 3);
  g_assert_cmpint (dr_collection_get_product_count (fixture->collection, "sg"), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, collection_fixture_set_up, func, \
                                collection_fixture_tear_down)
  ADD ("/collection/csv/round-trip", test_csv_round_trip);
  ADD ("/collection/csv/merge-and-replace", test_csv_merge_and_replace);
  ADD ("/collection/csv/variants", test_csv_variants);
  ADD ("/collection/csv/by-title", test_csv_by_title);
  ADD ("/collection/csv/bad-lines", test_csv_bad_lines);
  ADD ("/collection/csv/many-bad-lines", test_csv_many_bad_lines);
  ADD ("/collection/csv/not-text", test_csv_not_text);
  ADD ("/collection/export-atomic", test_export_atomic);
  ADD ("/collection/pack-list/round-trip", test_pack_list_round_trip);
  ADD ("/collection/pack-list/forms-and-errors", test_pack_list_forms_and_errors);
#undef ADD
  return g_test_run ();
}
