/* dr-play-hand.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_HAND (dr_play_hand_get_type ())

/* The viewer's own hand (HQ for the Corp, the grip for a Runner), face up
 * to them only: each card's menu installs, plays or discards it. */
G_DECLARE_FINAL_TYPE (DrPlayHand, dr_play_hand, DR, PLAY_HAND, GtkWidget)

void       dr_play_hand_set_scene (DrPlayHand  *self,
                                   DrPlayScene *scene);

G_END_DECLS
