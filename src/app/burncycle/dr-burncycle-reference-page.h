/* dr-burncycle-reference-page.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define DR_TYPE_BURNCYCLE_REFERENCE_PAGE (dr_burncycle_reference_page_get_type ())

G_DECLARE_FINAL_TYPE (DrBurncycleReferencePage, dr_burncycle_reference_page, DR, BURNCYCLE_REFERENCE_PAGE, GtkWidget)

G_END_DECLS
