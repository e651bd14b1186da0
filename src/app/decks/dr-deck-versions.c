/* dr-deck-versions.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-versions"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-deck-diff.h"
#include "dr-deck-store.h"
#include "dr-deck-versions.h"
#include "dr-list-box.h"

static GtkWidget *
message_row (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 12);
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

/* “+2 Hedge Fund, −1 Ice Wall”: what changed from the version to now. */
static char *
describe_diff (const DrDeckDiff *diff,
               DrDeckCardLookup  lookup,
               gpointer          user_data)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (dr_deck_diff_is_empty (diff))
    return g_strdup (_("The same as now"));
  if (diff->identity_changed)
    {
      const DrCard *identity = diff->identity_before != NULL ? lookup (diff->identity_before, user_data) : NULL;

      /* Translators: the identity a saved version of a deck had */
      g_string_append_printf (text, _("Identity then: %s"),
                              identity != NULL ? identity->title
                              : diff->identity_before != NULL ? diff->identity_before : _("none"));
    }
  for (guint i = 0; i < diff->changes->len; i++)
    {
      const DrDeckChange *change = &g_array_index (diff->changes, DrDeckChange, i);
      const DrCard *card = lookup (change->code, user_data);
      int delta = change->after - change->before;

      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text, "%s%d %s", delta > 0 ? "+" : "−", ABS (delta),
                              card != NULL ? card->title : change->code);
    }
  /* Translators: the changes made to a deck since one of its saved versions */
  return g_strdup_printf (_("Since then: %s"), text->str);
}

static GtkWidget *
version_row (const DrDeckVersion *version,
             const DrDeck        *then,
             const DrDeck        *now,
             DrDeckCardLookup     lookup,
             gpointer             user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (version->created);
  g_autofree char *when = time != NULL ? g_date_time_format (time, _("%x %H:%M")) : g_strdup ("");
  /* Translators: a saved version of a deck: its number and when it was saved */
  g_autofree char *title = g_strdup_printf (_("Version %d · %s"), version->number, when);
  g_autoptr(DrDeckDiff) diff = then != NULL ? dr_deck_diff_new (then, now) : NULL;
  g_autofree char *changes = diff != NULL ? describe_diff (diff, lookup, user_data) : g_strdup ("");
  GtkWidget *title_label = gtk_label_new (title);
  GtkWidget *changes_label = gtk_label_new (changes);
  GtkWidget *restore = gtk_button_new_with_mnemonic (_("_Restore"));

  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  gtk_widget_add_css_class (title_label, "heading");
  gtk_label_set_xalign (GTK_LABEL (changes_label), 0);
  gtk_label_set_wrap (GTK_LABEL (changes_label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (changes_label), 40);
  gtk_widget_add_css_class (changes_label, "caption");
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_box_append (GTK_BOX (labels), title_label);
  gtk_box_append (GTK_BOX (labels), changes_label);
  gtk_box_append (GTK_BOX (box), labels);
  gtk_widget_set_valign (restore, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (restore, _("Make this version the deck again"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (restore), "editor.restore-version");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (restore), "i", version->number);
  /* Restoring the deck as it is would only add a version. */
  gtk_widget_set_visible (restore, diff != NULL && !dr_deck_diff_is_empty (diff));
  gtk_box_append (GTK_BOX (box), restore);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  return box;
}

void
dr_deck_versions_fill (GtkListBox       *list,
                       DrUserStore      *user,
                       const DrDeck     *deck,
                       DrDeckCardLookup  lookup,
                       gpointer          user_data)
{
  g_autoptr(GPtrArray) versions = NULL;
  g_autoptr(GError) error = NULL;

  dr_list_box_remove_all (list);
  if (deck == NULL || deck->id == 0 || user == NULL)
    {
      gtk_list_box_append (list, message_row (_("Saved versions appear here once the deck is saved.")));
      return;
    }
  versions = dr_deck_store_list_versions (user, deck->id, &error);
  if (versions == NULL)
    {
      gtk_list_box_append (list, message_row (error->message));
      return;
    }
  for (guint i = versions->len; i-- > 0;)
    {
      DrDeckVersion *version = g_ptr_array_index (versions, i);
      g_autoptr(DrDeck) then = dr_deck_store_load_version (user, deck->id, version->number, NULL);

      gtk_list_box_append (list, version_row (version, then, deck, lookup, user_data));
    }
}
