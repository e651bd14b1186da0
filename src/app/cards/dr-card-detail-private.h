/* dr-card-detail-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-detail.h"

G_BEGIN_DECLS

/* For DrCardDetail's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-card-detail.h. */

const char     *dr_card_detail_get_title     (DrCardDetail *self);
DrCardFaceView *dr_card_detail_get_face_view (DrCardDetail *self);

G_END_DECLS
