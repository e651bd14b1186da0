/* dr-card-bundle.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *dr_card_bundle_get_version (void);
int         dr_card_bundle_compare_versions (const char  *a,
                                             const char  *b);
/* Builds a card database from the data shipped inside Deckrunner and puts it
 * at @path in one rename: @path is either the old file or the complete new one. */
gboolean    dr_card_bundle_install     (const char  *path,
                                        GError     **error);

G_END_DECLS
