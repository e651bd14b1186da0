/* dr-deck-fallout.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once


#include "dr-card-store.h"
#include "dr-legality.h"
#include "dr-user-store.h"

G_BEGIN_DECLS

/* One saved deck judged in its own format, with its ban list: what
 * `deck check-all` prints and what the window's notice after a sync lists. */
typedef struct
{
  gint64            deck_id;
  char             *deck_name;
  char             *banlist_name;   /* the ban or points list applied, NULL for none */
  DrLegalityReport *report;         /* format, ban list code and every problem */
} DrDeckVerdict;

void       dr_deck_verdict_free          (DrDeckVerdict *verdict);

/* Every deck in use (not in the trash) of @user_store against the card data of
 * @store, as of today: each in its format and ban list, @default_format and
 * @default_banlist (NULL: the format's) standing for those a deck leaves to
 * the defaults; Lockpick set-ups in Lockpick's format. In the deck list's
 * order; NULL with @error set when the decks cannot be read. */
GPtrArray *dr_deck_fallout_check_all     (DrUserStore   *user_store,
                                          DrCardStore   *store,
                                          const char    *default_format,
                                          const char    *default_banlist,
                                          GError       **error);
/* The verdicts of @after whose deck is not legal now but was in @before
 * (decks not in @before are not counted): the decks a new ban list, points
 * list or rotation made illegal. (transfer container) */
GPtrArray *dr_deck_fallout_newly_illegal (GPtrArray     *before,
                                          GPtrArray     *after);
/* Why, in one line per problem: the problems a list or the card pool
 * causes name the list; others are the report's messages. (transfer full) */
GStrv      dr_deck_verdict_reasons       (const DrDeckVerdict *verdict);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrDeckVerdict, dr_deck_verdict_free)

G_END_DECLS
