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
static void bank_job_replace (void *state, int card);
static int  bank_job_legal (const void *state, const void *frame, void *out, int n);
static void bank_job_apply (void *state, const void *choice);

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
    .replace_breach = bank_job_replace, .prompt_legal = bank_job_legal,
    .prompt_apply = bank_job_apply },
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

static void
bank_job_replace (void *state, int card)
{
  dr_nr_prompt_push (state, ((DrNrState *) state)->cards[card].owner, card, 0);
}

static int
bank_job_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  int k;

  for (k = 1; k <= s->cards[f->card].credits; k++)
    n = dr_nr_prompt_add_number (out, n, f, k);
  return n;
}

static void
bank_job_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  DrNrCard *job = &s->cards[c->frame.card];
  int take = c->action.kind == DR_NR_ACT_NUMBER ? c->action.amount : 0;

  if (take > job->credits)
    take = job->credits;
  job->credits = (uint8_t) (job->credits - take);
  s->seats[c->frame.seat].credits = (int16_t) (s->seats[c->frame.seat].credits + take);
  dr_nr_log (s, DR_NR_EV_GAIN, c->frame.seat, c->frame.card, 0, take, 0);
  if (job->credits == 0)
    dr_nr_trash_card (s, c->frame.card, 1);
}
