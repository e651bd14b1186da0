/* dr-play-rules-window-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-rules-window.h"

G_BEGIN_DECLS

/* For DrPlayRulesWindow's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-play-rules-window.h. */

/* Every paragraph, for tests. */
char      *dr_play_rules_window_get_text (DrPlayRulesWindow *self);

G_END_DECLS
