/* dr-nr-run-effects.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The general rules that cards which make runs, or change them, rely on
 * (issue 13 §2, group B): run events and their "during that run" effects,
 * bypass, "instead of breaching" replacements, breach abilities (extra
 * accesses), additional steal costs, this turn's run marks for play
 * conditions, and the public events expose and reveal.
 */
#include <string.h>

#include "dr-nr-private.h"

/* A run event may be played on each server its text allows; the server is
 * part of the play action, so choosing it is no extra decision. */
int
dr_nr_run_event_actions (const DrNrState *s, int seat, int card, DrNrAction *out, int n)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  int server;

  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    {
      int bit = server == DR_NR_SERVER_HQ ? DR_NR_RUN_ON_HQ
        : server == DR_NR_SERVER_RD ? DR_NR_RUN_ON_RD
        : server == DR_NR_SERVER_ARCHIVES ? DR_NR_RUN_ON_ARCHIVES : DR_NR_RUN_ON_REMOTES;

      if ((d->run_servers & bit) && dr_nr_server_exists (s, server))
        DR_NR_ADD (out, n, .kind = DR_NR_ACT_PLAY, .seat = (uint8_t) seat, .card = (uint8_t) card,
                   .target = DR_NR_NO_CARD, .server = (uint8_t) server);
    }
  return n;
}

/* Credits hosted on the run's source (Stimhack) are part of the Runner's
 * pool while the run lasts. */
int
dr_nr_run_source_credits (const DrNrState *s, int seat)
{
  const DrNrRun *r = &s->run;

  if (!r->active || r->runner != seat || r->source == DR_NR_NO_CARD
      || s->cards[r->source].zone != DR_NR_ZONE_PLAY)
    return 0;
  return s->cards[r->source].credits;
}

void
dr_nr_bypass (DrNrState *s)
{
  const DrNrRun *r = &s->run;

  dr_nr_log (s, DR_NR_EV_BYPASS, r->runner, dr_nr_run_current_ice (s), r->server, 0, 0);
  s->run.bypassed = 1;
}

/* Besides group C's run history (dr_nr_note_run): a successful run on
 * HQ this turn (Lemuria Codecracker); turn flags clear as the seat's turn
 * begins. */
void
dr_nr_mark_successful_run (DrNrState *s, int runner, int server)
{
  if (server == DR_NR_SERVER_HQ)
    DR_NR_SEAT (s, runner)->turn_flags |= DR_NR_TURN_FLAG_SUCCESSFUL_HQ;
}

/* Cards whose effect may replace the breach: the run's source and the
 * Runner's installed cards. */
static int
replacement_actions (const DrNrState *s, DrNrAction *out, int n)
{
  const DrNrRun *r = &s->run;
  const DrNrSeat *st = DR_NR_SEAT (s, r->runner);
  const DrNrRig *rigs[3] = { &st->programs, &st->hardware, &st->resources };
  int i, k;

  if (r->source != DR_NR_NO_CARD && dr_nr_def (s, r->source)->can_replace_breach != NULL
      && dr_nr_def (s, r->source)->can_replace_breach (s, r->source))
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_REPLACE_BREACH, .seat = r->runner, .card = r->source,
               .target = DR_NR_NO_CARD, .server = r->server);
  for (k = 0; k < 3; k++)
    for (i = 0; i < rigs[k]->n; i++)
      {
        int card = rigs[k]->ids[i];
        const DrNrCardDef *d = dr_nr_def (s, card);

        /* installed copies are distinct (each Bank Job holds its own credits) */
        if (card != r->source && d->can_replace_breach != NULL && d->can_replace_breach (s, card))
          DR_NR_ADD (out, n, .kind = DR_NR_ACT_REPLACE_BREACH, .seat = r->runner,
                     .card = (uint8_t) card, .target = DR_NR_NO_CARD, .server = r->server);
      }
  return n;
}

void
dr_nr_breach_replacements_offer (DrNrState *s)
{
  if (replacement_actions (s, NULL, 0) > 0)
    dr_nr_push (s, DR_NR_FRAME_BREACH_REPLACE, s->run.runner, DR_NR_NO_CARD);
}

int
dr_nr_breach_replace_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  n = replacement_actions (s, out, n);
  n = dr_nr_add_pass (out, n, f->seat);
  return n;
}

void
dr_nr_breach_replace_apply (DrNrState *s, const DrNrAction *a)
{
  dr_nr_pop (s);
  if (a->kind != DR_NR_ACT_REPLACE_BREACH)
    return;
  s->run.effects |= DR_NR_RUN_EFFECT_REPLACED;
  dr_nr_log (s, DR_NR_EV_ABILITY, a->seat, a->card, 0, 0, 0);
  dr_nr_def (s, a->card)->replace_breach (s, a->card);
}

/* Credits added to stealing agendas in the breached server (Red Herrings):
 * read as the breach begins, so they still apply if the upgrade is
 * trashed during the breach ("persistent"). */
static int
steal_cost_here (const DrNrState *s, int server)
{
  const DrNrServer *sv = &s->servers[server];
  int i, cost = 0;

  for (i = 0; i < sv->n_root; i++)
    if (s->cards[sv->root[i]].flags & DR_NR_CARD_REZZED)
      cost += dr_nr_def (s, sv->root[i])->steal_cost;
  return cost;
}

/* The breach begins: breach abilities of the run's source and of the
 * Runner's installed cards (extra accesses) may ask questions first. */
void
dr_nr_breach_begins (DrNrState *s)
{
  DrNrRun *r = &s->run;
  const DrNrSeat *st = DR_NR_SEAT (s, r->runner);
  uint8_t ids[3 * DR_NR_RIG_CAP];
  int i, count = 0;

  r->steal_cost = (uint8_t) steal_cost_here (s, r->server);
  if (r->source != DR_NR_NO_CARD && dr_nr_def (s, r->source)->on_breach != NULL)
    dr_nr_def (s, r->source)->on_breach (s, r->source);
  memcpy (ids, st->programs.ids, st->programs.n);
  count = st->programs.n;
  memcpy (ids + count, st->hardware.ids, st->hardware.n);
  count += st->hardware.n;
  memcpy (ids + count, st->resources.ids, st->resources.n);
  count += st->resources.n;
  for (i = 0; i < count; i++)
    if (ids[i] != r->source && dr_nr_def (s, ids[i])->on_breach != NULL)
      dr_nr_def (s, ids[i])->on_breach (s, ids[i]);
}

/* What trashing an accessed card costs the Runner, or -1 when it cannot
 * be trashed (seed 001, access: cards with a trash cost, not in Archives). */
int
dr_nr_access_trash_cost (const DrNrState *s, int card)
{
  const DrNrCardDef *d = dr_nr_def (s, card);

  if (s->cards[card].zone == DR_NR_ZONE_DISCARD)
    return -1;
  if (s->run.active && (s->run.effects & DR_NR_RUN_EFFECT_FREE_TRASH))
    return 0;
  return d->trash_cost;
}

int
dr_nr_steal_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  if (dr_nr_runner_spendable (s, f->seat) >= f->n)
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_STEAL, .seat = f->seat, .card = f->card,
               .target = DR_NR_NO_CARD, .amount = f->n);
  n = dr_nr_add_pass (out, n, f->seat);
  return n;
}

void
dr_nr_steal_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrFrame f = s->stack[s->stack_n - 1];

  dr_nr_pop (s);
  if (a->kind == DR_NR_ACT_STEAL)
    {
      dr_nr_runner_pay (s, a->seat, f.n);
      s->run.access_card = DR_NR_NO_CARD;
      dr_nr_score_agenda (s, f.card, a->seat, 1);
      return;
    }
  dr_nr_access_not_stolen (s, f.card);
}

/* A log entry every seat may read, whoever could see the card before. */
static void
log_public (DrNrState *s, int kind, int seat, int card, int aux)
{
  dr_nr_log (s, kind, seat, card, aux, 0, 0);
  s->log[(s->log_total - 1) % DR_NR_LOG_CAP].known =
    (uint8_t) (DR_NR_LOG_PUBLIC | ((1u << s->n_seats) - 1));
}

/* Expose: the installed card is shown to every player and goes back as
 * it was; only the log remembers it.  The Corp may prevent it first (card
 * 01071 Zaibatsu Loyalty), so it goes through the prevention window. */
void
dr_nr_expose (DrNrState *s, int card)
{
  dr_nr_about_to (s, DR_NR_CORP_SEAT, DR_NR_PREVENT_EXPOSE, 1, card);
}

/* What was not prevented: every Core Set expose is a Runner's event or
 * click ability, so the Runner exposing is the active one.  A card that
 * left its server inside the window is no longer there to expose. */
void
dr_nr_expose_now (DrNrState *s, int card)
{
  int zone = s->cards[card].zone;

  if (zone == DR_NR_ZONE_ICE || zone == DR_NR_ZONE_ROOT)
    log_public (s, DR_NR_EV_EXPOSE, s->active_runner, card, zone);
}

void
dr_nr_reveal (DrNrState *s, int seat, int card)
{
  log_public (s, DR_NR_EV_REVEAL, seat, card, s->cards[card].zone);
}

/* A deck shuffled by a card's effect, after a search or a look (Special
 * Order, Djinn, Rabbit Hole, Precognition, Shipment from Kaguya…): written
 * in the log, unlike the shuffles of setup and mulligans. */
void
dr_nr_shuffle_by_effect (DrNrState *s, int seat)
{
  dr_nr_shuffle_deck (s, seat);
  dr_nr_log (s, DR_NR_EV_SHUFFLE, seat, DR_NR_NO_CARD, 0, 0, 0);
}

/* A card moved to its owner's hand from the deck or the discard pile, in
 * sight of everyone (searching reveals it; the heap is face up). */
void
dr_nr_add_to_hand (DrNrState *s, int card)
{
  int owner = s->cards[card].owner;

  log_public (s, DR_NR_EV_TO_HAND, owner, card, s->cards[card].zone);
  dr_nr_move_card (s, card, owner, DR_NR_ZONE_HAND, 0);
}

/* Face-down installed Corp cards: what expose can show something of. */
int
dr_nr_expose_targets (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    {
      const DrNrCard *c = &s->cards[i];

      if (c->owner == DR_NR_CORP_SEAT && (c->zone == DR_NR_ZONE_ICE || c->zone == DR_NR_ZONE_ROOT)
          && !(c->flags & DR_NR_CARD_REZZED))
        {
          if (f == NULL)
            return n + 1;
          n = dr_nr_prompt_add_card (out, n, f, i);
        }
    }
  return n;
}
