/* dr-play-rules-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-rules-window"

#include "config.h"

#include "dr-play-rules-window-private.h"

struct _DrPlayRulesWindow
{
  AdwWindow  parent_instance;

  /* Template widgets */
  GtkWidget *text_box;
};

G_DEFINE_FINAL_TYPE (DrPlayRulesWindow, dr_play_rules_window, ADW_TYPE_WINDOW)

GtkWidget *
dr_play_rules_window_new (void)
{
  return g_object_new (DR_TYPE_PLAY_RULES_WINDOW, NULL);
}

char *
dr_play_rules_window_get_text (DrPlayRulesWindow *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (DR_IS_PLAY_RULES_WINDOW (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (self->text_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child))
      g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (child)));
  return g_string_free (text, FALSE);
}

static void
dr_play_rules_window_class_init (DrPlayRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayRulesWindow, text_box);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
dr_play_rules_window_init (DrPlayRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
