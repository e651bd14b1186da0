/* dr-window.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-burncycle-view.h"
#include "dr-context.h"
#include "dr-cards-view.h"
#include "dr-collection-view.h"
#include "dr-sync-bar.h"
#include "dr-decks-view.h"
#include "dr-play-view.h"

G_BEGIN_DECLS

#define DR_TYPE_WINDOW (dr_window_get_type ())

G_DECLARE_FINAL_TYPE (DrWindow, dr_window, DR, WINDOW, AdwApplicationWindow)

DrWindow    *dr_window_new              (AdwApplication *application,
                                         DrContext      *context);

G_END_DECLS
