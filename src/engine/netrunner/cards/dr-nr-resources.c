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

/* group B: runs, access and ambushes */
static void bank_job_install (void *state, int card);
static int  bank_job_can_replace (const void *state, int card);
static int  bank_job_legal (const void *state, const void *frame, void *out, int n);
static void bank_job_apply (void *state, const void *choice);
static int  aesop_prompt_legal (const void *state, const void *frame, void *out, int n);
static void aesop_prompt_apply (void *state, const void *choice);

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
  /* group B: runs, access and ambushes */
  { .code = "01029", .title = "Bank Job", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_JOB, .influence = 2, .cost = 1, .trash_cost = -1,
    .on_install = bank_job_install, .can_replace_breach = bank_job_can_replace,
    .replace_breach = dr_nr_ask_owner, .prompt_legal = bank_job_legal,
    .prompt_apply = bank_job_apply },
  /* group D: prevention, recurring and hosted credits */
  { .code = "01030", .title = "Crash Space", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_LOCATION, .influence = 2, .cost = 2, .trash_cost = -1,
    .recurring = 2, .recurring_use = DR_NR_PAY_TAG_REMOVAL, .n_prevent = 1,
    .prevent = { { .what = DR_NR_PREVENT_MEAT, .amount = 3, .trash_self = 1 } } },
  { .code = "01032", .title = "Decoy", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_CONNECTION, .influence = 2, .cost = 1, .trash_cost = -1,
    .n_prevent = 1, .prevent = { { .what = DR_NR_PREVENT_TAG, .amount = 1, .trash_self = 1 } } },
  { .code = "01047", .title = "Aesop’s Pawnshop", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_CONNECTION | DR_NR_SUB_LOCATION, .unique = 1, .influence = 2,
    .cost = 1, .trash_cost = -1,
    .trigger = { .when = DR_NR_TRIGGER_TURN_BEGINS, .optional = 1, .op = OP (DR_NR_OP_CUSTOM, 0) },
    .custom = { dr_nr_ask_owner },
    .prompt_legal = aesop_prompt_legal, .prompt_apply = aesop_prompt_apply },
  { .code = "01053", .title = "Armitage Codebusting", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_JOB, .cost = 1, .trash_cost = -1,
    .hosted_credits = 12, .n_abilities = 1,
    .abilities = { { .clicks = 1, .op = OP (DR_NR_OP_TAKE_HOSTED_CREDITS, 2) } } },
  { .code = "01031", .title = "Data Dealer", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_CONNECTION | DR_NR_SUB_SEEDY, .influence = 2, .cost = 0,
    .trash_cost = -1, .n_abilities = 1,
    .abilities = { { .clicks = 1, .forfeit = 1, .op = OP (DR_NR_OP_GAIN_CREDITS, 9) } } },
  { .code = "01048", .title = "Sacrificial Construct", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_REMOTE, .influence = 1, .cost = 0, .trash_cost = -1, .n_prevent = 1,
    .prevent = { { .what = DR_NR_PREVENT_TRASH, .trash_self = 1 } } },
};

const int dr_nr_n_resource_cards =
  (int) (sizeof dr_nr_resource_cards / sizeof dr_nr_resource_cards[0]);

static void
bank_job_install (void *state, int card)
{
  ((DrNrState *) state)->cards[card].credits = 8;
}

/* On a successful run on a remote its controller makes, instead of the
 * breach: take any number of its credits; once empty it is trashed. */
static int
bank_job_can_replace (const void *state, int card)
{
  const DrNrState *s = state;
  const DrNrCard *c = &s->cards[card];

  return c->zone == DR_NR_ZONE_RESOURCES && c->owner == s->run.runner
    && s->run.server >= DR_NR_SERVER_REMOTE0 && c->credits > 0;
}

static int
bank_job_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;

  return dr_nr_prompt_add_numbers (out, n, f, 1, s->cards[f->card].credits);
}

static void
bank_job_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;

  dr_nr_take_hosted_credits (s, c->frame.card,
                             c->action.kind == DR_NR_ACT_NUMBER ? c->action.amount : 0);
}

/* Aesop's Pawnshop: once the Runner chose to use it (an optional
 * trigger), which other installed card to trash for 3 credits. */
static int
add_rig (const DrNrState *s, const DrNrFrame *f, const DrNrRig *rig, void *out, int n)
{
  int i;

  for (i = 0; i < rig->n; i++)
    if (rig->ids[i] != f->card && dr_nr_first_copy (s, rig->ids, i))
      n = dr_nr_prompt_add_card (out, n, f, rig->ids[i]);
  return n;
}

static int
aesop_prompt_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  const DrNrSeat *st = &s->seats[f->seat];

  n = add_rig (s, f, &st->programs, out, n);
  n = add_rig (s, f, &st->hardware, out, n);
  return add_rig (s, f, &st->resources, out, n);
}

static void
aesop_prompt_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;

  if (c->action.kind != DR_NR_ACT_CHOOSE || c->action.target == DR_NR_NO_CARD)
    return;
  dr_nr_trash_card (s, c->action.target, 1);
  dr_nr_gain_credits (s, c->frame.seat, 3, c->frame.card);
}
