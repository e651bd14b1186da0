/* dr-deck-import-o8d.c
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

/* NetrunnerDB writes OCTGN ids as this prefix and the card code. */
#define OCTGN_ID_PREFIX "bc0f047c-01b1-427f-a439-d451eda"

typedef struct
{
  DrDeckReader  *reader;
  char         **source_lines;
  gboolean       saw_deck;
  gboolean       in_card;
  gboolean       in_notes;
  guint          card_line;
  gboolean       card_self_closing;
  char          *card_quantity;
  char          *card_id;
  GString       *card_text;
  const char    *text;
  gsize          length;
  gsize          scanned;        /* where the search for the next <card> element resumes */
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

/* Where @from starts with @prefix, the end of the first @terminator after
 * it, else @from itself. */
static gsize
skip_construct (O8dReader  *o8d,
                gsize       from,
                const char *prefix,
                const char *terminator)
{
  const char *found;

  if (o8d->length - from < strlen (prefix) || strncmp (o8d->text + from, prefix, strlen (prefix)) != 0)
    return from;
  found = g_strstr_len (o8d->text + from, o8d->length - from, terminator);
  return found != NULL ? (gsize) (found - o8d->text) + strlen (terminator) : o8d->length;
}

/* The parser reports no reliable offsets, so the source is scanned for the
 * <card> element it has just reported, in step with it: comments, CDATA and
 * processing instructions are skipped; attribute values cannot hold "<" nor
 * the card's text ">", so a plain search finds the tags. The record is the
 * whole element, so that a line holding several cards gets one record each. */
static void
find_card_record (O8dReader *o8d,
                  gboolean   *self_closing)
{
  gsize at = o8d->scanned;

  while (at < o8d->length)
    {
      gsize skipped = skip_construct (o8d, at, "<!--", "-->");

      skipped = skip_construct (o8d, skipped, "<![CDATA[", "]]>");
      skipped = skip_construct (o8d, skipped, "<?", "?>");
      if (skipped != at)
        {
          at = skipped;
          continue;
        }
      if (o8d->length - at > 5 && strncmp (o8d->text + at, "<card", 5) == 0
          && (g_ascii_isspace (o8d->text[at + 5]) || o8d->text[at + 5] == '>' || o8d->text[at + 5] == '/'))
        break;
      at++;
    }
  o8d->reader->record_start = at;
  {
    const char *close = memchr (o8d->text + at, '>', o8d->length - at);
    gsize tag_end = close != NULL ? (gsize) (close - o8d->text) + 1 : o8d->length;

    *self_closing = tag_end >= 2 && o8d->text[tag_end - 2] == '/';
    o8d->scanned = tag_end;
  }
}

static void
find_card_record_end (O8dReader *o8d,
                      gboolean   self_closing)
{
  if (!self_closing)
    {
      const char *close = g_strstr_len (o8d->text + o8d->scanned, o8d->length - o8d->scanned, "</card");
      const char *end = close != NULL ? memchr (close, '>', o8d->text + o8d->length - close) : NULL;

      o8d->scanned = end != NULL ? (gsize) (end - o8d->text) + 1 : o8d->length;
    }
  o8d->reader->record_end = o8d->scanned;
}

char *
dr_deck_o8d_card_element (int         quantity,
                          const char *code,
                          const char *title)
{
  g_autofree char *id = g_strconcat (OCTGN_ID_PREFIX, code, NULL);

  return g_markup_printf_escaped ("<card qty=\"%d\" id=\"%s\">%s</card>", quantity, id, title);
}

static void
o8d_start_element (GMarkupParseContext *context,
                   const char          *element,
                   const char         **names,
                   const char         **values,
                   gpointer             data,
                   GError             **error)
{
  O8dReader *o8d = data;

  if (g_str_equal (element, "deck"))
    o8d->saw_deck = TRUE;
  else if (g_str_equal (element, "card"))
    {
      int line, column;

      g_markup_parse_context_get_position (context, &line, &column);
      find_card_record (o8d, &o8d->card_self_closing);
      o8d->in_card = TRUE;
      o8d->card_line = line;
      g_string_truncate (o8d->card_text, 0);
      g_clear_pointer (&o8d->card_quantity, g_free);
      g_clear_pointer (&o8d->card_id, g_free);
      /* GMarkup lets an attribute repeat: the last one counts, as in a
       * browser's reading of the same file */
      for (guint i = 0; names[i] != NULL; i++)
        {
          char **field = g_str_equal (names[i], "qty") ? &o8d->card_quantity
                         : g_str_equal (names[i], "id") ? &o8d->card_id : NULL;

          if (field != NULL)
            {
              g_free (*field);
              *field = g_strdup (values[i]);
            }
        }
    }
  else if (g_str_equal (element, "notes"))
    o8d->in_notes = TRUE;
}

static void
o8d_text (GMarkupParseContext *context,
          const char          *text,
          gsize                length,
          gpointer             data,
          GError             **error)
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
  DrDeckReader *reader = o8d->reader;
  const char *text = source_line (o8d, o8d->card_line);
  g_auto(DrDeckLineParts) parts = { 0 };
  g_auto(DrDeckResolution) resolution = { 0 };
  guint64 quantity = 1;

  if (o8d->card_quantity != NULL
      && !g_ascii_string_to_unsigned (o8d->card_quantity, 10, 0, 999, &quantity, NULL))
    {
      DrDeckImportLine *line = dr_deck_reader_add_line (reader, o8d->card_line, text);

      dr_deck_line_set_problem (line, DR_DECK_LINE_MALFORMED,
                   g_strdup_printf (_("“%s” is not a quantity"), o8d->card_quantity));
      return;
    }
  parts.quantity = quantity;
  parts.has_quantity = TRUE;
  parts.title = g_strstrip (g_strdup (o8d->card_text->str));
  parts.code = o8d->card_id != NULL ? code_from_octgn_id (o8d->card_id) : NULL;
  dr_deck_reader_resolve (reader, &parts, NULL, FALSE, &resolution);
  dr_deck_reader_commit (reader, o8d->card_line, text, &parts, &resolution, FALSE);
}

static void
o8d_end_element (GMarkupParseContext *context,
                 const char          *element,
                 gpointer             data,
                 GError             **error)
{
  O8dReader *o8d = data;

  if (g_str_equal (element, "card") && o8d->in_card)
    {
      o8d->in_card = FALSE;
      find_card_record_end (o8d, o8d->card_self_closing);
      o8d_read_card (o8d);
    }
  else if (g_str_equal (element, "notes"))
    o8d->in_notes = FALSE;
}

gboolean
dr_deck_reader_read_o8d (DrDeckReader *reader,
                         const char   *text,
                         gsize         length,
                         GError      **error)
{
  static const GMarkupParser parser = { o8d_start_element, o8d_end_element, o8d_text, NULL, NULL };
  g_autofree char *copy = g_strndup (text, length);
  O8dReader o8d = { reader, .text = text, .length = length };
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
