/* dr-burncycle-dice.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-burncycle-dice.h"

/* Seed 004, "DÉ PING": six results, the six faces. */
static const DrBurncycleFace ping_faces[] = {
  { "threat", N_("Threat"), N_("The threat advances by 1."), 0 },
  { "threat-transfer", N_("Threat, transfer"), N_("The threat advances by 1, then the pings transfer."), 0 },
  { "ceo-level", N_("CEO level"), N_("The CEO's network level goes up by 1."), 0 },
  { "ceo-level-transfer", N_("CEO level, transfer"),
    N_("The CEO's network level goes up by 1, then the pings transfer."), 0 },
  { "core-ping", N_("Ping in the core"), N_("The CEO adds a ping in the core."), 0 },
  { "core-ping-transfer", N_("Ping in the core, transfer"),
    N_("The CEO adds a ping in the core, then the pings transfer."), 0 },
};

/* "DÉ INSPECTION": five results. */
static const DrBurncycleFace inspection_faces[] = {
  { "guard", N_("Guard"), N_("Put a guard of the floor's level on a security post of this room."), 0 },
  { "mainframe", N_("Mainframe"), N_("Make a terminal of this room a mainframe terminal."), 0 },
  { "lock", N_("Lock"), N_("Lock every door of this room."), 0 },
  { "imperative", N_("Imperative"), N_("Draw an imperative card, if you do not have one yet."), 0 },
  { "energy", N_("Energy"), N_("Gain 1 energy."), 0 },
};

/* "ENTRÉES DU CLAVIER": the sheet spells out the action entry and names
 * the alarm entry (it spots the robot) among the ways robots are spotted. */
static const DrBurncycleFace keypad_faces[] = {
  { "physical", N_("Physical entry"),
    N_("Discard a physical action token from your reserve or the team reserve, or move the burncycle marker to "
       "a physical action token to the right of where it is."), 0 },
  { "utility", N_("Utility entry"),
    N_("Discard a utility action token from your reserve or the team reserve, or move the burncycle marker to "
       "a utility action token to the right of where it is."), 0 },
  { "tech", N_("Tech entry"),
    N_("Discard a tech action token from your reserve or the team reserve, or move the burncycle marker to a "
       "tech action token to the right of where it is."), 0 },
  { "alarm", N_("Alarm entry"), N_("The alarm goes off: the robot is spotted."), 0 },
};

/* "DÉGRADER LE BURNCYCLE": a slot, or the face that degrades any token. */
static const DrBurncycleFace burncycle_faces[] = {
  { "slot-1", N_("Slot 1"), N_("Degrade the active token in slot 1, or the next active one after it."), 1 },
  { "slot-2", N_("Slot 2"), N_("Degrade the active token in slot 2, or the next active one after it."), 2 },
  { "slot-3", N_("Slot 3"), N_("Degrade the active token in slot 3, or the next active one after it."), 3 },
  { "slot-4", N_("Slot 4"), N_("Degrade the active token in slot 4, or the next active one after it."), 4 },
  { "slot-5", N_("Slot 5"), N_("Degrade the active token in slot 5, or the next active one after it."), 5 },
  { "any", N_("Any token"), N_("Degrade any token of your choice."), 0 },
};

static const DrBurncycleDieInfo dice[] = {
  [DR_BURNCYCLE_DIE_PING] = { "ping", N_("Ping die"), NULL, ping_faces, G_N_ELEMENTS (ping_faces) },
  [DR_BURNCYCLE_DIE_INSPECTION] = {
    "inspection", N_("Inspection die"),
    N_("The sheet lists five results without their faces: the app rolls each as equally likely."),
    inspection_faces, G_N_ELEMENTS (inspection_faces) },
  [DR_BURNCYCLE_DIE_KEYPAD] = {
    "keypad", N_("Keypad die"),
    N_("The sheet names the action and alarm entries but not the die's faces: the app rolls a physical, "
       "utility or tech entry or an alarm, each as likely."),
    keypad_faces, G_N_ELEMENTS (keypad_faces) },
  [DR_BURNCYCLE_DIE_BURNCYCLE] = {
    "burncycle", N_("Burncycle die"),
    N_("The sheet shows one special face that degrades any token; the app takes the other five faces as "
       "slots 1 to 5."),
    burncycle_faces, G_N_ELEMENTS (burncycle_faces) },
};

G_STATIC_ASSERT (G_N_ELEMENTS (dice) == DR_BURNCYCLE_N_DICE);

const DrBurncycleDieInfo *
dr_burncycle_die_info (DrBurncycleDie die)
{
  g_return_val_if_fail (die < DR_BURNCYCLE_N_DICE, NULL);
  return &dice[die];
}

gboolean
dr_burncycle_die_from_name (const char     *name,
                            DrBurncycleDie *die)
{
  for (guint i = 0; i < G_N_ELEMENTS (dice) && name != NULL; i++)
    if (g_ascii_strcasecmp (dice[i].id, name) == 0)
      {
        *die = i;
        return TRUE;
      }
  return FALSE;
}

guint
dr_burncycle_die_roll (DrBurncycleDie  die,
                       GRand          *rand)
{
  g_return_val_if_fail (die < DR_BURNCYCLE_N_DICE, 0);
  return g_rand_int_range (rand, 0, dice[die].n_faces);
}
