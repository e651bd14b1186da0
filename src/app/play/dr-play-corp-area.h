/* dr-play-corp-area.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_CORP_AREA (dr_play_corp_area_get_type ())

/* The Corp's side of the table: identity, numbers, score area, and a
 * column per server (HQ, R&D, Archives, then each remote). */
G_DECLARE_FINAL_TYPE (DrPlayCorpArea, dr_play_corp_area, DR, PLAY_CORP_AREA, GtkWidget)

void dr_play_corp_area_set (DrPlayCorpArea *self,
                            DrPlayScene    *scene,
                            gboolean        at_top);

G_END_DECLS
