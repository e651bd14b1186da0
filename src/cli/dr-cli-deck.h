/* dr-cli-deck.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include "dr-user-store.h"

#include "dr-card-index.h"
#include "dr-deck.h"
#include "dr-deck-import.h"

G_BEGIN_DECLS

/* How the commands that take decks (deck, validate, stats, collection)
 * read them: a deck list file through the importer, or a deck of the user
 * database named by its id or its name. */

/* "Line 3: No card is called “Sure Gambel”; did you mean Sure Gamble
 * (Core Set, 01050)?": one problem line of an import, for a player. */
char        *dr_cli_describe_import_line     (const DrDeckImportLine  *line);
/* Every problem line of @import, one per line, each starting with
 * @indent; NULL when there is none. */
char        *dr_cli_describe_import_problems (const DrDeckImport      *import,
                                              const char              *indent);
/* A deck by id ("12", "#12") or else by name; with @in_trash, a name is
 * looked for among the decks in the trash. An id reaches decks in the trash
 * too: the store refuses what cannot be done to them. */
DrDeck      *dr_cli_find_stored_deck         (DrUserStore             *user,
                                              const char              *wanted,
                                              gboolean                 in_trash,
                                              GError                 **error);
/* A deck list file when @argument names one, else a stored deck (when
 * @user is not NULL). A file with a line that does not resolve is an
 * error that lists every such line: a deck with a card left out would give
 * wrong answers. */
DrDeck      *dr_cli_read_deck                (const DrCardIndex       *cards,
                                              DrUserStore             *user,
                                              const char              *argument,
                                              gboolean                *from_file,
                                              GError                 **error);
DrCardIndex *dr_cli_open_card_index          (DrCardStore             *store);
DrUserStore *dr_cli_open_user_store          (void);
/* Local time, "2026-03-01 14:05". */
char        *dr_cli_format_time              (gint64                   unix_seconds);
/* UTC, ISO 8601, for JSON. */
char        *dr_cli_format_time_iso          (gint64                   unix_seconds);

G_END_DECLS
