/* dr-legality-cache-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-legality-cache.h"

G_BEGIN_DECLS

/* For dr-legality-cache.c and the tests only; the rest of the app uses
 * dr-legality-cache.h. */

const DrLegalityContext *dr_legality_cache_get   (DrLegalityCache  *self,
                                                  const char       *format,
                                                  const char       *banlist,
                                                  GError          **error);

G_END_DECLS
