/* dr-deck-fallout-dialog.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-fallout-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-deck-fallout.h"
#include "dr-deck-fallout-dialog-private.h"

/* After a sync: the decks a new ban list, points list or rotation made
 * illegal, with the reasons and a way to each deck. */
struct _DrDeckFalloutDialog
{
  AdwMessageDialog parent_instance;

  GtkListBox      *deck_list;
  GArray          *deck_ids;    /* gint64, in row order */
};

G_DEFINE_FINAL_TYPE (DrDeckFalloutDialog, dr_deck_fallout_dialog, ADW_TYPE_MESSAGE_DIALOG)

void
dr_deck_fallout_dialog_open (DrDeckFalloutDialog *self,
                             guint                index)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  g_return_if_fail (DR_IS_DECK_FALLOUT_DIALOG (self));
  g_return_if_fail (index < self->deck_ids->len);

  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.open-deck", "x",
                                g_array_index (self->deck_ids, gint64, index));
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_open_clicked_cb (GtkButton           *button,
                    DrDeckFalloutDialog *self)
{
  dr_deck_fallout_dialog_open (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "row-index")));
}

static void
add_row (DrDeckFalloutDialog *self,
         const DrDeckVerdict *verdict)
{
  g_auto(GStrv) reasons = dr_deck_verdict_reasons (verdict);
  g_autofree char *subtitle = g_strjoinv ("\n", reasons);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Open"));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), verdict->deck_name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (button), "row-index", GUINT_TO_POINTER (self->deck_ids->len));
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_open_clicked_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  gtk_list_box_append (self->deck_list, row);
  g_array_append_val (self->deck_ids, verdict->deck_id);
}

GtkWidget *
dr_deck_fallout_dialog_new (GtkWindow *parent,
                            GPtrArray *verdicts)
{
  DrDeckFalloutDialog *self = g_object_new (DR_TYPE_DECK_FALLOUT_DIALOG, "transient-for", parent,
                                            "modal", TRUE, NULL);

  for (guint i = 0; i < verdicts->len; i++)
    add_row (self, g_ptr_array_index (verdicts, i));
  return GTK_WIDGET (self);
}

guint
dr_deck_fallout_dialog_get_n_decks (DrDeckFalloutDialog *self)
{
  g_return_val_if_fail (DR_IS_DECK_FALLOUT_DIALOG (self), 0);
  return self->deck_ids->len;
}

static void
dr_deck_fallout_dialog_finalize (GObject *object)
{
  DrDeckFalloutDialog *self = DR_DECK_FALLOUT_DIALOG (object);

  g_array_unref (self->deck_ids);
  G_OBJECT_CLASS (dr_deck_fallout_dialog_parent_class)->finalize (object);
}

static void
dr_deck_fallout_dialog_class_init (DrDeckFalloutDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = dr_deck_fallout_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-deck-fallout-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, DrDeckFalloutDialog, deck_list);
}

static void
dr_deck_fallout_dialog_init (DrDeckFalloutDialog *self)
{
  self->deck_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  gtk_widget_init_template (GTK_WIDGET (self));
}
