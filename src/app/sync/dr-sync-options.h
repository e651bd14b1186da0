/* dr-sync-options.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "dr-sync.h"

G_BEGIN_DECLS

gboolean dr_app_url_is_http_loopback (const char    *url);
void     dr_app_sync_options_init    (DrSyncOptions *options,
                                      GSettings     *settings);

G_END_DECLS
