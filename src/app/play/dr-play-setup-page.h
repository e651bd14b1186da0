/* dr-play-setup-page.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-game-list.h"
#include "dr-user-store.h"

#include "dr-card-store.h"
#include "dr-lockpick-session.h"
#include "dr-play-deck-choice.h"
#include "dr-play-session.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_SETUP_PAGE (dr_play_setup_page_get_type ())

/* New Match: which side you play and against whom (the computer at a
 * level, or people on this device), how many Runners (NAPD with two or
 * three), your seat, a deck per seat (starters, your saved decks of that
 * side, a deck file; those the engine cannot play greyed with the reason,
 * each chosen deck with its wins and losses against the computer) and the
 * seed, shown and editable. Start emits "start". */
G_DECLARE_FINAL_TYPE (DrPlaySetupPage, dr_play_setup_page, DR, PLAY_SETUP_PAGE, GtkWidget)

void     dr_play_setup_page_set_sources (DrPlaySetupPage *self,
                                         DrCardStore     *store,
                                         DrUserStore     *user);
/* The chosen match. The decks stay the page's: start the session before
 * the page changes. */
gboolean dr_play_setup_page_get_setup   (DrPlaySetupPage *self,
                                         DrPlaySetup     *setup,
                                         GError         **error);
/* Whether Lockpick is the game chosen, and its match (the seed included). */
gboolean dr_play_setup_page_is_lockpick (DrPlaySetupPage *self);
gboolean dr_play_setup_page_get_lockpick (DrPlaySetupPage *self,
                                          DrLockpickSetup *setup,
                                          GError         **error);
/* Why Start did not start, shown above it until the choices change. */
void     dr_play_setup_page_show_problem (DrPlaySetupPage *self,
                                          const char      *message);
/* The saved games the chosen decks' records come from, shared with the
 * Play view's start page (refreshed when the page shows). */
void     dr_play_setup_page_set_game_list (DrPlaySetupPage *self,
                                           DrPlayGameList  *game_list);

G_END_DECLS
