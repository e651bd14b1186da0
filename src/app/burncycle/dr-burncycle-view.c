/* dr-burncycle-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle-view"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-burncycle-dice-page.h"
#include "dr-burncycle-network-page.h"
#include "dr-burncycle-reference-page.h"
#include "dr-burncycle-setup-page.h"
#include "dr-burncycle-turn-page.h"
#include "dr-burncycle-view-private.h"

/* The burncycle companion (seed 004), a view of the window: set-up
 * assistant, turn guide with trackers, dice, network helper, reference. It
 * holds the table the pages share and saves it to the user database after
 * every change, so closing the app loses nothing. */
struct _DrBurncycleView
{
  GtkWidget                 parent_instance;

  /* Template widgets */
  AdwViewStack             *stack;
  GtkLabel                 *error_label;
  DrBurncycleSetupPage     *setup_page;
  DrBurncycleTurnPage      *turn_page;
  DrBurncycleDicePage      *dice_page;
  DrBurncycleNetworkPage   *network_page;
  DrBurncycleReferencePage *reference_page;

  DrBurncycleTable          table;
  DrUserStore              *user;      /* borrowed */
};

G_DEFINE_FINAL_TYPE (DrBurncycleView, dr_burncycle_view, GTK_TYPE_WIDGET)

static void
show_error (DrBurncycleView *self,
            const char      *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
save_table (DrBurncycleView *self)
{
  g_autoptr(GError) error = NULL;

  if (self->user == NULL)
    return;
  if (!dr_burncycle_table_save (self->user, &self->table, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The burncycle table could not be saved: %s"), error->message);

      show_error (self, message);
      return;
    }
  show_error (self, NULL);
}

static void
on_setup_changed_cb (DrBurncycleView *self)
{
  save_table (self);
  /* The player count shows in the trackers and the threat phase. */
  dr_burncycle_turn_page_refresh (self->turn_page);
}

static void
on_trackers_set_cb (DrBurncycleView *self)
{
  dr_burncycle_view_show_page (self, "turn");
}

static void
on_turn_changed_cb (DrBurncycleView *self)
{
  save_table (self);
}

static void
show_table (DrBurncycleView *self)
{
  dr_burncycle_setup_page_set_table (self->setup_page, &self->table);
  dr_burncycle_turn_page_set_table (self->turn_page, &self->table);
}

void
dr_burncycle_view_set_user_store (DrBurncycleView *self,
                                  DrUserStore     *user)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (DR_IS_BURNCYCLE_VIEW (self));

  self->user = user;
  show_error (self, NULL);
  if (user != NULL && !dr_burncycle_table_load (user, &self->table, &error))
    {
      /* The saved value stays as it is until the table is next changed. */
      g_autofree char *message = g_strdup_printf (_("%s. A new table was started."), error->message);

      show_error (self, message);
      dr_burncycle_table_init (&self->table);
      self->table.seed = g_random_int ();
    }
  show_table (self);
}

DrBurncycleTable *
dr_burncycle_view_get_table (DrBurncycleView *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_VIEW (self), NULL);
  return &self->table;
}

void
dr_burncycle_view_show_page (DrBurncycleView *self,
                             const char      *name)
{
  g_return_if_fail (DR_IS_BURNCYCLE_VIEW (self));
  g_return_if_fail (adw_view_stack_get_child_by_name (self->stack, name) != NULL);
  adw_view_stack_set_visible_child_name (self->stack, name);
}

const char *
dr_burncycle_view_get_visible_page (DrBurncycleView *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_VIEW (self), NULL);
  return adw_view_stack_get_visible_child_name (self->stack);
}

const char *
dr_burncycle_view_get_error (DrBurncycleView *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_VIEW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->error_label)) ? gtk_label_get_text (self->error_label) : "";
}

static void
dr_burncycle_view_dispose (GObject *object)
{
  DrBurncycleView *self = DR_BURNCYCLE_VIEW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_BURNCYCLE_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->user = NULL;
  G_OBJECT_CLASS (dr_burncycle_view_parent_class)->dispose (object);
}

static void
dr_burncycle_view_class_init (DrBurncycleViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_burncycle_view_dispose;

  g_type_ensure (DR_TYPE_BURNCYCLE_SETUP_PAGE);
  g_type_ensure (DR_TYPE_BURNCYCLE_TURN_PAGE);
  g_type_ensure (DR_TYPE_BURNCYCLE_DICE_PAGE);
  g_type_ensure (DR_TYPE_BURNCYCLE_NETWORK_PAGE);
  g_type_ensure (DR_TYPE_BURNCYCLE_REFERENCE_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-burncycle-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleView, stack);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleView, error_label);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleView, setup_page);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleView, turn_page);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleView, dice_page);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleView, network_page);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleView, reference_page);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "burncycleview");
}

static void
dr_burncycle_view_init (DrBurncycleView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  dr_burncycle_table_init (&self->table);
  self->table.seed = g_random_int ();
  g_signal_connect_object (self->setup_page, "changed", G_CALLBACK (on_setup_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->setup_page, "trackers-set", G_CALLBACK (on_trackers_set_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->turn_page, "changed", G_CALLBACK (on_turn_changed_cb), self, G_CONNECT_SWAPPED);
  show_table (self);
}
