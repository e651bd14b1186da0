/* dr-burncycle-reference-page-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-burncycle-reference-page.h"

G_BEGIN_DECLS

/* For DrBurncycleReferencePage's own files and the tests only: what the tests
 * call that is not a template child (those they reach by name). The rest of
 * the app uses dr-burncycle-reference-page.h. */

guint        dr_burncycle_reference_page_get_n_results (DrBurncycleReferencePage *self);

/* The title of result @index, in the order shown. */
const char  *dr_burncycle_reference_page_get_title     (DrBurncycleReferencePage *self,
                                                        guint                     index);

/* As typed in the search field. */
void         dr_burncycle_reference_page_set_query     (DrBurncycleReferencePage *self,
                                                        const char               *query);

G_END_DECLS
