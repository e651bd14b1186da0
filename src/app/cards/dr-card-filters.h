/* dr-card-filters.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-card-names.h"

G_BEGIN_DECLS

#define DR_TYPE_CARD_FILTERS (dr_card_filters_get_type ())

/* Quick toggles for side, faction and type. They narrow the results of the
 * search through a GtkFilter of their own and leave the query text alone. */
G_DECLARE_FINAL_TYPE (DrCardFilters, dr_card_filters, DR, CARD_FILTERS, GtkWidget)

GtkFilter *dr_card_filters_get_filter         (DrCardFilters *self);
void       dr_card_filters_set_names          (DrCardFilters *self,
                                               DrCardNames   *names);

G_END_DECLS
