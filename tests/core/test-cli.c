/* test-cli.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-test-helper.h"

/* The real deckrunner-cli binary, run as a user would, on a private data dir. */
typedef DrTestDirFixture Fixture;

static void
run_cli (Fixture    *fixture,
         DrTestCliResult     *result,
         const char *first,
         ...)
{
  va_list args;

  va_start (args, first);
  result->status = dr_test_run_cli_valist (fixture != NULL ? fixture->dir : NULL, NULL, &result->out, &result->err,
                                           first, args);
  va_end (args);
}

static void
test_version_and_help (void)
{
  g_auto(DrTestCliResult) version = { 0 };
  g_auto(DrTestCliResult) help = { 0 };
  g_auto(DrTestCliResult) bad = { 0 };
  g_auto(DrTestCliResult) unknown_option = { 0 };

  run_cli (NULL, &version, "--version", NULL);
  g_assert_cmpint (version.status, ==, 0);
  g_assert_true (g_str_has_prefix (version.out, "deckrunner-cli "));

  run_cli (NULL, &help, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "search"));
  g_assert_nonnull (strstr (help.out, "--data-dir"));

  run_cli (NULL, &bad, "frobnicate", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "frobnicate"));

  run_cli (NULL, &unknown_option, "--frob", NULL);
  g_assert_cmpint (unknown_option.status, ==, 2);
}

static void
test_search_lines (Fixture       *fixture,
                   gconstpointer  data)
{
  g_auto(DrTestCliResult) result = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autofree char *output = NULL;

  run_cli (fixture, &result, "search", "t:ice s:sentry f:nbn", NULL);
  g_assert_cmpint (result.status, ==, 0);
  output = g_strchomp (g_strdup (result.out));
  lines = g_strsplit (output, "\n", -1);
  /* The Core Set's NBN sentries, sorted by title. */
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_cmpstr (lines[0], ==, "01088\tData Raven");
  g_assert_cmpstr (lines[1], ==, "01089\tMatrix Analyzer");
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);

      g_assert_cmpuint (g_strv_length (fields), ==, 2);
      g_assert_cmpuint (strlen (fields[0]), ==, 5);
    }
  /* Several arguments make one query. */
  {
    g_auto(DrTestCliResult) split = { 0 };

    run_cli (fixture, &split, "search", "t:ice", "s:sentry", "f:nbn", NULL);
    g_assert_cmpstr (split.out, ==, result.out);
  }
}

static void
test_search_json (Fixture       *fixture,
                  gconstpointer  data)
{
  g_auto(DrTestCliResult) result = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *cards;

  run_cli (fixture, &result, "search", "--json", "Hedge Fund", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, result.out, -1, &error));
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)));
  cards = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (cards), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (cards, 0), "code"), ==, "01110");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (cards, 0), "cost"), ==, 5);
}

static void
test_search_exit_codes (Fixture       *fixture,
                        gconstpointer  data)
{
  g_auto(DrTestCliResult) none = { 0 };
  g_auto(DrTestCliResult) bad = { 0 };
  g_auto(DrTestCliResult) missing = { 0 };

  run_cli (fixture, &none, "search", "t:ice o>99", NULL);
  g_assert_cmpint (none.status, ==, 1);
  g_assert_cmpstr (none.out, ==, "");

  run_cli (fixture, &bad, "search", "t:ice o<", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "position"));
  g_assert_cmpstr (bad.out, ==, "");

  run_cli (fixture, &missing, "search", NULL);
  g_assert_cmpint (missing.status, ==, 2);
}

static void
test_card (Fixture       *fixture,
           gconstpointer  data)
{
  g_auto(DrTestCliResult) by_code = { 0 };
  g_auto(DrTestCliResult) by_title = { 0 };
  g_auto(DrTestCliResult) json = { 0 };
  g_auto(DrTestCliResult) none = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();

  run_cli (fixture, &by_code, "card", "01002", NULL);
  g_assert_cmpint (by_code.status, ==, 0);
  g_assert_true (g_str_has_prefix (by_code.out, "Déjà Vu\n"));

  run_cli (fixture, &by_title, "card", "deja", "vu", NULL);
  g_assert_cmpint (by_title.status, ==, 0);
  g_assert_cmpstr (by_title.out, ==, by_code.out);

  run_cli (fixture, &json, "card", "--json", "24001", NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json.out, -1, NULL));
  g_assert_true (json_object_get_null_member (json_node_get_object (json_parser_get_root (parser)),
                                              "influence_limit"));

  run_cli (fixture, &none, "card", "Not A Card", NULL);
  g_assert_cmpint (none.status, ==, 1);
  g_assert_nonnull (strstr (none.err, "No card"));
}

static void
test_unusable_data_dir (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *file = g_build_filename (fixture->dir, "plain-file", NULL);
  g_auto(DrTestCliResult) result = { 0 };
  Fixture blocked = { file };

  /* A data dir that is a file: a clear error, exit 2. */
  g_assert_true (g_file_set_contents (file, "x", -1, NULL));
  run_cli (&blocked, &result, "search", "t:ice", NULL);
  g_assert_cmpint (result.status, ==, 2);
  g_assert_nonnull (strstr (result.err, "plain-file"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/version-and-help", test_version_and_help);
#define ADD(path, func) DR_TEST_ADD_DIR (path, func)
  ADD ("/cli/search-lines", test_search_lines);
  ADD ("/cli/search-json", test_search_json);
  ADD ("/cli/search-exit-codes", test_search_exit_codes);
  ADD ("/cli/card", test_card);
  ADD ("/cli/unusable-data-dir", test_unusable_data_dir);
#undef ADD
  return g_test_run ();
}
