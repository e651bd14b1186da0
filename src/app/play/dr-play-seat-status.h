/* dr-play-seat-status.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_SEAT_STATUS (dr_play_seat_status_get_type ())

/* One player's numbers: credits, the click tracker (3 for the Corp, 4 for
 * a Runner, spent clicks dimmed), and what else the side counts: bad
 * publicity, tags, core damage, link, memory, points, cards in hand, deck
 * and discard; in NAPD which Runner is active and who holds infamy. */
G_DECLARE_FINAL_TYPE (DrPlaySeatStatus, dr_play_seat_status, DR, PLAY_SEAT_STATUS, GtkWidget)

void  dr_play_seat_status_set      (DrPlaySeatStatus *self,
                                    DrPlayScene      *scene,
                                    int               seat);

G_END_DECLS
