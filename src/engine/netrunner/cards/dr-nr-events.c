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

static void tinkering_played (void *state, int card);
static int  tinkering_prompt_legal (const void *state, const void *frame, void *out, int n);
static void tinkering_prompt_apply (void *state, const void *choice);

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
  /* ---- group A ---- */
  { .code = "01037", .title = "Tinkering", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_MOD, .influence = 4, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_CUSTOM, 0) }, .custom = { tinkering_played },
    .prompt_legal = tinkering_prompt_legal, .prompt_apply = tinkering_prompt_apply },
};

const int dr_nr_n_event_cards =
  (int) (sizeof dr_nr_event_cards / sizeof dr_nr_event_cards[0]);

/* ---- group A hooks ---- */

/* Tinkering: "pick any piece of ice; until the turn is over it has the
 * barrier, code gate and sentry subtypes in addition to its own". */
static void
tinkering_played (void *state, int card)
{
  dr_nr_prompt_push (state, ((DrNrState *) state)->active_runner, card, 0);
}

static int
tinkering_prompt_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  int server, i;

  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    for (i = 0; i < s->servers[server].n_ice; i++)
      n = dr_nr_prompt_add_card (out, n, frame, s->servers[server].ice[i]);
  return n;
}

static void
tinkering_prompt_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;

  if (c->action.kind == DR_NR_ACT_CHOOSE && c->action.target != DR_NR_NO_CARD)
    s->cards[c->action.target].gained_subtypes |=
      (uint8_t) (DR_NR_SUB_BARRIER | DR_NR_SUB_CODE_GATE | DR_NR_SUB_SENTRY);
}
