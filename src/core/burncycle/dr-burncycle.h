/* dr-burncycle.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* burncycle, the cooperative board game of seed 004: what the companion's
 * parts (set-up, dice, network, trackers, reference) share. The numbers are
 * the seed's; where the sheet is silent the code says what it assumes. */

#define DR_BURNCYCLE_MIN_PLAYERS      1
#define DR_BURNCYCLE_MAX_PLAYERS      4
/* The seed does not say how many slots a burncycle has; the command module
 * card makes some of them active. Six is room enough for every card. */
#define DR_BURNCYCLE_MAX_SLOTS        6
#define DR_BURNCYCLE_STARTING_ENERGY  10
#define DR_BURNCYCLE_RED_PINGS        4
#define DR_BURNCYCLE_MIN_NETWORK_LEVEL 1
#define DR_BURNCYCLE_MAX_NETWORK_LEVEL 6
#define DR_BURNCYCLE_LAYERS           4   /* layer 1 is the outermost, layer 4 the core */

typedef enum
{
  DR_BURNCYCLE_DIFFICULTY_STANDARD,
  DR_BURNCYCLE_DIFFICULTY_HEIGHTENED,   /* "difficulté relevée": vigilance tokens advance the threat */
  DR_BURNCYCLE_N_DIFFICULTIES,
} DrBurncycleDifficulty;

/* The action tokens of the burncycle; NONE is an empty or inactive slot. */
typedef enum
{
  DR_BURNCYCLE_TOKEN_NONE,
  DR_BURNCYCLE_TOKEN_CAPTAIN,
  DR_BURNCYCLE_TOKEN_STANDARD,
  DR_BURNCYCLE_TOKEN_PHYSICAL,
  DR_BURNCYCLE_TOKEN_UTILITY,
  DR_BURNCYCLE_TOKEN_TECH,
  DR_BURNCYCLE_N_TOKENS,
} DrBurncycleToken;

gboolean     dr_burncycle_difficulty_from_name (const char             *name,
                                                DrBurncycleDifficulty  *difficulty);
const char  *dr_burncycle_difficulty_name      (DrBurncycleDifficulty   difficulty);
/* Translated. */
const char  *dr_burncycle_difficulty_label     (DrBurncycleDifficulty   difficulty);

gboolean     dr_burncycle_token_from_name      (const char             *name,
                                                DrBurncycleToken       *token);
const char  *dr_burncycle_token_name           (DrBurncycleToken        token);
/* Translated. */
const char  *dr_burncycle_token_label          (DrBurncycleToken        token);

G_END_DECLS
