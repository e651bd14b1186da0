/* dr-deck-import-dialog-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-deck-import-dialog.h"

G_BEGIN_DECLS

/* For DrDeckImportDialog's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-deck-import-dialog.h. */

void                dr_deck_import_dialog_set_text    (DrDeckImportDialog *self,
                                                       const char         *text);
char               *dr_deck_import_dialog_get_text    (DrDeckImportDialog *self);

/* Loads a file into the paste area (asynchronously); the deck is named after it
 * when the list has no name. */
void                dr_deck_import_dialog_load_file   (DrDeckImportDialog *self,
                                                       GFile              *file);

/* Fetches a published decklist (address, number or uuid) in a worker thread
 * from @source_url (NULL: NetrunnerDB) and puts it into the paste area. */
void                dr_deck_import_dialog_fetch       (DrDeckImportDialog *self,
                                                       const char         *source_url,
                                                       const char         *url_or_id);
gboolean            dr_deck_import_dialog_is_fetching (DrDeckImportDialog *self);

/* The reading of the text as it is now (resolving at once if typing is pending). */
const DrDeckImport *dr_deck_import_dialog_get_import  (DrDeckImportDialog *self);

/* The candidates offered for the problem line @number (1-based), as buttons. */
GtkWidget          *dr_deck_import_dialog_get_candidate_button (DrDeckImportDialog *self,
                                                                guint               number,
                                                                guint               index);

/* The same, by the record's index in the import's lines: a line of an OCTGN
 * deck may hold several cards. */
GtkWidget          *dr_deck_import_dialog_get_record_candidate_button (DrDeckImportDialog *self,
                                                                       guint               record,
                                                                       guint               index);
gboolean            dr_deck_import_dialog_line_is_marked (DrDeckImportDialog *self,
                                                          guint               number);
gboolean            dr_deck_import_dialog_can_import  (DrDeckImportDialog *self);

G_END_DECLS
