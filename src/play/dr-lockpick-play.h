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
  DR_LOCKPICK_POLICY_SEARCH      /* the information-set search over the heuristic's rollouts */
} DrLockpickPolicy;

/* search iterations per decision: DECKRUNNER_AI_ITERATIONS, else this */
#define DR_LOCKPICK_SEARCH_ITERATIONS 300

typedef struct
{
  guint64 seed;
  int players;                       /* 2..4 */
  gboolean seat_ai[DR_LP_MAX_SEATS];
  int policy;                        /* DrLockpickPolicy of the computer's seats */
  GArray *actions;                   /* DrEngineAction */
  gboolean has_end;
  guint64 final_hash;
} DrLockpickRecord;

/* "random", "heuristic" ("normal" and "easy" name it too) or "search"
 * ("hard"); -1 */
int      dr_lockpick_policy_from_name (const char *name);

/* A game of `players` from the whole box, the cards drawn by the seed
 * (dr_lp_compose_box).  FALSE with a message for a bad player count. */
gboolean dr_lockpick_new_game (DrLpState *s, int players, guint64 seed, GError **error);

/* The computer's choice for the acting seat, from that seat's view. */
int      dr_lockpick_pick (const DrLpState *s, int policy, const DrEngineAction *legal, int n,
                           guint64 rng[4]);

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

/* A Lockpick card's title by code for dr_play_text_translate(): the box's
 * French title in a French locale, the English one otherwise. */
const char *dr_lockpick_card_title (const char *code, void *data);

G_END_DECLS
