/* dr-play-seat-status-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-seat-status.h"

G_BEGIN_DECLS

/* For DrPlaySeatStatus's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-play-seat-status.h. */

char *dr_play_seat_status_get_text (DrPlaySeatStatus *self);

/* The clicks drawn as left (not dimmed), for tests. */
int   dr_play_seat_status_get_clicks_shown (DrPlaySeatStatus *self);

G_END_DECLS
