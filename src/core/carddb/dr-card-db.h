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

/* What the sync asks of a card database it built (dr-card-db-compare.c). */

/* The number of NetrunnerDB's cards (0 when unreadable). */
int               dr_card_db_count_cards      (sqlite3        *db);
/* The number of NetrunnerDB's cards translated into @locale (-1 when unreadable). */
int               dr_card_db_count_translations (sqlite3      *db,
                                                 const char   *locale);

/* The lists that name cards by code without a foreign key. */
typedef enum
{
  DR_CARD_LIST_MWL,
  DR_CARD_LIST_PREBUILT,
} DrCardListKind;

/* The first (list, card) pair of @kind whose card is not among the cards:
 * both NULL when there is none. FALSE only when the query fails. */
gboolean          dr_card_db_find_unknown_list_card (sqlite3         *db,
                                                     DrCardListKind   kind,
                                                     char           **list_code,
                                                     char           **card_code,
                                                     GError         **error);

typedef enum
{
  DR_CARD_DB_NEW_PACK,
  DR_CARD_DB_NEW_CARD,
  DR_CARD_DB_CHANGED_CARD,
  DR_CARD_DB_REMOVED_CARD,
  DR_CARD_DB_NEW_MWL,
} DrCardDbChange;

typedef void (*DrCardDbChangeFunc) (DrCardDbChange  change,
                                    const char     *code,
                                    const char     *name,
                                    gpointer        user_data);

/* Calls @func for each pack, card and ban list that is new, changed or
 * removed in the card database at @path since the one at @old_path (a
 * missing or unreadable old file counts as empty), in the order a report
 * lists them; @n_cards gets the new file's dr_card_db_count_cards(). */
gboolean          dr_card_db_compare          (const char          *path,
                                               const char          *old_path,
                                               DrCardDbChangeFunc   func,
                                               gpointer             user_data,
                                               int                 *n_cards,
                                               GError             **error);

G_END_DECLS
