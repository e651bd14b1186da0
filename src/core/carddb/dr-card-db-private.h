/* dr-card-db-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-db.h"
#include "dr-json-doc.h"

G_BEGIN_DECLS

/* For tests and benchmarks: imports one NetrunnerDB JSON file, its kind
 * told by its name. */
gboolean dr_card_db_import_file (sqlite3     *db,
                                 const char  *path,
                                 GError     **error);

/* Between the importer's files: the dispatcher (dr-card-db-import.c), the
 * record readers (dr-card-db-record.c), the importers of cards, packs and
 * the like (dr-card-db-cards.c) and of lists (dr-card-db-lists.c). */

/* The record being imported, for messages. */
typedef struct
{
  sqlite3     *db;
  const char  *source;   /* file name, for messages */
  guint        index;    /* 1-based record number */
  const char  *code;     /* the record's code once known */
} DrCardRecord;

typedef struct
{
  sqlite3_stmt *insert_card;
  sqlite3_stmt *insert_face;
} DrCardStatements;

typedef struct
{
  sqlite3_stmt *insert_list;
  sqlite3_stmt *insert_items;
} DrListStatements;

void          dr_card_import_error       (GError             **error,
                                          const DrCardRecord  *record,
                                          const char          *format,
                                          ...) G_GNUC_PRINTF (3, 4);
gboolean      dr_card_import_read_string (const DrJsonValue   *object,
                                          const char          *name,
                                          gboolean             required,
                                          const DrCardRecord  *record,
                                          const char         **out,
                                          GError             **error);
gboolean      dr_card_import_read_int    (const DrJsonValue   *object,
                                          const char          *name,
                                          gboolean             required,
                                          const DrCardRecord  *record,
                                          gboolean            *present,
                                          gint64              *out,
                                          GError             **error);
void          dr_card_import_bind_text   (sqlite3_stmt        *statement,
                                          int                  index,
                                          const char          *value);
void          dr_card_import_bind_int    (sqlite3_stmt        *statement,
                                          int                  index,
                                          gboolean             present,
                                          gint64               value);
gboolean      dr_card_import_step        (sqlite3_stmt        *statement,
                                          const DrCardRecord  *record,
                                          GError             **error);
sqlite3_stmt *dr_card_import_prepare     (sqlite3             *db,
                                          const char          *sql,
                                          GError             **error);
const char   *dr_card_import_game        (const DrJsonValue   *object);

/* One importer a kind of record: each reads @object and inserts it. */
gboolean      dr_card_import_side        (sqlite3_stmt        *insert,
                                          const DrJsonValue   *object,
                                          DrCardRecord        *record,
                                          GError             **error);
gboolean      dr_card_import_faction     (sqlite3_stmt        *insert,
                                          const DrJsonValue   *object,
                                          DrCardRecord        *record,
                                          GError             **error);
gboolean      dr_card_import_type        (sqlite3_stmt        *insert,
                                          const DrJsonValue   *object,
                                          DrCardRecord        *record,
                                          GError             **error);
gboolean      dr_card_import_cycle       (sqlite3_stmt        *insert,
                                          const DrJsonValue   *object,
                                          DrCardRecord        *record,
                                          GError             **error);
gboolean      dr_card_import_pack        (sqlite3_stmt        *insert,
                                          const DrJsonValue   *object,
                                          DrCardRecord        *record,
                                          GError             **error);
gboolean      dr_card_import_card        (DrCardStatements    *statements,
                                          const DrJsonValue   *object,
                                          DrCardRecord        *record,
                                          GError             **error);
gboolean      dr_card_import_mwl         (DrListStatements    *statements,
                                          const DrJsonValue   *object,
                                          DrCardRecord        *record,
                                          GError             **error);
gboolean      dr_card_import_rotation    (DrListStatements    *statements,
                                          const DrJsonValue   *object,
                                          DrCardRecord        *record,
                                          GError             **error);
gboolean      dr_card_import_prebuilt    (DrListStatements    *statements,
                                          const DrJsonValue   *object,
                                          DrCardRecord        *record,
                                          GError             **error);

/* dr-card-translations.c: the number of printings with a translation to
 * @locale (-1 on an error). */
int         dr_card_translations_count          (sqlite3            *db,
                                                 const char         *locale);

G_END_DECLS
