/* test-deck-import.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "dr-card-index.h"
#include "dr-card-store.h"
#include "dr-deck-import.h"
#include "dr-error.h"
#include "dr-test-helper.h"

/* Deck lists read against the bundled Core Set (and Lockpick box); the
 * fixtures in tests/fixtures/decks were written for these tests. */

static char *store_dir;
static DrCardStore *store;
static DrCardIndex *cards;

static DrDeckImport *
import_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "decks", name, NULL);
  g_autoptr(GError) error = NULL;
  DrDeckImport *import = dr_deck_import_file (cards, path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (import);
  return import;
}

static DrDeckImport *
import_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  DrDeckImport *import = dr_deck_import_text (cards, text, -1, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (import);
  return import;
}

static const DrDeckImportLine *
line_number (const DrDeckImport *import,
             guint               number)
{
  for (guint i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = import->lines->pdata[i];

      if (line->number == number)
        return line;
    }
  g_error ("no record for line %u", number);
  return NULL;
}

static gboolean
has_candidate (const DrDeckImportLine *line,
               const char             *code)
{
  for (guint i = 0; i < line->candidates->len; i++)
    if (g_str_equal (((DrDeckCandidate *) line->candidates->pdata[i])->code, code))
      return TRUE;
  return FALSE;
}

/* "01050:3 01002:2" for the deck's entries. */
static char *
entries_string (const DrDeck *deck)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

      g_string_append_printf (out, "%s%s:%d", i > 0 ? " " : "", entry->code, entry->quantity);
    }
  return g_string_free (out, FALSE);
}

static void
assert_no_problems (const DrDeckImport *import)
{
  for (guint i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = import->lines->pdata[i];

      if (dr_deck_line_is_problem (line))
        g_error ("line %u “%s”: %s", line->number, line->text, line->message);
    }
  g_assert_cmpuint (import->n_problems, ==, 0);
}

static void
test_netrunnerdb_download (void)
{
  g_autoptr(DrDeckImport) import = import_fixture ("netrunnerdb-download.txt");
  g_autofree char *entries = entries_string (import->deck);

  assert_no_problems (import);
  g_assert_cmpint (import->format, ==, DR_DECK_FORMAT_NETRUNNERDB);
  g_assert_cmpstr (import->deck->name, ==, "noise-core-rush");
  g_assert_cmpstr (import->deck->identity, ==, "01001");
  g_assert_cmpstr (import->deck->game, ==, "netrunner");
  g_assert_cmpstr (import->deck->side, ==, "runner");
  g_assert_cmpint (dr_deck_count_cards (import->deck), ==, 45);
  g_assert_cmpstr (entries, ==,
                   "01002:2 01003:3 01004:3 01005:3 01006:1 01007:2 01008:3 01009:2 01010:2 01011:2 "
                   "01012:3 01013:1 01014:1 01015:1 01016:2 01018:1 01036:1 01047:1 01049:2 01050:3 "
                   "01051:3 01053:3");
  /* Headings, the warning and the footer are kept as skipped lines. */
  g_assert_cmpint (line_number (import, 1)->status, ==, DR_DECK_LINE_SKIPPED);
  g_assert_cmpint (line_number (import, 2)->status, ==, DR_DECK_LINE_IDENTITY);
  g_assert_cmpint (line_number (import, 4)->status, ==, DR_DECK_LINE_SKIPPED);
  g_assert_cmpint (line_number (import, 5)->status, ==, DR_DECK_LINE_CARD);
  g_assert_cmpstr (line_number (import, 5)->code, ==, "01018");
  g_assert_cmpstr (line_number (import, 5)->text, ==, "1x Account Siphon (Core Set) ••••");
  for (guint number = 36; number <= 39; number++)
    g_assert_cmpint (line_number (import, number)->status, ==, DR_DECK_LINE_SKIPPED);
  /* Every non-blank line has its record: 39 lines, 6 of them blank. */
  g_assert_cmpuint (import->lines->len, ==, 33);
}

static void
test_netrunnerdb_zip (void)
{
  g_autoptr(DrDeckImport) import = import_fixture ("netrunnerdb-zip.txt");
  g_autofree char *entries = entries_string (import->deck);

  assert_no_problems (import);
  g_assert_cmpstr (import->deck->identity, ==, "01001");
  g_assert_cmpstr (entries, ==, "01002:2 01007:2 01008:3 01050:3");
  /* No name line: the file names the deck. */
  g_assert_cmpstr (import->deck->name, ==, "netrunnerdb-zip");
  g_assert_cmpint (import->format, ==, DR_DECK_FORMAT_NETRUNNERDB);
}

static void
test_jinteki (void)
{
  g_autoptr(DrDeckImport) import = import_fixture ("jinteki.txt");
  g_autofree char *entries = entries_string (import->deck);

  assert_no_problems (import);
  g_assert_cmpint (import->format, ==, DR_DECK_FORMAT_JINTEKI);
  g_assert_cmpstr (import->deck->name, ==, "HB Core Glacier");
  g_assert_cmpstr (import->deck->identity, ==, "01054");
  g_assert_cmpstr (import->deck->side, ==, "corp");
  g_assert_cmpstr (import->deck->notes, ==, "Rez Heimdall early.");
  /* Hedge Fund twice: 3 + 1, summed as jinteki.net does. */
  g_assert_cmpstr (entries, ==, "01055:2 01061:3 01062:2 01063:2 01106:3 01107:3 01110:4 01111:3 01113:2");
  g_assert_cmpint (line_number (import, 2)->status, ==, DR_DECK_LINE_IDENTITY);
  g_assert_cmpint (line_number (import, 3)->status, ==, DR_DECK_LINE_SKIPPED);
  g_assert_cmpstr (line_number (import, 10)->code, ==, "01062");
}

static void
test_o8d (void)
{
  g_autoptr(DrDeckImport) import = import_fixture ("noise.o8d");
  g_autofree char *entries = entries_string (import->deck);
  const DrDeckImportLine *corroder;

  assert_no_problems (import);
  g_assert_cmpint (import->format, ==, DR_DECK_FORMAT_O8D);
  g_assert_cmpstr (import->deck->name, ==, "noise");
  /* OCTGN's short "Noise": the id decides. */
  g_assert_cmpstr (import->deck->identity, ==, "01001");
  /* The id wins over the text; an unknown id falls back to the title. */
  g_assert_cmpstr (entries, ==, "01002:3 01006:1 01007:2 01050:3");
  g_assert_cmpstr (import->deck->notes, ==, "Test run <with> \"markup\" & friends.");
  corroder = line_number (import, 8);
  g_assert_cmpint (corroder->status, ==, DR_DECK_LINE_CARD);
  g_assert_nonnull (strstr (corroder->message, "99999"));
  g_assert_cmpuint (import->lines->len, ==, 5);
}

/* XML need not put one card on a line: each card gets its own record, with
 * the number and text of the line it stands on (found by fuzzing, which
 * expected one record per line). */
static void
test_o8d_cards_on_one_line (void)
{
  g_autoptr(DrDeckImport) import = import_text (
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<deck game=\"0f38e453-26df-4c04-9d67-6d43de939c77\">\n"
    "  <section name=\"Identity\"><card qty=\"1\" id=\"bc0f047c-01b1-427f-a439-d451eda01001\">Noise</card></section>\n"
    "  <section name=\"R&amp;D / Stack\">\n"
    "    <card qty=\"1\" id=\"bc0f047c-01b1-427f-a439-d451eda01006\">Grimoire</card>"
    "<card qty=\"3\" id=\"bc0f047c-01b1-427f-a439-d451eda01002\">D\u00e9j\u00e0 Vu</card>\n"
    "  </section>\n"
    "</deck>\n");
  g_autofree char *entries = entries_string (import->deck);
  guint on_line_5 = 0;

  assert_no_problems (import);
  g_assert_cmpint (import->format, ==, DR_DECK_FORMAT_O8D);
  g_assert_cmpstr (import->deck->identity, ==, "01001");
  g_assert_cmpstr (entries, ==, "01002:3 01006:1");
  for (guint i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = import->lines->pdata[i];

      g_assert_cmpuint (line->number, >=, i == 0 ? 1 : ((DrDeckImportLine *) import->lines->pdata[i - 1])->number);
      if (line->number == 5)
        {
          on_line_5++;
          g_assert_cmpint (line->status, ==, DR_DECK_LINE_CARD);
          g_assert_nonnull (strstr (line->text, ">Grimoire</card><card qty=\"3\""));
        }
    }
  g_assert_cmpuint (on_line_5, ==, 2);
}

static const DrDeckCandidate *
candidate_titled (const DrDeckImportLine *line,
                  const char             *title)
{
  for (guint i = 0; i < line->candidates->len; i++)
    {
      const DrDeckCandidate *candidate = line->candidates->pdata[i];

      if (g_str_equal (candidate->title, title))
        return candidate;
    }
  g_error ("line %u has no candidate “%s”", line->number, title);
  return NULL;
}

static char *
splice_rewrite (const char             *text,
                const DrDeckImport     *import,
                const DrDeckImportLine *line,
                const char             *title)
{
  g_autofree char *replacement = dr_deck_import_line_rewrite (import, line, candidate_titled (line, title));
  GString *fixed = g_string_new_len (text, line->record_start);

  g_assert_cmpuint (line->record_start, <=, line->record_end);
  g_assert_cmpuint (line->record_end, <=, strlen (text));
  g_string_append (fixed, replacement);
  g_string_append (fixed, text + line->record_end);
  return g_string_free (fixed, FALSE);
}

/* A suggestion replaces the card's own element, not its line: the deck stays
 * XML, and the other card on the line keeps its own record (a hardening run
 * found "2x Title" written over the XML line, with the first card's choices). */
static void
test_o8d_rewrite_one_card (void)
{
  const char *text =
    "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<deck game=\"0f38e453-26df-4c04-9d67-6d43de939c77\">\n"
    "  <!-- <card qty=\"9\" id=\"x\">Not a card</card> -->\n"
    "  <section name=\"Identity\"><card qty=\"1\" id=\"bc0f047c-01b1-427f-a439-d451eda01001\">Noise</card></section>\n"
    "  <section name=\"R&amp;D / Stack\">\n"
    "    <card qty=\"1\" id=\"nowhere-1\">Grimoyre</card>"
    "<card qty=\"3\" id=\"nowhere-2\">Dejja Vu</card>\n"
    "  </section>\n"
    "</deck>\n";
  g_autoptr(DrDeckImport) import = import_text (text);
  g_autoptr(DrDeckImport) once = NULL;
  g_autoptr(DrDeckImport) twice = NULL;
  g_autofree char *first_fix = NULL;
  g_autofree char *second_fix = NULL;
  g_autofree char *entries = NULL;
  const DrDeckImportLine *grimoire = NULL, *deja_vu = NULL;

  g_assert_cmpuint (import->n_problems, ==, 2);
  for (guint i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = import->lines->pdata[i];

      if (line->number == 6 && grimoire == NULL)
        grimoire = line;
      else if (line->number == 6)
        deja_vu = line;
    }
  g_assert_nonnull (deja_vu);
  g_assert_cmpint (deja_vu->status, ==, DR_DECK_LINE_UNKNOWN);
  g_assert_true (g_str_has_prefix (text + deja_vu->record_start, "<card qty=\"3\" id=\"nowhere-2\">"));
  g_assert_true (g_str_has_prefix (text + grimoire->record_start, "<card qty=\"1\" id=\"nowhere-1\">"));
  g_assert_cmpuint (grimoire->record_end, ==, deja_vu->record_start);

  /* The second card of the line first, then the first. */
  first_fix = splice_rewrite (text, import, deja_vu, "D\u00e9j\u00e0 Vu");
  g_assert_nonnull (strstr (first_fix, ">Grimoyre</card><card qty=\"3\" id=\"bc0f047c-01b1-427f-a439-d451eda01002\">D\u00e9j\u00e0 Vu</card>\n"));
  once = import_text (first_fix);
  g_assert_cmpint (once->format, ==, DR_DECK_FORMAT_O8D);
  g_assert_cmpuint (once->n_problems, ==, 1);
  for (guint i = 0; i < once->lines->len && grimoire != NULL; i++)
    if (dr_deck_line_is_problem (once->lines->pdata[i]))
      grimoire = once->lines->pdata[i];
  second_fix = splice_rewrite (first_fix, once, grimoire, "Grimoire");
  twice = import_text (second_fix);
  assert_no_problems (twice);
  entries = entries_string (twice->deck);
  g_assert_cmpstr (entries, ==, "01002:3 01006:1");
  g_assert_cmpstr (twice->deck->identity, ==, "01001");
  g_assert_nonnull (strstr (second_fix, "<!-- <card qty=\"9\" id=\"x\">Not a card</card> -->"));
}

/* In CSV the row keeps its columns: code, title and pack are the
 * candidate's, the quantity and the other columns stay. */
static void
test_csv_rewrite_row (void)
{
  const char *text = "quantity;code;title;type;pack\n"
                     "1;01001;Noise: Hacker Extraordinaire;identity;Core Set\n"
                     "3;;Dejja Vu;\"my note; \"\"with\"\" a quote\";\n"
                     "1;01006;Grimoire;hardware;Core Set\n";
  g_autoptr(DrDeckImport) import = import_text (text);
  g_autoptr(DrDeckImport) fixed_import = NULL;
  g_autofree char *fixed = NULL;
  g_autofree char *entries = NULL;

  g_assert_cmpint (import->format, ==, DR_DECK_FORMAT_CSV);
  g_assert_cmpint (line_number (import, 3)->status, ==, DR_DECK_LINE_UNKNOWN);
  fixed = splice_rewrite (text, import, line_number (import, 3), "D\u00e9j\u00e0 Vu");
  g_assert_nonnull (strstr (fixed, "\n3;01002;D\u00e9j\u00e0 Vu;\"my note; \"\"with\"\" a quote\";Core Set\n1;01006;"));
  fixed_import = import_text (fixed);
  g_assert_cmpint (fixed_import->format, ==, DR_DECK_FORMAT_CSV);
  assert_no_problems (fixed_import);
  entries = entries_string (fixed_import->deck);
  g_assert_cmpstr (entries, ==, "01002:3 01006:1");
}

/* In a text list the record is the line, rewritten as "2x Title (Pack)". */
static void
test_text_rewrite_line (void)
{
  const char *text = "Noise: Hacker Extraordinaire\r\n3x Dejja Vu\r\n1x Grimoire\n";
  g_autoptr(DrDeckImport) import = import_text (text);
  g_autoptr(DrDeckImport) fixed_import = NULL;
  g_autofree char *fixed = NULL;
  const DrDeckImportLine *deja_vu = line_number (import, 2);

  g_assert_cmpint (deja_vu->status, ==, DR_DECK_LINE_UNKNOWN);
  g_assert_cmpuint (deja_vu->record_end - deja_vu->record_start, ==, strlen ("3x Dejja Vu"));
  fixed = splice_rewrite (text, import, deja_vu, "D\u00e9j\u00e0 Vu");
  g_assert_true (g_str_has_prefix (fixed, "Noise: Hacker Extraordinaire\r\n3x D\u00e9j\u00e0 Vu ("));
  g_assert_true (g_str_has_suffix (fixed, ")\r\n1x Grimoire\n"));
  fixed_import = import_text (fixed);
  assert_no_problems (fixed_import);
}

static void
test_plain_list (void)
{
  g_autoptr(DrDeckImport) import = import_fixture ("plain.txt");
  g_autofree char *entries = entries_string (import->deck);

  assert_no_problems (import);
  g_assert_cmpint (import->format, ==, DR_DECK_FORMAT_TEXT);
  g_assert_cmpstr (import->deck->name, ==, "plain");
  /* The identity stands in the middle of the list. */
  g_assert_cmpstr (import->deck->identity, ==, "01033");
  g_assert_cmpint (line_number (import, 7)->status, ==, DR_DECK_LINE_IDENTITY);
  g_assert_cmpstr (import->deck->side, ==, "runner");
  /* déjà vu, DEMOLITION RUN x3, x2, (2), "x 2", ×1, curly and straight
   * apostrophes summed, "(core)" without a quantity. */
  g_assert_cmpstr (entries, ==,
                   "01002:3 01003:3 01004:2 01006:1 01007:2 01011:2 01013:1 01014:1 01036:1 01047:3 01050:3");
  g_assert_cmpint (line_number (import, 1)->status, ==, DR_DECK_LINE_SKIPPED);
  g_assert_cmpint (line_number (import, 13)->quantity, ==, 1);
}

static void
test_markdown (void)
{
  g_autoptr(DrDeckImport) import = import_fixture ("weyland.md");
  g_autofree char *entries = entries_string (import->deck);

  assert_no_problems (import);
  g_assert_cmpint (import->format, ==, DR_DECK_FORMAT_MARKDOWN);
  g_assert_cmpstr (import->deck->name, ==, "Weyland *Rush*");
  g_assert_cmpstr (import->deck->identity, ==, "01093");
  g_assert_cmpstr (import->deck->side, ==, "corp");
  g_assert_cmpstr (entries, ==, "01094:3 01095:3 01098:3 01106:3 01110:3");
  g_assert_cmpstr (import->deck->notes, ==, "Score out early.\n\nKeep the Archer for the central servers.");
}

static void
test_csv (void)
{
  g_autoptr(DrDeckImport) import = import_fixture ("kate.csv");
  g_autofree char *entries = entries_string (import->deck);
  const DrDeckImportLine *bad;

  g_assert_cmpint (import->format, ==, DR_DECK_FORMAT_CSV);
  g_assert_cmpstr (import->deck->identity, ==, "01033");
  g_assert_cmpstr (entries, ==, "01042:3 01043:2 01050:3");
  g_assert_cmpuint (import->n_problems, ==, 1);
  bad = line_number (import, 6);
  g_assert_cmpint (bad->status, ==, DR_DECK_LINE_MALFORMED);
  g_assert_cmpstr (bad->text, ==, "abc;01041;The Toolbox;");
  g_assert_nonnull (strstr (bad->message, "abc"));
}

/* Every problem keeps its line number, its text and what it may have meant. */
static void
test_problems (void)
{
  g_autoptr(DrDeckImport) import = import_fixture ("broken.txt");
  g_autofree char *entries = entries_string (import->deck);
  const DrDeckImportLine *line;

  g_assert_cmpstr (import->deck->identity, ==, "01001");
  g_assert_cmpstr (entries, ==, "01008:3 01043:2");
  g_assert_cmpuint (import->n_problems, ==, 7);

  line = line_number (import, 2);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_UNKNOWN);
  g_assert_cmpstr (line->text, ==, "3x Sure Gambel");
  g_assert_cmpint (line->quantity, ==, 3);
  g_assert_true (has_candidate (line, "01050"));
  g_assert_cmpstr (((DrDeckCandidate *) line->candidates->pdata[0])->title, ==, "Sure Gamble");

  line = line_number (import, 3);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_AMBIGUOUS);
  g_assert_cmpuint (line->candidates->len, ==, 2);
  g_assert_true (has_candidate (line, "01060"));
  g_assert_true (has_candidate (line, "01100"));

  line = line_number (import, 4);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_MALFORMED);

  line = line_number (import, 5);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_CONFLICT);
  g_assert_true (has_candidate (line, "01017"));

  /* A Lockpick card in a Netrunner deck. */
  line = line_number (import, 6);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_CONFLICT);
  g_assert_true (has_candidate (line, "LP203"));

  /* The start of a single title is read as that title, and said so. */
  line = line_number (import, 7);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_CARD);
  g_assert_cmpstr (line->code, ==, "01043");
  g_assert_nonnull (strstr (line->message, "Gordian Blade"));

  line = line_number (import, 9);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_AMBIGUOUS);
  g_assert_cmpuint (line->candidates->len, ==, 2);
  g_assert_true (has_candidate (line, "01078"));
  g_assert_true (has_candidate (line, "01113"));

  line = line_number (import, 10);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_UNKNOWN);
  g_assert_cmpstr (line->text, ==, "Xyzzy Plugh");

  g_assert_cmpint (line_number (import, 11)->status, ==, DR_DECK_LINE_CARD);
  g_assert_cmpuint (import->lines->len, ==, 10);
}

static void
test_normalised_titles (void)
{
  g_autoptr(DrDeckImport) import = import_text ("1 KATE \"MAC\" MCCAFFREY: DIGITAL TINKER\n"
                                                "2 Deja Vu\n"
                                                "1 DÉJÀ VU\n"
                                                "2 The Maker's Eye\n"
                                                "1 the maker’s eye\n"
                                                "3 aesop’s   pawnshop\n"
                                                "1 Yog 0\n"
                                                "2 \"Sure Gamble\"\n");
  g_autofree char *entries = entries_string (import->deck);

  assert_no_problems (import);
  g_assert_cmpstr (import->deck->identity, ==, "01033");
  g_assert_cmpstr (entries, ==, "01002:3 01014:1 01036:3 01047:3 01050:2");
}

static void
test_pack_hints (void)
{
  g_autoptr(DrDeckImport) import = import_text ("Noise: Hacker Extraordinaire\n"
                                                "1x Sure Gamble (Core Set)\n"
                                                "1x Sure Gamble (core)\n"
                                                "1x Sure Gamble (CORE)\n"
                                                "1x Corroder (System Gateway)\n"
                                                "1x Datasucker (NAPD Multiplayer)\n");
  const DrDeckImportLine *line;

  assert_no_problems (import);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "01050"), ==, 3);
  g_assert_null (line_number (import, 2)->message);
  /* A pack we do not know, and a pack without the card: the newest
   * printing, with a word on it. */
  line = line_number (import, 5);
  g_assert_cmpstr (line->code, ==, "01007");
  g_assert_nonnull (strstr (line->message, "System Gateway"));
  line = line_number (import, 6);
  g_assert_cmpstr (line->code, ==, "01008");
  g_assert_nonnull (strstr (line->message, "NAPD Multiplayer"));
}

static void
test_identity_anywhere (void)
{
  g_autoptr(DrDeckImport) first = import_text ("3 Hedge Fund\n2 Enigma\nNBN: Making News\n1 Hunter\n");
  g_autoptr(DrDeckImport) last = import_text ("3x Hedge Fund\n2x Enigma\n1x NBN: Making News\n");
  g_autoptr(DrDeckImport) octgn_style = import_text ("Deck for Friday\n1 Jinteki\n3 Hedge Fund\n");
  g_autoptr(DrDeckImport) none = import_text ("3 Hedge Fund\n2 Enigma\n");

  g_assert_cmpstr (first->deck->identity, ==, "01080");
  g_assert_cmpstr (first->deck->side, ==, "corp");
  g_assert_cmpint (dr_deck_count_cards (first->deck), ==, 6);
  g_assert_cmpstr (last->deck->identity, ==, "01080");
  g_assert_cmpint (dr_deck_count_cards (last->deck), ==, 5);
  /* The name before the colon, as OCTGN writes it. */
  g_assert_cmpstr (octgn_style->deck->identity, ==, "01067");
  g_assert_cmpstr (octgn_style->deck->name, ==, "Deck for Friday");
  g_assert_nonnull (strstr (line_number (octgn_style, 2)->message, "Jinteki: Personal Evolution"));
  /* No identity: side and game from the cards. */
  g_assert_null (none->deck->identity);
  g_assert_cmpstr (none->deck->side, ==, "corp");
  g_assert_cmpstr (none->deck->game, ==, "netrunner");
}

static void
test_lockpick (void)
{
  g_autoptr(DrDeckImport) import = import_fixture ("lockpick.txt");
  g_autofree char *entries = entries_string (import->deck);

  assert_no_problems (import);
  g_assert_cmpstr (import->deck->game, ==, "lockpick");
  /* Server and hacker cards together: a Lockpick box, no side. */
  g_assert_null (import->deck->side);
  g_assert_null (import->deck->identity);
  /* The printed French title finds the same card. */
  g_assert_cmpstr (entries, ==, "LP101:2 LP102:2 LP203:2 LP301:3 LP304:2");
}

static void
test_unreadable_input (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeckImport) import = NULL;

  import = dr_deck_import_text (cards, "3 Sure Gamble\n2 Corroder\n1 D\xe9j\xe0 Vu\n", -1, NULL, &error);
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_assert_null (import);
  g_assert_nonnull (strstr (error->message, "Line 3"));
  g_clear_error (&error);

  import = dr_deck_import_text (cards, "3 Sure Gamble\0\x01\x02", 16, NULL, &error);
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_clear_error (&error);

  import = dr_deck_import_text (cards,
                                "<?xml version=\"1.0\"?>\n<deck>\n  <section name=\"Identity\">\n"
                                "    <card qty=\"1\" id=\"x01001\">Noise</crad>\n</deck>\n",
                                -1, NULL, &error);
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_assert_nonnull (strstr (error->message, "XML"));
  g_assert_nonnull (strstr (error->message, "4"));
  g_clear_error (&error);

  import = dr_deck_import_text (cards, "<html><body>Not a deck</body></html>", -1, NULL, &error);
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_assert_nonnull (strstr (error->message, "<deck>"));
  g_clear_error (&error);

  import = dr_deck_import_file (cards, "/nonexistent/deck.txt", &error);
  g_assert_error (error, DR_ERROR, DR_ERROR_IMPORT);
  g_assert_null (import);
}

static void
test_other_encodings (void)
{
  /* UTF-16 with a byte order mark, as Windows tools save it. */
  static const char utf16[] = "\xff\xfe" "3\0 \0S\0u\0r\0e\0 \0G\0a\0m\0b\0l\0e\0\r\0\n\0";
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeckImport) import = dr_deck_import_text (cards, utf16, sizeof utf16 - 1, NULL, &error);
  g_autoptr(DrDeckImport) empty = import_text ("");
  g_autoptr(DrDeckImport) only_comments = import_text (";; nothing here\n\n// nor here\n");

  g_assert_no_error (error);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "01050"), ==, 3);
  g_assert_cmpuint (empty->lines->len, ==, 0);
  g_assert_cmpuint (empty->deck->entries->len, ==, 0);
  g_assert_cmpuint (only_comments->lines->len, ==, 2);
  g_assert_cmpuint (only_comments->n_problems, ==, 0);
}

static void
test_headings_and_totals (void)
{
  g_autoptr(DrDeckImport) import = import_text ("Rush\n\n"
                                                "Noise: Hacker Extraordinaire\n\n"
                                                "Events (6)\n3x Sure Gamble ●●\n3x Stimhack // for the big run\n"
                                                "Icebreaker:\n2x Corroder ○○○○\n"
                                                "Anarch\n1 Grimoire\n"
                                                "Total: 9 cards\n"
                                                "9 cards (min 45)\n"
                                                "Deck built on https://netrunnerdb.com.\n");

  assert_no_problems (import);
  g_assert_cmpstr (import->deck->name, ==, "Rush");
  g_assert_cmpint (dr_deck_count_cards (import->deck), ==, 9);
  g_assert_cmpint (line_number (import, 5)->status, ==, DR_DECK_LINE_SKIPPED);
  g_assert_cmpint (line_number (import, 8)->status, ==, DR_DECK_LINE_SKIPPED);
  g_assert_cmpint (line_number (import, 10)->status, ==, DR_DECK_LINE_SKIPPED);
}

/* A line without a quantity after the first is one copy. */
static void
test_line_without_quantity (void)
{
  g_autoptr(DrDeckImport) import = import_text ("Kate \"Mac\" McCaffrey: Digital Tinker\n"
                                                "1 Magnum Opus\nMagnum Opus\n");

  assert_no_problems (import);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "01044"), ==, 2);
}

/* A printing code where the title goes, as hand-made lists for the
 * command line write it; an unknown code stays a problem. */
static void
test_code_as_title (void)
{
  g_autoptr(DrDeckImport) import = import_text ("1 01001\n3 01050\n2x 01007\n1 99999\n");

  g_assert_cmpstr (import->deck->identity, ==, "01001");
  g_assert_cmpint (line_number (import, 1)->status, ==, DR_DECK_LINE_IDENTITY);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "01050"), ==, 3);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "01007"), ==, 2);
  g_assert_cmpint (line_number (import, 4)->status, ==, DR_DECK_LINE_UNKNOWN);
  g_assert_cmpuint (import->n_problems, ==, 1);
}

/* Reprints, from the search fixtures: Tollgate in Origins One (01003) and
 * Gateway (30005); Lantern Hound in Midgame and the unreleased Coming Soon. */
static void
test_reprints (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autoptr(DrCardStore) fixture_store = dr_test_open_reprints_store (dir);
  g_autoptr(DrCardIndex) fixture_cards = dr_test_card_index_new (fixture_store);
  g_autoptr(DrDeckImport) import = NULL;
  g_autoptr(GError) error = NULL;

  import = dr_deck_import_text (fixture_cards,
                                "Helix Works: Future Minds\n"
                                "2 Tollgate\n"
                                "1 Tollgate (Origins One)\n"
                                "1 Tollgate (ori)\n"
                                "2 Lantern Hound\n"
                                "1 Lantern Hound (Midgame)\n",
                                -1, NULL, &error);
  g_assert_no_error (error);
  assert_no_problems (import);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "30005"), ==, 2);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "01003"), ==, 2);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "35081"), ==, 2);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "05002"), ==, 1);
  g_assert_cmpint (dr_card_index_get (fixture_cards, "01003")->age, ==, 1);
  g_assert_cmpuint (dr_card_index_get_printings (fixture_cards, "01003")->len, ==, 2);

  dr_card_store_free (g_steal_pointer (&fixture_store));
  dr_test_remove_tree (dir);
}

/* ---------------------------------------------------------------------- */
/* NetrunnerDB's whole card pool                                          */

static DrCardStore *full_store;
static DrCardIndex *full_cards;
static char *full_dir;

static gboolean
open_full_data (void)
{
  g_autoptr(GError) error = NULL;

  if (full_cards != NULL)
    return TRUE;
  if (full_dir == NULL)
    full_dir = dr_test_make_tmp_dir ();
  full_store = dr_test_open_full_store (full_dir);
  if (full_store == NULL)
    return FALSE;
  full_cards = dr_card_index_new (full_store, &error);
  g_assert_no_error (error);
  return TRUE;
}

static char *
full_query (const char *sql)
{
  return dr_test_query_text (dr_card_store_get_db (full_store), sql);
}

static void
test_full_reprints (void)
{
  g_autoptr(DrDeckImport) import = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *newest = NULL, *revised = NULL;

  if (!open_full_data ())
    return;
  newest = full_query ("SELECT code FROM cards WHERE title = 'Sure Gamble' AND is_latest");
  revised = full_query ("SELECT code FROM cards WHERE title = 'Sure Gamble' AND pack_code = 'core2'");
  g_assert_nonnull (revised);
  g_assert_cmpstr (newest, !=, "01050");
  g_assert_cmpstr (newest, !=, revised);

  import = dr_deck_import_text (full_cards,
                                "Noise: Hacker Extraordinaire (Core Set)\n"
                                "3x Sure Gamble\n"
                                "2x Sure Gamble (Core Set)\n"
                                "1x Sure Gamble (Revised Core Set)\n"
                                "1x Sure Gamble (core2)\n"
                                "2 15 Minutes\n"
                                "15 Minutes\n"
                                "1x Masterwork (v37)\n"
                                "1x Masterwork (v37) (Downfall)\n",
                                -1, NULL, &error);
  g_assert_no_error (error);
  assert_no_problems (import);
  g_assert_cmpstr (import->deck->identity, ==, "01001");
  g_assert_cmpint (dr_deck_get_quantity (import->deck, newest), ==, 3);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "01050"), ==, 2);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, revised), ==, 2);
  /* A title that starts with a number. */
  g_assert_cmpint (line_number (import, 6)->quantity, ==, 2);
  g_assert_cmpint (line_number (import, 7)->quantity, ==, 1);
  g_assert_cmpint (line_number (import, 7)->status, ==, DR_DECK_LINE_CARD);
  /* A title with brackets of its own, with and without a pack after it. */
  g_assert_cmpint (line_number (import, 8)->status, ==, DR_DECK_LINE_CARD);
  g_assert_cmpint (line_number (import, 9)->status, ==, DR_DECK_LINE_CARD);
  g_assert_null (line_number (import, 9)->message);
  g_assert_cmpstr (line_number (import, 9)->code, ==, "26015");
}

static void
test_full_ambiguous (void)
{
  g_autoptr(DrDeckImport) named = NULL;
  g_autoptr(DrDeckImport) import = NULL;
  g_autoptr(GError) error = NULL;
  const DrDeckImportLine *line;
  int jinteki_identities;

  if (!open_full_data ())
    return;
  jinteki_identities = dr_test_query_int (dr_card_store_get_db (full_store),
                                          "SELECT count(DISTINCT title) FROM cards WHERE type_code = 'identity' "
                                          "AND title LIKE 'Jinteki:%'");
  g_assert_cmpint (jinteki_identities, >, 1);
  named = dr_deck_import_text (full_cards, "Gabriel\n3 Hedge Fund\n", -1, "friday.txt", &error);
  g_assert_no_error (error);
  /* A first line that is only the start of an identity's title is the
   * deck's name. */
  g_assert_cmpstr (named->deck->name, ==, "Gabriel");
  g_assert_null (named->deck->identity);

  import = dr_deck_import_text (full_cards,
                                "3 Hedge Fund\n"
                                "1 Jinteki\n"
                                "3 Eli\n"
                                "2 Patch\n",
                                -1, "friday.txt", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->n_problems, ==, 2);
  line = line_number (import, 2);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_AMBIGUOUS);
  g_assert_cmpint ((int) line->candidates->len, ==, jinteki_identities);
  line = line_number (import, 3);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_AMBIGUOUS);
  g_assert_cmpuint (line->candidates->len, ==, 2);
  /* Patch is a Netrunner card and a Lockpick card: the deck's other
   * cards choose. */
  line = line_number (import, 4);
  g_assert_cmpint (line->status, ==, DR_DECK_LINE_CARD);
  g_assert_cmpstr (dr_card_index_get (full_cards, line->code)->game, ==, "netrunner");
  g_assert_cmpstr (import->deck->name, ==, "friday");
}

/* With the full data "Magnum Opus" is a card and a pack: "(N)" after it
 * makes a heading, a quantity a card. */
static void
test_full_pack_named_like_a_card (void)
{
  g_autoptr(DrDeckImport) import = NULL;
  g_autoptr(GError) error = NULL;

  if (!open_full_data ())
    return;
  import = dr_deck_import_text (full_cards,
                                "Kate \"Mac\" McCaffrey: Digital Tinker\n"
                                "Magnum Opus (2)\n"
                                "2x Magnum Opus (Core Set)\n"
                                "1 Magnum Opus\n",
                                -1, NULL, &error);
  g_assert_no_error (error);
  assert_no_problems (import);
  g_assert_cmpint (line_number (import, 2)->status, ==, DR_DECK_LINE_SKIPPED);
  g_assert_cmpint (dr_deck_get_quantity (import->deck, "01044"), ==, 2);
  g_assert_cmpint (dr_deck_count_cards (import->deck), ==, 3);
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

  g_test_add_func ("/deck-import/netrunnerdb-download", test_netrunnerdb_download);
  g_test_add_func ("/deck-import/netrunnerdb-zip", test_netrunnerdb_zip);
  g_test_add_func ("/deck-import/jinteki", test_jinteki);
  g_test_add_func ("/deck-import/o8d", test_o8d);
  g_test_add_func ("/deck-import/o8d-cards-on-one-line", test_o8d_cards_on_one_line);
  g_test_add_func ("/deck-import/o8d-rewrite-one-card", test_o8d_rewrite_one_card);
  g_test_add_func ("/deck-import/text-rewrite-line", test_text_rewrite_line);
  g_test_add_func ("/deck-import/csv-rewrite-row", test_csv_rewrite_row);
  g_test_add_func ("/deck-import/plain-list", test_plain_list);
  g_test_add_func ("/deck-import/markdown", test_markdown);
  g_test_add_func ("/deck-import/csv", test_csv);
  g_test_add_func ("/deck-import/problems", test_problems);
  g_test_add_func ("/deck-import/normalised-titles", test_normalised_titles);
  g_test_add_func ("/deck-import/pack-hints", test_pack_hints);
  g_test_add_func ("/deck-import/identity-anywhere", test_identity_anywhere);
  g_test_add_func ("/deck-import/lockpick", test_lockpick);
  g_test_add_func ("/deck-import/unreadable-input", test_unreadable_input);
  g_test_add_func ("/deck-import/other-encodings", test_other_encodings);
  g_test_add_func ("/deck-import/headings-and-totals", test_headings_and_totals);
  g_test_add_func ("/deck-import/line-without-quantity", test_line_without_quantity);
  g_test_add_func ("/deck-import/code-as-title", test_code_as_title);
  g_test_add_func ("/deck-import/reprints", test_reprints);
  g_test_add_func ("/deck-import/full-data/reprints", test_full_reprints);
  g_test_add_func ("/deck-import/full-data/ambiguous", test_full_ambiguous);
  g_test_add_func ("/deck-import/full-data/pack-named-like-a-card", test_full_pack_named_like_a_card);
  status = g_test_run ();

  dr_card_index_free (full_cards);
  dr_card_store_free (full_store);
  if (full_dir != NULL)
    dr_test_remove_tree (full_dir);
  g_free (full_dir);
  dr_card_index_free (cards);
  dr_card_store_free (store);
  dr_test_remove_tree (store_dir);
  g_free (store_dir);
  return status;
}
