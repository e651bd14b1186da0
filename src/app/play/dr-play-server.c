/* dr-play-server.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-server"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-play-card.h"
#include "dr-play-place.h"
#include "dr-play-server.h"
#include "dr-play-util.h"

struct _DrPlayServer
{
  GtkWidget  parent_instance;

  int        server;
  GMenu     *menu;
  GtkWidget *header;
};

G_DEFINE_FINAL_TYPE (DrPlayServer, dr_play_server, GTK_TYPE_WIDGET)

GtkWidget *
dr_play_card_with_hosted (DrPlayScene *scene,
                          int          card,
                          gboolean     landscape)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  GtkWidget *host = dr_play_card_new ();
  GtkWidget *box = NULL;

  dr_play_card_set_card (DR_PLAY_CARD (host), scene, card);
  dr_play_card_set_landscape (DR_PLAY_CARD (host), landscape);
  for (int i = 0; i < s->n_cards; i++)
    {
      GtkWidget *hosted;

      if (s->cards[i].host != card || i == card)
        continue;
      if (box == NULL)
        {
          box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          gtk_widget_add_css_class (box, "play-host");
          gtk_box_append (GTK_BOX (box), host);
        }
      hosted = dr_play_card_new ();
      dr_play_card_set_card (DR_PLAY_CARD (hosted), scene, i);
      gtk_widget_set_halign (hosted, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), hosted);
    }
  return box != NULL ? box : host;
}

GtkWidget *
dr_play_score_pile (DrPlayScene *scene,
                    int          seat)
{
  const DrNrPile *score = &dr_play_scene_get_state (scene)->seats[seat].score;
  GtkWidget *pile = dr_play_card_new ();

  dr_play_card_set_pile (DR_PLAY_CARD (pile), scene, score->ids, score->n, _("Score area"), FALSE);
  return pile;
}

/* Where the run is on this server: the ice at its position, or the
 * server itself (-1) once the Runner has passed all the ice. */
static int
run_position (const DrNrState *s,
              int              server)
{
  if (!s->run.active || s->run.server != server)
    return G_MININT;
  return s->run.position;
}

static GtkWidget *
make_header (DrPlayServer *self,
             DrPlayScene  *scene,
             const char   *name)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  g_autoptr(GMenu) section = g_menu_new ();
  GtkWidget *header;
  guint n = dr_play_scene_get_n_choices (scene);

  g_clear_object (&self->menu);
  for (guint i = 0; i < n; i++)
    {
      DrPlayPlace place;
      g_autoptr(GMenuItem) item = NULL;

      dr_play_place_of (s, dr_play_scene_get_choice (scene, i), &place);
      if (!(place.at & DR_PLAY_AT_SERVER) || place.server != self->server)
        continue;
      item = g_menu_item_new (dr_play_scene_get_label (scene, i), NULL);
      g_menu_item_set_action_and_target_value (item, "play.choose", g_variant_new_uint32 (i));
      g_menu_append_item (section, item);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (section)) == 0)
    {
      header = gtk_label_new (name);
      gtk_widget_add_css_class (header, "heading");
      return header;
    }
  self->menu = g_menu_new ();
  g_menu_append_section (self->menu, NULL, G_MENU_MODEL (section));
  header = gtk_menu_button_new ();
  gtk_menu_button_set_label (GTK_MENU_BUTTON (header), name);
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (header), G_MENU_MODEL (self->menu));
  gtk_menu_button_set_always_show_arrow (GTK_MENU_BUTTON (header), FALSE);
  gtk_widget_add_css_class (header, "play-run-target");
  return header;
}

static GtkWidget *
central_pile (DrPlayScene *scene,
              int          server,
              const char  *name)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  const DrNrSeat *corp = &s->seats[DR_NR_CORP_SEAT];
  const DrNrPile *pile = server == DR_NR_SERVER_HQ ? &corp->hand
                       : server == DR_NR_SERVER_RD ? &corp->deck : &corp->discard;
  GtkWidget *card = dr_play_card_new ();

  dr_play_card_set_pile (DR_PLAY_CARD (card), scene, pile->ids, pile->n, name, server == DR_NR_SERVER_HQ);
  return card;
}

void
dr_play_server_set (DrPlayServer *self,
                    DrPlayScene  *scene,
                    int           server,
                    gboolean      corp_at_top)
{
  const DrNrState *s;
  const DrNrServer *srv;
  g_autofree char *name = NULL;
  GtkWidget *root_box, *ice_box;
  int at;

  g_return_if_fail (DR_IS_PLAY_SERVER (self));
  g_return_if_fail (server >= 0 && server < DR_NR_MAX_SERVERS);

  s = dr_play_scene_get_state (scene);
  srv = &s->servers[server];
  self->server = server;
  dr_play_remove_children (GTK_WIDGET (self));
  name = dr_play_server_name (server);
  self->header = make_header (self, scene, name);
  at = run_position (s, server);

  root_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_halign (root_box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (root_box, "play-root");
  if (server <= DR_NR_SERVER_ARCHIVES)
    gtk_box_append (GTK_BOX (root_box), central_pile (scene, server, name));
  for (int i = 0; i < srv->n_root; i++)
    if (s->cards[srv->root[i]].host == DR_NR_NO_CARD)
      gtk_box_append (GTK_BOX (root_box), dr_play_card_with_hosted (scene, srv->root[i], FALSE));
  if (at == -1)
    gtk_widget_add_css_class (root_box, "play-run-here");

  ice_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_halign (ice_box, GTK_ALIGN_CENTER);
  /* Index 0 is the innermost ice: nearest the root. */
  for (int k = 0; k < srv->n_ice; k++)
    {
      int i = corp_at_top ? k : srv->n_ice - 1 - k;
      GtkWidget *ice = dr_play_card_with_hosted (scene, srv->ice[i], TRUE);
      /* With cards hosted on it, the ice is the first of its box. */
      GtkWidget *ice_card = DR_IS_PLAY_CARD (ice) ? ice : gtk_widget_get_first_child (ice);

      if (i == at)
        dr_play_card_set_mark (DR_PLAY_CARD (ice_card), DR_PLAY_CARD_MARK_APPROACHED);
      gtk_box_append (GTK_BOX (ice_box), ice);
    }

  if (corp_at_top)
    {
      gtk_widget_set_parent (self->header, GTK_WIDGET (self));
      gtk_widget_set_parent (root_box, GTK_WIDGET (self));
      gtk_widget_set_parent (ice_box, GTK_WIDGET (self));
    }
  else
    {
      gtk_widget_set_parent (ice_box, GTK_WIDGET (self));
      gtk_widget_set_parent (root_box, GTK_WIDGET (self));
      gtk_widget_set_parent (self->header, GTK_WIDGET (self));
    }
  gtk_widget_set_valign (GTK_WIDGET (self), corp_at_top ? GTK_ALIGN_START : GTK_ALIGN_END);
  if (s->run.active && s->run.server == server)
    gtk_widget_add_css_class (GTK_WIDGET (self), "play-run-server");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "play-run-server");
}

int
dr_play_server_get_server (DrPlayServer *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SERVER (self), -1);
  return self->server;
}

GMenuModel *
dr_play_server_get_menu (DrPlayServer *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SERVER (self), NULL);
  return G_MENU_MODEL (self->menu);
}

GtkWidget *
dr_play_server_get_header (DrPlayServer *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SERVER (self), NULL);
  return self->header;
}

static void
dr_play_server_dispose (GObject *object)
{
  DrPlayServer *self = DR_PLAY_SERVER (object);

  dr_play_remove_children (GTK_WIDGET (self));
  g_clear_object (&self->menu);
  G_OBJECT_CLASS (dr_play_server_parent_class)->dispose (object);
}

static void
dr_play_server_class_init (DrPlayServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_play_server_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "playserver");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
dr_play_server_init (DrPlayServer *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
}

GtkWidget *
dr_play_server_new (void)
{
  return g_object_new (DR_TYPE_PLAY_SERVER, NULL);
}
