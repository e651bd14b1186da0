/* dr-card-detail-page.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-card-face-view.h"
#include "dr-card-names.h"

G_BEGIN_DECLS

#define DR_TYPE_CARD_DETAIL_PAGE (dr_card_detail_page_get_type ())

G_DECLARE_FINAL_TYPE (DrCardDetailPage, dr_card_detail_page, DR, CARD_DETAIL_PAGE, GtkWidget)

GtkWidget      *dr_card_detail_page_new           (void);
void            dr_card_detail_page_set_card      (DrCardDetailPage *self,
                                                   const DrCard     *card,
                                                   GPtrArray        *other_faces,
                                                   DrCardNames      *names);
void            dr_card_detail_page_set_owned     (DrCardDetailPage *self,
                                                   int               owned);
const char     *dr_card_detail_page_get_title     (DrCardDetailPage *self);
DrCardFaceView *dr_card_detail_page_get_face_view (DrCardDetailPage *self);
gboolean        dr_card_detail_page_shows_image   (DrCardDetailPage *self);
void            dr_card_detail_page_set_text_scale (DrCardDetailPage *self,
                                                    double            text_scale);

G_END_DECLS
