/* dr-nr-agendas.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Corp agendas and their hooks.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

static void priority_requisition_scored (void *state, int card);
/* group C */
static void agenda_counter_scored (void *state, int card);
static void breaking_news_scored (void *state, int card);
static void breaking_news_turn_ends (void *state, int card);
static void hostile_takeover_scored (void *state, int card);
static int  posted_bounty_legal (const void *state, const void *frame, void *out, int n);
static void posted_bounty_apply (void *state, const void *choice);
static int  posted_bounty_score (const void *view, const void *frame, const void *action);
static void beta_test_scored (void *state, int card);
static int  beta_test_legal (const void *state, const void *frame, void *out, int n);
static void beta_test_apply (void *state, const void *choice);
static int  beta_test_score (const void *view, const void *frame, const void *action);

const DrNrCardDef dr_nr_agenda_cards[] = {
  { .code = "01106", .title = "Priority Requisition", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_SECURITY, .trash_cost = -1, .advancement = 5, .points = 3,
    .on_score = priority_requisition_scored },
  { .code = "01107", .title = "Private Security Force", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_SECURITY, .trash_cost = -1, .advancement = 4, .points = 2,
    .n_abilities = 1,
    .abilities = { { .clicks = 1, .where = DR_NR_ABILITY_FROM_SCORE_AREA, .needs_tag = 1,
                     .op = OP (DR_NR_OP_MEAT_DAMAGE, 1) } } },
  /* ---- group C: Corp agendas ---- */
  { .code = "01081", .title = "AstroScript Pilot Program", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_INITIATIVE, .trash_cost = -1, .advancement = 3, .points = 2,
    .on_score = agenda_counter_scored, .n_abilities = 1,
    .abilities = { { .where = DR_NR_ABILITY_FROM_SCORE_AREA, .agenda = 1,
                     .target = DR_NR_ABILITY_TARGET_ADVANCEABLE,
                     .op = OP (DR_NR_OP_PLACE_ADVANCEMENT, 1) } } },
  { .code = "01068", .title = "Nisei MK II", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_INITIATIVE, .trash_cost = -1, .advancement = 4, .points = 2,
    .on_score = agenda_counter_scored, .n_abilities = 1,
    .abilities = { { .where = DR_NR_ABILITY_FROM_SCORE_AREA, .agenda = 1,
                     .op = OP (DR_NR_OP_END_RUN, 0) } } },
  { .code = "01082", .title = "Breaking News", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .trash_cost = -1, .advancement = 2, .points = 1,
    .on_score = breaking_news_scored, .on_turn_end = breaking_news_turn_ends },
  { .code = "01094", .title = "Hostile Takeover", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_EXPANSION, .trash_cost = -1, .advancement = 2, .points = 1,
    .on_score = hostile_takeover_scored },
  { .code = "01095", .title = "Posted Bounty", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_SECURITY, .trash_cost = -1, .advancement = 3, .points = 1,
    .on_score = dr_nr_ask_owner, .prompt_legal = posted_bounty_legal,
    .prompt_apply = posted_bounty_apply, .prompt_score = posted_bounty_score,
    .choice_texts = { DR_ENGINE_N_ ("Forfeit it: the Runner takes 1 tag and you take 1 bad publicity") } },
  { .code = "01055", .title = "Accelerated Beta Test", .side = 0, .type = DR_NR_TYPE_AGENDA,
    .subtypes = DR_NR_SUB_RESEARCH, .trash_cost = -1, .advancement = 3, .points = 2,
    .on_score = beta_test_scored, .looks_at_rd = 3, .prompt_legal = beta_test_legal,
    .prompt_apply = beta_test_apply, .prompt_score = beta_test_score,
    .choice_texts = { DR_ENGINE_N_ ("Look at the top 3 cards of R&D") } },
};

const int dr_nr_n_agenda_cards =
  (int) (sizeof dr_nr_agenda_cards / sizeof dr_nr_agenda_cards[0]);

/* The agenda lets the Corp rez one piece of ice for free; the choice is a
 * decision of its own so that declining is explicit. */
static void
priority_requisition_scored (void *state, int card)
{
  DrNrState *s = state;
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_NR_ZONE_ICE && !(s->cards[i].flags & DR_NR_CARD_REZZED))
      {
        dr_nr_push (s, DR_NR_FRAME_REZ_ICE_FREE, DR_NR_CORP_SEAT, card);
        return;
      }
}

/* ---- group C ---- */

/* "When you score this, place 1 agenda counter on it": the counter pays
 * for the agenda's ability in the score area (AstroScript, Nisei MK II). */
static void
agenda_counter_scored (void *state, int card)
{
  DrNrState *s = state;

  if (s->cards[card].zone == DR_NR_ZONE_SCORE)
    s->cards[card].agenda++;
}

/* Two tags now; when this turn ends the Runner loses two tags
 * (dr_nr_turn_end_effects), even if the agenda has left the score area. */
static void
breaking_news_scored (void *state, int card)
{
  DrNrState *s = state;

  dr_nr_effect_op (s, &(DrNrOp) OP (DR_NR_OP_GIVE_TAG, 2), card, DR_NR_CORP_SEAT);
  s->cards[card].flags |= DR_NR_CARD_UNTIL_TURN_END;
}

static void
breaking_news_turn_ends (void *state, int card)
{
  DrNrState *s = state;
  DrNrSeat *runner = DR_NR_SEAT (s, s->active_runner);
  int lost = runner->tags < 2 ? runner->tags : 2;

  if (lost == 0)
    return;
  runner->tags = (uint8_t) (runner->tags - lost);
  dr_nr_log (s, DR_NR_EV_LOSE_TAGS, s->active_runner, card, 0, lost, 0);
}

static void
hostile_takeover_scored (void *state, int card)
{
  DrNrState *s = state;

  dr_nr_effect_op (s, &(DrNrOp) OP (DR_NR_OP_GAIN_CREDITS, 7), card, DR_NR_CORP_SEAT);
  dr_nr_effect_op (s, &(DrNrOp) OP (DR_NR_OP_BAD_PUBLICITY, 1), card, DR_NR_CORP_SEAT);
}

/* "You may forfeit it": a decision of the Corp right after scoring. */
static int
posted_bounty_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;

  /* only while it is still there to forfeit */
  if (s->cards[f->card].zone == DR_NR_ZONE_SCORE && s->cards[f->card].zseat == DR_NR_CORP_SEAT)
    n = dr_nr_prompt_add_option (out, n, f, 0);
  return dr_nr_prompt_add_pass (out, n, f);
}

static void
posted_bounty_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  int card = c->frame.card;

  if (c->action.kind != DR_NR_ACT_CHOOSE)
    return;
  dr_nr_forfeit_agenda (s, card);
  dr_nr_effect_op (s, &(DrNrOp) OP (DR_NR_OP_GIVE_TAG, 1), card, DR_NR_CORP_SEAT);
  dr_nr_effect_op (s, &(DrNrOp) OP (DR_NR_OP_BAD_PUBLICITY, 1), card, DR_NR_CORP_SEAT);
}

/* A point is worth more than a tag, unless the tag opens a play in hand
 * (Scorched Earth, Closed Accounts). */
static int
posted_bounty_score (const void *view, const void *frame, const void *action)
{
  const DrNrState *v = view;
  const DrNrAction *a = action;
  const DrNrPile *hq = &v->seats[DR_NR_CORP_SEAT].hand;
  int i;

  (void) frame;
  if (a->kind != DR_NR_ACT_CHOOSE)
    return 0;
  if (dr_nr_points (v, DR_NR_CORP_SEAT) >= 6)
    return -10;
  for (i = 0; i < hq->n; i++)
    if (dr_nr_def (v, hq->ids[i])->play_requires & DR_NR_REQ_RUNNER_TAGGED
        && v->seats[v->active_runner].tags == 0)
      return 10;
  return -10;
}

/* Accelerated Beta Test.  Step 0: look or not.  Step 1: the looked-at
 * cards are the top `m` of R&D; choose an ice among them or stop (the rest
 * is trashed).  Step 2: where the chosen ice (`n`) goes; it is installed
 * and rezzed at no cost, and one fewer card remains looked at. */
enum { BETA_LOOK = 0, BETA_PICK = 1, BETA_SERVER = 2 };

static void
beta_test_scored (void *state, int card)
{
  DrNrState *s = state;

  if (DR_NR_CORP (s)->deck.n > 0)
    dr_nr_prompt_push (s, DR_NR_CORP_SEAT, card, BETA_LOOK);
}

static int
beta_top (const DrNrState *s, int i)
{
  const DrNrPile *deck = &DR_NR_CORP (s)->deck;

  return deck->ids[deck->n - 1 - i];
}

static int
beta_test_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  int i, server;

  switch (f->step)
    {
    case BETA_LOOK:
      n = dr_nr_prompt_add_option (out, n, f, 0);
      return dr_nr_prompt_add_pass (out, n, f);
    case BETA_PICK:
      for (i = 0; i < f->m && i < DR_NR_CORP (s)->deck.n; i++)
        if (dr_nr_def (s, beta_top (s, i))->type == DR_NR_TYPE_ICE)
          n = dr_nr_prompt_add_card (out, n, f, beta_top (s, i));
      return dr_nr_prompt_add_pass (out, n, f);
    default:
      for (server = 0; server < DR_NR_MAX_SERVERS; server++)
        if (dr_nr_server_exists (s, server) && dr_nr_corp_can_install_in (s, f->n, server))
          n = dr_nr_prompt_add_server (out, n, f, server);
      if (dr_nr_corp_can_install_in (s, f->n, DR_NR_SERVER_NEW))
        n = dr_nr_prompt_add_server (out, n, f, DR_NR_SERVER_NEW);
      return n;
    }
}

static void
beta_test_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  const DrNrFrame *f = &c->frame;
  int card = f->card, looked, i;
  DrNrFrame *next;

  switch (f->step)
    {
    case BETA_LOOK:
      if (c->action.kind != DR_NR_ACT_CHOOSE)
        return;
      looked = DR_NR_CORP (s)->deck.n < 3 ? DR_NR_CORP (s)->deck.n : 3;
      next = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, card, BETA_PICK);
      next->m = (int16_t) looked;
      return;
    case BETA_PICK:
      if (c->action.kind == DR_NR_ACT_CHOOSE)
        {
          next = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, card, BETA_SERVER);
          next->n = c->action.target;
          next->m = f->m;
          return;
        }
      /* done: every card still looked at is trashed */
      for (i = 0; i < f->m && DR_NR_CORP (s)->deck.n > 0; i++)
        dr_nr_trash_card (s, beta_top (s, 0), 0);
      return;
    default:
      if (c->action.kind != DR_NR_ACT_CHOOSE)
        return;
      /* the next choice waits under the install's reactions */
      if (f->m > 1)
        {
          next = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, card, BETA_PICK);
          next->m = (int16_t) (f->m - 1);
        }
      dr_nr_install_by_effect (s, f->n, c->action.server, 1);
      dr_nr_rez_card (s, f->n, 0);
      return;
    }
}

static int
beta_test_score (const void *view, const void *frame, const void *action)
{
  const DrNrState *v = view;
  const DrNrFrame *f = frame;
  const DrNrAction *a = action;

  if (a->kind != DR_NR_ACT_CHOOSE)
    return 0;
  if (f->step != BETA_SERVER)
    return 10;
  /* protect the centrals first, then remotes holding something */
  if (a->server == DR_NR_SERVER_HQ || a->server == DR_NR_SERVER_RD)
    return 10 - v->servers[a->server].n_ice;
  if (a->server >= DR_NR_SERVER_REMOTE0 && a->server < DR_NR_MAX_SERVERS)
    return 8 - v->servers[a->server].n_ice + (v->servers[a->server].n_root > 0 ? 3 : 0);
  return 2;
}
