/* dr-ai-search.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Information-set Monte Carlo search with a flat tree: the root's
 * candidates are chosen by UCB1, every iteration in a fresh
 * determinization, so no statistic is ever tied to one guess of the hidden
 * cards (the strategy-fusion trap of searching one guessed world deeply).
 * Below the root the rollout policy plays every seat on its own view of
 * the sampled world.  The work is split into shards that share nothing
 * but the read-only view; each shard has its own generator, so an
 * iteration budget gives the same choice whatever the threads.
 */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dr-ai-search.h"

typedef struct
{
  const DrAiSearchGame *g;
  const void *view;
  int seat;
  const void *knowledge;
  const DrEngineAction *legal;
  const DrAiCandidates *cand;
  const DrAiSearchBudget *budget;
  volatile int *cancel;
  double deadline;        /* monotonic seconds; 0 = none */
  int root_progress;
  int n_shards;
  int next_shard;         /* shared, taken atomically by the threads */
} Search;

typedef struct
{
  uint64_t rng[4];
  int iterations;         /* this shard's share; 0 = until the deadline */
  int done;
  int visits[DR_ENGINE_MAX_ACTIONS];
  double total[DR_ENGINE_MAX_ACTIONS];
  int cancelled;
} Shard;

typedef struct
{
  Search *search;
  Shard *shards;
} Worker;

static double
monotonic_s (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

static int
pick_candidate (const Search *se, const Shard *sh)
{
  const DrAiCandidates *c = se->cand;
  double log_n = log ((double) sh->done + c->n * c->prior_visits + 1.0);
  double best = -1.0;
  int k, pick = 0;

  for (k = 0; k < c->n; k++)
    {
      double n = sh->visits[k] + c->prior_visits;
      double score;

      if (n <= 0)
        return k;   /* an untried candidate without a prior goes first */
      score = (sh->total[k] + c->prior[k] * c->prior_visits) / n
              + se->budget->exploration * sqrt (log_n / n);
      if (score > best)
        {
          best = score;
          pick = k;
        }
    }
  return pick;
}

/* Plays on from `world` with the rollout policy and returns its value for
 * the searching seat. */
static double
rollout (const Search *se, void *world, uint64_t rng[4])
{
  const DrAiSearchGame *g = se->g;
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  int steps = 0;

  while (!g->game->is_over (world))
    {
      int n, k;

      if (steps >= se->budget->max_rollout_steps
          || g->progress (world) >= se->root_progress + se->budget->horizon)
        return g->evaluate (world, se->seat);
      n = g->game->legal_actions (world, legal);
      if (n < 1)
        break;
      k = n == 1 ? 0 : g->rollout_policy (world, legal, n, rng);
      if (g->game->apply (world, &legal[k]) != 0)
        break;
      steps++;
    }
  if (g->game->is_over (world))
    return g->outcome (world, se->seat);
  return g->evaluate (world, se->seat);
}

/* Paired worlds (DrAiSearchBudget.paired_worlds): a round is one drawn
 * world, kept in `base`, and every candidate played from a copy of it with
 * the same rollout generator.  A round is started only when the whole of
 * it fits the shard's iterations. */
static void
run_shard_paired (Search *se, Shard *sh, void *world, void *base)
{
  const DrAiCandidates *c = se->cand;
  size_t size = se->g->game->state_size;

  while (sh->iterations == 0 || sh->done + c->n <= sh->iterations)
    {
      uint64_t round_rng[4];
      int k;

      if (se->deadline > 0 && monotonic_s () >= se->deadline)
        break;
      se->g->determinize (se->view, se->seat, se->knowledge, sh->rng, base);
      dr_engine_rng_seed (round_rng, dr_engine_rng_next (sh->rng));
      for (k = 0; k < c->n; k++)
        {
          uint64_t rng[4];
          double value;

          if (se->cancel != NULL && *se->cancel)
            {
              sh->cancelled = 1;
              return;
            }
          memcpy (world, base, size);
          memcpy (rng, round_rng, sizeof rng);
          if (se->g->game->apply (world, &se->legal[c->index[k]]) != 0)
            value = 0.0;
          else
            value = rollout (se, world, rng);
          sh->visits[k]++;
          sh->total[k] += value;
          sh->done++;
        }
    }
}

static void
run_shard (Search *se, Shard *sh, void *world)
{
  while (sh->iterations == 0 || sh->done < sh->iterations)
    {
      int k;
      double value;

      if (se->cancel != NULL && *se->cancel)
        {
          sh->cancelled = 1;
          break;
        }
      if (se->deadline > 0 && monotonic_s () >= se->deadline)
        break;
      se->g->determinize (se->view, se->seat, se->knowledge, sh->rng, world);
      k = pick_candidate (se, sh);
      if (se->g->game->apply (world, &se->legal[se->cand->index[k]]) != 0)
        value = 0.0;   /* cannot happen for a faithful determinizer; never prefer it */
      else
        value = rollout (se, world, sh->rng);
      sh->visits[k]++;
      sh->total[k] += value;
      sh->done++;
    }
}

static void *
worker_main (void *data)
{
  Worker *w = data;
  Search *se = w->search;
  void *world = malloc (se->g->game->state_size);
  void *base = se->budget->paired_worlds ? malloc (se->g->game->state_size) : NULL;

  if (world == NULL || (se->budget->paired_worlds && base == NULL))
    {
      free (world);
      free (base);
      return NULL;
    }
  for (;;)
    {
      int shard = __atomic_fetch_add (&se->next_shard, 1, __ATOMIC_SEQ_CST);

      if (shard >= se->n_shards)
        break;
      if (base != NULL)
        run_shard_paired (se, &w->shards[shard], world, base);
      else
        run_shard (se, &w->shards[shard], world);
    }
  free (world);
  free (base);
  return NULL;
}

static int
online_cores (void)
{
  long n = sysconf (_SC_NPROCESSORS_ONLN);

  return n < 1 ? 1 : n > DR_AI_SEARCH_MAX_THREADS ? DR_AI_SEARCH_MAX_THREADS : (int) n;
}

int
dr_ai_search (const DrAiSearchGame *g, const void *view, int seat, const void *knowledge,
              const DrEngineAction *legal, const DrAiCandidates *candidates,
              const uint64_t seed[4], const DrAiSearchBudget *budget,
              volatile int *cancel, DrAiSearchStats *stats)
{
  Shard *shards;
  Search se;
  Worker worker;
  pthread_t threads[DR_AI_SEARCH_MAX_THREADS];
  int n_threads, started = 0, i, k, best = 0;
  int visits[DR_ENGINE_MAX_ACTIONS] = { 0 };
  double total[DR_ENGINE_MAX_ACTIONS] = { 0 };
  int done = 0, cancelled = 0;

  if (candidates->n <= 1)
    return candidates->n == 1 ? candidates->index[0] : 0;
  memset (&se, 0, sizeof se);
  se.g = g;
  se.view = view;
  se.seat = seat;
  se.knowledge = knowledge;
  se.legal = legal;
  se.cand = candidates;
  se.budget = budget;
  se.cancel = cancel;
  se.root_progress = g->progress (view);
  n_threads = budget->threads > 0 ? budget->threads : online_cores ();
  if (n_threads > DR_AI_SEARCH_MAX_THREADS)
    n_threads = DR_AI_SEARCH_MAX_THREADS;
  /* with only an iteration budget the shards are fixed, so the result does
   * not depend on the machine; a time budget gives each thread its shard */
  se.n_shards = budget->seconds > 0 || budget->iterations <= 0 ? n_threads : DR_AI_SEARCH_SHARDS;
  if (budget->seconds > 0)
    se.deadline = monotonic_s () + budget->seconds;
  shards = calloc ((size_t) se.n_shards, sizeof *shards);
  if (shards == NULL)
    return candidates->index[0];
  for (i = 0; i < se.n_shards; i++)
    {
      dr_engine_rng_seed (shards[i].rng, seed[0] ^ (seed[1] << 1) ^ (seed[2] << 2) ^ seed[3]
                                         ^ ((uint64_t) (i + 1) * UINT64_C (0x9e3779b97f4a7c15)));
      if (budget->iterations > 0 && budget->paired_worlds)
        {
          /* whole rounds, at least one however small the budget */
          int rounds = budget->iterations / candidates->n > 0 ? budget->iterations / candidates->n : 1;

          shards[i].iterations = (rounds / se.n_shards + (i < rounds % se.n_shards ? 1 : 0))
                                 * candidates->n;
        }
      else if (budget->iterations > 0)
        shards[i].iterations = budget->iterations / se.n_shards
                               + (i < budget->iterations % se.n_shards ? 1 : 0);
      if (budget->iterations > 0 && shards[i].iterations == 0)
        shards[i].iterations = -1;   /* nothing to do: never run */
    }
  worker.search = &se;
  worker.shards = shards;
  if (n_threads > se.n_shards)
    n_threads = se.n_shards;
  for (i = 1; i < n_threads; i++)
    if (pthread_create (&threads[started], NULL, worker_main, &worker) == 0)
      started++;
  worker_main (&worker);   /* this thread works too */
  for (i = 0; i < started; i++)
    pthread_join (threads[i], NULL);

  /* merge the shards in a fixed order */
  for (i = 0; i < se.n_shards; i++)
    {
      for (k = 0; k < candidates->n; k++)
        {
          visits[k] += shards[i].visits[k];
          total[k] += shards[i].total[k];
        }
      done += shards[i].done;
      cancelled |= shards[i].cancelled;
    }
  for (k = 1; k < candidates->n; k++)
    {
      double mean_k = visits[k] > 0 ? total[k] / visits[k] : -1.0;
      double mean_b = visits[best] > 0 ? total[best] / visits[best] : -1.0;

      if (budget->paired_worlds)
        {
          /* every candidate saw the same worlds: the value decides, the
           * prior's head start counted in */
          double pv = candidates->prior_visits;

          if ((total[k] + candidates->prior[k] * pv) / (visits[k] + pv)
              > (total[best] + candidates->prior[best] * pv) / (visits[best] + pv))
            best = k;
        }
      else if (visits[k] > visits[best] || (visits[k] == visits[best] && mean_k > mean_b))
        best = k;
    }
  if (done == 0)
    {
      /* no iteration ran (cancelled at once): the best prior */
      for (k = 1; k < candidates->n; k++)
        if (candidates->prior[k] > candidates->prior[best])
          best = k;
    }
  if (stats != NULL)
    {
      memset (stats, 0, sizeof *stats);
      stats->iterations = done;
      stats->cancelled = cancelled;
      for (k = 0; k < candidates->n; k++)
        {
          stats->visits[k] = visits[k];
          stats->value[k] = visits[k] > 0 ? total[k] / visits[k] : 0.0;
        }
    }
  free (shards);
  return candidates->index[best];
}
