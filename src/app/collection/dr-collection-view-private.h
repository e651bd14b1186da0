/* dr-collection-view-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-collection-view.h"

G_BEGIN_DECLS

/* For DrCollectionView's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-collection-view.h. */

const char     *dr_collection_view_get_cycle_text (DrCollectionView   *self,
                                                   const char         *cycle_code);
GtkLevelBar    *dr_collection_view_get_pack_bar   (DrCollectionView   *self,
                                                   const char         *pack_code);
AdwActionRow   *dr_collection_view_get_pack_row   (DrCollectionView   *self,
                                                   const char         *pack_code);
GtkSpinButton  *dr_collection_view_get_pack_spin  (DrCollectionView   *self,
                                                   const char         *pack_code);

G_END_DECLS
