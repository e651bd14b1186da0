/* play-helper.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the play session's tests share: a two-player session over the
 * engine's Core Set decks, and waiting on the real main loop for a signal.
 */
#pragma once

#include <glib.h>

#include "dr-play-deck.h"
#include "dr-play-session.h"

/* A two-player game of the engine's Core Set decks; @corp_ai and
 * @runner_ai give the seats, @turn_limit 0 none. */
static inline DrPlaySession *
play_test_new_session (guint64 seed, gboolean corp_ai, gboolean runner_ai, DrPlayAiLevel level,
                       guint16 turn_limit)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DrPlayDeck) corp = dr_play_deck_load_file (DECK_DIR "/core-corp.json", NULL, NULL);
  g_autoptr (DrPlayDeck) runner = dr_play_deck_load_file (DECK_DIR "/core-runner.json", NULL, NULL);
  DrPlaySetup setup = { 0 };
  DrPlaySession *session;

  g_assert_nonnull (corp);
  g_assert_nonnull (runner);
  setup.seed = seed;
  setup.n_runners = 1;
  setup.corp = corp;
  setup.runners[0] = runner;
  setup.seats[0] = corp_ai ? DR_PLAY_SEAT_AI : DR_PLAY_SEAT_HUMAN;
  setup.seats[1] = runner_ai ? DR_PLAY_SEAT_AI : DR_PLAY_SEAT_HUMAN;
  setup.ai_level = level;
  setup.turn_limit = turn_limit;
  session = dr_play_session_new (&setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

/* A signal handler (of a signal without arguments) setting the gboolean
 * it is given. */
static inline void
play_test_set_flag (gpointer unused, gpointer flag)
{
  *(gboolean *) flag = TRUE;
}

static inline gboolean
play_test_timed_out (gpointer data)
{
  g_error ("the session did not get there in time");
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @flag is set (by a signal handler), failing
 * after @seconds. */
static inline void
play_test_iterate_until (gboolean *flag, guint seconds)
{
  guint guard = g_timeout_add_seconds (seconds, play_test_timed_out, NULL);

  while (!*flag)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
}
