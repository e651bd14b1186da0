/* dr-deck-games-page.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-play-deck-record.h"
#include "dr-play-game-list.h"

G_BEGIN_DECLS

#define DR_TYPE_DECK_GAMES_PAGE (dr_deck_games_page_get_type ())

/* The deck editor's Games tab: the deck's record over the saved games the
 * Play view shows too (the context's DrPlayGameList, dr-play-deck-record.h), against the computer and hot-seat, by
 * side, wins and losses by how the game ended, and each game, newest
 * first. The deck is found in the games by its name and side. */
G_DECLARE_FINAL_TYPE (DrDeckGamesPage, dr_deck_games_page, DR, DECK_GAMES_PAGE, AdwBin)

GtkWidget              *dr_deck_games_page_new        (DrPlayGameList  *game_list);
/* The deck's record; @game_list is read again (in a worker thread) when a
 * game was saved since its last reading, and the record follows it. */
void                    dr_deck_games_page_show_deck  (DrDeckGamesPage *self,
                                                       const char      *deck_name,
                                                       const char      *side);

G_END_DECLS
