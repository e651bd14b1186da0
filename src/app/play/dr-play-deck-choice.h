/* dr-play-deck-choice.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "dr-play-deck.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_DECK_CHOICE (dr_play_deck_choice_get_type ())

/* A deck in the New Match lists: a starter, a saved deck or a file, and
 * whether the engine can play it (with the reason when it cannot). */
G_DECLARE_FINAL_TYPE (DrPlayDeckChoice, dr_play_deck_choice, DR, PLAY_DECK_CHOICE, GObject)

/* Takes @deck; checks it with dr_play_deck_check(). @kind says where it
 * comes from ("Starter", "Saved deck", "File"), already translated. */
DrPlayDeckChoice *dr_play_deck_choice_new         (DrPlayDeck  *deck,
                                                   const char  *kind);
/* A saved deck the engine cannot even read (no identity…): listed, greyed. */
DrPlayDeckChoice *dr_play_deck_choice_new_unreadable (const char *name,
                                                      const char *kind,
                                                      const char *reason);
/* (nullable): NULL for an unreadable deck */
const DrPlayDeck *dr_play_deck_choice_get_deck    (DrPlayDeckChoice *self);
const char       *dr_play_deck_choice_get_name    (DrPlayDeckChoice *self);
const char       *dr_play_deck_choice_get_detail  (DrPlayDeckChoice *self);
gboolean          dr_play_deck_choice_is_playable (DrPlayDeckChoice *self);
/* Why the engine cannot play it, NULL when it can. */
const char       *dr_play_deck_choice_get_reason  (DrPlayDeckChoice *self);

G_END_DECLS
