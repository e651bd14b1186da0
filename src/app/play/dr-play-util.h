/* dr-play-util.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-netrunner.h"

G_BEGIN_DECLS

/* What the Play widgets share. */

/* Takes every child out of a box, a flow box or any widget that is its
 * children's only parent (a widget's own dispose, too). */
void  dr_play_remove_children (GtkWidget *parent);
/* The Play view's style sheet, added to the display the first time a Play
 * widget is made, so that windows that never play do not parse it. */
void  dr_play_ensure_style    (void);
/* A seat's name in the user's language: "Corp", "Runner 2". */
char *dr_play_seat_name       (const DrNrState *view,
                               int              seat);
/* A server's name in the user's language: "HQ", "Server 2". */
char *dr_play_server_name     (int              server);

/* Scrolls @scrolled to its end once the rows just added have their size. */
void  dr_play_scroll_to_end   (GtkScrolledWindow *scrolled);

G_END_DECLS
