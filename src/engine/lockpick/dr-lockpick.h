/* dr-lockpick.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Public interface of the Lockpick rules (seed 003), the game behind
 * dr_lockpick_game (see dr-engine.h).  One server (seat 0) against one to
 * three hackers (seats 1..3).  The whole game is one fixed-size plain-data
 * DrLpState: memcpy copies it, nothing in it points outside itself.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "dr-engine.h"

#ifdef __cplusplus
extern "C" {
#endif

#define DR_LP_MAX_SEATS     4    /* seat 0 the server, 1..3 the hackers */
#define DR_LP_SERVER_SEAT   0
#define DR_LP_MAX_CARDS     80   /* the box holds 21 + 20 + 34 cards */
#define DR_LP_GRID          15   /* the table is a 15 × 15 grid of cells */
#define DR_LP_CELLS         (DR_LP_GRID * DR_LP_GRID)
#define DR_LP_CENTER        (7 * DR_LP_GRID + 7)
#define DR_LP_SLOTS         2    /* a hacker zone holds two active cards */
#define DR_LP_HAND          4    /* everybody draws up to four */
#define DR_LP_PENDING_CAP   24
#define DR_LP_LOG_CAP       48
#define DR_LP_NO_CARD       0xff
#define DR_LP_NO_CELL       0xff
#define DR_LP_IDLE_ROUNDS   3    /* see DR_LP_REASON_STALLED */

/* The 25 cards of the box, in the box's order (codes LP101…LP310).
 * DR_LP_UNKNOWN is what a masked view holds for a card its seat cannot see. */
typedef enum
{
  DR_LP_UNKNOWN = 0,
  /* structure cards */
  DR_LP_STRUCTURE_CORE,
  DR_LP_UNSECURED_WORKSTATION,
  DR_LP_SANDBOX,
  DR_LP_ANTI_INTRUSION,
  DR_LP_HARDENED_SECURITY,
  DR_LP_LOGGING,
  DR_LP_AUTOMATED_SCRIPT,
  DR_LP_SECURED_STRUCTURE,
  /* defense cards */
  DR_LP_MACHINE_REBOOT,
  DR_LP_ACPI_REBOOT,
  DR_LP_PATCH,
  DR_LP_BACKUPS,
  DR_LP_WHITE_HAT,
  DR_LP_PROTECTION_AGENT,
  DR_LP_UPDATE,
  /* attack cards */
  DR_LP_ROOTKIT,
  DR_LP_BRUTE_FORCE,
  DR_LP_WEAK_SPOT,
  DR_LP_LOCKPICK,
  DR_LP_TROJAN_HORSE,
  DR_LP_KEYLOGGER,
  DR_LP_SCANNER,
  DR_LP_MEMORY_OVERFLOW,
  DR_LP_CORRUPTED_DISK,
  DR_LP_ZOMBIE_PROCESS,
  DR_LP_N_DEFS
} DrLpDef;

typedef enum
{
  DR_LP_KIND_STRUCTURE = 1,
  DR_LP_KIND_DEFENSE,
  DR_LP_KIND_ATTACK
} DrLpKind;

/* A card of the box as data: what the engine needs, nothing from core. */
typedef struct
{
  const char *code;        /* "LP304" */
  const char *title;       /* English title (titles are not translated, as in Netrunner) */
  const char *title_fr;    /* the box's own French title */
  uint8_t kind;            /* DrLpKind */
  uint8_t box_quantity;    /* copies in the box */
  uint8_t service;         /* 1: a Service, it stays in the hacker zone */
} DrLpCardData;

const DrLpCardData *dr_lp_card_data (int def);   /* NULL outside 1..DR_LP_N_DEFS-1 */
int                 dr_lp_card_by_code (const char *code);  /* def, or 0 */

typedef enum
{
  DR_LP_ZONE_NONE = 0,
  DR_LP_ZONE_LAYOUT,       /* a structure card not laid out yet (set-up) */
  DR_LP_ZONE_GRID,         /* a structure card in place; `cell` says where */
  DR_LP_ZONE_DECK,         /* the defense deck or the common hackers' deck */
  DR_LP_ZONE_HAND,
  DR_LP_ZONE_SLOT,         /* a hacker zone; `slot` says which */
  DR_LP_ZONE_ACTIVATING,   /* an attack card being activated (Patch may cancel it) */
  DR_LP_ZONE_DESTROYED     /* destroyed or discarded; structures keep their `cell` */
} DrLpZone;

enum
{
  DR_LP_CARD_FACEUP = 1 << 0,     /* structures: turned face up, everybody knows it */
  DR_LP_CARD_SECURED = 1 << 1,    /* a Secured Structure destroyed, left in place until the server's turn */
  DR_LP_CARD_SHOWN = 1 << 2,      /* a defense card in hand shown by a Keylogger */
  DR_LP_CARD_KEPT = 1 << 3        /* an active card a Rootkit keeps through the reboot under way */
};

typedef struct
{
  uint8_t def;             /* DrLpDef; DR_LP_UNKNOWN in a view that may not see it */
  uint8_t zone;            /* DrLpZone */
  uint8_t seat;            /* the seat whose hand or zone holds it */
  uint8_t cell;            /* structures: where it lies (or lay); DR_LP_NO_CELL */
  uint8_t slot;            /* in a hacker zone */
  uint8_t flags;
  uint8_t rotated_by;      /* a structure turned by a Corrupted Disk (its card id), or DR_LP_NO_CARD */
  uint8_t order;           /* position in its deck, 0 the top; structures: when it was laid
                            * out (0 the first, public); hand order otherwise */
  uint8_t kind;            /* DrLpKind: every seat sees a card's back */
} DrLpCard;

typedef enum
{
  DR_LP_PHASE_LAYOUT_PICK = 1,  /* the server chooses the next structure card to lay out */
  DR_LP_PHASE_LAYOUT_PLACE,     /* … and the cell it goes to */
  DR_LP_PHASE_HACKER,           /* the active hacker's turn */
  DR_LP_PHASE_SERVER,           /* the server's turn */
  DR_LP_PHASE_OVER,
  DR_LP_PHASE_ORDER,            /* after the layout, with two or three hackers: the hackers
                                 * choose the order they play in for the whole game (seed 003,
                                 * "Déroulement du jeu"); Hacker 1 says it for them */
  DR_LP_PHASE_COMPOSE           /* decks chosen by the players (dr_lp_setup_chosen): the server
                                 * takes its structure and defense cards, then each hacker its
                                 * share of the attack cards, one card at a time */
} DrLpPhase;

/* A decision or an engine step waiting to be done: a stack, the top first. */
typedef enum
{
  DR_LP_PD_NONE = 0,
  DR_LP_PD_PATCH,              /* server: cancel the activating card with a Patch, or let it be */
  DR_LP_PD_FINISH_ACTIVATION,  /* step: a non-Service card leaves the zone after its effect */
  DR_LP_PD_DESTROY_ISOLATED,   /* seat: destroy an isolated structure (source: Lockpick or Brute Force) */
  DR_LP_PD_DESTROY_ANY,        /* seat: destroy any structure (Weak Spot) */
  DR_LP_PD_REVEAL_ISOLATED,    /* seat: reveal an isolated face-down structure (Scanner) */
  DR_LP_PD_ROTATE,             /* seat: turn a structure sideways (Corrupted Disk) */
  DR_LP_PD_TROJAN_PLACE,       /* seat: the cell beside a structure where the Trojan Horse goes */
  DR_LP_PD_TROJAN_ADVANCE,     /* seat: the adjacent structure the Trojan Horse destroys */
  DR_LP_PD_SCRIPT_DISCARD,     /* seat: discard a card of their choice (Automated Script) */
  DR_LP_PD_ROOTKIT,            /* seat: discard a Rootkit to keep one active card, or not */
  DR_LP_PD_UPDATE,             /* server: destroy an active attack card */
  DR_LP_PD_BACKUPS,            /* server: put a destroyed structure back */
  DR_LP_PD_REBOOT_FINISH,      /* step: the reboot destroys the active cards not kept */
  DR_LP_PD_HACKER_DRAW,        /* step: the hacker's start-of-turn effects are done, draw */
  DR_LP_PD_KEYLOGGER           /* step: a Keylogger shows two cards of the server's hand */
} DrLpPendingKind;

typedef struct
{
  uint8_t kind;            /* DrLpPendingKind */
  uint8_t seat;
  uint8_t source;          /* card id of the source */
  uint8_t data;            /* kind-specific: the first choice of a pair, the reboot's def… */
} DrLpPending;

enum
{
  DR_LP_REASON_NONE = 0,
  DR_LP_REASON_CORE_DESTROYED,   /* the hackers win */
  DR_LP_REASON_ALL_ELIMINATED,   /* the server wins */
  DR_LP_REASON_STALLED           /* the server wins: DR_LP_IDLE_ROUNDS rounds in a row went
                                  * by without a structure destroyed, revealed or put back
                                  * and without a card drawn from the hackers' deck (our
                                  * rules choice) */
};

/* Events of the log; who may know the card is decided when it is written. */
typedef enum
{
  DR_LP_EV_LAID_OUT = 1,      /* seat, card, cell */
  DR_LP_EV_TURN,              /* seat: a turn begins; amount = turn number */
  DR_LP_EV_DRAW,              /* seat, amount cards */
  DR_LP_EV_ACTIVATE,          /* seat, card */
  DR_LP_EV_PATCHED,           /* card cancelled by a Patch */
  DR_LP_EV_PLAY_DEFENSE,      /* card */
  DR_LP_EV_DESTROY_STRUCTURE, /* card, cell, seat who destroyed */
  DR_LP_EV_SECURED,           /* a Secured Structure stays until the server's turn */
  DR_LP_EV_SANDBOX,           /* a Sandbox revealed instead of destroyed */
  DR_LP_EV_REVEAL,            /* card, cell */
  DR_LP_EV_ROTATE,            /* card, cell */
  DR_LP_EV_DESTROY_ATTACK,    /* seat, card: an attack card destroyed (hand, zone or deck) */
  DR_LP_EV_DISCARD,           /* seat, card */
  DR_LP_EV_DESTROY_DEFENSE,   /* card from the server's hand */
  DR_LP_EV_SHOW,              /* card shown by a Keylogger */
  DR_LP_EV_TROJAN,            /* seat, cell: the Trojan Horse moves there */
  DR_LP_EV_RESTORE,           /* card, cell: Backups */
  DR_LP_EV_IMMUNE,            /* seat: the server is immune to this hacker's attacks */
  DR_LP_EV_ROOTKIT,           /* seat, card kept */
  DR_LP_EV_ELIMINATED,        /* seat */
  DR_LP_EV_SHUFFLE,           /* the server's hand goes back into its deck */
  DR_LP_EV_GAME_OVER,         /* amount = reason */
  DR_LP_EV_ORDER,             /* seat plays at place `amount` (1 the first) of each round */
  DR_LP_EV_CHOSEN             /* seat has chosen its `amount` cards of kind `cell` (a DrLpKind) */
} DrLpEventKind;

typedef struct
{
  uint8_t kind;
  uint8_t seat;
  uint8_t def;
  uint8_t cell;
  uint8_t known;            /* a bit per seat who may know `def` */
  uint8_t pad_;
  int16_t amount;
} DrLpLogEntry;

typedef struct
{
  uint8_t eliminated;
  uint8_t draw_limit;       /* Hardened Security: draws at most one card next turn */
  uint8_t immune;           /* Logging: the server is immune to this hacker's attacks */
  uint8_t plays;            /* cards played (activated or cancelled) this turn */
} DrLpHacker;

typedef struct
{
  /* everything up to `log` is the position (hashed) */
  uint8_t n_seats;          /* 2..4 */
  uint8_t n_cards;
  uint8_t phase;            /* DrLpPhase */
  uint8_t active;           /* the seat whose turn it is */
  uint8_t layout_pick;      /* the def chosen in LAYOUT_PICK */
  uint8_t server_plays;     /* defense cards played this turn */
  uint8_t winner_server;    /* 1 server, 0 hackers (valid when over) */
  uint8_t reason;
  uint8_t idle_rounds;
  uint8_t progress;         /* a structure changed since the server's last turn began */
  uint8_t n_pending;
  uint8_t deck_mark;        /* cards in the hackers' deck as the server's last turn began */
  uint16_t turn;
  uint16_t pad2_;
  uint8_t hacker_order[DR_LP_MAX_SEATS - 1];  /* hacker seats in playing order (seat order until chosen) */
  uint8_t n_ordered;        /* DR_LP_PHASE_ORDER: how many places of hacker_order are chosen */
  uint8_t grid[DR_LP_CELLS];         /* card id of the structure in place, or DR_LP_NO_CARD */
  uint8_t trojan[DR_LP_CELLS];       /* card id of a Trojan Horse on the cell, or DR_LP_NO_CARD */
  DrLpHacker hackers[DR_LP_MAX_SEATS];  /* index = seat; [0] unused */
  DrLpPending pending[DR_LP_PENDING_CAP];
  DrLpCard cards[DR_LP_MAX_CARDS];
  uint64_t rng[4];
  /* decks chosen by the players (dr_lp_setup_chosen); hashed only then, so
   * that positions of dealt games keep the hashes their records hold */
  uint8_t chosen;                    /* 1: the players chose their cards */
  uint8_t composing;                 /* DR_LP_PHASE_COMPOSE: the DrLpKind being chosen */
  uint8_t picked[DR_LP_N_DEFS];      /* copies of each card taken so far (a view shows a
                                      * seat its own side's only) */
  /* the log, not part of the position */
  uint32_t log_total;
  DrLpLogEntry log[DR_LP_LOG_CAP];
} DrLpState;

/* Actions: DrEngineAction with arg[0] = card id, arg[1] = cell, arg[2] = def. */
typedef enum
{
  DR_LP_ACT_LAYOUT_PICK = 1,    /* arg[2] = def of the next structure card to lay out */
  DR_LP_ACT_LAYOUT_RANDOM,      /* lay out every remaining card at random */
  DR_LP_ACT_LAYOUT_PLACE,       /* arg[1] = cell */
  DR_LP_ACT_ACTIVATE,           /* hacker: arg[0] = attack card in hand */
  DR_LP_ACT_DESTROY_OWN,        /* hacker: arg[0] = own active card */
  DR_LP_ACT_DISCARD,            /* arg[0] = card in hand */
  DR_LP_ACT_PLAY_DEFENSE,       /* server: arg[0] = defense card in hand */
  DR_LP_ACT_END_TURN,
  DR_LP_ACT_CHOOSE_CELL,        /* a pending decision: arg[1] = cell */
  DR_LP_ACT_CHOOSE_CARD,        /* a pending decision: arg[0] = card id */
  DR_LP_ACT_PATCH,              /* server: arg[0] = the Patch in hand */
  DR_LP_ACT_DECLINE,            /* let the activation be / keep no card */
  DR_LP_ACT_ORDER_NEXT,         /* DR_LP_PHASE_ORDER: arg[0] = the hacker seat who plays next */
  DR_LP_ACT_ORDER_RANDOM,       /* DR_LP_PHASE_ORDER: the rest of the order at random */
  DR_LP_ACT_COMPOSE_TAKE,       /* DR_LP_PHASE_COMPOSE: arg[2] = def of one more copy to take */
  DR_LP_ACT_COMPOSE_RANDOM      /* DR_LP_PHASE_COMPOSE: the rest of this seat's share of the
                                 * kind being chosen at random from the box */
} DrLpActionKind;

/* `box` lists card defs: every structure card, defense card and attack
 * card taken out of the box for this game (seed 003, "Cartes": 11/16/all
 * structures, 8/14/all defenses and 10/20/30 attacks for 2/3/4 players, the
 * Structure Core among the structures).  Returns 0, or -1 when the
 * composition does not fit the player count (nothing is set up). */
int  dr_lp_setup (DrLpState *s, int n_players, uint64_t seed,
                  const uint8_t *defs, int n_defs);
/* A game whose decks the players choose (seed 003, "Cartes": the players
 * « composent » their decks): it starts in DR_LP_PHASE_COMPOSE, the server
 * taking its structure cards (the Structure Core always among them) and
 * its defense cards, then each hacker in seat order its share (ten) of the
 * common attack deck; with four players the server's decks are the whole
 * box.  The layout follows.  Returns 0, or -1 for a bad player count. */
int  dr_lp_setup_chosen (DrLpState *s, int n_players, uint64_t seed);
/* Cards chosen at random from the whole box (the Structure Core always in),
 * in the counts of seed 003 for n_players; returns the number written
 * into defs (room for DR_LP_MAX_CARDS), or -1 for a bad player count. */
int  dr_lp_compose_box (int n_players, uint64_t seed, uint8_t *defs);
/* The same draws with the structures in the order they were drawn, the
 * Structure Core first: the deal of records written before the
 * structures' numbers were shuffled (record format 1). */
int  dr_lp_compose_box_core_first (int n_players, uint64_t seed, uint8_t *defs);

int  dr_lp_legal_actions (const DrLpState *s, DrEngineAction *out);
int  dr_lp_apply (DrLpState *s, const DrEngineAction *a);
int  dr_lp_acting_seat (const DrLpState *s);
void dr_lp_view (const DrLpState *s, int seat, DrLpState *out);
uint64_t dr_lp_hash (const DrLpState *s);

/* Board helpers a window or an AI may use. */
int  dr_lp_cell_x (int cell);
int  dr_lp_cell_y (int cell);
int  dr_lp_neighbours (int cell, int out[4]);        /* cells inside the grid */
int  dr_lp_structure_at (const DrLpState *s, int cell);  /* card id or -1 */
int  dr_lp_is_isolated (const DrLpState *s, int cell);   /* a structure adjacent to at most one other */
int  dr_lp_count_zone (const DrLpState *s, int zone, int seat);
int  dr_lp_zone_full (const DrLpState *s, int seat);

const char *dr_lp_seat_name (const DrLpState *s, int seat);
const char *dr_lp_reason_text (int reason);
void dr_lp_describe_action (const DrLpState *s, const DrEngineAction *a, DrEngineText *out);
int  dr_lp_describe_event (const DrLpState *s, uint32_t index, int viewer, DrEngineText *out);
/* Words for the decision waiting (what the acting seat is asked), or a
 * NULL format when it is an ordinary turn. */
void dr_lp_describe_prompt (const DrLpState *s, DrEngineText *out);

/* Invariants of a position (card counts, zones, grid, pending data): 0 when
 * they hold, else an English sentence (for tests, not translated) saying
 * which one broke. */
const char *dr_lp_check (const DrLpState *s);

/* The heuristic player: picks one of `legal` (n >= 1) for the acting seat
 * of `view` (a masked view of that seat is enough). */
int  dr_lp_heuristic_pick (const DrLpState *view, const DrEngineAction *legal, int n,
                           uint64_t rng[4]);

/* The information-set search of src/engine/ai/dr-ai-search.c over
 * Lockpick (dr-lp-search.c): `iterations` determinized playouts from the
 * acting seat's view, one thread, so that a seed gives the same choice.
 * Setting *cancel (may be NULL) to non-zero stops the playouts: the best
 * candidate so far is returned. */
int  dr_lp_search_pick (const DrLpState *s, const DrEngineAction *legal, int n, int iterations,
                        uint64_t rng[4], volatile int *cancel);
/* A full state the view of `seat` could stand for (hidden cards given a
 * face from what the box may still hold, decks shuffled). */
void dr_lp_determinize (const DrLpState *view, int seat, uint64_t rng[4], DrLpState *world);

extern const DrEngineGame dr_lockpick_game;

#ifdef __cplusplus
}
#endif
