/* test-text.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-text.h"

static void
test_to_ascii (void)
{
  g_autofree char *deja = dr_text_to_ascii ("Déjà Vu");
  g_autofree char *quotes = dr_text_to_ascii ("“Clone” Chip’s");
  g_autofree char *dash = dr_text_to_ascii ("Code Gate – AP");

  g_assert_cmpstr (deja, ==, "Deja Vu");
  g_assert_cmpstr (quotes, ==, "\"Clone\" Chip's");
  g_assert_cmpstr (dash, ==, "Code Gate - AP");
}

static void
test_strip_markup (void)
{
  g_autofree char *plain = dr_text_strip_markup ("<strong>Lose [click]:</strong> Break.\n[subroutine] End the run.");
  g_autofree char *credits = dr_text_strip_markup ("Gain 2[credit] and 1[recurring-credit]; [mu] [link] [trash]");

  g_assert_cmpstr (plain, ==, "Lose click: Break. Subroutine End the run.");
  g_assert_cmpstr (credits, ==, "Gain 2credit and 1recurring credit; mu link trash");
  g_assert_null (dr_text_strip_markup (NULL));
}

static void
test_acronym (void)
{
  g_autofree char *blc = dr_text_acronym ("Blue Level Clearance");
  g_autofree char *hb = dr_text_acronym ("Haas-Bioroid: Engineering the Future");
  g_autofree char *apostrophe = dr_text_acronym ("Gabriel's Gambit");

  g_assert_cmpstr (blc, ==, "BLC");
  g_assert_cmpstr (hb, ==, "HBETF");
  g_assert_cmpstr (apostrophe, ==, "GG");
}

static void
test_match_key (void)
{
  g_autofree char *a = dr_text_match_key ("  DÉJÀ   vu ");
  g_autofree char *b = dr_text_match_key ("Déjà Vu");
  g_autofree char *c = dr_text_match_key ("Haas-Bioroid: Engineering the Future");
  g_autofree char *d = dr_text_match_key ("Gabriel’s Gambit");

  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (c, ==, "haas bioroid engineering the future");
  g_assert_cmpstr (d, ==, "gabriels gambit");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/text/to-ascii", test_to_ascii);
  g_test_add_func ("/text/strip-markup", test_strip_markup);
  g_test_add_func ("/text/acronym", test_acronym);
  g_test_add_func ("/text/match-key", test_match_key);
  return g_test_run ();
}
