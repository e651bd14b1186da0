/* dr-lockpick-play.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick above the engine: a game from the box by player count and
 * seed, records (JSON Lines, docs/scenario-format.md) and their replay,
 * the players the computer offers, and the cards' titles for the texts.
 */
#pragma once

#include <glib.h>

#include "dr-lockpick.h"

G_BEGIN_DECLS

typedef enum
{
  DR_LOCKPICK_POLICY_RANDOM,
  DR_LOCKPICK_POLICY_HEURISTIC,
  DR_LOCKPICK_POLICY_SEARCH      /* the server: the information-set search over the heuristic's
                                  * rollouts; the hackers: the planner (dr-lp-plan.c) with two
                                  * and three players, the heuristic with four */
} DrLockpickPolicy;

/* the server's search iterations per decision: DECKRUNNER_AI_ITERATIONS,
 * else this */
#define DR_LOCKPICK_SEARCH_ITERATIONS 300
/* the hackers' planner's worlds per decision: DECKRUNNER_AI_ITERATIONS,
 * else this */
#define DR_LOCKPICK_PLAN_ROUNDS 128
/* with four players the heuristic's first choice counts as having won one
 * world in this many more (8 of 128) */
#define DR_LOCKPICK_PLAN_HEAD_START 16

typedef struct
{
  guint64 seed;
  int players;                       /* 2..4 */
  gboolean seat_ai[DR_LP_MAX_SEATS];
  int policy;                        /* DrLockpickPolicy of the computer's seats */
  GArray *actions;                   /* DrEngineAction */
  gboolean has_end;
  guint64 final_hash;
  gboolean end_over;                 /* the end line's "over" and "rounds" */
  int end_rounds;
  /* 1: written before the structures' numbers were shuffled, the hackers'
   * order was a decision and the server was asked about a Patch it does
   * not hold (dr_lockpick_record_start, dr_lockpick_record_implied); 2 now */
  int format;
  gboolean chosen_decks;             /* the players chose their cards ("decks": "chosen") */
} DrLockpickRecord;

/* "random", "heuristic" ("normal" and "easy" name it too) or "search"
 * ("hard"); -1 */
int      dr_lockpick_policy_from_name (const char *name);

/* A game of `players` from the whole box: the cards drawn by the seed
 * (dr_lp_compose_box), or with `chosen_decks` chosen by the players, card
 * by card, before the layout (dr_lp_setup_chosen).  FALSE with a message
 * for a bad player count. */
gboolean dr_lockpick_new_game_full (DrLpState *s, int players, guint64 seed, gboolean chosen_decks,
                                    GError **error);
/* dr_lockpick_new_game_full with the cards drawn */
gboolean dr_lockpick_new_game (DrLpState *s, int players, guint64 seed, GError **error);
/* "dealt" (the cards drawn at random from the box) 0, "chosen" (by the
 * players) 1; -1 for anything else */
int      dr_lockpick_decks_from_name (const char *name);

/* The computer's choice for the acting seat, from that seat's view.
 * Setting *cancel (may be NULL) to non-zero cuts the search or the
 * planner short (the Play window's Undo, a closed game). */
int      dr_lockpick_pick (const DrLpState *s, int policy, const DrEngineAction *legal, int n,
                           guint64 rng[4], volatile int *cancel);

void     dr_lockpick_record_init   (DrLockpickRecord *rec);
void     dr_lockpick_record_clear  (DrLockpickRecord *rec);
/* TRUE when the file's first line is a Lockpick record's header */
gboolean dr_lockpick_record_sniff  (const char *path);
/* Written whole to a temporary file and renamed over `path`. */
gboolean dr_lockpick_record_save   (const DrLockpickRecord *rec, const DrLpState *final_state,
                                    const char *path, GError **error);
gboolean dr_lockpick_record_load   (const char *path, DrLockpickRecord *rec, GError **error);
/* Plays the record's actions from its seed; FALSE at the first action the
 * engine refuses. */
gboolean dr_lockpick_record_replay (const DrLockpickRecord *rec, DrLpState *s, GError **error);
/* The record's game before its first action, dealt as its format dealt. */
gboolean dr_lockpick_record_start  (const DrLockpickRecord *rec, DrLpState *s, GError **error);
/* A decision the engine asks for that a record of format 1 does not hold
 * before `next`: the hackers' order (they played in seat order) or the
 * Patch question to a server without a Patch (it let the card be).  TRUE
 * with it in `implied`, to apply (and record) before `next`. */
gboolean dr_lockpick_record_implied (const DrLockpickRecord *rec, const DrLpState *s,
                                     const DrEngineAction *next, DrEngineAction *implied);
/* `next` applied after the decisions it implies; the engine's result. */
int      dr_lockpick_record_apply  (const DrLockpickRecord *rec, DrLpState *s, const DrEngineAction *next);
/* Whether `s`, the record replayed, is the position its end line records:
 * by the hash; for format 1, whose hash an older engine computed over
 * another state, by whether it is over and its round. */
gboolean dr_lockpick_record_ends_on (const DrLockpickRecord *rec, const DrLpState *s);

/* A Lockpick card's title by code for dr_play_text_translate(): the box's
 * French title in a French locale, the English one otherwise. */
const char *dr_lockpick_card_title (const char *code, void *data);

G_END_DECLS
