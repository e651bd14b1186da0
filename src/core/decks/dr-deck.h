/* dr-deck.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One line of a deck: a printing and how many copies of it. */
typedef struct
{
  char *code;
  int   quantity;
} DrDeckEntry;

/* A deck as the user keeps it. Cards are referred to by printing code;
 * legality counts by title across printings. The identity is not among the
 * entries. Plain data: copy it with dr_deck_copy(). */
typedef struct
{
  gint64     id;          /* 0 until the deck store saves it */
  char      *name;
  char      *game;        /* "netrunner", "lockpick" */
  char      *side;        /* "corp", "runner"; NULL when the game has no sides */
  char      *identity;    /* printing code, NULL when there is none */
  GArray    *entries;     /* DrDeckEntry, kept sorted by code, quantities > 0 */
  char      *format;      /* a code of dr-format.h ("standard", …); NULL = default */
  char      *banlist;     /* mwl code, "active", or NULL for the format's default */
  char      *notes;
  GPtrArray *tags;        /* char * */
  gint64     created;     /* unix seconds, 0 when unsaved */
  gint64     modified;
} DrDeck;

DrDeck   *dr_deck_new          (const char   *name,
                                const char   *game);
DrDeck   *dr_deck_copy         (const DrDeck *deck);
void      dr_deck_free         (DrDeck       *deck);
void      dr_deck_set_string   (char        **field,
                                const char   *value);
int       dr_deck_get_quantity (const DrDeck *deck,
                                const char   *code);
void      dr_deck_set_quantity (DrDeck       *deck,
                                const char   *code,
                                int           quantity);
int       dr_deck_add          (DrDeck       *deck,
                                const char   *code,
                                int           delta);
int       dr_deck_count_cards  (const DrDeck *deck);
gboolean  dr_deck_has_tag      (const DrDeck *deck,
                                const char   *tag);
gboolean  dr_deck_same_cards   (const DrDeck *a,
                                const DrDeck *b);
gboolean  dr_deck_same_content (const DrDeck *a,
                                const DrDeck *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrDeck, dr_deck_free)

G_END_DECLS
