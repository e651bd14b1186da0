/* dr-name-translations.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* The names of packs, cycles, factions, types and sides in other languages
 * (table name_translations, card database schema 6). A kind is the table
 * the codes belong to. */

/* "packs", "cycles", "factions", "types", "sides": the kinds NetrunnerDB
 * has a translations/<locale>/<kind>.<locale>.json for. */
const char *const *dr_name_translation_kinds      (void);

/* Reads one of those files (an array of objects with "code" and "name")
 * into @db for @locale. A file of the wrong shape imports nothing of itself
 * and fails with DR_ERROR_IMPORT naming @source_name and the record; an
 * unknown @kind is refused the same way. @n_imported (may be NULL) counts
 * the names written. The card pool reads them back (dr-card-pool.h). */
gboolean           dr_name_translations_import_json (sqlite3     *db,
                                                     const char  *locale,
                                                     const char  *kind,
                                                     JsonNode    *root,
                                                     const char  *source_name,
                                                     guint       *n_imported,
                                                     GError     **error);

G_END_DECLS
