/* dr-sync-summary.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync-summary"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-sync-summary.h"

/* One line for a toast: what a sync brought, "12 new cards, ban list 25.10". */
char *
dr_sync_summary_text (const DrSyncReport *report)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  guint n_new_cards = report->new_cards != NULL ? report->new_cards->len : 0;
  guint n_changed = report->changed_cards != NULL ? report->changed_cards->len : 0;
  guint n_packs = report->new_packs != NULL ? report->new_packs->len : 0;

  if (report->up_to_date && report->restrictions_warning != NULL)
    return g_strdup (_("Card data is up to date; the Eternal points lists could not be checked"));
  if (report->up_to_date)
    return g_strdup (_("Card data is up to date"));

  if (n_new_cards > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u new card", "%u new cards", n_new_cards),
                                             n_new_cards));
  if (n_packs > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u new pack", "%u new packs", n_packs), n_packs));
  if (n_changed > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u changed card", "%u changed cards", n_changed),
                                             n_changed));
  if (report->new_mwls != NULL && report->new_mwls->len > 0)
    {
      const DrSyncItem *mwl = g_ptr_array_index (report->new_mwls, report->new_mwls->len - 1);

      /* Translators: the newest ban list a sync brought, “ban list 25.10” */
      g_ptr_array_add (parts, g_strdup_printf (_("ban list %s"), mwl->name != NULL ? mwl->name : mwl->code));
    }
  /* API v3 is a preview and may be down while API v2 works. */
  if (report->restrictions_warning != NULL)
    g_ptr_array_add (parts, g_strdup (_("Eternal points lists not updated")));
  if (parts->len == 0)
    return g_strdup (_("Card data updated"));

  g_ptr_array_add (parts, NULL);
  /* Translators: the separator between the parts of a sync summary */
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

char *
dr_sync_progress_text (const DrSyncProgress *progress)
{
  g_autofree char *size = NULL;

  switch (progress->stage)
    {
    case DR_SYNC_STAGE_DOWNLOAD:
      size = g_format_size (progress->total_received);
      /* Translators: a sync's progress, “Downloading cards (3 of 8), 1.2 MB” */
      return g_strdup_printf (_("Downloading %s (%u of %u), %s"), progress->endpoint ? progress->endpoint : "",
                              progress->endpoint_index, progress->n_endpoints, size);
    case DR_SYNC_STAGE_BUILD:
      return g_strdup (_("Checking the data and building the card database…"));
    case DR_SYNC_STAGE_DONE:
    default:
      return g_strdup (_("Finishing…"));
    }
}

/* Endpoints count equally; inside one, its bytes when their total is known. */
double
dr_sync_progress_fraction (const DrSyncProgress *progress)
{
  double within = 0.0;

  if (progress->stage != DR_SYNC_STAGE_DOWNLOAD || progress->n_endpoints == 0)
    return progress->stage == DR_SYNC_STAGE_DOWNLOAD ? 0.0 : 1.0;
  if (progress->expected > 0)
    within = MIN (1.0, (double) progress->received / (double) progress->expected);
  return MIN (1.0, ((progress->endpoint_index > 0 ? progress->endpoint_index - 1 : 0) + within)
                   / progress->n_endpoints);
}
