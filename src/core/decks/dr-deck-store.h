/* dr-deck-store.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-deck.h"
#include "dr-user-store.h"

G_BEGIN_DECLS

/* Decks live in the user database (DrUserStore), never in the card
 * database: that one is replaced by every sync, decks must outlive it.
 *
 * Every function that writes runs in one transaction of its own, so a failure
 * leaves the decks exactly as they were. Every save that changes a deck keeps
 * a full snapshot as a new version; saving an unchanged deck writes nothing.
 *
 * A deleted deck goes to the trash first, so the GUI can offer an undo:
 * list, find and change skip it; load, versions, undelete and purge still
 * reach it. */

/* One row of a deck list: enough for a list or a picker without loading
 * every deck. */
typedef struct
{
  gint64   id;
  char    *name;
  char    *game;
  char    *side;
  char    *identity;   /* printing code or NULL */
  int      n_cards;    /* copies, the identity not counted */
  GStrv    tags;       /* never NULL */
  gint64   modified;   /* unix seconds */
  gint64   deleted;    /* unix seconds it went to the trash, 0 when in use */
  gboolean built;      /* kept built: the collection holds its cards */
} DrDeckSummary;

/* Every field is optional (NULL / FALSE matches everything in use). */
typedef struct
{
  const char *text;     /* part of the name or of a tag; case, accents and punctuation ignored */
  const char *tag;      /* exact tag */
  const char *game;
  gboolean    trashed;  /* list the decks in the trash instead of those in use */
} DrDeckFilter;

/* One saved state of a deck; numbers start at 1 and never repeat. */
typedef struct
{
  int      number;
  gint64   created;    /* unix seconds */
  char    *name;
  char    *identity;
  int      n_cards;
} DrDeckVersion;

void        dr_deck_summary_free           (DrDeckSummary       *summary);
void        dr_deck_version_free           (DrDeckVersion       *version);

gint64      dr_deck_store_save             (DrUserStore         *user,
                                            DrDeck              *deck,
                                            GError             **error);
DrDeck     *dr_deck_store_load             (DrUserStore         *user,
                                            gint64               id,
                                            GError             **error);
DrDeck     *dr_deck_store_find_by_name     (DrUserStore         *user,
                                            const char          *name,
                                            GError             **error);
GPtrArray  *dr_deck_store_list             (DrUserStore         *user,
                                            const DrDeckFilter  *filter,
                                            GError             **error);
gboolean    dr_deck_store_rename           (DrUserStore         *user,
                                            gint64               id,
                                            const char          *name,
                                            GError             **error);
gint64      dr_deck_store_duplicate        (DrUserStore         *user,
                                            gint64               id,
                                            GError             **error);
gboolean    dr_deck_store_delete           (DrUserStore         *user,
                                            gint64               id,
                                            GError             **error);
gboolean    dr_deck_store_undelete         (DrUserStore         *user,
                                            gint64               id,
                                            GError             **error);
gboolean    dr_deck_store_purge            (DrUserStore         *user,
                                            gint64               id,
                                            GError             **error);
GPtrArray  *dr_deck_store_list_versions    (DrUserStore         *user,
                                            gint64               id,
                                            GError             **error);
DrDeck     *dr_deck_store_load_version     (DrUserStore         *user,
                                            gint64               id,
                                            int                  number,
                                            GError             **error);
DrDeck     *dr_deck_store_restore_version  (DrUserStore         *user,
                                            gint64               id,
                                            int                  number,
                                            GError             **error);
gboolean    dr_deck_store_set_built        (DrUserStore         *user,
                                            gint64               id,
                                            gboolean             built,
                                            GError             **error);
gboolean    dr_deck_store_is_built         (DrUserStore         *user,
                                            gint64               id);
GPtrArray  *dr_deck_store_list_built       (DrUserStore         *user,
                                            GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrDeckSummary, dr_deck_summary_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrDeckVersion, dr_deck_version_free)

G_END_DECLS
