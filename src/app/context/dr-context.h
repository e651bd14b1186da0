/* dr-context.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "dr-card-store.h"
#include "dr-collection.h"
#include "dr-legality-cache.h"
#include "dr-play-game-list.h"
#include "dr-sync.h"
#include "dr-user-store.h"

G_BEGIN_DECLS

#define DR_TYPE_CONTEXT (dr_context_get_type ())

G_DECLARE_FINAL_TYPE (DrContext, dr_context, DR, CONTEXT, GObject)

/* What every window and view of the application shares: the user
 * database, the card data in use and what is built over it (the
 * collection, the legality cache, the owned counts), the settings, card
 * images and the sync. The application makes one; windows and views get it
 * as their "context" property and follow it: after a sync or a ban list
 * import the card data is swapped here, in one place, and "notify::card-data"
 * tells them. */
DrContext       *dr_context_new                 (DrUserStore   *user,
                                                 DrCardStore   *card_store,
                                                 GSettings     *settings);

/* The "context" property of every window and view that follows a
 * context: construct-only, with the property id DR_CONTEXT_PROPERTY_ID. */
#define DR_CONTEXT_PROPERTY_ID 1
void             dr_context_install_property    (GObjectClass  *object_class);
void             dr_context_set_property        (DrContext   **context,
                                                 GObject       *object,
                                                 guint          prop_id,
                                                 const GValue  *value,
                                                 GParamSpec    *pspec);
/* Calls @callback (@instance its only argument) now and after every swap of
 * the card data, for as long as @instance lives. */
void             dr_context_follow_card_data    (DrContext     *self,
                                                 gpointer       instance,
                                                 GCallback      callback);

DrUserStore     *dr_context_get_user_store      (DrContext     *self);
GSettings       *dr_context_get_settings        (DrContext     *self);
/* The saved games, one list for the Play view and every deck's Games tab:
 * the folder is read once and again only after a game was saved. */
DrPlayGameList  *dr_context_get_game_list       (DrContext     *self);

/* The card data: valid until the next "notify::card-data". */
DrCardStore     *dr_context_get_card_store      (DrContext     *self);
DrCollection    *dr_context_get_collection      (DrContext     *self);
DrLegalityCache *dr_context_get_legality_cache  (DrContext     *self);
void             dr_context_reload_card_data_async  (DrContext           *self,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gboolean         dr_context_reload_card_data_finish (DrContext           *self,
                                                     GAsyncResult        *result,
                                                     GError             **error);

/* The collection: copies owned per title, and the change every view hears
 * of through "collection-changed". */
int              dr_context_get_owned_copies    (DrContext     *self,
                                                 const char    *title);
void             dr_context_collection_changed  (DrContext     *self);

/* Card images, downloaded into the cache the preferences size. */
gboolean         dr_context_can_fetch_images    (DrContext     *self);
guint64          dr_context_get_image_cache_limit (DrContext   *self);
void             dr_context_fetch_image_async   (DrContext           *self,
                                                 const char          *code,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
char            *dr_context_fetch_image_finish  (DrContext     *self,
                                                 GAsyncResult  *result,
                                                 GError       **error);

/* The sync with the source the preferences name (dr-context-sync.c). Its
 * state is in the properties "syncing", "sync-text" and "sync-fraction";
 * its end in "sync-finished". */
gboolean         dr_context_start_sync          (DrContext     *self);
void             dr_context_cancel_sync         (DrContext     *self);
gboolean         dr_context_is_syncing          (DrContext     *self);

G_END_DECLS
