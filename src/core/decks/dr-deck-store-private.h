/* dr-deck-store-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-db.h"
#include "dr-deck-store.h"

G_BEGIN_DECLS

/* Between the deck store's files: saving and loading (dr-deck-store.c),
 * listing and finding by name (dr-deck-store-list.c), the trash, versions
 * and built decks (dr-deck-store-history.c). */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

/* The current state of a deck and its saved versions are kept in tables of
 * the same shape; this names one set of them. */
typedef struct
{
  const char *cards;
  const char *tags;
  const char *owner;   /* the column that names the deck or version a row belongs to */
} DrDeckContentTables;

extern const DrDeckContentTables dr_deck_store_version_tables;

/* Columns of the same name in decks and deck_versions, in DrDeck order. */
#define HEADER_COLUMNS "name, game, side, identity, format, banlist, notes"
#define N_HEADER_COLUMNS 7

/* What a save gives back to the caller's deck once it is committed. */
typedef struct
{
  gint64 id;
  gint64 created;
  gint64 modified;
} DrDeckSavedStamp;

gint64        dr_deck_store_now                   (void);
sqlite3_stmt *dr_deck_store_prepare               (sqlite3                    *db,
                                                   const char                 *sql,
                                                   GError                    **error);
gboolean      dr_deck_store_step_done             (sqlite3                    *db,
                                                   sqlite3_stmt               *statement,
                                                   GError                    **error);
char         *dr_deck_store_column_text           (sqlite3_stmt               *statement,
                                                   int                         column);
/* IMMEDIATE takes the write lock at once: a save never fails half-way
 * because another connection wrote in between. */
gboolean      dr_deck_store_begin                 (sqlite3                    *db,
                                                   GError                    **error);
/* Commits when @ok, rolls back otherwise. */
gboolean      dr_deck_store_finish                (sqlite3                    *db,
                                                   gboolean                    ok,
                                                   GError                    **error);
void          dr_deck_store_set_not_found         (GError                    **error,
                                                   gint64                      id);
gboolean      dr_deck_store_is_blank              (const char                 *text);
void          dr_deck_store_read_header           (sqlite3_stmt               *statement,
                                                   int                         first,
                                                   DrDeck                     *deck);
gboolean      dr_deck_store_read_content          (sqlite3                    *db,
                                                   const DrDeckContentTables  *tables,
                                                   gint64                      owner,
                                                   DrDeck                     *deck,
                                                   GError                    **error);
/* The deck as it is now, in use or in the trash; @deleted gets the time it
 * went to the trash, 0 when in use. */
DrDeck       *dr_deck_store_read_deck             (sqlite3                    *db,
                                                   gint64                      id,
                                                   gint64                     *deleted,
                                                   GError                    **error);
DrDeck       *dr_deck_store_read_deck_in_use      (sqlite3                    *db,
                                                   gint64                      id,
                                                   GError                    **error);
/* Writes @deck as the current state of its deck (a new deck when its id is
 * 0) plus a version, inside the caller's transaction. @saved gets the id and
 * times as stored; @deck itself is left alone so a rolled-back save leaves
 * the caller's deck as it was. */
gboolean      dr_deck_store_save_in_transaction   (sqlite3                    *db,
                                                   const DrDeck               *deck,
                                                   DrDeckSavedStamp           *saved,
                                                   GError                    **error);
void          dr_deck_store_take_saved_fields     (DrDeck                     *deck,
                                                   const DrDeckSavedStamp     *saved);

/* dr-deck-store-history.c: purges the decks deleted before @deleted_before
 * (Unix time); the number purged, -1 on an error. */
int           dr_deck_store_purge_trash           (DrUserStore                *user,
                                                   gint64                      deleted_before,
                                                   GError                    **error);

G_END_DECLS
