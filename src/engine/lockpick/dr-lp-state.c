/* dr-lp-state.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A Lockpick game's state: set-up and composition by player count (seed
 * 003, "Cartes" and "Début de partie"), the grid, decks and hands, the
 * log, the masked view per seat, the position hash and the invariants.
 */
#include <string.h>

#include "dr-lp-private.h"

/* seed 003, "Cartes": structure, defense and hackers' decks by player count
 * (0 = every card of that kind in the box) */
static const struct
{
  int structure, defense, attack;
} compositions[3] = { { 11, 8, 10 }, { 16, 14, 20 }, { 0, 0, 30 } };

int
lp_box_count (int kind)
{
  int def, n = 0;

  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (dr_lp_card_data (def)->kind == kind)
      n += dr_lp_card_data (def)->box_quantity;
  return n;
}

int
lp_wanted (int n_players, int kind)
{
  int n;

  if (n_players < 2 || n_players > 4)
    return -1;
  n = kind == DR_LP_KIND_STRUCTURE ? compositions[n_players - 2].structure
    : kind == DR_LP_KIND_DEFENSE ? compositions[n_players - 2].defense
    : compositions[n_players - 2].attack;
  return n == 0 ? lp_box_count (kind) : n;
}

/* A card's id is its place in the state's card table, and the view shows
 * the ids on the grid: with the Core always first, every seat would know
 * where it lies. The structures' order is shuffled by a generator of their
 * own, so the other draws of a seed stay as they were. */
void
lp_shuffle_bytes (uint8_t *v, int n, uint64_t rng[4])
{
  int i;

  for (i = n - 1; i > 0; i--)
    {
      int j = (int) dr_engine_rng_below (rng, (uint32_t) (i + 1));
      uint8_t t = v[i];

      v[i] = v[j];
      v[j] = t;
    }
}

static void
hide_the_core (uint8_t *defs, int n, uint64_t seed)
{
  uint64_t rng[4];

  dr_engine_rng_seed (rng, seed ^ 0x436f726548696465ULL);
  lp_shuffle_bytes (defs, n, rng);
}

static int
compose_box (int n_players, uint64_t seed, uint8_t *defs, int hide_core)
{
  uint64_t rng[4];
  int kind, n = 0;

  if (n_players < 2 || n_players > 4)
    return -1;
  dr_engine_rng_seed (rng, seed ^ 0x4c6f636b7069636bULL);
  for (kind = DR_LP_KIND_STRUCTURE; kind <= DR_LP_KIND_ATTACK; kind++)
    {
      uint8_t pool[DR_LP_MAX_CARDS];
      int n_pool = 0, take = lp_wanted (n_players, kind), def, q, i;

      if (kind == DR_LP_KIND_STRUCTURE)
        {
          defs[n++] = DR_LP_STRUCTURE_CORE;
          take--;
        }
      for (def = 1; def < DR_LP_N_DEFS; def++)
        if (dr_lp_card_data (def)->kind == kind && def != DR_LP_STRUCTURE_CORE)
          for (q = 0; q < dr_lp_card_data (def)->box_quantity; q++)
            pool[n_pool++] = (uint8_t) def;
      for (i = 0; i < take; i++)
        {
          int pick = i + (int) dr_engine_rng_below (rng, (uint32_t) (n_pool - i));
          uint8_t t = pool[i];

          pool[i] = pool[pick];
          pool[pick] = t;
          defs[n++] = pool[i];
        }
      if (kind == DR_LP_KIND_STRUCTURE && hide_core)
        hide_the_core (defs, n, seed);
    }
  return n;
}

int
dr_lp_compose_box (int n_players, uint64_t seed, uint8_t *defs)
{
  return compose_box (n_players, seed, defs, 1);
}

int
dr_lp_compose_box_core_first (int n_players, uint64_t seed, uint8_t *defs)
{
  return compose_box (n_players, seed, defs, 0);
}

static void
shuffle_deck (DrLpState *s, int kind)
{
  uint8_t ids[DR_LP_MAX_CARDS];
  int n = 0, i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_DECK && s->cards[i].kind == kind)
      ids[n++] = (uint8_t) i;
  lp_shuffle_bytes (ids, n, s->rng);
  for (i = 0; i < n; i++)
    s->cards[ids[i]].order = (uint8_t) i;
}

/* -1 unless defs is a composition of seed 003 for n_players */
static int
check_composition (int n_players, const uint8_t *defs, int n_defs)
{
  int counts[DR_LP_N_DEFS] = { 0 };
  int by_kind[4] = { 0 };
  int i, def;

  if (n_players < 2 || n_players > 4 || defs == NULL || n_defs < 0 || n_defs > DR_LP_MAX_CARDS)
    return -1;
  for (i = 0; i < n_defs; i++)
    {
      if (dr_lp_card_data (defs[i]) == NULL)
        return -1;
      counts[defs[i]]++;
      by_kind[LP_KIND (defs[i])]++;
    }
  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (counts[def] > dr_lp_card_data (def)->box_quantity)
      return -1;
  if (counts[DR_LP_STRUCTURE_CORE] != 1
      || by_kind[DR_LP_KIND_STRUCTURE] != lp_wanted (n_players, DR_LP_KIND_STRUCTURE)
      || by_kind[DR_LP_KIND_DEFENSE] != lp_wanted (n_players, DR_LP_KIND_DEFENSE)
      || by_kind[DR_LP_KIND_ATTACK] != lp_wanted (n_players, DR_LP_KIND_ATTACK))
    return -1;
  return 0;
}

static void
start_setup (DrLpState *s, int n_players, uint64_t seed)
{
  int i;

  memset (s, 0, sizeof *s);
  s->n_seats = (uint8_t) n_players;
  memset (s->grid, DR_LP_NO_CARD, sizeof s->grid);
  memset (s->trojan, DR_LP_NO_CARD, sizeof s->trojan);
  dr_engine_rng_seed (s->rng, seed);
  s->active = DR_LP_SERVER_SEAT;
  for (i = 1; i < n_players; i++)
    s->hacker_order[i - 1] = (uint8_t) i;
}

void
lp_deal (DrLpState *s, const uint8_t *defs, int n_defs)
{
  int i, attacks = 0;

  s->n_cards = (uint8_t) n_defs;
  for (i = 0; i < n_defs; i++)
    {
      DrLpCard *c = &s->cards[i];

      c->def = defs[i];
      c->kind = (uint8_t) LP_KIND (defs[i]);
      c->cell = DR_LP_NO_CELL;
      c->rotated_by = DR_LP_NO_CARD;
      c->zone = LP_KIND (c->def) == DR_LP_KIND_STRUCTURE ? DR_LP_ZONE_LAYOUT : DR_LP_ZONE_DECK;
      c->seat = DR_LP_SERVER_SEAT;
      attacks += c->kind == DR_LP_KIND_ATTACK;
    }
  shuffle_deck (s, DR_LP_KIND_DEFENSE);
  shuffle_deck (s, DR_LP_KIND_ATTACK);
  s->phase = DR_LP_PHASE_LAYOUT_PICK;
  s->active = DR_LP_SERVER_SEAT;
  s->deck_mark = (uint8_t) attacks;
}

int
dr_lp_setup (DrLpState *s, int n_players, uint64_t seed, const uint8_t *defs, int n_defs)
{
  if (check_composition (n_players, defs, n_defs) != 0)
    return -1;
  start_setup (s, n_players, seed);
  lp_deal (s, defs, n_defs);
  return 0;
}

int
dr_lp_setup_chosen (DrLpState *s, int n_players, uint64_t seed)
{
  if (n_players < 2 || n_players > 4)
    return -1;
  start_setup (s, n_players, seed);
  s->chosen = 1;
  lp_compose_start (s);
  return 0;
}

/* ---- the grid ---- */

int
dr_lp_cell_x (int cell)
{
  return cell % DR_LP_GRID;
}

int
dr_lp_cell_y (int cell)
{
  return cell / DR_LP_GRID;
}

int
dr_lp_neighbours (int cell, int out[4])
{
  int x = dr_lp_cell_x (cell), y = dr_lp_cell_y (cell), n = 0;

  if (y > 0)
    out[n++] = cell - DR_LP_GRID;
  if (x > 0)
    out[n++] = cell - 1;
  if (x < DR_LP_GRID - 1)
    out[n++] = cell + 1;
  if (y < DR_LP_GRID - 1)
    out[n++] = cell + DR_LP_GRID;
  return n;
}

int
dr_lp_structure_at (const DrLpState *s, int cell)
{
  if (cell < 0 || cell >= DR_LP_CELLS || s->grid[cell] == DR_LP_NO_CARD)
    return -1;
  return s->grid[cell];
}

/* rules-choices.md: isolated = adjacent to at most one other structure
 * card still in place (a Secured Structure waiting and a Sandbox count) */
int
lp_neighbours_in_place (const DrLpState *s, int cell)
{
  int nb[4], n = dr_lp_neighbours (cell, nb), i, around = 0;

  for (i = 0; i < n; i++)
    if (s->grid[nb[i]] != DR_LP_NO_CARD)
      around++;
  return around;
}

int
dr_lp_is_isolated (const DrLpState *s, int cell)
{
  return dr_lp_structure_at (s, cell) >= 0 && lp_neighbours_in_place (s, cell) <= 1;
}

int
dr_lp_count_zone (const DrLpState *s, int zone, int seat)
{
  int i, n = 0;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == zone && (seat < 0 || s->cards[i].seat == seat))
      n++;
  return n;
}

int
dr_lp_zone_full (const DrLpState *s, int seat)
{
  return dr_lp_count_zone (s, DR_LP_ZONE_SLOT, seat) >= DR_LP_SLOTS;
}

/* ---- cards moving ---- */

unsigned
lp_all_seats (const DrLpState *s)
{
  return (1u << s->n_seats) - 1;
}

int
lp_hand_count (const DrLpState *s, int seat)
{
  return dr_lp_count_zone (s, DR_LP_ZONE_HAND, seat);
}

static int
deck_top (const DrLpState *s, int kind)
{
  int i, best = -1;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_DECK && s->cards[i].kind == kind
        && (best < 0 || s->cards[i].order < s->cards[best].order))
      best = i;
  return best;
}

/* the server draws defense cards, a hacker from the common hackers' deck */
int
lp_draw (DrLpState *s, int seat)
{
  int card = deck_top (s, seat == DR_LP_SERVER_SEAT ? DR_LP_KIND_DEFENSE : DR_LP_KIND_ATTACK);

  if (card < 0)
    return -1;
  s->cards[card].zone = DR_LP_ZONE_HAND;
  s->cards[card].seat = (uint8_t) seat;
  s->cards[card].order = 0;
  return card;
}

/* Machine Reboot: the hand goes back into the deck, which is shuffled */
void
lp_shuffle_into_deck (DrLpState *s, int card)
{
  s->cards[card].zone = DR_LP_ZONE_DECK;
  s->cards[card].seat = DR_LP_SERVER_SEAT;
  s->cards[card].flags = 0;
  s->cards[card].order = 0xfe;
  shuffle_deck (s, s->cards[card].kind);
}

int
lp_random_in_zone (DrLpState *s, int zone, int seat, int exclude_flags)
{
  int ids[DR_LP_MAX_CARDS], n = 0, i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == zone && s->cards[i].seat == seat
        && (s->cards[i].flags & exclude_flags) == 0)
      ids[n++] = i;
  if (n == 0)
    return -1;
  return ids[dr_engine_rng_below (s->rng, (uint32_t) n)];
}

void
lp_push (DrLpState *s, int kind, int seat, int source, int data)
{
  DrLpPending *p;

  if (s->n_pending >= DR_LP_PENDING_CAP)
    return;   /* cannot happen: at most a few effects nest (dr_lp_check watches) */
  p = &s->pending[s->n_pending++];
  p->kind = (uint8_t) kind;
  p->seat = (uint8_t) seat;
  p->source = (uint8_t) source;
  p->data = (uint8_t) data;
}

void
lp_log (DrLpState *s, int kind, int seat, int def, int cell, int amount, unsigned known)
{
  DrLpLogEntry *e = &s->log[s->log_total % DR_LP_LOG_CAP];

  memset (e, 0, sizeof *e);
  e->kind = (uint8_t) kind;
  e->seat = (uint8_t) seat;
  e->def = (uint8_t) def;
  e->cell = (uint8_t) cell;
  e->amount = (int16_t) amount;
  e->known = (uint8_t) known;
  s->log_total++;
}

/* ---- what a seat may know ---- */

static int
seat_sees (const DrLpState *s, const DrLpCard *c, int seat)
{
  int kind = LP_KIND (c->def);

  if (seat < 0 || seat >= s->n_seats)
    seat = -1;
  switch (c->zone)
    {
    case DR_LP_ZONE_LAYOUT:
    case DR_LP_ZONE_GRID:
      /* the server laid them out and may look at them at any time */
      return seat == DR_LP_SERVER_SEAT || (c->flags & DR_LP_CARD_FACEUP) != 0;
    case DR_LP_ZONE_DECK:
      return 0;
    case DR_LP_ZONE_HAND:
      return seat == c->seat || (c->flags & DR_LP_CARD_SHOWN) != 0;
    case DR_LP_ZONE_DESTROYED:
      /* destroyed structures and attack cards are face up; a discarded
       * defense card is seen by the server only */
      return kind != DR_LP_KIND_DEFENSE || seat == DR_LP_SERVER_SEAT;
    default:
      return 1;
    }
}

void
dr_lp_view (const DrLpState *s, int seat, DrLpState *out)
{
  uint32_t k;
  int i;

  if (out != s)
    memcpy (out, s, sizeof *out);
  for (i = 0; i < out->n_cards; i++)
    {
      DrLpCard *c = &out->cards[i];

      if (!seat_sees (s, &s->cards[i], seat))
        c->def = DR_LP_UNKNOWN;
      if (c->zone == DR_LP_ZONE_DECK)
        c->order = 0;
    }
  if (out->phase == DR_LP_PHASE_LAYOUT_PLACE && seat != DR_LP_SERVER_SEAT)
    out->layout_pick = DR_LP_UNKNOWN;
  /* each side chose its decks out of the other's sight; everybody knows
   * the Structure Core is among the structures */
  for (i = 1; i < DR_LP_N_DEFS; i++)
    if (seat < 0 || (seat == DR_LP_SERVER_SEAT) == (LP_KIND (i) == DR_LP_KIND_ATTACK))
      out->picked[i] = (uint8_t) (i == DR_LP_STRUCTURE_CORE ? s->picked[i] : 0);
  /* what the generator will give is not known to anyone */
  memset (out->rng, 0, sizeof out->rng);
  out->rng[0] = 0x9e3779b97f4a7c15ULL ^ (uint64_t) seat;
  for (k = 0; k < DR_LP_LOG_CAP; k++)
    if (seat < 0 || !(out->log[k].known & (1u << seat)))
      out->log[k].def = DR_LP_UNKNOWN;
}

uint64_t
dr_lp_hash (const DrLpState *s)
{
  /* a dealt game's position ends with its generator, as before chosen
   * decks existed: the records of dealt games keep their hashes */
  return dr_engine_hash_bytes (s, s->chosen ? offsetof (DrLpState, log_total)
                                            : offsetof (DrLpState, chosen));
}

/* ---- invariants ---- */

const char *
dr_lp_check (const DrLpState *s)
{
  int defs[DR_LP_N_DEFS] = { 0 };
  int i, seat, cell, in_grid = 0;

  if (s->n_seats < 2 || s->n_seats > DR_LP_MAX_SEATS || s->n_cards > DR_LP_MAX_CARDS)
    return "bad seat or card count";
  if (s->n_pending > DR_LP_PENDING_CAP)
    return "the pending stack overflowed";
  for (i = 0; i < s->n_cards; i++)
    {
      const DrLpCard *c = &s->cards[i];
      int kind = LP_KIND (c->def);

      if (kind == 0)
        return "a card has no definition";
      if (kind != c->kind)
        return "a card's back does not match its kind";
      defs[c->def]++;
      if (c->zone == DR_LP_ZONE_GRID)
        {
          in_grid++;
          if (kind != DR_LP_KIND_STRUCTURE || c->cell >= DR_LP_CELLS || s->grid[c->cell] != i)
            return "a structure in place is not where the grid says";
        }
      if ((c->zone == DR_LP_ZONE_SLOT || c->zone == DR_LP_ZONE_ACTIVATING)
          && (kind != DR_LP_KIND_ATTACK || c->seat == DR_LP_SERVER_SEAT))
        return "a hacker zone holds a card that is not a hacker's attack";
      if (c->zone == DR_LP_ZONE_HAND
          && (kind == DR_LP_KIND_STRUCTURE
              || (kind == DR_LP_KIND_DEFENSE) != (c->seat == DR_LP_SERVER_SEAT)))
        return "a hand holds a card of the wrong kind";
      if (c->rotated_by != DR_LP_NO_CARD
          && (c->rotated_by >= s->n_cards || s->cards[c->rotated_by].def != DR_LP_CORRUPTED_DISK
              || s->cards[c->rotated_by].zone != DR_LP_ZONE_SLOT))
        return "a structure is turned by no active Corrupted Disk";
    }
  for (i = 1; i < DR_LP_N_DEFS; i++)
    if (defs[i] > dr_lp_card_data (i)->box_quantity)
      return "more copies of a card than the box holds";
  for (cell = 0; cell < DR_LP_CELLS; cell++)
    {
      if (s->grid[cell] != DR_LP_NO_CARD)
        {
          in_grid--;
          if (s->grid[cell] >= s->n_cards || s->cards[s->grid[cell]].zone != DR_LP_ZONE_GRID)
            return "the grid names a card that is not in place";
        }
      if (s->trojan[cell] != DR_LP_NO_CARD)
        {
          const DrLpCard *t = &s->cards[s->trojan[cell]];

          if (s->grid[cell] != DR_LP_NO_CARD || t->def != DR_LP_TROJAN_HORSE
              || t->zone != DR_LP_ZONE_SLOT)
            return "a Trojan Horse on the grid is not an active one on a free cell";
        }
    }
  if (in_grid != 0)
    return "the grid and the cards disagree";
  for (seat = 1; seat < s->n_seats; seat++)
    {
      if (dr_lp_count_zone (s, DR_LP_ZONE_SLOT, seat) > DR_LP_SLOTS)
        return "a hacker zone holds more than two cards";
      if (s->phase != DR_LP_PHASE_OVER && s->hackers[seat].eliminated
          && dr_lp_count_zone (s, DR_LP_ZONE_SLOT, seat) > 0)
        return "an eliminated hacker has active cards";
    }
  {
    unsigned seen = 0;

    for (i = 0; i < s->n_seats - 1; i++)
      seen |= s->hacker_order[i] >= 1 && s->hacker_order[i] < s->n_seats ? 1u << s->hacker_order[i] : 1u;
    if (seen != lp_all_seats (s) - 1u || s->n_ordered > s->n_seats - 1)
      return "the hackers' order is not each hacker once";
  }
  if (s->phase == DR_LP_PHASE_HACKER || s->phase == DR_LP_PHASE_SERVER || s->phase == DR_LP_PHASE_ORDER)
    {
      if (dr_lp_count_zone (s, DR_LP_ZONE_LAYOUT, -1) != 0)
        return "a structure card was not laid out";
    }
  if (dr_lp_count_zone (s, DR_LP_ZONE_ACTIVATING, -1) > 1)
    return "more than one card is being activated";
  if ((s->phase == DR_LP_PHASE_COMPOSE) != (s->n_cards == 0))
    return "cards are dealt while the decks are being chosen, or none after";
  if (s->chosen)
    {
      int kind, by_kind[4] = { 0 };

      for (i = 1; i < DR_LP_N_DEFS; i++)
        {
          if (s->picked[i] > dr_lp_card_data (i)->box_quantity)
            return "more copies chosen than the box holds";
          if (s->phase != DR_LP_PHASE_COMPOSE && s->picked[i] != defs[i])
            return "the cards in play are not the cards chosen";
          by_kind[LP_KIND (i)] += s->picked[i];
        }
      for (kind = DR_LP_KIND_STRUCTURE; kind <= DR_LP_KIND_ATTACK; kind++)
        if (by_kind[kind] > lp_wanted (s->n_seats, kind))
          return "more cards chosen than the deck takes";
    }
  return NULL;
}
