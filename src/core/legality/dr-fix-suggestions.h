/* dr-fix-suggestions.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-store.h"
#include "dr-legality.h"

G_BEGIN_DECLS

typedef enum
{
  DR_FIX_ADD_CARDS,   /* the deck is short: @count cards more */
  DR_FIX_SWAP,        /* over influence: @remove_count of @remove_code out, as many of @add_code in (NULL: none) */
  DR_FIX_REPLACE,     /* a banned card: @add_code in its place, @add_count copies */
} DrFixKind;

typedef struct
{
  DrFixKind              kind;
  DrLegalityProblemKind  problem;       /* the problem it fixes */
  char                  *remove_code;   /* a printing code of the deck */
  int                    remove_count;
  char                  *add_code;      /* the newest printing of the card to add */
  int                    add_count;
  int                    count;         /* ADD_CARDS: cards missing; SWAP: influence saved */
  char                  *message;       /* translated, for a player */
} DrFix;

typedef struct
{
  /* Copies the user owns by English title (GINT_TO_POINTER values): cards to
   * add come from these, less the copies the deck holds; NULL: any card. */
  GHashTable *owned;
  guint       max_replacements;   /* per banned card; 0 means 3 */
} DrFixOptions;

void       dr_fix_free    (DrFix                   *fix);

/* Ways out of the problems of @deck in @ctx's format:
 *  - too few cards: how many are missing;
 *  - over influence: the fewest copies of out-of-faction cards to take out
 *    (the most influence per copy first), each for the same number of an
 *    in-faction or neutral card of the same type when one can be added;
 *    applied together they bring the deck under its limit when that is
 *    possible at all;
 *  - a banned card: cards of the same type and side sharing a subtype, cost
 *    within 1, that the deck may hold (checked: none of them brings a
 *    problem of its own), closest first.
 * In that order (DrFix). */
GPtrArray *dr_fix_suggest (const DrLegalityContext *ctx,
                           DrCardStore             *store,
                           const DrDeck            *deck,
                           const DrFixOptions      *options);

/* @fix made on @deck: the copies it takes out and those it puts in. An
 * ADD_CARDS fix names no card and changes nothing (FALSE). */
gboolean   dr_fix_apply   (const DrFix             *fix,
                           DrDeck                  *deck);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrFix, dr_fix_free)

G_END_DECLS
