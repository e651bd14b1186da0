/* dr-decks-view-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-deck-editor.h"
#include "dr-decks-view.h"

G_BEGIN_DECLS

/* For DrDecksView's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-decks-view.h. */

void          dr_decks_view_refresh        (DrDecksView *self);
guint         dr_decks_view_get_n_decks    (DrDecksView *self);
DrDeckEditor *dr_decks_view_get_editor     (DrDecksView *self);
gboolean      dr_decks_view_is_editing     (DrDecksView *self);
AdwToast     *dr_decks_view_get_last_toast (DrDecksView *self);

G_END_DECLS
