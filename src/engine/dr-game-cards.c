/* dr-game-cards.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Card definitions keyed by NetrunnerDB code.  Printed numbers come from the
 * Core Set data; behaviour is expressed with the records of dr-game-cards.h.
 * No card text is stored: titles identify the cards for people reading logs.
 */
#include <string.h>

#include "dr-game-private.h"

#define OP(o, num) { .op = (o), .n = (num) }
#define TRACE_THEN(base, o, num) { .op = DR_NR_OP_TRACE, .n = (base), .then_op = (o), .then_n = (num) }

static void priority_requisition_scored (void *state, int card);
static void crypsis_encounter_ended (void *state, int card);

static const DrNrCardDef cards[] = {
  /* index 0: a card whose face is hidden from the viewer */
  { .code = "", .title = "?", .type = DR_NR_TYPE_UNKNOWN, .trash_cost = -1 },

  /* identities: printed link, minimum deck size, influence limit */
  { .code = "01001", .title = "Noise: Hacker Extraordinaire", .side = 1,
    .type = DR_NR_TYPE_IDENTITY, .trash_cost = -1, .link = 0, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_INSTALL, .subtypes = DR_NR_SUB_VIRUS,
                 .op = OP (DR_NR_OP_TRASH_TOP_RD, 1) } },
  { .code = "01017", .title = "Gabriel Santiago: Consummate Professional", .side = 1,
    .type = DR_NR_TYPE_IDENTITY, .trash_cost = -1, .link = 0, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_SUCCESSFUL_RUN, .server = DR_NR_SERVER_HQ,
                 .once_flag = DR_NR_TURN_FLAG_HQ_RUN, .op = OP (DR_NR_OP_GAIN_CREDITS, 2) } },
  { .code = "01033", .title = "Kate \"Mac\" McCaffrey: Digital Tinker", .side = 1,
    .type = DR_NR_TYPE_IDENTITY, .trash_cost = -1, .link = 1, .min_deck = 45, .influence_limit = 15,
    .first_install_discount = 1 },
  { .code = "01054", .title = "Haas-Bioroid: Engineering the Future", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_INSTALL, .once_flag = DR_NR_TURN_FLAG_INSTALLED,
                 .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
  { .code = "01067", .title = "Jinteki: Personal Evolution", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_SCORE_OR_STEAL, .op = OP (DR_NR_OP_NET_DAMAGE, 1) } },
  { .code = "01080", .title = "NBN: Making News", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .recurring_trace = 2 },
  { .code = "01093", .title = "Weyland Consortium: Building a Better World", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_PLAY, .subtypes = DR_NR_SUB_TRANSACTION,
                 .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },

  /* Runner events */
  { .code = "01019", .title = "Easy Mark", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_JOB, .influence = 1, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 3) } },
  { .code = "01034", .title = "Diesel", .side = 1, .type = DR_NR_TYPE_EVENT,
    .influence = 2, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_DRAW, 3) } },
  { .code = "01050", .title = "Sure Gamble", .side = 1, .type = DR_NR_TYPE_EVENT,
    .cost = 5, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 9) } },

  /* Runner programs */
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

  /* Runner hardware and resources */
  { .code = "01038", .title = "Akamatsu Mem Chip", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_CHIP, .influence = 1, .cost = 1, .trash_cost = -1,
    .memory_bonus = 1 },
  { .code = "01024", .title = "Desperado", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_CONSOLE, .unique = 1, .influence = 3, .cost = 3, .trash_cost = -1,
    .memory_bonus = 1,
    .trigger = { .when = DR_NR_TRIGGER_SUCCESSFUL_RUN, .server = DR_NR_TRIGGER_ANY_SERVER,
                 .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
  { .code = "01016", .title = "Wyldside", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_LOCATION | DR_NR_SUB_SEEDY, .unique = 1, .influence = 3, .cost = 3,
    .trash_cost = -1,
    .trigger = { .when = DR_NR_TRIGGER_TURN_BEGINS, .op = OP (DR_NR_OP_DRAW, 2),
                 .op2 = OP (DR_NR_OP_LOSE_CLICK, 1) } },
  { .code = "01052", .title = "Access to Globalsec", .side = 1, .type = DR_NR_TYPE_RESOURCE,
    .subtypes = DR_NR_SUB_LINK, .cost = 1, .trash_cost = -1, .link_bonus = 1 },

  /* Corp operations */
  { .code = "01083", .title = "Anonymous Tip", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .influence = 1, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_DRAW, 3) } },
  { .code = "01098", .title = "Beanstalk Royalties", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .subtypes = DR_NR_SUB_TRANSACTION, .influence = 1, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 3) } },
  { .code = "01110", .title = "Hedge Fund", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .subtypes = DR_NR_SUB_TRANSACTION, .cost = 5, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 9) } },

  /* Corp ice */
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

  /* Corp agendas */
  { .code = "01106", .title = "Priority Requisition", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_SECURITY, .trash_cost = -1, .advancement = 5, .points = 3,
    .on_score = priority_requisition_scored },
  { .code = "01107", .title = "Private Security Force", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_SECURITY, .trash_cost = -1, .advancement = 4, .points = 2,
    .n_abilities = 1,
    .abilities = { { .clicks = 1, .where = DR_NR_ABILITY_FROM_SCORE_AREA, .needs_tag = 1,
                     .op = OP (DR_NR_OP_MEAT_DAMAGE, 1) } } },

  /* Corp upgrades */
  { .code = "01065", .title = "Corporate Troubleshooter", .side = 0, .type = DR_NR_TYPE_UPGRADE,
    .influence = 1, .cost = 0, .trash_cost = 2, .n_abilities = 1,
    .abilities = { { .x_credits = 1, .trash_self = 1, .target = DR_NR_ABILITY_TARGET_ICE_HERE,
                     .op = OP (DR_NR_OP_ICE_STRENGTH_TURN, 0) } } },
  { .code = "01079", .title = "Akitaro Watanabe", .side = 0, .type = DR_NR_TYPE_UPGRADE,
    .subtypes = DR_NR_SUB_SYSOP | DR_NR_SUB_UNORTHODOX, .unique = 1, .influence = 2, .cost = 1,
    .trash_cost = 3, .ice_rez_discount = 2 },
  { .code = "01092", .title = "SanSan City Grid", .side = 0, .type = DR_NR_TYPE_UPGRADE,
    .subtypes = DR_NR_SUB_REGION, .influence = 3, .cost = 6, .trash_cost = 5,
    .agenda_req_discount = 1 },

  /* Corp assets */
  { .code = "01108", .title = "Melange Mining Corp.", .side = 0, .type = DR_NR_TYPE_ASSET,
    .cost = 1, .trash_cost = 1, .n_abilities = 1,
    .abilities = { { .clicks = 3, .op = OP (DR_NR_OP_GAIN_CREDITS, 7) } } },
  { .code = "01109", .title = "PAD Campaign", .side = 0, .type = DR_NR_TYPE_ASSET,
    .subtypes = DR_NR_SUB_ADVERTISEMENT, .cost = 2, .trash_cost = 4,
    .trigger = { .when = DR_NR_TRIGGER_TURN_BEGINS, .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
};

#define N_CARDS ((int) (sizeof cards / sizeof cards[0]))

int
dr_nr_cards_count (void)
{
  return N_CARDS;
}

const DrNrCardDef *
dr_nr_card_at (int index)
{
  if (index < 0 || index >= N_CARDS)
    return &cards[0];
  return &cards[index];
}

int
dr_nr_card_lookup (const char *code)
{
  int i;

  if (code == NULL || *code == '\0')
    return -1;
  for (i = 1; i < N_CARDS; i++)
    if (strcmp (cards[i].code, code) == 0)
      return i;
  return -1;
}

const char *
dr_nr_card_type_name (int type)
{
  static const char *const names[] = {
    "unknown", "identity", "agenda", "asset", "upgrade", "ice",
    "operation", "event", "hardware", "program", "resource"
  };

  if (type < 0 || type > DR_NR_TYPE_RESOURCE)
    return "unknown";
  return names[type];
}

/* The agenda lets the Corp rez one piece of ice for free; the choice is a
 * decision of its own so that declining is explicit. */
static void
priority_requisition_scored (void *state, int card)
{
  DrNrState *s = state;
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_NR_ZONE_ICE && !(s->cards[i].flags & DR_NR_CARD_REZZED))
      {
        dr_nr_push (s, DR_NR_FRAME_REZ_ICE_FREE, DR_NR_CORP_SEAT, card);
        return;
      }
}

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
