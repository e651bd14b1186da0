/* dr-card-index.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-card.h"
#include "dr-card-store.h"

G_BEGIN_DECLS

/* The lookups that reading and writing deck lists need (by code, title,
 * identity name, pack name, heading word), indexes over the store's card
 * pool (dr-card-pool.h) so that resolving a pasted list costs hash lookups
 * instead of a query per line. Its strings are the pool's, which it keeps a
 * reference to: it stays whole after a sync replaced the store. Building it
 * reads no SQL once the pool is read; keep it while the card data stays the
 * same and build a new one after a sync. It is never changed after
 * dr_card_index_new(), so several threads may read it at once. */
typedef struct _DrCardIndex DrCardIndex;

typedef struct
{
  const char  *code;
  const char  *title;
  const char  *game;
  const char  *side_code;     /* NULL when the game has no sides */
  const char  *faction_code;
  const char  *type_code;
  const char  *keywords;      /* "Code Gate - Deflector", NULL when none */
  const char  *pack_code;
  const char  *pack_name;
  DrCardValue  faction_cost;
  DrCardValue  agenda_points;
  DrCardValue  influence_limit;
  DrCardValue  minimum_deck_size;
  int          age;           /* 0 for the newest printing of its title, 1 for the one before… */
} DrPrinting;

DrCardIndex      *dr_card_index_new              (DrCardStore       *store,
                                                  GError           **error);
void              dr_card_index_free             (DrCardIndex       *self);
const DrPrinting *dr_card_index_get              (const DrCardIndex *self,
                                                  const char        *code);
/* Every printing of @code's title, newest first (the first is the one an
 * import picks when a list gives no printing). NULL for an unknown code. */
const GPtrArray  *dr_card_index_get_printings    (const DrCardIndex *self,
                                                  const char        *code);
/* The cards of every game whose title has this match key, spaces aside
 * ("Yog 0" finds "Yog.0"): an array of printing arrays (as
 * dr_card_index_get_printings()), one per card, or NULL. Titles are unique
 * within a game, so more than one card means several games use the title. */
const GPtrArray  *dr_card_index_find_title       (const DrCardIndex *self,
                                                  const char        *match_key);
/* Identities whose name before the colon has this key ("Noise" for
 * "Noise: Hacker Extraordinaire"); the way OCTGN and many lists name them. */
const GPtrArray  *dr_card_index_find_identity    (const DrCardIndex *self,
                                                  const char        *match_key);
/* Cards whose title key starts with @match_key at a word boundary, at most
 * @limit of them (one array of printings per card); a new array. */
GPtrArray        *dr_card_index_find_prefix      (const DrCardIndex *self,
                                                  const char        *match_key,
                                                  guint              limit);
/* Cards whose titles look most like @match_key (shared letter triples), best
 * first, at most @limit; for "did you mean" suggestions. A new array. */
GPtrArray        *dr_card_index_suggest          (const DrCardIndex *self,
                                                  const char        *match_key,
                                                  guint              limit);
/* The pack code that a pack name, a pack code or NetrunnerDB's short pack
 * name ("Core" for "Core Set") stands for, or NULL. */
const char       *dr_card_index_find_pack        (const DrCardIndex *self,
                                                  const char        *match_key);
/* TRUE when the key names a card type, subtype, faction, pack or cycle:
 * the words lists use as section headings ("Event (9)", "Anarch"). */
gboolean          dr_card_index_is_heading_word  (const DrCardIndex *self,
                                                  const char        *match_key);
const char       *dr_card_index_get_type_name    (const DrCardIndex *self,
                                                  const char        *type_code);
/* The release date of a pack, "9999-99-99" when unreleased or unknown, so
 * that dates compare as strings. */
const char       *dr_card_index_get_pack_date    (const DrCardIndex *self,
                                                  const char        *pack_code);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrCardIndex, dr_card_index_free)

G_END_DECLS
