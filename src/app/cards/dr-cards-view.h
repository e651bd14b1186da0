/* dr-cards-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-card-columns.h"
#include "dr-card-store.h"
#include "dr-context.h"

G_BEGIN_DECLS

#define DR_TYPE_CARDS_VIEW (dr_cards_view_get_type ())

G_DECLARE_FINAL_TYPE (DrCardsView, dr_cards_view, DR, CARDS_VIEW, GtkWidget)

void           dr_cards_view_set_context       (DrCardsView      *self,
                                                DrContext        *context);
void           dr_cards_view_focus_search      (DrCardsView      *self);

G_END_DECLS
