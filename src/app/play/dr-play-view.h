/* dr-play-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DR_TYPE_PLAY_VIEW (dr_play_view_get_type ())

/* The window's Play view: a start page (New Match, the games to resume,
 * Resume from a file, Watch a Replay, Rules), the New Match page, the match being played and replays. */
G_DECLARE_FINAL_TYPE (DrPlayView, dr_play_view, DR, PLAY_VIEW, GtkWidget)

G_END_DECLS
