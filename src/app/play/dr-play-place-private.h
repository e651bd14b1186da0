/* dr-play-place-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-place.h"

G_BEGIN_DECLS

/* For dr-play-place.c and the tests only; the rest of the app uses
 * dr-play-place.h. */

/* Whether the decision on top is the turn's action phase, where cards,
 * servers and the bar carry the choices instead of the prompt. */
gboolean dr_play_place_is_action_phase (const DrNrState *view);

G_END_DECLS
