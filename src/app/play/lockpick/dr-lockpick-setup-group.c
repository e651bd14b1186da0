/* dr-lockpick-setup-group.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-lockpick-setup-group"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "dr-lockpick-setup-group-private.h"

enum
{
  AGAINST_NORMAL,
  AGAINST_HARD,
  AGAINST_HOT_SEAT
};

enum
{
  DECKS_DEALT,
  DECKS_CHOSEN
};

struct _DrLockpickSetupGroup
{
  AdwPreferencesGroup parent_instance;

  /* Template widgets */
  AdwComboRow   *players_row;
  AdwComboRow   *seat_row;
  AdwComboRow   *opponent_row;
  AdwComboRow   *decks_row;
  GtkStringList *seats;
};

G_DEFINE_FINAL_TYPE (DrLockpickSetupGroup, dr_lockpick_setup_group, ADW_TYPE_PREFERENCES_GROUP)

static int
players (DrLockpickSetupGroup *self)
{
  return 2 + (int) adw_combo_row_get_selected (self->players_row);
}

/* What the decks' choice means at this player count: with four players
 * the server's decks are the whole box, so only the hackers choose. */
static const char *
decks_words (DrLockpickSetupGroup *self)
{
  if (adw_combo_row_get_selected (self->decks_row) != DECKS_CHOSEN)
    return _("Drawn from the box at random in the counts for the player count");
  if (players (self) == DR_LP_MAX_SEATS)
    return _("The server’s decks are the whole box; each hacker picks ten attack cards before the layout");
  return _("Each side picks its cards from the box before the layout; the Structure Core is always in");
}

/* The seats offered follow the player count; in hot-seat everybody plays. */
static void
on_players_changed_cb (DrLockpickSetupGroup *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->seats));
  guint selected = adw_combo_row_get_selected (self->seat_row);
  int wanted = players (self);

  if (n < (guint) wanted)
    for (int seat = (int) n; seat < wanted; seat++)
      gtk_string_list_append (self->seats, _(dr_lp_seat_name (NULL, seat)));
  else if (n > (guint) wanted)
    gtk_string_list_splice (self->seats, wanted, n - wanted, NULL);
  if (selected >= (guint) wanted)
    adw_combo_row_set_selected (self->seat_row, 1);
  gtk_widget_set_visible (GTK_WIDGET (self->seat_row),
                          adw_combo_row_get_selected (self->opponent_row) != AGAINST_HOT_SEAT);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->decks_row), decks_words (self));
}

void
dr_lockpick_setup_group_get (DrLockpickSetupGroup *self,
                             DrLockpickSetup      *out)
{
  guint against;
  int human;

  g_return_if_fail (DR_IS_LOCKPICK_SETUP_GROUP (self));
  against = adw_combo_row_get_selected (self->opponent_row);
  human = (int) adw_combo_row_get_selected (self->seat_row);
  out->players = players (self);
  out->policy = against == AGAINST_HARD ? DR_LOCKPICK_POLICY_SEARCH : DR_LOCKPICK_POLICY_HEURISTIC;
  for (int seat = 0; seat < DR_LP_MAX_SEATS; seat++)
    out->seat_ai[seat] = against != AGAINST_HOT_SEAT && seat != human;
  out->chosen_decks = adw_combo_row_get_selected (self->decks_row) == DECKS_CHOSEN;
}

void
dr_lockpick_setup_group_set (DrLockpickSetupGroup *self,
                             int                   n_players,
                             int                   seat,
                             guint                 opponent)
{
  g_return_if_fail (DR_IS_LOCKPICK_SETUP_GROUP (self));
  g_return_if_fail (n_players >= 2 && n_players <= DR_LP_MAX_SEATS && seat >= 0 && seat < n_players);
  adw_combo_row_set_selected (self->players_row, (guint) n_players - 2);
  adw_combo_row_set_selected (self->opponent_row, opponent);
  adw_combo_row_set_selected (self->seat_row, (guint) seat);
}

static void
dr_lockpick_setup_group_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_LOCKPICK_SETUP_GROUP);
  G_OBJECT_CLASS (dr_lockpick_setup_group_parent_class)->dispose (object);
}

static void
dr_lockpick_setup_group_class_init (DrLockpickSetupGroupClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_lockpick_setup_group_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-lockpick-setup-group.ui");
  gtk_widget_class_bind_template_child (widget_class, DrLockpickSetupGroup, players_row);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickSetupGroup, seat_row);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickSetupGroup, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickSetupGroup, decks_row);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickSetupGroup, seats);
  gtk_widget_class_bind_template_callback (widget_class, on_players_changed_cb);
}

static void
dr_lockpick_setup_group_init (DrLockpickSetupGroup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  on_players_changed_cb (self);
}
