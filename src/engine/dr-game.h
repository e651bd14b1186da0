/* dr-game.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Public interface of the rules engine.  The whole game is one fixed-size
 * plain-data DrGameState: copying it with memcpy is how undo, AI search and
 * legality probing work, so nothing in it may point outside itself.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "dr-game-cards.h"

#ifdef __cplusplus
extern "C" {
#endif

#define DR_GAME_MAX_SEATS    4   /* seat 0 is the Corp, 1..3 are Runners */
#define DR_GAME_MAX_CARDS    240
#define DR_GAME_PILE_CAP     100
#define DR_GAME_RIG_CAP      24
#define DR_GAME_ICE_CAP      8
#define DR_GAME_ROOT_CAP     6
#define DR_GAME_MAX_REMOTES  8
#define DR_GAME_MAX_SERVERS  (3 + DR_GAME_MAX_REMOTES)
#define DR_GAME_STACK_CAP    16
#define DR_GAME_PENDING_CAP  12  /* conditional abilities waiting in reaction windows */
#define DR_GAME_LOG_CAP      32
#define DR_GAME_MAX_ACTIONS  256
#define DR_GAME_MAX_X        40  /* largest X offered for "X credits" costs and trace bids */
#define DR_GAME_NO_CARD      0xff
#define DR_GAME_NO_SEAT      0xff
#define DR_GAME_CORP_SEAT    0

/* Server numbers: the three centrals, then remote slots. */
enum
{
  DR_GAME_SERVER_HQ = 0,
  DR_GAME_SERVER_RD = 1,
  DR_GAME_SERVER_ARCHIVES = 2,
  DR_GAME_SERVER_REMOTE0 = 3,
  DR_GAME_SERVER_NEW = 0x7f /* install target: a new remote */
};

typedef enum
{
  DR_GAME_ZONE_NONE = 0,
  DR_GAME_ZONE_DECK,      /* R&D or the stack; top is the last element */
  DR_GAME_ZONE_HAND,      /* HQ or the grip */
  DR_GAME_ZONE_DISCARD,   /* Archives or the heap */
  DR_GAME_ZONE_SCORE,
  DR_GAME_ZONE_ICE,       /* protecting a server; index 0 is innermost */
  DR_GAME_ZONE_ROOT,      /* root of a central or content of a remote */
  DR_GAME_ZONE_PROGRAMS,
  DR_GAME_ZONE_HARDWARE,
  DR_GAME_ZONE_RESOURCES,
  DR_GAME_ZONE_PLAY,      /* being played (operations, events) */
  DR_GAME_ZONE_IDENTITY,
  DR_GAME_N_ZONES
} DrGameZone;

enum
{
  DR_GAME_CARD_REZZED = 1 << 0,
  DR_GAME_CARD_FACEUP = 1 << 1   /* only meaningful in Archives */
};

/* One physical card.  24 of these per kilobyte keeps the copy cheap. */
typedef struct
{
  uint16_t def;          /* index into the card table; 0 = unknown (views) */
  uint8_t owner;         /* seat that owns the card */
  uint8_t zseat;         /* seat whose zone holds it (stolen agendas differ) */
  uint8_t zone;          /* DrGameZone */
  uint8_t server;        /* for ICE and ROOT */
  uint8_t flags;
  uint8_t advancement;
  uint8_t virus;
  int8_t pump_encounter; /* strength modifier until the encounter ends */
  int8_t pump_run;       /* strength modifier until the run ends */
  uint8_t used;          /* per-encounter marks (e.g. broke a subroutine) */
  int8_t pump_turn;      /* strength modifier for the remainder of the turn */
  uint8_t pad_;
} DrGameCard;

typedef struct
{
  uint8_t n;
  uint8_t ids[DR_GAME_PILE_CAP];
} DrGamePile;

typedef struct
{
  uint8_t n;
  uint8_t ids[DR_GAME_RIG_CAP];
} DrGameRig;

typedef struct
{
  uint8_t n_ice;
  uint8_t ice[DR_GAME_ICE_CAP];
  uint8_t n_root;
  uint8_t root[DR_GAME_ROOT_CAP];
} DrGameServer;

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
  uint8_t pad_;
  DrGamePile deck;
  DrGamePile hand;
  DrGamePile discard;
  DrGamePile score;
  DrGameRig programs;
  DrGameRig hardware;
  DrGameRig resources;
} DrGameSeat;

typedef enum
{
  DR_GAME_FRAME_NONE = 0,
  /* process frames: the engine steps them, nobody decides */
  DR_GAME_FRAME_TURN,
  DR_GAME_FRAME_RUN,
  /* decision frames: exactly one seat decides */
  DR_GAME_FRAME_MULLIGAN,
  DR_GAME_FRAME_ACTION,
  DR_GAME_FRAME_DISCARD,
  DR_GAME_FRAME_MU_TRASH,
  DR_GAME_FRAME_APPROACH_REZ,
  DR_GAME_FRAME_ENCOUNTER,
  DR_GAME_FRAME_MOVEMENT,
  DR_GAME_FRAME_SERVER_REZ,
  DR_GAME_FRAME_ACCESS,
  DR_GAME_FRAME_TRACE_CORP,
  DR_GAME_FRAME_TRACE_RUNNER,
  DR_GAME_FRAME_REZ_ICE_FREE,
  DR_GAME_FRAME_REACTION,    /* pending conditional abilities, active player first */
  DR_GAME_FRAME_PAW,         /* paid ability window; `m` names it (DrGameWindow) */
  DR_GAME_FRAME_CHOOSE_X,    /* X of an ability's cost; card = source, n = target, m = ability */
  DR_GAME_FRAME_INSTALL_TRASH, /* more cards to trash before installing card in server m */
  DR_GAME_FRAME_ACCESS_ORDER,  /* the Runner picks the next card to access */
  DR_GAME_N_FRAMES
} DrGameFrameKind;

/* Paid ability windows (engines.md §5.1): both players get priority, the
 * active player first; a player keeps priority after using an option and
 * the window closes when a player passes right after the other passed.
 * In a window frame `seat` holds priority, `n` is 1 when that priority
 * came from the other player passing, `step` holds the options the window
 * allows and `m` which window it is.  APPROACH_REZ, ENCOUNTER and
 * SERVER_REZ frames are windows too. */
enum
{
  DR_PAW_REZ = 1 << 0,       /* the Corp may rez assets and upgrades */
  DR_PAW_SCORE = 1 << 1,     /* the Corp may score agendas */
  DR_PAW_REZ_ICE = 1 << 2,   /* the Corp may rez the approached ice (frame card) */
  DR_PAW_BREAK = 1 << 3      /* icebreakers may interact with the encountered ice */
};

typedef enum
{
  DR_GAME_WINDOW_NONE = 0,
  DR_GAME_WINDOW_TURN_BEGINS,   /* after the active player gains clicks */
  DR_GAME_WINDOW_ACTION,        /* before an action; the other player's priority */
  DR_GAME_WINDOW_DISCARD,       /* after the discard phase */
  DR_GAME_WINDOW_INITIATION,    /* run initiation */
  DR_GAME_WINDOW_APPROACH,      /* approach ice (APPROACH_REZ frames) */
  DR_GAME_WINDOW_ENCOUNTER,     /* encounter ice (ENCOUNTER frames) */
  DR_GAME_WINDOW_PASSED_ICE,    /* movement, before the jack-out decision */
  DR_GAME_WINDOW_MOVED,         /* movement, after moving to the next ice */
  DR_GAME_WINDOW_SERVER,        /* movement, at the server (SERVER_REZ frames) */
  DR_GAME_N_WINDOWS
} DrGameWindow;

typedef struct
{
  uint8_t kind;
  uint8_t seat;
  uint8_t card;
  uint8_t step;
  int16_t n;      /* frame-specific numbers (trace strength, …) */
  int16_t m;
} DrGameFrame;

typedef enum
{
  DR_GAME_ACT_NONE = 0,
  DR_GAME_ACT_KEEP,
  DR_GAME_ACT_MULLIGAN,
  DR_GAME_ACT_CLICK_CREDIT,
  DR_GAME_ACT_CLICK_DRAW,
  DR_GAME_ACT_INSTALL,       /* card, server, target = first card trashed before installing */
  DR_GAME_ACT_PLAY,
  DR_GAME_ACT_ADVANCE,
  DR_GAME_ACT_SCORE,
  DR_GAME_ACT_REZ,
  DR_GAME_ACT_TRASH_RESOURCE,
  DR_GAME_ACT_PURGE,
  DR_GAME_ACT_REMOVE_TAG,
  DR_GAME_ACT_RUN,
  DR_GAME_ACT_ABILITY,       /* card, amount = ability index */
  DR_GAME_ACT_PASS,          /* decline / continue / done */
  DR_GAME_ACT_JACK_OUT,
  DR_GAME_ACT_BREAK,         /* card = breaker, amount = subroutine */
  DR_GAME_ACT_PUMP,
  DR_GAME_ACT_TRASH,         /* pay to trash the accessed card */
  DR_GAME_ACT_BID,           /* amount */
  DR_GAME_ACT_DISCARD,
  DR_GAME_ACT_TRASH_PROGRAM,
  DR_GAME_ACT_TRIGGER,       /* card = source, amount = DrGamePendingKind */
  DR_GAME_ACT_NUMBER,        /* amount = the chosen X */
  DR_GAME_ACT_TRASH_FIRST,   /* target = a card trashed before the install */
  DR_GAME_ACT_ACCESS,        /* card, or NO_CARD and server hq/rd for "a random card" / "the top card" */
  DR_GAME_N_ACTS
} DrGameActionKind;

typedef struct
{
  uint8_t kind;
  uint8_t seat;
  uint8_t card;
  uint8_t target;
  uint8_t server;
  uint8_t pad_;
  int16_t amount;
} DrGameAction;

/* A conditional ability that met its condition and waits in a reaction
 * window (engines.md §5.2 step 1). */
typedef enum
{
  DR_GAME_PENDING_TRIGGER = 0,   /* the card's trigger record */
  DR_GAME_PENDING_SCORED,        /* "when scored" hook */
  DR_GAME_PENDING_ENCOUNTER_END  /* end-of-encounter hook */
} DrGamePendingKind;

typedef struct
{
  uint8_t card;   /* source */
  uint8_t kind;   /* DrGamePendingKind */
  uint8_t seat;   /* controller */
  uint8_t aux;    /* subject card or server */
} DrGamePending;

typedef enum
{
  DR_GAME_RUN_INITIATION = 0,
  DR_GAME_RUN_INITIATION_DONE,
  DR_GAME_RUN_APPROACH,
  DR_GAME_RUN_APPROACH_DONE,
  DR_GAME_RUN_ENCOUNTER,
  DR_GAME_RUN_SUBROUTINES,
  DR_GAME_RUN_ENCOUNTER_END,
  DR_GAME_RUN_MOVEMENT,
  DR_GAME_RUN_JACK_OUT_DECISION,
  DR_GAME_RUN_MOVE,
  DR_GAME_RUN_APPROACH_SERVER,
  DR_GAME_RUN_SUCCESS,
  DR_GAME_RUN_BREACH,
  DR_GAME_RUN_ACCESS,
  DR_GAME_RUN_END,
  DR_GAME_N_RUN_PHASES
} DrGameRunPhase;

typedef struct
{
  uint8_t active;
  uint8_t runner;        /* seat */
  uint8_t server;
  int8_t position;       /* index into the server's ice list, -1 = at server */
  uint8_t phase;         /* DrGameRunPhase */
  uint8_t successful;
  uint8_t ended_by_subroutine;
  uint8_t sub_next;      /* next subroutine to resolve */
  uint8_t broken;        /* bit per subroutine */
  uint8_t bp_credits;    /* bad-publicity credits for this run */
  uint8_t n_access;
  uint8_t access_next;
  uint8_t access[DR_GAME_PILE_CAP];
  uint8_t access_card;   /* card being accessed, or NO_CARD */
  uint8_t pad_;
} DrGameRun;

typedef enum
{
  DR_GAME_RESULT_NONE = 0,
  DR_GAME_RESULT_AGENDA_POINTS,
  DR_GAME_RESULT_RD_EMPTY,
  DR_GAME_RESULT_FLATLINE,
  DR_GAME_RESULT_TURN_LIMIT,
  DR_GAME_N_RESULTS
} DrGameReason;

typedef enum
{
  DR_GAME_EV_NONE = 0,
  DR_GAME_EV_TURN_BEGINS,
  DR_GAME_EV_MULLIGAN,
  DR_GAME_EV_DRAW,
  DR_GAME_EV_GAIN,
  DR_GAME_EV_INSTALL,
  DR_GAME_EV_PLAY,
  DR_GAME_EV_REZ,
  DR_GAME_EV_ADVANCE,
  DR_GAME_EV_SCORE,
  DR_GAME_EV_STEAL,
  DR_GAME_EV_TRASH,
  DR_GAME_EV_DISCARD,
  DR_GAME_EV_RUN,
  DR_GAME_EV_ENCOUNTER,
  DR_GAME_EV_BREAK,
  DR_GAME_EV_PUMP,
  DR_GAME_EV_SUBROUTINE,
  DR_GAME_EV_END_RUN,
  DR_GAME_EV_JACK_OUT,
  DR_GAME_EV_SUCCESS,
  DR_GAME_EV_ACCESS,
  DR_GAME_EV_TRACE,
  DR_GAME_EV_TAG,
  DR_GAME_EV_DAMAGE,
  DR_GAME_EV_PURGE,
  DR_GAME_EV_ABILITY,
  DR_GAME_EV_GAME_OVER,
  DR_GAME_N_EVENTS
} DrGameEvent;

typedef struct
{
  uint8_t kind;   /* DrGameEvent */
  uint8_t seat;
  uint8_t card;
  uint8_t aux;
  int16_t n;
  int16_t m;
} DrGameLogEntry;

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
  uint8_t reason;          /* DrGameReason */
  uint8_t stack_n;
  uint8_t n_remotes_made;
  uint8_t infamy;          /* NAPD infamy token holder (seed 002); 0 = the Corp */
  uint8_t n_pending;
  DrGamePending pending[DR_GAME_PENDING_CAP];
  /* the action the active player chose while passing priority before its
   * action window; it is taken if the other player passes too */
  DrGameAction intent;
  DrGameFrame stack[DR_GAME_STACK_CAP];
  DrGameRun run;
  DrGameServer servers[DR_GAME_MAX_SERVERS];
  DrGameSeat seats[DR_GAME_MAX_SEATS];
  DrGameCard cards[DR_GAME_MAX_CARDS];
  /* not part of the position */
  uint32_t log_total;
  uint32_t actions_applied;
  DrGameLogEntry log[DR_GAME_LOG_CAP];
} DrGameState;

enum
{
  DR_GAME_WINNER_CORP = 0,
  DR_GAME_WINNER_RUNNER = 1,
  DR_GAME_WINNER_DRAW = 2
};


typedef enum
{
  DR_GAME_OK = 0,
  DR_GAME_ERR_ILLEGAL = -1,
  DR_GAME_ERR_GAME_OVER = -2,
  DR_GAME_ERR_BAD_SETUP = -3
} DrGameError;

/* Setup from decklists: the ordinary way to start a game. */
typedef struct
{
  const char *identity;
  const char *const *codes;  /* one entry per physical card */
  int n_codes;
} DrGameDeck;

typedef struct
{
  uint64_t seed;
  int n_runners;
  uint16_t turn_limit;
  DrGameDeck corp;
  DrGameDeck runners[DR_GAME_MAX_SEATS - 1];
} DrGameSetup;

int  dr_game_setup          (DrGameState *s, const DrGameSetup *setup);

/* Building a position piece by piece (scenarios). */
void dr_game_init_empty     (DrGameState *s, uint64_t seed, int n_runners);
int  dr_game_add_card       (DrGameState *s, const char *code, int seat,
                             DrGameZone zone, int server);
int  dr_game_start_at       (DrGameState *s, int seat, int at_turn_start);
int  dr_game_start_mulligan (DrGameState *s);

/* The two functions that drive everything. */
int  dr_game_legal_actions  (const DrGameState *s, DrGameAction *out);
int  dr_game_apply          (DrGameState *s, const DrGameAction *a);
int  dr_game_is_legal       (const DrGameState *s, const DrGameAction *a);

int  dr_game_acting_seat    (const DrGameState *s);
int  dr_game_is_over        (const DrGameState *s);
const DrGameFrame *dr_game_top (const DrGameState *s);

/* Queries. */
const DrGameCardDef *dr_game_def (const DrGameState *s, int card);
int  dr_game_points         (const DrGameState *s, int seat);
int  dr_game_runner_points  (const DrGameState *s);
int  dr_game_hand_size      (const DrGameState *s, int seat);
int  dr_game_memory         (const DrGameState *s, int seat);
int  dr_game_memory_used    (const DrGameState *s, int seat);
int  dr_game_link           (const DrGameState *s, int seat);
int  dr_game_strength       (const DrGameState *s, int card);
int  dr_game_advancement_requirement (const DrGameState *s, int card);
int  dr_game_server_exists  (const DrGameState *s, int server);
int  dr_game_count_zone     (const DrGameState *s, int seat, DrGameZone zone);
const uint8_t *dr_game_zone_ids (const DrGameState *s, int seat, DrGameZone zone, int server,
                                 int *count);

/* Hidden information and identity of positions. */
void     dr_game_view       (const DrGameState *s, int seat, DrGameState *out);
int      dr_game_card_visible (const DrGameState *s, int card, int seat);
uint64_t dr_game_hash       (const DrGameState *s);

/* The heuristic player: picks one of `legal` for the seat that must act,
 * seeing only `view` (that seat's dr_game_view) and `rng`. */
int      dr_game_ai_choose  (const DrGameState *view, const DrGameAction *legal, int n,
                             uint64_t rng[4]);

/* Random numbers from the state's own generator. */
uint64_t dr_game_rng_next   (uint64_t rng[4]);
void     dr_game_rng_seed   (uint64_t rng[4], uint64_t seed);
uint32_t dr_game_rng_below  (uint64_t rng[4], uint32_t bound);

/* Names for the text vocabulary (scenarios, records, the terminal front). */
const char *dr_game_action_name   (int kind);
int         dr_game_action_from_name (const char *name);
const char *dr_game_frame_name    (int kind);
const char *dr_game_reason_name   (int reason);
const char *dr_game_event_name    (int kind);
const char *dr_game_zone_name     (int zone);
const char *dr_game_run_phase_name (int phase);
const char *dr_game_window_name   (int window);
const char *dr_game_decision_name (const DrGameFrame *f);
int         dr_game_server_from_name (const char *name);
void        dr_game_server_name   (int server, char *buf, size_t len);
void        dr_game_action_describe (const DrGameState *s, const DrGameAction *a,
                                     char *buf, size_t len);
void        dr_game_log_describe  (const DrGameState *s, const DrGameLogEntry *e,
                                   char *buf, size_t len);

#ifdef __cplusplus
}
#endif
