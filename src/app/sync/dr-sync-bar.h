/* dr-sync-bar.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-context.h"

G_BEGIN_DECLS

#define DR_TYPE_SYNC_BAR (dr_sync_bar_get_type ())

G_DECLARE_FINAL_TYPE (DrSyncBar, dr_sync_bar, DR, SYNC_BAR, GtkWidget)

GtkWidget  *dr_sync_bar_new          (DrContext *context);

G_END_DECLS
