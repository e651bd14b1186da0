/* dr-play-card.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_CARD (dr_play_card_get_type ())

/* One card on the table, drawn small but readable at a glance: cost,
 * title, strength, subroutines, counters as badges; face down when the
 * viewer may not know it, face up but marked when only its owner knows it.
 * A click opens the menu of what the viewer may do with it now; hovering,
 * a long press or "Show Card" zooms it to its full face. A pile (a deck,
 * Archives, the heap) is a card too: its top card or back, and a count. */
G_DECLARE_FINAL_TYPE (DrPlayCard, dr_play_card, DR, PLAY_CARD, GtkWidget)

/* A printed card is 63 × 88 mm; the table shows it at about a third of the
 * card pane's size (upright; ice is turned sideways as on a table). */
#define DR_PLAY_CARD_WIDTH  58
#define DR_PLAY_CARD_HEIGHT 80

typedef enum
{
  DR_PLAY_CARD_MARK_NONE = 0,
  DR_PLAY_CARD_MARK_APPROACHED,   /* the run is here: the ice approached or the one encountered */
  DR_PLAY_CARD_MARK_ACCESSED      /* the card being accessed */
} DrPlayCardMark;

GtkWidget  *dr_play_card_new          (void);
void        dr_play_card_set_card     (DrPlayCard  *self,
                                       DrPlayScene *scene,
                                       int          card);
/* A pile: @ids are its cards, the last on top; @name says what it is.
 * @face_down: a back even when the viewer knows the top card (HQ). */
void        dr_play_card_set_pile     (DrPlayCard    *self,
                                       DrPlayScene   *scene,
                                       const uint8_t *ids,
                                       int            n,
                                       const char    *name,
                                       gboolean       face_down);
void        dr_play_card_set_landscape (DrPlayCard *self,
                                        gboolean    landscape);
void        dr_play_card_set_mark     (DrPlayCard     *self,
                                       DrPlayCardMark  mark);
int         dr_play_card_get_card     (DrPlayCard *self);

G_END_DECLS
