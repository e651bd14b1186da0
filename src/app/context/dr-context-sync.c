/* dr-context-sync.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-context-sync"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-context-private.h"
#include "dr-deck-fallout.h"
#include "dr-sync-fallout.h"
#include "dr-sync-options.h"
#include "dr-sync-summary.h"

/* The card data sync belongs to the context, not to a window: it swaps the
 * data every window shows, and a bar in each window only shows how far it
 * is. It runs in a worker thread (dr_sync_run_async()); a failure leaves
 * the card data in use as it was. */

static void
set_progress (DrContext  *self,
              const char *text,
              double      fraction)
{
  if (g_strcmp0 (self->sync_text, text) != 0)
    {
      g_free (self->sync_text);
      self->sync_text = g_strdup (text);
      g_object_notify_by_pspec (G_OBJECT (self), dr_context_properties[DR_CONTEXT_PROP_SYNC_TEXT]);
    }
  if (self->sync_fraction != fraction)
    {
      self->sync_fraction = fraction;
      g_object_notify_by_pspec (G_OBJECT (self),
                                dr_context_properties[DR_CONTEXT_PROP_SYNC_FRACTION]);
    }
}

static void
on_progress_cb (const DrSyncProgress *progress,
                gpointer              user_data)
{
  DrContext *self = user_data;
  g_autofree char *text = NULL;

  /* “Cancelling…” stays until the end. */
  if (self->sync_cancellable == NULL || g_cancellable_is_cancelled (self->sync_cancellable))
    return;
  text = dr_sync_progress_text (progress);
  set_progress (self, text, dr_sync_progress_fraction (progress));
}

/* The decks the new card data made illegal (a ban list, a points list, a
 * rotation): verdicts of *after, which must outlive them. */
static GPtrArray *
newly_illegal_decks (DrContext  *self,
                     GPtrArray **after)
{
  g_autoptr(GPtrArray) before = g_steal_pointer (&self->verdicts_before);

  if (before == NULL)
    return NULL;
  *after = dr_app_deck_verdicts (self->card_data.store, self->user, self->settings);
  return *after != NULL ? dr_deck_fallout_newly_illegal (before, *after) : NULL;
}

/* The sync is over when the new card data is in use (or failed to be). */
static void
finish_sync (DrContext    *self,
             DrSyncReport *report,
             GError       *error)
{
  g_autoptr(GPtrArray) verdicts_after = NULL;
  g_autoptr(GPtrArray) newly_illegal = NULL;

  g_clear_object (&self->sync_cancellable);
  if (report != NULL && !report->up_to_date)
    newly_illegal = newly_illegal_decks (self, &verdicts_after);
  g_clear_pointer (&self->verdicts_before, g_ptr_array_unref);
  g_object_notify_by_pspec (G_OBJECT (self), dr_context_properties[DR_CONTEXT_PROP_SYNCING]);
  g_signal_emit (self, dr_context_signals[DR_CONTEXT_SYNC_FINISHED], 0,
                 report, newly_illegal, error);
}

static void
on_card_data_reloaded_cb (GObject      *source,
                          GAsyncResult *result,
                          gpointer      user_data)
{
  DrContext *self = DR_CONTEXT (source);
  g_autoptr(DrSyncReport) report = user_data;
  g_autoptr(GError) error = NULL;

  if (!dr_context_reload_card_data_finish (self, result, &error))
    g_clear_pointer (&report, dr_sync_report_free);
  finish_sync (self, report, error);
}

static void
on_sync_done_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(DrContext) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = dr_sync_run_finish (result, &error);

  if (report != NULL)
    g_settings_set_string (self->settings, "last-sync",
                           report->synced_at != NULL ? report->synced_at : "");
  /* The new database is in place; the open store still reads the old one
   * until the new card data is read, in a worker thread. The sync stays
   * "running" meanwhile, so no second one starts over a half-swapped state. */
  if (report != NULL && !report->up_to_date)
    {
      dr_context_reload_card_data_async (self, on_card_data_reloaded_cb, g_steal_pointer (&report));
      return;
    }
  finish_sync (self, report, error);
}

/* FALSE when a sync already runs. */
gboolean
dr_context_start_sync (DrContext *self)
{
  DrSyncOptions options;

  g_return_val_if_fail (DR_IS_CONTEXT (self), FALSE);

  if (self->sync_cancellable != NULL)
    return FALSE;
  dr_app_sync_options_init (&options, self->settings);
  g_clear_pointer (&self->verdicts_before, g_ptr_array_unref);
  self->verdicts_before = dr_app_deck_verdicts (self->card_data.store, self->user, self->settings);
  self->sync_cancellable = g_cancellable_new ();
  set_progress (self, _("Connecting…"), 0.0);
  g_object_notify_by_pspec (G_OBJECT (self), dr_context_properties[DR_CONTEXT_PROP_SYNCING]);
  /* The context lives as long as the sync: its callbacks need it. */
  dr_sync_run_async (dr_card_store_get_path (self->card_data.store), &options, on_progress_cb, self,
                     self->sync_cancellable, on_sync_done_cb, g_object_ref (self));
  dr_sync_options_clear (&options);
  return TRUE;
}

void
dr_context_cancel_sync (DrContext *self)
{
  g_return_if_fail (DR_IS_CONTEXT (self));

  if (self->sync_cancellable == NULL || g_cancellable_is_cancelled (self->sync_cancellable))
    return;
  set_progress (self, _("Cancelling…"), self->sync_fraction);
  g_cancellable_cancel (self->sync_cancellable);
}

gboolean
dr_context_is_syncing (DrContext *self)
{
  g_return_val_if_fail (DR_IS_CONTEXT (self), FALSE);
  return self->sync_cancellable != NULL;
}

void
dr_context_sync_dispose (DrContext *self)
{
  if (self->sync_cancellable != NULL)
    g_cancellable_cancel (self->sync_cancellable);
  g_clear_pointer (&self->verdicts_before, g_ptr_array_unref);
}
