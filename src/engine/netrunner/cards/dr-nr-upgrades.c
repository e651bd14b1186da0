/* dr-nr-upgrades.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Corp upgrades.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

const DrNrCardDef dr_nr_upgrade_cards[] = {
  { .code = "01065", .title = "Corporate Troubleshooter", .side = 0, .type = DR_NR_TYPE_UPGRADE,
    .influence = 1, .cost = 0, .trash_cost = 2, .n_abilities = 1,
    .abilities = { { .x_credits = 1, .trash_self = 1, .target = DR_NR_ABILITY_TARGET_ICE_HERE,
                     .op = OP (DR_NR_OP_ICE_STRENGTH_TURN, 0) } } },
  { .code = "01079", .title = "Akitaro Watanabe", .side = 0, .type = DR_NR_TYPE_UPGRADE,
    .subtypes = DR_NR_SUB_SYSOP | DR_NR_SUB_UNORTHODOX, .unique = 1, .influence = 2, .cost = 1,
    .trash_cost = 3, .ice_rez_discount = 2 },
  { .code = "01092", .title = "SanSan City Grid", .side = 0, .type = DR_NR_TYPE_UPGRADE,
    .subtypes = DR_NR_SUB_REGION, .influence = 3, .cost = 6, .trash_cost = 5,
    .agenda_req_discount = 1 },
  /* ---- group A ---- */
  { .code = "01066", .title = "Experiential Data", .side = 0, .type = DR_NR_TYPE_UPGRADE,
    .influence = 1, .cost = 2, .trash_cost = 2, .ice_strength_bonus = 1 },
  /* ---- group C: Corp upgrades ---- */
  { .code = "01105", .title = "Research Station", .side = 0, .type = DR_NR_TYPE_UPGRADE,
    .subtypes = DR_NR_SUB_FACILITY, .influence = 1, .cost = 2, .trash_cost = 3,
    .install_in = DR_NR_INSTALL_IN (DR_NR_SERVER_HQ), .hand_size_bonus = 2 },
  /* group B: runs, access and ambushes */
  { .code = "01091", .title = "Red Herrings", .side = 0, .type = DR_NR_TYPE_UPGRADE,
    .influence = 2, .cost = 1, .trash_cost = 1, .steal_cost = 5 },
};

const int dr_nr_n_upgrade_cards =
  (int) (sizeof dr_nr_upgrade_cards / sizeof dr_nr_upgrade_cards[0]);
