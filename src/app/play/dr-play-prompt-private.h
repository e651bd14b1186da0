/* dr-play-prompt-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-prompt.h"

G_BEGIN_DECLS

/* For DrPlayPrompt's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-play-prompt.h. */

/* The scene positions the prompt offers, numbered ones and the spin button's. */
GArray     *dr_play_prompt_get_positions (DrPlayPrompt *self);
const char *dr_play_prompt_get_heading   (DrPlayPrompt *self);

G_END_DECLS
