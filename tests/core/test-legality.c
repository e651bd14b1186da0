/* test-legality.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdarg.h>
#include <string.h>

#include "dr-card-store.h"
#include "dr-db.h"
#include "dr-error.h"
#include "dr-legality-private.h"
#include "dr-test-helper.h"

/* Deck legality over tests/fixtures/legality: a small card set in
 * NetrunnerDB's shape with reprints, alliance cards, The Professor, ban lists
 * of every verdict kind, rotations and packs spread over the years (the
 * special cards keep their real NetrunnerDB codes, since NetrunnerDB's rules
 * name them by code). "Rule N" is rule N of docs/legality.md; "seed 002" and
 * "seed 003" are the user's NAPD multiplayer and Lockpick rules. Most tests use the casual format, which applies the
 * construction rules alone, and name a ban list when they test one. */

static DrCardStore *store;

static DrLegalityContext *
context_for (const char *format,
             const char *banlist,
             const char *as_of,
             int         players)
{
  DrLegalityOptions options = { format, banlist, as_of, players };
  g_autoptr(GError) error = NULL;
  DrLegalityContext *ctx = dr_legality_context_new (store, &options, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ctx);
  return ctx;
}

/* deck_new (identity, code, quantity, code, quantity, …, NULL) */
static DrDeck *
deck_new (const char *identity,
          ...)
{
  DrDeck *deck = dr_deck_new ("Test", "netrunner");
  const char *code;
  va_list args;

  dr_deck_set_string (&deck->identity, identity);
  va_start (args, identity);
  while ((code = va_arg (args, const char *)) != NULL)
    dr_deck_add (deck, code, va_arg (args, int));
  va_end (args);
  return deck;
}

/* Haas-Bioroid, 45 cards, 20 agenda points, no influence: 18 ice, 9 assets. */
static DrDeck *
hb_deck (void)
{
  return deck_new ("01054",
                   "01055", 3, "01056", 3, "01107", 2, "01104", 1,
                   "01057", 3, "01059", 3, "01060", 3, "01061", 3, "01062", 3, "01063", 3,
                   "01064", 3, "01108", 3, "01109", 3, "01110", 3, "01111", 3, "01113", 3,
                   NULL);
}

/* Kate, 45 cards, no influence. */
static DrDeck *
kate_deck (void)
{
  return deck_new ("01033",
                   "01034", 3, "01035", 3, "01036", 3, "01037", 3, "01038", 3,
                   "01039", 3, "01040", 3, "01041", 3, "01043", 3, "01044", 3,
                   "01049", 3, "01050", 3, "01051", 3, "01052", 3, "01053", 3,
                   NULL);
}

static void
print_problems (const DrLegalityReport *report)
{
  for (guint i = 0; i < report->problems->len; i++)
    {
      const DrLegalityProblem *problem = g_ptr_array_index (report->problems, i);

      g_printerr ("  %s: %s\n", dr_legality_problem_kind_to_string (problem->kind), problem->message);
    }
}

static void
assert_legal (const DrLegalityReport *report)
{
  if (!report->legal)
    print_problems (report);
  g_assert_true (report->legal);
  g_assert_cmpuint (report->problems->len, ==, 0);
}

static guint
count_problems (const DrLegalityReport *report,
                DrLegalityProblemKind   kind)
{
  guint count = 0;

  for (guint i = 0; i < report->problems->len; i++)
    if (((DrLegalityProblem *) g_ptr_array_index (report->problems, i))->kind == kind)
      count++;
  return count;
}

/* The one problem of @kind; fails when there is none or more than one. */
static const DrLegalityProblem *
only_problem (const DrLegalityReport *report,
              DrLegalityProblemKind   kind)
{
  const DrLegalityProblem *found = NULL;

  for (guint i = 0; i < report->problems->len; i++)
    {
      const DrLegalityProblem *problem = g_ptr_array_index (report->problems, i);

      if (problem->kind != kind)
        continue;
      g_assert_null (found);
      found = problem;
    }
  if (found == NULL)
    print_problems (report);
  g_assert_nonnull (found);
  g_assert_false (report->legal);
  return found;
}

static gboolean
names_card (const DrLegalityProblem *problem,
            const char              *code)
{
  for (guint i = 0; i < problem->cards->len; i++)
    if (g_str_equal (g_ptr_array_index (problem->cards, i), code))
      return TRUE;
  return FALSE;
}

static DrLegalityReport *
check (const char   *format,
       const char   *banlist,
       const char   *as_of,
       const DrDeck *deck)
{
  g_autoptr(DrLegalityContext) ctx = context_for (format, banlist, as_of, 0);

  return dr_legality_check (ctx, deck);
}

/* Rule 1: exactly one identity, not counted in the size. */
static void
test_r01_identity (void)
{
  g_autoptr(DrDeck) deck = hb_deck ();
  g_autoptr(DrLegalityReport) legal = check ("casual", NULL, NULL, deck);
  g_autoptr(DrLegalityReport) none = NULL;
  g_autoptr(DrLegalityReport) not_identity = NULL;
  g_autoptr(DrLegalityReport) two = NULL;
  g_autoptr(DrLegalityReport) among_entries = NULL;
  const DrLegalityProblem *problem;

  assert_legal (legal);
  g_assert_cmpstr (legal->identity_code, ==, "01054");
  g_assert_cmpstr (legal->identity_title, ==, "Haas-Bioroid: Engineering the Future");
  g_assert_cmpint (legal->size, ==, 45);

  dr_deck_set_string (&deck->identity, NULL);
  dr_deck_set_string (&deck->side, "corp");
  none = check ("casual", NULL, NULL, deck);
  problem = only_problem (none, DR_LEGALITY_PROBLEM_IDENTITY);
  g_assert_cmpstr (problem->message, ==, "The deck has no identity");
  g_assert_null (none->identity_code);

  dr_deck_set_string (&deck->identity, "01057");
  not_identity = check ("casual", NULL, NULL, deck);
  problem = only_problem (not_identity, DR_LEGALITY_PROBLEM_IDENTITY);
  g_assert_cmpstr (problem->message, ==, "Eli 1.0 is not an identity");
  g_assert_true (names_card (problem, "01057"));

  dr_deck_set_string (&deck->identity, "01054");
  dr_deck_set_quantity (deck, "01067", 1);
  two = check ("casual", NULL, NULL, deck);
  problem = only_problem (two, DR_LEGALITY_PROBLEM_IDENTITY);
  g_assert_cmpint (problem->value, ==, 2);
  g_assert_true (names_card (problem, "01067"));
  g_assert_cmpint (two->size, ==, 45);

  /* An imported list may carry its identity among the cards. */
  dr_deck_set_quantity (deck, "01067", 0);
  dr_deck_set_quantity (deck, "01054", 1);
  dr_deck_set_string (&deck->identity, NULL);
  among_entries = check ("casual", NULL, NULL, deck);
  assert_legal (among_entries);
  g_assert_cmpstr (among_entries->identity_code, ==, "01054");
  g_assert_cmpint (among_entries->size, ==, 45);
}

/* Rule 2: every card on the identity's side. */
static void
test_r02_side (void)
{
  g_autoptr(DrDeck) deck = kate_deck ();
  g_autoptr(DrLegalityReport) corp_card = NULL;
  g_autoptr(DrLegalityReport) marked = NULL;
  const DrLegalityProblem *problem;

  dr_deck_set_quantity (deck, "01110", 1);
  corp_card = check ("casual", NULL, NULL, deck);
  problem = only_problem (corp_card, DR_LEGALITY_PROBLEM_SIDE);
  g_assert_cmpstr (problem->message, ==, "Hedge Fund is a Corp card in a Runner deck");
  g_assert_true (names_card (problem, "01110"));
  g_assert_cmpstr (corp_card->side, ==, "runner");

  dr_deck_set_quantity (deck, "01110", 0);
  dr_deck_set_string (&deck->side, "corp");
  marked = check ("casual", NULL, NULL, deck);
  problem = only_problem (marked, DR_LEGALITY_PROBLEM_SIDE);
  g_assert_true (names_card (problem, "01033"));
}

/* Rule 3: at least the identity's minimum size, exactly at it is legal. */
static void
test_r03_min_size (void)
{
  g_autoptr(DrDeck) deck = hb_deck ();
  g_autoptr(DrLegalityReport) at_minimum = check ("casual", NULL, NULL, deck);
  g_autoptr(DrLegalityReport) one_short = NULL;
  const DrLegalityProblem *problem;

  assert_legal (at_minimum);
  g_assert_cmpint (at_minimum->min_size, ==, 45);

  dr_deck_add (deck, "01057", -1);
  one_short = check ("casual", NULL, NULL, deck);
  problem = only_problem (one_short, DR_LEGALITY_PROBLEM_MIN_SIZE);
  g_assert_cmpint (problem->value, ==, 44);
  g_assert_cmpint (problem->min, ==, 45);
  g_assert_cmpstr (problem->message, ==, "44 cards, at least 45 needed: 1 missing");
  g_assert_cmpuint (one_short->problems->len, ==, 1);
}

/* Rule 4 [ours]: copies by title, reprints summed; the printed deck limit. */
static void
test_r04_copies (void)
{
  g_autoptr(DrDeck) deck = hb_deck ();
  g_autoptr(DrLegalityReport) four = NULL;
  g_autoptr(DrLegalityReport) reprints_at_limit = NULL;
  g_autoptr(DrLegalityReport) reprints_over = NULL;
  g_autoptr(DrLegalityReport) limit_one = NULL;
  const DrLegalityProblem *problem;

  dr_deck_add (deck, "01057", 1);
  four = check ("casual", NULL, NULL, deck);
  problem = only_problem (four, DR_LEGALITY_PROBLEM_COPIES);
  g_assert_cmpstr (problem->message, ==, "4 copies of Eli 1.0, at most 3 allowed");
  g_assert_cmpint (problem->value, ==, 4);
  g_assert_cmpint (problem->max, ==, 3);
  dr_deck_add (deck, "01057", -1);

  /* Hedge Fund: 01110 from the Core Set and 20132 from the revised one. */
  dr_deck_set_quantity (deck, "01110", 2);
  dr_deck_set_quantity (deck, "20132", 1);
  reprints_at_limit = check ("casual", NULL, NULL, deck);
  assert_legal (reprints_at_limit);

  dr_deck_set_quantity (deck, "20132", 2);
  reprints_over = check ("casual", NULL, NULL, deck);
  problem = only_problem (reprints_over, DR_LEGALITY_PROBLEM_COPIES);
  g_assert_cmpstr (problem->message, ==, "4 copies of Hedge Fund, at most 3 allowed");
  g_assert_true (names_card (problem, "01110"));
  g_assert_true (names_card (problem, "20132"));
  dr_deck_set_quantity (deck, "20132", 0);
  dr_deck_set_quantity (deck, "01110", 3);

  dr_deck_set_quantity (deck, "01065", 2);
  limit_one = check ("casual", NULL, NULL, deck);
  problem = only_problem (limit_one, DR_LEGALITY_PROBLEM_COPIES);
  g_assert_cmpint (problem->max, ==, 1);
  g_assert_true (names_card (problem, "01065"));
}

/* Rule 5: Nova Initiumia and Ampère allow one copy of each card; draft
 * identities are not held to any copy limit. */
static void
test_r05_one_copy_identities (void)
{
  g_autoptr(DrDeck) nova = deck_new ("33093", "01049", 1, "01050", 2, "01051", 1, NULL);
  g_autoptr(DrDeck) masque = deck_new ("00006", "01050", 5, NULL);
  g_autoptr(DrLegalityReport) nova_report = check ("casual", NULL, NULL, nova);
  g_autoptr(DrLegalityReport) masque_report = check ("casual", NULL, NULL, masque);
  const DrLegalityProblem *problem;

  problem = only_problem (nova_report, DR_LEGALITY_PROBLEM_COPIES);
  g_assert_true (names_card (problem, "01050"));
  g_assert_cmpint (problem->max, ==, 1);
  g_assert_cmpstr (problem->message, ==,
                   "2 copies of Sure Gamble: Nova Initiumia: Catalyst & Impetus allows 1 copy of each card");
  g_assert_cmpuint (count_problems (masque_report, DR_LEGALITY_PROBLEM_COPIES), ==, 0);
}

/* Rules 7 and 8: influence of out-of-faction cards, neutral ones included;
 * exactly the limit is legal; unlimited identities. */
static void
test_r07_influence (void)
{
  g_autoptr(DrDeck) kate = kate_deck ();
  g_autoptr(DrDeck) hb = hb_deck ();
  g_autoptr(DrDeck) nova = deck_new ("33093", "01018", 1, NULL);
  g_autoptr(DrLegalityReport) at_limit = NULL;
  g_autoptr(DrLegalityReport) over = NULL;
  g_autoptr(DrLegalityReport) neutral = NULL;
  g_autoptr(DrLegalityReport) unlimited = NULL;
  g_autoptr(DrLegalityReport) in_faction = check ("casual", NULL, NULL, kate);
  const DrLegalityProblem *problem;

  g_assert_cmpint (in_faction->influence_used, ==, 0);
  g_assert_cmpint (in_faction->influence_limit, ==, 15);

  dr_deck_set_quantity (kate, "01018", 3);   /* Account Siphon, 4 each */
  dr_deck_set_quantity (kate, "01026", 3);   /* Femme Fatale, 1 each */
  at_limit = check ("casual", NULL, NULL, kate);
  assert_legal (at_limit);
  g_assert_cmpint (at_limit->influence_used, ==, 15);

  dr_deck_set_quantity (kate, "01008", 1);   /* Datasucker, 1 */
  over = check ("casual", NULL, NULL, kate);
  problem = only_problem (over, DR_LEGALITY_PROBLEM_INFLUENCE);
  g_assert_cmpstr (problem->message, ==, "Influence 16 of 15: 1 over");
  g_assert_cmpint (problem->value, ==, 16);
  g_assert_cmpint (problem->max, ==, 15);
  g_assert_true (names_card (problem, "01018"));
  g_assert_true (names_card (problem, "01008"));
  g_assert_false (names_card (problem, "01050"));

  /* Global Food Initiative is a neutral agenda that costs 1 influence. */
  dr_deck_set_quantity (hb, "01107", 0);
  dr_deck_set_quantity (hb, "01105", 2);
  neutral = check ("casual", NULL, NULL, hb);
  assert_legal (neutral);
  g_assert_cmpint (neutral->influence_used, ==, 2);

  unlimited = check ("casual", NULL, NULL, nova);
  g_assert_cmpint (unlimited->influence_limit, ==, DR_LEGALITY_UNBOUNDED);
  g_assert_cmpint (unlimited->influence_used, ==, 4);
  g_assert_cmpuint (count_problems (unlimited, DR_LEGALITY_PROBLEM_INFLUENCE), ==, 0);
}

/* Rule 9: The Professor's first copy of each program is free; events are not. */
static void
test_r09_professor (void)
{
  g_autoptr(DrDeck) deck = kate_deck ();
  g_autoptr(DrLegalityReport) first_copy = NULL;
  g_autoptr(DrLegalityReport) second_copy = NULL;
  g_autoptr(DrLegalityReport) event = NULL;
  const DrLegalityProblem *problem;

  dr_deck_set_string (&deck->identity, "03029");
  dr_deck_set_quantity (deck, "01012", 1);   /* Corroder, 2 */
  first_copy = check ("casual", NULL, NULL, deck);
  assert_legal (first_copy);
  g_assert_cmpint (first_copy->influence_used, ==, 0);
  g_assert_cmpint (first_copy->influence_limit, ==, 1);

  dr_deck_set_quantity (deck, "01012", 2);
  second_copy = check ("casual", NULL, NULL, deck);
  problem = only_problem (second_copy, DR_LEGALITY_PROBLEM_INFLUENCE);
  g_assert_cmpstr (problem->message, ==, "Influence 2 of 1: 1 over");

  dr_deck_set_quantity (deck, "01012", 1);
  dr_deck_set_quantity (deck, "01002", 1);   /* Deja Vu, an event, 2 */
  event = check ("casual", NULL, NULL, deck);
  g_assert_cmpint (event->influence_used, ==, 2);
  only_problem (event, DR_LEGALITY_PROBLEM_INFLUENCE);
}

static int
influence_of (DrDeck *deck)
{
  g_autoptr(DrLegalityReport) report = check ("casual", NULL, NULL, deck);

  return report->influence_used;
}

/* Rule 10: alliance cards cost nothing when their condition holds. The four
 * neutral ones never fall back to the faction condition [ours]: the deck
 * always holds more than six neutral non-alliance cards here. */
static void
test_r10_alliances (void)
{
  g_autoptr(DrDeck) mumba = hb_deck ();
  g_autoptr(DrDeck) museum = hb_deck ();
  g_autoptr(DrDeck) pad = hb_deck ();
  g_autoptr(DrDeck) tour = hb_deck ();
  g_autoptr(DrDeck) heritage = hb_deck ();

  /* Mumba Temple: 15 ice or fewer. The deck has 18 ice. */
  dr_deck_set_quantity (mumba, "10018", 1);
  g_assert_cmpint (influence_of (mumba), ==, 2);
  dr_deck_set_quantity (mumba, "01113", 1);   /* 16 ice */
  g_assert_cmpint (influence_of (mumba), ==, 2);
  dr_deck_set_quantity (mumba, "01113", 0);   /* 15 ice */
  g_assert_cmpint (influence_of (mumba), ==, 0);

  /* Museum of History: 50 cards or more, identity excluded. */
  dr_deck_set_quantity (museum, "10019", 1);
  dr_deck_set_quantity (museum, "01104", 3);
  dr_deck_set_quantity (museum, "01107", 3);   /* 49 cards */
  g_assert_cmpint (influence_of (museum), ==, 2);
  dr_deck_set_quantity (museum, "01065", 1);   /* 50 cards */
  g_assert_cmpint (influence_of (museum), ==, 0);

  /* PAD Factory: exactly 3 PAD Campaign, reprints summed. */
  dr_deck_set_quantity (pad, "10038", 1);
  g_assert_cmpint (influence_of (pad), ==, 0);
  dr_deck_set_quantity (pad, "01109", 2);
  g_assert_cmpint (influence_of (pad), ==, 2);
  dr_deck_set_quantity (pad, "20128", 1);
  g_assert_cmpint (influence_of (pad), ==, 0);
  dr_deck_set_quantity (pad, "20128", 2);
  g_assert_cmpint (influence_of (pad), ==, 2);

  /* Mumbad Virtual Tour: 7 assets or more, itself included. */
  dr_deck_set_quantity (tour, "10076", 1);    /* 10 assets */
  g_assert_cmpint (influence_of (tour), ==, 0);
  dr_deck_set_quantity (tour, "01062", 0);    /* 7 */
  g_assert_cmpint (influence_of (tour), ==, 0);
  dr_deck_set_quantity (tour, "01108", 2);    /* 6 */
  g_assert_cmpint (influence_of (tour), ==, 2);

  /* Heritage Committee (Jinteki): 6 non-alliance Jinteki cards. Snare! and
   * Neural Katana cost 2 each. */
  dr_deck_set_quantity (heritage, "10013", 2);
  dr_deck_set_quantity (heritage, "01069", 3);
  dr_deck_set_quantity (heritage, "01070", 2);   /* 5 Jinteki cards */
  g_assert_cmpint (influence_of (heritage), ==, 4 + 10);
  dr_deck_set_quantity (heritage, "01070", 3);   /* 6 */
  g_assert_cmpint (influence_of (heritage), ==, 12);
  /* Alliance cards do not count toward the six. */
  dr_deck_set_quantity (heritage, "01070", 0);
  dr_deck_set_quantity (heritage, "10013", 3);
  g_assert_cmpint (influence_of (heritage), ==, 6 + 6);
}

/* Rule 12: N = max(size, minimum), floor(N/5)·2 + 2 points or one more. */
static void
test_r12_agenda_points (void)
{
  g_autoptr(DrDeck) deck = hb_deck ();
  g_autoptr(DrDeck) kate = kate_deck ();
  g_autoptr(DrLegalityReport) twenty = check ("casual", NULL, NULL, deck);
  g_autoptr(DrLegalityReport) nineteen = NULL;
  g_autoptr(DrLegalityReport) twenty_one = NULL;
  g_autoptr(DrLegalityReport) twenty_two = NULL;
  g_autoptr(DrLegalityReport) fifty = NULL;
  g_autoptr(DrLegalityReport) runner = check ("casual", NULL, NULL, kate);
  const DrLegalityProblem *problem;

  assert_legal (twenty);
  g_assert_true (twenty->has_agenda_points);
  g_assert_cmpint (twenty->agenda_points, ==, 20);
  g_assert_cmpint (twenty->agenda_points_min, ==, 20);
  g_assert_cmpint (twenty->agenda_points_max, ==, 21);

  /* 44 cards count as the minimum, 45. */
  dr_deck_set_quantity (deck, "01104", 0);
  nineteen = check ("casual", NULL, NULL, deck);
  problem = only_problem (nineteen, DR_LEGALITY_PROBLEM_AGENDA_POINTS);
  g_assert_cmpstr (problem->message, ==, "19 agenda points: a deck of 45 cards needs 20 or 21");
  g_assert_cmpint (problem->min, ==, 20);
  g_assert_cmpint (problem->max, ==, 21);

  dr_deck_set_quantity (deck, "01104", 2);
  twenty_one = check ("casual", NULL, NULL, deck);
  assert_legal (twenty_one);
  g_assert_cmpint (twenty_one->agenda_points, ==, 21);

  dr_deck_set_quantity (deck, "01104", 3);
  twenty_two = check ("casual", NULL, NULL, deck);
  problem = only_problem (twenty_two, DR_LEGALITY_PROBLEM_AGENDA_POINTS);
  g_assert_cmpint (problem->value, ==, 22);

  /* 50 cards: 22 or 23. */
  dr_deck_set_quantity (deck, "01065", 1);
  dr_deck_set_quantity (deck, "01096", 2);
  fifty = check ("casual", NULL, NULL, deck);
  assert_legal (fifty);
  g_assert_cmpint (fifty->agenda_points_min, ==, 22);
  g_assert_cmpint (fifty->agenda_points_max, ==, 23);

  g_assert_false (runner->has_agenda_points);
}

/* Rule 13: agendas of the identity's faction or neutral ones. */
static void
test_r13_agenda_faction (void)
{
  g_autoptr(DrDeck) deck = hb_deck ();
  g_autoptr(DrLegalityReport) report = NULL;
  const DrLegalityProblem *problem;

  dr_deck_set_quantity (deck, "01104", 0);
  dr_deck_set_quantity (deck, "01094", 1);   /* Hostile Takeover, Weyland, 1 point */
  report = check ("casual", NULL, NULL, deck);
  problem = only_problem (report, DR_LEGALITY_PROBLEM_AGENDA_FACTION);
  g_assert_cmpstr (problem->message, ==,
                   "Hostile Takeover is a Weyland Consortium agenda: "
                   "a Haas-Bioroid deck plays only its own and neutral agendas");
  g_assert_true (names_card (problem, "01094"));
  g_assert_cmpuint (report->problems->len, ==, 1);
}

/* Rule 14: Ampère plays agendas of any faction, two per faction at most. */
static void
test_r14_ampere (void)
{
  g_autoptr(DrDeck) deck = deck_new ("33128", "01055", 1, "01056", 1, "01068", 1, "01094", 1, "01095", 1, NULL);
  g_autoptr(DrLegalityReport) two_each = check ("casual", NULL, NULL, deck);
  g_autoptr(DrLegalityReport) three = NULL;
  const DrLegalityProblem *problem;

  g_assert_cmpuint (count_problems (two_each, DR_LEGALITY_PROBLEM_AGENDA_FACTION), ==, 0);
  dr_deck_set_quantity (deck, "01055", 2);
  three = check ("casual", NULL, NULL, deck);
  problem = only_problem (three, DR_LEGALITY_PROBLEM_AGENDA_FACTION);
  g_assert_cmpint (problem->value, ==, 3);
  g_assert_true (names_card (problem, "01055"));
  g_assert_true (names_card (problem, "01056"));
  only_problem (three, DR_LEGALITY_PROBLEM_COPIES);
}

/* Rule 11: Custom Biotics plays no Jinteki card. */
static void
test_r11_custom_biotics (void)
{
  g_autoptr(DrDeck) deck = hb_deck ();
  g_autoptr(DrLegalityReport) nbn = NULL;
  g_autoptr(DrLegalityReport) jinteki = NULL;
  const DrLegalityProblem *problem;

  dr_deck_set_string (&deck->identity, "03002");
  dr_deck_set_quantity (deck, "01082", 1);
  nbn = check ("casual", NULL, NULL, deck);
  assert_legal (nbn);
  dr_deck_set_quantity (deck, "01069", 1);
  jinteki = check ("casual", NULL, NULL, deck);
  problem = only_problem (jinteki, DR_LEGALITY_PROBLEM_FORBIDDEN);
  g_assert_true (names_card (problem, "01069"));
}

/* Rule 15: a deck limit of 0 bans, every printing of the title; a list's
 * smaller limit is reported with the list named. Rule 4 counts by title, so
 * a verdict given to one printing holds for its reprints. */
static void
test_r15_banned (void)
{
  g_autoptr(DrDeck) hb = hb_deck ();
  g_autoptr(DrDeck) kate = kate_deck ();
  g_autoptr(DrLegalityReport) banned = NULL;
  g_autoptr(DrLegalityReport) limited = NULL;
  g_autoptr(DrLegalityReport) reprint = NULL;
  g_autoptr(DrLegalityReport) at_limit = NULL;
  const DrLegalityProblem *problem;

  dr_deck_set_quantity (hb, "01110", 1);
  dr_deck_set_quantity (hb, "20132", 2);
  banned = check ("casual", "standard-ban-list-21-04", NULL, hb);
  problem = only_problem (banned, DR_LEGALITY_PROBLEM_BANNED);
  g_assert_cmpstr (problem->message, ==, "Hedge Fund is banned by Standard Ban List 21.04");
  g_assert_cmpint (problem->value, ==, 3);
  g_assert_true (names_card (problem, "01110"));
  g_assert_true (names_card (problem, "20132"));
  g_assert_cmpuint (banned->problems->len, ==, 1);
  g_assert_cmpstr (banned->banlist, ==, "standard-ban-list-21-04");

  limited = check ("casual", "standard-ban-list-21-04", NULL, kate);
  problem = only_problem (limited, DR_LEGALITY_PROBLEM_COPIES);
  g_assert_cmpstr (problem->message, ==, "3 copies of Sure Gamble, at most 2 allowed by the ban list");

  dr_deck_set_quantity (kate, "01050", 0);
  dr_deck_set_quantity (kate, "20056", 3);
  reprint = check ("casual", "standard-ban-list-21-04", NULL, kate);
  problem = only_problem (reprint, DR_LEGALITY_PROBLEM_COPIES);
  g_assert_true (names_card (problem, "20056"));

  dr_deck_set_quantity (kate, "20056", 2);
  dr_deck_set_quantity (kate, "01045", 1);
  at_limit = check ("casual", "standard-ban-list-21-04", NULL, kate);
  assert_legal (at_limit);
}

/* Rule 16: at most one restricted title, in any number of copies. */
static void
test_r16_restricted (void)
{
  g_autoptr(DrDeck) deck = kate_deck ();   /* 3 Diesel, restricted in MWL 3.0 */
  g_autoptr(DrLegalityReport) one = check ("casual", "standard-mwl-3-0", NULL, deck);
  g_autoptr(DrLegalityReport) two = NULL;
  const DrLegalityProblem *problem;

  assert_legal (one);
  dr_deck_set_quantity (deck, "01018", 1);
  two = check ("casual", "standard-mwl-3-0", NULL, deck);
  problem = only_problem (two, DR_LEGALITY_PROBLEM_RESTRICTED);
  g_assert_cmpstr (problem->message, ==, "2 restricted cards (Account Siphon, Diesel): a deck may hold only one");
  g_assert_cmpint (problem->value, ==, 2);
  g_assert_true (names_card (problem, "01018"));
  g_assert_true (names_card (problem, "01034"));
  g_assert_cmpuint (two->problems->len, ==, 1);
}

/* Rule 17: each copy of a penalised card lowers the limit by 1, to 1 at
 * least; The Professor's first copy of each program is exempt. */
static void
test_r17_global_penalty (void)
{
  g_autoptr(DrDeck) kate = kate_deck ();
  g_autoptr(DrDeck) professor = kate_deck ();
  g_autoptr(DrLegalityReport) within = NULL;
  g_autoptr(DrLegalityReport) over = NULL;
  g_autoptr(DrLegalityReport) first_free = NULL;
  g_autoptr(DrLegalityReport) floor = NULL;
  g_autoptr(DrLegalityReport) professor_over = NULL;
  const DrLegalityProblem *problem;

  dr_deck_set_quantity (kate, "01018", 2);   /* Account Siphon: 8 influence, penalty 2 */
  dr_deck_set_quantity (kate, "01026", 2);   /* Femme Fatale: 2, penalty 2 */
  within = check ("casual", "NAPD_MWL_1.0", NULL, kate);
  assert_legal (within);
  g_assert_cmpint (within->influence_used, ==, 10);
  g_assert_cmpint (within->influence_limit, ==, 11);

  dr_deck_set_quantity (kate, "01012", 2);   /* Corroder: 4, penalty 2 */
  over = check ("casual", "NAPD_MWL_1.0", NULL, kate);
  problem = only_problem (over, DR_LEGALITY_PROBLEM_INFLUENCE);
  g_assert_cmpint (over->influence_limit, ==, 9);
  g_assert_cmpstr (problem->message, ==, "Influence 14 of 9 (15 lowered by 6 by the ban list): 5 over");

  dr_deck_set_string (&professor->identity, "03029");
  dr_deck_set_quantity (professor, "01026", 1);
  first_free = check ("casual", "NAPD_MWL_1.0", NULL, professor);
  assert_legal (first_free);
  g_assert_cmpint (first_free->influence_limit, ==, 1);

  /* Without the floor the limit would be 0 and the deck over it. */
  dr_deck_set_quantity (professor, "01026", 2);
  floor = check ("casual", "NAPD_MWL_1.0", NULL, professor);
  assert_legal (floor);
  g_assert_cmpint (floor->influence_used, ==, 1);
  g_assert_cmpint (floor->influence_limit, ==, 1);

  dr_deck_set_quantity (professor, "01018", 1);
  professor_over = check ("casual", "NAPD_MWL_1.0", NULL, professor);
  problem = only_problem (professor_over, DR_LEGALITY_PROBLEM_INFLUENCE);
  g_assert_cmpint (problem->value, ==, 5);
  g_assert_cmpint (problem->max, ==, 1);
  g_assert_cmpstr (problem->message, ==, "Influence 5 of 1 (1 lowered by 2 by the ban list, but never below 1): 4 over");
}

/* Rule 18: universal influence, paid even for in-faction cards, by
 * identities that have a limit. */
static void
test_r18_universal_influence (void)
{
  g_autoptr(DrDeck) kate = kate_deck ();   /* 3 Gordian Blade (+3 each), 3 Diesel (+1 each) */
  g_autoptr(DrDeck) nova = deck_new ("33093", "01040", 1, NULL);
  g_autoptr(DrLegalityReport) within = check ("casual", "NAPD_MWL_1.2", NULL, kate);
  g_autoptr(DrLegalityReport) over = NULL;
  g_autoptr(DrLegalityReport) unlimited = check ("casual", "NAPD_MWL_1.2", NULL, nova);
  const DrLegalityProblem *problem;

  assert_legal (within);
  g_assert_cmpint (within->influence_used, ==, 12);

  dr_deck_set_quantity (kate, "01018", 1);
  over = check ("casual", "NAPD_MWL_1.2", NULL, kate);
  problem = only_problem (over, DR_LEGALITY_PROBLEM_INFLUENCE);
  g_assert_cmpint (problem->value, ==, 16);
  g_assert_true (names_card (problem, "01040"));
  g_assert_true (names_card (problem, "01034"));

  g_assert_cmpint (unlimited->influence_used, ==, 3);
  g_assert_cmpint (unlimited->influence_limit, ==, DR_LEGALITY_UNBOUNDED);
}

/* Rule 19: the points of the distinct listed cards, 7 at most in Eternal. */
static void
test_r19_points (void)
{
  g_autoptr(DrDeck) deck = kate_deck ();
  g_autoptr(DrLegalityReport) seven = NULL;
  g_autoptr(DrLegalityReport) eight = NULL;
  g_autoptr(DrLegalityReport) copies_count_once = NULL;
  const DrLegalityProblem *problem;

  /* Account Siphon 3 + Deja Vu 2 + Femme Fatale 2, instead of Diesel's 1. */
  dr_deck_set_quantity (deck, "01034", 0);
  dr_deck_set_quantity (deck, "01018", 1);
  dr_deck_set_quantity (deck, "01002", 1);
  dr_deck_set_quantity (deck, "01026", 1);
  seven = check ("eternal", NULL, "2025-08-01", deck);
  assert_legal (seven);
  g_assert_cmpstr (seven->banlist, ==, "eternal-points-list-25-07");

  dr_deck_set_quantity (deck, "01034", 1);
  eight = check ("eternal", NULL, "2025-08-01", deck);
  problem = only_problem (eight, DR_LEGALITY_PROBLEM_POINTS);
  g_assert_cmpint (problem->value, ==, 8);
  g_assert_cmpint (problem->max, ==, 7);
  g_assert_cmpstr (problem->message, ==,
                   "Points 8 of 7: 1 over (Deja Vu 2, Account Siphon 3, Femme Fatale 2, Diesel 1)");
  g_assert_cmpuint (problem->cards->len, ==, 4);

  dr_deck_set_quantity (deck, "01026", 0);
  dr_deck_set_quantity (deck, "01018", 3);
  copies_count_once = check ("eternal", NULL, "2025-08-01", deck);
  g_assert_cmpuint (count_problems (copies_count_once, DR_LEGALITY_PROBLEM_POINTS), ==, 0);
}

/* Rule 20: Startup Ban List 24.09 allows 3 copies of agendas worth 3 or more. */
static void
test_r20_startup_big_agendas (void)
{
  g_autoptr(DrDeck) deck = hb_deck ();   /* 3 Accelerated Beta Test, 3 points each */
  g_autoptr(DrLegalityReport) three = check ("casual", "startup-ban-list-24-09-for-classic-only", NULL, deck);
  g_autoptr(DrLegalityReport) four = NULL;
  const DrLegalityProblem *problem;

  assert_legal (three);
  dr_deck_set_quantity (deck, "01107", 1);
  dr_deck_set_quantity (deck, "01106", 1);   /* Priority Requisition, 3 points */
  four = check ("casual", "startup-ban-list-24-09-for-classic-only", NULL, deck);
  problem = only_problem (four, DR_LEGALITY_PROBLEM_FORBIDDEN);
  g_assert_cmpint (problem->value, ==, 4);
  g_assert_cmpint (problem->max, ==, 3);
  g_assert_true (names_card (problem, "01106"));
}

static gboolean
in_pool (const char *format,
         const char *as_of,
         const char *code)
{
  g_autoptr(DrDeck) deck = deck_new (NULL, code, 1, NULL);
  g_autoptr(DrLegalityReport) report = check (format, "none", as_of, deck);

  return count_problems (report, DR_LEGALITY_PROBLEM_CARD_POOL) == 0;
}

/* Rules 21 and 24: Standard on a date, by title across reprints. */
static void
test_r21_standard_pool (void)
{
  g_autoptr(DrDeck) deck = deck_new ("01054", "01110", 1, NULL);
  g_autoptr(DrLegalityReport) rotated = check ("standard", "none", "2017-11-01", deck);
  const DrLegalityProblem *problem;

  /* Hedge Fund: the Core Set rotated on 2017-10-01 and its reprint came
   * out on 2017-12-14; the revised core rotated on 2021-04-09. */
  g_assert_true (in_pool ("standard", "2017-09-30", "01110"));
  g_assert_false (in_pool ("standard", "2017-11-01", "01110"));
  g_assert_true (in_pool ("standard", "2018-01-01", "01110"));
  g_assert_true (in_pool ("standard", "2018-01-01", "20132"));
  g_assert_false (in_pool ("standard", "2021-05-01", "20132"));
  /* Not released yet, then released. */
  g_assert_false (in_pool ("standard", "2025-04-23", "35005"));
  g_assert_true (in_pool ("standard", "2025-04-24", "35005"));
  g_assert_false (in_pool ("standard", "2030-01-01", "36001"));
  /* Never Standard: draft, campaign, multiplayer and tutorial cards. */
  g_assert_false (in_pool ("standard", "2025-06-01", "00006"));
  g_assert_false (in_pool ("standard", "2025-06-01", "14001"));
  g_assert_false (in_pool ("standard", "2025-06-01", "24001"));
  g_assert_false (in_pool ("standard", "2025-06-01", "30076"));
  g_assert_true (in_pool ("standard", "2025-06-01", "30005"));

  /* The identity rotated with the Core Set too. */
  g_assert_cmpuint (count_problems (rotated, DR_LEGALITY_PROBLEM_CARD_POOL), ==, 2);
  problem = g_ptr_array_index (rotated->problems, rotated->problems->len - 1);
  g_assert_cmpint (problem->kind, ==, DR_LEGALITY_PROBLEM_CARD_POOL);
  g_assert_true (names_card (problem, "01110"));
  g_assert_cmpstr (problem->message, ==, "Hedge Fund has rotated out of Standard by 2017-11-01");
}

/* Rule 22: Startup's pool on two dates. */
static void
test_r22_startup_pool (void)
{
  /* Parhelion (ph) was in Startup from 2022-12-09 until Liberation. */
  g_assert_true (in_pool ("startup", "2023-01-01", "33010"));
  g_assert_false (in_pool ("startup", "2024-06-01", "33010"));
  g_assert_true (in_pool ("startup", "2024-06-01", "34105"));
  g_assert_false (in_pool ("startup", "2025-01-01", "35005"));
  g_assert_true (in_pool ("startup", "2025-06-01", "35005"));
  g_assert_true (in_pool ("startup", "2025-06-01", "30005"));
  g_assert_false (in_pool ("startup", "2025-06-01", "30076"));
  g_assert_false (in_pool ("startup", "2025-06-01", "01050"));
}

/* Rule 23: Eternal holds every released card but draft, napd and tdc ones;
 * casual holds every card. */
static void
test_r23_eternal_and_casual_pools (void)
{
  g_assert_true (in_pool ("eternal", "2025-06-01", "01110"));
  g_assert_true (in_pool ("eternal", "2025-06-01", "03029"));
  g_assert_false (in_pool ("eternal", "2025-06-01", "00006"));
  g_assert_false (in_pool ("eternal", "2025-06-01", "14001"));
  g_assert_false (in_pool ("eternal", "2025-06-01", "36001"));
  g_assert_true (in_pool ("casual", "2025-06-01", "00006"));
  g_assert_true (in_pool ("casual", "2025-06-01", "36001"));
  g_assert_true (in_pool ("casual", "2010-01-01", "35005"));
}

static char *
chosen_list (const char *format,
             const char *banlist,
             const char *as_of)
{
  g_autoptr(DrLegalityContext) ctx = context_for (format, banlist, as_of, 0);

  return g_strdup (dr_legality_context_get_banlist (ctx));
}

#define assert_list(format, banlist, as_of, expected) \
  G_STMT_START { \
    g_autofree char *chosen = chosen_list (format, banlist, as_of); \
    g_assert_cmpstr (chosen, ==, expected); \
  } G_STMT_END

/* Each format's list in force on a date; "none"; an unknown list. */
static void
test_banlist_choice (void)
{
  g_autoptr(GError) error = NULL;
  DrLegalityOptions options = { "standard", "no-such-list", NULL, 0 };

  assert_list ("standard", NULL, NULL, "standard-ban-list-21-04");   /* the newest by today */
  assert_list ("standard", "active", NULL, "standard-ban-list-21-04");
  assert_list ("standard", NULL, "2016-05-01", "NAPD_MWL_1.0");
  assert_list ("standard", NULL, "2017-11-01", "NAPD_MWL_1.2");
  assert_list ("standard", NULL, "2019-01-01", "standard-mwl-3-0");
  assert_list ("standard", NULL, "2030-01-01", "standard-ban-list-21-04");
  assert_list ("standard", NULL, "2015-01-01", NULL);
  assert_list ("startup", NULL, "2024-01-01", NULL);
  assert_list ("startup", NULL, "2025-01-01", "startup-ban-list-24-09-for-classic-only");
  assert_list ("eternal", NULL, "2025-07-01", NULL);
  assert_list ("eternal", NULL, "2025-08-01", "eternal-points-list-25-07");
  assert_list ("casual", NULL, NULL, NULL);
  assert_list ("casual", "active", NULL, "standard-ban-list-21-04");
  assert_list ("standard", "none", NULL, NULL);
  assert_list ("eternal", "standard-mwl-3-0", NULL, "standard-mwl-3-0");
  assert_list ("lockpick", "active", NULL, NULL);

  g_assert_null (dr_legality_context_new (store, &options, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_NOT_FOUND);
}

static void
test_bad_options (void)
{
  const DrLegalityOptions bad[] = {
    { "modern", NULL, NULL, 0 },
    { "standard", NULL, "2025-13-01", 0 },
    { "standard", NULL, "yesterday", 0 },
    { "standard", NULL, "2025-01-01x", 0 },
    { "lockpick", NULL, NULL, 5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (dr_legality_context_new (store, &bad[i], &error));
      g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
    }
}

/* Unknown printing codes are problems, never crashes. */
static void
test_unknown_cards (void)
{
  g_autoptr(DrDeck) deck = hb_deck ();
  g_autoptr(DrLegalityReport) report = NULL;
  g_autoptr(DrDeck) lockpick = dr_deck_new ("Set-up", "lockpick");
  g_autoptr(DrLegalityReport) lockpick_report = NULL;
  g_autoptr(DrLegalityContext) lockpick_ctx = context_for ("lockpick", NULL, NULL, 2);

  dr_deck_set_quantity (deck, "99999", 2);
  dr_deck_set_quantity (deck, "not a code", 1);
  dr_deck_set_string (&deck->identity, "99998");
  report = check ("standard", NULL, NULL, deck);
  g_assert_cmpuint (count_problems (report, DR_LEGALITY_PROBLEM_UNKNOWN_CARD), ==, 3);
  g_assert_cmpuint (count_problems (report, DR_LEGALITY_PROBLEM_IDENTITY), ==, 0);
  g_assert_cmpstr (report->identity_code, ==, "99998");
  g_assert_null (report->identity_title);
  g_assert_cmpint (report->size, ==, 48);

  dr_deck_set_quantity (lockpick, "LP999", 1);
  lockpick_report = dr_legality_check (lockpick_ctx, lockpick);
  g_assert_cmpuint (count_problems (lockpick_report, DR_LEGALITY_PROBLEM_UNKNOWN_CARD), ==, 1);
}

/* Seed 002, Corp deckbuilding 1 to 3: Cyber Bureau, agendas of any
 * faction, no influence limit, 40 cards at least. */
static void
test_napd_corp (void)
{
  g_autoptr(DrDeck) deck = deck_new ("24001",
                                     "01055", 3, "01068", 3, "01081", 3,   /* 9 + 6 + 6 = 21 points */
                                     "01069", 3, "01070", 3, "01082", 3, "01096", 3, "01057", 3,
                                     "01059", 3, "01061", 3, "01062", 3, "01064", 3, "01060", 3,
                                     "01108", 2, NULL);
  g_autoptr(DrLegalityReport) legal = NULL;
  g_autoptr(DrLegalityReport) short_deck = NULL;
  g_autoptr(DrLegalityReport) wrong_identity = NULL;
  g_autoptr(DrLegalityReport) casual = NULL;
  const DrLegalityProblem *problem;

  dr_deck_set_quantity (deck, "01068", 2);   /* 40 cards, 19 points */
  legal = check ("napd", NULL, NULL, deck);
  assert_legal (legal);
  g_assert_cmpint (legal->size, ==, 40);
  g_assert_cmpint (legal->min_size, ==, 40);
  g_assert_cmpint (legal->influence_limit, ==, DR_LEGALITY_UNBOUNDED);
  g_assert_cmpint (legal->influence_used, >, 15);

  dr_deck_set_quantity (deck, "01108", 1);
  short_deck = check ("napd", NULL, NULL, deck);
  problem = only_problem (short_deck, DR_LEGALITY_PROBLEM_MIN_SIZE);
  g_assert_cmpint (problem->value, ==, 39);
  g_assert_cmpint (problem->min, ==, 40);
  dr_deck_set_quantity (deck, "01108", 2);

  dr_deck_set_string (&deck->identity, "01054");
  wrong_identity = check ("napd", NULL, NULL, deck);
  problem = only_problem (wrong_identity, DR_LEGALITY_PROBLEM_IDENTITY);
  g_assert_cmpstr (problem->message, ==,
                   "In NAPD multiplayer the Corp plays Cyber Bureau: Keeping the Peace, "
                   "not Haas-Bioroid: Engineering the Future");

  /* Outside the format the same deck breaks the usual rules. */
  casual = check ("casual", NULL, NULL, deck);
  g_assert_cmpuint (count_problems (casual, DR_LEGALITY_PROBLEM_AGENDA_FACTION), ==, 2);
  g_assert_cmpuint (count_problems (casual, DR_LEGALITY_PROBLEM_INFLUENCE), ==, 1);
}

/* Seed 002, game set-up: a Runner team plays an identity of one name once;
 * a reprinted identity is the same identity. */
static void
test_napd_team (void)
{
  g_autoptr(DrDeck) kate = kate_deck ();
  g_autoptr(DrDeck) gabriel = kate_deck ();
  g_autoptr(DrDeck) kate_again = kate_deck ();
  g_autoptr(DrLegalityContext) ctx = context_for ("napd", NULL, NULL, 0);
  g_autoptr(GPtrArray) distinct = NULL;
  g_autoptr(GPtrArray) repeated = NULL;
  const DrDeck *team[3];
  const DrLegalityProblem *problem;

  /* Gabriel plays Kate's cards: far over his influence, which is not the
   * team's business. */
  dr_deck_set_string (&gabriel->identity, "01017");
  dr_deck_set_string (&kate_again->identity, "20036");

  team[0] = kate;
  team[1] = gabriel;
  distinct = dr_legality_check_team (ctx, team, 2);
  g_assert_cmpuint (distinct->len, ==, 2);
  assert_legal (g_ptr_array_index (distinct, 0));
  g_assert_cmpuint (count_problems (g_ptr_array_index (distinct, 1), DR_LEGALITY_PROBLEM_TEAM_IDENTITY), ==, 0);
  only_problem (g_ptr_array_index (distinct, 1), DR_LEGALITY_PROBLEM_INFLUENCE);

  team[2] = kate_again;
  repeated = dr_legality_check_team (ctx, team, 3);
  g_assert_cmpuint (repeated->len, ==, 3);
  problem = only_problem (g_ptr_array_index (repeated, 0), DR_LEGALITY_PROBLEM_TEAM_IDENTITY);
  g_assert_cmpstr (problem->message, ==,
                   "Runner 3 also plays Kate \"Mac\" McCaffrey: Digital Tinker: a team plays each identity once");
  g_assert_true (names_card (problem, "01033"));
  g_assert_cmpuint (count_problems (g_ptr_array_index (repeated, 1), DR_LEGALITY_PROBLEM_TEAM_IDENTITY), ==, 0);
  problem = only_problem (g_ptr_array_index (repeated, 2), DR_LEGALITY_PROBLEM_TEAM_IDENTITY);
  g_assert_true (names_card (problem, "20036"));
}

/* A set-up for seed 003's table: the whole box is 21 structure, 20 defense
 * and 34 attack cards. */
static DrDeck *
lockpick_setup (int structure,
                int defense,
                int attack)
{
  static const struct { const char *code; int copies; char deck; } box[] = {
    { "LP101", 1, 's' }, { "LP102", 6, 's' }, { "LP103", 2, 's' }, { "LP104", 2, 's' },
    { "LP105", 3, 's' }, { "LP106", 2, 's' }, { "LP107", 2, 's' }, { "LP108", 3, 's' },
    { "LP201", 3, 'd' }, { "LP202", 2, 'd' }, { "LP203", 6, 'd' }, { "LP204", 2, 'd' },
    { "LP205", 2, 'd' }, { "LP206", 2, 'd' }, { "LP207", 3, 'd' },
    { "LP301", 5, 'a' }, { "LP302", 3, 'a' }, { "LP303", 2, 'a' }, { "LP304", 6, 'a' },
    { "LP305", 3, 'a' }, { "LP306", 3, 'a' }, { "LP307", 4, 'a' }, { "LP308", 2, 'a' },
    { "LP309", 3, 'a' }, { "LP310", 3, 'a' },
  };
  DrDeck *deck = dr_deck_new ("Set-up", "lockpick");

  /* Take cards in box order until each deck has its count. */
  for (guint i = 0; i < G_N_ELEMENTS (box); i++)
    {
      int *left = box[i].deck == 's' ? &structure : box[i].deck == 'd' ? &defense : &attack;
      int take = MIN (*left, box[i].copies);

      if (take > 0)
        dr_deck_set_quantity (deck, box[i].code, take);
      *left -= take;
    }
  g_assert_cmpint (structure + defense + attack, ==, 0);
  return deck;
}

static DrLegalityReport *
check_lockpick (int           players,
                const DrDeck *deck)
{
  g_autoptr(DrLegalityContext) ctx = context_for ("lockpick", NULL, NULL, players);

  return dr_legality_check (ctx, deck);
}

/* Seed 003, "Cartes": 11/8/10 for 2 players, 16/14/20 for 3, all/all/30 for 4. */
static void
test_lockpick_counts (void)
{
  const struct { int players, structure, defense, attack; } rows[] = {
    { 2, 11, 8, 10 }, { 3, 16, 14, 20 }, { 4, 21, 20, 30 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr(DrDeck) exact = lockpick_setup (rows[i].structure, rows[i].defense, rows[i].attack);
      g_autoptr(DrDeck) structure_short = lockpick_setup (rows[i].structure - 1, rows[i].defense, rows[i].attack);
      g_autoptr(DrDeck) defense_over = lockpick_setup (rows[i].structure, MIN (20, rows[i].defense + 1),
                                                       rows[i].attack);
      g_autoptr(DrDeck) hackers_over = lockpick_setup (rows[i].structure, rows[i].defense, rows[i].attack + 1);
      g_autoptr(DrLegalityReport) stated = check_lockpick (rows[i].players, exact);
      g_autoptr(DrLegalityReport) inferred = check_lockpick (0, exact);
      g_autoptr(DrLegalityReport) short_report = check_lockpick (rows[i].players, structure_short);
      g_autoptr(DrLegalityReport) defense_report = check_lockpick (rows[i].players, defense_over);
      g_autoptr(DrLegalityReport) hackers_report = check_lockpick (rows[i].players, hackers_over);
      const DrLegalityProblem *problem;

      assert_legal (stated);
      assert_legal (inferred);
      g_assert_cmpint (stated->size, ==, rows[i].structure + rows[i].defense + rows[i].attack);
      g_assert_cmpint (stated->min_size, ==, stated->size);
      g_assert_null (stated->side);
      g_assert_false (stated->has_agenda_points);

      problem = only_problem (short_report, DR_LEGALITY_PROBLEM_COMPOSITION);
      g_assert_cmpint (problem->value, ==, rows[i].structure - 1);
      g_assert_cmpint (problem->min, ==, rows[i].structure);
      if (rows[i].defense < 20)
        {
          problem = only_problem (defense_report, DR_LEGALITY_PROBLEM_COMPOSITION);
          g_assert_cmpint (problem->value, ==, rows[i].defense + 1);
        }
      problem = only_problem (hackers_report, DR_LEGALITY_PROBLEM_COMPOSITION);
      g_assert_cmpint (problem->value, ==, rows[i].attack + 1);
    }
}

/* Seed 003: the structure holds the core; the box holds what it holds; the
 * number of players must be readable off the hackers deck when not given. */
static void
test_lockpick_box (void)
{
  g_autoptr(DrDeck) deck = lockpick_setup (11, 8, 10);
  g_autoptr(DrLegalityReport) no_core = NULL;
  g_autoptr(DrLegalityReport) over_box = NULL;
  g_autoptr(DrLegalityReport) unreadable = NULL;
  g_autoptr(DrLegalityReport) netrunner_card = NULL;
  g_autoptr(DrLegalityReport) structure_setup = NULL;
  const DrLegalityProblem *problem;

  /* Swap the core for another structure card. */
  dr_deck_set_quantity (deck, "LP101", 0);
  dr_deck_add (deck, "LP108", 1);
  no_core = check_lockpick (2, deck);
  problem = only_problem (no_core, DR_LEGALITY_PROBLEM_COMPOSITION);
  g_assert_cmpstr (problem->message, ==, "The structure deck must hold the Structure Core");
  dr_deck_set_quantity (deck, "LP101", 1);
  dr_deck_add (deck, "LP108", -1);

  /* Seven Patch (LP203): the box holds six. */
  dr_deck_set_quantity (deck, "LP201", 1);
  dr_deck_set_quantity (deck, "LP203", 7);
  over_box = check_lockpick (2, deck);
  problem = only_problem (over_box, DR_LEGALITY_PROBLEM_COPIES);
  g_assert_cmpstr (problem->message, ==, "7 copies of Patch: the box holds 6");
  g_assert_true (names_card (problem, "LP203"));
  dr_deck_set_quantity (deck, "LP201", 3);
  dr_deck_set_quantity (deck, "LP203", 5);

  dr_deck_add (deck, "LP302", 2);   /* 12 attack cards */
  unreadable = check_lockpick (0, deck);
  problem = only_problem (unreadable, DR_LEGALITY_PROBLEM_COMPOSITION);
  g_assert_cmpint (problem->value, ==, 12);
  dr_deck_add (deck, "LP302", -2);

  dr_deck_set_quantity (deck, "01110", 1);
  netrunner_card = check_lockpick (2, deck);
  problem = only_problem (netrunner_card, DR_LEGALITY_PROBLEM_CARD_POOL);
  g_assert_cmpstr (problem->message, ==, "Hedge Fund is not a Lockpick card");
  dr_deck_set_quantity (deck, "01110", 0);

  /* And the other way round: Lockpick cards are not Netrunner cards. */
  structure_setup = check ("casual", NULL, NULL, deck);
  g_assert_cmpuint (count_problems (structure_setup, DR_LEGALITY_PROBLEM_CARD_POOL), ==, deck->entries->len);
}

/* What the deck editor shows beside a search result: the copies of a title,
 * reprints summed, and the limit the rules hold it to. */
static void
test_count_copies (void)
{
  g_autoptr(DrLegalityContext) casual = context_for ("casual", NULL, NULL, 0);
  g_autoptr(DrLegalityContext) listed = context_for ("casual", "standard-ban-list-21-04", NULL, 0);
  g_autoptr(DrLegalityContext) lockpick = context_for ("lockpick", NULL, NULL, 2);
  g_autoptr(DrDeck) hb = deck_new ("01054", "01110", 2, "20132", 1, NULL);
  g_autoptr(DrDeck) kate = kate_deck ();
  g_autoptr(DrDeck) nova = deck_new ("33093", "01050", 2, NULL);
  g_autoptr(DrDeck) masque = deck_new ("00006", "01050", 5, NULL);
  g_autoptr(DrDeck) setup = lockpick_setup (11, 8, 10);
  int allowed = -2;

  /* Either printing of Hedge Fund counts both. */
  g_assert_cmpint (dr_legality_count_copies (casual, hb, "01110", &allowed), ==, 3);
  g_assert_cmpint (allowed, ==, 3);
  g_assert_cmpint (dr_legality_count_copies (casual, hb, "20132", NULL), ==, 3);
  g_assert_cmpint (dr_legality_count_copies (casual, hb, "01111", &allowed), ==, 0);
  g_assert_cmpint (allowed, ==, 3);
  g_assert_cmpint (dr_legality_count_copies (casual, hb, "no-such-code", &allowed), ==, -1);
  /* The ban list bans Hedge Fund and limits Sure Gamble to two. */
  g_assert_cmpint (dr_legality_count_copies (listed, hb, "20132", &allowed), ==, 3);
  g_assert_cmpint (allowed, ==, 0);
  g_assert_cmpint (dr_legality_count_copies (listed, kate, "20056", &allowed), ==, 3);
  g_assert_cmpint (allowed, ==, 2);
  /* Identities that change the limit: one of each, or none at all. */
  g_assert_cmpint (dr_legality_count_copies (casual, nova, "01050", &allowed), ==, 2);
  g_assert_cmpint (allowed, ==, 1);
  g_assert_cmpint (dr_legality_count_copies (casual, masque, "01050", &allowed), ==, 5);
  g_assert_cmpint (allowed, ==, DR_LEGALITY_UNBOUNDED);
  /* Lockpick: what the box holds. */
  g_assert_cmpint (dr_legality_count_copies (lockpick, setup, "LP203", &allowed), >=, 0);
  g_assert_cmpint (allowed, ==, 6);
}

/* The data Deckrunner ships has no ban lists and no rotation history: the
 * cycles' own rotated flags decide Standard, and the Lockpick box is there. */
static void
test_bundled_data (void)
{
  g_autofree char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "cards.sqlite", NULL);
  g_autoptr(GError) error = NULL;
  DrCardStore *bundled = dr_card_store_open (path, &error);
  DrLegalityOptions standard = { "standard", NULL, "2025-06-01", 0 };
  DrLegalityOptions lockpick = { "lockpick", NULL, NULL, 3 };
  g_autoptr(DrLegalityContext) standard_ctx = NULL;
  g_autoptr(DrLegalityContext) lockpick_ctx = NULL;
  g_autoptr(DrDeck) deck = deck_new ("01054", "01110", 3, NULL);
  g_autoptr(DrDeck) setup = lockpick_setup (16, 14, 20);
  g_autoptr(DrLegalityReport) rotated = NULL;
  g_autoptr(DrLegalityReport) three_players = NULL;

  g_assert_no_error (error);
  standard_ctx = dr_legality_context_new (bundled, &standard, &error);
  g_assert_no_error (error);
  g_assert_null (dr_legality_context_get_banlist (standard_ctx));
  rotated = dr_legality_check (standard_ctx, deck);
  g_assert_cmpuint (count_problems (rotated, DR_LEGALITY_PROBLEM_CARD_POOL), ==, 2);

  lockpick_ctx = dr_legality_context_new (bundled, &lockpick, &error);
  g_assert_no_error (error);
  three_players = dr_legality_check (lockpick_ctx, setup);
  assert_legal (three_players);

  dr_card_store_free (bundled);
  dr_test_remove_tree (dir);
}

/* The JSON the CLI prints. */
static void
test_json (void)
{
  g_autoptr(DrDeck) deck = hb_deck ();
  g_autoptr(DrDeck) kate = deck_new ("33093", "01050", 2, NULL);
  g_autoptr(DrLegalityReport) report = NULL;
  g_autoptr(DrLegalityReport) runner = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) runner_node = NULL;
  JsonObject *root, *problem;
  JsonArray *problems;

  dr_deck_add (deck, "01057", 1);
  report = check ("casual", NULL, NULL, deck);
  node = dr_legality_report_to_json (report);
  root = json_node_get_object (node);
  g_assert_false (json_object_get_boolean_member (root, "legal"));
  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "casual");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (root, "identity"), "code"), ==,
                   "01054");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (root, "identity"), "title"), ==,
                   "Haas-Bioroid: Engineering the Future");
  g_assert_cmpstr (json_object_get_string_member (root, "side"), ==, "corp");
  g_assert_cmpint (json_object_get_int_member (root, "size"), ==, 46);
  g_assert_cmpint (json_object_get_int_member (root, "min_size"), ==, 45);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "influence"), "used"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "influence"), "limit"), ==, 15);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "agenda_points"), "value"),
                   ==, 20);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "agenda_points"), "max"),
                   ==, 21);
  problems = json_object_get_array_member (root, "problems");
  g_assert_cmpuint (json_array_get_length (problems), ==, 1);
  problem = json_array_get_object_element (problems, 0);
  g_assert_cmpuint (json_object_get_size (problem), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (problem, "kind"), ==, "copies");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (problem, "cards"), 0), ==, "01057");
  g_assert_cmpstr (json_object_get_string_member (problem, "message"), ==, "4 copies of Eli 1.0, at most 3 allowed");
  g_assert_cmpuint (json_object_get_size (root), ==, 9);

  runner = check ("casual", NULL, NULL, kate);
  runner_node = dr_legality_report_to_json (runner);
  root = json_node_get_object (runner_node);
  g_assert_true (json_object_get_null_member (root, "agenda_points"));
  g_assert_true (json_object_get_null_member (json_object_get_object_member (root, "influence"), "limit"));
}

static void
test_kind_names (void)
{
  for (int kind = DR_LEGALITY_PROBLEM_IDENTITY; kind <= DR_LEGALITY_PROBLEM_COMPOSITION; kind++)
    {
      DrLegalityProblemKind parsed;

      g_assert_nonnull (dr_legality_problem_kind_to_string (kind));
      g_assert_true (dr_legality_problem_kind_from_string (dr_legality_problem_kind_to_string (kind), &parsed));
      g_assert_cmpint (parsed, ==, kind);
    }
  g_assert_cmpstr (dr_legality_problem_kind_to_string (DR_LEGALITY_PROBLEM_MIN_SIZE), ==, "min-size");
  g_assert_cmpstr (dr_legality_problem_kind_to_string (DR_LEGALITY_PROBLEM_TEAM_IDENTITY), ==, "team-identity");
}

/* Problems an importer found join a report before the check's own and
 * make it not legal. */
static void
test_insert_problem (void)
{
  g_autoptr(DrDeck) deck = hb_deck ();
  g_autoptr(DrLegalityReport) report = NULL;
  g_autoptr(GPtrArray) codes = g_ptr_array_new ();
  DrLegalityProblem *problem;

  dr_deck_add (deck, "01057", 1);
  report = check ("casual", NULL, NULL, deck);
  g_assert_cmpuint (report->problems->len, ==, 1);
  g_ptr_array_add (codes, "01100");
  g_ptr_array_add (codes, "01060");
  g_ptr_array_add (codes, "01100");
  problem = dr_legality_report_insert_problem (report, 0, DR_LEGALITY_PROBLEM_AMBIGUOUS_CARD, codes,
                                               "Line 3: two cards fit");
  g_assert_cmpuint (problem->cards->len, ==, 2);
  g_assert_true (report->problems->pdata[0] == problem);
  g_assert_cmpint (((DrLegalityProblem *) report->problems->pdata[1])->kind, ==, DR_LEGALITY_PROBLEM_COPIES);
  dr_legality_report_insert_problem (report, 99, DR_LEGALITY_PROBLEM_UNKNOWN_CARD, NULL, "Line 4");
  g_assert_cmpint (((DrLegalityProblem *) report->problems->pdata[2])->kind, ==, DR_LEGALITY_PROBLEM_UNKNOWN_CARD);
  g_assert_false (report->legal);

  dr_deck_add (deck, "01057", -1);
  g_clear_pointer (&report, dr_legality_report_free);
  report = check ("casual", NULL, NULL, deck);
  g_assert_true (report->legal);
  dr_legality_report_insert_problem (report, -1, DR_LEGALITY_PROBLEM_UNKNOWN_CARD, NULL, "Line 9: no such card");
  g_assert_false (report->legal);
  g_assert_cmpuint (report->problems->len, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  static const char *const fixtures[] = {
    "cycles.json", "packs.json", "pack/draft.json", "pack/core.json", "pack/cac.json", "pack/mum.json",
    "pack/tdc.json", "pack/core2.json", "pack/napd.json", "pack/sg.json", "pack/ph.json", "pack/tai.json",
    "pack/rwr.json", "pack/elev.json", "pack/soon.json", "mwl.json", "rotations.json",
  };
  static const char *const bundled[] = {
    "netrunner/sides.json", "netrunner/factions.json", "netrunner/types.json",
    "lockpick/sides.json", "lockpick/types.json", "lockpick/cycles.json", "lockpick/packs.json",
    "lockpick/pack/lockpick.json",
  };
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  sqlite3 *db;
  int result;

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < 3; i++)
    g_ptr_array_add (paths, g_test_build_filename (G_TEST_DIST, "..", "data", "cards", bundled[i], NULL));
  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    g_ptr_array_add (paths, g_test_build_filename (G_TEST_DIST, "fixtures", "legality", fixtures[i], NULL));
  for (guint i = 3; i < G_N_ELEMENTS (bundled); i++)
    g_ptr_array_add (paths, g_test_build_filename (G_TEST_DIST, "..", "data", "cards", bundled[i], NULL));
  g_ptr_array_add (paths, NULL);
  dir = dr_test_make_tmp_dir ();
  db = dr_test_build_card_db (dir, (const char *const *) paths->pdata, &error);
  g_assert_no_error (error);
  dr_db_close (db);
  path = g_build_filename (dir, "cards.sqlite", NULL);
  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);

  g_test_add_func ("/legality/rule-01/identity", test_r01_identity);
  g_test_add_func ("/legality/rule-02/side", test_r02_side);
  g_test_add_func ("/legality/rule-03/min-size", test_r03_min_size);
  g_test_add_func ("/legality/rule-04/copies", test_r04_copies);
  g_test_add_func ("/legality/rule-05/one-copy-identities", test_r05_one_copy_identities);
  g_test_add_func ("/legality/rule-07/influence", test_r07_influence);
  g_test_add_func ("/legality/rule-09/professor", test_r09_professor);
  g_test_add_func ("/legality/rule-10/alliances", test_r10_alliances);
  g_test_add_func ("/legality/rule-11/custom-biotics", test_r11_custom_biotics);
  g_test_add_func ("/legality/rule-12/agenda-points", test_r12_agenda_points);
  g_test_add_func ("/legality/rule-13/agenda-faction", test_r13_agenda_faction);
  g_test_add_func ("/legality/rule-14/ampere", test_r14_ampere);
  g_test_add_func ("/legality/rule-15/banned", test_r15_banned);
  g_test_add_func ("/legality/rule-16/restricted", test_r16_restricted);
  g_test_add_func ("/legality/rule-17/global-penalty", test_r17_global_penalty);
  g_test_add_func ("/legality/rule-18/universal-influence", test_r18_universal_influence);
  g_test_add_func ("/legality/rule-19/points", test_r19_points);
  g_test_add_func ("/legality/rule-20/startup-big-agendas", test_r20_startup_big_agendas);
  g_test_add_func ("/legality/rule-21/standard-pool", test_r21_standard_pool);
  g_test_add_func ("/legality/rule-22/startup-pool", test_r22_startup_pool);
  g_test_add_func ("/legality/rule-23/eternal-and-casual-pools", test_r23_eternal_and_casual_pools);
  g_test_add_func ("/legality/banlist-choice", test_banlist_choice);
  g_test_add_func ("/legality/bad-options", test_bad_options);
  g_test_add_func ("/legality/unknown-cards", test_unknown_cards);
  g_test_add_func ("/legality/seed-002/napd-corp", test_napd_corp);
  g_test_add_func ("/legality/seed-002/napd-team", test_napd_team);
  g_test_add_func ("/legality/seed-003/lockpick-counts", test_lockpick_counts);
  g_test_add_func ("/legality/seed-003/lockpick-box", test_lockpick_box);
  g_test_add_func ("/legality/count-copies", test_count_copies);
  g_test_add_func ("/legality/bundled-data", test_bundled_data);
  g_test_add_func ("/legality/json", test_json);
  g_test_add_func ("/legality/kind-names", test_kind_names);
  g_test_add_func ("/legality/insert-problem", test_insert_problem);

  result = g_test_run ();
  dr_card_store_free (store);
  dr_test_remove_tree (dir);
  return result;
}
