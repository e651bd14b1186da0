/* bench-engine.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine benchmark on one core: random self-play games and actions per
 * second over the seven starter decks (every Core Set card: the 12
 * Corp/Runner pairings in turn), and the cost of copying a state.  Each
 * number is printed with its goal and beside a reference measured in the
 * same run, so that slow or busy machines do not mislead: the games of the
 * engine's first test decks (tests/engine/decks/core-*.json, the pool
 * before issue 13), and a plain memcpy of a buffer of the state's size.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dr-play-deck.h"
#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */
#include "dr-bench.h"

/* issue 13: with the full card pool */
#define GOAL_GAMES_PER_S 5000.0
#define GOAL_COPY_US 0.2

/* A plain copy of an equally sized buffer: what copying can cost at best. */
static double
reference_copy_us (int rounds)
{
  static unsigned char a[sizeof (DrNrState)], b[sizeof (DrNrState)];
  volatile unsigned char sink = 0;
  double t0;
  int i;

  memset (a, 1, sizeof a);
  t0 = dr_bench_thread_cpu_s ();
  for (i = 0; i < rounds; i++)
    {
      a[i % sizeof a] = (unsigned char) i;
      memcpy (b, a, sizeof a);
      /* keep the compiler from merging or dropping copies */
      __asm__ volatile ("" : : "r" (b), "r" (a) : "memory");
      sink ^= b[(i * 7) % sizeof b];
    }
  (void) sink;
  return (dr_bench_thread_cpu_s () - t0) * 1e6 / rounds;
}

static double
state_copy_us (const DrNrState *src, int rounds)
{
  static DrNrState a, b;
  volatile uint64_t sink = 0;
  double t0;
  int i;

  memcpy (&a, src, sizeof a);
  t0 = dr_bench_thread_cpu_s ();
  for (i = 0; i < rounds; i++)
    {
      a.turn = (uint16_t) i;
      memcpy (&b, &a, sizeof a);
      __asm__ volatile ("" : : "r" (&b), "r" (&a) : "memory");
      sink ^= b.turn;
    }
  (void) sink;
  return (dr_bench_thread_cpu_s () - t0) * 1e6 / rounds;
}

/* Random self-play: game g pits corps[g % n] against runners[g / n % m],
 * so that every pairing plays as often.  Returns the CPU seconds. */
static double
play_games (const DrScenarioDeck *corps, int n_corps, const DrScenarioDeck *runners,
            int n_runners, int games, guint64 *actions, double *wall)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  static DrNrState s;
  guint64 prng[4];
  double t0 = dr_bench_thread_cpu_s (), w0 = dr_bench_wall_s ();
  int g;

  *actions = 0;
  for (g = 0; g < games; g++)
    {
      DrNrSetup setup = { 0 };

      setup.seed = (guint64) g + 1;
      setup.n_runners = 1;
      setup.turn_limit = 200;
      dr_scenario_deck_to_setup (&corps[g % n_corps], &setup.corp);
      dr_scenario_deck_to_setup (&runners[g / n_corps % n_runners], &setup.runners[0]);
      if (dr_nr_setup (&s, &setup) != DR_NR_OK)
        g_error ("the engine refused a deck");
      dr_engine_rng_seed (prng, setup.seed ^ 0x5deece66dULL);
      while (!dr_nr_is_over (&s))
        {
          int n = dr_nr_legal_actions (&s, legal);
          dr_nr_apply (&s, &legal[dr_engine_rng_below (prng, (uint32_t) n)]);
          (*actions)++;
        }
    }
  *wall = dr_bench_wall_s () - w0;
  return dr_bench_thread_cpu_s () - t0;
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) starters = dr_play_deck_starters ();
  DrScenarioDeck corp, runner, starter_corps[4], starter_runners[3];
  DrNrState s;
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  int games = argc > 1 ? atoi (argv[1]) : 20000;
  int rounds = 2000000, n_corps = 0, n_runners = 0;
  guint i;
  guint64 actions = 0, ref_actions = 0;
  double t0, secs, wall, ref_secs, ref_wall, games_s, ref_games_s, actions_s, copy_us, ref_us,
    hash_us, legal_us;

  if (!dr_scenario_deck_load (DECK_DIR "/core-corp.json", &corp, NULL)
      || !dr_scenario_deck_load (DECK_DIR "/core-runner.json", &runner, NULL))
    {
      g_printerr ("cannot load the engine's test decks from %s\n", DECK_DIR);
      return 1;
    }
  for (i = 0; i < starters->len; i++)
    {
      const DrPlayDeck *deck = g_ptr_array_index (starters, i);
      gboolean is_corp = g_str_equal (deck->side, "corp");

      if ((is_corp && n_corps == 4) || (!is_corp && n_runners == 3))
        g_error ("more starter decks than the bench expects");
      dr_play_deck_to_scenario (deck, is_corp ? &starter_corps[n_corps++]
                                              : &starter_runners[n_runners++]);
    }
  if (n_corps == 0 || n_runners == 0)
    g_error ("no starter decks");
  if (games < 1)
    games = 1;

  secs = play_games (starter_corps, n_corps, starter_runners, n_runners, games, &actions, &wall);
  ref_secs = play_games (&corp, 1, &runner, 1, games, &ref_actions, &ref_wall);
  games_s = games / secs;
  ref_games_s = games / ref_secs;
  actions_s = actions / secs;

  /* legality listing and hashing alone, in a fixed typical position */
  {
    DrNrSetup setup = { 0 };
    int k;
    volatile int sink = 0;
    volatile uint64_t hsink = 0;

    setup.seed = 4242;
    setup.n_runners = 1;
    dr_scenario_deck_to_setup (&starter_corps[0], &setup.corp);
    dr_scenario_deck_to_setup (&starter_runners[0], &setup.runners[0]);
    dr_nr_setup (&s, &setup);
    /* keep both hands: the Corp's first action window is a typical position */
    dr_nr_apply (&s, &(DrNrAction) { .kind = DR_NR_ACT_KEEP, .seat = 0,
                                         .card = DR_NR_NO_CARD, .target = DR_NR_NO_CARD });
    dr_nr_apply (&s, &(DrNrAction) { .kind = DR_NR_ACT_KEEP, .seat = 1,
                                         .card = DR_NR_NO_CARD, .target = DR_NR_NO_CARD });
    t0 = dr_bench_thread_cpu_s ();
    for (k = 0; k < 200000; k++)
      sink += dr_nr_legal_actions (&s, legal);
    legal_us = (dr_bench_thread_cpu_s () - t0) * 1e6 / 200000;
    t0 = dr_bench_thread_cpu_s ();
    for (k = 0; k < 200000; k++)
      {
        s.log_total = (uint32_t) k;
        hsink ^= dr_nr_hash (&s);
      }
    hash_us = (dr_bench_thread_cpu_s () - t0) * 1e6 / 200000;
    (void) sink;
    (void) hsink;
  }
  copy_us = state_copy_us (&s, rounds);
  ref_us = reference_copy_us (rounds);

  g_print ("Deckrunner engine benchmark (one core, random self-play)\n");
  g_print ("state size:        %zu bytes\n", sizeof (DrNrState));
  g_print ("starter decks:     %d games (%d Corp x %d Runner decks) in %.2f s of CPU time "
           "(%.2f s wall clock), %.1f actions per game\n",
           games, n_corps, n_runners, secs, wall, (double) actions / games);
  g_print ("reference:         the same %d games with the engine's first test decks in %.2f s of "
           "CPU time (%.2f s wall clock), %.1f actions per game: %.0f games per second\n",
           games, ref_secs, ref_wall, (double) ref_actions / games, ref_games_s);
  g_print ("games per second:  %.0f  (goal >= %.0f: %s, %.1fx the goal; %.2fx the reference)\n",
           games_s, GOAL_GAMES_PER_S, games_s >= GOAL_GAMES_PER_S ? "met" : "NOT met",
           games_s / GOAL_GAMES_PER_S, games_s / ref_games_s);
  g_print ("actions per second: %.0f  (legal_actions + apply per action)\n", actions_s);
  g_print ("legal_actions:     %.3f us per call in a Corp action window\n", legal_us);
  g_print ("state hash:        %.3f us per hash\n", hash_us);
  g_print ("state copy:        %.3f us  (goal <= %.1f us: %s; %.2fx a plain memcpy of %zu bytes, %.3f us)\n",
           copy_us, GOAL_COPY_US, copy_us <= GOAL_COPY_US ? "met" : "NOT met",
           ref_us > 0 ? copy_us / ref_us : 0.0, sizeof (DrNrState), ref_us);
  dr_scenario_deck_clear (&corp);
  dr_scenario_deck_clear (&runner);
  for (i = 0; i < (guint) n_corps; i++)
    dr_scenario_deck_clear (&starter_corps[i]);
  for (i = 0; i < (guint) n_runners; i++)
    dr_scenario_deck_clear (&starter_runners[i]);
  return games_s >= GOAL_GAMES_PER_S && copy_us <= GOAL_COPY_US ? 0 : 1;
}
