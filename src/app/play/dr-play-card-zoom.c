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

/* GDK's loaders are thread-safe (gdk_texture_new_from_filename()'s
 * documentation): the full image is read in a worker thread. */
static void
load_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      path,
                GCancellable *cancellable)
{
  GError *error = NULL;
  GdkTexture *texture = gdk_texture_new_from_filename (path, &error);

  if (texture == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, texture, g_object_unref);
}

static GtkWidget *zoom_face (DrPlayScene *scene,
                             int          card,
                             gboolean     with_image);

typedef struct
{
  GWeakRef     picture;
  DrPlayScene *scene;
  int          card;
} Loading;

static void
loading_free (Loading *loading)
{
  g_weak_ref_clear (&loading->picture);
  dr_play_scene_unref (loading->scene);
  g_free (loading);
}

static void
on_loaded_cb (GObject      *source_object,
              GAsyncResult *result,
              gpointer      data)
{
  Loading *loading = data;
  g_autoptr(GtkWidget) picture = g_weak_ref_get (&loading->picture);
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = g_task_propagate_pointer (G_TASK (result), &error);
  GtkWidget *popover = picture != NULL ? gtk_widget_get_ancestor (picture, GTK_TYPE_POPOVER) : NULL;

  if (texture != NULL && picture != NULL)
    gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (texture));
  else if (popover != NULL && gtk_popover_get_child (GTK_POPOVER (popover)) == picture)
    {
      /* A file the image cache has that GDK cannot read: the drawn face. */
      g_debug ("card image not usable: %s", error->message);
      gtk_popover_set_child (GTK_POPOVER (popover), zoom_face (loading->scene, loading->card, FALSE));
    }
  loading_free (loading);
}

static void
cancel_and_unref (GCancellable *cancellable)
{
  g_cancellable_cancel (cancellable);
  g_object_unref (cancellable);
}

/* The picture of the image at @path, empty until the image is read (a
 * frame, at the size it will have: the popover does not move), its
 * reading cancelled when the zoom closes first. */
static GtkWidget *
picture_of (const char  *path,
            const char  *title,
            DrPlayScene *scene,
            int          card)
{
  GtkWidget *picture = gtk_picture_new ();
  GCancellable *cancellable = g_cancellable_new ();
  Loading *loading = g_new0 (Loading, 1);
  GTask *task;

  gtk_picture_set_alternative_text (GTK_PICTURE (picture), title);
  gtk_widget_set_size_request (picture, ZOOM_WIDTH, ZOOM_WIDTH * 88 / 63);
  g_weak_ref_init (&loading->picture, picture);
  loading->scene = dr_play_scene_ref (scene);
  loading->card = card;
  g_object_set_data_full (G_OBJECT (picture), "dr-play-zoom-loading", cancellable,
                          (GDestroyNotify) cancel_and_unref);
  task = g_task_new (NULL, cancellable, on_loaded_cb, loading);
  g_task_set_source_tag (task, picture_of);
  g_task_set_task_data (task, g_strdup (path), g_free);
  g_task_run_in_thread (task, load_in_thread);
  g_object_unref (task);
  return picture;
}

static GtkWidget *
zoom_face (DrPlayScene *scene,
           int          card,
           gboolean     with_image)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  const DrNrCardDef *def = dr_nr_card_at (s->cards[card].def);
  DrPlayCatalog *catalog = dr_play_scene_get_catalog (scene);
  const DrCard *data = dr_play_catalog_get_card (catalog, def->code);
  g_autofree char *path = dr_card_image_path (def->code);
  GtkWidget *face;

  if (data == NULL)
    {
      /* No card data (a test without a store): the engine's facts. */
      face = gtk_label_new (def->title);
      gtk_widget_add_css_class (face, "title-3");
      return face;
    }
  if (with_image && g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return picture_of (path, data->title, scene, card);
  face = dr_card_face_view_new ();
  dr_card_face_view_set_card (DR_CARD_FACE_VIEW (face), data, NULL, dr_play_catalog_get_names (catalog));
  gtk_widget_set_size_request (face, ZOOM_WIDTH, -1);
  return face;
}

GtkWidget *
dr_play_card_zoom_face (DrPlayScene *scene,
                        int          card)
{
  return zoom_face (scene, card, TRUE);
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

