/* dr-legality.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-legality"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "dr-error.h"
#include "dr-legality-private.h"

/* Rule 20 of docs/legality.md: these Startup lists cap the copies of
 * agendas worth 3 points or more. */
static const struct
{
  const char *code_prefix;
  int         limit;
} big_agenda_limits[] = {
  { "startup-ban-list-24-09", 3 },
  { "startup-balance-update-25-04", 4 },
};

/* Which ban lists a format takes: NetrunnerDB names them by format. */
typedef enum
{
  LIST_STANDARD,   /* neither Startup's, sunset's nor Eternal's, and no points */
  LIST_STARTUP,
  LIST_ETERNAL,    /* a points list, or one named for Eternal */
} ListFamily;

static gboolean
list_is_of (const DrPoolBanList *list,
            ListFamily           family)
{
  g_autofree char *code = g_ascii_strdown (list->code, -1);
  gboolean startup = g_str_has_prefix (code, "startup");
  gboolean eternal = strstr (code, "eternal") != NULL;

  switch (family)
    {
    case LIST_STARTUP:
      return startup;
    case LIST_ETERNAL:
      return list->point_limit >= 0 || eternal;
    case LIST_STANDARD:
    default:
      return !startup && !g_str_has_prefix (code, "sunset") && !eternal && list->point_limit < 0;
    }
}

static char *
parse_date (const char  *text,
            GError     **error)
{
  int year, month, day;
  char end;

  if (text == NULL)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();

      return g_date_time_format (now, "%Y-%m-%d");
    }
  if (strlen (text) != 10 || sscanf (text, "%4d-%2d-%2d%c", &year, &month, &day, &end) != 3
      || text[4] != '-' || text[7] != '-' || !g_date_valid_dmy (day, month, year))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a date: write it as YYYY-MM-DD"), text);
      return NULL;
    }
  return g_strdup (text);
}

/* Ban list choice */

static void
take_list (DrLegalityContext   *ctx,
           const DrPoolBanList *list)
{
  ctx->banlist = g_strdup (list->code);
  ctx->banlist_name = g_strdup (list->name);
  ctx->list = list;
}

/* NetrunnerDB calls active the newest list whose start date has passed;
 * here the date is the context's. The pool keeps the lists newest first. */
static void
select_format_list (DrLegalityContext *ctx)
{
  const GPtrArray *lists = dr_card_pool_get_ban_lists (ctx->facts->pool);
  ListFamily family;

  switch (ctx->format)
    {
    case DR_FORMAT_STANDARD:
    case DR_FORMAT_CASUAL:
    case DR_FORMAT_NAPD:
      family = LIST_STANDARD;
      break;
    case DR_FORMAT_STARTUP:
      family = LIST_STARTUP;
      break;
    case DR_FORMAT_ETERNAL:
      family = LIST_ETERNAL;
      break;
    case DR_FORMAT_LOCKPICK:
    default:
      return;
    }
  for (guint i = 0; i < lists->len; i++)
    {
      const DrPoolBanList *list = g_ptr_array_index (lists, i);

      if (list_is_of (list, family) && strcmp (list->date_start, ctx->as_of) <= 0)
        {
          take_list (ctx, list);
          return;
        }
    }
}

static gboolean
choose_banlist (DrLegalityContext        *ctx,
                const DrLegalityOptions  *options,
                GError                  **error)
{
  const GPtrArray *lists = dr_card_pool_get_ban_lists (ctx->facts->pool);
  const char *wanted = options->banlist;

  if (ctx->format == DR_FORMAT_LOCKPICK || g_strcmp0 (wanted, "none") == 0)
    return TRUE;
  if (wanted == NULL && (ctx->format == DR_FORMAT_CASUAL || ctx->format == DR_FORMAT_NAPD))
    return TRUE;
  if (wanted == NULL || g_strcmp0 (wanted, "active") == 0)
    {
      select_format_list (ctx);
      return TRUE;
    }
  for (guint i = 0; i < lists->len && ctx->banlist == NULL; i++)
    if (g_strcmp0 (((const DrPoolBanList *) g_ptr_array_index (lists, i))->code, wanted) == 0)
      take_list (ctx, g_ptr_array_index (lists, i));
  if (ctx->banlist == NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                   _("There is no ban list “%s” in the card database"), wanted);
      return FALSE;
    }
  return TRUE;
}

/* Every printing of a listed title is listed, but a verdict is applied to the
 * title in any case: reprints are the same card. */
static void
apply_verdict (DrTitleFacts  *card,
               DrVerdictKind  kind,
               int            value)
{
  switch (kind)
    {
    case DR_VERDICT_DECK_LIMIT:
      card->allowed = MAX (0, value);
      card->banned = value <= 0;
      card->limited_by_list = TRUE;
      break;
    case DR_VERDICT_RESTRICTED:
      card->restricted = value != 0;
      break;
    case DR_VERDICT_GLOBAL_PENALTY:
      card->global_penalty = value;
      break;
    case DR_VERDICT_UNIVERSAL_COST:
      card->universal_cost = value;
      break;
    case DR_VERDICT_POINTS:
      card->points = value;
      break;
    case DR_VERDICT_OTHER:
    default:
      break;
    }
}

static void
load_verdicts (DrLegalityContext *ctx)
{
  gboolean has_points = FALSE;

  if (ctx->list == NULL)
    return;
  for (guint i = 0; i < ctx->list->verdicts->len; i++)
    {
      const DrPoolVerdict *verdict = &g_array_index (ctx->list->verdicts, DrPoolVerdict, i);
      DrTitleFacts *card = (DrTitleFacts *) dr_legality_facts_lookup (ctx->facts, verdict->card_code);

      if (card == NULL)
        continue;
      apply_verdict (card, verdict->kind, verdict->value);
      has_points |= card->points > 0;
    }

  /* API v3 hardcodes 7; a list that states its own limit keeps it. */
  if (has_points)
    ctx->point_limit = ctx->list->point_limit >= 0 ? ctx->list->point_limit : 7;
  for (guint i = 0; i < G_N_ELEMENTS (big_agenda_limits); i++)
    if (g_str_has_prefix (ctx->banlist, big_agenda_limits[i].code_prefix))
      ctx->big_agenda_limit = big_agenda_limits[i].limit;
}

static void
count_lockpick_box (DrLegalityContext *ctx)
{
  for (guint i = 0; i < ctx->facts->cards->len; i++)
    {
      const DrTitleFacts *card = &g_array_index (ctx->facts->cards, DrTitleFacts, i);

      if (card->kind == DR_CARD_KIND_STRUCTURE)
        ctx->box_structure += card->box_quantity;
      else if (card->kind == DR_CARD_KIND_DEFENSE)
        ctx->box_defense += card->box_quantity;
    }
}

DrLegalityContext *
dr_legality_context_new (DrCardStore              *store,
                         const DrLegalityOptions  *options,
                         GError                  **error)
{
  static const DrLegalityOptions defaults = { NULL, NULL, NULL, 0 };
  g_autoptr(DrLegalityContext) ctx = g_new0 (DrLegalityContext, 1);
  DrCardPool *pool;
  const DrTitleFacts *napd_identity;

  if (options == NULL)
    options = &defaults;
  if (!dr_format_parse (options->format != NULL ? options->format : "standard", &ctx->format,
                        error))
    return NULL;
  if (options->players != 0 && (options->players < 2 || options->players > 4))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                   _("Lockpick is played by 2, 3 or 4 players, not %d"), options->players);
      return NULL;
    }
  ctx->format_name = g_strdup (dr_format_get_code (ctx->format));
  ctx->players = options->players;
  ctx->as_of = parse_date (options->as_of, error);
  if (ctx->as_of == NULL)
    return NULL;
  pool = dr_card_store_get_pool (store, error);
  if (pool == NULL)
    return NULL;
  ctx->facts = dr_legality_facts_load (pool);
  if (!choose_banlist (ctx, options, error))
    return NULL;
  load_verdicts (ctx);
  dr_legality_compute_pools (ctx);
  count_lockpick_box (ctx);
  napd_identity = dr_legality_facts_lookup (ctx->facts, "24001");
  ctx->napd_identity_title = napd_identity != NULL ? napd_identity->title : "Cyber Bureau: Keeping the Peace";
  return g_steal_pointer (&ctx);
}

void
dr_legality_context_free (DrLegalityContext *ctx)
{
  if (ctx == NULL)
    return;
  g_free (ctx->format_name);
  g_free (ctx->as_of);
  g_free (ctx->banlist);
  g_free (ctx->banlist_name);
  dr_legality_facts_free (ctx->facts);
  g_free (ctx);
}

const char *
dr_legality_context_get_format (const DrLegalityContext *ctx)
{
  return ctx->format_name;
}

const char *
dr_legality_context_get_banlist (const DrLegalityContext *ctx)
{
  return ctx->banlist;
}

const char *
dr_legality_context_get_as_of (const DrLegalityContext *ctx)
{
  return ctx->as_of;
}

DrLegalityReport *
dr_legality_check (const DrLegalityContext *ctx,
                   const DrDeck            *deck)
{
  g_return_val_if_fail (ctx != NULL && deck != NULL, NULL);

  if (ctx->format == DR_FORMAT_LOCKPICK)
    return dr_legality_check_lockpick (ctx, deck);
  return dr_legality_check_netrunner (ctx, deck);
}

int
dr_legality_count_copies (const DrLegalityContext *ctx,
                          const DrDeck            *deck,
                          const char              *code,
                          int                     *allowed)
{
  const DrTitleFacts *card;
  const DrTitleFacts *identity;
  int copies = 0;

  g_return_val_if_fail (ctx != NULL && deck != NULL, -1);

  card = dr_legality_facts_lookup (ctx->facts, code);
  if (card == NULL)
    return -1;
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

      if (dr_legality_facts_lookup (ctx->facts, entry->code) == card)
        copies += entry->quantity;
    }
  if (allowed == NULL)
    return copies;
  if (ctx->format == DR_FORMAT_LOCKPICK)
    {
      *allowed = card->box_quantity;
      return copies;
    }
  identity = dr_legality_facts_lookup (ctx->facts, deck->identity);
  if (identity != NULL && identity->kind != DR_CARD_KIND_IDENTITY)
    identity = NULL;
  *allowed = dr_legality_netrunner_copies_allowed (identity, card);
  return copies;
}

/* NAPD multiplayer (seed 002, game set-up): the Runners may pick any
 * identity, but the team plays an identity of one name once. */
static void
add_team_identity_problem (const DrLegalityContext *ctx,
                           const DrDeck *const     *runners,
                           guint                    n_runners,
                           guint                    index,
                           const DrTitleFacts       *identity,
                           DrLegalityReport        *report)
{
  g_autoptr(GString) others = g_string_new (NULL);
  DrLegalityProblem *problem;
  guint n_others = 0;

  for (guint j = 0; j < n_runners; j++)
    if (j != index && dr_legality_facts_lookup (ctx->facts, runners[j]->identity) == identity)
      {
        g_string_append_printf (others, "%s%u", n_others > 0 ? ", " : "", j + 1);
        n_others++;
      }
  if (n_others == 0)
    return;
  problem = dr_legality_report_add (report, DR_LEGALITY_PROBLEM_TEAM_IDENTITY, n_others + 1, DR_LEGALITY_UNBOUNDED, 1,
                                    /* Translators: %s: Runner numbers such as "2, 3"; %s: identity title */
                                    g_dngettext (GETTEXT_PACKAGE,
                                                 "Runner %s also plays %s: a team plays each identity once",
                                                 "Runners %s also play %s: a team plays each identity once",
                                                 n_others),
                                    others->str, identity->title);
  dr_legality_problem_add_code (problem, runners[index]->identity);
}

GPtrArray *
dr_legality_check_team (const DrLegalityContext *ctx,
                        const DrDeck *const     *runners,
                        guint                    n_runners)
{
  GPtrArray *reports = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_legality_report_free);

  for (guint i = 0; i < n_runners; i++)
    {
      DrLegalityReport *report = dr_legality_check (ctx, runners[i]);
      const DrTitleFacts *identity = dr_legality_facts_lookup (ctx->facts, runners[i]->identity);

      if (g_strcmp0 (report->side, "runner") != 0)
        {
          DrLegalityProblem *problem =
            dr_legality_report_add (report, DR_LEGALITY_PROBLEM_SIDE, 0, DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                    _("A Runner team holds Runner decks only"));

          if (runners[i]->identity != NULL)
            dr_legality_problem_add_code (problem, runners[i]->identity);
        }
      if (identity != NULL && identity->kind == DR_CARD_KIND_IDENTITY)
        add_team_identity_problem (ctx, runners, n_runners, i, identity, report);
      dr_legality_report_finish (report);
      g_ptr_array_add (reports, report);
    }
  return reports;
}
