/* dr-nr-heuristic-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the heuristic player's files share: dr-nr-heuristic.c (the choice,
 * card-specific decisions), dr-nr-heuristic-runner.c (the Runner's scores)
 * and dr-nr-heuristic-corp.c (the Corp's).
 */
#pragma once

#include "dr-nr-ai.h"
#include "dr-nr-private.h"

#define NEVER (-1000000)

typedef struct
{
  const DrNrState *v;
  int seat;
  int credits;
} Ai;

static inline const DrNrCardDef *
def_of (const Ai *ai, int card)
{
  return card == DR_NR_NO_CARD ? dr_nr_card_at (0) : dr_nr_def (ai->v, card);
}

/* The Runner (dr-nr-heuristic-runner.c) */
int dr_nr_heur_break_cost (const DrNrState *v, int runner, int ice, uint8_t broken);
int dr_nr_heur_is_card (const DrNrCardDef *d, const char *code);
int dr_nr_heur_runner_card_value (const Ai *ai, int card);
int dr_nr_heur_runner_install_score (const Ai *ai, int card);
int dr_nr_heur_score_runner_action (const Ai *ai, const DrNrFrame *top, const DrNrAction *a);
int dr_nr_heur_score_encounter (const Ai *ai, const DrNrFrame *top, const DrNrAction *a);
int dr_nr_heur_score_prompt (const Ai *ai, const DrNrAction *a);
int dr_nr_heur_score_choose_program (const Ai *ai, const DrNrAction *a);
int dr_nr_heur_score_movement (const Ai *ai, const DrNrAction *a);
int dr_nr_heur_score_trace (const Ai *ai, const DrNrFrame *top, const DrNrAction *a);

/* The Corp (dr-nr-heuristic-corp.c) */
int dr_nr_heur_corp_card_value (const Ai *ai, int card);
int dr_nr_heur_score_identity_prompt (const Ai *ai, const DrNrFrame *top, const DrNrAction *a);
int dr_nr_heur_score_corp_action (const Ai *ai, const DrNrFrame *top, const DrNrAction *a);
