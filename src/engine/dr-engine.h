/* dr-engine.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every game of the engine shares: plain C, no GLib, no I/O.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The game-neutral contract, in the spirit of the one `struct game` of
 * Simon Tatham's puzzles: a front end (the Play window, the CLI, an AI
 * search, a test) drives any game through one DrEngineGame without knowing
 * its rules.  A state is plain data of `state_size` bytes that memcpy
 * copies (undo, search and legality probes rely on it); setting one up
 * stays game-specific (dr_nr_setup for Netrunner), because what a game
 * starts from (decks, boards) has nothing in common between games.
 *
 * Nothing here is translated: texts are English msgids with numbered
 * placeholders, and the app or CLI translates them with gettext (see
 * DrEngineText).  The engine itself has no GLib, no I/O and no locale. */

#define DR_ENGINE_MAX_ACTIONS 256   /* legal_actions never lists more */
#define DR_ENGINE_MAX_SEATS   8

/* Marks an English msgid for xgettext (keyword DR_ENGINE_N_ in po/) and
 * leaves it as it is: the engine only hands msgids out. */
#define DR_ENGINE_N_(s) (s)

/* One decision, 8 bytes: what kind, by which seat, and four small
 * arguments plus a number whose meaning each game names in its own header
 * (DrNrAction is kind, seat, card, target, server, pad, amount and has
 * exactly this layout, checked by static assertions). */
typedef struct
{
  uint8_t kind;
  uint8_t seat;
  uint8_t arg[4];
  int16_t amount;
} DrEngineAction;

typedef enum
{
  DR_ENGINE_ARG_NONE = 0,
  DR_ENGINE_ARG_NUMBER,  /* number */
  DR_ENGINE_ARG_CARD,    /* text = card code, "" for a card the reader cannot see; number = its owner's seat */
  DR_ENGINE_ARG_SEAT,    /* number = seat; text = the seat's name (a msgid, as seat_name gives it) */
  DR_ENGINE_ARG_TEXT     /* text = an English msgid (a server, a reason…); "{n}" in it stands for number */
} DrEngineArgKind;

typedef struct
{
  uint8_t kind;          /* DrEngineArgKind */
  int32_t number;
  const char *text;
} DrEngineArg;

/* A sentence: `format` is an English msgid with {1}..{4} standing for the
 * arguments, e.g. "{1} runs on {2}".  Numbered placeholders let a
 * translation put the arguments in another order.  Every string a game puts
 * here is a static msgid marked with DR_ENGINE_N_. */
#define DR_ENGINE_TEXT_ARGS 4

typedef struct
{
  const char *format;
  int n_args;
  DrEngineArg args[DR_ENGINE_TEXT_ARGS];
} DrEngineText;

/* The card a reader cannot see, as the English rendering names it (a CARD
 * argument whose text is ""). */
#define DR_ENGINE_UNSEEN_CARD DR_ENGINE_N_ ("a card")

typedef struct
{
  uint32_t winners;          /* a bit per winning seat; 0 with reason != 0 is a draw */
  int reason;                /* the game's own reason number; 0 while playing */
  const char *reason_text;   /* msgid, NULL while playing */
} DrEngineResult;

typedef struct DrEngineGame
{
  const char *id;            /* "netrunner" */
  size_t state_size;         /* the state is plain data: memcpy copies it */
  int max_seats;
  int (*n_seats) (const void *state);
  /* up to DR_ENGINE_MAX_ACTIONS; exactly one seat can act at a time */
  int (*legal_actions) (const void *state, DrEngineAction *out);
  /* a listed action: 0; anything else: < 0 and no byte of the state changed */
  int (*apply) (void *state, const DrEngineAction *a);
  int (*acting_seat) (const void *state);    /* -1 when nobody can act / over */
  int (*is_over) (const void *state);
  void (*result) (const void *state, DrEngineResult *out);
  /* a copy of the state masked for `seat` (what that seat may know) */
  void (*view) (const void *state, int seat, void *out);
  uint64_t (*hash) (const void *state);      /* the position, not the log */
  /* the action in words, naming only cards its seat can see */
  void (*describe_action) (const void *state, const DrEngineAction *a, DrEngineText *out);
  uint32_t (*log_total) (const void *state); /* events written so far */
  /* event number `index` (< log_total, still held by the log's ring) in
   * words as `viewer` (a seat, or -1 for a spectator) may know it: it
   * never names a card the viewer could not see when the event happened.
   * Returns 0 when the event is no longer held. */
  int (*describe_event) (const void *state, uint32_t index, int viewer, DrEngineText *out);
  const char *(*seat_name) (const void *state, int seat);   /* msgid: "Corp", "Runner 2" */
} DrEngineGame;

extern const DrEngineGame dr_netrunner_game;

/* Building a text: start with its msgid, then add its arguments in the
 * order of their placeholders ({1}, {2}…); arguments past
 * DR_ENGINE_TEXT_ARGS are dropped rather than written out of bounds. */
void dr_engine_text_start (DrEngineText *out, const char *format);
void dr_engine_text_add (DrEngineText *out, int kind, int number, const char *text);

/* English rendering, for tests, logs and the CLI before translation (a
 * translating front end translates `format` and the TEXT and SEAT texts
 * first, then calls this).  `card_title` turns a code into a title; NULL
 * prints codes.  The result is cut to fit `len` and always terminated. */
void dr_engine_text_format (const DrEngineText *t, char *buf, size_t len,
                            const char *(*card_title) (const char *code, void *data),
                            void *data);

/* Random numbers from a generator kept inside a game's state
 * (xoshiro256**), so that a seed and the actions replay a game exactly. */
uint64_t dr_engine_rng_next   (uint64_t rng[4]);
void     dr_engine_rng_seed   (uint64_t rng[4], uint64_t seed);
uint32_t dr_engine_rng_below  (uint64_t rng[4], uint32_t bound);

/* 64-bit hash of raw bytes (FNV-1a over words with a final avalanche). */
uint64_t dr_engine_hash_bytes (const void *data, size_t len);

#ifdef __cplusplus
}
#endif
