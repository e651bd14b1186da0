/* dr-netrunner.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Public interface of the Netrunner rules (the game behind
 * dr_netrunner_game, see dr-engine.h).  The whole game is one fixed-size
 * plain-data DrNrState: copying it with memcpy is how undo, AI search and
 * legality probing work, so nothing in it may point outside itself.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "dr-engine.h"
#include "dr-nr-cards.h"

#ifdef __cplusplus
extern "C" {
#endif

#define DR_NR_MAX_SEATS    4   /* seat 0 is the Corp, 1..3 are Runners */
#define DR_NR_MAX_CARDS    240
#define DR_NR_PILE_CAP     100
#define DR_NR_RIG_CAP      24
#define DR_NR_ICE_CAP      8
#define DR_NR_ROOT_CAP     6
#define DR_NR_MAX_REMOTES  8
#define DR_NR_MAX_SERVERS  (3 + DR_NR_MAX_REMOTES)
#define DR_NR_STACK_CAP    16
#define DR_NR_PENDING_CAP  12  /* conditional abilities waiting in reaction windows */
#define DR_NR_LOG_CAP      32
#define DR_NR_MAX_ACTIONS  256
#define DR_NR_MAX_X        40  /* largest X offered for "X credits" costs and trace bids */
#define DR_NR_NO_CARD      0xff
#define DR_NR_NO_SERVER    0xff  /* a DR_NR_ACT_CHOOSE that names no server */
#define DR_NR_NO_SEAT      0xff
#define DR_NR_CORP_SEAT    0

/* Server numbers: the three centrals, then remote slots. */
enum
{
  DR_NR_SERVER_HQ = 0,
  DR_NR_SERVER_RD = 1,
  DR_NR_SERVER_ARCHIVES = 2,
  DR_NR_SERVER_REMOTE0 = 3,
  DR_NR_SERVER_NEW = 0x7f /* install target: a new remote */
};

typedef enum
{
  DR_NR_ZONE_NONE = 0,
  DR_NR_ZONE_DECK,      /* R&D or the stack; top is the last element */
  DR_NR_ZONE_HAND,      /* HQ or the grip */
  DR_NR_ZONE_DISCARD,   /* Archives or the heap */
  DR_NR_ZONE_SCORE,
  DR_NR_ZONE_ICE,       /* protecting a server; index 0 is innermost */
  DR_NR_ZONE_ROOT,      /* root of a central or content of a remote */
  DR_NR_ZONE_PROGRAMS,
  DR_NR_ZONE_HARDWARE,
  DR_NR_ZONE_RESOURCES,
  DR_NR_ZONE_PLAY,      /* being played (operations, events) */
  DR_NR_ZONE_IDENTITY,
  DR_NR_ZONE_REMOVED,   /* removed from the game (forfeited agendas): face up, in no list */
  DR_NR_N_ZONES
} DrNrZone;

enum
{
  DR_NR_CARD_REZZED = 1 << 0,
  DR_NR_CARD_FACEUP = 1 << 1,  /* only meaningful in Archives */
  /* a delayed effect waits for the end of this turn (the card's
   * on_turn_end hook; card 01082 Breaking News); kept when the card moves */
  DR_NR_CARD_UNTIL_TURN_END = 1 << 6
};

/* One physical card.  24 of these per kilobyte keeps the copy cheap. */
typedef struct
{
  uint16_t def;          /* index into the card table; 0 = unknown (views) */
  uint8_t owner;         /* seat that owns the card */
  uint8_t zseat;         /* seat whose zone holds it (stolen agendas differ) */
  uint8_t zone;          /* DrNrZone */
  uint8_t server;        /* for ICE and ROOT */
  uint8_t flags;
  uint8_t advancement;
  uint8_t virus;
  int8_t pump_encounter; /* strength modifier until the encounter ends */
  int8_t pump_run;       /* strength modifier until the run ends */
  uint8_t used;          /* per-encounter marks (e.g. broke a subroutine) */
  int8_t pump_turn;      /* strength modifier for the remainder of the turn */
  uint8_t gained_subtypes; /* ice subtype bits (DR_NR_SUB_*, low byte) gained until the turn ends */
  /* hosting and counters shared by every card family (one mechanism, not one per card):
   * the card this one is hosted on (DR_NR_NO_CARD = none), credits hosted on
   * it (Bank Job, Armitage Codebusting, Adonis Campaign), power counters and
   * agenda counters; all return to the bank when the card leaves play */
  uint8_t host;
  uint8_t credits;
  uint8_t power;
  uint8_t agenda;
  uint8_t chosen;        /* a card chosen as this one was installed (Femme Fatale's ice);
                          * DR_NR_NO_CARD = none */
  uint8_t pad_;
} DrNrCard;

typedef struct
{
  uint8_t n;
  uint8_t ids[DR_NR_PILE_CAP];
} DrNrPile;

typedef struct
{
  uint8_t n;
  uint8_t ids[DR_NR_RIG_CAP];
} DrNrRig;

typedef struct
{
  uint8_t n_ice;
  uint8_t ice[DR_NR_ICE_CAP];
  uint8_t n_root;
  uint8_t root[DR_NR_ROOT_CAP];
} DrNrServer;

typedef struct
{
  int16_t credits;
  int8_t clicks;
  uint8_t identity;      /* card id of the identity */
  uint8_t present;       /* 1 when this seat takes part */
  uint8_t flatlined;
  uint8_t tags;
  uint8_t core_damage;
  uint8_t bad_publicity; /* Corp only */
  uint8_t recurring;     /* recurring credits left this turn (NBN) */
  uint8_t mulliganed;
  uint8_t turn_flags;    /* first-install-this-turn and similar marks */
  uint8_t event_flags;   /* first-such-event-this-turn marks, cleared as any turn begins */
  DrNrPile deck;
  DrNrPile hand;
  DrNrPile discard;
  DrNrPile score;
  DrNrRig programs;
  DrNrRig hardware;
  DrNrRig resources;
} DrNrSeat;

typedef enum
{
  DR_NR_FRAME_NONE = 0,
  /* process frames: the engine steps them, nobody decides */
  DR_NR_FRAME_TURN,
  DR_NR_FRAME_RUN,
  /* decision frames: exactly one seat decides */
  DR_NR_FRAME_MULLIGAN,
  DR_NR_FRAME_ACTION,
  DR_NR_FRAME_DISCARD,
  DR_NR_FRAME_MU_TRASH,
  DR_NR_FRAME_APPROACH_REZ,
  DR_NR_FRAME_ENCOUNTER,
  DR_NR_FRAME_MOVEMENT,
  DR_NR_FRAME_SERVER_REZ,
  DR_NR_FRAME_ACCESS,
  DR_NR_FRAME_TRACE_CORP,
  DR_NR_FRAME_TRACE_RUNNER,
  DR_NR_FRAME_REZ_ICE_FREE,
  DR_NR_FRAME_REACTION,    /* pending conditional abilities, active player first */
  DR_NR_FRAME_PAW,         /* paid ability window; `m` names it (DrNrWindow) */
  DR_NR_FRAME_CHOOSE_X,    /* X of an ability's cost; card = source, n = target, m = ability */
  DR_NR_FRAME_INSTALL_TRASH, /* more cards to trash before installing card in server m */
  DR_NR_FRAME_ACCESS_ORDER,  /* the Runner picks the next card to access */
  DR_NR_FRAME_PROMPT,        /* a card's own decision: card = source, step = the source's step,
                              * n and m its data; the source's prompt hooks list and apply it */
  DR_NR_FRAME_CHOOSE_PROGRAM, /* the Corp chooses a Runner's program to trash (card = source,
                               * n = programs still to trash after this one) */
  DR_NR_FRAME_BREACH_REPLACE, /* the Runner may replace the breach ("instead of breaching") */
  DR_NR_FRAME_STEAL,         /* card = an accessed agenda with an additional steal cost n */
  DR_NR_FRAME_PREVENT,       /* interrupt: seat may prevent `n` of DrNrPreventKind `step`
                              * (high bit: the first of the turn) from source card `m` */
  DR_NR_N_FRAMES
} DrNrFrameKind;

/* Paid ability windows (docs/timing.md §1): both players get priority, the
 * active player first; a player keeps priority after using an option and
 * the window closes when a player passes right after the other passed.
 * In a window frame `seat` holds priority, `n` is 1 when that priority
 * came from the other player passing, `step` holds the options the window
 * allows and `m` which window it is.  APPROACH_REZ, ENCOUNTER and
 * SERVER_REZ frames are windows too. */
enum
{
  DR_NR_PAW_REZ = 1 << 0,       /* the Corp may rez assets and upgrades */
  DR_NR_PAW_SCORE = 1 << 1,     /* the Corp may score agendas */
  DR_NR_PAW_REZ_ICE = 1 << 2,   /* the Corp may rez the approached ice (frame card) */
  DR_NR_PAW_BREAK = 1 << 3      /* icebreakers may interact with the encountered ice */
};

typedef enum
{
  DR_NR_WINDOW_NONE = 0,
  DR_NR_WINDOW_TURN_BEGINS,   /* after the active player gains clicks */
  DR_NR_WINDOW_ACTION,        /* before an action; the other player's priority */
  DR_NR_WINDOW_DISCARD,       /* after the discard phase */
  DR_NR_WINDOW_INITIATION,    /* run initiation */
  DR_NR_WINDOW_APPROACH,      /* approach ice (APPROACH_REZ frames) */
  DR_NR_WINDOW_ENCOUNTER,     /* encounter ice (ENCOUNTER frames) */
  DR_NR_WINDOW_PASSED_ICE,    /* movement, before the jack-out decision */
  DR_NR_WINDOW_MOVED,         /* movement, after moving to the next ice */
  DR_NR_WINDOW_SERVER,        /* movement, at the server (SERVER_REZ frames) */
  DR_NR_N_WINDOWS
} DrNrWindow;

typedef struct
{
  uint8_t kind;
  uint8_t seat;
  uint8_t card;
  uint8_t step;
  int16_t n;      /* frame-specific numbers (trace strength, …) */
  int16_t m;
} DrNrFrame;

typedef enum
{
  DR_NR_ACT_NONE = 0,
  DR_NR_ACT_KEEP,
  DR_NR_ACT_MULLIGAN,
  DR_NR_ACT_CLICK_CREDIT,
  DR_NR_ACT_CLICK_DRAW,
  DR_NR_ACT_INSTALL,       /* card, server, target = first card trashed before installing */
  DR_NR_ACT_PLAY,
  DR_NR_ACT_ADVANCE,
  DR_NR_ACT_SCORE,
  DR_NR_ACT_REZ,           /* card; target = the agenda forfeited as an additional cost, or NO_CARD */
  DR_NR_ACT_TRASH_RESOURCE,
  DR_NR_ACT_PURGE,
  DR_NR_ACT_REMOVE_TAG,
  DR_NR_ACT_RUN,
  DR_NR_ACT_ABILITY,       /* card, amount = ability index */
  DR_NR_ACT_PASS,          /* decline / continue / done */
  DR_NR_ACT_JACK_OUT,
  DR_NR_ACT_BREAK,         /* card = breaker (the ice itself: a bioroid's lose-a-click
                            * break), amount = subroutine */
  DR_NR_ACT_PUMP,
  DR_NR_ACT_TRASH,         /* pay to trash the accessed card */
  DR_NR_ACT_BID,           /* amount */
  DR_NR_ACT_DISCARD,
  DR_NR_ACT_TRASH_PROGRAM,
  DR_NR_ACT_TRIGGER,       /* card = source, amount = DrNrPendingKind */
  DR_NR_ACT_NUMBER,        /* amount = the chosen X */
  DR_NR_ACT_TRASH_FIRST,   /* target = a card trashed before the install */
  DR_NR_ACT_ACCESS,        /* card, or NO_CARD and server hq/rd for "a random card" / "the top card" */
  DR_NR_ACT_CHOOSE,        /* in a PROMPT: card = source, target/server/amount = the choice */
  DR_NR_ACT_DECLINE,       /* in a reaction window: do not use an optional pending ability
                            * (card = source, amount = DrNrPendingKind) */
  DR_NR_ACT_REPLACE_BREACH, /* card = the source whose effect replaces the breach */
  DR_NR_ACT_STEAL,         /* card = the accessed agenda, amount = the extra credits paid */
  DR_NR_ACT_PREVENT,       /* in a PREVENT window: card = the preventing card, amount = its
                            * prevention record */
  DR_NR_N_ACTS
} DrNrActionKind;

typedef struct
{
  uint8_t kind;
  uint8_t seat;
  uint8_t card;
  uint8_t target;
  uint8_t server;
  uint8_t pad_;
  int16_t amount;
} DrNrAction;

/* A conditional ability that met its condition and waits in a reaction
 * window (docs/timing.md §2 step 1). */
typedef enum
{
  DR_NR_PENDING_TRIGGER = 0,   /* the card's trigger record */
  DR_NR_PENDING_SCORED,        /* "when scored" hook */
  DR_NR_PENDING_ENCOUNTER_END  /* end-of-encounter hook */
} DrNrPendingKind;

typedef struct
{
  uint8_t card;   /* source */
  uint8_t kind;   /* DrNrPendingKind */
  uint8_t seat;   /* controller */
  uint8_t aux;    /* subject card or server */
} DrNrPending;

/* A PROMPT whose step has this bit lets its seat look through its own deck
 * (searching), so the deck's cards are face up to that seat meanwhile. */
#define DR_NR_PROMPT_SEARCHING 0x80

typedef enum
{
  DR_NR_RUN_INITIATION = 0,
  DR_NR_RUN_INITIATION_DONE,
  DR_NR_RUN_APPROACH,
  DR_NR_RUN_APPROACH_DONE,
  DR_NR_RUN_ENCOUNTER,
  DR_NR_RUN_SUBROUTINES,
  DR_NR_RUN_ENCOUNTER_END,
  DR_NR_RUN_MOVEMENT,
  DR_NR_RUN_JACK_OUT_DECISION,
  DR_NR_RUN_MOVE,
  DR_NR_RUN_APPROACH_SERVER,
  DR_NR_RUN_SUCCESS,
  DR_NR_RUN_BREACH,
  DR_NR_RUN_ACCESS,
  DR_NR_RUN_END,
  DR_NR_RUN_BREACH_BEGIN,      /* not replaced: breach abilities (extra accesses) */
  DR_NR_RUN_BREACH_CANDIDATES, /* the cards to access are gathered */
  DR_NR_N_RUN_PHASES
} DrNrRunPhase;

typedef struct
{
  uint8_t active;
  uint8_t runner;        /* seat */
  uint8_t server;
  int8_t position;       /* index into the server's ice list, -1 = at server */
  uint8_t phase;         /* DrNrRunPhase */
  uint8_t successful;
  uint8_t ended_by_subroutine;
  uint8_t sub_next;      /* next subroutine to resolve */
  uint8_t broken;        /* bit per subroutine */
  uint8_t bp_credits;    /* bad-publicity credits for this run */
  uint8_t n_access;
  uint8_t access_next;
  uint8_t access[DR_NR_PILE_CAP];
  uint8_t access_card;   /* card being accessed, or NO_CARD */
  uint8_t pad_;
  /* "the next ice the Runner encounters this run" (Chum): armed, then moved
   * to the ice being encountered when an encounter begins */
  int8_t next_ice_strength;
  uint8_t next_ice_damage;
  int8_t ice_strength;   /* added to the ice being encountered */
  uint8_t ice_damage;    /* net damage after this encounter unless fully broken */
  uint8_t ice_gone;      /* the encountered ice left its position (trashed) */
  uint8_t pad2_;
  /* "during that run" effects (run events, Sneakdoor Beta, Red Herrings) */
  uint8_t source;        /* card that made the run (event or program); NO_CARD = the action */
  uint8_t effects;       /* DR_NR_RUN_EFFECT_* bits */
  uint8_t redirect;      /* a successful run counts on this server instead; NO_SERVER = none */
  uint8_t extra_access;  /* more HQ or R&D cards accessed on this breach */
  uint8_t steal_cost;    /* credits added to stealing on this breach (kept if the source goes) */
  uint8_t bypassed;      /* the current encounter ends at once */
} DrNrRun;

enum
{
  DR_NR_RUN_EFFECT_BYPASS_FIRST = 1 << 0,  /* bypass the first ice encountered (Inside Job) */
  DR_NR_RUN_EFFECT_FREE_TRASH = 1 << 1,    /* accessed cards may be trashed at no cost */
  DR_NR_RUN_EFFECT_REPLACED = 1 << 2       /* the breach was replaced ("instead of") */
};


typedef enum
{
  DR_NR_RESULT_NONE = 0,
  DR_NR_RESULT_AGENDA_POINTS,
  DR_NR_RESULT_RD_EMPTY,
  DR_NR_RESULT_FLATLINE,
  DR_NR_RESULT_TURN_LIMIT,
  DR_NR_N_RESULTS
} DrNrReason;

typedef enum
{
  DR_NR_EV_NONE = 0,
  DR_NR_EV_TURN_BEGINS,
  DR_NR_EV_MULLIGAN,
  DR_NR_EV_DRAW,
  DR_NR_EV_GAIN,
  DR_NR_EV_INSTALL,
  DR_NR_EV_PLAY,
  DR_NR_EV_REZ,
  DR_NR_EV_ADVANCE,
  DR_NR_EV_SCORE,
  DR_NR_EV_STEAL,
  DR_NR_EV_TRASH,
  DR_NR_EV_DISCARD,
  DR_NR_EV_RUN,
  DR_NR_EV_ENCOUNTER,
  DR_NR_EV_BREAK,
  DR_NR_EV_PUMP,
  DR_NR_EV_SUBROUTINE,
  DR_NR_EV_END_RUN,
  DR_NR_EV_JACK_OUT,
  DR_NR_EV_SUCCESS,
  DR_NR_EV_ACCESS,
  DR_NR_EV_TRACE,
  DR_NR_EV_TAG,
  DR_NR_EV_DAMAGE,
  DR_NR_EV_PURGE,
  DR_NR_EV_ABILITY,
  DR_NR_EV_GAME_OVER,
  DR_NR_EV_DEREZ,
  DR_NR_EV_FORFEIT,
  /* group C */
  DR_NR_EV_LOSE_CREDITS,        /* seat loses n credits */
  DR_NR_EV_GAIN_CLICKS,         /* seat gains n clicks */
  DR_NR_EV_PLACE_ADVANCEMENT,   /* card gets advancement tokens by an effect; n = its total */
  DR_NR_EV_TO_HAND,             /* card is added to seat's hand by an effect */
  DR_NR_EV_SHUFFLE,             /* seat shuffles their deck */
  DR_NR_EV_LOSE_TAGS,           /* seat loses n tags by an effect */
  /* group B */
  DR_NR_EV_BYPASS,
  DR_NR_EV_EXPOSE,    /* written for everyone: the card is seen by all */
  DR_NR_EV_REVEAL,    /* likewise */
  /* group D */
  DR_NR_EV_PREVENT,             /* card stops n of DrNrPreventKind aux */
  DR_NR_EV_FLIP,        /* a double-faced identity turns to its other face */
  DR_NR_N_EVENTS
} DrNrEvent;

/* Who may know the card of a log entry is decided when the entry is
 * written (a card installed face down stays "a card" to the Runner even
 * after it is rezzed or swapped), so the entry keeps the card's definition
 * and a bit per seat that could see it then. */
#define DR_NR_LOG_PUBLIC 0x80   /* `known` bit: every seat, and spectators */

typedef struct
{
  uint8_t kind;   /* DrNrEvent */
  uint8_t seat;
  uint8_t card;
  uint8_t aux;
  int16_t n;
  int16_t m;
  uint16_t def;   /* the card's definition when written; 0 in views that may not know it */
  uint8_t known;  /* bit per seat that could see the card, DR_NR_LOG_PUBLIC */
  uint8_t pad_;
} DrNrLogEntry;

/* The `known` bit of a seat; any other number is a spectator. */
static inline unsigned
dr_nr_log_known_bit (int seat)
{
  return seat >= 0 && seat < DR_NR_MAX_SEATS ? 1u << seat : DR_NR_LOG_PUBLIC;
}

typedef struct
{
  /* everything up to `log` is the position (hashed); keep fields sized so
   * that the compiler adds no padding, the hash reads raw bytes */
  uint64_t rng[4];
  uint16_t turn;           /* turns started so far */
  uint16_t turn_limit;     /* 0 = none */
  uint8_t n_seats;         /* 1 + number of Runners */
  uint8_t active_seat;     /* whose turn it is */
  uint8_t active_runner;   /* the Runner that "the Runner" refers to */
  uint8_t n_cards;
  uint8_t winner;          /* 0 Corp, 1 Runners, 2 draw, NO_SEAT = playing */
  uint8_t reason;          /* DrNrReason */
  uint8_t stack_n;
  uint8_t n_remotes_made;
  uint8_t infamy;          /* NAPD infamy token holder (seed 002); 0 = the Corp */
  uint8_t n_pending;
  DrNrPending pending[DR_NR_PENDING_CAP];
  /* the action the active player chose while passing priority before its
   * action window; it is taken if the other player passes too */
  DrNrAction intent;
  DrNrFrame stack[DR_NR_STACK_CAP];
  DrNrRun run;
  DrNrServer servers[DR_NR_MAX_SERVERS];
  DrNrSeat seats[DR_NR_MAX_SEATS];
  DrNrCard cards[DR_NR_MAX_CARDS];
  /* not part of the position */
  uint32_t log_total;
  uint32_t actions_applied;
  DrNrLogEntry log[DR_NR_LOG_CAP];
} DrNrState;

enum
{
  DR_NR_WINNER_CORP = 0,
  DR_NR_WINNER_RUNNER = 1,
  DR_NR_WINNER_DRAW = 2
};


typedef enum
{
  DR_NR_OK = 0,
  DR_NR_ERR_ILLEGAL = -1,
  DR_NR_ERR_GAME_OVER = -2,
  DR_NR_ERR_BAD_SETUP = -3
} DrNrError;

/* Setup from decklists: the ordinary way to start a game. */
typedef struct
{
  const char *identity;
  const char *const *codes;  /* one entry per physical card */
  int n_codes;
} DrNrDeck;

typedef struct
{
  uint64_t seed;
  int n_runners;
  uint16_t turn_limit;
  DrNrDeck corp;
  DrNrDeck runners[DR_NR_MAX_SEATS - 1];
} DrNrSetup;

int  dr_nr_setup          (DrNrState *s, const DrNrSetup *setup);

/* Building a position piece by piece (scenarios). */
void dr_nr_init_empty     (DrNrState *s, uint64_t seed, int n_runners);
int  dr_nr_add_card       (DrNrState *s, const char *code, int seat,
                             DrNrZone zone, int server);
int  dr_nr_start_at       (DrNrState *s, int seat, int at_turn_start);
int  dr_nr_start_mulligan (DrNrState *s);

/* The two functions that drive everything. */
int  dr_nr_legal_actions  (const DrNrState *s, DrNrAction *out);
int  dr_nr_apply          (DrNrState *s, const DrNrAction *a);
int  dr_nr_is_legal       (const DrNrState *s, const DrNrAction *a);

int  dr_nr_acting_seat    (const DrNrState *s);
int  dr_nr_is_over        (const DrNrState *s);
const DrNrFrame *dr_nr_top (const DrNrState *s);

/* Queries. */
const DrNrCardDef *dr_nr_def (const DrNrState *s, int card);
int  dr_nr_points         (const DrNrState *s, int seat);
int  dr_nr_runner_points  (const DrNrState *s);
int  dr_nr_hand_size      (const DrNrState *s, int seat);
int  dr_nr_memory         (const DrNrState *s, int seat);
int  dr_nr_memory_used    (const DrNrState *s, int seat);
int  dr_nr_link           (const DrNrState *s, int seat);
int  dr_nr_strength       (const DrNrState *s, int card);
/* printed subtypes plus those gained for the turn (DR_NR_SUB_* bits) */
uint64_t dr_nr_subtypes   (const DrNrState *s, int card);
int  dr_nr_advancement_requirement (const DrNrState *s, int card);
int  dr_nr_server_exists  (const DrNrState *s, int server);
const uint8_t *dr_nr_zone_ids (const DrNrState *s, int seat, DrNrZone zone, int server,
                                 int *count);

/* Hidden information and identity of positions. */
void     dr_nr_view       (const DrNrState *s, int seat, DrNrState *out);
int      dr_nr_card_visible (const DrNrState *s, int card, int seat);
uint64_t dr_nr_hash       (const DrNrState *s);

/* Actions and events in words (dr-nr-describe.c), as dr_netrunner_game
 * gives them: msgids with placeholders, see DrEngineText.  An action names
 * only cards its seat can see; an event only cards `viewer` (a seat, or -1
 * for a spectator) could see when it was written.  describe_event returns 0
 * when the event at `index` has left the log's ring. */
void        dr_nr_describe_action (const DrNrState *s, const DrNrAction *a, DrEngineText *out);
int         dr_nr_describe_event  (const DrNrState *s, uint32_t index, int viewer,
                                   DrEngineText *out);
const char *dr_nr_seat_name       (const DrNrState *s, int seat);
const char *dr_nr_reason_text     (int reason);

/* The heuristic player: picks one of `legal` for the seat that must act,
 * seeing only `view` (that seat's dr_nr_view) and `rng`. */
int      dr_nr_ai_choose  (const DrNrState *view, const DrNrAction *legal, int n,
                             uint64_t rng[4]);

/* Names for the text vocabulary (scenarios, records, the terminal front). */
const char *dr_nr_action_name   (int kind);
int         dr_nr_action_from_name (const char *name);
const char *dr_nr_frame_name    (int kind);
const char *dr_nr_reason_name   (int reason);
const char *dr_nr_event_name    (int kind);
const char *dr_nr_zone_name     (int zone);
const char *dr_nr_run_phase_name (int phase);
const char *dr_nr_window_name   (int window);
const char *dr_nr_decision_name (const DrNrFrame *f);
int         dr_nr_server_from_name (const char *name);
void        dr_nr_server_name   (int server, char *buf, size_t len);
void        dr_nr_action_describe (const DrNrState *s, const DrNrAction *a,
                                     char *buf, size_t len);
void        dr_nr_log_describe  (const DrNrState *s, const DrNrLogEntry *e,
                                   char *buf, size_t len);

#ifdef __cplusplus
}
#endif
