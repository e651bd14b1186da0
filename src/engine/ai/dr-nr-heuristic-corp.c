/* dr-nr-heuristic-corp.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The heuristic player's scores for the Corp: installs, rezzes, agendas,
 * operations and its identity's decisions.
 */
#include <string.h>

#include "dr-nr-heuristic-private.h"

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

int
dr_nr_heur_corp_card_value (const Ai *ai, int card)
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
int
dr_nr_heur_score_identity_prompt (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
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

int
dr_nr_heur_score_corp_action (const Ai *ai, const DrNrFrame *top, const DrNrAction *a)
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
