/* dr-play-deck.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Decks to play with: a deck list file in any format core's importer reads,
 * the engine's JSON, a saved deck or a bundled starter deck, turned into
 * the codes the rules engine plays.  The engine has no I/O; this is where
 * decks come from.
 */
#pragma once

#include <glib-object.h>
#include "dr-user-store.h"

#include "dr-card-index.h"
#include "dr-card-store.h"
#include "dr-deck.h"
#include "dr-scenario.h"

G_BEGIN_DECLS

#define DR_PLAY_ERROR (dr_play_error_quark ())
GQuark dr_play_error_quark (void);

typedef enum
{
  DR_PLAY_ERROR_INVALID,      /* unreadable deck, bad record, bad setup */
  DR_PLAY_ERROR_UNPLAYABLE,   /* cards the engine cannot play yet (dr_play_deck_check) */
  DR_PLAY_ERROR_NOT_FOUND,    /* no such file, saved deck or starter */
  DR_PLAY_ERROR_ILLEGAL,      /* an action that is not legal now, or not the caller's */
  DR_PLAY_ERROR_FAILED        /* writing a file and other failures */
} DrPlayError;

/* A deck ready for the engine.  `codes` are the printings the engine knows
 * wherever the card has one (a saved deck may name a reprint), one entry
 * per physical card. */
typedef struct
{
  char *name;         /* for people: the deck's name, or the file's */
  char *source;       /* where it came from: a path, "#12", "starter:jinteki" */
  char *side;         /* "corp" or "runner"; NULL when unknown */
  char *identity;     /* code */
  GPtrArray *codes;   /* char *, one per physical card */
  GHashTable *titles; /* code -> title, as the card data knows them; may lack some */
} DrPlayDeck;

#define DR_TYPE_PLAY_DECK (dr_play_deck_get_type ())
GType       dr_play_deck_get_type   (void) G_GNUC_CONST;

DrPlayDeck *dr_play_deck_new        (const char *name, const char *source, const char *identity);
DrPlayDeck *dr_play_deck_copy       (const DrPlayDeck *deck);
void        dr_play_deck_free       (DrPlayDeck *deck);
void        dr_play_deck_add        (DrPlayDeck *deck, const char *code, int copies);
/* The title of `code` for messages: the deck's own titles, else the bundled
 * card data, else the code itself. */
const char *dr_play_deck_title      (const DrPlayDeck *deck, const char *code);

/* A deck list file: the engine's JSON ({"identity", "cards"}) or any format
 * core's deck importer reads (NetrunnerDB text, jinteki.net, OCTGN .o8d,
 * Markdown, plain text, CSV).  `store` serves the importer formats; NULL
 * opens the default card data when the file needs it.  A line that does
 * not resolve refuses the whole file, every such line named. */
DrPlayDeck *dr_play_deck_load_file  (const char *path, DrCardStore *store, GError **error);
/* A deck list pasted as text (any format the file reader takes), named
 * @name when the list gives no name; a line that names no card refuses it. */
DrPlayDeck *dr_play_deck_from_text  (const char *text, const char *name, const DrCardIndex *cards,
                                     GError **error);
/* A deck of core (a saved or imported one) for the engine. */
DrPlayDeck *dr_play_deck_from_deck  (const DrDeck *deck, const DrCardIndex *cards,
                                     const char *source, GError **error);
/* A saved deck by id ("12", "#12") or name, from the user database. */
DrPlayDeck *dr_play_deck_from_saved (DrUserStore *user, const DrCardIndex *cards,
                                     const char *id_or_name, GError **error);

/* The bundled starter decks (seed 001: a Core Set faction's cards with the
 * neutral cards of its side), one per Core Set identity: a new array of
 * DrPlayDeck, Corp first.  Their source is "starter:NAME". */
GPtrArray  *dr_play_deck_starters   (void);
/* One of them by NAME or "starter:NAME" (case ignored), or NULL with an
 * error listing the names. */
DrPlayDeck *dr_play_deck_starter    (const char *name, GError **error);

/* The engine's deck of self-play and records (copies everything). */
void        dr_play_deck_to_scenario (const DrPlayDeck *deck, DrScenarioDeck *out);
/* The side the identity plays: "corp", "runner", or NULL when the engine
 * does not know the identity. */
const char *dr_play_deck_engine_side (const DrPlayDeck *deck);

/* Refuses (DR_PLAY_ERROR_UNPLAYABLE) a deck with cards the engine cannot
 * play yet, naming every such card by title, each once. */
gboolean    dr_play_deck_check      (const DrPlayDeck *deck, GError **error);

/* What a deck argument of the command line may be, resolved in this order:
 * "starter:NAME", a file (engine JSON or any importer format), a saved deck
 * by "#ID", id or name.  The card store, index and user database are
 * opened on first need at their default places and kept for the next
 * deck; clear with dr_play_deck_context_clear(). */
typedef struct
{
  DrCardStore *store;
  DrCardIndex *cards;
  DrUserStore *user;
} DrPlayDeckContext;

DrPlayDeck *dr_play_deck_resolve    (const char *argument, DrPlayDeckContext *context,
                                     GError **error);
void        dr_play_deck_context_clear (DrPlayDeckContext *context);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrPlayDeck, dr_play_deck_free)

G_END_DECLS
