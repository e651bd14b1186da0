/* test-json-parallel.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "dr-json-parallel.h"

static char *
to_string (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

/* Parsing in pieces must give exactly what one json-glib parse gives. */
static void
assert_same_as_whole (const char *text,
                      guint       n_parts)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(DrJsonDocument) document = dr_json_document_parse (text, strlen (text), n_parts);
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  g_assert_nonnull (document);
  expected = to_string (json_parser_get_root (parser));
  actual = to_string (dr_json_document_get_root (document));
  g_assert_cmpstr (actual, ==, expected);
}

static void
test_envelope_and_array (void)
{
  const char *envelope =
    "{\"imageUrlTemplate\": \"x/{code}\", \"data\": [{\"code\": \"01001\", \"text\": \"a, [b] {c}\"},"
    " {\"code\": \"01002\", \"list\": [1, 2, {\"q\": \"\\\"]\"}]}, {\"code\": \"01003\"},"
    " {\"code\": \"01004\", \"n\": -1.5e3, \"t\": true, \"z\": null}], \"total\": 4, \"success\": true}";
  const char *array = " [ {\"a\": 1} , {\"b\": \"\\\\\"} ,{\"c\": [ ]} ] ";

  for (guint parts = 1; parts <= 5; parts++)
    {
      assert_same_as_whole (envelope, parts);
      assert_same_as_whole (array, parts);
    }
  assert_same_as_whole ("{\"data\": [], \"success\": true}", 3);
  assert_same_as_whole ("[]", 2);
}

static void
test_refuses_what_it_cannot_cut (void)
{
  const char *const refused[] = {
    "",
    "42",
    "{\"total\": 1}",                                  /* no record list */
    "{\"data\": [{\"a\": 1}], \"data\": [{\"b\": 2}]}", /* the last "data" wins in json-glib */
    "[{\"a\": 1}, {\"b\": ]",                           /* broken record */
    "[{\"a\": 1}, {\"b\": 2}",                          /* unclosed list */
    "{\"data\": [{\"a\": \"unterminated}]}",
    "[{\"a\": 1}, {\"b\": 2}] trailing",
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(DrJsonDocument) document = dr_json_document_parse (refused[i], strlen (refused[i]), 2);

      if (document != NULL)
        g_error ("accepted: %s", refused[i]);
    }
}

/* Large enough for pieces: the same tree as a whole parse, and json-glib's
 * own error (with its line) for a broken one. */
static void
test_parse_root_of_large_text (void)
{
  g_autoptr(GString) text = g_string_new ("{\"success\": true, \"data\": [");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;

  for (guint i = 0; text->len < 2 * DR_JSON_PARALLEL_MIN_SIZE; i++)
    g_string_append_printf (text, "%s{\"code\": \"%05u\", \"text\": \"a \\\" [quoted] {brace}\"}",
                            i ? ", " : "", i);
  g_string_append (text, "], \"total\": 1}");

  g_assert_true (json_parser_load_from_data (parser, text->str, text->len, NULL));
  root = dr_json_parse_root (text->str, text->len, &error);
  g_assert_no_error (error);
  expected = to_string (json_parser_get_root (parser));
  actual = to_string (root);
  g_assert_cmpstr (actual, ==, expected);

  g_clear_pointer (&root, json_node_unref);
  g_string_truncate (text, text->len - 15);   /* cut inside the list */
  root = dr_json_parse_root (text->str, text->len, &error);
  g_assert_null (root);
  g_assert_nonnull (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json-parallel/envelope-and-array", test_envelope_and_array);
  g_test_add_func ("/json-parallel/refuses-what-it-cannot-cut", test_refuses_what_it_cannot_cut);
  g_test_add_func ("/json-parallel/parse-root-of-large-text", test_parse_root_of_large_text);
  return g_test_run ();
}
