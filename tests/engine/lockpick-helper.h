/* lockpick-helper.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions for Lockpick's tests: a game set up from the box, structures
 * laid out by a picture and cards put in hands (src/play's scenario
 * helpers), actions by kind.
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "dr-lockpick.h"
#include "dr-lockpick-scenario.h"

/* The action the acting seat picks: the heuristic player's, from what its
 * seat sees, or with @heuristic FALSE one at random. */
static inline int
lp_test_pick (const DrLpState *s, const DrEngineAction *legal, int n, gboolean heuristic,
              uint64_t rng[4])
{
  DrLpState view;

  if (!heuristic)
    return (int) dr_engine_rng_below (rng, (uint32_t) n);
  dr_lp_view (s, dr_lp_acting_seat (s), &view);
  return dr_lp_heuristic_pick (&view, legal, n, rng);
}

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

/* Moves a copy of `def` (from a deck, or anywhere not in play) into the
 * hand of `seat`; returns its card id. */
static inline int
lp_test_give (DrLpState *s, int seat, int def)
{
  int card = dr_lockpick_position_give (s, seat, def, DR_LP_ZONE_HAND);

  if (card < 0)
    g_error ("no copy of card %d left to give", def);
  return card;
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

/* The whole box laid out as `rows` (see dr_lockpick_position_from_picture),
 * every hand empty, at the start of Hacker 1's main phase. */
static inline void
lp_test_position (DrLpState *s, const char *const *rows, uint64_t seed)
{
  g_autoptr (GError) error = NULL;

  if (!dr_lockpick_position_from_picture (s, 4, seed, rows, &error))
    g_error ("%s", error->message);
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
