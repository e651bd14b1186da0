/* dr-card-detail.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-detail"

#include "config.h"

#include "dr-card-detail-private.h"
#include "dr-card-detail-page.h"

/* The card pane: a placeholder until the first card, then the card on a
 * page of its own, built at that time so that start-up does not build
 * and style a page nobody sees yet. */
struct _DrCardDetail
{
  GtkWidget         parent_instance;

  /* Template widgets */
  GtkStack         *stack;

  DrCardDetailPage *page;   /* owned by the stack; NULL until needed */
  double            text_scale;
};

G_DEFINE_FINAL_TYPE (DrCardDetail, dr_card_detail, GTK_TYPE_WIDGET)

static DrCardDetailPage *
ensure_page (DrCardDetail *self)
{
  if (self->page == NULL)
    {
      self->page = DR_CARD_DETAIL_PAGE (dr_card_detail_page_new ());
      dr_card_detail_page_set_text_scale (self->page, self->text_scale);
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->page), "card");
    }
  return self->page;
}

/* A NULL @card brings back the placeholder. */
void
dr_card_detail_set_card (DrCardDetail *self,
                         const DrCard *card,
                         GPtrArray    *other_faces,
                         DrCardNames  *names)
{
  g_return_if_fail (DR_IS_CARD_DETAIL (self));

  if (card == NULL && self->page == NULL)
    return;
  dr_card_detail_page_set_card (ensure_page (self), card, other_faces, names);
  gtk_stack_set_visible_child_name (self->stack, card != NULL ? "card" : "empty");
}

/* For the collection: how many copies the user owns, or -1 to say nothing. */
void
dr_card_detail_set_owned (DrCardDetail *self,
                          int           owned)
{
  g_return_if_fail (DR_IS_CARD_DETAIL (self));
  dr_card_detail_page_set_owned (ensure_page (self), owned);
}

/* The title of the card shown, "" before the first. */
const char *
dr_card_detail_get_title (DrCardDetail *self)
{
  g_return_val_if_fail (DR_IS_CARD_DETAIL (self), NULL);
  return self->page != NULL ? dr_card_detail_page_get_title (self->page) : "";
}

/* The face of the card shown; asking for it builds the card page. */
DrCardFaceView *
dr_card_detail_get_face_view (DrCardDetail *self)
{
  g_return_val_if_fail (DR_IS_CARD_DETAIL (self), NULL);
  return dr_card_detail_page_get_face_view (ensure_page (self));
}

gboolean
dr_card_detail_shows_image (DrCardDetail *self)
{
  g_return_val_if_fail (DR_IS_CARD_DETAIL (self), FALSE);
  return self->page != NULL && dr_card_detail_page_shows_image (self->page);
}

static void
dr_card_detail_dispose (GObject *object)
{
  DrCardDetail *self = DR_CARD_DETAIL (object);
  GtkWidget *child;

  self->page = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_CARD_DETAIL);
  /* Disposing the template does not unparent its top widget. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (dr_card_detail_parent_class)->dispose (object);
}

static void
dr_card_detail_class_init (DrCardDetailClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_card_detail_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-card-detail.ui");
  gtk_widget_class_bind_template_child (widget_class, DrCardDetail, stack);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carddetail");
}

static void
dr_card_detail_init (DrCardDetail *self)
{
  self->text_scale = 1.0;
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The text size of the drawn faces, 1.0 the default. */
void
dr_card_detail_set_text_scale (DrCardDetail *self,
                               double        text_scale)
{
  g_return_if_fail (DR_IS_CARD_DETAIL (self));

  self->text_scale = text_scale;
  if (self->page != NULL)
    dr_card_detail_page_set_text_scale (self->page, text_scale);
}
