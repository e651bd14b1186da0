/* dr-sync-bar.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync-bar"

#include "config.h"

#include "dr-sync-bar-private.h"

/* The context's card data sync, under the header bar: what it downloads,
 * how far it is, and a button to stop it. The bar only shows the sync: it
 * runs in the context (dr-context-sync.c), which outlives any window. */
struct _DrSyncBar
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkRevealer    *revealer;
  GtkLabel       *label;
  GtkProgressBar *progress_bar;
  GtkButton      *cancel_button;

  /* Owned references */
  DrContext      *context;
};

G_DEFINE_FINAL_TYPE (DrSyncBar, dr_sync_bar, GTK_TYPE_WIDGET)


static void
on_syncing_changed_cb (DrSyncBar *self)
{
  gboolean syncing = dr_context_is_syncing (self->context);

  gtk_revealer_set_reveal_child (self->revealer, syncing);
  /* A new sync can be cancelled again. */
  if (syncing)
    gtk_widget_set_sensitive (GTK_WIDGET (self->cancel_button), TRUE);
}

static void
on_cancel_clicked_cb (DrSyncBar *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->cancel_button), FALSE);
  dr_context_cancel_sync (self->context);
}

static void
dr_sync_bar_constructed (GObject *object)
{
  DrSyncBar *self = DR_SYNC_BAR (object);

  G_OBJECT_CLASS (dr_sync_bar_parent_class)->constructed (object);

  g_object_bind_property (self->context, "sync-text", self->label, "label", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->context, "sync-fraction", self->progress_bar, "fraction", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->context, "notify::syncing", G_CALLBACK (on_syncing_changed_cb), self,
                           G_CONNECT_SWAPPED);
  on_syncing_changed_cb (self);
}

static void
dr_sync_bar_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  dr_context_set_property (&DR_SYNC_BAR (object)->context, object, prop_id, value, pspec);
}

static void
dr_sync_bar_dispose (GObject *object)
{
  DrSyncBar *self = DR_SYNC_BAR (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_SYNC_BAR);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (dr_sync_bar_parent_class)->dispose (object);
}

static void
dr_sync_bar_class_init (DrSyncBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = dr_sync_bar_constructed;
  object_class->set_property = dr_sync_bar_set_property;
  object_class->dispose = dr_sync_bar_dispose;

  dr_context_install_property (object_class);

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
dr_sync_bar_new (DrContext *context)
{
  g_return_val_if_fail (DR_IS_CONTEXT (context), NULL);
  return g_object_new (DR_TYPE_SYNC_BAR, "context", context, NULL);
}

/* The label and the bar, as shown. */
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

gboolean
dr_sync_bar_get_revealed (DrSyncBar *self)
{
  g_return_val_if_fail (DR_IS_SYNC_BAR (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}
