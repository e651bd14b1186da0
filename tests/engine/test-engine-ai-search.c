/* test-engine-ai-search.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The searching computer player (src/engine/ai/dr-nr-ai.c): blind to what
 * its seat cannot see, deterministic for a seed and an iteration budget on
 * any number of threads, free when there is one legal action, stopped by
 * its cancel flag, faithful determinizations, the run calculator, and
 * whole games over every starter deck and a three-Runner NAPD table.
 */
#include "config.h"

#include <string.h>

#include "dr-play-deck.h"
#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */

static const char *const corp_files[] = { "core-corp.json", "core-corp-jinteki.json" };
static const char *const runner_files[] = { "core-runner.json", "core-runner-gabriel.json",
                                            "core-runner-noise.json" };
static DrScenarioDeck corps[G_N_ELEMENTS (corp_files)], runners[G_N_ELEMENTS (runner_files)];

static const DrNrAiBudget small = { .iterations = 16, .threads = 2 };

/* Heuristic self-play to the `nth` decision with a choice. */
static gboolean
position_with_choice (guint64 seed, int nth, DrNrState *s)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  DrNrSetup setup;
  guint64 prng[4];
  int seen = 0;

  dr_scenario_setup_decks (&corps[0], &runners[0], 1, &setup);
  setup.seed = seed;
  setup.turn_limit = 200;
  g_assert_cmpint (dr_nr_setup (s, &setup), ==, DR_NR_OK);
  dr_engine_rng_seed (prng, seed);
  while (!dr_nr_is_over (s))
    {
      int n = dr_nr_legal_actions (s, legal);

      if (n > 1 && seen++ == nth)
        return TRUE;
      g_assert_cmpint (dr_nr_apply (s, &legal[dr_scenario_policy_heuristic (s, legal, n, prng,
                                                                               NULL)]),
                       ==, DR_NR_OK);
    }
  return FALSE;
}

static int
decide (const DrNrState *s, DrNrAiLevel level, const DrNrAiBudget *budget, guint64 seed)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  g_autofree DrNrAiDecks *decks = g_new (DrNrAiDecks, 1);
  g_autofree DrNrState *view = g_new (DrNrState, 1);
  int seat = dr_nr_acting_seat (s);
  int n = dr_nr_legal_actions (s, legal);
  guint64 rng[4];

  dr_engine_rng_seed (rng, seed);
  dr_nr_ai_decks_own (decks, s, seat);
  dr_nr_view (s, seat, view);
  return dr_nr_ai_decide (view, decks, legal, n, rng, level, budget, NULL);
}

/* Two cards of one owner that `seat` cannot see, with different faces. */
static gboolean
hidden_pair (const DrNrState *s, int seat, int owner, int *a, int *b)
{
  int i;

  *a = *b = -1;
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].owner == owner && s->cards[i].zone != DR_NR_ZONE_IDENTITY
        && !dr_nr_card_visible (s, i, seat))
      {
        if (*a < 0)
          *a = i;
        else if (s->cards[i].def != s->cards[*a].def)
          {
            *b = i;
            return TRUE;
          }
      }
  return FALSE;
}

/* Swapping two hidden cards (of the seat itself or of another seat) and
 * reseeding the game's own generator never changes the choice. */
static void
test_masking (void)
{
  int checked = 0, game, nth;

  for (game = 0; game < 4; game++)
    for (nth = 3; nth < 120; nth += 13)
      {
        g_autofree DrNrState *s = g_new (DrNrState, 1);
        g_autofree DrNrState *swapped = g_new (DrNrState, 1);
        int seat, owner, a, b, k;

        if (!position_with_choice (300 + (guint64) game, nth, s))
          break;
        seat = dr_nr_acting_seat (s);
        k = decide (s, DR_NR_AI_NORMAL, &small, 77 + (guint64) nth);
        for (owner = 0; owner < s->n_seats; owner++)
          {
            uint16_t t;

            if (!hidden_pair (s, seat, owner, &a, &b))
              continue;
            *swapped = *s;
            t = swapped->cards[a].def;
            swapped->cards[a].def = swapped->cards[b].def;
            swapped->cards[b].def = t;
            dr_engine_rng_seed (swapped->rng, 4242 + (guint64) checked);
            g_assert_cmpint (decide (swapped, DR_NR_AI_NORMAL, &small, 77 + (guint64) nth), ==, k);
            checked++;
          }
      }
  g_test_message ("%d swaps checked", checked);
  g_assert_cmpint (checked, >=, 40);
}

/* The same arguments give the same choice, with one thread or three. */
static void
test_determinism (void)
{
  int nth, differ = 0;

  for (nth = 5; nth < 100; nth += 9)
    {
      g_autofree DrNrState *s = g_new (DrNrState, 1);
      DrNrAiBudget one = { .iterations = 24, .threads = 1 };
      DrNrAiBudget three = { .iterations = 24, .threads = 3 };
      int k;

      if (!position_with_choice (17, nth, s))
        break;
      k = decide (s, DR_NR_AI_HARD, &one, 5);
      g_assert_cmpint (decide (s, DR_NR_AI_HARD, &one, 5), ==, k);
      g_assert_cmpint (decide (s, DR_NR_AI_HARD, &three, 5), ==, k);
      differ += decide (s, DR_NR_AI_HARD, &one, 6) != k;
    }
  g_test_message ("%d positions chose otherwise with another seed", differ);
}

/* The levels' own budgets are iterations (docs/ai.md): the default choice
 * is the same on one thread or several, so what the strength benchmark
 * measured at 200 / 600 iterations is what the app plays. */
static void
test_default_budgets (void)
{
  DrNrAiBudget normal, hard;
  int nth;

  dr_nr_ai_default_budget (DR_NR_AI_NORMAL, &normal);
  dr_nr_ai_default_budget (DR_NR_AI_HARD, &hard);
  g_assert_cmpint (normal.iterations, ==, 200);
  g_assert_cmpint (hard.iterations, ==, 600);
  g_assert_cmpfloat (normal.seconds, ==, 0.0);
  g_assert_cmpfloat (hard.seconds, ==, 0.0);
  for (nth = 7; nth < 60; nth += 17)
    {
      g_autofree DrNrState *s = g_new (DrNrState, 1);
      DrNrAiBudget hard_one_thread = hard;
      int k;

      if (!position_with_choice (23, nth, s))
        break;
      hard_one_thread.threads = 1;
      k = decide (s, DR_NR_AI_HARD, NULL, 9);
      g_assert_cmpint (decide (s, DR_NR_AI_HARD, &hard_one_thread, 9), ==, k);
      k = decide (s, DR_NR_AI_NORMAL, NULL, 9);
      g_assert_cmpint (decide (s, DR_NR_AI_NORMAL, NULL, 9), ==, k);
    }
}

/* One legal action: no search, no time, even at Hard's default budget. */
static void
test_single_action_is_free (void)
{
  g_autofree DrNrState *s = g_new (DrNrState, 1);
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  DrNrAction one;
  guint64 rng[4], before[4];
  gint64 t0;
  int i;

  g_assert_true (position_with_choice (3, 4, s));
  dr_nr_legal_actions (s, legal);
  one = legal[0];
  dr_engine_rng_seed (rng, 1);
  memcpy (before, rng, sizeof rng);
  t0 = g_get_monotonic_time ();
  for (i = 0; i < 1000; i++)
    g_assert_cmpint (dr_nr_ai_decide (s, NULL, &one, 1, rng, DR_NR_AI_HARD, NULL, NULL), ==, 0);
  g_assert_cmpint (g_get_monotonic_time () - t0, <, 100000);   /* 1000 calls well under 0.1 s */
  g_assert_cmpmem (rng, sizeof rng, before, sizeof before);
}

static gpointer
cancel_later (gpointer data)
{
  volatile int *cancel = data;

  g_usleep (50000);
  *cancel = 1;
  return NULL;
}

/* Hard's default budget is nearly three seconds: the flag stops it within
 * an iteration, set before or during the search, and a legal choice comes
 * back. */
static void
test_cancel (void)
{
  g_autofree DrNrState *s = g_new (DrNrState, 1);
  g_autofree DrNrState *view = g_new (DrNrState, 1);
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  volatile int cancel = 1;
  GThread *thread;
  guint64 rng[4];
  gint64 t0;
  int n, k;

  g_assert_true (position_with_choice (8, 10, s));
  n = dr_nr_legal_actions (s, legal);
  dr_nr_view (s, dr_nr_acting_seat (s), view);
  dr_engine_rng_seed (rng, 3);
  t0 = g_get_monotonic_time ();
  k = dr_nr_ai_decide (view, NULL, legal, n, rng, DR_NR_AI_HARD, NULL, &cancel);
  g_assert_cmpint (k, >=, 0);
  g_assert_cmpint (k, <, n);
  g_assert_cmpint (g_get_monotonic_time () - t0, <, 500000);

  cancel = 0;
  thread = g_thread_new ("cancel", cancel_later, (gpointer) &cancel);
  t0 = g_get_monotonic_time ();
  k = dr_nr_ai_decide (view, NULL, legal, n, rng, DR_NR_AI_HARD, NULL, &cancel);
  g_thread_join (thread);
  g_assert_cmpint (k, >=, 0);
  g_assert_cmpint (k, <, n);
  g_assert_cmpint (g_get_monotonic_time () - t0, <, 1500000);
}

/* A determinization keeps everything the view shows, puts ice where ice
 * is, gives the seat's own deck exactly its list, and looks like the view
 * again from the seat's side. */
static void
test_determinize (void)
{
  int nth, trials = 0;

  for (nth = 2; nth < 150; nth += 11)
    {
      g_autofree DrNrState *s = g_new (DrNrState, 1);
      g_autofree DrNrState *view = g_new (DrNrState, 1);
      g_autofree DrNrState *world = g_new (DrNrState, 1);
      g_autofree DrNrState *again = g_new (DrNrState, 1);
      g_autofree DrNrAiDecks *decks = g_new (DrNrAiDecks, 1);
      guint64 rng[4];
      int seat, i, round;

      if (!position_with_choice (61, nth, s))
        break;
      seat = dr_nr_acting_seat (s);
      dr_nr_view (s, seat, view);
      dr_nr_ai_decks_own (decks, s, seat);
      dr_engine_rng_seed (rng, (guint64) nth);
      for (round = 0; round < 5; round++, trials++)
        {
          int own_true[DR_NR_AI_MAX_DEFS] = { 0 }, own_world[DR_NR_AI_MAX_DEFS] = { 0 };
          g_autoptr (GString) problem = g_string_new (NULL);

          dr_nr_ai_determinize (view, seat, decks, rng, world);
          for (i = 0; i < s->n_cards; i++)
            {
              const DrNrCardDef *d = dr_nr_card_at (world->cards[i].def);

              g_assert_cmpint (world->cards[i].def, !=, 0);
              if (view->cards[i].def != 0)
                g_assert_cmpint (world->cards[i].def, ==, view->cards[i].def);
              if (world->cards[i].zone == DR_NR_ZONE_ICE)
                g_assert_cmpint (d->type, ==, DR_NR_TYPE_ICE);
              g_assert_cmpint (d->side, ==, world->cards[i].owner == 0 ? 0 : 1);
              if (s->cards[i].owner == seat)
                {
                  own_true[s->cards[i].def]++;
                  own_world[world->cards[i].def]++;
                }
            }
          g_assert_cmpmem (own_true, sizeof own_true, own_world, sizeof own_world);
          g_assert_true (dr_scenario_check_invariants (world, problem));
          dr_nr_view (world, seat, again);
          g_assert_cmpmem (again->cards, sizeof again->cards, view->cards, sizeof view->cards);
          g_assert_cmpmem (again->seats, sizeof again->seats, view->seats, sizeof view->seats);
        }
    }
  g_assert_cmpint (trials, >=, 50);
}

/* A card the seat saw and lost from view again keeps its face while the
 * log still names it to the seat (an accessed card back in HQ, a drawn
 * card shuffled in…). */
static void
test_determinize_remembers_log (void)
{
  int nth, pinned = 0;

  for (nth = 0; nth < 400 && pinned < 20; nth += 3)
    {
      g_autofree DrNrState *s = g_new (DrNrState, 1);
      g_autofree DrNrState *view = g_new (DrNrState, 1);
      g_autofree DrNrState *world = g_new (DrNrState, 1);
      guint64 rng[4];
      int seat, i;

      if (!position_with_choice (83 + (guint64) (nth % 5), nth, s))
        continue;
      seat = dr_nr_acting_seat (s);
      dr_nr_view (s, seat, view);
      dr_engine_rng_seed (rng, (guint64) nth);
      dr_nr_ai_determinize (view, seat, NULL, rng, world);
      for (i = 0; i < DR_NR_LOG_CAP; i++)
        {
          const DrNrLogEntry *e = &view->log[i];

          if (e->def == 0 || e->card >= view->n_cards || view->cards[e->card].def != 0
              || view->cards[e->card].zone != DR_NR_ZONE_HAND)
            continue;
          g_assert_cmpint (world->cards[e->card].def, ==, e->def);
          g_assert_cmpint (s->cards[e->card].def, ==, e->def);
          pinned++;
        }
    }
  g_test_message ("%d remembered cards checked", pinned);
  g_assert_cmpint (pinned, >, 0);
}

static int
add (DrNrState *s, const char *code, int seat, DrNrZone zone, int server, gboolean rezzed)
{
  int card = dr_nr_add_card (s, code, seat, zone, server);

  g_assert_cmpint (card, >=, 0);
  if (rezzed)
    s->cards[card].flags |= DR_NR_CARD_REZZED;
  return card;
}

/* The run calculator: known ice by the cheapest breaker, unknown ice as
 * the share of the Corp's possible ice that can be passed. */
static void
test_run_plan (void)
{
  g_autofree DrNrState *s = g_new (DrNrState, 1);
  g_autofree DrNrState *view = g_new (DrNrState, 1);
  g_autofree DrNrAiDecks *decks = g_new0 (DrNrAiDecks, 1);
  DrNrAiRunPlan plan;
  int ice_wall = dr_nr_card_lookup ("01103"), enigma = dr_nr_card_lookup ("01111");

  dr_nr_init_empty (s, 1, 1);
  add (s, "01007", 1, DR_NR_ZONE_PROGRAMS, 0, FALSE);      /* Corroder: barriers */
  s->seats[1].credits = 5;
  add (s, "01113", 0, DR_NR_ZONE_ICE, DR_NR_SERVER_HQ, TRUE);   /* Wall of Static, strength 3 */
  add (s, "01103", 0, DR_NR_ZONE_ICE, DR_NR_SERVER_RD, TRUE);   /* Ice Wall, strength 1 */
  add (s, "01111", 0, DR_NR_ZONE_ICE, DR_NR_SERVER_ARCHIVES, TRUE);   /* Enigma: a code gate */
  add (s, "01111", 0, DR_NR_ZONE_ICE, DR_NR_SERVER_REMOTE0, FALSE);   /* unknown to the Runner */
  dr_nr_view (s, 1, view);
  /* the Corp may hold 3 Ice Walls and 3 Enigmas besides the rezzed ones */
  decks->copies[0][ice_wall] = 4;
  decks->copies[0][enigma] = 4;

  dr_nr_ai_run_plan (view, decks, 1, DR_NR_SERVER_HQ, 0, &plan);
  g_assert_cmpint (plan.cheapest[0], ==, 2);   /* one pump, one break */
  g_assert_cmpfloat (plan.p_through, ==, 1.0);
  dr_nr_ai_run_plan (view, decks, 1, DR_NR_SERVER_RD, 0, &plan);
  g_assert_cmpint (plan.cheapest[0], ==, 1);
  dr_nr_ai_run_plan (view, decks, 1, DR_NR_SERVER_ARCHIVES, 0, &plan);
  g_assert_cmpint (plan.cheapest[0], ==, -1);
  g_assert_cmpfloat (plan.p_through, ==, 0.0);
  dr_nr_ai_run_plan (view, decks, 1, DR_NR_SERVER_REMOTE0, 0, &plan);
  g_assert_cmpint (plan.known, ==, 0);
  g_assert_cmpfloat_with_epsilon (plan.p_through, 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (plan.expected_cost, 0.5, 1e-9);
  s->seats[1].credits = 0;
  dr_nr_view (s, 1, view);
  dr_nr_ai_run_plan (view, decks, 1, DR_NR_SERVER_REMOTE0, 0, &plan);
  g_assert_cmpfloat (plan.p_through, ==, 0.0);
}

static void
play (const DrScenarioDeck *corp, const DrScenarioDeck *team, int n_runners, guint64 seed,
      DrScenarioPolicy corp_policy, DrScenarioPolicy runner_policy)
{
  g_autofree DrNrState *s = g_new (DrNrState, 1);
  g_autoptr (GString) problem = g_string_new (NULL);

  if (!dr_scenario_play_game (corp, team, n_runners, seed, 200, corp_policy, runner_policy, TRUE,
                              s, NULL, problem))
    g_error ("game %" G_GUINT64_FORMAT ": %s", seed, problem->str);
  g_assert_true (dr_nr_is_over (s));
}

/* Every Corp deck against every Runner deck, the levels on both sides. */
static void
test_every_deck (void)
{
  DrNrAiBudget budget = { .iterations = 4, .threads = 2 };
  guint c, r;

  dr_scenario_set_ai_budget (DR_NR_AI_NORMAL, &budget);
  dr_scenario_set_ai_budget (DR_NR_AI_HARD, &budget);
  for (c = 0; c < G_N_ELEMENTS (corp_files); c++)
    for (r = 0; r < G_N_ELEMENTS (runner_files); r++)
      {
        gboolean swap = (c + r) % 2 == 1;

        play (&corps[c], &runners[r], 1, 10 + c * 3 + r,
              swap ? dr_scenario_policy_easy : dr_scenario_policy_hard,
              swap ? dr_scenario_policy_hard : dr_scenario_policy_normal);
      }
}

/* Every bundled starter deck (data/starters) the engine can already play,
 * against the test decks of the other side, the levels on both sides; the
 * others are skipped by name until their cards are implemented. */
static void
test_every_starter (void)
{
  g_autoptr (GPtrArray) starters = dr_play_deck_starters ();
  DrNrAiBudget budget = { .iterations = 4, .threads = 2 };
  int played = 0;
  guint i;

  dr_scenario_set_ai_budget (DR_NR_AI_NORMAL, &budget);
  dr_scenario_set_ai_budget (DR_NR_AI_HARD, &budget);
  for (i = 0; i < starters->len; i++)
    {
      const DrPlayDeck *deck = g_ptr_array_index (starters, i);
      g_autoptr (GError) error = NULL;
      DrScenarioDeck starter = { 0 };

      if (!dr_play_deck_check (deck, &error))
        {
          g_test_message ("skipped: %s", error->message);
          continue;
        }
      dr_play_deck_to_scenario (deck, &starter);
      if (g_strcmp0 (dr_play_deck_engine_side (deck), "corp") == 0)
        play (&starter, &runners[i % G_N_ELEMENTS (runners)], 1, 40 + i, dr_scenario_policy_hard,
              dr_scenario_policy_normal);
      else
        play (&corps[i % G_N_ELEMENTS (corps)], &starter, 1, 40 + i, dr_scenario_policy_normal,
              dr_scenario_policy_hard);
      dr_scenario_deck_clear (&starter);
      played++;
    }
  g_test_message ("%d starter decks played", played);
  g_assert_cmpint (played, >=, 1);
}

/* NAPD: a Corp against three Runners, every seat searching. */
static void
test_napd_three_runners (void)
{
  DrNrAiBudget budget = { .iterations = 4, .threads = 2 };
  DrScenarioDeck team[3] = { runners[0], runners[1], runners[2] };

  dr_scenario_set_ai_budget (DR_NR_AI_NORMAL, &budget);
  play (&corps[1], team, 3, 31, dr_scenario_policy_normal, dr_scenario_policy_normal);
}

int
main (int argc, char **argv)
{
  guint i;
  int status;

  g_test_init (&argc, &argv, NULL);
  for (i = 0; i < G_N_ELEMENTS (corp_files); i++)
    {
      g_autofree char *path = g_build_filename (DECK_DIR, corp_files[i], NULL);
      g_assert_true (dr_scenario_deck_load (path, &corps[i], NULL));
    }
  for (i = 0; i < G_N_ELEMENTS (runner_files); i++)
    {
      g_autofree char *path = g_build_filename (DECK_DIR, runner_files[i], NULL);
      g_assert_true (dr_scenario_deck_load (path, &runners[i], NULL));
    }
  g_test_add_func ("/engine/ai-search/masking", test_masking);
  g_test_add_func ("/engine/ai-search/determinism", test_determinism);
  g_test_add_func ("/engine/ai-search/default-budgets", test_default_budgets);
  g_test_add_func ("/engine/ai-search/single-action-is-free", test_single_action_is_free);
  g_test_add_func ("/engine/ai-search/cancel", test_cancel);
  g_test_add_func ("/engine/ai-search/determinize", test_determinize);
  g_test_add_func ("/engine/ai-search/determinize-remembers-log", test_determinize_remembers_log);
  g_test_add_func ("/engine/ai-search/run-plan", test_run_plan);
  g_test_add_func ("/engine/ai-search/every-deck", test_every_deck);
  g_test_add_func ("/engine/ai-search/every-starter", test_every_starter);
  g_test_add_func ("/engine/ai-search/napd-three-runners", test_napd_three_runners);
  status = g_test_run ();
  for (i = 0; i < G_N_ELEMENTS (corp_files); i++)
    dr_scenario_deck_clear (&corps[i]);
  for (i = 0; i < G_N_ELEMENTS (runner_files); i++)
    dr_scenario_deck_clear (&runners[i]);
  return status;
}
