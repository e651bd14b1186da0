/* dr-preferences-window-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-preferences-window.h"

G_BEGIN_DECLS

/* For DrPreferencesWindow's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-preferences-window.h. */

/* Imports NetrunnerDB restriction files (the Eternal points lists among
 * them) into the card data in a worker thread; the windows then read the
 * new data, a toast or an error dialog tells how it went. */
void      dr_preferences_window_import_ban_lists (DrPreferencesWindow *self,
                                                  const char *const   *paths);
gboolean  dr_preferences_window_is_importing     (DrPreferencesWindow *self);

G_END_DECLS
