/* dr-list-box.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Removes every row of @list, keeping its placeholder: what
 * gtk_list_box_remove_all() does from GTK 4.12 (the app runs on 4.8). */
void dr_list_box_remove_all (GtkListBox *list);

G_END_DECLS
