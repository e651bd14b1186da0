/* dr-proxy-face.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card.h"

G_BEGIN_DECLS

/* A printed proxy's size, in points: a real card's 63 × 88 mm. */
#define DR_PROXY_MM(mm) ((mm) * 72.0 / 25.4)
#define DR_PROXY_WIDTH DR_PROXY_MM (63.0)
#define DR_PROXY_HEIGHT DR_PROXY_MM (88.0)

/* A proxy drawn from a card's data when no image of it is cached: the
 * faction's colour as a frame, cost (or an agenda's advancement), title,
 * type line, text and stats, with the game symbols drawn as the card face
 * on screen draws them (dr-card-symbols.h), and influence pips. A long text
 * gets a smaller font rather than losing its end. */
typedef struct _DrProxyFace DrProxyFace;

/* Lays @card out for @context, which must measure in points (a print
 * context's, or a cairo context's at 72 dpi made before any scaling: Pango
 * measures fonts through the context's matrix); @frame NULL is grey. */
DrProxyFace *dr_proxy_face_new             (PangoContext     *context,
                                            const DrCard     *card,
                                            const char       *type_line,
                                            const GdkRGBA    *frame);
void         dr_proxy_face_free            (DrProxyFace      *self);
/* Draws the card with its top-left corner at (@x, @y). */
void         dr_proxy_face_draw            (DrProxyFace      *self,
                                            cairo_t          *cr,
                                            double            x,
                                            double            y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrProxyFace, dr_proxy_face_free)

G_END_DECLS
