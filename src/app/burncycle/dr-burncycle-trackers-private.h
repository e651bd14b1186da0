/* dr-burncycle-trackers-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-burncycle-trackers.h"

G_BEGIN_DECLS

/* For DrBurncycleTrackers's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-burncycle-trackers.h. */

GtkWidget      *dr_burncycle_trackers_get_agent_row  (DrBurncycleTrackers *self,
                                                      int                  agent);
GtkCheckButton *dr_burncycle_trackers_get_degraded   (DrBurncycleTrackers *self,
                                                      int                  slot);
GtkSpinButton  *dr_burncycle_trackers_get_energy     (DrBurncycleTrackers *self,
                                                      int                  agent);
GtkSpinButton  *dr_burncycle_trackers_get_level      (DrBurncycleTrackers *self,
                                                      int                  agent);
GtkCheckButton *dr_burncycle_trackers_get_marker     (DrBurncycleTrackers *self,
                                                      int                  slot);
const char     *dr_burncycle_trackers_get_roll_text  (DrBurncycleTrackers *self);
GtkDropDown    *dr_burncycle_trackers_get_token      (DrBurncycleTrackers *self,
                                                      int                  slot);

/* Rolls the burncycle die and degrades the token it names; the face rolled. */
guint           dr_burncycle_trackers_roll_degrade   (DrBurncycleTrackers *self);
void            dr_burncycle_trackers_set_seed       (DrBurncycleTrackers *self,
                                                      guint32              seed);

G_END_DECLS
