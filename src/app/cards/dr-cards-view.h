/* dr-cards-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-card-columns.h"
#include "dr-card-detail.h"
#include "dr-card-filters.h"
#include "dr-card-store.h"
#include "dr-context.h"

G_BEGIN_DECLS

#define DR_TYPE_CARDS_VIEW (dr_cards_view_get_type ())

G_DECLARE_FINAL_TYPE (DrCardsView, dr_cards_view, DR, CARDS_VIEW, GtkWidget)

void           dr_cards_view_set_context       (DrCardsView      *self,
                                                DrContext        *context);
void           dr_cards_view_set_query         (DrCardsView      *self,
                                                const char       *query);
guint          dr_cards_view_get_n_results     (DrCardsView      *self);
const char    *dr_cards_view_get_error_text    (DrCardsView      *self);
const char    *dr_cards_view_get_count_text    (DrCardsView      *self);
GListModel    *dr_cards_view_get_model         (DrCardsView      *self);
void           dr_cards_view_select            (DrCardsView      *self,
                                                guint             position);
void           dr_cards_view_focus_search      (DrCardsView      *self);
GtkEditable   *dr_cards_view_get_search_entry  (DrCardsView      *self);
DrCardFilters *dr_cards_view_get_filters       (DrCardsView      *self);
DrCardDetail  *dr_cards_view_get_detail        (DrCardsView      *self);
void           dr_cards_view_set_owned_func    (DrCardsView      *self,
                                                DrCardsOwnedFunc  func,
                                                gpointer          user_data,
                                                GDestroyNotify    destroy);
void           dr_cards_view_refresh_owned     (DrCardsView      *self);
gboolean       dr_cards_view_get_owned_visible (DrCardsView      *self);
GtkColumnViewColumn *dr_cards_view_get_column (DrCardsView    *self,
                                               DrCardColumn    column);

G_END_DECLS
