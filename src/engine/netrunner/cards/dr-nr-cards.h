/* dr-nr-cards.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cards as data: printed numbers plus small ability records interpreted by
 * the engine.  A card that does not fit the records gets a C hook.
 */
#pragma once

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum
{
  DR_NR_TYPE_UNKNOWN = 0,
  DR_NR_TYPE_IDENTITY,
  DR_NR_TYPE_AGENDA,
  DR_NR_TYPE_ASSET,
  DR_NR_TYPE_UPGRADE,
  DR_NR_TYPE_ICE,
  DR_NR_TYPE_OPERATION,
  DR_NR_TYPE_EVENT,
  DR_NR_TYPE_HARDWARE,
  DR_NR_TYPE_PROGRAM,
  DR_NR_TYPE_RESOURCE
} DrNrCardType;

enum
{
  DR_NR_SUB_BARRIER       = 1u << 0,
  DR_NR_SUB_CODE_GATE     = 1u << 1,
  DR_NR_SUB_SENTRY        = 1u << 2,
  DR_NR_SUB_TRAP          = 1u << 3,
  DR_NR_SUB_AP            = 1u << 4,
  DR_NR_SUB_TRACER        = 1u << 5,
  DR_NR_SUB_OBSERVER      = 1u << 6,
  DR_NR_SUB_ICEBREAKER    = 1u << 7,
  DR_NR_SUB_FRACTER       = 1u << 8,
  DR_NR_SUB_DECODER       = 1u << 9,
  DR_NR_SUB_KILLER        = 1u << 10,
  DR_NR_SUB_AI            = 1u << 11,
  DR_NR_SUB_VIRUS         = 1u << 12,
  DR_NR_SUB_CHIP          = 1u << 13,
  DR_NR_SUB_CONSOLE       = 1u << 14,
  DR_NR_SUB_LINK          = 1u << 15,
  DR_NR_SUB_TRANSACTION   = 1u << 16,
  DR_NR_SUB_JOB           = 1u << 17,
  DR_NR_SUB_SECURITY      = 1u << 18,
  DR_NR_SUB_ADVERTISEMENT = 1u << 19,
  DR_NR_SUB_REGION        = 1u << 20,
  DR_NR_SUB_LOCATION      = 1u << 21,
  DR_NR_SUB_SEEDY         = 1u << 22,
  DR_NR_SUB_SYSOP         = 1u << 23,
  DR_NR_SUB_UNORTHODOX    = 1u << 24,
  DR_NR_SUB_ALL_ICE       = DR_NR_SUB_BARRIER | DR_NR_SUB_CODE_GATE | DR_NR_SUB_SENTRY | DR_NR_SUB_TRAP
};

/* Effect steps. */
typedef enum
{
  DR_NR_OP_NONE = 0,
  DR_NR_OP_GAIN_CREDITS,
  DR_NR_OP_DRAW,
  DR_NR_OP_END_RUN,
  DR_NR_OP_LOSE_CLICK,
  DR_NR_OP_NET_DAMAGE,
  DR_NR_OP_MEAT_DAMAGE,
  DR_NR_OP_CORE_DAMAGE,
  DR_NR_OP_GIVE_TAG,
  DR_NR_OP_TRACE,          /* n = base strength, then = effect if successful */
  DR_NR_OP_PLACE_VIRUS,    /* on the source card */
  DR_NR_OP_TRASH_TOP_RD,
  DR_NR_OP_BAD_PUBLICITY,
  DR_NR_OP_ICE_STRENGTH_ENCOUNTER,  /* target ice: +n strength until the encounter ends */
  DR_NR_OP_ICE_STRENGTH_TURN        /* target ice: +n (n = X) for the remainder of the turn */
} DrNrOpKind;

typedef struct
{
  uint8_t op;
  int8_t n;
  uint8_t then_op;
  int8_t then_n;
} DrNrOp;

typedef enum
{
  DR_NR_TRIGGER_NONE = 0,
  DR_NR_TRIGGER_TURN_BEGINS,     /* the controller's turn begins */
  DR_NR_TRIGGER_INSTALL,         /* the controller installs a card matching `subtypes` (0 = any) */
  DR_NR_TRIGGER_PLAY,            /* the controller plays a card matching `subtypes` */
  DR_NR_TRIGGER_SCORE_OR_STEAL,  /* any agenda is scored or stolen */
  DR_NR_TRIGGER_SUCCESSFUL_RUN   /* on `server` (DR_NR_TRIGGER_ANY_SERVER, DR_NR_TRIGGER_CENTRAL) */
} DrNrTriggerKind;

#define DR_NR_TRIGGER_ANY_SERVER 0xff
#define DR_NR_TRIGGER_CENTRAL    0xfe

typedef struct
{
  uint8_t when;         /* DrNrTriggerKind */
  uint8_t server;
  uint8_t once_flag;    /* seat turn flag bit (1..7) marking "first time each turn"; 0 = every time */
  uint8_t pad_;
  uint32_t subtypes;
  DrNrOp op;
  DrNrOp op2;         /* a second step, or DR_NR_OP_NONE */
} DrNrTrigger;

typedef enum
{
  DR_NR_ABILITY_WHILE_ACTIVE = 0,  /* installed (and rezzed for the Corp) */
  DR_NR_ABILITY_FROM_SCORE_AREA
} DrNrAbilityWhere;

typedef enum
{
  DR_NR_ABILITY_TARGET_NONE = 0,
  DR_NR_ABILITY_TARGET_ENCOUNTERED_ICE, /* the rezzed ice being encountered */
  DR_NR_ABILITY_TARGET_ICE_HERE         /* a rezzed ice protecting the source's server */
} DrNrAbilityTarget;

/* An ability with a click in its cost is an action (action window only);
 * one without is a paid ability, usable whenever its controller has
 * priority in a paid ability window and it can change the game. */
typedef struct
{
  uint8_t clicks;
  uint8_t credits;
  uint8_t where;        /* DrNrAbilityWhere */
  uint8_t needs_tag;    /* only while the Runner is tagged */
  uint8_t virus;        /* hosted virus counters spent */
  uint8_t trash_self;   /* trashing the source is part of the cost */
  uint8_t x_credits;    /* X credits, chosen when the ability is used */
  uint8_t target;       /* DrNrAbilityTarget */
  DrNrOp op;
} DrNrAbility;

typedef enum
{
  DR_NR_PUMP_ENCOUNTER = 0,
  DR_NR_PUMP_RUN
} DrNrPumpDuration;

typedef struct
{
  uint32_t breaks;      /* ice subtypes it can interact with */
  uint8_t break_cost;
  uint8_t break_n;
  uint8_t pump_cost;
  uint8_t pump_n;
  uint8_t pump_duration;
} DrNrBreaker;

struct DrNrCardDef_;
typedef struct DrNrCardDef_ DrNrCardDef;

/* Escape hatches.  They receive the state as an opaque pointer so that
 * this header does not depend on dr-netrunner.h. */
typedef void (*DrNrCardHook) (void *state, int card);

#define DR_NR_MAX_SUBS 3

struct DrNrCardDef_
{
  const char *code;
  const char *title;
  uint8_t side;          /* 0 Corp, 1 Runner */
  uint8_t type;          /* DrNrCardType */
  uint8_t unique;
  uint8_t influence;
  uint32_t subtypes;
  int8_t cost;           /* play / install / rez cost */
  int8_t strength;
  int8_t memory;         /* MU used by a program */
  int8_t trash_cost;     /* -1 = cannot be trashed by paying */
  int8_t advancement;    /* agenda requirement */
  int8_t points;
  int8_t advanceable;    /* non-agenda that may be advanced */
  int8_t strength_per_advancement;
  /* identities */
  int8_t link;
  int8_t min_deck;
  int8_t influence_limit;
  int8_t recurring_trace; /* recurring credits usable only for traces */
  /* static bonuses while installed */
  int8_t memory_bonus;
  int8_t link_bonus;
  int8_t first_install_discount; /* identity: first program/hardware each turn */
  int8_t ice_rez_discount;       /* rezzed upgrade: ice protecting its server costs less to rez */
  int8_t agenda_req_discount;    /* rezzed upgrade: agendas in its root need fewer advancements */
  uint8_t n_play;
  DrNrOp play[3];      /* operation / event effect */
  uint8_t n_subs;
  DrNrOp subs[DR_NR_MAX_SUBS];
  uint8_t n_abilities;
  DrNrAbility abilities[2];
  DrNrBreaker breaker;
  DrNrTrigger trigger;
  DrNrCardHook on_score;          /* "when you score" */
  DrNrCardHook on_encounter_end;  /* encounter ended (card is the ice) */
};

int                  dr_nr_cards_count (void);
const DrNrCardDef *dr_nr_card_at     (int index);
int                  dr_nr_card_lookup (const char *code);
const char          *dr_nr_card_type_name   (int type);

#ifdef __cplusplus
}
#endif
