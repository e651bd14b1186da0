/* dr-burncycle-setup.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-burncycle.h"

G_BEGIN_DECLS

/* The set-up of seed 004 (steps 1–16) worked out for a player count and a
 * difficulty: every step as checklist lines, with the numbers filled in and
 * the draws the app can make (first player, where the captain token lands in
 * the burncycle). What needs the cards at the table says so. */

typedef enum
{
  DR_BURNCYCLE_LINE_TABLE,   /* done at the table, as the sheet says */
  DR_BURNCYCLE_LINE_COUNT,   /* a number worked out for this player count */
  DR_BURNCYCLE_LINE_DRAWN,   /* drawn by the app */
} DrBurncycleLineKind;

typedef struct
{
  DrBurncycleLineKind  kind;
  char                *text;   /* translated */
} DrBurncycleSetupLine;

typedef struct
{
  int         number;          /* 1–16, the sheet's step */
  const char *title;           /* translated */
  GPtrArray  *lines;           /* DrBurncycleSetupLine */
} DrBurncycleSetupStep;

typedef struct
{
  int                    players;
  DrBurncycleDifficulty  difficulty;
  int                    active_slots;        /* 0: not counted yet */
  guint32                seed;

  int                    first_player;        /* 1-based, players numbered clockwise */
  int                    corporation_marker;  /* the player on the first player's right */
  int                    reserve_upgrades;    /* per agent: 3 solo, 1 (chosen) at 2, 0 at 3–4 */
  int                    starting_energy;
  int                    network_dice;        /* the CEO's and one per player, all on 1 */
  int                    red_pings;
  int                    standard_tokens;     /* in the bag with the captain token; -1 until slots are counted */
  int                    captain_slot;        /* where the captain token is drawn to; 0 until slots are counted */
  int                    imperative_cards;

  GPtrArray             *steps;               /* DrBurncycleSetupStep, in order */
} DrBurncycleSetup;

/* @active_slots 0 leaves the bag and the draw to the table. Any seed gives
 * the same set-up every time. */
DrBurncycleSetup *dr_burncycle_setup_new   (int                    players,
                                            DrBurncycleDifficulty  difficulty,
                                            int                    active_slots,
                                            guint32                seed,
                                            GError               **error);
void              dr_burncycle_setup_free  (DrBurncycleSetup      *setup);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrBurncycleSetup, dr_burncycle_setup_free)

G_END_DECLS
