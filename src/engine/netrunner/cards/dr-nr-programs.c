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
/* group B: runs, access and ambushes */
static void medium_breach (void *state, int card);
static int  medium_legal (const void *state, const void *frame, void *out, int n);
static void medium_apply (void *state, const void *choice);
static void femme_fatale_install (void *state, int card);
static void femme_fatale_encounter (void *state, int card);
static int  femme_fatale_legal (const void *state, const void *frame, void *out, int n);
static void femme_fatale_apply (void *state, const void *choice);
static void sneakdoor_beta_run (void *state, int card);
static void sneakdoor_beta_start (void *state, int card);
static void djinn_search (void *state, int card);
static int  djinn_prompt_legal (const void *state, const void *frame, void *out, int n);
static void djinn_prompt_apply (void *state, const void *choice);

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
  /* group B: runs, access and ambushes */
  { .code = "01010", .title = "Medium", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_VIRUS, .influence = 3, .cost = 3, .memory = 1, .trash_cost = -1,
    .trigger = { .when = DR_NR_TRIGGER_SUCCESSFUL_RUN, .server = DR_NR_SERVER_RD,
                 .op = OP (DR_NR_OP_PLACE_VIRUS, 1) },
    .on_breach = medium_breach, .prompt_legal = medium_legal, .prompt_apply = medium_apply },
  { .code = "01026", .title = "Femme Fatale", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_ICEBREAKER | DR_NR_SUB_KILLER, .influence = 1, .cost = 9,
    .strength = 2, .memory = 1, .trash_cost = -1,
    .breaker = { .breaks = DR_NR_SUB_SENTRY, .break_cost = 1, .break_n = 1,
                 .pump_cost = 2, .pump_n = 1, .pump_duration = DR_NR_PUMP_ENCOUNTER },
    .on_install = femme_fatale_install,
    .trigger = { .when = DR_NR_TRIGGER_ENCOUNTER, .op = OP (DR_NR_OP_CUSTOM, 0) },
    .custom = { femme_fatale_encounter },
    .prompt_legal = femme_fatale_legal, .prompt_apply = femme_fatale_apply,
    .choice_texts = { DR_ENGINE_N_ ("Pay 1 credit per subroutine to bypass the ice") } },
  { .code = "01028", .title = "Sneakdoor Beta", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .influence = 3, .cost = 4, .memory = 2, .trash_cost = -1, .n_abilities = 1,
    .abilities = { { .clicks = 1, .op = OP (DR_NR_OP_CUSTOM, 0) } },
    .custom = { sneakdoor_beta_run }, .on_run_start = sneakdoor_beta_start },
  /* group D: hosting, prevention, economy */
  { .code = "01009", .title = "Djinn", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_DAEMON, .influence = 2, .cost = 2, .memory = 1, .trash_cost = -1,
    .host_mu = 3, .n_abilities = 1,
    .abilities = { { .clicks = 1, .credits = 1, .op = OP (DR_NR_OP_CUSTOM, 0) } },
    .custom = { djinn_search },
    .prompt_legal = djinn_prompt_legal, .prompt_apply = djinn_prompt_apply },
  { .code = "01012", .title = "Parasite", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .subtypes = DR_NR_SUB_VIRUS | DR_NR_SUB_TROJAN, .influence = 2, .cost = 2, .memory = 1,
    .trash_cost = -1, .install_on = DR_NR_INSTALL_ON_REZZED_ICE,
    .host_strength_per_virus = -1, .trash_host_at_zero = 1,
    .trigger = { .when = DR_NR_TRIGGER_TURN_BEGINS, .op = OP (DR_NR_OP_PLACE_VIRUS, 1) } },
  { .code = "01044", .title = "Magnum Opus", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .influence = 2, .cost = 5, .memory = 2, .trash_cost = -1, .n_abilities = 1,
    .abilities = { { .clicks = 1, .op = OP (DR_NR_OP_GAIN_CREDITS, 2) } } },
  { .code = "01045", .title = "Net Shield", .side = 1, .type = DR_NR_TYPE_PROGRAM,
    .influence = 1, .cost = 2, .memory = 1, .trash_cost = -1, .n_prevent = 1,
    .prevent = { { .what = DR_NR_PREVENT_NET, .amount = 1, .credits = 1,
                   .first_each_turn = 1 } } },
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

/* Medium: on each R&D breach the Runner may access up to one more card per
 * virus counter after the first. */
static void
medium_breach (void *state, int card)
{
  DrNrState *s = state;

  if (s->cards[card].zone == DR_NR_ZONE_PROGRAMS && s->run.server == DR_NR_SERVER_RD
      && s->cards[card].virus >= 2)
    dr_nr_prompt_push (s, s->cards[card].owner, card, 0);
}

static int
medium_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  int most = s->cards[f->card].virus - 1;

  return dr_nr_prompt_add_numbers (out, n, f, 0, most < DR_NR_MAX_X ? most : DR_NR_MAX_X);
}

static void
medium_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;

  if (c->action.kind == DR_NR_ACT_NUMBER)
    s->run.extra_access = (uint8_t) (s->run.extra_access + c->action.amount);
}

/* Femme Fatale: the ice chosen as it is installed (any installed ice) may
 * be bypassed when encountered for 1 credit per subroutine. */
enum { FEMME_CHOOSE_ICE = 0, FEMME_BYPASS = 1 };

static int
femme_any_ice (const DrNrState *s)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_NR_ZONE_ICE)
      return 1;
  return 0;
}

static void
femme_fatale_install (void *state, int card)
{
  DrNrState *s = state;

  if (femme_any_ice (s))
    dr_nr_prompt_push (s, s->cards[card].owner, card, FEMME_CHOOSE_ICE);
}

static void
femme_fatale_encounter (void *state, int card)
{
  DrNrState *s = state;
  int ice = dr_nr_run_current_ice (s);

  if (ice == DR_NR_NO_CARD || s->cards[card].chosen != ice
      || dr_nr_runner_spendable (s, s->cards[card].owner) < dr_nr_def (s, ice)->n_subs)
    return;
  dr_nr_prompt_push (s, s->cards[card].owner, card, FEMME_BYPASS);
}

static int
femme_fatale_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  int i;

  if (f->step == FEMME_BYPASS)
    {
      n = dr_nr_prompt_add_option (out, n, f, 0);
      return dr_nr_prompt_add_pass (out, n, f);
    }
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_NR_ZONE_ICE)
      n = dr_nr_prompt_add_card (out, n, f, i);
  return n;
}

static void
femme_fatale_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;

  if (c->action.kind != DR_NR_ACT_CHOOSE)
    return;
  if (c->frame.step == FEMME_CHOOSE_ICE)
    {
      s->cards[c->frame.card].chosen = c->action.target;
      return;
    }
  dr_nr_runner_pay (s, c->frame.seat, dr_nr_def (s, dr_nr_run_current_ice (s))->n_subs);
  dr_nr_bypass (s);
}

/* Sneakdoor Beta: a run on Archives that, when successful, is a successful
 * run on HQ instead (and breaches HQ). */
static void
sneakdoor_beta_run (void *state, int card)
{
  DrNrState *s = state;

  dr_nr_run_start_from (s, s->cards[card].owner, DR_NR_SERVER_ARCHIVES, card);
}

static void
sneakdoor_beta_start (void *state, int card)
{
  (void) card;
  ((DrNrState *) state)->run.redirect = DR_NR_SERVER_HQ;
}

/* Djinn's click ability: find a virus program in the stack (a decision
 * over the stack's virus programs, one per title), show it, add it to the
 * grip, shuffle. */
static void
djinn_search (void *state, int card)
{
  DrNrState *s = state;

  dr_nr_prompt_push (s, s->cards[card].owner, card, DR_NR_PROMPT_SEARCHING);
}

static int
djinn_prompt_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  const DrNrPile *stack = &s->seats[f->seat].deck;
  int i;

  for (i = 0; i < stack->n; i++)
    if ((dr_nr_def (s, stack->ids[i])->subtypes & DR_NR_SUB_VIRUS)
        && dr_nr_def (s, stack->ids[i])->type == DR_NR_TYPE_PROGRAM
        && dr_nr_first_copy (s, stack->ids, i))
      n = dr_nr_prompt_add_card (out, n, f, stack->ids[i]);
  return n;
}

static void
djinn_prompt_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  int seat = c->frame.seat;

  /* the card found is shown to the Corp */
  if (c->action.kind == DR_NR_ACT_CHOOSE && c->action.target != DR_NR_NO_CARD)
    dr_nr_add_to_hand (s, c->action.target);
  dr_nr_shuffle_by_effect (s, seat);
}
