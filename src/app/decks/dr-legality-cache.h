/* dr-legality-cache.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "dr-legality.h"

G_BEGIN_DECLS

/* One legality context per format and ban list, built the first time a deck
 * asks for it and kept: building reads the whole card pool, a check then
 * costs microseconds. */
typedef struct _DrLegalityCache DrLegalityCache;

DrLegalityCache         *dr_legality_cache_new   (DrCardStore      *store,
                                                  GSettings        *settings);
DrLegalityCache         *dr_legality_cache_ref   (DrLegalityCache  *self);
void                     dr_legality_cache_unref (DrLegalityCache  *self);
/* The context for @deck's own format and ban list, the defaults standing in
 * for those it leaves open. */
const DrLegalityContext *dr_legality_cache_get_for_deck (DrLegalityCache  *self,
                                                         const DrDeck     *deck,
                                                         GError          **error);
/* A report for @deck in its own format and ban list, the defaults standing
 * in for those it leaves open; NULL (with @error set) when no context can be
 * built for them. */
DrLegalityReport        *dr_legality_cache_check (DrLegalityCache  *self,
                                                  const DrDeck     *deck,
                                                  GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrLegalityCache, dr_legality_cache_unref)

G_END_DECLS
