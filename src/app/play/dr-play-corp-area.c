/* dr-play-corp-area.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-corp-area"

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "dr-play-card.h"
#include "dr-play-corp-area.h"
#include "dr-play-seat-status.h"
#include "dr-play-server.h"
#include "dr-play-util.h"

struct _DrPlayCorpArea
{
  GtkWidget         parent_instance;

  /* Template widgets */
  GtkBox           *status_row;
  AdwBin           *identity_slot;
  DrPlaySeatStatus *status;
  AdwBin           *score_slot;
  GtkBox           *servers_box;

  GtkWidget        *servers[DR_NR_MAX_SERVERS];   /* the columns, by server */
};

G_DEFINE_FINAL_TYPE (DrPlayCorpArea, dr_play_corp_area, GTK_TYPE_WIDGET)

#define COLUMNS_BESIDE_STATUS 6

/* @at_top: the Corp sits across the table, its servers' outer ice down.
 * Each server keeps its column from one scene to the next. */
void
dr_play_corp_area_set (DrPlayCorpArea *self,
                       DrPlayScene    *scene,
                       gboolean        at_top)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  const DrNrSeat *corp = &s->seats[DR_NR_CORP_SEAT];
  GtkWidget *previous = NULL;
  int n_columns = 0;

  g_return_if_fail (DR_IS_PLAY_CORP_AREA (self));

  dr_play_card_set_card (dr_play_slot_card (self->identity_slot), scene, corp->identity);
  dr_play_seat_status_set (self->status, scene, DR_NR_CORP_SEAT);
  dr_play_set_score_pile (dr_play_slot_card (self->score_slot), scene, DR_NR_CORP_SEAT);

  for (int server = 0; server < DR_NR_MAX_SERVERS; server++)
    {
      GtkWidget *column = self->servers[server];

      if (!dr_nr_server_exists (s, server))
        {
          if (column != NULL)
            gtk_box_remove (self->servers_box, column);
          self->servers[server] = NULL;
          continue;
        }
      if (column == NULL)
        {
          column = self->servers[server] = dr_play_server_new ();
          gtk_box_insert_child_after (self->servers_box, column, previous);
        }
      dr_play_server_set (DR_PLAY_SERVER (column), scene, server, at_top);
      previous = column;
      n_columns++;
    }
  /* Past three remotes the servers need the whole width of a 1024-pixel
   * window with the log open: the Corp's identity and status go above
   * them instead of beside them. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  n_columns > COLUMNS_BESIDE_STATUS ? GTK_ORIENTATION_VERTICAL
                                                                    : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_valign (GTK_WIDGET (self->status_row), at_top ? GTK_ALIGN_START : GTK_ALIGN_END);
}

static void
dr_play_corp_area_dispose (GObject *object)
{
  DrPlayCorpArea *self = DR_PLAY_CORP_AREA (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_CORP_AREA);
  dr_play_remove_children (GTK_WIDGET (object));
  memset (self->servers, 0, sizeof self->servers);
  G_OBJECT_CLASS (dr_play_corp_area_parent_class)->dispose (object);
}

static void
dr_play_corp_area_class_init (DrPlayCorpAreaClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_play_corp_area_dispose;
  g_type_ensure (DR_TYPE_PLAY_SEAT_STATUS);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-corp-area.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayCorpArea, status_row);
  gtk_widget_class_bind_template_child (widget_class, DrPlayCorpArea, identity_slot);
  gtk_widget_class_bind_template_child (widget_class, DrPlayCorpArea, status);
  gtk_widget_class_bind_template_child (widget_class, DrPlayCorpArea, score_slot);
  gtk_widget_class_bind_template_child (widget_class, DrPlayCorpArea, servers_box);
  gtk_widget_class_set_css_name (widget_class, "playcorparea");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
dr_play_corp_area_init (DrPlayCorpArea *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
