/* dr-play-card-look.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-card.h"

G_BEGIN_DECLS

/* What DrPlayCard draws, and how: the card widget works out a look from
 * the scene (what the viewer may know), the painter draws it, and the zoom
 * builds the full face. Only the card widgets' files include this: the
 * Netrunner table's and Lockpick's (DrLockpickCard). */

typedef struct
{
  const char *color;
  int         value;
  char       *(*describe) (int value);
} DrPlayCardBadge;

#define DR_PLAY_CARD_MAX_BADGES 5

typedef struct
{
  gboolean        known;         /* its face is shown */
  gboolean        unrezzed;      /* known to the viewer, not rezzed: marked */
  gboolean        actionable;    /* the viewer may do something with it now */
  gboolean        landscape;     /* ice, turned as on a table */
  int             side;          /* 0 Corp, 1 Runner */
  char           *title;
  char           *cost;
  char           *strength;
  int             n_subs;
  char           *footer;        /* agenda points, or the number beside footer_symbol */
  int             footer_symbol; /* DrCardSymbol: trash cost, memory, link; -1 none */
  DrPlayCardBadge badges[DR_PLAY_CARD_MAX_BADGES];
  int             n_badges;
  GdkRGBA         faction_color;
  DrPlayCardMark  mark;
  gboolean        is_pile;
  guint           pile_count;
  char           *pile_name;
  /* Lockpick's cards: a few words of the card's effect under the title, a
   * card out of play (dimmed and crossed), a token lying on it (the Trojan
   * Horse, on an empty place too). */
  char           *text;
  gboolean        spent;
  char           *token;
  /* The card whose cached image is its face (static, from the engine's
   * card table): set only when the viewer may see the face. */
  const char     *image_code;
} DrPlayCardLook;

void       dr_play_card_paint     (GtkWidget            *widget,
                                   const DrPlayCardLook *look,
                                   cairo_t              *cr,
                                   double                width,
                                   double                height);
/* The box the painter gives @look's footer text (agenda points, or the
 * number of a trash cost, memory or link, without its symbol) on a card of @width × @height, in @widget's direction. */
void       dr_play_card_footer_box (GtkWidget            *widget,
                                    const DrPlayCardLook *look,
                                    double                width,
                                    double                height,
                                    graphene_rect_t      *box);
/* The same as a render node, made once for each look, size and style. */
GskRenderNode *dr_play_card_paint_node (GtkWidget            *widget,
                                        const DrPlayCardLook *look,
                                        double                width,
                                        double                height);
/* The size a card widget showing @look asks along @orientation, the card
 * being @width × @height upright: ice lies across, so it swaps the two. */
int dr_play_card_look_measure (const DrPlayCardLook *look,
                               GtkOrientation        orientation,
                               int                   width,
                               int                   height);
/* The same appended to @snapshot, over the whole of @widget. */
void dr_play_card_paint_snapshot (GtkWidget            *widget,
                                  const DrPlayCardLook *look,
                                  GtkSnapshot          *snapshot);
/* The zoomed card: its image when cached, else its drawn face. */
GtkWidget *dr_play_card_zoom_face (DrPlayScene *scene,
                                   int          card);
/* A pile zoomed: the list of its cards the viewer knows, top first. */
GtkWidget *dr_play_card_zoom_pile (DrPlayScene *scene,
                                   GArray      *pile,
                                   const char  *summary);

G_END_DECLS
