/* dr-lockpick-table.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a Lockpick match and a Lockpick replay show the same way beside the
 * grid: each seat's column, a seat's hand, the result in words.
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-lockpick.h"
#include "dr-play-catalog.h"

G_BEGIN_DECLS

/* "Server", "Hacker 2", translated. */
char      *dr_lockpick_table_seat_name  (int seat);
/* Replaces `seats_box`'s children with one column per seat of `view`:
 * hand size, the decks by the server, each hacker's two slots; `you` (a
 * seat, or -1) is marked "(you)", `acting` highlighted; the cards drawn
 * as cards, with their text from `catalog` (nullable: titles only). */
void       dr_lockpick_table_show_seats (GtkWidget       *seats_box,
                                         const DrLpState *view,
                                         int              you,
                                         int              acting,
                                         DrPlayCatalog   *catalog);
/* `eyes`'s hand in `hand_box`, as cards; `hand_title` and all hidden for -1. */
void       dr_lockpick_table_show_hand  (GtkFlowBox      *hand_box,
                                         GtkWidget       *hand_title,
                                         const DrLpState *view,
                                         int              eyes,
                                         DrPlayCatalog   *catalog);
/* "The server wins: …" of a game over. */
char      *dr_lockpick_table_result     (const DrLpState *state);

G_END_DECLS
