/* dr-burncycle-setup-page.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-burncycle-setup.h"
#include "dr-burncycle-table.h"

G_BEGIN_DECLS

#define DR_TYPE_BURNCYCLE_SETUP_PAGE (dr_burncycle_setup_page_get_type ())

G_DECLARE_FINAL_TYPE (DrBurncycleSetupPage, dr_burncycle_setup_page, DR, BURNCYCLE_SETUP_PAGE, GtkWidget)

/* @table is borrowed: it outlives the page. */
void                    dr_burncycle_setup_page_set_table    (DrBurncycleSetupPage   *self,
                                                              DrBurncycleTable       *table);

G_END_DECLS
