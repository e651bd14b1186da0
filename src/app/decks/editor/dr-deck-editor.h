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
/* An import dialog over the editor's context and card index, closed with
 * the editor or when the context swaps its card data; not yet presented. */
DrDeckImportDialog     *dr_deck_editor_new_import_dialog (DrDeckEditor  *self,
                                                          GError       **error);

G_END_DECLS
