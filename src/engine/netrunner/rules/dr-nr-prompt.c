/* dr-nr-prompt.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card's own decisions ("choose a piece of ice", "you may pay 4", "name a
 * server"): one PROMPT frame kind whose legal actions and effect come from
 * the source card's prompt hooks, so that a new card's choice never needs a
 * new frame kind or a change to the stack (docs/timing.md §5: pending
 * decisions as data).  The frame stores the source card, the source's own step number
 * and two numbers of its choosing; the hooks read them back.
 */
#include "dr-nr-private.h"

DrNrFrame *
dr_nr_prompt_push (DrNrState *s, int seat, int source, int step)
{
  DrNrFrame *f = dr_nr_push (s, DR_NR_FRAME_PROMPT, seat, source);

  f->step = (uint8_t) step;
  return f;
}

int
dr_nr_prompt_add_card (DrNrAction *out, int n, const DrNrFrame *f, int target)
{
  DR_NR_ADD (out, n, .kind = DR_NR_ACT_CHOOSE, .seat = f->seat, .card = f->card,
             .target = (uint8_t) target, .server = DR_NR_NO_SERVER);
  return n;
}

int
dr_nr_prompt_add_server (DrNrAction *out, int n, const DrNrFrame *f, int server)
{
  DR_NR_ADD (out, n, .kind = DR_NR_ACT_CHOOSE, .seat = f->seat, .card = f->card,
             .target = DR_NR_NO_CARD, .server = (uint8_t) server);
  return n;
}

/* A card and a server together: "put this card there". */
int
dr_nr_prompt_add_card_server (DrNrAction *out, int n, const DrNrFrame *f, int target, int server)
{
  DR_NR_ADD (out, n, .kind = DR_NR_ACT_CHOOSE, .seat = f->seat, .card = f->card,
             .target = (uint8_t) target, .server = (uint8_t) server);
  return n;
}

int
dr_nr_prompt_add_option (DrNrAction *out, int n, const DrNrFrame *f, int option)
{
  DR_NR_ADD (out, n, .kind = DR_NR_ACT_CHOOSE, .seat = f->seat, .card = f->card,
             .target = DR_NR_NO_CARD, .server = DR_NR_NO_SERVER, .amount = (int16_t) option);
  return n;
}

/* A number (how many credits to take, how many more cards to access). */
int
dr_nr_prompt_add_number (DrNrAction *out, int n, const DrNrFrame *f, int amount)
{
  DR_NR_ADD (out, n, .kind = DR_NR_ACT_NUMBER, .seat = f->seat, .card = f->card,
             .target = DR_NR_NO_CARD, .amount = (int16_t) amount);
  return n;
}

/* The hook of a card whose effect begins with a choice of its owner (step
 * 0): Tinkering, Modded, Lemuria Codecracker, Bank Job, Aesop's Pawnshop,
 * Psychographics, Posted Bounty.  Only the active Runner plays events and
 * uses click abilities, so "the Runner" is the card's owner. */
void
dr_nr_ask_owner (void *state, int card)
{
  DrNrState *s = state;

  dr_nr_prompt_push (s, s->cards[card].owner, card, 0);
}

/* Every decision that may be declined ends its list with this. */
int
dr_nr_add_pass (DrNrAction *out, int n, int seat)
{
  DR_NR_ADD (out, n, .kind = DR_NR_ACT_PASS, .seat = (uint8_t) seat, .card = DR_NR_NO_CARD,
             .target = DR_NR_NO_CARD);
  return n;
}

/* Every number from `first` to `last`: "any number of". */
int
dr_nr_prompt_add_numbers (DrNrAction *out, int n, const DrNrFrame *f, int first, int last)
{
  int k;

  for (k = first; k <= last; k++)
    n = dr_nr_prompt_add_number (out, n, f, k);
  return n;
}

int
dr_nr_prompt_add_pass (DrNrAction *out, int n, const DrNrFrame *f)
{
  return dr_nr_add_pass (out, n, f->seat);
}

int
dr_nr_prompt_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  const DrNrCardDef *d = dr_nr_def (s, f->card);
  int start = n;

  if (d->prompt_legal != NULL)
    n = d->prompt_legal (s, f, out, n);
  /* a prompt with nothing to choose must never leave the game stuck: the
   * only action is to go on */
  if (n == start)
    n = dr_nr_prompt_add_pass (out, n, f);
  return n;
}

/* Whether a decision of `source` still waits on the stack. */
int
dr_nr_prompt_waiting (const DrNrState *s, int source)
{
  int i;

  for (i = 0; i < s->stack_n; i++)
    if (s->stack[i].kind == DR_NR_FRAME_PROMPT && s->stack[i].card == source)
      return 1;
  return 0;
}

/* A played operation or event is trashed once it has resolved, which for a
 * card with decisions is after its last one: until then it stays in the
 * play area, out of Archives (so that Archived Memories cannot choose
 * itself).  A run event resolves when its run is over (dr_nr_run_end_now). */
void
dr_nr_play_finish (DrNrState *s, int card)
{
  if (card != DR_NR_NO_CARD && s->cards[card].zone == DR_NR_ZONE_PLAY
      && !dr_nr_prompt_waiting (s, card) && !(s->run.active && s->run.source == card))
    dr_nr_trash_card (s, card, 1);
}

/* The frame leaves the stack before the hook runs, so the hook may push
 * the next decision (a second choice, a trace, a run) on top. */
void
dr_nr_prompt_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrFrame frame = s->stack[s->stack_n - 1];
  const DrNrCardDef *d = dr_nr_def (s, frame.card);
  DrNrAction chosen = *a;

  dr_nr_pop (s);
  if (d->prompt_apply != NULL)
    d->prompt_apply (s, &(DrNrPromptChoice) { .frame = frame, .action = chosen });
  dr_nr_play_finish (s, frame.card);
}
