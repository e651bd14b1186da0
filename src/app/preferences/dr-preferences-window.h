/* dr-preferences-window.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-context.h"

G_BEGIN_DECLS

#define DR_TYPE_PREFERENCES_WINDOW (dr_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (DrPreferencesWindow, dr_preferences_window, DR, PREFERENCES_WINDOW, AdwPreferencesWindow)

DrPreferencesWindow *dr_preferences_window_new (GtkWindow *parent,
                                                DrContext *context);
/* Imports NetrunnerDB restriction files (the Eternal points lists among
 * them) into the card data in a worker thread; the windows then read the
 * new data, a toast or an error dialog tells how it went. */
void      dr_preferences_window_import_ban_lists (DrPreferencesWindow *self,
                                                  const char *const   *paths);
gboolean  dr_preferences_window_is_importing     (DrPreferencesWindow *self);

G_END_DECLS
