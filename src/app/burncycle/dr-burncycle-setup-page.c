/* dr-burncycle-setup-page.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle-setup-page"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-burncycle-setup-page-private.h"

/* The set-up assistant: players, difficulty and active slots chosen at the
 * top, the sixteen steps below as a checklist whose ticks are kept with the
 * table. "Set the Trackers" starts the turn guide's trackers from it. */
struct _DrBurncycleSetupPage
{
  GtkWidget          parent_instance;

  /* Template widgets */
  AdwComboRow       *players_row;
  AdwComboRow       *difficulty_row;
  AdwComboRow       *slots_row;
  GtkBox            *steps_box;

  /* Owned */
  DrBurncycleSetup  *setup;
  GPtrArray         *checks;     /* GtkCheckButton (borrowed from the steps), one per line */

  /* Borrowed */
  DrBurncycleTable  *table;
  gboolean           updating;   /* the rows are being set from the table */
};

G_DEFINE_FINAL_TYPE (DrBurncycleSetupPage, dr_burncycle_setup_page, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  TRACKERS_SET,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_check_toggled_cb (GtkCheckButton       *check,
                     DrBurncycleSetupPage *self)
{
  guint line = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "line"));
  guint64 bit = G_GUINT64_CONSTANT (1) << line;

  if (self->table == NULL || self->updating)
    return;
  if (gtk_check_button_get_active (check))
    self->table->checked |= bit;
  else
    self->table->checked &= ~bit;
  g_signal_emit (self, signals[CHANGED], 0);
}

static const char *
line_icon (DrBurncycleLineKind kind)
{
  switch (kind)
    {
    case DR_BURNCYCLE_LINE_DRAWN:
      return "media-playlist-shuffle-symbolic";
    case DR_BURNCYCLE_LINE_COUNT:
      return "view-list-bullet-symbolic";
    case DR_BURNCYCLE_LINE_TABLE:
    default:
      return NULL;
    }
}

static const char *
line_tooltip (DrBurncycleLineKind kind)
{
  switch (kind)
    {
    case DR_BURNCYCLE_LINE_DRAWN:
      return _("Drawn by the app");
    case DR_BURNCYCLE_LINE_COUNT:
      return _("Worked out for your player count");
    case DR_BURNCYCLE_LINE_TABLE:
    default:
      return NULL;
    }
}

static GtkWidget *
line_row (DrBurncycleSetupPage       *self,
          const DrBurncycleSetupLine *line)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  const char *icon = line_icon (line->kind);
  guint index = self->checks->len;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), line->text);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, line->text, -1);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                               index < 64 && (self->table->checked & (G_GUINT64_CONSTANT (1) << index)) != 0);
  g_object_set_data (G_OBJECT (check), "line", GUINT_TO_POINTER (index));
  g_signal_connect (check, "toggled", G_CALLBACK (on_check_toggled_cb), self);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  if (icon != NULL)
    {
      GtkWidget *image = gtk_image_new_from_icon_name (icon);

      gtk_widget_set_tooltip_text (image, line_tooltip (line->kind));
      gtk_widget_add_css_class (image, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), image);
    }
  g_ptr_array_add (self->checks, check);
  return row;
}

static void
rebuild_steps (DrBurncycleSetupPage *self)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->steps_box))) != NULL)
    gtk_box_remove (self->steps_box, child);
  g_ptr_array_set_size (self->checks, 0);
  g_clear_pointer (&self->setup, dr_burncycle_setup_free);
  if (self->table == NULL)
    return;
  self->setup = dr_burncycle_setup_new (self->table->players, self->table->difficulty, self->table->active_slots,
                                        self->table->seed, &error);
  if (self->setup == NULL)
    {
      g_warning ("%s", error->message);
      return;
    }
  self->updating = TRUE;
  for (guint i = 0; i < self->setup->steps->len; i++)
    {
      const DrBurncycleSetupStep *step = g_ptr_array_index (self->setup->steps, i);
      GtkWidget *group = adw_preferences_group_new ();
      /* Translators: a set-up step's heading, "12. Burncycle" */
      g_autofree char *title = g_strdup_printf (_("%d. %s"), step->number, step->title);

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
      for (guint j = 0; j < step->lines->len; j++)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), line_row (self, g_ptr_array_index (step->lines, j)));
      gtk_box_append (self->steps_box, group);
    }
  self->updating = FALSE;
}

/* The rows show the table's choices. */
static void
show_choices (DrBurncycleSetupPage *self)
{
  self->updating = TRUE;
  adw_combo_row_set_selected (self->players_row, self->table->players - 1);
  adw_combo_row_set_selected (self->difficulty_row, self->table->difficulty);
  adw_combo_row_set_selected (self->slots_row, self->table->active_slots);
  self->updating = FALSE;
}

void
dr_burncycle_setup_page_choose (DrBurncycleSetupPage  *self,
                                int                    players,
                                DrBurncycleDifficulty  difficulty,
                                int                    active_slots)
{
  g_return_if_fail (DR_IS_BURNCYCLE_SETUP_PAGE (self));
  g_return_if_fail (self->table != NULL);

  self->table->players = players;
  self->table->difficulty = difficulty;
  self->table->active_slots = active_slots;
  self->table->checked = 0;
  dr_burncycle_table_clamp (self->table);
  show_choices (self);
  rebuild_steps (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_choice_changed_cb (DrBurncycleSetupPage *self)
{
  if (self->updating || self->table == NULL)
    return;
  dr_burncycle_setup_page_choose (self, adw_combo_row_get_selected (self->players_row) + 1,
                                  adw_combo_row_get_selected (self->difficulty_row),
                                  adw_combo_row_get_selected (self->slots_row));
}

static void
dr_burncycle_setup_page_draw_again (DrBurncycleSetupPage *self)
{
  g_return_if_fail (DR_IS_BURNCYCLE_SETUP_PAGE (self));

  if (self->table == NULL)
    return;
  self->table->seed = g_random_int ();
  self->table->checked = 0;
  rebuild_steps (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
dr_burncycle_setup_page_set_trackers (DrBurncycleSetupPage *self)
{
  g_return_if_fail (DR_IS_BURNCYCLE_SETUP_PAGE (self));

  if (self->table == NULL || self->setup == NULL)
    return;
  dr_burncycle_table_start (self->table, self->setup);
  g_signal_emit (self, signals[CHANGED], 0);
  g_signal_emit (self, signals[TRACKERS_SET], 0);
}

static void
on_reset_response_cb (AdwMessageDialog     *dialog,
                      const char           *response,
                      DrBurncycleSetupPage *self)
{
  if (g_str_equal (response, "reset"))
    dr_burncycle_setup_page_set_trackers (self);
}

/* The trackers may hold a game in progress: asked first. */
static void
on_trackers_clicked_cb (DrBurncycleSetupPage *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                              _("Set the Trackers From This Set-Up?"),
                                              _("The threat, the network levels, the agents' energy and the "
                                                "burncycle's tokens are replaced by those of this set-up."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "reset", _("_Set"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "reset");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_reset_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
dr_burncycle_setup_page_set_table (DrBurncycleSetupPage *self,
                                   DrBurncycleTable     *table)
{
  g_return_if_fail (DR_IS_BURNCYCLE_SETUP_PAGE (self));

  self->table = table;
  if (table != NULL)
    show_choices (self);
  rebuild_steps (self);
}

const DrBurncycleSetup *
dr_burncycle_setup_page_get_setup (DrBurncycleSetupPage *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_SETUP_PAGE (self), NULL);
  return self->setup;
}

GtkCheckButton *
dr_burncycle_setup_page_get_check (DrBurncycleSetupPage *self,
                                   guint                 line)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_SETUP_PAGE (self), NULL);
  return line < self->checks->len ? g_ptr_array_index (self->checks, line) : NULL;
}

static void
fill_choices (DrBurncycleSetupPage *self)
{
  GtkStringList *players = gtk_string_list_new (NULL);
  GtkStringList *difficulties = gtk_string_list_new (NULL);
  GtkStringList *slots = gtk_string_list_new (NULL);

  for (int n = DR_BURNCYCLE_MIN_PLAYERS; n <= DR_BURNCYCLE_MAX_PLAYERS; n++)
    {
      g_autofree char *label = g_strdup_printf (ngettext ("%d player", "%d players", n), n);

      gtk_string_list_append (players, label);
    }
  for (DrBurncycleDifficulty d = 0; d < DR_BURNCYCLE_N_DIFFICULTIES; d++)
    gtk_string_list_append (difficulties, dr_burncycle_difficulty_label (d));
  gtk_string_list_append (slots, _("Not counted yet"));
  for (int n = 1; n <= DR_BURNCYCLE_MAX_SLOTS; n++)
    {
      g_autofree char *label = g_strdup_printf ("%d", n);

      gtk_string_list_append (slots, label);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->players_row, G_LIST_MODEL (players));
  adw_combo_row_set_model (self->difficulty_row, G_LIST_MODEL (difficulties));
  adw_combo_row_set_model (self->slots_row, G_LIST_MODEL (slots));
  self->updating = FALSE;
  g_object_unref (players);
  g_object_unref (difficulties);
  g_object_unref (slots);
}

static void
dr_burncycle_setup_page_dispose (GObject *object)
{
  DrBurncycleSetupPage *self = DR_BURNCYCLE_SETUP_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_BURNCYCLE_SETUP_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->checks, g_ptr_array_unref);
  g_clear_pointer (&self->setup, dr_burncycle_setup_free);
  self->table = NULL;
  G_OBJECT_CLASS (dr_burncycle_setup_page_parent_class)->dispose (object);
}

static void
dr_burncycle_setup_page_class_init (DrBurncycleSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_burncycle_setup_page_dispose;

  /* The table changed (choices, ticks, trackers): it is to be saved. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The trackers were set from the set-up. */
  signals[TRACKERS_SET] = g_signal_new ("trackers-set", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-burncycle-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleSetupPage, players_row);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleSetupPage, difficulty_row);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleSetupPage, slots_row);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleSetupPage, steps_box);
  gtk_widget_class_bind_template_callback (widget_class, on_choice_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_trackers_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, dr_burncycle_setup_page_draw_again);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
dr_burncycle_setup_page_init (DrBurncycleSetupPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->checks = g_ptr_array_new ();
  fill_choices (self);
}
