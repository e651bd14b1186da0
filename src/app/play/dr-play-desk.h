/* dr-play-desk.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_DESK (dr_play_desk_get_type ())

/* One seat's place at the table: the board, the run panel, the prompt,
 * the basic actions and the hand, all drawn from one scene. Whatever is
 * chosen in any of them comes out as the "choose" signal with the scene
 * position of the action (action play.choose, a uint32). Digits pick the
 * prompt's numbered choices. */
G_DECLARE_FINAL_TYPE (DrPlayDesk, dr_play_desk, DR, PLAY_DESK, GtkWidget)

/* @waiting: the prompt's words while the viewer has no choice (NULL: who
 * is awaited); @busy: the AI is thinking. */
void         dr_play_desk_set_scene (DrPlayDesk  *self,
                                     DrPlayScene *scene,
                                     const char  *waiting,
                                     gboolean     busy);
/* A widget for the side column under the run (the view's log), or NULL. */
void         dr_play_desk_set_side       (DrPlayDesk *self,
                                          GtkWidget  *child);

G_END_DECLS
