/* dr-card-detail.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-card-face-view.h"
#include "dr-card-names.h"

G_BEGIN_DECLS

#define DR_TYPE_CARD_DETAIL (dr_card_detail_get_type ())

G_DECLARE_FINAL_TYPE (DrCardDetail, dr_card_detail, DR, CARD_DETAIL, GtkWidget)

void            dr_card_detail_set_card      (DrCardDetail *self,
                                              const DrCard *card,
                                              GPtrArray    *other_faces,
                                              DrCardNames  *names);
void            dr_card_detail_set_owned     (DrCardDetail *self,
                                              int           owned);
gboolean        dr_card_detail_shows_image   (DrCardDetail *self);
void            dr_card_detail_set_text_scale (DrCardDetail *self,
                                              double        text_scale);

G_END_DECLS
