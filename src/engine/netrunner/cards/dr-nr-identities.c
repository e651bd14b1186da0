/* dr-nr-identities.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Identities: printed link, minimum deck size and influence limit, and
 * the ability each one has.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

/* ---- NAPD: 24001, Cyber Bureau (front) / Detective's Bureau (back) ---- */

enum
{
  CYBER_INSTALL = 0,   /* n = cards installed so far */
  CYBER_REZ = 1,       /* m = what is left of the 20-credit discount */
  BUREAU_CHOOSE = 2
};

#define CYBER_MAX_INSTALLS 5
#define CYBER_REZ_DISCOUNT 20

static int
cyber_installable (const DrNrCardDef *d)
{
  return d->type == DR_NR_TYPE_ICE || d->type == DR_NR_TYPE_ASSET
    || d->type == DR_NR_TYPE_UPGRADE || d->type == DR_NR_TYPE_AGENDA;
}

/* The rez step offers every installed, unrezzed Corp card that can be
 * rezzed: before the first turn those are exactly the cards this ability
 * installed.  The discount lowers credits only: a card whose rez also
 * costs an agenda to forfeit (01101 Archer) is not offered, as the Corp
 * has scored nothing before its first turn. */
static int
cyber_rez_candidate (const DrNrState *s, int card)
{
  const DrNrCard *c = &s->cards[card];
  const DrNrCardDef *d = dr_nr_def (s, card);

  return (c->zone == DR_NR_ZONE_ICE || c->zone == DR_NR_ZONE_ROOT)
    && c->owner == DR_NR_CORP_SEAT && !(c->flags & DR_NR_CARD_REZZED)
    && d->type != DR_NR_TYPE_AGENDA && !d->rez_forfeit;
}

static int
cyber_can_rez (const DrNrState *s, int discount)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (cyber_rez_candidate (s, i)
        && dr_nr_rez_cost (s, i) - discount <= s->seats[DR_NR_CORP_SEAT].credits)
      return 1;
  return 0;
}

static int
cyber_legal (const void *state, const void *frame, void *out_, int n)
{
  const DrNrState *s = state;
  const DrNrFrame *f = frame;
  DrNrAction *out = out_;
  const DrNrSeat *corp = &s->seats[DR_NR_CORP_SEAT];
  int i, k;

  if (f->step == CYBER_INSTALL)
    {
      if (f->n < CYBER_MAX_INSTALLS)
        for (i = 0; i < corp->hand.n; i++)
          {
            int card = corp->hand.ids[i];

            if (!dr_nr_first_copy (s, corp->hand.ids, i)
                || !cyber_installable (dr_nr_def (s, card)))
              continue;
            /* the servers there are, then a new remote; never trashing a card */
            for (k = 0; k < DR_NR_MAX_SERVERS; k++)
              if (dr_nr_server_exists (s, k) && dr_nr_corp_can_install_in (s, card, k))
                n = dr_nr_prompt_add_card_server (out, n, f, card, k);
            if (dr_nr_corp_can_install_in (s, card, DR_NR_SERVER_NEW))
              n = dr_nr_prompt_add_card_server (out, n, f, card, DR_NR_SERVER_NEW);
          }
    }
  else
    for (i = 0; i < s->n_cards; i++)
      if (cyber_rez_candidate (s, i) && dr_nr_rez_cost (s, i) - f->m <= corp->credits)
        n = dr_nr_prompt_add_card (out, n, f, i);
  /* done installing / done rezzing */
  return dr_nr_prompt_add_pass (out, n, f);
}

static void
cyber_apply (void *state, const void *choice_)
{
  DrNrState *s = state;
  const DrNrPromptChoice *choice = choice_;
  const DrNrFrame *f = &choice->frame;
  const DrNrAction *a = &choice->action;
  DrNrFrame *next;

  if (f->step == CYBER_INSTALL && a->kind == DR_NR_ACT_CHOOSE)
    {
      /* install costs are ignored */
      dr_nr_install_by_effect (s, a->target, a->server, 1);
      next = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, f->card, CYBER_INSTALL);
      next->n = (int16_t) (f->n + 1);
      return;
    }
  if (f->step == CYBER_INSTALL && cyber_can_rez (s, CYBER_REZ_DISCOUNT))
    {
      next = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, f->card, CYBER_REZ);
      next->m = CYBER_REZ_DISCOUNT;
      return;
    }
  if (f->step == CYBER_REZ && a->kind == DR_NR_ACT_CHOOSE)
    {
      /* the 20 credits come off the total: each rez uses what is left */
      int cost = dr_nr_rez_cost (s, a->target);
      int discount = cost < f->m ? cost : f->m;

      DR_NR_CORP (s)->credits = (int16_t) (DR_NR_CORP (s)->credits + discount);
      dr_nr_rez_card (s, a->target, 1);
      next = dr_nr_prompt_push (s, DR_NR_CORP_SEAT, f->card, CYBER_REZ);
      next->m = (int16_t) (f->m - discount);
      return;
    }
  dr_nr_flip_identity (s, DR_NR_CORP_SEAT);
}

static void
cyber_before_first_turn (void *state, int card)
{
  dr_nr_prompt_push (state, DR_NR_CORP_SEAT, card, CYBER_INSTALL);
}

/* The first run each turn: the Runner who began it loses a credit per
 * agenda point in the score area a Corp ability reads (the infamy token
 * holder's, seed 002 FAQ and rules-choices.md), as many as they have, and
 * the Corp gains what they lost. */
static void
bureau_drain (void *state, int card)
{
  DrNrState *s = state;
  int runner = s->run.active ? s->run.runner : s->active_runner;
  int points = dr_nr_points (s, dr_nr_score_area_runner (s, DR_NR_CORP_SEAT));
  int credits = s->seats[runner].credits;
  int lost = points < credits ? points : credits;

  if (lost <= 0)
    return;
  s->seats[runner].credits = (int16_t) (credits - lost);
  dr_nr_effect_op (s, &(DrNrOp) OP (DR_NR_OP_GAIN_CREDITS, (int8_t) lost), card,
                   DR_NR_CORP_SEAT);
}

static void
bureau_click (void *state, int card)
{
  dr_nr_prompt_push (state, DR_NR_CORP_SEAT, card, BUREAU_CHOOSE);
}

static int
bureau_legal (const void *state, const void *frame, void *out, int n)
{
  (void) state;
  n = dr_nr_prompt_add_option (out, n, frame, 0);
  return dr_nr_prompt_add_option (out, n, frame, 1);
}

static void
bureau_apply (void *state, const void *choice_)
{
  const DrNrPromptChoice *choice = choice_;

  if (choice->action.kind != DR_NR_ACT_CHOOSE)
    return;
  dr_nr_effect_op (state, choice->action.amount == 0 ? &(DrNrOp) OP (DR_NR_OP_GAIN_CREDITS, 3)
                                                     : &(DrNrOp) OP (DR_NR_OP_DRAW, 3),
                   choice->frame.card, DR_NR_CORP_SEAT);
}

const DrNrCardDef dr_nr_identity_cards[] = {
  { .code = "01001", .title = "Noise: Hacker Extraordinaire", .side = 1,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_G_MOD,
    .trash_cost = -1, .link = 0, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_INSTALL, .subtypes = DR_NR_SUB_VIRUS,
                 .op = OP (DR_NR_OP_TRASH_TOP_RD, 1) } },
  { .code = "01017", .title = "Gabriel Santiago: Consummate Professional", .side = 1,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_CYBORG,
    .trash_cost = -1, .link = 0, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_SUCCESSFUL_RUN, .server = DR_NR_SERVER_HQ,
                 .once_flag = DR_NR_TURN_FLAG_HQ_RUN, .op = OP (DR_NR_OP_GAIN_CREDITS, 2) } },
  { .code = "01033", .title = "Kate \"Mac\" McCaffrey: Digital Tinker", .side = 1,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_NATURAL,
    .trash_cost = -1, .link = 1, .min_deck = 45, .influence_limit = 15,
    .first_install_discount = 1 },
  { .code = "01054", .title = "Haas-Bioroid: Engineering the Future", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_MEGACORP,
    .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_INSTALL, .once_flag = DR_NR_TURN_FLAG_INSTALLED,
                 .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
  { .code = "01067", .title = "Jinteki: Personal Evolution", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_MEGACORP,
    .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_SCORE_OR_STEAL, .op = OP (DR_NR_OP_NET_DAMAGE, 1) } },
  { .code = "01080", .title = "NBN: Making News", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_MEGACORP,
    .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .recurring_trace = 2 },
  { .code = "01093", .title = "Weyland Consortium: Building a Better World", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_MEGACORP,
    .trash_cost = -1, .min_deck = 45, .influence_limit = 15,
    .trigger = { .when = DR_NR_TRIGGER_PLAY, .subtypes = DR_NR_SUB_TRANSACTION,
                 .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
  /* group E: NAPD.  Both faces of 24001, front first (dr_nr_card_other_face);
   * no influence limit (seed 002, Corp deck building) */
  { .code = "24001", .title = "Cyber Bureau: Keeping the Peace", .side = 0,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_POLICE_DEPARTMENT,
    .trash_cost = -1, .min_deck = 40, .influence_limit = 0, .opening_hand = 10,
    .before_first_turn = cyber_before_first_turn,
    .prompt_legal = cyber_legal, .prompt_apply = cyber_apply },
  { .code = "24001", .title = "Detective's Bureau: Upholding the Law", .side = 0, .face = 1,
    .type = DR_NR_TYPE_IDENTITY, .subtypes = DR_NR_SUB_POLICE_DEPARTMENT,
    .trash_cost = -1, .min_deck = 40, .influence_limit = 0,
    .trigger = { .when = DR_NR_TRIGGER_RUN_BEGINS, .once_flag = DR_NR_TURN_FLAG_FIRST_RUN,
                 .op = OP (DR_NR_OP_CUSTOM, 0) },
    .n_abilities = 1, .abilities = { { .clicks = 1, .op = OP (DR_NR_OP_CUSTOM, 1) } },
    .custom = { bureau_drain, bureau_click },
    .prompt_legal = bureau_legal, .prompt_apply = bureau_apply,
    .choice_texts = { DR_ENGINE_N_ ("Gain 3 credits"), DR_ENGINE_N_ ("Draw 3 cards") } },
};

const int dr_nr_n_identity_cards =
  (int) (sizeof dr_nr_identity_cards / sizeof dr_nr_identity_cards[0]);
