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

/* group B: runs, access and ambushes */
static void secretary_accessed (void *state, int card);
static void secretary_effect (void *state, int card);
static void junebug_accessed (void *state, int card);
static void junebug_effect (void *state, int card);
static void snare_accessed (void *state, int card);
static void snare_effect (void *state, int card);
static int  ambush_legal (const void *state, const void *frame, void *out, int n);
static void ambush_apply (void *state, const void *choice);
static void ghost_branch_accessed (void *state, int card);

#define AMBUSH(where, accessed, effect) \
  .trigger = { .when = DR_NR_TRIGGER_ACCESSED, .server = (where), \
               .op = OP (DR_NR_OP_CUSTOM, 0) }, \
  .custom = { accessed, effect }, .prompt_legal = ambush_legal, .prompt_apply = ambush_apply

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
  /* group B: runs, access and ambushes */
  { .code = "01057", .title = "Aggressive Secretary", .side = 0, .type = DR_NR_TYPE_ASSET,
    .subtypes = DR_NR_SUB_AMBUSH, .influence = 2, .cost = 0, .trash_cost = 0, .advanceable = 1,
    AMBUSH (DR_NR_TRIGGER_INSTALLED, secretary_accessed, secretary_effect),
    .choice_texts = { DR_ENGINE_N_ ("Pay 2 credits: trash 1 program per advancement token") } },
  { .code = "01069", .title = "Project Junebug", .side = 0, .type = DR_NR_TYPE_ASSET,
    .subtypes = DR_NR_SUB_AMBUSH | DR_NR_SUB_RESEARCH, .influence = 1, .cost = 0, .trash_cost = 0,
    .advanceable = 1, AMBUSH (DR_NR_TRIGGER_INSTALLED, junebug_accessed, junebug_effect),
    .choice_texts = { DR_ENGINE_N_ ("Pay 1 credit: 2 net damage per advancement token") } },
  { .code = "01070", .title = "Snare!", .side = 0, .type = DR_NR_TYPE_ASSET,
    .subtypes = DR_NR_SUB_AMBUSH, .influence = 2, .cost = 0, .trash_cost = 0,
    AMBUSH (DR_NR_TRIGGER_ANY_SERVER, snare_accessed, snare_effect),
    .choice_texts = { DR_ENGINE_N_ ("Pay 4 credits: a tag and 3 net damage") } },
  { .code = "01087", .title = "Ghost Branch", .side = 0, .type = DR_NR_TYPE_ASSET,
    .subtypes = DR_NR_SUB_AMBUSH | DR_NR_SUB_FACILITY, .influence = 1, .cost = 0,
    .trash_cost = 0, .advanceable = 1,
    .trigger = { .when = DR_NR_TRIGGER_ACCESSED, .server = DR_NR_TRIGGER_INSTALLED,
                 .optional = 1, .op = OP (DR_NR_OP_CUSTOM, 0) },
    .custom = { ghost_branch_accessed } },
  /* "Pay 1 credit or trash this asset: stop 1 card from being exposed",
   * and it may be rezzed as a card is about to be exposed */
  { .code = "01071", .title = "Zaibatsu Loyalty", .side = 0, .type = DR_NR_TYPE_ASSET,
    .influence = 1, .cost = 0, .trash_cost = 4, .rez_to_prevent = DR_NR_PREVENT_EXPOSE,
    .n_prevent = 2,
    .prevent = { { .what = DR_NR_PREVENT_EXPOSE, .amount = 1, .credits = 1 },
                 { .what = DR_NR_PREVENT_EXPOSE, .amount = 1, .trash_self = 1 } } },
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

/* ---- group B hooks ---- */

/* Ambushes: "when the Runner accesses this card, you may pay N: …".  The
 * Corp is asked only when it can pay (the price rides in the PROMPT's m);
 * the card's custom[1] is the paid effect, reading the advancement tokens
 * as it resolves. */
enum { AMBUSH_PAY = 0 };

static void
ambush_offer (DrNrState *s, int card, int price)
{
  if (DR_NR_CORP (s)->credits >= price)
    dr_nr_prompt_push (s, DR_NR_CORP_SEAT, card, AMBUSH_PAY)->m = (int16_t) price;
}

static void
secretary_accessed (void *state, int card)
{
  ambush_offer (state, card, 2);
}

static void
junebug_accessed (void *state, int card)
{
  ambush_offer (state, card, 1);
}

/* Snare! must be revealed when accessed in R&D */
static void
snare_accessed (void *state, int card)
{
  DrNrState *s = state;

  if (s->cards[card].zone == DR_NR_ZONE_DECK)
    dr_nr_reveal (s, s->run.runner, card);
  ambush_offer (s, card, 4);
}

static int
ambush_legal (const void *state, const void *frame, void *out, int n)
{
  (void) state;
  n = dr_nr_prompt_add_option (out, n, frame, 0);
  return dr_nr_prompt_add_pass (out, n, frame);
}

static void
ambush_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  int card = c->frame.card;

  if (c->action.kind != DR_NR_ACT_CHOOSE)
    return;
  DR_NR_CORP (s)->credits = (int16_t) (DR_NR_CORP (s)->credits - c->frame.m);
  dr_nr_log (s, DR_NR_EV_ABILITY, DR_NR_CORP_SEAT, card, 0, 0, 0);
  dr_nr_def (s, card)->custom[1] (s, card);
}

/* the Corp chooses the programs (group A's program choice) */
static void
secretary_effect (void *state, int card)
{
  DrNrState *s = state;
  DrNrOp trash = OP (DR_NR_OP_TRASH_PROGRAM, s->cards[card].advancement);

  dr_nr_effect_op (s, &trash, card, DR_NR_CORP_SEAT);
}

static void
junebug_effect (void *state, int card)
{
  DrNrState *s = state;
  DrNrOp net = OP (DR_NR_OP_NET_DAMAGE, 2 * s->cards[card].advancement);

  if (net.n > 0)
    dr_nr_effect_op (s, &net, card, DR_NR_CORP_SEAT);
}

static void
snare_effect (void *state, int card)
{
  DrNrOp tag = OP (DR_NR_OP_GIVE_TAG, 1), net = OP (DR_NR_OP_NET_DAMAGE, 3);

  dr_nr_effect_op (state, &tag, card, DR_NR_CORP_SEAT);
  dr_nr_effect_op (state, &net, card, DR_NR_CORP_SEAT);
}

/* Ghost Branch: "you may" give a tag per advancement token. */
static void
ghost_branch_accessed (void *state, int card)
{
  DrNrState *s = state;
  DrNrOp tags = OP (DR_NR_OP_GIVE_TAG, s->cards[card].advancement);

  if (tags.n > 0)
    dr_nr_effect_op (s, &tags, card, DR_NR_CORP_SEAT);
}
