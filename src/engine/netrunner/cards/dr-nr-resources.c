/* dr-nr-resources.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runner resources.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

const DrNrCardDef dr_nr_resource_cards[] = {
  { .code = "01016", .title = "Wyldside", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_LOCATION | DR_NR_SUB_SEEDY, .unique = 1, .influence = 3, .cost = 3,
    .trash_cost = -1,
    .trigger = { .when = DR_NR_TRIGGER_TURN_BEGINS, .op = OP (DR_NR_OP_DRAW, 2),
                 .op2 = OP (DR_NR_OP_LOSE_CLICK, 1) } },
  { .code = "01052", .title = "Access to Globalsec", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_LINK, .cost = 1, .trash_cost = -1, .link_bonus = 1 },
  /* ---- group A ---- */
  { .code = "01015", .title = "Ice Carver", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_VIRTUAL, .unique = 1, .influence = 3, .cost = 3, .trash_cost = -1,
    .encountered_ice_strength = -1 },
};

const int dr_nr_n_resource_cards =
  (int) (sizeof dr_nr_resource_cards / sizeof dr_nr_resource_cards[0]);
