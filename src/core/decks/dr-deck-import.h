/* dr-deck-import.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-card-index.h"
#include "dr-deck.h"
#include "dr-deck-format.h"

G_BEGIN_DECLS

/* Reading deck lists that players paste or download, in whichever of the
 * formats of dr-deck-format.h they come (found from the text, not told),
 * plus the looser lists people type: "3 Title", "3x Title", "Title x3",
 * "Title (Pack)". Players must be able to trust that every line of their
 * list was either understood or shown to them, so the result keeps one
 * record per non-blank line, and a line is never dropped without one.
 *
 * Titles compare by dr_text_match_key() (case, accents, curly quotes and
 * punctuation set aside). A pack in brackets, NetrunnerDB's name or code
 * ("(Core Set)", "(core)", "(Core)"), a jinteki.net "[id: 01050]", a
 * NetrunnerDB card link or an OCTGN id picks the printing; without one the
 * newest printing of the title is taken. An identity is recognised by its
 * card type wherever it stands, also by the name before its colon
 * ("Noise", as OCTGN writes it). The deck's game and side follow from the
 * identity, or from the cards when there is none. Duplicate lines add up,
 * as on jinteki.net.
 *
 * Reading takes a DrCardIndex (dr-card-index.h) rather than the card store
 * so that a pasted list costs hash lookups, not a query per line: build the
 * index once (the GUI keeps it; the command line builds one per run) and
 * read as many lists as needed, from any thread. */

typedef enum
{
  DR_DECK_LINE_CARD,       /* quantity copies of code joined the deck */
  DR_DECK_LINE_IDENTITY,   /* code became the deck's identity */
  DR_DECK_LINE_SKIPPED,    /* deck name, comment, heading, totals, notes: nothing to resolve */
  /* The kinds below are problems: the line did not change the deck. */
  DR_DECK_LINE_UNKNOWN,    /* no card has that title; candidates: the closest titles */
  DR_DECK_LINE_AMBIGUOUS,  /* several cards fit; candidates: every one of them */
  DR_DECK_LINE_CONFLICT,   /* a card that cannot join: a second identity, a card of another game */
  DR_DECK_LINE_MALFORMED,  /* unreadable: quantity 0, a CSV row or OCTGN card without a card */
} DrDeckLineStatus;

/* A card a problem line may have meant. */
typedef struct
{
  char *code;        /* the printing the line would get: its pack's, else the newest */
  char *title;
  char *pack_name;
  char *game;
} DrDeckCandidate;

typedef struct
{
  guint             number;      /* 1-based line of the input */
  char             *text;        /* the line as written, without its line break */
  DrDeckLineStatus  status;
  int               quantity;    /* as written; 1 when the line gives none */
  char             *code;        /* the printing, for CARD and IDENTITY */
  GPtrArray        *candidates;  /* DrDeckCandidate, for problems; empty otherwise */
  char             *message;     /* translated; why a line was skipped or is a problem, or
                                  * how it was read when that was a guess; NULL when plain */
  gsize             record_start; /* the record in the UTF-8 text read, in bytes: the line of a */
  gsize             record_end;   /* text list, the whole <card> element of an OCTGN deck */
} DrDeckImportLine;

typedef struct
{
  DrDeck       *deck;        /* never NULL; holds every resolved line */
  GPtrArray    *lines;       /* DrDeckImportLine, in input order, blank lines left out */
  guint         n_problems;  /* lines with a status from UNKNOWN on */
  DrDeckFormat  format;      /* the format the input looked like */
  /* CSV only, so that a row can be rewritten in place: the separator and
   * the columns read (-1 when the header has none). */
  char          csv_separator;
  int           csv_quantity, csv_code, csv_title, csv_pack;
} DrDeckImport;

/* @source_name, usually the file's name, names the deck when the list does
 * not (o8d, CSV and most pasted lists have no name line); it may be NULL.
 * A GError (DR_ERROR_IMPORT) only for input that cannot be read as a deck
 * list at all: not text, not UTF-8, malformed XML. Lines that do not resolve
 * are not errors: they are problems in the result. */
DrDeckImport *dr_deck_import_text       (const DrCardIndex  *cards,
                                         const char         *text,
                                         gssize              length,
                                         const char         *source_name,
                                         GError            **error);
/* Reads the file (of reasonable size for a deck list) and names the deck
 * after it when the list gives no name. */
DrDeckImport *dr_deck_import_file       (const DrCardIndex  *cards,
                                         const char         *path,
                                         GError            **error);
void          dr_deck_import_free       (DrDeckImport       *import);
gboolean      dr_deck_line_is_problem   (const DrDeckImportLine *line);
/* What replaces @line's record (record_start to record_end of the text
 * read) so that it names @candidate in the list's own format: a text line
 * "2x Title (Pack)", a CSV row with the candidate's code, title and pack
 * in their columns, or a <card> element with the candidate's OCTGN id in an
 * OCTGN deck, so the deck stays valid XML. The caller splices it in. */
char         *dr_deck_import_line_rewrite (const DrDeckImport     *import,
                                           const DrDeckImportLine *line,
                                           const DrDeckCandidate  *candidate);
/* "card", "identity", "skipped", "unknown", "ambiguous", "conflict",
 * "malformed": stable, for JSON output. */
const char   *dr_deck_line_status_name  (DrDeckLineStatus    status);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrDeckImport, dr_deck_import_free)

G_END_DECLS
