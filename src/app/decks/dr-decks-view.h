/* dr-decks-view.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-context.h"

G_BEGIN_DECLS

#define DR_TYPE_DECKS_VIEW (dr_decks_view_get_type ())

G_DECLARE_FINAL_TYPE (DrDecksView, dr_decks_view, DR, DECKS_VIEW, GtkWidget)

gboolean      dr_decks_view_leave_editor   (DrDecksView  *self,
                                            GError      **error);

G_END_DECLS
