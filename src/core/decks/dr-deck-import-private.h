/* dr-deck-import-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-deck-import.h"
#include "dr-deck-line.h"

G_BEGIN_DECLS

/* What the readers of each kind of input (dr-deck-import-text.c,
 * dr-deck-import-o8d.c) share with the import that drives them; no other
 * file needs it. */

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
} DrDeckPending;

typedef struct
{
  const DrCardIndex *cards;
  DrDeckImport      *result;
  GPtrArray         *pending;       /* DrDeckPending */
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
  gsize              record_start;  /* of the record being read, copied into its lines */
  gsize              record_end;
} DrDeckReader;

typedef struct
{
  GPtrArray *choices;
  gboolean   guessed;
  gboolean   explicit_printing;
  gboolean   named_pack;
  char      *message;
} DrDeckResolution;

/* Records and resolution, in dr-deck-import.c. */
DrDeckImportLine *dr_deck_reader_add_line       (DrDeckReader          *reader,
                                                 guint                  number,
                                                 const char            *text);
void              dr_deck_reader_skip_line      (DrDeckReader          *reader,
                                                 guint                  number,
                                                 const char            *text,
                                                 const char            *message);
void              dr_deck_line_set_problem      (DrDeckImportLine      *line,
                                                 DrDeckLineStatus       status,
                                                 char                  *message);
gboolean          dr_deck_reader_resolve        (DrDeckReader          *reader,
                                                 const DrDeckLineParts *parts,
                                                 const char            *pack,
                                                 gboolean               identities_only,
                                                 DrDeckResolution      *resolution);
void              dr_deck_reader_commit         (DrDeckReader          *reader,
                                                 guint                  number,
                                                 const char            *text,
                                                 const DrDeckLineParts *parts,
                                                 DrDeckResolution      *resolution,
                                                 gboolean               wants_identity);
void              dr_deck_resolution_clear      (DrDeckResolution      *resolution);

/* Text lists, in dr-deck-import-text.c. */
void              dr_deck_reader_read_text_line (DrDeckReader          *reader,
                                                 guint                  number,
                                                 const char            *line);

/* OCTGN decks, in dr-deck-import-o8d.c. */
gboolean          dr_deck_reader_read_o8d       (DrDeckReader          *reader,
                                                 const char            *text,
                                                 gsize                  length,
                                                 GError               **error);
char             *dr_deck_o8d_card_element      (int                    quantity,
                                                 const char            *code,
                                                 const char            *title);

static inline gboolean
dr_printing_is_identity (const DrPrinting *printing)
{
  return g_strcmp0 (printing->type_code, "identity") == 0;
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (DrDeckResolution, dr_deck_resolution_clear)

G_END_DECLS
