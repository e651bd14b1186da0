/* dr-json-parallel.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-json-parallel"

#include "config.h"

#include <string.h>

#include "dr-json-parallel.h"

/* The scanner below only decides where to cut the text; json-glib still reads
 * every byte of every piece. A document the scanner misreads fails to parse
 * in pieces, and dr_json_document_parse() returns NULL so that the caller
 * parses it whole and reports json-glib's own error. */

typedef struct
{
  const char *p;
  const char *end;
} Scanner;

static void
skip_space (Scanner *s)
{
  while (s->p < s->end && (*s->p == ' ' || *s->p == '\n' || *s->p == '\r' || *s->p == '\t'))
    s->p++;
}

static gboolean
skip_string (Scanner *s)
{
  s->p++;
  while (s->p < s->end)
    {
      const char *quote_or_escape = s->p;

      while (quote_or_escape < s->end && *quote_or_escape != '"' && *quote_or_escape != '\\')
        quote_or_escape++;
      if (quote_or_escape >= s->end)
        break;
      if (*quote_or_escape == '"')
        {
          s->p = quote_or_escape + 1;
          return TRUE;
        }
      s->p = quote_or_escape + 2;
    }
  return FALSE;
}

static gboolean
skip_value (Scanner *s)
{
  int depth = 0;

  do
    {
      if (s->p >= s->end)
        return FALSE;
      switch (*s->p)
        {
        case '"':
          if (!skip_string (s))
            return FALSE;
          break;
        case '{':
        case '[':
          depth++;
          s->p++;
          break;
        case '}':
        case ']':
          if (depth == 0)
            return FALSE;
          depth--;
          s->p++;
          break;
        case ',':
        case ':':
          if (depth == 0)
            return FALSE;
          s->p++;
          break;
        default:
          s->p++;
          /* A number, true, false or null ends at the next delimiter. */
          if (depth == 0)
            {
              while (s->p < s->end && strchr (",]} \t\r\n", *s->p) == NULL)
                s->p++;
            }
          break;
        }
    }
  while (depth > 0);
  return TRUE;
}

/* Finds the record list: the document itself when it is an array, otherwise
 * the array value of the top-level member "data". */
static gboolean
find_record_list (Scanner     *s,
                  const char **list_start)
{
  skip_space (s);
  if (s->p < s->end && *s->p == '[')
    {
      *list_start = s->p;
      return TRUE;
    }
  if (s->p >= s->end || *s->p != '{')
    return FALSE;
  s->p++;
  for (;;)
    {
      const char *key, *key_end;

      skip_space (s);
      if (s->p >= s->end || *s->p != '"')
        return FALSE;
      key = s->p;
      if (!skip_string (s))
        return FALSE;
      key_end = s->p;
      skip_space (s);
      if (s->p >= s->end || *s->p != ':')
        return FALSE;
      s->p++;
      skip_space (s);
      if (key_end - key == 6 && memcmp (key, "\"data\"", 6) == 0 && s->p < s->end && *s->p == '[')
        {
          *list_start = s->p;
          return TRUE;
        }
      if (!skip_value (s))
        return FALSE;
      skip_space (s);
      if (s->p >= s->end || *s->p != ',')
        return FALSE;
      s->p++;
    }
}

typedef struct
{
  char       *text;     /* "[" records "]" */
  gsize       length;
  JsonParser *parser;
  gboolean    parsed;
} Piece;

struct _DrJsonDocument
{
  JsonParser *whole;    /* the document with its record list emptied */
  Piece      *pieces;
  guint       n_pieces;
};

static gpointer
parse_piece (gpointer data)
{
  Piece *piece = data;

  piece->parser = json_parser_new ();
  piece->parsed = json_parser_load_from_data (piece->parser, piece->text, piece->length, NULL);
  return NULL;
}

static gpointer
free_piece (gpointer data)
{
  Piece *piece = data;

  g_clear_object (&piece->parser);
  g_clear_pointer (&piece->text, g_free);
  return NULL;
}

/* Runs func on every piece, the first in the calling thread. */
static void
for_each_piece_in_parallel (DrJsonDocument *document,
                            GThreadFunc     func)
{
  g_autofree GThread **threads = g_new0 (GThread *, document->n_pieces);

  for (guint i = 1; i < document->n_pieces; i++)
    threads[i] = g_thread_new ("dr-json-piece", func, &document->pieces[i]);
  func (&document->pieces[0]);
  for (guint i = 1; i < document->n_pieces; i++)
    g_thread_join (threads[i]);
}

static Piece
make_piece (const char *first_record,
            const char *after_last_record)
{
  Piece piece = { NULL, 0, NULL, FALSE };
  gsize size = after_last_record - first_record;

  piece.text = g_malloc (size + 2);
  piece.text[0] = '[';
  memcpy (piece.text + 1, first_record, size);
  piece.text[size + 1] = ']';
  piece.length = size + 2;
  return piece;
}

void
dr_json_document_free (DrJsonDocument *document)
{
  if (document == NULL)
    return;
  /* The record trees are most of the memory; freeing them is work too. */
  g_clear_object (&document->whole);
  if (document->n_pieces > 0)
    for_each_piece_in_parallel (document, free_piece);
  g_free (document->pieces);
  g_free (document);
}

/* Returns NULL when the text is not a record list that can be cut (or not
 * valid JSON): the caller then parses it whole. */
DrJsonDocument *
dr_json_document_parse (const char *text,
                        gsize       length,
                        guint       n_parts)
{
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (const char *));
  g_autoptr(DrJsonDocument) document = g_new0 (DrJsonDocument, 1);
  g_autoptr(GString) outline = NULL;
  Scanner s = { text, text + length };
  const char *list_start, *list_end;
  JsonNode *root;
  JsonArray *records;

  if (n_parts < 1 || !find_record_list (&s, &list_start))
    return NULL;

  s.p = list_start + 1;
  skip_space (&s);
  while (s.p < s.end && *s.p != ']')
    {
      g_array_append_val (starts, s.p);
      if (!skip_value (&s))
        return NULL;
      skip_space (&s);
      if (s.p < s.end && *s.p == ',')
        {
          s.p++;
          skip_space (&s);
        }
      else if (s.p >= s.end || *s.p != ']')
        return NULL;
    }
  if (s.p >= s.end)
    return NULL;
  list_end = s.p;   /* at the closing bracket */

  n_parts = MIN (n_parts, MAX (starts->len, 1));
  document->pieces = g_new0 (Piece, n_parts);
  document->n_pieces = n_parts;
  for (guint i = 0; i < n_parts; i++)
    {
      guint first = starts->len * i / n_parts;
      guint next = starts->len * (i + 1) / n_parts;
      const char *from = starts->len > 0 ? g_array_index (starts, const char *, first) : list_end;
      const char *to = next < starts->len ? g_array_index (starts, const char *, next) : list_end;

      /* Back over the comma that separates this piece from the next. */
      if (next < starts->len)
        {
          while (to > from && to[-1] != ',')
            to--;
          to--;
        }
      document->pieces[i] = make_piece (from, to);
    }

  /* The rest of the document, with an empty list where the records were. */
  outline = g_string_sized_new ((list_start - text) + (text + length - list_end) + 2);
  g_string_append_len (outline, text, list_start - text);
  g_string_append (outline, "[]");
  g_string_append_len (outline, list_end + 1, text + length - (list_end + 1));
  document->whole = json_parser_new ();

  for_each_piece_in_parallel (document, parse_piece);
  if (!json_parser_load_from_data (document->whole, outline->str, outline->len, NULL))
    return NULL;
  for (guint i = 0; i < n_parts; i++)
    if (!document->pieces[i].parsed)
      return NULL;

  root = json_parser_get_root (document->whole);
  if (JSON_NODE_HOLDS_ARRAY (root))
    records = json_node_get_array (root);
  else
    records = json_object_get_array_member (json_node_get_object (root), "data");
  /* A second "data" member would have replaced the emptied one. */
  if (records == NULL || json_array_get_length (records) != 0)
    return NULL;
  for (guint i = 0; i < n_parts; i++)
    {
      JsonArray *piece = json_node_get_array (json_parser_get_root (document->pieces[i].parser));

      for (guint k = 0; k < json_array_get_length (piece); k++)
        json_array_add_element (records, json_node_ref (json_array_get_element (piece, k)));
    }
  return g_steal_pointer (&document);
}

JsonNode *
dr_json_document_get_root (DrJsonDocument *document)
{
  return json_parser_get_root (document->whole);
}

JsonNode *
dr_json_parse_root (const char  *text,
                    gsize        length,
                    GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  guint n_parts = MIN (g_get_num_processors (), 4);

  if (n_parts > 1 && length >= DR_JSON_PARALLEL_MIN_SIZE)
    {
      g_autoptr(DrJsonDocument) document = dr_json_document_parse (text, length, n_parts);

      /* The records are referenced from the root's list as well as from their
       * pieces, so the root outlives the document. */
      if (document != NULL)
        return json_node_ref (dr_json_document_get_root (document));
    }
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, text, length, error))
    return NULL;
  return json_node_ref (json_parser_get_root (parser));
}
