/* dr-lockpick-card-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-lockpick-card.h"

G_BEGIN_DECLS

/* For DrLockpickCard's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-lockpick-card.h. */

/* Every word the card shows or says (drawing, tooltip, accessible name),
 * for tests; the zoom, once open, is a child and says its own. */
char       *dr_lockpick_card_get_text  (DrLockpickCard *self);

/* What the zoom shows, made anew (floating), or NULL: a card the viewer
 * does not know has none (tests). */
GtkWidget  *dr_lockpick_card_make_zoom (DrLockpickCard *self);

/* Opens the zoom (nothing for a card the viewer does not know). */
void        dr_lockpick_card_show_zoom (DrLockpickCard *self);
GtkWidget  *dr_lockpick_card_get_zoom  (DrLockpickCard *self);

G_END_DECLS
