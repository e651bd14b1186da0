/* dr-fix-suggestions.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-fix-suggestions"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "dr-card-search.h"
#include "dr-fix-suggestions.h"

#define DEFAULT_MAX_REPLACEMENTS 3
#define COST_SLACK 1

typedef struct
{
  const DrLegalityContext *ctx;
  DrCardStore             *store;
  const DrFixOptions      *options;
  DrCard                  *identity;   /* NULL when the deck has none the data knows */
  GPtrArray               *fixes;
} Suggester;

void
dr_fix_free (DrFix *fix)
{
  if (fix == NULL)
    return;
  g_free (fix->remove_code);
  g_free (fix->add_code);
  g_free (fix->message);
  g_free (fix);
}

gboolean
dr_fix_apply (const DrFix *fix,
              DrDeck      *deck)
{
  g_return_val_if_fail (fix != NULL, FALSE);
  g_return_val_if_fail (deck != NULL, FALSE);

  if (fix->remove_code == NULL && fix->add_code == NULL)
    return FALSE;
  if (fix->remove_code != NULL)
    dr_deck_add (deck, fix->remove_code, -fix->remove_count);
  if (fix->add_code != NULL)
    dr_deck_add (deck, fix->add_code, fix->add_count);
  return TRUE;
}

static DrFix *
fix_new (Suggester             *s,
         DrFixKind              kind,
         DrLegalityProblemKind  problem)
{
  DrFix *fix = g_new0 (DrFix, 1);

  fix->kind = kind;
  fix->problem = problem;
  g_ptr_array_add (s->fixes, fix);
  return fix;
}

/* Copies of @card's title the user could still put in @deck. */
static int
available (Suggester    *s,
           const DrDeck *deck,
           const DrCard *card)
{
  int in_deck;

  if (s->options == NULL || s->options->owned == NULL)
    return G_MAXINT;
  in_deck = MAX (dr_legality_count_copies (s->ctx, deck, card->code, NULL), 0);
  return GPOINTER_TO_INT (g_hash_table_lookup (s->options->owned, card->title)) - in_deck;
}

static gboolean
problem_names (const DrLegalityProblem *problem,
               const char              *code)
{
  for (guint i = 0; problem->cards != NULL && i < problem->cards->len; i++)
    if (g_str_equal (g_ptr_array_index (problem->cards, i), code))
      return TRUE;
  return FALSE;
}

/* @count copies of @code in @deck bring no problem that names it, and no
 * influence problem the deck did not have. */
static gboolean
fits (Suggester    *s,
      const DrDeck *deck,
      const char   *code,
      int           count,
      gboolean      influence_was_over)
{
  g_autoptr(DrDeck) trial = dr_deck_copy (deck);
  g_autoptr(DrLegalityReport) report = NULL;

  dr_deck_add (trial, code, count);
  report = dr_legality_check (s->ctx, trial);
  for (guint i = 0; i < report->problems->len; i++)
    {
      DrLegalityProblem *problem = g_ptr_array_index (report->problems, i);

      if (problem_names (problem, code)
          || (problem->kind == DR_LEGALITY_PROBLEM_INFLUENCE && !influence_was_over))
        return FALSE;
    }
  return TRUE;
}

/* The newest printing of every card of @type_code on @side. */
static GPtrArray *
cards_of_type (Suggester  *s,
               const char *type_code,
               const char *side_code)
{
  g_autofree char *query = g_strdup_printf ("t:\"%s\" d:\"%s\"", type_code, side_code);
  GPtrArray *cards = dr_card_store_search (s->store, query, NULL);

  return cards != NULL ? cards : g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);
}

static gboolean
in_faction_or_free (Suggester    *s,
                    const DrCard *card)
{
  if (s->identity != NULL && g_strcmp0 (card->faction_code, s->identity->faction_code) == 0)
    return TRUE;
  return card->faction_cost.kind != DR_VALUE_NUMBER || card->faction_cost.number == 0;
}

static int
cost_distance (const DrCard *a,
               const DrCard *b)
{
  if (a->cost.kind != DR_VALUE_NUMBER || b->cost.kind != DR_VALUE_NUMBER)
    return a->cost.kind == b->cost.kind ? 0 : COST_SLACK;
  return abs (a->cost.number - b->cost.number);
}

/* Subtypes @a and @b share ("Code Gate - Deflector" splits at " - "). */
static int
shared_subtypes (const DrCard *a,
                 const DrCard *b)
{
  g_auto(GStrv) mine = g_strsplit (a->keywords != NULL ? a->keywords : "", " - ", -1);
  g_auto(GStrv) theirs = g_strsplit (b->keywords != NULL ? b->keywords : "", " - ", -1);
  int shared = 0;

  for (guint i = 0; mine[i] != NULL; i++)
    if (*mine[i] != '\0' && g_strv_contains ((const char *const *) theirs, mine[i]))
      shared++;
  return shared;
}

/* Too few cards */

static void
suggest_size (Suggester              *s,
              const DrLegalityReport *report)
{
  DrFix *fix;
  int missing = report->min_size - report->size;

  if (!dr_legality_report_has_problem (report, DR_LEGALITY_PROBLEM_MIN_SIZE) || missing <= 0)
    return;
  fix = fix_new (s, DR_FIX_ADD_CARDS, DR_LEGALITY_PROBLEM_MIN_SIZE);
  fix->count = missing;
  fix->message = g_strdup_printf (ngettext ("Add %d more card (at least %d in all)",
                                            "Add %d more cards (at least %d in all)", missing),
                                  missing, report->min_size);
}

/* Over influence */

static int
compare_most_influence_first (gconstpointer a,
                              gconstpointer b)
{
  const DrCard *x = *(const DrCard **) a;
  const DrCard *y = *(const DrCard **) b;

  if (x->faction_cost.number != y->faction_cost.number)
    return y->faction_cost.number - x->faction_cost.number;
  return g_strcmp0 (x->title, y->title);
}

/* An in-faction or neutral card of @removed's type for @count copies. */
static DrCard *
influence_free_replacement (Suggester    *s,
                            const DrDeck *deck,
                            const DrCard *removed,
                            int           count)
{
  g_autoptr(GPtrArray) cards = cards_of_type (s, removed->type_code, removed->side_code);
  DrCard *best = NULL;

  for (guint i = 0; i < cards->len; i++)
    {
      DrCard *card = g_ptr_array_index (cards, i);

      if (!in_faction_or_free (s, card) || g_str_equal (card->title, removed->title)
          || available (s, deck, card) < count || !fits (s, deck, card->code, count, TRUE))
        continue;
      if (best == NULL || cost_distance (card, removed) < cost_distance (best, removed))
        best = card;
    }
  return best != NULL ? dr_card_ref (best) : NULL;
}

static gboolean
over_influence (Suggester    *s,
                const DrDeck *deck,
                int          *over)
{
  g_autoptr(DrLegalityReport) report = dr_legality_check (s->ctx, deck);

  *over = report->influence_limit == DR_LEGALITY_UNBOUNDED ? 0 : report->influence_used - report->influence_limit;
  return dr_legality_report_has_problem (report, DR_LEGALITY_PROBLEM_INFLUENCE) && *over > 0;
}

static void
suggest_influence (Suggester    *s,
                   const DrDeck *deck)
{
  g_autoptr(DrDeck) work = dr_deck_copy (deck);
  g_autoptr(GPtrArray) spenders = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_unref);
  int over;

  if (!over_influence (s, work, &over))
    return;
  for (guint i = 0; i < deck->entries->len; i++)
    {
      DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      DrCard *card = dr_card_store_get_card (s->store, entry->code);

      if (card != NULL && !in_faction_or_free (s, card))
        g_ptr_array_add (spenders, card);
      else
        g_clear_pointer (&card, dr_card_unref);
    }
  g_ptr_array_sort (spenders, compare_most_influence_first);

  for (guint i = 0; i < spenders->len && over_influence (s, work, &over); i++)
    {
      DrCard *card = g_ptr_array_index (spenders, i);
      int copies = dr_deck_get_quantity (work, card->code);
      int count = MIN (copies, (over + card->faction_cost.number - 1) / card->faction_cost.number);
      g_autoptr(DrCard) replacement = NULL;
      DrFix *fix;

      dr_deck_add (work, card->code, -count);
      replacement = influence_free_replacement (s, work, card, count);
      if (replacement != NULL)
        dr_deck_add (work, replacement->code, count);
      fix = fix_new (s, DR_FIX_SWAP, DR_LEGALITY_PROBLEM_INFLUENCE);
      fix->remove_code = g_strdup (card->code);
      fix->remove_count = count;
      fix->count = count * card->faction_cost.number;
      if (replacement != NULL)
        {
          fix->add_code = g_strdup (replacement->code);
          fix->add_count = count;
          /* Translators: copies, a card to take out, a card to put in, influence saved */
          fix->message = g_strdup_printf (ngettext ("Swap %d %s for %s: %d influence less",
                                                    "Swap %d %s for %s: %d influence less", count),
                                          count, dr_card_get_local_title (card, FALSE),
                                          dr_card_get_local_title (replacement, FALSE), fix->count);
        }
      else
        /* Translators: copies, a card to take out, influence saved */
        fix->message = g_strdup_printf (ngettext ("Take out %d %s: %d influence less",
                                                  "Take out %d %s: %d influence less", count),
                                        count, dr_card_get_local_title (card, FALSE), fix->count);
    }
}

/* Banned cards */

typedef struct
{
  DrCard *card;
  int     shared;
  int     distance;
} Candidate;

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const Candidate *x = a;
  const Candidate *y = b;

  if (x->shared != y->shared)
    return y->shared - x->shared;
  if (x->distance != y->distance)
    return x->distance - y->distance;
  return g_strcmp0 (x->card->title, y->card->title);
}

static void
suggest_replacements (Suggester    *s,
                      const DrDeck *deck,
                      const char   *banned_code,
                      gboolean      influence_was_over)
{
  g_autoptr(DrCard) banned = dr_card_store_get_card (s->store, banned_code);
  g_autoptr(DrDeck) without = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  guint most = s->options != NULL && s->options->max_replacements > 0 ? s->options->max_replacements
                                                                        : DEFAULT_MAX_REPLACEMENTS;
  int copies = dr_deck_get_quantity (deck, banned_code);
  guint found = 0;

  if (banned == NULL || copies <= 0)
    return;
  without = dr_deck_copy (deck);
  dr_deck_set_quantity (without, banned_code, 0);
  cards = cards_of_type (s, banned->type_code, banned->side_code);
  for (guint i = 0; i < cards->len; i++)
    {
      DrCard *card = g_ptr_array_index (cards, i);
      Candidate candidate = { card, shared_subtypes (card, banned), cost_distance (card, banned) };

      if (g_str_equal (card->title, banned->title) || candidate.distance > COST_SLACK
          || (banned->keywords != NULL && candidate.shared == 0))
        continue;
      g_array_append_val (candidates, candidate);
    }
  g_array_sort (candidates, compare_candidates);
  for (guint i = 0; i < candidates->len && found < most; i++)
    {
      DrCard *card = g_array_index (candidates, Candidate, i).card;
      DrFix *fix;

      if (available (s, without, card) < copies || !fits (s, without, card->code, copies, influence_was_over))
        continue;
      fix = fix_new (s, DR_FIX_REPLACE, DR_LEGALITY_PROBLEM_BANNED);
      fix->remove_code = g_strdup (banned_code);
      fix->remove_count = copies;
      fix->add_code = g_strdup (card->code);
      fix->add_count = copies;
      /* Translators: a banned card, a card of the same type to put in its place */
      fix->message = g_strdup_printf (_("Replace %s with %s"), dr_card_get_local_title (banned, FALSE),
                                      dr_card_get_local_title (card, FALSE));
      found++;
    }
}

GPtrArray *
dr_fix_suggest (const DrLegalityContext *ctx,
                DrCardStore             *store,
                const DrDeck            *deck,
                const DrFixOptions      *options)
{
  g_autoptr(DrLegalityReport) report = dr_legality_check (ctx, deck);
  Suggester s = { ctx, store, options, NULL, NULL };
  gboolean influence_was_over = dr_legality_report_has_problem (report, DR_LEGALITY_PROBLEM_INFLUENCE);

  s.fixes = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_fix_free);
  s.identity = deck->identity != NULL ? dr_card_store_get_card (store, deck->identity) : NULL;
  suggest_size (&s, report);
  suggest_influence (&s, deck);
  for (guint i = 0; i < report->problems->len; i++)
    {
      DrLegalityProblem *problem = g_ptr_array_index (report->problems, i);

      if (problem->kind != DR_LEGALITY_PROBLEM_BANNED)
        continue;
      for (guint k = 0; problem->cards != NULL && k < problem->cards->len; k++)
        suggest_replacements (&s, deck, g_ptr_array_index (problem->cards, k), influence_was_over);
    }
  g_clear_pointer (&s.identity, dr_card_unref);
  return s.fixes;
}
