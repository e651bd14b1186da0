/* dr-cards-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-card-store.h"

G_BEGIN_DECLS

#define DR_TYPE_CARDS_VIEW (dr_cards_view_get_type ())

G_DECLARE_FINAL_TYPE (DrCardsView, dr_cards_view, DR, CARDS_VIEW, GtkWidget)

void        dr_cards_view_set_store      (DrCardsView *self,
                                          DrCardStore *store);
void        dr_cards_view_set_query      (DrCardsView *self,
                                          const char  *query);
guint       dr_cards_view_get_n_results  (DrCardsView *self);
const char *dr_cards_view_get_error_text (DrCardsView *self);
GListModel *dr_cards_view_get_model      (DrCardsView *self);
void        dr_cards_view_focus_search   (DrCardsView *self);
GtkEditable *dr_cards_view_get_search_entry (DrCardsView *self);

G_END_DECLS
