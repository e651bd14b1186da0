/* dr-play-catalog.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-names.h"
#include "dr-card-store.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_CATALOG (dr_play_catalog_get_type ())

/* The card database as the Play widgets need it: a card's full data for
 * its zoomed face, and its faction's colour, kept once read. Without a
 * store (no card data) cards are still drawn, from the engine's numbers. */
G_DECLARE_FINAL_TYPE (DrPlayCatalog, dr_play_catalog, DR, PLAY_CATALOG, GObject)

DrPlayCatalog *dr_play_catalog_new           (DrCardStore   *store);
/* (transfer none) (nullable) */
const DrCard  *dr_play_catalog_get_card      (DrPlayCatalog *self,
                                              const char    *code);
const char    *dr_play_catalog_title         (DrPlayCatalog *self,
                                              const char    *code,
                                              const char    *engine_title);
DrCardNames   *dr_play_catalog_get_names     (DrPlayCatalog *self);
void           dr_play_catalog_faction_color (DrPlayCatalog *self,
                                              const char    *code,
                                              int            side,
                                              GdkRGBA       *color);

G_END_DECLS
