/* dr-play-util.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-util"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-play-text.h"
#include "dr-play-util.h"

void
dr_play_remove_children (GtkWidget *parent)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (parent)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (parent))
        gtk_flow_box_remove (GTK_FLOW_BOX (parent), child);
      else if (GTK_IS_BOX (parent))
        gtk_box_remove (GTK_BOX (parent), child);
      else
        gtk_widget_unparent (child);
    }
}

void
dr_play_ensure_style (void)
{
  static gboolean loaded;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (loaded || gdk_display_get_default () == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, RESOURCE_PREFIX "/play.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

char *
dr_play_seat_name (const DrNrState *view,
                   int              seat)
{
  DrEngineText text = { .format = "{1}", .n_args = 1 };

  text.args[0] = (DrEngineArg) { DR_ENGINE_ARG_SEAT, seat, dr_nr_seat_name (view, seat) };
  return dr_play_text_translate (&text, NULL, NULL);
}

char *
dr_play_server_name (int server)
{
  switch (server)
    {
    case DR_NR_SERVER_HQ:
      return g_strdup (_("HQ"));
    case DR_NR_SERVER_RD:
      return g_strdup (_("R&D"));
    case DR_NR_SERVER_ARCHIVES:
      return g_strdup (_("Archives"));
    case DR_NR_SERVER_NEW:
      return g_strdup (_("a new remote server"));
    default:
      /* Translators: a remote server and its number */
      return g_strdup_printf (_("Server %d"), server - DR_NR_SERVER_REMOTE0 + 1);
    }
}


/* The adjustment changes when the rows are allocated: moving it now shows
 * the end in the same frame's drawing, or the next. */
void
dr_play_keep_at_end (GtkAdjustment *adjustment)
{
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
}
