/* test-cli-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "dr-deck-store.h"
#include "dr-test-helper.h"
#include "dr-user-db.h"

/* `deckrunner-cli validate`, `deck` and `stats`, the real binary, on a
 * private data dir whose card database the CLI builds from the bundled data
 * (the Core Set, the NAPD identity, the Lockpick box). The deck lists are
 * tests/fixtures/decks. */
typedef DrTestDirFixture Fixture;

#define RUN(fixture, result, ...) \
  ((result)->status = dr_test_run_cli ((fixture)->dir, &(result)->out, &(result)->err, __VA_ARGS__, NULL))

static char *
deck_file (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "fixtures", "decks", name, NULL);
}

/* The member names of @object, sorted and joined by spaces. */
static char *
member_names (JsonObject *object)
{
  g_autoptr(GList) names = g_list_sort (json_object_get_members (object), (GCompareFunc) g_strcmp0);
  GString *joined = g_string_new (NULL);

  for (GList *l = names; l != NULL; l = l->next)
    g_string_append_printf (joined, "%s%s", joined->len > 0 ? " " : "", (const char *) l->data);
  return g_string_free (joined, FALSE);
}

/* The exact shape of a validate report. */
static void
assert_report_shape (JsonObject *report)
{
  g_autofree char *keys = member_names (report);
  g_autofree char *identity_keys = member_names (json_object_get_object_member (report, "identity"));
  g_autofree char *influence_keys = member_names (json_object_get_object_member (report, "influence"));
  JsonArray *problems = json_object_get_array_member (report, "problems");

  g_assert_cmpstr (keys, ==, "agenda_points format identity influence legal min_size problems side size");
  g_assert_cmpstr (identity_keys, ==, "code title");
  g_assert_cmpstr (influence_keys, ==, "limit used");
  if (!json_object_get_null_member (report, "agenda_points"))
    {
      g_autofree char *points_keys = member_names (json_object_get_object_member (report, "agenda_points"));

      g_assert_cmpstr (points_keys, ==, "max min value");
    }
  for (guint i = 0; i < json_array_get_length (problems); i++)
    {
      g_autofree char *problem_keys = member_names (json_array_get_object_element (problems, i));

      g_assert_cmpstr (problem_keys, ==, "cards kind message");
    }
}

/* The problems of a report of the given kind, in order. */
static GPtrArray *
problems_of_kind (JsonObject *report,
                  const char *kind)
{
  JsonArray *problems = json_object_get_array_member (report, "problems");
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < json_array_get_length (problems); i++)
    {
      JsonObject *problem = json_array_get_object_element (problems, i);

      if (g_str_equal (json_object_get_string_member (problem, "kind"), kind))
        g_ptr_array_add (found, problem);
    }
  return found;
}

static const char *
first_card (JsonObject *problem)
{
  JsonArray *cards = json_object_get_array_member (problem, "cards");

  return json_array_get_length (cards) > 0 ? json_array_get_string_element (cards, 0) : NULL;
}

static gint64
import_deck (Fixture    *fixture,
             const char *path,
             const char *name)
{
  g_auto(DrTestCliResult) result = { 0 };
  const char *start;

  if (name != NULL)
    RUN (fixture, &result, "deck", "import", "--name", name, path);
  else
    RUN (fixture, &result, "deck", "import", path);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);
  start = strstr (result.out, " as deck ");
  g_assert_nonnull (start);
  return g_ascii_strtoll (start + strlen (" as deck "), NULL, 10);
}

/* ---------------------------------------------------------------------- */
/* help                                                                   */

static void
test_help (void)
{
  g_auto(DrTestCliResult) help = { 0 };
  g_auto(DrTestCliResult) validate = { 0 };
  g_auto(DrTestCliResult) deck = { 0 };

  help.status = dr_test_run_cli (NULL, &help.out, &help.err, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "  deck "));
  g_assert_nonnull (strstr (help.out, "  validate "));
  g_assert_nonnull (strstr (help.out, "  stats "));

  validate.status = dr_test_run_cli (NULL, &validate.out, &validate.err, "validate", "--help", NULL);
  g_assert_cmpint (validate.status, ==, 0);
  g_assert_nonnull (strstr (validate.out, "standard (the default)"));
  g_assert_nonnull (strstr (validate.out, "active: the list of the format in force on the date"));

  deck.status = dr_test_run_cli (NULL, &deck.out, &deck.err, "deck", "--help", NULL);
  g_assert_cmpint (deck.status, ==, 0);
  g_assert_nonnull (strstr (deck.out, "undelete DECK"));
}

/* ---------------------------------------------------------------------- */
/* validate                                                               */

static void
test_validate_legal (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *noise = deck_file ("netrunnerdb-download.txt");
  g_autofree char *hb = deck_file ("hb-core.txt");
  g_auto(DrTestCliResult) text = { 0 };
  g_auto(DrTestCliResult) json = { 0 };
  g_auto(DrTestCliResult) corp = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) corp_root = NULL;
  JsonObject *report, *points;

  RUN (fixture, &text, "validate", "--format", "eternal", "--as-of", "2026-01-15", noise);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_suffix (text.out, "netrunnerdb-download.txt: legal in eternal as of 2026-01-15\n"));

  RUN (fixture, &json, "validate", "--format", "eternal", "--json", noise);
  g_assert_cmpint (json.status, ==, 0);
  root = dr_test_parse_json (json.out);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  report = json_node_get_object (root);
  assert_report_shape (report);
  g_assert_true (json_object_get_boolean_member (report, "legal"));
  g_assert_cmpstr (json_object_get_string_member (report, "format"), ==, "eternal");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (report, "identity"), "code"), ==,
                   "01001");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (report, "identity"), "title"), ==,
                   "Noise: Hacker Extraordinaire");
  g_assert_cmpstr (json_object_get_string_member (report, "side"), ==, "runner");
  g_assert_cmpint (json_object_get_int_member (report, "size"), ==, 45);
  g_assert_cmpint (json_object_get_int_member (report, "min_size"), ==, 45);
  /* Account Siphon 4, The Maker's Eye 2, Aesop's Pawnshop 2. */
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (report, "influence"), "used"), ==, 8);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (report, "influence"), "limit"), ==, 15);
  g_assert_true (json_object_get_null_member (report, "agenda_points"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (report, "problems")), ==, 0);

  /* A Corp deck has its agenda point window: 21 points, 20 to 21 for 45 cards. */
  RUN (fixture, &corp, "validate", "--format", "casual", "--json", hb);
  g_assert_cmpint (corp.status, ==, 0);
  corp_root = dr_test_parse_json (corp.out);
  assert_report_shape (json_node_get_object (corp_root));
  points = json_object_get_object_member (json_node_get_object (corp_root), "agenda_points");
  g_assert_cmpint (json_object_get_int_member (points, "value"), ==, 21);
  g_assert_cmpint (json_object_get_int_member (points, "min"), ==, 20);
  g_assert_cmpint (json_object_get_int_member (points, "max"), ==, 21);
}

static void
test_validate_illegal (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *noise = deck_file ("netrunnerdb-download.txt");
  g_autofree char *broken = deck_file ("broken.txt");
  g_auto(DrTestCliResult) standard = { 0 };
  g_auto(DrTestCliResult) text = { 0 };
  g_auto(DrTestCliResult) json = { 0 };
  g_autoptr(JsonNode) standard_root = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) pool = NULL;
  g_autoptr(GPtrArray) unknown = NULL;
  g_autoptr(GPtrArray) ambiguous = NULL;
  g_autoptr(GPtrArray) identity = NULL;
  JsonObject *report;
  JsonArray *problems;

  /* The default format is Standard, from which the bundled Core Set has rotated. */
  RUN (fixture, &standard, "validate", "--json", noise);
  g_assert_cmpint (standard.status, ==, 1);
  standard_root = dr_test_parse_json (standard.out);
  report = json_node_get_object (standard_root);
  assert_report_shape (report);
  g_assert_cmpstr (json_object_get_string_member (report, "format"), ==, "standard");
  g_assert_false (json_object_get_boolean_member (report, "legal"));
  pool = problems_of_kind (report, "card-pool");
  /* The identity and all 22 cards. */
  g_assert_cmpuint (pool->len, ==, 23);

  /* Every line that does not resolve is a problem, with its line number. */
  RUN (fixture, &text, "validate", "--format", "casual", broken);
  g_assert_cmpint (text.status, ==, 1);
  g_assert_nonnull (strstr (text.out, "broken.txt: not legal in casual as of "));
  g_assert_nonnull (strstr (text.out, ": 8 problems\n"));
  g_assert_nonnull (strstr (text.out, "\n  unknown-card: Line 2: No card is called “Sure Gambel”; did you mean "
                                      "Sure Gamble (Core Set, 01050)?\n"));
  g_assert_nonnull (strstr (text.out, "\n  min-size: 5 cards, at least 45 needed: 40 missing\n"));

  RUN (fixture, &json, "validate", "--format", "casual", "--json", broken);
  g_assert_cmpint (json.status, ==, 1);
  root = dr_test_parse_json (json.out);
  report = json_node_get_object (root);
  assert_report_shape (report);
  problems = json_object_get_array_member (report, "problems");
  g_assert_cmpuint (json_array_get_length (problems), ==, 8);
  /* The lines come first, in order. */
  g_assert_true (g_str_has_prefix (json_object_get_string_member (json_array_get_object_element (problems, 0),
                                                                  "message"), "Line 2: "));
  unknown = problems_of_kind (report, "unknown-card");
  ambiguous = problems_of_kind (report, "ambiguous-card");
  identity = problems_of_kind (report, "identity");
  /* Sure Gambel, 0x Corroder, Xyzzy Plugh. */
  g_assert_cmpuint (unknown->len, ==, 3);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (unknown->pdata[1], "message"), "Line 4: "));
  g_assert_true (g_str_has_prefix (json_object_get_string_member (unknown->pdata[2], "message"), "Line 10: "));
  /* Shipment from …, Wall of …: every card that fits. */
  g_assert_cmpuint (ambiguous->len, ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (ambiguous->pdata[0], "cards")), ==, 2);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (ambiguous->pdata[1], "message"), "Line 9: "));
  /* A second identity. */
  g_assert_cmpuint (identity->len, ==, 1);
  g_assert_cmpstr (first_card (identity->pdata[0]), ==, "01017");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (identity->pdata[0], "message"), "Line 5: "));
  {
    g_autoptr(GPtrArray) other_game = problems_of_kind (report, "card-pool");

    g_assert_cmpuint (other_game->len, ==, 1);
    g_assert_cmpstr (first_card (other_game->pdata[0]), ==, "LP203");
  }
}

static void
test_validate_unreadable (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *noise = deck_file ("netrunnerdb-download.txt");
  g_autofree char *absent = g_build_filename (fixture->dir, "absent.txt", NULL);
  g_autofree char *latin1 = dr_test_write_file (fixture->dir, "latin1.txt", "3 D\xe9j\xe0 Vu\n");
  g_auto(DrTestCliResult) missing = { 0 };
  g_auto(DrTestCliResult) mixed = { 0 };
  g_auto(DrTestCliResult) encoding = { 0 };
  g_auto(DrTestCliResult) format = { 0 };
  g_auto(DrTestCliResult) date = { 0 };
  g_auto(DrTestCliResult) banlist = { 0 };
  g_auto(DrTestCliResult) players = { 0 };
  g_auto(DrTestCliResult) players_elsewhere = { 0 };
  g_auto(DrTestCliResult) none = { 0 };

  RUN (fixture, &missing, "validate", absent);
  g_assert_cmpint (missing.status, ==, 2);
  g_assert_cmpstr (missing.out, ==, "");
  g_assert_nonnull (strstr (missing.err, "absent.txt"));

  /* One unreadable file among good ones: no verdict at all. */
  RUN (fixture, &mixed, "validate", "--json", noise, absent);
  g_assert_cmpint (mixed.status, ==, 2);
  g_assert_cmpstr (mixed.out, ==, "");

  RUN (fixture, &encoding, "validate", latin1);
  g_assert_cmpint (encoding.status, ==, 2);
  g_assert_nonnull (strstr (encoding.err, "not UTF-8"));

  RUN (fixture, &format, "validate", "--format", "modern", noise);
  g_assert_cmpint (format.status, ==, 2);
  g_assert_nonnull (strstr (format.err, "Unknown format “modern”"));
  RUN (fixture, &date, "validate", "--as-of", "2026-13-01", noise);
  g_assert_cmpint (date.status, ==, 2);
  RUN (fixture, &banlist, "validate", "--banlist", "no-such-list", noise);
  g_assert_cmpint (banlist.status, ==, 2);
  g_assert_nonnull (strstr (banlist.err, "no-such-list"));
  RUN (fixture, &players, "validate", "--format", "lockpick", "--players", "5", noise);
  g_assert_cmpint (players.status, ==, 2);
  RUN (fixture, &players_elsewhere, "validate", "--players", "3", noise);
  g_assert_cmpint (players_elsewhere.status, ==, 2);
  none.status = dr_test_run_cli (fixture->dir, &none.out, &none.err, "validate", NULL);
  g_assert_cmpint (none.status, ==, 2);
}

static void
test_validate_several (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *noise = deck_file ("netrunnerdb-download.txt");
  g_autofree char *kate = deck_file ("kate-core.txt");
  g_autofree char *broken = deck_file ("broken.txt");
  g_auto(DrTestCliResult) legal = { 0 };
  g_auto(DrTestCliResult) one_bad = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *reports;

  RUN (fixture, &legal, "validate", "--format", "eternal", "--json", noise, kate);
  g_assert_cmpint (legal.status, ==, 0);
  root = dr_test_parse_json (legal.out);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (root));
  reports = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (reports), ==, 2);
  assert_report_shape (json_array_get_object_element (reports, 1));
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (
                     json_array_get_object_element (reports, 1), "identity"), "code"), ==, "01033");

  RUN (fixture, &one_bad, "validate", "--format", "eternal", noise, broken, kate);
  g_assert_cmpint (one_bad.status, ==, 1);
  g_assert_nonnull (strstr (one_bad.out, "netrunnerdb-download.txt: legal in eternal"));
  g_assert_nonnull (strstr (one_bad.out, "broken.txt: not legal in eternal"));
  g_assert_nonnull (strstr (one_bad.out, "kate-core.txt: legal in eternal"));
}

/* NAPD: the Corp deck first, then the Runners as a team; Noise twice. */
static void
test_validate_napd_team (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *corp = deck_file ("napd-corp.txt");
  g_autofree char *noise = deck_file ("netrunnerdb-download.txt");
  g_autofree char *kate = deck_file ("kate-core.txt");
  g_autofree char *hb = deck_file ("hb-core.txt");
  g_auto(DrTestCliResult) team = { 0 };
  g_auto(DrTestCliResult) fine = { 0 };
  g_auto(DrTestCliResult) runner_first = { 0 };
  g_auto(DrTestCliResult) wrong_corp = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) first_root = NULL;
  g_autoptr(JsonNode) wrong_root = NULL;
  JsonArray *reports;

  RUN (fixture, &team, "validate", "--format", "napd", "--json", corp, noise, kate, noise);
  g_assert_cmpint (team.status, ==, 1);
  root = dr_test_parse_json (team.out);
  reports = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (reports), ==, 4);
  for (guint i = 0; i < 4; i++)
    assert_report_shape (json_array_get_object_element (reports, i));
  /* The Corp: Cyber Bureau, 40 cards, no influence limit. */
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (reports, 0), "legal"));
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (reports, 0), "min_size"), ==, 40);
  g_assert_true (json_object_get_null_member (json_object_get_object_member (
                   json_array_get_object_element (reports, 0), "influence"), "limit"));
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (reports, 2), "legal"));
  for (guint i = 1; i < 4; i += 2)
    {
      JsonObject *report = json_array_get_object_element (reports, i);
      g_autoptr(GPtrArray) repeated = problems_of_kind (report, "team-identity");

      g_assert_false (json_object_get_boolean_member (report, "legal"));
      g_assert_cmpuint (repeated->len, ==, 1);
      g_assert_cmpstr (first_card (repeated->pdata[0]), ==, "01001");
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (report, "problems")), ==, 1);
    }
  g_assert_nonnull (strstr (json_object_get_string_member (json_array_get_object_element (
                              json_object_get_array_member (json_array_get_object_element (reports, 1), "problems"), 0),
                            "message"), "Runner 3 also plays Noise"));

  RUN (fixture, &fine, "validate", "--format", "napd", corp, noise, kate);
  g_assert_cmpint (fine.status, ==, 0);

  /* A Runner deck where the Corp deck belongs. */
  RUN (fixture, &runner_first, "validate", "--format", "napd", "--json", kate, noise);
  g_assert_cmpint (runner_first.status, ==, 1);
  first_root = dr_test_parse_json (runner_first.out);
  {
    g_autoptr(GPtrArray) side = problems_of_kind (json_array_get_object_element (json_node_get_array (first_root), 0),
                                                  "side");

    g_assert_cmpuint (side->len, ==, 1);
  }

  /* The Corp plays Cyber Bureau. */
  RUN (fixture, &wrong_corp, "validate", "--format", "napd", "--json", hb);
  g_assert_cmpint (wrong_corp.status, ==, 1);
  wrong_root = dr_test_parse_json (wrong_corp.out);
  {
    g_autoptr(GPtrArray) identity = problems_of_kind (json_node_get_object (wrong_root), "identity");

    g_assert_cmpuint (identity->len, ==, 1);
  }
}

/* A Lockpick set-up for two players: 11 structure, 8 defense, 10 hackers. */
static void
test_validate_lockpick_players (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autofree char *setup = deck_file ("lockpick-2p.txt");
  g_auto(DrTestCliResult) two = { 0 };
  g_auto(DrTestCliResult) read_off = { 0 };
  g_auto(DrTestCliResult) three = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) composition = NULL;
  JsonObject *report;

  RUN (fixture, &two, "validate", "--format", "lockpick", "--players", "2", setup);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_nonnull (strstr (two.out, "lockpick-2p.txt: legal in lockpick"));
  RUN (fixture, &read_off, "validate", "--format", "lockpick", setup);
  g_assert_cmpint (read_off.status, ==, 0);

  RUN (fixture, &three, "validate", "--format", "lockpick", "--players", "3", "--json", setup);
  g_assert_cmpint (three.status, ==, 1);
  root = dr_test_parse_json (three.out);
  report = json_node_get_object (root);
  assert_report_shape (report);
  g_assert_true (json_object_get_null_member (report, "side"));
  composition = problems_of_kind (report, "composition");
  g_assert_cmpuint (composition->len, ==, 3);
  g_assert_cmpstr (json_object_get_string_member (composition->pdata[0], "message"), ==,
                   "The structure deck holds 11 cards: with 3 players it holds 16");
}

/* --banlist active is the list in force on the --as-of date; the card data
 * here is the legality fixture's, which has ban lists. */
static void
test_validate_banlist_active (Fixture       *fixture,
                              gconstpointer  data)
{
  static const char *const bundled[] = {
    "netrunner/sides.json", "netrunner/factions.json", "netrunner/types.json",
  };
  static const char *const fixtures[] = {
    "cycles.json", "packs.json", "pack/core.json", "pack/napd.json", "mwl.json", "rotations.json",
  };
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *deck = dr_test_write_file (fixture->dir, "hedge.txt",
                                      "Haas-Bioroid: Engineering the Future\n3 Hedge Fund\n3 Enigma\n");
  g_auto(DrTestCliResult) banned = { 0 };
  g_auto(DrTestCliResult) earlier = { 0 };
  g_auto(DrTestCliResult) casual = { 0 };
  g_auto(DrTestCliResult) text = { 0 };
  g_autoptr(JsonNode) banned_root = NULL;
  g_autoptr(JsonNode) earlier_root = NULL;
  g_autoptr(JsonNode) casual_root = NULL;
  g_autoptr(GPtrArray) ban = NULL;
  g_autoptr(GPtrArray) no_ban = NULL;
  g_autoptr(GPtrArray) no_list = NULL;
  sqlite3 *db;

  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    g_ptr_array_add (paths, g_test_build_filename (G_TEST_DIST, "..", "data", "cards", bundled[i], NULL));
  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    g_ptr_array_add (paths, g_test_build_filename (G_TEST_DIST, "fixtures", "legality", fixtures[i], NULL));
  g_ptr_array_add (paths, NULL);
  db = dr_test_build_card_db (fixture->dir, (const char *const *) paths->pdata, &error);
  g_assert_no_error (error);
  sqlite3_close (db);

  /* Standard Ban List 21.04 (from 2021-04-09) bans Hedge Fund. */
  RUN (fixture, &banned, "validate", "--format", "casual", "--banlist", "active", "--as-of", "2021-05-01", "--json",
       deck);
  g_assert_cmpint (banned.status, ==, 1);
  banned_root = dr_test_parse_json (banned.out);
  ban = problems_of_kind (json_node_get_object (banned_root), "banned");
  g_assert_cmpuint (ban->len, ==, 1);
  g_assert_cmpstr (first_card (ban->pdata[0]), ==, "01110");

  RUN (fixture, &text, "validate", "--format", "casual", "--banlist", "active", "--as-of", "2021-05-01", deck);
  g_assert_nonnull (strstr (text.out, "hedge.txt: not legal in casual as of 2021-05-01, ban list "
                                      "standard-ban-list-21-04: "));

  /* In 2019 the active list was Standard MWL 3.0, which does not. */
  RUN (fixture, &earlier, "validate", "--format", "casual", "--banlist", "active", "--as-of", "2019-01-01", "--json",
       deck);
  earlier_root = dr_test_parse_json (earlier.out);
  no_ban = problems_of_kind (json_node_get_object (earlier_root), "banned");
  g_assert_cmpuint (no_ban->len, ==, 0);

  /* Casual applies no list unless asked. */
  RUN (fixture, &casual, "validate", "--format", "casual", "--as-of", "2021-05-01", "--json", deck);
  casual_root = dr_test_parse_json (casual.out);
  no_list = problems_of_kind (json_node_get_object (casual_root), "banned");
  g_assert_cmpuint (no_list->len, ==, 0);
}

/* ---------------------------------------------------------------------- */
/* deck                                                                   */

static char *
show_cards_json (Fixture    *fixture,
                 const char *deck)
{
  g_auto(DrTestCliResult) show = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *cards;
  GString *text = g_string_new (NULL);

  RUN (fixture, &show, "deck", "show", "--json", deck);
  g_assert_cmpint (show.status, ==, 0);
  root = dr_test_parse_json (show.out);
  cards = json_object_get_array_member (json_node_get_object (root), "cards");
  g_string_append_printf (text, "%s:", json_object_get_string_member (json_object_get_object_member (
                                                                         json_node_get_object (root), "identity"),
                                                                       "code"));
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      JsonObject *card = json_array_get_object_element (cards, i);

      g_string_append_printf (text, " %s×%" G_GINT64_FORMAT, json_object_get_string_member (card, "code"),
                              json_object_get_int_member (card, "quantity"));
    }
  return g_string_free (text, FALSE);
}

static void
test_deck_round_trip (Fixture       *fixture,
                      gconstpointer  data)
{
  static const char *const formats[] = { "netrunnerdb", "jinteki", "o8d", "markdown", "text", "csv" };
  g_autofree char *hb = deck_file ("hb-core.txt");
  g_auto(DrTestCliResult) empty = { 0 };
  g_auto(DrTestCliResult) list = { 0 };
  g_auto(DrTestCliResult) show = { 0 };
  g_auto(DrTestCliResult) show_json = { 0 };
  g_auto(DrTestCliResult) exported = { 0 };
  g_autoptr(JsonNode) list_root = NULL;
  g_autoptr(JsonNode) show_root = NULL;
  g_autofree char *original = NULL;
  JsonObject *summary, *deck;
  gint64 id;

  RUN (fixture, &empty, "deck", "list");
  g_assert_cmpint (empty.status, ==, 0);
  g_assert_cmpstr (empty.out, ==, "No decks.\n");

  id = import_deck (fixture, hb, NULL);
  g_assert_cmpint (id, ==, 1);

  RUN (fixture, &list, "deck", "list", "--json");
  g_assert_cmpint (list.status, ==, 0);
  list_root = dr_test_parse_json (list.out);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (list_root)), ==, 1);
  summary = json_array_get_object_element (json_node_get_array (list_root), 0);
  g_assert_cmpint (json_object_get_int_member (summary, "id"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (summary, "name"), ==, "hb-core");
  g_assert_cmpstr (json_object_get_string_member (summary, "side"), ==, "corp");
  g_assert_cmpint (json_object_get_int_member (summary, "cards"), ==, 45);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (summary, "identity"), "title"), ==,
                   "Haas-Bioroid: Engineering the Future");

  RUN (fixture, &show, "deck", "show", "hb-core");
  g_assert_cmpint (show.status, ==, 0);
  g_assert_true (g_str_has_prefix (show.out, "hb-core (deck 1)\n"
                                             "Identity: Haas-Bioroid: Engineering the Future (01054)\n"));
  g_assert_nonnull (strstr (show.out, "\nAgenda (9)\n"
                                      "  3 Accelerated Beta Test (01055)\n"
                                      "  3 Priority Requisition (01106)\n"
                                      "  3 Private Security Force (01107)\n"));
  g_assert_nonnull (strstr (show.out, "\nIce (17)\n"));
  /* The Corp's types in NetrunnerDB's order. */
  g_assert_true (strstr (show.out, "\nAgenda (9)") < strstr (show.out, "\nAsset (11)"));
  g_assert_true (strstr (show.out, "\nOperation (8)") < strstr (show.out, "\nIce (17)"));

  RUN (fixture, &show_json, "deck", "show", "--json", "1");
  show_root = dr_test_parse_json (show_json.out);
  deck = json_node_get_object (show_root);
  g_assert_cmpint (json_object_get_int_member (deck, "size"), ==, 45);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (deck, "cards")), ==, 16);
  g_assert_true (json_object_get_null_member (deck, "format"));

  /* Standard output by default, NetrunnerDB's text by default. */
  RUN (fixture, &exported, "deck", "export", "1");
  g_assert_cmpint (exported.status, ==, 0);
  g_assert_true (g_str_has_prefix (exported.out, "hb-core\nHaas-Bioroid: Engineering the Future (Core Set)\n"));
  g_assert_nonnull (strstr (exported.out, "3x Hedge Fund (Core Set)"));

  /* Every format comes back as the same deck. */
  original = show_cards_json (fixture, "1");
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *name = g_strdup_printf ("export-%s", formats[i]);
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
      g_autofree char *file_text = NULL;
      g_autofree char *copy = NULL;
      g_autofree char *id_text = NULL;
      g_auto(DrTestCliResult) to_file = { 0 };
      g_auto(DrTestCliResult) to_stdout = { 0 };
      gint64 copy_id;

      RUN (fixture, &to_file, "deck", "export", "1", "--format", formats[i], "--output", path);
      g_assert_cmpstr (to_file.err, ==, "");
      g_assert_cmpint (to_file.status, ==, 0);
      RUN (fixture, &to_stdout, "deck", "export", "1", "--format", formats[i]);
      g_assert_true (g_file_get_contents (path, &file_text, NULL, NULL));
      g_assert_cmpstr (to_stdout.out, ==, file_text);

      copy_id = import_deck (fixture, path, name);
      id_text = g_strdup_printf ("%" G_GINT64_FORMAT, copy_id);
      copy = show_cards_json (fixture, id_text);
      g_assert_cmpstr (copy, ==, original);
    }
}

static void
test_deck_import_refused (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *broken = deck_file ("broken.txt");
  g_autofree char *nothing = dr_test_write_file (fixture->dir, "nothing.txt", "// only a comment\n");
  g_auto(DrTestCliResult) refused = { 0 };
  g_auto(DrTestCliResult) list = { 0 };
  g_auto(DrTestCliResult) partial = { 0 };
  g_auto(DrTestCliResult) empty = { 0 };
  g_auto(DrTestCliResult) bad_format = { 0 };
  g_auto(DrTestCliResult) shown = { 0 };
  static const guint problem_lines[] = { 2, 3, 4, 5, 6, 9, 10 };

  RUN (fixture, &refused, "deck", "import", broken);
  g_assert_cmpint (refused.status, ==, 2);
  g_assert_cmpstr (refused.out, ==, "");
  g_assert_nonnull (strstr (refused.err, "has 7 lines that do not resolve; nothing was imported"));
  for (guint i = 0; i < G_N_ELEMENTS (problem_lines); i++)
    {
      g_autofree char *line = g_strdup_printf ("\n  Line %u: ", problem_lines[i]);

      g_assert_nonnull (strstr (refused.err, line));
    }
  g_assert_null (strstr (refused.err, "Line 7:"));
  RUN (fixture, &list, "deck", "list");
  g_assert_cmpstr (list.out, ==, "No decks.\n");

  /* --partial keeps what resolves, and still says what was left out;
   * "Gordian" was read as Gordian Blade, and that is shown too. */
  RUN (fixture, &partial, "deck", "import", "--partial", "--format", "Casual", broken);
  g_assert_cmpint (partial.status, ==, 0);
  g_assert_nonnull (strstr (partial.err, "left out 7 lines:"));
  g_assert_nonnull (strstr (partial.out, "Imported “broken” as deck 1: 5 cards, Noise: Hacker Extraordinaire\n"));
  g_assert_nonnull (strstr (partial.out, "  Line 7: Read as “Gordian Blade”\n"));
  RUN (fixture, &shown, "deck", "show", "1");
  g_assert_nonnull (strstr (shown.out, "Format: casual,"));

  RUN (fixture, &empty, "deck", "import", nothing);
  g_assert_cmpint (empty.status, ==, 2);
  g_assert_nonnull (strstr (empty.err, "holds no card"));
  RUN (fixture, &bad_format, "deck", "import", "--format", "modern", broken);
  g_assert_cmpint (bad_format.status, ==, 2);
  g_assert_nonnull (strstr (bad_format.err, "Unknown format “modern”: use standard, startup, eternal, casual, "
                                            "napd, lockpick"));
}

/* The saved deck @id, opened the way the deck editor will, through the
 * store; save_saved_deck() saves the change and closes the store. */
static DrDeck *
open_saved_deck (Fixture      *fixture,
                 gint64        id,
                 DrUserStore **user)
{
  g_autofree char *path = g_build_filename (fixture->dir, "user.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  DrDeck *deck;

  *user = dr_user_store_open (path, &error);
  g_assert_no_error (error);
  deck = dr_deck_store_load (*user, id, &error);
  g_assert_no_error (error);
  return deck;
}

static void
save_saved_deck (DrUserStore *user,
                 DrDeck      *deck,
                 gint64       id)
{
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (dr_deck_store_save (user, deck, &error), ==, id);
  g_assert_no_error (error);
  dr_deck_free (deck);
  dr_user_store_unref (user);
}

static void
change_saved_deck (Fixture    *fixture,
                   gint64      id,
                   const char *code,
                   int         quantity)
{
  DrUserStore *user;
  DrDeck *deck = open_saved_deck (fixture, id, &user);

  dr_deck_set_quantity (deck, code, quantity);
  save_saved_deck (user, deck, id);
}

static void
tag_saved_deck (Fixture    *fixture,
                gint64      id,
                const char *tag)
{
  DrUserStore *user;
  DrDeck *deck = open_saved_deck (fixture, id, &user);

  g_ptr_array_add (deck->tags, g_strdup (tag));
  save_saved_deck (user, deck, id);
}

static void
test_deck_list_tags (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *hb = deck_file ("hb-core.txt");
  g_autofree char *kate = deck_file ("kate-core.txt");
  g_auto(DrTestCliResult) tagged = { 0 };
  g_auto(DrTestCliResult) json = { 0 };
  g_auto(DrTestCliResult) none = { 0 };
  g_auto(DrTestCliResult) show = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *tags;

  import_deck (fixture, hb, "Glacier");
  import_deck (fixture, kate, "Kate");
  tag_saved_deck (fixture, 2, "core");
  tag_saved_deck (fixture, 2, "league");

  RUN (fixture, &tagged, "deck", "list", "--tag", "core");
  g_assert_cmpint (tagged.status, ==, 0);
  g_assert_cmpstr (tagged.out, ==, "   2  Kate — Kate \"Mac\" McCaffrey: Digital Tinker, 45 cards [core, league]\n");
  RUN (fixture, &json, "deck", "list", "--json", "--tag", "league");
  root = dr_test_parse_json (json.out);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (root)), ==, 1);
  tags = json_object_get_array_member (json_array_get_object_element (json_node_get_array (root), 0), "tags");
  g_assert_cmpuint (json_array_get_length (tags), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (tags, 0), ==, "core");
  RUN (fixture, &none, "deck", "list", "--tag", "casual");
  g_assert_cmpstr (none.out, ==, "No decks.\n");
  RUN (fixture, &show, "deck", "show", "Kate");
  g_assert_nonnull (strstr (show.out, "\nTags: core, league\n"));
}

static void
test_deck_versions_diff_restore (Fixture       *fixture,
                                 gconstpointer  data)
{
  g_autofree char *hb = deck_file ("hb-core.txt");
  g_autofree char *kate = deck_file ("kate-core.txt");
  g_auto(DrTestCliResult) single = { 0 };
  g_auto(DrTestCliResult) versions = { 0 };
  g_auto(DrTestCliResult) diff = { 0 };
  g_auto(DrTestCliResult) diff_json = { 0 };
  g_auto(DrTestCliResult) against_first = { 0 };
  g_auto(DrTestCliResult) restore = { 0 };
  g_auto(DrTestCliResult) again = { 0 };
  g_auto(DrTestCliResult) after_restore = { 0 };
  g_auto(DrTestCliResult) decks = { 0 };
  g_auto(DrTestCliResult) no_version = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) versions_root = NULL;
  JsonObject *object;
  JsonArray *changes;

  import_deck (fixture, hb, "Glacier");
  import_deck (fixture, kate, "Kate");
  RUN (fixture, &single, "deck", "diff", "Glacier");
  g_assert_cmpint (single.status, ==, 2);
  g_assert_nonnull (strstr (single.err, "one version only"));

  /* Version 2: one Rototurret more, no Aggressive Secretary. */
  change_saved_deck (fixture, 1, "01064", 3);
  change_saved_deck (fixture, 1, "01057", 0);

  RUN (fixture, &versions, "deck", "versions", "--json", "Glacier");
  g_assert_cmpint (versions.status, ==, 0);
  versions_root = dr_test_parse_json (versions.out);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (versions_root)), ==, 3);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (json_node_get_array (versions_root), 2),
                                               "cards"), ==, 44);

  RUN (fixture, &diff, "deck", "diff", "Glacier");
  g_assert_cmpint (diff.status, ==, 0);
  g_assert_cmpstr (diff.out, ==,
                   "“Glacier” version 2 → “Glacier” version 3\n"
                   "-2 Aggressive Secretary (01057): 2 → 0\n"
                   "0 added, 2 removed\n");

  RUN (fixture, &diff_json, "deck", "diff", "--json", "1", "1");
  root = dr_test_parse_json (diff_json.out);
  object = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "before"), "version"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "after"), "version"), ==, 3);
  g_assert_false (json_object_get_boolean_member (json_object_get_object_member (object, "identity"), "changed"));
  changes = json_object_get_array_member (object, "changes");
  g_assert_cmpuint (json_array_get_length (changes), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (changes, 1), "title"), ==,
                   "Rototurret");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (changes, 1), "before"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (changes, 1), "after"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (object, "added"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (object, "removed"), ==, 2);

  RUN (fixture, &against_first, "deck", "diff", "Glacier", "1");
  g_assert_nonnull (strstr (against_first.out, "+1 Rototurret (01064): 2 → 3\n"));

  RUN (fixture, &restore, "deck", "restore", "Glacier", "1");
  g_assert_cmpint (restore.status, ==, 0);
  g_assert_cmpstr (restore.out, ==, "“Glacier” is back to version 1, kept as version 4.\n");
  RUN (fixture, &again, "deck", "restore", "Glacier", "4");
  g_assert_cmpstr (again.out, ==, "“Glacier” already is as version 4 has it.\n");
  RUN (fixture, &after_restore, "deck", "diff", "Glacier");
  g_assert_nonnull (strstr (after_restore.out, "+2 Aggressive Secretary (01057): 0 → 2\n"
                                               "-1 Rototurret (01064): 3 → 2\n"
                                               "2 added, 1 removed\n"));
  RUN (fixture, &no_version, "deck", "restore", "Glacier", "9");
  g_assert_cmpint (no_version.status, ==, 2);
  g_assert_nonnull (strstr (no_version.err, "no version 9"));

  /* Two decks: the Corp's cards all go, the Runner's all come. */
  RUN (fixture, &decks, "deck", "diff", "Glacier", "Kate");
  g_assert_cmpint (decks.status, ==, 0);
  g_assert_true (g_str_has_prefix (decks.out, "“Glacier” (deck 1) → “Kate” (deck 2)\n"
                                              "Identity: Haas-Bioroid: Engineering the Future → "
                                              "Kate \"Mac\" McCaffrey: Digital Tinker\n"));
  g_assert_true (g_str_has_suffix (decks.out, "45 added, 45 removed\n"));
}

static void
test_deck_trash (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *hb = deck_file ("hb-core.txt");
  g_auto(DrTestCliResult) rename = { 0 };
  g_auto(DrTestCliResult) duplicate = { 0 };
  g_auto(DrTestCliResult) delete = { 0 };
  g_auto(DrTestCliResult) show_deleted = { 0 };
  g_auto(DrTestCliResult) trash = { 0 };
  g_auto(DrTestCliResult) in_use = { 0 };
  g_auto(DrTestCliResult) undelete = { 0 };
  g_auto(DrTestCliResult) purge_in_use = { 0 };
  g_auto(DrTestCliResult) purge = { 0 };
  g_auto(DrTestCliResult) list = { 0 };
  g_auto(DrTestCliResult) gone = { 0 };

  import_deck (fixture, hb, NULL);
  RUN (fixture, &rename, "deck", "rename", "hb-core", "Glacier", "Wall");
  g_assert_cmpint (rename.status, ==, 0);
  g_assert_cmpstr (rename.out, ==, "Renamed “hb-core” (deck 1) to “Glacier Wall”\n");
  RUN (fixture, &duplicate, "deck", "duplicate", "glacier wall");
  g_assert_cmpint (duplicate.status, ==, 0);
  g_assert_cmpstr (duplicate.out, ==, "Copied “Glacier Wall” to deck 2 “Glacier Wall (copy)”\n");

  RUN (fixture, &delete, "deck", "delete", "Glacier Wall (copy)");
  g_assert_cmpint (delete.status, ==, 0);
  g_assert_cmpstr (delete.out, ==,
                   "Moved “Glacier Wall (copy)” (deck 2) to the trash; “deck undelete 2” brings it back.\n");
  RUN (fixture, &show_deleted, "deck", "show", "Glacier Wall (copy)");
  g_assert_cmpint (show_deleted.status, ==, 2);
  RUN (fixture, &trash, "deck", "list", "--trash");
  g_assert_true (g_str_has_prefix (trash.out, "   2  Glacier Wall (copy) — Haas-Bioroid: Engineering the Future, "
                                              "45 cards, deleted "));
  RUN (fixture, &in_use, "deck", "list");
  g_assert_cmpstr (in_use.out, ==, "   1  Glacier Wall — Haas-Bioroid: Engineering the Future, 45 cards\n");

  RUN (fixture, &undelete, "deck", "undelete", "Glacier Wall (copy)");
  g_assert_cmpint (undelete.status, ==, 0);
  g_assert_cmpstr (undelete.out, ==, "Took “Glacier Wall (copy)” (deck 2) out of the trash.\n");

  /* Purge reaches only the trash. */
  RUN (fixture, &purge_in_use, "deck", "purge", "2");
  g_assert_cmpint (purge_in_use.status, ==, 2);
  g_assert_nonnull (strstr (purge_in_use.err, "not in the trash"));
  {
    g_auto(DrTestCliResult) again = { 0 };

    RUN (fixture, &again, "deck", "delete", "#2");
    g_assert_cmpint (again.status, ==, 0);
  }
  RUN (fixture, &purge, "deck", "purge", "Glacier Wall (copy)");
  g_assert_cmpint (purge.status, ==, 0);
  g_assert_cmpstr (purge.out, ==, "Deleted “Glacier Wall (copy)” (deck 2) and its versions for good.\n");
  RUN (fixture, &list, "deck", "list", "--trash");
  g_assert_cmpstr (list.out, ==, "The trash is empty.\n");
  RUN (fixture, &gone, "deck", "show", "2");
  g_assert_cmpint (gone.status, ==, 2);
  g_assert_nonnull (strstr (gone.err, "There is no deck named “2”"));
}

static void
test_deck_ambiguous_name (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *hb = deck_file ("hb-core.txt");
  g_autofree char *kate = deck_file ("kate-core.txt");
  g_auto(DrTestCliResult) ambiguous = { 0 };
  g_auto(DrTestCliResult) by_id = { 0 };
  g_auto(DrTestCliResult) unknown = { 0 };
  g_auto(DrTestCliResult) number_name = { 0 };
  g_auto(DrTestCliResult) subcommand = { 0 };

  import_deck (fixture, hb, "Mine");
  import_deck (fixture, kate, "Mine");
  RUN (fixture, &ambiguous, "deck", "show", "mine");
  g_assert_cmpint (ambiguous.status, ==, 2);
  g_assert_cmpstr (ambiguous.out, ==, "");
  g_assert_nonnull (strstr (ambiguous.err, "“mine” names 2 decks: 1 “Mine”, 2 “Mine”; choose one by its id"));
  RUN (fixture, &by_id, "deck", "show", "2");
  g_assert_cmpint (by_id.status, ==, 0);
  g_assert_true (g_str_has_prefix (by_id.out, "Mine (deck 2)\nIdentity: Kate"));

  RUN (fixture, &unknown, "deck", "export", "Yours");
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "There is no deck named “Yours”"));

  /* A name that is a number, when no deck has it as id. */
  import_deck (fixture, hb, "2021");
  RUN (fixture, &number_name, "deck", "show", "2021");
  g_assert_cmpint (number_name.status, ==, 0);
  g_assert_true (g_str_has_prefix (number_name.out, "2021 (deck 3)\n"));

  RUN (fixture, &subcommand, "deck", "frobnicate");
  g_assert_cmpint (subcommand.status, ==, 2);
}

/* ---------------------------------------------------------------------- */
/* stats                                                                  */

static gint64
member_int (JsonObject *object,
            const char *path)
{
  g_auto(GStrv) parts = g_strsplit (path, "/", -1);
  guint n = g_strv_length (parts);

  for (guint i = 0; i + 1 < n; i++)
    object = json_object_get_object_member (object, parts[i]);
  return json_object_get_int_member (object, parts[n - 1]);
}

static void
test_stats_core_deck (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *hb = deck_file ("hb-core.txt");
  g_autofree char *noise = deck_file ("netrunnerdb-download.txt");
  g_auto(DrTestCliResult) json = { 0 };
  g_auto(DrTestCliResult) text = { 0 };
  g_auto(DrTestCliResult) runner = { 0 };
  g_auto(DrTestCliResult) saved = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *stats;

  RUN (fixture, &json, "stats", "--json", hb);
  g_assert_cmpint (json.status, ==, 0);
  root = dr_test_parse_json (json.out);
  stats = json_node_get_object (root);
  g_assert_cmpint (member_int (stats, "cards"), ==, 45);
  g_assert_cmpint (member_int (stats, "types/ice"), ==, 17);
  g_assert_cmpint (member_int (stats, "types/asset"), ==, 11);
  g_assert_cmpint (member_int (stats, "types/agenda"), ==, 9);
  g_assert_cmpint (member_int (stats, "types/operation"), ==, 8);
  g_assert_cmpint (member_int (stats, "subtypes/Bioroid"), ==, 9);
  g_assert_cmpint (member_int (stats, "influence/spent"), ==, 0);
  /* Aggressive Secretary 0; Melange, Shipment 1; PAD 2; Viktor, Enigma,
   * Wall of Static 3; Adonis, Biotic Labor, Rototurret 4; Ichi, Hedge Fund
   * 5; Heimdall 8. */
  g_assert_cmpint (member_int (stats, "cost_curve/0"), ==, 2);
  g_assert_cmpint (member_int (stats, "cost_curve/1"), ==, 5);
  g_assert_cmpint (member_int (stats, "cost_curve/2"), ==, 3);
  g_assert_cmpint (member_int (stats, "cost_curve/3"), ==, 9);
  g_assert_cmpint (member_int (stats, "cost_curve/4"), ==, 8);
  g_assert_cmpint (member_int (stats, "cost_curve/5"), ==, 6);
  g_assert_cmpint (member_int (stats, "cost_curve/6+"), ==, 3);
  g_assert_cmpint (member_int (stats, "agendas/count"), ==, 9);
  g_assert_cmpint (member_int (stats, "agendas/points"), ==, 21);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (json_object_get_object_member (stats, "agendas"),
                                                                 "density"), 0.2, 1e-12);
  g_assert_cmpint (member_int (stats, "ice/count"), ==, 17);
  g_assert_cmpint (member_int (stats, "ice/strength/3"), ==, 6);
  g_assert_cmpint (member_int (stats, "ice/strength/0"), ==, 2);
  g_assert_cmpint (member_int (stats, "breakers/Barrier/ice"), ==, 6);
  g_assert_cmpint (member_int (stats, "breakers/Code Gate/ice"), ==, 6);
  g_assert_cmpint (member_int (stats, "breakers/Sentry/ice"), ==, 5);

  RUN (fixture, &text, "stats", hb);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Cost curve: 0: 2, 1: 5, 2: 3, 3: 9, 4: 8, 5: 6, 6+: 3\n"));
  g_assert_nonnull (strstr (text.out, "Agendas: 9 with 21 points, one in 5.0 cards\n"));
  g_assert_nonnull (strstr (text.out, "Ice strength: 0: 2, 2: 3, 3: 6, 4: 3, 6: 3\n"));

  /* A Runner deck: influence by faction, breakers, memory. */
  RUN (fixture, &runner, "stats", noise);
  g_assert_nonnull (strstr (runner.out, "Influence: 8 spent (Criminal 4, Shaper 4)\n"));
  /* Corroder 2 and the AI breakers Wyrm 1 and Crypsis 3 break barriers. */
  g_assert_nonnull (strstr (runner.out, "Breakers: Barrier 6, Code Gate 5, Sentry 6\n"));
  g_assert_nonnull (strstr (runner.out, "Memory: 19 MU for every program copy, 9 MU for one of each\n"));

  /* A saved deck by name gives the same numbers as its file. */
  import_deck (fixture, hb, "Glacier");
  RUN (fixture, &saved, "stats", "Glacier");
  g_assert_cmpint (saved.status, ==, 0);
  g_assert_cmpstr (strchr (saved.out, '\n'), ==, strchr (text.out, '\n'));
}

/* Exact hypergeometric values. */
static void
test_stats_odds (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *hb = deck_file ("hb-core.txt");
  g_auto(DrTestCliResult) json = { 0 };
  g_auto(DrTestCliResult) text = { 0 };
  g_auto(DrTestCliResult) absent = { 0 };
  g_auto(DrTestCliResult) turns = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *odds;
  JsonObject *hedge, *group;
  /* No Hedge Fund among 5 of 45 cards: C(42,5)/C(45,5) = (40·39·38)/(45·44·43). */
  double miss = (40.0 * 39 * 38) / (45.0 * 44 * 43);
  /* By turn 2 with one draw a turn: 7 cards. */
  double miss_by_turn_2 = (38.0 * 37 * 36) / (45.0 * 44 * 43);
  /* No Enigma or Viktor (6 copies) among 5. */
  double group_miss = (39.0 * 38 * 37 * 36 * 35) / (45.0 * 44 * 43 * 42 * 41);

  RUN (fixture, &json, "stats", "--json", "--odds", "hedge fund", "--odds", "Enigma, 01063", "--turns", "2", hb);
  g_assert_cmpint (json.status, ==, 0);
  root = dr_test_parse_json (json.out);
  odds = json_object_get_array_member (json_node_get_object (root), "odds");
  g_assert_cmpuint (json_array_get_length (odds), ==, 2);
  hedge = json_array_get_object_element (odds, 0);
  g_assert_cmpint (json_object_get_int_member (hedge, "copies"), ==, 3);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (hedge, "opening_hand"), 1 - miss, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (hedge, "opening_hand_with_mulligan"),
                                  1 - miss * miss, 1e-12);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (hedge, "by_turn")), ==, 2);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (json_array_get_object_element (
                                    json_object_get_array_member (hedge, "by_turn"), 1), "chance"),
                                  1 - miss_by_turn_2, 1e-12);
  group = json_array_get_object_element (odds, 1);
  g_assert_cmpint (json_object_get_int_member (group, "copies"), ==, 6);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (group, "cards")), ==, 2);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (group, "opening_hand"), 1 - group_miss, 1e-12);

  RUN (fixture, &text, "stats", "--odds", "Hedge Fund", "--turns", "1", hb);
  g_assert_nonnull (strstr (text.out, "Odds of Hedge Fund (3 copies):\n"
                                      "  opening hand 30.4%, 51.5% with a mulligan\n"
                                      "  by turn 1 35.6%, 55.2% with a mulligan\n"));

  RUN (fixture, &absent, "stats", "--odds", "Sure Gamble", hb);
  g_assert_cmpint (absent.status, ==, 2);
  g_assert_nonnull (strstr (absent.err, "The deck has no card “Sure Gamble”"));
  RUN (fixture, &turns, "stats", "--turns", "0", hb);
  g_assert_cmpint (turns.status, ==, 2);
}

/* `banlist import` brings NetrunnerDB's restriction files in, the only
 * source of the Eternal points lists; `validate --format eternal` applies
 * them (rule 19). A bad file imports nothing. */
static void
test_banlist_import (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *v2_file = g_test_build_filename (G_TEST_DIST, "fixtures", "restrictions",
                                                    "eternal_points_list_26_01.json", NULL);
  g_autofree char *bad_file = g_test_build_filename (G_TEST_DIST, "fixtures", "restrictions", "bad-points.json",
                                                     NULL);
  /* Account Siphon 3 + Déjà Vu 2 + Femme Fatale 2 + Diesel 1: 8 points of 7. */
  g_autofree char *deck = dr_test_write_file (fixture->dir, "points.txt",
                                      "Kate \"Mac\" McCaffrey: Digital Tinker\n3 Account Siphon\n3 Deja Vu\n"
                                      "1 Femme Fatale\n3 Diesel\n");
  g_auto(DrTestCliResult) before = { 0 };
  g_auto(DrTestCliResult) import = { 0 };
  g_auto(DrTestCliResult) bad = { 0 };
  g_auto(DrTestCliResult) list = { 0 };
  g_auto(DrTestCliResult) after = { 0 };
  g_autoptr(JsonNode) before_root = NULL;
  g_autoptr(JsonNode) list_root = NULL;
  g_autoptr(JsonNode) after_root = NULL;
  g_autoptr(GPtrArray) no_points = NULL;
  g_autoptr(GPtrArray) points = NULL;
  JsonArray *lists;
  JsonObject *eternal;

  RUN (fixture, &before, "validate", "--format", "eternal", "--as-of", "2026-02-01", "--json", deck);
  before_root = dr_test_parse_json (before.out);
  no_points = problems_of_kind (json_node_get_object (before_root), "points");
  g_assert_cmpuint (no_points->len, ==, 0);

  RUN (fixture, &import, "banlist", "import", v2_file);
  g_assert_cmpint (import.status, ==, 0);
  g_assert_nonnull (strstr (import.out, "Eternal Points List 26.01 (eternal-points-list-26-01, from 2026-01-15)"));

  /* The bad file names its problem; the good one before it in the same run is not kept. */
  RUN (fixture, &bad, "banlist", "import", v2_file, bad_file);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "bad-points.json"));
  g_assert_nonnull (strstr (bad.err, "No ban list was imported"));

  RUN (fixture, &list, "banlist", "list", "--json");
  g_assert_cmpint (list.status, ==, 0);
  list_root = dr_test_parse_json (list.out);
  lists = json_node_get_array (list_root);
  eternal = json_array_get_object_element (lists, 0);
  g_assert_cmpstr (json_object_get_string_member (eternal, "code"), ==, "eternal-points-list-26-01");
  g_assert_cmpint (json_object_get_int_member (eternal, "point_limit"), ==, 7);
  g_assert_false (json_object_get_boolean_member (eternal, "active"));
  g_assert_cmpuint (json_array_get_length (lists), ==, 1);

  RUN (fixture, &after, "validate", "--format", "eternal", "--as-of", "2026-02-01", "--json", deck);
  g_assert_cmpint (after.status, ==, 1);
  after_root = dr_test_parse_json (after.out);
  points = problems_of_kind (json_node_get_object (after_root), "points");
  g_assert_cmpuint (points->len, ==, 1);
  g_assert_nonnull (strstr (json_object_get_string_member (g_ptr_array_index (points, 0), "message"),
                            "Points 8 of 7: 1 over"));
}

/* deck check-all judges every saved deck in its format: after a points list
 * comes in, the deck it makes illegal is named with the list. */
static void
test_deck_check_all (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GString) list = g_string_new ("Noise: Hacker Extraordinaire\n");
  g_autofree char *deck_path = NULL;
  g_autofree char *points_path = NULL;
  g_auto(DrTestCliResult) empty = { 0 };
  g_auto(DrTestCliResult) imported = { 0 };
  g_auto(DrTestCliResult) legal = { 0 };
  g_auto(DrTestCliResult) banlist = { 0 };
  g_auto(DrTestCliResult) illegal = { 0 };
  g_auto(DrTestCliResult) json = { 0 };
  g_auto(DrTestCliResult) extra = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *verdicts;
  JsonObject *verdict;

  for (guint code = 1002; code <= 1016; code++)
    g_string_append_printf (list, "3 0%u\n", code);
  deck_path = dr_test_write_file (fixture->dir, "eternal.txt", list->str);
  points_path = dr_test_write_file (fixture->dir, "fallout.json",
                                    "{\"id\": \"fallout_points\", \"name\": \"Fallout Points List\","
                                    " \"date_start\": \"2026-01-01\", \"format_id\": \"eternal\","
                                    " \"point_limit\": 7, \"points\": {\"3\": [\"deja_vu\", \"demolition_run\","
                                    " \"stimhack\"]}}");

  RUN (fixture, &empty, "deck", "check-all");
  g_assert_cmpint (empty.status, ==, 0);
  g_assert_cmpstr (empty.out, ==, "There are no saved decks.\n");
  RUN (fixture, &imported, "deck", "import", deck_path, "--name", "Eternal rush", "--format", "eternal");
  g_assert_cmpint (imported.status, ==, 0);
  RUN (fixture, &legal, "deck", "check-all");
  g_assert_cmpint (legal.status, ==, 0);
  g_assert_cmpstr (legal.out, ==, "The deck is legal in its format.\n");

  RUN (fixture, &banlist, "banlist", "import", points_path);
  g_assert_cmpint (banlist.status, ==, 0);
  RUN (fixture, &illegal, "deck", "check-all");
  g_assert_cmpint (illegal.status, ==, 1);
  g_assert_true (g_str_has_prefix (illegal.out, "#1 Eternal rush: not legal in Eternal (Fallout Points List)\n  - "));
  g_assert_nonnull (strstr (illegal.out, "(Fallout Points List)\n1 of 1 deck is not legal in its format.\n"));

  RUN (fixture, &json, "deck", "check-all", "--json");
  g_assert_cmpint (json.status, ==, 1);
  g_assert_true (json_parser_load_from_data (parser, json.out, -1, NULL));
  verdicts = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (verdicts), ==, 1);
  verdict = json_array_get_object_element (verdicts, 0);
  g_assert_cmpint (json_object_get_int_member (verdict, "id"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (verdict, "banlist_name"), ==, "Fallout Points List");
  g_assert_false (json_object_get_boolean_member (json_object_get_object_member (verdict, "legality"), "legal"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (verdict, "reasons")), ==, 1);

  RUN (fixture, &extra, "deck", "check-all", "now");
  g_assert_cmpint (extra.status, ==, 2);
}

/* deck sample-hand: the same seed gives the same hand, the draws follow it,
 * the odds beside each card are the exact ones, bad options are refused. */
static void
test_deck_sample_hand (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *path = deck_file ("kate-core.txt");
  g_auto(DrTestCliResult) first = { 0 };
  g_auto(DrTestCliResult) again = { 0 };
  g_auto(DrTestCliResult) drawn = { 0 };
  g_auto(DrTestCliResult) json = { 0 };
  g_auto(DrTestCliResult) bad_seed = { 0 };
  g_auto(DrTestCliResult) bad_draws = { 0 };
  g_auto(DrTestCliResult) no_deck = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *cards;
  gint64 id = import_deck (fixture, path, "Kate");
  g_autofree char *id_text = g_strdup_printf ("#%" G_GINT64_FORMAT, id);

  RUN (fixture, &first, "deck", "sample-hand", id_text, "--seed", "99");
  g_assert_cmpint (first.status, ==, 0);
  g_assert_true (g_str_has_prefix (first.out, "Opening hand (seed 99):\n"));
  g_assert_null (strstr (first.out, "Draws:"));
  RUN (fixture, &again, "deck", "sample-hand", "Kate", "--seed", "99");
  g_assert_cmpstr (first.out, ==, again.out);
  RUN (fixture, &drawn, "deck", "sample-hand", "Kate", "--seed", "99", "--draws", "3");
  g_assert_nonnull (strstr (drawn.out, "Draws:"));

  RUN (fixture, &json, "deck", "sample-hand", "Kate", "--seed", "99", "--draws", "3", "--mulligan", "--json");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json.out, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "seed"), ==, 99);
  g_assert_cmpint (json_object_get_int_member (root, "deck_size"), ==, 45);
  g_assert_true (json_object_get_boolean_member (root, "mulligan"));
  cards = json_object_get_array_member (root, "cards");
  g_assert_cmpuint (json_array_get_length (cards), ==, 8);
  for (guint i = 0; i < 8; i++)
    {
      JsonObject *card = json_array_get_object_element (cards, i);
      JsonObject *odds = json_object_get_object_member (card, "odds");
      gint64 copies = json_object_get_int_member (card, "copies");

      g_assert_cmpstr (json_object_get_string_member (card, "drawn_as"), ==, i < 5 ? "hand" : "draw");
      g_assert_nonnull (json_object_get_string_member (card, "title"));
      g_assert_cmpint (copies, >=, 1);
      /* 1 - C(45 - c, 8) / C(45, 8) for c copies among the 8 cards drawn */
      {
        double none = 1.0;

        for (int k = 0; k < 8; k++)
          none *= (double) (45 - copies - k) / (45 - k);
        g_assert_cmpfloat_with_epsilon (json_object_get_double_member (odds, "in_cards_drawn"), 1 - none, 1e-12);
      }
    }

  RUN (fixture, &bad_seed, "deck", "sample-hand", "Kate", "--seed", "-1");
  g_assert_cmpint (bad_seed.status, ==, 2);
  g_assert_nonnull (strstr (bad_seed.err, "--seed"));
  RUN (fixture, &bad_draws, "deck", "sample-hand", "Kate", "--draws", "101");
  g_assert_cmpint (bad_draws.status, ==, 2);
  g_assert_nonnull (strstr (bad_draws.err, "--draws"));
  RUN (fixture, &no_deck, "deck", "sample-hand");
  g_assert_cmpint (no_deck.status, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/deck/help", test_help);
#define ADD(path, func) DR_TEST_ADD_DIR (path, func)
  ADD ("/cli/validate/legal", test_validate_legal);
  ADD ("/cli/validate/illegal", test_validate_illegal);
  ADD ("/cli/validate/unreadable", test_validate_unreadable);
  ADD ("/cli/validate/several-files", test_validate_several);
  ADD ("/cli/validate/napd-team", test_validate_napd_team);
  ADD ("/cli/validate/lockpick-players", test_validate_lockpick_players);
  ADD ("/cli/validate/banlist-active", test_validate_banlist_active);
  ADD ("/cli/banlist/import", test_banlist_import);
  ADD ("/cli/deck/round-trip", test_deck_round_trip);
  ADD ("/cli/deck/import-refused", test_deck_import_refused);
  ADD ("/cli/deck/list-tags", test_deck_list_tags);
  ADD ("/cli/deck/versions-diff-restore", test_deck_versions_diff_restore);
  ADD ("/cli/deck/trash", test_deck_trash);
  ADD ("/cli/deck/ambiguous-name", test_deck_ambiguous_name);
  ADD ("/cli/stats/core-deck", test_stats_core_deck);
  ADD ("/cli/stats/odds", test_stats_odds);
  ADD ("/cli/deck/check-all", test_deck_check_all);
  ADD ("/cli/deck/sample-hand", test_deck_sample_hand);
#undef ADD
  return g_test_run ();
}
