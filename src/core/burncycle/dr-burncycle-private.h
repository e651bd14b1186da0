/* dr-burncycle-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-burncycle-network.h"
#include "dr-burncycle-reference.h"
#include "dr-burncycle-setup.h"
#include "dr-burncycle-table.h"

G_BEGIN_DECLS

/* The parts of the burncycle model that the companion's views do not call:
 * the tests check the model through them (a whole network's ping phase,
 * the table's file format and token marker, the reference's entries). */

/* A whole network: layers 1–4 as rings. */
typedef struct
{
  GArray *layers[DR_BURNCYCLE_LAYERS];   /* DrBurncycleNode; [0] is layer 1 */
} DrBurncycleNetwork;

typedef struct
{
  int                 layer;
  guint               from;
  DrBurncyclePingMove move;
} DrBurncyclePingStep;

typedef struct
{
  int   layer;
  guint from;
  int   to_layer;
  guint to;
} DrBurncycleTransfer;

typedef struct
{
  gboolean  ceo_adds_ping;    /* there was no ping: the CEO adds one, nothing moves */
  GArray   *steps;            /* DrBurncyclePingStep, in activation order */
  guint     ping_die_rolls;   /* one per hub a ping stands on after moving */
  GArray   *transfers;        /* DrBurncycleTransfer, when no ping stood on a hub */
  guint     banned;           /* bit k: agent k's IP was banned */
} DrBurncyclePingReport;

void     dr_burncycle_network_init     (DrBurncycleNetwork    *network,
                                        const guint           *nodes_per_layer);
void     dr_burncycle_network_clear    (DrBurncycleNetwork    *network);
DrBurncycleNode *dr_burncycle_network_node (DrBurncycleNetwork *network,
                                            int                 layer,
                                            guint               node);
/* The order pings activate in: outer layers first; on a layer, first the
 * ping with the most free nodes before the next ping clockwise (ties: the
 * lower node), then the others clockwise from it. Fills @order with
 * DrBurncyclePingStep, moves unset. */
void     dr_burncycle_network_ping_order (const DrBurncycleNetwork *network,
                                          GArray                   *order);
/* The corporation's ping phase on @network, which it changes: every ping
 * moves, banned IPs leave the network, and transfers happen when no ping
 * ended on a hub. */
void     dr_burncycle_network_activate_pings (DrBurncycleNetwork    *network,
                                              DrBurncyclePingReport *report);
void     dr_burncycle_ping_report_clear (DrBurncyclePingReport *report);

/* Every entry of the reference, in its order; @n_entries gets their count. */
const DrBurncycleEntry *dr_burncycle_reference_entries   (guint                   n_entries[1]);
/* Lower case, Latin accents and Arabic vowel signs dropped, compatible forms
 * unified: the key text is compared under. */
char                   *dr_burncycle_fold                (const char             *text);

/* How many checklist lines the set-up has, over every step. */
guint                   dr_burncycle_setup_n_lines       (const DrBurncycleSetup *setup);

/* The settings value a table is saved as, and back. */
char                   *dr_burncycle_table_to_json       (const DrBurncycleTable *table);
gboolean                dr_burncycle_table_from_json     (const char             *text,
                                                          DrBurncycleTable       *table,
                                                          GError                **error);
/* Tokens neither missing nor degraded. */
int                     dr_burncycle_table_active_tokens (const DrBurncycleTable *table);
/* The marker to the next active token to its right; 0 when none is left. */
int                     dr_burncycle_table_advance_marker (DrBurncycleTable      *table);

G_END_DECLS
