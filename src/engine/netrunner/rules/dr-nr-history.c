/* dr-nr-history.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What happened this turn and last turn, and the play conditions that read
 * it ("only if the Runner is tagged", "only if the Runner ran / ran
 * successfully during their last turn", "only if you scored an agenda this
 * turn"), plus delayed effects that wait for the end of the turn.
 *
 * The history is a few bits in each seat's turn flags, cleared when that
 * seat's own turn begins: while the Corp takes its turn, the active
 * Runner's bits still tell what that Runner did during their last turn
 * (in NAPD games "the Runner" is the infamy holder, seed 002).
 */
#include "dr-nr-private.h"

void
dr_nr_note_run (DrNrState *s, int runner, int successful)
{
  DrNrSeat *st = DR_NR_SEAT (s, runner);

  st->turn_flags |= DR_NR_TURN_FLAG_RAN;
  if (successful)
    st->turn_flags |= DR_NR_TURN_FLAG_SUCCESSFUL_RUN;
}

void
dr_nr_note_scored (DrNrState *s)
{
  DR_NR_CORP (s)->turn_flags |= DR_NR_TURN_FLAG_SCORED;
}

/* The card's printed requirements, then its own condition hook. */
int
dr_nr_play_allowed (const DrNrState *s, int card)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  const DrNrSeat *runner = &s->seats[s->active_runner];
  int req = d->play_requires;

  if ((req & DR_NR_REQ_RUNNER_TAGGED) && runner->tags == 0)
    return 0;
  if ((req & DR_NR_REQ_RAN_LAST_TURN) && !(runner->turn_flags & DR_NR_TURN_FLAG_RAN))
    return 0;
  if ((req & DR_NR_REQ_SUCCESSFUL_RUN_LAST_TURN)
      && !(runner->turn_flags & DR_NR_TURN_FLAG_SUCCESSFUL_RUN))
    return 0;
  if ((req & DR_NR_REQ_SCORED_THIS_TURN)
      && !(DR_NR_CORP (s)->turn_flags & DR_NR_TURN_FLAG_SCORED))
    return 0;
  return d->can_play == NULL || d->can_play (s, card);
}

/* "When this turn ends": every card marked for it resolves its hook once,
 * wherever it is now (a forfeited Breaking News still removes its tags). */
void
dr_nr_turn_end_effects (DrNrState *s)
{
  int i;

  for (i = 0; i < s->n_cards && s->winner == DR_NR_NO_SEAT; i++)
    if (s->cards[i].flags & DR_NR_CARD_UNTIL_TURN_END)
      {
        const DrNrCardDef *d = dr_nr_def (s, i);

        s->cards[i].flags &= (uint8_t) ~DR_NR_CARD_UNTIL_TURN_END;
        if (d->on_turn_end != NULL)
          d->on_turn_end (s, i);
      }
}
