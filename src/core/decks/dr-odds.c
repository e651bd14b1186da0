/* dr-odds.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-odds"

#include "config.h"

#include "dr-odds.h"

/* C(n, r) by the product formula in long double: exact while the numbers
 * fit the mantissa (any deck's opening hand does), a relative error of a few
 * ulps beyond, and no overflow below a population of several thousand, where
 * a double would already overflow past about a thousand. */
static long double
choose (int n,
        int r)
{
  long double result = 1.0L;

  if (r < 0 || r > n)
    return 0.0L;
  r = MIN (r, n - r);
  for (int i = 1; i <= r; i++)
    result = result * (n - r + i) / i;
  return result;
}

/* P(at least k successes) drawing @drawn cards without replacement from
 * @population cards of which @successes are successes. The upper tail is
 * summed directly, so small chances keep their precision. */
double
dr_odds_at_least (int population,
                  int successes,
                  int drawn,
                  int k)
{
  long double total = 0.0L;
  int highest;

  g_return_val_if_fail (population >= 0 && successes >= 0 && successes <= population && drawn >= 0, 0.0);

  drawn = MIN (drawn, population);
  if (k <= 0)
    return 1.0;
  highest = MIN (successes, drawn);
  for (int i = k; i <= highest; i++)
    total += choose (successes, i) * choose (population - successes, drawn - i);
  return total > 0.0L ? (double) MIN (1.0L, total / choose (population, drawn)) : 0.0;
}

double
dr_odds_opening_hand (int      deck_size,
                      int      copies,
                      int      k,
                      gboolean mulligan)
{
  return dr_odds_by_turn (deck_size, copies, k, 0, 0, mulligan);
}

/* With a mulligan: a first hand with k hits is kept (and its hits stay
 * seen); otherwise the fresh hand comes from a full reshuffle, independent
 * of the first, and the turns' draws follow it. */
double
dr_odds_by_turn (int      deck_size,
                 int      copies,
                 int      k,
                 int      turn,
                 int      draws_per_turn,
                 gboolean mulligan)
{
  int seen;
  double first_hand, by_turn;

  g_return_val_if_fail (turn >= 0 && draws_per_turn >= 0, 0.0);

  seen = (int) MIN ((gint64) DR_ODDS_HAND_SIZE + (gint64) turn * draws_per_turn, (gint64) deck_size);
  by_turn = dr_odds_at_least (deck_size, copies, seen, k);
  if (!mulligan)
    return by_turn;
  first_hand = dr_odds_at_least (deck_size, copies, DR_ODDS_HAND_SIZE, k);
  return first_hand + (1.0 - first_hand) * by_turn;
}
