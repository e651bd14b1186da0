/* dr-card-store.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>

#include "dr-card.h"
#include "dr-card-pool.h"

G_BEGIN_DECLS

typedef struct _DrCardStore DrCardStore;

DrCardStore *dr_card_store_open          (const char   *path,
                                          GError      **error);
DrCardStore *dr_card_store_open_default  (GError      **error);
void         dr_card_store_free          (DrCardStore  *self);
sqlite3     *dr_card_store_get_db        (DrCardStore  *self);
/* The language cards are read in: a NetrunnerDB locale ("fr", "ja",
 * "zh-hans"…) or NULL for English. A store opens with the user's language
 * (dr_card_locale_default()); cards taken from it before a change keep their
 * language. */
void         dr_card_store_set_locale    (DrCardStore  *self,
                                          const char   *locale);
const char  *dr_card_store_get_locale    (DrCardStore  *self);
const char  *dr_card_store_get_path      (DrCardStore  *self);
char        *dr_card_store_get_meta      (DrCardStore  *self,
                                          const char   *key);
DrCard      *dr_card_store_get_card      (DrCardStore  *self,
                                          const char   *code);
GPtrArray   *dr_card_store_find_by_title (DrCardStore  *self,
                                          const char   *title);
GPtrArray   *dr_card_store_lookup        (DrCardStore  *self,
                                          const char   *code_or_title);
GPtrArray   *dr_card_store_get_faces     (DrCardStore  *self,
                                          const char   *code);
/* The printing codes of @game's cards in @pack_code, in code order, from the
 * card pool; NULL for either means any. NULL when the card data cannot be
 * read, an empty array when no printing matches. */
GStrv        dr_card_store_list_codes    (DrCardStore  *self,
                                          const char   *game,
                                          const char   *pack_code,
                                          GError      **error);
/* Code → name of a small table ("sides", "factions", "types", "packs",
 * "cycles"), in English: what files and exports use. */
GHashTable  *dr_card_store_get_names     (DrCardStore  *self,
                                          const char   *table);
GPtrArray   *dr_card_store_get_cards_by_id (DrCardStore *self,
                                            GError     **error);
/* The card data in memory (dr-card-pool.h), read on first use (any thread
 * may ask); the store's, valid while the store lives and keeps its locale:
 * take a reference (dr_card_pool_ref()) to keep it longer. A change of
 * locale drops the store's pool, so it is made while no other thread reads
 * the store. */
DrCardPool  *dr_card_store_get_pool      (DrCardStore  *self,
                                          GError      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrCardStore, dr_card_store_free)

G_END_DECLS
