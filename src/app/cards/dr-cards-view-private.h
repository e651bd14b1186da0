/* dr-cards-view-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-cards-view.h"

G_BEGIN_DECLS

/* For DrCardsView's own files and the tests only: what the tests call that is
 * not a template child (those they reach by name). The rest of the app uses
 * dr-cards-view.h. */

void           dr_cards_view_set_query         (DrCardsView      *self,
                                                const char       *query);
guint          dr_cards_view_get_n_results     (DrCardsView      *self);
const char    *dr_cards_view_get_error_text    (DrCardsView      *self);
const char    *dr_cards_view_get_count_text    (DrCardsView      *self);
GListModel    *dr_cards_view_get_model         (DrCardsView      *self);
void           dr_cards_view_select            (DrCardsView      *self,
                                                guint             position);
void           dr_cards_view_set_owned_func    (DrCardsView      *self,
                                                DrCardsOwnedFunc  func,
                                                gpointer          user_data,
                                                GDestroyNotify    destroy);
gboolean       dr_cards_view_get_owned_visible (DrCardsView      *self);
GtkColumnViewColumn *dr_cards_view_get_column (DrCardsView    *self,
                                               DrCardColumn    column);

G_END_DECLS
