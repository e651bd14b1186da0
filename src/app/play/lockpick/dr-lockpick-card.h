/* dr-lockpick-card.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-lockpick.h"
#include "dr-play-catalog.h"

G_BEGIN_DECLS

#define DR_TYPE_LOCKPICK_CARD (dr_lockpick_card_get_type ())

/* One Lockpick card drawn as a card with the Netrunner table's painter: a
 * structure face down (its back), known only to its owner (hatched),
 * revealed (title, kind and the first words of its effect), destroyed
 * (dimmed and crossed), turned sideways by a Corrupted Disk, the Trojan
 * Horse lying on it; a card in a hand or a hacker zone; or an empty place
 * (a cell of the grid, an empty slot).  A card that is a choice emits
 * "clicked" when clicked or activated from the keyboard (Enter, Space);
 * any card whose face the viewer knows zooms to its whole text from the
 * card data on hover, a long press, a right click or Z.  Nothing of a
 * card the view does not show is said anywhere: not its title, kind or
 * text, in the drawing, the tooltip, the accessible name or the zoom. */
G_DECLARE_FINAL_TYPE (DrLockpickCard, dr_lockpick_card, DR, LOCKPICK_CARD, GtkWidget)

/* A printed Lockpick card is upright like Netrunner's, drawn a little
 * larger to hold the words of its effect. */
#define DR_LOCKPICK_CARD_WIDTH  72
#define DR_LOCKPICK_CARD_HEIGHT 100

typedef struct
{
  const DrLpState *view;      /* what the viewer may know */
  int              card;      /* a card of `view`, or -1: an empty place */
  gboolean         trojan;    /* the Trojan Horse lies here */
  const char      *place;     /* where it lies, said first ("Column 2, row 3"); an empty place's name */
  const char      *choice;    /* what a click does, or NULL: not a choice */
} DrLockpickCardSpec;

GtkWidget  *dr_lockpick_card_new       (void);
/* `catalog` (nullable) gives the card data for the effect and the zoom. */
void        dr_lockpick_card_show      (DrLockpickCard           *self,
                                        const DrLockpickCardSpec *spec,
                                        DrPlayCatalog            *catalog);
/* TRUE when a click on the card takes its `choice` */
gboolean    dr_lockpick_card_is_choice (DrLockpickCard           *self);

G_END_DECLS
