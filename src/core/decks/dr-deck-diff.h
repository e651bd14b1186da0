/* dr-deck-diff.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-deck.h"

G_BEGIN_DECLS

/* A printing whose quantity differs between the two decks. Printings, not
 * titles: swapping a Core Set printing for a reprint is a change a player
 * wants to see in a deck's history. */
typedef struct
{
  char *code;
  int   before;   /* copies in the first deck, 0 when it had none */
  int   after;
} DrDeckChange;

/* What turns one deck into another: two versions of a deck or two decks. */
typedef struct
{
  char     *identity_before;
  char     *identity_after;
  gboolean  identity_changed;
  GArray   *changes;   /* DrDeckChange, sorted by code */
  int       added;     /* copies added, over all changes */
  int       removed;   /* copies removed, over all changes */
} DrDeckDiff;

DrDeckDiff *dr_deck_diff_new      (const DrDeck     *before,
                                   const DrDeck     *after);
void        dr_deck_diff_free     (DrDeckDiff       *diff);
gboolean    dr_deck_diff_is_empty (const DrDeckDiff *diff);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrDeckDiff, dr_deck_diff_free)

G_END_DECLS
