/* test-restrictions.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-card-db.h"
#include "dr-db.h"
#include "dr-error.h"
#include "dr-legality.h"
#include "dr-restrictions.h"
#include "dr-test-helper.h"

/* NetrunnerDB's restrictions (v2 data files, API v3 replies) as ban lists of
 * the card database, over tests/fixtures/legality and, when ../shared is
 * there, the whole card pool. "Rule 19" is rule 19 of docs/legality.md: the
 * Eternal points. */

typedef struct
{
  char    *dir;
  sqlite3 *db;
} Fixture;

static const char *const bundled_files[] = { "sides.json", "factions.json", "types.json" };
static const char *const legality_files[] = {
  "cycles.json", "packs.json", "pack/core.json", "pack/core2.json", "mwl.json", "rotations.json",
};

static char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "fixtures", "restrictions", name, NULL);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  sqlite3 *built;

  fixture->dir = dr_test_make_tmp_dir ();
  for (guint i = 0; i < G_N_ELEMENTS (bundled_files); i++)
    g_ptr_array_add (files, g_test_build_filename (G_TEST_DIST, "..", "data", "cards", "netrunner", bundled_files[i],
                                                   NULL));
  for (guint i = 0; i < G_N_ELEMENTS (legality_files); i++)
    g_ptr_array_add (files, g_test_build_filename (G_TEST_DIST, "fixtures", "legality", legality_files[i], NULL));
  g_ptr_array_add (files, NULL);
  built = dr_test_build_card_db (fixture->dir, (const char *const *) files->pdata, &error);
  g_assert_no_error (error);
  dr_db_close (built);
  path = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  fixture->db = dr_db_open (path, SQLITE_OPEN_READWRITE, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_db_close (fixture->db);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static void
import_fixture (Fixture             *fixture,
                const char          *name,
                DrRestrictionImport *result)
{
  g_autofree char *path = fixture_path (name);
  g_autoptr(GError) error = NULL;

  g_assert_true (dr_restrictions_import_file (fixture->db, path, result, &error));
  g_assert_no_error (error);
}

static int
verdict (Fixture    *fixture,
         const char *list,
         const char *card,
         const char *kind)
{
  g_autofree char *sql = g_strdup_printf ("SELECT coalesce ((SELECT value FROM mwl_cards WHERE mwl_code = '%s'"
                                          " AND card_code = '%s' AND kind = '%s'), -1)", list, card, kind);

  return dr_test_query_int (fixture->db, sql);
}

/* NetrunnerDB's card ids are its titles with only letters and digits kept,
 * with some oddities the key absorbs. */
static void
test_card_key (void)
{
  static const char *const pairs[][2] = {
    { "Hedge Fund", "hedge_fund" },
    { "Tyr's Hand", "tyrs_hand" },
    { "Déjà Vu", "deja_vu" },
    { "The Maker’s Eye", "the_makers_eye" },
    { "GAMEDRAGON™ Pro", "gamedragon_pro" },
    { "O₂ Shortage", "o_shortage" },
    { "Na'Not'K", "na_not_k" },
    { "Harishchandra Ent.: Where You're the Star", "harishchandra_ent_where_you_re_the_star" },
    { "24/7 News Cycle", "24_7_news_cycle" },
    { "Kate \"Mac\" McCaffrey: Digital Tinker", "kate_mac_mccaffrey_digital_tinker" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_autofree char *title = dr_restriction_card_key (pairs[i][0]);
      g_autofree char *id = dr_restriction_card_key (pairs[i][1]);

      g_assert_cmpstr (title, ==, id);
    }
  {
    g_autofree char *one = dr_restriction_card_key ("Hedge Fund");
    g_autofree char *other = dr_restriction_card_key ("Hedge Funds");

    g_assert_cmpstr (one, !=, other);
  }
}

/* A v2 data file: points by value, bans, every printing of a title. */
static void
test_v2_file (Fixture       *fixture,
              gconstpointer  data)
{
  DrRestrictionImport result;
  const DrRestrictionList *list;

  dr_restriction_import_init (&result);
  import_fixture (fixture, "eternal_points_list_26_01.json", &result);
  g_assert_cmpuint (result.lists->len, ==, 1);
  list = g_ptr_array_index (result.lists, 0);
  g_assert_cmpstr (list->code, ==, "eternal-points-list-26-01");
  g_assert_cmpstr (list->name, ==, "Eternal Points List 26.01");
  g_assert_cmpstr (list->date_start, ==, "2026-01-15");
  /* Six titles, Hedge Fund printed twice. */
  g_assert_cmpuint (list->n_cards, ==, 7);
  g_assert_cmpuint (result.n_unknown_cards, ==, 0);
  dr_restriction_import_clear (&result);

  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT point_limit FROM mwls"
                                                   " WHERE code = 'eternal-points-list-26-01'"), ==, 7);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT active FROM mwls"
                                                   " WHERE code = 'eternal-points-list-26-01'"), ==, 0);
  g_assert_cmpint (verdict (fixture, "eternal-points-list-26-01", "01018", "points"), ==, 3);
  g_assert_cmpint (verdict (fixture, "eternal-points-list-26-01", "01002", "points"), ==, 2);
  g_assert_cmpint (verdict (fixture, "eternal-points-list-26-01", "01110", "points"), ==, 1);
  g_assert_cmpint (verdict (fixture, "eternal-points-list-26-01", "20132", "points"), ==, 1);
  g_assert_cmpint (verdict (fixture, "eternal-points-list-26-01", "01008", "deck_limit"), ==, 0);
}

/* An API v3 reply: points by card, a list without its own limit, a list of
 * a format Deckrunner does not check, a Standard list of every other kind. */
static void
test_v3_reply (Fixture       *fixture,
               gconstpointer  data)
{
  DrRestrictionImport result;

  dr_restriction_import_init (&result);
  import_fixture (fixture, "v3-restrictions.json", &result);
  g_assert_cmpuint (result.lists->len, ==, 2);
  g_assert_cmpuint (result.n_skipped_lists, ==, 1);
  g_assert_cmpuint (result.n_unknown_cards, ==, 1);
  dr_restriction_import_clear (&result);

  /* API v3 applies 7 to every points list. */
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT point_limit FROM mwls"
                                                   " WHERE code = 'eternal-points-list-26-02'"), ==, 7);
  g_assert_cmpint (verdict (fixture, "eternal-points-list-26-02", "01018", "points"), ==, 4);
  g_assert_cmpint (verdict (fixture, "eternal-points-list-26-02", "20056", "points"), ==, 1);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM mwls WHERE code LIKE 'snapshot%'"), ==, 0);

  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT point_limit IS NULL FROM mwls"
                                                   " WHERE code = 'standard-ban-list-26-03'"), ==, 1);
  g_assert_cmpint (verdict (fixture, "standard-ban-list-26-03", "01026", "deck_limit"), ==, 0);
  g_assert_cmpint (verdict (fixture, "standard-ban-list-26-03", "01034", "is_restricted"), ==, 1);
  g_assert_cmpint (verdict (fixture, "standard-ban-list-26-03", "01002", "global_penalty"), ==, 1);
  g_assert_cmpint (verdict (fixture, "standard-ban-list-26-03", "20128", "universal_faction_cost"), ==, 3);
}

/* The same code again replaces the list: no verdict of the old one stays. */
static void
test_replace (Fixture       *fixture,
              gconstpointer  data)
{
  const char *second = "{\"id\": \"eternal_points_list_26_01\", \"name\": \"Eternal Points List 26.01b\","
                       " \"date_start\": \"2026-01-16\", \"format_id\": \"eternal\", \"point_limit\": 6,"
                       " \"points\": {\"1\": [\"diesel\"]}}";
  g_autoptr(JsonNode) root = json_from_string (second, NULL);
  g_autoptr(GError) error = NULL;
  DrRestrictionImport result;

  dr_restriction_import_init (&result);
  import_fixture (fixture, "eternal_points_list_26_01.json", &result);
  g_assert_true (dr_restrictions_import_json (fixture->db, root, "second", &result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (result.lists->len, ==, 2);
  dr_restriction_import_clear (&result);

  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM mwls"
                                                   " WHERE code = 'eternal-points-list-26-01'"), ==, 1);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT point_limit FROM mwls"
                                                   " WHERE code = 'eternal-points-list-26-01'"), ==, 6);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM mwl_cards"
                                                   " WHERE mwl_code = 'eternal-points-list-26-01'"), ==, 1);
  g_assert_cmpint (verdict (fixture, "eternal-points-list-26-01", "01034", "points"), ==, 1);
}

/* A malformed list is refused with its reason, and nothing of the document
 * is written: not even its well-formed lists. */
static void
test_bad_input (Fixture       *fixture,
                gconstpointer  data)
{
  static const struct
  {
    const char *json;
    const char *reason;
  } cases[] = {
    { "3", "expected a NetrunnerDB restriction" },
    { "{\"data\": \"x\"}", "expected a NetrunnerDB restriction" },
    { "[{\"id\": \"eternal_a\", \"name\": \"A\", \"date_start\": \"2026-01-01\", \"format_id\": \"eternal\"},"
      " {\"id\": \"eternal_b\", \"name\": \"B\", \"date_start\": \"2026-13-01\", \"format_id\": \"eternal\"}]",
      "restriction 2: “date_start” must be a date" },
    { "{\"name\": \"A\", \"date_start\": \"2026-01-01\", \"format_id\": \"eternal\"}", "no “id”" },
    { "{\"id\": \"e\", \"name\": \"A\", \"date_start\": \"2026-01-01\"}", "“format_id” must be" },
    { "{\"id\": \"e\", \"name\": \"A\", \"date_start\": \"2026-01-01\", \"format_id\": \"eternal\","
      " \"point_limit\": \"seven\"}", "“point_limit” must be a whole number" },
    { "{\"id\": \"e\", \"name\": \"A\", \"date_start\": \"2026-01-01\", \"format_id\": \"eternal\","
      " \"points\": [\"diesel\"]}", "“points” is not a list of card ids" },
    { "{\"id\": \"e\", \"name\": \"A\", \"date_start\": \"2026-01-01\", \"format_id\": \"eternal\","
      " \"banned\": [3]}", "“banned” is not a list of card ids" },
    { "{\"id\": \"e\", \"attributes\": {\"name\": \"A\", \"date_start\": \"2026-01-01\", \"format_id\": \"eternal\","
      " \"verdicts\": {\"points\": {\"diesel\": -2}}}}", "“points” is not a list of card ids" },
  };
  int lists_before = dr_test_query_int (fixture->db, "SELECT count(*) FROM mwls");
  int verdicts_before = dr_test_query_int (fixture->db, "SELECT count(*) FROM mwl_cards");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) parse_error = NULL;
      g_autoptr(JsonNode) root = json_from_string (cases[i].json, &parse_error);
      g_autoptr(GError) error = NULL;
      DrRestrictionImport result;

      g_assert_no_error (parse_error);
      dr_restriction_import_init (&result);
      g_assert_false (dr_restrictions_import_json (fixture->db, root, "case.json", &result, &error));
      g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
      g_assert_nonnull (strstr (error->message, "case.json"));
      if (strstr (error->message, cases[i].reason) == NULL)
        g_error ("case %u: “%s” lacks “%s”", i, error->message, cases[i].reason);
      dr_restriction_import_clear (&result);
    }
  {
    g_autofree char *path = fixture_path ("bad-points.json");
    g_autoptr(GError) error = NULL;
    DrRestrictionImport result;

    dr_restriction_import_init (&result);
    g_assert_false (dr_restrictions_import_file (fixture->db, path, &result, &error));
    g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
    dr_restriction_import_clear (&result);
  }
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM mwls"), ==, lists_before);
  g_assert_cmpint (dr_test_query_int (fixture->db, "SELECT count(*) FROM mwl_cards"), ==, verdicts_before);
}

/* Rule 19 with an imported list: the newest points list on the date is the
 * Eternal one, and its points and bans apply. */
static void
test_legality (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(DrLegalityContext) ctx = NULL;
  g_autoptr(DrLegalityReport) report = NULL;
  g_autoptr(DrDeck) deck = dr_deck_new ("Points", "netrunner");
  g_autoptr(GError) error = NULL;
  DrLegalityOptions options = { "eternal", NULL, "2026-02-01", 0 };
  DrRestrictionImport result;
  gboolean has_points = FALSE, has_banned = FALSE;

  dr_restriction_import_init (&result);
  import_fixture (fixture, "eternal_points_list_26_01.json", &result);
  dr_restriction_import_clear (&result);
  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);

  /* Account Siphon 3 + Deja Vu 2 + Femme Fatale 2 + Diesel 1 = 8 of 7; Datasucker banned. */
  dr_deck_set_string (&deck->identity, "01033");
  dr_deck_add (deck, "01018", 3);
  dr_deck_add (deck, "01002", 2);
  dr_deck_add (deck, "01026", 1);
  dr_deck_add (deck, "01034", 3);
  dr_deck_add (deck, "01008", 1);
  ctx = dr_legality_context_new (store, &options, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (dr_legality_context_get_banlist (ctx), ==, "eternal-points-list-26-01");
  report = dr_legality_check (ctx, deck);
  for (guint i = 0; i < report->problems->len; i++)
    {
      const DrLegalityProblem *problem = g_ptr_array_index (report->problems, i);

      if (problem->kind == DR_LEGALITY_PROBLEM_POINTS)
        {
          has_points = TRUE;
          g_assert_cmpint (problem->value, ==, 8);
          g_assert_cmpint (problem->max, ==, 7);
        }
      has_banned |= problem->kind == DR_LEGALITY_PROBLEM_BANNED;
    }
  g_assert_true (has_points);
  g_assert_true (has_banned);
}

/* A new card database keeps the points lists of the old one it lacks. */
static void
test_carry_over (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *old_path = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  g_autofree char *new_dir = g_build_filename (fixture->dir, "new", NULL);
  g_autofree char *new_path = g_build_filename (new_dir, "cards.sqlite", NULL);
  g_autofree char *missing = g_build_filename (fixture->dir, "missing.sqlite", NULL);
  g_autofree char *not_db = g_build_filename (fixture->dir, "not-a-db.sqlite", NULL);
  g_autofree char *mwl = g_test_build_filename (G_TEST_DIST, "fixtures", "legality", "mwl.json", NULL);
  const char *files[] = { mwl, NULL };
  g_autoptr(GError) error = NULL;
  DrRestrictionImport result;
  sqlite3 *db;

  dr_restriction_import_init (&result);
  import_fixture (fixture, "eternal_points_list_26_01.json", &result);
  import_fixture (fixture, "v3-restrictions.json", &result);
  dr_restriction_import_clear (&result);

  g_assert_cmpint (g_mkdir (new_dir, 0700), ==, 0);
  db = dr_test_build_card_db (new_dir, files, &error);
  g_assert_no_error (error);
  dr_db_close (db);
  db = dr_db_open (new_path, SQLITE_OPEN_READWRITE, &error);
  g_assert_no_error (error);

  /* The new data has 25.07 already; 26.01 and 26.02 come over, not the Standard list. */
  g_assert_true (dr_restrictions_carry_over (db, old_path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwls WHERE code LIKE 'eternal%'"), ==, 3);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwls WHERE code = 'standard-ban-list-26-03'"), ==, 0);
  g_assert_cmpint (dr_test_query_int (db, "SELECT value FROM mwl_cards WHERE mwl_code = 'eternal-points-list-26-01'"
                                          " AND card_code = '01018'"), ==, 3);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwl_cards WHERE mwl_code = 'eternal-points-list-26-01'"),
                   ==, 7);

  /* Twice changes nothing; no old file or a damaged one is no error. */
  g_assert_true (dr_restrictions_carry_over (db, old_path, &error));
  g_assert_true (dr_restrictions_carry_over (db, missing, &error));
  g_assert_true (g_file_set_contents (not_db, "not a database", -1, NULL));
  g_assert_true (dr_restrictions_carry_over (db, not_db, &error));
  g_assert_no_error (error);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwl_cards WHERE mwl_code = 'eternal-points-list-26-01'"),
                   ==, 7);
  dr_db_close (db);
}

/* Every card id NetrunnerDB's v2 data has names one of its titles. */
static void
test_full_card_ids (void)
{
  g_autofree char *dir_path = NULL;
  g_autoptr(GError) error = NULL;
  GDir *dir;
  const char *name;
  guint n_cards = 0;

  if (dr_test_skip_without_shared ())
    return;
  dir_path = g_build_filename (dr_test_shared_dir (), "netrunnerdb", "raw", "v2", "cards", NULL);
  dir = g_dir_open (dir_path, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *card;
      g_autofree char *title_key = NULL;
      g_autofree char *id_key = NULL;

      g_assert_true (json_parser_load_from_file (parser, path, &error));
      card = json_node_get_object (json_parser_get_root (parser));
      title_key = dr_restriction_card_key (json_object_get_string_member (card, "title"));
      id_key = dr_restriction_card_key (json_object_get_string_member (card, "id"));
      g_assert_cmpstr (title_key, ==, id_key);
      n_cards++;
    }
  g_dir_close (dir);
  g_assert_cmpuint (n_cards, >, 1900);
}

/* Every restriction NetrunnerDB's v2 data has, over its whole card pool:
 * every card id resolves, and the Eternal lists become points lists. */
static void
test_full_restrictions (void)
{
  static const char *const formats[] = { "eternal", "standard", "snapshot" };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(GError) error = NULL;
  DrRestrictionImport result;
  guint n_files = 0;
  sqlite3 *db;

  if (dr_test_skip_without_shared ())
    return;
  dir = dr_test_make_tmp_dir ();
  store = dr_test_open_full_store (dir);
  path = g_strdup (dr_card_store_get_path (store));
  g_clear_pointer (&store, dr_card_store_free);
  db = dr_db_open (path, SQLITE_OPEN_READWRITE, &error);
  g_assert_no_error (error);

  dr_restriction_import_init (&result);
  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *format_dir = g_build_filename (dr_test_shared_dir (), "netrunnerdb", "raw", "v2",
                                                      "restrictions", formats[f], NULL);
      GDir *listing = g_dir_open (format_dir, 0, &error);
      const char *name;

      g_assert_no_error (error);
      while ((name = g_dir_read_name (listing)) != NULL)
        {
          g_autofree char *file = g_build_filename (format_dir, name, NULL);

          g_assert_true (dr_restrictions_import_file (db, file, &result, &error));
          g_assert_no_error (error);
          n_files++;
        }
      g_dir_close (listing);
    }
  g_assert_cmpuint (n_files, >=, 30);
  g_assert_cmpuint (result.n_unknown_cards, ==, 0);
  g_assert_cmpuint (result.n_skipped_lists, ==, 1);   /* the snapshot list */
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwls WHERE code LIKE 'eternal-points-list-%'"
                                          " AND point_limit = 7"), ==, 7);
  /* 25.07: AstroScript Pilot Program (v2's "astroscript_pilot_program") is worth 1 point in each of its printings. */
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(DISTINCT m.value) FROM mwl_cards AS m"
                                          " JOIN cards AS c ON c.code = m.card_code"
                                          " WHERE m.mwl_code = 'eternal-points-list-25-07'"
                                          " AND c.title = 'AstroScript Pilot Program' AND m.kind = 'points'"), ==, 1);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwl_cards AS m"
                                          " JOIN cards AS c ON c.code = m.card_code"
                                          " WHERE m.mwl_code = 'eternal-points-list-25-07'"
                                          " AND c.title = 'AstroScript Pilot Program'"), ==,
                   dr_test_query_int (db, "SELECT count(*) FROM cards WHERE title = 'AstroScript Pilot Program'"));
  /* The v2 Standard lists are API v2's, under the same code or the same name
   * and date ("napd_mwl_1_0" is API v2's "NAPD_MWL_1.0"): still one each. */
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwls WHERE code = 'standard-ban-list-25-08'"), ==, 1);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwls WHERE name = 'NAPD MWL 1.0'"), ==, 1);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwls WHERE name = 'Standard MWL 3.1'"), ==, 1);
  g_assert_cmpint (dr_test_query_int (db, "SELECT count(*) FROM mwls WHERE code = 'napd-mwl-1-0'"), ==, 0);
  dr_restriction_import_clear (&result);
  dr_db_close (db);
  dr_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/restrictions/card-key", test_card_key);
  g_test_add ("/restrictions/v2-file", Fixture, NULL, fixture_set_up, test_v2_file, fixture_tear_down);
  g_test_add ("/restrictions/v3-reply", Fixture, NULL, fixture_set_up, test_v3_reply, fixture_tear_down);
  g_test_add ("/restrictions/replace", Fixture, NULL, fixture_set_up, test_replace, fixture_tear_down);
  g_test_add ("/restrictions/bad-input", Fixture, NULL, fixture_set_up, test_bad_input, fixture_tear_down);
  g_test_add ("/restrictions/rule-19-legality", Fixture, NULL, fixture_set_up, test_legality, fixture_tear_down);
  g_test_add ("/restrictions/carry-over", Fixture, NULL, fixture_set_up, test_carry_over, fixture_tear_down);
  g_test_add_func ("/restrictions/full/card-ids", test_full_card_ids);
  g_test_add_func ("/restrictions/full/every-list", test_full_restrictions);
  return g_test_run ();
}
