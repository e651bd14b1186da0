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
/* Rolls the burncycle die and degrades the token it names; the face rolled. */
guint           dr_burncycle_trackers_roll_degrade   (DrBurncycleTrackers *self);
void            dr_burncycle_trackers_set_seed       (DrBurncycleTrackers *self,
                                                      guint32              seed);
GtkSpinButton  *dr_burncycle_trackers_get_threat     (DrBurncycleTrackers *self);
GtkSpinButton  *dr_burncycle_trackers_get_ceo_level  (DrBurncycleTrackers *self);
GtkSpinButton  *dr_burncycle_trackers_get_energy     (DrBurncycleTrackers *self,
                                                      int                  agent);
GtkSpinButton  *dr_burncycle_trackers_get_level      (DrBurncycleTrackers *self,
                                                      int                  agent);
GtkWidget      *dr_burncycle_trackers_get_agent_row  (DrBurncycleTrackers *self,
                                                      int                  agent);
GtkDropDown    *dr_burncycle_trackers_get_token      (DrBurncycleTrackers *self,
                                                      int                  slot);
GtkCheckButton *dr_burncycle_trackers_get_degraded   (DrBurncycleTrackers *self,
                                                      int                  slot);
GtkCheckButton *dr_burncycle_trackers_get_marker     (DrBurncycleTrackers *self,
                                                      int                  slot);
const char     *dr_burncycle_trackers_get_roll_text  (DrBurncycleTrackers *self);

G_END_DECLS
