/* lockpick-helper.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions for Lockpick's tests: a game set up from the box, structures
 * laid out by a picture, cards put in hands and zones by name.
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "dr-lockpick.h"

/* A set-up game of n_players with the server's layout still to do. */
static inline void
lp_test_new (DrLpState *s, int n_players, uint64_t seed)
{
  uint8_t defs[DR_LP_MAX_CARDS];
  int n = dr_lp_compose_box (n_players, seed, defs);

  g_assert_cmpint (n, >, 0);
  g_assert_cmpint (dr_lp_setup (s, n_players, seed, defs, n), ==, 0);
}

static inline int
lp_test_find (const DrLpState *s, const DrEngineAction *legal, int n, int kind, int arg0, int arg1)
{
  int i;

  for (i = 0; i < n; i++)
    if (legal[i].kind == kind && (arg0 < 0 || legal[i].arg[0] == arg0)
        && (arg1 < 0 || legal[i].arg[1] == arg1))
      return i;
  /* the engine lists one copy of each card of a hand: another copy of the
   * same card in the same place is the same choice */
  if (arg0 >= 0 && arg0 < s->n_cards)
    for (i = 0; i < n; i++)
      if (legal[i].kind == kind && legal[i].arg[0] < s->n_cards
          && s->cards[legal[i].arg[0]].def == s->cards[arg0].def
          && s->cards[legal[i].arg[0]].zone == s->cards[arg0].zone
          && s->cards[legal[i].arg[0]].seat == s->cards[arg0].seat
          && (arg1 < 0 || legal[i].arg[1] == arg1))
        return i;
  return -1;
}

/* Applies the listed action of `kind` (and args, -1 for any); fails the
 * test when it is not legal. */
static inline void
lp_test_do (DrLpState *s, int kind, int arg0, int arg1)
{
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  int n = dr_lp_legal_actions (s, legal);
  int i = lp_test_find (s, legal, n, kind, arg0, arg1);

  if (i < 0)
    g_error ("action %d (%d, %d) is not legal here (phase %d, %d pending)", kind, arg0, arg1,
             s->phase, s->n_pending);
  g_assert_cmpint (dr_lp_apply (s, &legal[i]), ==, 0);
  g_assert_null (dr_lp_check (s));
}

static inline gboolean
lp_test_legal (const DrLpState *s, int kind, int arg0, int arg1)
{
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  int n = dr_lp_legal_actions (s, legal);

  return lp_test_find (s, legal, n, kind, arg0, arg1) >= 0;
}

static inline int
lp_test_cell (int x, int y)
{
  return y * DR_LP_GRID + x;
}

/* Lays the structures out from a picture: rows of characters, one per
 * cell from column 0; '.' is empty, a letter a structure:
 * C core, U workstation, S sandbox, A anti-intrusion, H hardened,
 * L logging, X automated script, P secured.  Cards the picture does not use
 * leave the game (destroyed, no cell).  Then the first hacker's turn begins. */
static inline void
lp_test_layout (DrLpState *s, const char *const *rows)
{
  static const char letters[] = "?CUSAHLXP";
  int y, x, i;

  memset (s->grid, DR_LP_NO_CARD, sizeof s->grid);
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_LAYOUT)
      {
        s->cards[i].zone = DR_LP_ZONE_DESTROYED;
        s->cards[i].flags = 0;
      }
  for (y = 0; rows[y] != NULL; y++)
    for (x = 0; rows[y][x] != '\0'; x++)
      {
        const char *letter = strchr (letters, rows[y][x]);
        int def, card = -1;

        if (rows[y][x] == '.' || letter == NULL)
          continue;
        def = (int) (letter - letters);
        for (i = 0; i < s->n_cards && card < 0; i++)
          if (s->cards[i].def == def && s->cards[i].zone == DR_LP_ZONE_DESTROYED && s->cards[i].cell == DR_LP_NO_CELL)
            card = i;
        g_assert_cmpint (card, >=, 0);
        s->cards[card].zone = DR_LP_ZONE_GRID;
        s->cards[card].cell = (uint8_t) lp_test_cell (x, y);
        s->grid[lp_test_cell (x, y)] = (uint8_t) card;
      }
}

/* Moves a copy of `def` (from a deck, or anywhere not in play) into the
 * hand of `seat`; returns its card id. */
static inline int
lp_test_give (DrLpState *s, int seat, int def)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].def == def && s->cards[i].zone == DR_LP_ZONE_DECK)
      {
        s->cards[i].zone = DR_LP_ZONE_HAND;
        s->cards[i].seat = (uint8_t) seat;
        return i;
      }
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].def == def && s->cards[i].zone == DR_LP_ZONE_DESTROYED)
      {
        s->cards[i].zone = DR_LP_ZONE_HAND;
        s->cards[i].seat = (uint8_t) seat;
        s->cards[i].flags = 0;
        return i;
      }
  g_error ("no copy of card %d left to give", def);
  return -1;
}

/* Empties every hand (into the destroyed pile). */
static inline void
lp_test_empty_hands (DrLpState *s)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_HAND)
      {
        s->cards[i].zone = DR_LP_ZONE_DESTROYED;
        s->cards[i].flags = 0;
      }
}

/* A 4-player game (the whole box), laid out as `rows`, every hand empty,
 * at the start of Hacker 1's main phase (the start of its turn done). */
static inline void
lp_test_position (DrLpState *s, const char *const *rows, uint64_t seed)
{
  int def, i, have;

  lp_test_new (s, 4, seed);
  /* the whole box: four attack cards stay out of a real 4-player game,
   * scenarios may want any of them */
  for (def = 1; def < DR_LP_N_DEFS; def++)
    {
      for (have = 0, i = 0; i < s->n_cards; i++)
        have += s->cards[i].def == def;
      for (; have < dr_lp_card_data (def)->box_quantity; have++)
        {
          DrLpCard *c = &s->cards[s->n_cards++];

          memset (c, 0, sizeof *c);
          c->def = (uint8_t) def;
          c->kind = dr_lp_card_data (def)->kind;
          c->zone = DR_LP_ZONE_DECK;
          c->cell = DR_LP_NO_CELL;
          c->rotated_by = DR_LP_NO_CARD;
          c->order = (uint8_t) (100 + have);
        }
    }
  lp_test_layout (s, rows);
  lp_test_empty_hands (s);
  s->phase = DR_LP_PHASE_HACKER;
  s->active = 1;
  s->turn = 1;
  s->n_pending = 0;
  g_assert_null (dr_lp_check (s));
}

static inline int
lp_test_def_at (const DrLpState *s, int x, int y)
{
  int card = dr_lp_structure_at (s, lp_test_cell (x, y));

  return card < 0 ? -1 : s->cards[card].def;
}

static inline int
lp_test_zone_of (const DrLpState *s, int card)
{
  return s->cards[card].zone;
}
