/* dr-burncycle-setup-page-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-burncycle-setup-page.h"

G_BEGIN_DECLS

/* For DrBurncycleSetupPage's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-burncycle-setup-page.h. */

/* As the rows do: a new set-up from the same seed, the ticks cleared. */
void                    dr_burncycle_setup_page_choose       (DrBurncycleSetupPage   *self,
                                                              int                     players,
                                                              DrBurncycleDifficulty   difficulty,
                                                              int                     active_slots);

/* The check button of line @line, counted over every step. */
GtkCheckButton         *dr_burncycle_setup_page_get_check    (DrBurncycleSetupPage   *self,
                                                              guint                   line);
const DrBurncycleSetup *dr_burncycle_setup_page_get_setup    (DrBurncycleSetupPage   *self);
void                    dr_burncycle_setup_page_set_trackers (DrBurncycleSetupPage   *self);

G_END_DECLS
