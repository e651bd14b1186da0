/* dr-deck-games-page-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-deck-games-page.h"

G_BEGIN_DECLS

/* For DrDeckGamesPage's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-deck-games-page.h. */

/* Whether the saved games are being read (the record shown is then the
 * last reading's, or none before the first). */
gboolean                dr_deck_games_page_is_reading (DrDeckGamesPage *self);

/* NULL before the first reading is in. */
const DrPlayDeckRecord *dr_deck_games_page_get_record (DrDeckGamesPage *self);

/* The title and subtitle of the record's rows, then the games' rows, one
 * "title\nsubtitle" each; NULL past the last. */
char                   *dr_deck_games_page_get_row_text (DrDeckGamesPage *self,
                                                         gboolean         games,
                                                         guint            index);

G_END_DECLS
