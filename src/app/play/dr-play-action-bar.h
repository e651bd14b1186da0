/* dr-play-action-bar.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_ACTION_BAR (dr_play_action_bar_get_type ())

/* The basic actions of a turn as buttons (credit, draw, run, remove a tag,
 * purge), shown when they are legal, and All Actions: every choice of the
 * moment in one menu, for the keyboard and for anyone who prefers a list. */
G_DECLARE_FINAL_TYPE (DrPlayActionBar, dr_play_action_bar, DR, PLAY_ACTION_BAR, GtkWidget)

void        dr_play_action_bar_set_scene (DrPlayActionBar *self,
                                          DrPlayScene     *scene);

G_END_DECLS
