/* dr-sample-hand-page-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-sample-hand-page.h"

G_BEGIN_DECLS

/* For DrSampleHandPage's own files and the tests only: what the tests call
 * that is not a template child (those they reach by name). The rest of the app
 * uses dr-sample-hand-page.h. */

/* The next hands come from @seed (tests); a new hand is drawn at once. */
void          dr_sample_hand_page_set_seed (DrSampleHandPage   *self,
                                            guint64             seed);

/* NULL while no deck is shown. */
DrSampleHand *dr_sample_hand_page_get_hand (DrSampleHandPage   *self);

/* The text of the row showing the card drawn @index-th. */
char         *dr_sample_hand_page_get_row_text (DrSampleHandPage *self,
                                                guint             index);

G_END_DECLS
