/* test-play-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Decks to play with, from every source: the engine's JSON, each format of
 * core's importer (read against the bundled card data in a real card
 * database), saved decks in a real user database, the starter decks; and
 * the refusal that names the cards the engine cannot play yet.
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-card-index.h"
#include "dr-deck-import.h"
#include "dr-deck-store.h"
#include "dr-error.h"
#include "dr-paths.h"
#include "dr-play-session.h"
#include "dr-test-helper.h"
#include "dr-user-db.h"

static char *data_dir;
static DrCardStore *store;

static int
compare_codes (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* "01050:6 …", the deck's cards counted by code, identity first. */
static char *
deck_summary (const DrPlayDeck *deck)
{
  g_autoptr (GPtrArray) codes = g_ptr_array_copy (deck->codes, NULL, NULL);
  GString *out = g_string_new (deck->identity);
  guint i = 0;

  /* the copy shares the strings: it must not free them */
  g_ptr_array_set_free_func (codes, NULL);
  g_ptr_array_sort (codes, compare_codes);
  while (i < codes->len)
    {
      const char *code = g_ptr_array_index (codes, i);
      guint n = 0;

      while (i < codes->len && g_str_equal (g_ptr_array_index (codes, i), code))
        n++, i++;
      g_string_append_printf (out, " %s:%u", code, n);
    }
  return g_string_free (out, FALSE);
}

static DrPlayDeck *
load (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  DrPlayDeck *deck = dr_play_deck_load_file (path, store, &error);

  g_assert_no_error (error);
  g_assert_nonnull (deck);
  g_assert_cmpstr (deck->source, ==, path);
  return deck;
}

/* Every format the importer reads gives the same cards as the engine's
 * JSON deck they were written from. */
static void
test_every_format (void)
{
  static const char *const corp_files[] = { "corp-netrunnerdb.txt", "corp-jinteki.txt", "corp.csv" };
  static const char *const runner_files[] = { "runner.o8d", "runner.md", "runner.txt" };
  g_autoptr (DrPlayDeck) corp_json = load (DECK_DIR, "core-corp.json");
  g_autoptr (DrPlayDeck) runner_json = load (DECK_DIR, "core-runner.json");
  g_autofree char *corp_expected = deck_summary (corp_json);
  g_autofree char *runner_expected = deck_summary (runner_json);
  guint i;

  g_assert_cmpstr (corp_json->name, ==, "Core Set starter Corp (engine cards only)");
  for (i = 0; i < G_N_ELEMENTS (corp_files); i++)
    {
      g_autoptr (DrPlayDeck) deck = load (PLAY_DECK_DIR, corp_files[i]);
      g_autofree char *summary = deck_summary (deck);
      g_autoptr (GError) error = NULL;

      g_assert_cmpstr (summary, ==, corp_expected);
      g_assert_cmpstr (deck->side, ==, "corp");
      dr_play_deck_check (deck, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (dr_play_deck_title (deck, "01110"), ==, "Hedge Fund");
    }
  for (i = 0; i < G_N_ELEMENTS (runner_files); i++)
    {
      g_autoptr (DrPlayDeck) deck = load (PLAY_DECK_DIR, runner_files[i]);
      g_autofree char *summary = deck_summary (deck);

      g_assert_cmpstr (summary, ==, runner_expected);
      g_assert_cmpstr (dr_play_deck_engine_side (deck), ==, "runner");
    }
}

/* NAPD (seed 002): the Corp's deck plays Cyber Bureau with cards of any
 * faction and no influence limit; the play check must not refuse it. */
static void
test_napd_corp_accepted (void)
{
  g_autoptr (DrPlayDeck) deck = load (DECK_DIR, "napd-corp.json");
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (dr_play_deck_engine_side (deck), ==, "corp");
  g_assert_true (dr_play_deck_check (deck, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (dr_play_deck_title (deck, "24001"), ==, "Cyber Bureau: Keeping the Peace");
}

/* A list with lines that name no card is refused, every such line named;
 * a missing file says so. */
static void
test_unreadable_lists (void)
{
  g_autofree char *broken = g_test_build_filename (G_TEST_DIST, "fixtures", "decks", "broken.txt", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_null (dr_play_deck_load_file (broken, store, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Sure Gambel"));
  g_assert_nonnull (strstr (error->message, "Xyzzy Plugh"));
  g_assert_nonnull (strstr (error->message, "Line 2"));
  g_clear_error (&error);
  g_assert_null (dr_play_deck_load_file ("/nonexistent/deck.txt", store, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_NOT_FOUND);
}

/* The codes and titles of tests/engine/not-yet.txt. */
static GHashTable *
not_yet (void)
{
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  guint i;

  g_assert_true (g_file_get_contents (NOT_YET_FILE, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = g_strsplit (lines[i], "\t", 3);

      if (lines[i][0] != '#' && g_strv_length (fields) >= 2)
        g_hash_table_insert (table, g_strdup (fields[0]), g_strdup (fields[1]));
    }
  return table;
}

/* A deck's refusal names exactly the cards of not-yet.txt it holds. */
static void
assert_refusal_names (const DrPlayDeck *deck, GHashTable *missing_cards)
{
  g_autoptr (GHashTable) expected = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GError) error = NULL;
  g_autofree char *count = NULL;
  GHashTableIter iter;
  gpointer code, title;
  guint i;

  for (i = 0; i <= deck->codes->len; i++)
    {
      const char *c = i == 0 ? deck->identity : g_ptr_array_index (deck->codes, i - 1);

      if (g_hash_table_contains (missing_cards, c))
        g_hash_table_add (expected, (gpointer) c);
    }
  if (g_hash_table_size (expected) == 0)
    {
      dr_play_deck_check (deck, &error);
      g_assert_no_error (error);
      return;
    }
  g_assert_false (dr_play_deck_check (deck, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_UNPLAYABLE);
  g_assert_true (g_str_has_prefix (error->message, deck->name));
  count = g_strdup_printf (" %u card", g_hash_table_size (expected));
  g_assert_nonnull (strstr (error->message, count));
  g_hash_table_iter_init (&iter, expected);
  while (g_hash_table_iter_next (&iter, &code, NULL))
    {
      title = g_hash_table_lookup (missing_cards, code);
      g_assert_nonnull (strstr (error->message, title));
    }
}

/* The seven starter decks follow seed 001: every Core Set card of the
 * faction and the neutral cards of its side, in the box's counts. */
static void
test_starters (void)
{
  static const struct { const char *name, *identity, *side, *faction; int first, last; } want[] = {
    { "haas-bioroid", "01054", "corp", "haas-bioroid", 54, 66 },
    { "jinteki", "01067", "corp", "jinteki", 67, 79 },
    { "nbn", "01080", "corp", "nbn", 80, 92 },
    { "weyland", "01093", "corp", "weyland-consortium", 93, 105 },
    { "anarch", "01001", "runner", "anarch", 1, 16 },
    { "criminal", "01017", "runner", "criminal", 17, 32 },
    { "shaper", "01033", "runner", "shaper", 33, 48 },
  };
  g_autoptr (GPtrArray) starters = dr_play_deck_starters ();
  g_autoptr (GHashTable) missing_cards = not_yet ();
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *core = g_build_filename (SOURCE_ROOT, "data", "cards", "netrunner", "pack",
                                            "core.json", NULL);
  g_autoptr (GError) error = NULL;
  JsonArray *cards;
  guint i, k;

  g_assert_true (json_parser_load_from_file (parser, core, &error));
  cards = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (starters->len, ==, G_N_ELEMENTS (want));
  for (i = 0; i < starters->len; i++)
    {
      const DrPlayDeck *deck = g_ptr_array_index (starters, i);
      g_autofree char *source = g_strconcat ("starter:", want[i].name, NULL);
      g_autoptr (DrPlayDeck) by_name = NULL;
      g_autoptr (GError) local = NULL;
      guint expected_total = 0;

      g_assert_cmpstr (deck->source, ==, source);
      g_assert_cmpstr (deck->identity, ==, want[i].identity);
      g_assert_cmpstr (deck->side, ==, want[i].side);
      g_assert_cmpstr (dr_play_deck_engine_side (deck), ==, want[i].side);
      for (k = 0; k < json_array_get_length (cards); k++)
        {
          JsonObject *card = json_array_get_object_element (cards, k);
          const char *code = json_object_get_string_member (card, "code");
          int number = (int) g_ascii_strtoll (code, NULL, 10) - 1000;
          gboolean neutral = g_str_equal (want[i].side, "corp") ? number >= 106 && number <= 113
                                                                : number >= 49 && number <= 53;
          guint copies = 0, c;

          for (c = 0; c < deck->codes->len; c++)
            copies += g_str_equal (g_ptr_array_index (deck->codes, c), code);
          if (g_str_equal (code, want[i].identity))
            g_assert_cmpuint (copies, ==, 0);
          else if (neutral || (number >= want[i].first && number <= want[i].last))
            {
              g_assert_cmpstr (json_object_get_string_member (card, "side_code"), ==, want[i].side);
              g_assert_true (neutral || g_str_equal (json_object_get_string_member (card, "faction_code"),
                                                     want[i].faction));
              g_assert_cmpuint (copies, ==, json_object_get_int_member (card, "quantity"));
              expected_total += copies;
            }
          else
            g_assert_cmpuint (copies, ==, 0);
        }
      g_assert_cmpuint (deck->codes->len, ==, expected_total);
      g_assert_cmpuint (deck->codes->len, >=, 45);   /* each identity's minimum deck size */
      assert_refusal_names (deck, missing_cards);
      by_name = dr_play_deck_starter (source, &local);
      g_assert_no_error (local);
      g_assert_cmpstr (by_name->identity, ==, deck->identity);
    }
  g_assert_null (dr_play_deck_starter ("starter:nope", &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "jinteki"));
}

/* An engine deck with cards the engine does not know is refused by the
 * check and by a new session, naming each card once.  The whole Core Set
 * is implemented, so the cards come from a later pack (02003 Imp, 02006
 * Peacock); outside the bundled data they are named by their codes. */
static void
test_refusal_lists_titles (void)
{
  g_autoptr (DrPlayDeck) runner = dr_play_deck_new ("Half-built", "test", "01033");
  g_autoptr (DrPlayDeck) corp = load (DECK_DIR, "core-corp.json");
  g_autoptr (GError) error = NULL;
  const char *found[2] = { "02003", "02006" };
  DrPlaySetup setup = { 0 };

  dr_play_deck_add (runner, found[0], 3);
  dr_play_deck_add (runner, found[1], 2);
  dr_play_deck_add (runner, "01050", 3);
  g_assert_false (dr_play_deck_check (runner, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_UNPLAYABLE);
  g_assert_cmpstr (strstr (error->message, "2 cards"), !=, NULL);
  g_assert_nonnull (strstr (error->message, found[0]));
  g_assert_nonnull (strstr (error->message, found[1]));
  g_assert_null (strstr (error->message, "Sure Gamble"));
  g_clear_error (&error);

  setup.n_runners = 1;
  setup.corp = corp;
  setup.runners[0] = runner;
  g_assert_null (dr_play_session_new (&setup, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_UNPLAYABLE);
  g_assert_nonnull (strstr (error->message, found[1]));
}

/* Saved decks by #id, bare id and name; a reprint becomes the Core Set
 * printing the engine plays. */
static void
test_saved_decks (void)
{
  g_autofree char *path = g_build_filename (data_dir, "user.sqlite", NULL);
  g_autofree char *csv = g_build_filename (PLAY_DECK_DIR, "corp.csv", NULL);
  g_autoptr (DrCardIndex) cards = NULL;
  g_autoptr (DrDeckImport) import = NULL;
  g_autoptr (DrPlayDeck) by_hash = NULL;
  g_autoptr (DrPlayDeck) by_id = NULL;
  g_autoptr (DrPlayDeck) by_name = NULL;
  g_autoptr (DrPlayDeck) corp_json = load (DECK_DIR, "core-corp.json");
  g_autoptr (GError) error = NULL;
  g_autofree char *expected = deck_summary (corp_json);
  g_autofree char *got = NULL;
  g_autofree char *hash_id = NULL;
  g_autofree char *bare_id = NULL;
  DrUserStore *user = dr_user_store_open (path, &error);
  gint64 id;

  g_assert_no_error (error);
  cards = dr_card_index_new (store, &error);
  g_assert_no_error (error);
  import = dr_deck_import_file (cards, csv, &error);
  g_assert_no_error (error);
  dr_deck_set_string (&import->deck->name, "Glacier for the engine");
  id = dr_deck_store_save (user, import->deck, &error);
  g_assert_no_error (error);
  hash_id = g_strdup_printf ("#%" G_GINT64_FORMAT, id);
  bare_id = g_strdup_printf ("%" G_GINT64_FORMAT, id);

  by_hash = dr_play_deck_from_saved (user, cards, hash_id, &error);
  g_assert_no_error (error);
  got = deck_summary (by_hash);
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpstr (by_hash->source, ==, hash_id);
  g_assert_cmpstr (by_hash->name, ==, "Glacier for the engine");
  by_id = dr_play_deck_from_saved (user, cards, bare_id, &error);
  g_assert_no_error (error);
  by_name = dr_play_deck_from_saved (user, cards, "glacier for the engine", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (by_name->identity, ==, "01054");
  g_assert_null (dr_play_deck_from_saved (user, cards, "No such deck", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (dr_play_deck_from_saved (user, cards, "#999", &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  dr_user_store_unref (user);
}

/* Resolving a command-line argument: starter, file, saved deck. */
static void
test_resolve (void)
{
  DrPlayDeckContext context = { NULL };
  g_autofree char *path = g_build_filename (PLAY_DECK_DIR, "runner.md", NULL);
  g_autoptr (DrPlayDeck) starter = NULL;
  g_autoptr (DrPlayDeck) file = NULL;
  g_autoptr (GError) error = NULL;

  starter = dr_play_deck_resolve ("starter:Jinteki", &context, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (starter->identity, ==, "01067");
  g_assert_null (context.store);   /* nothing opened for a starter */
  file = dr_play_deck_resolve (path, &context, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (file->identity, ==, "01033");
  g_assert_nonnull (context.cards);
  g_assert_null (dr_play_deck_resolve ("Nothing by this name", &context, &error));
  g_assert_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "starter:NAME"));
  dr_play_deck_context_clear (&context);
}

/* With NetrunnerDB's whole pool a title's newest printing is a reprint
 * (System Gateway, Revised Core…): the engine still plays it. */
static void
test_reprints_become_core (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autoptr (DrCardStore) full = dr_test_open_full_store (dir);
  g_autoptr (DrCardIndex) cards = NULL;
  g_autoptr (DrDeckImport) import = NULL;
  g_autoptr (DrPlayDeck) deck = NULL;
  g_autoptr (GError) error = NULL;
  guint i;

  if (full == NULL)
    {
      dr_test_remove_tree (dir);
      return;
    }
  cards = dr_card_index_new (full, &error);
  g_assert_no_error (error);
  import = dr_deck_import_text (cards, "Haas-Bioroid: Engineering the Future\n3 Hedge Fund\n3 Enigma\n",
                                -1, "reprints", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->n_problems, ==, 0);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "01110"), ==, 0);   /* a newer printing */
  deck = dr_play_deck_from_deck (import->deck, cards, "test", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (deck->codes->len, ==, 6);
  for (i = 0; i < deck->codes->len; i++)
    g_assert_true (g_str_equal (deck->codes->pdata[i], "01110")
                   || g_str_equal (deck->codes->pdata[i], "01111"));
  g_assert_true (dr_play_deck_check (deck, NULL));
  dr_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  data_dir = dr_test_make_tmp_dir ();
  dr_paths_set_data_dir (data_dir);
  path = g_build_filename (data_dir, "cards.sqlite", NULL);
  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  g_test_add_func ("/play/deck/every-format", test_every_format);
  g_test_add_func ("/play/deck/unreadable-lists", test_unreadable_lists);
  g_test_add_func ("/play/deck/napd-corp-accepted", test_napd_corp_accepted);
  g_test_add_func ("/play/deck/starters", test_starters);
  g_test_add_func ("/play/deck/refusal-lists-titles", test_refusal_lists_titles);
  g_test_add_func ("/play/deck/saved-decks", test_saved_decks);
  g_test_add_func ("/play/deck/resolve", test_resolve);
  g_test_add_func ("/play/deck/reprints-become-core", test_reprints_become_core);
  status = g_test_run ();
  dr_card_store_free (store);
  dr_test_remove_tree (data_dir);
  g_free (data_dir);
  return status;
}
