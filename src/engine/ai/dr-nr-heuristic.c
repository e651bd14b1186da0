/* dr-nr-heuristic.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A heuristic player.  It is a pure function of what one seat may know —
 * the masked view of dr_nr_view() — plus a random generator for ties, so
 * it cannot cheat: hidden cards are unknown to it, as to a person.  Each
 * legal action gets a score from simple Netrunner sense (score and advance
 * agendas, protect servers with ice, run where the ice can be broken,
 * break what can be paid for, take the money) and the best one is played.
 */
#include <string.h>

#include "dr-nr-ai.h"
#include "dr-nr-private.h"

#define NEVER (-1000000)

typedef struct
{
  const DrNrState *v;
  int seat;
  int credits;
} Ai;

static const DrNrCardDef *
def_of (const Ai *ai, int card)
{
  return card == DR_NR_NO_CARD ? dr_nr_card_at (0) : dr_nr_def (ai->v, card);
}

/* ---- the Runner's view of ice ---- */

/* Credits needed to break every unbroken subroutine of `ice` with the
 * cheapest matching breaker, or -1 when no installed breaker can (the run
 * calculator's per-ice part, dr-nr-ai-run.c). */
static int
break_cost (const DrNrState *v, int runner, int ice, uint8_t broken)
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
        int c = break_cost (v, ai->seat, ice, 0);
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

static int
is_card (const DrNrCardDef *d, const char *code)
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
  int through = is_card (d, "01028") ? DR_NR_SERVER_ARCHIVES : server;
  int target = is_card (d, "01028") ? DR_NR_SERVER_HQ : server;
  int from = v->servers[through].n_ice - 1 - (is_card (d, "01021") ? 1 : 0);
  int credits = ai->credits - d->cost + (is_card (d, "01004") ? 9 : 0);
  int cost = from >= 0 ? server_cost (ai, through, from) : 0;
  int value = server_value (ai, target);

  if (is_card (d, "01018"))
    value += 2 * (v->seats[DR_NR_CORP_SEAT].credits < 5 ? v->seats[DR_NR_CORP_SEAT].credits : 5);
  if (is_card (d, "01036") || is_card (d, "01003"))
    value += 15;
  if (cost < 0 || cost > credits || value <= 0)
    return NEVER / 2;
  return 40 + value - 8 * cost - 4 * d->cost + (is_card (d, "01004") ? -25 : 0);
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

static int
runner_card_value (const Ai *ai, int card)
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

static int
runner_install_score (const Ai *ai, int card)
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

static int
score_runner_action (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
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
      if (is_card (d, "01049"))
        return 70;   /* Infiltration: 2 credits for a click */
      if (is_card (d, "01022"))
        return has_breaker_for (ai, DR_NR_SUB_ALL_ICE, DR_NR_NO_CARD) ? 10 : 100;
      return 20;
    case DR_NR_ACT_INSTALL:
      /* trashing programs by choice while installing is rarely worth a
       * decision; a card hosted where it costs no memory is a little better */
      return runner_install_score (ai, a->card) - (a->amount ? 20 : 0)
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
static int
score_encounter (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  const DrNrState *v = ai->v;
  int ice = top->card;
  int full = break_cost (v, ai->seat, ice, v->run.broken);

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
static int
score_prompt (const Ai *ai, const DrNrAction *a)
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
static int
score_choose_program (const Ai *ai, const DrNrAction *a)
{
  const DrNrCardDef *d = def_of (ai, a->target);

  if (a->kind != DR_NR_ACT_CHOOSE)
    return 0;
  return d->cost + (d->breaker.breaks != 0 ? 20 : 0);
}

static int
score_movement (const Ai *ai, const DrNrAction *a)
{
  const DrNrState *v = ai->v;
  int next = v->run.position - 1;

  if (a->kind != DR_NR_ACT_JACK_OUT)
    return 50;
  if (next < 0)
    return 0;
  return server_cost (ai, v->run.server, next) < 0 ? 100 : 0;
}

static int
score_trace (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
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

/* ---- the Corp ---- */

static int
installed_agendas (const Ai *ai)
{
  int server, i, n = 0;

  for (server = DR_NR_SERVER_REMOTE0; server < DR_NR_MAX_SERVERS; server++)
    for (i = 0; i < ai->v->servers[server].n_root; i++)
      if (def_of (ai, ai->v->servers[server].root[i])->type == DR_NR_TYPE_AGENDA)
        n++;
  return n;
}

static int
server_has_agenda (const Ai *ai, int server)
{
  const DrNrServer *sv = &ai->v->servers[server];
  int i;

  for (i = 0; i < sv->n_root; i++)
    if (def_of (ai, sv->root[i])->type == DR_NR_TYPE_AGENDA)
      return 1;
  return 0;
}

/* A remote with ice and nothing in its root: where the next agenda goes. */
static int
has_scoring_remote (const Ai *ai)
{
  int server;

  for (server = DR_NR_SERVER_REMOTE0; server < DR_NR_MAX_SERVERS; server++)
    if (ai->v->servers[server].n_ice > 0 && ai->v->servers[server].n_root == 0)
      return 1;
  return 0;
}

static int
agenda_in_hand (const Ai *ai)
{
  const DrNrPile *hq = &ai->v->seats[DR_NR_CORP_SEAT].hand;
  int i;

  for (i = 0; i < hq->n; i++)
    if (def_of (ai, hq->ids[i])->type == DR_NR_TYPE_AGENDA)
      return 1;
  return 0;
}

static int
corp_card_value (const Ai *ai, int card)
{
  const DrNrCardDef *d = def_of (ai, card);

  switch (d->type)
    {
    case DR_NR_TYPE_AGENDA:
      return 100;
    case DR_NR_TYPE_ICE:
      return 45 + d->strength;
    case DR_NR_TYPE_OPERATION:
      return d->play[0].op == DR_NR_OP_GAIN_CREDITS ? 20 + d->play[0].n : 15;
    case DR_NR_TYPE_ASSET:
      return 30;
    default:
      return 20;
    }
}

static int
corp_install_score (const Ai *ai, const DrNrAction *a)
{
  const DrNrState *v = ai->v;
  const DrNrCardDef *d = def_of (ai, a->card);
  int new_remote = a->server == DR_NR_SERVER_NEW;
  const DrNrServer *sv = new_remote ? NULL : &v->servers[a->server];
  int n_ice = sv != NULL ? sv->n_ice : 0;

  if (a->target != DR_NR_NO_CARD && d->type != DR_NR_TYPE_UPGRADE)
    return NEVER / 2;    /* trashing our own cards is for later versions */
  switch (d->type)
    {
    case DR_NR_TYPE_AGENDA:
      if (installed_agendas (ai) > 0)
        return 10;
      if (new_remote)
        return 30;   /* a naked agenda is a gift to the Runner */
      return sv->n_root == 0 ? 140 + 50 * n_ice : NEVER / 2;
    case DR_NR_TYPE_ICE:
      {
        int value = 170 - 45 * n_ice;
        int rez_reserve = d->cost;

        if (!new_remote && a->server >= DR_NR_SERVER_REMOTE0)
          value += server_has_agenda (ai, a->server) ? 90 : 15;
        else if (a->server == DR_NR_SERVER_HQ || a->server == DR_NR_SERVER_RD)
          value += 30;
        else if (a->server == DR_NR_SERVER_ARCHIVES)
          value -= 60;
        else if (agenda_in_hand (ai) && !has_scoring_remote (ai) && installed_agendas (ai) == 0)
          value += 60;   /* a new remote: a place for the agenda in hand */
        else
          value -= 20;
        if (ai->credits - n_ice < rez_reserve)
          value -= 40;
        return value;
      }
    case DR_NR_TYPE_ASSET:
      return new_remote ? 85 : NEVER / 2;
    case DR_NR_TYPE_UPGRADE:
      if (a->target != DR_NR_NO_CARD)
        return NEVER / 2;
      if (d->agenda_req_discount > 0 || d->steal_cost > 0)
        return !new_remote && server_has_agenda (ai, a->server) ? 70 : 5;
      return n_ice > 0 ? 35 : 5;
    default:
      return 0;
    }
}

static int
corp_rez_score (const Ai *ai, const DrNrFrame *top, int card)
{
  const DrNrCardDef *d = def_of (ai, card);

  if (d->type == DR_NR_TYPE_ICE)
    return 300;
  if (d->trigger.when == DR_NR_TRIGGER_ACCESSED)
    return -10;   /* an ambush works face down; rezzing it only warns */
  if (d->steal_cost > 0)
    return server_has_agenda (ai, ai->v->cards[card].server) ? 120 : -10;
  if (top->kind == DR_NR_FRAME_APPROACH_REZ || top->kind == DR_NR_FRAME_SERVER_REZ
      || top->kind == DR_NR_FRAME_ENCOUNTER)
    return d->ice_rez_discount > 0 ? 90 : -10;   /* keep the money for ice */
  if (d->trigger.when == DR_NR_TRIGGER_TURN_BEGINS)
    return 110;
  if (d->agenda_req_discount > 0)
    return server_has_agenda (ai, ai->v->cards[card].server) ? 90 : -10;
  if (d->ice_rez_discount > 0)
    return 40;
  if (d->n_abilities > 0 && d->abilities[0].clicks >= 3)
    return 70;
  return 5;
}

/* Cyber Bureau before the first turn (card 24001): installs are free, so
 * ice goes where it protects most and assets where they pay; a naked agenda
 * or an upgrade with nothing to guard is not worth a slot.  Rezzes spend the
 * 20-credit discount on the dearest cards first and keep a few credits. */
static int
score_pregame (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  Ai free_ai = *ai;
  const DrNrCardDef *d;

  if (a->kind == DR_NR_ACT_PASS)
    return 35;
  d = def_of (ai, a->target);
  if (a->server != DR_NR_NO_SERVER)
    {
      /* as if installing, with the discount as money to rez with */
      free_ai.credits += top->m + 20;
      return corp_install_score (&free_ai, &(DrNrAction) { .kind = DR_NR_ACT_INSTALL,
                                  .seat = DR_NR_CORP_SEAT, .card = a->target,
                                  .server = a->server, .target = DR_NR_NO_CARD });
    }
  {
    int cost = dr_nr_rez_cost (ai->v, a->target);
    int over = cost > top->m ? cost - top->m : 0;
    int score = (d->type == DR_NR_TYPE_ICE ? 300 : corp_rez_score (ai, top, a->target) + 60) + cost;

    if (ai->credits - over < 3)
      score -= 200;
    return score - 40 * over;
  }
}

/* A PROMPT whose source is our identity. */
static int
score_identity_prompt (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  const DrNrSeat *me = &ai->v->seats[ai->seat];

  if (def_of (ai, top->card)->before_first_turn != NULL)
    return score_pregame (ai, top, a);
  /* Detective's Bureau: 3 credits, or 3 cards when short of cards */
  if (a->amount == 1)
    return me->hand.n <= 2 && me->credits >= 6 ? 20 : 5;
  return 10;
}

/* Nisei MK II's counter: spent on a run that reached a server worth
 * keeping, never on the way in. */
static int
run_worth_ending (const Ai *ai)
{
  const DrNrState *v = ai->v;
  int server = v->run.server;

  if (!v->run.active || v->run.phase != DR_NR_RUN_APPROACH_SERVER)
    return 0;
  if (server >= DR_NR_SERVER_REMOTE0)
    return v->servers[server].n_root > 0;
  return server != DR_NR_SERVER_ARCHIVES;
}

static int
corp_play_score (const Ai *ai, int card)
{
  const DrNrState *v = ai->v;
  const DrNrSeat *me = &v->seats[DR_NR_CORP_SEAT];
  const DrNrSeat *runner = &v->seats[v->active_runner];
  const DrNrCardDef *d = def_of (ai, card);

  switch (d->play[0].op)
    {
    case DR_NR_OP_GAIN_CREDITS:
      return 100 + 12 * (d->play[0].n - d->cost);
    case DR_NR_OP_MEAT_DAMAGE:
    case DR_NR_OP_NET_DAMAGE:
      /* a flatline wins; a single point still costs the Runner a card */
      return d->play[0].n >= runner->hand.n ? 900 : 60 + 20 * d->play[0].n;
    case DR_NR_OP_LOSE_ALL_CREDITS:
      return runner->credits >= 4 ? 120 + 5 * runner->credits : 5;
    case DR_NR_OP_TRACE:
      return me->credits >= 5 ? 70 : 5;
    case DR_NR_OP_GAIN_CLICKS:
      return installed_agendas (ai) > 0 && me->credits >= 6 ? 200 : 5;
    default:
      break;
    }
  if (d->prompt_apply != NULL)
    return 40;   /* cards with decisions of their own: install, advance, fetch */
  return me->hand.n <= 2 ? 90 : 20;
}

static int
score_corp_action (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  const DrNrState *v = ai->v;
  const DrNrSeat *me = &v->seats[DR_NR_CORP_SEAT];
  const DrNrCardDef *d = def_of (ai, a->card);

  switch (a->kind)
    {
    case DR_NR_ACT_KEEP:
      return 10;
    case DR_NR_ACT_MULLIGAN:
      return 0;
    case DR_NR_ACT_SCORE:
      return 1000;
    case DR_NR_ACT_REZ:
      /* an agenda forfeited to rez (Archer): only a 1-point one */
      if (a->target != DR_NR_NO_CARD)
        return corp_rez_score (ai, top, a->card) - 160 * def_of (ai, a->target)->points;
      return corp_rez_score (ai, top, a->card);
    case DR_NR_ACT_ADVANCE:
      if (d->type == DR_NR_TYPE_AGENDA)
        return 260 + 20 * v->cards[a->card].advancement;
      /* an advanced ambush looks like an agenda and hurts more */
      if (d->trigger.when == DR_NR_TRIGGER_ACCESSED && v->cards[a->card].advancement < 3)
        return 60;
      return 5;
    case DR_NR_ACT_INSTALL:
      return corp_install_score (ai, a);
    case DR_NR_ACT_PLAY:
      return corp_play_score (ai, a->card);
    case DR_NR_ACT_ABILITY:
      {
        const DrNrAbility *ab = &d->abilities[a->amount];
        if (ab->trash_target)
          return -50;   /* Security Subcontract: ice is worth more than 4 credits */
        if (ab->op.op == DR_NR_OP_MEAT_DAMAGE)
          return 400;
        if (ab->op.op == DR_NR_OP_GAIN_CREDITS)
          return me->credits < 12 ? 190 : 40;
        if (ab->op.op == DR_NR_OP_PLACE_ADVANCEMENT)
          return def_of (ai, a->target)->type == DR_NR_TYPE_AGENDA ? 500 : -20;
        if (ab->op.op == DR_NR_OP_END_RUN)
          return run_worth_ending (ai) ? 350 : -30;
        if (ab->op.op == DR_NR_OP_GIVE_TAG)
          return 250;   /* Data Raven's power counters */
        if (d->type == DR_NR_TYPE_IDENTITY)
          return 75;   /* Detective's Bureau: 3 credits or 3 cards for a click */
        return -20;   /* Corporate Troubleshooter: not worth its X yet */
      }
    case DR_NR_ACT_TRASH_RESOURCE:
      return 150;
    case DR_NR_ACT_PURGE:
      {
        int seat = v->active_runner, i, virus = 0;
        for (i = 0; i < v->seats[seat].programs.n; i++)
          virus += v->cards[v->seats[seat].programs.ids[i]].virus;
        return virus >= 3 ? 120 : NEVER / 2;
      }
    case DR_NR_ACT_CLICK_CREDIT:
      return 55;
    case DR_NR_ACT_CLICK_DRAW:
      return me->hand.n < 3 ? 65 : 25;
    case DR_NR_ACT_PASS:
      return 0;
    default:
      return 0;
    }
}

/* Group B's cards with decisions of their own (runs, access, ambushes). */
static int
is_runs_prompt (const DrNrCardDef *d)
{
  static const char *const codes[] = {
    "01002", "01010", "01022", "01023", "01026", "01029", "01049", "01057", "01069", "01070"
  };
  size_t i;

  for (i = 0; i < sizeof codes / sizeof codes[0]; i++)
    if (is_card (d, codes[i]))
      return 1;
  return 0;
}

/* Their decisions: take the best card or the most credits, pay for an
 * ambush that does something, bypass what cannot be broken. */
static int
score_runs_prompt (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  const DrNrState *v = ai->v;
  const DrNrCardDef *source = def_of (ai, top->card);

  if (a->kind == DR_NR_ACT_PASS)
    return 10;
  if (a->kind == DR_NR_ACT_NUMBER)
    return 20 + a->amount;
  if (a->target != DR_NR_NO_CARD)
    {
      const DrNrCardDef *t = def_of (ai, a->target);

      if (ai->seat == DR_NR_CORP_SEAT)
        return 20 + runner_card_value (ai, a->target);   /* programs to trash */
      if (t->type == DR_NR_TYPE_ICE)
        return 20 + ((v->cards[a->target].flags & DR_NR_CARD_REZZED) ? 10 : 0)
          + ((t->subtypes & DR_NR_SUB_SENTRY) ? 10 : 0);
      return 20 + runner_card_value (ai, a->target);
    }
  if (ai->seat == DR_NR_CORP_SEAT)
    {
      /* the ambush's payment: worth it when it does something */
      int advancement = v->cards[top->card].advancement;

      if (source->trigger.server == DR_NR_TRIGGER_INSTALLED && advancement == 0)
        return 0;
      if (is_card (source, "01057") && v->seats[v->active_runner].programs.n == 0)
        return 0;
      return 100;
    }
  if (is_card (source, "01049"))
    return a->amount == 0 ? 60 : 30;   /* Infiltration: the credits */
  if (is_card (source, "01026"))
    {
      /* Femme Fatale's bypass: when breaking costs more or is impossible */
      int ice = dr_nr_run_current_ice (v);
      int cost = ice != DR_NR_NO_CARD ? break_cost (v, ai->seat, ice, 0) : -1;

      return cost < 0 || cost > dr_nr_def (v, ice)->n_subs ? 100 : 5;
    }
  return 30;
}

/* Group D's decisions: prevention is always worth using (the damage, tag
 * or trash is certain, the cards are made for it); the group's prompts pick
 * the most useful card to take or install, or the least useful one to trash
 * (Aesop's Pawnshop, the only prompt of the group whose rig choice is a
 * trash); Aesop's Pawnshop is used only when a card worth less than 3
 * credits can go. Other optional triggers follow the general rule. */
static int
cheapest_other_rig_card (const Ai *ai, int except)
{
  const DrNrSeat *me = &ai->v->seats[ai->seat];
  const DrNrRig *rigs[3] = { &me->programs, &me->hardware, &me->resources };
  int r, i, best = 1000;

  for (r = 0; r < 3; r++)
    for (i = 0; i < rigs[r]->n; i++)
      if (rigs[r]->ids[i] != except)
        {
          int value = runner_card_value (ai, rigs[r]->ids[i]);
          best = value < best ? value : best;
        }
  return best;
}

static int
is_code (const Ai *ai, int card, const char *code)
{
  return card != DR_NR_NO_CARD && strcmp (def_of (ai, card)->code, code) == 0;
}

static int
score_group_d (const Ai *ai, const DrNrFrame *top, const DrNrAction *a, int *score)
{
  const DrNrCard *target;

  switch (top->kind)
    {
    case DR_NR_FRAME_PREVENT:
      /* always prevent, rezzing a card to do so (01071 Zaibatsu
       * Loyalty), and pay before giving up the card */
      *score = a->kind == DR_NR_ACT_PREVENT
        ? (def_of (ai, a->card)->prevent[a->amount].trash_self ? 40 : 50)
        : a->kind == DR_NR_ACT_REZ ? 30 : 10;
      return 1;
    case DR_NR_FRAME_REACTION:
      /* card 01047 Aesop's Pawnshop: 3 credits for a card worth little */
      if ((a->kind != DR_NR_ACT_DECLINE && a->kind != DR_NR_ACT_TRIGGER)
          || !is_code (ai, a->card, "01047"))
        return 0;
      *score = (cheapest_other_rig_card (ai, a->card) <= 25) == (a->kind == DR_NR_ACT_TRIGGER)
        ? 10 : 0;
      return 1;
    case DR_NR_FRAME_PROMPT:
      /* cards 01009 Djinn, 01035 Modded, 01047 Aesop's Pawnshop */
      if (a->kind != DR_NR_ACT_CHOOSE || a->target == DR_NR_NO_CARD
          || !(is_code (ai, top->card, "01009") || is_code (ai, top->card, "01035")
               || is_code (ai, top->card, "01047")))
        return 0;
      target = &ai->v->cards[a->target];
      if (target->zone == DR_NR_ZONE_PROGRAMS || target->zone == DR_NR_ZONE_HARDWARE
          || target->zone == DR_NR_ZONE_RESOURCES)
        /* a host for an install is chosen like the install; a rig card
         * otherwise is given up */
        *score = top->step == 1 ? 10 : -runner_card_value (ai, a->target);
      else
        *score = runner_install_score (ai, a->target);
      return 1;
    default:
      return 0;
    }
}

static int
score_action (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
{
  int group_d;

  if (ai->seat != DR_NR_CORP_SEAT && score_group_d (ai, top, a, &group_d))
    return group_d;
  switch (top->kind)
    {
    case DR_NR_FRAME_TRACE_CORP:
    case DR_NR_FRAME_TRACE_RUNNER:
      return score_trace (ai, top, a);
    case DR_NR_FRAME_DISCARD:
      return -(ai->seat == DR_NR_CORP_SEAT ? corp_card_value (ai, a->card)
                                             : runner_card_value (ai, a->card));
    case DR_NR_FRAME_MU_TRASH:
      return -runner_card_value (ai, a->card);
    case DR_NR_FRAME_REZ_ICE_FREE:
      return a->kind == DR_NR_ACT_REZ ? 10 + def_of (ai, a->card)->cost : 0;
    case DR_NR_FRAME_CHOOSE_X:
      return -a->amount;
    case DR_NR_FRAME_INSTALL_TRASH:
      return a->kind == DR_NR_ACT_PASS ? 10 : -10;
    case DR_NR_FRAME_ACCESS:
      /* trash what feeds the Corp */
      return a->kind == DR_NR_ACT_TRASH ? 60 : 10;
    case DR_NR_FRAME_ACCESS_ORDER:
      return a->card == DR_NR_NO_CARD || def_of (ai, a->card)->type == DR_NR_TYPE_UNKNOWN ? 10 : 5;
    case DR_NR_FRAME_MOVEMENT:
      return score_movement (ai, a);
    case DR_NR_FRAME_PROMPT:
      {
        /* our identity's decisions (Cyber Bureau, Detective's Bureau); a
         * card that knows how to value its choices says so (group C's
         * prompt_score hooks); group B's cards have theirs here; the
         * others get the general rule */
        const DrNrCardDef *d = def_of (ai, top->card);
        if (d->type == DR_NR_TYPE_IDENTITY && ai->seat == DR_NR_CORP_SEAT)
          return score_identity_prompt (ai, top, a);
        if (d->prompt_score != NULL)
          return d->prompt_score (ai->v, top, a);
        if (is_runs_prompt (d))
          return score_runs_prompt (ai, top, a);
        return score_prompt (ai, a);
      }
    case DR_NR_FRAME_CHOOSE_PROGRAM:
      return score_choose_program (ai, a);
    case DR_NR_FRAME_BREACH_REPLACE:
      /* Account Siphon always; Bank Job when money is short */
      if (a->kind == DR_NR_ACT_PASS)
        return 50;
      return def_of (ai, a->card)->type == DR_NR_TYPE_EVENT || ai->credits < 6 ? 100 : 40;
    case DR_NR_FRAME_STEAL:
      return a->kind == DR_NR_ACT_STEAL ? 100 : 10;
    case DR_NR_FRAME_REACTION:
      /* use optional abilities rather than let them lapse (Ghost Branch) */
      return a->kind == DR_NR_ACT_TRIGGER ? 10 : 0;
    case DR_NR_FRAME_ENCOUNTER:
      if (ai->seat != DR_NR_CORP_SEAT)
        return score_encounter (ai, top, a);
      if (a->kind == DR_NR_ACT_ABILITY)
        return score_corp_action (ai, top, a);
      return a->kind == DR_NR_ACT_PASS ? 10 : -10;
    default:
      break;
    }
  if (ai->seat == DR_NR_CORP_SEAT)
    return score_corp_action (ai, top, a);
  return score_runner_action (ai, top, a);
}

static void
ai_init (Ai *ai, const DrNrState *view, int seat)
{
  ai->v = view;
  ai->seat = seat;
  ai->credits = seat == DR_NR_CORP_SEAT ? view->seats[0].credits
                                        : dr_nr_runner_spendable (view, seat);
}

/* The search (dr-nr-ai.c) takes its candidates and Easy its mistakes
 * from these scores. */
void
dr_nr_ai_scores (const DrNrState *view, const DrNrAction *legal, int n, int *scores)
{
  const DrNrFrame *top = dr_nr_top (view);
  Ai ai;
  int i;

  if (n < 1)
    return;
  if (top == NULL)
    {
      for (i = 0; i < n; i++)
        scores[i] = 0;
      return;
    }
  ai_init (&ai, view, legal[0].seat);
  for (i = 0; i < n; i++)
    scores[i] = score_action (&ai, top, &legal[i]);
}

int
dr_nr_ai_choose (const DrNrState *view, const DrNrAction *legal, int n, uint64_t rng[4])
{
  const DrNrFrame *top = dr_nr_top (view);
  Ai ai;
  int i, best = 0, best_score = NEVER - 1, ties = 0;

  if (n <= 1 || top == NULL)
    return 0;
  ai_init (&ai, view, legal[0].seat);
  for (i = 0; i < n; i++)
    {
      int score = score_action (&ai, top, &legal[i]);

      if (score > best_score)
        {
          best_score = score;
          best = i;
          ties = 1;
        }
      else if (score == best_score)
        {
          /* reservoir choice among equals */
          ties++;
          if (dr_engine_rng_below (rng, (uint32_t) ties) == 0)
            best = i;
        }
    }
  return best;
}
