/* dr-play-action-bar.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-action-bar"

#include "config.h"

#include "dr-play-action-bar-private.h"
#include "dr-play-place.h"
#include "dr-play-util.h"

struct _DrPlayActionBar
{
  GtkWidget      parent_instance;

  /* Template widgets */
  GtkWidget     *credit_button;
  GtkWidget     *draw_button;
  GtkMenuButton *run_button;
  GtkWidget     *remove_tag_button;
  GtkWidget     *purge_button;
  GtkMenuButton *all_button;

  GMenu         *run_menu;
  GMenu         *all_menu;
};

G_DEFINE_FINAL_TYPE (DrPlayActionBar, dr_play_action_bar, GTK_TYPE_WIDGET)

static GMenuItem *
choice_item (DrPlayScene *scene,
             guint        position)
{
  GMenuItem *item = g_menu_item_new (dr_play_scene_get_label (scene, position), NULL);

  g_menu_item_set_action_and_target_value (item, "play.choose", g_variant_new_uint32 (position));
  return item;
}

static GtkWidget *
button_for (DrPlayActionBar *self,
            int              kind)
{
  switch (kind)
    {
    case DR_NR_ACT_CLICK_CREDIT: return self->credit_button;
    case DR_NR_ACT_CLICK_DRAW: return self->draw_button;
    case DR_NR_ACT_REMOVE_TAG: return self->remove_tag_button;
    case DR_NR_ACT_PURGE: return self->purge_button;
    default: return NULL;
    }
}

void
dr_play_action_bar_set_scene (DrPlayActionBar *self,
                              DrPlayScene     *scene)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  guint n = dr_play_scene_get_n_choices (scene);

  g_return_if_fail (DR_IS_PLAY_ACTION_BAR (self));

  gtk_widget_set_visible (self->credit_button, FALSE);
  gtk_widget_set_visible (self->draw_button, FALSE);
  gtk_widget_set_visible (self->remove_tag_button, FALSE);
  gtk_widget_set_visible (self->purge_button, FALSE);
  dr_play_menu_button_let_go (self->run_button);
  dr_play_menu_button_let_go (self->all_button);
  g_menu_remove_all (self->run_menu);
  g_menu_remove_all (self->all_menu);
  for (guint i = 0; i < n; i++)
    {
      const DrNrAction *a = dr_play_scene_get_choice (scene, i);
      g_autoptr(GMenuItem) all_item = choice_item (scene, i);
      DrPlayPlace place;
      GtkWidget *button;

      g_menu_append_item (self->all_menu, all_item);
      dr_play_place_of (s, a, &place);
      if (!(place.at & DR_PLAY_AT_BAR))
        continue;
      if (a->kind == DR_NR_ACT_RUN)
        {
          g_autoptr(GMenuItem) item = choice_item (scene, i);

          g_menu_append_item (self->run_menu, item);
          continue;
        }
      button = button_for (self, a->kind);
      if (button == NULL)
        continue;
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_uint32 (i));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "play.choose");
      gtk_widget_set_visible (button, TRUE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->run_button),
                          g_menu_model_get_n_items (G_MENU_MODEL (self->run_menu)) > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->all_button), n > 0);
}

GMenuModel *
dr_play_action_bar_get_run_menu (DrPlayActionBar *self)
{
  return G_MENU_MODEL (self->run_menu);
}

GMenuModel *
dr_play_action_bar_get_all_menu (DrPlayActionBar *self)
{
  return G_MENU_MODEL (self->all_menu);
}

static void
dr_play_action_bar_dispose (GObject *object)
{
  DrPlayActionBar *self = DR_PLAY_ACTION_BAR (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_ACTION_BAR);
  dr_play_remove_children (GTK_WIDGET (object));
  g_clear_object (&self->run_menu);
  g_clear_object (&self->all_menu);
  G_OBJECT_CLASS (dr_play_action_bar_parent_class)->dispose (object);
}

static void
dr_play_action_bar_class_init (DrPlayActionBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_play_action_bar_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-action-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayActionBar, credit_button);
  gtk_widget_class_bind_template_child (widget_class, DrPlayActionBar, draw_button);
  gtk_widget_class_bind_template_child (widget_class, DrPlayActionBar, run_button);
  gtk_widget_class_bind_template_child (widget_class, DrPlayActionBar, remove_tag_button);
  gtk_widget_class_bind_template_child (widget_class, DrPlayActionBar, purge_button);
  gtk_widget_class_bind_template_child (widget_class, DrPlayActionBar, all_button);
  gtk_widget_class_set_css_name (widget_class, "playactionbar");
}

static void
dr_play_action_bar_init (DrPlayActionBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->run_menu = g_menu_new ();
  self->all_menu = g_menu_new ();
  dr_play_menu_button_set_menu (self->run_button, G_MENU_MODEL (self->run_menu));
  dr_play_menu_button_set_menu (self->all_button, G_MENU_MODEL (self->all_menu));
}
