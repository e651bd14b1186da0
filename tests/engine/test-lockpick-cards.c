/* test-lockpick-cards.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A scenario for every card of the Lockpick box and for the rules choices
 * about cards (seed 003, "Liste des cartes disponibles"; our choices in
 * docs/rules-choices.md), and the completeness gate: the engine's 25 cards
 * are the bundled data's (data/cards/lockpick), each with its scenario.
 * The turn's rules have theirs in test-lockpick-rules.c.
 */
#include "config.h"

#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-lockpick.h"
#include "lockpick-scenario.h"

/* ---- structure cards ---- */

/* LP101, "Liste des cartes": "Si cette carte est détruite, le serveur perd
 * la partie"; the hackers' goal ("Introduction"). */
static void
test_structure_core (void)
{
  DrLpState s;
  DrEngineResult r;

  position (&s, 2, plus);
  activate (&s, lp_test_give (&s, 1, DR_LP_WEAK_SPOT));
  choose_cell (&s, 1, 1);
  g_assert_cmpint (s.phase, ==, DR_LP_PHASE_OVER);
  dr_lockpick_game.result (&s, &r);
  g_assert_cmpuint (r.winners, ==, 1u << 1);
  g_assert_cmpint (r.reason, ==, DR_LP_REASON_CORE_DESTROYED);
}

/* rules choice: Brute Force destroys "sans appliquer son effet", but losing
 * the Core is the goal of the game, not an effect */
static void
test_core_by_brute_force (void)
{
  static const char *const line[] = { "CU", NULL };
  DrLpState s;

  position (&s, 2, line);
  activate (&s, lp_test_give (&s, 1, DR_LP_BRUTE_FORCE));
  choose_cell (&s, 0, 0);
  g_assert_cmpint (s.phase, ==, DR_LP_PHASE_OVER);
  g_assert_false (s.winner_server);
}

/* LP102: "Aucun effet à la destruction" */
static void
test_unsecured_workstation (void)
{
  DrLpState s;
  int card;

  position (&s, 2, plus);
  card = dr_lp_structure_at (&s, cell (1, 0));
  activate (&s, lp_test_give (&s, 1, DR_LP_WEAK_SPOT));
  choose_cell (&s, 1, 0);
  g_assert_cmpint (s.cards[card].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (s.cards[card].cell, ==, cell (1, 0));   /* remembered for Backups */
  g_assert_false (s.hackers[1].draw_limit || s.hackers[1].immune);
  g_assert_cmpint (s.n_pending, ==, 0);
}

/* Lays out @rows for two players, and hacker 1's Weak Spot aims at the
 * structure card at the top left: that card (its number), still in the
 * grid after the attack. */
static int
weak_spot_survived (DrLpState         *s,
                    const char *const *rows)
{
  int card;

  position (s, 2, rows);
  card = dr_lp_structure_at (s, cell (0, 0));
  activate (s, lp_test_give (s, 1, DR_LP_WEAK_SPOT));
  choose_cell (s, 0, 0);
  g_assert_cmpint (s->cards[card].zone, ==, DR_LP_ZONE_GRID);
  return card;
}

/* LP103: "ne peut jamais être détruite … elle est simplement dévoilée" */
static void
test_sandbox (void)
{
  static const char *const rows[] = { "SC", NULL };
  DrLpState s;
  int card = weak_spot_survived (&s, rows);

  g_assert_true (s.cards[card].flags & DR_LP_CARD_FACEUP);
}

/* LP104: several copies of the destroying card: all destroyed, hands and zones */
static void
test_anti_intrusion (void)
{
  static const char *const rows[] = { "AC", NULL };
  DrLpState s;
  int first, second;

  position (&s, 2, rows);
  first = lp_test_give (&s, 1, DR_LP_WEAK_SPOT);
  second = lp_test_give (&s, 1, DR_LP_WEAK_SPOT);
  activate (&s, first);
  choose_cell (&s, 0, 0);
  g_assert_cmpint (s.cards[second].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (s.cards[first].zone, ==, DR_LP_ZONE_DESTROYED);

  /* a single copy: nothing more */
  position (&s, 2, rows);
  first = lp_test_give (&s, 1, DR_LP_WEAK_SPOT);
  second = lp_test_give (&s, 1, DR_LP_LOCKPICK);
  activate (&s, first);
  choose_cell (&s, 0, 0);
  g_assert_cmpint (s.cards[second].zone, ==, DR_LP_ZONE_HAND);
}

/* LP104 against a Service: the Lockpick that destroyed it goes with the
 * copy in hand (zones too) */
static void
test_anti_intrusion_service (void)
{
  static const char *const rows[] = { "AUC", NULL };
  DrLpState s;
  int active, in_hand;

  position (&s, 2, rows);
  active = lp_test_give (&s, 1, DR_LP_LOCKPICK);
  in_hand = lp_test_give (&s, 1, DR_LP_LOCKPICK);
  activate (&s, active);
  g_assert_cmpint (s.cards[active].zone, ==, DR_LP_ZONE_SLOT);
  end_turn (&s);
  end_turn (&s);   /* the server */
  /* Hacker 1's Lockpick: the isolated ones are the AIA and the Core */
  choose_cell (&s, 0, 0);
  g_assert_cmpint (s.cards[active].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (s.cards[in_hand].zone, ==, DR_LP_ZONE_DESTROYED);
}

/* LP105: the hacker who destroyed it draws at most one card next turn */
static void
test_hardened_security (void)
{
  static const char *const rows[] = { "HC", NULL };
  DrLpState s;

  position (&s, 2, rows);
  activate (&s, lp_test_give (&s, 1, DR_LP_WEAK_SPOT));
  choose_cell (&s, 0, 0);
  g_assert_true (s.hackers[1].draw_limit);
  end_turn (&s);
  end_turn (&s);
  g_assert_cmpint (s.active, ==, 1);
  g_assert_cmpint (dr_lp_count_zone (&s, DR_LP_ZONE_HAND, 1), ==, 1);
  g_assert_false (s.hackers[1].draw_limit);
}

/* LP106: immune to that hacker's attacks until their next turn begins */
static void
test_logging (void)
{
  static const char *const rows[] = { "LUC", NULL };
  DrLpState s;

  position (&s, 2, rows);
  activate (&s, lp_test_give (&s, 1, DR_LP_WEAK_SPOT));
  choose_cell (&s, 0, 0);
  g_assert_true (s.hackers[1].immune);
  /* the second card of the turn does nothing to the server */
  activate (&s, lp_test_give (&s, 1, DR_LP_BRUTE_FORCE));
  g_assert_cmpint (s.n_pending, ==, 0);
  g_assert_cmpint (lp_test_def_at (&s, 1, 0), ==, DR_LP_UNSECURED_WORKSTATION);
  end_turn (&s);
  end_turn (&s);
  g_assert_false (s.hackers[1].immune);
}

/* LP107: applies as soon as it is turned face up, even without its effect
 * (a Scanner reveals it; a Brute Force destroys it "sans appliquer son
 * effet"): each hacker discards a card of their choice */
static void
test_automated_script (void)
{
  static const char *const rows[] = { "XC", NULL };
  DrLpState s;
  int keep, drop, other;

  position (&s, 3, rows);
  drop = lp_test_give (&s, 1, DR_LP_KEYLOGGER);
  keep = lp_test_give (&s, 1, DR_LP_LOCKPICK);
  other = lp_test_give (&s, 2, DR_LP_SCANNER);
  activate (&s, lp_test_give (&s, 1, DR_LP_BRUTE_FORCE));
  choose_cell (&s, 0, 0);
  /* Hacker 1 chooses first, then Hacker 2 */
  g_assert_cmpint (dr_lp_acting_seat (&s), ==, 1);
  lp_test_do (&s, DR_LP_ACT_CHOOSE_CARD, drop, -1);
  g_assert_cmpint (dr_lp_acting_seat (&s), ==, 2);
  lp_test_do (&s, DR_LP_ACT_CHOOSE_CARD, other, -1);
  g_assert_cmpint (s.cards[drop].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (s.cards[keep].zone, ==, DR_LP_ZONE_HAND);
  g_assert_cmpint (s.cards[other].zone, ==, DR_LP_ZONE_DESTROYED);
}

static void
test_automated_script_revealed (void)
{
  static const char *const rows[] = { "XUC", NULL };
  DrLpState s;
  int card;

  position (&s, 2, rows);
  activate (&s, lp_test_give (&s, 1, DR_LP_SCANNER));
  end_turn (&s);
  end_turn (&s);
  /* the Scanner at the start of the turn: X and C are isolated */
  card = lp_test_give (&s, 1, DR_LP_ROOTKIT);
  choose_cell (&s, 0, 0);
  g_assert_cmpint (s.pending[s.n_pending - 1].kind, ==, DR_LP_PD_SCRIPT_DISCARD);
  lp_test_do (&s, DR_LP_ACT_CHOOSE_CARD, card, -1);
  g_assert_cmpint (s.cards[card].zone, ==, DR_LP_ZONE_DESTROYED);
}

/* LP108: left in place until the server's next turn begins; still in place
 * for isolation meanwhile (rules choice), and no target again */
static void
test_secured_structure (void)
{
  static const char *const rows[] = { "PUC", NULL };
  DrLpState s;
  int card = weak_spot_survived (&s, rows);

  g_assert_true (s.cards[card].flags & DR_LP_CARD_SECURED);
  g_assert_false (dr_lp_is_isolated (&s, cell (1, 0)));
  activate (&s, lp_test_give (&s, 1, DR_LP_BRUTE_FORCE));
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (0, 0)));
  choose_cell (&s, 2, 0);   /* the Core has only U beside it: isolated */
  g_assert_cmpint (s.phase, ==, DR_LP_PHASE_OVER);

  position (&s, 2, rows);
  activate (&s, lp_test_give (&s, 1, DR_LP_WEAK_SPOT));
  choose_cell (&s, 0, 0);
  end_turn (&s);
  g_assert_cmpint (s.active, ==, DR_LP_SERVER_SEAT);
  g_assert_cmpint (s.cards[card].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_true (dr_lp_is_isolated (&s, cell (1, 0)));
}

/* ---- defense cards ---- */

static void
to_server_turn (DrLpState *s, int hacker_card)
{
  activate (s, hacker_card);
  end_turn (s);
  g_assert_cmpint (s->active, ==, DR_LP_SERVER_SEAT);
  g_assert_cmpint (s->phase, ==, DR_LP_PHASE_SERVER);
}

/* LP201: every attack card in play destroyed, the hand shuffled back into
 * the deck, the turn over */
static void
test_machine_reboot (void)
{
  DrLpState s;
  int lockpick, reboot, other;

  position (&s, 2, plus);
  lockpick = lp_test_give (&s, 1, DR_LP_LOCKPICK);
  to_server_turn (&s, lockpick);
  lp_test_empty_hands (&s);
  reboot = lp_test_give (&s, 0, DR_LP_MACHINE_REBOOT);
  other = lp_test_give (&s, 0, DR_LP_UPDATE);
  lp_test_do (&s, DR_LP_ACT_PLAY_DEFENSE, reboot, -1);
  g_assert_cmpint (s.cards[lockpick].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (s.cards[other].zone, ==, DR_LP_ZONE_DECK);
  g_assert_cmpint (s.active, ==, 1);   /* the server's turn ended */
}

/* LP202: only as the first card of the turn; the hand destroyed */
static void
test_acpi_reboot (void)
{
  DrLpState s;
  int lockpick, acpi, other, white_hat;

  position (&s, 2, plus);
  lockpick = lp_test_give (&s, 1, DR_LP_LOCKPICK);
  to_server_turn (&s, lockpick);
  lp_test_empty_hands (&s);
  acpi = lp_test_give (&s, 0, DR_LP_ACPI_REBOOT);
  white_hat = lp_test_give (&s, 0, DR_LP_WHITE_HAT);
  other = lp_test_give (&s, 0, DR_LP_UPDATE);
  lp_test_do (&s, DR_LP_ACT_PLAY_DEFENSE, white_hat, -1);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_PLAY_DEFENSE, acpi, -1));

  position (&s, 2, plus);
  to_server_turn (&s, lockpick = lp_test_give (&s, 1, DR_LP_LOCKPICK));
  lp_test_empty_hands (&s);
  acpi = lp_test_give (&s, 0, DR_LP_ACPI_REBOOT);
  other = lp_test_give (&s, 0, DR_LP_UPDATE);
  lp_test_do (&s, DR_LP_ACT_PLAY_DEFENSE, acpi, -1);
  g_assert_cmpint (s.cards[lockpick].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (s.cards[other].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (s.active, ==, DR_LP_SERVER_SEAT);   /* the turn goes on */
}

/* LP203 and rules choice: the Patch answers the activation before any
 * effect; the cancelled card is destroyed, takes no slot, and counts as one
 * of the hacker's plays */
static void
test_patch (void)
{
  DrLpState s;
  int weak, patch;

  position (&s, 2, plus);
  patch = lp_test_give (&s, 0, DR_LP_PATCH);
  weak = lp_test_give (&s, 1, DR_LP_WEAK_SPOT);
  lp_test_do (&s, DR_LP_ACT_ACTIVATE, weak, -1);
  g_assert_cmpint (dr_lp_acting_seat (&s), ==, DR_LP_SERVER_SEAT);
  lp_test_do (&s, DR_LP_ACT_PATCH, patch, -1);
  g_assert_cmpint (s.cards[weak].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (s.cards[patch].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (dr_lp_count_zone (&s, DR_LP_ZONE_GRID, -1), ==, 5);
  g_assert_cmpint (s.hackers[1].plays, ==, 1);
  g_assert_cmpint (dr_lp_acting_seat (&s), ==, 1);
  g_assert_true (lp_test_legal (&s, DR_LP_ACT_END_TURN, -1, -1));

  /* let through: the activation goes on */
  position (&s, 2, plus);
  patch = lp_test_give (&s, 0, DR_LP_PATCH);
  weak = lp_test_give (&s, 1, DR_LP_WEAK_SPOT);
  lp_test_do (&s, DR_LP_ACT_ACTIVATE, weak, -1);
  lp_test_do (&s, DR_LP_ACT_DECLINE, -1, -1);
  g_assert_cmpint (dr_lp_acting_seat (&s), ==, 1);
  choose_cell (&s, 1, 0);
  g_assert_cmpint (s.cards[patch].zone, ==, DR_LP_ZONE_HAND);
  /* a Patch is no card for the server's own turn */
  end_turn (&s);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_PLAY_DEFENSE, patch, -1));
}

/* LP204: a destroyed structure back in its exact place, over a Trojan Horse */
static void
test_backups (void)
{
  static const char *const rows[] = { "UUC", NULL };
  DrLpState s;
  int trojan, backups, card;

  position (&s, 2, rows);
  card = dr_lp_structure_at (&s, cell (0, 0));
  trojan = lp_test_give (&s, 1, DR_LP_TROJAN_HORSE);
  activate (&s, trojan);
  choose_cell (&s, 0, 1);    /* under the first workstation */
  end_turn (&s);
  end_turn (&s);
  choose_cell (&s, 0, 0);    /* the Trojan destroys it and takes its place */
  g_assert_cmpint (trojan_cell (&s, trojan), ==, cell (0, 0));
  lp_test_empty_hands (&s);
  activate (&s, lp_test_give (&s, 1, DR_LP_SCANNER));
  end_turn (&s);
  lp_test_empty_hands (&s);
  backups = lp_test_give (&s, 0, DR_LP_BACKUPS);
  lp_test_do (&s, DR_LP_ACT_PLAY_DEFENSE, backups, -1);
  lp_test_do (&s, DR_LP_ACT_CHOOSE_CARD, card, -1);
  g_assert_cmpint (dr_lp_structure_at (&s, cell (0, 0)), ==, card);
  g_assert_cmpint (s.cards[trojan].zone, ==, DR_LP_ZONE_DESTROYED);
}

/* LP205: three cards of the hackers' deck destroyed */
static void
test_white_hat (void)
{
  DrLpState s;
  int deck;

  position (&s, 2, plus);
  to_server_turn (&s, lp_test_give (&s, 1, DR_LP_SCANNER));
  deck = hackers_deck (&s);
  lp_test_empty_hands (&s);
  lp_test_do (&s, DR_LP_ACT_PLAY_DEFENSE, lp_test_give (&s, 0, DR_LP_WHITE_HAT), -1);
  g_assert_cmpint (hackers_deck (&s), ==, deck - 3);
}

/* LP206: one card at random from each hacker's hand */
static void
test_protection_agent (void)
{
  DrLpState s;

  position (&s, 3, plus);
  activate (&s, lp_test_give (&s, 1, DR_LP_SCANNER));
  end_turn (&s);
  activate (&s, lp_test_give (&s, 2, DR_LP_SCANNER));
  end_turn (&s);
  g_assert_cmpint (s.active, ==, DR_LP_SERVER_SEAT);
  lp_test_empty_hands (&s);
  lp_test_give (&s, 1, DR_LP_LOCKPICK);
  lp_test_give (&s, 1, DR_LP_LOCKPICK);
  lp_test_give (&s, 2, DR_LP_KEYLOGGER);
  lp_test_do (&s, DR_LP_ACT_PLAY_DEFENSE, lp_test_give (&s, 0, DR_LP_PROTECTION_AGENT), -1);
  g_assert_cmpint (dr_lp_count_zone (&s, DR_LP_ZONE_HAND, 1), ==, 1);
  g_assert_cmpint (dr_lp_count_zone (&s, DR_LP_ZONE_HAND, 2), ==, 0);
}

/* LP207: one active attack card destroyed; a Corrupted Disk's rotation ends */
static void
test_update (void)
{
  DrLpState s;
  int disk, rotated;

  position (&s, 2, plus);
  disk = lp_test_give (&s, 1, DR_LP_CORRUPTED_DISK);
  activate (&s, disk);
  choose_cell (&s, 1, 0);
  choose_cell (&s, 1, 1);
  rotated = dr_lp_structure_at (&s, cell (1, 1));
  g_assert_cmpint (s.cards[rotated].rotated_by, ==, disk);
  end_turn (&s);
  lp_test_empty_hands (&s);
  lp_test_do (&s, DR_LP_ACT_PLAY_DEFENSE, lp_test_give (&s, 0, DR_LP_UPDATE), -1);
  lp_test_do (&s, DR_LP_ACT_CHOOSE_CARD, disk, -1);
  g_assert_cmpint (s.cards[disk].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (s.cards[rotated].rotated_by, ==, DR_LP_NO_CARD);
}

/* ---- attack cards ---- */

/* LP301: never activated from the hand; during a reboot, discarded to keep
 * one active card (rules choice: either reboot; the kept card stays) */
static void
test_rootkit (void)
{
  DrLpState s;
  int rootkit, lockpick, scanner;

  position (&s, 2, plus);
  rootkit = lp_test_give (&s, 1, DR_LP_ROOTKIT);
  lockpick = lp_test_give (&s, 1, DR_LP_LOCKPICK);
  scanner = lp_test_give (&s, 1, DR_LP_SCANNER);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_ACTIVATE, rootkit, -1));
  activate (&s, lockpick);
  activate (&s, scanner);
  end_turn (&s);
  lp_test_empty_hands (&s);
  rootkit = lp_test_give (&s, 1, DR_LP_ROOTKIT);
  lp_test_do (&s, DR_LP_ACT_PLAY_DEFENSE, lp_test_give (&s, 0, DR_LP_MACHINE_REBOOT), -1);
  g_assert_cmpint (dr_lp_acting_seat (&s), ==, 1);
  lp_test_do (&s, DR_LP_ACT_CHOOSE_CARD, lockpick, -1);
  g_assert_cmpint (s.cards[rootkit].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_cmpint (s.cards[lockpick].zone, ==, DR_LP_ZONE_SLOT);
  g_assert_cmpint (s.cards[scanner].zone, ==, DR_LP_ZONE_DESTROYED);
  g_assert_false (s.cards[lockpick].flags & DR_LP_CARD_KEPT);
}

/* LP302: an isolated structure only, without its effect */
static void
test_brute_force (void)
{
  static const char *const rows[] = { "HUC", NULL };
  DrLpState s;

  position (&s, 2, rows);
  activate (&s, lp_test_give (&s, 1, DR_LP_BRUTE_FORCE));
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (1, 0)));
  choose_cell (&s, 0, 0);
  g_assert_cmpint (lp_test_def_at (&s, 0, 0), ==, -1);
  g_assert_false (s.hackers[1].draw_limit);
  /* not a Service: it left the zone */
  g_assert_cmpint (dr_lp_count_zone (&s, DR_LP_ZONE_SLOT, 1), ==, 0);
}

/* LP303: any structure, isolated or not */
static void
test_weak_spot (void)
{
  DrLpState s;

  position (&s, 2, plus);
  activate (&s, lp_test_give (&s, 1, DR_LP_WEAK_SPOT));
  g_assert_true (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (1, 1)));
  g_assert_true (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (0, 1)));
}

/* LP304: a Service; at the start of each of its hacker's turns, destroys
 * an isolated structure, before the draw (rules choice) */
static void
test_lockpick (void)
{
  DrLpState s;
  int lockpick;

  position (&s, 2, plus);
  lockpick = lp_test_give (&s, 1, DR_LP_LOCKPICK);
  activate (&s, lockpick);
  g_assert_cmpint (s.cards[lockpick].zone, ==, DR_LP_ZONE_SLOT);
  end_turn (&s);
  end_turn (&s);
  g_assert_cmpint (s.pending[s.n_pending - 1].kind, ==, DR_LP_PD_DESTROY_ISOLATED);
  g_assert_cmpint (dr_lp_count_zone (&s, DR_LP_ZONE_HAND, 1), ==, 0);   /* not drawn yet */
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (1, 1)));
  choose_cell (&s, 0, 1);
  g_assert_cmpint (lp_test_def_at (&s, 0, 1), ==, -1);
  g_assert_cmpint (dr_lp_count_zone (&s, DR_LP_ZONE_HAND, 1), ==, 4);
}

/* LP305: placed next to a structure; each turn destroys an adjacent one and
 * takes its place (a Sandbox stays: so does the Trojan, rules choice) */
static void
test_trojan_horse (void)
{
  static const char *const rows[] = { "USUC", NULL };
  DrLpState s;
  int trojan;

  position (&s, 2, rows);
  trojan = lp_test_give (&s, 1, DR_LP_TROJAN_HORSE);
  activate (&s, trojan);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (1, 0)));
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (9, 9)));
  choose_cell (&s, 2, 1);
  end_turn (&s);
  end_turn (&s);
  choose_cell (&s, 2, 0);
  g_assert_cmpint (trojan_cell (&s, trojan), ==, cell (2, 0));
  end_turn (&s);
  end_turn (&s);
  /* now beside the Sandbox (1,0) and the Core (3,0) */
  choose_cell (&s, 1, 0);
  g_assert_cmpint (trojan_cell (&s, trojan), ==, cell (2, 0));
  g_assert_cmpint (lp_test_def_at (&s, 1, 0), ==, DR_LP_SANDBOX);
}

/* LP306: at the start of its hacker's turns, two cards of the server's hand
 * shown, at random */
static void
test_keylogger (void)
{
  DrLpState s;
  int i, shown = 0;
  DrLpState view;

  position (&s, 2, plus);
  activate (&s, lp_test_give (&s, 1, DR_LP_KEYLOGGER));
  end_turn (&s);
  end_turn (&s);   /* the server drew four */
  for (i = 0; i < s.n_cards; i++)
    if (s.cards[i].zone == DR_LP_ZONE_HAND && s.cards[i].seat == 0 && (s.cards[i].flags & DR_LP_CARD_SHOWN))
      shown++;
  g_assert_cmpint (shown, ==, 2);
  dr_lp_view (&s, 1, &view);
  shown = 0;
  for (i = 0; i < s.n_cards; i++)
    if (view.cards[i].zone == DR_LP_ZONE_HAND && view.cards[i].seat == 0 && view.cards[i].def != 0)
      shown++;
  g_assert_cmpint (shown, ==, 2);
}

/* LP307: two isolated structures revealed at the start of its hacker's turns */
static void
test_scanner (void)
{
  DrLpState s;
  int i, up = 0;

  position (&s, 2, plus);
  activate (&s, lp_test_give (&s, 1, DR_LP_SCANNER));
  end_turn (&s);
  end_turn (&s);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (1, 1)));
  choose_cell (&s, 0, 1);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (0, 1)));
  choose_cell (&s, 2, 1);
  for (i = 0; i < s.n_cards; i++)
    if (s.cards[i].zone == DR_LP_ZONE_GRID && (s.cards[i].flags & DR_LP_CARD_FACEUP))
      up++;
  g_assert_cmpint (up, ==, 2);
}

/* LP308: two defense cards at random from the server's hand */
static void
test_memory_overflow (void)
{
  DrLpState s;

  position (&s, 2, plus);
  lp_test_give (&s, 0, DR_LP_UPDATE);
  lp_test_give (&s, 0, DR_LP_WHITE_HAT);
  lp_test_give (&s, 0, DR_LP_BACKUPS);
  activate (&s, lp_test_give (&s, 1, DR_LP_MEMORY_OVERFLOW));
  g_assert_cmpint (dr_lp_count_zone (&s, DR_LP_ZONE_HAND, 0), ==, 1);
}

/* LP309: two structures turned; their effects do not trigger when they are
 * destroyed (the Core still loses the game, rules choice) */
static void
test_corrupted_disk (void)
{
  static const char *const rows[] = { "HLC", NULL };
  DrLpState s;

  position (&s, 2, rows);
  activate (&s, lp_test_give (&s, 1, DR_LP_CORRUPTED_DISK));
  choose_cell (&s, 0, 0);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_CHOOSE_CELL, -1, cell (0, 0)));
  choose_cell (&s, 1, 0);
  activate (&s, lp_test_give (&s, 1, DR_LP_WEAK_SPOT));
  choose_cell (&s, 1, 0);
  g_assert_false (s.hackers[1].immune);
  end_turn (&s);
  end_turn (&s);
  lp_test_empty_hands (&s);
  /* a slot is free again (the Weak Spot left), the disk still turns H */
  activate (&s, lp_test_give (&s, 1, DR_LP_BRUTE_FORCE));
  choose_cell (&s, 0, 0);
  g_assert_false (s.hackers[1].draw_limit);
}

/* LP310: the server may not play Machine Reboot while it is active */
static void
test_zombie_process (void)
{
  DrLpState s;
  int reboot, acpi;

  position (&s, 2, plus);
  to_server_turn (&s, lp_test_give (&s, 1, DR_LP_ZOMBIE_PROCESS));
  lp_test_empty_hands (&s);
  reboot = lp_test_give (&s, 0, DR_LP_MACHINE_REBOOT);
  acpi = lp_test_give (&s, 0, DR_LP_ACPI_REBOOT);
  g_assert_false (lp_test_legal (&s, DR_LP_ACT_PLAY_DEFENSE, reboot, -1));
  g_assert_true (lp_test_legal (&s, DR_LP_ACT_PLAY_DEFENSE, acpi, -1));
}

/* ---- the completeness gate ---- */

typedef struct
{
  int def;
  const char *name;
  GTestFunc func;
} CardScenario;

static const CardScenario card_scenarios[] = {
  { DR_LP_STRUCTURE_CORE, "structure-core", test_structure_core },
  { DR_LP_UNSECURED_WORKSTATION, "unsecured-workstation", test_unsecured_workstation },
  { DR_LP_SANDBOX, "sandbox", test_sandbox },
  { DR_LP_ANTI_INTRUSION, "anti-intrusion-algorithm", test_anti_intrusion },
  { DR_LP_HARDENED_SECURITY, "hardened-security", test_hardened_security },
  { DR_LP_LOGGING, "logging", test_logging },
  { DR_LP_AUTOMATED_SCRIPT, "automated-script", test_automated_script },
  { DR_LP_SECURED_STRUCTURE, "secured-structure", test_secured_structure },
  { DR_LP_MACHINE_REBOOT, "machine-reboot", test_machine_reboot },
  { DR_LP_ACPI_REBOOT, "acpi-reboot", test_acpi_reboot },
  { DR_LP_PATCH, "patch", test_patch },
  { DR_LP_BACKUPS, "backups", test_backups },
  { DR_LP_WHITE_HAT, "white-hat", test_white_hat },
  { DR_LP_PROTECTION_AGENT, "virtual-protection-agent", test_protection_agent },
  { DR_LP_UPDATE, "update", test_update },
  { DR_LP_ROOTKIT, "rootkit", test_rootkit },
  { DR_LP_BRUTE_FORCE, "brute-force", test_brute_force },
  { DR_LP_WEAK_SPOT, "weak-spot", test_weak_spot },
  { DR_LP_LOCKPICK, "lockpick", test_lockpick },
  { DR_LP_TROJAN_HORSE, "trojan-horse", test_trojan_horse },
  { DR_LP_KEYLOGGER, "keylogger", test_keylogger },
  { DR_LP_SCANNER, "scanner", test_scanner },
  { DR_LP_MEMORY_OVERFLOW, "memory-overflow", test_memory_overflow },
  { DR_LP_CORRUPTED_DISK, "corrupted-disk", test_corrupted_disk },
  { DR_LP_ZOMBIE_PROCESS, "zombie-process", test_zombie_process },
};

/* The engine's cards are the bundled data's, and each has its scenario. */
static void
test_gate (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  gboolean covered[DR_LP_N_DEFS] = { FALSE };
  JsonArray *cards;
  guint i;
  int def;

  json_parser_load_from_file (parser, LOCKPICK_DATA, &error);
  g_assert_no_error (error);
  cards = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (cards), ==, DR_LP_N_DEFS - 1);
  for (i = 0; i < json_array_get_length (cards); i++)
    {
      JsonObject *card = json_array_get_object_element (cards, i);
      const char *code = json_object_get_string_member (card, "code");
      const char *type = json_object_get_string_member (card, "type_code");
      const DrLpCardData *data;

      def = dr_lp_card_by_code (code);
      if (def == 0)
        g_error ("%s is in the data but not in the engine", code);
      data = dr_lp_card_data (def);
      g_assert_cmpstr (data->title, ==, json_object_get_string_member (card, "title"));
      g_assert_cmpstr (data->title_fr, ==, json_object_get_string_member (card, "original_title"));
      g_assert_cmpint (data->box_quantity, ==, json_object_get_int_member (card, "quantity"));
      g_assert_cmpint (data->service, ==, json_object_get_boolean_member (card, "is_service"));
      g_assert_cmpstr (type, ==, data->kind == DR_LP_KIND_STRUCTURE ? "structure"
                                 : data->kind == DR_LP_KIND_DEFENSE ? "defense" : "attack");
    }
  for (i = 0; i < G_N_ELEMENTS (card_scenarios); i++)
    covered[card_scenarios[i].def] = TRUE;
  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (!covered[def])
      g_error ("%s has no scenario", dr_lp_card_data (def)->code);
}

int
main (int argc, char **argv)
{
  guint i;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lockpick/gate", test_gate);
  for (i = 0; i < G_N_ELEMENTS (card_scenarios); i++)
    {
      g_autofree char *path = g_strdup_printf ("/lockpick/card/%s-%s",
                                               dr_lp_card_data (card_scenarios[i].def)->code,
                                               card_scenarios[i].name);
      g_test_add_func (path, card_scenarios[i].func);
    }
  g_test_add_func ("/lockpick/card/LP101-core-by-brute-force", test_core_by_brute_force);
  g_test_add_func ("/lockpick/card/LP104-against-a-service", test_anti_intrusion_service);
  g_test_add_func ("/lockpick/card/LP107-revealed-by-a-scanner", test_automated_script_revealed);
  return g_test_run ();
}
