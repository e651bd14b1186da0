/* dr-play-server.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-play-card.h"

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_SERVER (dr_play_server_get_type ())

/* One Corp server as a column: its name (a menu with "Run on …" when the
 * Runner may run it), its root (upgrades, or a remote's content; a
 * central's pile: HQ's hand, R&D, Archives) and its ice, outermost toward
 * the Runner's side of the table. A run on it marks where the Runner is. */
G_DECLARE_FINAL_TYPE (DrPlayServer, dr_play_server, DR, PLAY_SERVER, GtkWidget)

GtkWidget  *dr_play_server_new      (void);
/* @corp_at_top: the Corp sits across the table from the viewer, so the
 * Runner's side (outermost ice) is down. */
void        dr_play_server_set      (DrPlayServer *self,
                                     DrPlayScene  *scene,
                                     int           server,
                                     gboolean      corp_at_top);

/* The cards @ids of a row of @box, in order, each with the cards hosted on
 * it (engine field `host`) under it, after the child @first (NULL: from
 * the start): the widgets of cards already there are kept and updated,
 * those of cards gone are removed. */
void        dr_play_sync_cards (GtkWidget   *box,
                                GtkWidget   *first,
                                DrPlayScene *scene,
                                const int   *ids,
                                int          n,
                                gboolean     landscape);
/* The same for an area's cards (a rig's row), leaving out hosted ones. */
void        dr_play_sync_row   (GtkWidget     *box,
                                DrPlayScene   *scene,
                                const uint8_t *ids,
                                int            n);
/* The card shown in @slot, made the first time. */
DrPlayCard *dr_play_slot_card  (AdwBin *slot);
/* A seat's score area as a pile: the last agenda on top, the count, and
 * the list of them when zoomed. */
void        dr_play_set_score_pile (DrPlayCard  *pile,
                                    DrPlayScene *scene,
                                    int          seat);

G_END_DECLS
