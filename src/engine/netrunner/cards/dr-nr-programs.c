/* dr-nr-programs.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runner programs: icebreakers, viruses and their hooks.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

static void crypsis_encounter_ended (void *state, int card);

const DrNrCardDef dr_nr_program_cards[] = {
  { .code = "01007", .title = "Corroder", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_FRACTER, .influence = 2, .cost = 2,
    .strength = 2, .memory = 1, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_BARRIER, .break_cost = 1, .break_n = 1,
                 .pump_cost = 1, .pump_n = 1, .pump_duration = DR_NR_PUMP_ENCOUNTER } },
  { .code = "01043", .title = "Gordian Blade", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_DECODER, .influence = 3, .cost = 4,
    .strength = 2, .memory = 1, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_CODE_GATE, .break_cost = 1, .break_n = 1,
                 .pump_cost = 1, .pump_n = 1, .pump_duration = DR_NR_PUMP_RUN } },
  { .code = "01051", .title = "Crypsis", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_AI | DR_NR_SUB_VIRUS, .cost = 5,
    .strength = 0, .memory = 1, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_ALL_ICE, .break_cost = 1, .break_n = 1,
                 .pump_cost = 1, .pump_n = 1, .pump_duration = DR_NR_PUMP_ENCOUNTER },
    .n_abilities = 1,
    .abilities = { { .clicks = 1, .op = OP (DR_NR_OP_PLACE_VIRUS, 1) } },
    .on_encounter_end = crypsis_encounter_ended },
  { .code = "01008", .title = "Datasucker", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_VIRUS, .influence = 1, .cost = 1, .memory = 1, .trash_cost = -1,
    .trigger = { .when = DR_NR_TRIGGER_SUCCESSFUL_RUN, .server = DR_NR_TRIGGER_CENTRAL,
                 .op = OP (DR_NR_OP_PLACE_VIRUS, 1) },
    .n_abilities = 1,
    .abilities = { { .virus = 1, .target = DR_NR_ABILITY_TARGET_ENCOUNTERED_ICE,
                     .op = OP (DR_NR_OP_ICE_STRENGTH_ENCOUNTER, -1) } } },
  /* ---- group A: icebreakers ---- */
  { .code = "01011", .title = "Mimic", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_KILLER, .influence = 1, .cost = 3,
    .strength = 3, .memory = 1, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_SENTRY, .break_cost = 1, .break_n = 1 } },
  { .code = "01013", .title = "Wyrm", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_AI, .influence = 2, .cost = 1,
    .strength = 1, .memory = 1, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_ALL_ICE, .break_cost = 3, .break_n = 1,
                 .pump_cost = 1, .pump_n = 1, .pump_duration = DR_NR_PUMP_ENCOUNTER,
                 .ice_strength_limited = 1, .ice_strength_limit = 0 },
    .n_abilities = 1,
    .abilities = { { .credits = 1, .target = DR_NR_ABILITY_TARGET_ENCOUNTERED_ICE,
                     .op = OP (DR_NR_OP_ICE_STRENGTH_ENCOUNTER, -1) } } },
  { .code = "01014", .title = "Yog.0", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_DECODER, .influence = 1, .cost = 5,
    .strength = 3, .memory = 1, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_CODE_GATE, .break_cost = 0, .break_n = 1 } },
  { .code = "01025", .title = "Aurora", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_FRACTER, .influence = 1, .cost = 3,
    .strength = 1, .memory = 1, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_BARRIER, .break_cost = 2, .break_n = 1,
                 .pump_cost = 2, .pump_n = 3, .pump_duration = DR_NR_PUMP_ENCOUNTER } },
  { .code = "01027", .title = "Ninja", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_KILLER, .influence = 2, .cost = 4,
    .strength = 0, .memory = 1, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_SENTRY, .break_cost = 1, .break_n = 1,
                 .pump_cost = 3, .pump_n = 5, .pump_duration = DR_NR_PUMP_ENCOUNTER } },
  { .code = "01042", .title = "Battering Ram", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_FRACTER, .influence = 2, .cost = 5,
    .strength = 3, .memory = 2, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_BARRIER, .break_cost = 2, .break_n = 2,
                 .pump_cost = 1, .pump_n = 1, .pump_duration = DR_NR_PUMP_RUN } },
  { .code = "01046", .title = "Pipeline", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_KILLER, .influence = 1, .cost = 3,
    .strength = 1, .memory = 1, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_SENTRY, .break_cost = 1, .break_n = 1,
                 .pump_cost = 2, .pump_n = 1, .pump_duration = DR_NR_PUMP_RUN } },
};

const int dr_nr_n_program_cards =
  (int) (sizeof dr_nr_program_cards / sizeof dr_nr_program_cards[0]);

/* Each breaking encounter costs a hosted virus counter, or the program.
 * The run code makes this pending only when Crypsis broke a subroutine. */
static void
crypsis_encounter_ended (void *state, int card)
{
  DrNrState *s = state;
  DrNrCard *c = &s->cards[card];

  if (c->zone != DR_NR_ZONE_PROGRAMS)
    return;
  if (c->virus > 0)
    c->virus--;
  else
    dr_nr_trash_card (s, card, 1);
}
