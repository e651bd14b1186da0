/* dr-rescue-dialog.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-user-rescue.h"

G_BEGIN_DECLS

/* The responses of the dialog below. */
#define DR_RESCUE_RESPONSE_RESTORE "restore"
#define DR_RESCUE_RESPONSE_EMPTY   "empty"
#define DR_RESCUE_RESPONSE_QUIT    "quit"

/* What the window shows instead of itself when the user database could not
 * be read (dr-user-rescue.h): what happened, where the file is kept, and a
 * choice between the last good backup (when there is one), empty data and
 * quitting. The caller acts on the response. */
GtkWidget *dr_rescue_dialog_new (const DrUserDamage *damage);

G_END_DECLS
