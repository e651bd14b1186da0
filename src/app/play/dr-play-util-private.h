/* dr-play-util-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-play-util.h"

G_BEGIN_DECLS

/* For dr-play-util.c and the tests only; the rest of the app uses
 * dr-play-util.h. */

/* The tooltip of @widget, set by dr_play_set_tooltip() or by GTK (NULL for none). */
const char *dr_play_get_tooltip (GtkWidget  *widget);

/* The menu given to dr_play_menu_button_set_menu() (or the button's own model),
 * open or not. */
GMenuModel *dr_play_menu_button_get_menu   (GtkMenuButton *button);

G_END_DECLS
