/* test-search.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-search"

#include <string.h>

#include "dr-card-search.h"
#include "dr-db.h"
#include "dr-error.h"
#include "dr-search-private.h"
#include "dr-test-helper.h"

/* Built once from tests/fixtures/search: 27 invented titles in 29
 * printings (Tollgate and Lantern Hound are reprinted), plus one Lockpick
 * card. Every expected result below is derived by hand from those files. */
static sqlite3 *card_db;

#define ALL_CARDS \
  "34002 14001 30007 00005 35001 01001 30002 35081 35082 34003 01021 30006 01004 30008 " \
  "01002 05004 05001 05003 34001 01005 24001 34004 35002 30005 34005 30001 01020"

static char *
search_codes (const char *query)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cards = dr_card_search (card_db, query, &error);
  GString *codes = g_string_new (NULL);

  g_assert_no_error (error);
  g_assert_nonnull (cards);
  for (guint i = 0; i < cards->len; i++)
    {
      const DrCard *card = g_ptr_array_index (cards, i);

      g_string_append_printf (codes, "%s%s", i > 0 ? " " : "", card->code);
    }
  return g_string_free (codes, FALSE);
}

/* The codes of the result, in order, joined by spaces; the query is part of
 * the failure message. */
#define assert_search(query, expected) \
  G_STMT_START { \
    g_autofree char *codes_ = search_codes (query); \
    if (g_strcmp0 (codes_, (expected)) != 0) \
      g_assertion_message_cmpstr (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC, \
                                  "search (\"" query "\")", codes_, "==", (expected)); \
  } G_STMT_END

static void
check_query_error (const char *file,
                   int         line,
                   const char *query,
                   int         position,
                   const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) search_error = NULL;
  g_autoptr(DrSearchQuery) parsed = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  int error_position = -2;

  parsed = dr_search_query_parse (query, &error_position, &error);
  if (parsed != NULL || error == NULL)
    g_assertion_message (G_LOG_DOMAIN, file, line, G_STRFUNC, query);
  g_assert_error (error, DR_ERROR, DR_ERROR_QUERY);
  if (g_strcmp0 (error->message, message) != 0)
    g_assertion_message_cmpstr (G_LOG_DOMAIN, file, line, G_STRFUNC, query,
                                error->message, "==", message);
  if (error_position != position)
    g_assertion_message_cmpnum (G_LOG_DOMAIN, file, line, G_STRFUNC, query,
                                error_position, "==", position, 'i');

  /* The one-call API reports the same problem. */
  cards = dr_card_search (card_db, query, &search_error);
  g_assert_null (cards);
  g_assert_error (search_error, DR_ERROR, DR_ERROR_QUERY);
  g_assert_cmpstr (search_error->message, ==, message);
}

#define assert_query_error(query, position, message) \
  check_query_error (__FILE__, __LINE__, query, position, message)

static guint
search_count (const char *query)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cards = dr_card_search (card_db, query, &error);

  g_assert_no_error (error);
  return cards->len;
}

static void
test_empty (void)
{
  assert_search ("", ALL_CARDS);
  assert_search ("   ", ALL_CARDS);
  g_assert_cmpuint (search_count (""), ==, 27);
}

static void
test_title (void)
{
  assert_search ("hound", "35081");
  assert_search ("_:hound", "35081");
  assert_search ("HoUnD", "35081");
  assert_search ("quiet", "30002 01002");
  assert_search ("quiet harbor", "01002");
  assert_search ("\"quiet harbor\"", "01002");
  assert_search ("\"harbor quiet\"", "");
  assert_search ("_:\"Helix Works: Future\"", "01001");
  /* The value is folded like the stored titles. */
  assert_search ("tollgäte", "30005");
  assert_search ("nothing-like-this", "");
}

static void
test_title_or_not (void)
{
  assert_search ("hound|tollgate", "35081 30005");
  assert_search ("_:hound|tollgate|veil", "35081 34001 30005");
  assert_search ("t:ice _!wall", "34001 30005");
  /* With '!' the values are all excluded. */
  assert_search ("t:ice _!wall|veil", "30005");
  assert_search ("t:ice _!WALL", "34001 30005");
}

static void
test_title_code (void)
{
  assert_search ("01003", "01003");
  assert_search ("01003|05002", "05002 01003");
  assert_search ("_!01003 tollgate", "30005");
  assert_search ("99999", "");
  /* Four digits are a title substring, not a code. */
  assert_search ("0100", "");
}

static void
test_title_acronym (void)
{
  assert_search ("SK", "05003");
  assert_search ("sk", "");
  assert_search ("VSH", "30001");
  assert_search ("WTG", "01020");
  assert_search ("HWFM", "01001");
  /* Capitals still match as a title substring too. */
  assert_search ("VAULT", "34005");
}

static void
test_text (void)
{
  assert_search ("x:\"end the run\"", "01004 30005");
  assert_search ("x:\"end the run\" e:ori", "01004 01003");
  assert_search ("x:\"net damage\"", "30002 34001");
  assert_search ("x:\"X is\"", "35001 01021 30006 34001");
  assert_search ("x:\"NET DAMAGE\"", "30002 34001");
  /* Markup and symbols are stripped: [credit] reads "credit". */
  assert_search ("x:\"pays 1credit\"", "01004");
  assert_search ("x:\"<strong>\"", "");
  /* Under three characters the trigram index cannot help: LIKE instead. */
  assert_search ("x:mu", "05004");
  assert_search ("x:R&D", "01020");
}

static void
test_text_uses_index (void)
{
  g_autoptr(DrSearchQuery) long_value = dr_search_query_parse ("x:run", NULL, NULL);
  g_autoptr(DrSearchQuery) short_value = dr_search_query_parse ("x:ru", NULL, NULL);

  g_assert_nonnull (strstr (dr_search_query_get_sql (long_value), "cards_fts WHERE stripped_text LIKE"));
  g_assert_null (strstr (dr_search_query_get_sql (short_value), "cards_fts"));
  /* The trigram pattern is a substring match, spaces included. */
  assert_search ("x:\"1 net\"", "34001");
  assert_search ("x:\"do net\"", "30002");
}

static void
test_text_or_not (void)
{
  assert_search ("x:\"net damage\"|\"draw 3\"", "30002 34003 34001");
  assert_search ("t:operation x!damage", "01021");
  assert_search ("t:operation x!damage|agendas", "");
  assert_search ("t:ice x!\"net damage\"", "01004 30005");
}

static void
test_text_damage_alias (void)
{
  assert_search ("x:\"brain damage\"", "05001 01005 35002");
  assert_search ("x:\"core damage\"", "05001 01005 35002");
  assert_search ("x:\"do 1 brain damage\"", "05001 35002");
  assert_search ("x:\"brain d\"", "05001 01005 35002");
  assert_search ("t:operation x!\"core damage\"", "01021");
}

static void
test_flavor (void)
{
  assert_search ("a:quiet", "05001");
  assert_search ("a:\"burn it\"", "01020");
  assert_search ("a:made|pays", "01001 30005");
  /* Cards without flavor text have none of it. */
  assert_search ("t:ice a!pays", "01004 34001");
}

static void
test_illustrator (void)
{
  assert_search ("i:\"jo ng\"", "05001 30005");
  assert_search ("i:perez", "01001");
  assert_search ("i:Pérez", "01001");
  assert_search ("i:OYELARAN", "01002");
  assert_search ("t:ice i!ng", "01004 34001");
}

static void
test_type (void)
{
  assert_search ("t:ice", "01004 34001 30005");
  assert_search ("t:ICE", "01004 34001 30005");
  assert_search ("t:agenda|upgrade", "30007 30006 01002 34005");
  assert_search ("d:c t!ice t!identity t!agenda t!operation", "14001 05001 34005");
  assert_search ("d:c t!ice|identity|agenda|operation", "14001 05001 34005");
  assert_search ("t:foo", "");
  g_assert_cmpuint (search_count ("t!foo"), ==, 27);
}

static void
test_subtype (void)
{
  assert_search ("s:barrier", "01004 30005");
  assert_search ("s:Deflector", "01004");
  assert_search ("s:\"code gate\"", "34001");
  assert_search ("s:\"gray ops\"", "01005 35002");
  /* A whole keyword, not part of one. */
  assert_search ("s:gate", "");
  assert_search ("s:barr", "");
  assert_search ("s:icebreaker", "35001 35081");
  assert_search ("s:killer|fracter", "35001 35081");
}

static void
test_subtype_not (void)
{
  assert_search ("t:ice s!barrier", "34001");
  assert_search ("t:ice s!barrier|\"code gate\"", "");
  /* Cards without keywords match s!. */
  assert_search ("t:event s!run", "35082 34003 30008");
}

static void
test_faction (void)
{
  assert_search ("f:a", "30001 01020");
  assert_search ("f:anarch", "30001 01020");
  assert_search ("f:hb", "01001 01002");
  assert_search ("f:h", "01001 01002");
  assert_search ("f:j", "30002 05001 34001 35002");
  assert_search ("f:n", "01021 01005");
  assert_search ("f:c", "35081 05004");
  assert_search ("f:w", "30006 30005 34005");
  assert_search ("f:weyland", "30006 30005 34005");
  assert_search ("f:weyland-consortium", "30006 30005 34005");
  assert_search ("f:mini", "34002 34003 34004");
  assert_search ("f:p", "34003");
  assert_search ("f:ap", "34003");
  assert_search ("f:d", "34002");
  assert_search ("f:ad", "34002");
  assert_search ("f:u", "34004");
  assert_search ("f:su", "34004");
  assert_search ("f:-", "14001 30007 00005 01004 30008 24001");
  assert_search ("f:neutral", "14001 30007 00005 01004 30008 24001");
  assert_search ("f:nc", "14001 30007 01004 24001");
  assert_search ("f:nr", "00005 30008");
  assert_search ("f:\"a\"", "30001 01020");
  assert_search ("f:x", "");
}

static void
test_faction_or_not (void)
{
  assert_search ("f:a|s", "35001 35082 05003 30001 01020");
  assert_search ("d:r f!a|s|c", "34002 00005 34003 30008 34004");
  assert_search ("d:r f!a|s|c|mini|-", "");
}

static void
test_side (void)
{
  g_autofree char *runner = search_codes ("d:r");
  g_autofree char *runner_long = search_codes ("d:runner");
  g_autofree char *not_corp = search_codes ("d!c");

  g_assert_cmpuint (search_count ("d:r"), ==, 12);
  g_assert_cmpuint (search_count ("d:c"), ==, 15);
  g_assert_cmpuint (search_count ("d:Corp"), ==, 15);
  g_assert_cmpstr (runner, ==, runner_long);
  g_assert_cmpstr (runner, ==, not_corp);
  assert_search ("d:corp t:identity", "01001 30002 24001");
  assert_search ("d:c|r t:identity", "00005 01001 30002 24001 30001");
  assert_search ("d:x", "");
}

static void
test_pack (void)
{
  assert_search ("e:gate", "30007 30002 30006 30008 30005 30001");
  assert_search ("e:GATE", "30007 30002 30006 30008 30005 30001");
  assert_search ("e:ori", "01001 01004 01002 01005 01003");
  assert_search ("e:ori|ori2", "01001 01021 01004 01002 01005 01003 01020");
  /* The other printing of a title stands in when one is excluded. */
  assert_search ("t:ice e!gate", "01004 34001 01003");
  assert_search ("e:nope", "");
}

static void
test_pack_dates (void)
{
  assert_search ("e<mid", "00005 01001 01021 01004 01002 01005 01003 01020");
  assert_search ("e<ori2", "01001 01004 01002 01005 01003");
  /* Undated packs come after every dated one. */
  assert_search ("e>elev", "35081 35082");
  assert_search ("e>lib t:program", "35001 35081");
  assert_search ("e>soon", "");
  assert_search ("e<nope", "");
}

static void
test_cycle (void)
{
  g_autofree char *gate = search_codes ("e:gate");
  g_autofree char *cycle_30 = search_codes ("c:30");
  g_autofree char *origins = search_codes ("e:ori|ori2");
  g_autofree char *cycle_1 = search_codes ("c:1");

  g_assert_cmpstr (gate, ==, cycle_30);
  g_assert_cmpstr (origins, ==, cycle_1);
  assert_search ("c<2", "00005 01001 01021 01004 01002 01005 01003 01020");
  assert_search ("c>34", "35001 35081 35082 35002");
  assert_search ("c!1 t:ice", "34001 30005");
  assert_search ("c:5|14", "14001 05002 05004 05001 05003");
  assert_search ("c:99", "");
}

static void
test_cost (void)
{
  assert_search ("o:0", "34003 01004 30008");
  assert_search ("o<1", "34003 01004 30008");
  assert_search ("o>3", "30005");
  assert_search ("o:1|2 d:c", "14001 05001 01005 35002 34005");
  /* No cost at all (agendas, identities) is not "other than 1". */
  assert_search ("o!1 d:c", "01021 01004 05001 34001 01005 30005");
}

static void
test_cost_x (void)
{
  assert_search ("o:x", "01021");
  assert_search ("o:X", "01021");
  assert_search ("o:x|4", "01021 30005");
  assert_search ("o!x d:c", "14001 01004 05001 34001 01005 35002 30005 34005");
}

static void
test_advancement (void)
{
  assert_search ("g:4", "01002");
  assert_search ("g:x", "30006");
  assert_search ("g<4", "30007");
  assert_search ("g!4", "30007 30006");
  assert_search ("g>2", "30007 01002");
}

static void
test_agenda_points (void)
{
  assert_search ("v:1", "30007");
  assert_search ("v>1", "30006 01002");
  assert_search ("v!2", "30007 30006");
  assert_search ("v<1", "");
}

static void
test_influence (void)
{
  assert_search ("n:15", "01001 30001");
  /* Unlimited identities count as 0. */
  assert_search ("n:0 t:identity", "00005 24001");
  assert_search ("n>2", "35001 01001 30002 34001 30001");
  /* Faction agendas have no influence cost. */
  assert_search ("n:0 t!identity", "34002 14001 34003 01004 30008 34004");
  assert_search ("n:12|3", "35001 30002 34001");
}

static void
test_strength (void)
{
  assert_search ("p:5", "30005");
  assert_search ("p:x", "35001 34001");
  assert_search ("p<2", "35081 01004");
  assert_search ("p!x", "35081 01004 30005");
  assert_search ("p!1", "35001 34001 30005");
}

static void
test_memory_link_trash_quantity (void)
{
  assert_search ("m:1", "35001 35081");
  assert_search ("m>1", "");
  assert_search ("l:1", "30001");
  assert_search ("l<1", "00005");
  assert_search ("h:3", "05001");
  assert_search ("h>2", "05001 34005");
  assert_search ("h<3", "14001");
  assert_search ("y:2", "01004 30008");
  assert_search ("y:1", "00005 01001 30002 05003 24001 30001");
  assert_search ("y<2", "00005 01001 30002 05003 24001 30001");
  assert_search ("y!3 d:c", "01001 30002 01004 24001");
}

static void
test_release (void)
{
  /* "Before" includes the day, "after" excludes it and takes undated packs. */
  assert_search ("r<2012-12-15", "01001 01021 01004 01002 01005 01003 01020");
  assert_search ("r<2012-12-14", "01001 01004 01002 01005 01003");
  assert_search ("r>2025-05-01", "35081 35082");
  assert_search ("r>2025-04-30", "35001 35081 35082 35002");
  assert_search ("r>now", "35081 35082");
  assert_search ("r>NOW", "35081 35082");
  assert_search ("r<2012-01-01", "");
  assert_search ("r>2013-01-01 r<2013-12-31", "00005");
}

static void
test_unique (void)
{
  g_autofree char *not_unique = search_codes ("u:0");
  g_autofree char *not_unique_2 = search_codes ("u!1");

  assert_search ("u:1", "05004 05001 05003 34005");
  assert_search ("u!0", "05004 05001 05003 34005");
  g_assert_cmpuint (search_count ("u:0"), ==, 23);
  g_assert_cmpstr (not_unique, ==, not_unique_2);
  g_assert_cmpuint (search_count ("u:0|1"), ==, 27);
}

static void
test_ban_list (void)
{
  /* b! keeps the cards on the list, whatever the verdict. */
  assert_search ("b!list-now", "35002 30005");
  assert_search ("b!list-old", "05004 01005");
  assert_search ("b!list-mid", "05001 01003");
  assert_search ("b!list-points", "30008 34001");
  /* b: leaves them out. */
  assert_search ("b:list-now t:ice", "01004 34001");
  assert_search ("b:LIST-NOW t:ice", "01004 34001");
  assert_search ("b:list-mid t:ice", "01004 34001 30005");
  g_assert_cmpuint (search_count ("b:list-now"), ==, 25);
}

static void
test_ban_list_active_latest (void)
{
  g_autofree char *now = search_codes ("b!list-now");
  g_autofree char *active = search_codes ("b!active");
  g_autofree char *active_kept = search_codes ("b:active");
  g_autofree char *now_kept = search_codes ("b:list-now");

  g_assert_cmpstr (now, ==, active);
  g_assert_cmpstr (now_kept, ==, active_kept);
  assert_search ("b!latest", "05003");
  assert_search ("b:latest d:r t:resource", "34004");
}

static void
test_ban_list_or_not (void)
{
  assert_search ("b!list-old|list-mid", "");
  assert_search ("b!list-mid|list-now", "01003");
  assert_search ("b:list-old|list-now t:ice", "01004 34001 30005");
  /* An unknown list matches nothing either way. */
  assert_search ("b:nosuchlist", "");
  assert_search ("b!nosuchlist", "");
}

static void
test_rotation_current (void)
{
  g_autofree char *current = search_codes ("z:current");
  g_autofree char *standard = search_codes ("z:standard");
  g_autofree char *latest = search_codes ("z:latest");

  g_assert_cmpstr (current, ==, standard);
  g_assert_cmpstr (current, ==, latest);
  g_assert_cmpuint (search_count ("z:current"), ==, 18);
  assert_search ("z:current t:ice", "34001 30005");
  /* Draft, napd and the campaign pack are never in. */
  assert_search ("z:current d:c t:asset|identity", "30002 05001");
  assert_search ("z:current d:r t:identity", "30001");
  assert_search ("z:current d:r t:program|resource", "35001 35081 05003 34004");
}

static void
test_rotation_not (void)
{
  assert_search ("z!current t:ice", "01004 01003");
  assert_search ("z!current d:c t:asset|identity", "14001 01001 24001");
  g_assert_cmpuint (search_count ("z!current"), ==, 10);
}

static void
test_rotation_code (void)
{
  assert_search ("z:rotation-test d:r t:program|resource", "35001 35081 34004");
  assert_search ("z:rotation-early d:r t:resource", "05003 34004");
  assert_search ("z:ROTATION-TEST t:identity", "30002 30001");
  assert_search ("z!rotation-test d:r t:program|resource", "05002 05003");
  assert_search ("z:rotation-early|rotation-test d:r t:resource", "05003 34004");
  assert_search ("z!rotation-early|rotation-test t:ice", "01004 01003");
  assert_search ("z:nosuchrotation", "");
  assert_search ("z!nosuchrotation", "");
}

static void
test_rotation_startup (void)
{
  assert_search ("z:startup t:ice", "34001 30005");
  assert_search ("z:startup d:r t:resource", "34004");
  assert_search ("z:startup d:r t:program", "35001 35081");
  assert_search ("z!startup t:ice", "01004 01003");
  assert_search ("z!startup d:r t:resource", "05003");
}

static void
test_game (void)
{
  assert_search ("tumbler", "");
  assert_search ("game:lockpick", "LPX01");
  assert_search ("game:lockpick tumbler", "LPX01");
  assert_search ("GAME:LOCKPICK", "LPX01");
  assert_search ("game!netrunner", "LPX01");
  assert_search ("game:netrunner|lockpick tumbler|tollgate", "LPX01 30005");
  assert_search ("game:netrunner tollgate", "30005");
  g_assert_cmpuint (search_count ("game:netrunner"), ==, 27);
  g_assert_cmpuint (search_count ("game:netrunner|lockpick"), ==, 28);
  g_assert_cmpuint (search_count ("game!lockpick"), ==, 27);
}

static void
test_collapse (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  const DrCard *card;

  assert_search ("tollgate", "30005");
  assert_search ("tollgate e:ori", "01003");
  assert_search ("tollgate r<2020-01-01", "01003");
  /* A pack that is not out yet holds the newest printing. */
  assert_search ("hound", "35081");
  assert_search ("hound r<2020-01-01", "05002");
  assert_search ("hound e:mid|soon", "35081");
  assert_search ("hound|tollgate z!current", "01003");
  assert_search ("hound|tollgate z!rotation-test", "05002 01003");

  cards = dr_card_search (card_db, "hound", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cards->len, ==, 1);
  card = g_ptr_array_index (cards, 0);
  g_assert_cmpstr (card->title, ==, "Lantern Hound");
  g_assert_cmpstr (card->pack_code, ==, "soon");
  g_assert_cmpstr (card->pack_name, ==, "Coming Soon");
  g_assert_cmpint (card->cost.kind, ==, DR_VALUE_NUMBER);
  g_assert_cmpint (card->cost.number, ==, 2);
  g_assert_cmpint (card->strength.number, ==, 1);
}

static void
test_and_or (void)
{
  assert_search ("t:ice|program f:jinteki|shaper", "35001 34001");
  assert_search ("d:c o<2 t!ice", "14001 35002 34005");
  assert_search ("d:c   o<2\tt!ice", "14001 35002 34005");
  assert_search ("s:barrier o>0 f!nc", "30005");
}

static void
test_keys_case_insensitive (void)
{
  assert_search ("T:ice S:barrier", "01004 30005");
  assert_search ("O>3", "30005");
  assert_search ("X:\"end the run\"", "01004 30005");
}

static void
test_values_are_bound (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSearchQuery) query = dr_search_query_parse ("t:zqzq x:\"zq'zq\" o<7", NULL, &error);
  const char *sql;

  g_assert_no_error (error);
  sql = dr_search_query_get_sql (query);
  g_assert_null (strstr (sql, "zq"));
  g_assert_null (strstr (sql, "7"));
  /* type (its code and a translated name), text (English and translated),
   * cost, and the default game */
  g_assert_cmpuint (dr_search_query_get_n_parameters (query), ==, 6);

  assert_search ("\"'; DROP TABLE cards; --\"", "");
  assert_search ("x:\"' OR 1=1 --\"", "");
  g_assert_cmpuint (search_count (""), ==, 27);
  /* LIKE wildcards in a value are literal characters. */
  assert_search ("\"%\"", "");
  assert_search ("\"_\"", "");
  assert_search ("x:\"%\"", "");
  assert_search ("x:\"a%b\"", "");
}

static void
test_error_missing_value (void)
{
  assert_query_error ("o<", 2, "At position 3: expected a value after “o<”");
  assert_query_error ("t:ice o<", 8, "At position 9: expected a value after “o<”");
  assert_query_error ("t: ice", 2, "At position 3: expected a value after “t:”");
  assert_query_error ("x:", 2, "At position 3: expected a value after “x:”");
  assert_query_error ("GAME:", 5, "At position 6: expected a value after “GAME:”");
  assert_query_error ("t:ice|", 6, "At position 7: expected a value after “|”");
  assert_query_error ("t:ice||asset", 6, "At position 7: expected a value after “|”");
  assert_query_error ("|ice", 0, "At position 1: expected a value before “|”");
}

static void
test_error_unknown_key (void)
{
  assert_query_error ("q:foo", 0, "At position 1: unknown key “q”");
  assert_query_error ("t:ice Q<3", 6, "At position 7: unknown key “Q”");
  assert_query_error ("é!x", 0, "At position 1: unknown key “é”");
}

static void
test_error_operator (void)
{
  assert_query_error ("t<ice", 1,
                      "At position 2: “<” cannot be used with key “t” "
                      "(only with c e g h l m n o p r v y own)");
  assert_query_error ("f:a s>barrier", 5,
                      "At position 6: “>” cannot be used with key “s” "
                      "(only with c e g h l m n o p r v y own)");
  assert_query_error ("game<1", 4,
                      "At position 5: “<” cannot be used with key “game” "
                      "(only with c e g h l m n o p r v y own)");
  assert_query_error ("r:2020-01-01", 1,
                      "At position 2: “:” cannot be used with key “r” (only “<” and “>”)");
  assert_query_error ("r!now", 1,
                      "At position 2: “!” cannot be used with key “r” (only “<” and “>”)");
  assert_query_error ("o<1|2", 3, "At position 4: “|” can only join values after “:” or “!”");
  assert_query_error ("o<=3", 2, "At position 3: unexpected “=”");
}

static void
test_error_quote (void)
{
  assert_query_error ("x:\"make a run", 2, "At position 3: unterminated quote");
  assert_query_error ("t:ice \"quiet", 6, "At position 7: unterminated quote");
  assert_query_error ("x:\"a\"|\"b", 6, "At position 7: unterminated quote");
}

static void
test_error_unexpected (void)
{
  assert_query_error ("t:ice)", 5,
                      "At position 6: unexpected “)” "
                      "(put values with spaces or symbols in double quotes)");
  assert_query_error ("(ice", 0,
                      "At position 1: unexpected “(” "
                      "(put values with spaces or symbols in double quotes)");
  /* A word that is not a key, before ':': a title that needs quotes. */
  assert_query_error ("Helix: Works", 5, "At position 6: unexpected “:”");
  assert_query_error ("t:\"ice\"x", 7,
                      "At position 8: unexpected “x” "
                      "(put values with spaces or symbols in double quotes)");
  assert_query_error ("tollgate\"x\"", 8, "At position 9: unexpected “\"”");
}

static void
test_error_number (void)
{
  assert_query_error ("o<abc", 2, "At position 3: “abc” is not a number");
  assert_query_error ("o<x", 2, "At position 3: “x” is not a number");
  assert_query_error ("m:x", 2, "At position 3: “x” is not a number");
  assert_query_error ("c:abc", 2, "At position 3: “abc” is not a number");
  assert_query_error ("n:1|two", 4, "At position 5: “two” is not a number");
  assert_query_error ("y:\"3 \"", 2, "At position 3: “3 ” is not a number");
  assert_query_error ("h>99999999999", 2, "At position 3: “99999999999” is not a number");
  assert_query_error ("u:yes", 2, "At position 3: “yes” is not 0 or 1");
  assert_query_error ("u!2", 2, "At position 3: “2” is not 0 or 1");
}

static void
test_error_date_and_game (void)
{
  assert_query_error ("r<2020-02-30", 2,
                      "At position 3: “2020-02-30” is not a date (expected YYYY-MM-DD or “now”)");
  assert_query_error ("r>soon", 2,
                      "At position 3: “soon” is not a date (expected YYYY-MM-DD or “now”)");
  assert_query_error ("r<2020-1-01", 2,
                      "At position 3: “2020-1-01” is not a date (expected YYYY-MM-DD or “now”)");
  assert_query_error ("game:foo", 5,
                      "At position 6: unknown game “foo” (expected netrunner or lockpick)");
}

static void
test_error_position_in_characters (void)
{
  /* "é" is two bytes but one character. */
  assert_query_error ("é t<ice", 3,
                      "At position 4: “<” cannot be used with key “t” "
                      "(only with c e g h l m n o p r v y own)");
  assert_query_error ("tollgäte “x”", 9, "At position 10: unexpected ““” "
                      "(put values with spaces or symbols in double quotes)");
  assert_query_error ("\xff", 0, "At position 1: the text is not valid UTF-8");
}

static void
test_error_position_optional (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSearchQuery) bad = dr_search_query_parse ("o<", NULL, &error);
  int position = 42;
  g_autoptr(DrSearchQuery) good = dr_search_query_parse ("t:ice", &position, NULL);

  g_assert_null (bad);
  g_assert_error (error, DR_ERROR, DR_ERROR_QUERY);
  g_assert_nonnull (good);
  g_assert_cmpint (position, ==, -1);
}

/* The UI may search while it still walks another statement of the same
 * connection. */
static void
test_search_during_statement (void)
{
  sqlite3_stmt *statement = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (card_db, "SELECT code FROM cards ORDER BY code", -1,
                                       &statement, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (statement), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (statement, 0), ==, "00005");
  assert_search ("i:perez", "01001");
  assert_search ("a:quiet", "05001");
  g_assert_cmpint (sqlite3_step (statement), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (statement, 0), ==, "01001");
  sqlite3_finalize (statement);
}

/* Characters that mean something to FTS5 or LIKE are plain text here. */
static void
test_text_special_characters (void)
{
  static const char *const queries[] = {
    "x:\"   \"", "x:\"a*\"", "x:\"NEAR(end run)\"", "x:\"end OR run\"", "x:\"end AND run\"",
    "x:\"^end\"",
    "x:\"{stripped_title} : x\"", "x:\"\\\\\"", "x:'''", "x:\"-run\"", "x:\"(run)\"",
    "\"a*\"", "s:\"a'b\"", "i:\"%%%\"", "x:\"d\u00e9j\u00e0\"",
  };

  for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
    {
      g_autofree char *codes = search_codes (queries[i]);

      if (g_strcmp0 (codes, "") != 0)
        g_assertion_message_cmpstr (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC, queries[i],
                                    codes, "==", "");
    }
  assert_search ("x:\"end the run.\"", "30005");
  assert_search ("x:\"+1mu\"", "05004");
  assert_search ("x:\"->\"", "35001 35081");
}

/* Whatever is typed, the result is cards or a query error, never a crash or
 * SQL that sqlite rejects. */
static void
test_random_input (void)
{
  static const char *const pieces[] = {
    "t", "x", "o", "r", "b", "z", "game", "own", "_", "é", ":", "!", "<", ">", "|", "\"",
    " ", "ice", "x", "1", "2020-01-01", "now", "-", "current", "startup", "active", "a", "'",
    "%", "(", "brain d", "SK", "01003", "&", ";", ".", "“",
  };
  GRand *rand = g_rand_new_with_seed (20260101);

  for (guint round = 0; round < 3000; round++)
    {
      g_autoptr(GString) query = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) cards = NULL;
      guint n = g_rand_int_range (rand, 1, 8);

      for (guint i = 0; i < n; i++)
        g_string_append (query, pieces[g_rand_int_range (rand, 0, G_N_ELEMENTS (pieces))]);

      cards = dr_card_search (card_db, query->str, &error);
      if (cards == NULL)
        {
          if (!g_error_matches (error, DR_ERROR, DR_ERROR_QUERY))
            g_error ("query “%s” failed with: %s", query->str, error->message);
        }
      else
        g_assert_cmpuint (cards->len, <=, 28);
    }
  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  static const char *const fixtures[] = {
    "sides.json", "factions.json", "types.json", "cycles.json", "packs.json",
    "pack/draft.json", "pack/ori.json", "pack/ori2.json", "pack/mid.json", "pack/tdc.json",
    "pack/napd.json", "pack/gate.json", "pack/lib.json", "pack/elev.json", "pack/soon.json",
    "mwl.json", "rotations.json",
    "lockpick/sides.json", "lockpick/types.json", "lockpick/cycles.json",
    "lockpick/packs.json", "lockpick/pack/lp.json",
  };
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  int result;

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    g_ptr_array_add (paths, g_test_build_filename (G_TEST_DIST, "fixtures", "search",
                                                   fixtures[i], NULL));
  g_ptr_array_add (paths, NULL);
  dir = dr_test_make_tmp_dir ();
  card_db = dr_test_build_card_db (dir, (const char *const *) paths->pdata, &error);
  g_assert_no_error (error);

  g_test_add_func ("/search/empty", test_empty);
  g_test_add_func ("/search/title", test_title);
  g_test_add_func ("/search/title/or-not", test_title_or_not);
  g_test_add_func ("/search/title/code", test_title_code);
  g_test_add_func ("/search/title/acronym", test_title_acronym);
  g_test_add_func ("/search/text", test_text);
  g_test_add_func ("/search/text/uses-index", test_text_uses_index);
  g_test_add_func ("/search/text/or-not", test_text_or_not);
  g_test_add_func ("/search/text/damage-alias", test_text_damage_alias);
  g_test_add_func ("/search/flavor", test_flavor);
  g_test_add_func ("/search/illustrator", test_illustrator);
  g_test_add_func ("/search/type", test_type);
  g_test_add_func ("/search/subtype", test_subtype);
  g_test_add_func ("/search/subtype/not", test_subtype_not);
  g_test_add_func ("/search/faction", test_faction);
  g_test_add_func ("/search/faction/or-not", test_faction_or_not);
  g_test_add_func ("/search/side", test_side);
  g_test_add_func ("/search/pack", test_pack);
  g_test_add_func ("/search/pack/dates", test_pack_dates);
  g_test_add_func ("/search/cycle", test_cycle);
  g_test_add_func ("/search/cost", test_cost);
  g_test_add_func ("/search/cost/x", test_cost_x);
  g_test_add_func ("/search/advancement", test_advancement);
  g_test_add_func ("/search/agenda-points", test_agenda_points);
  g_test_add_func ("/search/influence", test_influence);
  g_test_add_func ("/search/strength", test_strength);
  g_test_add_func ("/search/memory-link-trash-quantity", test_memory_link_trash_quantity);
  g_test_add_func ("/search/release", test_release);
  g_test_add_func ("/search/unique", test_unique);
  g_test_add_func ("/search/ban-list", test_ban_list);
  g_test_add_func ("/search/ban-list/active-latest", test_ban_list_active_latest);
  g_test_add_func ("/search/ban-list/or-not", test_ban_list_or_not);
  g_test_add_func ("/search/rotation/current", test_rotation_current);
  g_test_add_func ("/search/rotation/not", test_rotation_not);
  g_test_add_func ("/search/rotation/code", test_rotation_code);
  g_test_add_func ("/search/rotation/startup", test_rotation_startup);
  g_test_add_func ("/search/game", test_game);
  g_test_add_func ("/search/collapse", test_collapse);
  g_test_add_func ("/search/and-or", test_and_or);
  g_test_add_func ("/search/keys-case-insensitive", test_keys_case_insensitive);
  g_test_add_func ("/search/values-are-bound", test_values_are_bound);
  g_test_add_func ("/search/error/missing-value", test_error_missing_value);
  g_test_add_func ("/search/error/unknown-key", test_error_unknown_key);
  g_test_add_func ("/search/error/operator", test_error_operator);
  g_test_add_func ("/search/error/quote", test_error_quote);
  g_test_add_func ("/search/error/unexpected", test_error_unexpected);
  g_test_add_func ("/search/error/number", test_error_number);
  g_test_add_func ("/search/error/date-and-game", test_error_date_and_game);
  g_test_add_func ("/search/error/position-in-characters", test_error_position_in_characters);
  g_test_add_func ("/search/error/position-optional", test_error_position_optional);
  g_test_add_func ("/search/during-statement", test_search_during_statement);
  g_test_add_func ("/search/text/special-characters", test_text_special_characters);
  g_test_add_func ("/search/random-input", test_random_input);

  result = g_test_run ();

  dr_db_close (card_db);
  dr_test_remove_tree (dir);
  return result;
}
