/* dr-deck-editor.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "dr-user-store.h"

#include "dr-card-index.h"
#include "dr-context.h"
#include "dr-deck.h"
#include "dr-deck-import-dialog.h"
#include "dr-deck-session.h"

G_BEGIN_DECLS

#define DR_TYPE_DECK_EDITOR (dr_deck_editor_get_type ())

/* One deck being built: its identity, the card search beside its cards, its
 * legality as it changes, undo and redo, saving and its saved versions. The
 * deck itself, its undo and its report are a DrDeckSession, made anew by
 * each dr_deck_editor_open(). Emits "done" when the user leaves it; the owner
 * then calls dr_deck_editor_close(), which saves what changed.
 *
 * Its card data, user database, collection and legality come from its
 * construct-only "context" property, which it follows through a sync. */
G_DECLARE_FINAL_TYPE (DrDeckEditor, dr_deck_editor, DR, DECK_EDITOR, GtkWidget)

DrDeckEditor           *dr_deck_editor_new            (DrContext        *context);
void                    dr_deck_editor_open           (DrDeckEditor     *self,
                                                       const DrDeck     *deck);
gboolean                dr_deck_editor_close          (DrDeckEditor     *self,
                                                       GError          **error);
gboolean                dr_deck_editor_save           (DrDeckEditor     *self,
                                                       GError          **error);
/* The session of the deck open, NULL while none is: edits made through it
 * show in the editor at once. */
DrDeckSession          *dr_deck_editor_get_session    (DrDeckEditor     *self);
gboolean                dr_deck_editor_is_modified    (DrDeckEditor     *self);
const DrDeck           *dr_deck_editor_get_deck       (DrDeckEditor     *self);
const DrLegalityReport *dr_deck_editor_get_report     (DrDeckEditor     *self);
void                    dr_deck_editor_set_identity   (DrDeckEditor     *self,
                                                       const char       *code);
void                    dr_deck_editor_set_query      (DrDeckEditor     *self,
                                                       const char       *query);
GListModel             *dr_deck_editor_get_results    (DrDeckEditor     *self);
void                    dr_deck_editor_select_result  (DrDeckEditor     *self,
                                                       guint             position);
GListModel             *dr_deck_editor_get_identities (DrDeckEditor     *self);
const DrCardIndex      *dr_deck_editor_get_card_index (DrDeckEditor     *self,
                                                       GError          **error);
/* The banner's suggested fixes for the deck as it stands, in
 * dr_fix_suggest()'s order, and the button that makes each. */
guint                   dr_deck_editor_get_n_fixes    (DrDeckEditor     *self);
const char             *dr_deck_editor_get_fix_message (DrDeckEditor    *self,
                                                        guint            index);
GtkWidget              *dr_deck_editor_get_fix_button (DrDeckEditor     *self,
                                                       guint             index);
/* An import dialog over the editor's context and card index, closed with
 * the editor or when the context swaps its card data; not yet presented. */
DrDeckImportDialog     *dr_deck_editor_new_import_dialog (DrDeckEditor  *self,
                                                          GError       **error);

G_END_DECLS
