/* dr-lp-engine.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick behind the game-neutral contract of dr-engine.h.
 */
#include <string.h>

#include "dr-lp-private.h"

_Static_assert (DR_LP_MAX_SEATS <= DR_ENGINE_MAX_SEATS, "too many seats");
_Static_assert (DR_LP_MAX_CARDS < DR_LP_NO_CARD, "card ids must fit a byte");
_Static_assert (DR_LP_CELLS <= 256, "cells must fit a byte");

static int
lp_n_seats (const void *state)
{
  return ((const DrLpState *) state)->n_seats;
}

static int
lp_legal (const void *state, DrEngineAction *out)
{
  return dr_lp_legal_actions (state, out);
}

static int
lp_apply (void *state, const DrEngineAction *a)
{
  return dr_lp_apply (state, a);
}

static int
lp_acting (const void *state)
{
  return dr_lp_acting_seat (state);
}

static int
lp_is_over (const void *state)
{
  return ((const DrLpState *) state)->phase == DR_LP_PHASE_OVER;
}

/* the hackers win together */
static void
lp_result (const void *state, DrEngineResult *out)
{
  const DrLpState *s = state;
  int seat;

  memset (out, 0, sizeof *out);
  if (s->phase != DR_LP_PHASE_OVER)
    return;
  if (s->winner_server)
    out->winners = 1u << DR_LP_SERVER_SEAT;
  else
    for (seat = 1; seat < s->n_seats; seat++)
      out->winners |= 1u << seat;
  out->reason = s->reason;
  out->reason_text = dr_lp_reason_text (s->reason);
}

static void
lp_view (const void *state, int seat, void *out)
{
  dr_lp_view (state, seat, out);
}

static uint64_t
lp_hash (const void *state)
{
  return dr_lp_hash (state);
}

static void
lp_describe_action (const void *state, const DrEngineAction *a, DrEngineText *out)
{
  dr_lp_describe_action (state, a, out);
}

static uint32_t
lp_log_total (const void *state)
{
  return ((const DrLpState *) state)->log_total;
}

static int
lp_describe_event (const void *state, uint32_t index, int viewer, DrEngineText *out)
{
  return dr_lp_describe_event (state, index, viewer, out);
}

static const char *
lp_seat_name (const void *state, int seat)
{
  return dr_lp_seat_name (state, seat);
}

const DrEngineGame dr_lockpick_game = {
  .id = "lockpick",
  .state_size = sizeof (DrLpState),
  .max_seats = DR_LP_MAX_SEATS,
  .n_seats = lp_n_seats,
  .legal_actions = lp_legal,
  .apply = lp_apply,
  .acting_seat = lp_acting,
  .is_over = lp_is_over,
  .result = lp_result,
  .view = lp_view,
  .hash = lp_hash,
  .describe_action = lp_describe_action,
  .log_total = lp_log_total,
  .describe_event = lp_describe_event,
  .seat_name = lp_seat_name,
};
