/* dr-burncycle-reference.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-burncycle-private.h"

/* Seed 004's reference pages, rewritten: the sheet is French and terse, and
 * its icons are lost, so each text names what the icon stood for. */
static const DrBurncycleEntry entries[] = {
  /* Actions */
  { "optimized", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Taking actions"),
    N_("Take 1 action, or pass, for each active token of the burncycle (degraded tokens are skipped), then move "
       "the marker on to the next active token. An action is optimized when its type matches the token it is "
       "taken with. On the captain token, also apply the Burncycle Action section of the captain card.") },
  { "move", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Move (physical)"),
    N_("Make an AP test (+2 AP when optimized) and move the agent or the command module 1 space per AP; the AP "
       "may be split. While moving, robots may collect caches, Push, and Swap when it is enabled.") },
  { "attack-wall", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Attack a wall (physical)"),
    N_("Make an AP test (+2 AP when optimized). With 10 AP or more the wall is destroyed: put a destroyed-wall "
       "token on it; the robot gets 1 free move and is spotted. At most 3 walls are destroyed per floor.") },
  { "attack-unit", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Attack a security unit (physical)"),
    N_("Make an AP test (+2 AP when optimized); the threat advances by 1 and the robot is spotted, even if the "
       "attack fails. AP at least the unit's resistance: the unit is shut down (discard its token) and the robot "
       "gains 1 energy where that applies. AP at least the resistance minus 5: the unit is stunned until the end "
       "of the turn (turn its token over) and the robot takes the unit's key, if it has one. Resistance by unit "
       "level: 10 at level 1, 15 at level 2, 20 at level 3, the card's value for the captain.") },
  { "keypad", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Keypad: unlock a door (utility)"),
    N_("Draw a keypad card and put it beside the door. Resolve every entry for the floor's level (skip one when "
       "optimized), or use brute force (not on an IAM keypad): an AP test at least the resistance shown. On a "
       "success, discard the keypad card, put a door marker, and the robot may move through the door for "
       "free.") },
  { "terminal", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Terminal (tech)"),
    N_("With a robot on a space with a terminal token, draw a terminal card, choose 1 option (2 when optimized) "
       "and make an AP test (on a mainframe terminal every option needs 0 AP). On a success, apply the chosen "
       "options and discard the card and the terminal token.") },
  { "network-card", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Network card (tech)"),
    N_("Draw 1 network card, then discard down to 3. When optimized, also take any other action, not "
       "optimized.") },
  { "repair", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Repair (standard)"),
    N_("When the ability is enabled, transfer any amount of energy to another robot. Missions and abilities give "
       "further standard actions you may take on your turn.") },
  { "trade", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Trade (free)"),
    N_("Transfer keys, equipment cards and mods that are not installed to an adjacent robot.") },
  { "alter", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Alter the burncycle (free)"),
    N_("Replace any action token of the burncycle with an action token from your reserve or the team reserve. "
       "Replacing the active captain token advances the threat by 2.") },
  { "universal", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Universal abilities"),
    N_("Swap: trade places with another robot. Push: pay 1 more AP to move onto a space with a security unit, "
       "which moves to an adjacent space; the robot is spotted. Repair: transfer energy to another robot.") },
  { "dice-pool", DR_BURNCYCLE_CATEGORY_ACTIONS, N_("Your dice pool"),
    N_("1 basic die for every 2 energy in your reserve, plus 1 advanced or elite die for each such upgrade "
       "unlocked.") },

  /* The network */
  { "ip-move", DR_BURNCYCLE_CATEGORY_NETWORK, N_("Moving your IP"),
    N_("Put the tracking marker under the leftmost active token of the burncycle and take the tokens in turn. "
       "IPs move clockwise, skipping other IPs, and may transfer to an inner or outer layer once per token. On a "
       "standard or captain token your IP moves 1 node. On a physical, utility or tech token it moves until it "
       "reaches a node with a ping, a hub, or a node of the token's action type.") },
  { "ping-contest", DR_BURNCYCLE_CATEGORY_NETWORK, N_("Stopping on a ping"),
    N_("Compare your network level with the CEO's: the higher one resets the lower. A tie from 1 to 5 resets "
       "your IP; a tie at 6 resets the ping. Your IP reset: it goes back to its access point, the CEO's network "
       "level drops by 1 and your agent is spotted. The ping reset: remove it, put your IP on its node, lower "
       "your network level by 1 and resolve that node.") },
  { "hubs", DR_BURNCYCLE_CATEGORY_NETWORK, N_("Network hubs"),
    N_("Stopping on a hub (a red node) gives the bonus of its layer. Layer 1: raise your network level by 1. "
       "Layer 2: the threat goes back by 1. Layer 3: gain 1 energy. Layer 4, the core: all three, then your "
       "agent's IP goes back to its access point.") },
  { "action-node", DR_BURNCYCLE_CATEGORY_NETWORK, N_("Stopping on an action node"),
    N_("Network cards you hold that match the node your IP stopped on give their bonuses, in the order you "
       "choose; discard the cards resolved. At the end of the network phase, discard every network card "
       "left.") },
  { "ping-activation", DR_BURNCYCLE_CATEGORY_NETWORK, N_("Ping activation"),
    N_("Pings activate outer layers first; on one layer, first the ping with the most free nodes before the "
       "next ping clockwise. Each moves clockwise until it stops on an IP, would land on another ping (it stops "
       "before it), stops on a hub, or has moved 3 nodes. With no ping on the network, the CEO adds one. Roll "
       "the ping die once for each hub a ping stands on; if no ping stands on a hub, every ping that can "
       "transfer does.") },
  { "banned", DR_BURNCYCLE_CATEGORY_NETWORK, N_("Banned from the network"),
    N_("When a ping moves onto or past a node linked to the empty access point of an IP, that IP is banned: "
       "take its IP marker and its die off the network. An agent whose IP is banned skips the network phase of "
       "their turn.") },

  /* Dice */
  { "ping-die", DR_BURNCYCLE_CATEGORY_DICE, N_("Ping die"),
    N_("Threat +1. Threat +1, then the pings transfer. The CEO's network level +1. The CEO's network level +1, "
       "then the pings transfer. The CEO adds a ping in the core. The CEO adds a ping in the core, then the "
       "pings transfer.") },
  { "inspection-die", DR_BURNCYCLE_CATEGORY_DICE, N_("Inspection die"),
    N_("Put a guard of the floor's level on a security post of this room. Make a terminal of this room a "
       "mainframe terminal. Lock every door of the room. Draw an imperative card, if you do not have one yet. "
       "Gain 1 energy.") },
  { "keypad-entries", DR_BURNCYCLE_CATEGORY_DICE, N_("Keypad entries"),
    N_("Roll the keypad die and add its result to the entries to resolve. An action entry: discard a matching "
       "action token from your reserve or the team reserve, or move the burncycle marker to a matching action "
       "token to the right of where it is. An alarm entry spots the robot.") },
  { "degrade", DR_BURNCYCLE_CATEGORY_DICE, N_("Degrading the burncycle"),
    N_("At the end of an agent's turn, roll the burncycle die and degrade the active token in the slot it "
       "shows; if that slot is inactive or already degraded, take the next one. On the special face, degrade "
       "any token.") },

  /* Security */
  { "security-move", DR_BURNCYCLE_CATEGORY_SECURITY, N_("How security units move and attack"),
    N_("A unit moves up to its movement value, stopping when it reaches its target space, when it would move "
       "onto a robot, or when it has no route to its target. Units cannot pass robots or walls but go through "
       "doors, locked or not; a unit that must move onto another swaps places with it. A unit's attack makes "
       "the robot lose energy equal to the unit's level (3 for the captain).") },
  { "resistance", DR_BURNCYCLE_CATEGORY_SECURITY, N_("Attack and resistance"),
    N_("Level 1: the robot loses 1 energy; stunned at 5 AP, shut down at 10 AP. Level 2: loses 2; stunned at "
       "10 AP, shut down at 15 AP. Level 3: loses 3; stunned at 15 AP, shut down at 20 AP. Captain: loses 3; "
       "stunned at the card's resistance minus 5 AP, shut down at the card's value. Destroying a wall takes "
       "10 AP, at most 3 walls per floor.") },
  { "cautious", DR_BURNCYCLE_CATEGORY_SECURITY, N_("Cautious"),
    N_("When this unit ends its activation next to an unlocked door, that door is locked.") },
  { "demerit", DR_BURNCYCLE_CATEGORY_SECURITY, N_("Demerit"),
    N_("When this unit attacks a robot, the threat advances by 1 instead of the robot losing energy.") },
  { "drain", DR_BURNCYCLE_CATEGORY_SECURITY, N_("Drain"),
    N_("When this unit becomes adjacent to a robot, that robot discards a token from its reserve.") },
  { "grapple", DR_BURNCYCLE_CATEGORY_SECURITY, N_("Grapple #"),
    N_("During move actions, a robot pays # more AP to go from a space adjacent to this unit to a space that is "
       "not adjacent to it.") },
  { "shift", DR_BURNCYCLE_CATEGORY_SECURITY, N_("Shift"),
    N_("This unit moves through walls. It patrols even inside a room, and its patrol is not limited to its "
       "current zone.") },
  { "patrols", DR_BURNCYCLE_CATEGORY_SECURITY, N_("Security patrols"),
    N_("Stationary: does not move. Pacing: moves straight ahead; when it cannot, it turns round and goes on. "
       "Perimeter: follows the outer edge of its zone counterclockwise. Unlocked doors: moves to a hallway space "
       "next to the nearest unlocked door. Nearest robot: moves next to the nearest robot that is not in a "
       "hiding spot. Command module: moves next to the command module, and stays put while it is in a hiding "
       "spot. Post: moves to its post. Terminals: moves to the nearest terminal.") },

  /* How to */
  { "spotting", DR_BURNCYCLE_CATEGORY_HOW_TO, N_("Spotting robots"),
    N_("A spotted robot has its vigilance token put on its robot token. A robot is spotted when it is within a "
       "security unit's vigilance range, attacks a security unit (even if it fails), destroys a wall, is reset "
       "by a ping on the network, resolves a keypad's alarm entry, and by other effects and abilities.") },
  { "energy", DR_BURNCYCLE_CATEGORY_HOW_TO, N_("Gaining energy"),
    N_("Energy is a robot's health, the currency of robot upgrades, and what sets how many basic dice an agent "
       "rolls. It is gained by resolving your agent's imperative, the inspection die's energy result, "
       "discarding a mod that is not installed, shutting down a security unit, reaching a hub of layer 3 or 4 "
       "(the core), being repaired by another robot, completing the floor's objectives (agents only), and other "
       "effects of terminal and network cards and abilities.") },
  { "threat", DR_BURNCYCLE_CATEGORY_HOW_TO, N_("Managing the threat"),
    N_("Threat −1: reaching a hub of layer 2 or 4 (the core). Threat + the number of players: the end of the "
       "corporation's turn, and restarting the burncycle. Threat +1: the ping die's threat result, attacking a "
       "security unit, a vigilance token put into play (heightened difficulty only). Threat +2: replacing the "
       "captain token of the burncycle while it is not degraded. Threat +3: an agent is shut down.") },
  { "floor", DR_BURNCYCLE_CATEGORY_HOW_TO, N_("Finishing a floor"),
    N_("At the end of a player's turn, when the floor's objectives are done and every robot is in a secure "
       "zone, the floor is finished. The corporation marker goes to the player who just played. Note the secure "
       "zone doors left unlocked and the secure zone each robot and security unit is in. Set up the next floor "
       "as at the start of the game, and put the robots, security units and secure zone door markers back as "
       "they were. Robots without an imperative card draw one.") },
  { "restart", DR_BURNCYCLE_CATEGORY_HOW_TO, N_("Restarting the burncycle"),
    N_("Before a player's turn you may restart the burncycle. Put every action token of the burncycle and of "
       "every reserve back in the general supply, and build the burncycle as during set-up. Each player makes "
       "their reserve from their base reserve tokens. For each room with at least 1 robot (secure zones aside), "
       "put the room's base reserve token in the team reserve, plus the matching token for each robot on an "
       "outer space with an action icon. The threat advances by the number of players. Put the network level "
       "markers and dice of banned IPs back, on 1, on a free access point.") },
};

static const struct
{
  const char *name;
  const char *label;
} categories[] = {
  [DR_BURNCYCLE_CATEGORY_ACTIONS] = { "actions", N_("Actions") },
  [DR_BURNCYCLE_CATEGORY_NETWORK] = { "network", N_("Network") },
  [DR_BURNCYCLE_CATEGORY_DICE] = { "dice", N_("Dice") },
  [DR_BURNCYCLE_CATEGORY_SECURITY] = { "security", N_("Security") },
  [DR_BURNCYCLE_CATEGORY_HOW_TO] = { "how-to", N_("How to") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (categories) == DR_BURNCYCLE_N_CATEGORIES);

const DrBurncycleEntry *
dr_burncycle_reference_entries (guint n_entries[1])
{
  *n_entries = G_N_ELEMENTS (entries);
  return entries;
}

const DrBurncycleEntry *
dr_burncycle_reference_find (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    if (g_strcmp0 (entries[i].id, id) == 0)
      return &entries[i];
  return NULL;
}

const char *
dr_burncycle_category_name (DrBurncycleCategory category)
{
  g_return_val_if_fail (category < DR_BURNCYCLE_N_CATEGORIES, NULL);
  return categories[category].name;
}

const char *
dr_burncycle_category_label (DrBurncycleCategory category)
{
  g_return_val_if_fail (category < DR_BURNCYCLE_N_CATEGORIES, NULL);
  return _(categories[category].label);
}

char *
dr_burncycle_fold (const char *text)
{
  g_autofree char *decomposed = g_utf8_normalize (text != NULL ? text : "", -1, G_NORMALIZE_ALL);
  g_autofree char *lower = NULL;
  GString *folded;

  if (decomposed == NULL)   /* not UTF-8 */
    return g_strdup ("");
  lower = g_utf8_casefold (decomposed, -1);
  folded = g_string_sized_new (strlen (lower));
  for (const char *p = lower; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* Accents and Arabic-script vowel signs; kana voicing marks stay. */
      if ((c >= 0x0300 && c <= 0x036F) || (c >= 0x064B && c <= 0x065F) || c == 0x0670)
        continue;
      /* Persian is often typed with the Arabic forms of these letters. */
      if (c == 0x064A || c == 0x0649)
        c = 0x06CC;
      else if (c == 0x0643)
        c = 0x06A9;
      g_string_append_unichar (folded, c);
    }
  return g_string_free (folded, FALSE);
}

/* @text folded holds every word. */
static gboolean
matches (const char        *text,
         const char *const *words)
{
  g_autofree char *folded = dr_burncycle_fold (text);

  for (guint i = 0; words[i] != NULL; i++)
    if (strstr (folded, words[i]) == NULL)
      return FALSE;
  return TRUE;
}

GPtrArray *
dr_burncycle_reference_search (const char *query)
{
  g_autofree char *folded_query = dr_burncycle_fold (query);
  g_auto(GStrv) split = g_strsplit_set (folded_query, " \t\n", -1);
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  g_autoptr(GPtrArray) in_title = g_ptr_array_new ();
  GPtrArray *in_text = g_ptr_array_new ();

  /* Runs of spaces give empty words. */
  for (guint i = 0; split[i] != NULL; i++)
    if (split[i][0] != '\0')
      g_ptr_array_add (words, split[i]);
  g_ptr_array_add (words, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      const DrBurncycleEntry *entry = &entries[i];
      const char *const *needed = (const char *const *) words->pdata;
      g_autofree char *translated = NULL;
      g_autofree char *english = NULL;

      if (matches (_(entry->title), needed) || matches (entry->title, needed))
        {
          g_ptr_array_add (in_title, (gpointer) entry);
          continue;
        }
      translated = g_strconcat (_(entry->title), "\n", _(entry->text), NULL);
      english = g_strconcat (entry->title, "\n", entry->text, NULL);
      if (matches (translated, needed) || matches (english, needed))
        g_ptr_array_add (in_text, (gpointer) entry);
    }
  g_ptr_array_extend_and_steal (in_title, in_text);
  return g_steal_pointer (&in_title);
}
