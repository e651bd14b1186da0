/* dr-nr-engine.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Netrunner behind the game-neutral contract of dr-engine.h.  Each entry
 * forwards to the dr_nr_ API; actions cross the boundary by copying their 8
 * bytes, which the static assertions below prove have the same layout.
 */
#include <string.h>

#include "dr-netrunner.h"

_Static_assert (sizeof (DrNrAction) == sizeof (DrEngineAction), "action sizes differ");
_Static_assert (offsetof (DrNrAction, kind) == offsetof (DrEngineAction, kind)
                && offsetof (DrNrAction, seat) == offsetof (DrEngineAction, seat)
                && offsetof (DrNrAction, card) == offsetof (DrEngineAction, arg[0])
                && offsetof (DrNrAction, target) == offsetof (DrEngineAction, arg[1])
                && offsetof (DrNrAction, server) == offsetof (DrEngineAction, arg[2])
                && offsetof (DrNrAction, pad_) == offsetof (DrEngineAction, arg[3])
                && offsetof (DrNrAction, amount) == offsetof (DrEngineAction, amount),
                "DrNrAction must have DrEngineAction's layout");
_Static_assert (DR_NR_MAX_ACTIONS == DR_ENGINE_MAX_ACTIONS, "action list sizes differ");
_Static_assert (DR_NR_MAX_SEATS <= DR_ENGINE_MAX_SEATS, "too many seats");

static int
nr_n_seats (const void *state)
{
  return ((const DrNrState *) state)->n_seats;
}

static int
nr_legal_actions (const void *state, DrEngineAction *out)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  int n = dr_nr_legal_actions (state, legal);

  memcpy (out, legal, (size_t) n * sizeof legal[0]);
  return n;
}

static int
nr_apply (void *state, const DrEngineAction *a)
{
  DrNrAction action;

  memcpy (&action, a, sizeof action);
  return dr_nr_apply (state, &action);
}

static int
nr_acting_seat (const void *state)
{
  return dr_nr_acting_seat (state);
}

static int
nr_is_over (const void *state)
{
  return dr_nr_is_over (state);
}

/* NAPD Runners win together (seed 002): every Runner seat is a winner. */
static void
nr_result (const void *state, DrEngineResult *out)
{
  const DrNrState *s = state;
  int seat;

  memset (out, 0, sizeof *out);
  if (s->winner == DR_NR_NO_SEAT)
    return;
  if (s->winner == DR_NR_WINNER_CORP)
    out->winners = 1u << DR_NR_CORP_SEAT;
  else if (s->winner == DR_NR_WINNER_RUNNER)
    for (seat = 1; seat < s->n_seats; seat++)
      out->winners |= 1u << seat;
  out->reason = s->reason;
  out->reason_text = dr_nr_reason_text (s->reason);
}

static void
nr_view (const void *state, int seat, void *out)
{
  dr_nr_view (state, seat, out);
}

static uint64_t
nr_hash (const void *state)
{
  return dr_nr_hash (state);
}

static void
nr_describe_action (const void *state, const DrEngineAction *a, DrEngineText *out)
{
  DrNrAction action;

  memcpy (&action, a, sizeof action);
  dr_nr_describe_action (state, &action, out);
}

static uint32_t
nr_log_total (const void *state)
{
  return ((const DrNrState *) state)->log_total;
}

static int
nr_describe_event (const void *state, uint32_t index, int viewer, DrEngineText *out)
{
  return dr_nr_describe_event (state, index, viewer, out);
}

static const char *
nr_seat_name (const void *state, int seat)
{
  return dr_nr_seat_name (state, seat);
}

const DrEngineGame dr_netrunner_game = {
  .id = "netrunner",
  .state_size = sizeof (DrNrState),
  .max_seats = DR_NR_MAX_SEATS,
  .n_seats = nr_n_seats,
  .legal_actions = nr_legal_actions,
  .apply = nr_apply,
  .acting_seat = nr_acting_seat,
  .is_over = nr_is_over,
  .result = nr_result,
  .view = nr_view,
  .hash = nr_hash,
  .describe_action = nr_describe_action,
  .log_total = nr_log_total,
  .describe_event = nr_describe_event,
  .seat_name = nr_seat_name,
};
