/* dr-burncycle-network-page.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle-network-page"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-burncycle-network-page-private.h"

/* The network helper: the table describes the piece that moves (an IP on a
 * burncycle token, or a ping) and the nodes ahead of it; the page applies
 * the seed's movement rules and says where it stops and what follows. The
 * network plan is not in the seed, so the nodes are entered, not drawn. */
struct _DrBurncycleNetworkPage
{
  GtkWidget      parent_instance;

  /* Template widgets */
  AdwComboRow   *mover_row;
  AdwComboRow   *token_row;
  GtkWidget     *agent_level_row;
  GtkWidget     *ceo_level_row;
  GtkSpinButton *agent_level_spin;
  GtkSpinButton *ceo_level_spin;
  AdwComboRow   *layer_row;
  GtkLabel      *result_label;
  AdwPreferencesGroup *nodes_group;

  /* Borrowed from the node rows */
  GtkDropDown   *kind_drops[DR_BURNCYCLE_NETWORK_PAGE_NODES];
  GtkDropDown   *occupant_drops[DR_BURNCYCLE_NETWORK_PAGE_NODES];
  GtkCheckButton *access_checks[DR_BURNCYCLE_NETWORK_PAGE_NODES];

  gboolean       building;
};

G_DEFINE_FINAL_TYPE (DrBurncycleNetworkPage, dr_burncycle_network_page, GTK_TYPE_WIDGET)

/* The token row lists the tokens from CAPTAIN on. */
#define FIRST_TOKEN DR_BURNCYCLE_TOKEN_CAPTAIN

static void
update_result (DrBurncycleNetworkPage *self)
{
  DrBurncycleNode nodes[DR_BURNCYCLE_NETWORK_PAGE_NODES + 1] = { { 0 } };
  gboolean ping = adw_combo_row_get_selected (self->mover_row) == 1;
  g_autofree char *text = NULL;

  if (self->building)
    return;
  for (guint i = 0; i < DR_BURNCYCLE_NETWORK_PAGE_NODES; i++)
    {
      DrBurncycleNode *node = &nodes[i + 1];
      DrBurncycleOccupant occupant = gtk_drop_down_get_selected (self->occupant_drops[i]);

      node->kind = gtk_drop_down_get_selected (self->kind_drops[i]);
      node->ping = occupant == DR_BURNCYCLE_NODE_WITH_PING;
      node->ip = occupant == DR_BURNCYCLE_NODE_WITH_IP ? 2 : 0;
      node->access_ip = gtk_check_button_get_active (self->access_checks[i]) ? 3 : 0;
      node->access_empty = node->access_ip != 0;
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->token_row), !ping);
  gtk_widget_set_sensitive (self->agent_level_row, !ping);
  gtk_widget_set_sensitive (self->ceo_level_row, !ping);
  if (ping)
    {
      DrBurncyclePingMove move;

      nodes[0].ping = TRUE;
      dr_burncycle_ping_move (nodes, G_N_ELEMENTS (nodes), FALSE, 0, &move);
      text = dr_burncycle_describe_ping_move (&move);
    }
  else
    {
      DrBurncycleToken token = FIRST_TOKEN + adw_combo_row_get_selected (self->token_row);
      DrBurncycleIpMove move;

      nodes[0].ip = 1;
      dr_burncycle_ip_move (nodes, G_N_ELEMENTS (nodes), FALSE, 0, token, &move);
      text = dr_burncycle_describe_ip_move (nodes, &move, adw_combo_row_get_selected (self->layer_row) + 1,
                                            gtk_spin_button_get_value_as_int (self->agent_level_spin),
                                            gtk_spin_button_get_value_as_int (self->ceo_level_spin));
    }
  gtk_label_set_text (self->result_label, text);
}

static void
on_changed_cb (DrBurncycleNetworkPage *self)
{
  update_result (self);
}

void
dr_burncycle_network_page_set_mover (DrBurncycleNetworkPage *self,
                                     gboolean                ping,
                                     DrBurncycleToken        token)
{
  g_return_if_fail (DR_IS_BURNCYCLE_NETWORK_PAGE (self));
  g_return_if_fail (token >= FIRST_TOKEN && token < DR_BURNCYCLE_N_TOKENS);

  self->building = TRUE;
  adw_combo_row_set_selected (self->mover_row, ping ? 1 : 0);
  adw_combo_row_set_selected (self->token_row, token - FIRST_TOKEN);
  self->building = FALSE;
  update_result (self);
}

void
dr_burncycle_network_page_set_levels (DrBurncycleNetworkPage *self,
                                      int                     agent_level,
                                      int                     ceo_level,
                                      int                     layer)
{
  g_return_if_fail (DR_IS_BURNCYCLE_NETWORK_PAGE (self));
  g_return_if_fail (layer >= 1 && layer <= DR_BURNCYCLE_LAYERS);

  self->building = TRUE;
  gtk_spin_button_set_value (self->agent_level_spin, agent_level);
  gtk_spin_button_set_value (self->ceo_level_spin, ceo_level);
  adw_combo_row_set_selected (self->layer_row, layer - 1);
  self->building = FALSE;
  update_result (self);
}

void
dr_burncycle_network_page_set_node (DrBurncycleNetworkPage *self,
                                    guint                   node,
                                    DrBurncycleNodeKind     kind,
                                    DrBurncycleOccupant     occupant,
                                    gboolean                empty_access_point)
{
  g_return_if_fail (DR_IS_BURNCYCLE_NETWORK_PAGE (self));
  g_return_if_fail (node >= 1 && node <= DR_BURNCYCLE_NETWORK_PAGE_NODES);

  self->building = TRUE;
  gtk_drop_down_set_selected (self->kind_drops[node - 1], kind);
  gtk_drop_down_set_selected (self->occupant_drops[node - 1], occupant);
  gtk_check_button_set_active (self->access_checks[node - 1], empty_access_point);
  self->building = FALSE;
  update_result (self);
}

const char *
dr_burncycle_network_page_get_result (DrBurncycleNetworkPage *self)
{
  g_return_val_if_fail (DR_IS_BURNCYCLE_NETWORK_PAGE (self), NULL);
  return gtk_label_get_text (self->result_label);
}

static void
set_strings (AdwComboRow       *row,
             const char *const *strings)
{
  GtkStringList *list = gtk_string_list_new (strings);

  adw_combo_row_set_model (row, G_LIST_MODEL (list));
  g_object_unref (list);
}

static void
build_rows (DrBurncycleNetworkPage *self)
{
  const char *movers[] = { _("Your IP"), _("A ping"), NULL };
  const char *tokens[DR_BURNCYCLE_N_TOKENS] = { NULL };
  const char *kinds[DR_BURNCYCLE_N_NODE_KINDS + 1] = { NULL };
  /* Translators: what stands on a node of the network */
  const char *occupants[] = { _("Nothing on it"), _("A ping"), _("Another IP"), NULL };
  char *layers[DR_BURNCYCLE_LAYERS + 1] = { NULL };

  for (DrBurncycleToken t = FIRST_TOKEN; t < DR_BURNCYCLE_N_TOKENS; t++)
    tokens[t - FIRST_TOKEN] = dr_burncycle_token_label (t);
  for (DrBurncycleNodeKind k = 0; k < DR_BURNCYCLE_N_NODE_KINDS; k++)
    kinds[k] = dr_burncycle_node_kind_label (k);
  for (int l = 1; l <= DR_BURNCYCLE_LAYERS; l++)
    layers[l - 1] = l < DR_BURNCYCLE_LAYERS ? g_strdup_printf (_("Layer %d"), l) : g_strdup (_("Layer 4, the core"));
  set_strings (self->mover_row, movers);
  set_strings (self->token_row, tokens);
  set_strings (self->layer_row, (const char *const *) layers);
  for (int l = 0; l < DR_BURNCYCLE_LAYERS; l++)
    g_free (layers[l]);

  for (guint i = 0; i < DR_BURNCYCLE_NETWORK_PAGE_NODES; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *kind = gtk_drop_down_new_from_strings (kinds);
      GtkWidget *occupant = gtk_drop_down_new_from_strings (occupants);
      GtkWidget *access = gtk_check_button_new_with_label (_("Empty access point"));
      /* Translators: a node ahead of the moving piece, counted clockwise */
      g_autofree char *title = g_strdup_printf (_("Node %u"), i + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_valign (kind, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (occupant, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (access, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (access, _("The node is linked to the empty access point of an IP"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (kind), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      g_signal_connect_swapped (kind, "notify::selected", G_CALLBACK (on_changed_cb), self);
      g_signal_connect_swapped (occupant, "notify::selected", G_CALLBACK (on_changed_cb), self);
      g_signal_connect_swapped (access, "toggled", G_CALLBACK (on_changed_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), kind);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), occupant);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), access);
      adw_preferences_group_add (self->nodes_group, row);
      self->kind_drops[i] = GTK_DROP_DOWN (kind);
      self->occupant_drops[i] = GTK_DROP_DOWN (occupant);
      self->access_checks[i] = GTK_CHECK_BUTTON (access);
    }
}

static void
dr_burncycle_network_page_dispose (GObject *object)
{
  DrBurncycleNetworkPage *self = DR_BURNCYCLE_NETWORK_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_BURNCYCLE_NETWORK_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (dr_burncycle_network_page_parent_class)->dispose (object);
}

static void
dr_burncycle_network_page_class_init (DrBurncycleNetworkPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_burncycle_network_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-burncycle-network-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleNetworkPage, mover_row);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleNetworkPage, token_row);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleNetworkPage, agent_level_row);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleNetworkPage, ceo_level_row);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleNetworkPage, agent_level_spin);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleNetworkPage, ceo_level_spin);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleNetworkPage, layer_row);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleNetworkPage, result_label);
  gtk_widget_class_bind_template_child (widget_class, DrBurncycleNetworkPage, nodes_group);
  gtk_widget_class_bind_template_callback (widget_class, on_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
dr_burncycle_network_page_init (DrBurncycleNetworkPage *self)
{
  self->building = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  build_rows (self);
  self->building = FALSE;
  update_result (self);
}
