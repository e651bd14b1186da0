/* fuzz-deck-import.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "fuzz-deck-import"

#include "config.h"

#include "dr-deck-export.h"
#include "dr-deck-import.h"
#include "dr-fuzz.h"

/* Deck import, every format (the format is found from the text), against the
 * bundled cards. Beyond not crashing:
 *  - the result accounts for its lines: line numbers rise, records follow
 *    each other in the text, n_problems counts the problem lines, the deck
 *    holds positive quantities;
 *  - a suggestion spliced over its record reads back in the same format;
 *  - whatever was read exports to every format, and each export imports back
 *    without a problem to the same deck: the same printings for formats that
 *    keep them, otherwise the same titles and quantities. */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  dr_fuzz_init ();
  dr_fuzz_bundled_index ();
  return 0;
}

static void
check_lines (const DrDeckImport *import)
{
  guint n_problems = 0;
  guint last_number = 0;
  gsize last_record_end = 0;

  for (guint i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = import->lines->pdata[i];

      if (line->record_start > line->record_end || line->record_start < last_record_end)
        dr_fuzz_fail ("line %u's record %zu-%zu overlaps or follows the previous one, ending at %zu",
                      line->number, line->record_start, line->record_end, last_record_end);
      last_record_end = line->record_end;

      /* In input order; several cards may stand on one line of XML. */
      if (line->number < last_number
          || (line->number == last_number && import->format != DR_DECK_FORMAT_O8D))
        dr_fuzz_fail ("line %u is recorded after line %u", line->number, last_number);
      last_number = line->number;
      if (dr_deck_line_is_problem (line))
        n_problems++;
      if ((line->status == DR_DECK_LINE_CARD || line->status == DR_DECK_LINE_IDENTITY) && line->code == NULL)
        dr_fuzz_fail ("line %u resolved to no code", line->number);
    }
  if (n_problems != import->n_problems)
    dr_fuzz_fail ("n_problems is %u, the lines have %u", import->n_problems, n_problems);
  for (guint i = 0; i < import->deck->entries->len; i++)
    if (g_array_index (import->deck->entries, DrDeckEntry, i).quantity <= 0)
      dr_fuzz_fail ("an entry with quantity %d", g_array_index (import->deck->entries, DrDeckEntry, i).quantity);
}

/* The first suggestion of the first problem, written over its record as
 * the import dialog does, must leave a list of the same format. */
static void
check_rewrite (DrCardIndex        *cards,
               const DrDeckImport *import,
               const char         *text,
               gsize               size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeckImport) again = NULL;
  g_autoptr(GString) fixed = NULL;
  g_autofree char *replacement = NULL;
  const DrDeckImportLine *problem = NULL;

  for (guint i = 0; i < import->lines->len && problem == NULL; i++)
    if (dr_deck_line_is_problem (import->lines->pdata[i])
        && ((DrDeckImportLine *) import->lines->pdata[i])->candidates->len > 0)
      problem = import->lines->pdata[i];
  /* Offsets are in the UTF-8 text read: a UTF-16 input is converted first. */
  if (problem == NULL || !g_utf8_validate_len (text, size, NULL) || problem->record_end > size)
    return;
  replacement = dr_deck_import_line_rewrite (import, problem, problem->candidates->pdata[0]);
  fixed = g_string_new_len (text, problem->record_start);
  g_string_append (fixed, replacement);
  g_string_append_len (fixed, text + problem->record_end, size - problem->record_end);
  again = dr_deck_import_text (cards, fixed->str, fixed->len, "fuzz.txt", &error);
  if (again == NULL)
    dr_fuzz_fail ("the suggestion for line %u breaks the list: %s\n%s", problem->number, error->message, fixed->str);
  if (import->format == DR_DECK_FORMAT_O8D && again->format != DR_DECK_FORMAT_O8D)
    dr_fuzz_fail ("the suggestion for line %u made the OCTGN deck another format:\n%s", problem->number, fixed->str);
}

/* The deck as "code:quantity …", each code replaced by its title's newest
 * printing unless @exact. */
static char *
deck_summary (const DrCardIndex *cards,
              const DrDeck      *deck,
              gboolean           exact)
{
  g_autoptr(GHashTable) quantities = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GList) codes = NULL;
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      const GPtrArray *printings = dr_card_index_get_printings (cards, entry->code);
      const char *code = entry->code;

      if (!exact && printings != NULL && printings->len > 0)
        code = ((const DrPrinting *) printings->pdata[0])->code;
      g_hash_table_insert (quantities, (char *) code,
                           GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (quantities, code))
                                            + entry->quantity));
    }
  codes = g_list_sort (g_hash_table_get_keys (quantities), (GCompareFunc) g_strcmp0);
  g_string_append_printf (out, "id=%s", deck->identity ? deck->identity : "-");
  if (!exact && deck->identity != NULL)
    {
      const GPtrArray *printings = dr_card_index_get_printings (cards, deck->identity);

      if (printings != NULL && printings->len > 0)
        g_string_append_printf (out, "~%s", ((const DrPrinting *) printings->pdata[0])->code);
    }
  for (GList *code = codes; code != NULL; code = code->next)
    g_string_append_printf (out, " %s:%d", (const char *) code->data,
                            GPOINTER_TO_INT (g_hash_table_lookup (quantities, code->data)));
  return g_string_free (out, FALSE);
}

static void
check_round_trip (const DrCardIndex *cards,
                  const DrDeck      *deck)
{
  for (DrDeckFormat format = 0; format < DR_DECK_N_FORMATS; format++)
    {
      const DrDeckFormatInfo *info = dr_deck_format_get_info (format);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = dr_deck_export_text (cards, deck, format, &error);
      g_autoptr(DrDeckImport) again = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;

      /* OCTGN has Netrunner only, and says so. */
      if (text == NULL && format == DR_DECK_FORMAT_O8D && g_strcmp0 (deck->game, "netrunner") != 0)
        continue;
      if (text == NULL)
        dr_fuzz_fail ("export to %s failed: %s", info->name, error->message);
      again = dr_deck_import_text (cards, text, -1, NULL, &error);
      if (again == NULL)
        dr_fuzz_fail ("the %s export does not import: %s\n%s", info->name, error->message, text);
      if (again->n_problems > 0)
        dr_fuzz_fail ("the %s export imports with %u problems:\n%s", info->name, again->n_problems, text);
      before = deck_summary (cards, deck, info->keeps_printings);
      after = deck_summary (cards, again->deck, info->keeps_printings);
      if (!g_str_equal (before, after))
        dr_fuzz_fail ("the %s export imports as another deck:\n%s\nbecame\n%s\n%s",
                      info->name, before, after, text);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  DrCardIndex *cards = dr_fuzz_bundled_index ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DrDeckImport) import = dr_deck_import_text (cards, (const char *) data, size, "fuzz.txt", &error);

  if (import == NULL)
    {
      if (error == NULL)
        dr_fuzz_fail ("no deck and no error");
      return 0;
    }
  if (error != NULL)
    dr_fuzz_fail ("a deck and an error: %s", error->message);
  check_lines (import);
  check_rewrite (cards, import, (const char *) data, size);
  check_round_trip (cards, import->deck);
  return 0;
}
