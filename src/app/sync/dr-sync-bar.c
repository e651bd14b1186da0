/* dr-sync-bar.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-sync-bar.h"
#include "dr-sync-summary.h"

/* A card data sync in progress, under the header bar: what it downloads,
 * how far it is, and a button to stop it. The sync runs in a worker thread;
 * the window hears of its end through "finished". */
struct _DrSyncBar
{
  GtkWidget      parent_instance;

  /* Template widgets */
  GtkRevealer   *revealer;
  GtkLabel      *label;
  GtkProgressBar *progress_bar;
  GtkButton     *cancel_button;

  /* Owned references */
  GCancellable  *cancellable;
};

G_DEFINE_FINAL_TYPE (DrSyncBar, dr_sync_bar, GTK_TYPE_WIDGET)

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_progress_cb (const DrSyncProgress *progress,
                gpointer              user_data)
{
  DrSyncBar *self = user_data;
  g_autofree char *text = dr_sync_progress_text (progress);

  gtk_label_set_text (self->label, text);
  gtk_progress_bar_set_fraction (self->progress_bar, dr_sync_progress_fraction (progress));
}

static void
on_sync_done_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(DrSyncBar) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(DrSyncReport) report = dr_sync_run_finish (result, &error);

  g_clear_object (&self->cancellable);
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->cancel_button), TRUE);
  g_signal_emit (self, signals[FINISHED], 0, report, error);
}

/* FALSE when a sync already runs. */
gboolean
dr_sync_bar_start (DrSyncBar           *self,
                   const char          *card_db_path,
                   const DrSyncOptions *options)
{
  g_return_val_if_fail (DR_IS_SYNC_BAR (self), FALSE);

  if (self->cancellable != NULL)
    return FALSE;
  self->cancellable = g_cancellable_new ();
  gtk_label_set_text (self->label, _("Connecting…"));
  gtk_progress_bar_set_fraction (self->progress_bar, 0.0);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  /* The bar lives as long as the sync: its callbacks need it. */
  dr_sync_run_async (card_db_path, options, on_progress_cb, self, self->cancellable,
                     on_sync_done_cb, g_object_ref (self));
  return TRUE;
}

void
dr_sync_bar_cancel (DrSyncBar *self)
{
  g_return_if_fail (DR_IS_SYNC_BAR (self));

  if (self->cancellable == NULL)
    return;
  gtk_label_set_text (self->label, _("Cancelling…"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->cancel_button), FALSE);
  g_cancellable_cancel (self->cancellable);
}

gboolean
dr_sync_bar_is_running (DrSyncBar *self)
{
  g_return_val_if_fail (DR_IS_SYNC_BAR (self), FALSE);
  return self->cancellable != NULL;
}

const char *
dr_sync_bar_get_text (DrSyncBar *self)
{
  g_return_val_if_fail (DR_IS_SYNC_BAR (self), NULL);
  return gtk_label_get_text (self->label);
}

double
dr_sync_bar_get_fraction (DrSyncBar *self)
{
  g_return_val_if_fail (DR_IS_SYNC_BAR (self), 0.0);
  return gtk_progress_bar_get_fraction (self->progress_bar);
}

static void
on_cancel_clicked_cb (DrSyncBar *self)
{
  dr_sync_bar_cancel (self);
}

static void
dr_sync_bar_dispose (GObject *object)
{
  DrSyncBar *self = DR_SYNC_BAR (object);
  GtkWidget *child;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_SYNC_BAR);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (dr_sync_bar_parent_class)->dispose (object);
}

static void
dr_sync_bar_finalize (GObject *object)
{
  DrSyncBar *self = DR_SYNC_BAR (object);

  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (dr_sync_bar_parent_class)->finalize (object);
}

static void
dr_sync_bar_class_init (DrSyncBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_sync_bar_dispose;
  object_class->finalize = dr_sync_bar_finalize;

  /* (report, error): one of them is set; both are freed after the emission.
   * A cancelled sync ends with G_IO_ERROR_CANCELLED. */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-sync-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, DrSyncBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, DrSyncBar, label);
  gtk_widget_class_bind_template_child (widget_class, DrSyncBar, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, DrSyncBar, cancel_button);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "syncbar");
}

static void
dr_sync_bar_init (DrSyncBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
dr_sync_bar_new (void)
{
  return g_object_new (DR_TYPE_SYNC_BAR, NULL);
}
