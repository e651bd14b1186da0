/* dr-deck-import-text.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-import"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-deck-import-private.h"
#include "dr-text.h"

/* Lines of text lists: NetrunnerDB's, jinteki.net's, Markdown, CSV and
 * whatever people type. */

/* A line that gives no quantity and comes first is the deck's name
 * (NetrunnerDB's downloads and most pasted lists start so) unless it is
 * the identity or names its pack. */
static gboolean
is_name_line (DrDeckReader           *reader,
              const DrDeckLineParts  *parts,
              gboolean                exact,
              const DrDeckResolution *resolution)
{
  const DrPrinting *printing;

  if (reader->seen_content || reader->name != NULL || parts->has_quantity || parts->code != NULL)
    return FALSE;
  if (!exact || resolution->choices->len != 1)
    return TRUE;
  printing = resolution->choices->pdata[0];
  return !dr_printing_is_identity (printing) && !resolution->explicit_printing;
}

static void
read_card_line (DrDeckReader *reader,
                guint         number,
                const char   *text)
{
  g_auto(DrDeckLineParts) parts = { 0 };
  g_auto(DrDeckResolution) resolution = { 0 };
  gboolean exact;

  dr_deck_line_parse (text, TRUE, &parts);
  exact = dr_deck_reader_resolve (reader, &parts, NULL, !parts.has_quantity, &resolution);
  if (!exact && parts.quantity_first)
    {
      /* "15 Minutes" is a title, not fifteen copies of "Minutes". */
      g_auto(DrDeckLineParts) whole = { 0 };
      g_auto(DrDeckResolution) again = { 0 };

      dr_deck_line_parse (text, FALSE, &whole);
      if (dr_deck_reader_resolve (reader, &whole, NULL, FALSE, &again))
        {
          dr_deck_line_parts_clear (&parts);
          parts = whole;
          memset (&whole, 0, sizeof whole);
          dr_deck_resolution_clear (&resolution);
          resolution = again;
          memset (&again, 0, sizeof again);
          exact = TRUE;
        }
    }
  if (is_name_line (reader, &parts, exact, &resolution))
    {
      reader->name = g_strdup (text);
      dr_deck_reader_skip_line (reader, number, text, _("Deck name"));
    }
  else
    {
      reader->n_card_lines++;
      reader->n_pack_lines += resolution.named_pack;
      dr_deck_reader_commit (reader, number, text, &parts, &resolution, parts.labelled_identity);
    }
  reader->seen_content = TRUE;
}

static void
append_notes (DrDeckReader *reader,
              const char   *text)
{
  if (reader->notes->len > 0)
    g_string_append_c (reader->notes, '\n');
  g_string_append (reader->notes, text);
}

/* jinteki.net's ";; key: value" lines; anything else after ";;" is a comment. */
static void
read_meta_line (DrDeckReader *reader,
                guint         number,
                const char   *text)
{
  g_autofree char *body = g_strstrip (g_strdup (text + 2));
  char *colon = strchr (body, ':');
  g_autofree char *key = NULL;
  const char *value;

  reader->looks_jinteki = TRUE;
  if (colon == NULL)
    {
      dr_deck_reader_skip_line (reader, number, text, _("Comment"));
      return;
    }
  *colon = '\0';
  key = g_ascii_strdown (g_strstrip (body), -1);
  value = g_strstrip (colon + 1);
  if ((g_str_equal (key, "title") || g_str_equal (key, "name")) && *value != '\0')
    {
      g_free (reader->name);
      reader->name = g_strdup (value);
      dr_deck_reader_skip_line (reader, number, text, _("Deck name"));
    }
  else if (g_str_equal (key, "notes"))
    {
      append_notes (reader, value);
      dr_deck_reader_skip_line (reader, number, text, _("Notes"));
    }
  else if (g_str_equal (key, "identity") || g_str_equal (key, "identity-code"))
    {
      g_auto(DrDeckLineParts) parts = { 0 };
      g_auto(DrDeckResolution) resolution = { 0 };

      if (g_str_equal (key, "identity"))
        dr_deck_line_parse (value, FALSE, &parts);
      else
        {
          parts.quantity = 1;
          parts.title = g_strdup ("");
          parts.code = g_strdup (value);
        }
      dr_deck_reader_resolve (reader, &parts, NULL, TRUE, &resolution);
      dr_deck_reader_commit (reader, number, text, &parts, &resolution, TRUE);
    }
  else
    dr_deck_reader_skip_line (reader, number, text, _("Comment"));
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
read_heading (DrDeckReader *reader,
              guint         number,
              const char   *text)
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
      dr_deck_reader_skip_line (reader, number, text, _("Deck name"));
    }
  else if (g_str_equal (key, "notes"))
    {
      reader->in_notes = TRUE;
      dr_deck_reader_skip_line (reader, number, text, _("Notes"));
    }
  else
    dr_deck_reader_skip_line (reader, number, text, _("Section heading"));
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
read_csv_header (DrDeckReader *reader,
                 guint         number,
                 const char   *text)
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
  dr_deck_reader_skip_line (reader, number, text, _("Column names"));
  return TRUE;
}

static const char *
csv_field (GPtrArray *fields,
           int        column)
{
  return column >= 0 && (guint) column < fields->len ? fields->pdata[column] : "";
}

static void
read_csv_row (DrDeckReader *reader,
              guint         number,
              const char   *text)
{
  g_autoptr(GPtrArray) fields = dr_deck_line_split_csv (text, reader->csv_separator);
  const char *quantity = csv_field (fields, reader->csv_quantity);
  const char *code = csv_field (fields, reader->csv_code);
  g_auto(DrDeckLineParts) parts = { 0 };
  g_auto(DrDeckResolution) resolution = { 0 };
  guint64 value;

  if (!g_ascii_string_to_unsigned (quantity, 10, 0, 999, &value, NULL))
    {
      DrDeckImportLine *line = dr_deck_reader_add_line (reader, number, text);

      dr_deck_line_set_problem (line, DR_DECK_LINE_MALFORMED,
                   g_strdup_printf (_("“%s” is not a quantity"), quantity));
      return;
    }
  parts.quantity = value;
  parts.has_quantity = TRUE;
  parts.title = g_strdup (csv_field (fields, reader->csv_title));
  parts.code = *code != '\0' ? g_strdup (code) : NULL;
  dr_deck_reader_resolve (reader, &parts, csv_field (fields, reader->csv_pack), FALSE, &resolution);
  dr_deck_reader_commit (reader, number, text, &parts, &resolution, FALSE);
}

/* A Markdown rule: "---", "***", "___" or "===". */
static gboolean
is_rule (const char *text)
{
  if (strlen (text) < 3 || strchr ("-*_=", *text) == NULL)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (*p != *text)
      return FALSE;
  return TRUE;
}

/* "Event (9)", "Icebreakers:", "Anarch": headings of lists sorted by type,
 * faction or pack. A card that shares its name with a pack is a card. */
static gboolean
is_heading (DrDeckReader *reader,
            const char   *text,
            const char   *key)
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

void
dr_deck_reader_read_text_line (DrDeckReader *reader,
                               guint         number,
                               const char   *raw)
{
  g_autofree char *text = g_strstrip (g_strdup (raw));
  g_autofree char *key = NULL;

  if (reader->in_notes)
    {
      /* Notes keep their blank lines and indentation. */
      g_autofree char *kept = g_strchomp (g_strdup (raw));

      g_string_append_printf (reader->notes, "%s\n", kept);
      if (*text != '\0')
        dr_deck_reader_skip_line (reader, number, text, _("Notes"));
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
      dr_deck_reader_skip_line (reader, number, text, _("Comment"));
      return;
    }
  if (*text == '#')
    {
      read_heading (reader, number, text);
      return;
    }
  if (is_rule (text))
    {
      dr_deck_reader_skip_line (reader, number, text, NULL);
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
      dr_deck_reader_skip_line (reader, number, text,
                 g_str_has_prefix (key, "warning") ? _("NetrunnerDB’s warning") : _("Totals"));
      return;
    }
  if (is_heading (reader, text, key))
    {
      dr_deck_reader_skip_line (reader, number, text, _("Section heading"));
      return;
    }
  read_card_line (reader, number, text);
}
