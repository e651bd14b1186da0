/* dr-nr-heuristic-runner.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The heuristic player's scores for the Runner: runs, breaking, installs,
 * and the decisions every seat shares (traces, prompts, movement).
 */
#include <string.h>

#include "dr-nr-heuristic-private.h"

/* ---- the Runner's view of ice ---- */

/* Credits needed to break every unbroken subroutine of `ice` with the
 * cheapest matching breaker, or -1 when no installed breaker can (the run
 * calculator's per-ice part, dr-nr-ai-run.c). */
int
dr_nr_heur_break_cost (const DrNrState *v, int runner, int ice, uint8_t broken)
{
  return dr_nr_ai_break_cost (v, runner, dr_nr_def (v, ice), dr_nr_subtypes (v, ice),
                              dr_nr_strength (v, ice), broken);
}

static int
ice_ends_runs (const DrNrState *v, int ice)
{
  const DrNrCardDef *d = dr_nr_def (v, ice);
  int k;

  for (k = 0; k < d->n_subs; k++)
    if (d->subs[k].op == DR_NR_OP_END_RUN)
      return 1;
  return 0;
}

static int
ice_hurts (const DrNrState *v, int ice)
{
  const DrNrCardDef *d = dr_nr_def (v, ice);
  int k;

  for (k = 0; k < d->n_subs; k++)
    if (d->subs[k].op == DR_NR_OP_NET_DAMAGE || d->subs[k].op == DR_NR_OP_MEAT_DAMAGE
        || d->subs[k].op == DR_NR_OP_CORE_DAMAGE)
      return d->subs[k].n;
  return 0;
}

/* Expected credits to get through a server's ice, or -1 when known ice
 * would stop the run.  Unrezzed ice is unknown: it costs a guess. */
static int
server_cost (const Ai *ai, int server, int from_position)
{
  const DrNrState *v = ai->v;
  const DrNrServer *sv = &v->servers[server];
  int i, total = 0;

  for (i = from_position; i >= 0 && i < sv->n_ice; i--)
    {
      int ice = sv->ice[i];

      if (!(v->cards[ice].flags & DR_NR_CARD_REZZED))
        {
          total += 2;
          continue;
        }
      {
        int c = dr_nr_heur_break_cost (v, ai->seat, ice, 0);
        /* a bioroid can be broken with clicks, if enough are left */
        if (c < 0 && dr_nr_def (v, ice)->click_break
            && v->seats[ai->seat].clicks > dr_nr_def (v, ice)->n_subs)
          c = dr_nr_def (v, ice)->n_subs;
        if (c < 0)
          {
            if (ice_ends_runs (v, ice) || ice_hurts (v, ice) >= v->seats[ai->seat].hand.n)
              return -1;
            total += 1;
          }
        else
          total += c;
      }
    }
  return total;
}

static int
server_value (const Ai *ai, int server)
{
  const DrNrState *v = ai->v;
  const DrNrServer *sv = &v->servers[server];
  const DrNrSeat *corp = &v->seats[DR_NR_CORP_SEAT];
  int i, value = 0;

  for (i = 0; i < sv->n_root; i++)
    {
      const DrNrCard *c = &v->cards[sv->root[i]];
      const DrNrCardDef *d = def_of (ai, sv->root[i]);

      if (d->type == DR_NR_TYPE_UNKNOWN)
        value += 60 + 40 * c->advancement;   /* an advanced card is likely an agenda */
      else if (d->trash_cost >= 0 && d->trash_cost <= ai->credits)
        value += 25;
    }
  switch (server)
    {
    case DR_NR_SERVER_HQ:
      value += corp->hand.n > 0 ? 45 + 4 * corp->hand.n : 0;
      break;
    case DR_NR_SERVER_RD:
      value += corp->deck.n > 0 ? 55 : 0;
      break;
    case DR_NR_SERVER_ARCHIVES:
      for (i = 0; i < corp->discard.n; i++)
        {
          const DrNrCardDef *d = def_of (ai, corp->discard.ids[i]);
          if (d->type == DR_NR_TYPE_UNKNOWN)
            value += 6;
          else if (d->type == DR_NR_TYPE_AGENDA)
            value += 150;
        }
      break;
    default:
      break;
    }
  return value;
}

static int
runner_run_score (const Ai *ai, int server)
{
  int cost = server_cost (ai, server, ai->v->servers[server].n_ice - 1);
  int value = server_value (ai, server);

  if (cost < 0 || cost > ai->credits || value <= 0)
    return NEVER / 2;
  return 40 + value - 8 * cost;
}

int
dr_nr_heur_is_card (const DrNrCardDef *d, const char *code)
{
  return strcmp (d->code, code) == 0;
}

/* A run made by a card: Inside Job skips the outermost ice's cost, Stimhack
 * brings 9 credits, Account Siphon pays whatever HQ holds, Sneakdoor Beta
 * goes through Archives' ice to HQ. */
static int
runner_card_run_score (const Ai *ai, const DrNrCardDef *d, int server)
{
  const DrNrState *v = ai->v;
  int through = dr_nr_heur_is_card (d, "01028") ? DR_NR_SERVER_ARCHIVES : server;
  int target = dr_nr_heur_is_card (d, "01028") ? DR_NR_SERVER_HQ : server;
  int from = v->servers[through].n_ice - 1 - (dr_nr_heur_is_card (d, "01021") ? 1 : 0);
  int credits = ai->credits - d->cost + (dr_nr_heur_is_card (d, "01004") ? 9 : 0);
  int cost = from >= 0 ? server_cost (ai, through, from) : 0;
  int value = server_value (ai, target);

  if (dr_nr_heur_is_card (d, "01018"))
    value += 2 * (v->seats[DR_NR_CORP_SEAT].credits < 5 ? v->seats[DR_NR_CORP_SEAT].credits : 5);
  if (dr_nr_heur_is_card (d, "01036") || dr_nr_heur_is_card (d, "01003"))
    value += 15;
  if (cost < 0 || cost > credits || value <= 0)
    return NEVER / 2;
  return 40 + value - 8 * cost - 4 * d->cost + (dr_nr_heur_is_card (d, "01004") ? -25 : 0);
}

/* Whether the Runner already has a breaker for these ice subtypes. */
static int
has_breaker_for (const Ai *ai, uint64_t subtypes, int except)
{
  const DrNrRig *progs = &ai->v->seats[ai->seat].programs;
  int i;

  for (i = 0; i < progs->n; i++)
    if (progs->ids[i] != except
        && (dr_nr_def (ai->v, progs->ids[i])->breaker.breaks & subtypes) == subtypes)
      return 1;
  return 0;
}

int
dr_nr_heur_runner_card_value (const Ai *ai, int card)
{
  const DrNrCardDef *d = def_of (ai, card);

  switch (d->type)
    {
    case DR_NR_TYPE_PROGRAM:
      if (d->breaker.breaks != 0)
        return has_breaker_for (ai, d->breaker.breaks, card) ? 10 : 90;
      return 30;
    case DR_NR_TYPE_EVENT:
      return d->play[0].op == DR_NR_OP_GAIN_CREDITS ? 40 + d->play[0].n : 25;
    case DR_NR_TYPE_HARDWARE:
      return 35;
    case DR_NR_TYPE_RESOURCE:
      return 25;
    default:
      return 10;
    }
}

int
dr_nr_heur_runner_install_score (const Ai *ai, int card)
{
  const DrNrCardDef *d = def_of (ai, card);

  if (d->type == DR_NR_TYPE_PROGRAM && d->breaker.breaks != 0)
    {
      if (has_breaker_for (ai, d->breaker.breaks, DR_NR_NO_CARD))
        return 5;
      /* an all-round breaker is a stopgap when a specialist is missing */
      return (d->breaker.breaks == DR_NR_SUB_ALL_ICE) ? 160 : 230;
    }
  if (d->memory_bonus > 0)
    return d->trigger.when != DR_NR_TRIGGER_NONE ? 110 : 45;
  if (d->type == DR_NR_TYPE_PROGRAM)
    return 70;
  if (d->link_bonus > 0)
    return 35;
  if (d->trigger.when == DR_NR_TRIGGER_TURN_BEGINS)
    return 75;
  return 30;
}

int
dr_nr_heur_score_runner_action (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  const DrNrState *v = ai->v;
  const DrNrSeat *me = &v->seats[ai->seat];
  const DrNrCardDef *d = def_of (ai, a->card);

  switch (a->kind)
    {
    case DR_NR_ACT_KEEP:
      return 10;
    case DR_NR_ACT_MULLIGAN:
      return 0;
    case DR_NR_ACT_CLICK_CREDIT:
      return 55;
    case DR_NR_ACT_CLICK_DRAW:
      return me->hand.n < 3 ? 60 : me->deck.n > 0 ? 20 : NEVER;
    case DR_NR_ACT_PLAY:
      if (d->run_servers != 0)
        return runner_card_run_score (ai, d, a->server) + (me->clicks > 1 ? 10 : 0);
      if (d->play[0].op == DR_NR_OP_GAIN_CREDITS)
        return 90 + 10 * (d->play[0].n - d->cost);
      if (d->play[0].op == DR_NR_OP_DRAW)
        return me->hand.n <= 2 ? 120 : 15;
      if (dr_nr_heur_is_card (d, "01049"))
        return 70;   /* Infiltration: 2 credits for a click */
      if (dr_nr_heur_is_card (d, "01022"))
        return has_breaker_for (ai, DR_NR_SUB_ALL_ICE, DR_NR_NO_CARD) ? 10 : 100;
      return 20;
    case DR_NR_ACT_INSTALL:
      /* trashing programs by choice while installing is rarely worth a
       * decision; a card hosted where it costs no memory is a little better */
      return dr_nr_heur_runner_install_score (ai, a->card) - (a->amount ? 20 : 0)
        + (a->target != DR_NR_NO_CARD && def_of (ai, a->target)->host_mu > 0 ? 3 : 0);
    case DR_NR_ACT_REMOVE_TAG:
      return 170;
    case DR_NR_ACT_RUN:
      /* the last click is a poor time to meet damage, the first a good one */
      return runner_run_score (ai, a->server) + (me->clicks > 1 ? 10 : 0);
    case DR_NR_ACT_ABILITY:
      if (d->custom[0] != NULL && d->on_run_start != NULL)
        return runner_card_run_score (ai, d, DR_NR_SERVER_HQ);   /* Sneakdoor Beta */
      if (d->can_use != NULL)
        return 15;   /* Lemuria Codecracker: knowing is worth less than a credit */
      if (a->kind == DR_NR_ACT_ABILITY && top->kind == DR_NR_FRAME_ACTION)
        {
          const DrNrAbility *ab = &d->abilities[a->amount];

          /* agenda points are not for sale (card 01031 Data Dealer) */
          if (ab->forfeit)
            return 1;
          /* clicks for credits beat the basic action */
          if (ab->op.op == DR_NR_OP_GAIN_CREDITS)
            return 50 + 5 * ab->op.n;
          if (d->hosted_credits > 0)
            return 60;
          if (ab->op.op == DR_NR_OP_CUSTOM)
            return me->hand.n < 2 ? 40 : 10;
          return v->cards[a->card].virus == 0 ? 45 : 5;
        }
      return 0;
    default:
      return 0;
    }
}

/* Breaking: match the ice's strength, then break what can be paid for,
 * the subroutines that end the run or hurt first. */
int
dr_nr_heur_score_encounter (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  const DrNrState *v = ai->v;
  int ice = top->card;
  int full = dr_nr_heur_break_cost (v, ai->seat, ice, v->run.broken);

  switch (a->kind)
    {
    case DR_NR_ACT_PUMP:
      {
        const DrNrBreaker *br = &def_of (ai, a->card)->breaker;
        int gap = dr_nr_strength (v, ice) - dr_nr_strength (v, a->card);
        if (gap <= 0 || full < 0 || full > ai->credits)
          return NEVER / 2;
        return 150 - br->pump_cost;
      }
    case DR_NR_ACT_BREAK:
      {
        const DrNrOp *sub = &dr_nr_def (v, ice)->subs[a->amount];
        int bonus = sub->op == DR_NR_OP_END_RUN ? 20
          : sub->op == DR_NR_OP_NET_DAMAGE || sub->op == DR_NR_OP_CORE_DAMAGE
            || sub->op == DR_NR_OP_TRASH_PROGRAM ? 15 : 0;
        if (a->card == a->target)
          {
            /* a bioroid's click: worth it for what hurts, while a click is
             * left for the rest of the turn */
            return bonus > 0 ? 110 + bonus : 0;
          }
        if (full < 0 || full > ai->credits)
          return bonus > 0 && ai->credits >= def_of (ai, a->card)->breaker.break_cost ? 120 + bonus : 0;
        return 130 + bonus;
      }
    case DR_NR_ACT_ABILITY:
      /* Datasucker: worth a counter when it closes a strength gap */
      return full < 0 || full > ai->credits ? 140 : 5;
    case DR_NR_ACT_PASS:
      return 50;
    default:
      return 0;
    }
}

/* A card's own decision (PROMPT frames): "take a tag or end the run"
 * (option 0 the lighter one), a card that can be advanced, an ice to
 * tinker with. */
int
dr_nr_heur_score_prompt (const Ai *ai, const DrNrAction *a)
{
  const DrNrState *v = ai->v;

  if (a->kind != DR_NR_ACT_CHOOSE)
    return 0;
  if (a->target != DR_NR_NO_CARD)
    {
      const DrNrCardDef *d = def_of (ai, a->target);
      if (ai->seat == DR_NR_CORP_SEAT)
        return d->type == DR_NR_TYPE_AGENDA ? 30 : 10;
      /* the Runner: the strongest rezzed ice it meets */
      return (v->cards[a->target].flags & DR_NR_CARD_REZZED) ? 10 + dr_nr_strength (v, a->target) : 5;
    }
  if (ai->seat != DR_NR_CORP_SEAT)
    return a->amount == 0 ? (v->seats[ai->seat].tags == 0 ? 20 : 5) : 10;
  return 10 - a->amount;
}

/* The Corp trashes the Runner's costliest breaker first. */
int
dr_nr_heur_score_choose_program (const Ai *ai, const DrNrAction *a)
{
  const DrNrCardDef *d = def_of (ai, a->target);

  if (a->kind != DR_NR_ACT_CHOOSE)
    return 0;
  return d->cost + (d->breaker.breaks != 0 ? 20 : 0);
}

int
dr_nr_heur_score_movement (const Ai *ai, const DrNrAction *a)
{
  const DrNrState *v = ai->v;
  int next = v->run.position - 1;

  if (a->kind != DR_NR_ACT_JACK_OUT)
    return 50;
  if (next < 0)
    return 0;
  return server_cost (ai, v->run.server, next) < 0 ? 100 : 0;
}

int
dr_nr_heur_score_trace (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  const DrNrState *v = ai->v;

  if (ai->seat == DR_NR_CORP_SEAT)
    {
      /* beat everything the Runner could add, cheaply, or bid nothing */
      int runner = v->active_runner;
      int best = dr_nr_link (v, runner) + dr_nr_runner_spendable (v, runner);
      if (top->n + a->amount > best)
        return 100 - a->amount;
      return a->amount == 0 ? 50 : -a->amount;
    }
  /* the Runner wins ties (rules-choices.md) */
  if (dr_nr_link (v, ai->seat) + a->amount >= top->n)
    return 100 - a->amount;
  return a->amount == 0 ? 50 : -a->amount;
}
