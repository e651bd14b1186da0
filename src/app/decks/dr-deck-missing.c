/* dr-deck-missing.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-missing"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-deck-missing.h"

static GtkWidget *
row_new (const char *title,
         const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

static GtkWidget *
list_new (const char *name)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_widget_set_name (list, name);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return list;
}

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

static GtkWidget *
needs_list_new (const DrCollectionDeckReport *report)
{
  GtkWidget *list = list_new ("missing-cards");

  for (guint i = 0; i < report->needs->len; i++)
    {
      const DrCollectionNeed *need = g_ptr_array_index (report->needs, i);
      g_autofree char *subtitle = NULL;

      if (need->missing == 0)
        continue;
      /* Translators: copies of one card a deck needs, the user owns, and other built decks hold */
      subtitle = g_strdup_printf (_("needed %d · owned %d · in built decks %d"),
                                  need->needed, need->owned, need->reserved);
      gtk_list_box_append (GTK_LIST_BOX (list), row_new (need->title, subtitle));
    }
  return list;
}

static GtkWidget *
packs_list_new (const DrCollectionDeckReport *report)
{
  GtkWidget *list = list_new ("buy-next");

  for (guint i = 0; i < report->buy_next->len; i++)
    {
      const DrCollectionPackOffer *offer = g_ptr_array_index (report->buy_next, i);
      g_autofree char *subtitle = NULL;

      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%d missing copy",
                                               "%d missing copies",
                                               offer->copies),
                                  offer->copies);
      gtk_list_box_append (GTK_LIST_BOX (list), row_new (offer->pack_name, subtitle));
    }
  return list;
}

AdwMessageDialog *
dr_deck_missing_dialog_new (GtkWindow                    *parent,
                            const char                   *deck_name,
                            const DrCollectionDeckReport *report)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog, *scrolled, *box;

  g_return_val_if_fail (report != NULL, NULL);

  if (report->missing == 0)
    body = g_strdup (_("The collection has every card of this deck."));
  else
    body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d of the deck's %d cards is missing.",
                                         "%d of the deck's %d cards are missing.",
                                         report->missing),
                            report->missing, report->needed);
  dialog = adw_message_dialog_new (parent, deck_name, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  if (report->missing > 0)
    {
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      gtk_box_append (GTK_BOX (box), heading_new (_("Missing Cards")));
      gtk_box_append (GTK_BOX (box), needs_list_new (report));
      if (report->buy_next->len > 0)
        {
          gtk_box_append (GTK_BOX (box), heading_new (_("Buy Next")));
          gtk_box_append (GTK_BOX (box), packs_list_new (report));
        }
      scrolled = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 420);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
      adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scrolled);
    }
  gtk_window_present (GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}
