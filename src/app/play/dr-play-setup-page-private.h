/* dr-play-setup-page-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-setup-page.h"

G_BEGIN_DECLS

/* For DrPlaySetupPage's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-play-setup-page.h. */

/* Adds the deck of @path to the lists and picks it for @seat. */
gboolean dr_play_setup_page_add_file    (DrPlaySetupPage *self,
                                         int              seat,
                                         const char      *path,
                                         GError         **error);

/* The deck chosen for @seat, or NULL. */
DrPlayDeckChoice *dr_play_setup_page_get_chosen (DrPlaySetupPage *self,
                                                 int              seat);

/* A deck list pasted as text for @seat, offered and chosen; FALSE with a
 * message naming the lines that name no card, or the wrong side. */
gboolean         dr_play_setup_page_add_text    (DrPlaySetupPage *self,
                                                 int              seat,
                                                 const char      *text,
                                                 GError         **error);

/* Picks the deck whose source is @source ("starter:jinteki", "#12") for @seat. */
gboolean dr_play_setup_page_select_deck (DrPlaySetupPage *self,
                                         int              seat,
                                         const char      *source);
void     dr_play_setup_page_set_seed    (DrPlaySetupPage *self,
                                         guint64          seed);

/* Picks for every seat the first deck the engine can play, as the page
 * does when it fills its lists; FALSE when a seat has none. */
gboolean dr_play_setup_page_select_first_playable (DrPlaySetupPage *self);

/* How many decks each side lists, and how many of them are greyed. */
guint    dr_play_setup_page_count_decks (DrPlaySetupPage *self,
                                         gboolean         corp,
                                         guint           *unplayable);

G_END_DECLS
