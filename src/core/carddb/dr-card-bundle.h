/* dr-card-bundle.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

const char *dr_card_bundle_get_version (void);
int         dr_card_bundle_compare_versions (const char  *a,
                                             const char  *b);
/* Builds a card database from the data shipped inside Deckrunner and puts it
 * at @path in one rename: @path is either the old file or the complete new one. */
gboolean    dr_card_bundle_install     (const char  *path,
                                        GError     **error);
/* Adds the bundled cards of every game but @game to a database being built:
 * a sync replaces NetrunnerDB's cards and keeps the other games. */
gboolean    dr_card_bundle_import_other_games (sqlite3     *db,
                                               const char  *game,
                                               GError     **error);

G_END_DECLS
