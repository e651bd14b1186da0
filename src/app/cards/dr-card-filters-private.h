/* dr-card-filters-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-filters.h"

G_BEGIN_DECLS

/* For DrCardFilters's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-card-filters.h. */

void       dr_card_filters_set_side_active    (DrCardFilters *self,
                                               const char    *side_code,
                                               gboolean       active);
void       dr_card_filters_set_faction_active (DrCardFilters *self,
                                               const char    *faction_code,
                                               gboolean       active);
void       dr_card_filters_set_type_active    (DrCardFilters *self,
                                               const char    *type_code,
                                               gboolean       active);
gboolean   dr_card_filters_is_active          (DrCardFilters *self);
void       dr_card_filters_clear              (DrCardFilters *self);

G_END_DECLS
