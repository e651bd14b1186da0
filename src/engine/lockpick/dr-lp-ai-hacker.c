/* dr-lp-ai-hacker.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hackers' side of Lockpick's heuristic player.  Everything is read
 * from the acting hacker's view: a structure whose face it cannot see may
 * be the Core.  The plan it follows:
 *  - the Services that destroy every turn (Trojan Horse, Lockpick) first,
 *    since each turn they stay active is worth one more structure; a
 *    one-shot destruction (Weak Spot, Brute Force) when it has a target;
 *  - a slot kept free for one-shot cards rather than filled with a
 *    Service that destroys nothing, and such a Service destroyed to make
 *    room for a better card;
 *  - targets that are face down (the Core hides there), near the middle
 *    of the table and, with four players, laid out early (core_odds:
 *    servers lay the Core out early), the last one face down when only
 *    one is left (the Core, whatever else is known), that open the
 *    structure up for the Lockpicks (new isolated cards) and that keep a
 *    Trojan Horse next to more structures; the Core at once when seen;
 *  - Rootkits kept for the reboots.
 * Measured against random servers with `bench-lockpick-ai` (README).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dr-lp-private.h"

typedef struct
{
  int seat;
  int core;            /* the Structure Core's cell when seen, or -1 */
  int iso_hidden;      /* face-down isolated structures (what a Scanner reveals) */
  int iso_targets;     /* isolated structures whose destruction does something */
  int free_slots;
  int server_hand;
  int reach;           /* peel_reach of the structure as it is */
  int zombie;          /* a Zombie Process is already active (one is enough) */
  int odds[DR_LP_CELLS];  /* core_odds: the Core's likelihood per face-down cell,
                           * 100 the average of them */
} HackerSight;

static int
in_place (const DrLpState *s, int cell)
{
  return cell >= 0 && cell < DR_LP_CELLS && s->grid[cell] != DR_LP_NO_CARD;
}

static int
face_up (const DrLpState *s, int cell)
{
  return (s->cards[s->grid[cell]].flags & DR_LP_CARD_FACEUP) != 0;
}

/* a structure an effect would only reveal or cannot touch: destroying it
 * changes nothing on the table */
static int
futile_target (const DrLpState *s, int cell)
{
  const DrLpCard *c = &s->cards[s->grid[cell]];

  return (c->def == DR_LP_SANDBOX && (c->flags & DR_LP_CARD_FACEUP)) || (c->flags & DR_LP_CARD_SECURED);
}

/* structures that would become isolated (new targets for the Lockpicks)
 * if the one at cell went */
static int
opened_by (const DrLpState *s, int cell)
{
  int nb[4], n = dr_lp_neighbours (cell, nb), i, opened = 0;

  for (i = 0; i < n; i++)
    if (in_place (s, nb[i]) && lp_neighbours_in_place (s, nb[i]) == 2)
      opened++;
  return opened;
}

/* How many face-down structures isolated-only destruction (Lockpicks,
 * Brute Force) could reach if the one at `removed` (or none, -1) went:
 * peeling cards adjacent to at most one other, again and again, leaves
 * only the cycles of the structure, which a Weak Spot or a Trojan Horse
 * must break. */
static int
peel_reach (const DrLpState *s, int removed)
{
  uint8_t present[DR_LP_CELLS] = { 0 };
  int cells[DR_LP_MAX_CARDS], n = 0, i, changed = 1, reach = 0;

  /* the cards in place rather than the 225 cells: this runs for every
   * target a choice weighs */
  for (i = 0; i < s->n_cards; i++)
    {
      const DrLpCard *c = &s->cards[i];

      if (c->zone == DR_LP_ZONE_GRID && c->cell < DR_LP_CELLS && s->grid[c->cell] == i
          && c->cell != removed)
        {
          present[c->cell] = 1;
          cells[n++] = c->cell;
        }
    }
  while (changed)
    {
      changed = 0;
      for (i = 0; i < n; i++)
        {
          int cell = cells[i], nb[4], k, j, around = 0;
          const DrLpCard *c;

          if (!present[cell])
            continue;
          c = &s->cards[s->grid[cell]];
          if (c->def == DR_LP_SANDBOX && (c->flags & DR_LP_CARD_FACEUP))
            continue;   /* never goes */
          k = dr_lp_neighbours (cell, nb);
          for (j = 0; j < k; j++)
            around += present[nb[j]];
          if (around <= 1)
            {
              present[cell] = 0;
              changed = 1;
              reach += !face_up (s, cell);
            }
        }
    }
  return reach;
}

/* Where the Core likely is, from what every seat saw: the face-down
 * structures in place (one of them is the Core) and when each was laid
 * out (public: the layout happens card by card in front of everybody).
 * Servers lay the Core out early: one protecting it starts with it, and
 * one choosing at random among its kinds of card meets the Core (one kind
 * among about eight) with a chance of about one in nine at each card, far
 * sooner than a card drawn from the whole structure would come.  So the
 * likelihood of a cell falls by CORE_ODDS_DECAY per cent for each card
 * laid before it.  Fills h->odds (100 the average over the face-down
 * cells, 0 elsewhere) and, when a single face-down card is left, h->core:
 * the Core is there. */
#define CORE_ODDS_DECAY 11
/* Only with the whole box's 21 structures (four players) did the order
 * measure a gain: with the eleven of two players it tells little (the
 * Core comes first about one time in eight against one in eleven by
 * chance), and with 16 it won nothing over 1,200 games and lost seven of
 * test-lockpick-ai's hundred. */
#define CORE_ODDS_MIN_STRUCTURES 21

static void
core_odds (const DrLpState *s, HackerSight *h)
{
  double weight[DR_LP_CELLS], total = 0, decay = 0;
  int cell, hidden = 0, last = -1, structures = 0, i;

  for (i = 0; i < s->n_cards; i++)
    structures += s->cards[i].kind == DR_LP_KIND_STRUCTURE;
  if (structures >= CORE_ODDS_MIN_STRUCTURES)
    decay = CORE_ODDS_DECAY / 100.0;

  for (cell = 0; cell < DR_LP_CELLS; cell++)
    {
      weight[cell] = 0;
      if (!in_place (s, cell) || face_up (s, cell))
        continue;
      weight[cell] = pow (1.0 - decay, s->cards[s->grid[cell]].order);
      total += weight[cell];
      hidden++;
      last = cell;
    }
  for (cell = 0; cell < DR_LP_CELLS; cell++)
    h->odds[cell] = total > 0 ? (int) (100.0 * hidden * weight[cell] / total + 0.5) : 0;
  if (hidden == 1 && h->core < 0)
    h->core = last;
}

/* Points for the Core's likelihood at a face-down cell: the layout order's
 * odds (0 for an average cell) on top of the middle of the table, where
 * the first cards go.  Measured against random servers with four
 * players: 2,753 games won of 3,600 against 2,698 without the odds
 * (seeds 1, 5001 and 20001, 1,200 each); the odds alone, without the
 * middle, lost points at three players. */
#define CORE_ODDS_WEIGHT 10
#define CORE_MIDDLE_REACH 3
#define CORE_MIDDLE_WEIGHT 10

static int
core_bonus (const HackerSight *h, int cell)
{
  int d = abs (dr_lp_cell_x (cell) - dr_lp_cell_x (DR_LP_CENTER))
          + abs (dr_lp_cell_y (cell) - dr_lp_cell_y (DR_LP_CENTER));
  int middle = d >= CORE_MIDDLE_REACH ? 0 : CORE_MIDDLE_WEIGHT * (CORE_MIDDLE_REACH - d);

  return middle + CORE_ODDS_WEIGHT * (h->odds[cell] - 100) / 100;
}

static void
sight (const DrLpState *s, int seat, HackerSight *h)
{
  int cell, card, i;

  memset (h, 0, sizeof *h);
  h->seat = seat;
  h->core = -1;
  /* the structures in place by card rather than by the 225 cells */
  for (card = 0; card < s->n_cards; card++)
    {
      int isolated;

      cell = s->cards[card].cell;
      if (s->cards[card].zone != DR_LP_ZONE_GRID || cell >= DR_LP_CELLS || s->grid[cell] != card)
        continue;
      isolated = dr_lp_is_isolated (s, cell);
      if (s->cards[card].def == DR_LP_STRUCTURE_CORE)
        h->core = cell;
      if (!face_up (s, cell))
        h->iso_hidden += isolated;
      if (isolated && !futile_target (s, cell))
        h->iso_targets++;
    }
  for (i = 0; i < s->n_cards; i++)
    {
      const DrLpCard *c = &s->cards[i];

      if (c->zone == DR_LP_ZONE_HAND && c->seat == DR_LP_SERVER_SEAT)
        h->server_hand++;
    }
  h->free_slots = DR_LP_SLOTS - dr_lp_count_zone (s, DR_LP_ZONE_SLOT, seat);
  h->reach = -1;
  h->zombie = lp_zombie_active (s);
  core_odds (s, h);
}

static int
core_isolated (const DrLpState *s, const HackerSight *h)
{
  return h->core >= 0 && dr_lp_is_isolated (s, h->core);
}

/* an empty cell a Trojan Horse could be put on next to the Core */
static int
trojan_reaches_core (const DrLpState *s, const HackerSight *h)
{
  int nb[4], n, i;

  if (h->core < 0)
    return 0;
  n = dr_lp_neighbours (h->core, nb);
  for (i = 0; i < n; i++)
    if (!in_place (s, nb[i]) && s->trojan[nb[i]] == DR_LP_NO_CARD)
      return 1;
  return 0;
}

/* what activating a card of this kind is worth now */
static int
activation_value (const DrLpState *s, const HackerSight *h, int def)
{
  switch (def)
    {
    case DR_LP_WEAK_SPOT:
      return h->core >= 0 ? 1000 : 92;   /* early: its first shot goes where the Core likely is */
    case DR_LP_BRUTE_FORCE:
      if (core_isolated (s, h))
        return 1000;
      return h->iso_targets > 0 ? (h->iso_hidden > 0 ? 82 : 55) : 2;
    case DR_LP_TROJAN_HORSE:
      return trojan_reaches_core (s, h) ? 300 : 95;
    case DR_LP_LOCKPICK:
      if (core_isolated (s, h))
        return 200;
      return h->iso_targets > 0 ? 90 : 50;
    case DR_LP_SCANNER:
      return h->iso_hidden > 0 && h->core < 0 ? 56 : 8;
    case DR_LP_MEMORY_OVERFLOW:
      return h->server_hand >= 3 ? 85 : h->server_hand > 0 ? 45 : 4;
    case DR_LP_ZOMBIE_PROCESS:
      return h->zombie ? 6 : 35;
    case DR_LP_CORRUPTED_DISK:
      return 22;
    case DR_LP_KEYLOGGER:
      return h->server_hand > 0 ? 18 : 3;
    default:
      return 0;   /* Rootkit and unknown cards */
    }
}

/* what an active card will still do for its hacker */
static int
active_value (const DrLpState *s, const HackerSight *h, int card)
{
  int def = s->cards[card].def, cell;

  switch (def)
    {
    case DR_LP_LOCKPICK:
      return h->iso_targets > 0 ? 90 : 35;
    case DR_LP_TROJAN_HORSE:
      {
        /* beside nothing but a Sandbox it shows, it is stuck for good */
        int nb[4], n, i;

        cell = lp_trojan_cell (s, card);
        n = cell >= 0 ? dr_lp_neighbours (cell, nb) : 0;
        for (i = 0; i < n; i++)
          if (in_place (s, nb[i]) && !futile_target (s, nb[i]))
            return 95;
        return 5;
      }
    case DR_LP_SCANNER:
      return h->iso_hidden > 0 ? 50 : 5;
    case DR_LP_CORRUPTED_DISK:
      return 10;
    default:
      return activation_value (s, h, def);
    }
}

static int
is_service (int def)
{
  const DrLpCardData *data = dr_lp_card_data (def);

  return data != NULL && data->service;
}

/* the value of the best card in hand to activate, and how many Rootkits are there */
static int
best_in_hand (const DrLpState *s, const HackerSight *h, int *rootkits)
{
  int i, best = 0;

  *rootkits = 0;
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_HAND && s->cards[i].seat == h->seat)
      {
        int def = s->cards[i].def, value;

        if (def == DR_LP_ROOTKIT)
          {
            (*rootkits)++;
            continue;
          }
        value = activation_value (s, h, def);
        if (value > best)
          best = value;
      }
  return best;
}

static int
activate_score (const DrLpState *s, const HackerSight *h, int def)
{
  int value = activation_value (s, h, def);

  /* a Service that will destroy nothing must not take the last slot: a
   * one-shot card needs a free slot to be activated */
  if (is_service (def) && h->free_slots <= 1 && value < 80)
    value -= 30;
  /* the cards are the hackers' lives: a second card in a turn only when
   * it destroys or will destroy */
  if (s->hackers[h->seat].plays > 0 && value < 150)
    return -5;
  return value;
}

static int
structure_score (const DrLpState *s, HackerSight *h, int cell, int kind)
{
  int value;

  if (!in_place (s, cell))
    return -100;
  if (cell == h->core)
    return 10000;
  if (futile_target (s, cell))
    return -50;
  switch (kind)
    {
    case DR_LP_PD_REVEAL_ISOLATED:
      return 10 + opened_by (s, cell);
    case DR_LP_PD_ROTATE:
      /* turn what will be destroyed soon: its effect will not fire */
      return 10 + (dr_lp_is_isolated (s, cell) ? 20 : 0) + (face_up (s, cell) ? 0 : 5);
    default:
      break;
    }
  if (h->reach < 0)
    h->reach = peel_reach (s, -1);
  value = face_up (s, cell) ? 20 : 100 + core_bonus (h, cell);
  value += 2 * lp_neighbours_in_place (s, cell) + 3 * opened_by (s, cell);
  /* break the cycles the Lockpicks cannot get through */
  value += 8 * (peel_reach (s, cell) - h->reach);
  return value;
}

/* where a Trojan Horse at `cell` (after destroying what is there) can go on */
static int
trojan_prospects (const DrLpState *s, int cell, int leaving)
{
  int nb[4], n = dr_lp_neighbours (cell, nb), i, value = 0;

  for (i = 0; i < n; i++)
    if (nb[i] != leaving && in_place (s, nb[i]) && !futile_target (s, nb[i]))
      value += face_up (s, nb[i]) ? 3 : 10;
  return value;
}

static int
cell_score (const DrLpState *s, HackerSight *h, const DrLpPending *p, int cell)
{
  int nb[4], n, i, top = -100;

  if (h->reach < 0)
    h->reach = peel_reach (s, -1);
  switch (p->kind)
    {
    case DR_LP_PD_TROJAN_PLACE:
      n = dr_lp_neighbours (cell, nb);
      for (i = 0; i < n; i++)
        if (in_place (s, nb[i]))
          {
            int v = structure_score (s, h, nb[i], DR_LP_PD_DESTROY_ANY)
                    + trojan_prospects (s, nb[i], cell);

            if (v > top)
              top = v;
          }
      return top + trojan_prospects (s, cell, -1);
    case DR_LP_PD_TROJAN_ADVANCE:
      if (cell == h->core)
        return 10000;
      if (futile_target (s, cell))
        return -50;
      return (face_up (s, cell) ? 20 : 60 + core_bonus (h, cell)) + 5 * trojan_prospects (s, cell, -1)
             + 6 * (peel_reach (s, cell) - h->reach);
    default:
      return structure_score (s, h, cell, p->kind);
    }
}

static int
hacker_score (const DrLpState *s, const DrEngineAction *a, const HackerSight *seen)
{
  const DrLpPending *p = s->n_pending > 0 ? &s->pending[s->n_pending - 1] : NULL;
  const DrLpCard *c = a->arg[0] < s->n_cards ? &s->cards[a->arg[0]] : NULL;
  HackerSight h = *seen;   /* structure_score fills h.reach in as it goes */
  int rootkits, best;

  switch (a->kind)
    {
    case DR_LP_ACT_ACTIVATE:
      return activate_score (s, &h, c->def);
    case DR_LP_ACT_DESTROY_OWN:
      {
        /* make room for a better card; a full zone blocks the hand */
        int mine = active_value (s, &h, a->arg[0]);

        best = best_in_hand (s, &h, &rootkits);
        if (h.free_slots == 0 && s->hackers[a->seat].plays < 2 && best >= 40 && best > mine + 15)
          return 60 + best - mine;
        return -80;
      }
    case DR_LP_ACT_DISCARD:
      best_in_hand (s, &h, &rootkits);
      /* Rootkits keep Services through reboots, and a hand that holds
       * them draws less: the common deck lasts longer (measured: keeping
       * them wins more games than discarding the spares); only a hand
       * of nothing else is thinned */
      if (c->def == DR_LP_ROOTKIT && rootkits >= 3)
        return 2;
      return -100;
    case DR_LP_ACT_END_TURN:
      return 0;
    case DR_LP_ACT_CHOOSE_CELL:
      return p != NULL ? cell_score (s, &h, p, a->arg[1]) : 0;
    case DR_LP_ACT_CHOOSE_CARD:
      if (p != NULL && p->kind == DR_LP_PD_ROOTKIT)
        return active_value (s, &h, a->arg[0]);
      /* Automated Script: give up the least useful card */
      return c->def == DR_LP_ROOTKIT ? 500 : 200 - activation_value (s, &h, c->def);
    case DR_LP_ACT_DECLINE:
      return 1;
    case DR_LP_ACT_ORDER_NEXT:
      /* no order is better than another: the seats' */
      return -a->arg[0];
    case DR_LP_ACT_ORDER_RANDOM:
      return -10;
    default:
      return 0;
    }
}

void
lp_hacker_scores (const DrLpState *s, const DrEngineAction *legal, int n, int *scores)
{
  HackerSight h;
  int i;

  if (n <= 0)
    return;
  /* what the hacker sees is the same for every action: read once */
  sight (s, legal[0].seat, &h);
  for (i = 0; i < n; i++)
    scores[i] = hacker_score (s, &legal[i], &h);
}
