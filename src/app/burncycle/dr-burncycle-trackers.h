/* dr-burncycle-trackers.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-burncycle-table.h"

G_BEGIN_DECLS

#define DR_TYPE_BURNCYCLE_TRACKERS (dr_burncycle_trackers_get_type ())

G_DECLARE_FINAL_TYPE (DrBurncycleTrackers, dr_burncycle_trackers, DR, BURNCYCLE_TRACKERS, GtkWidget)

/* @table is borrowed: it outlives the trackers. */
void            dr_burncycle_trackers_set_table      (DrBurncycleTrackers *self,
                                                      DrBurncycleTable    *table);
/* Shows the table again after it changed elsewhere. */
void            dr_burncycle_trackers_refresh        (DrBurncycleTrackers *self);

G_END_DECLS
