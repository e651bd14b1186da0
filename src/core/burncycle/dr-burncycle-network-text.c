/* dr-burncycle-network-text.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-burncycle-network.h"

static void
append_sentence (GString    *text,
                 const char *sentence)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
}

static void
append_hub (GString *text,
            int      layer)
{
  DrBurncycleHubBonus bonus = dr_burncycle_hub_bonus (layer);
  g_autofree char *heading = g_strdup_printf (_("Hub of layer %d:"), layer);

  append_sentence (text, heading);
  if (bonus.network_level > 0)
    append_sentence (text, _("Raise your network level by 1."));
  if (bonus.threat < 0)
    append_sentence (text, _("The threat goes back by 1."));
  if (bonus.energy > 0)
    append_sentence (text, _("Gain 1 energy."));
  if (bonus.ip_home)
    append_sentence (text, _("Then your IP goes back to its access point."));
}

/* The node the IP ends on, once any ping there is dealt with. */
static void
append_node (GString               *text,
             const DrBurncycleNode *node,
             int                    layer)
{
  switch (node->kind)
    {
    case DR_BURNCYCLE_NODE_HUB:
      append_hub (text, layer);
      break;
    case DR_BURNCYCLE_NODE_PHYSICAL:
    case DR_BURNCYCLE_NODE_UTILITY:
    case DR_BURNCYCLE_NODE_TECH:
      append_sentence (text, _("On an action node, the network cards you hold that match it give their bonuses, "
                               "in the order you choose; discard them once resolved."));
      break;
    case DR_BURNCYCLE_NODE_PLAIN:
    case DR_BURNCYCLE_N_NODE_KINDS:
    default:
      append_sentence (text, _("A plain node has nothing to resolve."));
      break;
    }
}

static void
append_contest (GString               *text,
                const DrBurncycleNode *node,
                int                    layer,
                int                    agent_level,
                int                    ceo_level)
{
  g_autofree char *sentence = NULL;

  if (dr_burncycle_ping_contest (agent_level, ceo_level) == DR_BURNCYCLE_CONTEST_IP_RESET)
    {
      sentence = g_strdup_printf (_("Your network level %d against the CEO's %d: your IP is reset. It goes back to "
                                    "its access point, the CEO's network level drops to %d and your agent is "
                                    "spotted."),
                                  agent_level, ceo_level, MAX (ceo_level - 1, DR_BURNCYCLE_MIN_NETWORK_LEVEL));
      append_sentence (text, sentence);
      return;
    }
  sentence = g_strdup_printf (_("Your network level %d against the CEO's %d: the ping is reset. Remove it; your "
                                "IP takes its node and your network level drops to %d."),
                              agent_level, ceo_level, MAX (agent_level - 1, DR_BURNCYCLE_MIN_NETWORK_LEVEL));
  append_sentence (text, sentence);
  append_node (text, node, layer);
}

char *
dr_burncycle_describe_ip_move (const DrBurncycleNode   *nodes,
                               const DrBurncycleIpMove *move,
                               int                      layer,
                               int                      agent_level,
                               int                      ceo_level)
{
  const DrBurncycleNode *node = &nodes[move->node];
  GString *text = g_string_new (NULL);
  g_autofree char *where = NULL;

  if (move->stop == DR_BURNCYCLE_IP_STOP_NONE)
    {
      append_sentence (text, _("Nothing stops your IP on the nodes given: add the nodes further ahead."));
      return g_string_free (text, FALSE);
    }
  where = g_strdup_printf (ngettext ("Your IP moves %d node, to node %d.", "Your IP moves %d nodes, to node %d.",
                                     move->steps),
                           move->steps, move->node);
  append_sentence (text, where);
  switch (move->stop)
    {
    case DR_BURNCYCLE_IP_STOP_PING:
      append_sentence (text, _("It stops on a ping."));
      break;
    case DR_BURNCYCLE_IP_STOP_HUB:
      append_sentence (text, _("It stops on a hub."));
      break;
    case DR_BURNCYCLE_IP_STOP_MATCHING:
      append_sentence (text, _("It stops on a node of the token's action type."));
      break;
    case DR_BURNCYCLE_IP_STOP_ONE_NODE:
    case DR_BURNCYCLE_IP_STOP_NONE:
    default:
      break;
    }
  if (node->ping)
    append_contest (text, node, layer, agent_level, ceo_level);
  else
    append_node (text, node, layer);
  return g_string_free (text, FALSE);
}

char *
dr_burncycle_describe_ping_move (const DrBurncyclePingMove *move)
{
  GString *text = g_string_new (NULL);
  g_autofree char *where = NULL;
  guint banned = 0;

  if (move->steps == 0)
    append_sentence (text, _("The ping does not move."));
  else
    {
      where = g_strdup_printf (ngettext ("The ping moves %d node, to node %d.", "The ping moves %d nodes, to node %d.",
                                         move->steps),
                               move->steps, move->node);
      append_sentence (text, where);
    }
  switch (move->stop)
    {
    case DR_BURNCYCLE_PING_STOP_IP:
      append_sentence (text, _("It stops on an IP."));
      break;
    case DR_BURNCYCLE_PING_STOP_BEFORE_PING:
      append_sentence (text, _("The next node holds a ping, so it stops before it."));
      break;
    case DR_BURNCYCLE_PING_STOP_HUB:
      append_sentence (text, _("It stops on a hub: roll the ping die for it."));
      break;
    case DR_BURNCYCLE_PING_STOP_THREE_NODES:
      append_sentence (text, _("It has moved 3 nodes."));
      break;
    case DR_BURNCYCLE_PING_STOP_END:
    default:
      append_sentence (text, _("The nodes given end here: add the nodes further ahead."));
      break;
    }
  for (guint bits = move->banned; bits != 0; bits &= bits - 1)
    banned++;
  if (banned > 0)
    append_sentence (text, ngettext ("It moves onto or past a node linked to an empty access point: that IP is "
                                     "banned and leaves the network.",
                                     "It moves onto or past nodes linked to empty access points: those IPs are "
                                     "banned and leave the network.",
                                     banned));
  return g_string_free (text, FALSE);
}
