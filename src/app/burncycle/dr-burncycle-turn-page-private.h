/* dr-burncycle-turn-page-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-burncycle-turn-page.h"

G_BEGIN_DECLS

/* For DrBurncycleTurnPage's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-burncycle-turn-page.h. */

/* The last phase: the threat advances by the number of players. */
void                 dr_burncycle_turn_page_advance_threat (DrBurncycleTurnPage *self);

/* The phase shown, an index into dr_burncycle_turn_phases (). */
guint                dr_burncycle_turn_page_get_phase     (DrBurncycleTurnPage *self);
const char          *dr_burncycle_turn_page_get_text      (DrBurncycleTurnPage *self);
const char          *dr_burncycle_turn_page_get_title     (DrBurncycleTurnPage *self);
void                 dr_burncycle_turn_page_next          (DrBurncycleTurnPage *self);
void                 dr_burncycle_turn_page_previous      (DrBurncycleTurnPage *self);
void                 dr_burncycle_turn_page_set_phase     (DrBurncycleTurnPage *self,
                                                           guint                phase);

G_END_DECLS
