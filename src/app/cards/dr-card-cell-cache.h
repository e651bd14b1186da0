/* dr-card-cell-cache.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _DrCardCellCache DrCardCellCache;

DrCardCellCache *dr_card_cell_cache_new    (void);
void             dr_card_cell_cache_free   (DrCardCellCache *self);
void             dr_card_cell_cache_clear  (DrCardCellCache *self);
GskRenderNode   *dr_card_cell_cache_lookup (DrCardCellCache *self,
                                            GtkWidget       *widget,
                                            guint            column,
                                            const char      *text,
                                            int              width,
                                            const GdkRGBA   *color);

void             dr_card_cell_align        (PangoLayout     *layout,
                                            const char      *text,
                                            gboolean         right_to_left);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrCardCellCache, dr_card_cell_cache_free)

G_END_DECLS
