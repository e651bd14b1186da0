/* dr-lockpick-scenario.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick's scenario files (docs/scenario-format.md, "Lockpick"): a
 * position drawn as a picture of the structure with the hands and hacker
 * zones named by card code, steps, and expectations between them.
 */
#pragma once

#include <glib.h>

#include "dr-lockpick.h"

G_BEGIN_DECLS

/* A game of the whole box for n_seats (2..4) whose structure is `rows`:
 * one string per row from row 1, one character per column from column 1:
 * '.' empty, C Structure Core, U Unsecured Workstation, S Sandbox,
 * A Anti-Intrusion Algorithm, H Hardened Security, L Logging, X Automated
 * Script, P Secured Structure.  Every hand is empty, the structure cards
 * the picture leaves out are out of the game, and Hacker 1's turn has
 * begun (its draw done).  FALSE with a message for a bad picture. */
gboolean dr_lockpick_position_from_picture (DrLpState *s, int n_seats, guint64 seed,
                                            const char *const *rows, GError **error);

/* Moves a copy of the card `def` not in play into the hand (zone
 * DR_LP_ZONE_HAND) or the hacker zone (DR_LP_ZONE_SLOT) of `seat`;
 * returns its card id, or -1 when no copy is left. */
int      dr_lockpick_position_give (DrLpState *s, int seat, int def, int zone);

/* Runs a scenario file; every failed expectation is a line in `failures`
 * (with the step's number).  FALSE with `error` for a file that cannot be
 * run (unreadable, a step that is not legal, a malformed member). */
gboolean dr_lockpick_scenario_run_file (const char *path, char **title, GPtrArray *failures,
                                        guint *n_expectations, GError **error);

G_END_DECLS
