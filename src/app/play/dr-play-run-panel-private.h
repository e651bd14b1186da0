/* dr-play-run-panel-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-run-panel.h"

G_BEGIN_DECLS

/* For DrPlayRunPanel's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-play-run-panel.h. */

const char *dr_play_run_panel_get_progress (DrPlayRunPanel *self);

G_END_DECLS
