/* dr-play-card-zoom.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-card-zoom"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-face-view.h"
#include "dr-card-image.h"
#include "dr-play-card-look.h"

#define ZOOM_WIDTH 300

GtkWidget *
dr_play_card_zoom_face (DrPlayScene *scene,
                        int          card)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  const DrNrCardDef *def = dr_nr_card_at (s->cards[card].def);
  DrPlayCatalog *catalog = dr_play_scene_get_catalog (scene);
  const DrCard *data = dr_play_catalog_get_card (catalog, def->code);
  g_autofree char *path = dr_card_image_path (def->code);
  g_autoptr(GdkTexture) texture = NULL;
  GtkWidget *face;

  if (data == NULL)
    {
      /* No card data (a test without a store): the engine's facts. */
      face = gtk_label_new (def->title);
      gtk_widget_add_css_class (face, "title-3");
      return face;
    }
  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    texture = gdk_texture_new_from_filename (path, NULL);
  if (texture != NULL)
    {
      face = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
      gtk_picture_set_alternative_text (GTK_PICTURE (face), data->title);
      gtk_widget_set_size_request (face, ZOOM_WIDTH, ZOOM_WIDTH * 88 / 63);
      return face;
    }
  face = dr_card_face_view_new ();
  dr_card_face_view_set_card (DR_CARD_FACE_VIEW (face), data, NULL, dr_play_catalog_get_names (catalog));
  gtk_widget_set_size_request (face, ZOOM_WIDTH, -1);
  return face;
}

/* A pile zooms to the list of its cards the viewer knows, top first. */
GtkWidget *
dr_play_card_zoom_pile (DrPlayScene *scene,
                        GArray      *pile,
                        const char  *summary)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *heading = gtk_label_new (summary);
  int hidden = 0;

  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  for (int i = (int) pile->len - 1; i >= 0; i--)
    {
      const char *title = dr_play_scene_card_title (scene, g_array_index (pile, uint8_t, i));
      GtkWidget *label;

      if (title == NULL)
        {
          hidden++;
          continue;
        }
      label = gtk_label_new (title);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_box_append (GTK_BOX (box), label);
    }
  if (hidden > 0)
    {
      /* Translators: in a pile's list, the cards the player may not see */
      g_autofree char *text = g_strdup_printf (ngettext ("%d face-down card", "%d face-down cards", hidden), hidden);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 360);
  return scrolled;
}

