/* dr-burncycle-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-user-store.h"

G_BEGIN_DECLS

#define DR_TYPE_BURNCYCLE_VIEW (dr_burncycle_view_get_type ())

G_DECLARE_FINAL_TYPE (DrBurncycleView, dr_burncycle_view, DR, BURNCYCLE_VIEW, GtkWidget)

/* The table is read from @user and saved there on every change; NULL
 * keeps it in memory only. */
void                      dr_burncycle_view_set_user_store    (DrBurncycleView *self,
                                                               DrUserStore     *user);

G_END_DECLS
