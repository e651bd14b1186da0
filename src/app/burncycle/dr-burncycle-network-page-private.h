/* dr-burncycle-network-page-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-burncycle-network-page.h"

G_BEGIN_DECLS

/* For DrBurncycleNetworkPage's own files and the tests only: what the tests
 * call that is not a template child (those they reach by name). The rest of
 * the app uses dr-burncycle-network-page.h. */

const char *dr_burncycle_network_page_get_result (DrBurncycleNetworkPage *self);
void        dr_burncycle_network_page_set_levels (DrBurncycleNetworkPage *self,
                                                  int                     agent_level,
                                                  int                     ceo_level,
                                                  int                     layer);

/* What moves: an IP on @token, or a ping when @ping. */
void        dr_burncycle_network_page_set_mover  (DrBurncycleNetworkPage *self,
                                                  gboolean                ping,
                                                  DrBurncycleToken        token);

/* Node @node ahead (1 the next one clockwise). */
void        dr_burncycle_network_page_set_node   (DrBurncycleNetworkPage *self,
                                                  guint                   node,
                                                  DrBurncycleNodeKind     kind,
                                                  DrBurncycleOccupant     occupant,
                                                  gboolean                empty_access_point);

G_END_DECLS
