/* dr-deck-fallout.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-fallout"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-card-store.h"
#include "dr-deck-fallout.h"
#include "dr-deck-store.h"

void
dr_deck_verdict_free (DrDeckVerdict *verdict)
{
  if (verdict == NULL)
    return;
  g_free (verdict->deck_name);
  g_free (verdict->banlist_name);
  dr_legality_report_free (verdict->report);
  g_free (verdict);
}

/* One context per format and list: a user has a few of each, and making a
 * context reads the card data. */
static const DrLegalityContext *
context_for (GHashTable   *contexts,
             DrCardStore  *store,
             const char   *format,
             const char   *banlist,
             GError      **error)
{
  g_autofree char *key = g_strdup_printf ("%s\n%s", format, banlist != NULL ? banlist : "");
  DrLegalityContext *ctx = g_hash_table_lookup (contexts, key);
  DrLegalityOptions options = { .format = format, .banlist = banlist };

  if (ctx != NULL)
    return ctx;
  ctx = dr_legality_context_new (store, &options, error);
  if (ctx != NULL)
    g_hash_table_insert (contexts, g_steal_pointer (&key), ctx);
  return ctx;
}

static char *
ban_list_name (const GPtrArray *ban_lists,
               const char      *code)
{
  for (guint i = 0; code != NULL && ban_lists != NULL && i < ban_lists->len; i++)
    {
      const DrPoolBanList *list = g_ptr_array_index (ban_lists, i);

      if (g_strcmp0 (list->code, code) == 0)
        return g_strdup (list->name);
    }
  return g_strdup (code);
}

GPtrArray *
dr_deck_fallout_check_all (DrUserStore  *user_store,
                           DrCardStore  *store,
                           const char   *default_format,
                           const char   *default_banlist,
                           GError      **error)
{
  g_autoptr(GPtrArray) summaries = NULL;
  g_autoptr(GPtrArray) verdicts = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_verdict_free);
  g_autoptr(GHashTable) contexts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                          (GDestroyNotify) dr_legality_context_free);
  DrCardPool *pool = dr_card_store_get_pool (store, NULL);
  const GPtrArray *ban_lists = pool != NULL ? dr_card_pool_get_ban_lists (pool) : NULL;
  DrDeckFilter filter = { 0 };

  summaries = dr_deck_store_list (user_store, &filter, error);
  if (summaries == NULL)
    return NULL;
  for (guint i = 0; i < summaries->len; i++)
    {
      DrDeckSummary *summary = g_ptr_array_index (summaries, i);
      g_autoptr(DrDeck) deck = dr_deck_store_load (user_store, summary->id, error);
      gboolean lockpick;
      const char *format;
      const DrLegalityContext *ctx;
      DrDeckVerdict *verdict;

      if (deck == NULL)
        return NULL;
      lockpick = g_strcmp0 (deck->game, "lockpick") == 0;
      format = deck->format != NULL ? deck->format : lockpick ? "lockpick" : default_format;
      ctx = context_for (contexts, store, format, deck->banlist != NULL ? deck->banlist : default_banlist, error);
      if (ctx == NULL)
        return NULL;
      verdict = g_new0 (DrDeckVerdict, 1);
      verdict->deck_id = deck->id;
      verdict->deck_name = g_strdup (deck->name);
      verdict->report = dr_legality_check (ctx, deck);
      verdict->banlist_name = ban_list_name (ban_lists, verdict->report->banlist);
      g_ptr_array_add (verdicts, verdict);
    }
  return g_steal_pointer (&verdicts);
}

GPtrArray *
dr_deck_fallout_newly_illegal (GPtrArray *before,
                               GPtrArray *after)
{
  g_autoptr(GHashTable) was_legal = g_hash_table_new (g_int64_hash, g_int64_equal);
  GPtrArray *newly = g_ptr_array_new ();

  for (guint i = 0; before != NULL && i < before->len; i++)
    {
      DrDeckVerdict *verdict = g_ptr_array_index (before, i);

      if (verdict->report->legal)
        g_hash_table_add (was_legal, &verdict->deck_id);
    }
  for (guint i = 0; after != NULL && i < after->len; i++)
    {
      DrDeckVerdict *verdict = g_ptr_array_index (after, i);

      if (!verdict->report->legal && g_hash_table_contains (was_legal, &verdict->deck_id))
        g_ptr_array_add (newly, verdict);
    }
  return newly;
}

GStrv
dr_deck_verdict_reasons (const DrDeckVerdict *verdict)
{
  g_autoptr(GStrvBuilder) reasons = g_strv_builder_new ();
  GPtrArray *problems = verdict->report->problems;

  for (guint i = 0; i < problems->len; i++)
    {
      DrLegalityProblem *problem = g_ptr_array_index (problems, i);

      switch (problem->kind)
        {
        case DR_LEGALITY_PROBLEM_BANNED:
        case DR_LEGALITY_PROBLEM_RESTRICTED:
        case DR_LEGALITY_PROBLEM_POINTS:
          if (verdict->banlist_name == NULL || strstr (problem->message, verdict->banlist_name) != NULL)
            {
              g_strv_builder_add (reasons, problem->message);
              break;
            }
          {
            /* Translators: a legality problem, then the ban or points list that causes it */
            g_autofree char *reason = g_strdup_printf (_("%s (%s)"), problem->message, verdict->banlist_name);

            g_strv_builder_add (reasons, reason);
          }
          break;
        default:
          g_strv_builder_add (reasons, problem->message);
        }
    }
  return g_strv_builder_end (reasons);
}
