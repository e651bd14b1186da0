/* dr-sync-summary.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-sync.h"

G_BEGIN_DECLS

char *dr_sync_summary_text     (const DrSyncReport   *report);
char *dr_sync_progress_text    (const DrSyncProgress *progress);
double dr_sync_progress_fraction (const DrSyncProgress *progress);

G_END_DECLS
