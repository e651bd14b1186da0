/* dr-about-window.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GtkWidget *dr_about_window_new (GtkWindow *parent);

G_END_DECLS
