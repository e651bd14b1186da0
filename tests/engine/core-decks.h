/* core-decks.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Core Set decks most engine tests play (decks/core-corp.json and
 * decks/core-runner.json): main() loads them before the tests run and
 * clears them after.
 */
#pragma once

#include <glib.h>

#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */

static DrScenarioDeck corp_deck, runner_deck;

static inline void
core_decks_load (void)
{
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-corp.json", &corp_deck, NULL));
  g_assert_true (dr_scenario_deck_load (DECK_DIR "/core-runner.json", &runner_deck, NULL));
}

static inline void
core_decks_clear (void)
{
  dr_scenario_deck_clear (&corp_deck);
  dr_scenario_deck_clear (&runner_deck);
}
