/* dr-deck-import.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-import"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-deck-import-private.h"
#include "dr-error.h"
#include "dr-text.h"

/* Larger than any deck list; a file this big is something else. */
#define MAX_DECK_FILE_SIZE (4 * 1024 * 1024)
#define N_SUGGESTIONS      5
#define N_PREFIX_MATCHES   25
/* Shortest start of a title that may stand for the whole title. */
#define MIN_PREFIX_LENGTH  3

void
dr_deck_resolution_clear (DrDeckResolution *resolution)
{
  g_clear_pointer (&resolution->choices, g_ptr_array_unref);
  g_clear_pointer (&resolution->message, g_free);
}

static void
free_candidate (gpointer data)
{
  DrDeckCandidate *candidate = data;

  g_free (candidate->code);
  g_free (candidate->title);
  g_free (candidate->pack_name);
  g_free (candidate->game);
  g_free (candidate);
}

static void
free_line (gpointer data)
{
  DrDeckImportLine *line = data;

  g_free (line->text);
  g_free (line->code);
  g_ptr_array_unref (line->candidates);
  g_free (line->message);
  g_free (line);
}

static void
free_pending (gpointer data)
{
  DrDeckPending *pending = data;

  g_clear_pointer (&pending->choices, g_ptr_array_unref);
  g_free (pending->title);
  g_free (pending);
}

void
dr_deck_import_free (DrDeckImport *import)
{
  if (import == NULL)
    return;
  dr_deck_free (import->deck);
  g_ptr_array_unref (import->lines);
  g_free (import);
}

gboolean
dr_deck_line_is_problem (const DrDeckImportLine *line)
{
  return line->status >= DR_DECK_LINE_UNKNOWN;
}

const char *
dr_deck_line_status_name (DrDeckLineStatus status)
{
  static const char *const names[] = {
    "card", "identity", "skipped", "unknown", "ambiguous", "conflict", "malformed",
  };

  g_return_val_if_fail (status < G_N_ELEMENTS (names), NULL);
  return names[status];
}

DrDeckImportLine *
dr_deck_reader_add_line (DrDeckReader *reader,
                         guint         number,
                         const char   *text)
{
  DrDeckImportLine *line = g_new0 (DrDeckImportLine, 1);

  line->number = number;
  line->text = g_strstrip (g_strdup (text));
  line->status = DR_DECK_LINE_SKIPPED;
  line->quantity = 1;
  line->candidates = g_ptr_array_new_with_free_func (free_candidate);
  line->record_start = reader->record_start;
  line->record_end = reader->record_end;
  g_ptr_array_add (reader->result->lines, line);
  return line;
}

void
dr_deck_reader_skip_line (DrDeckReader *reader,
                          guint         number,
                          const char   *text,
                          const char   *message)
{
  DrDeckImportLine *line = dr_deck_reader_add_line (reader, number, text);

  line->message = g_strdup (message);
}

static void
add_candidate (DrDeckImportLine *line,
               const DrPrinting *printing)
{
  DrDeckCandidate *candidate = g_new0 (DrDeckCandidate, 1);

  candidate->code = g_strdup (printing->code);
  candidate->title = g_strdup (printing->title);
  candidate->pack_name = g_strdup (printing->pack_name);
  candidate->game = g_strdup (printing->game);
  g_ptr_array_add (line->candidates, candidate);
}

void
dr_deck_line_set_problem (DrDeckImportLine *line,
                          DrDeckLineStatus  status,
                          char             *message)
{
  line->status = status;
  g_free (line->message);
  line->message = message;
}

/* The printing a bracket names, else the newest, saying why when the
 * bracket named none of the title's printings. */
static const DrPrinting *
choose_printing (DrDeckReader     *reader,
                 const GPtrArray  *printings,
                 const char       *bracket,
                 DrDeckResolution *resolution)
{
  const DrPrinting *newest = printings->pdata[0];
  g_autofree char *key = NULL;
  const char *pack;

  if (bracket == NULL || *bracket == '\0')
    return newest;
  key = dr_text_match_key (bracket);
  pack = dr_card_index_find_pack (reader->cards, key);
  if (pack == NULL)
    {
      g_free (resolution->message);
      resolution->message = g_strdup_printf (_("“%s” is not a known pack: the newest printing, from %s, is used"),
                                             bracket, newest->pack_name);
      return newest;
    }
  resolution->named_pack = TRUE;
  for (guint i = 0; i < printings->len; i++)
    {
      const DrPrinting *printing = printings->pdata[i];

      if (g_str_equal (printing->pack_code, pack))
        {
          resolution->explicit_printing = TRUE;
          return printing;
        }
    }
  g_free (resolution->message);
  resolution->message = g_strdup_printf (_("“%s” is not in %s: the newest printing, from %s, is used"),
                                         newest->title, bracket, newest->pack_name);
  return newest;
}

static void
add_choices (DrDeckReader     *reader,
             const GPtrArray  *cards,
             const char       *bracket,
             gboolean          identities_only,
             DrDeckResolution *resolution)
{
  for (guint i = 0; i < cards->len; i++)
    {
      const GPtrArray *printings = cards->pdata[i];
      const DrPrinting *newest = printings->pdata[0];

      if (identities_only && g_strcmp0 (newest->type_code, "identity") != 0)
        continue;
      g_ptr_array_add (resolution->choices, (gpointer) choose_printing (reader, printings, bracket, resolution));
    }
}

/* Exact titles first, then the identity names before the colon, then the
 * start of a title; the guesses are told to the player. @pack comes from a
 * column of its own (CSV); otherwise a bracket after the title may name it. */
gboolean
dr_deck_reader_resolve (DrDeckReader          *reader,
                        const DrDeckLineParts *parts,
                        const char            *pack,
                        gboolean               identities_only,
                        DrDeckResolution      *resolution)
{
  g_autofree char *key = dr_text_match_key (parts->title);
  g_autofree char *bare_key = parts->bare_title ? dr_text_match_key (parts->bare_title) : NULL;
  const char *guess_key = bare_key != NULL ? bare_key : key;
  const char *guess_bracket = bare_key != NULL ? parts->bracket : pack;
  const GPtrArray *cards;
  const DrPrinting *printing;

  resolution->choices = g_ptr_array_new ();
  if (parts->code != NULL)
    {
      printing = dr_card_index_get (reader->cards, parts->code);
      if (printing != NULL)
        {
          g_ptr_array_add (resolution->choices, (gpointer) printing);
          resolution->explicit_printing = TRUE;
          return TRUE;
        }
      resolution->message = g_strdup_printf (_("No card has the code “%s”: the card is found by its title"),
                                             parts->code);
    }
  if ((cards = dr_card_index_find_title (reader->cards, key)) != NULL)
    {
      add_choices (reader, cards, pack, FALSE, resolution);
      return TRUE;
    }
  if (bare_key != NULL && (cards = dr_card_index_find_title (reader->cards, bare_key)) != NULL)
    {
      add_choices (reader, cards, parts->bracket, FALSE, resolution);
      return TRUE;
    }
  /* A printing code where the title goes ("3 01050"): hand-made lists for
   * the command line have always been read so, and no title is a code. */
  if (parts->code == NULL && (printing = dr_card_index_get (reader->cards, parts->title)) != NULL)
    {
      g_ptr_array_add (resolution->choices, (gpointer) printing);
      resolution->explicit_printing = TRUE;
      return TRUE;
    }

  if ((cards = dr_card_index_find_identity (reader->cards, guess_key)) != NULL)
    add_choices (reader, cards, guess_bracket, FALSE, resolution);
  else if (strlen (guess_key) >= MIN_PREFIX_LENGTH)
    {
      g_autoptr(GPtrArray) found = dr_card_index_find_prefix (reader->cards, guess_key, N_PREFIX_MATCHES);

      add_choices (reader, found, guess_bracket, identities_only, resolution);
    }
  resolution->guessed = resolution->choices->len > 0;
  return FALSE;
}

static void
add_suggestions (DrDeckReader     *reader,
                 DrDeckImportLine *line,
                 const char       *title)
{
  g_autofree char *key = dr_text_match_key (title);
  g_autoptr(GPtrArray) similar = dr_card_index_suggest (reader->cards, key, N_SUGGESTIONS);

  for (guint i = 0; i < similar->len; i++)
    add_candidate (line, g_ptr_array_index ((GPtrArray *) similar->pdata[i], 0));
}

/* Keeps the line for the end, when the deck's game is known, or records it
 * as a problem now when nothing fits. */
void
dr_deck_reader_commit (DrDeckReader          *reader,
                       guint                  number,
                       const char            *text,
                       const DrDeckLineParts *parts,
                       DrDeckResolution      *resolution,
                       gboolean               wants_identity)
{
  DrDeckImportLine *line = dr_deck_reader_add_line (reader, number, text);
  DrDeckPending *pending;

  line->quantity = parts->quantity;
  line->message = g_steal_pointer (&resolution->message);
  if (parts->has_quantity && parts->quantity == 0)
    {
      dr_deck_line_set_problem (line, DR_DECK_LINE_MALFORMED, g_strdup (_("A quantity of 0 adds no card")));
      return;
    }
  if (resolution->choices->len == 0)
    {
      g_autofree char *key = dr_text_match_key (parts->title);

      if (*key == '\0' && parts->code == NULL)
        dr_deck_line_set_problem (line, DR_DECK_LINE_MALFORMED, g_strdup (_("The line names no card")));
      else if (*key == '\0')
        dr_deck_line_set_problem (line, DR_DECK_LINE_UNKNOWN,
                     g_strdup_printf (_("No card has the code “%s”"), parts->code));
      else
        {
          dr_deck_line_set_problem (line, DR_DECK_LINE_UNKNOWN,
                       g_strdup_printf (_("No card is called “%s”"), parts->title));
          add_suggestions (reader, line, parts->bare_title ? parts->bare_title : parts->title);
        }
      return;
    }
  pending = g_new0 (DrDeckPending, 1);
  pending->line = line;
  pending->title = g_strdup (*parts->title != '\0' ? parts->title : parts->code);
  pending->choices = g_steal_pointer (&resolution->choices);
  pending->guessed = resolution->guessed;
  pending->explicit_printing = resolution->explicit_printing;
  pending->wants_identity = wants_identity;
  g_ptr_array_add (reader->pending, pending);
}

/* Reads every line with its 1-based number; "\r\n", "\n" and "\r" all end
 * a line. */
static void
for_each_line (DrDeckReader *reader,
               const char   *text,
               gsize         length)
{
  const char *p = text, *end = text + length;
  guint number = 1;

  while (p < end)
    {
      const char *stop = p;
      g_autofree char *line = NULL;

      while (stop < end && *stop != '\n' && *stop != '\r')
        stop++;
      line = g_strndup (p, stop - p);
      reader->record_start = p - text;
      reader->record_end = stop - text;
      dr_deck_reader_read_text_line (reader, number++, line);
      if (stop < end && *stop == '\r' && stop + 1 < end && stop[1] == '\n')
        stop++;
      p = stop + 1;
    }
}

/* ---------------------------------------------------------------------- */
/* Putting the deck together                                              */

/* The identity's game, else the game most copies belong to. */
static const char *
find_game (DrDeckReader *reader)
{
  g_autoptr(GHashTable) copies = g_hash_table_new (g_str_hash, g_str_equal);
  const char *best = NULL;
  guint most = 0;

  for (guint i = 0; i < reader->pending->len; i++)
    {
      DrDeckPending *pending = reader->pending->pdata[i];

      if (pending->choices->len == 1 && dr_printing_is_identity (pending->choices->pdata[0]))
        return ((const DrPrinting *) pending->choices->pdata[0])->game;
    }
  for (guint i = 0; i < reader->pending->len; i++)
    {
      DrDeckPending *pending = reader->pending->pdata[i];
      const DrPrinting *printing;
      guint n;

      if (pending->choices->len != 1)
        continue;
      printing = pending->choices->pdata[0];
      n = GPOINTER_TO_UINT (g_hash_table_lookup (copies, printing->game)) + MAX (pending->line->quantity, 1);
      g_hash_table_insert (copies, (gpointer) printing->game, GUINT_TO_POINTER (n));
      if (n > most)
        {
          most = n;
          best = printing->game;
        }
    }
  return best;
}

static void
keep_game (DrDeckPending *pending,
           const char    *game)
{
  g_autoptr(GPtrArray) kept = g_ptr_array_new ();

  for (guint i = 0; i < pending->choices->len; i++)
    if (g_str_equal (((const DrPrinting *) pending->choices->pdata[i])->game, game))
      g_ptr_array_add (kept, pending->choices->pdata[i]);
  if (kept->len > 0)
    {
      g_ptr_array_unref (pending->choices);
      pending->choices = g_steal_pointer (&kept);
    }
}

static void
settle (DrDeckReader  *reader,
        DrDeckPending *pending,
        const char    *game)
{
  DrDeckImportLine *line = pending->line;
  DrDeck *deck = reader->result->deck;
  const DrPrinting *printing, *identity;

  if (pending->choices->len > 1 && game != NULL)
    keep_game (pending, game);
  if (pending->choices->len > 1)
    {
      for (guint i = 0; i < pending->choices->len; i++)
        add_candidate (line, pending->choices->pdata[i]);
      dr_deck_line_set_problem (line, DR_DECK_LINE_AMBIGUOUS,
                   g_strdup_printf (ngettext ("“%s” fits %u card: choose one",
                                              "“%s” fits %u cards: choose one",
                                              pending->choices->len),
                                    pending->title, pending->choices->len));
      return;
    }
  printing = pending->choices->pdata[0];
  if (pending->guessed)
    {
      g_free (line->message);
      line->message = g_strdup_printf (_("Read as “%s”"), printing->title);
    }
  if (game != NULL && !g_str_equal (printing->game, game))
    {
      add_candidate (line, printing);
      dr_deck_line_set_problem (line, DR_DECK_LINE_CONFLICT,
                   g_strdup_printf (_("“%s” is a card of another game (%s)"), printing->title, printing->game));
      return;
    }
  if (pending->wants_identity && !dr_printing_is_identity (printing))
    {
      add_candidate (line, printing);
      dr_deck_line_set_problem (line, DR_DECK_LINE_CONFLICT,
                   g_strdup_printf (_("“%s” is not an identity"), printing->title));
      return;
    }
  if (!dr_printing_is_identity (printing))
    {
      line->status = DR_DECK_LINE_CARD;
      line->code = g_strdup (printing->code);
      dr_deck_add (deck, printing->code, line->quantity);
      return;
    }
  identity = dr_card_index_get (reader->cards, deck->identity);
  if (identity != NULL && !g_str_equal (identity->title, printing->title))
    {
      add_candidate (line, printing);
      dr_deck_line_set_problem (line, DR_DECK_LINE_CONFLICT,
                   g_strdup_printf (_("A second identity: the deck keeps “%s”"), identity->title));
      return;
    }
  /* The same identity again: a line that names its printing wins. */
  if (identity == NULL || pending->explicit_printing)
    dr_deck_set_string (&deck->identity, printing->code);
  line->status = DR_DECK_LINE_IDENTITY;
  line->code = g_strdup (printing->code);
}

/* The identity's side, else the side the cards share; for Netrunner, whose
 * decks always have a side, the side of most copies. */
static const char *
find_side (DrDeckReader *reader,
           const char   *game)
{
  DrDeck *deck = reader->result->deck;
  const DrPrinting *identity = dr_card_index_get (reader->cards, deck->identity);
  g_autoptr(GHashTable) copies = g_hash_table_new (g_str_hash, g_str_equal);
  const char *best = NULL;
  guint most = 0;

  if (identity != NULL)
    return identity->side_code;
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      const DrPrinting *printing = dr_card_index_get (reader->cards, entry->code);
      guint n;

      if (printing == NULL || printing->side_code == NULL)
        continue;
      n = GPOINTER_TO_UINT (g_hash_table_lookup (copies, printing->side_code)) + entry->quantity;
      g_hash_table_insert (copies, (gpointer) printing->side_code, GUINT_TO_POINTER (n));
      if (n > most)
        {
          most = n;
          best = printing->side_code;
        }
    }
  if (g_hash_table_size (copies) > 1 && g_strcmp0 (game, "netrunner") != 0)
    return NULL;
  return best;
}

static char *
name_from_source (const char *source_name)
{
  g_autofree char *base = NULL;
  char *dot;

  if (source_name == NULL || *source_name == '\0' || g_str_equal (source_name, "-"))
    return g_strdup ("");
  base = g_path_get_basename (source_name);
  dot = strrchr (base, '.');
  if (dot != NULL && dot != base)
    *dot = '\0';
  return g_steal_pointer (&base);
}

static void
finish (DrDeckReader *reader,
        const char   *source_name)
{
  DrDeckImport *result = reader->result;
  DrDeck *deck = result->deck;
  const char *game = find_game (reader);

  for (guint i = 0; i < reader->pending->len; i++)
    settle (reader, reader->pending->pdata[i], game);
  if (game != NULL)
    dr_deck_set_string (&deck->game, game);
  dr_deck_set_string (&deck->side, find_side (reader, game));

  if (reader->name != NULL && *g_strstrip (reader->name) != '\0')
    dr_deck_set_string (&deck->name, reader->name);
  else
    {
      g_free (deck->name);
      deck->name = name_from_source (source_name);
    }
  g_strstrip (reader->notes->str);
  reader->notes->len = strlen (reader->notes->str);
  if (reader->notes->len > 0)
    dr_deck_set_string (&deck->notes, reader->notes->str);

  for (guint i = 0; i < result->lines->len; i++)
    if (dr_deck_line_is_problem (result->lines->pdata[i]))
      result->n_problems++;

  if (result->format == DR_DECK_FORMAT_O8D)
    return;
  if (reader->csv)
    {
      result->format = DR_DECK_FORMAT_CSV;
      result->csv_separator = reader->csv_separator;
      result->csv_quantity = reader->csv_quantity;
      result->csv_code = reader->csv_code;
      result->csv_title = reader->csv_title;
      result->csv_pack = reader->csv_pack;
    }
  else if (reader->looks_jinteki)
    result->format = DR_DECK_FORMAT_JINTEKI;
  else if (reader->looks_markdown)
    result->format = DR_DECK_FORMAT_MARKDOWN;
  else if (reader->n_pack_lines * 2 > reader->n_card_lines)
    result->format = DR_DECK_FORMAT_NETRUNNERDB;
  else
    result->format = DR_DECK_FORMAT_TEXT;
}

/* ---------------------------------------------------------------------- */

static guint
line_of_offset (const char *text,
                gsize       offset)
{
  guint line = 1;

  for (gsize i = 0; i < offset; i++)
    line += text[i] == '\n';
  return line;
}

/* Windows tools save text as UTF-16 with a byte order mark. */
static char *
convert_utf16 (const char *text,
               gsize       length,
               gsize      *converted_length,
               GError    **error)
{
  const guchar *bytes = (const guchar *) text;
  const char *charset;
  g_autoptr(GError) local_error = NULL;
  char *converted;

  if (length < 2)
    return NULL;
  if (bytes[0] == 0xFF && bytes[1] == 0xFE)
    charset = "UTF-16LE";
  else if (bytes[0] == 0xFE && bytes[1] == 0xFF)
    charset = "UTF-16BE";
  else
    return NULL;
  converted = g_convert (text + 2, length - 2, "UTF-8", charset, NULL, converted_length, &local_error);
  if (converted == NULL)
    g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                 _("The deck list cannot be read as UTF-16 text: %s"), local_error->message);
  return converted;
}

DrDeckImport *
dr_deck_import_text (const DrCardIndex *cards,
                     const char        *text,
                     gssize             length,
                     const char        *source_name,
                     GError           **error)
{
  g_autofree char *converted = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(DrDeckImport) result = NULL;
  gsize size = length < 0 ? strlen (text) : (gsize) length;
  const char *invalid;
  const char *start;
  gsize bom_length = 0;
  DrDeckReader reader = { cards };

  converted = convert_utf16 (text, size, &size, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (converted != NULL)
    text = converted;
  if (!g_utf8_validate_len (text, size, &invalid))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("Line %u of the deck list is not UTF-8 text; save the list as UTF-8 and try again"),
                   line_of_offset (text, invalid - text));
      return NULL;
    }
  if (size >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    {
      text += 3;
      size -= 3;
      bom_length = 3;
    }

  result = g_new0 (DrDeckImport, 1);
  result->deck = dr_deck_new (NULL, NULL);
  result->lines = g_ptr_array_new_with_free_func (free_line);
  reader.result = result;
  reader.pending = g_ptr_array_new_with_free_func (free_pending);
  reader.notes = g_string_new (NULL);
  reader.csv_quantity = reader.csv_code = reader.csv_title = reader.csv_pack = -1;

  for (start = text; start < text + size && g_ascii_isspace (*start); start++)
    ;
  if (start < text + size && *start == '<')
    {
      if (!dr_deck_reader_read_o8d (&reader, text, size, error))
        g_clear_pointer (&result, dr_deck_import_free);
    }
  else
    for_each_line (&reader, text, size);
  if (result != NULL)
    finish (&reader, source_name);
  for (guint i = 0; result != NULL && i < result->lines->len; i++)
    {
      DrDeckImportLine *line = g_ptr_array_index (result->lines, i);

      line->record_start += bom_length;
      line->record_end += bom_length;
    }

  g_ptr_array_unref (reader.pending);
  g_string_free (reader.notes, TRUE);
  g_free (reader.name);
  return g_steal_pointer (&result);
}

static void
append_csv_field (GString    *row,
                  const char *field,
                  char        separator)
{
  if (strchr (field, separator) != NULL || strpbrk (field, "\"\r\n") != NULL || g_ascii_isspace (*field))
    {
      g_autoptr(GString) quoted = g_string_new (field);

      g_string_replace (quoted, "\"", "\"\"", 0);
      g_string_append_printf (row, "\"%s\"", quoted->str);
    }
  else
    g_string_append (row, field);
}

/* The row as written, its code, title and pack columns set to @candidate's,
 * the other columns kept. */
static char *
rewrite_csv_row (const DrDeckImport     *import,
                 const DrDeckImportLine *line,
                 const DrDeckCandidate  *candidate)
{
  g_autoptr(GPtrArray) fields = dr_deck_line_split_csv (line->text, import->csv_separator);
  int n_columns = MAX ((int) fields->len,
                       MAX (MAX (import->csv_quantity, import->csv_code),
                            MAX (import->csv_title, import->csv_pack)) + 1);
  GString *row = g_string_new (NULL);

  for (int i = 0; i < n_columns; i++)
    {
      const char *field = i < (int) fields->len ? g_ptr_array_index (fields, i) : "";

      if (i == import->csv_code)
        field = candidate->code;
      else if (i == import->csv_title)
        field = candidate->title;
      else if (i == import->csv_pack && candidate->pack_name != NULL)
        field = candidate->pack_name;
      if (i > 0)
        g_string_append_c (row, import->csv_separator);
      append_csv_field (row, field, import->csv_separator);
    }
  return g_string_free (row, FALSE);
}

char *
dr_deck_import_line_rewrite (const DrDeckImport     *import,
                             const DrDeckImportLine *line,
                             const DrDeckCandidate  *candidate)
{
  int quantity = MAX (line->quantity, 1);

  g_return_val_if_fail (import != NULL && line != NULL && candidate != NULL, NULL);

  if (import->format == DR_DECK_FORMAT_O8D)
    return dr_deck_o8d_card_element (quantity, candidate->code, candidate->title);
  if (import->format == DR_DECK_FORMAT_CSV)
    return rewrite_csv_row (import, line, candidate);
  if (candidate->pack_name != NULL)
    return g_strdup_printf ("%dx %s (%s)", quantity, candidate->title, candidate->pack_name);
  return g_strdup_printf ("%dx %s", quantity, candidate->title);
}

DrDeckImport *
dr_deck_import_file (const DrCardIndex *cards,
                     const char        *path,
                     GError           **error)
{
  g_autoptr(GMappedFile) file = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  file = g_mapped_file_new (path, FALSE, &local_error);
  if (file == NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("Cannot read the deck list: %s"), local_error->message);
      return NULL;
    }
  length = g_mapped_file_get_length (file);
  if (length > MAX_DECK_FILE_SIZE)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("“%s” is too large to be a deck list"), path);
      return NULL;
    }
  return dr_deck_import_text (cards, length > 0 ? g_mapped_file_get_contents (file) : "", length,
                              path, error);
}
