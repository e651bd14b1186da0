/* dr-proxy-face-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-proxy-face.h"

G_BEGIN_DECLS

/* For dr-proxy-face.c and the tests only; the rest of the app uses
 * dr-proxy-face.h. */

/* The card text as laid out, for checking what reaches the paper. */
PangoLayout *dr_proxy_face_get_text_layout (DrProxyFace      *self);

/* The square that symbol @index of the card text is drawn into, from the
 * card's top-left corner, in points; FALSE when the text has no such symbol. */
gboolean     dr_proxy_face_get_text_symbol (DrProxyFace      *self,
                                            guint             index,
                                            graphene_rect_t  *area);

G_END_DECLS
