/* dr-nr-operations.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Corp operations: played from HQ for their cost, then trashed.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

const DrNrCardDef dr_nr_operation_cards[] = {
  { .code = "01083", .title = "Anonymous Tip", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .influence = 1, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_DRAW, 3) } },
  { .code = "01098", .title = "Beanstalk Royalties", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .subtypes = DR_NR_SUB_TRANSACTION, .influence = 1, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 3) } },
  { .code = "01110", .title = "Hedge Fund", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .subtypes = DR_NR_SUB_TRANSACTION, .cost = 5, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 9) } },
};

const int dr_nr_n_operation_cards =
  (int) (sizeof dr_nr_operation_cards / sizeof dr_nr_operation_cards[0]);
