/* dr-card-face-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-names.h"

G_BEGIN_DECLS

#define DR_TYPE_CARD_FACE_VIEW (dr_card_face_view_get_type ())

/* A card drawn from its data: faction colours, cost, title, type line, text
 * with the game's symbols, and stats. (DrCardFace is taken: it is a face of
 * a double-faced card in the core.) */
G_DECLARE_FINAL_TYPE (DrCardFaceView, dr_card_face_view, DR, CARD_FACE_VIEW, GtkWidget)

GtkWidget   *dr_card_face_view_new             (void);
void         dr_card_face_view_set_card        (DrCardFaceView   *self,
                                                const DrCard     *card,
                                                const DrCardFace *other_face,
                                                DrCardNames      *names);
/* The same with the English title and text when @english, else the reader's
 * language's where the card data has them. */
void         dr_card_face_view_set_card_in     (DrCardFaceView   *self,
                                                const DrCard     *card,
                                                const DrCardFace *other_face,
                                                DrCardNames      *names,
                                                gboolean          english);
void         dr_card_face_view_set_text_scale  (DrCardFaceView   *self,
                                                double            text_scale);

G_END_DECLS
