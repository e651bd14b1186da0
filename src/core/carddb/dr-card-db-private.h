/* dr-card-db-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-db.h"

G_BEGIN_DECLS

/* For tests and benchmarks: imports one NetrunnerDB JSON file, its kind
 * told by its name. */
gboolean dr_card_db_import_file (sqlite3     *db,
                                 const char  *path,
                                 GError     **error);

G_END_DECLS
