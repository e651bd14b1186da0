/* dr-deck-format.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-format"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-deck-format.h"

static const DrDeckFormatInfo formats[DR_DECK_N_FORMATS] = {
  { DR_DECK_FORMAT_NETRUNNERDB, "netrunnerdb", "txt", N_("NetrunnerDB text"), "text/plain", TRUE },
  { DR_DECK_FORMAT_JINTEKI, "jinteki", "txt", N_("jinteki.net paste"), "text/plain", TRUE },
  { DR_DECK_FORMAT_O8D, "o8d", "o8d", N_("OCTGN deck"), "application/xml", TRUE },
  { DR_DECK_FORMAT_MARKDOWN, "markdown", "md", N_("Markdown"), "text/markdown", TRUE },
  { DR_DECK_FORMAT_TEXT, "text", "txt", N_("Plain text"), "text/plain", FALSE },
  { DR_DECK_FORMAT_CSV, "csv", "csv", N_("CSV spreadsheet"), "text/csv", TRUE },
};

const DrDeckFormatInfo *
dr_deck_format_get_info (DrDeckFormat format)
{
  g_return_val_if_fail (format < DR_DECK_N_FORMATS, NULL);
  return &formats[format];
}

gboolean
dr_deck_format_from_name (const char   *name,
                          DrDeckFormat *format)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (formats); i++)
    if (g_ascii_strcasecmp (name, formats[i].name) == 0)
      {
        *format = formats[i].format;
        return TRUE;
      }
  return FALSE;
}

gboolean
dr_deck_format_from_path (const char   *path,
                          DrDeckFormat *format)
{
  const char *dot = path != NULL ? strrchr (path, '.') : NULL;

  if (dot == NULL || strchr (dot, G_DIR_SEPARATOR) != NULL)
    return FALSE;
  if (g_ascii_strcasecmp (dot + 1, "markdown") == 0)
    {
      *format = DR_DECK_FORMAT_MARKDOWN;
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_ascii_strcasecmp (dot + 1, formats[i].extension) == 0)
      {
        *format = formats[i].format;
        return TRUE;
      }
  return FALSE;
}

char *
dr_deck_format_list_names (void)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", formats[i].name);
  return g_string_free (names, FALSE);
}
