/* dr-nr-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Helpers shared between the engine's files; not for callers.
 */
#pragma once

#include "dr-netrunner.h"

#define DR_NR_SEAT(s, i) (&(s)->seats[(i)])
#define DR_NR_CORP(s) (&(s)->seats[DR_NR_CORP_SEAT])
#define DR_NR_CARD(s, i) (&(s)->cards[(i)])

/* seat turn_flags bits */
enum
{
  DR_NR_TURN_FLAG_INSTALLED = 1 << 1,   /* HB: first install */
  DR_NR_TURN_FLAG_HQ_RUN = 1 << 2,      /* Gabriel: first successful HQ run */
  DR_NR_TURN_FLAG_DISCOUNT = 1 << 3,    /* Kate: first program/hardware */
  /* turn history (dr-nr-history.c): a seat's flags are cleared when its
   * own turn begins, so during the Corp's turn the Runner's flags still
   * describe the Runner's last turn */
  DR_NR_TURN_FLAG_RAN = 1 << 4,         /* the Runner made a run */
  DR_NR_TURN_FLAG_SUCCESSFUL_RUN = 1 << 5, /* the Runner made a successful run */
  DR_NR_TURN_FLAG_SCORED = 1 << 6,       /* the Corp scored an agenda */
  DR_NR_TURN_FLAG_SUCCESSFUL_HQ = 1 << 7, /* the Runner made a successful run on HQ */
  DR_NR_TURN_FLAG_FIRST_RUN = 1 << 0     /* on the Runner: their first run this turn began
                                          * (Detective's Bureau) */
};

/* seat event_flags bits: "the first time this turn" marks for events that
 * can happen in any seat's turn; cleared for every seat as any turn begins */
enum
{
  DR_NR_EVENT_FLAG_NET_DAMAGE = 1 << 0   /* net damage was about to be dealt this turn */
};

/* card.used bits */
enum
{
  DR_NR_USED_BROKE = 1 << 0,
  DR_NR_USED_ACCESSED = 1 << 1   /* HQ / R&D card accessed during this breach */
};

/* Copies of one card in a hand are interchangeable: only the first is
 * offered, which keeps the legal action list short. */
static inline int
dr_nr_first_copy (const DrNrState *s, const uint8_t *ids, int i)
{
  int k;

  for (k = 0; k < i; k++)
    if (s->cards[ids[k]].def == s->cards[ids[i]].def)
      return 0;
  return 1;
}

static inline int
dr_nr_is_runner (int seat)
{
  return seat != DR_NR_CORP_SEAT;
}

/* dr-nr-state.c */
uint8_t *dr_nr_zone_list      (DrNrState *s, int seat, int zone, int server, int *cap, uint8_t **count);
void     dr_nr_move_card      (DrNrState *s, int card, int seat, int zone, int server);
void     dr_nr_shuffle_deck   (DrNrState *s, int seat);
int      dr_nr_draw           (DrNrState *s, int seat, int n);
void     dr_nr_trash_card     (DrNrState *s, int card, int faceup);
void     dr_nr_log            (DrNrState *s, int kind, int seat, int card, int aux, int n, int m);
int      dr_nr_card_active    (const DrNrState *s, int card);
void     dr_nr_enforce_unique (DrNrState *s, int card);
void     dr_nr_reset_strength (DrNrState *s, int encounter, int run, int turn);
int      dr_nr_install_cost   (const DrNrState *s, int seat, int card, int server);
void     dr_nr_set_winner     (DrNrState *s, int winner, int reason);
int      dr_nr_runner_spendable (const DrNrState *s, int seat);
void     dr_nr_runner_pay     (DrNrState *s, int seat, int amount);
int      dr_nr_corp_trace_spendable (const DrNrState *s);
void     dr_nr_corp_trace_pay (DrNrState *s, int amount);
int      dr_nr_opening_hand   (const DrNrState *s, int seat);
void     dr_nr_flip_identity  (DrNrState *s, int seat);

/* dr-nr-stack.c */
DrNrFrame *dr_nr_push       (DrNrState *s, int kind, int seat, int card);
void         dr_nr_pop        (DrNrState *s);
void         dr_nr_settle     (DrNrState *s);
void         dr_nr_checkpoint (DrNrState *s);

/* dr-nr-turn.c */
int  dr_nr_turn_step          (DrNrState *s, DrNrFrame *f);
int  dr_nr_turn_legal         (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_turn_apply         (DrNrState *s, const DrNrAction *a);
void dr_nr_turn_end_now       (DrNrState *s, DrNrFrame *turn);

/* dr-nr-actions.c: the action window */
int  dr_nr_action_legal       (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_action_apply       (DrNrState *s, const DrNrAction *a);
int  dr_nr_action_settle      (DrNrState *s, DrNrFrame *f);

/* dr-nr-run.c */
void dr_nr_run_start          (DrNrState *s, int runner, int server);
int  dr_nr_run_step           (DrNrState *s, DrNrFrame *f);
int  dr_nr_run_legal          (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_run_apply          (DrNrState *s, const DrNrAction *a);
void dr_nr_run_end_now        (DrNrState *s);
int  dr_nr_encountered_ice    (const DrNrState *s);
int  dr_nr_run_current_ice    (const DrNrState *s);

/* dr-nr-run-effects.c: runs made by cards, bypass, breach replacements,
 * steal costs, expose and reveal */
void dr_nr_run_start_from      (DrNrState *s, int runner, int server, int source);
int  dr_nr_run_event_actions   (const DrNrState *s, int seat, int card, DrNrAction *out, int n);
int  dr_nr_run_source_credits  (const DrNrState *s, int seat);
void dr_nr_bypass              (DrNrState *s);
void dr_nr_mark_successful_run (DrNrState *s, int runner, int server);
void dr_nr_breach_replacements_offer (DrNrState *s);
int  dr_nr_breach_replace_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_breach_replace_apply (DrNrState *s, const DrNrAction *a);
void dr_nr_breach_begins       (DrNrState *s);
int  dr_nr_access_trash_cost   (const DrNrState *s, int card);
int  dr_nr_steal_legal         (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_steal_apply         (DrNrState *s, const DrNrAction *a);
void dr_nr_expose              (DrNrState *s, int card);
void dr_nr_expose_now          (DrNrState *s, int card);
void dr_nr_reveal              (DrNrState *s, int seat, int card);
void dr_nr_add_to_hand         (DrNrState *s, int card);
void dr_nr_shuffle_by_effect   (DrNrState *s, int seat);
int  dr_nr_expose_targets      (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);

/* dr-nr-access.c */
void dr_nr_clear_access_marks (DrNrState *s);
void dr_nr_access_not_stolen  (DrNrState *s, int card);
void dr_nr_access_begin       (DrNrState *s);
int  dr_nr_access_step        (DrNrState *s);
int  dr_nr_access_legal       (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_access_apply       (DrNrState *s, const DrNrAction *a);

/* dr-nr-install.c */
int  dr_nr_corp_install_actions (const DrNrState *s, int card, DrNrAction *out, int n);
void dr_nr_corp_install       (DrNrState *s, const DrNrAction *a);
int  dr_nr_install_trash_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_install_trash_apply (DrNrState *s, const DrNrAction *a);
int  dr_nr_corp_can_install_in (const DrNrState *s, int card, int server);
void dr_nr_install_by_effect  (DrNrState *s, int card, int server, int ignore_cost);

/* dr-nr-paw.c */
DrNrFrame *dr_nr_paw_push   (DrNrState *s, int kind, int window, int flags, int card);
int  dr_nr_is_paw_frame       (int kind);
int  dr_nr_rez_cost           (const DrNrState *s, int card);
void dr_nr_rez_card           (DrNrState *s, int card, int pay);
int  dr_nr_paw_options        (const DrNrState *s, int seat, int flags, int ice, DrNrAction *out, int n);
int  dr_nr_paw_has_options    (const DrNrState *s, int seat, int flags, int ice);
void dr_nr_paw_use_option     (DrNrState *s, const DrNrAction *a);
int  dr_nr_paw_legal          (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_paw_apply          (DrNrState *s, const DrNrAction *a);
int  dr_nr_paw_settle         (DrNrState *s, DrNrFrame *f);
int  dr_nr_choose_x_legal     (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_choose_x_apply     (DrNrState *s, const DrNrAction *a);

/* dr-nr-prompt.c: a card's own decisions (DR_NR_FRAME_PROMPT) */
typedef struct
{
  DrNrFrame frame;     /* the PROMPT frame as it was: card = source, step, n, m */
  DrNrAction action;   /* DR_NR_ACT_CHOOSE, or DR_NR_ACT_PASS */
} DrNrPromptChoice;

DrNrFrame *dr_nr_prompt_push (DrNrState *s, int seat, int source, int step);
void dr_nr_ask_owner           (void *state, int card);
int  dr_nr_prompt_add_card   (DrNrAction *out, int n, const DrNrFrame *f, int target);
int  dr_nr_prompt_add_server (DrNrAction *out, int n, const DrNrFrame *f, int server);
int  dr_nr_prompt_add_card_server (DrNrAction *out, int n, const DrNrFrame *f, int target,
                                   int server);
int  dr_nr_prompt_add_option (DrNrAction *out, int n, const DrNrFrame *f, int option);
int  dr_nr_prompt_add_pass   (DrNrAction *out, int n, const DrNrFrame *f);
int  dr_nr_add_pass          (DrNrAction *out, int n, int seat);
int  dr_nr_prompt_add_number (DrNrAction *out, int n, const DrNrFrame *f, int amount);
int  dr_nr_prompt_add_numbers (DrNrAction *out, int n, const DrNrFrame *f, int first, int last);
int  dr_nr_prompt_legal      (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_prompt_apply      (DrNrState *s, const DrNrAction *a);
int  dr_nr_prompt_waiting    (const DrNrState *s, int source);
void dr_nr_play_finish       (DrNrState *s, int card);

/* dr-nr-history.c: turn history, play conditions, end-of-turn effects */
void dr_nr_note_run           (DrNrState *s, int runner, int successful);
void dr_nr_note_scored        (DrNrState *s);
int  dr_nr_play_allowed       (const DrNrState *s, int card);
void dr_nr_turn_end_effects   (DrNrState *s);

/* dr-nr-prompt.c: a played card stays in play while its decisions wait */
int  dr_nr_prompt_waiting     (const DrNrState *s, int source);
void dr_nr_play_finish        (DrNrState *s, int card);

/* dr-nr-napd.c */
int  dr_nr_runner_alive       (const DrNrState *s, int seat);
int  dr_nr_next_runner        (const DrNrState *s, int seat);
void dr_nr_pass_infamy        (DrNrState *s);
void dr_nr_runner_flatlined   (DrNrState *s, int seat);
int  dr_nr_score_area_runner  (const DrNrState *s, int reader);

/* dr-nr-reaction.c */
void dr_nr_drop_pending_of    (DrNrState *s, int seat);
void dr_nr_queue_pending      (DrNrState *s, int card, int kind, int seat, int aux);
int  dr_nr_other_seat         (const DrNrState *s, int seat);
void dr_nr_reaction_open      (DrNrState *s);
int  dr_nr_reaction_settle    (DrNrState *s, DrNrFrame *f);
int  dr_nr_reaction_legal     (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_reaction_apply     (DrNrState *s, const DrNrAction *a);

/* dr-nr-effects.c */
void dr_nr_effect_op          (DrNrState *s, const DrNrOp *op, int source, int seat);
void dr_nr_gain_credits       (DrNrState *s, int seat, int n, int source);
void dr_nr_take_hosted_credits (DrNrState *s, int card, int n);
void dr_nr_damage             (DrNrState *s, int runner, int kind, int n);
void dr_nr_damage_now         (DrNrState *s, int runner, int kind, int n);
void dr_nr_fire_triggers      (DrNrState *s, int when, int seat, int card, int server);
void dr_nr_score_agenda       (DrNrState *s, int card, int seat, int stolen);
void dr_nr_forfeit_agenda     (DrNrState *s, int card);
int  dr_nr_choose_program_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_choose_program_apply (DrNrState *s, const DrNrAction *a);
int  dr_nr_choose_program_settle (DrNrState *s, DrNrFrame *f);
int  dr_nr_trace_legal        (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
int  dr_nr_can_be_advanced    (const DrNrState *s, int card);
void dr_nr_place_advancement  (DrNrState *s, int card, int n);
void dr_nr_end_run_by_effect  (DrNrState *s);
void dr_nr_trace_apply        (DrNrState *s, const DrNrAction *a);

/* dr-nr-credits.c: recurring credits with restricted uses, hosted credits */
int  dr_nr_recurring_for      (const DrNrState *s, int seat, int uses);
int  dr_nr_runner_spendable_for (const DrNrState *s, int seat, int uses);
void dr_nr_runner_pay_for     (DrNrState *s, int seat, int amount, int uses);
int  dr_nr_pay_uses_of        (const DrNrState *s, int card);
int  dr_nr_install_uses_of    (const DrNrState *s, int card);
void dr_nr_credits_on_install (DrNrState *s, int card);
void dr_nr_refill_recurring   (DrNrState *s, int seat);

/* dr-nr-host.c: Runner installs and hosting */
int  dr_nr_host_accepts       (const DrNrState *s, int seat, int card, int host);
int  dr_nr_uses_memory        (const DrNrState *s, int card);
int  dr_nr_host_strength_mod  (const DrNrState *s, int card);
void dr_nr_trash_hosted_on    (DrNrState *s, int host);
void dr_nr_check_hosts        (DrNrState *s);
int  dr_nr_runner_install_cost (const DrNrState *s, int seat, int card, int discount);
int  dr_nr_runner_install_actions (const DrNrState *s, int seat, int card, int discount,
                                   DrNrAction *out, int n);
void dr_nr_runner_install_card (DrNrState *s, int seat, int card, int host, int discount,
                                int trash_first);

/* dr-nr-prevent.c: interrupt windows for prevention */
void dr_nr_about_to           (DrNrState *s, int seat, int what, int amount, int source);
void dr_nr_trash_installed    (DrNrState *s, int card);
int  dr_nr_prevent_legal      (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n);
void dr_nr_prevent_apply      (DrNrState *s, const DrNrAction *a);
int  dr_nr_prevent_settle     (DrNrState *s, DrNrFrame *f);
void dr_nr_prevent_turn_begins (DrNrState *s);

#define DR_NR_ADD(out, n, ...) \
  do { \
    if ((n) < DR_NR_MAX_ACTIONS) \
      { \
        if ((out) != NULL) \
          (out)[(n)] = (DrNrAction) { __VA_ARGS__ }; \
        (n)++; \
      } \
  } while (0)
