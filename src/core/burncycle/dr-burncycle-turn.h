/* dr-burncycle-turn.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A round of burncycle phase by phase (seed 004): the agent's turn (route
 * energy, dice pool, actions, network, route energy, degrade) and the
 * corporation's turn (security by priority, pings, threat). Each phase has
 * its own text and the reference entries that go with it. */

typedef enum
{
  DR_BURNCYCLE_TURN_AGENT,
  DR_BURNCYCLE_TURN_CORPORATION,
} DrBurncycleTurnSide;

typedef struct
{
  const char          *id;
  DrBurncycleTurnSide  side;
  int                  number;      /* the sheet's step in that turn */
  const char          *title;       /* msgid */
  const char          *text;        /* msgid */
  const char          *see[8];      /* reference entry ids, NULL-terminated */
} DrBurncyclePhase;

const DrBurncyclePhase *dr_burncycle_turn_phases    (guint               n_phases[1]);
/* Translated: "Agent's turn", "Corporation's turn". */
const char             *dr_burncycle_turn_side_label (DrBurncycleTurnSide side);

G_END_DECLS
