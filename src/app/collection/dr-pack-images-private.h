/* dr-pack-images-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-pack-images.h"

G_BEGIN_DECLS

/* For dr-pack-images.c and the tests only; the rest of the app uses
 * dr-pack-images.h. */

GStrv    dr_pack_images_codes        (DrCardStore          *store,
                                      const char           *pack_code);

G_END_DECLS
