/* fuzz-lockpick-actions.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "fuzz-lockpick-actions"

#include "config.h"

#include <string.h>

#include "dr-fuzz.h"
#include "dr-lockpick-play.h"

/* Lockpick's engine driven by the input: the player count from the first
 * byte, the seed from the next eight, then one decision per byte: below
 * 0xf0 the byte picks one of the legal actions; from 0xf0 the next eight
 * bytes are an action of their own making, most often illegal. Beyond not
 * crashing:
 *  - an action off the legal list is refused with the state left byte for
 *    byte as it was;
 *  - after every action the engine's invariants hold (dr_lp_check()), the
 *    acting seat is the seat of every listed action, and every action and
 *    log event has words;
 *  - the same seed and actions replayed on a new game give the same hash. */

static DrLpState *state;
static DrLpState *before;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  dr_fuzz_init ();
  state = g_new0 (DrLpState, 1);
  before = g_new0 (DrLpState, 1);
  return 0;
}

static void
check (const DrLpState *s, const DrEngineAction *legal, int n, guint step)
{
  const char *broken = dr_lp_check (s);
  int i;

  if (broken != NULL)
    dr_fuzz_fail ("after decision %u: %s", step, broken);
  for (i = 0; i < n; i++)
    {
      DrEngineText text;

      if (legal[i].seat != dr_lp_acting_seat (s))
        dr_fuzz_fail ("after decision %u: a listed action is not the acting seat's", step);
      dr_lp_describe_action (s, &legal[i], &text);
      if (text.format == NULL)
        dr_fuzz_fail ("after decision %u: an action has no words", step);
    }
  if (s->log_total > 0)
    {
      DrEngineText text;

      if (!dr_lp_describe_event (s, s->log_total - 1, -1, &text) || text.format == NULL)
        dr_fuzz_fail ("after decision %u: the last event has no words", step);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  g_autoptr(GArray) taken = g_array_new (FALSE, FALSE, sizeof (DrEngineAction));
  guint64 seed = 0;
  size_t at = 0;
  int players;
  gboolean chosen;
  guint64 hash;
  guint i;

  if (size < 1)
    return 0;
  players = 2 + data[at] % 3;
  /* the first byte's high bit: decks chosen by the players */
  chosen = (data[at++] & 0x80) != 0;
  memcpy (&seed, data + at, MIN (size - at, sizeof seed));
  at += MIN (size - at, sizeof seed);
  if (!dr_lockpick_new_game_full (state, players, seed, chosen, NULL))
    dr_fuzz_fail ("no game for %d players", players);
  while (at < size && state->phase != DR_LP_PHASE_OVER)
    {
      int n = dr_lp_legal_actions (state, legal);
      guint8 byte = data[at++];
      DrEngineAction action;

      check (state, legal, n, taken->len);
      if (n < 1)
        dr_fuzz_fail ("a game not over has no legal action");
      if (byte >= 0xf0 && size - at >= 8)
        {
          gboolean listed = FALSE;
          int k;

          memset (&action, 0, sizeof action);
          action.kind = data[at] % 18;
          action.seat = data[at + 1] % 4;
          action.arg[0] = data[at + 2];
          action.arg[1] = data[at + 3];
          action.arg[2] = data[at + 4] % 32;
          at += 8;
          for (k = 0; k < n; k++)
            listed = listed || memcmp (&legal[k], &action, sizeof action) == 0;
          if (!listed)
            {
              memcpy (before, state, sizeof *state);
              if (dr_lp_apply (state, &action) == 0)
                dr_fuzz_fail ("an action off the legal list was applied");
              if (memcmp (before, state, sizeof *state) != 0)
                dr_fuzz_fail ("a refused action changed the state");
              continue;
            }
        }
      else
        action = legal[byte % n];
      if (dr_lp_apply (state, &action) != 0)
        dr_fuzz_fail ("a listed action was refused");
      g_array_append_val (taken, action);
    }
  hash = dr_lp_hash (state);
  if (!dr_lockpick_new_game_full (before, players, seed, chosen, NULL))
    dr_fuzz_fail ("no second game");
  for (i = 0; i < taken->len; i++)
    if (dr_lp_apply (before, &g_array_index (taken, DrEngineAction, i)) != 0)
      dr_fuzz_fail ("the replay refused action %u", i);
  if (dr_lp_hash (before) != hash)
    dr_fuzz_fail ("the replay differs");
  return 0;
}
