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

/* Subtypes (NetrunnerDB keywords) as bits: every keyword of the Core Set and
 * the NAPD identity.  The first 25 keep the bits they always had; new ones
 * go at the end.  dr_nr_subtype_name gives the keyword of a bit. */
#define DR_NR_SUB_BARRIER            (UINT64_C (1) << 0)
#define DR_NR_SUB_CODE_GATE          (UINT64_C (1) << 1)
#define DR_NR_SUB_SENTRY             (UINT64_C (1) << 2)
#define DR_NR_SUB_TRAP               (UINT64_C (1) << 3)
#define DR_NR_SUB_AP                 (UINT64_C (1) << 4)
#define DR_NR_SUB_TRACER             (UINT64_C (1) << 5)
#define DR_NR_SUB_OBSERVER           (UINT64_C (1) << 6)
#define DR_NR_SUB_ICEBREAKER         (UINT64_C (1) << 7)
#define DR_NR_SUB_FRACTER            (UINT64_C (1) << 8)
#define DR_NR_SUB_DECODER            (UINT64_C (1) << 9)
#define DR_NR_SUB_KILLER             (UINT64_C (1) << 10)
#define DR_NR_SUB_AI                 (UINT64_C (1) << 11)
#define DR_NR_SUB_VIRUS              (UINT64_C (1) << 12)
#define DR_NR_SUB_CHIP               (UINT64_C (1) << 13)
#define DR_NR_SUB_CONSOLE            (UINT64_C (1) << 14)
#define DR_NR_SUB_LINK               (UINT64_C (1) << 15)
#define DR_NR_SUB_TRANSACTION        (UINT64_C (1) << 16)
#define DR_NR_SUB_JOB                (UINT64_C (1) << 17)
#define DR_NR_SUB_SECURITY           (UINT64_C (1) << 18)
#define DR_NR_SUB_ADVERTISEMENT      (UINT64_C (1) << 19)
#define DR_NR_SUB_REGION             (UINT64_C (1) << 20)
#define DR_NR_SUB_LOCATION           (UINT64_C (1) << 21)
#define DR_NR_SUB_SEEDY              (UINT64_C (1) << 22)
#define DR_NR_SUB_SYSOP              (UINT64_C (1) << 23)
#define DR_NR_SUB_UNORTHODOX         (UINT64_C (1) << 24)
#define DR_NR_SUB_AMBUSH             (UINT64_C (1) << 25)
#define DR_NR_SUB_BIOROID            (UINT64_C (1) << 26)
#define DR_NR_SUB_BLACK_OPS          (UINT64_C (1) << 27)
#define DR_NR_SUB_CONNECTION         (UINT64_C (1) << 28)
#define DR_NR_SUB_CYBORG             (UINT64_C (1) << 29)
#define DR_NR_SUB_DAEMON             (UINT64_C (1) << 30)
#define DR_NR_SUB_DEFLECTOR          (UINT64_C (1) << 31)
#define DR_NR_SUB_DESTROYER          (UINT64_C (1) << 32)
#define DR_NR_SUB_EXPANSION          (UINT64_C (1) << 33)
#define DR_NR_SUB_FACILITY           (UINT64_C (1) << 34)
#define DR_NR_SUB_G_MOD              (UINT64_C (1) << 35)
#define DR_NR_SUB_GRAY_OPS           (UINT64_C (1) << 36)
#define DR_NR_SUB_INITIATIVE         (UINT64_C (1) << 37)
#define DR_NR_SUB_MEGACORP           (UINT64_C (1) << 38)
#define DR_NR_SUB_MOD                (UINT64_C (1) << 39)
#define DR_NR_SUB_NATURAL            (UINT64_C (1) << 40)
#define DR_NR_SUB_REMOTE             (UINT64_C (1) << 41)
#define DR_NR_SUB_RESEARCH           (UINT64_C (1) << 42)
#define DR_NR_SUB_RUN                (UINT64_C (1) << 43)
#define DR_NR_SUB_SABOTAGE           (UINT64_C (1) << 44)
#define DR_NR_SUB_TROJAN             (UINT64_C (1) << 45)
#define DR_NR_SUB_VIRTUAL            (UINT64_C (1) << 46)
#define DR_NR_SUB_POLICE_DEPARTMENT  (UINT64_C (1) << 47)
#define DR_NR_SUB_ALL_ICE \
  (DR_NR_SUB_BARRIER | DR_NR_SUB_CODE_GATE | DR_NR_SUB_SENTRY | DR_NR_SUB_TRAP)
#define DR_NR_N_SUBTYPES 48

/* Effect steps.  Besides a trace's "if successful" and NEXT_ICE's damage,
 * `then_op` is a second step resolved right after the first ("… and then
 * this ice is trashed"). */
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
  DR_NR_OP_ICE_STRENGTH_TURN,       /* target ice: +n (n = X) for the remainder of the turn */
  DR_NR_OP_CUSTOM,                  /* the source card's `custom[n]` hook */
  /* group A (ice and icebreakers) */
  DR_NR_OP_TRASH_PROGRAM,  /* the Corp chooses n of the Runner's installed programs to trash */
  DR_NR_OP_TRASH_SELF,     /* the source card is trashed */
  DR_NR_OP_PLACE_POWER,    /* n power counters on the source card */
  DR_NR_OP_RUNNER_TO_OUTERMOST, /* the Runner goes back before the outermost ice of the attacked
                                 * server; the encounter ends */
  DR_NR_OP_DEREZ_SELF,     /* the source card is derezzed */
  DR_NR_OP_NEXT_ICE,       /* the next ice encountered this run has +n strength; then_n net
                            * damage after that encounter unless all its subroutines were broken */
  /* group C (Corp agendas, assets, upgrades, operations) */
  DR_NR_OP_GAIN_CLICKS,             /* the acting seat gains n clicks this turn */
  DR_NR_OP_TAKE_HOSTED_CREDITS,     /* move up to n credits from the source to its controller */
  DR_NR_OP_PLACE_ADVANCEMENT,       /* target: n advancement tokens */
  DR_NR_OP_LOSE_ALL_CREDITS,        /* the Runner loses every credit in their pool */
  /* group D */
  DR_NR_OP_VIRUS_ON_SUBJECT  /* n virus counters on the card that met the trigger */
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
  DR_NR_TRIGGER_SUCCESSFUL_RUN,  /* on `server` (DR_NR_TRIGGER_ANY_SERVER, DR_NR_TRIGGER_CENTRAL) */
  DR_NR_TRIGGER_ENCOUNTERED,     /* this ice is encountered (Tollbooth, Data Raven) */
  DR_NR_TRIGGER_ACCESSED,        /* the Runner accesses this card, even unrezzed: `server` is
                                  * DR_NR_TRIGGER_INSTALLED or ANY_SERVER (not in Archives) */
  DR_NR_TRIGGER_ENCOUNTER,       /* a Runner card: the Runner encounters an ice (the card's
                                  * `chosen` one if set) */
  DR_NR_TRIGGER_INSTALLED_SELF,  /* this card has just been installed */
  DR_NR_TRIGGER_RUN_BEGINS       /* any Runner starts a run; a once_flag is kept on that Runner's
                                  * turn, so it reads "their first run of the turn" */
} DrNrTriggerKind;

#define DR_NR_TRIGGER_ANY_SERVER 0xff
#define DR_NR_TRIGGER_CENTRAL    0xfe
#define DR_NR_TRIGGER_INSTALLED  0xfd

/* run events: the servers they may make their run on */
enum
{
  DR_NR_RUN_ON_HQ = 1 << 0,
  DR_NR_RUN_ON_RD = 1 << 1,
  DR_NR_RUN_ON_ARCHIVES = 1 << 2,
  DR_NR_RUN_ON_REMOTES = 1 << 3,
  DR_NR_RUN_ON_ANY = 0x0f
};

typedef struct
{
  uint8_t when;         /* DrNrTriggerKind */
  uint8_t server;
  uint8_t once_flag;    /* seat turn flag bit (1..7) marking "first time each turn"; 0 = every time */
  uint8_t optional;     /* "you may": the controller can decline it in the reaction window */
  uint64_t subtypes;
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
  DR_NR_ABILITY_TARGET_ICE_HERE,        /* a rezzed ice protecting the source's server */
  DR_NR_ABILITY_TARGET_ADVANCEABLE,     /* an installed card that can be advanced */
  DR_NR_ABILITY_TARGET_OWN_REZZED_ICE   /* any rezzed ice of the controller */
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
  uint8_t power;        /* hosted power counters spent */
  uint8_t agenda;       /* hosted agenda counters spent */
  uint8_t trash_target; /* trashing the target is part of the cost */
  DrNrOp op;
  uint8_t forfeit;      /* forfeiting an agenda of the user's score area is part of the cost
                         * (the action names it in `target`) */
} DrNrAbility;

typedef enum
{
  DR_NR_PUMP_ENCOUNTER = 0,
  DR_NR_PUMP_RUN
} DrNrPumpDuration;

typedef struct
{
  uint64_t breaks;      /* ice subtypes it can interact with */
  uint8_t break_cost;
  uint8_t break_n;
  uint8_t pump_cost;
  uint8_t pump_n;
  uint8_t pump_duration;
  /* "usable only if the ice's strength is at most ice_strength_limit" (Wyrm) */
  uint8_t ice_strength_limited;
  int8_t ice_strength_limit;
} DrNrBreaker;

struct DrNrCardDef_;
typedef struct DrNrCardDef_ DrNrCardDef;

/* Escape hatches.  They receive the state as an opaque pointer so that
 * this header does not depend on dr-netrunner.h. */
typedef void (*DrNrCardHook) (void *state, int card);
/* "may this card be played / used now?" (play conditions such as "only if
 * the Runner is tagged"); 1 = yes */
typedef int  (*DrNrCardCondition) (const void *state, int card);
/* A PROMPT frame's decision (see dr-nr-prompt.c): for legal, `frame` and
 * `out` are a const DrNrFrame * and a DrNrAction * and it returns the new
 * count n (use dr_nr_prompt_add_card/_server/_option/_pass); apply gets a
 * const DrNrPromptChoice * (the frame, already off the stack, and the
 * chosen action, possibly a PASS). */
typedef int  (*DrNrPromptLegal) (const void *state, const void *frame, void *out, int n);
typedef void (*DrNrPromptApply) (void *state, const void *choice);

#define DR_NR_MAX_SUBS 4

/* Play conditions read from the game's history (`play_requires` bits): an
 * operation or event with one of these can be played only while it holds
 * (see rules/dr-nr-history.c). */
enum
{
  DR_NR_REQ_RUNNER_TAGGED = 1 << 0,          /* "only if the Runner is tagged" */
  DR_NR_REQ_RAN_LAST_TURN = 1 << 1,          /* the Runner made a run during their last turn */
  DR_NR_REQ_SUCCESSFUL_RUN_LAST_TURN = 1 << 2, /* … a successful run during their last turn */
  DR_NR_REQ_SCORED_THIS_TURN = 1 << 3        /* the Corp scored an agenda this turn */
};

/* A card's own install restriction (`install_in`): 0 anywhere, otherwise
 * only in the root of server `install_in - 1` (card 01105 Research Station). */
#define DR_NR_INSTALL_IN(server) ((uint8_t) ((server) + 1))

/* How the heuristic player values one choice of a PROMPT frame whose
 * source is this card: `view` is the deciding seat's masked view, `frame`
 * a const DrNrFrame *, `action` a const DrNrAction *; higher is better. */
typedef int  (*DrNrPromptScore) (const void *view, const void *frame, const void *action);
/* What a payment is for: recurring credits may be restricted to some of
 * these (card 01005 Cyberfeeder, 01041 The Toolbox, 01030 Crash Space). */
enum
{
  DR_NR_PAY_ICEBREAKER = 1 << 0,     /* an icebreaker's ability (break, pump) */
  DR_NR_PAY_VIRUS_INSTALL = 1 << 1,  /* installing a virus program */
  DR_NR_PAY_TAG_REMOVAL = 1 << 2,    /* the basic action removing a tag */
  DR_NR_PAY_TRACE = 1 << 3           /* a trace bid */
};

/* What a prevention ability can stop before it happens (the interrupt
 * window of dr-nr-prevent.c). */
typedef enum
{
  DR_NR_PREVENT_NONE = 0,
  DR_NR_PREVENT_NET,        /* net damage */
  DR_NR_PREVENT_MEAT,       /* meat damage */
  DR_NR_PREVENT_CORE,       /* core damage */
  DR_NR_PREVENT_TAG,        /* tags about to be given */
  DR_NR_PREVENT_TRASH,      /* an installed program or piece of hardware about to be trashed */
  DR_NR_PREVENT_EXPOSE,     /* an installed Corp card about to be exposed (source = that card) */
  DR_NR_N_PREVENT
} DrNrPreventKind;

typedef struct
{
  uint8_t what;          /* DrNrPreventKind */
  uint8_t amount;        /* how much one use stops; 0 = all of it */
  uint8_t credits;       /* cost in credits */
  uint8_t trash_self;    /* trashing the card is the cost */
  uint8_t first_each_turn; /* only in the first such event of each turn, once */
} DrNrPrevent;

/* Where a card must be installed: it becomes hosted on that card. */
typedef enum
{
  DR_NR_INSTALL_ON_NOTHING = 0,
  DR_NR_INSTALL_ON_REZZED_ICE,
  DR_NR_INSTALL_ON_ICEBREAKER
} DrNrInstallOn;

struct DrNrCardDef_
{
  const char *code;
  const char *title;
  uint8_t side;          /* 0 Corp, 1 Runner */
  uint8_t type;          /* DrNrCardType */
  uint8_t unique;
  uint8_t influence;
  uint64_t subtypes;
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
  int8_t ice_strength_bonus;     /* rezzed upgrade: ice protecting its server is stronger */
  int8_t encountered_ice_strength; /* Runner card: ice the Runner encounters, while encountered */
  uint8_t click_break;           /* bioroid ice: the Runner may lose a click to break a subroutine */
  uint8_t rez_forfeit;           /* additional rez cost: forfeit an agenda */
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
  /* hooks shared by the card families; NULL = nothing */
  DrNrCardHook on_play;           /* operation / event effect beyond `play` ops */
  DrNrCardCondition can_play;     /* play or install condition */
  DrNrCardHook custom[4];         /* run by DR_NR_OP_CUSTOM with n = index */
  DrNrPromptLegal prompt_legal;   /* PROMPT frames whose source is this card */
  DrNrPromptApply prompt_apply;
  /* msgids (marked with DR_ENGINE_N_) naming a PROMPT's numbered options,
   * for DR_NR_ACT_CHOOSE with no card or server: choice_texts[amount] */
  const char *choice_texts[4];
  /* group C: play conditions, install restriction, hand size, looking at
   * R&D, and hooks for rezzing, the end of the turn and the AI */
  uint8_t play_requires;          /* DR_NR_REQ_* bits */
  uint8_t install_in;             /* DR_NR_INSTALL_IN (server), 0 = anywhere */
  int8_t hand_size_bonus;         /* while active: its controller's maximum hand size */
  uint8_t looks_at_rd;            /* while a PROMPT of this card waits, its seat sees the
                                   * top `looks_at_rd` cards of R&D (0xff = all of R&D) */
  DrNrCardHook on_rez;            /* "when rezzed" (as it is rezzed) */
  DrNrCardHook on_turn_end;       /* the turn in which the card got DR_NR_CARD_UNTIL_TURN_END ends */
  DrNrPromptScore prompt_score;   /* the heuristic player's view of this card's PROMPTs */
  /* runs (group B, rules/dr-nr-run-effects.c): a run event's servers, and the
   * hooks of the run's source card for "during that run" effects */
  uint8_t run_servers;              /* DR_NR_RUN_ON_* bits; 0 = not a run event */
  int8_t steal_cost;                /* rezzed upgrade: extra credits to steal in its server */
  DrNrCardHook on_run_start;        /* as its run begins */
  DrNrCardHook on_run_end;          /* as soon as its run is over */
  DrNrCardHook on_breach;           /* run source or installed Runner card: a breach begins */
  DrNrCardHook on_install;          /* "as you install" */
  DrNrCardCondition can_replace_breach; /* may its effect replace this breach now? */
  DrNrCardHook replace_breach;      /* the effect used instead of breaching */
  DrNrCardCondition can_use;        /* condition of its abilities (NULL = none) */
  /* group D: recurring credits, prevention, hosting, hosted credits */
  int8_t recurring;               /* credits refilled on the card when its owner's turn begins */
  uint8_t recurring_use;          /* DR_NR_PAY_* bits those credits may pay for */
  uint8_t n_prevent;
  DrNrPrevent prevent[2];
  uint8_t rez_to_prevent;         /* DrNrPreventKind: its owner may rez it in that prevention
                                   * window, outside any paid ability window (01071) */
  uint8_t install_on;             /* DrNrInstallOn */
  int8_t host_mu;                 /* may host this many MU of non-icebreaker programs, free of memory */
  int8_t host_strength;           /* the host's strength changes by this */
  int8_t host_strength_per_virus; /* … and by this per virus counter on this card */
  uint8_t trash_host_at_zero;     /* the host ice is trashed when its strength is 0 */
  uint8_t hosted_credits;         /* credits placed on it when installed (taken with
                                   * DR_NR_OP_TAKE_HOSTED_CREDITS, which trashes it when empty) */
  /* identities (NAPD, card 24001) */
  int8_t opening_hand;            /* cards in the opening hand and after a mulligan; 0 = 5 */
  uint8_t face;                   /* double-faced cards: 0 front, 1 back; both faces share the
                                   * code and the back follows the front in its table */
  DrNrCardHook before_first_turn; /* an identity's step after the mulligans, before turn 1 */
};

int                  dr_nr_cards_count (void);
const DrNrCardDef *dr_nr_card_at     (int index);
int                  dr_nr_card_lookup (const char *code);
uint16_t             dr_nr_card_stable_id (int index);
/* The other face of a double-faced card, or -1. */
int                  dr_nr_card_other_face (int index);
/* NetrunnerDB's keyword for subtype bit `bit` (0 .. DR_NR_N_SUBTYPES - 1). */
const char          *dr_nr_subtype_name     (int bit);

#ifdef __cplusplus
}
#endif
