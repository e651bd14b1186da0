/* dr-format.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The formats a deck is built for and judged in (dr-legality.h says what each
 * allows), in the order a front end lists them. The one list of them: the
 * settings schema's default-format choices must name the same codes, and a
 * test checks that they do. */
typedef enum
{
  DR_FORMAT_STANDARD,
  DR_FORMAT_STARTUP,
  DR_FORMAT_ETERNAL,
  DR_FORMAT_CASUAL,
  DR_FORMAT_NAPD,
  DR_FORMAT_LOCKPICK,
  DR_N_FORMATS,
} DrFormat;

/* Stable, lower case, for decks, settings and the command line: "standard". */
const char *dr_format_get_code   (DrFormat     format);
/* Translated, for a player: "Standard". */
const char *dr_format_get_title  (DrFormat     format);
/* Case-insensitive; FALSE for a code no format has. */
gboolean    dr_format_from_code  (const char  *code,
                                  DrFormat    *format);
/* The same, with an error that lists the codes. */
gboolean    dr_format_parse      (const char  *code,
                                  DrFormat    *format,
                                  GError     **error);
/* "standard, startup, eternal, …", for help texts and error messages. */
char       *dr_format_list_codes (void);

G_END_DECLS
