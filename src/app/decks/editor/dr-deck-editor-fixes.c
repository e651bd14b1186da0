/* dr-deck-editor-fixes.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-collection.h"
#include "dr-deck-editor-private.h"
#include "dr-fix-suggestions.h"

/* The banner's suggested fixes: what dr_fix_suggest() finds for the deck as
 * it stands, each a button. A swap or a replacement is made through the
 * session as one change, so Undo takes it back whole; "add N cards" names no
 * card and takes the user to the card search instead. */

#define FIX_INDEX_KEY "dr-fix-index"

/* Cards to put in come from the collection. A collection where nothing is
 * recorded says nothing of what the user has: any card of the pool then. */
static GHashTable *
owned_titles (DrDeckEditor *self)
{
  g_autoptr(GError) error = NULL;
  GHashTable *owned;

  if (self->collection == NULL)
    return NULL;
  owned = dr_collection_owned_by_title (self->collection, &error);
  if (owned == NULL)
    {
      g_warning ("Suggestions from any card: %s", error->message);
      return NULL;
    }
  if (g_hash_table_size (owned) == 0)
    g_clear_pointer (&owned, g_hash_table_unref);
  return owned;
}

/* The collection is read only for the problems whose fixes take cards in. */
static gboolean
needs_cards (const DrLegalityReport *report)
{
  return dr_legality_report_has_problem (report, DR_LEGALITY_PROBLEM_INFLUENCE)
         || dr_legality_report_has_problem (report, DR_LEGALITY_PROBLEM_BANNED);
}

static void
on_fix_clicked_cb (GtkButton    *button,
                   DrDeckEditor *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), FIX_INDEX_KEY));
  const DrFix *fix;
  g_autoptr(DrDeck) fixed = NULL;

  if (self->session == NULL || self->fixes == NULL || index >= self->fixes->len)
    return;
  fix = g_ptr_array_index (self->fixes, index);
  fixed = dr_deck_copy (dr_deck_editor_deck (self));
  if (!dr_fix_apply (fix, fixed))
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
      return;
    }
  /* The session's "changed" rebuilds the banner, this button with it. */
  dr_deck_session_replace_cards (self->session, fixed);
}

static GtkWidget *
fix_button (DrDeckEditor *self,
            const DrFix  *fix,
            guint         index)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (fix->message);
  gboolean adds = fix->kind == DR_FIX_ADD_CARDS;

  gtk_box_append (GTK_BOX (box),
                  gtk_image_new_from_icon_name (adds ? "system-search-symbolic" : "edit-find-replace-symbolic"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (button, adds ? _("Search cards to add")
                                            : _("Make this change (Undo takes it back)"));
  g_object_set_data (G_OBJECT (button), FIX_INDEX_KEY, GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (on_fix_clicked_cb), self);
  return button;
}

void
dr_deck_editor_update_fixes (DrDeckEditor *self)
{
  const DrLegalityReport *report = self->session != NULL ? dr_deck_session_get_report (self->session) : NULL;
  const DrLegalityContext *ctx = self->session != NULL ? dr_deck_session_get_legality_context (self->session)
                                                       : NULL;
  g_autoptr(GHashTable) owned = NULL;
  DrFixOptions options = { NULL, 0 };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->fix_buttons_box))) != NULL)
    gtk_box_remove (self->fix_buttons_box, child);
  g_clear_pointer (&self->fixes, g_ptr_array_unref);
  gtk_widget_set_visible (GTK_WIDGET (self->fixes_box), FALSE);
  if (report == NULL || report->legal || ctx == NULL || self->store == NULL)
    return;
  if (needs_cards (report))
    options.owned = owned = owned_titles (self);
  self->fixes = dr_fix_suggest (ctx, self->store, dr_deck_editor_deck (self), &options);
  for (guint i = 0; i < self->fixes->len; i++)
    gtk_box_append (self->fix_buttons_box, fix_button (self, g_ptr_array_index (self->fixes, i), i));
  gtk_widget_set_visible (GTK_WIDGET (self->fixes_box), self->fixes->len > 0);
}

guint
dr_deck_editor_get_n_fixes (DrDeckEditor *self)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), 0);
  return self->fixes != NULL ? self->fixes->len : 0;
}

const char *
dr_deck_editor_get_fix_message (DrDeckEditor *self,
                                guint         index)
{
  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  g_return_val_if_fail (self->fixes != NULL && index < self->fixes->len, NULL);
  return ((const DrFix *) g_ptr_array_index (self->fixes, index))->message;
}

GtkWidget *
dr_deck_editor_get_fix_button (DrDeckEditor *self,
                               guint         index)
{
  GtkWidget *child;

  g_return_val_if_fail (DR_IS_DECK_EDITOR (self), NULL);
  child = gtk_widget_get_first_child (GTK_WIDGET (self->fix_buttons_box));
  for (guint i = 0; child != NULL && i < index; i++)
    child = gtk_widget_get_next_sibling (child);
  return child;
}
