/* dr-deck-line.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-line"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dr-deck-line.h"

#define MULTIPLICATION_SIGN "\xc3\x97"   /* U+00D7, "3×" */

void
dr_deck_line_parts_clear (DrDeckLineParts *parts)
{
  g_clear_pointer (&parts->title, g_free);
  g_clear_pointer (&parts->bare_title, g_free);
  g_clear_pointer (&parts->bracket, g_free);
  g_clear_pointer (&parts->code, g_free);
}

/* Influence dots (NetrunnerDB: • spent, ● and ○ in its on-page view, ♘ for
 * restricted) carry nothing an import needs. */
static gboolean
is_decoration (gunichar c)
{
  return c == 0x2022 || c == 0x25CF || c == 0x25CB || c == 0x2658 || c == 0x2605 || c == 0x2606;
}

static void
drop_decorations (GString *line)
{
  g_autoptr(GString) kept = NULL;

  if (g_str_is_ascii (line->str))
    return;
  kept = g_string_sized_new (line->len);
  for (const char *p = line->str; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == 0x00A0)
        g_string_append_c (kept, ' ');
      else if (!is_decoration (c))
        g_string_append_unichar (kept, c);
    }
  g_string_assign (line, kept->str);
}

static void
replace_all (GString    *line,
             const char *from,
             const char *to)
{
  g_string_replace (line, from, to, 0);
}

/* "[Sure Gamble](https://netrunnerdb.com/en/card/01050)" becomes its text;
 * a NetrunnerDB card address gives the printing. */
static void
unlink_markdown (GString  *line,
                 char    **code)
{
  const char *middle;

  while ((middle = strstr (line->str, "](")) != NULL)
    {
      const char *open = middle, *close = strchr (middle + 2, ')');
      g_autofree char *address = NULL;
      const char *card;
      gsize open_at;

      while (open > line->str && *open != '[')
        open--;
      if (*open != '[' || close == NULL)
        return;
      address = g_strndup (middle + 2, close - middle - 2);
      card = strstr (address, "/card/");
      if (card != NULL && *code == NULL)
        {
          const char *start = card + strlen ("/card/"), *end = start;

          while (g_ascii_isalnum (*end))
            end++;
          if (end > start)
            *code = g_strndup (start, end - start);
        }
      open_at = open - line->str;
      g_string_erase (line, middle - line->str, close - middle + 1);
      g_string_erase (line, open_at, 1);
    }
}

static void
clean_markdown (GString  *line,
                char    **code)
{
  const char *p = line->str;

  while (*p == ' ' || *p == '\t')
    p++;
  if ((*p == '-' || *p == '*' || *p == '+') && (p[1] == ' ' || p[1] == '\t'))
    g_string_erase (line, 0, p + 2 - line->str);
  if (strstr (line->str, "](") != NULL)
    unlink_markdown (line, code);
  replace_all (line, "**", "");
  replace_all (line, "__", "");
  replace_all (line, "_(", "(");
  replace_all (line, ")_", ")");
  replace_all (line, "`", "");
  if (strchr (line->str, '\\') != NULL)
    {
      gsize out = 0;

      for (gsize in = 0; in < line->len; in++)
        {
          if (line->str[in] == '\\' && g_ascii_ispunct (line->str[in + 1]))
            in++;
          line->str[out++] = line->str[in];
        }
      g_string_truncate (line, out);
    }
}

/* jinteki.net's "[id: 01050, art: alt]" after the title. */
static void
take_card_parameters (GString  *line,
                      char    **code)
{
  char *open;
  g_auto(GStrv) pairs = NULL;

  g_strchomp (line->str);
  line->len = strlen (line->str);
  if (line->len == 0 || line->str[line->len - 1] != ']' || (open = strrchr (line->str, '[')) == NULL)
    return;
  line->str[line->len - 1] = '\0';
  pairs = g_strsplit (open + 1, ",", -1);
  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (pairs[i], ":", 2);

      if (pair[0] != NULL && pair[1] != NULL && g_ascii_strcasecmp (g_strstrip (pair[0]), "id") == 0
          && *code == NULL)
        *code = g_strdup (g_strstrip (pair[1]));
    }
  g_string_truncate (line, open - line->str);
}

static gboolean
is_times (const char *p,
          gsize      *length)
{
  if (*p == 'x' || *p == 'X')
    {
      *length = 1;
      return TRUE;
    }
  if (g_str_has_prefix (p, MULTIPLICATION_SIGN))
    {
      *length = strlen (MULTIPLICATION_SIGN);
      return TRUE;
    }
  return FALSE;
}

/* Up to three digits; a longer number is not a count of cards. */
static gboolean
read_number (const char **p,
             int         *number)
{
  const char *s = *p;
  int value = 0;

  while (g_ascii_isdigit (*s) && s - *p < 4)
    value = value * 10 + (*s++ - '0');
  if (s == *p || s - *p > 3 || g_ascii_isdigit (*s))
    return FALSE;
  *p = s;
  *number = value;
  return TRUE;
}

static const char *
skip_spaces (const char *p)
{
  while (g_ascii_isspace (*p))
    p++;
  return p;
}

/* "3 Title", "3x Title", "3 x Title", "x3 Title", "(3) Title", "[3] Title":
 * the count and what follows it, at least one space apart. */
static gboolean
take_leading_quantity (const char  *text,
                       int         *quantity,
                       const char **rest)
{
  const char *p = text;
  gsize times;

  if (*p == '(' || *p == '[')
    {
      char close = *p == '(' ? ')' : ']';

      p++;
      if (!read_number (&p, quantity) || *p != close)
        return FALSE;
      p++;
    }
  else if (is_times (p, &times) && g_ascii_isdigit (p[times]))
    {
      p += times;
      if (!read_number (&p, quantity))
        return FALSE;
    }
  else
    {
      if (!read_number (&p, quantity))
        return FALSE;
      if (is_times (p, &times) && g_ascii_isspace (p[times]))
        p += times;
      else if (g_ascii_isspace (*p))
        {
          const char *after = skip_spaces (p);

          if (is_times (after, &times) && g_ascii_isspace (after[times]))
            p = after + times;
        }
    }
  if (!g_ascii_isspace (*p))
    return FALSE;
  p = skip_spaces (p);
  if (*p == '\0')
    return FALSE;
  *rest = p;
  return TRUE;
}

/* "Title x3", "Title x 3", "Title ×3"; cuts it off @title. */
static gboolean
take_trailing_quantity (char *title,
                        int  *quantity)
{
  char *end = title + strlen (title);
  char *digits = end;
  char *p;
  gsize times;

  while (digits > title && g_ascii_isdigit (digits[-1]))
    digits--;
  if (digits == end || end - digits > 3)
    return FALSE;
  p = digits;
  if (p > title && p[-1] == ' ')
    p--;
  if (p - 1 >= title && (p[-1] == 'x' || p[-1] == 'X'))
    p -= 1;
  else if (p - 2 >= title && is_times (p - 2, &times))
    p -= 2;
  else
    return FALSE;
  if (p == title || !g_ascii_isspace (p[-1]))
    return FALSE;
  *quantity = atoi (digits);
  *p = '\0';
  g_strchomp (title);
  return *title != '\0';
}

/* The last "(…)" of @title, brackets balanced. */
static gboolean
split_bracket (const char  *title,
               char       **before,
               char       **inside)
{
  gsize length = strlen (title);
  int depth = 0;

  if (length < 3 || title[length - 1] != ')')
    return FALSE;
  for (gssize i = length - 1; i >= 0; i--)
    {
      if (title[i] == ')')
        depth++;
      else if (title[i] == '(' && --depth == 0)
        {
          if (i == 0)
            return FALSE;
          *before = g_strchomp (g_strndup (title, i));
          *inside = g_strstrip (g_strndup (title + i + 1, length - i - 2));
          if (**before == '\0')
            {
              g_clear_pointer (before, g_free);
              g_clear_pointer (inside, g_free);
              return FALSE;
            }
          return TRUE;
        }
    }
  return FALSE;
}

void
dr_deck_line_parse (const char      *text,
                    gboolean         read_quantity,
                    DrDeckLineParts *parts)
{
  g_autoptr(GString) line = g_string_new (text);
  const char *comment;
  const char *rest;
  char *title;

  memset (parts, 0, sizeof *parts);
  parts->quantity = 1;
  /* "3x Stimhack // for the big run": no title holds "//". */
  if ((comment = strstr (line->str, " //")) != NULL)
    g_string_truncate (line, comment - line->str);
  drop_decorations (line);
  clean_markdown (line, &parts->code);
  take_card_parameters (line, &parts->code);
  g_strstrip (line->str);
  rest = line->str;
  if (g_ascii_strncasecmp (rest, "identity:", strlen ("identity:")) == 0)
    {
      parts->labelled_identity = TRUE;
      rest += strlen ("identity:");
      while (g_ascii_isspace (*rest))
        rest++;
    }
  if (read_quantity && take_leading_quantity (rest, &parts->quantity, &rest))
    parts->has_quantity = parts->quantity_first = TRUE;

  title = g_strdup (rest);
  if (!parts->has_quantity)
    parts->has_quantity = take_trailing_quantity (title, &parts->quantity);
  if (split_bracket (title, &parts->bare_title, &parts->bracket) && !parts->has_quantity
      && take_trailing_quantity (parts->bare_title, &parts->quantity))
    {
      /* "Title x3 (Pack)": the title itself loses the count too. */
      parts->has_quantity = TRUE;
      g_free (title);
      title = g_strdup_printf ("%s (%s)", parts->bare_title, parts->bracket);
    }
  parts->title = title;
}

GPtrArray *
dr_deck_line_split_csv (const char *text,
                        char        separator)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) field = g_string_new (NULL);
  gboolean quoted = FALSE;

  for (const char *p = text; ; p++)
    {
      if (quoted)
        {
          if (*p == '\0')
            break;
          if (*p == '"' && p[1] == '"')
            {
              g_string_append_c (field, '"');
              p++;
            }
          else if (*p == '"')
            quoted = FALSE;
          else
            g_string_append_c (field, *p);
          continue;
        }
      if (*p == '"' && field->len == 0)
        quoted = TRUE;
      else if (*p == separator || *p == '\0')
        {
          g_ptr_array_add (fields, g_strstrip (g_strdup (field->str)));
          g_string_truncate (field, 0);
          if (*p == '\0')
            return fields;
        }
      else
        g_string_append_c (field, *p);
    }
  /* An unclosed quote: keep what it held. */
  g_ptr_array_add (fields, g_strstrip (g_strdup (field->str)));
  return fields;
}

static gboolean
starts_with_word (const char *key,
                  const char *words)
{
  gsize length = strlen (words);

  return strncmp (key, words, length) == 0 && (key[length] == ' ' || key[length] == '\0');
}

gboolean
dr_deck_line_is_total (const char *match_key)
{
  static const char *const after_number[] = {
    "influence spent", "agenda points", "agenda point", "cards", "card", "total", NULL,
  };
  static const char *const leading[] = {
    "cards up to", "deck built on", "decklist published on", "warning", "total", "influence",
    "agenda points", "deck size", "size", NULL,
  };
  const char *p = match_key;

  while (g_ascii_isdigit (*p))
    p++;
  if (p > match_key && *p == ' ')
    {
      for (guint i = 0; after_number[i] != NULL; i++)
        if (starts_with_word (p + 1, after_number[i]))
          return TRUE;
      return FALSE;
    }
  for (guint i = 0; leading[i] != NULL; i++)
    if (starts_with_word (match_key, leading[i]))
      return TRUE;
  return FALSE;
}

gboolean
dr_deck_line_split_count (const char  *text,
                          char       **name,
                          int         *count)
{
  g_autofree char *before = NULL, *inside = NULL;
  const char *p;

  if (!split_bracket (text, &before, &inside))
    return FALSE;
  p = inside;
  if (!read_number (&p, count) || *p != '\0')
    return FALSE;
  {
    gsize length = strlen (before);

    if (length > 0 && before[length - 1] == ':')
      before[length - 1] = '\0';
  }
  *name = g_strchomp (g_steal_pointer (&before));
  return TRUE;
}
