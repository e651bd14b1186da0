/* dr-legality-report.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-legality"

#include "config.h"

#include <string.h>

#include "dr-legality-private.h"
#include "dr-json-members.h"

/* Stable: scripts read these from the JSON output. */
static const char *const kind_names[] = {
  [DR_LEGALITY_PROBLEM_IDENTITY] = "identity",
  [DR_LEGALITY_PROBLEM_SIDE] = "side",
  [DR_LEGALITY_PROBLEM_MIN_SIZE] = "min-size",
  [DR_LEGALITY_PROBLEM_COPIES] = "copies",
  [DR_LEGALITY_PROBLEM_INFLUENCE] = "influence",
  [DR_LEGALITY_PROBLEM_AGENDA_POINTS] = "agenda-points",
  [DR_LEGALITY_PROBLEM_AGENDA_FACTION] = "agenda-faction",
  [DR_LEGALITY_PROBLEM_BANNED] = "banned",
  [DR_LEGALITY_PROBLEM_RESTRICTED] = "restricted",
  [DR_LEGALITY_PROBLEM_POINTS] = "points",
  [DR_LEGALITY_PROBLEM_CARD_POOL] = "card-pool",
  [DR_LEGALITY_PROBLEM_FORBIDDEN] = "forbidden",
  [DR_LEGALITY_PROBLEM_UNKNOWN_CARD] = "unknown-card",
  [DR_LEGALITY_PROBLEM_AMBIGUOUS_CARD] = "ambiguous-card",
  [DR_LEGALITY_PROBLEM_TEAM_IDENTITY] = "team-identity",
  [DR_LEGALITY_PROBLEM_COMPOSITION] = "composition",
};

const char *
dr_legality_problem_kind_to_string (DrLegalityProblemKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kind_names), NULL);
  return kind_names[kind];
}

gboolean
dr_legality_problem_kind_from_string (const char            *name,
                                      DrLegalityProblemKind *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_strcmp0 (name, kind_names[i]) == 0)
      {
        *kind = (DrLegalityProblemKind) i;
        return TRUE;
      }
  return FALSE;
}

static void
problem_free (gpointer data)
{
  DrLegalityProblem *problem = data;

  g_ptr_array_unref (problem->cards);
  g_free (problem->message);
  g_free (problem);
}

DrLegalityReport *
dr_legality_report_new (const DrLegalityContext *ctx)
{
  DrLegalityReport *report = g_new0 (DrLegalityReport, 1);

  report->format = g_strdup (ctx->format_name);
  report->banlist = g_strdup (ctx->banlist);
  report->influence_limit = DR_LEGALITY_UNBOUNDED;
  report->problems = g_ptr_array_new_with_free_func (problem_free);
  return report;
}

void
dr_legality_report_free (DrLegalityReport *report)
{
  if (report == NULL)
    return;
  g_free (report->format);
  g_free (report->banlist);
  g_free (report->identity_code);
  g_free (report->identity_title);
  g_free (report->side);
  g_ptr_array_unref (report->problems);
  g_free (report);
}

DrLegalityProblem *
dr_legality_report_add (DrLegalityReport      *report,
                        DrLegalityProblemKind  kind,
                        int                    value,
                        int                    min,
                        int                    max,
                        const char            *format,
                        ...)
{
  DrLegalityProblem *problem = g_new0 (DrLegalityProblem, 1);
  va_list args;

  problem->kind = kind;
  problem->cards = g_ptr_array_new_with_free_func (g_free);
  problem->value = value;
  problem->min = min;
  problem->max = max;
  va_start (args, format);
  problem->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (report->problems, problem);
  return problem;
}

void
dr_legality_problem_add_code (DrLegalityProblem *problem,
                              const char        *code)
{
  for (guint i = 0; i < problem->cards->len; i++)
    if (strcmp (g_ptr_array_index (problem->cards, i), code) == 0)
      return;
  g_ptr_array_add (problem->cards, g_strdup (code));
}

void
dr_legality_problem_add_card (DrLegalityProblem       *problem,
                              const DrLegalityContext *ctx,
                              const DrDeck            *deck,
                              const DrTitleFacts       *card)
{
  if (deck->identity != NULL && dr_legality_facts_lookup (ctx->facts, deck->identity) == card)
    dr_legality_problem_add_code (problem, deck->identity);
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

      if (dr_legality_facts_lookup (ctx->facts, entry->code) == card)
        dr_legality_problem_add_code (problem, entry->code);
    }
}

void
dr_legality_report_finish (DrLegalityReport *report)
{
  report->legal = report->problems->len == 0;
}

gboolean
dr_legality_report_has_problem (const DrLegalityReport *report,
                                DrLegalityProblemKind   kind)
{
  for (guint i = 0; i < report->problems->len; i++)
    if (((DrLegalityProblem *) g_ptr_array_index (report->problems, i))->kind == kind)
      return TRUE;
  return FALSE;
}

DrLegalityProblem *
dr_legality_report_insert_problem (DrLegalityReport      *report,
                                   int                    index,
                                   DrLegalityProblemKind  kind,
                                   const GPtrArray       *codes,
                                   const char            *message)
{
  DrLegalityProblem *problem = g_new0 (DrLegalityProblem, 1);

  g_return_val_if_fail (report != NULL && message != NULL, NULL);

  problem->kind = kind;
  problem->cards = g_ptr_array_new_with_free_func (g_free);
  problem->message = g_strdup (message);
  problem->min = DR_LEGALITY_UNBOUNDED;
  problem->max = DR_LEGALITY_UNBOUNDED;
  g_ptr_array_insert (report->problems, index <= (int) report->problems->len ? index : -1, problem);
  for (guint i = 0; codes != NULL && i < codes->len; i++)
    dr_legality_problem_add_code (problem, g_ptr_array_index (codes, i));
  report->legal = FALSE;
  return problem;
}

/* JSON */

static void
add_problem (JsonBuilder             *builder,
             const DrLegalityProblem *problem)
{
  json_builder_begin_object (builder);
  dr_json_add_string_member (builder, "kind", dr_legality_problem_kind_to_string (problem->kind));
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < problem->cards->len; i++)
    json_builder_add_string_value (builder, g_ptr_array_index (problem->cards, i));
  json_builder_end_array (builder);
  dr_json_add_string_member (builder, "message", problem->message);
  json_builder_end_object (builder);
}

void
dr_legality_report_add_json (const DrLegalityReport *report,
                             JsonBuilder            *builder)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "legal");
  json_builder_add_boolean_value (builder, report->legal);
  dr_json_add_string_member (builder, "format", report->format);

  json_builder_set_member_name (builder, "identity");
  json_builder_begin_object (builder);
  dr_json_add_string_member (builder, "code", report->identity_code);
  dr_json_add_string_member (builder, "title", report->identity_title);
  json_builder_end_object (builder);

  dr_json_add_string_member (builder, "side", report->side);
  dr_json_add_int_member (builder, "size", report->size);
  dr_json_add_int_member (builder, "min_size", report->min_size);

  json_builder_set_member_name (builder, "influence");
  json_builder_begin_object (builder);
  dr_json_add_int_member (builder, "used", report->influence_used);
  json_builder_set_member_name (builder, "limit");
  if (report->influence_limit == DR_LEGALITY_UNBOUNDED)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, report->influence_limit);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "agenda_points");
  if (report->has_agenda_points)
    {
      json_builder_begin_object (builder);
      dr_json_add_int_member (builder, "value", report->agenda_points);
      dr_json_add_int_member (builder, "min", report->agenda_points_min);
      dr_json_add_int_member (builder, "max", report->agenda_points_max);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "problems");
  json_builder_begin_array (builder);
  for (guint i = 0; i < report->problems->len; i++)
    add_problem (builder, g_ptr_array_index (report->problems, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

JsonNode *
dr_legality_report_to_json (const DrLegalityReport *report)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  dr_legality_report_add_json (report, builder);
  return json_builder_get_root (builder);
}
