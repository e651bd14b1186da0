/* dr-burncycle-table.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-burncycle.h"
#include "dr-burncycle-setup.h"
#include "dr-user-store.h"

G_BEGIN_DECLS

/* What a burncycle table keeps track of between two sittings: the set-up
 * chosen (and which of its lines are ticked), the threat, the CEO's and each
 * agent's network level, each agent's energy, the burncycle's tokens and
 * marker, and where the turn guide is. Saved as one settings value in the
 * user database: one sqlite transaction, so a crash mid-write keeps the
 * previous state whole. */

typedef struct
{
  int energy;
  int network_level;
} DrBurncycleAgent;

typedef struct
{
  DrBurncycleToken token;      /* NONE: an inactive or empty slot */
  gboolean         degraded;
} DrBurncycleSlot;

typedef struct
{
  int                    players;
  DrBurncycleDifficulty  difficulty;
  int                    active_slots;   /* 0: not counted */
  guint32                seed;
  guint64                checked;        /* bit n: line n of the set-up (over all steps) is ticked */

  int                    threat;
  int                    ceo_network_level;
  DrBurncycleAgent       agents[DR_BURNCYCLE_MAX_PLAYERS];
  DrBurncycleSlot        slots[DR_BURNCYCLE_MAX_SLOTS];
  int                    marker;         /* the burncycle marker's slot, 1-based; 0 none */
  int                    phase;          /* the turn guide's phase */
} DrBurncycleTable;

#define DR_BURNCYCLE_MAX_THREAT 99
#define DR_BURNCYCLE_MAX_ENERGY 40

/* The settings key of the user database the table is kept under. */
#define DR_BURNCYCLE_TABLE_KEY "burncycle-table"

void      dr_burncycle_table_init        (DrBurncycleTable       *table);
/* Trackers as the set-up leaves them: threat 0, network levels 1, energy
 * 10, the burncycle filled with the captain token where it was drawn. */
void      dr_burncycle_table_start       (DrBurncycleTable       *table,
                                          const DrBurncycleSetup *setup);
/* Keeps every number in its range. */
void      dr_burncycle_table_clamp       (DrBurncycleTable       *table);
/* A database without a saved table gives the defaults, with a random seed. */
gboolean  dr_burncycle_table_load        (DrUserStore            *user,
                                          DrBurncycleTable       *table,
                                          GError                **error);
gboolean  dr_burncycle_table_save        (DrUserStore            *user,
                                          const DrBurncycleTable *table,
                                          GError                **error);
/* The burncycle die's slot face: degrades the active (not degraded) token
 * in @slot or, if it has none, the next one to its right (coming round to
 * slot 1). Returns the slot degraded, 0 if every token is degraded. */
int       dr_burncycle_table_degrade     (DrBurncycleTable       *table,
                                          int                     slot);

G_END_DECLS
