/* dr-burncycle-dice-page.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle-dice-page"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-burncycle-dice-page-private.h"
#include "dr-list-box.h"

/* burncycle's special dice: a button per die, the result spelled out from
 * the seed's tables, what the app assumes of faces the sheet does not show,
 * and a log of the rolls of this sitting. */
struct _DrBurncycleDicePage
{
  GtkWidget     parent_instance;

  /* Template widgets */
  GtkFlowBox   *buttons_box;
  GtkWidget    *result_box;
  GtkLabel     *die_label;
  GtkLabel     *result_label;
  GtkLabel     *text_label;
  GtkLabel     *note_label;
  GtkListBox   *log_list;
  GtkButton    *clear_button;

  GRand        *rand;
  guint         n_logged;
};

G_DEFINE_FINAL_TYPE (DrBurncycleDicePage, dr_burncycle_dice_page, GTK_TYPE_WIDGET)

guint
dr_burncycle_dice_page_roll (DrBurncycleDicePage *self,
                             DrBurncycleDie       die)
{
  const DrBurncycleDieInfo *info;
  const DrBurncycleFace *face;
  GtkWidget *row;
  g_autofree char *title = NULL;
  g_autofree char *time = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  guint index;

  g_return_val_if_fail (DR_IS_BURNCYCLE_DICE_PAGE (self), 0);
  g_return_val_if_fail (die < DR_BURNCYCLE_N_DICE, 0);

  info = dr_burncycle_die_info (die);
  index = dr_burncycle_die_roll (die, self->rand);
  face = &info->faces[index];
  gtk_label_set_text (self->die_label, _(info->name));
  gtk_label_set_text (self->result_label, _(face->label));
  gtk_label_set_text (self->text_label, _(face->text));
  gtk_widget_set_visible (self->result_box, TRUE);
  gtk_label_set_text (self->note_label, info->note != NULL ? _(info->note) : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), info->note != NULL);

  row = adw_action_row_new ();
  /* Translators: a logged roll, "Ping die: Threat" */
  title = g_strdup_printf (_("%s: %s"), _(info->name), _(face->label));
  time = g_date_time_format (now, "%X");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(face->text));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_label_new (time));
  gtk_list_box_prepend (self->log_list, row);
  self->n_logged++;
  gtk_widget_set_sensitive (GTK_WIDGET (self->clear_button), TRUE);
  return index;
}

void
dr_burncycle_dice_page_clear_log (DrBurncycleDicePage *self)
{
  g_return_if_fail (DR_IS_BURNCYCLE_DICE_PAGE (self));

  dr_list_box_remove_all (self->log_list);
  self->n_logged = 0;
  gtk_widget_set_sensitive (GTK_WIDGET (self->clear_button), FALSE);
}

static void
on_die_clicked_cb (GtkButton           *button,
                   DrBurncycleDicePage *self)
{
  dr_burncycle_dice_page_roll (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "die")));
}

void
dr_burncycle_dice_page_set_seed (DrBurncycleDicePage *self,
                                 guint32              seed)
{
  g_return_if_fail (DR_IS_BURNCYCLE_DICE_PAGE (self));
  g_rand_set_seed (self->rand, seed);
}

guint
dr_burncycle_dice_page_get_n_logged (DrBurncycleDicePage *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_DICE_PAGE (self), 0);
  return self->n_logged;
}

const char *
dr_burncycle_dice_page_get_result (DrBurncycleDicePage *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_DICE_PAGE (self), NULL);
  return gtk_label_get_text (self->result_label);
}

const char *
dr_burncycle_dice_page_get_text (DrBurncycleDicePage *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_DICE_PAGE (self), NULL);
  return gtk_label_get_text (self->text_label);
}

const char *
dr_burncycle_dice_page_get_note (DrBurncycleDicePage *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_DICE_PAGE (self), NULL);
  return gtk_label_get_text (self->note_label);
}

static void
dr_burncycle_dice_page_dispose (GObject *object)
{
  DrBurncycleDicePage *self = DR_BURNCYCLE_DICE_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_BURNCYCLE_DICE_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->rand, g_rand_free);
  G_OBJECT_CLASS (dr_burncycle_dice_page_parent_class)->dispose (object);
}

static void
dr_burncycle_dice_page_class_init (DrBurncycleDicePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_burncycle_dice_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-burncycle-dice-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleDicePage, buttons_box);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleDicePage, result_box);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleDicePage, die_label);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleDicePage, result_label);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleDicePage, text_label);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleDicePage, note_label);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleDicePage, log_list);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleDicePage, clear_button);
  gtk_widget_class_bind_template_callback (widget_class, dr_burncycle_dice_page_clear_log);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
dr_burncycle_dice_page_init (DrBurncycleDicePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rand = g_rand_new ();
  for (DrBurncycleDie die = 0; die < DR_BURNCYCLE_N_DICE; die++)
    {
      GtkWidget *button = gtk_button_new_with_label (_(dr_burncycle_die_info (die)->name));

      gtk_widget_add_css_class (button, "pill");
      gtk_widget_set_tooltip_text (button, _("Roll this die"));
      g_object_set_data (G_OBJECT (button), "die", GUINT_TO_POINTER (die));
      g_signal_connect (button, "clicked", G_CALLBACK (on_die_clicked_cb), self);
      gtk_flow_box_append (self->buttons_box, button);
    }
}
