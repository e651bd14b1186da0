/* dr-nr-ai.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Netrunner computer player at three levels.  Easy is the heuristic
 * (dr-nr-heuristic.c) that now and then takes a lesser good move.  Normal
 * and Hard search (dr-ai-search.c): the heuristic's best moves are the
 * candidates, each iteration draws the hidden cards anew
 * (dr-nr-ai-determinize.c) and plays the game on with the heuristic for
 * every seat, each on its own view of the drawn world, for a few turns;
 * what is reached is scored by agenda points, money, cards, breakers and
 * ice.  The run calculator adds the runs the heuristic would not try
 * because it only guesses at unrezzed ice.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dr-ai-search.h"
#include "dr-nr-ai.h"

#define NEVER_SCORE (-500000)   /* the heuristic's "do not": below half its NEVER */

typedef struct
{
  int candidates;      /* how many of the heuristic's best moves the search weighs */
  int horizon_turns;   /* rollout length in turns (each player's turn counts) */
  double seconds;      /* default time budget (0 = none) */
  int iterations;      /* default iteration budget (0 = none) */
  int paired_worlds;   /* every candidate from the same drawn worlds (dr-ai-search.h) */
} LevelSpec;

static const LevelSpec levels[DR_NR_AI_N_LEVELS] = {
  [DR_NR_AI_EASY] = { 1, 0, 0.0, 0, 0 },
  /* iteration budgets, not time: what the strength benchmark measures is
   * what the app plays, on any machine, and a seed replays the same game
   * (docs/ai.md) */
  [DR_NR_AI_NORMAL] = { 5, 6, 0.0, 200, 0 },
  [DR_NR_AI_HARD] = { 8, 12, 0.0, 600, 1 },
};

void
dr_nr_ai_default_budget (DrNrAiLevel level, DrNrAiBudget *out)
{
  memset (out, 0, sizeof *out);
  if (level < 0 || level >= DR_NR_AI_N_LEVELS)
    level = DR_NR_AI_NORMAL;
  out->seconds = levels[level].seconds;
  out->iterations = levels[level].iterations;
}

/* ---- the search's hooks ---- */

static void
hook_determinize (const void *view, int seat, const void *knowledge, uint64_t rng[4],
                  void *world)
{
  dr_nr_ai_determinize (view, seat, knowledge, rng, world);
}

/* Every seat of the rollout plays the heuristic on its own view of the
 * drawn world, so nobody in it knows more than they would at the table. */
static int
hook_rollout_policy (const void *world, const DrEngineAction *legal, int n, uint64_t rng[4])
{
  const DrNrState *s = world;
  DrNrState view;

  dr_nr_view (s, dr_nr_acting_seat (s), &view);
  return dr_nr_ai_choose (&view, (const DrNrAction *) legal, n, rng);
}

/* How many of the three basic ice kinds the Runner's breakers cover. */
static int
breaker_coverage (const DrNrState *s, int runner)
{
  static const uint64_t kinds[] = { DR_NR_SUB_BARRIER, DR_NR_SUB_CODE_GATE, DR_NR_SUB_SENTRY };
  const DrNrRig *progs = &s->seats[runner].programs;
  int k, i, covered = 0;

  for (k = 0; k < 3; k++)
    for (i = 0; i < progs->n; i++)
      if (dr_nr_def (s, progs->ids[i])->breaker.breaks & kinds[k])
        {
          covered++;
          break;
        }
  return covered;
}

static int
rezzed_ice (const DrNrState *s)
{
  int server, i, n = 0;

  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    for (i = 0; i < s->servers[server].n_ice; i++)
      n += (s->cards[s->servers[server].ice[i]].flags & DR_NR_CARD_REZZED) ? 2 : 1;
  return n;
}

/* Advancement on the Corp's installed agendas: points on the way. */
static double
agenda_progress (const DrNrState *s)
{
  double p = 0.0;
  int server, i;

  for (server = DR_NR_SERVER_REMOTE0; server < DR_NR_MAX_SERVERS; server++)
    for (i = 0; i < s->servers[server].n_root; i++)
      {
        int card = s->servers[server].root[i];
        const DrNrCardDef *d = dr_nr_def (s, card);

        if (d->type == DR_NR_TYPE_AGENDA && d->advancement > 0)
          p += d->points * (double) s->cards[card].advancement / d->advancement;
      }
  return p;
}

/* The Corp's chances in [0, 1] from features of a game still going
 * (docs/ai.md, evaluation: points, credits, cards, breaker coverage, ice). */
static double
corp_value (const DrNrState *s)
{
  int runners = 0, seat;
  double x, runner_credits = 0, grip = 0, coverage = 0, tags = 0;

  for (seat = 1; seat < s->n_seats; seat++)
    if (s->seats[seat].present && !s->seats[seat].flatlined)
      {
        runners++;
        runner_credits += s->seats[seat].credits;
        grip += s->seats[seat].hand.n;
        coverage += breaker_coverage (s, seat);
        tags += s->seats[seat].tags;
      }
  if (runners > 0)
    {
      runner_credits /= runners;
      grip /= runners;
      coverage /= runners;
      tags /= runners;
    }
  x = 0.55 * (dr_nr_points (s, DR_NR_CORP_SEAT) + 0.6 * agenda_progress (s)
              - dr_nr_runner_points (s))
      + 0.04 * (s->seats[DR_NR_CORP_SEAT].credits - runner_credits)
      + 0.05 * rezzed_ice (s)
      - 0.25 * coverage
      + 0.12 * tags
      + 0.03 * (s->seats[DR_NR_CORP_SEAT].hand.n - grip);
  return 1.0 / (1.0 + exp (-x));
}

static double
hook_evaluate (const void *world, int seat)
{
  double v = corp_value (world);

  return seat == DR_NR_CORP_SEAT ? v : 1.0 - v;
}

static double
hook_outcome (const void *world, int seat)
{
  const DrNrState *s = world;

  if (s->winner == DR_NR_WINNER_DRAW)
    return 0.5;
  return (s->winner == DR_NR_WINNER_CORP) == (seat == DR_NR_CORP_SEAT) ? 1.0 : 0.0;
}

static int
hook_progress (const void *state)
{
  return ((const DrNrState *) state)->turn;
}

static const DrAiSearchGame netrunner_search = {
  &dr_netrunner_game,
  hook_determinize,
  hook_rollout_policy,
  hook_evaluate,
  hook_outcome,
  hook_progress,
};

/* ---- candidates ---- */

static int
by_score_desc (const int *scores, int a, int b)
{
  return scores[a] != scores[b] ? scores[b] - scores[a] : a - b;
}

/* The heuristic's `k` best moves, best first, plus runs the calculator
 * finds promising that the heuristic left out.  The heuristic's favourite
 * starts with a small head start in the search. */
static void
pick_candidates (const DrNrState *view, const DrNrAiDecks *decks, const DrNrAction *legal,
                 int n, const int *scores, int k, DrAiCandidates *out)
{
  int order[DR_NR_MAX_ACTIONS];
  int i, j;

  for (i = 0; i < n; i++)
    order[i] = i;
  for (i = 1; i < n; i++)
    {
      int v = order[i];
      for (j = i - 1; j >= 0 && by_score_desc (scores, order[j], v) > 0; j--)
        order[j + 1] = order[j];
      order[j + 1] = v;
    }
  memset (out, 0, sizeof *out);
  out->prior_visits = 2.0;
  for (i = 0; i < n && out->n < k; i++)
    {
      if (i > 0 && scores[order[i]] <= NEVER_SCORE)
        break;
      out->index[out->n] = order[i];
      out->prior[out->n] = i == 0 ? 0.55 : 0.5;
      out->n++;
    }
  /* a run the heuristic ranks low may still be good against unknown ice */
  for (; i < n && out->n < DR_NR_MAX_ACTIONS; i++)
    {
      const DrNrAction *a = &legal[order[i]];
      DrNrAiRunPlan plan;

      if (a->kind != DR_NR_ACT_RUN || a->seat == DR_NR_CORP_SEAT)
        continue;
      dr_nr_ai_run_plan (view, decks, a->seat, a->server, view->servers[a->server].n_ice - 1,
                         &plan);
      if (plan.p_through >= 0.6)
        {
          out->index[out->n] = order[i];
          out->prior[out->n] = 0.5;
          out->n++;
        }
    }
}

/* Easy: the heuristic, but a quarter of the time one of its three best
 * moves at random (never one it rules out). */
static int
decide_easy (const int *scores, int n, uint64_t rng[4])
{
  int top[3] = { -1, -1, -1 };
  int i, j, n_top = 0;

  for (i = 0; i < n; i++)
    {
      for (j = 0; j < 3; j++)
        if (top[j] < 0 || scores[i] > scores[top[j]])
          {
            memmove (&top[j + 1], &top[j], (size_t) (2 - j) * sizeof top[0]);
            top[j] = i;
            break;
          }
    }
  for (j = 0; j < 3; j++)
    if (top[j] >= 0 && (j == 0 || scores[top[j]] > NEVER_SCORE))
      n_top++;
  if (n_top > 1 && dr_engine_rng_below (rng, 4) == 0)
    return top[dr_engine_rng_below (rng, (uint32_t) n_top)];
  return top[0];
}

int
dr_nr_ai_decide (const DrNrState *view, const DrNrAiDecks *decks, const DrNrAction *legal,
                 int n, uint64_t rng[4], DrNrAiLevel level, const DrNrAiBudget *budget,
                 volatile int *cancel)
{
  int scores[DR_NR_MAX_ACTIONS];
  DrAiCandidates *cand;
  DrAiSearchBudget sb;
  DrNrAiBudget defaults;
  DrNrAiDecks *prior = NULL;
  uint64_t seed[4];
  int i, choice;

  if (n <= 1)
    return 0;
  if (level < 0 || level >= DR_NR_AI_N_LEVELS)
    level = DR_NR_AI_NORMAL;
  if (level == DR_NR_AI_EASY)
    {
      dr_nr_ai_scores (view, legal, n, scores);
      return decide_easy (scores, n, rng);
    }
  cand = malloc (sizeof *cand);
  if (cand == NULL)
    return dr_nr_ai_choose (view, legal, n, rng);
  if (decks == NULL)
    {
      prior = malloc (sizeof *prior);
      if (prior == NULL)
        {
          free (cand);
          return dr_nr_ai_choose (view, legal, n, rng);
        }
      dr_nr_ai_decks_prior (prior, view);
      decks = prior;
    }
  dr_nr_ai_scores (view, legal, n, scores);
  pick_candidates (view, decks, legal, n, scores, levels[level].candidates, cand);
  if (budget == NULL)
    {
      dr_nr_ai_default_budget (level, &defaults);
      budget = &defaults;
    }
  memset (&sb, 0, sizeof sb);
  sb.iterations = budget->iterations;
  sb.seconds = budget->seconds;
  sb.threads = budget->threads;
  sb.horizon = levels[level].horizon_turns;
  sb.max_rollout_steps = 400 * levels[level].horizon_turns;
  sb.exploration = 0.4;
  sb.paired_worlds = levels[level].paired_worlds;
  if (sb.iterations <= 0 && sb.seconds <= 0)
    sb.iterations = 1;
  for (i = 0; i < 4; i++)
    seed[i] = dr_engine_rng_next (rng);
  choice = dr_ai_search (&netrunner_search, view, legal[0].seat, decks,
                         (const DrEngineAction *) legal, cand, seed, &sb, cancel, NULL);
  free (prior);
  free (cand);
  return choice;
}
