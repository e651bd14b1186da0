/* dr-card-filters.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-filters"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-filters-private.h"
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
  DrCardNames     *names;
  GHashTable      *faction_sides;    /* code → side code, for the factions offered */
  GHashTable      *type_sides;       /* code → side code or "" */

  /* What the user ticked, offered for the chosen sides or not (codes
   * borrowed from the tables above) */
  GHashTable      *ticked_factions;
  GHashTable      *ticked_types;

  /* The popovers' widgets, made the first time each opens */
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

static gboolean
side_offered (DrCardFilters *self,
              const char    *side_code)
{
  return *side_code == '\0' || in_set (self->sides, side_code);
}

/* Only the factions and types of the chosen sides count… */
static void
collect_offered (DrCardFilters *self,
                 GHashTable    *code_sides,
                 GHashTable    *ticked,
                 GHashTable    *set)
{
  GHashTableIter iter;
  gpointer code;

  g_hash_table_remove_all (set);
  g_hash_table_iter_init (&iter, ticked);
  while (g_hash_table_iter_next (&iter, &code, NULL))
    if (side_offered (self, g_hash_table_lookup (code_sides, code)))
      g_hash_table_add (set, code);
}

/* … and only they are offered. */
static void
show_choices_of_sides (DrCardFilters *self)
{
  GHashTableIter iter;
  gpointer widget, side;

  g_hash_table_iter_init (&iter, self->check_sides);
  while (g_hash_table_iter_next (&iter, &widget, &side))
    gtk_widget_set_visible (widget, side_offered (self, side));
  g_hash_table_iter_init (&iter, self->side_headings);
  while (g_hash_table_iter_next (&iter, &widget, &side))
    gtk_widget_set_visible (widget, side_offered (self, side));
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
  collect_offered (self, self->faction_sides, self->ticked_factions, self->factions);
  collect_offered (self, self->type_sides, self->ticked_types, self->types);

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

/* Ticks or unticks @code; FALSE if that changed nothing. */
static gboolean
set_ticked (GHashTable *code_sides,
            GHashTable *ticked,
            const char *code,
            gboolean    active)
{
  gpointer known_code = NULL;
  gboolean known = g_hash_table_lookup_extended (code_sides, code, &known_code, NULL);

  g_return_val_if_fail (known, FALSE);

  if (active)
    return g_hash_table_add (ticked, known_code);
  return g_hash_table_remove (ticked, known_code);
}

static void
on_faction_toggled_cb (GtkCheckButton *check,
                       DrCardFilters  *self)
{
  if (set_ticked (self->faction_sides, self->ticked_factions, g_object_get_data (G_OBJECT (check), "dr-code"),
                  gtk_check_button_get_active (check)))
    update_filter (self);
}

static void
on_type_toggled_cb (GtkCheckButton *check,
                    DrCardFilters  *self)
{
  if (set_ticked (self->type_sides, self->ticked_types, g_object_get_data (G_OBJECT (check), "dr-code"),
                  gtk_check_button_get_active (check)))
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
           GHashTable    *code_sides,
           GHashTable    *ticked,
           GHashTable    *checks,
           const char    *code,
           const char    *markup,
           GCallback      toggled)
{
  GtkWidget *check = gtk_check_button_new ();
  GtkWidget *label = gtk_label_new (NULL);
  gpointer known_code, side;

  g_hash_table_lookup_extended (code_sides, code, &known_code, &side);
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_check_button_set_child (GTK_CHECK_BUTTON (check), label);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), g_hash_table_contains (ticked, known_code));
  g_object_set_data (G_OBJECT (check), "dr-code", known_code);
  g_signal_connect (check, "toggled", toggled, self);
  gtk_box_append (box, check);
  g_hash_table_insert (checks, known_code, check);
  g_hash_table_insert (self->check_sides, check, g_strdup (side));
}

static void
remove_choices (DrCardFilters *self,
                GtkBox        *box,
                GHashTable    *checks)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    {
      g_hash_table_remove (self->check_sides, child);
      g_hash_table_remove (self->side_headings, child);
      gtk_box_remove (box, child);
    }
  g_hash_table_remove_all (checks);
}

/* Grouped by side, in the catalog's order; each faction has a dot of its colour. */
static void
build_faction_checks (DrCardFilters *self)
{
  GPtrArray *factions = dr_card_names_get_factions (self->names);
  const char *const sides[] = { "corp", "runner" };

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
            add_heading (self, self->faction_box, sides[s], dr_card_names_side (self->names, sides[s]));
          headed = TRUE;
          markup = g_markup_printf_escaped ("<span foreground=\"#%s\">●</span> %s",
                                            faction->color ? faction->color : "808080", faction->name);
          add_check (self, self->faction_box, self->faction_sides, self->ticked_factions, self->faction_checks,
                     faction->code, markup, G_CALLBACK (on_faction_toggled_cb));
        }
    }
}

static void
build_type_checks (DrCardFilters *self)
{
  GPtrArray *types = dr_card_names_get_types (self->names);
  g_autoptr(GHashTable) headed = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < types->len; i++)
    {
      DrCardType *type = g_ptr_array_index (types, i);
      g_autofree char *markup = g_markup_escape_text (type->name, -1);
      const char *side = type->side_code ? type->side_code : "";

      if (g_hash_table_add (headed, (gpointer) side))
        add_heading (self, self->type_box, side,
                     /* Translators: heading of card types that both sides have, such as identities */
                     *side == '\0' ? _("Both Sides") : dr_card_names_side (self->names, side));
      add_check (self, self->type_box, self->type_sides, self->ticked_types, self->type_checks,
                 type->code, markup, G_CALLBACK (on_type_toggled_cb));
    }
}

/* The check buttons wait until their popover first opens: start-up has no
 * use for them. */
static void
build_choices (DrCardFilters *self,
               GtkBox        *box)
{
  if (self->names == NULL || gtk_widget_get_first_child (GTK_WIDGET (box)) != NULL)
    return;
  if (box == self->faction_box)
    build_faction_checks (self);
  else
    build_type_checks (self);
  show_choices_of_sides (self);
}

static void
on_faction_popup_cb (GtkMenuButton *button,
                     gpointer       user_data)
{
  DrCardFilters *self = user_data;

  build_choices (self, self->faction_box);
}

static void
on_type_popup_cb (GtkMenuButton *button,
                  gpointer       user_data)
{
  DrCardFilters *self = user_data;

  build_choices (self, self->type_box);
}

/* New names forget what was ticked. */
void
dr_card_filters_set_names (DrCardFilters *self,
                           DrCardNames   *names)
{
  GPtrArray *factions = dr_card_names_get_factions (names);
  GPtrArray *types = dr_card_names_get_types (names);
  gboolean factions_built, types_built;

  g_return_if_fail (DR_IS_CARD_FILTERS (self));

  self->updating = TRUE;
  factions_built = gtk_widget_get_first_child (GTK_WIDGET (self->faction_box)) != NULL;
  types_built = gtk_widget_get_first_child (GTK_WIDGET (self->type_box)) != NULL;
  remove_choices (self, self->faction_box, self->faction_checks);
  remove_choices (self, self->type_box, self->type_checks);
  /* These sets borrow their codes from the tables about to be refilled. */
  g_hash_table_remove_all (self->factions);
  g_hash_table_remove_all (self->types);
  g_hash_table_remove_all (self->ticked_factions);
  g_hash_table_remove_all (self->ticked_types);
  g_hash_table_remove_all (self->faction_sides);
  g_hash_table_remove_all (self->type_sides);

  dr_card_names_ref (names);
  g_clear_pointer (&self->names, dr_card_names_unref);
  self->names = names;
  for (guint i = 0; i < factions->len; i++)
    {
      DrFaction *faction = g_ptr_array_index (factions, i);

      if (g_strcmp0 (faction->side_code, "corp") == 0 || g_strcmp0 (faction->side_code, "runner") == 0)
        g_hash_table_insert (self->faction_sides, g_strdup (faction->code), g_strdup (faction->side_code));
    }
  for (guint i = 0; i < types->len; i++)
    {
      DrCardType *type = g_ptr_array_index (types, i);

      g_hash_table_insert (self->type_sides, g_strdup (type->code), g_strdup (type->side_code ? type->side_code : ""));
    }
  /* A popover already made (maybe open) is made again with the new names. */
  if (factions_built)
    build_choices (self, self->faction_box);
  if (types_built)
    build_choices (self, self->type_box);
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

/* As a click on the check button would, made or not. */
static void
set_choice_active (DrCardFilters *self,
                   GHashTable    *code_sides,
                   GHashTable    *ticked,
                   GHashTable    *checks,
                   const char    *code,
                   gboolean       active)
{
  GtkCheckButton *check = g_hash_table_lookup (checks, code);

  if (check != NULL)
    gtk_check_button_set_active (check, active);
  else if (set_ticked (code_sides, ticked, code, active))
    update_filter (self);
}

void
dr_card_filters_set_faction_active (DrCardFilters *self,
                                    const char    *faction_code,
                                    gboolean       active)
{
  g_return_if_fail (DR_IS_CARD_FILTERS (self));
  set_choice_active (self, self->faction_sides, self->ticked_factions, self->faction_checks, faction_code, active);
}

void
dr_card_filters_set_type_active (DrCardFilters *self,
                                 const char    *type_code,
                                 gboolean       active)
{
  g_return_if_fail (DR_IS_CARD_FILTERS (self));
  set_choice_active (self, self->type_sides, self->ticked_types, self->type_checks, type_code, active);
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
  g_hash_table_remove_all (self->ticked_factions);
  g_hash_table_remove_all (self->ticked_types);
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
  g_hash_table_unref (self->ticked_factions);
  g_hash_table_unref (self->ticked_types);
  g_hash_table_unref (self->faction_sides);
  g_hash_table_unref (self->type_sides);
  g_clear_pointer (&self->names, dr_card_names_unref);
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
  self->faction_sides = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->type_sides = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->ticked_factions = g_hash_table_new (g_str_hash, g_str_equal);
  self->ticked_types = g_hash_table_new (g_str_hash, g_str_equal);
  self->faction_checks = g_hash_table_new (g_str_hash, g_str_equal);
  self->type_checks = g_hash_table_new (g_str_hash, g_str_equal);
  self->side_headings = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->check_sides = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->sides = g_hash_table_new (g_str_hash, g_str_equal);
  self->factions = g_hash_table_new (g_str_hash, g_str_equal);
  self->types = g_hash_table_new (g_str_hash, g_str_equal);
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->faction_button, on_faction_popup_cb, self, NULL);
  gtk_menu_button_set_create_popup_func (self->type_button, on_type_popup_cb, self, NULL);
}
