/* dr-card-cell-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-cell.h"

G_BEGIN_DECLS

/* For DrCardCell's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-card-cell.h. */

DrCardColumn dr_card_cell_get_column (DrCardCell        *self);
char       *dr_card_cell_get_text  (DrCardCell          *self);

G_END_DECLS
