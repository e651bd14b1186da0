/* dr-play-rig.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-rig"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "dr-play-card.h"
#include "dr-play-rig.h"
#include "dr-play-seat-status.h"
#include "dr-play-server.h"
#include "dr-play-util.h"

struct _DrPlayRig
{
  GtkWidget         parent_instance;

  /* Template widgets */
  GtkBox           *status_row;
  AdwBin           *identity_slot;
  DrPlaySeatStatus *status;
  GtkBox           *piles_box;
  AdwBin           *score_slot;
  GtkBox           *rig_box;
  GtkLabel         *programs_label;
  GtkBox           *programs_box;
  GtkBox           *hardware_box;
  GtkBox           *resources_box;

  int               seat;
};

G_DEFINE_FINAL_TYPE (DrPlayRig, dr_play_rig, GTK_TYPE_WIDGET)

static void
set_pile (GtkWidget      *card,
          DrPlayScene    *scene,
          const DrNrPile *pile,
          const char     *name)
{
  dr_play_card_set_pile (DR_PLAY_CARD (card), scene, pile->ids, pile->n, name, FALSE);
}

/* The rig's widgets are kept from one scene to the next: its cards by their ids. */
void
dr_play_rig_set (DrPlayRig   *self,
                 DrPlayScene *scene,
                 int          seat,
                 gboolean     at_top)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  const DrNrSeat *runner = &s->seats[seat];
  g_autofree char *programs = NULL;

  g_return_if_fail (DR_IS_PLAY_RIG (self));

  self->seat = seat;
  dr_play_card_set_card (dr_play_slot_card (self->identity_slot), scene, runner->identity);
  dr_play_seat_status_set (self->status, scene, seat);
  if (gtk_widget_get_first_child (GTK_WIDGET (self->piles_box)) == NULL)
    {
      gtk_box_append (self->piles_box, dr_play_card_new ());
      gtk_box_append (self->piles_box, dr_play_card_new ());
    }
  set_pile (gtk_widget_get_first_child (GTK_WIDGET (self->piles_box)), scene, &runner->deck, _("Stack"));
  set_pile (gtk_widget_get_last_child (GTK_WIDGET (self->piles_box)), scene, &runner->discard, _("Heap"));
  dr_play_set_score_pile (dr_play_slot_card (self->score_slot), scene, seat);

  /* Translators: the programs row of a rig and the memory it uses, "Programs · 3/4 MU" */
  programs = g_strdup_printf (_("Programs · %d/%d MU"), dr_nr_memory_used (s, seat), dr_nr_memory (s, seat));
  gtk_label_set_text (self->programs_label, programs);
  dr_play_sync_row (GTK_WIDGET (self->programs_box), scene, runner->programs.ids, runner->programs.n);
  dr_play_sync_row (GTK_WIDGET (self->hardware_box), scene, runner->hardware.ids, runner->hardware.n);
  dr_play_sync_row (GTK_WIDGET (self->resources_box), scene, runner->resources.ids, runner->resources.n);
  gtk_widget_set_valign (GTK_WIDGET (self->rig_box), at_top ? GTK_ALIGN_START : GTK_ALIGN_END);
  if (s->n_seats > 2 && s->active_runner == seat)
    gtk_widget_add_css_class (GTK_WIDGET (self), "play-active-runner");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "play-active-runner");
}

static void
dr_play_rig_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_RIG);
  dr_play_remove_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (dr_play_rig_parent_class)->dispose (object);
}

static void
dr_play_rig_class_init (DrPlayRigClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_play_rig_dispose;
  g_type_ensure (DR_TYPE_PLAY_SEAT_STATUS);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-rig.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayRig, status_row);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRig, identity_slot);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRig, status);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRig, piles_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRig, score_slot);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRig, rig_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRig, programs_label);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRig, programs_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRig, hardware_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRig, resources_box);
  gtk_widget_class_set_css_name (widget_class, "playrig");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
dr_play_rig_init (DrPlayRig *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
