/* dr-burncycle-trackers.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle-trackers"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-burncycle-dice.h"
#include "dr-burncycle-trackers-private.h"

/* The small trackers of a burncycle table: threat, the CEO's network level,
 * each agent's energy and network level, the burncycle's tokens (degraded
 * or not) and its marker. Every change goes to the table and out through
 * "changed", which the view saves. */
struct _DrBurncycleTrackers
{
  GtkWidget          parent_instance;

  /* Template widgets */
  GtkSpinButton     *threat_spin;
  GtkSpinButton     *ceo_spin;
  AdwPreferencesGroup *agents_group;
  AdwPreferencesGroup *burncycle_group;
  GtkLabel          *roll_label;

  /* Borrowed from the groups */
  GtkWidget         *agent_rows[DR_BURNCYCLE_MAX_PLAYERS];
  GtkSpinButton     *energy_spins[DR_BURNCYCLE_MAX_PLAYERS];
  GtkSpinButton     *level_spins[DR_BURNCYCLE_MAX_PLAYERS];
  GtkDropDown       *token_drops[DR_BURNCYCLE_MAX_SLOTS];
  GtkCheckButton    *degraded_checks[DR_BURNCYCLE_MAX_SLOTS];
  GtkCheckButton    *marker_checks[DR_BURNCYCLE_MAX_SLOTS];

  GRand             *rand;
  DrBurncycleTable  *table;      /* borrowed */
  gboolean           updating;   /* the widgets are being set from the table */
};

G_DEFINE_FINAL_TYPE (DrBurncycleTrackers, dr_burncycle_trackers, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
dr_burncycle_trackers_refresh (DrBurncycleTrackers *self)
{
  g_return_if_fail (DR_IS_BURNCYCLE_TRACKERS (self));

  if (self->table == NULL)
    return;
  self->updating = TRUE;
  gtk_spin_button_set_value (self->threat_spin, self->table->threat);
  gtk_spin_button_set_value (self->ceo_spin, self->table->ceo_network_level);
  for (int i = 0; i < DR_BURNCYCLE_MAX_PLAYERS; i++)
    {
      gtk_widget_set_visible (self->agent_rows[i], i < self->table->players);
      gtk_spin_button_set_value (self->energy_spins[i], self->table->agents[i].energy);
      gtk_spin_button_set_value (self->level_spins[i], self->table->agents[i].network_level);
    }
  for (int i = 0; i < DR_BURNCYCLE_MAX_SLOTS; i++)
    {
      gboolean has_token = self->table->slots[i].token != DR_BURNCYCLE_TOKEN_NONE;

      gtk_drop_down_set_selected (self->token_drops[i], self->table->slots[i].token);
      gtk_check_button_set_active (self->degraded_checks[i], self->table->slots[i].degraded);
      gtk_widget_set_sensitive (GTK_WIDGET (self->degraded_checks[i]), has_token);
      gtk_check_button_set_active (self->marker_checks[i], self->table->marker == i + 1);
    }
  self->updating = FALSE;
}

/* Every widget back into the table. */
static void
on_value_changed_cb (DrBurncycleTrackers *self)
{
  if (self->updating || self->table == NULL)
    return;
  self->table->threat = gtk_spin_button_get_value_as_int (self->threat_spin);
  self->table->ceo_network_level = gtk_spin_button_get_value_as_int (self->ceo_spin);
  for (int i = 0; i < DR_BURNCYCLE_MAX_PLAYERS; i++)
    {
      self->table->agents[i].energy = gtk_spin_button_get_value_as_int (self->energy_spins[i]);
      self->table->agents[i].network_level = gtk_spin_button_get_value_as_int (self->level_spins[i]);
    }
  self->table->marker = 0;
  for (int i = 0; i < DR_BURNCYCLE_MAX_SLOTS; i++)
    {
      self->table->slots[i].token = gtk_drop_down_get_selected (self->token_drops[i]);
      self->table->slots[i].degraded = gtk_check_button_get_active (self->degraded_checks[i]);
      if (gtk_check_button_get_active (self->marker_checks[i]))
        self->table->marker = i + 1;
    }
  dr_burncycle_table_clamp (self->table);
  dr_burncycle_trackers_refresh (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

guint
dr_burncycle_trackers_roll_degrade (DrBurncycleTrackers *self)
{
  const DrBurncycleDieInfo *die = dr_burncycle_die_info (DR_BURNCYCLE_DIE_BURNCYCLE);
  g_autofree char *text = NULL;
  guint face;
  int degraded;

  g_return_val_if_fail (DR_IS_BURNCYCLE_TRACKERS (self), 0);
  g_return_val_if_fail (self->table != NULL, 0);

  face = dr_burncycle_die_roll (DR_BURNCYCLE_DIE_BURNCYCLE, self->rand);
  if (die->faces[face].slot == 0)
    text = g_strdup (_("Burncycle die: any token. Degrade the token of your choice below."));
  else if ((degraded = dr_burncycle_table_degrade (self->table, die->faces[face].slot)) == 0)
    text = g_strdup_printf (_("Burncycle die: slot %d. No active token is left to degrade."),
                            die->faces[face].slot);
  else
    text = g_strdup_printf (_("Burncycle die: slot %d. The token in slot %d is degraded."), die->faces[face].slot,
                            degraded);
  gtk_label_set_text (self->roll_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->roll_label), TRUE);
  dr_burncycle_trackers_refresh (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return face;
}

static void
on_roll_clicked_cb (DrBurncycleTrackers *self)
{
  if (self->table != NULL)
    dr_burncycle_trackers_roll_degrade (self);
}

static GtkWidget *
labelled (GtkWidget  *widget,
          const char *label)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *caption = gtk_label_new (label);

  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (box), caption);
  gtk_box_append (GTK_BOX (box), widget);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return box;
}

static GtkSpinButton *
new_spin (DrBurncycleTrackers *self,
          int                  lower,
          int                  upper)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (on_value_changed_cb), self);
  return GTK_SPIN_BUTTON (spin);
}

static void
build_agent_rows (DrBurncycleTrackers *self)
{
  for (int i = 0; i < DR_BURNCYCLE_MAX_PLAYERS; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      /* Translators: the agent of player N in the burncycle trackers */
      g_autofree char *title = g_strdup_printf (_("Agent %d"), i + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      self->energy_spins[i] = new_spin (self, 0, DR_BURNCYCLE_MAX_ENERGY);
      self->level_spins[i] = new_spin (self, DR_BURNCYCLE_MIN_NETWORK_LEVEL, DR_BURNCYCLE_MAX_NETWORK_LEVEL);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), labelled (GTK_WIDGET (self->energy_spins[i]), _("Energy")));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), labelled (GTK_WIDGET (self->level_spins[i]),
                                                                 _("Network level")));
      adw_preferences_group_add (self->agents_group, row);
      self->agent_rows[i] = row;
    }
}

static void
build_slot_rows (DrBurncycleTrackers *self)
{
  const char *tokens[DR_BURNCYCLE_N_TOKENS + 1] = { NULL };

  for (DrBurncycleToken t = 0; t < DR_BURNCYCLE_N_TOKENS; t++)
    tokens[t] = dr_burncycle_token_label (t);
  for (int i = 0; i < DR_BURNCYCLE_MAX_SLOTS; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *drop = gtk_drop_down_new_from_strings (tokens);
      GtkWidget *degraded = gtk_check_button_new_with_label (_("Degraded"));
      GtkWidget *marker = gtk_check_button_new_with_label (_("Marker"));
      /* Translators: a slot of the burncycle, numbered from the left */
      g_autofree char *title = g_strdup_printf (_("Slot %d"), i + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (degraded, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (marker, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      if (i > 0)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (marker), self->marker_checks[0]);
      g_signal_connect_swapped (drop, "notify::selected", G_CALLBACK (on_value_changed_cb), self);
      g_signal_connect_swapped (degraded, "toggled", G_CALLBACK (on_value_changed_cb), self);
      g_signal_connect_swapped (marker, "toggled", G_CALLBACK (on_value_changed_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), degraded);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), marker);
      adw_preferences_group_add (self->burncycle_group, row);
      self->token_drops[i] = GTK_DROP_DOWN (drop);
      self->degraded_checks[i] = GTK_CHECK_BUTTON (degraded);
      self->marker_checks[i] = GTK_CHECK_BUTTON (marker);
    }
}

void
dr_burncycle_trackers_set_table (DrBurncycleTrackers *self,
                                 DrBurncycleTable    *table)
{
  g_return_if_fail (DR_IS_BURNCYCLE_TRACKERS (self));

  self->table = table;
  dr_burncycle_trackers_refresh (self);
}

void
dr_burncycle_trackers_set_seed (DrBurncycleTrackers *self,
                                guint32              seed)
{
  g_return_if_fail (DR_IS_BURNCYCLE_TRACKERS (self));
  g_rand_set_seed (self->rand, seed);
}

GtkSpinButton *
dr_burncycle_trackers_get_energy (DrBurncycleTrackers *self,
                                  int                  agent)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_TRACKERS (self), NULL);
  g_return_val_if_fail (agent >= 1 && agent <= DR_BURNCYCLE_MAX_PLAYERS, NULL);
  return self->energy_spins[agent - 1];
}

GtkSpinButton *
dr_burncycle_trackers_get_level (DrBurncycleTrackers *self,
                                 int                  agent)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_TRACKERS (self), NULL);
  g_return_val_if_fail (agent >= 1 && agent <= DR_BURNCYCLE_MAX_PLAYERS, NULL);
  return self->level_spins[agent - 1];
}

GtkWidget *
dr_burncycle_trackers_get_agent_row (DrBurncycleTrackers *self,
                                     int                  agent)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_TRACKERS (self), NULL);
  g_return_val_if_fail (agent >= 1 && agent <= DR_BURNCYCLE_MAX_PLAYERS, NULL);
  return self->agent_rows[agent - 1];
}

GtkDropDown *
dr_burncycle_trackers_get_token (DrBurncycleTrackers *self,
                                 int                  slot)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_TRACKERS (self), NULL);
  g_return_val_if_fail (slot >= 1 && slot <= DR_BURNCYCLE_MAX_SLOTS, NULL);
  return self->token_drops[slot - 1];
}

GtkCheckButton *
dr_burncycle_trackers_get_degraded (DrBurncycleTrackers *self,
                                    int                  slot)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_TRACKERS (self), NULL);
  g_return_val_if_fail (slot >= 1 && slot <= DR_BURNCYCLE_MAX_SLOTS, NULL);
  return self->degraded_checks[slot - 1];
}

GtkCheckButton *
dr_burncycle_trackers_get_marker (DrBurncycleTrackers *self,
                                  int                  slot)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_TRACKERS (self), NULL);
  g_return_val_if_fail (slot >= 1 && slot <= DR_BURNCYCLE_MAX_SLOTS, NULL);
  return self->marker_checks[slot - 1];
}

const char *
dr_burncycle_trackers_get_roll_text (DrBurncycleTrackers *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_TRACKERS (self), NULL);
  return gtk_label_get_text (self->roll_label);
}

static void
dr_burncycle_trackers_dispose (GObject *object)
{
  DrBurncycleTrackers *self = DR_BURNCYCLE_TRACKERS (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_BURNCYCLE_TRACKERS);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->rand, g_rand_free);
  self->table = NULL;
  G_OBJECT_CLASS (dr_burncycle_trackers_parent_class)->dispose (object);
}

static void
dr_burncycle_trackers_class_init (DrBurncycleTrackersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_burncycle_trackers_dispose;

  /* The table changed: it is to be saved. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-burncycle-trackers.ui");
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTrackers, threat_spin);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTrackers, ceo_spin);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTrackers, agents_group);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTrackers, burncycle_group);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleTrackers, roll_label);
  gtk_widget_class_bind_template_callback (widget_class, on_value_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_roll_clicked_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
dr_burncycle_trackers_init (DrBurncycleTrackers *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rand = g_rand_new ();
  self->updating = TRUE;
  build_agent_rows (self);
  build_slot_rows (self);
  self->updating = FALSE;
}
