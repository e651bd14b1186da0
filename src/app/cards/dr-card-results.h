/* dr-card-results.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

gboolean dr_card_results_update (GListStore *store,
                                 GPtrArray  *cards);

G_END_DECLS
