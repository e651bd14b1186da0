/* dr-card-detail-page.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-detail-page"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-detail-page.h"
#include "dr-card-image.h"

/* One card in the card pane: its image when one was downloaded, otherwise
 * a drawn face; then the facts the face has no room for. The pane builds it
 * with the first card it shows. */
struct _DrCardDetailPage
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkLabel       *title_label;
  GtkLabel       *subtitle_label;
  GtkStack       *face_stack;
  DrCardFaceView *face_view;
  GtkPicture     *picture;
  GtkBox         *other_faces;
  AdwActionRow   *set_row;
  AdwActionRow   *limit_row;
  AdwActionRow   *illustrator_row;
  AdwActionRow   *owned_row;
  GtkToggleButton *english_button;

  double          text_scale;
  /* What is shown, kept for "Show English". */
  DrCard          *card;
  GPtrArray       *other_face_list;
  DrCardNames     *names;
};

G_DEFINE_FINAL_TYPE (DrCardDetailPage, dr_card_detail_page, GTK_TYPE_WIDGET)

static void
clear_other_faces (DrCardDetailPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->other_faces))) != NULL)
    gtk_box_remove (self->other_faces, child);
}

static gboolean
show_image (DrCardDetailPage *self,
            const DrCard     *card)
{
  g_autofree char *path = dr_card_image_path (card->code);
  g_autoptr(GdkTexture) texture = NULL;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return FALSE;
  /* A damaged download is no reason not to show the card: draw it instead. */
  texture = gdk_texture_new_from_filename (path, NULL);
  if (texture == NULL)
    return FALSE;
  gtk_picture_set_paintable (self->picture, GDK_PAINTABLE (texture));
  gtk_picture_set_alternative_text (self->picture, card->title);
  return TRUE;
}

static void
show_card (DrCardDetailPage *self)
{
  const DrCard *card = self->card;
  GPtrArray *other_faces = self->other_face_list;
  DrCardNames *names = self->names;
  gboolean english = gtk_toggle_button_get_active (self->english_button);
  g_autofree char *type_line = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *set = NULL;
  g_autofree char *limit = NULL;

  clear_other_faces (self);
  dr_card_face_view_set_card_in (self->face_view, card, NULL, names, english);
  gtk_picture_set_paintable (self->picture, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->english_button), card != NULL && dr_card_is_localized (card));
  if (card == NULL)
    {
      gtk_label_set_text (self->title_label, "");
      return;
    }

  gtk_label_set_text (self->title_label, dr_card_get_local_title (card, english));
  type_line = dr_card_names_type_line (names, card);
  if (card->faction_code != NULL)
    /* Translators: the type line and the faction of a card, “Ice: Sentry · Jinteki” */
    subtitle = g_strdup_printf (_("%s · %s"), type_line, dr_card_names_faction (names, card->faction_code));
  gtk_label_set_text (self->subtitle_label, subtitle != NULL ? subtitle : type_line);

  /* A downloaded image is the English printing: a translated card is drawn. */
  gtk_stack_set_visible_child_name (self->face_stack,
                                    (english || !dr_card_is_localized (card)) && show_image (self, card)
                                    ? "image" : "face");
  for (guint i = 0; other_faces != NULL && i < other_faces->len; i++)
    {
      GtkWidget *face = dr_card_face_view_new ();

      dr_card_face_view_set_card_in (DR_CARD_FACE_VIEW (face), card, g_ptr_array_index (other_faces, i), names,
                                     english);
      dr_card_face_view_set_text_scale (DR_CARD_FACE_VIEW (face), self->text_scale);
      gtk_box_append (self->other_faces, face);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->other_faces), other_faces != NULL && other_faces->len > 0);

  /* Translators: a pack and a card's number in it, “Core Set, card 55” */
  set = g_strdup_printf (_("%s, card %d"), dr_card_names_pack (names, card), card->position);
  adw_action_row_set_subtitle (self->set_row, set);
  limit = g_strdup_printf ("%d", card->deck_limit);
  adw_action_row_set_subtitle (self->limit_row, limit);
  gtk_widget_set_visible (GTK_WIDGET (self->limit_row), !dr_card_is_identity (card));
  adw_action_row_set_subtitle (self->illustrator_row, card->illustrator ? card->illustrator : "");
  gtk_widget_set_visible (GTK_WIDGET (self->illustrator_row), card->illustrator != NULL);
}

/* A NULL @card empties the page. A new card is shown in the reader's
 * language; "Show English" shows the English title and text. */
void
dr_card_detail_page_set_card (DrCardDetailPage *self,
                              const DrCard     *card,
                              GPtrArray        *other_faces,
                              DrCardNames      *names)
{
  g_return_if_fail (DR_IS_CARD_DETAIL_PAGE (self));

  g_clear_pointer (&self->card, dr_card_unref);
  g_clear_pointer (&self->other_face_list, g_ptr_array_unref);
  g_clear_pointer (&self->names, dr_card_names_unref);
  self->card = card != NULL ? dr_card_ref ((DrCard *) card) : NULL;
  self->other_face_list = other_faces != NULL ? g_ptr_array_ref (other_faces) : NULL;
  self->names = names != NULL ? dr_card_names_ref (names) : NULL;
  g_signal_handlers_block_by_func (self->english_button, show_card, self);
  gtk_toggle_button_set_active (self->english_button, FALSE);
  g_signal_handlers_unblock_by_func (self->english_button, show_card, self);
  show_card (self);
}

/* How many copies the user owns, or -1 to say nothing. */
void
dr_card_detail_page_set_owned (DrCardDetailPage *self,
                               int               owned)
{
  g_autofree char *text = NULL;

  g_return_if_fail (DR_IS_CARD_DETAIL_PAGE (self));

  gtk_widget_set_visible (GTK_WIDGET (self->owned_row), owned >= 0);
  text = g_strdup_printf ("%d", MAX (owned, 0));
  adw_action_row_set_subtitle (self->owned_row, text);
}

const char *
dr_card_detail_page_get_title (DrCardDetailPage *self)
{
  g_return_val_if_fail (DR_IS_CARD_DETAIL_PAGE (self), NULL);
  return gtk_label_get_text (self->title_label);
}

DrCardFaceView *
dr_card_detail_page_get_face_view (DrCardDetailPage *self)
{
  g_return_val_if_fail (DR_IS_CARD_DETAIL_PAGE (self), NULL);
  return self->face_view;
}

gboolean
dr_card_detail_page_shows_image (DrCardDetailPage *self)
{
  g_return_val_if_fail (DR_IS_CARD_DETAIL_PAGE (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->face_stack), "image") == 0;
}

GtkWidget *
dr_card_detail_page_new (void)
{
  return g_object_new (DR_TYPE_CARD_DETAIL_PAGE, NULL);
}

static void
dr_card_detail_page_dispose (GObject *object)
{
  GtkWidget *child;

  DrCardDetailPage *self = DR_CARD_DETAIL_PAGE (object);

  g_clear_pointer (&self->card, dr_card_unref);
  g_clear_pointer (&self->other_face_list, g_ptr_array_unref);
  g_clear_pointer (&self->names, dr_card_names_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_CARD_DETAIL_PAGE);
  /* Disposing the template does not unparent its top widget. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (dr_card_detail_page_parent_class)->dispose (object);
}

static void
dr_card_detail_page_class_init (DrCardDetailPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_card_detail_page_dispose;

  g_type_ensure (DR_TYPE_CARD_FACE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-card-detail-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, face_stack);
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, face_view);
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, picture);
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, other_faces);
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, set_row);
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, limit_row);
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, illustrator_row);
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, owned_row);
  gtk_widget_class_bind_template_child (widget_class, DrCardDetailPage, english_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carddetailpage");
}

static void
dr_card_detail_page_init (DrCardDetailPage *self)
{
  self->text_scale = 1.0;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->english_button, "toggled", G_CALLBACK (show_card), self);
}

/* The drawn faces' text size, the preferences' card text size. */
void
dr_card_detail_page_set_text_scale (DrCardDetailPage *self,
                                    double            text_scale)
{
  g_return_if_fail (DR_IS_CARD_DETAIL_PAGE (self));

  self->text_scale = text_scale;
  dr_card_face_view_set_text_scale (self->face_view, text_scale);
  for (GtkWidget *face = gtk_widget_get_first_child (GTK_WIDGET (self->other_faces)); face != NULL;
       face = gtk_widget_get_next_sibling (face))
    dr_card_face_view_set_text_scale (DR_CARD_FACE_VIEW (face), text_scale);
}
