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

G_END_DECLS
