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

static void ichi_trace_won (void *state, int card);
static void data_raven_encountered (void *state, int card);
static int  data_raven_prompt_legal (const void *state, const void *frame, void *out, int n);
static void data_raven_prompt_apply (void *state, const void *choice);
static void matrix_analyzer_encountered (void *state, int card);
static int  matrix_analyzer_prompt_legal (const void *state, const void *frame, void *out, int n);
static void matrix_analyzer_prompt_apply (void *state, const void *choice);
static void tollbooth_encountered (void *state, int card);

#define ENCOUNTERED(hook_index) \
  { .when = DR_NR_TRIGGER_ENCOUNTERED, .op = OP (DR_NR_OP_CUSTOM, (hook_index)) }

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
  /* ---- group A: ice ---- */
  { .code = "01061", .title = "Heimdall 1.0", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_BARRIER | DR_NR_SUB_BIOROID | DR_NR_SUB_AP, .influence = 2, .cost = 8,
    .strength = 6, .trash_cost = -1, .click_break = 1, .n_subs = 3,
    .subs = { OP (DR_NR_OP_CORE_DAMAGE, 1), OP (DR_NR_OP_END_RUN, 0), OP (DR_NR_OP_END_RUN, 0) } },
  { .code = "01062", .title = "Ichi 1.0", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_SENTRY | DR_NR_SUB_BIOROID | DR_NR_SUB_TRACER | DR_NR_SUB_DESTROYER,
    .influence = 2, .cost = 5, .strength = 4, .trash_cost = -1, .click_break = 1, .n_subs = 3,
    .subs = { OP (DR_NR_OP_TRASH_PROGRAM, 1), OP (DR_NR_OP_TRASH_PROGRAM, 1),
              TRACE_THEN (1, DR_NR_OP_CUSTOM, 0) },
    .custom = { ichi_trace_won } },
  { .code = "01063", .title = "Viktor 1.0", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_CODE_GATE | DR_NR_SUB_BIOROID | DR_NR_SUB_AP, .influence = 2, .cost = 3,
    .strength = 3, .trash_cost = -1, .click_break = 1, .n_subs = 2,
    .subs = { OP (DR_NR_OP_CORE_DAMAGE, 1), OP (DR_NR_OP_END_RUN, 0) } },
  { .code = "01064", .title = "Rototurret", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_SENTRY | DR_NR_SUB_DESTROYER, .influence = 1, .cost = 4, .strength = 0,
    .trash_cost = -1, .n_subs = 2,
    .subs = { OP (DR_NR_OP_TRASH_PROGRAM, 1), OP (DR_NR_OP_END_RUN, 0) } },
  { .code = "01074", .title = "Cell Portal", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_CODE_GATE | DR_NR_SUB_DEFLECTOR, .influence = 2, .cost = 5, .strength = 7,
    .trash_cost = -1, .n_subs = 1,
    .subs = { { .op = DR_NR_OP_RUNNER_TO_OUTERMOST, .then_op = DR_NR_OP_DEREZ_SELF } } },
  { .code = "01075", .title = "Chum", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_CODE_GATE, .influence = 1, .cost = 1, .strength = 4, .trash_cost = -1,
    .n_subs = 1, .subs = { { .op = DR_NR_OP_NEXT_ICE, .n = 2, .then_n = 3 } } },
  { .code = "01076", .title = "Data Mine", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_TRAP | DR_NR_SUB_AP, .influence = 2, .cost = 0, .strength = 2,
    .trash_cost = -1, .n_subs = 1,
    .subs = { { .op = DR_NR_OP_NET_DAMAGE, .n = 1, .then_op = DR_NR_OP_TRASH_SELF } } },
  { .code = "01078", .title = "Wall of Thorns", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_BARRIER | DR_NR_SUB_AP, .influence = 1, .cost = 8, .strength = 5,
    .trash_cost = -1, .n_subs = 2,
    .subs = { OP (DR_NR_OP_NET_DAMAGE, 2), OP (DR_NR_OP_END_RUN, 0) } },
  { .code = "01088", .title = "Data Raven", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_SENTRY | DR_NR_SUB_TRACER | DR_NR_SUB_OBSERVER, .influence = 2,
    .cost = 4, .strength = 4, .trash_cost = -1, .n_subs = 1,
    .subs = { TRACE_THEN (3, DR_NR_OP_PLACE_POWER, 1) },
    .n_abilities = 1, .abilities = { { .power = 1, .op = OP (DR_NR_OP_GIVE_TAG, 1) } },
    .trigger = ENCOUNTERED (0), .custom = { data_raven_encountered },
    .prompt_legal = data_raven_prompt_legal, .prompt_apply = data_raven_prompt_apply,
    .choice_texts = { DR_ENGINE_N_ ("Take 1 tag"), DR_ENGINE_N_ ("End the run") } },
  { .code = "01089", .title = "Matrix Analyzer", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_SENTRY | DR_NR_SUB_TRACER | DR_NR_SUB_OBSERVER, .influence = 2,
    .cost = 1, .strength = 3, .trash_cost = -1, .n_subs = 1,
    .subs = { TRACE_THEN (2, DR_NR_OP_GIVE_TAG, 1) },
    .trigger = { .when = DR_NR_TRIGGER_ENCOUNTERED, .optional = 1, .op = OP (DR_NR_OP_CUSTOM, 0) },
    .custom = { matrix_analyzer_encountered },
    .prompt_legal = matrix_analyzer_prompt_legal, .prompt_apply = matrix_analyzer_prompt_apply },
  { .code = "01090", .title = "Tollbooth", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_CODE_GATE, .influence = 2, .cost = 8, .strength = 5, .trash_cost = -1,
    .n_subs = 1, .subs = { OP (DR_NR_OP_END_RUN, 0) },
    .trigger = ENCOUNTERED (0), .custom = { tollbooth_encountered } },
  { .code = "01101", .title = "Archer", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_SENTRY | DR_NR_SUB_DESTROYER, .influence = 2, .cost = 4, .strength = 6,
    .trash_cost = -1, .rez_forfeit = 1, .n_subs = 4,
    .subs = { OP (DR_NR_OP_GAIN_CREDITS, 2), OP (DR_NR_OP_TRASH_PROGRAM, 1),
              OP (DR_NR_OP_TRASH_PROGRAM, 1), OP (DR_NR_OP_END_RUN, 0) } },
  { .code = "01102", .title = "Hadrian's Wall", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_BARRIER, .influence = 3, .cost = 10, .strength = 7, .trash_cost = -1,
    .advanceable = 1, .strength_per_advancement = 1, .n_subs = 2,
    .subs = { OP (DR_NR_OP_END_RUN, 0), OP (DR_NR_OP_END_RUN, 0) } },
  { .code = "01104", .title = "Shadow", .side = 0, .type = DR_NR_TYPE_ICE,
    .subtypes = DR_NR_SUB_SENTRY | DR_NR_SUB_TRACER, .influence = 1, .cost = 3, .strength = 1,
    .trash_cost = -1, .advanceable = 1, .strength_per_advancement = 1, .n_subs = 2,
    .subs = { OP (DR_NR_OP_GAIN_CREDITS, 2), TRACE_THEN (3, DR_NR_OP_GIVE_TAG, 1) } },
};

const int dr_nr_n_ice_cards =
  (int) (sizeof dr_nr_ice_cards / sizeof dr_nr_ice_cards[0]);

/* ---- group A hooks ---- */

/* Ichi 1.0: "if the Corp wins the trace, the Runner suffers 1 core damage
 * and receives 1 tag". */
static void
ichi_trace_won (void *state, int card)
{
  DrNrState *s = state;
  const DrNrOp damage = OP (DR_NR_OP_CORE_DAMAGE, 1);
  const DrNrOp tag = OP (DR_NR_OP_GIVE_TAG, 1);

  dr_nr_effect_op (s, &damage, card, DR_NR_CORP_SEAT);
  if (s->winner == DR_NR_NO_SEAT && dr_nr_runner_alive (s, s->active_runner))
    dr_nr_effect_op (s, &tag, card, DR_NR_CORP_SEAT);
}

/* Data Raven: the Runner chooses between a tag and the end of the run. */
enum { RAVEN_TAG = 0, RAVEN_END_RUN = 1 };

static void
data_raven_encountered (void *state, int card)
{
  DrNrState *s = state;

  dr_nr_prompt_push (s, s->active_runner, card, 0);
}

static int
data_raven_prompt_legal (const void *state, const void *frame, void *out, int n)
{
  (void) state;
  n = dr_nr_prompt_add_option (out, n, frame, RAVEN_TAG);
  return dr_nr_prompt_add_option (out, n, frame, RAVEN_END_RUN);
}

static void
data_raven_prompt_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  const DrNrOp tag = OP (DR_NR_OP_GIVE_TAG, 1);
  const DrNrOp end = OP (DR_NR_OP_END_RUN, 0);

  dr_nr_effect_op (s, c->action.amount == RAVEN_TAG ? &tag : &end, c->frame.card,
                   DR_NR_CORP_SEAT);
}

/* Matrix Analyzer: "you may pay 1 credit" (an optional trigger the Corp may
 * decline); the Corp then picks a card that can be advanced. */
static int
can_take_advancement (const DrNrState *s, int card)
{
  const DrNrCard *c = &s->cards[card];
  const DrNrCardDef *d = dr_nr_def (s, card);

  return (c->zone == DR_NR_ZONE_ICE || c->zone == DR_NR_ZONE_ROOT)
    && (d->type == DR_NR_TYPE_AGENDA || d->advanceable);
}

static void
matrix_analyzer_encountered (void *state, int card)
{
  DrNrState *s = state;

  if (DR_NR_CORP (s)->credits >= 1)
    dr_nr_prompt_push (s, DR_NR_CORP_SEAT, card, 0);
}

static int
matrix_analyzer_prompt_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (can_take_advancement (s, i))
      n = dr_nr_prompt_add_card (out, n, frame, i);
  return n;
}

static void
matrix_analyzer_prompt_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  int target = c->action.target;

  if (c->action.kind != DR_NR_ACT_CHOOSE || target == DR_NR_NO_CARD
      || DR_NR_CORP (s)->credits < 1)
    return;
  DR_NR_CORP (s)->credits--;
  s->cards[target].advancement++;
  dr_nr_log (s, DR_NR_EV_ADVANCE, DR_NR_CORP_SEAT, target, 0, s->cards[target].advancement, 0);
}

/* Tollbooth: the Runner must pay 3 credits if able; otherwise the run ends. */
static void
tollbooth_encountered (void *state, int card)
{
  DrNrState *s = state;
  int runner = s->active_runner;
  const DrNrOp end = OP (DR_NR_OP_END_RUN, 0);

  if (dr_nr_runner_spendable (s, runner) >= 3)
    dr_nr_runner_pay (s, runner, 3);
  else
    dr_nr_effect_op (s, &end, card, DR_NR_CORP_SEAT);
}
