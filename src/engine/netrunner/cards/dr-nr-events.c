/* dr-nr-events.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runner events: played from the grip for their cost, then trashed.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

static void tinkering_played (void *state, int card);
static int  tinkering_prompt_legal (const void *state, const void *frame, void *out, int n);
static void tinkering_prompt_apply (void *state, const void *choice);
static int  any_unrezzed_ice (const void *state, int card);
static void forged_orders_play (void *state, int card);
static int  forged_orders_legal (const void *state, const void *frame, void *out, int n);
static void forged_orders_apply (void *state, const void *choice);
static int  forged_orders_score (const void *view, const void *frame, const void *action);

const DrNrCardDef dr_nr_event_cards[] = {
  { .code = "01019", .title = "Easy Mark", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_JOB, .influence = 1, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 3) } },
  { .code = "01034", .title = "Diesel", .side = 1, .type = DR_NR_TYPE_EVENT,
    .influence = 2, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_DRAW, 3) } },
  { .code = "01050", .title = "Sure Gamble", .side = 1, .type = DR_NR_TYPE_EVENT,
    .cost = 5, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 9) } },
  /* ---- group A ---- */
  { .code = "01037", .title = "Tinkering", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_MOD, .influence = 4, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_CUSTOM, 0) }, .custom = { tinkering_played },
    .prompt_legal = tinkering_prompt_legal, .prompt_apply = tinkering_prompt_apply },
  /* ---- group C: the Corp decides (opponent-decides prompts) ---- */
  { .code = "01020", .title = "Forged Activation Orders", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_SABOTAGE, .influence = 2, .cost = 1, .trash_cost = -1,
    .can_play = any_unrezzed_ice, .on_play = forged_orders_play,
    .prompt_legal = forged_orders_legal, .prompt_apply = forged_orders_apply,
    .prompt_score = forged_orders_score,
    .choice_texts = { DR_ENGINE_N_ ("Rez it"), DR_ENGINE_N_ ("Trash it") } },
};

const int dr_nr_n_event_cards =
  (int) (sizeof dr_nr_event_cards / sizeof dr_nr_event_cards[0]);

/* ---- group A hooks ---- */

/* Tinkering: "pick any piece of ice; until the turn is over it has the
 * barrier, code gate and sentry subtypes in addition to its own". */
static void
tinkering_played (void *state, int card)
{
  dr_nr_prompt_push (state, ((DrNrState *) state)->active_runner, card, 0);
}

static int
tinkering_prompt_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  int server, i;

  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    for (i = 0; i < s->servers[server].n_ice; i++)
      n = dr_nr_prompt_add_card (out, n, frame, s->servers[server].ice[i]);
  return n;
}

static void
tinkering_prompt_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;

  if (c->action.kind == DR_NR_ACT_CHOOSE && c->action.target != DR_NR_NO_CARD)
    s->cards[c->action.target].gained_subtypes |=
      (uint8_t) (DR_NR_SUB_BARRIER | DR_NR_SUB_CODE_GATE | DR_NR_SUB_SENTRY);
}

/* ---- group C ---- */

/* Forged Activation Orders: the Runner picks an installed unrezzed ice
 * (step 0, a target the event needs: without one it cannot be played),
 * then the Corp decides (step 1, `m` = that ice): rez it, paying its rez
 * cost, or trash it. */
enum { FORGED_PICK = 0, FORGED_CORP = 1 };
enum { FORGED_REZ = 0, FORGED_TRASH = 1 };

static int
unrezzed_ice (const DrNrState *s, int i)
{
  return s->cards[i].zone == DR_NR_ZONE_ICE && !(s->cards[i].flags & DR_NR_CARD_REZZED);
}

static int
any_unrezzed_ice (const void *state, int card)
{
  const DrNrState *s = state;
  int i;

  (void) card;
  for (i = 0; i < s->n_cards; i++)
    if (unrezzed_ice (s, i))
      return 1;
  return 0;
}

static void
forged_orders_play (void *state, int card)
{
  DrNrState *s = state;

  dr_nr_prompt_push (s, s->cards[card].owner, card, FORGED_PICK);
}

static int
forged_orders_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  int i;

  if (f->step == FORGED_PICK)
    {
      for (i = 0; i < s->n_cards; i++)
        if (unrezzed_ice (s, i))
          n = dr_nr_prompt_add_card (out, n, f, i);
      return n;
    }
  if (!unrezzed_ice (s, f->m))
    return n;
  if (dr_nr_rez_cost (s, f->m) <= DR_NR_CORP (s)->credits)
    n = dr_nr_prompt_add_option (out, n, f, FORGED_REZ);
  return dr_nr_prompt_add_option (out, n, f, FORGED_TRASH);
}

static void
forged_orders_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  DrNrFrame *next;

  if (c->action.kind != DR_NR_ACT_CHOOSE)
    return;
  if (c->frame.step == FORGED_PICK)
    {
      next = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, c->frame.card, FORGED_CORP);
      next->m = c->action.target;
      return;
    }
  if (c->action.amount == FORGED_REZ)
    dr_nr_rez_card (s, c->frame.m, 1);
  else
    dr_nr_trash_card (s, c->frame.m, 0);
}

static int
forged_orders_score (const void *view, const void *frame, const void *action)
{
  const DrNrState *v = view;
  const DrNrFrame *f = frame;
  const DrNrAction *a = action;

  if (a->kind != DR_NR_ACT_CHOOSE)
    return 0;
  if (f->step == FORGED_PICK)
    /* the outermost ice of a server is met first */
    return v->cards[a->target].server == DR_NR_SERVER_HQ
      || v->cards[a->target].server == DR_NR_SERVER_RD ? 6 : 5;
  /* the Corp keeps its ice when it can afford it without going broke */
  if (a->amount == FORGED_REZ)
    return v->seats[DR_NR_CORP_SEAT].credits - dr_nr_rez_cost (v, f->m) >= 2 ? 10 : 3;
  return 5;
}
