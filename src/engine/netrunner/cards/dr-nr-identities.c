/* dr-nr-identities.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Identities: printed link, minimum deck size and influence limit, and
 * the ability each one has.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

const DrNrCardDef dr_nr_identity_cards[] = {
  { .code = "01001", .title = "Noise: Hacker Extraordinaire", .side = 1,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_G_MOD,
    .trash_cost = -1, .link = 0, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_INSTALL, .subtypes = DR_NR_SUB_VIRUS,
                 .op = OP (DR_NR_OP_TRASH_TOP_RD, 1) } },
  { .code = "01017", .title = "Gabriel Santiago: Consummate Professional", .side = 1,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_CYBORG,
    .trash_cost = -1, .link = 0, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_SUCCESSFUL_RUN, .server = DR_NR_SERVER_HQ,
                 .once_flag = DR_NR_TURN_FLAG_HQ_RUN, .op = OP (DR_NR_OP_GAIN_CREDITS, 2) } },
  { .code = "01033", .title = "Kate \"Mac\" McCaffrey: Digital Tinker", .side = 1,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_NATURAL,
    .trash_cost = -1, .link = 1, .min_deck = 45, .influence_limit = 15,
    .first_install_discount = 1 },
  { .code = "01054", .title = "Haas-Bioroid: Engineering the Future", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_MEGACORP,
    .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_INSTALL, .once_flag = DR_NR_TURN_FLAG_INSTALLED,
                 .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
  { .code = "01067", .title = "Jinteki: Personal Evolution", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_MEGACORP,
    .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_SCORE_OR_STEAL, .op = OP (DR_NR_OP_NET_DAMAGE, 1) } },
  { .code = "01080", .title = "NBN: Making News", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_MEGACORP,
    .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .recurring_trace = 2 },
  { .code = "01093", .title = "Weyland Consortium: Building a Better World", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_MEGACORP,
    .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_PLAY, .subtypes = DR_NR_SUB_TRANSACTION,
                 .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
};

const int dr_nr_n_identity_cards =
  (int) (sizeof dr_nr_identity_cards / sizeof dr_nr_identity_cards[0]);
