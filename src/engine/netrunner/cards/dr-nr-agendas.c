/* dr-nr-agendas.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Corp agendas and their hooks.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

static void priority_requisition_scored (void *state, int card);

const DrNrCardDef dr_nr_agenda_cards[] = {
  { .code = "01106", .title = "Priority Requisition", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_SECURITY, .trash_cost = -1, .advancement = 5, .points = 3,
    .on_score = priority_requisition_scored },
  { .code = "01107", .title = "Private Security Force", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_SECURITY, .trash_cost = -1, .advancement = 4, .points = 2,
    .n_abilities = 1,
    .abilities = { { .clicks = 1, .where = DR_NR_ABILITY_FROM_SCORE_AREA, .needs_tag = 1,
                     .op = OP (DR_NR_OP_MEAT_DAMAGE, 1) } } },
};

const int dr_nr_n_agenda_cards =
  (int) (sizeof dr_nr_agenda_cards / sizeof dr_nr_agenda_cards[0]);

/* The agenda lets the Corp rez one piece of ice for free; the choice is a
 * decision of its own so that declining is explicit. */
static void
priority_requisition_scored (void *state, int card)
{
  DrNrState *s = state;
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_NR_ZONE_ICE && !(s->cards[i].flags & DR_NR_CARD_REZZED))
      {
        dr_nr_push (s, DR_NR_FRAME_REZ_ICE_FREE, DR_NR_CORP_SEAT, card);
        return;
      }
}
