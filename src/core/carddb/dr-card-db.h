/* dr-card-db.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "dr-db.h"
#include "dr-json-doc.h"

G_BEGIN_DECLS

/* What one NetrunnerDB JSON file holds (v1 raw files and API v2 replies alike). */
typedef enum
{
  DR_CARD_DATA_UNKNOWN,
  DR_CARD_DATA_SIDES,
  DR_CARD_DATA_FACTIONS,
  DR_CARD_DATA_TYPES,
  DR_CARD_DATA_CYCLES,
  DR_CARD_DATA_PACKS,
  DR_CARD_DATA_CARDS,
  DR_CARD_DATA_MWL,
  DR_CARD_DATA_ROTATIONS,
  DR_CARD_DATA_PREBUILTS,
} DrCardDataKind;

const DrDbSchema *dr_card_db_schema          (void);
DrCardDataKind    dr_card_data_kind_from_name (const char     *file_name);
/* The name of @kind's data: its file's name without ".json", and its
 * endpoint in NetrunnerDB's API ("packs"). */
const char       *dr_card_data_kind_name      (DrCardDataKind  kind);

/* Opens a new, empty card database at @path (which must not exist) with the
 * latest schema, tuned for a bulk load: the caller builds it beside the real
 * file and renames it into place only when complete. */
sqlite3          *dr_card_db_create_for_build (const char     *path,
                                               GError        **error);
/* Imports one file's records: @root is the file's list or the API's
 * envelope around it. */
gboolean          dr_card_db_import_value     (sqlite3            *db,
                                               DrCardDataKind      kind,
                                               const DrJsonValue  *root,
                                               const char         *source_name,
                                               GError            **error);
/* The same over a json-glib tree. */
gboolean          dr_card_db_import_json      (sqlite3        *db,
                                               DrCardDataKind  kind,
                                               JsonNode       *root,
                                               const char     *source_name,
                                               GError        **error);
/* Derived columns and indexes: newest printing per title, acronyms, FTS. */
gboolean          dr_card_db_finish_import    (sqlite3        *db,
                                               GError        **error);
/* Closes a database made by dr_card_db_create_for_build(), making it durable. */
gboolean          dr_card_db_close_build      (sqlite3        *db,
                                               const char     *path,
                                               GError        **error);
/* Renames a closed build over @path in one step: readers see either the old
 * file or the complete new one. The build file is removed on failure. */
gboolean          dr_card_db_put_in_place     (const char     *build_path,
                                               const char     *path,
                                               GError        **error);

G_END_DECLS
