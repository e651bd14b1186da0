/* dr-lp-rules.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick's one legal-actions/apply pair: the server's layout, the
 * turns, and the decisions waiting on the pending stack.  apply accepts
 * only a listed action and then runs the engine's own steps until a seat
 * must decide again (lp_settle).
 */
#include <string.h>

#include "dr-lp-private.h"

void
lp_add_action (DrEngineAction *out, int *n, int kind, int seat, int card, int cell, int def)
{
  DrEngineAction *a = &out[*n];

  if (*n >= DR_ENGINE_MAX_ACTIONS)
    return;
  memset (a, 0, sizeof *a);
  a->kind = (uint8_t) kind;
  a->seat = (uint8_t) seat;
  a->arg[0] = (uint8_t) card;
  a->arg[1] = (uint8_t) cell;
  a->arg[2] = (uint8_t) def;
  (*n)++;
}

int
lp_trojan_cell (const DrLpState *s, int card)
{
  int cell;

  for (cell = 0; cell < DR_LP_CELLS; cell++)
    if (s->trojan[cell] == card)
      return cell;
  return -1;
}

static int
source_active (const DrLpState *s, const DrLpPending *p)
{
  return p->source < s->n_cards && s->cards[p->source].zone == DR_LP_ZONE_SLOT;
}

/* a structure an effect may destroy: in place and not a Secured
 * Structure already destroyed and waiting */
static int
destroyable (const DrLpState *s, int cell)
{
  int card = dr_lp_structure_at (s, cell);

  return card >= 0 && !(s->cards[card].flags & DR_LP_CARD_SECURED);
}

static int
next_to_structure (const DrLpState *s, int cell)
{
  int nb[4], n = dr_lp_neighbours (cell, nb), i;

  for (i = 0; i < n; i++)
    if (s->grid[nb[i]] != DR_LP_NO_CARD)
      return 1;
  return 0;
}

/* Dedupes cards of the same definition in the same zone: which copy is
 * chosen makes no difference and the AI's branching stays small. */
static int
first_copy (const DrLpState *s, int card)
{
  int i;

  for (i = 0; i < card; i++)
    if (s->cards[i].def == s->cards[card].def && s->cards[i].zone == s->cards[card].zone
        && s->cards[i].seat == s->cards[card].seat && s->cards[i].flags == s->cards[card].flags)
      return 0;
  return 1;
}

int
lp_pending_options (const DrLpState *s, const DrLpPending *p, DrEngineAction *out)
{
  int n = 0, cell, i, seat = p->seat;

  switch (p->kind)
    {
    case DR_LP_PD_PATCH:
      {
        int hidden = 0;

        for (i = 0; i < s->n_cards; i++)
          if (s->cards[i].zone == DR_LP_ZONE_HAND && s->cards[i].seat == DR_LP_SERVER_SEAT)
            {
              hidden |= !(s->cards[i].flags & DR_LP_CARD_SHOWN);
              if (s->cards[i].def == DR_LP_PATCH && n == 0)
                lp_add_action (out, &n, DR_LP_ACT_PATCH, seat, i, 0, 0);
            }
        /* the server is asked whenever the hackers cannot tell whether it
         * holds a Patch (a card of its hand they have not seen), Patch or
         * not: asking only a server with a Patch would show them it has one */
        if (n > 0 || hidden)
          lp_add_action (out, &n, DR_LP_ACT_DECLINE, seat, p->source, 0, 0);
        return n;
      }
    case DR_LP_PD_DESTROY_ISOLATED:
    case DR_LP_PD_DESTROY_ANY:
    case DR_LP_PD_REVEAL_ISOLATED:
    case DR_LP_PD_ROTATE:
      if (s->hackers[seat].immune || !source_active (s, p))
        return 0;
      for (cell = 0; cell < DR_LP_CELLS; cell++)
        {
          int card = dr_lp_structure_at (s, cell);

          if (!destroyable (s, cell))
            continue;
          if (p->kind == DR_LP_PD_DESTROY_ISOLATED && !dr_lp_is_isolated (s, cell))
            continue;
          if (p->kind == DR_LP_PD_REVEAL_ISOLATED
              && (!dr_lp_is_isolated (s, cell) || (s->cards[card].flags & DR_LP_CARD_FACEUP)))
            continue;
          if (p->kind == DR_LP_PD_ROTATE && s->cards[card].rotated_by != DR_LP_NO_CARD)
            continue;
          lp_add_action (out, &n, DR_LP_ACT_CHOOSE_CELL, seat, DR_LP_NO_CARD, cell, 0);
        }
      return n;
    case DR_LP_PD_TROJAN_PLACE:
      if (s->hackers[seat].immune || !source_active (s, p))
        return 0;
      for (cell = 0; cell < DR_LP_CELLS; cell++)
        if (s->grid[cell] == DR_LP_NO_CARD && s->trojan[cell] == DR_LP_NO_CARD
            && next_to_structure (s, cell))
          lp_add_action (out, &n, DR_LP_ACT_CHOOSE_CELL, seat, DR_LP_NO_CARD, cell, 0);
      return n;
    case DR_LP_PD_TROJAN_ADVANCE:
      {
        int at, nb[4], k, m;

        if (s->hackers[seat].immune || !source_active (s, p) || (at = lp_trojan_cell (s, p->source)) < 0)
          return 0;
        m = dr_lp_neighbours (at, nb);
        for (k = 0; k < m; k++)
          if (destroyable (s, nb[k]))
            lp_add_action (out, &n, DR_LP_ACT_CHOOSE_CELL, seat, DR_LP_NO_CARD, nb[k], 0);
        return n;
      }
    case DR_LP_PD_SCRIPT_DISCARD:
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_LP_ZONE_HAND && s->cards[i].seat == seat && first_copy (s, i))
          lp_add_action (out, &n, DR_LP_ACT_CHOOSE_CARD, seat, i, 0, 0);
      return n;
    case DR_LP_PD_ROOTKIT:
      {
        int has_rootkit = 0;

        for (i = 0; i < s->n_cards; i++)
          if (s->cards[i].zone == DR_LP_ZONE_HAND && s->cards[i].seat == seat
              && s->cards[i].def == DR_LP_ROOTKIT)
            has_rootkit = 1;
        if (!has_rootkit)
          return 0;
        for (i = 0; i < s->n_cards; i++)
          if (s->cards[i].zone == DR_LP_ZONE_SLOT && s->cards[i].seat == seat)
            lp_add_action (out, &n, DR_LP_ACT_CHOOSE_CARD, seat, i, 0, 0);
        if (n > 0)
          lp_add_action (out, &n, DR_LP_ACT_DECLINE, seat, DR_LP_NO_CARD, 0, 0);
        return n;
      }
    case DR_LP_PD_UPDATE:
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_LP_ZONE_SLOT)
          lp_add_action (out, &n, DR_LP_ACT_CHOOSE_CARD, seat, i, 0, 0);
      return n;
    case DR_LP_PD_BACKUPS:
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_LP_ZONE_DESTROYED && LP_KIND (s->cards[i].def) == DR_LP_KIND_STRUCTURE
            && s->cards[i].cell < DR_LP_CELLS && s->grid[s->cards[i].cell] == DR_LP_NO_CARD)
          lp_add_action (out, &n, DR_LP_ACT_CHOOSE_CARD, seat, i, s->cards[i].cell, 0);
      return n;
    default:
      return 0;   /* steps: nobody decides */
    }
}

static int
is_step (int kind)
{
  return kind == DR_LP_PD_FINISH_ACTIVATION || kind == DR_LP_PD_REBOOT_FINISH
    || kind == DR_LP_PD_HACKER_DRAW || kind == DR_LP_PD_KEYLOGGER;
}

static void
keylogger (DrLpState *s, int seat)
{
  int k;

  if (s->hackers[seat].immune)
    return;
  for (k = 0; k < 2; k++)
    {
      int card = lp_random_in_zone (s, DR_LP_ZONE_HAND, DR_LP_SERVER_SEAT, DR_LP_CARD_SHOWN);

      if (card < 0)
        return;
      s->cards[card].flags |= DR_LP_CARD_SHOWN;
      lp_log (s, DR_LP_EV_SHOW, seat, s->cards[card].def, DR_LP_NO_CELL, 0, lp_all_seats (s));
    }
}

static void
reboot_finish (DrLpState *s, const DrLpPending *p)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_SLOT)
      {
        if (s->cards[i].flags & DR_LP_CARD_KEPT)
          s->cards[i].flags &= (uint8_t) ~DR_LP_CARD_KEPT;
        else
          lp_destroy_attack (s, i);
      }
  if (p->data == DR_LP_ACPI_REBOOT)
    {
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_LP_ZONE_HAND && s->cards[i].seat == DR_LP_SERVER_SEAT)
          lp_discard (s, i);
      return;
    }
  {
    int back = 0;

    for (i = 0; i < s->n_cards; i++)
      if (s->cards[i].zone == DR_LP_ZONE_HAND && s->cards[i].seat == DR_LP_SERVER_SEAT)
        {
          lp_shuffle_into_deck (s, i);
          back++;
        }
    lp_log (s, DR_LP_EV_SHUFFLE, DR_LP_SERVER_SEAT, 0, DR_LP_NO_CELL, back, lp_all_seats (s));
  }
  lp_end_server_turn (s);
}

static void
run_step (DrLpState *s, DrLpPending p)
{
  switch (p.kind)
    {
    case DR_LP_PD_FINISH_ACTIVATION:
      if (p.source < s->n_cards && s->cards[p.source].zone == DR_LP_ZONE_SLOT)
        {
          s->cards[p.source].zone = DR_LP_ZONE_DESTROYED;
          s->cards[p.source].flags = 0;
        }
      break;
    case DR_LP_PD_REBOOT_FINISH:
      reboot_finish (s, &p);
      break;
    case DR_LP_PD_HACKER_DRAW:
      lp_hacker_draw (s, p.seat);
      break;
    case DR_LP_PD_KEYLOGGER:
      if (p.source < s->n_cards && s->cards[p.source].zone == DR_LP_ZONE_SLOT)
        keylogger (s, p.seat);
      break;
    default:
      break;
    }
}

void
lp_settle (DrLpState *s)
{
  DrEngineAction scratch[DR_ENGINE_MAX_ACTIONS];

  while (s->phase != DR_LP_PHASE_OVER && s->n_pending > 0)
    {
      DrLpPending top = s->pending[s->n_pending - 1];

      if (is_step (top.kind))
        {
          s->n_pending--;
          run_step (s, top);
          continue;
        }
      if (lp_pending_options (s, &top, scratch) > 0)
        return;
      s->n_pending--;
    }
}

/* ---- the layout (seed 003, "Début de partie") ---- */

static int
layout_cell_ok (const DrLpState *s, int cell)
{
  int placed = dr_lp_count_zone (s, DR_LP_ZONE_GRID, -1);

  if (s->grid[cell] != DR_LP_NO_CARD)
    return 0;
  /* every card touches at least one other: the first goes in the middle,
   * each next one beside a card already laid out */
  return placed == 0 ? cell == DR_LP_CENTER : next_to_structure (s, cell);
}

static void
lay_out (DrLpState *s, int card, int cell)
{
  /* everybody watches the layout: when a card was laid is public (the
   * hackers infer from it where the Core likely is) */
  s->cards[card].order = (uint8_t) dr_lp_count_zone (s, DR_LP_ZONE_GRID, -1);
  s->cards[card].zone = DR_LP_ZONE_GRID;
  s->cards[card].cell = (uint8_t) cell;
  s->grid[cell] = (uint8_t) card;
  lp_log (s, DR_LP_EV_LAID_OUT, DR_LP_SERVER_SEAT, s->cards[card].def, cell, 0, 1u << DR_LP_SERVER_SEAT);
}

static void
start_play (DrLpState *s)
{
  int i;

  if (s->n_seats > 2)
    for (i = 0; i < s->n_seats - 1; i++)
      lp_log (s, DR_LP_EV_ORDER, s->hacker_order[i], 0, DR_LP_NO_CELL, i + 1, lp_all_seats (s));
  s->phase = DR_LP_PHASE_SERVER;   /* so that the first hacker comes next */
  s->active = DR_LP_SERVER_SEAT;
  lp_start_hacker_turn (s);
}

/* ---- the hackers' order ---- */

static int
ordered (const DrLpState *s, int seat)
{
  int i;

  for (i = 0; i < s->n_ordered; i++)
    if (s->hacker_order[i] == seat)
      return 1;
  return 0;
}

/* puts `seat` at the next free place; the places after it keep the
 * other hackers in seat order until they are chosen too */
static void
order_next (DrLpState *s, int seat)
{
  int i, place = s->n_ordered, rest;

  s->hacker_order[place] = (uint8_t) seat;
  rest = place + 1;
  for (i = 1; i < s->n_seats; i++)
    if (!ordered (s, i) && i != seat)
      s->hacker_order[rest++] = (uint8_t) i;
  s->n_ordered++;
  /* the last place is no choice */
  if (s->n_ordered >= s->n_seats - 2)
    {
      s->n_ordered = (uint8_t) (s->n_seats - 1);
      start_play (s);
    }
}

static void
order_random (DrLpState *s)
{
  while (s->phase == DR_LP_PHASE_ORDER)
    {
      int left[DR_LP_MAX_SEATS], n = 0, i;

      for (i = 1; i < s->n_seats; i++)
        if (!ordered (s, i))
          left[n++] = i;
      order_next (s, left[dr_engine_rng_below (s->rng, (uint32_t) n)]);
    }
}

static void
layout_done (DrLpState *s)
{
  if (dr_lp_count_zone (s, DR_LP_ZONE_LAYOUT, -1) > 0)
    {
      s->phase = DR_LP_PHASE_LAYOUT_PICK;
      return;
    }
  if (s->n_seats > 2)
    {
      /* seed 003: the hackers play "dans l'ordre qu'ils désirent : cet
       * ordre est cependant choisi une fois au début de la partie" */
      s->phase = DR_LP_PHASE_ORDER;
      s->active = 1;
      s->n_ordered = 0;
      return;
    }
  start_play (s);
}

static void
random_layout (DrLpState *s)
{
  int card;

  while ((card = lp_random_in_zone (s, DR_LP_ZONE_LAYOUT, DR_LP_SERVER_SEAT, 0)) >= 0)
    {
      int cells[DR_LP_CELLS], n = 0, cell;

      for (cell = 0; cell < DR_LP_CELLS; cell++)
        if (layout_cell_ok (s, cell))
          cells[n++] = cell;
      lay_out (s, card, cells[dr_engine_rng_below (s->rng, (uint32_t) n)]);
    }
}

/* ---- the contract's pair ---- */

static int
hand_card (const DrLpState *s, int card, int seat)
{
  return s->cards[card].zone == DR_LP_ZONE_HAND && s->cards[card].seat == seat;
}

int
dr_lp_legal_actions (const DrLpState *s, DrEngineAction *out)
{
  int n = 0, i, cell, seat = s->active;

  switch (s->phase)
    {
    case DR_LP_PHASE_LAYOUT_PICK:
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_LP_ZONE_LAYOUT && first_copy (s, i))
          lp_add_action (out, &n, DR_LP_ACT_LAYOUT_PICK, DR_LP_SERVER_SEAT, DR_LP_NO_CARD, 0, s->cards[i].def);
      lp_add_action (out, &n, DR_LP_ACT_LAYOUT_RANDOM, DR_LP_SERVER_SEAT, DR_LP_NO_CARD, 0, 0);
      return n;
    case DR_LP_PHASE_LAYOUT_PLACE:
      for (cell = 0; cell < DR_LP_CELLS; cell++)
        if (layout_cell_ok (s, cell))
          lp_add_action (out, &n, DR_LP_ACT_LAYOUT_PLACE, DR_LP_SERVER_SEAT, DR_LP_NO_CARD, cell, s->layout_pick);
      return n;
    case DR_LP_PHASE_COMPOSE:
      return lp_compose_options (s, out);
    case DR_LP_PHASE_ORDER:
      for (i = 1; i < s->n_seats; i++)
        if (!ordered (s, i))
          lp_add_action (out, &n, DR_LP_ACT_ORDER_NEXT, s->active, i, 0, 0);
      lp_add_action (out, &n, DR_LP_ACT_ORDER_RANDOM, s->active, 0, 0, 0);
      return n;
    case DR_LP_PHASE_OVER:
      return 0;
    default:
      break;
    }
  if (s->n_pending > 0)
    return lp_pending_options (s, &s->pending[s->n_pending - 1], out);
  if (s->phase == DR_LP_PHASE_HACKER)
    {
      int may_activate = s->hackers[seat].plays < 2 && !dr_lp_zone_full (s, seat);

      for (i = 0; i < s->n_cards; i++)
        if (may_activate && hand_card (s, i, seat) && s->cards[i].def != DR_LP_ROOTKIT
            && first_copy (s, i))
          lp_add_action (out, &n, DR_LP_ACT_ACTIVATE, seat, i, 0, 0);
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_LP_ZONE_SLOT && s->cards[i].seat == seat)
          lp_add_action (out, &n, DR_LP_ACT_DESTROY_OWN, seat, i, 0, 0);
      for (i = 0; i < s->n_cards; i++)
        if (hand_card (s, i, seat) && first_copy (s, i))
          lp_add_action (out, &n, DR_LP_ACT_DISCARD, seat, i, 0, 0);
      /* "doit … jouer une à deux cartes attaque": the turn may end once one
       * is played, or when none can be */
      if (s->hackers[seat].plays > 0 || !may_activate || !lp_can_activate_any (s, seat))
        lp_add_action (out, &n, DR_LP_ACT_END_TURN, seat, 0, 0, 0);
      return n;
    }
  /* the server's turn */
  for (i = 0; i < s->n_cards; i++)
    {
      int def = s->cards[i].def;

      if (!hand_card (s, i, DR_LP_SERVER_SEAT) || !first_copy (s, i) || s->server_plays >= 2)
        continue;
      if (def == DR_LP_PATCH)
        continue;   /* only as a hacker activates a card */
      if (def == DR_LP_MACHINE_REBOOT && lp_zombie_active (s))
        continue;
      if (def == DR_LP_ACPI_REBOOT && s->server_plays > 0)
        continue;
      lp_add_action (out, &n, DR_LP_ACT_PLAY_DEFENSE, DR_LP_SERVER_SEAT, i, 0, 0);
    }
  for (i = 0; i < s->n_cards; i++)
    if (hand_card (s, i, DR_LP_SERVER_SEAT) && first_copy (s, i))
      lp_add_action (out, &n, DR_LP_ACT_DISCARD, DR_LP_SERVER_SEAT, i, 0, 0);
  lp_add_action (out, &n, DR_LP_ACT_END_TURN, DR_LP_SERVER_SEAT, 0, 0, 0);
  return n;
}

int
dr_lp_acting_seat (const DrLpState *s)
{
  DrEngineAction scratch[DR_ENGINE_MAX_ACTIONS];

  if (s->phase == DR_LP_PHASE_OVER)
    return -1;
  if (s->phase == DR_LP_PHASE_LAYOUT_PICK || s->phase == DR_LP_PHASE_LAYOUT_PLACE)
    return DR_LP_SERVER_SEAT;
  if (s->n_pending > 0 && lp_pending_options (s, &s->pending[s->n_pending - 1], scratch) > 0)
    return s->pending[s->n_pending - 1].seat;
  return s->active;
}

static void
apply_pending (DrLpState *s, const DrEngineAction *a)
{
  DrLpPending p = s->pending[--s->n_pending];
  int cell = a->arg[1], card = a->arg[0];

  switch (p.kind)
    {
    case DR_LP_PD_PATCH:
      if (a->kind == DR_LP_ACT_PATCH)
        {
          lp_log (s, DR_LP_EV_PATCHED, DR_LP_SERVER_SEAT, s->cards[p.source].def, DR_LP_NO_CELL, 0,
                  lp_all_seats (s));
          s->cards[card].zone = DR_LP_ZONE_DESTROYED;
          s->cards[card].flags = 0;
          lp_destroy_attack (s, p.source);
        }
      else
        lp_activate (s, p.source);
      break;
    case DR_LP_PD_DESTROY_ISOLATED:
    case DR_LP_PD_DESTROY_ANY:
      /* data 0: Brute Force, "sans appliquer son effet" */
      lp_destroy_structure (s, cell, p.seat, p.source, p.data);
      break;
    case DR_LP_PD_REVEAL_ISOLATED:
      lp_reveal_structure (s, s->grid[cell]);
      break;
    case DR_LP_PD_ROTATE:
      s->cards[s->grid[cell]].rotated_by = p.source;
      lp_log (s, DR_LP_EV_ROTATE, p.seat, DR_LP_UNKNOWN, cell, 0, 0);
      break;
    case DR_LP_PD_TROJAN_PLACE:
      s->trojan[cell] = p.source;
      lp_log (s, DR_LP_EV_TROJAN, p.seat, DR_LP_TROJAN_HORSE, cell, 0, lp_all_seats (s));
      break;
    case DR_LP_PD_TROJAN_ADVANCE:
      lp_destroy_structure (s, cell, p.seat, p.source, 1);
      /* the Trojan Horse takes the place of what it destroyed (a Sandbox
       * or a waiting Secured Structure stays: then so does the Trojan) */
      if (s->grid[cell] == DR_LP_NO_CARD && s->cards[p.source].zone == DR_LP_ZONE_SLOT
          && s->phase != DR_LP_PHASE_OVER)
        {
          int at = lp_trojan_cell (s, p.source);

          if (at >= 0)
            s->trojan[at] = DR_LP_NO_CARD;
          s->trojan[cell] = p.source;
          lp_log (s, DR_LP_EV_TROJAN, p.seat, DR_LP_TROJAN_HORSE, cell, 1, lp_all_seats (s));
        }
      break;
    case DR_LP_PD_SCRIPT_DISCARD:
      lp_discard (s, card);
      break;
    case DR_LP_PD_ROOTKIT:
      if (a->kind == DR_LP_ACT_CHOOSE_CARD)
        {
          int i;

          for (i = 0; i < s->n_cards; i++)
            if (hand_card (s, i, p.seat) && s->cards[i].def == DR_LP_ROOTKIT)
              {
                lp_discard (s, i);
                break;
              }
          s->cards[card].flags |= DR_LP_CARD_KEPT;
          lp_log (s, DR_LP_EV_ROOTKIT, p.seat, s->cards[card].def, DR_LP_NO_CELL, 0, lp_all_seats (s));
        }
      break;
    case DR_LP_PD_UPDATE:
      lp_destroy_attack (s, card);
      break;
    case DR_LP_PD_BACKUPS:
      {
        DrLpCard *c = &s->cards[card];

        if (s->trojan[c->cell] != DR_LP_NO_CARD)
          lp_destroy_attack (s, s->trojan[c->cell]);   /* "Permet d'écraser un cheval de Troie" */
        c->zone = DR_LP_ZONE_GRID;
        c->flags = DR_LP_CARD_FACEUP;   /* everybody saw it destroyed */
        c->rotated_by = DR_LP_NO_CARD;
        s->grid[c->cell] = (uint8_t) card;
        s->progress = 1;
        lp_log (s, DR_LP_EV_RESTORE, DR_LP_SERVER_SEAT, c->def, c->cell, 0, lp_all_seats (s));
        break;
      }
    default:
      break;
    }
}

static void
apply_turn (DrLpState *s, const DrEngineAction *a)
{
  int card = a->arg[0];
  DrLpCard *c = &s->cards[card];

  switch (a->kind)
    {
    case DR_LP_ACT_ACTIVATE:
      s->hackers[a->seat].plays++;
      c->zone = DR_LP_ZONE_ACTIVATING;
      lp_log (s, DR_LP_EV_ACTIVATE, a->seat, c->def, DR_LP_NO_CELL, 0, lp_all_seats (s));
      /* Patch answers the activation itself, before any of its effect
       * (docs/rules-choices.md) */
      {
        DrLpPending patch = { DR_LP_PD_PATCH, DR_LP_SERVER_SEAT, (uint8_t) card, 0 };
        DrEngineAction scratch[DR_ENGINE_MAX_ACTIONS];

        if (lp_pending_options (s, &patch, scratch) > 0)
          lp_push (s, DR_LP_PD_PATCH, DR_LP_SERVER_SEAT, card, 0);
        else
          lp_activate (s, card);
      }
      break;
    case DR_LP_ACT_DESTROY_OWN:
      lp_destroy_attack (s, card);
      break;
    case DR_LP_ACT_DISCARD:
      lp_discard (s, card);
      break;
    case DR_LP_ACT_PLAY_DEFENSE:
      lp_play_defense (s, card);
      break;
    case DR_LP_ACT_END_TURN:
      if (s->phase == DR_LP_PHASE_HACKER)
        lp_end_hacker_turn (s);
      else
        lp_end_server_turn (s);
      break;
    default:
      break;
    }
}

int
dr_lp_apply (DrLpState *s, const DrEngineAction *a)
{
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  int n = dr_lp_legal_actions (s, legal), i, found = 0;

  for (i = 0; i < n && !found; i++)
    found = memcmp (&legal[i], a, sizeof *a) == 0;
  if (!found)
    return -1;
  switch (a->kind)
    {
    case DR_LP_ACT_LAYOUT_PICK:
      s->layout_pick = a->arg[2];
      s->phase = DR_LP_PHASE_LAYOUT_PLACE;
      return 0;
    case DR_LP_ACT_LAYOUT_RANDOM:
      random_layout (s);
      layout_done (s);
      break;
    case DR_LP_ACT_LAYOUT_PLACE:
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_LP_ZONE_LAYOUT && s->cards[i].def == s->layout_pick)
          {
            lay_out (s, i, a->arg[1]);
            break;
          }
      layout_done (s);
      break;
    case DR_LP_ACT_ORDER_NEXT:
      order_next (s, a->arg[0]);
      break;
    case DR_LP_ACT_ORDER_RANDOM:
      order_random (s);
      break;
    case DR_LP_ACT_COMPOSE_TAKE:
    case DR_LP_ACT_COMPOSE_RANDOM:
      lp_compose_apply (s, a);
      return 0;
    default:
      if (s->n_pending > 0)
        apply_pending (s, a);
      else
        apply_turn (s, a);
      break;
    }
  lp_settle (s);
  return 0;
}
