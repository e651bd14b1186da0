/* dr-scenario-sim.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Self-play with a policy, and the invariants every reachable position
 * must keep: cards conserved, no negative credits or clicks, exactly one
 * seat can act, masked views do not leak, replays reproduce the hash.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-scenario.h"
#include "dr-scenario-private.h"

int
dr_scenario_policy_random (const DrNrState *s, const DrNrAction *actions, int n,
                           guint64 rng[4], gpointer user_data)
{
  return (int) dr_engine_rng_below (rng, (uint32_t) n);
}

/* The engine's heuristic player sees only the acting seat's masked view,
 * never the state itself: it cannot cheat. */
int
dr_scenario_policy_heuristic (const DrNrState *s, const DrNrAction *actions, int n,
                              guint64 rng[4], gpointer user_data)
{
  DrNrState view;

  dr_nr_view (s, dr_nr_acting_seat (s), &view);
  return dr_nr_ai_choose (&view, actions, n, rng);
}

/* The budget of the searching levels in self-play; zero = each level's
 * own budget. */
static DrNrAiBudget sim_ai_budget[DR_NR_AI_N_LEVELS];

void
dr_scenario_set_ai_budget (DrNrAiLevel level, const DrNrAiBudget *budget)
{
  if (level < 0 || level >= DR_NR_AI_N_LEVELS)
    return;
  if (budget != NULL)
    sim_ai_budget[level] = *budget;
  else
    memset (&sim_ai_budget[level], 0, sizeof sim_ai_budget[level]);
}

/* A level of the computer player on the acting seat's masked view; the
 * seat's own deck list is the one thing it takes from the true state, as
 * the player who built the deck knows it. */
static int
policy_level (const DrNrState *s, const DrNrAction *actions, int n, guint64 rng[4],
              DrNrAiLevel level)
{
  int seat = dr_nr_acting_seat (s);
  const DrNrAiBudget *budget = NULL;
  DrNrAiDecks *decks;
  DrNrState *view;
  int k;

  if (n <= 1)
    return 0;
  if (sim_ai_budget[level].iterations > 0 || sim_ai_budget[level].seconds > 0)
    budget = &sim_ai_budget[level];
  decks = g_new (DrNrAiDecks, 1);
  view = g_new (DrNrState, 1);
  dr_nr_ai_decks_own (decks, s, seat);
  dr_nr_view (s, seat, view);
  k = dr_nr_ai_decide (view, decks, actions, n, rng, level, budget, NULL);
  g_free (view);
  g_free (decks);
  return k;
}

int
dr_scenario_policy_easy (const DrNrState *s, const DrNrAction *actions, int n,
                         guint64 rng[4], gpointer user_data)
{
  return policy_level (s, actions, n, rng, DR_NR_AI_EASY);
}

int
dr_scenario_policy_normal (const DrNrState *s, const DrNrAction *actions, int n,
                           guint64 rng[4], gpointer user_data)
{
  return policy_level (s, actions, n, rng, DR_NR_AI_NORMAL);
}

int
dr_scenario_policy_hard (const DrNrState *s, const DrNrAction *actions, int n,
                         guint64 rng[4], gpointer user_data)
{
  return policy_level (s, actions, n, rng, DR_NR_AI_HARD);
}

DrScenarioPolicy
dr_scenario_policy_by_name (const char *name)
{
  if (g_strcmp0 (name, "random") == 0)
    return dr_scenario_policy_random;
  if (g_strcmp0 (name, "heuristic") == 0)
    return dr_scenario_policy_heuristic;
  if (g_strcmp0 (name, "easy") == 0)
    return dr_scenario_policy_easy;
  if (g_strcmp0 (name, "normal") == 0)
    return dr_scenario_policy_normal;
  if (g_strcmp0 (name, "hard") == 0)
    return dr_scenario_policy_hard;
  return NULL;
}

static gboolean
check_conservation (const DrNrState *s, GString *problem)
{
  int i, listed = 0, outside = 0, seat, server;

  for (i = 0; i < s->n_cards; i++)
    {
      const DrNrCard *c = &s->cards[i];
      const uint8_t *ids;
      int count, k, found = 0;

      /* a played card waiting for its decisions, a card removed from the
       * game: in no list, but accounted for */
      if (c->zone == DR_NR_ZONE_PLAY || c->zone == DR_NR_ZONE_REMOVED)
        {
          outside++;
          continue;
        }
      if (c->zone == DR_NR_ZONE_IDENTITY)
        {
          if (s->seats[c->zseat].identity != i)
            {
              g_string_append_printf (problem, "card %d claims to be an identity", i);
              return FALSE;
            }
          outside++;
          continue;
        }
      /* a played card waits in the play area while it resolves: while
       * its run lasts or one of its decisions is pending */
      if (c->zone == DR_NR_ZONE_PLAY)
        {
          gboolean resolving = s->run.active && s->run.source == i;

          for (k = 0; k < s->stack_n && !resolving; k++)
            resolving = s->stack[k].kind == DR_NR_FRAME_PROMPT && s->stack[k].card == i;
          if (!resolving)
            {
              g_string_append_printf (problem, "card %d stays in play after resolving", i);
              return FALSE;
            }
          outside++;
          continue;
        }
      ids = dr_nr_zone_ids (s, c->zseat, c->zone, c->server, &count);
      if (ids == NULL)
        {
          g_string_append_printf (problem, "card %d is in no zone (%s)", i,
                                  dr_nr_zone_name (c->zone));
          return FALSE;
        }
      for (k = 0; k < count; k++)
        if (ids[k] == i)
          found++;
      if (found != 1)
        {
          g_string_append_printf (problem, "card %d is listed %d times in its zone", i, found);
          return FALSE;
        }
    }
  for (seat = 0; seat < s->n_seats; seat++)
    {
      const DrNrSeat *st = &s->seats[seat];
      listed += st->deck.n + st->hand.n + st->discard.n + st->score.n
        + st->programs.n + st->hardware.n + st->resources.n;
    }
  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    listed += s->servers[server].n_ice + s->servers[server].n_root;
  if (listed + outside != s->n_cards)
    {
      g_string_append_printf (problem, "%d cards in zones, %d exist", listed + outside, s->n_cards);
      return FALSE;
    }
  return TRUE;
}

/* A view must not change when two cards hidden from its seat swap faces. */
static gboolean
check_view (const DrNrState *s, int seat, GString *problem)
{
  DrNrState view, swapped, view2;
  int i, a = -1, b = -1;

  dr_nr_view (s, seat, &view);
  if (view.rng[0] != 0 || view.rng[1] != 0 || view.rng[2] != 0 || view.rng[3] != 0)
    {
      g_string_append (problem, "a view shows the generator");
      return FALSE;
    }
  for (i = 0; i < s->n_cards; i++)
    {
      int visible = dr_nr_card_visible (s, i, seat);
      if (!visible && view.cards[i].def != 0)
        {
          g_string_append_printf (problem, "seat %d sees hidden card %d", seat, i);
          return FALSE;
        }
      if (!visible)
        {
          if (a < 0)
            a = i;
          else if (b < 0 && s->cards[i].def != s->cards[a].def)
            b = i;
        }
    }
  if (a < 0 || b < 0)
    return TRUE;
  memcpy (&swapped, s, sizeof swapped);
  swapped.cards[a].def = s->cards[b].def;
  swapped.cards[b].def = s->cards[a].def;
  dr_nr_view (&swapped, seat, &view2);
  if (dr_nr_hash (&view) != dr_nr_hash (&view2))
    {
      g_string_append_printf (problem, "seat %d's view depends on hidden cards %d and %d",
                              seat, a, b);
      return FALSE;
    }
  return TRUE;
}

gboolean
dr_scenario_check_invariants (const DrNrState *s, GString *problem)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  int seat, i, n;

  for (seat = 0; seat < s->n_seats; seat++)
    if (s->seats[seat].credits < 0 || s->seats[seat].clicks < 0)
      {
        g_string_append_printf (problem, "seat %d has %d credits and %d clicks", seat,
                                s->seats[seat].credits, s->seats[seat].clicks);
        return FALSE;
      }
  if (!check_conservation (s, problem))
    return FALSE;
  n = dr_nr_legal_actions (s, legal);
  if (n >= DR_NR_MAX_ACTIONS)
    {
      /* the list is full: legal actions may have been cut off */
      g_string_append (problem, "the legal action list is full");
      return FALSE;
    }
  if (dr_nr_is_over (s))
    {
      if (n != 0)
        {
          g_string_append (problem, "actions are legal after the game ended");
          return FALSE;
        }
    }
  else
    {
      int acting = dr_nr_acting_seat (s);
      if (n < 1)
        {
          g_string_append_printf (problem, "nobody can act (decision %s)",
                                  dr_nr_frame_name (dr_nr_top (s)->kind));
          return FALSE;
        }
      for (i = 0; i < n; i++)
        if (legal[i].seat != acting)
          {
            g_string_append (problem, "two seats can act at once");
            return FALSE;
          }
      /* NAPD: once the game has begun only the Corp and the active Runner
       * take part (seed 002); every Runner decides their own mulligan */
      if (acting != DR_NR_CORP_SEAT && acting != s->active_runner
          && dr_nr_top (s)->kind != DR_NR_FRAME_MULLIGAN)
        {
          g_string_append_printf (problem, "inactive Runner %d acts", acting);
          return FALSE;
        }
    }
  for (seat = 1; seat < s->n_seats; seat++)
    {
      const DrNrSeat *st = &s->seats[seat];
      if (st->flatlined && s->winner == DR_NR_NO_SEAT
          && st->hand.n + st->discard.n + st->score.n + st->programs.n + st->hardware.n
             + st->resources.n > 0)
        {
          g_string_append_printf (problem, "flatlined Runner %d still has cards in play", seat);
          return FALSE;
        }
      if (st->flatlined && s->active_runner == seat && s->winner == DR_NR_NO_SEAT)
        {
          g_string_append_printf (problem, "flatlined Runner %d is active", seat);
          return FALSE;
        }
    }
  for (seat = 0; seat < s->n_seats; seat++)
    if (!check_view (s, seat, problem))
      return FALSE;
  return check_view (s, DR_NR_NO_SEAT, problem);
}

void
dr_scenario_setup_decks (const DrScenarioDeck *corp, const DrScenarioDeck *runners, int n_runners,
                         DrNrSetup *setup)
{
  int r;

  memset (setup, 0, sizeof *setup);
  setup->n_runners = n_runners;
  dr_scenario_deck_to_setup (corp, &setup->corp);
  for (r = 0; r < n_runners && r < DR_NR_MAX_SEATS - 1; r++)
    dr_scenario_deck_to_setup (&runners[r], &setup->runners[r]);
}

int
dr_scenario_decision_slot (const DrNrFrame *top, gboolean runner)
{
  int kind = top->kind == DR_NR_FRAME_PAW ? DR_NR_N_FRAMES + top->m : top->kind;

  return 2 * CLAMP (kind, 0, DR_NR_N_FRAMES + DR_NR_N_WINDOWS - 1) + (runner ? 1 : 0);
}

static char *
prompt_key (const char *code, int face, int step)
{
  return g_strdup_printf ("%s/%d/%d", code, face, step);
}

static void
count_prompt (GHashTable *prompts, const DrNrState *s, const DrNrFrame *top)
{
  const DrNrCardDef *d = dr_nr_def (s, top->card);
  char *key = prompt_key (d->code, d->face, top->step);
  guint64 *n = g_hash_table_lookup (prompts, key);

  if (n == NULL)
    {
      n = g_new0 (guint64, 1);
      g_hash_table_insert (prompts, key, n);
    }
  else
    g_free (key);
  (*n)++;
}

guint64
dr_scenario_prompts_met (const DrScenarioSimReport *report, const char *code, int face, int step)
{
  g_autofree char *key = prompt_key (code, face, step);
  const guint64 *n = report->prompts != NULL ? g_hash_table_lookup (report->prompts, key) : NULL;

  return n != NULL ? *n : 0;
}

static gboolean
play_game (const DrScenarioDeck *corp, const DrScenarioDeck *runners, int n_runners,
           guint64 seed, guint16 turn_limit, DrScenarioPolicy corp_policy,
           DrScenarioPolicy runner_policy, gboolean check_invariants, DrNrState *s,
           DrPlayRecord *record, guint64 *decisions, GHashTable *prompts, GString *problem)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  DrNrSetup setup;
  guint64 prng[4];

  dr_scenario_setup_decks (corp, runners, n_runners, &setup);
  setup.seed = seed;
  setup.turn_limit = turn_limit;
  if (dr_nr_setup (s, &setup) != DR_NR_OK)
    {
      g_string_append (problem, "the engine refused the decks");
      return FALSE;
    }
  if (corp_policy == NULL)
    corp_policy = dr_scenario_policy_random;
  if (runner_policy == NULL)
    runner_policy = dr_scenario_policy_random;
  /* the policies' randomness is apart from the game's */
  dr_engine_rng_seed (prng, seed ^ 0x5deece66dULL);
  while (!dr_nr_is_over (s))
    {
      int n = dr_nr_legal_actions (s, legal);
      int seat = dr_nr_acting_seat (s);
      int k;

      if (n < 1)
        {
          g_string_append (problem, "no legal action");
          return FALSE;
        }
      if (decisions != NULL)
        decisions[dr_scenario_decision_slot (dr_nr_top (s), seat != DR_NR_CORP_SEAT)]++;
      if (prompts != NULL && dr_nr_top (s)->kind == DR_NR_FRAME_PROMPT)
        count_prompt (prompts, s, dr_nr_top (s));
      k = (seat == DR_NR_CORP_SEAT ? corp_policy : runner_policy) (s, legal, n, prng, NULL);
      if (k < 0 || k >= n || dr_nr_apply (s, &legal[k]) != DR_NR_OK)
        {
          g_string_append (problem, "a legal action was refused");
          return FALSE;
        }
      if (record != NULL)
        g_array_append_val (record->actions, legal[k]);
      if (check_invariants && !dr_scenario_check_invariants (s, problem))
        return FALSE;
    }
  return TRUE;
}

gboolean
dr_scenario_play_game (const DrScenarioDeck *corp, const DrScenarioDeck *runners, int n_runners,
                       guint64 seed, guint16 turn_limit, DrScenarioPolicy corp_policy,
                       DrScenarioPolicy runner_policy, gboolean check_invariants,
                       DrNrState *s, DrPlayRecord *record, GString *problem)
{
  return play_game (corp, runners, n_runners, seed, turn_limit, corp_policy, runner_policy,
                    check_invariants, s, record, NULL, NULL, problem);
}

/* A failure with the last events before it, in the scenario log
 * vocabulary, so that a sweep's report is enough to write the regression
 * scenario. */
static void
note (DrScenarioSimReport *report, guint64 seed, const char *what, const DrNrState *s)
{
  g_autoptr (GString) text = NULL;
  guint32 i, first;

  report->invariant_failures++;
  if (report->messages->len >= 20)
    return;
  text = g_string_new (NULL);
  g_string_printf (text, "seed %" G_GUINT64_FORMAT ": %s", seed, what);
  if (s != NULL && s->log_total > 0)
    {
      first = s->log_total > 8 ? s->log_total - 8 : 0;
      g_string_append (text, "; last events:");
      for (i = first; i < s->log_total; i++)
        {
          char line[160];

          dr_nr_log_describe (s, &s->log[i % DR_NR_LOG_CAP], line, sizeof line);
          g_string_append_printf (text, "\n    %s", line);
        }
    }
  g_ptr_array_add (report->messages, g_string_free (g_steal_pointer (&text), FALSE));
}

gboolean
dr_scenario_simulate (const DrScenarioDeck *corp, const DrScenarioDeck *runners, int n_runners,
                      const DrScenarioSimOptions *options, DrScenarioSimReport *report,
                      GError **error)
{
  g_autoptr (GString) problem = g_string_new (NULL);
  DrNrState s, replayed;
  gint64 start = g_get_monotonic_time ();
  int g;

  memset (report, 0, sizeof *report);
  report->messages = g_ptr_array_new_with_free_func (g_free);
  report->prompts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (g = 0; g < options->games; g++)
    {
      guint64 seed = options->seed + (guint64) g;
      DrPlayRecord rec;
      gboolean ok;

      dr_play_record_init (&rec);
      g_string_truncate (problem, 0);
      ok = play_game (corp, runners, n_runners, seed, options->turn_limit,
                      options->corp_policy, options->runner_policy, options->check_invariants,
                      &s, options->check_replay ? &rec : NULL, report->decisions, report->prompts,
                      problem);
      if (!ok)
        {
          if (problem->len == 0)
            g_string_append (problem, "setup failed");
          if (s.n_cards == 0)
            {
              g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_ENGINE,
                           _("The rules engine refused these decks (an unknown card, a card of the other side, or two Runners with the same identity)"));
              g_array_unref (rec.actions);
              return FALSE;
            }
          note (report, seed, problem->str, &s);
        }
      else if (options->check_replay)
        {
          /* the record only borrows the decks */
          rec.seed = seed;
          rec.turn_limit = options->turn_limit;
          rec.corp = *corp;
          memcpy (rec.runners, runners, sizeof rec.runners[0] * (gsize) n_runners);
          rec.n_runners = n_runners;
          if (!dr_play_record_replay (&rec, &replayed, NULL)
              || dr_nr_hash (&replayed) != dr_nr_hash (&s))
            note (report, seed, "the replay does not reproduce the final hash", NULL);
        }
      g_array_unref (rec.actions);
      report->games++;
      report->actions += s.actions_applied;
      report->turns += s.turn;
      if (s.winner <= DR_NR_WINNER_DRAW)
        {
          report->wins[s.winner]++;
          report->by_reason[s.winner][s.reason]++;
        }
    }
  report->seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  return TRUE;
}

void
dr_scenario_sim_report_clear (DrScenarioSimReport *report)
{
  g_clear_pointer (&report->messages, g_ptr_array_unref);
  g_clear_pointer (&report->prompts, g_hash_table_unref);
}
