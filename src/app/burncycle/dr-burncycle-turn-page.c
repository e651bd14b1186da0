/* dr-burncycle-turn-page.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle-turn-page"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-burncycle-reference.h"
#include "dr-burncycle-turn.h"
#include "dr-burncycle-turn-page-private.h"

/* The turn guide: one phase of the round at a time (the agent's six, then
 * the corporation's), with its rules and the reference entries that go
 * with it, above the table's trackers. The phase shown is kept with the
 * table. */
struct _DrBurncycleTurnPage
{
  GtkWidget            parent_instance;

  /* Template widgets */
  GtkLabel            *side_label;
  GtkLabel            *title_label;
  GtkLabel            *text_label;
  GtkBox              *see_box;
  GtkButton           *previous_button;
  GtkButton           *next_button;
  GtkButton           *threat_button;
  GtkFlowBox          *columns;
  DrBurncycleTrackers *trackers;

  DrBurncycleTable    *table;   /* borrowed */
};

G_DEFINE_FINAL_TYPE (DrBurncycleTurnPage, dr_burncycle_turn_page, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_phases (void)
{
  guint n;

  dr_burncycle_turn_phases (&n);
  return n;
}

static GtkWidget *
see_also_list (const DrBurncyclePhase *phase)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < G_N_ELEMENTS (phase->see) && phase->see[i] != NULL; i++)
    {
      const DrBurncycleEntry *entry = dr_burncycle_reference_find (phase->see[i]);
      GtkWidget *row = adw_expander_row_new ();
      GtkWidget *text;

      g_return_val_if_fail (entry != NULL, list);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(entry->title));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      text = gtk_label_new (_(entry->text));
      gtk_label_set_wrap (GTK_LABEL (text), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (text), 40);
      gtk_label_set_xalign (GTK_LABEL (text), 0);
      gtk_label_set_selectable (GTK_LABEL (text), TRUE);
      gtk_widget_set_margin_top (text, 12);
      gtk_widget_set_margin_bottom (text, 12);
      gtk_widget_set_margin_start (text, 12);
      gtk_widget_set_margin_end (text, 12);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), text);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  return list;
}

static void
show_phase (DrBurncycleTurnPage *self)
{
  guint n;
  const DrBurncyclePhase *phases = dr_burncycle_turn_phases (&n);
  guint index = self->table != NULL ? MIN ((guint) self->table->phase, n - 1) : 0;
  const DrBurncyclePhase *phase = &phases[index];
  guint in_side = 0, position = 0;
  g_autofree char *side = NULL;
  GtkWidget *child;

  for (guint i = 0; i < n; i++)
    if (phases[i].side == phase->side)
      {
        in_side++;
        if (i <= index)
          position++;
      }
  /* Translators: "Agent's turn · phase 3 of 6" */
  side = g_strdup_printf (_("%s · phase %u of %u"), dr_burncycle_turn_side_label (phase->side), position, in_side);
  gtk_label_set_text (self->side_label, side);
  gtk_label_set_text (self->title_label, _(phase->title));
  gtk_label_set_text (self->text_label, _(phase->text));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->see_box))) != NULL)
    gtk_box_remove (self->see_box, child);
  if (phase->see[0] != NULL)
    gtk_box_append (self->see_box, see_also_list (phase));
  gtk_widget_set_visible (GTK_WIDGET (self->see_box), phase->see[0] != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->previous_button), index > 0);
  /* The round goes on: after the corporation's last phase, the agent's first. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->next_button),
                               index + 1 < n ? _("Next Phase") : _("Next Round"));
  gtk_widget_set_visible (GTK_WIDGET (self->threat_button), g_str_equal (phase->id, "threat"));
  if (self->table != NULL)
    {
      g_autofree char *label = g_strdup_printf (ngettext ("Advance the Threat by %d", "Advance the Threat by %d",
                                                          self->table->players),
                                                self->table->players);

      gtk_button_set_label (self->threat_button, label);
    }
}

void
dr_burncycle_turn_page_set_phase (DrBurncycleTurnPage *self,
                                  guint                phase)
{
  g_return_if_fail (DR_IS_BURNCYCLE_TURN_PAGE (self));
  g_return_if_fail (phase < n_phases ());

  if (self->table == NULL)
    return;
  self->table->phase = phase;
  show_phase (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

guint
dr_burncycle_turn_page_get_phase (DrBurncycleTurnPage *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_TURN_PAGE (self), 0);
  return self->table != NULL ? MIN ((guint) self->table->phase, n_phases () - 1) : 0;
}

void
dr_burncycle_turn_page_next (DrBurncycleTurnPage *self)
{
  dr_burncycle_turn_page_set_phase (self, (dr_burncycle_turn_page_get_phase (self) + 1) % n_phases ());
}

void
dr_burncycle_turn_page_previous (DrBurncycleTurnPage *self)
{
  guint phase = dr_burncycle_turn_page_get_phase (self);

  if (phase > 0)
    dr_burncycle_turn_page_set_phase (self, phase - 1);
}

void
dr_burncycle_turn_page_advance_threat (DrBurncycleTurnPage *self)
{
  g_return_if_fail (DR_IS_BURNCYCLE_TURN_PAGE (self));

  if (self->table == NULL)
    return;
  self->table->threat += self->table->players;
  dr_burncycle_table_clamp (self->table);
  dr_burncycle_trackers_refresh (self->trackers);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
dr_burncycle_turn_page_refresh (DrBurncycleTurnPage *self)
{
  g_return_if_fail (DR_IS_BURNCYCLE_TURN_PAGE (self));

  show_phase (self);
  dr_burncycle_trackers_refresh (self->trackers);
}

void
dr_burncycle_turn_page_set_table (DrBurncycleTurnPage *self,
                                  DrBurncycleTable    *table)
{
  g_return_if_fail (DR_IS_BURNCYCLE_TURN_PAGE (self));

  self->table = table;
  dr_burncycle_trackers_set_table (self->trackers, table);
  show_phase (self);
}

const char *
dr_burncycle_turn_page_get_title (DrBurncycleTurnPage *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_TURN_PAGE (self), NULL);
  return gtk_label_get_text (self->title_label);
}

const char *
dr_burncycle_turn_page_get_text (DrBurncycleTurnPage *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_TURN_PAGE (self), NULL);
  return gtk_label_get_text (self->text_label);
}

static void
on_trackers_changed_cb (DrBurncycleTurnPage *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
dr_burncycle_turn_page_dispose (GObject *object)
{
  DrBurncycleTurnPage *self = DR_BURNCYCLE_TURN_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_BURNCYCLE_TURN_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->table = NULL;
  G_OBJECT_CLASS (dr_burncycle_turn_page_parent_class)->dispose (object);
}

static void
dr_burncycle_turn_page_class_init (DrBurncycleTurnPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_burncycle_turn_page_dispose;

  /* The table changed (phase or trackers): it is to be saved. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (DR_TYPE_BURNCYCLE_TRACKERS);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-burncycle-turn-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTurnPage, side_label);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTurnPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTurnPage, text_label);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTurnPage, see_box);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTurnPage, previous_button);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTurnPage, next_button);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTurnPage, threat_button);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTurnPage, columns);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTurnPage, trackers);
  gtk_widget_class_bind_template_callback (widget_class, dr_burncycle_turn_page_next);
  gtk_widget_class_bind_template_callback (widget_class, dr_burncycle_turn_page_previous);
  gtk_widget_class_bind_template_callback (widget_class, dr_burncycle_turn_page_advance_threat);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
dr_burncycle_turn_page_init (DrBurncycleTurnPage *self)
{
  GtkWidget *column;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The columns are a layout, not items to pick: only their contents take the focus. */
  for (column = gtk_widget_get_first_child (GTK_WIDGET (self->columns)); column != NULL;
       column = gtk_widget_get_next_sibling (column))
    gtk_widget_set_focusable (column, FALSE);
  g_signal_connect_object (self->trackers, "changed", G_CALLBACK (on_trackers_changed_cb), self, G_CONNECT_SWAPPED);
  show_phase (self);
}
