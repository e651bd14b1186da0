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

static void adonis_campaign_rezzed (void *state, int card);

const DrNrCardDef dr_nr_asset_cards[] = {
  { .code = "01108", .title = "Melange Mining Corp.", .side = 0, .type = DR_NR_TYPE_ASSET,
    .cost = 1, .trash_cost = 1, .n_abilities = 1,
    .abilities = { { .clicks = 3, .op = OP (DR_NR_OP_GAIN_CREDITS, 7) } } },
  { .code = "01109", .title = "PAD Campaign", .side = 0, .type = DR_NR_TYPE_ASSET,
    .subtypes = DR_NR_SUB_ADVERTISEMENT, .cost = 2, .trash_cost = 4,
    .trigger = { .when = DR_NR_TRIGGER_TURN_BEGINS, .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
  /* ---- group C: Corp assets ---- */
  { .code = "01056", .title = "Adonis Campaign", .side = 0, .type = DR_NR_TYPE_ASSET,
    .subtypes = DR_NR_SUB_ADVERTISEMENT, .influence = 2, .cost = 4, .trash_cost = 3,
    .on_rez = adonis_campaign_rezzed,
    .trigger = { .when = DR_NR_TRIGGER_TURN_BEGINS,
                 .op = OP (DR_NR_OP_TAKE_HOSTED_CREDITS, 3) } },
  { .code = "01096", .title = "Security Subcontract", .side = 0, .type = DR_NR_TYPE_ASSET,
    .subtypes = DR_NR_SUB_TRANSACTION, .influence = 1, .cost = 0, .trash_cost = 3,
    .n_abilities = 1,
    .abilities = { { .clicks = 1, .target = DR_NR_ABILITY_TARGET_OWN_REZZED_ICE,
                     .trash_target = 1, .op = OP (DR_NR_OP_GAIN_CREDITS, 4) } } },
};

const int dr_nr_n_asset_cards =
  (int) (sizeof dr_nr_asset_cards / sizeof dr_nr_asset_cards[0]);

/* "As you rez it, place 12 credits from the bank on it." */
static void
adonis_campaign_rezzed (void *state, int card)
{
  DrNrState *s = state;

  s->cards[card].credits = 12;
}
