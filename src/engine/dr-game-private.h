/* dr-game-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Helpers shared between the engine's files; not for callers.
 */
#pragma once

#include "dr-game.h"

#define DR_SEAT(s, i) (&(s)->seats[(i)])
#define DR_CORP(s) (&(s)->seats[DR_GAME_CORP_SEAT])
#define DR_CARD(s, i) (&(s)->cards[(i)])

/* seat turn_flags bits */
enum
{
  DR_TURN_FLAG_INSTALLED = 1 << 1,   /* HB: first install */
  DR_TURN_FLAG_HQ_RUN = 1 << 2,      /* Gabriel: first successful HQ run */
  DR_TURN_FLAG_DISCOUNT = 1 << 3     /* Kate: first program/hardware */
};

/* card.used bits */
enum
{
  DR_USED_BROKE = 1 << 0
};

/* Copies of one card in a hand are interchangeable: only the first is
 * offered, which keeps the legal action list short. */
static inline int
dr_first_copy (const DrGameState *s, const uint8_t *ids, int i)
{
  int k;

  for (k = 0; k < i; k++)
    if (s->cards[ids[k]].def == s->cards[ids[i]].def)
      return 0;
  return 1;
}

static inline int
dr_is_runner (int seat)
{
  return seat != DR_GAME_CORP_SEAT;
}

/* dr-game-state.c */
uint8_t *dr_zone_list      (DrGameState *s, int seat, int zone, int server, int *cap, uint8_t **count);
void     dr_move_card      (DrGameState *s, int card, int seat, int zone, int server);
void     dr_move_card_bottom (DrGameState *s, int card, int seat, int zone, int server);
void     dr_shuffle_deck   (DrGameState *s, int seat);
int      dr_draw           (DrGameState *s, int seat, int n);
void     dr_trash_card     (DrGameState *s, int card, int faceup);
void     dr_log            (DrGameState *s, int kind, int seat, int card, int aux, int n, int m);
int      dr_card_active    (const DrGameState *s, int card);
void     dr_enforce_unique (DrGameState *s, int card);
void     dr_reset_strength (DrGameState *s, int encounter, int run, int turn);
int      dr_install_cost   (const DrGameState *s, int seat, int card, int server);
void     dr_set_winner     (DrGameState *s, int winner, int reason);
void     dr_remove_empty_remotes (DrGameState *s);
int      dr_runner_spendable (const DrGameState *s, int seat);
void     dr_runner_pay     (DrGameState *s, int seat, int amount);
int      dr_corp_trace_spendable (const DrGameState *s);
void     dr_corp_trace_pay (DrGameState *s, int amount);

/* dr-game-stack.c */
DrGameFrame *dr_push       (DrGameState *s, int kind, int seat, int card);
void         dr_pop        (DrGameState *s);
void         dr_settle     (DrGameState *s);
void         dr_checkpoint (DrGameState *s);

/* dr-game-turn.c */
void dr_turn_step          (DrGameState *s, DrGameFrame *f);
int  dr_turn_legal         (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n);
void dr_turn_apply         (DrGameState *s, const DrGameAction *a);
void dr_turn_end_now       (DrGameState *s, DrGameFrame *turn);

/* dr-game-actions.c: the action window */
int  dr_action_legal       (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n);
void dr_action_apply       (DrGameState *s, const DrGameAction *a);
int  dr_action_settle      (DrGameState *s, DrGameFrame *f);

/* dr-game-run.c */
void dr_run_start          (DrGameState *s, int runner, int server);
void dr_run_step           (DrGameState *s, DrGameFrame *f);
int  dr_run_legal          (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n);
void dr_run_apply          (DrGameState *s, const DrGameAction *a);
void dr_run_end_now        (DrGameState *s);

/* dr-game-access.c */
void dr_access_begin       (DrGameState *s);
int  dr_access_step        (DrGameState *s);
int  dr_access_legal       (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n);
void dr_access_apply       (DrGameState *s, const DrGameAction *a);

/* dr-game-install.c */
int  dr_corp_install_actions (const DrGameState *s, int card, DrGameAction *out, int n);
void dr_corp_install       (DrGameState *s, const DrGameAction *a);
int  dr_install_trash_legal (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n);
void dr_install_trash_apply (DrGameState *s, const DrGameAction *a);

/* dr-game-paw.c */
DrGameFrame *dr_paw_push   (DrGameState *s, int kind, int window, int flags, int card);
int  dr_is_paw_frame       (int kind);
int  dr_rez_cost           (const DrGameState *s, int card);
void dr_rez_card           (DrGameState *s, int card, int pay);
int  dr_paw_options        (const DrGameState *s, int seat, int flags, int ice, DrGameAction *out, int n);
int  dr_paw_has_options    (const DrGameState *s, int seat, int flags, int ice);
void dr_paw_use_option     (DrGameState *s, const DrGameAction *a);
int  dr_paw_legal          (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n);
void dr_paw_apply          (DrGameState *s, const DrGameAction *a);
int  dr_paw_settle         (DrGameState *s, DrGameFrame *f);
int  dr_choose_x_legal     (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n);
void dr_choose_x_apply     (DrGameState *s, const DrGameAction *a);

/* dr-game-napd.c */
int  dr_runner_alive       (const DrGameState *s, int seat);
int  dr_next_runner        (const DrGameState *s, int seat);
void dr_pass_infamy        (DrGameState *s);
void dr_runner_flatlined   (DrGameState *s, int seat);

/* dr-game-reaction.c */
void dr_drop_pending_of    (DrGameState *s, int seat);
void dr_queue_pending      (DrGameState *s, int card, int kind, int seat, int aux);
int  dr_other_seat         (const DrGameState *s, int seat);
void dr_reaction_open      (DrGameState *s);
int  dr_reaction_settle    (DrGameState *s, DrGameFrame *f);
int  dr_reaction_legal     (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n);
void dr_reaction_apply     (DrGameState *s, const DrGameAction *a);

/* dr-game-effects.c */
void dr_effect_op          (DrGameState *s, const DrGameOp *op, int source, int seat);
void dr_damage             (DrGameState *s, int runner, int kind, int n);
void dr_fire_triggers      (DrGameState *s, int when, int seat, int card, int server);
void dr_score_agenda       (DrGameState *s, int card, int seat, int stolen);
int  dr_trace_legal        (const DrGameState *s, const DrGameFrame *f, DrGameAction *out, int n);
void dr_trace_apply        (DrGameState *s, const DrGameAction *a);

#define DR_ADD(out, n, ...) \
  do { \
    if ((n) < DR_GAME_MAX_ACTIONS) \
      { \
        if ((out) != NULL) \
          (out)[(n)] = (DrGameAction) { __VA_ARGS__ }; \
        (n)++; \
      } \
  } while (0)
