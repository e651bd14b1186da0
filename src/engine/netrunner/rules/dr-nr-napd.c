/* dr-nr-napd.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Several Runners (the NAPD multiplayer format, seed 002).  Turn order is
 * the Corp, then each Runner in seat order, then the Corp again.  Only one
 * Runner is active at a time: a Runner during their own turn, and during
 * the Corp's turn the holder of the infamy token, which the Corp receives
 * after the starting hands and which moves to the next Runner before each
 * Corp draw phase.  "The Runner" of every card and rule is the active
 * Runner (s->active_runner); inactive Runners can neither act nor be
 * affected.  A flatlined Runner leaves the game: their cards go back to
 * their deck and the agendas in their score area are trashed to Archives;
 * the Corp wins once every Runner is flatlined.  With one Runner all of
 * this reduces to the two-player rules.
 */
#include <string.h>

#include "dr-nr-private.h"

int
dr_nr_runner_alive (const DrNrState *s, int seat)
{
  return seat > DR_NR_CORP_SEAT && seat < s->n_seats && s->seats[seat].present
    && !s->seats[seat].flatlined;
}

/* The next Runner clockwise after `seat` still in the game, or NO_SEAT. */
int
dr_nr_next_runner (const DrNrState *s, int seat)
{
  int runners = s->n_seats - 1, i;

  for (i = 1; i <= runners; i++)
    {
      int cand = seat == DR_NR_CORP_SEAT ? i : 1 + (seat - 1 + i) % runners;
      if (dr_nr_runner_alive (s, cand))
        return cand;
    }
  return DR_NR_NO_SEAT;
}

/* Before the Corp's draw phase the token moves on (seed 002, turn order). */
void
dr_nr_pass_infamy (DrNrState *s)
{
  int next = dr_nr_next_runner (s, s->infamy);

  if (next == DR_NR_NO_SEAT)
    return;
  s->infamy = (uint8_t) next;
  s->active_runner = (uint8_t) next;
}

static void
to_deck (DrNrState *s, int seat, DrNrZone zone)
{
  const uint8_t *ids;
  int count;

  while ((ids = dr_nr_zone_ids (s, seat, zone, 0, &count)) != NULL && count > 0)
    dr_nr_move_card (s, ids[count - 1], seat, DR_NR_ZONE_DECK, 0);
}

/* Removes every frame the leaving Runner decides in; windows they held
 * priority in go to the Corp, whose pass then closes them. */
static void
drop_frames_of (DrNrState *s, int seat)
{
  int i, k = 0;

  for (i = 0; i < s->stack_n; i++)
    {
      DrNrFrame f = s->stack[i];

      if (f.seat == seat && f.kind != DR_NR_FRAME_TURN)
        {
          if (dr_nr_is_paw_frame (f.kind))
            {
              f.seat = DR_NR_CORP_SEAT;
              f.n = 1;
            }
          else if (f.kind == DR_NR_FRAME_REACTION)
            {
              f.seat = DR_NR_CORP_SEAT;
              f.step = 1;
            }
          else
            continue;
        }
      s->stack[k++] = f;
    }
  for (i = k; i < s->stack_n; i++)
    memset (&s->stack[i], 0, sizeof s->stack[i]);
  s->stack_n = (uint8_t) k;
}

void
dr_nr_runner_flatlined (DrNrState *s, int seat)
{
  DrNrSeat *st = DR_NR_SEAT (s, seat);
  int i, turn_owner = s->active_seat == seat;

  if (st->flatlined)
    return;
  st->flatlined = 1;
  if (dr_nr_next_runner (s, DR_NR_CORP_SEAT) == DR_NR_NO_SEAT)
    {
      dr_nr_set_winner (s, DR_NR_WINNER_CORP, DR_NR_RESULT_FLATLINE);
      return;
    }
  /* seed 002 FAQ: the Runner's cards go back to their deck, the agendas in
   * their score area are trashed to Archives */
  while (st->score.n > 0)
    dr_nr_trash_card (s, st->score.ids[st->score.n - 1], 1);
  /* the rig first: a card hosted on a card that leaves is trashed (01040
   * The Personal Touch on its icebreaker), and the heap follows after */
  to_deck (s, seat, DR_NR_ZONE_PROGRAMS);
  to_deck (s, seat, DR_NR_ZONE_HARDWARE);
  to_deck (s, seat, DR_NR_ZONE_RESOURCES);
  to_deck (s, seat, DR_NR_ZONE_HAND);
  to_deck (s, seat, DR_NR_ZONE_DISCARD);
  /* an event of theirs still resolving (a run event) goes back too */
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].owner == seat && s->cards[i].zone == DR_NR_ZONE_PLAY)
      dr_nr_move_card (s, i, seat, DR_NR_ZONE_DECK, 0);
  st->tags = 0;
  st->credits = 0;
  st->clicks = 0;
  dr_nr_drop_pending_of (s, seat);
  if (s->run.active && s->run.runner == seat)
    {
      /* the run is over; everything it had open goes with it */
      for (i = s->stack_n - 1; i >= 0; i--)
        if (s->stack[i].kind == DR_NR_FRAME_RUN)
          {
            while (s->stack_n > i)
              dr_nr_pop (s);
            break;
          }
      memset (&s->run, 0, sizeof s->run);
      s->run.access_card = DR_NR_NO_CARD;
    }
  drop_frames_of (s, seat);
  /* our choice where seed 002 is silent: a token held by a Runner who
   * leaves moves on at once, so the Corp always faces an active Runner */
  if (s->active_runner == seat)
    {
      int next = dr_nr_next_runner (s, seat);
      s->active_runner = (uint8_t) next;
      if (s->infamy == seat)
        s->infamy = (uint8_t) next;
    }
  if (turn_owner)
    for (i = 0; i < s->stack_n; i++)
      if (s->stack[i].kind == DR_NR_FRAME_TURN)
        dr_nr_turn_end_now (s, &s->stack[i]);
}

/* Whose score area an ability of `reader` reads when it says "the Runner's
 * score area" (seed 002 FAQ): a Runner reads their own; the Corp reads the
 * infamy token holder's (rules-choices.md), or the active Runner's while
 * the token is still with the Corp (before the Corp's first turn). */
int
dr_nr_score_area_runner (const DrNrState *s, int reader)
{
  if (dr_nr_is_runner (reader))
    return reader;
  if (s->infamy != DR_NR_CORP_SEAT && dr_nr_runner_alive (s, s->infamy))
    return s->infamy;
  return s->active_runner;
}
