/* dr-card-image.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "dr-card-store.h"

G_BEGIN_DECLS

char     *dr_card_image_path         (const char          *code);
/* Card images are fetched through the context (dr_context_fetch_image_async()). */
void      dr_card_image_fetch_async  (DrCardStore         *store,
                                      guint64              limit_bytes,
                                      const char          *code,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
char     *dr_card_image_fetch_finish (GAsyncResult        *result,
                                      GError             **error);

G_END_DECLS
