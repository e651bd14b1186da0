/* dr-card-filters.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-filters"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-filters.h"
#include "dr-card-object.h"

struct _DrCardFilters
{
  GtkWidget        parent_instance;

  /* Template widgets */
  GtkToggleButton *corp_button;
  GtkToggleButton *runner_button;
  GtkMenuButton   *faction_button;
  GtkMenuButton   *type_button;
  GtkBox          *faction_box;
  GtkBox          *type_box;
  GtkButton       *clear_button;

  /* Owned references */
  GtkCustomFilter *filter;
  GHashTable      *faction_checks;   /* code → GtkCheckButton (borrowed) */
  GHashTable      *type_checks;
  GHashTable      *side_headings;    /* GtkLabel → side code or "" */
  GHashTable      *check_sides;      /* GtkCheckButton → side code or "" */

  /* What the toggles ask for; an empty set asks for nothing */
  GHashTable      *sides;
  GHashTable      *factions;
  GHashTable      *types;
  gboolean         updating;
};

G_DEFINE_FINAL_TYPE (DrCardFilters, dr_card_filters, GTK_TYPE_WIDGET)

static gboolean
in_set (GHashTable *set,
        const char *code)
{
  return g_hash_table_size (set) == 0 || (code != NULL && g_hash_table_contains (set, code));
}

static gboolean
match_card (gpointer item,
            gpointer user_data)
{
  DrCardFilters *self = user_data;
  const DrCard *card = dr_card_object_get_card (item);

  return in_set (self->sides, card->side_code)
         && in_set (self->factions, card->faction_code)
         && in_set (self->types, card->type_code);
}

static void
collect_checked (GHashTable *checks,
                 GHashTable *set)
{
  GHashTableIter iter;
  gpointer code, check;

  g_hash_table_remove_all (set);
  g_hash_table_iter_init (&iter, checks);
  while (g_hash_table_iter_next (&iter, &code, &check))
    if (gtk_widget_get_visible (check) && gtk_check_button_get_active (check))
      g_hash_table_add (set, code);
}

static void
update_button_label (GtkMenuButton *button,
                     const char    *name,
                     guint          n_checked)
{
  g_autofree char *label = NULL;

  if (n_checked == 0)
    {
      gtk_menu_button_set_label (button, name);
      return;
    }
  /* Translators: a filter button and how many of its choices are on, “Faction (2)” */
  label = g_strdup_printf (C_("filter button", "%s (%u)"), name, n_checked);
  gtk_menu_button_set_label (button, label);
}

/* Only the factions and types of the chosen side are offered. */
static void
show_choices_of_sides (DrCardFilters *self)
{
  GHashTableIter iter;
  gpointer widget, side;

  g_hash_table_iter_init (&iter, self->check_sides);
  while (g_hash_table_iter_next (&iter, &widget, &side))
    gtk_widget_set_visible (widget, *(const char *) side == '\0' || in_set (self->sides, side));
  g_hash_table_iter_init (&iter, self->side_headings);
  while (g_hash_table_iter_next (&iter, &widget, &side))
    gtk_widget_set_visible (widget, *(const char *) side == '\0' || in_set (self->sides, side));
}

static void
update_filter (DrCardFilters *self)
{
  if (self->updating)
    return;

  g_hash_table_remove_all (self->sides);
  if (gtk_toggle_button_get_active (self->corp_button))
    g_hash_table_add (self->sides, (gpointer) "corp");
  if (gtk_toggle_button_get_active (self->runner_button))
    g_hash_table_add (self->sides, (gpointer) "runner");
  show_choices_of_sides (self);
  collect_checked (self->faction_checks, self->factions);
  collect_checked (self->type_checks, self->types);

  update_button_label (self->faction_button, _("Faction"), g_hash_table_size (self->factions));
  update_button_label (self->type_button, _("Type"), g_hash_table_size (self->types));
  gtk_widget_set_sensitive (GTK_WIDGET (self->clear_button), dr_card_filters_is_active (self));
  /* Without a function the filter matches every card, and the filter
   * model passes the results on without looking at each (a new search
   * over all cards is then a little faster). Either way it changes. */
  if (dr_card_filters_is_active (self))
    gtk_custom_filter_set_filter_func (self->filter, match_card, self, NULL);
  else
    gtk_custom_filter_set_filter_func (self->filter, NULL, NULL, NULL);
}

static void
on_side_toggled_cb (DrCardFilters *self)
{
  update_filter (self);
}

static void
add_heading (DrCardFilters *self,
             GtkBox        *box,
             const char    *side_code,
             const char    *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  if (gtk_widget_get_first_child (GTK_WIDGET (box)) != NULL)
    gtk_widget_set_margin_top (label, 6);
  gtk_box_append (box, label);
  g_hash_table_insert (self->side_headings, label, g_strdup (side_code));
}

static void
add_check (DrCardFilters *self,
           GtkBox        *box,
           GHashTable    *checks,
           const char    *code,
           const char    *side_code,
           const char    *markup)
{
  GtkWidget *check = gtk_check_button_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_check_button_set_child (GTK_CHECK_BUTTON (check), label);
  g_signal_connect_swapped (check, "toggled", G_CALLBACK (update_filter), self);
  gtk_box_append (box, check);
  g_hash_table_insert (checks, g_strdup (code), check);
  g_hash_table_insert (self->check_sides, check, g_strdup (side_code ? side_code : ""));
}

static void
remove_children (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

/* Choices grouped by side, in the catalog's order; each faction has a dot of its colour. */
void
dr_card_filters_set_names (DrCardFilters *self,
                           DrCardNames   *names)
{
  GPtrArray *factions = dr_card_names_get_factions (names);
  GPtrArray *types = dr_card_names_get_types (names);
  const char *const sides[] = { "corp", "runner" };
  g_autoptr(GHashTable) type_sides_headed = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_if_fail (DR_IS_CARD_FILTERS (self));

  self->updating = TRUE;
  /* The sets borrow their codes from the check buttons about to go. */
  g_hash_table_remove_all (self->factions);
  g_hash_table_remove_all (self->types);
  remove_children (self->faction_box);
  remove_children (self->type_box);
  g_hash_table_remove_all (self->faction_checks);
  g_hash_table_remove_all (self->type_checks);
  g_hash_table_remove_all (self->check_sides);
  g_hash_table_remove_all (self->side_headings);

  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      gboolean headed = FALSE;

      for (guint i = 0; i < factions->len; i++)
        {
          DrFaction *faction = g_ptr_array_index (factions, i);
          g_autofree char *markup = NULL;

          if (g_strcmp0 (faction->side_code, sides[s]) != 0)
            continue;
          if (!headed)
            add_heading (self, self->faction_box, sides[s], dr_card_names_side (names, sides[s]));
          headed = TRUE;
          markup = g_markup_printf_escaped ("<span foreground=\"#%s\">●</span> %s",
                                            faction->color ? faction->color : "808080", faction->name);
          add_check (self, self->faction_box, self->faction_checks, faction->code, faction->side_code, markup);
        }
    }

  for (guint i = 0; i < types->len; i++)
    {
      DrCardType *type = g_ptr_array_index (types, i);
      g_autofree char *markup = g_markup_escape_text (type->name, -1);
      const char *side = type->side_code ? type->side_code : "";

      if (g_hash_table_add (type_sides_headed, (gpointer) side))
        add_heading (self, self->type_box, side,
                     /* Translators: heading of card types that both sides have, such as identities */
                     *side == '\0' ? _("Both Sides") : dr_card_names_side (names, side));
      add_check (self, self->type_box, self->type_checks, type->code, type->side_code, markup);
    }
  self->updating = FALSE;
  update_filter (self);
}

GtkFilter *
dr_card_filters_get_filter (DrCardFilters *self)
{
  g_return_val_if_fail (DR_IS_CARD_FILTERS (self), NULL);
  return GTK_FILTER (self->filter);
}

void
dr_card_filters_set_side_active (DrCardFilters *self,
                                 const char    *side_code,
                                 gboolean       active)
{
  g_return_if_fail (DR_IS_CARD_FILTERS (self));

  if (g_str_equal (side_code, "corp"))
    gtk_toggle_button_set_active (self->corp_button, active);
  else if (g_str_equal (side_code, "runner"))
    gtk_toggle_button_set_active (self->runner_button, active);
  else
    g_return_if_reached ();
}

static void
set_check_active (GHashTable *checks,
                  const char *code,
                  gboolean    active)
{
  GtkCheckButton *check = g_hash_table_lookup (checks, code);

  g_return_if_fail (check != NULL);
  gtk_check_button_set_active (check, active);
}

void
dr_card_filters_set_faction_active (DrCardFilters *self,
                                    const char    *faction_code,
                                    gboolean       active)
{
  g_return_if_fail (DR_IS_CARD_FILTERS (self));
  set_check_active (self->faction_checks, faction_code, active);
}

void
dr_card_filters_set_type_active (DrCardFilters *self,
                                 const char    *type_code,
                                 gboolean       active)
{
  g_return_if_fail (DR_IS_CARD_FILTERS (self));
  set_check_active (self->type_checks, type_code, active);
}

gboolean
dr_card_filters_is_active (DrCardFilters *self)
{
  g_return_val_if_fail (DR_IS_CARD_FILTERS (self), FALSE);
  return g_hash_table_size (self->sides) + g_hash_table_size (self->factions)
         + g_hash_table_size (self->types) > 0;
}

void
dr_card_filters_clear (DrCardFilters *self)
{
  GHashTableIter iter;
  gpointer check;

  g_return_if_fail (DR_IS_CARD_FILTERS (self));

  /* One refilter for the lot, not one per toggle. */
  self->updating = TRUE;
  gtk_toggle_button_set_active (self->corp_button, FALSE);
  gtk_toggle_button_set_active (self->runner_button, FALSE);
  g_hash_table_iter_init (&iter, self->check_sides);
  while (g_hash_table_iter_next (&iter, &check, NULL))
    gtk_check_button_set_active (check, FALSE);
  self->updating = FALSE;
  update_filter (self);
}

static void
dr_card_filters_dispose (GObject *object)
{
  DrCardFilters *self = DR_CARD_FILTERS (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_CARD_FILTERS);
  /* Disposing the template does not unparent its top widget. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_hash_table_remove_all (self->factions);
  g_hash_table_remove_all (self->types);
  g_clear_pointer (&self->faction_checks, g_hash_table_unref);
  g_clear_pointer (&self->type_checks, g_hash_table_unref);
  g_clear_pointer (&self->side_headings, g_hash_table_unref);
  g_clear_pointer (&self->check_sides, g_hash_table_unref);
  G_OBJECT_CLASS (dr_card_filters_parent_class)->dispose (object);
}

static void
dr_card_filters_finalize (GObject *object)
{
  DrCardFilters *self = DR_CARD_FILTERS (object);

  /* The filter may outlive the widget inside a model; it must stop asking. */
  gtk_custom_filter_set_filter_func (self->filter, NULL, NULL, NULL);
  g_clear_object (&self->filter);
  g_hash_table_unref (self->sides);
  g_hash_table_unref (self->factions);
  g_hash_table_unref (self->types);
  G_OBJECT_CLASS (dr_card_filters_parent_class)->finalize (object);
}

static void
dr_card_filters_class_init (DrCardFiltersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_card_filters_dispose;
  object_class->finalize = dr_card_filters_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-card-filters.ui");
  gtk_widget_class_bind_template_child (widget_class, DrCardFilters, corp_button);
  gtk_widget_class_bind_template_child (widget_class, DrCardFilters, runner_button);
  gtk_widget_class_bind_template_child (widget_class, DrCardFilters, faction_button);
  gtk_widget_class_bind_template_child (widget_class, DrCardFilters, type_button);
  gtk_widget_class_bind_template_child (widget_class, DrCardFilters, faction_box);
  gtk_widget_class_bind_template_child (widget_class, DrCardFilters, type_box);
  gtk_widget_class_bind_template_child (widget_class, DrCardFilters, clear_button);
  gtk_widget_class_bind_template_callback (widget_class, on_side_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, dr_card_filters_clear);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cardfilters");
}

static void
dr_card_filters_init (DrCardFilters *self)
{
  self->filter = gtk_custom_filter_new (NULL, NULL, NULL);
  self->faction_checks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->type_checks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->side_headings = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->check_sides = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->sides = g_hash_table_new (g_str_hash, g_str_equal);
  self->factions = g_hash_table_new (g_str_hash, g_str_equal);
  self->types = g_hash_table_new (g_str_hash, g_str_equal);
  gtk_widget_init_template (GTK_WIDGET (self));
}
