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

static int  tinkering_prompt_legal (const void *state, const void *frame, void *out, int n);
static void tinkering_prompt_apply (void *state, const void *choice);
static int  any_unrezzed_ice (const void *state, int card);
static void forged_orders_play (void *state, int card);
static int  forged_orders_legal (const void *state, const void *frame, void *out, int n);
static void forged_orders_apply (void *state, const void *choice);
static int  forged_orders_score (const void *view, const void *frame, const void *action);
static int  modded_can_play (const void *state, int card);
static int  modded_prompt_legal (const void *state, const void *frame, void *out, int n);
static void modded_prompt_apply (void *state, const void *choice);

#define MODDED_DISCOUNT 3

/* group B: runs, access and ambushes */
static void deja_vu_play (void *state, int card);
static int  deja_vu_legal (const void *state, const void *frame, void *out, int n);
static void deja_vu_apply (void *state, const void *choice);
static void demolition_run_start (void *state, int card);
static void stimhack_play (void *state, int card);
static void stimhack_run_end (void *state, int card);
static int  account_siphon_can_replace (const void *state, int card);
static void account_siphon_replace (void *state, int card);
static void inside_job_start (void *state, int card);
static void special_order_play (void *state, int card);
static int  special_order_legal (const void *state, const void *frame, void *out, int n);
static void special_order_apply (void *state, const void *choice);
static void makers_eye_breach (void *state, int card);
static void infiltration_play (void *state, int card);
static int  infiltration_legal (const void *state, const void *frame, void *out, int n);
static void infiltration_apply (void *state, const void *choice);

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
    .n_play = 1, .play = { OP (DR_NR_OP_CUSTOM, 0) }, .custom = { dr_nr_ask_owner },
    .prompt_legal = tinkering_prompt_legal, .prompt_apply = tinkering_prompt_apply },
  /* ---- group C: the Corp decides (opponent-decides prompts) ---- */
  { .code = "01020", .title = "Forged Activation Orders", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_SABOTAGE, .influence = 2, .cost = 1, .trash_cost = -1,
    .can_play = any_unrezzed_ice, .on_play = forged_orders_play,
    .prompt_legal = forged_orders_legal, .prompt_apply = forged_orders_apply,
    .prompt_score = forged_orders_score,
    .choice_texts = { DR_ENGINE_N_ ("Rez it"), DR_ENGINE_N_ ("Trash it") } },
  /* group B: runs, access and ambushes */
  { .code = "01002", .title = "Déjà Vu", .side = 1, .type = DR_NR_TYPE_EVENT,
    .influence = 2, .cost = 2, .trash_cost = -1,
    .on_play = deja_vu_play, .prompt_legal = deja_vu_legal, .prompt_apply = deja_vu_apply },
  { .code = "01003", .title = "Demolition Run", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_RUN | DR_NR_SUB_SABOTAGE, .influence = 2, .cost = 2, .trash_cost = -1,
    .run_servers = DR_NR_RUN_ON_HQ | DR_NR_RUN_ON_RD, .on_run_start = demolition_run_start },
  { .code = "01004", .title = "Stimhack", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_RUN, .influence = 1, .cost = 0, .trash_cost = -1,
    .run_servers = DR_NR_RUN_ON_ANY, .on_play = stimhack_play, .on_run_end = stimhack_run_end },
  { .code = "01018", .title = "Account Siphon", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_RUN | DR_NR_SUB_SABOTAGE, .influence = 4, .cost = 0, .trash_cost = -1,
    .run_servers = DR_NR_RUN_ON_HQ, .can_replace_breach = account_siphon_can_replace,
    .replace_breach = account_siphon_replace },
  { .code = "01021", .title = "Inside Job", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_RUN, .influence = 3, .cost = 2, .trash_cost = -1,
    .run_servers = DR_NR_RUN_ON_ANY, .on_run_start = inside_job_start },
  { .code = "01022", .title = "Special Order", .side = 1, .type = DR_NR_TYPE_EVENT,
    .influence = 2, .cost = 1, .trash_cost = -1, .on_play = special_order_play,
    .prompt_legal = special_order_legal, .prompt_apply = special_order_apply },
  { .code = "01036", .title = "The Maker’s Eye", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_RUN, .influence = 2, .cost = 2, .trash_cost = -1,
    .run_servers = DR_NR_RUN_ON_RD, .on_breach = makers_eye_breach },
  { .code = "01049", .title = "Infiltration", .side = 1, .type = DR_NR_TYPE_EVENT,
    .cost = 0, .trash_cost = -1, .on_play = infiltration_play,
    .prompt_legal = infiltration_legal, .prompt_apply = infiltration_apply,
    .choice_texts = { DR_ENGINE_N_ ("Gain 2 credits"), DR_ENGINE_N_ ("Expose a card") } },
  /* group D: cost-lowered installs */
  { .code = "01035", .title = "Modded", .side = 1, .type = DR_NR_TYPE_EVENT,
    .subtypes = DR_NR_SUB_MOD, .influence = 2, .cost = 0, .trash_cost = -1,
    .can_play = modded_can_play, .on_play = dr_nr_ask_owner,
    .prompt_legal = modded_prompt_legal, .prompt_apply = modded_prompt_apply,
    .choice_texts = { DR_ENGINE_N_ ("Install it"),
                      DR_ENGINE_N_ ("Install it, trashing installed programs first") } },
};

const int dr_nr_n_event_cards =
  (int) (sizeof dr_nr_event_cards / sizeof dr_nr_event_cards[0]);

/* ---- group A hooks ---- */

/* Tinkering: "pick any piece of ice; until the turn is over it has the
 * barrier, code gate and sentry subtypes in addition to its own". */
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

/* ---- group B hooks ---- */

/* Déjà Vu: one card of the heap, or up to two virus cards (the second
 * choice comes only after a virus was taken). */
enum { DEJA_VU_ANY = 0, DEJA_VU_SECOND_VIRUS = 1 };

static void
deja_vu_play (void *state, int card)
{
  dr_nr_prompt_push (state, ((DrNrState *) state)->cards[card].owner, card, DEJA_VU_ANY);
}

static int
deja_vu_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  const DrNrPile *heap = &s->seats[f->seat].discard;
  int i;

  for (i = 0; i < heap->n; i++)
    if (dr_nr_first_copy (s, heap->ids, i)
        && (f->step == DEJA_VU_ANY || (dr_nr_def (s, heap->ids[i])->subtypes & DR_NR_SUB_VIRUS)))
      n = dr_nr_prompt_add_card (out, n, f, heap->ids[i]);
  return dr_nr_prompt_add_pass (out, n, f);
}

static void
deja_vu_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  int card = c->action.target;

  if (c->action.kind != DR_NR_ACT_CHOOSE)
    return;
  dr_nr_add_to_hand (s, card);
  if (c->frame.step == DEJA_VU_ANY && (dr_nr_def (s, card)->subtypes & DR_NR_SUB_VIRUS))
    dr_nr_prompt_push (s, c->frame.seat, c->frame.card, DEJA_VU_SECOND_VIRUS);
}

static void
demolition_run_start (void *state, int card)
{
  (void) card;
  ((DrNrState *) state)->run.effects |= DR_NR_RUN_EFFECT_FREE_TRASH;
}

/* 9 credits hosted on the event, spendable during its run
 * (dr_nr_run_source_credits); they go with the event when it is trashed. */
static void
stimhack_play (void *state, int card)
{
  ((DrNrState *) state)->cards[card].credits = 9;
}

/* The core damage cannot be prevented: nothing in the engine prevents
 * damage yet, and a prevention window must skip this one. */
static void
stimhack_run_end (void *state, int card)
{
  DrNrState *s = state;
  int runner = s->cards[card].owner;

  if (s->winner == DR_NR_NO_SEAT && dr_nr_runner_alive (s, runner))
    dr_nr_damage (s, runner, DR_NR_OP_CORE_DAMAGE, 1);
}

static int
account_siphon_can_replace (const void *state, int card)
{
  const DrNrState *s = state;

  return s->run.source == card && s->run.server == DR_NR_SERVER_HQ;
}

static void
account_siphon_replace (void *state, int card)
{
  DrNrState *s = state;
  DrNrSeat *corp = DR_NR_CORP (s);
  int lost = corp->credits < 5 ? corp->credits : 5;
  DrNrOp gain = OP (DR_NR_OP_GAIN_CREDITS, 2 * lost);
  DrNrOp tags = OP (DR_NR_OP_GIVE_TAG, 2);

  corp->credits = (int16_t) (corp->credits - lost);
  dr_nr_log (s, DR_NR_EV_LOSE_CREDITS, DR_NR_CORP_SEAT, card, 0, lost, 0);
  if (lost > 0)
    dr_nr_effect_op (s, &gain, card, s->run.runner);
  dr_nr_effect_op (s, &tags, card, s->run.runner);
}

static void
inside_job_start (void *state, int card)
{
  (void) card;
  ((DrNrState *) state)->run.effects |= DR_NR_RUN_EFFECT_BYPASS_FIRST;
}

/* Searching the stack: its cards are face up to the Runner meanwhile; the
 * Runner may fail to find, and the stack is shuffled either way. */
static void
special_order_play (void *state, int card)
{
  dr_nr_prompt_push (state, ((DrNrState *) state)->cards[card].owner, card,
                     DR_NR_PROMPT_SEARCHING);
}

static int
special_order_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  const DrNrPile *stack = &s->seats[f->seat].deck;
  int i;

  for (i = 0; i < stack->n; i++)
    if (dr_nr_first_copy (s, stack->ids, i)
        && (dr_nr_def (s, stack->ids[i])->subtypes & DR_NR_SUB_ICEBREAKER))
      n = dr_nr_prompt_add_card (out, n, f, stack->ids[i]);
  return dr_nr_prompt_add_pass (out, n, f);
}

static void
special_order_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;

  if (c->action.kind == DR_NR_ACT_CHOOSE)
    {
      dr_nr_reveal (s, c->frame.seat, c->action.target);
      dr_nr_add_to_hand (s, c->action.target);
    }
  dr_nr_shuffle_by_effect (s, c->frame.seat);
}

static void
makers_eye_breach (void *state, int card)
{
  DrNrState *s = state;

  if (s->run.source == card && s->run.server == DR_NR_SERVER_RD)
    s->run.extra_access = (uint8_t) (s->run.extra_access + 2);
}

enum { INFILTRATION_GAIN = 0, INFILTRATION_EXPOSE = 1 };
enum { INFILTRATION_PICK = 0, INFILTRATION_TARGET = 1 };

static void
infiltration_play (void *state, int card)
{
  dr_nr_prompt_push (state, ((DrNrState *) state)->cards[card].owner, card, INFILTRATION_PICK);
}

static int
infiltration_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrFrame *f = frame;

  if (f->step == INFILTRATION_TARGET)
    return dr_nr_expose_targets (state, f, out, n);
  n = dr_nr_prompt_add_option (out, n, f, INFILTRATION_GAIN);
  if (dr_nr_expose_targets (state, NULL, NULL, 0) > 0)
    n = dr_nr_prompt_add_option (out, n, f, INFILTRATION_EXPOSE);
  return n;
}

static void
infiltration_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  DrNrOp gain = OP (DR_NR_OP_GAIN_CREDITS, 2);

  if (c->action.kind != DR_NR_ACT_CHOOSE)
    return;
  if (c->frame.step == INFILTRATION_TARGET)
    dr_nr_expose (s, c->action.target);
  else if (c->action.amount == INFILTRATION_EXPOSE)
    dr_nr_prompt_push (s, c->frame.seat, c->frame.card, INFILTRATION_TARGET);
  else
    dr_nr_effect_op (s, &gain, c->frame.card, c->frame.seat);
}

/* Modded: install a program or a piece of hardware from the grip for 3
 * credits less.  Step 0 picks the card; step 1 (n = the card) where it
 * goes when there is more than one place (hosts, trashing programs
 * first). */
static int
modded_installable (const DrNrState *s, int seat, int card)
{
  const DrNrCardDef *d = dr_nr_def (s, card);

  return (d->type == DR_NR_TYPE_PROGRAM || d->type == DR_NR_TYPE_HARDWARE)
    && dr_nr_runner_install_actions (s, seat, card, MODDED_DISCOUNT, NULL, 0) > 0;
}

static int
modded_can_play (const void *state, int card)
{
  const DrNrState *s = state;
  int seat = s->cards[card].owner;
  const DrNrPile *grip = &s->seats[seat].hand;
  int i;

  for (i = 0; i < grip->n; i++)
    if (grip->ids[i] != card && modded_installable (s, seat, grip->ids[i]))
      return 1;
  return 0;
}

static int
modded_prompt_legal (const void *state, const void *frame, void *out, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  DrNrAction places[DR_NR_MAX_ACTIONS];
  int i, count;

  if (f->step == 0)
    {
      const DrNrPile *grip = &s->seats[f->seat].hand;

      for (i = 0; i < grip->n; i++)
        if (dr_nr_first_copy (s, grip->ids, i) && modded_installable (s, f->seat, grip->ids[i]))
          n = dr_nr_prompt_add_card (out, n, f, grip->ids[i]);
      return n;
    }
  count = dr_nr_runner_install_actions (s, f->seat, f->n, MODDED_DISCOUNT, places, 0);
  for (i = 0; i < count; i++)
    if (places[i].target != DR_NR_NO_CARD)
      n = dr_nr_prompt_add_card (out, n, f, places[i].target);
    else
      n = dr_nr_prompt_add_option (out, n, f, places[i].amount);
  return n;
}

static void
modded_prompt_apply (void *state, const void *choice)
{
  DrNrState *s = state;
  const DrNrPromptChoice *c = choice;
  const DrNrAction *a = &c->action;
  int seat = c->frame.seat;

  if (a->kind != DR_NR_ACT_CHOOSE)
    return;
  if (c->frame.step == 0)
    {
      DrNrAction places[DR_NR_MAX_ACTIONS];
      int count = dr_nr_runner_install_actions (s, seat, a->target, MODDED_DISCOUNT, places, 0);
      DrNrFrame *f;

      if (count == 1)
        {
          dr_nr_runner_install_card (s, seat, a->target, places[0].target, MODDED_DISCOUNT, 0);
          return;
        }
      f = dr_nr_prompt_push (s, seat, c->frame.card, 1);
      f->n = a->target;
      return;
    }
  if (a->target != DR_NR_NO_CARD)
    dr_nr_runner_install_card (s, seat, c->frame.n, a->target, MODDED_DISCOUNT, 0);
  else
    dr_nr_runner_install_card (s, seat, c->frame.n, DR_NR_NO_CARD, MODDED_DISCOUNT, a->amount);
}
