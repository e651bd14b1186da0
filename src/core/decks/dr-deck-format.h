/* dr-deck-format.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The deck list formats players exchange. Import reads all of them without
 * being told which (dr-deck-import.h); export writes each (dr-deck-export.h). */
typedef enum
{
  DR_DECK_FORMAT_NETRUNNERDB,  /* NetrunnerDB's text download: "3x Title (Pack)" by type */
  DR_DECK_FORMAT_JINTEKI,      /* jinteki.net paste: "3 Title", ";; identity:" lines */
  DR_DECK_FORMAT_O8D,          /* OCTGN XML, cards by code */
  DR_DECK_FORMAT_MARKDOWN,     /* for forums and chats; cards link to NetrunnerDB */
  DR_DECK_FORMAT_TEXT,         /* titles only, as NetrunnerDB's "plain text" view shows them */
  DR_DECK_FORMAT_CSV,          /* quantity,code,title,type,pack for spreadsheets */
  DR_DECK_N_FORMATS,
} DrDeckFormat;

typedef struct
{
  DrDeckFormat  format;
  const char   *name;             /* stable, for the command line and settings */
  const char   *extension;        /* without the dot */
  const char   *label;            /* untranslated; pass it to _() */
  const char   *mime_type;
  /* TRUE when an export names the exact printings, so importing it gives the
   * same printing codes back; otherwise the same titles and quantities,
   * each as its newest printing. */
  gboolean      keeps_printings;
} DrDeckFormatInfo;

const DrDeckFormatInfo *dr_deck_format_get_info  (DrDeckFormat  format);
/* Case-insensitive; FALSE for a name no format has. */
gboolean                dr_deck_format_from_name (const char   *name,
                                                  DrDeckFormat *format);
/* By the file's extension. ".txt" is shared by three formats and gives
 * NetrunnerDB's, the one other tools read most. */
gboolean                dr_deck_format_from_path (const char   *path,
                                                  DrDeckFormat *format);
/* "netrunnerdb, jinteki, o8d, …", for help texts and error messages. */
char                   *dr_deck_format_list_names (void);

G_END_DECLS
