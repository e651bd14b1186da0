/* bench-engine.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Engine benchmark on one core: random self-play games and actions per
 * second with the two starter decks, and the cost of copying a state.
 * Each number is printed with its goal and with the ratio to a reference
 * measured in the same run, so that slow machines do not mislead.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dr-scenario.h"

#define GOAL_GAMES_PER_S 1000.0
#define GOAL_COPY_US 2.0

/* CPU time of this thread: the goals are per core, and the machines that
 * run the benchmark are often shared, so wall-clock time would measure the
 * neighbours too.  Wall-clock time is printed beside it. */
static double
now_s (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

static double
wall_s (void)
{
  return (double) g_get_monotonic_time () / G_USEC_PER_SEC;
}

/* A plain copy of an equally sized buffer: what copying can cost at best. */
static double
reference_copy_us (int rounds)
{
  static unsigned char a[sizeof (DrNrState)], b[sizeof (DrNrState)];
  volatile unsigned char sink = 0;
  double t0;
  int i;

  memset (a, 1, sizeof a);
  t0 = now_s ();
  for (i = 0; i < rounds; i++)
    {
      a[i % sizeof a] = (unsigned char) i;
      memcpy (b, a, sizeof a);
      /* keep the compiler from merging or dropping copies */
      __asm__ volatile ("" : : "r" (b), "r" (a) : "memory");
      sink ^= b[(i * 7) % sizeof b];
    }
  (void) sink;
  return (now_s () - t0) * 1e6 / rounds;
}

static double
state_copy_us (const DrNrState *src, int rounds)
{
  static DrNrState a, b;
  volatile uint64_t sink = 0;
  double t0;
  int i;

  memcpy (&a, src, sizeof a);
  t0 = now_s ();
  for (i = 0; i < rounds; i++)
    {
      a.turn = (uint16_t) i;
      memcpy (&b, &a, sizeof a);
      __asm__ volatile ("" : : "r" (&b), "r" (&a) : "memory");
      sink ^= b.turn;
    }
  (void) sink;
  return (now_s () - t0) * 1e6 / rounds;
}

int
main (int argc, char **argv)
{
  DrScenarioDeck corp, runner;
  DrNrState s;
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  guint64 prng[4];
  int games = argc > 1 ? atoi (argv[1]) : 20000;
  int g, rounds = 2000000;
  guint64 actions = 0;
  double t0, w0, secs, wall, games_s, actions_s, copy_us, ref_us, hash_us, legal_us;

  if (!dr_scenario_deck_load (DECK_DIR "/core-corp.json", &corp, NULL)
      || !dr_scenario_deck_load (DECK_DIR "/core-runner.json", &runner, NULL))
    {
      g_printerr ("cannot load the starter decks from %s\n", DECK_DIR);
      return 1;
    }
  if (games < 1)
    games = 1;

  t0 = now_s ();
  w0 = wall_s ();
  for (g = 0; g < games; g++)
    {
      DrNrSetup setup = { 0 };

      setup.seed = (guint64) g + 1;
      setup.n_runners = 1;
      setup.turn_limit = 200;
      dr_scenario_deck_to_setup (&corp, &setup.corp);
      dr_scenario_deck_to_setup (&runner, &setup.runners[0]);
      dr_nr_setup (&s, &setup);
      dr_engine_rng_seed (prng, setup.seed ^ 0x5deece66dULL);
      while (!dr_nr_is_over (&s))
        {
          int n = dr_nr_legal_actions (&s, legal);
          dr_nr_apply (&s, &legal[dr_engine_rng_below (prng, (uint32_t) n)]);
          actions++;
        }
    }
  secs = now_s () - t0;
  wall = wall_s () - w0;
  games_s = games / secs;
  actions_s = actions / secs;

  /* legality listing and hashing alone, in a fixed typical position */
  {
    DrNrSetup setup = { 0 };
    int i;
    volatile int sink = 0;
    volatile uint64_t hsink = 0;

    setup.seed = 4242;
    setup.n_runners = 1;
    dr_scenario_deck_to_setup (&corp, &setup.corp);
    dr_scenario_deck_to_setup (&runner, &setup.runners[0]);
    dr_nr_setup (&s, &setup);
    /* keep both hands: the Corp's first action window is a typical position */
    dr_nr_apply (&s, &(DrNrAction) { .kind = DR_NR_ACT_KEEP, .seat = 0,
                                         .card = DR_NR_NO_CARD, .target = DR_NR_NO_CARD });
    dr_nr_apply (&s, &(DrNrAction) { .kind = DR_NR_ACT_KEEP, .seat = 1,
                                         .card = DR_NR_NO_CARD, .target = DR_NR_NO_CARD });
    t0 = now_s ();
    for (i = 0; i < 200000; i++)
      sink += dr_nr_legal_actions (&s, legal);
    legal_us = (now_s () - t0) * 1e6 / 200000;
    t0 = now_s ();
    for (i = 0; i < 200000; i++)
      {
        s.log_total = (uint32_t) i;
        hsink ^= dr_nr_hash (&s);
      }
    hash_us = (now_s () - t0) * 1e6 / 200000;
    (void) sink;
    (void) hsink;
  }
  copy_us = state_copy_us (&s, rounds);
  ref_us = reference_copy_us (rounds);

  g_print ("Deckrunner engine benchmark (one core, random self-play, starter decks)\n");
  g_print ("state size:        %zu bytes\n", sizeof (DrNrState));
  g_print ("games:             %d in %.2f s of CPU time (%.2f s wall clock), %.1f actions per game\n",
           games, secs, wall, (double) actions / games);
  g_print ("games per second:  %.0f  (goal >= %.0f: %s, %.1fx the goal)\n", games_s,
           GOAL_GAMES_PER_S, games_s >= GOAL_GAMES_PER_S ? "met" : "NOT met",
           games_s / GOAL_GAMES_PER_S);
  g_print ("actions per second: %.0f  (legal_actions + apply per action)\n", actions_s);
  g_print ("legal_actions:     %.3f us per call in a Corp action window\n", legal_us);
  g_print ("state hash:        %.3f us per hash\n", hash_us);
  g_print ("state copy:        %.3f us  (goal <= %.1f us: %s; %.2fx a plain memcpy of %zu bytes, %.3f us)\n",
           copy_us, GOAL_COPY_US, copy_us <= GOAL_COPY_US ? "met" : "NOT met",
           ref_us > 0 ? copy_us / ref_us : 0.0, sizeof (DrNrState), ref_us);
  dr_scenario_deck_clear (&corp);
  dr_scenario_deck_clear (&runner);
  return games_s >= GOAL_GAMES_PER_S && copy_us <= GOAL_COPY_US ? 0 : 1;
}
