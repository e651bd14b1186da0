/* dr-play-board.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-board"

#include "config.h"

#include <string.h>

#include "dr-play-board.h"
#include "dr-play-corp-area.h"
#include "dr-play-rig.h"
#include "dr-play-util.h"

struct _DrPlayBoard
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkBox         *top_box;
  GtkBox         *bottom_box;

  /* Kept from one scene to the next, moved between the boxes as the viewer changes */
  DrPlayCorpArea *corp_area;
  DrPlayRig      *rigs[DR_NR_MAX_SEATS];
};

G_DEFINE_FINAL_TYPE (DrPlayBoard, dr_play_board, GTK_TYPE_WIDGET)

static void
place (GtkWidget *area,
       GtkBox    *box)
{
  GtkWidget *parent = gtk_widget_get_parent (area);

  if (parent == GTK_WIDGET (box))
    {
      gtk_box_reorder_child_after (box, area, gtk_widget_get_last_child (GTK_WIDGET (box)));
      return;
    }
  g_object_ref (area);
  if (parent != NULL)
    gtk_box_remove (GTK_BOX (parent), area);
  gtk_box_append (box, area);
  g_object_unref (area);
}

void
dr_play_board_set_scene (DrPlayBoard *self,
                         DrPlayScene *scene)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  int viewer = dr_play_scene_get_viewer (scene);
  gboolean corp_viewer = viewer == DR_NR_CORP_SEAT;

  g_return_if_fail (DR_IS_PLAY_BOARD (self));

  if (self->corp_area == NULL)
    self->corp_area = g_object_new (DR_TYPE_PLAY_CORP_AREA, NULL);
  dr_play_corp_area_set (self->corp_area, scene, !corp_viewer);
  place (GTK_WIDGET (self->corp_area), corp_viewer ? self->bottom_box : self->top_box);

  for (int seat = 1; seat < DR_NR_MAX_SEATS; seat++)
    {
      gboolean near;

      if (seat >= s->n_seats)
        {
          if (self->rigs[seat] != NULL)
            gtk_box_remove (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->rigs[seat]))),
                            GTK_WIDGET (self->rigs[seat]));
          self->rigs[seat] = NULL;
          continue;
        }
      /* The viewer's rig near; a spectator sees every Runner near the Corp's opponent side. */
      near = viewer == seat || viewer < 0 || viewer >= s->n_seats;
      if (self->rigs[seat] == NULL)
        self->rigs[seat] = g_object_new (DR_TYPE_PLAY_RIG, NULL);
      dr_play_rig_set (self->rigs[seat], scene, seat, !near);
      place (GTK_WIDGET (self->rigs[seat]), corp_viewer || !near ? self->top_box : self->bottom_box);
    }
  /* Each side is a row of the table: the Corp first across the table from a
   * Runner, the other Runners after it, in seat order. */
  if (!corp_viewer)
    gtk_box_reorder_child_after (self->top_box, GTK_WIDGET (self->corp_area), NULL);
}

static void
dr_play_board_dispose (GObject *object)
{
  DrPlayBoard *self = DR_PLAY_BOARD (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_BOARD);
  dr_play_remove_children (GTK_WIDGET (object));
  self->corp_area = NULL;
  memset (self->rigs, 0, sizeof self->rigs);
  G_OBJECT_CLASS (dr_play_board_parent_class)->dispose (object);
}

static void
dr_play_board_class_init (DrPlayBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_play_board_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-board.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayBoard, top_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlayBoard, bottom_box);
  gtk_widget_class_set_css_name (widget_class, "playboard");
}

static void
dr_play_board_init (DrPlayBoard *self)
{
  dr_play_ensure_style ();
  gtk_widget_init_template (GTK_WIDGET (self));
}
