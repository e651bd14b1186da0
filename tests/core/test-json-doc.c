/* test-json-doc.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "dr-json-doc.h"
#include "dr-test-helper.h"

/* What json-glib reads from @text, as a document, or NULL when it refuses it. */
static DrJsonDoc *
doc_from_json_glib (const char *text,
                    gsize       length)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  if (!json_parser_load_from_data (parser, text, length, NULL))
    return NULL;
  return dr_json_doc_new_from_node (json_parser_get_root (parser));
}

/* The document reads exactly what json-glib reads, and refuses what it
 * refuses with its message. */
static void
assert_reads_as_json_glib (const char *text,
                           gsize       length)
{
  g_autoptr(DrJsonDoc) expected = doc_from_json_glib (text, length);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrJsonDoc) doc = dr_json_doc_parse (text, length, &error);

  if (expected == NULL)
    {
      if (doc != NULL)
        g_error ("accepted what json-glib refuses: %.*s", (int) MIN (length, 200), text);
      g_assert_nonnull (error);
      return;
    }
  g_assert_no_error (error);
  g_assert_nonnull (doc);
  if (!dr_json_value_equal (dr_json_doc_get_root (doc), dr_json_doc_get_root (expected)))
    g_error ("read otherwise than json-glib: %.*s", (int) MIN (length, 200), text);
}

static void
test_same_as_json_glib (void)
{
  const char *const texts[] = {
    "{\"imageUrlTemplate\": \"x/{code}\", \"data\": [{\"code\": \"01001\", \"text\": \"a, [b] {c}\"},"
    " {\"code\": \"01002\", \"list\": [1, 2, {\"q\": \"\\\"]\"}]}, {\"code\": \"01003\"},"
    " {\"code\": \"01004\", \"n\": -1.5e3, \"t\": true, \"f\": false, \"z\": null}], \"total\": 4, \"success\": true}",
    " [ {\"a\": 1} , {\"b\": \"\\\\\"} ,{\"c\": [ ]}, {} ] ",
    "\"\\u00e9t\\u00E9 \\ud83d\\ude00 \\/ \\b\\f\\n\\r\\t\"",
    "\"d\xc3\xa9j\xc3\xa0 vu \xe2\x80\x94 \xe3\x83\x8f\xe3\x83\x83\xe3\x82\xb7\xe3\x83\xa5\"",
    "[0, -0, 7, -12, 1.5, 2e3, 2E-3, -0.25, 1.0, 9223372036854775807, -9223372036854775808]",
    "[9223372036854775808, 18446744073709551616]", "[1e400]", "[-1e400]", "[1e-400]", "[0.1, 123456.789e-2]",
    "{\"a\": 1, \"b\": 2, \"a\": 3}",
    "{\"cards\": {\"01001\": {\"is_restricted\": 1}, \"01002\": {\"deck_limit\": 0, \"deck_limit\": 1}}}",
    "true", "false", "null", "42", "\"\"", "[]", "{}", "[[[[[]]]]]",
    "\t\n\r [1]\n",
    /* Refused by both, or handed to json-glib: */
    "", "   ", "[1,", "[1,]", "{\"a\" 1}", "{\"a\": 1,}", "[01]", "[1.]", "[-]", "[.5]", "[1e]",
    "[tru]", "[nul]", "\"open", "\"bad \\x escape\"", "\"\\u12\"", "\"\\u0000\"",
    "\"\\ud83d alone\"", "\"\\ude00 alone\"", "\"raw\ttab\"", "\"raw\nnewline\"", "[1] [2]",
    "\"\xff\xfe\"", "\"\xc3\"", "{\"a\": 1} x", "[1 2]", "{1: 2}", "[\"a\" \"b\"]",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    assert_reads_as_json_glib (texts[i], strlen (texts[i]));
}

static void
test_deep_nesting (void)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < 300; i++)
    g_string_append (text, "[{\"a\": ");
  g_string_append (text, "1");
  for (guint i = 0; i < 300; i++)
    g_string_append (text, "}]");
  assert_reads_as_json_glib (text->str, text->len);
}

static void
test_members_and_iteration (void)
{
  const char *text = "{\"code\": \"01001\", \"n\": 3, \"code\": \"01002\", \"faces\": [{\"title\": \"A\"}, 2, null],"
                     " \"d\": 2.5, \"b\": true}";
  g_autoptr(DrJsonDoc) doc = dr_json_doc_parse (text, strlen (text), NULL);
  const DrJsonValue *root = dr_json_doc_get_root (doc);
  const DrJsonValue *faces, *face, *member;
  guint n = 0, first = 0;

  g_assert_cmpint (dr_json_value_get_type (root), ==, DR_JSON_OBJECT);
  /* Read in one pass, which keeps a repeated name where it is written
   * (json-glib's tree has it once). */
  g_assert_cmpuint (dr_json_value_get_length (root), ==, 6);
  /* The last of a repeated name, as json-glib keeps it. */
  g_assert_cmpstr (dr_json_value_get_string (dr_json_object_get_member (root, "code")), ==, "01002");
  g_assert_cmpint (dr_json_value_get_int (dr_json_object_get_member (root, "n")), ==, 3);
  g_assert_cmpfloat (dr_json_value_get_double (dr_json_object_get_member (root, "d")), ==, 2.5);
  g_assert_true (dr_json_value_get_boolean (dr_json_object_get_member (root, "b")));
  g_assert_null (dr_json_object_get_member (root, "absent"));
  for (member = dr_json_value_get_first (root); member != NULL; member = dr_json_value_get_next (root, member))
    {
      n++;
      first += dr_json_member_is_first (root, member);
    }
  g_assert_cmpuint (n, ==, 6);
  g_assert_cmpuint (first, ==, 5);

  faces = dr_json_object_get_member (root, "faces");
  g_assert_cmpint (dr_json_value_get_type (faces), ==, DR_JSON_ARRAY);
  g_assert_cmpuint (dr_json_value_get_length (faces), ==, 3);
  face = dr_json_value_get_first (faces);
  g_assert_null (dr_json_value_get_name (face));
  g_assert_cmpstr (dr_json_value_get_string (dr_json_object_get_member (face, "title")), ==, "A");
  face = dr_json_value_get_next (faces, face);
  g_assert_cmpint (dr_json_value_get_int (face), ==, 2);
  face = dr_json_value_get_next (faces, face);
  g_assert_cmpint (dr_json_value_get_type (face), ==, DR_JSON_NULL);
  g_assert_null (dr_json_value_get_next (faces, face));
  /* A member of a scalar is nothing. */
  g_assert_null (dr_json_object_get_member (face, "title"));
  g_assert_null (dr_json_value_get_first (face));
}

/* NetrunnerDB's files, read both ways. */
static void
test_netrunnerdb_files (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint n_files = 0;

  if (dr_test_shared_dir () == NULL)
    {
      g_test_skip ("../shared/netrunnerdb is absent");
      return;
    }
  dir = g_build_filename (dr_test_shared_dir (), "netrunnerdb", "api-v2", NULL);
  listing = g_dir_open (dir, 0, NULL);
  if (listing == NULL)
    {
      g_test_skip ("no api-v2 folder in ../shared/netrunnerdb");
      return;
    }
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;
      gsize length;

      if (!g_str_has_suffix (name, ".json") || !g_file_get_contents (path, &text, &length, NULL))
        continue;
      assert_reads_as_json_glib (text, length);
      n_files++;
    }
  g_assert_cmpuint (n_files, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json-doc/same-as-json-glib", test_same_as_json_glib);
  g_test_add_func ("/json-doc/deep-nesting", test_deep_nesting);
  g_test_add_func ("/json-doc/members-and-iteration", test_members_and_iteration);
  g_test_add_func ("/json-doc/netrunnerdb-files", test_netrunnerdb_files);
  return g_test_run ();
}
