/* dr-play-place.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-netrunner.h"

G_BEGIN_DECLS

/* Where the Play widgets offer a legal action. Every action has at least
 * one place (test-play-reach checks the widgets keep that promise). */
typedef enum
{
  DR_PLAY_AT_PROMPT = 1 << 0,  /* a numbered choice of the pending decision */
  DR_PLAY_AT_BAR    = 1 << 1,  /* the basic actions of the turn */
  DR_PLAY_AT_CARD   = 1 << 2,  /* the menu of a card (the place's card) */
  DR_PLAY_AT_SERVER = 1 << 3,  /* the menu of a server (the place's server) */
  DR_PLAY_AT_RUN    = 1 << 4   /* the run panel: break and pump against the encountered ice */
} DrPlayAt;

typedef struct
{
  guint at;     /* DrPlayAt bits */
  int   card;   /* for DR_PLAY_AT_CARD, else -1 */
  int   server; /* for DR_PLAY_AT_SERVER, else -1 */
} DrPlayPlace;

void     dr_play_place_of        (const DrNrState  *view,
                                  const DrNrAction *action,
                                  DrPlayPlace      *out);

G_END_DECLS
