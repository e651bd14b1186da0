/* dr-nr-ice.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Corp ice and its subroutines.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

const DrNrCardDef dr_nr_ice_cards[] = {
  { .code = "01077", .title = "Neural Katana", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_SENTRY | DR_NR_SUB_AP, .influence = 2, .cost = 4, .strength = 3,
    .trash_cost = -1, .n_subs = 1, .subs = { OP (DR_NR_OP_NET_DAMAGE, 3) } },
  { .code = "01103", .title = "Ice Wall", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_BARRIER, .influence = 1, .cost = 1, .strength = 1,
    .trash_cost = -1, .advanceable = 1, .strength_per_advancement = 1,
    .n_subs = 1, .subs = { OP (DR_NR_OP_END_RUN, 0) } },
  { .code = "01111", .title = "Enigma", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_CODE_GATE, .cost = 3, .strength = 2, .trash_cost = -1,
    .n_subs = 2, .subs = { OP (DR_NR_OP_LOSE_CLICK, 1), OP (DR_NR_OP_END_RUN, 0) } },
  { .code = "01112", .title = "Hunter", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_SENTRY | DR_NR_SUB_TRACER | DR_NR_SUB_OBSERVER, .cost = 1, .strength = 4,
    .trash_cost = -1, .n_subs = 1, .subs = { TRACE_THEN (3, DR_NR_OP_GIVE_TAG, 1) } },
  { .code = "01113", .title = "Wall of Static", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_BARRIER, .cost = 3, .strength = 3, .trash_cost = -1,
    .n_subs = 1, .subs = { OP (DR_NR_OP_END_RUN, 0) } },
};

const int dr_nr_n_ice_cards =
  (int) (sizeof dr_nr_ice_cards / sizeof dr_nr_ice_cards[0]);
