/* dr-list-box.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "deckrunner-list-box"

#include "config.h"

#include "dr-list-box.h"

void
dr_list_box_remove_all (GtkListBox *list)
{
  GtkListBoxRow *row;

  g_return_if_fail (GTK_IS_LIST_BOX (list));

  /* by row: a placeholder, a child too, stays */
  while ((row = gtk_list_box_get_row_at_index (list, 0)) != NULL)
    gtk_list_box_remove (list, GTK_WIDGET (row));
}
