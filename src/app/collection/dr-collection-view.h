/* dr-collection-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-context.h"

G_BEGIN_DECLS

#define DR_TYPE_COLLECTION_VIEW (dr_collection_view_get_type ())

G_DECLARE_FINAL_TYPE (DrCollectionView, dr_collection_view, DR, COLLECTION_VIEW, GtkWidget)

G_END_DECLS
