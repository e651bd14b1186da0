/* test-odds.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-odds.h"

/* Every reference value is an exact fraction, computed with Python's
 * fractions.Fraction and math.comb:
 *   at_least(N, K, n, k) = sum over i = k .. min(K, n) of
 *                          Fraction(comb(K, i) * comb(N - K, n - i), comb(N, n))
 * and, for a mulligan, p + (1 - p) * q (p: first hand, q: a fresh draw).
 * The decimals are those fractions rounded to 17 digits. */
#define EPSILON 1e-13

static void
assert_odds (double actual,
             double expected)
{
  g_assert_cmpfloat_with_epsilon (actual, expected, EPSILON);
}

static void
test_opening_hand (void)
{
  /* 1 - C(42,5)/C(45,5) = 1 - 850668/1221759 = 431/1419 */
  assert_odds (dr_odds_at_least (45, 3, 5, 1), 431.0 / 1419.0);
  assert_odds (dr_odds_opening_hand (45, 3, 1, FALSE), 0.3037350246652572);
  /* two of three copies: 41/1419 */
  assert_odds (dr_odds_opening_hand (45, 3, 2, FALSE), 0.028893587033121917);
  /* all three: C(42,2)/C(45,5) = 861/1221759 = 1/1419; a small chance keeps
   * its precision, relative as well as absolute */
  g_assert_cmpfloat_with_epsilon (dr_odds_opening_hand (45, 3, 3, FALSE) / (1.0 / 1419.0), 1.0, 1e-13);
  /* a group: 9 economy cards in a 40-card deck, at least one: 54233/73112;
   * at least two: 2846/9139 */
  assert_odds (dr_odds_opening_hand (40, 9, 1, FALSE), 0.74177973520078788);
  assert_odds (dr_odds_opening_hand (40, 9, 2, FALSE), 0.31141262720210089);
}

static void
test_mulligan (void)
{
  /* p = 431/1419; p + (1 - p) p = 1037417/2013561 */
  assert_odds (dr_odds_opening_hand (45, 3, 1, TRUE), 0.51521508412211003);
  /* k = 2: p = 41/1419; 114677/2013561 */
  assert_odds (dr_odds_opening_hand (45, 3, 2, TRUE), 0.056952334694603243);
  g_assert_cmpfloat (dr_odds_opening_hand (45, 3, 1, TRUE), >, dr_odds_opening_hand (45, 3, 1, FALSE));
}

static void
test_by_turn (void)
{
  /* Corp, 49 cards, 3 copies, by the end of its turn 3 with only the
   * mandatory draw: 5 + 3 x 1 = 8 cards seen: 1941/4606 */
  assert_odds (dr_odds_by_turn (49, 3, 1, 3, DR_ODDS_CORP_MANDATORY_DRAWS, FALSE), 0.42140686061658705);
  /* the same with a mulligan of a first hand without it:
   * p5 + (1 - p5) p8 = 1770203/3030748 */
  assert_odds (dr_odds_by_turn (49, 3, 1, 3, DR_ODDS_CORP_MANDATORY_DRAWS, TRUE), 0.58408122351313929);
  /* Runner, 45 cards, two clicks of drawing a turn, by turn 2: 9 cards: 235/473 */
  assert_odds (dr_odds_by_turn (45, 3, 1, 2, 2, FALSE), 0.49682875264270615);
  /* 6 copies, at least 2 in 10 cards (turn 5, one draw a turn): 709/1763 */
  assert_odds (dr_odds_by_turn (45, 6, 2, 5, 1, FALSE), 0.40215541690300621);
  /* Runner without draws: turn 7 is still the opening hand. */
  assert_odds (dr_odds_by_turn (45, 3, 1, 7, 0, FALSE), 431.0 / 1419.0);
  /* Turn 0 is the opening hand. */
  assert_odds (dr_odds_by_turn (45, 3, 1, 0, 1, TRUE), dr_odds_opening_hand (45, 3, 1, TRUE));
}

static void
test_edges (void)
{
  /* the whole deck drawn: a card in it is certain, even past the deck's end */
  assert_odds (dr_odds_at_least (45, 1, 45, 1), 1.0);
  assert_odds (dr_odds_by_turn (45, 1, 1, 100, 3, FALSE), 1.0);
  /* wanting nothing is certain; wanting more than there are is impossible */
  assert_odds (dr_odds_at_least (45, 3, 5, 0), 1.0);
  assert_odds (dr_odds_at_least (45, 3, 5, 4), 0.0);
  assert_odds (dr_odds_at_least (45, 0, 5, 1), 0.0);
  assert_odds (dr_odds_at_least (45, 10, 2, 3), 0.0);
  assert_odds (dr_odds_at_least (0, 0, 5, 1), 0.0);
  /* larger numbers than any deck, still exact to the last digits:
   * 100 cards, 10 copies, 50 drawn, at least 8: 68069/1485458 */
  assert_odds (dr_odds_at_least (100, 10, 50, 8), 0.045823577644066679);
  /* 1000 cards, 100 copies, 300 drawn, at least 40 */
  assert_odds (dr_odds_at_least (1000, 100, 300, 40), 0.015884297232080867);
  /* past where C(N, n) overflows a double: 5000 cards, 500 copies, 2500
   * drawn, at least 260; 2000 cards, 1000 copies, 1000 drawn, at least 500 */
  g_assert_cmpfloat_with_epsilon (dr_odds_at_least (5000, 500, 2500, 260), 0.18522139733169146, 1e-12);
  g_assert_cmpfloat_with_epsilon (dr_odds_at_least (2000, 1000, 1000, 500), 0.51783455195179096, 1e-12);
}

static void
test_bad_input (void)
{
  if (g_test_subprocess ())
    {
      dr_odds_at_least (45, 46, 5, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*successes <= population*");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/odds/opening-hand", test_opening_hand);
  g_test_add_func ("/odds/mulligan", test_mulligan);
  g_test_add_func ("/odds/by-turn", test_by_turn);
  g_test_add_func ("/odds/edges", test_edges);
  g_test_add_func ("/odds/bad-input", test_bad_input);
  return g_test_run ();
}
