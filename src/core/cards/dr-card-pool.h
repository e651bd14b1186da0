/* dr-card-pool.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-card-catalog.h"
#include "dr-card.h"

G_BEGIN_DECLS

/* The card data of one card database in memory: every printing as a DrCard
 * (with the reader's language's title, text and subtypes), packs, cycles,
 * factions, types, sides, ban lists and rotations. Read with one pass of
 * SELECTs when first asked for (dr_card_store_get_pool()), never changed
 * afterwards, and reference counted: the card store, the deck list index,
 * the statistics facts, the legality contexts and the collection's catalog
 * all hold the same pool and point into its strings instead of copying
 * them, so several threads may read it at once and a reader that still
 * holds the pool of the card data a sync replaced keeps it whole until it
 * lets go. */
typedef struct _DrCardPool DrCardPool;

/* A printing with what the tables around cards say of it. */
typedef struct
{
  DrCard     *card;               /* the pool's; take a reference to keep it longer */
  gint64      row_id;             /* cards.id, what searches match */
  const char *cycle_code;         /* its pack's cycle */
  const char *pack_date;          /* its pack's release, NULL when unreleased */
  gboolean    faction_is_neutral; /* its faction's flag */
  guint       index;              /* for dr_card_pool_get_printing() */
  guint       title_index;        /* shared by the printings of a title (same game and
                                   * title), numbered from 0 as their first is met */
} DrPoolPrinting;

typedef struct
{
  const char *code;
  const char *game;
  const char *name;
  const char *cycle_code;
  const char *date_release;   /* NULL when unreleased */
  int         position;       /* in its cycle */
  int         size;           /* cards in it; 0 for a box whose contents are not listed, -1 unknown */
} DrPoolPack;

typedef struct
{
  const char *code;
  const char *name;
  gboolean    rotated;        /* the cycle's own flag */
  int         position;
} DrPoolCycle;

/* What a ban list (MWL) says of one printing's title. */
typedef enum
{
  DR_VERDICT_DECK_LIMIT,
  DR_VERDICT_RESTRICTED,
  DR_VERDICT_GLOBAL_PENALTY,
  DR_VERDICT_UNIVERSAL_COST,
  DR_VERDICT_POINTS,
  DR_VERDICT_OTHER,
} DrVerdictKind;

typedef struct
{
  const char    *card_code;
  DrVerdictKind  kind;
  int            value;
} DrPoolVerdict;

typedef struct
{
  const char *code;
  const char *name;
  const char *date_start;
  gboolean    active;
  int         point_limit;    /* -1 when the list states none */
  GArray     *verdicts;       /* DrPoolVerdict */
} DrPoolBanList;

typedef struct
{
  const char         *code;
  const char         *date_start;
  const char *const  *cycles;  /* the cycles out of Standard from its date, NULL-terminated */
} DrPoolRotation;

/* Reads the pool of the card database @db (at the latest schema) with the
 * title, text and subtypes of @locale (NULL: English only). */
DrCardPool           *dr_card_pool_new              (sqlite3          *db,
                                                     const char       *locale,
                                                     GError          **error);
DrCardPool           *dr_card_pool_ref              (DrCardPool       *self);
void                  dr_card_pool_unref            (DrCardPool       *self);

/* Printings, newest pack first (unreleased ones first of all), then by
 * code, newest first: the order in which the first printing of a title met
 * is the one an import picks. */
guint                 dr_card_pool_get_n_printings  (const DrCardPool *self);
const DrPoolPrinting *dr_card_pool_get_printing     (const DrCardPool *self,
                                                     guint             index);
const DrPoolPrinting *dr_card_pool_lookup           (const DrCardPool *self,
                                                     const char       *code);
/* How many titles the printings have (see DrPoolPrinting.title_index). */
guint                 dr_card_pool_get_n_titles     (const DrCardPool *self);
/* The other faces of a double-faced card (DrCardFace, the pool's), in
 * face order; NULL for a card with one face. */
const GPtrArray      *dr_card_pool_get_faces        (const DrCardPool *self,
                                                     const char       *code);
/* The cards at the index of their row id (NULL where no row has that id). */
const GPtrArray      *dr_card_pool_get_cards_by_id  (const DrCardPool *self);

const DrPoolPack     *dr_card_pool_get_pack         (const DrCardPool *self,
                                                     const char       *code);
/* Every pack (DrPoolPack) in the card data's order: Netrunner first, then
 * by game, cycle, position in the cycle and code. */
const GPtrArray      *dr_card_pool_get_packs        (const DrCardPool *self);
/* Every cycle (DrPoolCycle) by position, then code. */
const GPtrArray      *dr_card_pool_get_cycles       (const DrCardPool *self);
const DrPoolCycle    *dr_card_pool_get_cycle        (const DrCardPool *self,
                                                     const char       *code);
/* English names by code of "sides", "factions", "types", "packs" or
 * "cycles" (what files and exports use); NULL for another table. */
GHashTable           *dr_card_pool_get_names        (const DrCardPool *self,
                                                     const char       *table);
/* The same codes named in the pool's locale where the card data translates
 * them (name_translations), in English elsewhere: what a reader is shown.
 * The English table itself when the pool is English. */
GHashTable           *dr_card_pool_get_local_names  (const DrCardPool *self,
                                                     const char       *table);
/* As dr_card_catalog_factions() and _types() give them for Netrunner, but
 * named in the pool's locale as dr_card_pool_get_local_names() does. */
const GPtrArray      *dr_card_pool_get_factions     (const DrCardPool *self);
const DrFaction      *dr_card_pool_get_faction      (const DrCardPool *self,
                                                     const char       *code);
const GPtrArray      *dr_card_pool_get_types        (const DrCardPool *self);
/* Ban lists (DrPoolBanList), newest first (by start date, then code). */
const GPtrArray      *dr_card_pool_get_ban_lists    (const DrCardPool *self);
/* Rotations (DrPoolRotation), newest first (by start date, then code). */
const GPtrArray      *dr_card_pool_get_rotations    (const DrCardPool *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrCardPool, dr_card_pool_unref)

G_END_DECLS
