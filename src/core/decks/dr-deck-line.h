/* dr-deck-line.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The pieces of one card line of a deck list, taken apart without knowing
 * the cards: the import (dr-deck-import.c) decides what they name. */
typedef struct
{
  int       quantity;        /* 1 when the line gives none */
  gboolean  has_quantity;
  gboolean  quantity_first;  /* "3 Title": a title that starts with a number may hide here */
  char     *title;           /* as written, decorations removed; may end in "(…)" */
  char     *bare_title;      /* title without its last "(…)", NULL when it has none */
  char     *bracket;         /* what the last "(…)" held: a pack, or part of the title */
  char     *code;            /* a printing named by "[id: …]" or a NetrunnerDB card link */
  gboolean  labelled_identity; /* "Identity: …" */
} DrDeckLineParts;

void      dr_deck_line_parts_clear   (DrDeckLineParts *parts);
/* With @read_quantity FALSE a leading number stays part of the title ("15
 * Minutes"). Influence dots, Markdown emphasis, links and list bullets are
 * removed first. */
void      dr_deck_line_parse         (const char      *text,
                                      gboolean         read_quantity,
                                      DrDeckLineParts *parts);
/* Fields of one CSV row (RFC 4180 quoting) split at @separator. */
GPtrArray *dr_deck_line_split_csv    (const char      *text,
                                      char             separator);
/* TRUE for NetrunnerDB's footer and similar totals ("15 influence spent
 * (max 15, available 15)", "45 cards (min 45)", "Cards up to Core Set"),
 * given the line's match key. */
gboolean  dr_deck_line_is_total      (const char      *match_key);
/* "Event (9)" → "Event" and 9; FALSE when the line is not a name followed
 * by a bracketed count. */
gboolean  dr_deck_line_split_count   (const char      *text,
                                      char           **name,
                                      int             *count);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (DrDeckLineParts, dr_deck_line_parts_clear)

G_END_DECLS
