/* dr-burncycle-reference-page.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle-reference-page"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-burncycle-reference.h"
#include "dr-burncycle-reference-page-private.h"
#include "dr-list-box.h"

/* The burncycle reference, searchable: each entry a row with its title and
 * text, under its category's heading while the search is empty, entries
 * whose title holds the words first while searching. */
struct _DrBurncycleReferencePage
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkSearchEntry *search_entry;
  GtkStack       *stack;
  GtkListBox     *list;

  GPtrArray      *results;   /* const DrBurncycleEntry, as shown */
  gboolean        grouped;   /* headings by category */
};

G_DEFINE_FINAL_TYPE (DrBurncycleReferencePage, dr_burncycle_reference_page, GTK_TYPE_WIDGET)

static const DrBurncycleEntry *
row_entry (GtkListBoxRow *row)
{
  return g_object_get_data (G_OBJECT (row), "entry");
}

static void
update_header_cb (GtkListBoxRow *row,
                  GtkListBoxRow *before,
                  gpointer       user_data)
{
  DrBurncycleReferencePage *self = user_data;
  const DrBurncycleEntry *entry = row_entry (row);
  GtkWidget *header;

  if (!self->grouped || (before != NULL && row_entry (before)->category == entry->category))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_label_new (dr_burncycle_category_label (entry->category));
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_top (header, 18);
  gtk_widget_set_margin_bottom (header, 6);
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_end (header, 12);
  gtk_list_box_row_set_header (row, header);
}

static GtkWidget *
entry_row (const DrBurncycleEntry *entry)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (_(entry->title));
  GtkWidget *text = gtk_label_new (_(entry->text));

  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_selectable (GTK_LABEL (text), TRUE);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), text);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  g_object_set_data (G_OBJECT (row), "entry", (gpointer) entry);
  return row;
}

void
dr_burncycle_reference_page_set_query (DrBurncycleReferencePage *self,
                                       const char               *query)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (query != NULL ? query : ""));

  g_return_if_fail (DR_IS_BURNCYCLE_REFERENCE_PAGE (self));

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), query) != 0)
    {
      /* Through the entry, whose signal comes back here. */
      g_signal_handlers_block_matched (self->search_entry, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query != NULL ? query : "");
      g_signal_handlers_unblock_matched (self->search_entry, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
    }
  g_clear_pointer (&self->results, g_ptr_array_unref);
  self->results = dr_burncycle_reference_search (query);
  self->grouped = trimmed[0] == '\0';
  dr_list_box_remove_all (self->list);
  for (guint i = 0; i < self->results->len; i++)
    gtk_list_box_append (self->list, entry_row (g_ptr_array_index (self->results, i)));
  gtk_stack_set_visible_child_name (self->stack, self->results->len > 0 ? "results" : "empty");
}

static void
on_search_changed_cb (DrBurncycleReferencePage *self)
{
  dr_burncycle_reference_page_set_query (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

guint
dr_burncycle_reference_page_get_n_results (DrBurncycleReferencePage *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_REFERENCE_PAGE (self), 0);
  return self->results != NULL ? self->results->len : 0;
}

const char *
dr_burncycle_reference_page_get_title (DrBurncycleReferencePage *self,
                                       guint                     index)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_REFERENCE_PAGE (self), NULL);
  g_return_val_if_fail (self->results != NULL && index < self->results->len, NULL);
  return _(((const DrBurncycleEntry *) g_ptr_array_index (self->results, index))->title);
}

static void
dr_burncycle_reference_page_dispose (GObject *object)
{
  DrBurncycleReferencePage *self = DR_BURNCYCLE_REFERENCE_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_BURNCYCLE_REFERENCE_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->results, g_ptr_array_unref);
  G_OBJECT_CLASS (dr_burncycle_reference_page_parent_class)->dispose (object);
}

static void
dr_burncycle_reference_page_class_init (DrBurncycleReferencePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_burncycle_reference_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-burncycle-reference-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleReferencePage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleReferencePage, stack);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleReferencePage, list);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
dr_burncycle_reference_page_init (DrBurncycleReferencePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->list, update_header_cb, self, NULL);
  dr_burncycle_reference_page_set_query (self, "");
}
