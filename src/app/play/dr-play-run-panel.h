/* dr-play-run-panel.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_RUN_PANEL (dr_play_run_panel_get_type ())

/* A run as it goes: the server, each step from the outermost ice to the
 * server with the Runner's place marked (approaching, encountering,
 * passing, at the server, accessing), the encountered ice's subroutines
 * with a break button per breaker that can break them, pumps, and Jack
 * Out when it is legal. Hidden when no run is on. */
G_DECLARE_FINAL_TYPE (DrPlayRunPanel, dr_play_run_panel, DR, PLAY_RUN_PANEL, GtkWidget)

void        dr_play_run_panel_set_scene    (DrPlayRunPanel *self,
                                            DrPlayScene    *scene);

G_END_DECLS
