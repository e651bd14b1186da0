/* dr-sync-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-db.h"
#include "dr-sync.h"

G_BEGIN_DECLS

/* Indexed by DrCardDataKind. */
#define DR_SYNC_N_KINDS (DR_CARD_DATA_PREBUILTS + 1)

/* dr-sync-check.c: what the importer does not see by itself. */
/* The same check of the envelope as dr_sync_parse_reply(), over the reply
 * read as a document: the card data files, read once. */
DrJsonDoc    *dr_sync_parse_reply_doc   (GBytes             *body,
                                         const char         *url,
                                         GError            **error);
gboolean      dr_sync_check_references  (DrJsonDoc *const   *docs,
                                         const char *const  *urls,
                                         GError            **error);
gboolean      dr_sync_check_card_lists  (sqlite3            *db,
                                         const char *const  *urls,
                                         GError            **error);

/* dr-sync-report.c: what changed. */
DrSyncReport *dr_sync_report_new        (void);
gboolean      dr_sync_compare           (const char         *build_path,
                                         const char         *old_path,
                                         DrSyncReport       *report,
                                         GError            **error);
int           dr_sync_count_cards       (const char         *path);

/* dr-sync-translations.c: the card data repository's translations. */
GStrv         dr_sync_pack_codes          (GBytes             *packs_body,
                                           const char         *url,
                                           GError            **error);
gboolean      dr_sync_import_translations (sqlite3            *db,
                                           const char         *locale,
                                           GPtrArray          *responses,
                                           GError            **error);
/* Each of @responses (DrHttpResponse) is the names of @kinds' kind at the
 * same index; a file that is not JSON or not a list of {code, name} fails. */
gboolean      dr_sync_import_name_translations (sqlite3      *db,
                                                const char   *locale,
                                                GPtrArray    *kinds,
                                                GPtrArray    *responses,
                                                GError      **error);
int           dr_sync_count_translations  (const char         *path,
                                           const char         *locale);

G_END_DECLS
