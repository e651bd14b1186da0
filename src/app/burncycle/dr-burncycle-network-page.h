/* dr-burncycle-network-page.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-burncycle-network.h"

G_BEGIN_DECLS

#define DR_TYPE_BURNCYCLE_NETWORK_PAGE (dr_burncycle_network_page_get_type ())

G_DECLARE_FINAL_TYPE (DrBurncycleNetworkPage, dr_burncycle_network_page, DR, BURNCYCLE_NETWORK_PAGE, GtkWidget)

/* The number of nodes ahead of the piece the page lets you describe. */
#define DR_BURNCYCLE_NETWORK_PAGE_NODES 8

typedef enum
{
  DR_BURNCYCLE_NODE_EMPTY,
  DR_BURNCYCLE_NODE_WITH_PING,
  DR_BURNCYCLE_NODE_WITH_IP,
} DrBurncycleOccupant;

G_END_DECLS
