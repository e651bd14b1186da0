/* dr-legality-pool.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-legality"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-legality-private.h"

/* Card pools of the formats on a date: rules 21 to 24 of docs/legality.md. */

/* NetrunnerDB's Startup snapshots (raw/v2/formats/startup.json and
 * card_pools/startup.json), as pack codes. The last snapshot is dated
 * 2024-04-24 in the data, a year before Elevation came out; it started with
 * Elevation's release, 2025-04-24. */
static const struct
{
  const char        *date_start;
  const char *const *packs;
} startup_pools[] = {
  { "2019-03-18", (const char *const[]) { "df", "sg", "su21", "ur", "urbp", NULL } },
  { "2022-03-04", (const char *const[]) { "df", "msbp", "sg", "su21", "ur", "urbp", NULL } },
  { "2022-07-22", (const char *const[]) { "df", "ms", "msbp", "sg", "su21", "ur", "urbp", NULL } },
  { "2022-12-09", (const char *const[]) { "ms", "msbp", "ph", "sg", "su21", NULL } },
  { "2023-08-11", (const char *const[]) { "ms", "msbp", "ph", "sg", "su21", "tai", NULL } },
  { "2024-03-30", (const char *const[]) { "rwr", "sg", "su21", "tai", NULL } },
  { "2025-04-24", (const char *const[]) { "elev", "rwr", "sg", "tai", NULL } },
};

/* Cycles out of Standard on the date: the newest rotation started by then.
 * Without any rotation history, the cycles' own rotated flags. */
static GHashTable *
rotated_cycles (DrLegalityContext *ctx)
{
  GHashTable *cycles = g_hash_table_new (g_str_hash, g_str_equal);
  const GPtrArray *rotations = dr_card_pool_get_rotations (ctx->facts->pool);

  if (rotations->len == 0)
    {
      const GPtrArray *all = dr_card_pool_get_cycles (ctx->facts->pool);

      for (guint i = 0; i < all->len; i++)
        if (((const DrPoolCycle *) g_ptr_array_index (all, i))->rotated)
          g_hash_table_add (cycles, (gpointer) ((const DrPoolCycle *) g_ptr_array_index (all, i))->code);
      return cycles;
    }
  for (guint i = 0; i < rotations->len; i++)
    {
      const DrPoolRotation *rotation = g_ptr_array_index (rotations, i);

      if (strcmp (rotation->date_start, ctx->as_of) > 0)
        continue;
      for (guint c = 0; rotation->cycles[c] != NULL; c++)
        g_hash_table_add (cycles, (gpointer) rotation->cycles[c]);
      break;
    }
  return cycles;
}

static const char *const *
startup_packs (const char *date)
{
  guint chosen = 0;

  for (guint i = 0; i < G_N_ELEMENTS (startup_pools); i++)
    if (strcmp (startup_pools[i].date_start, date) <= 0)
      chosen = i;
  return startup_pools[chosen].packs;
}

/* Never in a constructed format: draft cards, the NAPD multiplayer identity,
 * the Terminal Directive campaign cards, System Gateway's tutorial identities. */
static gboolean
never_constructed (const DrPrintingFacts *printing)
{
  return g_strcmp0 (printing->cycle, "draft") == 0 || g_strcmp0 (printing->cycle, "napd") == 0
         || g_strcmp0 (printing->pack, "tdc") == 0
         || printing->card->special == DR_CARD_SPECIAL_TUTORIAL_IDENTITY;
}

static gboolean
released_by (const DrPrintingFacts *printing,
             const char            *date)
{
  return printing->date_release != NULL && strcmp (printing->date_release, date) <= 0;
}

static DrPoolState
printing_pool (const DrLegalityContext *ctx,
               const DrPrintingFacts   *printing,
               GHashTable              *rotated,
               const char *const       *startup)
{
  gboolean lockpick_card = g_strcmp0 (printing->card->game, "lockpick") == 0;

  if (ctx->format == DR_FORMAT_LOCKPICK)
    return lockpick_card ? DR_POOL_IN : DR_POOL_OTHER_GAME;
  if (g_strcmp0 (printing->card->game, "netrunner") != 0)
    return DR_POOL_OTHER_GAME;
  switch (ctx->format)
    {
    case DR_FORMAT_STANDARD:
      if (never_constructed (printing))
        return DR_POOL_OUTSIDE;
      if (printing->cycle != NULL && g_hash_table_contains (rotated, printing->cycle))
        return DR_POOL_ROTATED;
      return released_by (printing, ctx->as_of) ? DR_POOL_IN : DR_POOL_UNRELEASED;
    case DR_FORMAT_STARTUP:
      if (never_constructed (printing) || printing->pack == NULL
          || !g_strv_contains (startup, printing->pack))
        return DR_POOL_OUTSIDE;
      return released_by (printing, ctx->as_of) ? DR_POOL_IN : DR_POOL_UNRELEASED;
    case DR_FORMAT_ETERNAL:
      if (never_constructed (printing))
        return DR_POOL_OUTSIDE;
      return released_by (printing, ctx->as_of) ? DR_POOL_IN : DR_POOL_UNRELEASED;
    case DR_FORMAT_CASUAL:
    case DR_FORMAT_NAPD:
    case DR_FORMAT_LOCKPICK:
    default:
      return DR_POOL_IN;
    }
}

void
dr_legality_compute_pools (DrLegalityContext *ctx)
{
  g_autoptr(GHashTable) rotated = NULL;
  const char *const *startup = startup_packs (ctx->as_of);

  if (ctx->format == DR_FORMAT_STANDARD)
    rotated = rotated_cycles (ctx);
  for (guint i = 0; i < ctx->facts->cards->len; i++)
    g_array_index (ctx->facts->cards, DrTitleFacts, i).pool = DR_POOL_OTHER_GAME;
  /* A title is in the pool when any of its printings is. */
  for (guint i = 0; i < dr_card_pool_get_n_printings (ctx->facts->pool); i++)
    {
      const DrPoolPrinting *pooled = dr_card_pool_get_printing (ctx->facts->pool, i);
      DrPrintingFacts printing = {
        pooled->card->code, pooled->card->pack_code, pooled->cycle_code, pooled->pack_date,
        dr_legality_facts_get_title (ctx->facts, i),
      };
      DrPoolState state = printing_pool (ctx, &printing, rotated, startup);

      printing.card->pool = MIN (printing.card->pool, state);
    }
}

/* Rules 21 to 24: the format's card pool, by title. */
void
dr_legality_check_pool (const DrLegalityContext *ctx,
                        const DrDeck            *deck,
                        const DrTitleFacts       *card,
                        int                      quantity,
                        DrLegalityReport        *report)
{
  DrLegalityProblem *problem;

  switch (card->pool)
    {
    case DR_POOL_IN:
      return;
    case DR_POOL_ROTATED:
      problem = dr_legality_report_add (report, DR_LEGALITY_PROBLEM_CARD_POOL, quantity,
                                        DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                        /* Translators: %s: card, %s: date */
                                        _("%s has rotated out of Standard by %s"), card->title, ctx->as_of);
      break;
    case DR_POOL_UNRELEASED:
      problem = dr_legality_report_add (report, DR_LEGALITY_PROBLEM_CARD_POOL, quantity,
                                        DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                        _("%s is not released yet on %s"), card->title, ctx->as_of);
      break;
    case DR_POOL_OUTSIDE:
      problem = dr_legality_report_add (report, DR_LEGALITY_PROBLEM_CARD_POOL, quantity,
                                        DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                        /* Translators: %s: card, %s: format, %s: date */
                                        _("%s is not in the %s card pool of %s"), card->title,
                                        dr_format_get_title (ctx->format), ctx->as_of);
      break;
    case DR_POOL_OTHER_GAME:
    default:
      problem = dr_legality_report_add (report, DR_LEGALITY_PROBLEM_CARD_POOL, quantity,
                                        DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                        ctx->format == DR_FORMAT_LOCKPICK
                                        ? _("%s is not a Lockpick card")
                                        : _("%s is not an Android: Netrunner card"), card->title);
      break;
    }
  dr_legality_problem_add_card (problem, ctx, deck, card);
}

