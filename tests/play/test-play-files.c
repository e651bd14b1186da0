/* test-play-files.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Malformed scenario and record files (issue 18): every member the readers
 * take, given a value of another JSON type (or out of range), is refused
 * with a message naming the member — never a json-glib critical (which
 * GLib's test mode makes fatal) or a value made up from the wrong type.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */
#include "dr-test-helper.h"

/* A valid scenario that reaches every member the scenario reader takes:
 * the position's members, a step of each kind, each kind of expectation. */
static const char base_scenario[] =
  "{\"title\": \"every member\", \"cites\": \"test\", \"seed\": 3, \"turn-limit\": 40,"
  " \"setup-refused\": false,"
  " \"corp\": {\"identity\": \"01080\", \"identity-face\": \"front\", \"credits\": 5,"
  "   \"clicks\": 3, \"tags\": 0, \"core-damage\": 0, \"bad-publicity\": 0, \"recurring\": 0,"
  "   \"hand\": [\"01110\"], \"deck\": [\"01110\", \"01110\"], \"archives\": [], \"score\": [],"
  "   \"servers\": {\"remote1\": {\"ice\": [], \"root\": [{\"code\": \"01107\","
  "     \"advancements\": 2, \"rezzed\": false, \"faceup\": false, \"virus\": 0,"
  "     \"credits\": 0, \"power\": 0}]}}},"
  " \"runner\": {\"identity\": \"01001\", \"credits\": 5, \"clicks\": 4, \"hand\": [],"
  "   \"deck\": [\"01050\"], \"heap\": [], \"programs\": [], \"hardware\": [],"
  "   \"resources\": []},"
  " \"turn\": {\"seat\": \"corp\", \"start\": \"action\", \"number\": 1},"
  " \"steps\": ["
  "   {\"expect\": [{\"path\": \"corp.credits\", \"equals\": 5},"
  "                 {\"zone\": \"corp.hand\", \"contains\": \"01110\"},"
  "                 {\"zone\": \"corp.archives\", \"lacks\": \"01110\"},"
  "                 {\"zone\": \"corp.hand\", \"codes\": [\"01110\"]},"
  "                 {\"card\": \"01107\", \"nth\": 1, \"field\": \"advancements\", \"equals\": 2},"
  "                 {\"legal\": {\"do\": \"advance\", \"card\": \"01107\"}},"
  "                 {\"illegal\": {\"do\": \"run\", \"seat\": \"runner\", \"server\": \"hq\"}},"
  "                 {\"log-lacks\": \"nothing like this\"},"
  "                 {\"identity\": \"corp\", \"equals\": \"01080\"},"
  "                 {\"pile\": \"corp.hand\", \"unordered\": [\"01110\"]},"
  "                 {\"view\": \"runner\", \"expect\": [{\"path\": \"corp.credits\", \"equals\": 5}]},"
  "                 {\"one-of\": [{\"path\": \"corp.credits\", \"equals\": 5},"
  "                              {\"path\": \"corp.credits\", \"equals\": 6}]},"
  "                 {\"refused\": {\"do\": \"run\", \"seat\": \"runner\", \"server\": \"hq\","
  "                               \"card\": null, \"target\": null, \"amount\": 0}},"
  "                 {\"game-over\": false}]},"
  "   {\"do\": \"advance\", \"seat\": \"corp\", \"card\": \"01107\", \"code\": \"01107\","
  "    \"target\": null},"
  "   {\"expect\": {\"card\": \"01107\", \"field\": \"advancements\", \"equals\": 3}}],"
  " \"expect\": [{\"path\": \"corp.clicks\", \"equals\": 2}]}";

typedef struct
{
  const char *object;  /* dotted path from the root: "corp.servers.remote1.root.0" */
  const char *member;
  const char *value;   /* JSON of another type, or out of range */
  const char *named;   /* the member the message names, when not `member` */
} Patch;

static const Patch scenario_patches[] = {
  { "", "title", "7" },
  { "", "cites", "[]" },
  { "", "setup-refused", "\"yes\"" },
  { "", "seed", "\"3\"" },
  { "", "seed", "1.5" },
  { "", "turn-limit", "{}" },
  { "", "turn-limit", "70000" },
  { "", "corp", "[]" },
  { "", "runners", "{}" },
  { "", "turn", "\"corp\"" },
  { "", "infamy", "1" },
  { "", "steps", "{}" },
  { "corp", "identity", "1080" },
  { "corp", "identity-face", "true" },
  { "corp", "credits", "\"5\"" },
  { "corp", "credits", "2.5" },
  { "corp", "credits", "-4" },
  { "corp", "clicks", "[3]" },
  { "corp", "clicks", "300" },
  { "corp", "tags", "null" },
  { "corp", "core-damage", "false" },
  { "corp", "bad-publicity", "{}" },
  { "corp", "recurring", "\"1\"" },
  { "corp", "hand", "\"01110\"" },
  { "corp", "deck", "{}" },
  { "corp", "archives", "1" },
  { "corp", "score", "null" },
  { "corp", "servers", "[]" },
  { "corp.servers.remote1", "ice", "\"01090\"" },
  { "corp.servers.remote1", "root", "{}" },
  { "corp.servers.remote1.root.0", "code", "1107" },
  { "corp.servers.remote1.root.0", "advancements", "\"2\"" },
  { "corp.servers.remote1.root.0", "advancements", "256" },
  { "corp.servers.remote1.root.0", "rezzed", "1" },
  { "corp.servers.remote1.root.0", "faceup", "\"no\"" },
  { "corp.servers.remote1.root.0", "virus", "[]" },
  { "corp.servers.remote1.root.0", "credits", "{}" },
  { "corp.servers.remote1.root.0", "power", "true" },
  { "corp.servers.remote1.root.0", "host", "12" },
  { "runner", "programs", "{}" },
  { "runner", "hardware", "7" },
  { "runner", "resources", "\"x\"" },
  { "runner", "heap", "true" },
  { "turn", "seat", "0" },
  { "turn", "start", "[]" },
  { "turn", "number", "\"1\"" },
  { "steps.1", "do", "5" },
  { "steps.1", "seat", "1" },
  { "steps.1", "seat", "\"dealer\"" },
  { "steps.1", "card", "{}" },
  { "steps.1", "code", "[]" },
  { "steps.1", "target", "true" },
  { "steps.1", "server", "[1]" },
  { "steps.1", "amount", "{}" },
  { "steps.1", "amount", "\"1\"" },
  { "steps.1", "amount", "99999" },
  { "steps.0.expect.0", "path", "1" },
  { "steps.0.expect.1", "zone", "{}" },
  { "steps.0.expect.1", "contains", "1110" },
  { "steps.0.expect.2", "lacks", "[]" },
  { "steps.0.expect.3", "codes", "\"01110\"" },
  { "steps.0.expect.3", "codes", "[1110]" },
  { "steps.0.expect.4", "card", "[\"01107\"]" },
  { "steps.0.expect.4", "nth", "\"1\"" },
  { "steps.0.expect.4", "field", "2" },
  { "steps.0.expect.5", "legal", "\"advance\"" },
  { "steps.0.expect.5.legal", "amount", "[]" },
  { "steps.0.expect.6", "illegal", "[]" },
  { "steps.0.expect.7", "log-lacks", "3" },
  { "steps.0.expect.0", "log-contains", "[]" },
  { "steps.0.expect.8", "identity", "0" },
  { "steps.0.expect.8", "equals", "1080" },
  { "steps.0.expect.9", "pile", "[]" },
  { "steps.0.expect.9", "unordered", "\"01110\"" },
  { "steps.0.expect.9", "unordered", "[{}]" },
  { "steps.0.expect.10", "view", "2" },
  { "steps.0.expect.11", "one-of", "{}" },
  { "steps.0.expect.12", "refused", "\"run\"" },
  { "steps.0.expect.12.refused", "do", "[]" },
  { "steps.0.expect.12.refused", "seat", "{}" },
  { "steps.0.expect.12.refused", "card", "[]" },
  { "steps.0.expect.12.refused", "target", "{}" },
  { "steps.0.expect.12.refused", "server", "5" },
  { "steps.0.expect.12.refused", "amount", "\"0\"" },
  { "steps.0.expect.13", "game-over", "{\"winner\": 1}", "winner" },
  { "steps.0.expect.13", "game-over", "{\"reason\": []}", "reason" },
};

/* The object at a dotted path of members and list indices. */
static JsonObject *
object_at (JsonNode *root, const char *path)
{
  g_auto (GStrv) parts = g_strsplit (path, ".", -1);
  JsonNode *node = root;
  guint i;

  for (i = 0; *path != '\0' && parts[i] != NULL; i++)
    {
      if (JSON_NODE_HOLDS_ARRAY (node))
        node = json_array_get_element (json_node_get_array (node),
                                       (guint) g_ascii_strtoull (parts[i], NULL, 10));
      else
        node = json_object_get_member (json_node_get_object (node), parts[i]);
      g_assert_nonnull (node);
    }
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_node_get_object (node);
}

static JsonNode *
parse (const char *text)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
patch (JsonNode *root, const Patch *p)
{
  json_object_set_member (object_at (root, p->object), p->member, parse (p->value));
}

static void
test_scenario_base_is_valid (void)
{
  g_autoptr (JsonNode) root = parse (base_scenario);
  g_autoptr (GError) error = NULL;
  DrScenarioResult result = { 0 };
  guint i;

  g_assert_true (dr_scenario_run_node (root, &result, &error));
  g_assert_no_error (error);
  for (i = 0; i < result.failures->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (result.failures, i));
  g_assert_cmpuint (result.failures->len, ==, 0);
  g_assert_cmpuint (result.n_actions, ==, 1);
  dr_scenario_result_clear (&result);
}

static void
test_scenario_wrong_members (void)
{
  guint i;

  for (i = 0; i < G_N_ELEMENTS (scenario_patches); i++)
    {
      const Patch *p = &scenario_patches[i];
      g_autoptr (JsonNode) root = parse (base_scenario);
      g_autoptr (GError) error = NULL;
      g_autofree char *quoted = g_strdup_printf ("\"%s\"", p->named != NULL ? p->named : p->member);
      DrScenarioResult result = { 0 };

      g_test_message ("%s \"%s\": %s", p->object, p->member, p->value);
      patch (root, p);
      g_assert_false (dr_scenario_run_node (root, &result, &error));
      g_assert_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID);
      g_test_message ("  %s", error->message);
      g_assert_true (g_str_has_prefix (error->message, "Invalid scenario: "));
      /* the member is named */
      g_assert_nonnull (strstr (error->message, quoted));
      dr_scenario_result_clear (&result);
    }
}

/* A step's error says which step. */
static void
test_scenario_step_named (void)
{
  g_autoptr (JsonNode) root = parse (base_scenario);
  g_autoptr (GError) error = NULL;
  DrScenarioResult result = { 0 };
  const Patch p = { "steps.1", "amount", "{}" };

  patch (root, &p);
  g_assert_false (dr_scenario_run_node (root, &result, &error));
  g_assert_cmpstr (error->message, ==,
                   "Invalid scenario: step 2: \"amount\" must be a whole number from -32768 to 32767");
  dr_scenario_result_clear (&result);
}

/* ---- records ---- */

#define RECORD SOURCE_ROOT "/tests/fuzz/records/core-seed-1.jsonl"

/* The record with line `line` (0 the header) patched. */
static char *
patched_record (guint line, const Patch *p)
{
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) root = NULL;

  g_assert_true (g_file_get_contents (RECORD, &contents, NULL, &error));
  lines = g_strsplit (contents, "\n", -1);
  if (line == G_MAXUINT)
    line = g_strv_length (lines) - 2;  /* the end line; the file ends with a newline */
  root = parse (lines[line]);
  if (p != NULL)
    patch (root, p);
  g_free (lines[line]);
  lines[line] = json_to_string (root, FALSE);
  return g_strjoinv ("\n", lines);
}

typedef struct
{
  guint line;
  Patch patch;
  const char *named;  /* what the message names */
} RecordPatch;

static const RecordPatch record_patches[] = {
  { 0, { "", "type", "1" }, "\"type\"" },
  { 0, { "", "seed", "\"1\"" }, "\"seed\"" },
  { 0, { "", "turn-limit", "[]" }, "\"turn-limit\"" },
  { 0, { "", "runners", "{}" }, "\"runners\"" },
  { 0, { "", "corp", "[]" }, "\"identity\"" },
  { 0, { "corp", "identity", "1054" }, "\"identity\"" },
  { 0, { "corp", "name", "5" }, "\"name\"" },
  { 0, { "corp", "cards", "[[]]" }, "\"cards\"" },
  { 0, { "corp", "cards", "[{\"code\": 1110}]" }, "\"code\"" },
  { 0, { "corp", "cards", "[{\"code\": \"01110\", \"count\": \"3\"}]" }, "\"count\"" },
  { 0, { "corp", "cards", "{\"01110\": \"3\"}" }, "\"01110\"" },
  { 0, { "corp", "cards", "{\"01110\": 300}" }, "\"01110\"" },
  { 0, { "", "session", "[]" }, "\"session\"" },
  { 0, { "", "session", "{\"seats\": [1, 2]}" }, "\"session\"" },
  { 0, { "", "session", "{\"seats\": [\"ai\", \"ai\"], \"ai-level\": 3}" }, "\"session\"" },
  { 0, { "", "session", "{\"seats\": [\"ai\", \"ai\"], \"ai-delay-ms\": \"5\"}" }, "\"session\"" },
  { 1, { "", "do", "[]" }, "\"do\"" },
  { 1, { "", "seat", "0" }, "\"seat\"" },
  { 1, { "", "card", "{}" }, "\"card\"" },
  { 1, { "", "target", "[]" }, "\"target\"" },
  { 1, { "", "amount", "\"0\"" }, "\"amount\"" },
  { 1, { "", "server", "0" }, "\"server\"" },
  { G_MAXUINT, { "", "hash", "5" }, "\"hash\"" },
  { G_MAXUINT, { "", "turns", "\"21\"" }, "\"turns\"" },
};

static void
test_record_wrong_members (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.jsonl", NULL);
  g_autofree char *untouched = patched_record (0, NULL);
  g_autoptr (GError) error = NULL;
  DrPlayRecord rec;
  guint i;

  /* the record as it is loads */
  g_assert_true (g_file_set_contents (path, untouched, -1, &error));
  g_assert_true (dr_play_record_load (path, &rec, &error));
  g_assert_no_error (error);
  g_assert_true (rec.has_end);
  dr_play_record_clear (&rec);

  for (i = 0; i < G_N_ELEMENTS (record_patches); i++)
    {
      const RecordPatch *r = &record_patches[i];
      g_autofree char *text = patched_record (r->line, &r->patch);
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      g_autofree char *where = NULL;

      g_test_message ("line %u: %s \"%s\": %s", r->line, r->patch.object, r->patch.member,
                      r->patch.value);
      g_assert_true (g_file_set_contents (path, text, -1, &error));
      g_assert_false (dr_play_record_load (path, &rec, &error));
      g_assert_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID);
      g_test_message ("  %s", error->message);
      /* the file and the line, then the member */
      where = g_strdup_printf ("%s, line %u: ", path,
                               r->line == G_MAXUINT ? g_strv_length (lines) - 1 : r->line + 1);
      g_assert_true (g_str_has_prefix (error->message, where));
      g_assert_nonnull (strstr (error->message, r->named));
      g_clear_error (&error);
      dr_play_record_clear (&rec);
    }
  dr_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANG", "C.UTF-8", TRUE);
  g_test_add_func ("/play/files/scenario-base-is-valid", test_scenario_base_is_valid);
  g_test_add_func ("/play/files/scenario-wrong-members", test_scenario_wrong_members);
  g_test_add_func ("/play/files/scenario-step-named", test_scenario_step_named);
  g_test_add_func ("/play/files/record-wrong-members", test_record_wrong_members);
  return g_test_run ();
}
