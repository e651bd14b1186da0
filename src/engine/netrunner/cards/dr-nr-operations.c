/* dr-nr-operations.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Corp operations: played from HQ for their cost, then trashed.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

/* group C */
static int  any_in_archives (const void *state, int card);
static int  psychographics_can_play (const void *state, int card);
static void archived_memories_play (void *state, int card);
static void aggressive_negotiation_play (void *state, int card);
static void precognition_play (void *state, int card);
static void mirrormorph_play (void *state, int card);
static void kaguya_play (void *state, int card);
static int  pick_from_pile_legal (const void *state, const void *frame, void *out, int n);
static void archived_memories_apply (void *state, const void *choice);
static void aggressive_negotiation_apply (void *state, const void *choice);
static int  precognition_legal (const void *state, const void *frame, void *out, int n);
static void precognition_apply (void *state, const void *choice);
static int  mirrormorph_legal (const void *state, const void *frame, void *out, int n);
static void mirrormorph_apply (void *state, const void *choice);
static int  kaguya_legal (const void *state, const void *frame, void *out, int n);
static void kaguya_apply (void *state, const void *choice);
static int  psychographics_legal (const void *state, const void *frame, void *out, int n);
static void psychographics_apply (void *state, const void *choice);
static int  fetch_score (const void *view, const void *frame, const void *action);
static int  precognition_score (const void *view, const void *frame, const void *action);
static int  mirrormorph_score (const void *view, const void *frame, const void *action);
static int  advance_target_score (const void *view, const void *frame, const void *action);

const DrNrCardDef dr_nr_operation_cards[] = {
  { .code = "01083", .title = "Anonymous Tip", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .influence = 1, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_DRAW, 3) } },
  { .code = "01098", .title = "Beanstalk Royalties", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .subtypes = DR_NR_SUB_TRANSACTION, .influence = 1, .cost = 0, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 3) } },
  { .code = "01110", .title = "Hedge Fund", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .subtypes = DR_NR_SUB_TRANSACTION, .cost = 5, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CREDITS, 9) } },
  /* ---- group C: Corp operations ---- */
  { .code = "01058", .title = "Archived Memories", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .influence = 2, .cost = 0, .trash_cost = -1, .can_play = any_in_archives,
    .on_play = archived_memories_play, .prompt_legal = pick_from_pile_legal,
    .prompt_apply = archived_memories_apply, .prompt_score = fetch_score },
  { .code = "01059", .title = "Biotic Labor", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .influence = 4, .cost = 4, .trash_cost = -1,
    .n_play = 1, .play = { OP (DR_NR_OP_GAIN_CLICKS, 2) } },
  { .code = "01060", .title = "Shipment from MirrorMorph", .side = 0,
    .type = DR_NR_TYPE_OPERATION, .influence = 2, .cost = 1, .trash_cost = -1,
    .on_play = mirrormorph_play, .prompt_legal = mirrormorph_legal,
    .prompt_apply = mirrormorph_apply, .prompt_score = mirrormorph_score },
  { .code = "01072", .title = "Neural EMP", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .subtypes = DR_NR_SUB_GRAY_OPS, .influence = 2, .cost = 2, .trash_cost = -1,
    .play_requires = DR_NR_REQ_RAN_LAST_TURN,
    .n_play = 1, .play = { OP (DR_NR_OP_NET_DAMAGE, 1) } },
  { .code = "01073", .title = "Precognition", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .influence = 3, .cost = 0, .trash_cost = -1, .looks_at_rd = 5,
    .on_play = precognition_play, .prompt_legal = precognition_legal,
    .prompt_apply = precognition_apply, .prompt_score = precognition_score },
  { .code = "01084", .title = "Closed Accounts", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .subtypes = DR_NR_SUB_GRAY_OPS, .influence = 1, .cost = 1, .trash_cost = -1,
    .play_requires = DR_NR_REQ_RUNNER_TAGGED,
    .n_play = 1, .play = { OP (DR_NR_OP_LOSE_ALL_CREDITS, 0) } },
  { .code = "01085", .title = "Psychographics", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .influence = 3, .cost = 0, .trash_cost = -1,
    .play_requires = DR_NR_REQ_RUNNER_TAGGED, .can_play = psychographics_can_play,
    .on_play = dr_nr_ask_owner, .prompt_legal = psychographics_legal,
    .prompt_apply = psychographics_apply, .prompt_score = advance_target_score },
  { .code = "01086", .title = "SEA Source", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .influence = 2, .cost = 2, .trash_cost = -1,
    .play_requires = DR_NR_REQ_SUCCESSFUL_RUN_LAST_TURN,
    .n_play = 1, .play = { TRACE_THEN (3, DR_NR_OP_GIVE_TAG, 1) } },
  { .code = "01097", .title = "Aggressive Negotiation", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .influence = 1, .cost = 1, .trash_cost = -1, .looks_at_rd = 0xff,
    .play_requires = DR_NR_REQ_SCORED_THIS_TURN,
    .on_play = aggressive_negotiation_play, .prompt_legal = pick_from_pile_legal,
    .prompt_apply = aggressive_negotiation_apply, .prompt_score = fetch_score },
  { .code = "01099", .title = "Scorched Earth", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .subtypes = DR_NR_SUB_BLACK_OPS, .influence = 4, .cost = 3, .trash_cost = -1,
    .play_requires = DR_NR_REQ_RUNNER_TAGGED,
    .n_play = 1, .play = { OP (DR_NR_OP_MEAT_DAMAGE, 4) } },
  { .code = "01100", .title = "Shipment from Kaguya", .side = 0, .type = DR_NR_TYPE_OPERATION,
    .influence = 1, .cost = 0, .trash_cost = -1,
    .on_play = kaguya_play, .prompt_legal = kaguya_legal, .prompt_apply = kaguya_apply,
    .prompt_score = advance_target_score },
};

const int dr_nr_n_operation_cards =
  (int) (sizeof dr_nr_operation_cards / sizeof dr_nr_operation_cards[0]);

/* ---- group C ---- */

static int
any_in_archives (const void *state, int card)
{
  (void) card;
  return DR_NR_CORP ((const DrNrState *) state)->discard.n > 0;
}

static int
any_advanceable (const DrNrState *s)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (dr_nr_can_be_advanced (s, i))
      return 1;
  return 0;
}

/* X is at least 1 (an X of 0 changes nothing) and at most the tags. */
static int
psychographics_can_play (const void *state, int card)
{
  const DrNrState *s = state;

  (void) card;
  return DR_NR_CORP (s)->credits >= 1 && any_advanceable (s);
}

/* Archived Memories picks from Archives (step 0), Aggressive Negotiation
 * from R&D (step 1); copies that look alike are one choice: the same
 * definition, and in Archives the same face. */
enum { PICK_ARCHIVES = 0, PICK_RD = 1 };

static void
archived_memories_play (void *state, int card)
{
  dr_nr_prompt_push (state, DR_NR_CORP_SEAT, card, PICK_ARCHIVES);
}

static void
aggressive_negotiation_play (void *state, int card)
{
  DrNrState *s = state;

  if (DR_NR_CORP (s)->deck.n > 0)
    dr_nr_prompt_push (s, DR_NR_CORP_SEAT, card, PICK_RD);
  else
    {
      dr_nr_shuffle_by_effect (s, DR_NR_CORP_SEAT);
    }
}

static int
looks_alike (const DrNrState *s, int a, int b)
{
  return s->cards[a].def == s->cards[b].def
    && (s->cards[a].flags & DR_NR_CARD_FACEUP) == (s->cards[b].flags & DR_NR_CARD_FACEUP);
}

static int
pick_from_pile_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  const DrNrPile *p = f->step == PICK_RD ? &DR_NR_CORP (s)->deck : &DR_NR_CORP (s)->discard;
  int i, k;

  for (i = 0; i < p->n; i++)
    {
      for (k = 0; k < i; k++)
        if (looks_alike (s, p->ids[k], p->ids[i]))
          break;
      if (k == i)
        n = dr_nr_prompt_add_card (out, n, f, p->ids[i]);
    }
  return n;
}

static void
to_hq (DrNrState *s, int card, int source)
{
  dr_nr_move_card (s, card, DR_NR_CORP_SEAT, DR_NR_ZONE_HAND, 0);
  dr_nr_log (s, DR_NR_EV_TO_HAND, DR_NR_CORP_SEAT, card, 0, 0, source);
}

static void
archived_memories_apply (void *state, const void *choice)
{
  const DrNrPromptChoice *c = choice;

  if (c->action.kind == DR_NR_ACT_CHOOSE && c->action.target != DR_NR_NO_CARD)
    to_hq (state, c->action.target, c->frame.card);
}

/* The search, then R&D is shuffled (the shuffle happens even when the
 * search finds nothing). */
static void
aggressive_negotiation_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;

  if (c->action.kind == DR_NR_ACT_CHOOSE && c->action.target != DR_NR_NO_CARD)
    to_hq (s, c->action.target, c->frame.card);
  dr_nr_shuffle_by_effect (s, DR_NR_CORP_SEAT);
}

/* Precognition: the top `m` cards of R&D are looked at; the Corp names
 * the card for each place from the top down (`n` places decided); the last
 * place takes the last card. */
static void
precognition_play (void *state, int card)
{
  DrNrState *s = state;
  int looked = DR_NR_CORP (s)->deck.n < 5 ? DR_NR_CORP (s)->deck.n : 5;
  DrNrFrame *f;

  if (looked < 2)
    return;
  f = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, card, 0);
  f->m = (int16_t) looked;
}

static int
precognition_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  const DrNrPile *deck = &DR_NR_CORP (s)->deck;
  int i, k, top = deck->n - 1;

  for (i = f->n; i < f->m; i++)
    {
      for (k = f->n; k < i; k++)
        if (s->cards[deck->ids[top - k]].def == s->cards[deck->ids[top - i]].def)
          break;
      if (k == i)
        n = dr_nr_prompt_add_card (out, n, f, deck->ids[top - i]);
    }
  return n;
}

static void
precognition_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  DrNrPile *deck = &DR_NR_CORP (s)->deck;
  int top = deck->n - 1, place = c->frame.n, i;

  if (c->action.kind != DR_NR_ACT_CHOOSE)
    return;
  for (i = place; i < c->frame.m; i++)
    if (deck->ids[top - i] == c->action.target)
      {
        uint8_t t = deck->ids[top - place];
        deck->ids[top - place] = deck->ids[top - i];
        deck->ids[top - i] = t;
        break;
      }
  if (place + 2 < c->frame.m)
    {
      DrNrFrame *f = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, c->frame.card, 0);
      f->n = (int16_t) (place + 1);
      f->m = c->frame.m;
    }
}

/* Shipment from MirrorMorph: up to 3 installs, one after another, each
 * paid as usual.  Step 0 picks a card of HQ (`n` installs done), step 1
 * where card `m` goes. */
enum { SHIP_CARD = 0, SHIP_SERVER = 1 };

static void
mirrormorph_play (void *state, int card)
{
  dr_nr_prompt_push (state, DR_NR_CORP_SEAT, card, SHIP_CARD);
}

static int
install_affordable (const DrNrState *s, int card, int server)
{
  if (!dr_nr_corp_can_install_in (s, card, server))
    return 0;
  return server == DR_NR_SERVER_NEW
    || dr_nr_install_cost (s, DR_NR_CORP_SEAT, card, server) <= DR_NR_CORP (s)->credits;
}

static int
any_place_for (const DrNrState *s, int card)
{
  int server;

  if (install_affordable (s, card, DR_NR_SERVER_NEW))
    return 1;
  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    if (dr_nr_server_exists (s, server) && install_affordable (s, card, server))
      return 1;
  return 0;
}

static int
mirrormorph_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  const DrNrPile *hq = &DR_NR_CORP (s)->hand;
  int i, server;

  if (f->step == SHIP_SERVER)
    {
      for (server = 0; server < DR_NR_MAX_SERVERS; server++)
        if (dr_nr_server_exists (s, server) && install_affordable (s, f->m, server))
          n = dr_nr_prompt_add_server (out, n, f, server);
      if (install_affordable (s, f->m, DR_NR_SERVER_NEW))
        n = dr_nr_prompt_add_server (out, n, f, DR_NR_SERVER_NEW);
      return n;
    }
  for (i = 0; i < hq->n; i++)
    if (dr_nr_first_copy (s, hq->ids, i) && any_place_for (s, hq->ids[i]))
      n = dr_nr_prompt_add_card (out, n, f, hq->ids[i]);
  return dr_nr_prompt_add_pass (out, n, f);
}

static void
mirrormorph_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  const DrNrFrame *f = &c->frame;
  DrNrFrame *next;

  if (c->action.kind != DR_NR_ACT_CHOOSE)
    return;
  if (f->step == SHIP_CARD)
    {
      next = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, f->card, SHIP_SERVER);
      next->n = f->n;
      next->m = c->action.target;
      return;
    }
  /* the next choice waits under the install's reactions */
  if (f->n + 1 < 3)
    {
      next = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, f->card, SHIP_CARD);
      next->n = (int16_t) (f->n + 1);
    }
  dr_nr_install_by_effect (s, f->m, c->action.server, 0);
}

/* Shipment from Kaguya: one advancement token on each of up to 2
 * different cards (`n` placed, `m` the first one). */
static void
kaguya_play (void *state, int card)
{
  DrNrFrame *f = dr_nr_prompt_push (state, DR_NR_CORP_SEAT, card, 0);

  f->m = DR_NR_NO_CARD;
}

static int
kaguya_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (i != f->m && dr_nr_can_be_advanced (s, i))
      n = dr_nr_prompt_add_card (out, n, f, i);
  return dr_nr_prompt_add_pass (out, n, f);
}

static void
kaguya_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;

  if (c->action.kind != DR_NR_ACT_CHOOSE)
    return;
  if (c->frame.n + 1 < 2)
    {
      DrNrFrame *f = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, c->frame.card, 0);
      f->n = (int16_t) (c->frame.n + 1);
      f->m = c->action.target;
    }
  dr_nr_place_advancement (s, c->action.target, 1);
}

/* Psychographics: step 0 chooses and pays X (1 .. the Runner's tags),
 * step 1 the card that gets X advancement tokens (`n` = X). */
static int
psychographics_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  int x, most, i;

  if (f->step == 0)
    {
      most = s->seats[s->active_runner].tags;
      if (most > DR_NR_CORP (s)->credits)
        most = DR_NR_CORP (s)->credits;
      if (most > DR_NR_MAX_X)
        most = DR_NR_MAX_X;
      for (x = 1; x <= most; x++)
        n = dr_nr_prompt_add_option (out, n, f, x);
      return n;
    }
  for (i = 0; i < s->n_cards; i++)
    if (dr_nr_can_be_advanced (s, i))
      n = dr_nr_prompt_add_card (out, n, f, i);
  return n;
}

static void
psychographics_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  DrNrFrame *next;

  if (c->action.kind != DR_NR_ACT_CHOOSE)
    return;
  if (c->frame.step == 0)
    {
      DR_NR_CORP (s)->credits = (int16_t) (DR_NR_CORP (s)->credits - c->action.amount);
      next = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, c->frame.card, 1);
      next->n = c->action.amount;
      return;
    }
  dr_nr_place_advancement (s, c->action.target, c->frame.n);
}

/* ---- how the heuristic player chooses ---- */

static int
corp_card_worth (const DrNrState *v, int card)
{
  switch (dr_nr_def (v, card)->type)
    {
    case DR_NR_TYPE_AGENDA: return 20;
    case DR_NR_TYPE_ICE: return 12;
    case DR_NR_TYPE_OPERATION: return 8;
    case DR_NR_TYPE_UNKNOWN: return 0;
    default: return 5;
    }
}

static int
fetch_score (const void *view, const void *frame, const void *action)
{
  const DrNrAction *a = action;

  (void) frame;
  return a->target == DR_NR_NO_CARD ? 0 : corp_card_worth (view, a->target);
}

/* Agendas on top, to be drawn first. */
static int
precognition_score (const void *view, const void *frame, const void *action)
{
  const DrNrAction *a = action;

  (void) frame;
  return a->target == DR_NR_NO_CARD ? 0 : corp_card_worth (view, a->target);
}

static int
mirrormorph_score (const void *view, const void *frame, const void *action)
{
  const DrNrState *v = view;
  const DrNrFrame *f = frame;
  const DrNrAction *a = action;
  const DrNrCardDef *d;

  if (a->kind != DR_NR_ACT_CHOOSE)
    return 0;
  if (f->step == SHIP_CARD)
    {
      d = dr_nr_def (v, a->target);
      /* a naked agenda is a gift: only ice and assets are worth a click */
      return d->type == DR_NR_TYPE_ICE ? 10 : d->type == DR_NR_TYPE_ASSET ? 6 : -5;
    }
  d = dr_nr_def (v, f->m);
  if (d->type == DR_NR_TYPE_ICE)
    {
      if (a->server == DR_NR_SERVER_NEW)
        return 1;
      return (a->server == DR_NR_SERVER_ARCHIVES ? 2 : 10) - 3 * v->servers[a->server].n_ice;
    }
  if (a->server == DR_NR_SERVER_NEW)
    return 5;
  return v->servers[a->server].n_ice + 6;
}

/* Advancement tokens: agendas first, the most advanced first. */
static int
advance_target_score (const void *view, const void *frame, const void *action)
{
  const DrNrState *v = view;
  const DrNrAction *a = action;

  (void) frame;
  if (a->kind != DR_NR_ACT_CHOOSE)
    return 0;
  if (a->target == DR_NR_NO_CARD)
    return a->amount;   /* the larger X */
  if (dr_nr_def (v, a->target)->type == DR_NR_TYPE_AGENDA)
    return 20 + v->cards[a->target].advancement;
  return v->cards[a->target].flags & DR_NR_CARD_REZZED ? 3 : 1;
}
