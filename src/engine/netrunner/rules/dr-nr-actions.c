/* dr-nr-actions.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The action window: basic click actions of both sides (seed 000, "Phase
 * d'Action"; seed 001, the Corp and Runner action lists), click abilities,
 * and the paid ability window before each action.
 */
#include <string.h>

#include "dr-nr-private.h"

static int
ability_usable (const DrNrState *s, int seat, int card, int index)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  const DrNrAbility *ab = &d->abilities[index];
  const DrNrCard *c = &s->cards[card];
  int credits = seat == DR_NR_CORP_SEAT ? DR_NR_CORP (s)->credits : dr_nr_runner_spendable (s, seat);

  if (ab->where == DR_NR_ABILITY_FROM_SCORE_AREA)
    {
      if (c->zone != DR_NR_ZONE_SCORE || c->zseat != seat)
        return 0;
    }
  else if (c->owner != seat || !dr_nr_card_active (s, card))
    return 0;
  if (ab->clicks == 0)
    return 0;   /* a paid ability, offered in paid ability windows */
  if (ab->needs_tag && s->seats[s->active_runner].tags == 0)
    return 0;
  if (c->agenda < ab->agenda)
    return 0;
  if (d->can_use != NULL && !d->can_use (s, card))
    return 0;
  return s->seats[seat].clicks >= ab->clicks && credits >= ab->credits;
}

/* An ability whose cost forfeits an agenda: one action per agenda the
 * user could forfeit (card 01031 Data Dealer). */
static int
forfeit_actions (const DrNrState *s, int seat, int card, int index, DrNrAction *out, int n)
{
  const DrNrPile *score = &s->seats[seat].score;
  int i;

  for (i = 0; i < score->n; i++)
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_ABILITY, .seat = (uint8_t) seat, .card = (uint8_t) card,
               .target = score->ids[i], .amount = (int16_t) index);
  return n;
}

/* A click ability's targets (card 01096 Security Subcontract: any rezzed
 * ice of the Corp); NO_CARD alone when it takes none. */
static int
ability_target_actions (const DrNrState *s, int seat, int card, int index, DrNrAction *out,
                        int n)
{
  const DrNrAbility *ab = &dr_nr_def (s, card)->abilities[index];
  int i;

  if (ab->target != DR_NR_ABILITY_TARGET_OWN_REZZED_ICE)
    {
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_ABILITY, .seat = (uint8_t) seat,
                 .card = (uint8_t) card, .target = DR_NR_NO_CARD, .amount = (int16_t) index);
      return n;
    }
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_NR_ZONE_ICE && s->cards[i].owner == seat
        && (s->cards[i].flags & DR_NR_CARD_REZZED))
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_ABILITY, .seat = (uint8_t) seat,
                 .card = (uint8_t) card, .target = (uint8_t) i, .amount = (int16_t) index);
  return n;
}

static int
ability_actions (const DrNrState *s, int seat, const uint8_t *ids, int count,
                 DrNrAction *out, int n)
{
  int i, k;

  for (i = 0; i < count; i++)
    {
      const DrNrCardDef *d = dr_nr_def (s, ids[i]);
      for (k = 0; k < d->n_abilities; k++)
        if (!ability_usable (s, seat, ids[i], k))
          continue;
        else if (d->abilities[k].forfeit)
          n = forfeit_actions (s, seat, ids[i], k, out, n);
        else
          n = ability_target_actions (s, seat, ids[i], k, out, n);
    }
  return n;
}

static int
corp_action_legal (const DrNrState *s, DrNrAction *out, int n)
{
  const DrNrSeat *corp = DR_NR_CORP (s);
  const DrNrSeat *runner = &s->seats[s->active_runner];
  int i, server;

  DR_NR_ADD (out, n, .kind = DR_NR_ACT_CLICK_CREDIT, .seat = 0, .card = DR_NR_NO_CARD,
          .target = DR_NR_NO_CARD);
  DR_NR_ADD (out, n, .kind = DR_NR_ACT_CLICK_DRAW, .seat = 0, .card = DR_NR_NO_CARD,
          .target = DR_NR_NO_CARD);
  for (i = 0; i < corp->hand.n; i++)
    {
      int card = corp->hand.ids[i];
      const DrNrCardDef *d = dr_nr_def (s, card);

      if (!dr_nr_first_copy (s, corp->hand.ids, i))
        continue;
      if (d->type == DR_NR_TYPE_OPERATION)
        {
          if (d->cost <= corp->credits && dr_nr_play_allowed (s, card))
            DR_NR_ADD (out, n, .kind = DR_NR_ACT_PLAY, .seat = 0, .card = (uint8_t) card,
                    .target = DR_NR_NO_CARD);
        }
      else
        n = dr_nr_corp_install_actions (s, card, out, n);
    }
  if (corp->credits >= 1)
    for (server = 0; server < DR_NR_MAX_SERVERS; server++)
      {
        const DrNrServer *sv = &s->servers[server];
        for (i = 0; i < sv->n_root + sv->n_ice; i++)
          {
            int card = i < sv->n_root ? sv->root[i] : sv->ice[i - sv->n_root];
            const DrNrCardDef *d = dr_nr_def (s, card);
            if (d->type == DR_NR_TYPE_AGENDA || d->advanceable)
              DR_NR_ADD (out, n, .kind = DR_NR_ACT_ADVANCE, .seat = 0, .card = (uint8_t) card,
                      .target = DR_NR_NO_CARD);
          }
      }
  if (runner->tags > 0 && corp->credits >= 2)
    for (i = 0; i < runner->resources.n; i++)
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_TRASH_RESOURCE, .seat = 0,
              .card = DR_NR_NO_CARD, .target = runner->resources.ids[i]);
  if (corp->clicks >= 3)
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_PURGE, .seat = 0, .card = DR_NR_NO_CARD,
            .target = DR_NR_NO_CARD);
  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    n = ability_actions (s, 0, s->servers[server].root, s->servers[server].n_root, out, n);
  n = ability_actions (s, 0, corp->score.ids, corp->score.n, out, n);
  if (corp->identity != DR_NR_NO_CARD)
    n = ability_actions (s, 0, &corp->identity, 1, out, n);
  return n;
}

static int
runner_action_legal (const DrNrState *s, int seat, DrNrAction *out, int n)
{
  const DrNrSeat *st = &s->seats[seat];
  int i, server;

  DR_NR_ADD (out, n, .kind = DR_NR_ACT_CLICK_CREDIT, .seat = (uint8_t) seat,
          .card = DR_NR_NO_CARD, .target = DR_NR_NO_CARD);
  DR_NR_ADD (out, n, .kind = DR_NR_ACT_CLICK_DRAW, .seat = (uint8_t) seat,
          .card = DR_NR_NO_CARD, .target = DR_NR_NO_CARD);
  for (i = 0; i < st->hand.n; i++)
    {
      int card = st->hand.ids[i];
      const DrNrCardDef *d = dr_nr_def (s, card);

      if (!dr_nr_first_copy (s, st->hand.ids, i))
        continue;
      if (d->type == DR_NR_TYPE_EVENT)
        {
          if (d->cost > st->credits || !dr_nr_play_allowed (s, card))
            continue;
          if (d->run_servers != 0)
            n = dr_nr_run_event_actions (s, seat, card, out, n);
          else
            DR_NR_ADD (out, n, .kind = DR_NR_ACT_PLAY, .seat = (uint8_t) seat,
                    .card = (uint8_t) card, .target = DR_NR_NO_CARD);
        }
      else
        n = dr_nr_runner_install_actions (s, seat, card, 0, out, n);
    }
  if (st->tags > 0 && dr_nr_runner_spendable_for (s, seat, DR_NR_PAY_TAG_REMOVAL) >= 2)
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_REMOVE_TAG, .seat = (uint8_t) seat,
            .card = DR_NR_NO_CARD, .target = DR_NR_NO_CARD);
  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    if (dr_nr_server_exists (s, server))
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_RUN, .seat = (uint8_t) seat,
              .card = DR_NR_NO_CARD, .target = DR_NR_NO_CARD, .server = (uint8_t) server);
  n = ability_actions (s, seat, st->programs.ids, st->programs.n, out, n);
  n = ability_actions (s, seat, st->hardware.ids, st->hardware.n, out, n);
  n = ability_actions (s, seat, st->resources.ids, st->resources.n, out, n);
  if (st->identity != DR_NR_NO_CARD)
    n = ability_actions (s, seat, &st->identity, 1, out, n);
  return n;
}

/* The paid ability window before each action (docs/timing.md §3, turns) and
 * the action window share one frame: the active player holds priority
 * first and may use its options (rez, score) or take an action, which
 * passes priority.  If the other player then has options, the chosen
 * action waits in `intent` and is taken only if that player passes too;
 * should they use an option, priority comes back and the action window
 * follows the window.  `step` is ACTION_PAW_CLOSED once the window before
 * the next action has closed. */
enum
{
  ACTION_PAW_CLOSED = 1
};

static int
action_window_flags (int seat)
{
  /* scoring only in the Corp's own turn */
  return DR_NR_PAW_REZ | (seat == DR_NR_CORP_SEAT ? DR_NR_PAW_SCORE : 0);
}

static int
is_option (const DrNrState *s, const DrNrAction *a)
{
  if (a->kind == DR_NR_ACT_REZ || a->kind == DR_NR_ACT_SCORE)
    return 1;
  return a->kind == DR_NR_ACT_ABILITY
    && dr_nr_def (s, a->card)->abilities[a->amount].clicks == 0;
}

int
dr_nr_action_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  int i;

  if (f->kind == DR_NR_FRAME_REZ_ICE_FREE)
    {
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_NR_ZONE_ICE && !(s->cards[i].flags & DR_NR_CARD_REZZED))
          DR_NR_ADD (out, n, .kind = DR_NR_ACT_REZ, .seat = 0, .card = (uint8_t) i,
                  .target = DR_NR_NO_CARD);
      n = dr_nr_add_pass (out, n, 0);
      return n;
    }
  if (!(f->step & ACTION_PAW_CLOSED))
    n = dr_nr_paw_options (s, f->seat, action_window_flags (f->seat), DR_NR_NO_CARD, out, n);
  if (s->seats[f->seat].clicks > 0)
    {
      if (f->seat == DR_NR_CORP_SEAT)
        return corp_action_legal (s, out, n);
      return runner_action_legal (s, f->seat, out, n);
    }
  if (!(f->step & ACTION_PAW_CLOSED))
    n = dr_nr_add_pass (out, n, f->seat);
  return n;
}

/* The active player passed: the other player gets priority if it has
 * anything to use; otherwise the window closes at once. */
static void
close_window (DrNrState *s, DrNrFrame *f)
{
  int other = dr_nr_other_seat (s, f->seat);
  int flags = action_window_flags (f->seat);
  DrNrFrame *w;

  f->step |= ACTION_PAW_CLOSED;
  if (!dr_nr_paw_has_options (s, other, flags, DR_NR_NO_CARD))
    return;
  w = dr_nr_push (s, DR_NR_FRAME_PAW, other, DR_NR_NO_CARD);
  w->step = (uint8_t) flags;
  w->n = 1;
  w->m = DR_NR_WINDOW_ACTION;
}

static void
spend_click (DrNrState *s, int seat, int clicks)
{
  DrNrSeat *st = DR_NR_SEAT (s, seat);

  st->clicks = (int8_t) (st->clicks > clicks ? st->clicks - clicks : 0);
}

static void
play_card (DrNrState *s, const DrNrAction *a)
{
  const DrNrCardDef *d = dr_nr_def (s, a->card);
  int i;

  if (a->seat == DR_NR_CORP_SEAT)
    DR_NR_CORP (s)->credits = (int16_t) (DR_NR_CORP (s)->credits - d->cost);
  else
    dr_nr_runner_pay (s, a->seat, d->cost);
  dr_nr_move_card (s, a->card, a->seat, DR_NR_ZONE_PLAY, 0);
  dr_nr_log (s, DR_NR_EV_PLAY, a->seat, a->card, 0, 0, 0);
  for (i = 0; i < d->n_play && s->winner == DR_NR_NO_SEAT; i++)
    dr_nr_effect_op (s, &d->play[i], a->card, a->seat);
  if (d->on_play != NULL && s->winner == DR_NR_NO_SEAT)
    d->on_play (s, a->card);
  /* a run event makes its run on the server named by the action */
  if (d->run_servers != 0 && s->winner == DR_NR_NO_SEAT)
    dr_nr_run_start_from (s, a->seat, a->server, a->card);
  dr_nr_fire_triggers (s, DR_NR_TRIGGER_PLAY, a->seat, a->card, 0);
  /* played cards are trashed once they have resolved, after their last
   * decision if they have any, and a run event after its run */
  dr_nr_play_finish (s, a->card);
}

static void
take_action (DrNrState *s, const DrNrAction *a)
{
  DrNrSeat *st = DR_NR_SEAT (s, a->seat);
  const DrNrCardDef *d = a->card != DR_NR_NO_CARD ? dr_nr_def (s, a->card) : NULL;
  int i;

  switch (a->kind)
    {
    case DR_NR_ACT_CLICK_CREDIT:
      spend_click (s, a->seat, 1);
      dr_nr_gain_credits (s, a->seat, 1, DR_NR_NO_CARD);
      break;
    case DR_NR_ACT_CLICK_DRAW:
      spend_click (s, a->seat, 1);
      dr_nr_draw (s, a->seat, 1);
      break;
    case DR_NR_ACT_INSTALL:
      spend_click (s, a->seat, 1);
      if (a->seat == DR_NR_CORP_SEAT)
        dr_nr_corp_install (s, a);
      else
        dr_nr_runner_install_card (s, a->seat, a->card, a->target, 0, a->amount);
      break;
    case DR_NR_ACT_PLAY:
      spend_click (s, a->seat, 1);
      play_card (s, a);
      break;
    case DR_NR_ACT_ADVANCE:
      spend_click (s, 0, 1);
      st->credits--;
      s->cards[a->card].advancement++;
      dr_nr_log (s, DR_NR_EV_ADVANCE, 0, a->card, 0, s->cards[a->card].advancement, 0);
      break;
    case DR_NR_ACT_TRASH_RESOURCE:
      spend_click (s, 0, 1);
      st->credits = (int16_t) (st->credits - 2);
      dr_nr_trash_card (s, a->target, 1);
      break;
    case DR_NR_ACT_PURGE:
      /* every virus counter (rules-choices.md), but the Corp cannot touch an
       * inactive Runner's cards (seed 002, active Runner) */
      spend_click (s, 0, 3);
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].owner == DR_NR_CORP_SEAT || s->cards[i].owner == s->active_runner)
          s->cards[i].virus = 0;
      dr_nr_log (s, DR_NR_EV_PURGE, 0, DR_NR_NO_CARD, 0, 0, 0);
      break;
    case DR_NR_ACT_REMOVE_TAG:
      spend_click (s, a->seat, 1);
      dr_nr_runner_pay_for (s, a->seat, 2, DR_NR_PAY_TAG_REMOVAL);
      st->tags--;
      dr_nr_log (s, DR_NR_EV_TAG, a->seat, DR_NR_NO_CARD, 0, -1, 0);
      break;
    case DR_NR_ACT_RUN:
      spend_click (s, a->seat, 1);
      dr_nr_run_start (s, a->seat, a->server);
      break;
    case DR_NR_ACT_ABILITY:
      {
        const DrNrAbility *ab = &d->abilities[a->amount];
        spend_click (s, a->seat, ab->clicks);
        if (a->seat == DR_NR_CORP_SEAT)
          st->credits = (int16_t) (st->credits - ab->credits);
        else
          dr_nr_runner_pay (s, a->seat, ab->credits);
        s->cards[a->card].agenda = (uint8_t) (s->cards[a->card].agenda - ab->agenda);
        if (ab->forfeit && a->target != DR_NR_NO_CARD)
          dr_nr_forfeit_agenda (s, a->target);
        dr_nr_log (s, DR_NR_EV_ABILITY, a->seat, a->card, 0, a->amount, 0);
        /* trashing the target is part of the cost: it happens first */
        if (ab->trash_target && a->target != DR_NR_NO_CARD)
          dr_nr_trash_card (s, a->target, 1);
        dr_nr_effect_op (s, &ab->op, a->card, a->seat);
      }
      break;
    default:
      break;
    }
}

void
dr_nr_action_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrFrame *f = &s->stack[s->stack_n - 1];

  if (f->kind == DR_NR_FRAME_REZ_ICE_FREE)
    {
      dr_nr_pop (s);
      if (a->kind == DR_NR_ACT_REZ)
        dr_nr_rez_card (s, a->card, 0);   /* ignoring all costs */
      return;
    }
  if (is_option (s, a))
    {
      dr_nr_paw_use_option (s, a);
      return;
    }
  if (a->kind == DR_NR_ACT_PASS)
    {
      close_window (s, f);
      return;
    }
  if (!(f->step & ACTION_PAW_CLOSED))
    {
      close_window (s, f);
      if (s->stack[s->stack_n - 1].kind == DR_NR_FRAME_PAW)
        {
          s->intent = *a;
          return;
        }
    }
  f->step &= (uint8_t) ~ACTION_PAW_CLOSED;
  take_action (s, a);
}

/* Steps the action frame when nobody has to decide.  Returns 1 when it did
 * something. */
int
dr_nr_action_settle (DrNrState *s, DrNrFrame *f)
{
  if (f->kind != DR_NR_FRAME_ACTION)
    return 0;
  if (f->step & ACTION_PAW_CLOSED)
    {
      if (s->intent.kind != DR_NR_ACT_NONE)
        {
          DrNrAction a = s->intent;

          memset (&s->intent, 0, sizeof s->intent);
          f->step &= (uint8_t) ~ACTION_PAW_CLOSED;
          take_action (s, &a);
          return 1;
        }
      if (s->seats[f->seat].clicks <= 0)
        {
          dr_nr_pop (s);
          return 1;
        }
      return 0;
    }
  if (dr_nr_paw_has_options (s, f->seat, action_window_flags (f->seat), DR_NR_NO_CARD))
    return 0;
  /* nothing to use: the active player passes without being asked */
  close_window (s, f);
  return 1;
}
