/* dr-lockpick-compose.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-lockpick.h"
#include "dr-play-catalog.h"

G_BEGIN_DECLS

#define DR_TYPE_LOCKPICK_COMPOSE (dr_lockpick_compose_get_type ())

/* The table while the players choose their decks (DR_LP_PHASE_COMPOSE):
 * what choosing means, who chooses now, and the box's cards as one seat
 * may know them: those its side has taken (with their copies) and, when
 * it chooses, those it may take, as cards to click.  Clicking one emits
 * "choose" with the position of its action in the session's list.
 * Nothing of the other side's choice is shown: the view masks it. */
G_DECLARE_FINAL_TYPE (DrLockpickCompose, dr_lockpick_compose, DR, LOCKPICK_COMPOSE, GtkWidget)

/* `view` NULL (or not in the compose phase) empties it, so that nothing of
 * a seat's choice stays behind in a hidden page; `actions` (DrPlayAction)
 * may be NULL: nothing to choose; `catalog` (nullable) gives the cards'
 * texts. */
void dr_lockpick_compose_show (DrLockpickCompose *self,
                               const DrLpState   *view,
                               GListModel        *actions,
                               DrPlayCatalog     *catalog);

G_END_DECLS
