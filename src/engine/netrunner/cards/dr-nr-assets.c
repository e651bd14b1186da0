/* dr-nr-assets.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Corp assets.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

const DrNrCardDef dr_nr_asset_cards[] = {
  { .code = "01108", .title = "Melange Mining Corp.", .side = 0, .type = DR_NR_TYPE_ASSET,
    .cost = 1, .trash_cost = 1, .n_abilities = 1,
    .abilities = { { .clicks = 3, .op = OP (DR_NR_OP_GAIN_CREDITS, 7) } } },
  { .code = "01109", .title = "PAD Campaign", .side = 0, .type = DR_NR_TYPE_ASSET,
    .subtypes = DR_NR_SUB_ADVERTISEMENT, .cost = 2, .trash_cost = 4,
    .trigger = { .when = DR_NR_TRIGGER_TURN_BEGINS, .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
};

const int dr_nr_n_asset_cards =
  (int) (sizeof dr_nr_asset_cards / sizeof dr_nr_asset_cards[0]);
