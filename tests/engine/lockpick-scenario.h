/* lockpick-scenario.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What Lockpick's card and rule scenarios share: a plus-shaped layout,
 * positions of the whole box, and the moves a scenario makes.
 */
#pragma once

#include "lockpick-helper.h"

/* A plus: the Core in the middle with four workstations around it, so that
 * the four arms are isolated and the Core is not. */
static const char *const plus[] G_GNUC_UNUSED = { ".U.", "UCU", ".U.", NULL };

static inline void
position (DrLpState *s, int n_seats, const char *const *rows)
{
  lp_test_position (s, rows, 42);
  s->n_seats = (uint8_t) n_seats;
  g_assert_null (dr_lp_check (s));
}

/* ends the acting seat's turn; a hacker who must still play a card
 * throws its hand away first (what it drew is not the scenario's point) */
static inline void
end_turn (DrLpState *s)
{
  int i;

  if (s->phase == DR_LP_PHASE_HACKER && !lp_test_legal (s, DR_LP_ACT_END_TURN, -1, -1))
    for (i = 0; i < s->n_cards; i++)
      if (s->cards[i].zone == DR_LP_ZONE_HAND && s->cards[i].seat == s->active)
        s->cards[i].zone = DR_LP_ZONE_DESTROYED;
  lp_test_do (s, DR_LP_ACT_END_TURN, -1, -1);
}

static inline int
hackers_deck (const DrLpState *s)
{
  int i, n = 0;

  for (i = 0; i < s->n_cards; i++)
    n += s->cards[i].zone == DR_LP_ZONE_DECK
         && dr_lp_card_data (s->cards[i].def)->kind == DR_LP_KIND_ATTACK;
  return n;
}

static inline int
trojan_cell (const DrLpState *s, int card)
{
  int c;

  for (c = 0; c < DR_LP_CELLS; c++)
    if (s->trojan[c] == card)
      return c;
  return -1;
}

static inline int
cell (int x, int y)
{
  return lp_test_cell (x, y);
}

/* activates the card; a Patch the server happens to hold lets it through */
static inline void
activate (DrLpState *s, int card)
{
  lp_test_do (s, DR_LP_ACT_ACTIVATE, card, -1);
  if (s->n_pending > 0 && s->pending[s->n_pending - 1].kind == DR_LP_PD_PATCH)
    lp_test_do (s, DR_LP_ACT_DECLINE, -1, -1);
}

static inline void
choose_cell (DrLpState *s, int x, int y)
{
  lp_test_do (s, DR_LP_ACT_CHOOSE_CELL, -1, cell (x, y));
}
