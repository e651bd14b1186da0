/* dr-text.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *dr_text_to_ascii     (const char *text);
char *dr_text_strip_markup (const char *text);
char *dr_text_acronym      (const char *stripped_title);
char *dr_text_match_key    (const char *text);

G_END_DECLS
