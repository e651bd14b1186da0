/* dr-restrictions.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* NetrunnerDB's "restrictions": the ban lists of its v2 data files
 * (netrunner-cards-json `v2/restrictions/<format>/<id>.json`) and of its API
 * v3 (JSON:API). They are the only place the Eternal points lists are
 * published. They name cards by card id ("hedge_fund"), one per title; the
 * card database keeps ban lists as API v2 does, one verdict per printing. */

typedef struct
{
  char  *code;                 /* as API v2 writes it: "eternal-points-list-25-07" */
  char  *name;
  char  *date_start;
  guint  n_cards;              /* printings with a verdict */
} DrRestrictionList;

typedef struct
{
  GPtrArray *lists;            /* DrRestrictionList, in the order read */
  guint      n_unknown_cards;  /* card ids with no printing in the card database */
  guint      n_skipped_lists;  /* lists of formats Deckrunner does not check */
} DrRestrictionImport;

void      dr_restriction_import_init  (DrRestrictionImport  *result);
void      dr_restriction_import_clear (DrRestrictionImport  *result);

/* The key under which a NetrunnerDB card id and a card title compare equal:
 * letters and digits only, lower case, accents and other marks dropped
 * ("Tyr's Hand" and "tyrs_hand", "O₂ Shortage" and "o_shortage"). */
char     *dr_restriction_card_key     (const char           *title_or_id);

/* Adds (or replaces, by code) the ban lists in @root: one v2 restriction
 * object, a list of them, or an API v3 reply ({"data": object or list}).
 * Only formats Deckrunner checks (standard, startup, eternal) are taken.
 * Nothing is written unless every list is well formed. */
gboolean  dr_restrictions_import_json (sqlite3              *db,
                                       JsonNode             *root,
                                       const char           *source_name,
                                       DrRestrictionImport  *result,
                                       GError              **error);
gboolean  dr_restrictions_import_file (sqlite3              *db,
                                       const char           *path,
                                       DrRestrictionImport  *result,
                                       GError              **error);

/* Imports every file of @paths into the card database at @card_db_path in
 * one transaction: all of them or, on the first error, none. */
gboolean  dr_restrictions_import_files (const char          *card_db_path,
                                        const char *const   *paths,
                                        DrRestrictionImport *result,
                                        GError             **error);

/* Copies into @db the points lists of the card database at @old_path that
 * @db lacks, so that a sync without access to API v3 keeps what an earlier
 * sync or import brought. A missing or unreadable old file is no error. */
gboolean  dr_restrictions_carry_over  (sqlite3              *db,
                                       const char           *old_path,
                                       GError              **error);

G_END_DECLS
