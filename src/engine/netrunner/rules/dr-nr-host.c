/* dr-nr-host.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runner installs and hosting (seed 001, installing; hosted cards).  A
 * hosted card stays in its owner's rig zone and names its host in `host`:
 * programs hosted on a Daemon (card 01009 Djinn) use no memory, a program
 * installed on ice (card 01012 Parasite) or hardware installed on an
 * icebreaker (card 01040 The Personal Touch) changes its host's strength,
 * and hosted cards are trashed when their host leaves play.  Installing a
 * program, the Runner may first trash any number of installed programs
 * (seed 001, installing programs: not only when the memory limit would be
 * exceeded); the install action says so with amount 1.
 */
#include "dr-nr-private.h"

static int
is_icebreaker (const DrNrState *s, int card)
{
  const DrNrCardDef *d = dr_nr_def (s, card);

  return d->type == DR_NR_TYPE_PROGRAM && (d->subtypes & DR_NR_SUB_ICEBREAKER) != 0;
}

/* Memory used by the programs already hosted on `host`. */
static int
hosted_memory (const DrNrState *s, int seat, int host)
{
  const DrNrRig *p = &s->seats[seat].programs;
  int i, used = 0;

  for (i = 0; i < p->n; i++)
    if (s->cards[p->ids[i]].host == host)
      used += dr_nr_def (s, p->ids[i])->memory;
  return used;
}

/* May `card` (from the grip) be installed hosted on `host`? */
int
dr_nr_host_accepts (const DrNrState *s, int seat, int card, int host)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  const DrNrCard *h = &s->cards[host];
  const DrNrCardDef *hd = dr_nr_def (s, host);

  switch (d->install_on)
    {
    case DR_NR_INSTALL_ON_REZZED_ICE:
      return h->zone == DR_NR_ZONE_ICE && (h->flags & DR_NR_CARD_REZZED);
    case DR_NR_INSTALL_ON_ICEBREAKER:
      return h->zone == DR_NR_ZONE_PROGRAMS && h->zseat == seat && is_icebreaker (s, host);
    default:
      return hd->host_mu > 0 && h->zone == DR_NR_ZONE_PROGRAMS && h->zseat == seat
        && d->type == DR_NR_TYPE_PROGRAM && !is_icebreaker (s, card)
        && hosted_memory (s, seat, host) + d->memory <= hd->host_mu;
    }
}

/* A program hosted where memory is free does not count (card 01009). */
int
dr_nr_uses_memory (const DrNrState *s, int card)
{
  int host = s->cards[card].host;

  return host == DR_NR_NO_CARD || dr_nr_def (s, host)->host_mu <= 0;
}

static int
rig_strength_mod (const DrNrState *s, const DrNrRig *rig, int card)
{
  int i, mod = 0;

  for (i = 0; i < rig->n; i++)
    if (s->cards[rig->ids[i]].host == card)
      {
        const DrNrCardDef *d = dr_nr_def (s, rig->ids[i]);
        mod += d->host_strength + d->host_strength_per_virus * s->cards[rig->ids[i]].virus;
      }
  return mod;
}

/* What the cards hosted on `card` do to its strength. */
int
dr_nr_host_strength_mod (const DrNrState *s, int card)
{
  int seat, mod = 0;

  for (seat = 1; seat < s->n_seats; seat++)
    {
      mod += rig_strength_mod (s, &s->seats[seat].programs, card);
      mod += rig_strength_mod (s, &s->seats[seat].hardware, card);
    }
  return mod;
}

/* Cards hosted on a card that leaves play are trashed with it. */
void
dr_nr_trash_hosted_on (DrNrState *s, int host)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].host == host && s->cards[i].zone != DR_NR_ZONE_DISCARD)
      dr_nr_trash_card (s, i, 1);
}

/* Checkpoint: ice hosting a card that trashes it at strength 0 (card 01012
 * Parasite) goes, and the hosted card with it. */
void
dr_nr_check_hosts (DrNrState *s)
{
  int seat, i;

  for (seat = 1; seat < s->n_seats; seat++)
    {
      const DrNrRig *p = &s->seats[seat].programs;

      for (i = 0; i < p->n; i++)
        {
          int host = s->cards[p->ids[i]].host;

          if (host != DR_NR_NO_CARD && dr_nr_def (s, p->ids[i])->trash_host_at_zero
              && s->cards[host].zone == DR_NR_ZONE_ICE && dr_nr_strength (s, host) <= 0)
            {
              dr_nr_trash_card (s, host, 1);
              return;  /* the rig changed; the next checkpoint looks again */
            }
        }
    }
}

static int
other_programs (const DrNrState *s, int seat)
{
  return s->seats[seat].programs.n > 0;
}

int
dr_nr_runner_install_cost (const DrNrState *s, int seat, int card, int discount)
{
  int cost = dr_nr_install_cost (s, seat, card, 0) - discount;

  return cost < 0 ? 0 : cost;
}

/* Whether the card could be installed at all, ignoring where. */
static int
rig_room (const DrNrState *s, int seat, int card)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  const DrNrSeat *st = &s->seats[seat];
  int i;

  switch (d->type)
    {
    case DR_NR_TYPE_PROGRAM:
      return st->programs.n < DR_NR_RIG_CAP;
    case DR_NR_TYPE_HARDWARE:
      if (st->hardware.n >= DR_NR_RIG_CAP)
        return 0;
      /* rules-choices.md: a second console is refused */
      if (d->subtypes & DR_NR_SUB_CONSOLE)
        for (i = 0; i < st->hardware.n; i++)
          if (dr_nr_def (s, st->hardware.ids[i])->subtypes & DR_NR_SUB_CONSOLE)
            return 0;
      return 1;
    case DR_NR_TYPE_RESOURCE:
      return st->resources.n < DR_NR_RIG_CAP;
    default:
      return 0;
    }
}

/* Install actions for a card of the grip: one per place it may go (no
 * host, or each host that accepts it, named in `target`), and for a
 * program while other programs are installed, the unhosted install again
 * with amount 1, "trash programs first".  A program needing more memory
 * than the limit even with every other program trashed cannot be
 * installed unhosted.  With `out` NULL it counts the places. */
int
dr_nr_runner_install_actions (const DrNrState *s, int seat, int card, int discount,
                              DrNrAction *out, int n)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  int host, uses = dr_nr_install_uses_of (s, card);

  if (!rig_room (s, seat, card)
      || dr_nr_runner_install_cost (s, seat, card, discount)
         > dr_nr_runner_spendable_for (s, seat, uses))
    return n;
  if (d->install_on == DR_NR_INSTALL_ON_NOTHING
      && (d->type != DR_NR_TYPE_PROGRAM || d->memory <= dr_nr_memory (s, seat)))
    {
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_INSTALL, .seat = (uint8_t) seat,
                 .card = (uint8_t) card, .target = DR_NR_NO_CARD, .server = DR_NR_NO_SERVER);
      if (d->type == DR_NR_TYPE_PROGRAM && other_programs (s, seat))
        DR_NR_ADD (out, n, .kind = DR_NR_ACT_INSTALL, .seat = (uint8_t) seat,
                   .card = (uint8_t) card, .target = DR_NR_NO_CARD,
                   .server = DR_NR_NO_SERVER, .amount = 1);
    }
  if (d->install_on == DR_NR_INSTALL_ON_NOTHING && d->type != DR_NR_TYPE_PROGRAM)
    return n;
  /* hosts are ice or the Runner's own programs: only those lists are read,
   * legal actions are listed at every decision */
  if (d->install_on == DR_NR_INSTALL_ON_REZZED_ICE)
    {
      int server, i;

      for (server = 0; server < DR_NR_MAX_SERVERS; server++)
        for (i = 0; i < s->servers[server].n_ice; i++)
          if (dr_nr_host_accepts (s, seat, card, s->servers[server].ice[i]))
            DR_NR_ADD (out, n, .kind = DR_NR_ACT_INSTALL, .seat = (uint8_t) seat,
                       .card = (uint8_t) card, .target = s->servers[server].ice[i],
                       .server = DR_NR_NO_SERVER);
      return n;
    }
  for (host = 0; host < s->seats[seat].programs.n; host++)
    if (dr_nr_host_accepts (s, seat, card, s->seats[seat].programs.ids[host]))
      DR_NR_ADD (out, n, .kind = DR_NR_ACT_INSTALL, .seat = (uint8_t) seat,
                 .card = (uint8_t) card, .target = s->seats[seat].programs.ids[host],
                 .server = DR_NR_NO_SERVER);
  return n;
}

/* Installs a Runner card from wherever it is (grip, stack), paying its
 * cost less `discount`, hosted on `host` or not; `trash_first` lets the
 * Runner trash installed programs first (as a decision after the move, the
 * result being the same). */
void
dr_nr_runner_install_card (DrNrState *s, int seat, int card, int host, int discount,
                           int trash_first)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  DrNrSeat *st = DR_NR_SEAT (s, seat);
  int zone = d->type == DR_NR_TYPE_PROGRAM ? DR_NR_ZONE_PROGRAMS
    : d->type == DR_NR_TYPE_HARDWARE ? DR_NR_ZONE_HARDWARE : DR_NR_ZONE_RESOURCES;

  dr_nr_runner_pay_for (s, seat, dr_nr_runner_install_cost (s, seat, card, discount),
                        dr_nr_install_uses_of (s, card));
  if (d->type == DR_NR_TYPE_PROGRAM || d->type == DR_NR_TYPE_HARDWARE)
    st->turn_flags |= DR_NR_TURN_FLAG_DISCOUNT;
  dr_nr_move_card (s, card, seat, zone, 0);
  s->cards[card].host = (uint8_t) host;
  dr_nr_credits_on_install (s, card);
  dr_nr_log (s, DR_NR_EV_INSTALL, seat, card, 0, 0, 0);
  dr_nr_enforce_unique (s, card);
  if (d->on_install != NULL)
    d->on_install (s, card);
  if (d->type == DR_NR_TYPE_PROGRAM
      && (trash_first || dr_nr_memory_used (s, seat) > dr_nr_memory (s, seat)))
    {
      DrNrFrame *f = dr_nr_push (s, DR_NR_FRAME_MU_TRASH, seat, card);
      f->step = (uint8_t) (trash_first ? 1 : 0);
    }
  if (d->trigger.when == DR_NR_TRIGGER_INSTALLED_SELF)
    dr_nr_queue_pending (s, card, DR_NR_PENDING_TRIGGER, seat, card);
  dr_nr_fire_triggers (s, DR_NR_TRIGGER_INSTALL, seat, card, 0);
}
