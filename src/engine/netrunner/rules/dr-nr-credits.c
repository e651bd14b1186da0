/* dr-nr-credits.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Credits that sit on cards: recurring credits restricted to some uses
 * (seed 001, recurring credits: "used only as the card says", refilled when
 * the owner's turn begins; cards 01005 Cyberfeeder, 01041 The Toolbox,
 * 01030 Crash Space) and credits hosted on a card when it is installed
 * (card 01053 Armitage Codebusting; DR_NR_OP_TAKE_HOSTED_CREDITS takes
 * them).  A payment names what it is for (a
 * DR_NR_PAY_* bit), so only the credits allowed for it count.  Restricted
 * credits are spent before the pool: they are lost at the next refill
 * anyway, so spending them first never leaves the player worse off.
 */
#include "dr-nr-private.h"

/* The card's recurring credits may pay for a payment with these uses. */
static int
recurring_fits (const DrNrState *s, int card, int uses)
{
  const DrNrCardDef *d = dr_nr_def (s, card);

  return d->recurring > 0 && (d->recurring_use & uses) != 0 && s->cards[card].credits > 0
    && dr_nr_card_active (s, card);
}

static int
rig_recurring (const DrNrState *s, const DrNrRig *rig, int uses)
{
  int i, sum = 0;

  for (i = 0; i < rig->n; i++)
    if (recurring_fits (s, rig->ids[i], uses))
      sum += s->cards[rig->ids[i]].credits;
  return sum;
}

int
dr_nr_recurring_for (const DrNrState *s, int seat, int uses)
{
  const DrNrSeat *st = &s->seats[seat];

  if (uses == 0 || seat == DR_NR_CORP_SEAT)
    return 0;
  return rig_recurring (s, &st->hardware, uses) + rig_recurring (s, &st->programs, uses)
    + rig_recurring (s, &st->resources, uses);
}

int
dr_nr_runner_spendable_for (const DrNrState *s, int seat, int uses)
{
  return dr_nr_runner_spendable (s, seat) + dr_nr_recurring_for (s, seat, uses);
}

static int
rig_pay (DrNrState *s, const DrNrRig *rig, int amount, int uses)
{
  int i;

  for (i = 0; i < rig->n && amount > 0; i++)
    if (recurring_fits (s, rig->ids[i], uses))
      {
        DrNrCard *c = &s->cards[rig->ids[i]];
        int take = amount < c->credits ? amount : c->credits;

        c->credits = (uint8_t) (c->credits - take);
        amount -= take;
      }
  return amount;
}

void
dr_nr_runner_pay_for (DrNrState *s, int seat, int amount, int uses)
{
  DrNrSeat *st = DR_NR_SEAT (s, seat);

  if (uses != 0 && seat != DR_NR_CORP_SEAT)
    {
      amount = rig_pay (s, &st->hardware, amount, uses);
      amount = rig_pay (s, &st->programs, amount, uses);
      amount = rig_pay (s, &st->resources, amount, uses);
    }
  if (amount > 0)
    dr_nr_runner_pay (s, seat, amount);
}

/* What using this card's abilities counts as, for restricted credits. */
int
dr_nr_pay_uses_of (const DrNrState *s, int card)
{
  const DrNrCardDef *d = dr_nr_def (s, card);

  if (d->type == DR_NR_TYPE_PROGRAM && (d->subtypes & DR_NR_SUB_ICEBREAKER))
    return DR_NR_PAY_ICEBREAKER;
  return 0;
}

/* What installing this card counts as. */
int
dr_nr_install_uses_of (const DrNrState *s, int card)
{
  const DrNrCardDef *d = dr_nr_def (s, card);

  if (d->type == DR_NR_TYPE_PROGRAM && (d->subtypes & DR_NR_SUB_VIRUS))
    return DR_NR_PAY_VIRUS_INSTALL;
  return 0;
}

/* Recurring credits come with the card and return when its owner's turn
 * begins; hosted credits are put on it once, as it is installed. */
void
dr_nr_credits_on_install (DrNrState *s, int card)
{
  const DrNrCardDef *d = dr_nr_def (s, card);

  if (d->recurring > 0)
    s->cards[card].credits = (uint8_t) d->recurring;
  else if (d->hosted_credits > 0)
    s->cards[card].credits = d->hosted_credits;
}

void
dr_nr_refill_recurring (DrNrState *s, int seat)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].owner == seat && dr_nr_def (s, i)->recurring > 0
        && dr_nr_card_active (s, i))
      s->cards[i].credits = (uint8_t) dr_nr_def (s, i)->recurring;
}
