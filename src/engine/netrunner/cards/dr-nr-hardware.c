/* dr-nr-hardware.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runner hardware.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

const DrNrCardDef dr_nr_hardware_cards[] = {
  { .code = "01038", .title = "Akamatsu Mem Chip", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_CHIP, .influence = 1, .cost = 1, .trash_cost = -1,
    .memory_bonus = 1 },
  { .code = "01024", .title = "Desperado", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_CONSOLE, .unique = 1, .influence = 3, .cost = 3, .trash_cost = -1,
    .memory_bonus = 1,
    .trigger = { .when = DR_NR_TRIGGER_SUCCESSFUL_RUN, .server = DR_NR_TRIGGER_ANY_SERVER,
                 .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
};

const int dr_nr_n_hardware_cards =
  (int) (sizeof dr_nr_hardware_cards / sizeof dr_nr_hardware_cards[0]);
