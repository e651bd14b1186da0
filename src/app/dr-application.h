/* dr-application.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-card-store.h"
#include "dr-user-store.h"

G_BEGIN_DECLS

#define DR_TYPE_APPLICATION (dr_application_get_type ())

G_DECLARE_FINAL_TYPE (DrApplication, dr_application, DR, APPLICATION, AdwApplication)

DrApplication *dr_application_new            (void);
DrCardStore   *dr_application_get_card_store (DrApplication *self);
DrUserStore   *dr_application_get_user_store (DrApplication *self);
gboolean       dr_application_reload_card_store (DrApplication *self,
                                                 GError       **error);
void           dr_application_reload_card_store_async  (DrApplication        *self,
                                                        GCancellable         *cancellable,
                                                        GAsyncReadyCallback   callback,
                                                        gpointer              user_data);
gboolean       dr_application_reload_card_store_finish (DrApplication        *self,
                                                        GAsyncResult         *result,
                                                        GError              **error);

G_END_DECLS
