/* dr-burncycle-network.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-burncycle-private.h"

/* The node after @node clockwise, FALSE at the end of a path. */
static gboolean
next_node (guint     n_nodes,
           gboolean  ring,
           guint    *node)
{
  if (*node + 1 < n_nodes)
    {
      (*node)++;
      return TRUE;
    }
  if (!ring)
    return FALSE;
  *node = 0;
  return TRUE;
}

static DrBurncycleNodeKind
token_node_kind (DrBurncycleToken token)
{
  switch (token)
    {
    case DR_BURNCYCLE_TOKEN_PHYSICAL:
      return DR_BURNCYCLE_NODE_PHYSICAL;
    case DR_BURNCYCLE_TOKEN_UTILITY:
      return DR_BURNCYCLE_NODE_UTILITY;
    case DR_BURNCYCLE_TOKEN_TECH:
      return DR_BURNCYCLE_NODE_TECH;
    case DR_BURNCYCLE_TOKEN_NONE:
    case DR_BURNCYCLE_TOKEN_CAPTAIN:
    case DR_BURNCYCLE_TOKEN_STANDARD:
    case DR_BURNCYCLE_N_TOKENS:
    default:
      return DR_BURNCYCLE_NODE_PLAIN;
    }
}

const char *
dr_burncycle_node_kind_label (DrBurncycleNodeKind kind)
{
  switch (kind)
    {
    case DR_BURNCYCLE_NODE_PLAIN:
      return _("Plain node");
    case DR_BURNCYCLE_NODE_HUB:
      return _("Hub");
    case DR_BURNCYCLE_NODE_PHYSICAL:
      return _("Physical node");
    case DR_BURNCYCLE_NODE_UTILITY:
      return _("Utility node");
    case DR_BURNCYCLE_NODE_TECH:
      return _("Tech node");
    case DR_BURNCYCLE_N_NODE_KINDS:
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
dr_burncycle_ip_move (const DrBurncycleNode *nodes,
                      guint                  n_nodes,
                      gboolean               ring,
                      guint                  from,
                      DrBurncycleToken       token,
                      DrBurncycleIpMove     *move)
{
  DrBurncycleNodeKind matching = token_node_kind (token);
  int self;
  guint node = from;

  g_return_val_if_fail (from < n_nodes, FALSE);
  g_return_val_if_fail (token != DR_BURNCYCLE_TOKEN_NONE && token < DR_BURNCYCLE_N_TOKENS, FALSE);

  self = nodes[from].ip;
  move->node = from;
  move->steps = 0;
  move->stop = DR_BURNCYCLE_IP_STOP_NONE;
  /* At most once round a ring: back at the start nothing stopped it. */
  while (move->steps + 1 < n_nodes + (ring ? 0 : 1) && next_node (n_nodes, ring, &node))
    {
      const DrBurncycleNode *here = &nodes[node];

      move->steps++;
      /* Other IPs are skipped over, as if the node were not there. */
      if (here->ip != 0 && here->ip != self)
        continue;
      if (matching == DR_BURNCYCLE_NODE_PLAIN)
        move->stop = DR_BURNCYCLE_IP_STOP_ONE_NODE;
      else if (here->ping)
        move->stop = DR_BURNCYCLE_IP_STOP_PING;
      else if (here->kind == DR_BURNCYCLE_NODE_HUB)
        move->stop = DR_BURNCYCLE_IP_STOP_HUB;
      else if (here->kind == matching)
        move->stop = DR_BURNCYCLE_IP_STOP_MATCHING;
      else
        continue;
      move->node = node;
      return TRUE;
    }
  move->node = from;
  return FALSE;
}

gboolean
dr_burncycle_ping_move (const DrBurncycleNode *nodes,
                        guint                  n_nodes,
                        gboolean               ring,
                        guint                  from,
                        DrBurncyclePingMove   *move)
{
  guint node = from;

  g_return_val_if_fail (from < n_nodes, FALSE);

  move->node = from;
  move->steps = 0;
  move->banned = 0;
  for (;;)
    {
      const DrBurncycleNode *here;
      guint next = node;

      if (!next_node (n_nodes, ring, &next))
        {
          move->stop = DR_BURNCYCLE_PING_STOP_END;
          break;
        }
      here = &nodes[next];
      /* On a ring of three nodes or fewer it may come round to where it left. */
      if (here->ping && next != from)
        {
          move->stop = DR_BURNCYCLE_PING_STOP_BEFORE_PING;
          break;
        }
      node = next;
      move->steps++;
      if (here->access_ip > 0 && here->access_empty)
        move->banned |= 1u << here->access_ip;
      if (here->ip != 0)
        move->stop = DR_BURNCYCLE_PING_STOP_IP;
      else if (here->kind == DR_BURNCYCLE_NODE_HUB)
        move->stop = DR_BURNCYCLE_PING_STOP_HUB;
      else if (move->steps == 3)
        move->stop = DR_BURNCYCLE_PING_STOP_THREE_NODES;
      else
        continue;
      break;
    }
  move->node = node;
  return move->steps > 0;
}

DrBurncycleContest
dr_burncycle_ping_contest (int agent_level,
                           int ceo_level)
{
  if (agent_level != ceo_level)
    return agent_level > ceo_level ? DR_BURNCYCLE_CONTEST_PING_RESET : DR_BURNCYCLE_CONTEST_IP_RESET;
  /* A tie resets the IP, but at the highest level, 6, the ping. */
  return agent_level >= DR_BURNCYCLE_MAX_NETWORK_LEVEL ? DR_BURNCYCLE_CONTEST_PING_RESET
                                                       : DR_BURNCYCLE_CONTEST_IP_RESET;
}

DrBurncycleHubBonus
dr_burncycle_hub_bonus (int layer)
{
  DrBurncycleHubBonus bonus = { 0 };

  bonus.network_level = layer == 1 || layer == 4;
  bonus.threat = layer == 2 || layer == 4 ? -1 : 0;
  bonus.energy = layer == 3 || layer == 4;
  bonus.ip_home = layer == 4;
  return bonus;
}

void
dr_burncycle_network_init (DrBurncycleNetwork *network,
                           const guint        *nodes_per_layer)
{
  for (int i = 0; i < DR_BURNCYCLE_LAYERS; i++)
    {
      network->layers[i] = g_array_new (FALSE, TRUE, sizeof (DrBurncycleNode));
      g_array_set_size (network->layers[i], nodes_per_layer[i]);
    }
}

void
dr_burncycle_network_clear (DrBurncycleNetwork *network)
{
  for (int i = 0; i < DR_BURNCYCLE_LAYERS; i++)
    g_clear_pointer (&network->layers[i], g_array_unref);
}

DrBurncycleNode *
dr_burncycle_network_node (DrBurncycleNetwork *network,
                           int                 layer,
                           guint               node)
{
  g_return_val_if_fail (layer >= 1 && layer <= DR_BURNCYCLE_LAYERS, NULL);
  g_return_val_if_fail (node < network->layers[layer - 1]->len, NULL);
  return &g_array_index (network->layers[layer - 1], DrBurncycleNode, node);
}

/* Nodes without a ping between @from and the next ping clockwise. */
static guint
free_nodes_ahead (const GArray *layer,
                  guint         from)
{
  guint free = 0;

  for (guint i = 1; i < layer->len; i++)
    {
      if (g_array_index (layer, DrBurncycleNode, (from + i) % layer->len).ping)
        break;
      free++;
    }
  return free;
}

void
dr_burncycle_network_ping_order (const DrBurncycleNetwork *network,
                                 GArray                   *order)
{
  g_array_set_size (order, 0);
  for (int l = 0; l < DR_BURNCYCLE_LAYERS; l++)
    {
      const GArray *layer = network->layers[l];
      gboolean found = FALSE;
      guint first = 0, most = 0;

      for (guint i = 0; i < layer->len; i++)
        {
          guint free;

          if (!g_array_index (layer, DrBurncycleNode, i).ping)
            continue;
          free = free_nodes_ahead (layer, i);
          if (!found || free > most)
            {
              first = i;
              most = free;
              found = TRUE;
            }
        }
      for (guint i = 0; found && i < layer->len; i++)
        {
          guint node = (first + i) % layer->len;
          DrBurncyclePingStep step = { l + 1, node, { 0 } };

          if (g_array_index (layer, DrBurncycleNode, node).ping)
            g_array_append_val (order, step);
        }
    }
}

static void
ban_ips (DrBurncycleNetwork *network,
         guint               banned)
{
  for (int l = 0; l < DR_BURNCYCLE_LAYERS; l++)
    for (guint i = 0; i < network->layers[l]->len; i++)
      {
        DrBurncycleNode *node = &g_array_index (network->layers[l], DrBurncycleNode, i);

        if (node->ip > 0 && (banned & (1u << node->ip)) != 0)
          node->ip = 0;
        /* Banned, the IP is off the network: its access point bans no more. */
        if (node->access_ip > 0 && (banned & (1u << node->access_ip)) != 0)
          node->access_empty = FALSE;
      }
}

static void
transfer_pings (DrBurncycleNetwork    *network,
                DrBurncyclePingReport *report)
{
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (DrBurncyclePingStep));

  dr_burncycle_network_ping_order (network, order);
  for (guint i = 0; i < order->len; i++)
    {
      const DrBurncyclePingStep *step = &g_array_index (order, DrBurncyclePingStep, i);
      DrBurncycleNode *node = dr_burncycle_network_node (network, step->layer, step->from);
      DrBurncycleNode *target;
      DrBurncycleTransfer transfer;

      if (node->transfer_layer < 1 || node->transfer_layer > DR_BURNCYCLE_LAYERS
          || node->transfer_node >= network->layers[node->transfer_layer - 1]->len)
        continue;
      target = dr_burncycle_network_node (network, node->transfer_layer, node->transfer_node);
      if (target->ping)
        continue;
      node->ping = FALSE;
      target->ping = TRUE;
      if (target->access_ip > 0 && target->access_empty)
        {
          report->banned |= 1u << target->access_ip;
          ban_ips (network, 1u << target->access_ip);
        }
      transfer = (DrBurncycleTransfer) { step->layer, step->from, node->transfer_layer, node->transfer_node };
      g_array_append_val (report->transfers, transfer);
    }
}

void
dr_burncycle_network_activate_pings (DrBurncycleNetwork    *network,
                                     DrBurncyclePingReport *report)
{
  report->ceo_adds_ping = FALSE;
  report->steps = g_array_new (FALSE, FALSE, sizeof (DrBurncyclePingStep));
  report->transfers = g_array_new (FALSE, FALSE, sizeof (DrBurncycleTransfer));
  report->ping_die_rolls = 0;
  report->banned = 0;

  dr_burncycle_network_ping_order (network, report->steps);
  if (report->steps->len == 0)
    {
      report->ceo_adds_ping = TRUE;
      return;
    }
  for (guint i = 0; i < report->steps->len; i++)
    {
      DrBurncyclePingStep *step = &g_array_index (report->steps, DrBurncyclePingStep, i);
      GArray *layer = network->layers[step->layer - 1];

      dr_burncycle_ping_move ((const DrBurncycleNode *) layer->data, layer->len, TRUE, step->from, &step->move);
      g_array_index (layer, DrBurncycleNode, step->from).ping = FALSE;
      g_array_index (layer, DrBurncycleNode, step->move.node).ping = TRUE;
      if (step->move.banned != 0)
        {
          report->banned |= step->move.banned;
          ban_ips (network, step->move.banned);
        }
    }
  for (int l = 0; l < DR_BURNCYCLE_LAYERS; l++)
    for (guint i = 0; i < network->layers[l]->len; i++)
      {
        const DrBurncycleNode *node = &g_array_index (network->layers[l], DrBurncycleNode, i);

        report->ping_die_rolls += node->ping && node->kind == DR_BURNCYCLE_NODE_HUB;
      }
  if (report->ping_die_rolls == 0)
    transfer_pings (network, report);
}

void
dr_burncycle_ping_report_clear (DrBurncyclePingReport *report)
{
  g_clear_pointer (&report->steps, g_array_unref);
  g_clear_pointer (&report->transfers, g_array_unref);
}
