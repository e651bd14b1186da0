/* dr-context-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-context.h"

G_BEGIN_DECLS

/* Everything built over one card database, replaced as one: when the card
 * pool comes, it takes the store's place here. */
typedef struct
{
  DrCardStore     *store;
  DrCollection    *collection;
  DrLegalityCache *legality;
  GHashTable      *owned_by_title;   /* title → GINT_TO_POINTER (copies) */
} DrContextCardData;

struct _DrContext
{
  GObject            parent_instance;

  DrUserStore       *user;
  GSettings         *settings;
  DrContextCardData  card_data;

  /* The running sync (dr-context-sync.c), cancellable NULL when none. */
  GCancellable      *sync_cancellable;
  char              *sync_text;
  double             sync_fraction;
  GPtrArray         *verdicts_before;  /* the decks' legality before it */

  DrPlayGameList    *game_list;        /* made when first asked for */
};

enum {
  DR_CONTEXT_PROP_0,
  DR_CONTEXT_PROP_USER_STORE,
  DR_CONTEXT_PROP_SETTINGS,
  DR_CONTEXT_PROP_CARD_DATA,
  DR_CONTEXT_PROP_SYNCING,
  DR_CONTEXT_PROP_SYNC_TEXT,
  DR_CONTEXT_PROP_SYNC_FRACTION,
  DR_CONTEXT_N_PROPS
};

enum {
  DR_CONTEXT_COLLECTION_CHANGED,
  DR_CONTEXT_SYNC_FINISHED,
  DR_CONTEXT_N_SIGNALS
};

extern GParamSpec *dr_context_properties[DR_CONTEXT_N_PROPS];
extern guint dr_context_signals[DR_CONTEXT_N_SIGNALS];

void dr_context_sync_dispose (DrContext *self);

G_END_DECLS
