/* dr-nr-events.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runner events: played from the grip for their cost, then trashed.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

const DrNrCardDef dr_nr_event_cards[] = {
  { .code = "01019", .title = "Easy Mark", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_JOB, .influence = 1, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 3) } },
  { .code = "01034", .title = "Diesel", .side = 1, .type = DR_NR_TYPE_EVENT,
    .influence = 2, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_DRAW, 3) } },
  { .code = "01050", .title = "Sure Gamble", .side = 1, .type = DR_NR_TYPE_EVENT,
    .cost = 5, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 9) } },
};

const int dr_nr_n_event_cards =
  (int) (sizeof dr_nr_event_cards / sizeof dr_nr_event_cards[0]);
