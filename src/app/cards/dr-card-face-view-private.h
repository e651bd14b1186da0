/* dr-card-face-view-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-face-view.h"

G_BEGIN_DECLS

/* For DrCardFaceView's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-card-face-view.h. */

double       dr_card_face_view_get_text_scale  (DrCardFaceView   *self);
const char  *dr_card_face_view_get_title       (DrCardFaceView   *self);
PangoLayout *dr_card_face_view_get_text_layout (DrCardFaceView   *self);

G_END_DECLS
