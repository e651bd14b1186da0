/* dr-play-card-input.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What a card drawn on a table does with the pointer, touch and keys, the
 * same for Netrunner's DrPlayCard and Lockpick's DrLockpickCard: a click,
 * Enter or Space activates it; a right click, a long press, Z or a hover
 * (after a moment, gone with the pointer) opens its zoom.  The widget
 * embeds one DrPlayCardInput, gives its three functions to
 * dr_play_card_input_init() and calls the others from its own init,
 * size_allocate and dispose. */
typedef struct
{
  void       (*activate)     (GtkWidget *card);
  /* whether there is a face to zoom to now (a hover: and nothing else open) */
  gboolean   (*can_zoom)     (GtkWidget *card,
                              gboolean   from_hover);
  GtkWidget *(*zoom_content) (GtkWidget *card);

  /*< private >*/
  GtkWidget  *card;
  GtkWidget  *zoom_popover;
  guint       hover_source;
  gboolean    zoom_from_hover;
} DrPlayCardInput;

/* Installs "card.activate" and "card.zoom" with their keys. */
void dr_play_card_input_class_init (GtkWidgetClass  *widget_class);
/* Wires @card's clicks, long presses and hovers to @input, whose callbacks
 * are @activate, @can_zoom and @zoom_content. */
void dr_play_card_input_init       (DrPlayCardInput *input,
                                    GtkWidget       *card,
                                    void            (*activate)     (GtkWidget *card),
                                    gboolean        (*can_zoom)     (GtkWidget *card,
                                                                     gboolean   from_hover),
                                    GtkWidget      *(*zoom_content) (GtkWidget *card));
void dr_play_card_input_open_zoom  (DrPlayCardInput *input,
                                    gboolean         from_hover);
/* The zoom goes (it is made again when opened): the card changed. */
void dr_play_card_input_drop_zoom  (DrPlayCardInput *input);
void dr_play_card_input_allocate   (DrPlayCardInput *input);
void dr_play_card_input_dispose    (DrPlayCardInput *input);

G_END_DECLS
