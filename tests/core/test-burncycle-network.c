/* test-burncycle-network.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "dr-burncycle-private.h"

/* Every stopping rule of seed 004's network, each on its own: IP moves
 * (one node, ping, hub, matching node, other IPs skipped), ping moves (IP,
 * before a ping, hub, three nodes), bans, the ping contest, hub bonuses,
 * activation order and transfers. Nodes are written as a string, one
 * character a node:
 *   .  plain     H  hub     p/u/t  physical/utility/tech node
 *   *  a ping    1–4  agent N's IP    a–d  linked to the empty access point of agent 1–4 */

#define MAX_NODES 24

static guint
parse_nodes (const char      *text,
             DrBurncycleNode *nodes)
{
  guint n = strlen (text);

  g_assert_cmpuint (n, <=, MAX_NODES);
  memset (nodes, 0, sizeof (DrBurncycleNode) * MAX_NODES);
  for (guint i = 0; i < n; i++)
    switch (text[i])
      {
      case 'H':
        nodes[i].kind = DR_BURNCYCLE_NODE_HUB;
        break;
      case 'p':
        nodes[i].kind = DR_BURNCYCLE_NODE_PHYSICAL;
        break;
      case 'u':
        nodes[i].kind = DR_BURNCYCLE_NODE_UTILITY;
        break;
      case 't':
        nodes[i].kind = DR_BURNCYCLE_NODE_TECH;
        break;
      case '*':
        nodes[i].ping = TRUE;
        break;
      case '1': case '2': case '3': case '4':
        nodes[i].ip = text[i] - '0';
        break;
      case 'a': case 'b': case 'c': case 'd':
        nodes[i].access_ip = text[i] - 'a' + 1;
        nodes[i].access_empty = TRUE;
        break;
      case '.':
        break;
      default:
        g_assert_not_reached ();
      }
  return n;
}

static DrBurncycleIpMove
ip_move (const char       *text,
         gboolean          ring,
         DrBurncycleToken  token)
{
  DrBurncycleNode nodes[MAX_NODES];
  guint n = parse_nodes (text, nodes);
  DrBurncycleIpMove move;

  /* The mover is on node 0. */
  nodes[0].ip = 1;
  dr_burncycle_ip_move (nodes, n, ring, 0, token, &move);
  return move;
}

static void
assert_ip (const char        *text,
           DrBurncycleToken   token,
           DrBurncycleIpStop  stop,
           guint              node)
{
  DrBurncycleIpMove move = ip_move (text, FALSE, token);

  g_test_message ("IP %s on %s", dr_burncycle_token_name (token), text);
  g_assert_cmpint (move.stop, ==, stop);
  g_assert_cmpuint (move.node, ==, node);
}

static void
test_ip_one_node (void)
{
  assert_ip ("....", DR_BURNCYCLE_TOKEN_STANDARD, DR_BURNCYCLE_IP_STOP_ONE_NODE, 1);
  assert_ip ("....", DR_BURNCYCLE_TOKEN_CAPTAIN, DR_BURNCYCLE_IP_STOP_ONE_NODE, 1);
  /* One node even onto a hub or a ping: the node is resolved after. */
  assert_ip (".H..", DR_BURNCYCLE_TOKEN_STANDARD, DR_BURNCYCLE_IP_STOP_ONE_NODE, 1);
  assert_ip (".*..", DR_BURNCYCLE_TOKEN_CAPTAIN, DR_BURNCYCLE_IP_STOP_ONE_NODE, 1);
}

static void
test_ip_skips_other_ips (void)
{
  DrBurncycleIpMove move = ip_move (".23.", FALSE, DR_BURNCYCLE_TOKEN_STANDARD);

  g_assert_cmpint (move.stop, ==, DR_BURNCYCLE_IP_STOP_ONE_NODE);
  g_assert_cmpuint (move.node, ==, 3);
  g_assert_cmpuint (move.steps, ==, 3);
  /* An IP on a hub hides the hub from the mover, who goes on. */
  assert_ip (".H.p", DR_BURNCYCLE_TOKEN_PHYSICAL, DR_BURNCYCLE_IP_STOP_HUB, 1);
  {
    DrBurncycleNode nodes[MAX_NODES];
    guint n = parse_nodes (".H.p", nodes);
    DrBurncycleIpMove skipped;

    nodes[0].ip = 1;
    nodes[1].ip = 2;
    dr_burncycle_ip_move (nodes, n, FALSE, 0, DR_BURNCYCLE_TOKEN_PHYSICAL, &skipped);
    g_assert_cmpint (skipped.stop, ==, DR_BURNCYCLE_IP_STOP_MATCHING);
    g_assert_cmpuint (skipped.node, ==, 3);
  }
}

static void
test_ip_stops_on_ping (void)
{
  assert_ip ("...*..p", DR_BURNCYCLE_TOKEN_PHYSICAL, DR_BURNCYCLE_IP_STOP_PING, 3);
  assert_ip ("..*.H", DR_BURNCYCLE_TOKEN_TECH, DR_BURNCYCLE_IP_STOP_PING, 2);
}

static void
test_ip_stops_on_hub (void)
{
  assert_ip ("..H.u", DR_BURNCYCLE_TOKEN_UTILITY, DR_BURNCYCLE_IP_STOP_HUB, 2);
}

static void
test_ip_stops_on_matching_node (void)
{
  assert_ip (".put.H", DR_BURNCYCLE_TOKEN_TECH, DR_BURNCYCLE_IP_STOP_MATCHING, 3);
  assert_ip (".put.H", DR_BURNCYCLE_TOKEN_UTILITY, DR_BURNCYCLE_IP_STOP_MATCHING, 2);
  assert_ip (".put.H", DR_BURNCYCLE_TOKEN_PHYSICAL, DR_BURNCYCLE_IP_STOP_MATCHING, 1);
  /* Nothing stops it on the nodes given: it stays. */
  assert_ip (".uu..", DR_BURNCYCLE_TOKEN_TECH, DR_BURNCYCLE_IP_STOP_NONE, 0);
}

static void
test_ip_goes_round_a_ring (void)
{
  DrBurncycleIpMove round = ip_move ("p...", TRUE, DR_BURNCYCLE_TOKEN_PHYSICAL);
  DrBurncycleIpMove nothing = ip_move ("....", TRUE, DR_BURNCYCLE_TOKEN_TECH);
  DrBurncycleNode nodes[MAX_NODES];
  guint n = parse_nodes ("..t.", nodes);
  DrBurncycleIpMove wrapped;

  /* Its own node is not a stop: once round, nothing stopped it. */
  g_assert_cmpint (round.stop, ==, DR_BURNCYCLE_IP_STOP_NONE);
  g_assert_cmpint (nothing.stop, ==, DR_BURNCYCLE_IP_STOP_NONE);
  g_assert_cmpuint (nothing.steps, ==, 3);
  nodes[3].ip = 1;
  dr_burncycle_ip_move (nodes, n, TRUE, 3, DR_BURNCYCLE_TOKEN_TECH, &wrapped);
  g_assert_cmpint (wrapped.stop, ==, DR_BURNCYCLE_IP_STOP_MATCHING);
  g_assert_cmpuint (wrapped.node, ==, 2);
  g_assert_cmpuint (wrapped.steps, ==, 3);
}

static DrBurncyclePingMove
ping_move (const char *text,
           gboolean    ring)
{
  DrBurncycleNode nodes[MAX_NODES];
  guint n = parse_nodes (text, nodes);
  DrBurncyclePingMove move;
  const char *ping = strchr (text, '*');

  /* The ping that moves is the first one written. */
  g_assert_nonnull (ping);
  dr_burncycle_ping_move (nodes, n, ring, ping - text, &move);
  return move;
}

static void
assert_ping (const char          *text,
             DrBurncyclePingStop  stop,
             guint                node)
{
  DrBurncyclePingMove move = ping_move (text, FALSE);

  g_test_message ("ping on %s", text);
  g_assert_cmpint (move.stop, ==, stop);
  g_assert_cmpuint (move.node, ==, node);
  g_assert_cmpuint (move.steps, ==, node);
}

static void
test_ping_stops (void)
{
  assert_ping ("*.2...", DR_BURNCYCLE_PING_STOP_IP, 2);
  assert_ping ("*..*..", DR_BURNCYCLE_PING_STOP_BEFORE_PING, 2);
  assert_ping ("**....", DR_BURNCYCLE_PING_STOP_BEFORE_PING, 0);
  assert_ping ("*H....", DR_BURNCYCLE_PING_STOP_HUB, 1);
  assert_ping ("*.....", DR_BURNCYCLE_PING_STOP_THREE_NODES, 3);
  /* Action nodes do not stop pings. */
  assert_ping ("*put..", DR_BURNCYCLE_PING_STOP_THREE_NODES, 3);
  assert_ping ("*.", DR_BURNCYCLE_PING_STOP_END, 1);
  /* On a ring it comes round to the start. */
  g_assert_cmpuint (ping_move ("*.H.....", TRUE).node, ==, 2);
  g_assert_cmpuint (ping_move ("..H....*", TRUE).node, ==, 2);
}

static void
test_ping_bans (void)
{
  DrBurncyclePingMove onto = ping_move ("*.b...", FALSE);
  DrBurncyclePingMove past = ping_move ("*ac...", FALSE);
  DrBurncyclePingMove short_of = ping_move ("*.*b..", FALSE);
  DrBurncycleNode nodes[MAX_NODES];
  guint n = parse_nodes ("*.a...", nodes);
  DrBurncyclePingMove home;

  g_assert_cmpuint (onto.banned, ==, 1u << 2);
  g_assert_cmpuint (past.banned, ==, (1u << 1) | (1u << 3));
  g_assert_cmpint (past.stop, ==, DR_BURNCYCLE_PING_STOP_THREE_NODES);
  g_assert_cmpuint (short_of.banned, ==, 0);
  /* An access point with its IP at home bans no one. */
  nodes[2].access_empty = FALSE;
  dr_burncycle_ping_move (nodes, n, FALSE, 0, &home);
  g_assert_cmpuint (home.banned, ==, 0);
  g_assert_cmpuint (home.node, ==, 3);
}

static void
test_ping_contest (void)
{
  g_assert_cmpint (dr_burncycle_ping_contest (4, 2), ==, DR_BURNCYCLE_CONTEST_PING_RESET);
  g_assert_cmpint (dr_burncycle_ping_contest (2, 4), ==, DR_BURNCYCLE_CONTEST_IP_RESET);
  for (int level = 1; level <= 5; level++)
    g_assert_cmpint (dr_burncycle_ping_contest (level, level), ==, DR_BURNCYCLE_CONTEST_IP_RESET);
  g_assert_cmpint (dr_burncycle_ping_contest (6, 6), ==, DR_BURNCYCLE_CONTEST_PING_RESET);
  g_assert_cmpint (dr_burncycle_ping_contest (5, 6), ==, DR_BURNCYCLE_CONTEST_IP_RESET);
}

static void
test_hub_bonus (void)
{
  DrBurncycleHubBonus one = dr_burncycle_hub_bonus (1);
  DrBurncycleHubBonus two = dr_burncycle_hub_bonus (2);
  DrBurncycleHubBonus three = dr_burncycle_hub_bonus (3);
  DrBurncycleHubBonus core = dr_burncycle_hub_bonus (4);

  g_assert_true (one.network_level == 1 && one.threat == 0 && one.energy == 0 && !one.ip_home);
  g_assert_true (two.network_level == 0 && two.threat == -1 && two.energy == 0 && !two.ip_home);
  g_assert_true (three.network_level == 0 && three.threat == 0 && three.energy == 1 && !three.ip_home);
  g_assert_true (core.network_level == 1 && core.threat == -1 && core.energy == 1 && core.ip_home);
}

static void
fill_layer (DrBurncycleNetwork *network,
            int                 layer,
            const char         *text)
{
  DrBurncycleNode nodes[MAX_NODES];
  guint n = parse_nodes (text, nodes);

  g_assert_cmpuint (network->layers[layer - 1]->len, ==, n);
  for (guint i = 0; i < n; i++)
    *dr_burncycle_network_node (network, layer, i) = nodes[i];
}

static void
test_ping_order (void)
{
  const guint sizes[] = { 8, 8, 6, 4 };
  DrBurncycleNetwork network;
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (DrBurncyclePingStep));
  const DrBurncyclePingStep *steps;

  dr_burncycle_network_init (&network, sizes);
  /* Layer 1: pings on 1 (2 free nodes ahead), 4 (1 free) and 6 (2 free
   * round to 1): 1 first (the lower of the tie), then clockwise 4, 6. */
  fill_layer (&network, 1, ".*..*.*.");
  fill_layer (&network, 2, "......*.");
  fill_layer (&network, 3, "*.*...");
  dr_burncycle_network_ping_order (&network, order);
  steps = (const DrBurncyclePingStep *) order->data;
  g_assert_cmpuint (order->len, ==, 6);
  g_assert_true (steps[0].layer == 1 && steps[0].from == 1);
  g_assert_true (steps[1].layer == 1 && steps[1].from == 4);
  g_assert_true (steps[2].layer == 1 && steps[2].from == 6);
  g_assert_true (steps[3].layer == 2 && steps[3].from == 6);
  /* Layer 3: 0 has 1 free node ahead, 2 has 3 (round to 0): 2 goes first. */
  g_assert_true (steps[4].layer == 3 && steps[4].from == 2);
  g_assert_true (steps[5].layer == 3 && steps[5].from == 0);
  dr_burncycle_network_clear (&network);
}

static void
test_activate_pings (void)
{
  const guint sizes[] = { 8, 6, 6, 4 };
  DrBurncycleNetwork network;
  DrBurncyclePingReport report;
  DrBurncycleNode *node;

  dr_burncycle_network_init (&network, sizes);
  /* Layer 1: the ping on 0 passes the node of agent 2's empty access point
   * and stops on agent 2's IP, which is banned and leaves the network. */
  fill_layer (&network, 1, "*b2.....");
  /* Layer 2: a ping stops on the hub: one ping die roll, no transfer. */
  fill_layer (&network, 2, "*.H...");
  dr_burncycle_network_activate_pings (&network, &report);
  g_assert_false (report.ceo_adds_ping);
  g_assert_cmpuint (report.steps->len, ==, 2);
  g_assert_cmpint (g_array_index (report.steps, DrBurncyclePingStep, 0).move.stop, ==, DR_BURNCYCLE_PING_STOP_IP);
  g_assert_cmpuint (report.banned, ==, 1u << 2);
  g_assert_cmpint (dr_burncycle_network_node (&network, 1, 2)->ip, ==, 0);
  g_assert_true (dr_burncycle_network_node (&network, 1, 2)->ping);
  g_assert_false (dr_burncycle_network_node (&network, 1, 0)->ping);
  g_assert_cmpuint (report.ping_die_rolls, ==, 1);
  g_assert_cmpuint (report.transfers->len, ==, 0);
  dr_burncycle_ping_report_clear (&report);

  /* No ping ends on a hub: those that can transfer do. */
  fill_layer (&network, 1, "*.......");
  fill_layer (&network, 2, "......");
  node = dr_burncycle_network_node (&network, 1, 3);
  node->transfer_layer = 2;
  node->transfer_node = 4;
  dr_burncycle_network_activate_pings (&network, &report);
  g_assert_cmpuint (report.ping_die_rolls, ==, 0);
  g_assert_cmpuint (report.transfers->len, ==, 1);
  g_assert_false (dr_burncycle_network_node (&network, 1, 3)->ping);
  g_assert_true (dr_burncycle_network_node (&network, 2, 4)->ping);
  dr_burncycle_ping_report_clear (&report);

  /* No ping at all: the CEO adds one. */
  fill_layer (&network, 2, "......");
  dr_burncycle_network_activate_pings (&network, &report);
  g_assert_true (report.ceo_adds_ping);
  g_assert_cmpuint (report.steps->len, ==, 0);
  dr_burncycle_ping_report_clear (&report);
  dr_burncycle_network_clear (&network);
}

/* The helper's sentences name the outcome of each rule. */
static void
test_describe (void)
{
  DrBurncycleNode nodes[MAX_NODES];
  guint n = parse_nodes (".*..H", nodes);
  DrBurncycleIpMove move;
  DrBurncyclePingMove ping;
  g_autofree char *lower = NULL;
  g_autofree char *higher = NULL;
  g_autofree char *hub = NULL;
  g_autofree char *nothing = NULL;
  g_autofree char *banned = NULL;

  nodes[0].ip = 1;
  dr_burncycle_ip_move (nodes, n, FALSE, 0, DR_BURNCYCLE_TOKEN_TECH, &move);
  lower = dr_burncycle_describe_ip_move (nodes, &move, 1, 2, 3);
  g_assert_nonnull (strstr (lower, "Your IP moves 1 node, to node 1."));
  g_assert_nonnull (strstr (lower, "your IP is reset"));
  g_assert_nonnull (strstr (lower, "drops to 2"));
  higher = dr_burncycle_describe_ip_move (nodes, &move, 1, 6, 6);
  g_assert_nonnull (strstr (higher, "the ping is reset"));
  g_assert_nonnull (strstr (higher, "drops to 5"));

  nodes[1].ping = FALSE;
  dr_burncycle_ip_move (nodes, n, FALSE, 0, DR_BURNCYCLE_TOKEN_TECH, &move);
  hub = dr_burncycle_describe_ip_move (nodes, &move, 4, 1, 1);
  g_assert_nonnull (strstr (hub, "Your IP moves 4 nodes, to node 4."));
  g_assert_nonnull (strstr (hub, "layer 4"));
  g_assert_nonnull (strstr (hub, "Gain 1 energy."));
  g_assert_nonnull (strstr (hub, "access point"));

  nodes[4].kind = DR_BURNCYCLE_NODE_PLAIN;
  dr_burncycle_ip_move (nodes, n, FALSE, 0, DR_BURNCYCLE_TOKEN_TECH, &move);
  nothing = dr_burncycle_describe_ip_move (nodes, &move, 1, 1, 1);
  g_assert_nonnull (strstr (nothing, "Nothing stops your IP"));

  ping = ping_move ("*.b...", FALSE);
  banned = dr_burncycle_describe_ping_move (&ping);
  g_assert_nonnull (strstr (banned, "The ping moves 3 nodes, to node 3."));
  g_assert_nonnull (strstr (banned, "banned"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burncycle/network/ip-one-node", test_ip_one_node);
  g_test_add_func ("/burncycle/network/ip-skips-other-ips", test_ip_skips_other_ips);
  g_test_add_func ("/burncycle/network/ip-stops-on-ping", test_ip_stops_on_ping);
  g_test_add_func ("/burncycle/network/ip-stops-on-hub", test_ip_stops_on_hub);
  g_test_add_func ("/burncycle/network/ip-stops-on-matching-node", test_ip_stops_on_matching_node);
  g_test_add_func ("/burncycle/network/ip-goes-round-a-ring", test_ip_goes_round_a_ring);
  g_test_add_func ("/burncycle/network/ping-stops", test_ping_stops);
  g_test_add_func ("/burncycle/network/ping-bans", test_ping_bans);
  g_test_add_func ("/burncycle/network/ping-contest", test_ping_contest);
  g_test_add_func ("/burncycle/network/hub-bonus", test_hub_bonus);
  g_test_add_func ("/burncycle/network/ping-order", test_ping_order);
  g_test_add_func ("/burncycle/network/activate-pings", test_activate_pings);
  g_test_add_func ("/burncycle/network/describe", test_describe);
  return g_test_run ();
}
