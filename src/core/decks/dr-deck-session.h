/* dr-deck-session.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "dr-deck.h"
#include "dr-legality.h"
#include "dr-user-store.h"

G_BEGIN_DECLS

#define DR_TYPE_DECK_SESSION (dr_deck_session_get_type ())

/* A deck being edited: its changes with undo and redo, whether it differs
 * from what was last saved, and its legality report, checked again after
 * every change. No widget and no I/O but saving.
 *
 * "changed" is emitted after every change to the deck's cards, identity,
 * side, name, format or ban list (an edit, an undo, a redo, a restore, a new
 * legality source), once the report is up to date. Notes and tags are kept
 * out of undo, since undoing a card should not throw away what was typed
 * since; changing them emits no "changed", only notify::modified when that
 * flips. */
G_DECLARE_FINAL_TYPE (DrDeckSession, dr_deck_session, DR, DECK_SESSION, GObject)

/* The legality context @deck is checked in (usually the one of its own
 * format and ban list, defaults standing in for those it leaves open); NULL
 * with @error set when none can be built. */
typedef const DrLegalityContext *(*DrDeckSessionLegalityFunc) (const DrDeck  *deck,
                                                               gpointer       user_data,
                                                               GError       **error);

/* A session over a copy of @deck; a deck the store has saved (id ≠ 0)
 * starts unmodified, a new one modified. */
DrDeckSession           *dr_deck_session_new            (const DrDeck              *deck);
const DrDeck            *dr_deck_session_get_deck       (DrDeckSession             *self);
gboolean                 dr_deck_session_is_modified    (DrDeckSession             *self);
gboolean                 dr_deck_session_can_undo       (DrDeckSession             *self);
gboolean                 dr_deck_session_can_redo       (DrDeckSession             *self);
gboolean                 dr_deck_session_undo           (DrDeckSession             *self);
gboolean                 dr_deck_session_redo           (DrDeckSession             *self);

/* Where legality comes from; NULL @func leaves the deck unchecked. Checks
 * the deck again and emits "changed". */
void                     dr_deck_session_set_legality   (DrDeckSession             *self,
                                                         DrDeckSessionLegalityFunc  func,
                                                         gpointer                   user_data,
                                                         GDestroyNotify             destroy);
/* NULL when the deck is unchecked: no legality source, or the source failed
 * (then dr_deck_session_get_report_error() says why). */
const DrLegalityReport  *dr_deck_session_get_report     (DrDeckSession             *self);
const GError            *dr_deck_session_get_report_error (DrDeckSession           *self);
/* The context of the last check, NULL when there was none. */
const DrLegalityContext *dr_deck_session_get_legality_context (DrDeckSession       *self);

/* Each edit returns FALSE, and records nothing, when it changes nothing. */
gboolean                 dr_deck_session_add            (DrDeckSession             *self,
                                                         const char                *code,
                                                         int                        delta);
gboolean                 dr_deck_session_set_identity   (DrDeckSession             *self,
                                                         const char                *code);
/* Surrounding white space is dropped; an empty name is refused. */
gboolean                 dr_deck_session_set_name       (DrDeckSession             *self,
                                                         const char                *name);
gboolean                 dr_deck_session_set_format     (DrDeckSession             *self,
                                                         const char                *format);
gboolean                 dr_deck_session_set_banlist    (DrDeckSession             *self,
                                                         const char                *banlist);
/* @list's cards, identity and side (when it has one) replace the deck's in
 * one change; name, format, ban list, notes and tags stay. */
gboolean                 dr_deck_session_replace_cards  (DrDeckSession             *self,
                                                         const DrDeck              *list);
/* A saved version brought back whole, notes and tags too: one undoable
 * change, and what the store now holds. */
void                     dr_deck_session_restore        (DrDeckSession             *self,
                                                         const DrDeck              *version);
/* Outside undo; NULL or "" clears the notes. */
void                     dr_deck_session_set_notes      (DrDeckSession             *self,
                                                         const char                *notes);
/* Outside undo: @tags (NULL-terminated) stripped, empty and repeated ones
 * dropped. */
void                     dr_deck_session_set_tags       (DrDeckSession             *self,
                                                         const char *const         *tags);

/* Saves the deck into @user when it is modified; the deck then has its id
 * and dates. */
gboolean                 dr_deck_session_save           (DrDeckSession             *self,
                                                         DrUserStore               *user,
                                                         GError                   **error);

G_END_DECLS
