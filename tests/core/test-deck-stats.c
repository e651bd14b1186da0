/* test-deck-stats.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "dr-card-store.h"
#include "dr-deck-stats.h"
#include "dr-test-helper.h"

/* The bundled card data, built in a temp dir: all 113 Core Set cards. Every
 * expected number below was worked out by hand from the Core Set's printed
 * values, and the sums are written out next to them. */
typedef struct
{
  char        *dir;
  DrCardStore *store;
  DrCardFacts *facts;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  fixture->dir = dr_test_make_tmp_dir ();
  path = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  fixture->store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  fixture->facts = dr_card_facts_new (fixture->store, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_card_facts_free (fixture->facts);
  dr_card_store_free (fixture->store);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static void
add_cards (DrDeck            *deck,
           const char *const *codes_and_counts)
{
  for (guint i = 0; codes_and_counts[i] != NULL; i += 2)
    dr_deck_set_quantity (deck, codes_and_counts[i], atoi (codes_and_counts[i + 1]));
}

/* Haas-Bioroid: Engineering the Future with splashes of Weyland and NBN. */
static DrDeck *
make_corp_deck (void)
{
  static const char *const cards[] = {
    "01055", "3",   /* Accelerated Beta Test, agenda 2 points */
    "01106", "3",   /* Priority Requisition, agenda 3 */
    "01107", "2",   /* Private Security Force, agenda 2 */
    "01094", "2",   /* Hostile Takeover, Weyland agenda 1, no influence printed */
    "01061", "2",   /* Heimdall 1.0: Barrier - Bioroid - AP, cost 8, strength 6 */
    "01062", "2",   /* Ichi 1.0: Sentry - Bioroid - Tracer - Destroyer, cost 5, strength 4 */
    "01063", "2",   /* Viktor 1.0: Code Gate - Bioroid - AP, cost 3, strength 3 */
    "01111", "3",   /* Enigma: Code Gate, cost 3, strength 2 */
    "01113", "3",   /* Wall of Static: Barrier, cost 3, strength 3 */
    "01103", "2",   /* Ice Wall: Weyland Barrier, cost 1, strength 1, influence 1 */
    "01090", "2",   /* Tollbooth: NBN Code Gate, cost 8, strength 5, influence 2 */
    "01110", "3",   /* Hedge Fund: operation, cost 5 */
    "01085", "1",   /* Psychographics: NBN operation, cost X, influence 3 */
    "01059", "2",   /* Biotic Labor: operation, cost 4 */
    "01056", "3",   /* Adonis Campaign: asset, cost 4 */
    "01065", "1",   /* Corporate Troubleshooter: upgrade, cost 0 */
    NULL,
  };
  DrDeck *deck = dr_deck_new ("HB glacier", "netrunner");

  dr_deck_set_string (&deck->side, "corp");
  dr_deck_set_string (&deck->identity, "01054");
  add_cards (deck, cards);
  return deck;
}

/* Noise with criminal and shaper breakers, and one printing the card data
 * does not know. */
static DrDeck *
make_runner_deck (void)
{
  static const char *const cards[] = {
    "01002", "2",   /* Déjà Vu: event, cost 2 */
    "01004", "3",   /* Stimhack: event (Run), cost 0 */
    "01007", "2",   /* Corroder: Icebreaker - Fracter, cost 2, 1 MU */
    "01012", "3",   /* Parasite: Virus - Trojan, cost 2, 1 MU */
    "01014", "1",   /* Yog.0: Icebreaker - Decoder, cost 5, 1 MU */
    "01026", "1",   /* Femme Fatale: criminal Icebreaker - Killer, cost 9, 1 MU, influence 1 */
    "01028", "2",   /* Sneakdoor Beta: criminal program, cost 4, 2 MU, influence 3 */
    "01043", "1",   /* Gordian Blade: shaper Icebreaker - Decoder, cost 4, 1 MU, influence 3 */
    "01050", "3",   /* Sure Gamble: neutral event, cost 5 */
    "01051", "1",   /* Crypsis: neutral Icebreaker - AI - Virus, cost 5, 1 MU */
    "01041", "1",   /* The Toolbox: shaper hardware (Console), cost 9, influence 2 */
    "01053", "3",   /* Armitage Codebusting: neutral resource (Job), cost 1 */
    "99999", "1",   /* not a printing of the bundled data */
    NULL,
  };
  DrDeck *deck = dr_deck_new ("Noise toolbox", "netrunner");

  dr_deck_set_string (&deck->side, "runner");
  dr_deck_set_string (&deck->identity, "01001");
  add_cards (deck, cards);
  return deck;
}

/* Compared as text so that a failure shows the whole curve. */
static char *
curve_to_string (const int curve[DR_DECK_STATS_COST_TOP + 1])
{
  GString *text = g_string_new (NULL);

  for (int cost = 0; cost <= DR_DECK_STATS_COST_TOP; cost++)
    g_string_append_printf (text, "%s%d", cost > 0 ? " " : "", curve[cost]);
  return g_string_free (text, FALSE);
}

static void
assert_curve (const DrDeckStats *stats,
              const int          expected[DR_DECK_STATS_COST_TOP + 1])
{
  g_autofree char *actual_text = curve_to_string (stats->cost_curve);
  g_autofree char *expected_text = curve_to_string (expected);

  g_assert_cmpstr (actual_text, ==, expected_text);
}

static void
test_corp_deck (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(DrDeck) deck = make_corp_deck ();
  g_autoptr(DrDeckStats) stats = dr_deck_stats_new (deck, fixture->facts);
  /* costs 0: Troubleshooter 1; 1: Ice Wall 2; 3: Viktor 2 + Enigma 3 + Wall of Static 3;
   * 4: Biotic Labor 2 + Adonis 3; 5: Ichi 2 + Hedge Fund 3; 6+: Heimdall 2 + Tollbooth 2 */
  static const int curve[DR_DECK_STATS_COST_TOP + 1] = { 1, 2, 0, 8, 5, 5, 4 };

  g_assert_cmpint (stats->n_cards, ==, 36);
  g_assert_cmpint (stats->n_unknown, ==, 0);

  g_assert_cmpint (dr_stat_counts_get (stats->by_type, "agenda"), ==, 3 + 3 + 2 + 2);
  g_assert_cmpint (dr_stat_counts_get (stats->by_type, "ice"), ==, 2 + 2 + 2 + 3 + 3 + 2 + 2);
  g_assert_cmpint (dr_stat_counts_get (stats->by_type, "operation"), ==, 3 + 1 + 2);
  g_assert_cmpint (dr_stat_counts_get (stats->by_type, "asset"), ==, 3);
  g_assert_cmpint (dr_stat_counts_get (stats->by_type, "upgrade"), ==, 1);
  g_assert_cmpuint (stats->by_type->len, ==, 5);
  /* Most copies first. */
  g_assert_cmpstr (g_array_index (stats->by_type, DrStatCount, 0).key, ==, "ice");

  g_assert_cmpint (dr_stat_counts_get (stats->by_subtype, "Security"), ==, 3 + 2);
  g_assert_cmpint (dr_stat_counts_get (stats->by_subtype, "Bioroid"), ==, 6);
  g_assert_cmpint (dr_stat_counts_get (stats->by_subtype, "Transaction"), ==, 3);

  /* Weyland: Ice Wall 2 x 1; NBN: Tollbooth 2 x 2 + Psychographics 1 x 3.
   * Hostile Takeover prints no influence; neutral cards have none. */
  g_assert_cmpint (dr_stat_counts_get (stats->influence, "weyland-consortium"), ==, 2);
  g_assert_cmpint (dr_stat_counts_get (stats->influence, "nbn"), ==, 4 + 3);
  g_assert_cmpint (dr_stat_counts_get (stats->influence, "haas-bioroid"), ==, 0);
  g_assert_cmpint (dr_stat_counts_get (stats->influence, "neutral-corp"), ==, 0);
  g_assert_cmpint (stats->influence_spent, ==, 9);
  g_assert_cmpstr (g_array_index (stats->influence, DrStatCount, 0).key, ==, "nbn");

  assert_curve (stats, curve);
  g_assert_cmpint (stats->cost_x, ==, 1);

  g_assert_cmpint (stats->agendas, ==, 10);
  g_assert_cmpint (stats->agenda_points, ==, 3 * 2 + 3 * 3 + 2 * 2 + 2 * 1);
  g_assert_cmpfloat_with_epsilon (stats->agenda_density, 10.0 / 36.0, 1e-12);

  g_assert_cmpint (dr_stat_counts_get (stats->ice_by_subtype, "Barrier"), ==, 2 + 3 + 2);
  g_assert_cmpint (dr_stat_counts_get (stats->ice_by_subtype, "Code Gate"), ==, 2 + 3 + 2);
  g_assert_cmpint (dr_stat_counts_get (stats->ice_by_subtype, "Sentry"), ==, 2);
  g_assert_cmpint (dr_stat_counts_get (stats->ice_by_subtype, "AP"), ==, 2 + 2);
  g_assert_cmpint (dr_stat_counts_get (stats->ice_by_subtype, "Destroyer"), ==, 2);
  g_assert_cmpint (dr_stat_counts_get (stats->ice_by_subtype, "Security"), ==, 0);
  g_assert_cmpint (stats->ice[DR_ICE_BARRIER], ==, 7);
  g_assert_cmpint (stats->ice[DR_ICE_CODE_GATE], ==, 7);
  g_assert_cmpint (stats->ice[DR_ICE_SENTRY], ==, 2);

  /* Strength 1: Ice Wall 2; 2: Enigma 3; 3: Viktor 2 + Wall of Static 3;
   * 4: Ichi 2; 5: Tollbooth 2; 6: Heimdall 2. Weakest first. */
  g_assert_cmpuint (stats->ice_by_strength->len, ==, 6);
  g_assert_cmpint (g_array_index (stats->ice_by_strength, DrStatValue, 0).value, ==, 1);
  g_assert_cmpint (g_array_index (stats->ice_by_strength, DrStatValue, 5).value, ==, 6);
  g_assert_cmpint (dr_stat_values_get (stats->ice_by_strength, 1), ==, 2);
  g_assert_cmpint (dr_stat_values_get (stats->ice_by_strength, 2), ==, 3);
  g_assert_cmpint (dr_stat_values_get (stats->ice_by_strength, 3), ==, 5);
  g_assert_cmpint (dr_stat_values_get (stats->ice_by_strength, 4), ==, 2);
  g_assert_cmpint (dr_stat_values_get (stats->ice_by_strength, 5), ==, 2);
  g_assert_cmpint (dr_stat_values_get (stats->ice_by_strength, 6), ==, 2);
  g_assert_cmpint (dr_stat_values_get (stats->ice_by_strength, 7), ==, 0);
  g_assert_cmpint (stats->ice_strength_x, ==, 0);

  for (int kind = 0; kind < DR_ICE_N_KINDS; kind++)
    g_assert_false (dr_deck_stats_covers (stats, kind));
  g_assert_cmpint (stats->mu_all_copies, ==, 0);
}

static void
test_runner_deck (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(DrDeck) deck = make_runner_deck ();
  g_autoptr(DrDeckStats) stats = dr_deck_stats_new (deck, fixture->facts);
  /* 0: Stimhack 3; 1: Armitage 3; 2: Déjà Vu 2 + Corroder 2 + Parasite 3;
   * 4: Sneakdoor 2 + Gordian 1; 5: Yog.0 1 + Sure Gamble 3 + Crypsis 1;
   * 6+: Femme Fatale 1 + The Toolbox 1 */
  static const int curve[DR_DECK_STATS_COST_TOP + 1] = { 3, 3, 7, 0, 3, 5, 2 };

  g_assert_cmpint (stats->n_cards, ==, 24);
  g_assert_cmpint (stats->n_unknown, ==, 1);
  g_assert_cmpuint (stats->unknown_codes->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (stats->unknown_codes, 0), ==, "99999");

  g_assert_cmpint (dr_stat_counts_get (stats->by_type, "event"), ==, 2 + 3 + 3);
  g_assert_cmpint (dr_stat_counts_get (stats->by_type, "program"), ==, 2 + 3 + 1 + 1 + 2 + 1 + 1);
  g_assert_cmpint (dr_stat_counts_get (stats->by_type, "hardware"), ==, 1);
  g_assert_cmpint (dr_stat_counts_get (stats->by_type, "resource"), ==, 3);
  g_assert_cmpint (dr_stat_counts_get (stats->by_subtype, "Icebreaker"), ==, 2 + 1 + 1 + 1 + 1);
  g_assert_cmpint (dr_stat_counts_get (stats->by_subtype, "Virus"), ==, 3 + 1);
  g_assert_cmpint (dr_stat_counts_get (stats->by_subtype, "icebreaker"), ==, 6);

  /* Criminal: Femme Fatale 1 x 1 + Sneakdoor Beta 2 x 3; Shaper: Gordian
   * Blade 1 x 3 + The Toolbox 1 x 2. */
  g_assert_cmpint (dr_stat_counts_get (stats->influence, "criminal"), ==, 7);
  g_assert_cmpint (dr_stat_counts_get (stats->influence, "shaper"), ==, 5);
  g_assert_cmpint (stats->influence_spent, ==, 12);

  assert_curve (stats, curve);
  g_assert_cmpint (stats->cost_x, ==, 0);
  g_assert_cmpint (stats->agendas, ==, 0);
  g_assert_cmpfloat (stats->agenda_density, ==, 0.0);
  g_assert_cmpuint (stats->ice_by_strength->len, ==, 0);

  /* Barrier: Corroder 2 + Crypsis 1; Code Gate: Yog.0 1 + Gordian 1 +
   * Crypsis 1; Sentry: Femme Fatale 1 + Crypsis 1. */
  g_assert_cmpint (stats->breakers[DR_ICE_BARRIER], ==, 3);
  g_assert_cmpint (stats->breakers[DR_ICE_CODE_GATE], ==, 3);
  g_assert_cmpint (stats->breakers[DR_ICE_SENTRY], ==, 2);
  g_assert_true (dr_deck_stats_covers (stats, DR_ICE_SENTRY));

  /* Corroder 2 x 1 + Parasite 3 x 1 + Yog.0 1 + Femme Fatale 1 + Sneakdoor
   * 2 x 2 + Gordian 1 + Crypsis 1; one of each: 1+1+1+1+2+1+1. */
  g_assert_cmpint (stats->mu_all_copies, ==, 13);
  g_assert_cmpint (stats->mu_one_of_each, ==, 8);
}

/* Without the AI breaker and the killer, sentries are left uncovered. */
static void
test_breaker_coverage (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(DrDeck) deck = make_runner_deck ();
  g_autoptr(DrDeckStats) stats = NULL;

  dr_deck_set_quantity (deck, "01051", 0);
  dr_deck_set_quantity (deck, "01026", 0);
  stats = dr_deck_stats_new (deck, fixture->facts);
  g_assert_true (dr_deck_stats_covers (stats, DR_ICE_BARRIER));
  g_assert_true (dr_deck_stats_covers (stats, DR_ICE_CODE_GATE));
  g_assert_false (dr_deck_stats_covers (stats, DR_ICE_SENTRY));
  g_assert_cmpint (stats->breakers[DR_ICE_BARRIER], ==, 2);
  g_assert_cmpstr (dr_ice_kind_to_subtype (DR_ICE_CODE_GATE), ==, "Code Gate");
  g_clear_pointer (&stats, dr_deck_stats_free);

  /* An AI breaker alone covers every kind. */
  g_clear_pointer (&deck, dr_deck_free);
  deck = dr_deck_new ("AI only", "netrunner");
  dr_deck_set_quantity (deck, "01013", 1);   /* Wyrm: Icebreaker - AI */
  stats = dr_deck_stats_new (deck, fixture->facts);
  for (int kind = 0; kind < DR_ICE_N_KINDS; kind++)
    g_assert_cmpint (stats->breakers[kind], ==, 1);
}

/* No identity yet: nothing is out of faction, the rest is counted. */
static void
test_without_identity (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(DrDeck) deck = make_runner_deck ();
  g_autoptr(DrDeckStats) stats = NULL;
  g_autoptr(DrDeck) empty = dr_deck_new ("Empty", "netrunner");
  g_autoptr(DrDeckStats) empty_stats = NULL;

  dr_deck_set_string (&deck->identity, NULL);
  stats = dr_deck_stats_new (deck, fixture->facts);
  g_assert_cmpint (stats->influence_spent, ==, 0);
  g_assert_cmpuint (stats->influence->len, ==, 0);
  g_assert_cmpint (stats->mu_all_copies, ==, 13);

  empty_stats = dr_deck_stats_new (empty, fixture->facts);
  g_assert_cmpint (empty_stats->n_cards, ==, 0);
  g_assert_cmpfloat (empty_stats->agenda_density, ==, 0.0);
  g_assert_cmpuint (empty_stats->by_type->len, ==, 0);
}

/* The fact lookup covers the whole bundled data and reads values as stored. */
static void
test_facts (Fixture       *fixture,
            gconstpointer  data)
{
  const DrCardFact *fact = dr_card_facts_get (fixture->facts, "01051");

  g_assert_nonnull (fact);
  g_assert_cmpstr (fact->title, ==, "Crypsis");
  g_assert_cmpstr (fact->type, ==, "program");
  g_assert_cmpstr (fact->subtypes[0], ==, "Icebreaker");
  g_assert_cmpstr (fact->subtypes[1], ==, "AI");
  g_assert_cmpstr (fact->subtypes[2], ==, "Virus");
  g_assert_null (fact->subtypes[3]);
  g_assert_true (dr_card_fact_has_subtype (fact, "ai"));
  g_assert_cmpint (fact->cost.kind, ==, DR_VALUE_NUMBER);
  g_assert_cmpint (fact->cost.number, ==, 5);
  g_assert_cmpint (fact->memory_cost, ==, 1);

  fact = dr_card_facts_get (fixture->facts, "01085");   /* Psychographics */
  g_assert_cmpint (fact->cost.kind, ==, DR_VALUE_X);
  fact = dr_card_facts_get (fixture->facts, "01058");   /* Archived Memories: no keywords */
  g_assert_null (fact->subtypes[0]);
  g_assert_null (dr_card_facts_get (fixture->facts, "99999"));
  g_assert_null (dr_card_facts_get (fixture->facts, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/deck-stats/corp-deck", Fixture, NULL, fixture_set_up, test_corp_deck, fixture_tear_down);
  g_test_add ("/deck-stats/runner-deck", Fixture, NULL, fixture_set_up, test_runner_deck, fixture_tear_down);
  g_test_add ("/deck-stats/breaker-coverage", Fixture, NULL, fixture_set_up,
              test_breaker_coverage, fixture_tear_down);
  g_test_add ("/deck-stats/without-identity", Fixture, NULL, fixture_set_up,
              test_without_identity, fixture_tear_down);
  g_test_add ("/deck-stats/facts", Fixture, NULL, fixture_set_up, test_facts, fixture_tear_down);
  return g_test_run ();
}
