/* dr-text.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-text"

#include <string.h>

#include "dr-text.h"

/* Typographic quotes and dashes fold to their ASCII forms so that a title typed
 * on a plain keyboard finds “Déjà Vu” and Gabriel’s cards. */
static void
append_folded_char (GString  *out,
                    gunichar  c)
{
  switch (c)
    {
    case 0x2018: case 0x2019: case 0x02BC: case 0x2032:
      g_string_append_c (out, '\'');
      return;
    case 0x201C: case 0x201D: case 0x2033:
      g_string_append_c (out, '"');
      return;
    case 0x2010: case 0x2011: case 0x2012: case 0x2013: case 0x2014: case 0x2212:
      g_string_append_c (out, '-');
      return;
    case 0x2026:
      g_string_append (out, "...");
      return;
    default:
      g_string_append_unichar (out, c);
    }
}

char *
dr_text_to_ascii (const char *text)
{
  g_autoptr(GString) quoted = NULL;

  if (text == NULL)
    return NULL;
  if (!g_utf8_validate (text, -1, NULL))
    return g_strdup ("");

  if (g_str_is_ascii (text))
    return g_strdup (text);

  quoted = g_string_sized_new (strlen (text));
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      if ((guchar) *p < 0x80)
        g_string_append_c (quoted, *p);
      else
        append_folded_char (quoted, g_utf8_get_char (p));
    }
  /* The "C" locale gives a locale-independent transliteration (é → e). */
  return g_str_to_ascii (quoted->str, "C");
}

static const struct
{
  const char *token;
  const char *words;
} symbol_words[] = {
  { "[click]", "click" },
  { "[credit]", "credit" },
  { "[credits]", "credits" },
  { "[subroutine]", "Subroutine" },
  { "[trash]", "trash" },
  { "[recurring-credit]", "recurring credit" },
  { "[mu]", "mu" },
  { "[link]", "link" },
  { "[interrupt]", "interrupt" },
};

/* Plain text for searching: markup removed, symbols spelled out, ASCII. */
char *
dr_text_strip_markup (const char *text)
{
  g_autoptr(GString) plain = NULL;
  g_autofree char *ascii = NULL;

  if (text == NULL)
    return NULL;

  plain = g_string_sized_new (strlen (text));
  for (const char *p = text; *p != '\0';)
    {
      if (*p == '<')
        {
          const char *end = strchr (p, '>');

          if (end != NULL)
            {
              p = end + 1;
              continue;
            }
        }
      if (*p == '[')
        {
          gboolean replaced = FALSE;

          for (guint i = 0; i < G_N_ELEMENTS (symbol_words); i++)
            {
              gsize len = strlen (symbol_words[i].token);

              if (strncmp (p, symbol_words[i].token, len) == 0)
                {
                  g_string_append (plain, symbol_words[i].words);
                  p += len;
                  replaced = TRUE;
                  break;
                }
            }
          if (replaced)
            continue;
        }
      if (*p == '\n')
        g_string_append_c (plain, ' ');
      else
        g_string_append_c (plain, *p);
      p++;
    }

  ascii = dr_text_to_ascii (plain->str);
  return g_strstrip (g_steal_pointer (&ascii));
}

char *
dr_text_acronym (const char *stripped_title)
{
  GString *acronym = g_string_new (NULL);
  gboolean at_word_start = TRUE;

  for (const char *p = stripped_title; p != NULL && *p != '\0'; p++)
    {
      if (g_ascii_isalnum (*p))
        {
          if (at_word_start)
            g_string_append_c (acronym, g_ascii_toupper (*p));
          at_word_start = FALSE;
        }
      else
        at_word_start = *p != '\'';
    }
  return g_string_free (acronym, FALSE);
}

/* A key under which titles typed by people compare equal: ASCII, lower case,
 * punctuation dropped, runs of spaces collapsed. */
char *
dr_text_match_key (const char *text)
{
  g_autofree char *ascii = dr_text_to_ascii (text);
  GString *key = g_string_new (NULL);
  gboolean pending_space = FALSE;

  for (const char *p = ascii; p != NULL && *p != '\0'; p++)
    {
      if (g_ascii_isalnum (*p))
        {
          if (pending_space && key->len > 0)
            g_string_append_c (key, ' ');
          g_string_append_c (key, g_ascii_tolower (*p));
          pending_space = FALSE;
        }
      else if (*p == ' ' || *p == '-' || *p == ':' || *p == '/')
        pending_space = TRUE;
    }
  return g_string_free (key, FALSE);
}
