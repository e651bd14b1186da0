/* dr-deck-import.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-import"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-deck-import.h"
#include "dr-deck-line.h"
#include "dr-error.h"
#include "dr-text.h"

/* Larger than any deck list; a file this big is something else. */
#define MAX_DECK_FILE_SIZE (4 * 1024 * 1024)
#define N_SUGGESTIONS      5
#define N_PREFIX_MATCHES   25
/* Shortest start of a title that may stand for the whole title. */
#define MIN_PREFIX_LENGTH  3
/* NetrunnerDB writes OCTGN ids as this prefix and the card code. */
#define OCTGN_ID_PREFIX    "bc0f047c-01b1-427f-a439-d451eda"

/* What a line resolved to before the deck's game is known: a title two
 * games use is settled by the other cards of the list. */
typedef struct
{
  DrDeckImportLine *line;
  char             *title;              /* as the line wrote it */
  GPtrArray        *choices;            /* const DrPrinting *, one per card that fits */
  gboolean          guessed;            /* by a short name or the start of a title */
  gboolean          wants_identity;     /* ";; identity:" */
  gboolean          explicit_printing;  /* a code or a pack picked the printing */
} Pending;

typedef struct
{
  const DrCardIndex *cards;
  DrDeckImport      *result;
  GPtrArray         *pending;       /* Pending */
  char              *name;
  GString           *notes;
  gboolean           seen_content;
  gboolean           in_notes;      /* after a Markdown "Notes" heading */
  gboolean           csv;
  char               csv_separator;
  int                csv_quantity, csv_code, csv_title, csv_pack;
  gboolean           looks_jinteki;
  gboolean           looks_markdown;
  guint              n_card_lines;
  guint              n_pack_lines;  /* card lines whose bracket named a pack */
} Reader;

typedef struct
{
  GPtrArray *choices;
  gboolean   guessed;
  gboolean   explicit_printing;
  gboolean   named_pack;
  char      *message;
} Resolution;

static void
resolution_clear (Resolution *resolution)
{
  g_clear_pointer (&resolution->choices, g_ptr_array_unref);
  g_clear_pointer (&resolution->message, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Resolution, resolution_clear)

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
  Pending *pending = data;

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

static DrDeckImportLine *
add_line (Reader     *reader,
          guint       number,
          const char *text)
{
  DrDeckImportLine *line = g_new0 (DrDeckImportLine, 1);

  line->number = number;
  line->text = g_strstrip (g_strdup (text));
  line->status = DR_DECK_LINE_SKIPPED;
  line->quantity = 1;
  line->candidates = g_ptr_array_new_with_free_func (free_candidate);
  g_ptr_array_add (reader->result->lines, line);
  return line;
}

static void
skip_line (Reader     *reader,
           guint       number,
           const char *text,
           const char *message)
{
  DrDeckImportLine *line = add_line (reader, number, text);

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

static void
set_problem (DrDeckImportLine *line,
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
choose_printing (Reader           *reader,
                 const GPtrArray  *printings,
                 const char       *bracket,
                 Resolution       *resolution)
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
      pack = dr_card_index_find_pack (reader->cards, bracket);
      if (pack == NULL)
        {
          g_free (resolution->message);
          resolution->message = g_strdup_printf (_("“%s” is not a known pack: the newest printing, from %s, is used"),
                                                 bracket, newest->pack_name);
          return newest;
        }
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
add_choices (Reader          *reader,
             const GPtrArray *cards,
             const char      *bracket,
             gboolean         identities_only,
             Resolution      *resolution)
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
static gboolean
resolve (Reader                *reader,
         const DrDeckLineParts *parts,
         const char            *pack,
         gboolean               identities_only,
         Resolution            *resolution)
{
  g_autofree char *key = dr_text_match_key (parts->title);
  g_autofree char *bare_key = parts->bare_title ? dr_text_match_key (parts->bare_title) : NULL;
  const char *guess_key = bare_key != NULL ? bare_key : key;
  const char *guess_bracket = bare_key != NULL ? parts->bracket : pack;
  const GPtrArray *cards;

  resolution->choices = g_ptr_array_new ();
  if (parts->code != NULL)
    {
      const DrPrinting *printing = dr_card_index_get (reader->cards, parts->code);

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
add_suggestions (Reader           *reader,
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
static void
commit (Reader                *reader,
        guint                  number,
        const char            *text,
        const DrDeckLineParts *parts,
        Resolution            *resolution,
        gboolean               wants_identity)
{
  DrDeckImportLine *line = add_line (reader, number, text);
  Pending *pending;

  line->quantity = parts->quantity;
  line->message = g_steal_pointer (&resolution->message);
  if (parts->has_quantity && parts->quantity == 0)
    {
      set_problem (line, DR_DECK_LINE_MALFORMED, g_strdup (_("A quantity of 0 adds no card")));
      return;
    }
  if (resolution->choices->len == 0)
    {
      g_autofree char *key = dr_text_match_key (parts->title);

      if (*key == '\0' && parts->code == NULL)
        set_problem (line, DR_DECK_LINE_MALFORMED, g_strdup (_("The line names no card")));
      else if (*key == '\0')
        set_problem (line, DR_DECK_LINE_UNKNOWN,
                     g_strdup_printf (_("No card has the code “%s”"), parts->code));
      else
        {
          set_problem (line, DR_DECK_LINE_UNKNOWN,
                       g_strdup_printf (_("No card is called “%s”"), parts->title));
          add_suggestions (reader, line, parts->bare_title ? parts->bare_title : parts->title);
        }
      return;
    }
  pending = g_new0 (Pending, 1);
  pending->line = line;
  pending->title = g_strdup (*parts->title != '\0' ? parts->title : parts->code);
  pending->choices = g_steal_pointer (&resolution->choices);
  pending->guessed = resolution->guessed;
  pending->explicit_printing = resolution->explicit_printing;
  pending->wants_identity = wants_identity;
  g_ptr_array_add (reader->pending, pending);
}

static gboolean
is_identity (const DrPrinting *printing)
{
  return g_strcmp0 (printing->type_code, "identity") == 0;
}

/* A line that gives no quantity and comes first is the deck's name
 * (NetrunnerDB's downloads and most pasted lists start so) unless it is
 * the identity or names its pack. */
static gboolean
is_name_line (Reader                *reader,
              const DrDeckLineParts *parts,
              gboolean               exact,
              const Resolution      *resolution)
{
  const DrPrinting *printing;

  if (reader->seen_content || reader->name != NULL || parts->has_quantity || parts->code != NULL)
    return FALSE;
  if (!exact || resolution->choices->len != 1)
    return TRUE;
  printing = resolution->choices->pdata[0];
  return !is_identity (printing) && !resolution->explicit_printing;
}

static void
read_card_line (Reader     *reader,
                guint       number,
                const char *text)
{
  g_auto(DrDeckLineParts) parts = { 0 };
  g_auto(Resolution) resolution = { 0 };
  gboolean exact;

  dr_deck_line_parse (text, TRUE, &parts);
  exact = resolve (reader, &parts, NULL, !parts.has_quantity, &resolution);
  if (!exact && parts.quantity_first)
    {
      /* "15 Minutes" is a title, not fifteen copies of "Minutes". */
      g_auto(DrDeckLineParts) whole = { 0 };
      g_auto(Resolution) again = { 0 };

      dr_deck_line_parse (text, FALSE, &whole);
      if (resolve (reader, &whole, NULL, FALSE, &again))
        {
          dr_deck_line_parts_clear (&parts);
          parts = whole;
          memset (&whole, 0, sizeof whole);
          resolution_clear (&resolution);
          resolution = again;
          memset (&again, 0, sizeof again);
          exact = TRUE;
        }
    }
  if (is_name_line (reader, &parts, exact, &resolution))
    {
      reader->name = g_strdup (text);
      skip_line (reader, number, text, _("Deck name"));
    }
  else
    {
      reader->n_card_lines++;
      reader->n_pack_lines += resolution.named_pack;
      commit (reader, number, text, &parts, &resolution, parts.labelled_identity);
    }
  reader->seen_content = TRUE;
}

static void
append_notes (Reader     *reader,
              const char *text)
{
  if (reader->notes->len > 0)
    g_string_append_c (reader->notes, '\n');
  g_string_append (reader->notes, text);
}

/* jinteki.net's ";; key: value" lines; anything else after ";;" is a comment. */
static void
read_meta_line (Reader     *reader,
                guint       number,
                const char *text)
{
  g_autofree char *body = g_strstrip (g_strdup (text + 2));
  char *colon = strchr (body, ':');
  g_autofree char *key = NULL;
  const char *value;

  reader->looks_jinteki = TRUE;
  if (colon == NULL)
    {
      skip_line (reader, number, text, _("Comment"));
      return;
    }
  key = g_ascii_strdown (g_strstrip (g_strndup (body, colon - body)), -1);
  value = g_strstrip (colon + 1);
  if ((g_str_equal (key, "title") || g_str_equal (key, "name")) && *value != '\0')
    {
      g_free (reader->name);
      reader->name = g_strdup (value);
      skip_line (reader, number, text, _("Deck name"));
    }
  else if (g_str_equal (key, "notes"))
    {
      append_notes (reader, value);
      skip_line (reader, number, text, _("Notes"));
    }
  else if (g_str_equal (key, "identity") || g_str_equal (key, "identity-code"))
    {
      g_auto(DrDeckLineParts) parts = { 0 };
      g_auto(Resolution) resolution = { 0 };

      if (g_str_equal (key, "identity"))
        dr_deck_line_parse (value, FALSE, &parts);
      else
        {
          parts.quantity = 1;
          parts.title = g_strdup ("");
          parts.code = g_strdup (value);
        }
      resolve (reader, &parts, NULL, TRUE, &resolution);
      commit (reader, number, text, &parts, &resolution, TRUE);
    }
  else
    skip_line (reader, number, text, _("Comment"));
}

static char *
unescape_markdown (const char *text)
{
  GString *plain = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\\' && g_ascii_ispunct (p[1]))
        p++;
      g_string_append_c (plain, *p);
    }
  return g_string_free (plain, FALSE);
}

static void
read_heading (Reader     *reader,
              guint       number,
              const char *text)
{
  const char *p = text;
  g_autofree char *content = NULL;
  g_autofree char *key = NULL;
  guint level = 0;

  while (*p == '#')
    {
      p++;
      level++;
    }
  content = g_strstrip (unescape_markdown (p));
  key = dr_text_match_key (content);
  reader->looks_markdown = TRUE;
  if (level == 1 && reader->name == NULL && *content != '\0')
    {
      reader->name = g_strdup (content);
      skip_line (reader, number, text, _("Deck name"));
    }
  else if (g_str_equal (key, "notes"))
    {
      reader->in_notes = TRUE;
      skip_line (reader, number, text, _("Notes"));
    }
  else
    skip_line (reader, number, text, _("Section heading"));
}

static int
find_column (GPtrArray         *fields,
             const char *const *names)
{
  for (guint i = 0; i < fields->len; i++)
    {
      g_autofree char *field = g_ascii_strdown (fields->pdata[i], -1);

      if (g_strv_contains (names, field))
        return i;
    }
  return -1;
}

/* A first line of column names, one of them a quantity, starts a CSV list. */
static gboolean
read_csv_header (Reader     *reader,
                 guint       number,
                 const char *text)
{
  static const char *const quantity[] = { "quantity", "qty", "count", "amount", "copies", NULL };
  static const char *const code[] = { "code", "id", "card code", "printing", NULL };
  static const char *const title[] = { "title", "name", "card", "card name", NULL };
  static const char *const pack[] = { "pack", "set", "pack name", NULL };
  const char separators[] = { ',', ';', '\t' };
  char separator = 0;
  guint most = 0;
  g_autoptr(GPtrArray) fields = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (separators); i++)
    {
      guint n = 0;

      for (const char *p = text; *p != '\0'; p++)
        n += *p == separators[i];
      if (n > most)
        {
          most = n;
          separator = separators[i];
        }
    }
  if (separator == 0)
    return FALSE;
  fields = dr_deck_line_split_csv (text, separator);
  reader->csv_quantity = find_column (fields, quantity);
  reader->csv_code = find_column (fields, code);
  reader->csv_title = find_column (fields, title);
  reader->csv_pack = find_column (fields, pack);
  if (reader->csv_quantity < 0 || (reader->csv_code < 0 && reader->csv_title < 0))
    return FALSE;
  reader->csv = TRUE;
  reader->csv_separator = separator;
  skip_line (reader, number, text, _("Column names"));
  return TRUE;
}

static const char *
csv_field (GPtrArray *fields,
           int        column)
{
  return column >= 0 && (guint) column < fields->len ? fields->pdata[column] : "";
}

static void
read_csv_row (Reader     *reader,
              guint       number,
              const char *text)
{
  g_autoptr(GPtrArray) fields = dr_deck_line_split_csv (text, reader->csv_separator);
  const char *quantity = csv_field (fields, reader->csv_quantity);
  const char *code = csv_field (fields, reader->csv_code);
  g_auto(DrDeckLineParts) parts = { 0 };
  g_auto(Resolution) resolution = { 0 };
  guint64 value;

  if (!g_ascii_string_to_unsigned (quantity, 10, 0, 999, &value, NULL))
    {
      DrDeckImportLine *line = add_line (reader, number, text);

      set_problem (line, DR_DECK_LINE_MALFORMED,
                   g_strdup_printf (_("“%s” is not a quantity"), quantity));
      return;
    }
  parts.quantity = value;
  parts.has_quantity = TRUE;
  parts.title = g_strdup (csv_field (fields, reader->csv_title));
  parts.code = *code != '\0' ? g_strdup (code) : NULL;
  resolve (reader, &parts, csv_field (fields, reader->csv_pack), FALSE, &resolution);
  commit (reader, number, text, &parts, &resolution, FALSE);
}

static gboolean
is_rule (const char *text)
{
  gsize length = strlen (text);

  return length >= 3 && strspn (text, "-") == length ? TRUE
         : length >= 3 && strspn (text, "=") == length ? TRUE
         : length >= 3 && strspn (text, "*") == length ? TRUE
         : length >= 3 && strspn (text, "_") == length;
}

/* "Event (9)", "Icebreakers:", "Anarch": headings of lists sorted by type,
 * faction or pack. A card that shares its name with a pack is a card. */
static gboolean
is_heading (Reader     *reader,
            const char *text,
            const char *key)
{
  g_autofree char *name = NULL;
  g_autofree char *name_key = NULL;
  int count;

  if (dr_deck_line_split_count (text, &name, &count))
    {
      name_key = dr_text_match_key (name);
      return dr_card_index_is_heading_word (reader->cards, name_key);
    }
  return dr_card_index_is_heading_word (reader->cards, key)
         && dr_card_index_find_title (reader->cards, key) == NULL;
}

static void
read_text_line (Reader     *reader,
                guint       number,
                const char *raw)
{
  g_autofree char *text = g_strstrip (g_strdup (raw));
  g_autofree char *key = NULL;

  if (reader->in_notes)
    {
      /* Notes keep their blank lines and indentation. */
      g_autofree char *kept = g_strchomp (g_strdup (raw));

      g_string_append_printf (reader->notes, "%s\n", kept);
      if (*text != '\0')
        skip_line (reader, number, text, _("Notes"));
      return;
    }
  if (*text == '\0')
    return;
  if (g_str_has_prefix (text, ";;"))
    {
      read_meta_line (reader, number, text);
      return;
    }
  if (g_str_has_prefix (text, "//"))
    {
      skip_line (reader, number, text, _("Comment"));
      return;
    }
  if (*text == '#')
    {
      read_heading (reader, number, text);
      return;
    }
  if (is_rule (text))
    {
      skip_line (reader, number, text, NULL);
      return;
    }
  if (reader->csv)
    {
      read_csv_row (reader, number, text);
      return;
    }
  if (!reader->seen_content && read_csv_header (reader, number, text))
    {
      reader->seen_content = TRUE;
      return;
    }
  if (g_str_has_prefix (text, "- ") || g_str_has_prefix (text, "* ") || strstr (text, "](") != NULL
      || strstr (text, "**") != NULL)
    reader->looks_markdown = TRUE;

  key = dr_text_match_key (text);
  if (dr_deck_line_is_total (key))
    {
      skip_line (reader, number, text,
                 g_str_has_prefix (key, "warning") ? _("NetrunnerDB’s warning") : _("Totals"));
      return;
    }
  if (is_heading (reader, text, key))
    {
      skip_line (reader, number, text, _("Section heading"));
      return;
    }
  read_card_line (reader, number, text);
}

/* Calls @read for every line with its 1-based number; "\r\n", "\n" and
 * "\r" all end a line. */
static void
for_each_line (Reader     *reader,
               const char *text,
               gsize       length,
               void      (*read) (Reader *, guint, const char *))
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
      read (reader, number++, line);
      if (stop < end && *stop == '\r' && stop + 1 < end && stop[1] == '\n')
        stop++;
      p = stop + 1;
    }
}

/* ---------------------------------------------------------------------- */
/* OCTGN .o8d                                                             */

typedef struct
{
  Reader    *reader;
  char     **source_lines;
  gboolean   saw_deck;
  gboolean   in_card;
  gboolean   in_notes;
  guint      card_line;
  char      *card_quantity;
  char      *card_id;
  GString   *card_text;
} O8dReader;

static const char *
source_line (O8dReader *o8d,
             guint      number)
{
  guint n = g_strv_length (o8d->source_lines);

  return number >= 1 && number <= n ? o8d->source_lines[number - 1] : "";
}

/* OCTGN ids end in the card code; NetrunnerDB's all share one prefix. */
static char *
code_from_octgn_id (const char *id)
{
  gsize length = strlen (id);

  if (g_str_has_prefix (id, OCTGN_ID_PREFIX))
    return g_strdup (id + strlen (OCTGN_ID_PREFIX));
  return length >= 5 ? g_strdup (id + length - 5) : g_strdup (id);
}

static void
o8d_start_element (GMarkupParseContext  *context,
                   const char           *element,
                   const char          **names,
                   const char          **values,
                   gpointer              data,
                   GError              **error)
{
  O8dReader *o8d = data;

  if (g_str_equal (element, "deck"))
    o8d->saw_deck = TRUE;
  else if (g_str_equal (element, "card"))
    {
      int line, column;

      g_markup_parse_context_get_position (context, &line, &column);
      o8d->in_card = TRUE;
      o8d->card_line = line;
      g_string_truncate (o8d->card_text, 0);
      g_clear_pointer (&o8d->card_quantity, g_free);
      g_clear_pointer (&o8d->card_id, g_free);
      for (guint i = 0; names[i] != NULL; i++)
        {
          if (g_str_equal (names[i], "qty"))
            o8d->card_quantity = g_strdup (values[i]);
          else if (g_str_equal (names[i], "id"))
            o8d->card_id = g_strdup (values[i]);
        }
    }
  else if (g_str_equal (element, "notes"))
    o8d->in_notes = TRUE;
}

static void
o8d_text (GMarkupParseContext  *context,
          const char           *text,
          gsize                 length,
          gpointer              data,
          GError              **error)
{
  O8dReader *o8d = data;

  if (o8d->in_card)
    g_string_append_len (o8d->card_text, text, length);
  else if (o8d->in_notes)
    g_string_append_len (o8d->reader->notes, text, length);
}

static void
o8d_read_card (O8dReader *o8d)
{
  Reader *reader = o8d->reader;
  const char *text = source_line (o8d, o8d->card_line);
  g_auto(DrDeckLineParts) parts = { 0 };
  g_auto(Resolution) resolution = { 0 };
  guint64 quantity = 1;

  if (o8d->card_quantity != NULL
      && !g_ascii_string_to_unsigned (o8d->card_quantity, 10, 0, 999, &quantity, NULL))
    {
      DrDeckImportLine *line = add_line (reader, o8d->card_line, text);

      set_problem (line, DR_DECK_LINE_MALFORMED,
                   g_strdup_printf (_("“%s” is not a quantity"), o8d->card_quantity));
      return;
    }
  parts.quantity = quantity;
  parts.has_quantity = TRUE;
  parts.title = g_strstrip (g_strdup (o8d->card_text->str));
  parts.code = o8d->card_id != NULL ? code_from_octgn_id (o8d->card_id) : NULL;
  resolve (reader, &parts, NULL, FALSE, &resolution);
  commit (reader, o8d->card_line, text, &parts, &resolution, FALSE);
}

static void
o8d_end_element (GMarkupParseContext  *context,
                 const char           *element,
                 gpointer              data,
                 GError              **error)
{
  O8dReader *o8d = data;

  if (g_str_equal (element, "card") && o8d->in_card)
    {
      o8d->in_card = FALSE;
      o8d_read_card (o8d);
    }
  else if (g_str_equal (element, "notes"))
    o8d->in_notes = FALSE;
}

static gboolean
read_o8d (Reader      *reader,
          const char  *text,
          gsize        length,
          GError     **error)
{
  static const GMarkupParser parser = { o8d_start_element, o8d_end_element, o8d_text, NULL, NULL };
  g_autofree char *copy = g_strndup (text, length);
  O8dReader o8d = { reader };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) local_error = NULL;
  gboolean ok;

  o8d.source_lines = g_strsplit (copy, "\n", -1);
  o8d.card_text = g_string_new (NULL);
  context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &o8d, NULL);
  ok = g_markup_parse_context_parse (context, text, length, &local_error)
       && g_markup_parse_context_end_parse (context, &local_error);
  g_strfreev (o8d.source_lines);
  g_string_free (o8d.card_text, TRUE);
  g_free (o8d.card_quantity);
  g_free (o8d.card_id);
  if (!ok)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("The OCTGN deck is not well-formed XML: %s"), local_error->message);
      return FALSE;
    }
  if (!o8d.saw_deck)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("The XML file is not an OCTGN deck: it has no <deck> element"));
      return FALSE;
    }
  reader->result->format = DR_DECK_FORMAT_O8D;
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* Putting the deck together                                              */

/* The identity's game, else the game most copies belong to. */
static const char *
find_game (Reader *reader)
{
  g_autoptr(GHashTable) copies = g_hash_table_new (g_str_hash, g_str_equal);
  const char *best = NULL;
  guint most = 0;

  for (guint i = 0; i < reader->pending->len; i++)
    {
      Pending *pending = reader->pending->pdata[i];

      if (pending->choices->len == 1 && is_identity (pending->choices->pdata[0]))
        return ((const DrPrinting *) pending->choices->pdata[0])->game;
    }
  for (guint i = 0; i < reader->pending->len; i++)
    {
      Pending *pending = reader->pending->pdata[i];
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
keep_game (Pending    *pending,
           const char *game)
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
settle (Reader     *reader,
        Pending    *pending,
        const char *game)
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
      set_problem (line, DR_DECK_LINE_AMBIGUOUS,
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
      set_problem (line, DR_DECK_LINE_CONFLICT,
                   g_strdup_printf (_("“%s” is a card of another game (%s)"), printing->title, printing->game));
      return;
    }
  if (pending->wants_identity && !is_identity (printing))
    {
      add_candidate (line, printing);
      set_problem (line, DR_DECK_LINE_CONFLICT,
                   g_strdup_printf (_("“%s” is not an identity"), printing->title));
      return;
    }
  if (!is_identity (printing))
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
      set_problem (line, DR_DECK_LINE_CONFLICT,
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
find_side (Reader     *reader,
           const char *game)
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
finish (Reader     *reader,
        const char *source_name)
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
    result->format = DR_DECK_FORMAT_CSV;
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
convert_utf16 (const char  *text,
               gsize        length,
               gsize       *converted_length,
               GError     **error)
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
dr_deck_import_text (const DrCardIndex  *cards,
                     const char         *text,
                     gssize              length,
                     const char         *source_name,
                     GError            **error)
{
  g_autofree char *converted = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(DrDeckImport) result = NULL;
  gsize size = length < 0 ? strlen (text) : (gsize) length;
  const char *invalid;
  const char *start;
  Reader reader = { cards };

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
      if (!read_o8d (&reader, text, size, error))
        g_clear_pointer (&result, dr_deck_import_free);
    }
  else
    for_each_line (&reader, text, size, read_text_line);
  if (result != NULL)
    finish (&reader, source_name);

  g_ptr_array_unref (reader.pending);
  g_string_free (reader.notes, TRUE);
  g_free (reader.name);
  return g_steal_pointer (&result);
}

DrDeckImport *
dr_deck_import_file (const DrCardIndex  *cards,
                     const char         *path,
                     GError            **error)
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
