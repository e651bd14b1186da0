/* dr-burncycle-network.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-burncycle.h"

G_BEGIN_DECLS

/* The network of seed 004 as a small model, so a table can check a move.
 * The network plan's layout is not in the seed, so the caller describes the
 * nodes: each layer (1 outermost … 4 the core) is a row of nodes in clockwise
 * order, a ring or, for "the nodes ahead of this piece", a path that ends.
 *
 * IPs move clockwise, skipping other IPs: one node on a standard or captain
 * token; on a physical, utility or tech token until a node with a ping, a
 * hub, or a node of the token's type. Pings move clockwise until they stop
 * on an IP, would land on another ping (they stop before it), stop on a hub
 * or have moved three nodes; a ping moving onto or past a node linked to an
 * IP's empty access point bans that IP. */

typedef enum
{
  DR_BURNCYCLE_NODE_PLAIN,
  DR_BURNCYCLE_NODE_HUB,        /* the red nodes */
  DR_BURNCYCLE_NODE_PHYSICAL,
  DR_BURNCYCLE_NODE_UTILITY,
  DR_BURNCYCLE_NODE_TECH,
  DR_BURNCYCLE_N_NODE_KINDS,
} DrBurncycleNodeKind;

typedef struct
{
  DrBurncycleNodeKind kind;
  gboolean            ping;
  int                 ip;              /* the agent (1–4) whose IP is here, 0 none */
  int                 access_ip;       /* the agent whose access point links here, 0 none */
  gboolean            access_empty;    /* … and that access point is empty (its IP is out on the network) */
  int                 transfer_layer;  /* the layer (1–4) a transfer from here leads to, 0 none */
  guint               transfer_node;   /* … and the node there */
} DrBurncycleNode;

typedef enum
{
  DR_BURNCYCLE_IP_STOP_ONE_NODE,     /* standard or captain token */
  DR_BURNCYCLE_IP_STOP_PING,
  DR_BURNCYCLE_IP_STOP_HUB,
  DR_BURNCYCLE_IP_STOP_MATCHING,     /* a node of the token's action type */
  DR_BURNCYCLE_IP_STOP_NONE,         /* nothing stops it on the nodes given */
} DrBurncycleIpStop;

typedef struct
{
  guint              node;    /* where it stops (the start for NONE on a path) */
  guint              steps;   /* nodes passed, skipped IPs counted */
  DrBurncycleIpStop  stop;
} DrBurncycleIpMove;

typedef enum
{
  DR_BURNCYCLE_PING_STOP_IP,
  DR_BURNCYCLE_PING_STOP_BEFORE_PING,  /* the next node holds a ping */
  DR_BURNCYCLE_PING_STOP_HUB,
  DR_BURNCYCLE_PING_STOP_THREE_NODES,
  DR_BURNCYCLE_PING_STOP_END,          /* the path given ends */
} DrBurncyclePingStop;

typedef struct
{
  guint               node;
  guint               steps;
  DrBurncyclePingStop stop;
  guint               banned;   /* bit k set: agent k's IP is banned */
} DrBurncyclePingMove;

/* Who is reset when an IP stops on a ping. */
typedef enum
{
  DR_BURNCYCLE_CONTEST_IP_RESET,     /* the IP goes home, the CEO's level −1, the agent is spotted */
  DR_BURNCYCLE_CONTEST_PING_RESET,   /* the ping is removed, the agent's level −1, the node resolved */
} DrBurncycleContest;

typedef struct
{
  int      network_level;   /* added to the agent's */
  int      threat;          /* added to the threat */
  int      energy;          /* gained */
  gboolean ip_home;         /* the IP goes back to its access point */
} DrBurncycleHubBonus;

gboolean            dr_burncycle_ip_move        (const DrBurncycleNode *nodes,
                                                 guint                  n_nodes,
                                                 gboolean               ring,
                                                 guint                  from,
                                                 DrBurncycleToken       token,
                                                 DrBurncycleIpMove     *move);
gboolean            dr_burncycle_ping_move      (const DrBurncycleNode *nodes,
                                                 guint                  n_nodes,
                                                 gboolean               ring,
                                                 guint                  from,
                                                 DrBurncyclePingMove   *move);
DrBurncycleContest  dr_burncycle_ping_contest   (int                    agent_level,
                                                 int                    ceo_level);
/* Layer 1 raises the network level, 2 takes the threat back, 3 gives
 * energy, 4 (the core) all three and sends the IP home. */
DrBurncycleHubBonus dr_burncycle_hub_bonus      (int                    layer);
const char         *dr_burncycle_node_kind_label (DrBurncycleNodeKind   kind);

/* What a move means at the table, in a few translated sentences (the
 * network helper shows them). @nodes and @move as given to the move;
 * @layer is the layer the nodes are on (hub bonuses depend on it). */
char *dr_burncycle_describe_ip_move   (const DrBurncycleNode     *nodes,
                                       const DrBurncycleIpMove   *move,
                                       int                        layer,
                                       int                        agent_level,
                                       int                        ceo_level);
char *dr_burncycle_describe_ping_move (const DrBurncyclePingMove *move);

G_END_DECLS
