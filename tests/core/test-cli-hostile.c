/* test-cli-hostile.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-test-helper.h"
#include "dr-test-http-server.h"

/* Card data from a server on 127.0.0.1 whose titles and texts carry
 * terminal control sequences and markup: the real deckrunner-cli shows
 * every one of them as visible text, on standard output and in its
 * messages, and its JSON still parses to the very same strings. */

#define HOSTILE_TITLE "Evil\x1b]0;owned\x07 Title"
#define HOSTILE_TEXT  "<b>bold?</b> \x1b[2J\x1b[31mred\x1b[0m \xc2\x9b" "1;1H \r\x7f end"

typedef struct
{
  char             *dir;
  char             *served;
  char             *data_dir;
  DrTestHttpServer *server;
} Fixture;

static void
make_hostile (const char *served)
{
  g_autofree char *path = g_build_filename (served, "cards.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *card;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  card = json_array_get_object_element (json_object_get_array_member (
    json_node_get_object (json_parser_get_root (parser)), "data"), 0);
  g_assert_cmpstr (json_object_get_string_member (card, "code"), ==, "01001");
  json_object_set_string_member (card, "title", HOSTILE_TITLE);
  json_object_set_string_member (card, "stripped_title", "Evil Title");
  json_object_set_string_member (card, "text", HOSTILE_TEXT);
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, path, &error));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *fixtures = g_test_build_filename (G_TEST_DIST, "fixtures", "sync", NULL);
  g_autofree char *url = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  fixture->dir = dr_test_make_tmp_dir ();
  fixture->served = g_build_filename (fixture->dir, "served", NULL);
  fixture->data_dir = g_build_filename (fixture->dir, "data", NULL);
  dr_test_copy_tree (fixtures, fixture->served);
  make_hostile (fixture->served);
  fixture->server = dr_test_http_server_new (fixture->served);
  url = dr_test_http_server_get_url (fixture->server);
  if (dr_test_run_cli (fixture->data_dir, &out, &err, "sync", "--source", url, "--allow-http-loopback",
                       "--restrictions", "", NULL) != 0)
    g_error ("sync failed: %s", err);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_test_http_server_free (fixture->server);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->served);
  g_free (fixture->data_dir);
}

static void
assert_no_control_characters (const char *text)
{
  for (const guchar *p = (const guchar *) text; *p != '\0'; p++)
    {
      if ((*p < 0x20 && *p != '\n' && *p != '\t') || *p == 0x7f)
        g_error ("control character 0x%02x in: %s", *p, text);
      if (p[0] == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f)
        g_error ("C1 control character in: %s", text);
    }
}

static void
test_card_output_is_escaped (Fixture       *fixture,
                             gconstpointer  data)
{
  g_auto(DrTestCliResult) shown = { 0 };
  g_auto(DrTestCliResult) found = { 0 };

  shown.status = dr_test_run_cli (fixture->data_dir, &shown.out, &shown.err, "card", "01001", NULL);
  g_assert_cmpint (shown.status, ==, 0);
  assert_no_control_characters (shown.out);
  g_assert_nonnull (strstr (shown.out, "Evil\\x1b]0;owned\\x07 Title"));
  g_assert_nonnull (strstr (shown.out, "<b>bold?</b> \\x1b[2J\\x1b[31mred\\x1b[0m \\u009b1;1H \\x0d\\x7f end"));

  found.status = dr_test_run_cli (fixture->data_dir, &found.out, &found.err, "search", "evil", NULL);
  g_assert_cmpint (found.status, ==, 0);
  assert_no_control_characters (found.out);
  g_assert_nonnull (strstr (found.out, "01001\tEvil\\x1b]0;owned\\x07 Title"));
}

static void
test_json_keeps_the_strings (Fixture       *fixture,
                             gconstpointer  data)
{
  g_auto(DrTestCliResult) result = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *card;

  result.status = dr_test_run_cli (fixture->data_dir, &result.out, &result.err, "card", "01001", "--json", NULL);
  g_assert_cmpint (result.status, ==, 0);
  assert_no_control_characters (result.out);
  g_assert_true (json_parser_load_from_data (parser, result.out, -1, &error));
  g_assert_no_error (error);
  card = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (card, "title"), ==, HOSTILE_TITLE);
  g_assert_cmpstr (json_object_get_string_member (card, "text"), ==, HOSTILE_TEXT);
}

/* A pasted line that names no card comes back in the message, escaped. */
static void
test_messages_are_escaped (Fixture       *fixture,
                           gconstpointer  data)
{
  g_auto(DrTestCliResult) result = { 0 };
  g_autofree char *deck = g_build_filename (fixture->dir, "deck.txt", NULL);

  g_assert_true (g_file_set_contents (deck, "Meridian Labs: Thinking Ahead\n3 No Such\x1b[2J Card\n", -1, NULL));
  result.status = dr_test_run_cli (fixture->data_dir, &result.out, &result.err, "deck", "import", deck, NULL);
  g_assert_cmpint (result.status, ==, 2);
  assert_no_control_characters (result.err);
  g_assert_nonnull (strstr (result.err, "No Such\\x1b[2J Card"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli-hostile/card-output-is-escaped", test_card_output_is_escaped);
  ADD ("/cli-hostile/json-keeps-the-strings", test_json_keeps_the_strings);
  ADD ("/cli-hostile/messages-are-escaped", test_messages_are_escaped);
#undef ADD
  return g_test_run ();
}
