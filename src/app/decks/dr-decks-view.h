/* dr-decks-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-context.h"
#include "dr-deck-editor.h"

G_BEGIN_DECLS

#define DR_TYPE_DECKS_VIEW (dr_decks_view_get_type ())

G_DECLARE_FINAL_TYPE (DrDecksView, dr_decks_view, DR, DECKS_VIEW, GtkWidget)

void          dr_decks_view_refresh        (DrDecksView *self);
gboolean      dr_decks_view_leave_editor   (DrDecksView  *self,
                                            GError      **error);
guint         dr_decks_view_get_n_decks    (DrDecksView *self);
DrDeckEditor *dr_decks_view_get_editor     (DrDecksView *self);
gboolean      dr_decks_view_is_editing     (DrDecksView *self);
AdwToast     *dr_decks_view_get_last_toast (DrDecksView *self);

G_END_DECLS
