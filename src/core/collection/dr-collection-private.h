/* dr-collection-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-collection.h"
#include "dr-db.h"

G_BEGIN_DECLS

struct _DrCollection
{
  DrUserStore *user;
  sqlite3     *user_db;       /* the user store's */
  DrCardStore *store;
  guint64      revision;      /* counts our own writes */

  /* What dr_collection_publish_owned() last wrote, so a search that asks
   * on every keystroke costs nothing while the collection stays the same. */
  sqlite3     *published_db;
  guint64      published_revision;
  gint64       published_data_version;
};

/* One printing of the card store with what the collection holds of it;
 * the strings belong to the catalog's card pool. */
typedef struct
{
  const char *code;
  const char *title;
  const char *game;
  const char *pack_code;
  guint title_index; /* the pool's number of its title (DrPoolPrinting) */
  int   quantity;    /* copies in one of its pack */
  int   deck_limit;
  int   owned;
} DrOwnedPrinting;

/* Every printing of the card store at one moment, with owned counts: the
 * reports and the search table are computed from one of these. Printings
 * are found through the pool's index of codes and titles by the pool's
 * numbers, so a catalog hashes no string of its own. */
typedef struct
{
  DrCardPool      *pool;
  DrOwnedPrinting *by_index;    /* in the pool's order (DrPoolPrinting.index) */
  GPtrArray       *printings;   /* DrOwnedPrinting *, into by_index, by code */
  int             *title_owned; /* by title number: owned copies over every printing */
} DrOwnedCatalog;

DrOwnedCatalog        *dr_owned_catalog_load        (DrCollection          *self,
                                                     GError               **error);
void                   dr_owned_catalog_free        (DrOwnedCatalog        *catalog);
/* NULL for a code the card data does not know. */
const DrOwnedPrinting *dr_owned_catalog_lookup      (const DrOwnedCatalog  *catalog,
                                                     const char            *code);
/* Owned copies of @printing's title over every printing of it. */
int                    dr_owned_catalog_title_owned (const DrOwnedCatalog  *catalog,
                                                     const DrOwnedPrinting *printing);

sqlite3_stmt   *dr_collection_prepare        (sqlite3         *db,
                                              const char      *sql,
                                              GError         **error);
gboolean        dr_collection_begin          (DrCollection    *self,
                                              GError         **error);
gboolean        dr_collection_commit         (DrCollection    *self,
                                              GError         **error);
void            dr_collection_rollback       (DrCollection    *self);
gboolean        dr_collection_write_products (DrCollection    *self,
                                              GHashTable      *counts,
                                              GError         **error);
gboolean        dr_collection_write_adjustment (DrCollection  *self,
                                                const char    *code,
                                                int            delta,
                                                GError       **error);
int             dr_collection_from_products  (DrCollection    *self,
                                              const char      *code);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrOwnedCatalog, dr_owned_catalog_free)

/* The steps of the file commands, and the packs of a preset, for tests. */
GPtrArray     *dr_collection_preset_packs          (DrCollection        *self,
                                                    DrCollectionPreset   preset,
                                                    GError             **error);
char          *dr_collection_to_csv                (DrCollection        *self,
                                                    GError             **error);
gboolean       dr_collection_import_csv_text       (DrCollection        *self,
                                                    const char          *text,
                                                    gsize                length,
                                                    const char          *file_name,
                                                    gboolean             replace,
                                                    guint               *n_imported,
                                                    GError             **error);
char          *dr_collection_to_pack_list          (DrCollection        *self,
                                                    GError             **error);
gboolean       dr_collection_import_pack_list_text (DrCollection        *self,
                                                    const char          *text,
                                                    gsize                length,
                                                    const char          *file_name,
                                                    guint               *n_imported,
                                                    GError             **error);

/* Counts our own writes; for tests. */
guint64 dr_collection_get_revision    (DrCollection *self);
int     dr_collection_get_title_owned (DrCollection *self,
                                       const char   *title);

G_END_DECLS
