/* dr-play-deck-record.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A deck's record over the saved games (dr-play-games.h): against the
 * computer and between people on one device, by side, and how each game
 * ended, for the deck editor's Games tab.
 */
#pragma once

#include "dr-play-games.h"

G_BEGIN_DECLS

typedef enum
{
  DR_PLAY_OPPONENT_COMPUTER,   /* a person with this deck against the computer */
  DR_PLAY_OPPONENT_PEOPLE,     /* hot-seat: every seat a person */
  DR_PLAY_N_OPPONENTS
} DrPlayOpponent;

/* Sides: 0 the Corp, 1 the Runner. Reasons: DrNrReason. */
typedef struct
{
  int wins[DR_PLAY_N_OPPONENTS][2];
  int losses[DR_PLAY_N_OPPONENTS][2];
  int wins_by_reason[DR_NR_N_RESULTS];
  int losses_by_reason[DR_NR_N_RESULTS];
  int draws;
  int unfinished;
  GPtrArray *games;   /* const DrPlayGame *, borrowed from the list: this deck's, newest first */
} DrPlayDeckRecord;

/* The games of @games (dr_play_games_list_full()) in which a person played the
 * deck called @deck_name on @side ("corp" or "runner"); the computer
 * playing a deck of that name does not count for it. Clear @out with
 * dr_play_deck_record_clear(). */
void dr_play_deck_record_collect (GPtrArray        *games,
                                  const char       *deck_name,
                                  const char       *side,
                                  DrPlayDeckRecord *out);
void dr_play_deck_record_clear   (DrPlayDeckRecord *record);
/* The seat a person played @deck_name on in @game, -1 when none did. */
int  dr_play_deck_record_seat    (const DrPlayGame *game,
                                  const char       *deck_name,
                                  const char       *side);
DrPlayOpponent dr_play_deck_record_opponent (const DrPlayGame *game);

G_END_DECLS
