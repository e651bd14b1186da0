/* dr-legality-lockpick.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-legality"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-legality-private.h"

/* A Lockpick set-up (seed 003, the Lockpick rules, "Cartes"): the cards taken out of the box
 * for a game of 2, 3 or 4 players, the server player included. */

#define WHOLE_BOX (-1)

static const struct
{
  int players;
  int structure;
  int defense;
  int hackers;
} compositions[] = {
  { 2, 11, 8, 10 },
  { 3, 16, 14, 20 },
  { 4, WHOLE_BOX, WHOLE_BOX, 30 },
};

typedef struct
{
  const DrTitleFacts *card;
  int                quantity;
} Line;

static int
players_for_hackers (int hackers)
{
  for (guint i = 0; i < G_N_ELEMENTS (compositions); i++)
    if (compositions[i].hackers == hackers)
      return compositions[i].players;
  return 0;
}

DrLegalityReport *
dr_legality_check_lockpick (const DrLegalityContext *ctx,
                            const DrDeck            *deck)
{
  DrLegalityReport *report = dr_legality_report_new (ctx);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (Line));
  int structure = 0, defense = 0, hackers = 0, players = ctx->players;
  gboolean has_core = FALSE;
  const DrTitleFacts *core = dr_legality_facts_lookup (ctx->facts, "LP101");

  if (deck->identity != NULL)
    {
      DrLegalityProblem *problem =
        dr_legality_report_add (report, DR_LEGALITY_PROBLEM_IDENTITY, 1, DR_LEGALITY_UNBOUNDED, 0,
                                _("A Lockpick set-up has no identity"));

      report->identity_code = g_strdup (deck->identity);
      dr_legality_problem_add_code (problem, deck->identity);
    }
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      const DrTitleFacts *card = dr_legality_facts_lookup (ctx->facts, entry->code);
      Line *line = NULL;

      report->size += entry->quantity;
      if (card == NULL)
        {
          DrLegalityProblem *problem =
            dr_legality_report_add (report, DR_LEGALITY_PROBLEM_UNKNOWN_CARD, entry->quantity,
                                    DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                    _("No card has the code “%s”"), entry->code);

          dr_legality_problem_add_code (problem, entry->code);
          continue;
        }
      for (guint j = 0; j < lines->len && line == NULL; j++)
        if (g_array_index (lines, Line, j).card == card)
          line = &g_array_index (lines, Line, j);
      if (line == NULL)
        {
          Line added = { card, 0 };

          g_array_append_val (lines, added);
          line = &g_array_index (lines, Line, lines->len - 1);
        }
      line->quantity += entry->quantity;
      if (card->pool != DR_POOL_IN)
        continue;
      if (card->kind == DR_CARD_KIND_STRUCTURE)
        structure += entry->quantity;
      else if (card->kind == DR_CARD_KIND_DEFENSE)
        defense += entry->quantity;
      else if (card->kind == DR_CARD_KIND_ATTACK)
        hackers += entry->quantity;
      if (card->special == DR_CARD_SPECIAL_STRUCTURE_CORE)
        has_core = TRUE;
    }

  for (guint i = 0; i < lines->len; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);

      dr_legality_check_pool (ctx, deck, line->card, line->quantity, report);
      if (line->card->pool == DR_POOL_IN && line->quantity > line->card->box_quantity)
        dr_legality_problem_add_card (dr_legality_report_add (report, DR_LEGALITY_PROBLEM_COPIES, line->quantity,
                                                              DR_LEGALITY_UNBOUNDED, line->card->box_quantity,
                                                              /* Translators: copies, card, copies in the box */
                                                              g_dngettext (GETTEXT_PACKAGE, "%d copy of %s: the box holds %d",
                                                                           "%d copies of %s: the box holds %d",
                                                                           line->quantity),
                                                              line->quantity, line->card->title,
                                                              line->card->box_quantity),
                                      ctx, deck, line->card);
    }

  if (players == 0)
    players = players_for_hackers (hackers);
  if (players == 0)
    dr_legality_report_add (report, DR_LEGALITY_PROBLEM_COMPOSITION, hackers, 10, 30,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "The hackers deck holds %d card: it holds 10, 20 or 30 for 2, 3 or 4 players",
                                         "The hackers deck holds %d cards: it holds 10, 20 or 30 for 2, 3 or 4 players",
                                         hackers),
                            hackers);
  else
    {
      guint row = players - 2;
      int want_structure = compositions[row].structure == WHOLE_BOX ? ctx->box_structure : compositions[row].structure;
      int want_defense = compositions[row].defense == WHOLE_BOX ? ctx->box_defense : compositions[row].defense;
      int want_hackers = compositions[row].hackers;

      if (structure != want_structure)
        dr_legality_report_add (report, DR_LEGALITY_PROBLEM_COMPOSITION, structure, want_structure, want_structure,
                                /* Translators: cards held, number of players, cards needed */
                                g_dngettext (GETTEXT_PACKAGE, "The structure deck holds %d card: with %d players it holds %d",
                                             "The structure deck holds %d cards: with %d players it holds %d",
                                             structure),
                                structure, players, want_structure);
      if (defense != want_defense)
        dr_legality_report_add (report, DR_LEGALITY_PROBLEM_COMPOSITION, defense, want_defense, want_defense,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "The defense deck holds %d card: with %d players it holds %d",
                                             "The defense deck holds %d cards: with %d players it holds %d",
                                             defense),
                                defense, players, want_defense);
      if (hackers != want_hackers)
        dr_legality_report_add (report, DR_LEGALITY_PROBLEM_COMPOSITION, hackers, want_hackers, want_hackers,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "The hackers deck holds %d card: with %d players it holds %d",
                                             "The hackers deck holds %d cards: with %d players it holds %d",
                                             hackers),
                                hackers, players, want_hackers);
      report->min_size = want_structure + want_defense + want_hackers;
    }
  if (!has_core)
    dr_legality_report_add (report, DR_LEGALITY_PROBLEM_COMPOSITION, 0, 1, 1,
                            _("The structure deck must hold the %s"),
                            core != NULL ? core->title : "Structure Core");
  dr_legality_report_finish (report);
  return report;
}
