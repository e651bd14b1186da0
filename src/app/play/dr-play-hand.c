/* dr-play-hand.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-hand"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-play-card.h"
#include "dr-play-hand.h"
#include "dr-play-server.h"
#include "dr-play-util.h"

struct _DrPlayHand
{
  GtkWidget  parent_instance;

  GtkWidget *label;
  GtkWidget *scrolled;
  GtkWidget *cards_box;
};

G_DEFINE_FINAL_TYPE (DrPlayHand, dr_play_hand, GTK_TYPE_WIDGET)

void
dr_play_hand_set_scene (DrPlayHand  *self,
                        DrPlayScene *scene)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  int viewer = dr_play_scene_get_viewer (scene);
  const DrNrPile *hand;
  g_autofree char *label = NULL;

  g_return_if_fail (DR_IS_PLAY_HAND (self));

  /* A spectator has no hand. */
  gtk_widget_set_visible (GTK_WIDGET (self), viewer >= 0 && viewer < s->n_seats);
  if (viewer < 0 || viewer >= s->n_seats)
    {
      dr_play_remove_children (self->cards_box);
      return;
    }
  hand = &s->seats[viewer].hand;
  label = viewer == DR_NR_CORP_SEAT
        /* Translators: above the Corp's hand, with its size and the maximum */
        ? g_strdup_printf (_("HQ: %d of %d"), hand->n, dr_nr_hand_size (s, viewer))
        /* Translators: above a Runner's hand, with its size and the maximum */
        : g_strdup_printf (_("Grip: %d of %d"), hand->n, dr_nr_hand_size (s, viewer));
  gtk_label_set_text (GTK_LABEL (self->label), label);
  /* Cards in hand host nothing: each keeps its widget while it stays. */
  {
    int ids[DR_NR_MAX_CARDS];

    for (int i = 0; i < hand->n; i++)
      ids[i] = hand->ids[i];
    dr_play_sync_cards (self->cards_box, NULL, scene, ids, hand->n, FALSE);
  }
}

static void
dr_play_hand_dispose (GObject *object)
{
  dr_play_remove_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (dr_play_hand_parent_class)->dispose (object);
}

static void
dr_play_hand_class_init (DrPlayHandClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_play_hand_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "playhand");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* Built in code: a label and a row that scrolls sideways when the hand is long. */
static void
dr_play_hand_init (DrPlayHand *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 4);
  self->label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0.0);
  gtk_widget_add_css_class (self->label, "caption-heading");
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  self->cards_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* An empty hand keeps its row: the table above does not move. */
  gtk_widget_set_size_request (self->cards_box, -1, DR_PLAY_CARD_HEIGHT);
  gtk_widget_set_halign (self->cards_box, GTK_ALIGN_CENTER);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->cards_box);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
}
