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
#include "dr-play-server-private.h"
#include "dr-play-util.h"

struct _DrPlayServer
{
  GtkWidget  parent_instance;

  int        server;
  GMenu     *menu;          /* "Run on …", kept: its items change in place */
  GtkWidget *name_label;    /* the header when there is nothing to do … */
  GtkWidget *menu_button;   /* … and when there is */
  GtkWidget *root_box;
  GtkWidget *ice_box;
  GtkWidget *pile;          /* a central server's pile, first of the root */
  gboolean   corp_at_top;
};

G_DEFINE_FINAL_TYPE (DrPlayServer, dr_play_server, GTK_TYPE_WIDGET)

static void
set_hosted (GtkWidget   *box,
            DrPlayScene *scene,
            int          card);

/* The card of a row's child: the card itself, or a host's box whose first
 * child is the host. */
static DrPlayCard *
card_of (GtkWidget *child)
{
  if (DR_IS_PLAY_CARD (child))
    return DR_PLAY_CARD (child);
  child = gtk_widget_get_first_child (child);
  return child != NULL && DR_IS_PLAY_CARD (child) ? DR_PLAY_CARD (child) : NULL;
}

static gboolean
hosts_cards (const DrNrState *s,
             int              card)
{
  for (int i = 0; i < s->n_cards; i++)
    if (s->cards[i].host == card && i != card)
      return TRUE;
  return FALSE;
}

static GtkWidget *
new_card_widget (gboolean hosting)
{
  GtkWidget *box;

  if (!hosting)
    return dr_play_card_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_add_css_class (box, "play-host");
  gtk_box_append (GTK_BOX (box), dr_play_card_new ());
  return box;
}

static void
remove_child (GtkWidget *box,
              GtkWidget *child)
{
  if (GTK_IS_BOX (box))
    gtk_box_remove (GTK_BOX (box), child);
  else
    gtk_widget_unparent (child);
}

/* The cards of a row (a rig's row, a server's ice or root, a hand) as the
 * scene has them, in order, updating the widgets already there: a card
 * keeps its widget from one scene to the next (its id is the engine's),
 * so an update makes and lays out only what appeared. @first is the child
 * after which the cards go (NULL: from the start). */
void
dr_play_sync_cards (GtkWidget   *box,
                    GtkWidget   *first,
                    DrPlayScene *scene,
                    const int   *ids,
                    int          n,
                    gboolean     landscape)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  GtkWidget *previous = first;
  GtkWidget *child;

  for (int k = 0; k < n; k++)
    {
      int card = ids[k];
      gboolean hosting = hosts_cards (s, card);
      GtkWidget *found = NULL;
      DrPlayCard *face;

      for (child = previous != NULL ? gtk_widget_get_next_sibling (previous) : gtk_widget_get_first_child (box);
           child != NULL; child = gtk_widget_get_next_sibling (child))
        {
          DrPlayCard *c = card_of (child);

          if (c != NULL && dr_play_card_get_card (c) == card && DR_IS_PLAY_CARD (child) == !hosting)
            {
              found = child;
              break;
            }
        }
      if (found == NULL)
        {
          found = new_card_widget (hosting);
          gtk_widget_insert_after (found, box, previous);
        }
      else if (gtk_widget_get_prev_sibling (found) != previous)
        gtk_widget_insert_after (found, box, previous);
      face = card_of (found);
      dr_play_card_set_card (face, scene, card);
      dr_play_card_set_landscape (face, landscape);
      dr_play_card_set_mark (face, DR_PLAY_CARD_MARK_NONE);
      if (hosting)
        set_hosted (found, scene, card);
      previous = found;
    }
  /* What is left after the last card has left the row. */
  child = previous != NULL ? gtk_widget_get_next_sibling (previous) : gtk_widget_get_first_child (box);
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      remove_child (box, child);
      child = next;
    }
}

/* The cards hosted on @card, under it in its box. */
static void
set_hosted (GtkWidget   *box,
            DrPlayScene *scene,
            int          card)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  int hosted[DR_NR_MAX_CARDS];
  int n = 0;
  GtkWidget *host = gtk_widget_get_first_child (box);

  for (int i = 0; i < s->n_cards && n < (int) G_N_ELEMENTS (hosted); i++)
    if (s->cards[i].host == card && i != card)
      hosted[n++] = i;
  dr_play_sync_cards (box, host, scene, hosted, n, FALSE);
  for (GtkWidget *child = gtk_widget_get_next_sibling (host); child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_halign (child, GTK_ALIGN_CENTER);
}

/* The cards of @ids that no other card hosts (those go with their host). */
static int
unhosted (const DrNrState *s,
          const uint8_t   *ids,
          int              n,
          int             *out)
{
  int kept = 0;

  for (int i = 0; i < n; i++)
    if (s->cards[ids[i]].host == DR_NR_NO_CARD)
      out[kept++] = ids[i];
  return kept;
}

void
dr_play_sync_row (GtkWidget     *box,
                  DrPlayScene   *scene,
                  const uint8_t *ids,
                  int            n)
{
  int cards[DR_NR_MAX_CARDS];
  int kept = unhosted (dr_play_scene_get_state (scene), ids, MIN (n, DR_NR_MAX_CARDS), cards);

  dr_play_sync_cards (box, NULL, scene, cards, kept, FALSE);
}

DrPlayCard *
dr_play_slot_card (AdwBin *slot)
{
  GtkWidget *child = adw_bin_get_child (slot);

  if (child == NULL || !DR_IS_PLAY_CARD (child))
    {
      child = dr_play_card_new ();
      adw_bin_set_child (slot, child);
    }
  return DR_PLAY_CARD (child);
}

void
dr_play_set_score_pile (DrPlayCard  *pile,
                        DrPlayScene *scene,
                        int          seat)
{
  const DrNrPile *score = &dr_play_scene_get_state (scene)->seats[seat].score;

  dr_play_card_set_pile (pile, scene, score->ids, score->n, _("Score area"), FALSE);
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

static void
set_header (DrPlayServer *self,
            DrPlayScene  *scene,
            const char   *name)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  guint n = dr_play_scene_get_n_choices (scene);
  guint n_items = 0;

  dr_play_menu_button_let_go (GTK_MENU_BUTTON (self->menu_button));
  g_menu_remove_all (self->menu);
  for (guint i = 0; i < n; i++)
    {
      DrPlayPlace place;
      g_autoptr(GMenuItem) item = NULL;

      dr_play_place_of (s, dr_play_scene_get_choice (scene, i), &place);
      if (!(place.at & DR_PLAY_AT_SERVER) || place.server != self->server)
        continue;
      item = g_menu_item_new (dr_play_scene_get_label (scene, i), NULL);
      g_menu_item_set_action_and_target_value (item, "play.choose", g_variant_new_uint32 (i));
      g_menu_append_item (self->menu, item);
      n_items++;
    }
  gtk_label_set_text (GTK_LABEL (self->name_label), name);
  if (g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (self->menu_button)), name) != 0)
    gtk_menu_button_set_label (GTK_MENU_BUTTON (self->menu_button), name);
  gtk_widget_set_visible (self->name_label, n_items == 0);
  gtk_widget_set_visible (self->menu_button, n_items > 0);
}

/* The header by the Runner's side: on top when the Corp sits across the table. */
static void
set_order (DrPlayServer *self,
           gboolean      corp_at_top)
{
  GtkWidget *widget = GTK_WIDGET (self);

  if (corp_at_top == self->corp_at_top && gtk_widget_get_first_child (widget) != NULL)
    return;
  self->corp_at_top = corp_at_top;
  if (corp_at_top)
    {
      gtk_widget_insert_after (self->name_label, widget, NULL);
      gtk_widget_insert_after (self->menu_button, widget, self->name_label);
      gtk_widget_insert_after (self->root_box, widget, self->menu_button);
      gtk_widget_insert_after (self->ice_box, widget, self->root_box);
    }
  else
    {
      gtk_widget_insert_after (self->ice_box, widget, NULL);
      gtk_widget_insert_after (self->root_box, widget, self->ice_box);
      gtk_widget_insert_after (self->name_label, widget, self->root_box);
      gtk_widget_insert_after (self->menu_button, widget, self->name_label);
    }
  gtk_widget_set_valign (widget, corp_at_top ? GTK_ALIGN_START : GTK_ALIGN_END);
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
  int root[DR_NR_MAX_CARDS];
  int ice[DR_NR_MAX_CARDS];
  int n_root, at;

  g_return_if_fail (DR_IS_PLAY_SERVER (self));
  g_return_if_fail (server >= 0 && server < DR_NR_MAX_SERVERS);

  s = dr_play_scene_get_state (scene);
  srv = &s->servers[server];
  self->server = server;
  name = dr_play_server_name (server);
  set_header (self, scene, name);
  set_order (self, corp_at_top);
  at = run_position (s, server);

  if (server <= DR_NR_SERVER_ARCHIVES)
    {
      const DrNrSeat *corp = &s->seats[DR_NR_CORP_SEAT];
      const DrNrPile *pile = server == DR_NR_SERVER_HQ ? &corp->hand
                           : server == DR_NR_SERVER_RD ? &corp->deck : &corp->discard;

      if (self->pile == NULL)
        {
          self->pile = dr_play_card_new ();
          gtk_box_prepend (GTK_BOX (self->root_box), self->pile);
        }
      dr_play_card_set_pile (DR_PLAY_CARD (self->pile), scene, pile->ids, pile->n, name, server == DR_NR_SERVER_HQ);
    }
  else if (self->pile != NULL)
    {
      gtk_box_remove (GTK_BOX (self->root_box), self->pile);
      self->pile = NULL;
    }
  n_root = unhosted (s, srv->root, srv->n_root, root);
  dr_play_sync_cards (self->root_box, self->pile, scene, root, n_root, FALSE);
  if (at == -1)
    gtk_widget_add_css_class (self->root_box, "play-run-here");
  else
    gtk_widget_remove_css_class (self->root_box, "play-run-here");

  /* Index 0 is the innermost ice: nearest the root. */
  for (int k = 0; k < srv->n_ice; k++)
    ice[k] = srv->ice[corp_at_top ? k : srv->n_ice - 1 - k];
  dr_play_sync_cards (self->ice_box, NULL, scene, ice, srv->n_ice, TRUE);
  if (at >= 0 && at < srv->n_ice)
    for (GtkWidget *child = gtk_widget_get_first_child (self->ice_box); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      {
        DrPlayCard *card = card_of (child);

        if (card != NULL && dr_play_card_get_card (card) == srv->ice[at])
          dr_play_card_set_mark (card, DR_PLAY_CARD_MARK_APPROACHED);
      }

  if (s->run.active && s->run.server == server)
    gtk_widget_add_css_class (GTK_WIDGET (self), "play-run-server");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "play-run-server");
}

/* The menu while the Runner may run this server, else NULL. */
GMenuModel *
dr_play_server_get_menu (DrPlayServer *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SERVER (self), NULL);
  return gtk_widget_get_visible (self->menu_button) ? G_MENU_MODEL (self->menu) : NULL;
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

/* Built in code: the header (a label or a menu button), the root and the ice. */
static void
dr_play_server_init (DrPlayServer *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  self->menu = g_menu_new ();
  self->name_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->name_label, "heading");
  self->menu_button = gtk_menu_button_new ();
  gtk_menu_button_set_always_show_arrow (GTK_MENU_BUTTON (self->menu_button), FALSE);
  gtk_widget_add_css_class (self->menu_button, "play-run-target");
  {
    g_autoptr(GMenu) top = g_menu_new ();

    g_menu_append_section (top, NULL, G_MENU_MODEL (self->menu));
    dr_play_menu_button_set_menu (GTK_MENU_BUTTON (self->menu_button), G_MENU_MODEL (top));
  }
  gtk_widget_set_visible (self->menu_button, FALSE);
  self->root_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_halign (self->root_box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->root_box, "play-root");
  self->ice_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_halign (self->ice_box, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->name_label, GTK_WIDGET (self));
  gtk_widget_set_parent (self->menu_button, GTK_WIDGET (self));
  gtk_widget_set_parent (self->root_box, GTK_WIDGET (self));
  gtk_widget_set_parent (self->ice_box, GTK_WIDGET (self));
  self->corp_at_top = TRUE;
}

GtkWidget *
dr_play_server_new (void)
{
  return g_object_new (DR_TYPE_PLAY_SERVER, NULL);
}
