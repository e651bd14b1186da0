/* dr-collection.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-card-store.h"
#include "dr-deck.h"
#include "dr-user-store.h"

G_BEGIN_DECLS

/* The user's collection: owned products (packs and boxes, each with a count)
 * plus per-printing adjustments, kept in the user database. Card facts (which
 * pack holds how many copies of which printing) come from the card store.
 *
 *   owned (printing) = count of its pack × copies of it in the pack + adjustment,
 *                      never below zero
 *   owned (card)     = the sum over every printing with the same title
 *
 * Neither the user database nor the card store is owned by the collection;
 * both must outlive it. */
typedef struct _DrCollection DrCollection;

typedef enum
{
  DR_COLLECTION_PRESET_NONE,      /* no product at all */
  DR_COLLECTION_PRESET_ALL,       /* one of every pack of every game */
  DR_COLLECTION_PRESET_STANDARD,  /* one of every released pack in the current Standard pool */
  DR_COLLECTION_PRESET_STARTUP,   /* one of every released pack in the Startup pool */
} DrCollectionPreset;

typedef struct
{
  char *pack_code;
  char *pack_name;   /* the code when the card data does not know the pack */
  int   count;
} DrCollectionProduct;

typedef struct
{
  char *code;
  char *title;       /* the code when the card data does not know the printing */
  int   adjustment;
  int   owned;
} DrCollectionAdjustment;

/* One card (title) of a deck held against the collection. */
typedef struct
{
  char     *title;     /* the code when the card data does not know it */
  char     *code;      /* the printing the deck lists (the lowest code if several) */
  gboolean  known;
  int       needed;    /* copies the deck uses, over all its printings */
  int       owned;     /* copies owned, over all printings */
  int       reserved;  /* copies that other built decks hold */
  int       missing;   /* needed − (owned − reserved), never below zero */
} DrCollectionNeed;

/* A pack that would provide missing cards ("buy next"). */
typedef struct
{
  char *pack_code;
  char *pack_name;
  char *date_release;  /* NULL when unreleased */
  int   copies;        /* missing copies one of this pack covers */
  int   titles;        /* missing titles it covers */
} DrCollectionPackOffer;

typedef struct
{
  GPtrArray *needs;     /* DrCollectionNeed, sorted by title; the identity included */
  GPtrArray *buy_next;  /* DrCollectionPackOffer, most missing copies covered first */
  int        needed;    /* copies in the deck */
  int        missing;   /* copies missing */
} DrCollectionDeckReport;

typedef struct
{
  guint deck;    /* index in the array of built decks */
  int   copies;
} DrCollectionDeckUse;

/* A card that several built decks use and the collection cannot supply to all
 * of them at once. */
typedef struct
{
  char   *title;
  int     owned;
  int     needed;  /* by all built decks together */
  GArray *uses;    /* DrCollectionDeckUse, in deck order */
} DrCollectionConflict;

typedef struct
{
  char     *code;
  char     *name;
  char     *cycle_code;     /* for a pack: its cycle; for a cycle: itself */
  gboolean  is_cycle;
  int       titles_owned;   /* titles of which at least one copy is owned, in any printing */
  int       titles_total;
  int       copies_owned;   /* owned copies counted up to a playset per title */
  int       copies_playset; /* a playset (the deck limit, usually 3) of every title */
} DrCollectionCompletion;

DrCollection  *dr_collection_new                   (DrUserStore         *user,
                                                    DrCardStore         *store);
void           dr_collection_free                  (DrCollection        *self);
DrCardStore   *dr_collection_get_store             (DrCollection        *self);

/* Products */
char          *dr_collection_find_pack             (DrCollection        *self,
                                                    const char          *code_or_name);
GPtrArray     *dr_collection_list_products         (DrCollection        *self,
                                                    GError             **error);
int            dr_collection_get_product_count     (DrCollection        *self,
                                                    const char          *pack_code);
gboolean       dr_collection_set_product_count     (DrCollection        *self,
                                                    const char          *pack_code,
                                                    int                  count,
                                                    GError             **error);
gboolean       dr_collection_add_products          (DrCollection        *self,
                                                    const char          *pack_code,
                                                    int                  delta,
                                                    int                 *new_count,
                                                    GError             **error);
gboolean       dr_collection_preset_from_name      (const char          *name,
                                                    DrCollectionPreset  *preset);
gboolean       dr_collection_apply_preset          (DrCollection        *self,
                                                    DrCollectionPreset   preset,
                                                    GError             **error);

/* Printings and cards */
GPtrArray     *dr_collection_list_adjustments      (DrCollection        *self,
                                                    GError             **error);
int            dr_collection_get_printing_owned    (DrCollection        *self,
                                                    const char          *code);
gboolean       dr_collection_set_printing_owned    (DrCollection        *self,
                                                    const char          *code,
                                                    int                  owned,
                                                    GError             **error);
GHashTable    *dr_collection_owned_by_code         (DrCollection        *self,
                                                    GError             **error);
GHashTable    *dr_collection_owned_by_title        (DrCollection        *self,
                                                    GError             **error);
gboolean       dr_collection_publish_owned         (DrCollection        *self,
                                                    GError             **error);

/* Decks */
DrCollectionDeckReport *dr_collection_check_deck    (DrCollection        *self,
                                                     const DrDeck        *deck,
                                                     GPtrArray           *built_decks,
                                                     GError             **error);
GPtrArray     *dr_collection_find_conflicts        (DrCollection        *self,
                                                    GPtrArray           *built_decks,
                                                    GError             **error);

/* Completion */
GPtrArray     *dr_collection_completion            (DrCollection        *self,
                                                    const char          *game,
                                                    GError             **error);

/* Files */
gboolean       dr_collection_export_csv            (DrCollection        *self,
                                                    const char          *path,
                                                    GError             **error);
gboolean       dr_collection_import_csv            (DrCollection        *self,
                                                    const char          *path,
                                                    gboolean             replace,
                                                    guint               *n_imported,
                                                    GError             **error);
gboolean       dr_collection_export_pack_list      (DrCollection        *self,
                                                    const char          *path,
                                                    GError             **error);
gboolean       dr_collection_import_pack_list      (DrCollection        *self,
                                                    const char          *path,
                                                    guint               *n_imported,
                                                    GError             **error);

void dr_collection_product_free      (DrCollectionProduct    *product);
void dr_collection_adjustment_free   (DrCollectionAdjustment *adjustment);
void dr_collection_need_free         (DrCollectionNeed       *need);
void dr_collection_pack_offer_free   (DrCollectionPackOffer  *offer);
void dr_collection_deck_report_free  (DrCollectionDeckReport *report);
void dr_collection_conflict_free     (DrCollectionConflict   *conflict);
void dr_collection_completion_free   (DrCollectionCompletion *completion);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrCollection, dr_collection_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrCollectionDeckReport, dr_collection_deck_report_free)

G_END_DECLS
