/* dr-format.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-format"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-error.h"
#include "dr-format.h"

static const struct
{
  const char *code;
  const char *title;
} formats[DR_N_FORMATS] = {
  [DR_FORMAT_STANDARD] = { "standard", N_("Standard") },
  [DR_FORMAT_STARTUP] = { "startup", N_("Startup") },
  [DR_FORMAT_ETERNAL] = { "eternal", N_("Eternal") },
  /* Translators: the format without deck-building restrictions beyond the basic rules */
  [DR_FORMAT_CASUAL] = { "casual", N_("Casual") },
  [DR_FORMAT_NAPD] = { "napd", N_("NAPD Multiplayer") },
  [DR_FORMAT_LOCKPICK] = { "lockpick", N_("Lockpick") },
};

const char *
dr_format_get_code (DrFormat format)
{
  g_return_val_if_fail (format < DR_N_FORMATS, NULL);
  return formats[format].code;
}

const char *
dr_format_get_title (DrFormat format)
{
  g_return_val_if_fail (format < DR_N_FORMATS, NULL);
  return _(formats[format].title);
}

gboolean
dr_format_from_code (const char *code,
                     DrFormat   *format)
{
  for (guint i = 0; code != NULL && i < G_N_ELEMENTS (formats); i++)
    if (g_ascii_strcasecmp (code, formats[i].code) == 0)
      {
        *format = (DrFormat) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
dr_format_parse (const char  *code,
                 DrFormat    *format,
                 GError     **error)
{
  g_autofree char *codes = NULL;

  if (dr_format_from_code (code, format))
    return TRUE;
  codes = dr_format_list_codes ();
  g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
               /* Translators: %s: what was given, %s: "standard, startup, …" */
               _("Unknown format “%s”: use %s"), code, codes);
  return FALSE;
}

char *
dr_format_list_codes (void)
{
  GString *codes = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    g_string_append_printf (codes, "%s%s", i > 0 ? ", " : "", formats[i].code);
  return g_string_free (codes, FALSE);
}
