/* dr-deck-contents.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-contents"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-deck-contents.h"
#include "dr-list-box.h"

typedef struct
{
  const DrCard *card;
  const char   *code;
  int           quantity;
  int           type_position;
} Line;

static int
type_position (GPtrArray  *types,
               const char *type_code)
{
  for (guint i = 0; i < types->len; i++)
    if (g_strcmp0 (((DrCardType *) g_ptr_array_index (types, i))->code, type_code) == 0)
      return i;
  return types->len;
}

static int
compare_lines (gconstpointer a,
               gconstpointer b)
{
  const Line *x = a, *y = b;

  if (x->type_position != y->type_position)
    return x->type_position - y->type_position;
  if (x->card == NULL || y->card == NULL)
    return g_strcmp0 (x->code, y->code);
  return g_utf8_collate (dr_card_get_local_title (x->card, FALSE), dr_card_get_local_title (y->card, FALSE));
}

static GtkWidget *
header_row (const char *type_name,
            int         count)
{
  GtkWidget *row = gtk_list_box_row_new ();
  g_autofree char *text = g_strdup_printf ("%s (%d)", type_name, count);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

static GtkWidget *
pips_label (DrCardNames  *names,
            const DrCard *card,
            int           pips)
{
  g_autoptr(GString) dots = g_string_new (NULL);
  GtkWidget *label = gtk_label_new (NULL);
  GdkRGBA color;
  g_autofree char *tooltip = NULL;

  for (int i = 0; i < pips; i++)
    g_string_append (dots, "●");
  if (dr_card_names_faction_color (names, card->faction_code, &color))
    {
      /* Pango's markup reads #rrggbb, not gdk_rgba_to_string()'s rgb(…). */
      g_autofree char *rgb = g_strdup_printf ("#%02x%02x%02x", (guint) (color.red * 255 + 0.5),
                                              (guint) (color.green * 255 + 0.5), (guint) (color.blue * 255 + 0.5));
      g_autofree char *markup = g_markup_printf_escaped ("<span foreground=\"%s\">%s</span>", rgb, dots->str);

      gtk_label_set_markup (GTK_LABEL (label), markup);
    }
  else
    gtk_label_set_text (GTK_LABEL (label), dots->str);
  tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d influence", "%d influence", pips), pips);
  gtk_widget_set_tooltip_text (label, tooltip);
  return label;
}

static GtkWidget *
icon_button (const char *icon_name,
             const char *tooltip,
             const char *action,
             const char *code)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", code);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

static GtkWidget *
card_row (const Line  *line,
          DrCardNames *names,
          const char  *identity_faction)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *copies = g_strdup_printf ("%d×", line->quantity);
  GtkWidget *quantity = gtk_label_new (copies);
  GtkWidget *title = gtk_label_new (line->card != NULL ? dr_card_get_local_title (line->card, FALSE) : line->code);

  gtk_label_set_width_chars (GTK_LABEL (quantity), 3);
  gtk_label_set_xalign (GTK_LABEL (quantity), 1);
  gtk_widget_add_css_class (quantity, "numeric");
  gtk_box_append (GTK_BOX (box), quantity);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_box_append (GTK_BOX (box), title);
  if (line->card != NULL && line->card->faction_cost.kind == DR_VALUE_NUMBER
      && line->card->faction_cost.number > 0
      && g_strcmp0 (line->card->faction_code, identity_faction) != 0)
    gtk_box_append (GTK_BOX (box), pips_label (names, line->card,
                                               line->card->faction_cost.number * line->quantity));
  gtk_box_append (GTK_BOX (box), icon_button ("list-remove-symbolic", _("Remove a Copy"),
                                              "editor.remove-card", line->code));
  gtk_box_append (GTK_BOX (box), icon_button ("list-add-symbolic", _("Add a Copy"),
                                              "editor.add-card", line->code));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "card-code", g_strdup (line->code), g_free);
  return row;
}

void
dr_deck_contents_fill (GtkListBox       *list,
                       const DrDeck     *deck,
                       DrCardNames      *names,
                       DrDeckCardLookup  lookup,
                       gpointer          user_data)
{
  GPtrArray *types = dr_card_names_get_types (names);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (Line));
  const DrCard *identity = deck->identity != NULL ? lookup (deck->identity, user_data) : NULL;

  dr_list_box_remove_all (list);

  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      Line line = { lookup (entry->code, user_data), entry->code, entry->quantity, 0 };

      line.type_position = type_position (types, line.card != NULL ? line.card->type_code : NULL);
      g_array_append_val (lines, line);
    }
  g_array_sort (lines, compare_lines);

  for (guint i = 0; i < lines->len;)
    {
      const Line *first = &g_array_index (lines, Line, i);
      const char *type_name;
      guint end = i;
      int count = 0;

      while (end < lines->len && g_array_index (lines, Line, end).type_position == first->type_position)
        count += g_array_index (lines, Line, end++).quantity;
      if (first->type_position < (int) types->len)
        type_name = ((DrCardType *) g_ptr_array_index (types, first->type_position))->name;
      else
        /* Translators: the group of a deck's cards that the card data does not know */
        type_name = _("Unknown Cards");
      gtk_list_box_append (list, header_row (type_name, count));
      for (; i < end; i++)
        gtk_list_box_append (list, card_row (&g_array_index (lines, Line, i), names,
                                             identity != NULL ? identity->faction_code : NULL));
    }
}

const char *
dr_deck_contents_row_code (GtkListBoxRow *row)
{
  return g_object_get_data (G_OBJECT (row), "card-code");
}
