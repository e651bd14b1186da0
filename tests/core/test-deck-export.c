/* test-deck-export.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "dr-card-index.h"
#include "dr-card-store.h"
#include "dr-deck-export.h"
#include "dr-deck-import.h"
#include "dr-error.h"
#include "dr-test-helper.h"

/* Decks written in every format and read back, over the bundled Core Set. */

static char *store_dir;
static DrCardStore *store;
static DrCardIndex *cards;

static void
add_cards (DrDeck     *deck,
           const char *list)
{
  g_auto(GStrv) pairs = g_strsplit (list, " ", -1);

  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (pairs[i], ":", 2);

      dr_deck_set_quantity (deck, pair[0], atoi (pair[1]));
    }
}

/* The deck of tests/fixtures/decks/netrunnerdb-download.txt. */
static DrDeck *
noise_deck (void)
{
  DrDeck *deck = dr_deck_new ("Noise: core rush", "netrunner");

  dr_deck_set_string (&deck->side, "runner");
  dr_deck_set_string (&deck->identity, "01001");
  dr_deck_set_string (&deck->notes, "Mill them.\n\nNotes with <markup>, “quotes”, ]]> and # too.");
  add_cards (deck, "01002:2 01003:3 01004:3 01005:3 01006:1 01007:2 01008:3 01009:2 01010:2 01011:2 "
                   "01012:3 01013:1 01014:1 01015:1 01016:2 01018:1 01036:1 01047:1 01049:2 01050:3 "
                   "01051:3 01053:3");
  return deck;
}

static DrDeck *
corp_deck (void)
{
  DrDeck *deck = dr_deck_new ("HB glacier, “take 2”", "netrunner");

  dr_deck_set_string (&deck->side, "corp");
  dr_deck_set_string (&deck->identity, "01054");
  add_cards (deck, "01055:3 01056:3 01058:2 01059:2 01060:3 01061:3 01062:2 01063:2 01064:2 01065:2 "
                   "01066:1 01094:1 01106:3 01107:3 01108:2 01110:3 01111:3 01112:2 01113:3 01109:1");
  return deck;
}

/* A deck that names Kate "Mac" McCaffrey, with quotes, and NBN's asterisk. */
static DrDeck *
kate_deck (void)
{
  DrDeck *deck = dr_deck_new ("Kate's [tinker] *deck*", "netrunner");

  dr_deck_set_string (&deck->side, "runner");
  dr_deck_set_string (&deck->identity, "01033");
  add_cards (deck, "01034:3 01035:3 01037:2 01040:2 01041:1 01043:2 01046:2 01042:2 01047:2 01050:3");
  return deck;
}

static DrDeck *
lockpick_deck (void)
{
  DrDeck *deck = dr_deck_new ("Two players", "lockpick");

  add_cards (deck, "LP101:1 LP102:2 LP203:2 LP301:3 LP304:2");
  return deck;
}

static void
assert_no_problems (const DrDeckImport *import,
                    const char         *format_name,
                    const char         *text)
{
  for (guint i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = import->lines->pdata[i];

      if (dr_deck_line_is_problem (line) || (line->message != NULL && line->status == DR_DECK_LINE_CARD))
        g_error ("%s, line %u “%s”: %s\n%s", format_name, line->number, line->text, line->message, text);
    }
  g_assert_cmpuint (import->n_problems, ==, 0);
}

static char *
export (const DrDeck *deck,
        DrDeckFormat  format)
{
  g_autoptr(GError) error = NULL;
  char *text = dr_deck_export_text (cards, deck, format, &error);

  g_assert_no_error (error);
  g_assert_nonnull (text);
  return text;
}

static void
assert_round_trip (const DrDeck *deck,
                   DrDeckFormat  format)
{
  const DrDeckFormatInfo *info = dr_deck_format_get_info (format);
  g_autofree char *text = export (deck, format);
  g_autofree char *source = g_strconcat ("exported.", info->extension, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeckImport) import = dr_deck_import_text (cards, text, -1, source, &error);
  gboolean has_name = format != DR_DECK_FORMAT_O8D && format != DR_DECK_FORMAT_CSV;
  gboolean has_notes = format == DR_DECK_FORMAT_JINTEKI || format == DR_DECK_FORMAT_O8D
                       || format == DR_DECK_FORMAT_MARKDOWN;

  g_assert_no_error (error);
  assert_no_problems (import, info->name, text);
  g_assert_cmpint (import->format, ==, format);
  if (!dr_deck_same_cards (deck, import->deck))
    g_error ("%s does not give the same cards back:\n%s", info->name, text);
  g_assert_cmpstr (import->deck->game, ==, deck->game);
  g_assert_cmpstr (import->deck->side, ==, deck->side);
  if (format == DR_DECK_FORMAT_NETRUNNERDB || format == DR_DECK_FORMAT_TEXT)
    {
      /* NetrunnerDB's own import would read a colon as the identity. */
      g_autofree char *safe = g_strdelimit (g_strdup (deck->name), ":", '-');

      g_assert_cmpstr (import->deck->name, ==, safe);
    }
  else if (has_name)
    g_assert_cmpstr (import->deck->name, ==, deck->name);
  else
    g_assert_cmpstr (import->deck->name, ==, "exported");
  if (has_notes)
    g_assert_cmpstr (import->deck->notes, ==, deck->notes);
}

static void
test_round_trip (gconstpointer data)
{
  DrDeckFormat format = GPOINTER_TO_INT (data);
  g_autoptr(DrDeck) noise = noise_deck ();
  g_autoptr(DrDeck) corp = corp_deck ();
  g_autoptr(DrDeck) kate = kate_deck ();
  g_autoptr(DrDeck) no_identity = corp_deck ();
  g_autoptr(DrDeck) empty = dr_deck_new ("Nothing yet", "netrunner");

  g_clear_pointer (&no_identity->identity, g_free);
  assert_round_trip (noise, format);
  assert_round_trip (corp, format);
  assert_round_trip (kate, format);
  assert_round_trip (no_identity, format);
  if (format != DR_DECK_FORMAT_CSV && format != DR_DECK_FORMAT_O8D)
    {
      g_autofree char *text = export (empty, format);
      g_autoptr(DrDeckImport) import = dr_deck_import_text (cards, text, -1, NULL, NULL);

      g_assert_cmpuint (import->n_problems, ==, 0);
      g_assert_cmpuint (import->deck->entries->len, ==, 0);
    }
  if (format != DR_DECK_FORMAT_O8D)
    {
      g_autoptr(DrDeck) lockpick = lockpick_deck ();

      assert_round_trip (lockpick, format);
    }
}

/* Found by fuzzing (tests/fuzz/regressions/deck-import): a deck whose name
 * reads as a card line came back with that card added, and one whose name
 * reads as XML or as a CSV header did not come back at all. */
static void
test_name_that_reads_as_a_card (void)
{
  static const char *const names[] = {
    "Sure Gamble (Core) x3", "3x Hedge Fund", "Noise (Core Set)", "Noise- Hacker Extraordinaire",
    "#1 deck", "Hedge Fund", "<card qty=\"3\" id=\"x\">ing", "<deck> two",
    "Quantity;Code;Title;Pack", "quantity,title", ";; title: x", "Noise", "Event (9)",
  };
  static const DrDeckFormat formats[] = { DR_DECK_FORMAT_NETRUNNERDB, DR_DECK_FORMAT_TEXT };

  for (guint n = 0; n < G_N_ELEMENTS (names); n++)
    for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
      {
        g_autoptr(DrDeck) deck = dr_deck_new (names[n], "netrunner");
        g_autofree char *text = NULL;
        g_autoptr(DrDeckImport) import = NULL;
        g_autofree char *safe = NULL;

        dr_deck_set_string (&deck->side, "corp");
        dr_deck_set_string (&deck->identity, "01093");
        add_cards (deck, "01094:3 01106:2");
        text = export (deck, formats[f]);
        import = dr_deck_import_text (cards, text, -1, NULL, NULL);
        assert_no_problems (import, dr_deck_format_get_info (formats[f])->name, text);
        if (!dr_deck_same_cards (deck, import->deck))
          g_error ("the deck named “%s” does not come back:\n%s", names[n], text);
        /* NetrunnerDB's own import would read a colon as the identity. */
        safe = g_strdelimit (g_strdup (names[n]), ":", '-');
        g_assert_cmpstr (import->deck->name, ==, safe);
      }
}

static void
test_netrunnerdb_text (void)
{
  g_autoptr(DrDeck) deck = dr_deck_new ("Small: one", "netrunner");
  g_autofree char *text = NULL;

  dr_deck_set_string (&deck->side, "runner");
  dr_deck_set_string (&deck->identity, "01001");
  add_cards (deck, "01050:3 01007:2 01018:2 01043:1 01113:1");
  text = export (deck, DR_DECK_FORMAT_NETRUNNERDB);
  g_assert_cmpstr (text, ==,
                   "Small- one\n"
                   "Noise: Hacker Extraordinaire (Core Set)\n"
                   "\n"
                   "Event (5)\n"
                   "2x Account Siphon (Core Set) ••••• •••\n"
                   "3x Sure Gamble (Core Set)\n"
                   "\n"
                   "Icebreaker (3)\n"
                   "2x Corroder (Core Set)\n"
                   "1x Gordian Blade (Core Set) •••\n"
                   "\n"
                   "Barrier (1)\n"
                   "1x Wall of Static (Core Set)\n"
                   "\n"
                   "11 influence spent (max 15, available 15)\n"
                   "9 cards (min 45)\n"
                   "Cards up to Core Set\n");
}

static void
test_corp_totals (void)
{
  g_autoptr(DrDeck) deck = corp_deck ();
  g_autofree char *text = export (deck, DR_DECK_FORMAT_TEXT);

  /* 46 cards: agenda points between 20 and 21; Hostile Takeover is the
   * only card out of faction, and agendas carry no influence. */
  g_assert_cmpint (dr_deck_count_cards (deck), ==, 46);
  g_assert_true (g_str_has_prefix (text, "HB glacier, “take 2”\nHaas-Bioroid: Engineering the Future\n\n"));
  g_assert_nonnull (strstr (text, "\nAgenda (10)\n3x Accelerated Beta Test\n1x Hostile Takeover\n"));
  g_assert_nonnull (strstr (text, "\n0 influence spent (max 15, available 15)\n"));
  g_assert_nonnull (strstr (text, "\n22 agenda points (between 20 and 21)\n46 cards (min 45)\n"));
  /* Ice with two subtypes goes under the last of Barrier, Code Gate, Sentry. */
  g_assert_nonnull (strstr (text, "\nSentry (6)\n2x Hunter\n2x Ichi 1.0\n2x Rototurret\n"));
}

static void
test_jinteki (void)
{
  g_autoptr(DrDeck) deck = kate_deck ();
  g_autofree char *text = export (deck, DR_DECK_FORMAT_JINTEKI);

  g_assert_true (g_str_has_prefix (text, ";; title: Kate's [tinker] *deck*\n"
                                         ";; identity: Kate \"Mac\" McCaffrey: Digital Tinker\n"
                                         "3 Diesel\n"));
  /* Plain quotes, as NetrunnerDB writes them for jinteki.net. */
  g_assert_nonnull (strstr (text, "\n2 Aesop's Pawnshop\n"));
  g_assert_null (strstr (text, "[id:"));
  g_assert_null (strstr (text, "Digital Tinker\n1 "));
}

static void
test_o8d (void)
{
  g_autoptr(DrDeck) deck = kate_deck ();
  g_autoptr(DrDeck) lockpick = lockpick_deck ();
  g_autofree char *text = export (deck, DR_DECK_FORMAT_O8D);
  g_autoptr(GError) error = NULL;
  g_autofree char *refused = NULL;

  g_assert_true (g_str_has_prefix (text, "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n"
                                         "<deck game=\"0f38e453-26df-4c04-9d67-6d43de939c77\">\n"
                                         "  <section name=\"Identity\">\n"
                                         "    <card qty=\"1\" id=\"bc0f047c-01b1-427f-a439-d451eda01033\">"
                                         "Kate &quot;Mac&quot; McCaffrey: Digital Tinker</card>\n"
                                         "  </section>\n"
                                         "  <section name=\"R&amp;D / Stack\">\n"));
  g_assert_nonnull (strstr (text, "<card qty=\"3\" id=\"bc0f047c-01b1-427f-a439-d451eda01050\">Sure Gamble</card>"));

  refused = dr_deck_export_text (cards, lockpick, DR_DECK_FORMAT_O8D, &error);
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_assert_null (refused);
}

static void
test_markdown (void)
{
  g_autoptr(DrDeck) deck = kate_deck ();
  g_autofree char *text = export (deck, DR_DECK_FORMAT_MARKDOWN);

  g_assert_true (g_str_has_prefix (text, "# Kate's \\[tinker\\] \\*deck\\*\n\n"
                                         "**Identity:** [Kate \"Mac\" McCaffrey: Digital Tinker]"
                                         "(https://netrunnerdb.com/en/card/01033) _(Core Set)_\n"
                                         "\n## Event (11)\n\n"
                                         "- 3x [Diesel](https://netrunnerdb.com/en/card/01034) _(Core Set)_\n"));
  g_assert_nonnull (strstr (text, "\n---\n\n- 0 influence spent (max 15, available 15)\n- 22 cards (min 45)\n"));
}

static void
test_csv (void)
{
  g_autoptr(DrDeck) deck = kate_deck ();
  g_autofree char *text = export (deck, DR_DECK_FORMAT_CSV);

  g_assert_true (g_str_has_prefix (text, "quantity,code,title,type,pack\n"
                                         "1,01033,\"Kate \"\"Mac\"\" McCaffrey: Digital Tinker\",Identity,Core Set\n"
                                         "3,01034,Diesel,Event,Core Set\n"));
  g_assert_nonnull (strstr (text, "\n2,01043,Gordian Blade,Icebreaker,Core Set\n"));
}

static void
test_missing_card (void)
{
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  dr_deck_set_quantity (deck, "99001", 2);
  text = dr_deck_export_text (cards, deck, DR_DECK_FORMAT_JINTEKI, &error);
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "99001"));
  g_assert_null (text);
}

static void
test_file (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "Noise rush.o8d", NULL);
  g_autofree char *unwritable = g_build_filename (dir, "missing", "deck.txt", NULL);
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(DrDeck) other = corp_deck ();
  g_autoptr(DrDeckImport) import = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (dr_deck_export_file (cards, other, DR_DECK_FORMAT_O8D, path, &error));
  g_assert_true (dr_deck_export_file (cards, deck, DR_DECK_FORMAT_O8D, path, &error));
  g_assert_no_error (error);
  import = dr_deck_import_file (cards, path, &error);
  g_assert_no_error (error);
  g_assert_true (dr_deck_same_cards (deck, import->deck));
  g_assert_cmpstr (import->deck->name, ==, "Noise rush");

  g_assert_false (dr_deck_export_file (cards, deck, DR_DECK_FORMAT_TEXT, unwritable, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_FAILED);
  dr_test_remove_tree (dir);
}

static void
test_format_table (void)
{
  DrDeckFormat format;
  g_autofree char *names = dr_deck_format_list_names ();

  g_assert_cmpstr (names, ==, "netrunnerdb, jinteki, o8d, markdown, text, csv");
  for (int i = 0; i < DR_DECK_N_FORMATS; i++)
    {
      const DrDeckFormatInfo *info = dr_deck_format_get_info (i);

      g_assert_cmpint (info->format, ==, i);
      g_assert_true (dr_deck_format_from_name (info->name, &format));
      g_assert_cmpint (format, ==, i);
    }
  g_assert_true (dr_deck_format_from_name ("JINTEKI", &format));
  g_assert_cmpint (format, ==, DR_DECK_FORMAT_JINTEKI);
  g_assert_false (dr_deck_format_from_name ("cockatrice", &format));
  g_assert_true (dr_deck_format_from_path ("/home/me/decks/Rush.O8D", &format));
  g_assert_cmpint (format, ==, DR_DECK_FORMAT_O8D);
  g_assert_true (dr_deck_format_from_path ("rush.txt", &format));
  g_assert_cmpint (format, ==, DR_DECK_FORMAT_NETRUNNERDB);
  g_assert_true (dr_deck_format_from_path ("rush.markdown", &format));
  g_assert_cmpint (format, ==, DR_DECK_FORMAT_MARKDOWN);
  g_assert_true (dr_deck_format_from_path ("rush.csv", &format));
  g_assert_cmpint (format, ==, DR_DECK_FORMAT_CSV);
  g_assert_false (dr_deck_format_from_path ("rush", &format));
  g_assert_false (dr_deck_format_from_path ("my.decks/rush", &format));
  g_assert_false (dr_deck_format_get_info (DR_DECK_FORMAT_TEXT)->keeps_printings);
}

/* Older printings come back as themselves where the format names the
 * printing, and as the newest printing of their title where it does not. */
static void
check_printings (DrCardIndex  *index,
                 const DrDeck *deck,
                 const DrDeck *as_newest)
{
  for (int f = 0; f < DR_DECK_N_FORMATS; f++)
    {
      const DrDeckFormatInfo *info = dr_deck_format_get_info (f);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = dr_deck_export_text (index, deck, f, &error);
      g_autoptr(DrDeckImport) import = NULL;

      g_assert_no_error (error);
      import = dr_deck_import_text (index, text, -1, NULL, &error);
      g_assert_no_error (error);
      assert_no_problems (import, info->name, text);
      if (!dr_deck_same_cards (info->keeps_printings ? deck : as_newest, import->deck))
        g_error ("%s changes the printings:\n%s", info->name, text);
    }
}

static void
test_reprints (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autoptr(DrCardStore) fixture_store = dr_test_open_reprints_store (dir);
  g_autoptr(DrCardIndex) fixture_cards = dr_test_card_index_new (fixture_store);
  g_autoptr(DrDeck) deck = dr_deck_new ("Reprints", "netrunner");
  g_autoptr(DrDeck) as_newest = dr_deck_new ("Reprints", "netrunner");

  dr_deck_set_string (&deck->identity, "01001");
  dr_deck_set_string (&deck->side, "corp");
  add_cards (deck, "01003:2 30005:1 01004:3 05002:1");
  dr_deck_set_string (&as_newest->identity, "01001");
  add_cards (as_newest, "30005:3 01004:3 35081:1");
  check_printings (fixture_cards, deck, as_newest);
  dr_card_index_free (g_steal_pointer (&fixture_cards));
  dr_card_store_free (g_steal_pointer (&fixture_store));
  dr_test_remove_tree (dir);
}

/* NetrunnerDB's prebuilt decks from ../shared, with their real reprints. */
static void
test_full_prebuilts (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autoptr(DrCardStore) full_store = dr_test_open_full_store (dir);
  g_autoptr(DrCardIndex) full_cards = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db;
  sqlite3_stmt *statement = NULL;
  guint n_decks = 0;

  if (full_store == NULL)
    {
      dr_test_remove_tree (dir);
      return;
    }
  full_cards = dr_card_index_new (full_store, &error);
  g_assert_no_error (error);
  db = dr_card_store_get_db (full_store);
  g_assert_cmpint (sqlite3_prepare_v2 (db,
                                       "SELECT b.name, pc.card_code, pc.quantity, c.type_code, c.side_code"
                                       " FROM prebuilts AS b JOIN prebuilt_cards AS pc ON pc.prebuilt_code = b.code"
                                       " JOIN cards AS c ON c.code = pc.card_code ORDER BY b.code",
                                       -1, &statement, NULL), ==, SQLITE_OK);
  {
    g_autoptr(GPtrArray) decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_free);
    DrDeck *deck = NULL;

    while (sqlite3_step (statement) == SQLITE_ROW)
      {
        const char *name = (const char *) sqlite3_column_text (statement, 0);
        const char *code = (const char *) sqlite3_column_text (statement, 1);

        if (deck == NULL || !g_str_equal (deck->name, name))
          {
            deck = dr_deck_new (name, "netrunner");
            g_ptr_array_add (decks, deck);
          }
        dr_deck_set_string (&deck->side, (const char *) sqlite3_column_text (statement, 4));
        if (g_str_equal ((const char *) sqlite3_column_text (statement, 3), "identity"))
          dr_deck_set_string (&deck->identity, code);
        else
          dr_deck_set_quantity (deck, code, sqlite3_column_int (statement, 2));
      }
    sqlite3_finalize (statement);
    g_assert_cmpuint (decks->len, ==, 6);
    for (guint i = 0; i < decks->len; i++)
      for (int f = 0; f < DR_DECK_N_FORMATS; f++)
        {
          const DrDeck *prebuilt = decks->pdata[i];
          g_autofree char *text = dr_deck_export_text (full_cards, prebuilt, f, &error);
          g_autoptr(DrDeckImport) import = NULL;

          g_assert_no_error (error);
          import = dr_deck_import_text (full_cards, text, -1, NULL, &error);
          g_assert_no_error (error);
          assert_no_problems (import, dr_deck_format_get_info (f)->name, text);
          g_assert_cmpstr (import->deck->identity, ==, prebuilt->identity);
          g_assert_cmpint (dr_deck_count_cards (import->deck), ==, dr_deck_count_cards (prebuilt));
          if (dr_deck_format_get_info (f)->keeps_printings && !dr_deck_same_cards (prebuilt, import->deck))
            g_error ("%s changes the printings of %s:\n%s", dr_deck_format_get_info (f)->name,
                     prebuilt->name, text);
          n_decks++;
        }
  }
  g_assert_cmpuint (n_decks, ==, 6 * DR_DECK_N_FORMATS);
  dr_card_index_free (g_steal_pointer (&full_cards));
  dr_card_store_free (g_steal_pointer (&full_store));
  dr_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  store_dir = dr_test_make_tmp_dir ();
  store = dr_test_open_bundled_store (store_dir);
  cards = dr_test_card_index_new (store);

  for (int f = 0; f < DR_DECK_N_FORMATS; f++)
    {
      g_autofree char *name = g_strdup_printf ("/deck-export/round-trip/%s", dr_deck_format_get_info (f)->name);

      g_test_add_data_func (name, GINT_TO_POINTER (f), test_round_trip);
    }
  g_test_add_func ("/deck-export/netrunnerdb-text", test_netrunnerdb_text);
  g_test_add_func ("/deck-export/name-that-reads-as-a-card", test_name_that_reads_as_a_card);
  g_test_add_func ("/deck-export/corp-totals", test_corp_totals);
  g_test_add_func ("/deck-export/jinteki", test_jinteki);
  g_test_add_func ("/deck-export/o8d", test_o8d);
  g_test_add_func ("/deck-export/markdown", test_markdown);
  g_test_add_func ("/deck-export/csv", test_csv);
  g_test_add_func ("/deck-export/missing-card", test_missing_card);
  g_test_add_func ("/deck-export/file", test_file);
  g_test_add_func ("/deck-export/format-table", test_format_table);
  g_test_add_func ("/deck-export/reprints", test_reprints);
  g_test_add_func ("/deck-export/full-data/prebuilts", test_full_prebuilts);
  status = g_test_run ();

  dr_card_index_free (cards);
  dr_card_store_free (store);
  dr_test_remove_tree (store_dir);
  g_free (store_dir);
  return status;
}
