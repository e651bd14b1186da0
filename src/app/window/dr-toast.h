/* dr-toast.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast that shows @text as written. A toast's title is Pango markup in
 * libadwaita 1.2 (its use-markup arrives in 1.4), and the messages toasts
 * show carry deck names, file paths and typed text: "R&D" or "<b>" would
 * make the title fail to parse and show nothing. */
AdwToast *dr_toast_new_text (const char *text);

G_END_DECLS
