/* dr-lp-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the Lockpick rules' files share (never seen outside the engine but
 * by its tests).
 */
#pragma once

#include "dr-lockpick.h"

#define LP_KIND(def) (dr_lp_card_data (def) != NULL ? dr_lp_card_data (def)->kind : 0)

/* dr-lp-state.c */
int  lp_wanted (int n_players, int kind);   /* the deck's size by seed 003, or -1 */
int  lp_box_count (int kind);               /* cards of that kind in the box */
void lp_shuffle_bytes (uint8_t *v, int n, uint64_t rng[4]);
/* the cards of defs into the state, in the layout phase (after set-up or
 * once the decks are chosen) */
void lp_deal (DrLpState *s, const uint8_t *defs, int n_defs);
void lp_log (DrLpState *s, int kind, int seat, int def, int cell, int amount, unsigned known);
unsigned lp_all_seats (const DrLpState *s);
int  lp_hand_count (const DrLpState *s, int seat);
int  lp_draw (DrLpState *s, int seat);            /* card id drawn, or -1 */
void lp_shuffle_into_deck (DrLpState *s, int card);
int  lp_random_in_zone (DrLpState *s, int zone, int seat, int exclude_flags);  /* card id or -1 */
void lp_push (DrLpState *s, int kind, int seat, int source, int data);
int  lp_neighbours_in_place (const DrLpState *s, int cell);   /* structures beside the cell */

/* dr-lp-compose.c: decks chosen by the players */
void lp_compose_start (DrLpState *s);
int  lp_compose_options (const DrLpState *s, DrEngineAction *out);
void lp_compose_apply (DrLpState *s, const DrEngineAction *a);
int  lp_compose_share (const DrLpState *s);   /* cards of the kind being chosen the acting seat still takes */
int  lp_compose_taken (const DrLpState *s);   /* … and has taken */

/* dr-lp-rules.c */
void lp_add_action (DrEngineAction *out, int *n, int kind, int seat, int card, int cell, int def);

/* dr-lp-effects.c */
/* destroys the structure at cell (Sandbox: revealed; Secured Structure:
 * left in place); `apply_effect` 0 for Brute Force */
void lp_destroy_structure (DrLpState *s, int cell, int by_seat, int source, int apply_effect);
void lp_reveal_structure (DrLpState *s, int card);
void lp_destroy_attack (DrLpState *s, int card);
void lp_discard (DrLpState *s, int card);
void lp_activate (DrLpState *s, int card);         /* after Patch declined: into a slot, effects */
void lp_play_defense (DrLpState *s, int card);
void lp_start_hacker_turn (DrLpState *s);
void lp_start_server_turn (DrLpState *s);
void lp_hacker_draw (DrLpState *s, int seat);
void lp_end_hacker_turn (DrLpState *s);
void lp_end_server_turn (DrLpState *s);
int  lp_check_elimination (DrLpState *s, int seat);
void lp_game_over (DrLpState *s, int server_wins, int reason);
int  lp_zombie_active (const DrLpState *s);
int  lp_hackers_deck (const DrLpState *s);   /* cards left in the common hackers' deck */
int  lp_can_activate_any (const DrLpState *s, int seat);

/* dr-lp-pending.c: options of the decision on top of the stack */
int  lp_pending_options (const DrLpState *s, const DrLpPending *p, DrEngineAction *out);
void lp_pending_apply (DrLpState *s, const DrEngineAction *a);
void lp_settle (DrLpState *s);
int  lp_trojan_cell (const DrLpState *s, int card);

/* dr-lp-ai-hacker.c: the heuristic's scores of a hacker's actions
 * (higher is better) from that hacker's view, legal[0].seat's */
void lp_hacker_scores (const DrLpState *s, const DrEngineAction *legal, int n, int *scores);
/* dr-lp-ai.c: the heuristic's scores of the acting seat's actions */
void lp_heuristic_scores (const DrLpState *view, const DrEngineAction *legal, int n, int *scores);

/* dr-lp-belief.c: where the Structure Core may lie for the seat whose
 * view this is: the chance of each cell (0 where no face-down structure
 * lies; 1 in all) from when each structure was laid out, the faces seen
 * and the box, under the random server's layout (at each card, every kind
 * of card left and "the rest at random" equally likely), estimated from
 * `particles` samples drawn with `rng`.  Returns 0, the chances all 0,
 * while the layout is not over.  Only the tests read it whole; the AI
 * draws from it with lp_belief_faces. */
int  dr_lp_core_belief (const DrLpState *view, int particles, uint64_t rng[4],
                        double chance[DR_LP_CELLS]);
/* dr-lp-belief.c: one sample of every structure's face (by card id,
 * DR_LP_UNKNOWN for the other cards) from the model of dr_lp_core_belief,
 * drawn with the chance it gives; 0 while the layout is not over */
int  lp_belief_faces (const DrLpState *view, int particles, uint64_t rng[4],
                      uint8_t faces_by_card[DR_LP_MAX_CARDS]);

/* dr-lp-search.c: 1 when the finished game `world` is won by `seat`'s
 * side, 0 when lost (the searches' outcome of a played-out world) */
double lp_game_outcome (const void *world, int seat);

/* dr-lp-search.c: the indexes into `legal` of the heuristic's best
 * `wanted` actions for the acting seat of `view`, best first; returns how
 * many were written (at most n) */
int  lp_top_candidates (const DrLpState *view, const DrEngineAction *legal, int n, int wanted,
                        int *index);
