/* dr-burncycle-turn.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-burncycle-turn.h"

#define AGENT DR_BURNCYCLE_TURN_AGENT
#define CORPORATION DR_BURNCYCLE_TURN_CORPORATION

static const DrBurncyclePhase phases[] = {
  { "route-energy", AGENT, 1, N_("Route energy"),
    N_("You may route (spend) energy to enable dice upgrades, abilities and base reserves for your agent, or "
       "universal abilities and burncycle slots for the command module."), { "universal", NULL } },
  { "dice-pool", AGENT, 2, N_("Your dice pool"),
    N_("1 basic die for every 2 energy in your reserve, plus 1 advanced or elite die for each such upgrade "
       "unlocked."), { NULL } },
  { "actions", AGENT, 3, N_("Take actions"),
    N_("Take 1 action, or pass, for each active token of the burncycle, moving the marker on to the next active "
       "token. Physical actions: move, attack a wall, attack a security unit. Utility: keypad. Tech: terminal, "
       "network card. Standard: repair and the actions of missions and abilities. Free actions: trade, alter "
       "the burncycle."), { "optimized", "move", "attack-wall", "attack-unit", "keypad", "terminal", "network-card", NULL } },
  { "network", AGENT, 4, N_("Network"),
    N_("Move your IP once for each active token of the burncycle, from the leftmost, then resolve the node it "
       "stops on: a ping, a hub or an action node. An agent whose IP is banned skips this phase."),
    { "ip-move", "ping-contest", "hubs", "action-node" } },
  { "route-energy-again", AGENT, 5, N_("Route energy again"),
    N_("As at the start of your turn, but your agent loses any energy above its robot's energy reserve "
       "limit."), { NULL } },
  { "degrade", AGENT, 6, N_("Degrade the burncycle"),
    N_("Roll the burncycle die and degrade the active token in the slot it shows; if that slot is inactive or "
       "already degraded, take the next one. On the special face, degrade any token."), { NULL } },
  { "security", CORPORATION, 1, N_("Activate security units"),
    N_("Security units activate by priority: first they pursue, then they examine, then they patrol. A unit "
       "moves up to its movement value and attacks adjacent spotted robots at the end of its move."),
    { "security-move", "resistance", NULL } },
  { "pursue", CORPORATION, 1, N_("Priority 1: Pursue"),
    N_("Units pursue spotted robots, those with their vigilance token on them. Choose a unit with a spotted "
       "robot within its vigilance range and move it toward that robot; at the end of its move it attacks the "
       "adjacent spotted robots. Turn the unit's token over and repeat for each unit with a spotted robot in "
       "its vigilance range (several may pursue the same robot). When none is left, turn over the vigilance "
       "tokens of the robots pursued."), { "spotting", NULL } },
  { "examine", CORPORATION, 1, N_("Priority 2: Examine"),
    N_("Units examine every vigilance token still in play. Choose a robot's vigilance token in play that is "
       "not turned over and find the nearest unit: move it toward the token, onto it if it can; at the end of "
       "its move it attacks the adjacent spotted robots. Turn over the unit and the vigilance token, and repeat "
       "for each vigilance token in play not turned over."), { NULL } },
  { "patrol", CORPORATION, 1, N_("Priority 3: Patrol"),
    N_("The units left that are not in a room patrol. Choose a unit not yet activated and outside the rooms "
       "and move it as the patrol icon on its token shows; at the end of its move it attacks the adjacent "
       "spotted robots. Turn its token over and repeat for each unit not turned over. Then turn every security "
       "unit and vigilance token back to its active side, stunned units too."), { "patrols", NULL } },
  { "pings", CORPORATION, 2, N_("Activate pings"),
    N_("Pings move clockwise, outer layers first, until they stop on an IP, would land on another ping, stop "
       "on a hub or have moved 3 nodes. Roll the ping die once per hub a ping stands on; with none, the pings "
       "that can transfer do. A ping moving onto or past a node linked to an IP's empty access point bans that "
       "IP."), { "ping-activation", "banned", "ping-die", NULL } },
  { "threat", CORPORATION, 3, N_("The threat advances"),
    N_("The threat advances by the number of players."), { "threat", NULL } },
};

const DrBurncyclePhase *
dr_burncycle_turn_phases (guint n_phases[1])
{
  *n_phases = G_N_ELEMENTS (phases);
  return phases;
}

const char *
dr_burncycle_turn_side_label (DrBurncycleTurnSide side)
{
  return side == DR_BURNCYCLE_TURN_AGENT ? _("Agent's turn") : _("Corporation's turn");
}
