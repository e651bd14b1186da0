/* fuzz-engine-actions.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "fuzz-engine-actions"

#include "config.h"

#include <string.h>

#include "dr-fuzz.h"
#include "dr-netrunner.h"
#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */

/* The rules engine driven by the input: a Core Set game between the decks
 * of tests/engine/decks, its seed from the first eight bytes, then one
 * decision per byte: below 0xf0 the byte picks one of the legal actions;
 * from 0xf0 the next eight bytes are an action of their own making, most
 * often illegal. Beyond not crashing:
 *  - dr_nr_is_legal() agrees with the legal action list, and an action
 *    off the list is refused with the state left byte for byte as it was;
 *  - every action of the list is taken, and after each the invariants of
 *    the engine's sweep hold (dr_scenario_check_invariants());
 *  - the same seed and actions replayed on a new game give the same hash. */

static DrScenarioDeck corp;
static DrScenarioDeck runner;
static DrNrState *state;
static DrNrState *before;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *corp_path = dr_fuzz_tests_path ("engine", "decks", "core-corp.json", NULL);
  g_autofree char *runner_path = dr_fuzz_tests_path ("engine", "decks", "core-runner.json", NULL);

  dr_fuzz_init ();
  if (!dr_scenario_deck_load (corp_path, &corp, &error) || !dr_scenario_deck_load (runner_path, &runner, &error))
    dr_fuzz_fail ("cannot load the decks: %s", error->message);
  state = g_new0 (DrNrState, 1);
  before = g_new0 (DrNrState, 1);
  return 0;
}

static void
start (DrNrState *s,
       guint64      seed)
{
  DrNrSetup setup;

  dr_scenario_setup_decks (&corp, &runner, 1, &setup);
  setup.seed = seed;
  setup.turn_limit = 0;
  if (dr_nr_setup (s, &setup) != DR_NR_OK)
    dr_fuzz_fail ("the engine refused the decks");
}

static gboolean
same_action (const DrNrAction *a,
             const DrNrAction *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->card == b->card && a->target == b->target
         && a->server == b->server && a->amount == b->amount;
}

static void
check_invariants (const DrNrState *s,
                  guint              step)
{
  g_autoptr(GString) problem = g_string_new (NULL);

  if (!dr_scenario_check_invariants (s, problem))
    dr_fuzz_fail ("after decision %u: %s", step, problem->str);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  g_autoptr(GArray) taken = g_array_new (FALSE, FALSE, sizeof (DrNrAction));
  guint64 seed = 0;
  size_t at = 0;
  guint64 hash;

  memcpy (&seed, data, MIN (size, sizeof seed));
  at = MIN (size, sizeof seed);
  start (state, seed);
  check_invariants (state, 0);
  while (at < size && !dr_nr_is_over (state))
    {
      int n = dr_nr_legal_actions (state, legal);
      guint8 byte = data[at++];
      DrNrAction action;

      if (byte >= 0xf0 && size - at >= 8)
        {
          gboolean listed = FALSE;

          memset (&action, 0, sizeof action);
          action.kind = data[at];
          action.seat = data[at + 1] % 4;
          action.card = data[at + 2];
          action.target = data[at + 3];
          action.server = data[at + 4];
          action.amount = (int16_t) (data[at + 5] | data[at + 6] << 8) % 32;
          at += 8;
          for (int i = 0; i < n; i++)
            listed = listed || same_action (&legal[i], &action);
          if (dr_nr_is_legal (state, &action) != listed)
            dr_fuzz_fail ("dr_nr_is_legal says %d for an action the list %s",
                          dr_nr_is_legal (state, &action), listed ? "has" : "lacks");
          if (!listed)
            {
              memcpy (before, state, sizeof *state);
              if (dr_nr_apply (state, &action) == DR_NR_OK)
                dr_fuzz_fail ("an action off the legal list was applied");
              if (memcmp (before, state, sizeof *state) != 0)
                dr_fuzz_fail ("a refused action changed the state");
              continue;
            }
        }
      else
        {
          if (n < 1)
            dr_fuzz_fail ("the game is not over and nobody can act");
          action = legal[byte % n];
        }
      if (dr_nr_apply (state, &action) != DR_NR_OK)
        dr_fuzz_fail ("a legal action (%s) was refused", dr_nr_action_name (action.kind));
      g_array_append_val (taken, action);
      check_invariants (state, taken->len);
    }

  hash = dr_nr_hash (state);
  start (state, seed);
  for (guint i = 0; i < taken->len; i++)
    if (dr_nr_apply (state, &g_array_index (taken, DrNrAction, i)) != DR_NR_OK)
      dr_fuzz_fail ("replaying decision %u was refused", i + 1);
  if (dr_nr_hash (state) != hash)
    dr_fuzz_fail ("the same seed and actions gave another game");
  return 0;
}
