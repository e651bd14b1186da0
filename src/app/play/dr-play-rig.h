/* dr-play-rig.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_RIG (dr_play_rig_get_type ())

/* One Runner's side of the table: identity, numbers, stack and heap,
 * score area, and the rig: programs (memory used and limit), hardware and
 * resources, each hosted card on its host. */
G_DECLARE_FINAL_TYPE (DrPlayRig, dr_play_rig, DR, PLAY_RIG, GtkWidget)

void dr_play_rig_set      (DrPlayRig   *self,
                           DrPlayScene *scene,
                           int          seat,
                           gboolean     at_top);

G_END_DECLS
