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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json-parallel/envelope-and-array", test_envelope_and_array);
  g_test_add_func ("/json-parallel/refuses-what-it-cannot-cut", test_refuses_what_it_cannot_cut);
  return g_test_run ();
}
